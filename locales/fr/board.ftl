# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Ce coup n'est pas légal
board-refused-in-check = Le roi est en échec : ce coup ne le sort pas de l’échec
board-wrong-side-white = Aux blancs de jouer : bouge une pièce blanche
board-wrong-side-black = Aux noirs de jouer : bouge une pièce noire
