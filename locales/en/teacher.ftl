# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, made { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = FEN uses English letters: { $letter } for { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Download .{ $extension }
teacher-convert-file = game
# The converter's kept text and options could not be read.
notice-converter-damaged = What you had left in the converter could not be read: the original has been kept aside on this device.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written }: read as { $read }, the piece nearer that side; books that name a piece by the side it started on mean { $other }.
