# The teacher's tools: the results page's drill names, the builder's and the converter's
# helpers (the teacher branch's messages).

# A drill without a title of its own, made on this device: its mode and the day it was made.
teacher-drill-made = { $mode }, de { $date }

# A FEN refused for a piece letter of the teacher's notation (Spanish T, A, C, D; R for the king):
# the English letter of that piece, and the piece with its article (piece-with-article).
teacher-fen-english-letters = A FEN usa as letras inglesas: { $letter } para { $piece }.

# The converter: the button that saves the result as a file (.pgn for PGN, else .txt), and
# the file's name without its extension.
teacher-convert-download = Descarregar .{ $extension }
teacher-convert-file = partida
# The converter's kept text and options could not be read.
notice-converter-damaged = O que tinhas deixado no conversor não pôde ser lido: o original foi guardado à parte neste dispositivo.
# The converter: a book's KN/QR that names two pieces (by nearness, read; by origin, other).
convert-unsure-side = { $number } { $written }: lido como { $read }, a peça mais próxima desse lado; os livros que nomeiam a peça pelo lado de onde saiu querem dizer { $other }.
