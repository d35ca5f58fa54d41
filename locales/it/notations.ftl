# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Leggi un libro antico
drill-intro-old-book = Una partita da un libro antico, in notazione descrittiva (P-K4: il pedone va alla quarta casa del re, e4). Scrivi ogni mossa in algebrica. Un errore conta e la partita continua.
drill-intro-old-book-play = Una partita da un libro antico, in notazione descrittiva (P-K4: il pedone va alla quarta casa del re, e4). Gioca ogni mossa sulla scacchiera. Un errore conta e la partita continua.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] notazione algebrica
    [descriptive-es] notazione descrittiva spagnola
    [descriptive-fr] notazione descrittiva francese
    [iccf] notazione numerica ICCF
   *[descriptive-en] notazione descrittiva inglese
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = Notazione numerica ICCF: colonna e traversa in cifre da 1 a 8 (da e2 a e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = Il libro usa la { $book }; tu scrivi in algebrica, in { $language }: { $letters }
