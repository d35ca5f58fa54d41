# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Dieser Zug ist nicht erlaubt
board-refused-in-check = Der König steht im Schach: dieser Zug hilft nicht dagegen
board-wrong-side-white = Weiß ist am Zug: zieh eine weiße Figur
board-wrong-side-black = Schwarz ist am Zug: zieh eine schwarze Figur
