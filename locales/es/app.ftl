app-title = Escaque
app-tagline = Entrenador de notación de ajedrez
nav-skip = Ir al contenido
nav-home = Inicio
nav-settings = Ajustes
home-intro = Practica ver el tablero y leer y escribir partidas en notación algebraica, como manda el Apéndice C de las Leyes de la FIDE.
home-offer-squares = Casillas: encuentra e4, nombra la casilla marcada, di su color.
home-offer-moves = Jugadas: nombra la jugada que ves, juega la que lees, lee una partida entera.
home-offer-grading = Corrección con motivos, en tu idioma y con las letras de tu idioma.
home-board-hint = Mueve con clic, arrastrando o con el teclado (flechas y Enter).
home-board-hint-touch = Mueve tocando una pieza y luego su casilla, o arrastrándola.
board-label = Tablero de ajedrez
board-turn-white = Juegan las blancas
board-turn-black = Juegan las negras
board-last-move = Última jugada: { $move }
board-promotion = Elige la pieza de promoción
board-promotion-cancel = Cancelar
board-flip = Girar el tablero
board-reset = Posición inicial
piece-white = { $role ->
    [king] rey blanco
    [queen] dama blanca
    [rook] torre blanca
    [bishop] alfil blanco
    [knight] caballo blanco
   *[pawn] peón blanco
}
piece-black = { $role ->
    [king] rey negro
    [queen] dama negra
    [rook] torre negra
    [bishop] alfil negro
    [knight] caballo negro
   *[pawn] peón negro
}
piece-name = { $role ->
    [king] Rey
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Caballo
   *[pawn] Peón
}
settings-title = Ajustes
settings-ui-language = Idioma de la interfaz
settings-notation = Idioma de la notación
settings-notation-followed = La notación ha cambiado con el idioma. Si quieres otra, elígela aquí.
settings-orientation = Color abajo
settings-orientation-white = Blancas
settings-orientation-black = Negras
settings-coordinates = Coordenadas
settings-coordinates-off = Sin coordenadas
settings-coordinates-edges = En los bordes
settings-coordinates-squares = En cada casilla
settings-orientation-note = Vale para los ejercicios de casillas. En los de jugadas, abajo va el bando que juega; puedes cambiarlo en las opciones de cada ejercicio.
settings-coordinates-note = En «Encuentra la casilla» y «Nombra la casilla» los nombres se ven en los bordes: escritos en cada casilla, darían la respuesta.
settings-theme = Tema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-saved = Los ajustes se guardan en este dispositivo.
notice-settings-replaced = No se pudieron leer tus ajustes guardados; se han restablecido los valores por defecto.
notice-dismiss = Entendido
not-found = Página no encontrada
settings-theme-system = Como el dispositivo
settings-sounds = Sonidos de acierto y fallo en los ejercicios
nav-progress = Progreso
square-light = casilla clara
square-dark = casilla oscura
square-marked = marcada
square-file = columna { $file }
square-rank = fila { $rank }
notice-history-damaged = Parte de tu historial guardado no se pudo leer: se ha cargado todo lo demás y el original se ha guardado aparte en este dispositivo.

## Square drills
home-drills-title = Ejercicios de casillas
home-start-untimed = 20 preguntas
home-start-timed = 30 segundos
drill-title-find = Encuentra la casilla
drill-title-name = Nombra la casilla
drill-title-colour = ¿Clara u oscura?
drill-title-diagonal = ¿En una misma diagonal?
drill-title-knight = Saltos de caballo
drill-intro-find = Pulsa en el tablero la casilla que se nombra.
drill-intro-name = Escribe el nombre de la casilla marcada, o púlsalo con las teclas de columna y fila.
drill-intro-colour = ¿La casilla nombrada es clara u oscura? Teclas C (clara) y O (oscura).
drill-intro-diagonal = ¿Están las dos casillas en una misma diagonal? Teclas S (sí) y N (no).
drill-intro-knight = ¿Cuántos saltos necesita un caballo para ir de la primera casilla a la segunda? Teclas 1 a 6.
drill-find-keys = Con el teclado: las flechas mueven el foco por el tablero y Enter responde.
drill-prompt-name = ¿Qué casilla es la marcada?
drill-next = Luego: { $prompt }
drill-score-label = Aciertos
drill-streak = Racha: { $streak }
drill-progress = { $done } de { $total }
drill-time-left = Quedan { $seconds } s
drill-time-paused = Quedan { $seconds } s (reloj parado hasta «Siguiente»)
drill-clock-waits = El reloj empieza con tu primera respuesta.
drill-orientation-white = En esta ronda, las blancas están abajo.
drill-orientation-black = En esta ronda, las negras están abajo.
drill-shared = Ejercicio compartido: todos reciben las mismas preguntas.
drill-stop = Terminar
verdict-correct = ¡Bien!
verdict-wrong = No.
verdict-find = { $expected }: pulsaste { $given }.
verdict-name = { $expected }: respondiste { $given }.
verdict-colour = { $square } es { $colour ->
    [light] clara
   *[dark] oscura
}.
verdict-diagonal = { $answer ->
    [yes] { $a } y { $b } están en una misma diagonal.
   *[no] { $a } y { $b } no están en una misma diagonal.
}
verdict-knight = De { $a } a { $b }: { $moves ->
    [one] un salto
   *[other] { $moves } saltos
} de caballo.
answer-light = Clara
answer-dark = Oscura
answer-yes = Sí
answer-no = No
answer-keys = Respuestas
answer-square-label = Tu respuesta
answer-send = Enviar
answer-empty = Escribe primero tu respuesta: todavía no hay nada que enviar.
answer-files = Columnas
answer-ranks = Filas
answer-not-square = «{ $text }» no es una casilla: escribe una columna (a–h) y una fila (1–8), como e4.
summary-title = Resultado
summary-score = { $right } de { $attempted }
summary-stopped = Has parado después de { $answered } de { $total } preguntas.
summary-stopped-timed = Has parado antes de que se acabara el tiempo.
summary-time-up = Se acabó el tiempo ({ $seconds } s).
summary-accuracy = Precisión: { $percent }
summary-streak = Mejor racha: { $streak }
summary-mean-time = Tiempo medio por respuesta: { $seconds }
summary-prompts = Preguntas (pulsa una para verla en el tablero)
summary-mistake = fallo
summary-given = respondiste { $given }; era { $expected }
summary-again = Otra vez
summary-progress = Ver el progreso
summary-home = Inicio
options-title = Opciones
options-length = Duración
options-count = { $n } preguntas
options-timed = { $seconds } segundos
options-orientation = Lado de abajo
options-orientation-random = Al azar
options-pieces = Mostrar las piezas de la posición inicial
options-files = Columnas
options-ranks = Filas
options-sounds = Sonidos de acierto y fallo
options-start = Empezar
options-area-too-small = Las columnas y filas elegidas dejan menos de dos casillas.

## Links that cannot be opened
link-error-title = No se puede abrir este enlace
link-error-home = Volver al inicio
page-load-failed-title = No se ha podido cargar esta página
page-load-failed = Esta parte de la aplicación aún no se ha descargado en este dispositivo y no hay conexión. Conéctate una vez y vuelve a abrir la página: después funcionará sin conexión.
link-too-long = El enlace tiene { $length } caracteres; el máximo es 4096.
link-missing-version = El enlace no empieza por su versión (v=1).
link-unknown-version = Esta versión de Escaque no conoce la versión «{ $version }» del enlace.
link-malformed = «{ $part }» no tiene la forma clave=valor.
link-unknown-key = El enlace tiene una clave desconocida: «{ $key }».
link-repeated-key = La clave «{ $key }» aparece dos veces.
link-bad-value = «{ $value }» no es un valor válido de «{ $key }».
link-out-of-range = «{ $key }» debe estar entre { $min } y { $max }, no «{ $value }».
link-count-and-time = Un ejercicio tiene un número de preguntas (n) o un tiempo (t), no las dos cosas.
link-unknown-mode = No existe el ejercicio «{ $mode }».
link-missing-mode = El enlace no dice qué ejercicio es.
link-mode-mismatch = El enlace es de «{ $query }», pero la página es de «{ $route }».

## Progress
progress-title = Progreso
progress-empty = Aún no hay ejercicios de casillas ni de jugadas hechos en este dispositivo.
progress-start = Empieza uno.
progress-scores = Aciertos a lo largo del tiempo
progress-series = Ejercicio
progress-chart-description = { $runs ->
    [one] Una ronda
   *[other] { $runs } rondas
}; mejor resultado { $best }, último { $last }.
progress-point = { $date }: { $score } de { $attempted }
progress-heat = Mapa de calor de las casillas
progress-heat-drill = Ejercicio
progress-heat-hint = Las casillas que fallas o en las que tardas vuelven más a menudo en tus próximas rondas; debajo del mapa, qué significa cada color.
progress-heat-empty = Todavía no hay nada: lo llenan los ejercicios de casillas (Encuentra la casilla, Nombra la casilla…), no los de jugadas.
progress-heat-label = Mapa de calor: { $drill }
progress-heat-square = { $square }: { $seen ->
    [one] { $seen } vez
   *[other] { $seen } veces
}, { $missed } % de fallos, { $slow } % lentas
progress-legend-missed = { $count ->
    [one] fallada a menudo
   *[other] falladas a menudo
}
progress-legend-sometimes = { $count ->
    [one] fallada alguna vez
   *[other] falladas alguna vez
}
progress-legend-slow = { $count ->
    [one] lenta
   *[other] lentas
}
progress-legend-good = { $count ->
    [one] bien
   *[other] bien
}
progress-legend-unseen = { $count ->
    [one] aún sin preguntar
   *[other] aún sin preguntar
}
progress-recent = Últimas rondas
progress-col-date = Fecha
progress-col-drill = Ejercicio
progress-col-score = Aciertos
progress-col-accuracy = Precisión
progress-col-time = Tiempo medio
progress-col-mistakes = Fallos
# Update notice
update-ready = Hay una nueva versión de Escaque lista para usar.
update-reload = Recargar

## Move drills
home-move-drills-title = Ejercicios de jugadas
home-start-game = La partida de ejemplo de la FIDE
drill-title-name-move = Nombra la jugada
drill-title-play-move = Juega la jugada
drill-title-game = Lee una partida
drill-intro-name-move = Se juega una jugada en el tablero: escríbela en la notación del ejercicio.
drill-intro-play-move = Se escribe una jugada: juégala en el tablero (clic, arrastrando o con el teclado).
drill-intro-game = Una partida entera, jugada a jugada: escribe cada jugada que ves o juega cada jugada que lees.
drill-intro-game-write = Cada jugada de la partida se juega en el tablero: escríbela. Un fallo se cuenta y la partida sigue.
drill-intro-game-play = Cada jugada de la partida está escrita: juégala en el tablero. Un fallo se cuenta y la partida sigue.
drill-prompt-name-move = ¿Qué jugada se ha hecho?
drill-play-keys = Con el teclado: las flechas mueven el foco, Enter toma una pieza y Enter otra vez la deja.
drill-unknown-game = La biblioteca no tiene la partida «{ $game }».
drill-no-examples = No hay posiciones para «{ $focus }».
library-loading = Cargando las partidas…
library-failed = No se pudieron cargar las partidas ({ $error }). Con conexión, se guardan en este dispositivo para la próxima vez.
link-not-for-mode = Este enlace pide { $what }, pero el ejercicio «{ $mode }» no tiene esa opción.
link-asks-n = un número de preguntas
link-asks-t = un tiempo límite
link-asks-pieces = mostrar u ocultar las piezas
link-asks-files = unas columnas
link-asks-ranks = unas filas
link-asks-lang = una notación
link-asks-profile = un tipo de partidas
link-asks-focus = un tipo de jugadas
link-asks-game = una partida de la biblioteca
link-asks-input = una forma de responder
link-asks-side = un bando
link-asks-form = una forma de escribir las jugadas
link-asks-speak = leer las jugadas en voz alta
game-moves = Jugadas de la partida
move-correct = ¡Bien! { $canonical }
move-accepted = Aceptada: { $canonical }. { $notes }
move-wrong = No. Se escribe { $canonical }. { $reason }
move-played-wrong = No: jugaste { $given }; la jugada era { $expected }.
answer-move-label = Tu jugada
answer-pieces = Letras de pieza
answer-marks = Signos
answer-delete = Borrar
answer-held-hint = Ya respondida: sigue con «Siguiente»
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
}
piece-lower = { $role ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}
speak-move = { $castling ->
    [king] enroque corto
    [queen] enroque largo
   *[none] { $piece } { $capture ->
        [yes] toma en
       *[no] a
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , corona { $promotion }
    }
}{ $check ->
    [check] , jaque
    [mate] , jaque mate
   *[none] {""}
}
options-whole-game = La partida entera
options-orientation-auto = El bando que juega
options-game = Partida
options-input = Qué haces
options-input-write = Escribir cada jugada
options-input-play = Jugar cada jugada
options-side = Jugadas de
options-side-both = Los dos bandos
options-form = Forma de escribir la partida
options-form-short = Corta, con x, + y #
options-form-bare = Corta, sin signos
options-form-long = Larga (Cg1f3)
options-profile = Corrección
options-profile-fide = Como la FIDE (acepta lo que acepta el Apéndice C)
options-profile-strict = Estricta (solo la forma canónica)
options-focus = Tipo de jugada
options-pieces-blindfold = Mostrar las piezas (sin ellas, a la ciega)
options-speak = Oír cada jugada
options-coordinates-note = En este ejercicio los nombres se ven en los bordes: escritos en cada casilla, darían la respuesta.
focus-any = Cualquiera
focus-castling = Enroques
focus-en-passant = Capturas al paso
focus-promotion = Promociones
focus-under-promotion = Promociones a torre, alfil o caballo
focus-disambiguation-file = Dos piezas iguales: se dice la columna
focus-disambiguation-rank = Dos piezas iguales: se dice la fila
focus-disambiguation-both = Tres piezas iguales: se dice la casilla
focus-captures = Capturas
focus-checks = Jaques
focus-mates = Mates

## Teachers: links, builder, results, converter, worksheets
nav-builder = Profesores
nav-convert = Convertir
link-bad-text = «{ $key }» debe ser texto sencillo, de 80 caracteres como mucho.
link-html = «{ $key }» contiene «<» o «>»: los enlaces no llevan HTML.
link-content-not-for-mode = El contenido del enlace no es del tipo que pide el ejercicio «{ $mode }».
link-not-with-content = «{ $key }» no tiene uso cuando el ejercicio trae su propio contenido.
content-too-long = El contenido tiene { $length } caracteres; caben { $max }.
content-truncated = El enlace está cortado: falta el final del contenido. Pide el enlace entero.
content-unknown-version = Esta versión de Escaque no conoce la versión «{ $version }» del contenido.
content-bad-position = La posición { $index } del enlace es imposible: { $why }
content-illegal-move = La jugada { $index } del enlace no es legal.
content-damaged = El contenido del enlace está dañado.
fen-field-count = una FEN tiene 6 campos separados por espacios, y esta tiene { $count }.
fen-bad-board = la fila { $rank } del tablero no tiene 8 casillas.
fen-bad-piece = «{ $char }» no es una pieza (KQRBNP, kqrbnp) ni un número del 1 al 8.
fen-bad-side = el bando que juega es «w» o «b», no «{ $text }».
fen-bad-castling = los enroques se escriben «-» o con las letras KQkq, no «{ $text }».
fen-bad-en-passant = la casilla al paso es «-» o una casilla de la fila 3 o 6, no «{ $text }».
fen-bad-counter = los contadores de jugadas son números enteros, no «{ $text }».
fen-king-count = { $side ->
    [white] las blancas
   *[black] las negras
} tienen { $count } reyes (hace falta exactamente uno).
fen-pawn-back-rank = un peón no puede estar en { $square }.
fen-too-many-pieces = { $side ->
    [white] las blancas
   *[black] las negras
} tienen { $count } piezas (16 como mucho).
fen-too-many-pawns = { $side ->
    [white] las blancas
   *[black] las negras
} tienen { $count } peones (8 como mucho).
fen-impossible-material = { $side ->
    [white] las blancas
   *[black] las negras
} tienen más piezas coronadas que peones perdidos.
fen-opponent-in-check = el bando que no juega está en jaque.
fen-castling-without-pieces = enroque «{ $text }» sin el rey y la torre en sus casillas.
fen-impossible-en-passant = la casilla al paso { $text } no puede seguir a un avance doble.
fen-impossible-check = ninguna última jugada da este jaque.
fen-refused = el generador de jugadas rechaza esta posición.
game-error-at = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}, «{ $token }»: { $why }
game-unclosed = «{ $char }» nunca se cierra.
game-unbalanced = hay un «)» sin «(».
input-empty = No hay nada con que hacer un ejercicio.
input-too-many = { $count } elementos son demasiados para un enlace ({ $max } como mucho).
input-bad-square = El elemento { $index }, «{ $text }», no es una casilla.
input-line = Línea { $line }: { $why }
input-extra-text = Línea { $line }: sobra «{ $text }» después de la jugada.
input-several-games = El texto tiene { $count } partidas; un ejercicio lleva una.
input-null-move = Jugada { $number }, { $side ->
    [white] blancas
   *[black] negras
}: una jugada nula no se puede preguntar.
code-bad-character = «{ $char }» (posición { $position }) no es un carácter de un código.
code-wrong-length = El código no tiene la longitud de un código de resultado.
code-checksum = El código tiene un error de copia: algún carácter cambiado o dos intercambiados.
code-unknown-version = Esta versión de Escaque no conoce la versión de este código.
code-damaged = El código no se puede leer.
code-missing = Falta el código.
code-name-too-long = El nombre es demasiado largo (60 caracteres como mucho).
code-bad-name = El nombre no se puede leer.
code-bad-link = El enlace de resultado no se puede leer.
result-code-title = Código de resultado
result-code-intro = Si tu profesor te ha pedido el resultado, envíale este código o el enlace.
result-name = Tu nombre (opcional)
result-copy-code = Copiar el código
result-copy-link = Copiar el enlace
result-link = Enlace del resultado
result-copied-code = Código copiado.
result-copied-link = Enlace copiado.
result-not-tamper-proof = Un código de resultado no es a prueba de trampas: sirve para no copiar a mano, no como prueba.
result-title = Resultado
result-student = Alumno
result-no-name = (sin nombre)
result-drill = Ejercicio
result-score = Aciertos
result-accuracy = Precisión
result-time = Tiempo
result-seconds = { $seconds } s
result-date = Fecha
result-mistakes = Preguntas falladas
result-no-mistakes = ninguna
result-code = Código
result-to-results = Resultados de la clase
results-title = Resultados de la clase
results-intro = Pega lo que te han enviado tus alumnos, uno por línea: el código, el enlace del resultado o su nombre delante («Sofía: 1309M-…», «Carlos – https://…»).
results-paste = Códigos
results-bad-line = Línea { $line }: { $why }
results-count = { $count ->
    [one] Un resultado
   *[other] { $count } resultados
}
results-col-name = Alumno
results-col-drill = Ejercicio
results-col-date = Fecha
results-col-score = Aciertos
results-col-accuracy = Precisión
results-col-time = Tiempo total
results-col-mistakes = Preguntas falladas
results-question-number = n.º { $n }
results-scroll-hint = Desliza la tabla hacia el lado para ver todas las columnas.
results-export = Descargar CSV
results-csv-file = resultados.csv
results-csv-0 = Alumno
results-csv-1 = Ejercicio
results-csv-2 = Fecha
results-csv-3 = Aciertos
results-csv-4 = Respondidas
results-csv-5 = Preguntas del ejercicio
results-csv-6 = Precisión (%)
results-csv-7 = Segundos
results-csv-8 = Fallos
results-csv-9 = Repetido
results-csv-yes = sí
results-unfinished = sin terminar: { $answered ->
    [one] 1 respondida
   *[other] { $answered } respondidas
}
convert-title = Convertir una partida
convert-intro = Pega una partida en cualquier idioma y forma; sale en el idioma y la forma que elijas, comprobada jugada a jugada. Funciona sin conexión.
convert-from = Escrita en
convert-auto = Detectar
convert-detected = Detectado: { $language }.
convert-to = Pasar a
convert-long = Forma larga (Cg1f3)
convert-figurine = ♘ figuras
convert-notation-name = { $code ->
    [descriptive-en] Descriptiva inglesa
    [descriptive-es] Descriptiva española
    [descriptive-fr] Descriptiva francesa
   *[iccf] Numérica ICCF
}
convert-annotations = Las valoraciones de libros y bases de datos (!?, ±, +-, =, N, □, $14…) se conservan tal como están; en PGN se escriben con su número ($16), como lo leen otros programas.
convert-input = Partida
convert-output = Resultado
convert-copy = Copiar
convert-copied = Copiado.
builder-title = Preparar un ejercicio
builder-intro = Elige el ejercicio y sus opciones, añade si quieres tus casillas, posiciones o una partida, y comparte el enlace o el código QR. Todo viaja en el enlace: no hay servidor.
builder-mode = Ejercicio
builder-drill-title = Título (opcional)
builder-content = Contenido propio (opcional)
builder-content-squares = Casillas separadas por espacios: e4 d5 a1…
builder-content-positions = Una posición por línea: una FEN seguida de la jugada (Cf3, g1f3…).
builder-content-game = Una partida en cualquier idioma y forma: 1.e4 e5 2.Cf3…
builder-content-ok = { $count ->
    [one] Un elemento, correcto.
   *[other] { $count } elementos, correctos.
}
builder-same-prompts = Las mismas preguntas para todos
builder-same-prompts-off = Sin esto, cada alumno recibe otras preguntas y el ejercicio no da código de resultado.
builder-first = Al principio
builder-previous = Anterior
builder-next = Siguiente
builder-last = Al final
builder-preview = Primeras preguntas
builder-link = Enlace del ejercicio
builder-copy = Copiar el enlace
builder-length = { $length } de { $max } caracteres.
builder-too-long = El enlace tiene { $length } caracteres y los chats conservan { $max }: quita posiciones o jugadas.
builder-qr = Código QR del enlace
builder-qr-large = Mostrar en grande
builder-qr-small = Volver
builder-open = Abrir el ejercicio
builder-worksheet = Hoja para imprimir
builder-results = Resultados de la clase
worksheet-diagram = Diagrama { $number }
worksheet-find = Marca la casilla { $square }.
worksheet-play = Dibuja la jugada { $move } con una flecha.
worksheet-name-move = Escribe la jugada de la flecha.
worksheet-name-game-move = Escribe la jugada de la flecha ({ $number }).
worksheet-name = Nombre:
worksheet-date = Fecha:
worksheet-print = Imprimir
worksheet-key = Soluciones: { $title }
worksheet-left-out = Esta hoja tiene las primeras { $shown } de las { $total } preguntas del ejercicio.
worksheet-timed = El ejercicio es contra reloj; en papel tiene { $count } preguntas.
worksheet-key-move = { $move }: de { $from } a { $to }
