# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Lee un libro antiguo
drill-intro-old-book = Una partida de un libro antiguo, en notación descriptiva (P4R: el peón va a la cuarta casilla del rey, e4). Escribe cada jugada en algebraica. Un fallo se cuenta y la partida sigue.
drill-intro-old-book-play = Una partida de un libro antiguo, en notación descriptiva (P4R: el peón va a la cuarta casilla del rey, e4). Juega cada jugada en el tablero. Un fallo se cuenta y la partida sigue.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] notación algebraica
    [descriptive-es] notación descriptiva española
    [descriptive-fr] notación descriptiva francesa
    [iccf] notación numérica ICCF
   *[descriptive-en] notación descriptiva inglesa
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = Notación numérica ICCF: columna y fila en cifras, de 1 a 8 (de e2 a e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = El libro usa la { $book }; tú escribes en algebraica, en { $language }: { $letters }
