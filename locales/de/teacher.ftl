# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, vom { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = FEN verwendet englische Buchstaben: { $letter } ist { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Als .{ $extension } herunterladen
teacher-convert-file = partie
# The converter's kept text and options could not be read.
notice-converter-damaged = Was du im Konverter gelassen hattest, konnte nicht gelesen werden: Das Original wurde auf diesem Gerät beiseitegelegt.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written }: gelesen als { $read }, die Figur näher an dieser Seite; Bücher, die eine Figur nach ihrer Ausgangsseite benennen, meinen { $other }.
