# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Lê um livro antigo
drill-intro-old-book = Uma partida de um livro antigo, em notação descritiva (P-K4: o peão vai para a quarta casa do rei, e4). Escreve cada lance em algébrica. Um erro conta e a partida continua.
drill-intro-old-book-play = Uma partida de um livro antigo, em notação descritiva (P-K4: o peão vai para a quarta casa do rei, e4). Joga cada lance no tabuleiro. Um erro conta e a partida continua.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] notação algébrica
    [descriptive-es] notação descritiva espanhola
    [descriptive-fr] notação descritiva francesa
    [iccf] notação numérica ICCF
   *[descriptive-en] notação descritiva inglesa
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = Notação numérica ICCF: coluna e fila em algarismos de 1 a 8 (de e2 para e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = O livro usa a { $book }; tu escreves em algébrica, em { $language }: { $letters }
