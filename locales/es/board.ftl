# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Esa jugada no es legal
board-refused-in-check = El rey está en jaque: esa jugada no lo saca del jaque
board-wrong-side-white = Juegan las blancas: mueve una pieza blanca
board-wrong-side-black = Juegan las negras: mueve una pieza negra
