# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Aquesta jugada no és legal
board-refused-in-check = El rei està en escac: aquesta jugada no el treu de l’escac
board-wrong-side-white = Juguen les blanques: mou una peça blanca
board-wrong-side-black = Juguen les negres: mou una peça negra
