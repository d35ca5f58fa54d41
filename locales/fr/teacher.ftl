# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, du { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = La FEN utilise les lettres anglaises : { $letter } pour { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Télécharger .{ $extension }
teacher-convert-file = partie
# The converter's kept text and options could not be read.
notice-converter-damaged = Ce que vous aviez laissé dans le convertisseur n’a pas pu être lu : l’original a été mis de côté sur cet appareil.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written } : lu { $read }, la pièce la plus proche de ce côté ; les livres qui nomment une pièce par le côté d’où elle est partie veulent dire { $other }.
