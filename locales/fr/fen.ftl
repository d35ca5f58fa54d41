# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Écris le FEN
drill-title-set-up = Place la position
drill-intro-write-fen = Une position est sur l’échiquier : écris son FEN. Les lettres des pièces en FEN sont toujours anglaises : K Q R B N P, majuscules pour les Blancs.
drill-intro-set-up = Un FEN est écrit : place sa position sur l’échiquier avec les pièces ci-dessous (choisis une pièce, puis touche les cases), puis vérifie-la.
drill-prompt-write-fen = Écris le FEN de cette position.
worksheet-intro-write-fen = Écris le FEN de chaque position (lettres anglaises K Q R B N P, majuscules pour les Blancs).
worksheet-intro-set-up = Dessine la position de chaque FEN sur l’échiquier vide.
fen-answer-label = FEN
fen-letters-hint = FEN utilise toujours les lettres anglaises, quelle que soit ta notation : K roi, Q dame, R tour, B fou, N cavalier, P pion ; majuscules pour les Blancs, minuscules pour les Noirs.
fen-facts-castling = Roques encore possibles : { $rights }
fen-castle-white-short = Blancs O-O
fen-castle-white-long = Blancs O-O-O
fen-castle-black-short = Noirs O-O
fen-castle-black-long = Noirs O-O-O
fen-castle-none = aucun
fen-facts-last = Dernier coup : { $move }
fen-facts-last-unknown = Dernier coup : non indiqué (aucun pion ne vient d’avancer de deux cases)
fen-facts-clocks = { $halfmove } demi-coups depuis la dernière prise ou le dernier coup de pion ; coup { $fullmove }
fen-man-white = { $role ->
    [king] un roi blanc
    [queen] une dame blanche
    [rook] une tour blanche
    [bishop] un fou blanc
    [knight] un cavalier blanc
   *[pawn] un pion blanc
}
fen-man-black = { $role ->
    [king] un roi noir
    [queen] une dame noire
    [rook] une tour noire
    [bishop] un fou noir
    [knight] un cavalier noir
   *[pawn] un pion noir
}
fen-palette = Pièces à placer
fen-palette-none = Gomme : vide les cases touchées
fen-palette-hint = Choisis une pièce (ou la gomme), puis touche les cases ; on peut aussi faire glisser les pièces sur l’échiquier, d’une case à l’autre et hors de l’échiquier.
fen-clear-board = Vider l’échiquier
fen-check = Vérifier
fen-right = Juste ! { $fen }
fen-wrong = { $reason } Le FEN est { $fen }
fen-lesson-link = Leçon : lire un FEN
fen-field-placement = placement des pièces
fen-field-side-to-move = trait
fen-field-castling = champ des roques
fen-field-en-passant = case en passant
fen-field-halfmove = compteur de demi-coups
fen-field-fullmove = numéro du coup
fen-reason-rank-count = Placement des pièces : il faut 8 rangées séparées par /, le tien en a { $count }.
fen-reason-bad-char = Rangée { $rank } : « { $char } » n’est pas une lettre du FEN. FEN utilise les lettres anglaises K Q R B N P (majuscules pour les Blancs, minuscules pour les Noirs) et les chiffres de 1 à 8 pour les cases vides.
fen-reason-square-man = Rangée { $rank } : tu as écrit { $token }, mais il y a { $man } en { $square }.
fen-reason-square-empty = Rangée { $rank } : tu as écrit { $token }, mais { $square } est vide.
fen-reason-squares = Rangée { $rank } : tes lettres et chiffres font { $count } cases, pas 8.
fen-reason-split-digits = Rangée { $rank } : des cases vides qui se suivent forment un seul nombre ; écris leur somme, pas { $digits }.
fen-reason-extra-fields = Un FEN a 6 champs séparés par des espaces ; le tien en a { $count }.
fen-reason-side = Trait : « { $written } » doit être « { $expected } » (w les Blancs, b les Noirs).
fen-reason-castling = Roques : « { $written } » doit être « { $expected } » (K Q pour les Blancs, k q pour les Noirs, dans cet ordre ; un tiret s’il n’en reste aucun).
fen-reason-en-passant = Case en passant : « { $written } » doit être « { $expected } » (la case sautée par un pion qui vient d’avancer de deux ; un tiret s’il n’y en a pas).
fen-reason-halfmove = Compteur de demi-coups : « { $written } » doit être { $expected } (demi-coups depuis la dernière prise ou le dernier coup de pion).
fen-reason-fullmove = Numéro du coup : « { $written } » doit être { $expected }.
fen-reason-missing = Il manque un champ : { $field }.
fen-reason-missing-clocks = Les quatre premiers champs sont justes, mais il manque les deux nombres de la fin : le compteur de demi-coups et le numéro du coup.
fen-reason-squares-wrong = { $count ->
    [one] Une case est fausse (marquée sur l’échiquier) : { $squares }.
   *[other] { $count } cases sont fausses (marquées sur l’échiquier) : { $squares }.
}
builder-content-fen = Une position par ligne, en FEN (un coup après elle est laissé de côté), ou une partie (1.e4 e5 2.Cf3…) : alors la position après chaque coup.
