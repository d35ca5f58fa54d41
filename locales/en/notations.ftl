# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Read an old book
drill-intro-old-book = A game from an old book, in descriptive notation (P-K4: the pawn goes to the king's fourth square, e4). Write each move in algebraic. A mistake counts and the game goes on.
drill-intro-old-book-play = A game from an old book, in descriptive notation (P-K4: the pawn goes to the king's fourth square, e4). Play each move on the board. A mistake counts and the game goes on.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] algebraic notation
    [descriptive-es] Spanish descriptive notation
    [descriptive-fr] French descriptive notation
    [iccf] ICCF numeric notation
   *[descriptive-en] English descriptive notation
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = ICCF numeric notation: file and rank as digits from 1 to 8 (e2 to e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = The book uses { $book }; you write in algebraic, in { $language }: { $letters }
