# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Una partida (1.e4 e5 2.Cf3…, en cualquier idioma, con o sin números) o una posición por línea: una FEN seguida de su jugada.
builder-kind-squares = { $count ->
    [one] una casilla
   *[other] { $count } casillas
}
builder-kind-positions = { $count ->
    [one] una posición con su jugada
   *[other] { $count } posiciones con su jugada
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] una posición
   *[other] { $count } posiciones
}
builder-kind-game = { $count ->
    [one] una partida de una jugada
   *[other] una partida de { $count } jugadas
}
builder-read = Reconocido: { $what }.
builder-misfit-kind = Has pegado { $what }; «{ $mode }» no pregunta eso. Eso sirve para { $modes }.
builder-misfit-odd = Son { $count } casillas y «{ $mode }» las pregunta de dos en dos: añade o quita una.
builder-misfit-no-move = La posición { $index } (línea { $line }) no tiene jugada: escríbela detrás de la FEN.
builder-quoted = «{ $text }»
builder-use-mode = Cambiar a «{ $mode }»
builder-error-at = Línea { $line }, columna { $column }. { $why }
builder-bad-square = «{ $text }» no es una casilla.
builder-bad-fen = La FEN no vale: { $why }
builder-bad-move = La jugada «{ $text }» no vale: { $why }
builder-extra-text = Sobra «{ $text }» después de la jugada.
builder-no-link = No hay enlace mientras el contenido no sirva para este ejercicio.
builder-no-link-at = No hay enlace mientras el contenido tenga un error (línea { $line }, columna { $column }).
builder-qr-close = Cerrar (Esc)
worksheet-intro-find = Marca con una cruz, en cada diagrama, la casilla que se pide.
worksheet-intro-name = Escribe el nombre de la casilla marcada con un punto.
worksheet-intro-colour = Escribe si cada casilla es clara u oscura.
worksheet-intro-diagonal = Escribe sí o no: ¿están las dos casillas en una misma diagonal?
worksheet-intro-knight = Escribe cuántos saltos necesita un caballo para ir de la primera casilla a la segunda.
worksheet-intro-name-move = Escribe la jugada que señala la flecha.
worksheet-intro-play-move = Dibuja con una flecha la jugada escrita.
worksheet-intro-game-write = Escribe, en orden, cada jugada de la partida que señala la flecha.
worksheet-intro-game-play = Dibuja con una flecha, en orden, cada jugada escrita de la partida.
worksheet-notation = Notación: { $language }.
worksheet-game-move = Jugada { $number }
builder-edit = Editar
builder-made-drills = Tus últimos ejercicios
notice-draft-damaged = Tu borrador del ejercicio guardado no se pudo leer: se ha guardado aparte en este dispositivo y empiezas uno nuevo.
notice-drills-damaged = Parte de tu lista de ejercicios no se pudo leer: se ha cargado lo demás y el original se ha guardado aparte en este dispositivo.
builder-aside-title = Borradores guardados
builder-aside-intro = Al abrir otro ejercicio para editarlo, lo que tenías a medias se guarda aquí. Puedes volver a él cuando quieras.
builder-aside-restore = Volver a este borrador
builder-aside-discard = Descartar
builder-title-kept = Has cambiado a «{ $mode }» y el título sigue siendo «{ $title }». ¿Sigue valiendo?
builder-title-clear = Quitar el título
builder-query-draft = Aquí sigue tu borrador.
builder-query-new = Aquí tienes un ejercicio nuevo: elige el tipo y las opciones.
worksheet-intro-old-book = Cada jugada está escrita como en un libro antiguo, en notación descriptiva: escríbela en algebraica.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = El libro dice { $move }: escríbela en algebraica.
