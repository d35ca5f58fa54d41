# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Esa jugada no es legal
board-refused-in-check = El rey está en jaque: esa jugada no lo saca del jaque
board-wrong-side-white = Juegan las blancas: mueve una pieza blanca
board-wrong-side-black = Juegan las negras: mueve una pieza negra

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] El rey no se mueve así: va a una casilla vecina
    [queen] La dama no se mueve así: va en línea recta o en diagonal
    [rook] La torre no se mueve así: va en línea recta, por columnas y filas
    [bishop] El alfil no se mueve así: va en diagonal
    [knight] El caballo no se mueve así: salta en forma de L
   *[pawn] El peón no se mueve así: avanza una casilla (dos desde su casilla inicial)
}
board-refused-pawn-captures = El peón solo va en diagonal para capturar, y en { $square } no hay nada que capturar
board-refused-pawn-blocked = El peón no captura de frente, solo en diagonal: { $square } está ocupada
board-refused-blocked = La pieza de { $square } corta el paso: solo el caballo salta por encima de las piezas
board-refused-own-piece = En { $square } ya hay una pieza tuya
board-refused-pinned = La pieza de { $square } está clavada: si se mueve, tu rey queda en jaque
board-refused-king-attacked = El rey no puede ir a { $square }: allí estaría en jaque
board-refused-leaves-check = Esa jugada dejaría a tu rey en jaque
board-refused-castling-right = Ya no puedes enrocar por ese lado: el rey o esa torre se han movido
board-refused-castling-blocked = Para enrocar no puede haber piezas entre el rey y la torre (hay una en { $square })
board-refused-castling-check = No puedes enrocar estando en jaque
board-refused-castling-through = El rey no puede enrocar pasando por una casilla atacada ni llegando a ella ({ $square })
board-refused-castling-square = Para enrocar, el rey va dos casillas hacia la torre, a { $square }, y la torre salta por encima de él
