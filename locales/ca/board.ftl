# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Aquesta jugada no és legal
board-refused-in-check = El rei està en escac: aquesta jugada no el treu de l’escac
board-wrong-side-white = Juguen les blanques: mou una peça blanca
board-wrong-side-black = Juguen les negres: mou una peça negra

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] El rei no es mou així: va a una casella veïna
    [queen] La dama no es mou així: va en línia recta o en diagonal
    [rook] La torre no es mou així: va en línia recta, per columnes i files
    [bishop] L’alfil no es mou així: va en diagonal
    [knight] El cavall no es mou així: salta en forma de L
   *[pawn] El peó no es mou així: avança una casella (dues des de la seva casella inicial)
}
board-refused-pawn-captures = El peó només va en diagonal per capturar, i a { $square } no hi ha res per capturar
board-refused-pawn-blocked = El peó no captura endavant, només en diagonal: { $square } està ocupada
board-refused-blocked = La peça de { $square } barra el pas: només el cavall salta per sobre de les peces
board-refused-own-piece = A { $square } ja hi ha una peça teva
board-refused-pinned = La peça de { $square } està clavada: si es mou, el teu rei queda en escac
board-refused-king-attacked = El rei no pot anar a { $square }: allà estaria en escac
board-refused-leaves-check = Aquesta jugada deixaria el teu rei en escac
board-refused-castling-right = Ja no pots enrocar per aquest costat: el rei o aquesta torre ja s’han mogut
board-refused-castling-blocked = Per enrocar no hi pot haver peces entre el rei i la torre (n’hi ha una a { $square })
board-refused-castling-check = No pots enrocar mentre el teu rei està en escac
board-refused-castling-through = El rei no pot enrocar passant per una casella atacada ni arribant-hi ({ $square })
board-refused-castling-square = Per enrocar, el rei va dues caselles cap a la torre, a { $square }, i la torre salta per sobre d’ell
