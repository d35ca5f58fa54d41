# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Une partie (1.e4 e5 2.Cf3…, dans n'importe quelle langue, avec ou sans numéros) ou une position par ligne : une FEN suivie de son coup.
builder-kind-squares = { $count ->
    [one] une case
   *[other] { $count } cases
}
builder-kind-positions = { $count ->
    [one] une position avec son coup
   *[other] { $count } positions avec leur coup
}
builder-kind-game = { $count ->
    [one] une partie d'un coup
   *[other] une partie de { $count } coups
}
builder-read = Reconnu : { $what }.
builder-misfit-kind = Vous avez collé { $what } ; « { $mode } » ne demande pas cela. Cela convient à { $modes }.
builder-misfit-odd = Il y a { $count } cases et « { $mode } » les demande deux par deux : ajoutez-en ou retirez-en une.
builder-misfit-no-move = La position { $index } (ligne { $line }) n'a pas de coup : écrivez-le après la FEN.
builder-quoted = « { $text } »
builder-use-mode = Passer à « { $mode } »
builder-error-at = Ligne { $line }, colonne { $column }. { $why }
builder-bad-square = « { $text } » n'est pas une case.
builder-bad-fen = La FEN n'est pas valable : { $why }
builder-bad-move = Le coup « { $text } » n'est pas valable : { $why }
builder-extra-text = « { $text } » est en trop après le coup.
builder-no-link = Pas de lien tant que le contenu ne convient pas à cet exercice.
builder-no-link-at = Pas de lien tant que le contenu a une erreur (ligne { $line }, colonne { $column }).
builder-qr-close = Fermer (Échap)
worksheet-intro-find = Sur chaque diagramme, marquez d'une croix la case demandée.
worksheet-intro-name = Écrivez le nom de la case marquée d'un point.
worksheet-intro-colour = Écrivez si chaque case est claire ou foncée.
worksheet-intro-diagonal = Écrivez oui ou non : les deux cases sont-elles sur une même diagonale ?
worksheet-intro-knight = Écrivez combien de sauts il faut à un cavalier pour aller de la première case à la seconde.
worksheet-intro-name-move = Écrivez le coup indiqué par la flèche.
worksheet-intro-play-move = Dessinez le coup écrit par une flèche.
worksheet-intro-game-write = Écrivez, dans l'ordre, chaque coup de la partie indiqué par la flèche.
worksheet-intro-game-play = Dessinez par une flèche, dans l'ordre, chaque coup écrit de la partie.
worksheet-notation = Notation : { $language }.
worksheet-game-move = Coup { $number }
builder-edit = Modifier
builder-made-drills = Vos derniers exercices
notice-draft-damaged = Votre brouillon d'exercice enregistré n'a pas pu être lu : il a été mis de côté sur cet appareil et vous en commencez un nouveau.
notice-drills-damaged = Une partie de votre liste d'exercices n'a pas pu être lue : le reste a été chargé et l'original mis de côté sur cet appareil.
notice-draft-replaced = Vous avez ouvert un exercice pour le modifier : votre brouillon précédent a été mis de côté sur cet appareil.
