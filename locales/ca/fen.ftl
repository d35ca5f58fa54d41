# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Escriu la FEN
drill-title-set-up = Col·loca la posició
drill-intro-write-fen = Hi ha una posició al tauler: escriu-ne la FEN. Les lletres de les peces a la FEN són sempre les angleses: K Q R B N P, majúscules per a les blanques.
drill-intro-set-up = Hi ha una FEN escrita: col·loca'n la posició al tauler amb les peces de sota (tria una peça i fes clic a les caselles) i després comprova-la.
drill-intro-touch-set-up = Hi ha una FEN escrita: col·loca'n la posició al tauler amb les peces de sota (tria una peça i toca les caselles) i després comprova-la.
drill-prompt-write-fen = Escriu la FEN d'aquesta posició.
worksheet-intro-write-fen = Escriu la FEN de cada posició (lletres angleses K Q R B N P, majúscules per a les blanques).
worksheet-intro-set-up = Dibuixa la posició de cada FEN al tauler buit.
fen-answer-label = FEN
fen-letters-hint = La FEN fa servir sempre les lletres angleses, sigui quina sigui la teva notació: K rei, Q dama, R torre, B alfil, N cavall, P peó; majúscules per a les blanques, minúscules per a les negres.
fen-facts-castling = Enrocs encara possibles: { $rights }
fen-castle-white-short = blanques 0-0
fen-castle-white-long = blanques 0-0-0
fen-castle-black-short = negres 0-0
fen-castle-black-long = negres 0-0-0
fen-castle-none = cap
fen-facts-last = Última jugada: { $move }
fen-facts-last-unknown = Última jugada: no s'indica
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } mitja jugada des de l'última captura o jugada de peó; jugada { $fullmove }
   *[other] { $halfmove } mitges jugades des de l'última captura o jugada de peó; jugada { $fullmove }
}
fen-man-white = { $role ->
    [king] un rei blanc
    [queen] una dama blanca
    [rook] una torre blanca
    [bishop] un alfil blanc
    [knight] un cavall blanc
   *[pawn] un peó blanc
}
fen-man-black = { $role ->
    [king] un rei negre
    [queen] una dama negra
    [rook] una torre negra
    [bishop] un alfil negre
    [knight] un cavall negre
   *[pawn] un peó negre
}
fen-palette = Peces per col·locar
fen-palette-none = Goma: buida les caselles que toquis
fen-palette-hint = Tria una peça (o la goma) i fes clic a les caselles; també pots arrossegar peces al tauler, d'una casella a l'altra i fora del tauler.
fen-palette-hint-touch = Tria una peça (o la goma) i toca les caselles; també pots arrossegar peces al tauler, d'una casella a l'altra i fora del tauler.
fen-setup-keys = Amb el teclat: les fletxes recorren el tauler; una lletra del FEN posa la seva peça a la casella (majúscules per a les blanques: K Q R B N P; minúscules per a les negres) i Supr la treu.
fen-clear-board = Buida el tauler
fen-check = Comprova
fen-right = Correcte! { $fen }
fen-wrong = { $reason } La FEN és { $fen }
fen-lesson-link = Lliçó: llegir una FEN
fen-reason-rank-count = Col·locació de les peces: calen 8 files separades per /, i la teva en té { $count }.
fen-reason-bad-char = Fila { $rank }: «{ $char }» no és una lletra de la FEN. La FEN fa servir les lletres angleses K Q R B N P (majúscules per a les blanques, minúscules per a les negres) i les xifres de l'1 al 8 per a les caselles buides.
fen-reason-square-man = Fila { $rank }: has escrit { $token }, però a { $square } hi ha { $man }.
fen-reason-square-empty = Fila { $rank }: has escrit { $token }, però { $square } és buida.
fen-reason-squares = Fila { $rank }: les teves lletres i xifres sumen { $count } caselles, no 8.
fen-reason-split-digits = Fila { $rank }: les caselles buides seguides són un sol número; escriu-ne la suma, no { $digits }.
fen-reason-extra-fields = Una FEN té 6 camps separats per espais; la teva en té { $count }.
fen-reason-side = Torn: «{ $written }» ha de ser «{ $expected }» (w blanques, b negres).
fen-reason-castling = Enrocs: «{ $written }» ha de ser «{ $expected }» (K Q per a les blanques, k q per a les negres, en aquest ordre; un guionet si no en queda cap).
fen-reason-en-passant = Casella en passant: «{ $written }» ha de ser «{ $expected }» (la casella que ha saltat un peó que acaba d'avançar dues; un guionet si no n'hi ha).
fen-reason-halfmove = Comptador de mitges jugades: «{ $written }» ha de ser { $expected } (mitges jugades des de l'última captura o jugada de peó).
fen-reason-fullmove = Número de jugada: «{ $written }» ha de ser { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] Falta el torn de joc (w o b) després de la col·locació de les peces.
    [castling] Falta el camp dels enrocs (KQkq, alguns d'ells o un guionet) després del torn de joc.
    [en-passant] Falta la casella al pas (una casella o un guionet) després dels enrocs.
    [halfmove] Falta el comptador de mitges jugades després de la casella al pas.
    [fullmove] Falta el número de jugada, l'últim camp.
   *[placement] Falta la col·locació de les peces, el primer camp.
}
fen-reason-missing-clocks = Els quatre primers camps estan bé, però falten els dos números del final: el comptador de mitges jugades i el número de jugada.
fen-reason-squares-wrong = { $count ->
    [one] Hi ha una casella malament (marcada al tauler): { $squares }.
   *[other] Hi ha { $count } caselles malament (marcades al tauler): { $squares }.
}
fen-reason-upside-down = El tauler està al revés: la FEN comença per la fila 8 i acaba a la fila 1 (mira les xifres de la vora del tauler); amb les blanques a baix, la fila 8 va a dalt i les peces blanques comencen a baix.
fen-reason-squares-many = Hi ha { $count } caselles malament, marcades al tauler.
builder-content-fen = Una posició per línia, com a FEN (una jugada al darrere no es fa servir), o una partida (1.e4 e5 2.Cf3…): aleshores, la posició després de cada jugada.
