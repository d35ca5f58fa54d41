# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Esse lance não é permitido
board-refused-in-check = O rei está em xeque: esse lance não o tira do xeque
board-wrong-side-white = Jogam as brancas: move uma peça branca
board-wrong-side-black = Jogam as pretas: move uma peça preta
