# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Llegeix un llibre antic
drill-intro-old-book = Una partida d’un llibre antic, en notació descriptiva (P-K4: el peó va a la quarta casella del rei, e4). Escriu cada jugada en algebraica. Un error es compta i la partida continua.
drill-intro-old-book-play = Una partida d’un llibre antic, en notació descriptiva (P-K4: el peó va a la quarta casella del rei, e4). Juga cada jugada al tauler. Un error es compta i la partida continua.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] notació algebraica
    [descriptive-es] notació descriptiva espanyola
    [descriptive-fr] notació descriptiva francesa
    [iccf] notació numèrica ICCF
   *[descriptive-en] notació descriptiva anglesa
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = Notació numèrica ICCF: columna i fila en xifres de l’1 al 8 (de e2 a e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = El llibre fa servir la { $book }; tu escrius en algebraica, en { $language }: { $letters }
