# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = El curso de notación
course-intro = Aprende a leer y escribir jugadas paso a paso, con las reglas de la FIDE (Apéndice C). Cada lección tiene ejemplos en el tablero y ejercicios; la dominas con un { $percent } de aciertos.
course-mastered-count = Lecciones dominadas: { $mastered } de { $total }
course-lesson-number = Lección { $number }
course-state-new = Nueva
course-state-started = Empezada
course-state-mastered = Dominada
course-back-to-list = Todas las lecciones
course-articles = Reglas de la FIDE: { $articles }
course-steps = Pasos de la lección
course-step-of = Paso { $index } de { $total }
course-step-back = Atrás
course-step-next = Siguiente
course-start-practice = Practicar
course-practice-title = Práctica
course-practice-intro = { $total } ejercicios. Con un { $percent } de aciertos dominas la lección.
course-progress = Ejercicio { $done } de { $total }
course-part-number-white = jugada { $number } de las blancas → { $text }
course-part-number-black = jugada { $number } de las negras, con tres puntos → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = peón → sin letra
course-part-from = casilla de salida → { $text }
course-part-pawn-file = columna de salida → { $text }
course-part-from-rank = fila de salida → { $text }
course-part-capture = captura → { $text }
course-part-to = llega a { $square } → { $text }
course-part-promotion = se convierte en { $piece } → { $text }
course-part-castle-king = enroque corto → { $text }
course-part-castle-queen = enroque largo → { $text }
course-part-en-passant = al paso (opcional) → { $text }
course-part-check = jaque → { $text }
course-part-mate = jaque mate → { $text }
course-written = Se escribe:
course-letters-piece = Pieza
course-letters-letter = Letra
course-letters-figurine = Figura
course-figurines = Con figuras
course-game-short = Forma corta
course-game-bare = Sin los signos opcionales
course-game-long = Forma larga
course-game-next = Siguiente jugada
course-game-back = Jugada anterior
course-game-start = La posición inicial
course-game-after = Después de { $move }
course-game-board = La partida en el tablero
course-prompt-write = Escribe la jugada de la flecha.
course-prompt-play = Juega en el tablero: { $move }
course-prompt-find = Pulsa la casilla { $square }.
course-prompt-name = ¿Cómo se llama la casilla marcada?
course-prompt-fen-piece = Lee la FEN y pulsa la casilla de esta pieza: { $piece }.
course-prompt-fen-en-passant = Lee la FEN y pulsa la casilla de captura al paso.
course-prompt-find-touch = Toca la casilla { $square }.
course-prompt-fen-piece-touch = Lee la FEN y toca la casilla de esta pieza: { $piece }.
course-prompt-fen-en-passant-touch = Lee la FEN y toca la casilla de captura al paso.
course-prompt-check = ¿Está bien escrita «{ $move }» para la jugada de la flecha?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = El peón se convierte en { $role ->
    [queen] dama
    [rook] torre
    [bishop] alfil
   *[knight] caballo
}.
course-right = ¡Bien!
course-castling-both = El enroque se escribe con ceros (Leyes de la FIDE, C.13) o con la letra O (archivos de partidas): las dos formas están bien.
course-wrong = No.
course-wrong-square = No: esa es { $given }; la casilla era { $square }.
course-wrong-named = No: respondiste { $given }; la casilla marcada es { $square }.
course-wrong-text = No: la casilla era { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = No: { $given } está en la fila { $given_rank }. La FEN va de la fila 8 a la 1, y la letra { $letter } está en el grupo «{ $group }», que es la fila { $rank }: { $square }.
course-fen-wrong-file = No: { $given } está en la columna { $given_file }. En «{ $group }», el grupo de la fila { $rank }, { $place ->
    [first] la letra { $letter } va primero
    [second] antes de la letra { $letter } hay una casilla
   *[later] antes de la letra { $letter } hay { $before } casillas
} (las cifras cuentan casillas vacías, desde la columna a): está en la columna { $file }, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } es { $piece }; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = No: en { $given } la FEN tiene «{ $pressed }» ({ $pressed_piece }). En la FEN las mayúsculas son piezas blancas y las minúsculas, negras: buscas «{ $letter }» ({ $piece }), en { $square }.
course-fen-wrong-en-passant = No: { $given }. La casilla de captura al paso está escrita en la FEN después de los enroques: { $field }.
course-check-yes = «{ $move }» está bien escrita.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = No hay error: «{ $move }» está bien escrita.
course-check-no = «{ $move }» no está bien escrita.
course-done-mastered = ¡Lección dominada!
course-done-not-yet = Casi: repasa los pasos e inténtalo otra vez.
course-done-keep-going = Todavía no: repasa los pasos de la lección uno a uno e inténtalo otra vez.
course-done-score = { $right } de { $total } bien ({ $percent }).
course-again = Practicar otra vez
course-next-lesson = Siguiente: { $title }
course-practise-more = Practica más: { $drill }
course-practise-more-focus = Practica más: { $drill } ({ $focus })
course-unknown-lesson = Esta lección no existe.
notice-course-damaged = Parte de tu progreso en el curso no se pudo leer: el original se guardó aparte en este dispositivo.
nav-learn = Curso
home-course-title = Aprende la notación
home-course-intro = Trece lecciones cortas, del tablero a una partida entera, con ejemplos y ejercicios.
home-course-open = Empezar el curso
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Todas las lecciones
home-course-continue = Continuar: lección { $number }, { $title }
progress-course-title = Curso
progress-course-best = mejor: { $percent } · { $runs ->
    [one] una práctica
   *[other] { $runs } prácticas
}
progress-course-not-practised = abierta, sin practicar todavía
lesson-board-title = El tablero y sus casillas
lesson-board-1 = Mira el tablero desde el lado de las blancas. Las ocho columnas (de arriba abajo) se nombran con letras minúsculas, de la a a la h, de izquierda a derecha (C.5). La casilla marcada está en la columna a.
lesson-board-2 = Las ocho filas (de lado a lado) llevan números del 1 al 8, empezando por el lado de las blancas (C.6). Por eso las piezas blancas empiezan en las filas 1 y 2, y las negras en la 7 y la 8. La casilla marcada está en la columna h y la fila 8.
lesson-board-3 = Cada casilla tiene su nombre: primero la letra de la columna y después el número de la fila, como e4 (C.7). No hay dos casillas con el mismo nombre.
lesson-board-4 = Desde el lado de las negras el tablero se ve girado: la columna a queda a la derecha y la fila 1 arriba. Los nombres no cambian: esta casilla sigue siendo e4.
lesson-pieces-title = Las piezas y sus letras
lesson-pieces-1 = Cada pieza se escribe con una letra mayúscula, la inicial de su nombre (C.2) en el idioma de cada uno (C.3): en inglés el caballo (knight) es N, porque la K ya es el rey (king). En la tabla tienes las letras de tu notación; en los libros a veces verás figuras en su lugar. Ojo: en estas reglas, «pieza» quiere decir cualquiera menos el peón (C.1).
lesson-pieces-2 = Los peones no llevan letra (C.4): una jugada de peón es solo la casilla a la que llega. Aquí el peón va de e2 a e4, y se escribe e4.
lesson-pieces-3 = Cada idioma usa sus propias letras (C.3): la misma jugada del caballo, su letra y la casilla a la que llega (f3), se escribe distinto en cada uno. Escaque usa las letras de la notación de los ajustes, que puedes cambiar allí.
lesson-moves-title = Escribir una jugada
lesson-moves-1 = Para escribir la jugada de una pieza pon su letra y después la casilla a la que llega, sin guion ni espacio (C.8). No hace falta decir de dónde sale.
lesson-moves-2 = Para un peón basta con la casilla de llegada (C.8): este peón llega a d4, así que se escribe d4.
lesson-moves-3 = Otra pieza, la misma regla: la letra del alfil y la casilla donde termina. Lee siempre la flecha así: ¿qué pieza se mueve y adónde llega?
lesson-captures-title = Capturas
lesson-captures-1 = Cuando una pieza captura, se puede poner una x entre su letra y la casilla (C.9). Aquí el alfil captura el caballo de c6.
lesson-captures-2 = La x es opcional: sin ella la jugada también está bien escrita. Lo que nunca cambia es la casilla: la de la pieza capturada, donde termina la tuya.
lesson-captures-3 = Pon la x solo cuando de verdad hay captura: en una jugada a una casilla vacía, como esta, la x sería un error.
lesson-pawn-captures-title = Capturas de peón
lesson-pawn-captures-1 = Un peón que captura se escribe con la letra de la columna de la que sale, luego la x y la casilla de llegada (C.9.3): exd5. La x se puede quitar: ed5 también vale.
lesson-pawn-captures-2 = La columna de salida no se quita nunca, aunque solo un peón pueda capturar: la captura de un peón siempre la lleva (C.9.3). Aquí, además, dos peones pueden capturar en d5, y solo ella dice cuál lo hace.
lesson-pawn-captures-3 = Las negras lo escriben igual: este peón sale de la columna d y captura en e4.
lesson-en-passant-title = Captura al paso
lesson-en-passant-1 = Si un peón avanza dos casillas y queda al lado de un peón contrario, este puede capturarlo «al paso», como si solo hubiera avanzado una. Aquí el peón negro acaba de ir de d7 a d5 (las casillas marcadas) y ha quedado al lado del peón blanco de e5. Se escribe la casilla donde termina el peón que captura (C.9.3): d6, no d5. Solo se puede en la jugada inmediatamente siguiente, justo después del avance de dos casillas: si no se hace entonces, ya no se puede.
lesson-en-passant-2 = Las negras capturan al paso igual: aquí las blancas acaban de ir de e2 a e4, y el peón negro de d4 lo captura y termina en e3. Puedes añadir «a.p.» (al paso) después de la jugada, pero no es obligatorio; y solo en una captura al paso: en otra jugada sería un error.
lesson-two-pieces-title = Dos piezas iguales
lesson-two-pieces-1 = Si dos piezas iguales pueden ir a la misma casilla, hay que decir cuál se mueve (C.10). Si están en la misma fila, se añade la columna de la que sale, justo después de la letra.
lesson-two-pieces-2 = Si están en la misma columna, la columna no ayuda: se añade la fila de la que sale.
lesson-two-pieces-3 = Si están en filas y columnas distintas, las dos formas sirven, pero se prefiere la columna (C.10.3).
lesson-two-pieces-4 = Con captura, la x va después de esa columna o fila y antes de la casilla de llegada. Recuerda: solo hace falta cuando las dos piezas pueden llegar de verdad.
lesson-promotion-title = Coronación
lesson-promotion-1 = Cuando un peón llega a la última fila se convierte en otra pieza. Se escribe la jugada del peón y, justo detrás, la letra de la pieza nueva (C.11).
lesson-promotion-2 = Si corona capturando, se escribe como cualquier captura de peón, con la pieza nueva al final. Muchos ponen un signo = antes de la letra: también se acepta.
lesson-promotion-3 = No siempre se elige la dama: a veces conviene un caballo, una torre o un alfil. Se escribe igual, con la letra de la pieza elegida.
lesson-castling-title = El enroque
lesson-castling-1 = El enroque corto, con la torre de h1 o de h8, se escribe 0-0 (C.13). Se escribe así, no como una jugada del rey. En el enroque se mueven dos piezas: el rey va dos casillas hacia la torre y la torre salta al otro lado del rey (las dos flechas).
lesson-castling-2 = El enroque largo, con la torre de a1 o de a8, se escribe 0-0-0: un cero más, porque la torre hace más camino.
lesson-castling-3 = Las negras lo escriben igual. En inglés y en muchos programas verás O-O, con la letra O: también es correcto.
lesson-check-mate-title = Jaque y mate
lesson-check-mate-1 = Si la jugada da jaque, se puede añadir + al final (C.13). Aquí el alfil captura en f7 y da jaque.
lesson-check-mate-2 = Si es jaque mate, se añade # o ++ (C.13). Aquí la dama captura en f7 y da mate.
lesson-check-mate-3 = Los signos x, +, # y a.p. son opcionales, pero si los pones tienen que ser ciertos: un + sin jaque es un error. Para ofrecer tablas se escribe (=) después de tu jugada (C.12).
lesson-long-form-title = La forma larga
lesson-long-form-1 = También vale una forma más larga: la letra de la pieza, la casilla de salida y la de llegada (C.8).
lesson-long-form-2 = Para un peón son solo las dos casillas, sin letra: de e2 a e4. Algunos libros ponen un guion entre las dos casillas (e2-e4): también vale, aunque no hace falta.
lesson-long-form-3 = En una captura, la x va entre las dos casillas. Esta forma ayuda mientras aprendes la corta: nunca hay duda de qué pieza se mueve.
lesson-a-game-title = Una partida entera
lesson-a-game-1 = Una partida se escribe jugada a jugada: el número, la jugada de las blancas y la de las negras. Esta es la partida de ejemplo de la FIDE en tres formas: corta, sin los signos opcionales y larga. Debajo, síguela jugada a jugada en el tablero.
lesson-a-game-2 = Cuando se escribe sola una jugada de las negras, van tres puntos tras el número: 3...exd4 es la respuesta de las negras en la jugada 3.
lesson-a-game-3 = Una trampa de la defensa Caro-Kann en seis jugadas: síguela jugada a jugada en el tablero con «Siguiente jugada» y mira cómo el caballo da mate en d6.
lesson-fen-title = Leer una FEN
lesson-fen-1 = Una FEN describe una posición en una sola línea. Empieza por la fila 8 y baja hasta la 1, con una / entre filas; cada fila se lee de la columna a a la h. Las piezas van con sus letras inglesas, no con las nuestras: K rey, Q dama, R torre, B alfil, N caballo, P peón; en mayúsculas las blancas y en minúsculas las negras. Ojo: en la FEN, R es la torre (rook), no el rey.
lesson-fen-2 = Una cifra cuenta casillas vacías seguidas: 8 es una fila vacía, y 4p3 son cuatro vacías, un peón negro y tres vacías. Después viene quién juega (w las blancas, b las negras) y los enroques que aún se pueden hacer: K y Q, el corto y el largo de las blancas; k y q, los de las negras (aquí KQkq, los cuatro).
lesson-fen-3 = Luego va la casilla de captura al paso, si la hay (aquí d6, porque el peón negro acaba de avanzar de d7 a d5; si no, un guion), y dos números: cuántas jugadas van desde la última captura o jugada de peón (cada jugada de las blancas y de las negras cuenta una) y el número de la jugada.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Ejercicio { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = ¡Bien visto!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = «{ $move }» no está bien escrita: es otra jugada. La de la flecha se escribe { $canonical }.
course-turn-white = Juegan las blancas.
course-turn-black = Juegan las negras: el tablero se ve desde su lado, con la fila 8 abajo.
course-prompt-arrow = La flecha va de { $from } a { $to }.
course-prompt-arrow-castle = Las flechas: el rey va de { $from } a { $to } y la torre de { $rook_from } a { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = Está en la forma larga, con la casilla de salida (C.8).
