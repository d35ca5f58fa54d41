# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Écris la FEN
drill-title-set-up = Place la position
drill-intro-write-fen = Une position est sur l’échiquier : écris sa FEN. Les lettres des pièces dans la FEN sont toujours anglaises : K Q R B N P, majuscules pour les Blancs.
drill-intro-set-up = Une FEN est écrite : place sa position sur l’échiquier avec les pièces ci-dessous (choisis une pièce, puis clique sur les cases), puis vérifie-la.
drill-intro-touch-set-up = Une FEN est écrite : place sa position sur l’échiquier avec les pièces ci-dessous (choisis une pièce, puis touche les cases), puis vérifie-la.
drill-prompt-write-fen = Écris la FEN de cette position.
worksheet-intro-write-fen = Écris la FEN de chaque position (lettres anglaises K Q R B N P, majuscules pour les Blancs).
worksheet-intro-set-up = Dessine la position de chaque FEN sur l’échiquier vide.
fen-answer-label = FEN
fen-letters-hint = La FEN utilise toujours les lettres anglaises, quelle que soit ta notation : K roi, Q dame, R tour, B fou, N cavalier, P pion ; majuscules pour les Blancs, minuscules pour les Noirs.
fen-facts-castling = Roques encore possibles : { $rights }
fen-castle-white-short = Blancs O-O
fen-castle-white-long = Blancs O-O-O
fen-castle-black-short = Noirs O-O
fen-castle-black-long = Noirs O-O-O
fen-castle-none = aucun
fen-facts-last = Dernier coup : { $move }
fen-facts-last-unknown = Dernier coup : non indiqué
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } demi-coup depuis la dernière prise ou le dernier coup de pion ; coup { $fullmove }
   *[other] { $halfmove } demi-coups depuis la dernière prise ou le dernier coup de pion ; coup { $fullmove }
}
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
fen-palette-hint = Choisis une pièce (ou la gomme), puis clique sur les cases ; on peut aussi faire glisser les pièces sur l’échiquier, d’une case à l’autre et hors de l’échiquier.
fen-palette-hint-touch = Choisis une pièce (ou la gomme), puis touche les cases ; on peut aussi faire glisser les pièces sur l’échiquier, d’une case à l’autre et hors de l’échiquier.
fen-setup-keys = Au clavier : les flèches parcourent l’échiquier ; une lettre du FEN pose sa pièce sur la case (majuscules pour les Blancs : K Q R B N P ; minuscules pour les Noirs) et Suppr l’enlève.
fen-clear-board = Vider l’échiquier
fen-check = Vérifier
fen-right = Juste ! { $fen }
fen-wrong = { $reason } La FEN est { $fen }
fen-lesson-link = Leçon : lire une FEN
fen-reason-rank-count = Placement des pièces : il faut 8 rangées séparées par /, le tien en a { $count }.
fen-reason-bad-char = Rangée { $rank } : « { $char } » n’est pas une lettre de la FEN. La FEN utilise les lettres anglaises K Q R B N P (majuscules pour les Blancs, minuscules pour les Noirs) et les chiffres de 1 à 8 pour les cases vides.
fen-reason-square-man = Rangée { $rank } : tu as écrit { $token }, mais il y a { $man } en { $square }.
fen-reason-square-empty = Rangée { $rank } : tu as écrit { $token }, mais { $square } est vide.
fen-reason-squares = Rangée { $rank } : tes lettres et chiffres font { $count } cases, pas 8.
fen-reason-split-digits = Rangée { $rank } : des cases vides qui se suivent forment un seul nombre ; écris leur somme, pas { $digits }.
fen-reason-extra-fields = Une FEN a 6 champs séparés par des espaces ; la tienne en a { $count }.
fen-reason-side = Trait : « { $written } » doit être « { $expected } » (w les Blancs, b les Noirs).
fen-reason-castling = Roques : « { $written } » doit être « { $expected } » (K Q pour les Blancs, k q pour les Noirs, dans cet ordre ; un tiret s’il n’en reste aucun).
fen-reason-en-passant = Case en passant : « { $written } » doit être « { $expected } » (la case sautée par un pion qui vient d’avancer de deux ; un tiret s’il n’y en a pas).
fen-reason-halfmove = Compteur de demi-coups : « { $written } » doit être { $expected } (demi-coups depuis la dernière prise ou le dernier coup de pion).
fen-reason-fullmove = Numéro du coup : « { $written } » doit être { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] Il manque le trait (w ou b) après la position des pièces.
    [castling] Il manque le champ des roques (KQkq, certains d’entre eux ou un tiret) après le trait.
    [en-passant] Il manque la case de prise en passant (une case ou un tiret) après les roques.
    [halfmove] Il manque le compteur de demi-coups après la case de prise en passant.
    [fullmove] Il manque le numéro du coup, le dernier champ.
   *[placement] Il manque la position des pièces, le premier champ.
}
fen-reason-missing-clocks = Les quatre premiers champs sont justes, mais il manque les deux nombres de la fin : le compteur de demi-coups et le numéro du coup.
fen-reason-squares-wrong = { $count ->
    [one] Une case est fausse (marquée sur l’échiquier) : { $squares }.
   *[other] { $count } cases sont fausses (marquées sur l’échiquier) : { $squares }.
}
fen-reason-upside-down = L’échiquier est à l’envers : la FEN commence par la rangée 8 et finit par la rangée 1 (regarde les chiffres au bord de l’échiquier) ; avec les Blancs en bas, la rangée 8 est en haut et les pièces blanches partent d’en bas.
fen-reason-squares-many = { $count } cases sont fausses, marquées sur l’échiquier.
builder-content-fen = Une position par ligne, en FEN (un coup après elle est laissé de côté), ou une partie (1.e4 e5 2.Cf3…) : alors la position après chaque coup.
