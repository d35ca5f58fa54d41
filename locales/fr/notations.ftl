# Issue 18: the other notations in the move drills (descriptive, ICCF numeric), and
# old-book: a game printed in descriptive notation, each move written in algebraic or played.
drill-title-old-book = Lis un vieux livre
drill-intro-old-book = Une partie d’un vieux livre, en notation descriptive (P4R : le pion va à la quatrième case du roi, e4). Écris chaque coup en algébrique. Une erreur compte et la partie continue.
drill-intro-old-book-play = Une partie d’un vieux livre, en notation descriptive (P4R : le pion va à la quatrième case du roi, e4). Joue chaque coup sur l’échiquier. Une erreur compte et la partie continue.
# A notation that is not algebraic, by name, as inside a sentence.
notation-other-name = { $code ->
    [algebraic] notation algébrique
    [descriptive-es] notation descriptive espagnole
    [descriptive-fr] notation descriptive française
    [iccf] notation numérique ICCF
   *[descriptive-en] notation descriptive anglaise
}
# The drill's notation line for descriptive: the notation's name, then its letters (pieces and files).
drill-notation-named = { $name } : { $letters }
drill-notation-iccf = Notation numérique ICCF : colonne et rangée en chiffres, de 1 à 8 (de e2 à e4 : 5254)
# Old-book: the book's notation (as inside a sentence), the algebraic language to write in, its letters.
drill-notation-old-book = Le livre utilise la { $book } ; tu écris en algébrique, en { $language } : { $letters }
