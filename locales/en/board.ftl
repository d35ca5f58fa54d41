# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = That move is not legal
board-refused-in-check = The king is in check: that move does not get it out of check
board-wrong-side-white = White to move: move a white piece
board-wrong-side-black = Black to move: move a black piece
