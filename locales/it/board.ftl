# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Questa mossa non è legale
board-refused-in-check = Il re è sotto scacco: questa mossa non lo toglie dallo scacco
board-wrong-side-white = Muove il bianco: muovi un pezzo bianco
board-wrong-side-black = Muove il nero: muovi un pezzo nero

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] Il re non si muove così: va su una casa vicina
    [queen] La donna non si muove così: va in linea retta o in diagonale
    [rook] La torre non si muove così: va in linea retta, per colonne e traverse
    [bishop] L’alfiere non si muove così: va in diagonale
    [knight] Il cavallo non si muove così: salta a forma di L
   *[pawn] Il pedone non si muove così: avanza di una casa (di due dalla sua casa iniziale)
}
board-refused-pawn-captures = Il pedone va in diagonale solo per catturare, e in { $square } non c’è niente da catturare
board-refused-pawn-blocked = Il pedone non cattura in avanti, solo in diagonale: { $square } è occupata
board-refused-blocked = Il pezzo in { $square } sbarra la strada: solo il cavallo salta sopra i pezzi
board-refused-own-piece = In { $square } c’è già un tuo pezzo
board-refused-pinned = Il pezzo in { $square } è inchiodato: se si muove, il tuo re è sotto scacco
board-refused-king-attacked = Il re non può andare in { $square }: lì sarebbe sotto scacco
board-refused-leaves-check = Questa mossa lascerebbe il tuo re sotto scacco
board-refused-castling-right = Da quel lato non puoi più arroccare: il re o quella torre si sono già mossi
board-refused-castling-blocked = Per arroccare non ci devono essere pezzi tra il re e la torre (ce n’è uno in { $square })
board-refused-castling-check = Non puoi arroccare mentre il tuo re è sotto scacco
board-refused-castling-through = Il re non può arroccare passando per una casa attaccata né arrivandoci ({ $square })
board-refused-castling-square = Per arroccare, il re va di due case verso la torre, in { $square }, e la torre gli salta sopra
