# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Una partida (1.e4 e5 2.Cf3…, en qualsevol llengua, amb números o sense) o una posició per línia: una FEN seguida de la seva jugada.
builder-kind-squares = { $count ->
    [one] una casella
   *[other] { $count } caselles
}
builder-kind-positions = { $count ->
    [one] una posició amb la seva jugada
   *[other] { $count } posicions amb la seva jugada
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] una posició
   *[other] { $count } posicions
}
builder-kind-game = { $count ->
    [one] una partida d'una jugada
   *[other] una partida de { $count } jugades
}
builder-read = Reconegut: { $what }.
builder-misfit-kind = Has enganxat { $what }; «{ $mode }» no pregunta això. Serveix per a { $modes }.
builder-misfit-odd = Són { $count } caselles i «{ $mode }» les pregunta de dues en dues: afegeix-ne o treu-ne una.
builder-misfit-no-move = La posició { $index } (línia { $line }) no té jugada: escriu-la darrere de la FEN.
builder-quoted = «{ $text }»
builder-use-mode = Canvia a «{ $mode }»
builder-error-at = Línia { $line }, columna { $column }. { $why }
builder-bad-square = «{ $text }» no és una casella.
builder-bad-fen = La FEN no és vàlida: { $why }
builder-bad-move = La jugada «{ $text }» no és vàlida: { $why }
builder-extra-text = Sobra «{ $text }» després de la jugada.
builder-no-link = No hi ha enllaç mentre el contingut no serveixi per a aquest exercici.
builder-no-link-at = No hi ha enllaç mentre el contingut tingui un error (línia { $line }, columna { $column }).
builder-qr-close = Tanca (Esc)
worksheet-intro-find = Marca amb una creu, a cada diagrama, la casella que es demana.
worksheet-intro-name = Escriu el nom de la casella marcada amb un punt.
worksheet-intro-colour = Escriu si cada casella és clara o fosca.
worksheet-intro-diagonal = Escriu sí o no: les dues caselles són en una mateixa diagonal?
worksheet-intro-knight = Escriu quants salts necessita un cavall per anar de la primera casella a la segona.
worksheet-intro-name-move = Escriu la jugada que assenyala la fletxa.
worksheet-intro-play-move = Dibuixa amb una fletxa la jugada escrita.
worksheet-intro-game-write = Escriu, en ordre, cada jugada de la partida que assenyala la fletxa.
worksheet-intro-game-play = Dibuixa amb una fletxa, en ordre, cada jugada escrita de la partida.
worksheet-notation = Notació: { $language }.
worksheet-game-move = Jugada { $number }
builder-edit = Edita
builder-made-drills = Els teus últims exercicis
notice-draft-damaged = No s'ha pogut llegir l'esborrany desat de l'exercici: s'ha desat a part en aquest dispositiu i en comences un de nou.
notice-drills-damaged = No s'ha pogut llegir una part de la teva llista d'exercicis: s'ha carregat la resta i l'original s'ha desat a part en aquest dispositiu.
builder-aside-title = Esborranys desats
builder-aside-intro = Quan obres un altre exercici per editar-lo, el que tenies a mitges es desa aquí. Hi pots tornar quan vulguis.
builder-aside-restore = Tornar a aquest esborrany
builder-aside-discard = Descartar
builder-title-kept = Has canviat a «{ $mode }» i el títol continua sent «{ $title }». Encara serveix?
builder-title-clear = Treure el títol
builder-query-draft = El teu esborrany continua aquí.
builder-query-new = Aquí tens un exercici nou: tria el tipus i les opcions.
worksheet-intro-old-book = Cada jugada està escrita com en un llibre antic, en notació descriptiva: escriu-la en algebraica.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = El llibre diu { $move }: escriu-la en algebraica.
