# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Lies ein altes Buch
drill-intro-old-book = Eine Partie aus einem alten Buch, in beschreibender Notation (P-K4: der Bauer zieht auf das vierte Feld des Königs, e4). Schreib jeden Zug algebraisch. Ein Fehler zählt, und die Partie geht weiter.
drill-intro-old-book-play = Eine Partie aus einem alten Buch, in beschreibender Notation (P-K4: der Bauer zieht auf das vierte Feld des Königs, e4). Spiel jeden Zug auf dem Brett. Ein Fehler zählt, und die Partie geht weiter.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] algebraische Notation
    [descriptive-es] spanische beschreibende Notation
    [descriptive-fr] französische beschreibende Notation
    [iccf] numerische ICCF-Notation
   *[descriptive-en] englische beschreibende Notation
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name }: { $letters }
drill-notation-iccf = Numerische ICCF-Notation: Linie und Reihe als Ziffern von 1 bis 8 (von e2 nach e4: 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = Das Buch verwendet die { $book }; du schreibst algebraisch, auf { $language }: { $letters }
