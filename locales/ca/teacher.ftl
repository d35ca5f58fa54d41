# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, del { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = La FEN fa servir les lletres angleses: { $letter } per { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Descarrega .{ $extension }
teacher-convert-file = partida
# The converter's kept text and options could not be read.
notice-converter-damaged = El que havies deixat al convertidor no s’ha pogut llegir: l’original s’ha desat a part en aquest dispositiu.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written }: es llegeix { $read }, la peça més propera a aquest costat; els llibres que anomenen la peça pel costat d’on va sortir volen dir { $other }.
