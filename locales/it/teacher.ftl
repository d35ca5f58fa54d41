# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, del { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = La FEN usa le lettere inglesi: { $letter } per { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Scarica .{ $extension }
teacher-convert-file = partita
# The converter's kept text and options could not be read.
notice-converter-damaged = Quello che avevi lasciato nel convertitore non si è potuto leggere: l’originale è stato messo da parte su questo dispositivo.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written }: letto come { $read }, il pezzo più vicino a quel lato; i libri che chiamano un pezzo dal lato da cui è partito intendono { $other }.
