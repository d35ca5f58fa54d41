# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Une partie (1.e4 e5 2.Cf3…, dans n'importe quelle langue, avec ou sans numéros) ou une position par ligne : une FEN suivie de son coup.
builder-kind-squares = { $count ->
    [one] une case
   *[other] { $count } cases
}
builder-kind-positions = { $count ->
    [one] une position avec son coup
   *[other] { $count } positions avec leur coup
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] une position
   *[other] { $count } positions
}
builder-kind-game = { $count ->
    [one] une partie d'un coup
   *[other] une partie de { $count } coups
}
builder-read = Reconnu : { $what }.
builder-misfit-kind = Tu as collé { $what } ; « { $mode } » ne demande pas cela. Cela convient à { $modes }.
builder-misfit-odd = Il y a { $count } cases et « { $mode } » les demande deux par deux : ajoutes-en ou retires-en une.
builder-misfit-no-move = La position { $index } (ligne { $line }) n'a pas de coup : écris-le après la FEN.
builder-quoted = « { $text } »
builder-use-mode = Passer à « { $mode } »
builder-error-at = Ligne { $line }, colonne { $column }. { $why }
builder-bad-square = « { $text } » n'est pas une case.
builder-bad-fen = La FEN n'est pas valable : { $why }
builder-bad-move = Le coup « { $text } » n'est pas valable : { $why }
builder-extra-text = « { $text } » est en trop après le coup.
builder-no-link = Pas de lien tant que le contenu ne convient pas à cet exercice.
builder-no-link-at = Pas de lien tant que le contenu a une erreur (ligne { $line }, colonne { $column }).
builder-qr-close = Fermer (Échap)
worksheet-intro-find = Sur chaque diagramme, marque d'une croix la case demandée.
worksheet-intro-name = Écris le nom de la case marquée d'un point.
worksheet-intro-colour = Écris si chaque case est claire ou foncée.
worksheet-intro-diagonal = Écris oui ou non : les deux cases sont-elles sur une même diagonale ?
worksheet-intro-knight = Écris combien de sauts il faut à un cavalier pour aller de la première case à la seconde.
worksheet-intro-name-move = Écris le coup indiqué par la flèche.
worksheet-intro-play-move = Dessine avec une flèche le coup écrit.
worksheet-intro-game-write = Écris, dans l'ordre, chaque coup de la partie indiqué par la flèche.
worksheet-intro-game-play = Dessine avec une flèche, dans l'ordre, chaque coup écrit de la partie.
worksheet-notation = Notation : { $language }.
worksheet-game-move = Coup { $number }
builder-edit = Modifier
builder-made-drills = Tes derniers exercices
notice-draft-damaged = Ton brouillon d'exercice enregistré n'a pas pu être lu : il a été mis de côté sur cet appareil et tu en commences un nouveau.
notice-drills-damaged = Une partie de ta liste d'exercices n'a pas pu être lue : le reste a été chargé et l'original mis de côté sur cet appareil.
builder-aside-title = Brouillons gardés
builder-aside-intro = Quand tu ouvres un autre exercice pour le modifier, ce que tu avais commencé est gardé ici. Tu peux y revenir quand tu veux.
builder-aside-restore = Revenir à ce brouillon
builder-aside-discard = Supprimer
builder-title-kept = Tu as choisi « { $mode } » et le titre est toujours « { $title } ». Convient-il encore ?
builder-title-clear = Enlever le titre
builder-query-draft = Ton brouillon est toujours là.
builder-query-new = Voici un nouvel exercice : choisis son type et ses options.
worksheet-intro-old-book = Chaque coup est écrit comme dans un vieux livre, en notation descriptive : écris-le en algébrique.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = Le livre dit { $move } : écris-le en algébrique.
