# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Questa mossa non è legale
board-refused-in-check = Il re è sotto scacco: questa mossa non lo toglie dallo scacco
board-wrong-side-white = Muove il bianco: muovi un pezzo bianco
board-wrong-side-black = Muove il nero: muovi un pezzo nero
