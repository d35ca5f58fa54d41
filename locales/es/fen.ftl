# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Escribe la FEN
drill-title-set-up = Coloca la posición
drill-intro-write-fen = Hay una posición en el tablero: escribe su FEN. Las letras de las piezas en la FEN son siempre las inglesas: K Q R B N P, mayúsculas para las blancas.
drill-intro-set-up = Hay una FEN escrita: coloca su posición en el tablero con las piezas de abajo (elige una pieza y haz clic en las casillas) y luego compruébala.
drill-intro-touch-set-up = Hay una FEN escrita: coloca su posición en el tablero con las piezas de abajo (elige una pieza y toca las casillas) y luego compruébala.
drill-prompt-write-fen = Escribe la FEN de esta posición.
worksheet-intro-write-fen = Escribe la FEN de cada posición (letras inglesas K Q R B N P, mayúsculas para las blancas).
worksheet-intro-set-up = Dibuja la posición de cada FEN en el tablero vacío.
fen-answer-label = FEN
fen-letters-hint = La FEN usa siempre las letras inglesas, sea cual sea tu notación: K rey, Q dama, R torre, B alfil, N caballo, P peón; mayúsculas para las blancas, minúsculas para las negras.
fen-facts-castling = Enroques aún posibles: { $rights }
fen-castle-white-short = blancas 0-0
fen-castle-white-long = blancas 0-0-0
fen-castle-black-short = negras 0-0
fen-castle-black-long = negras 0-0-0
fen-castle-none = ninguno
fen-facts-last = Última jugada: { $move }
fen-facts-last-unknown = Última jugada: no se indica
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } media jugada desde la última captura o jugada de peón; jugada { $fullmove }
   *[other] { $halfmove } medias jugadas desde la última captura o jugada de peón; jugada { $fullmove }
}
fen-man-white = { $role ->
    [king] un rey blanco
    [queen] una dama blanca
    [rook] una torre blanca
    [bishop] un alfil blanco
    [knight] un caballo blanco
   *[pawn] un peón blanco
}
fen-man-black = { $role ->
    [king] un rey negro
    [queen] una dama negra
    [rook] una torre negra
    [bishop] un alfil negro
    [knight] un caballo negro
   *[pawn] un peón negro
}
fen-palette = Piezas para colocar
fen-palette-none = Borrador: vacía las casillas que toques
fen-palette-hint = Elige una pieza (o el borrador) y haz clic en las casillas; también puedes arrastrar piezas al tablero, por él y fuera de él.
fen-palette-hint-touch = Elige una pieza (o el borrador) y toca las casillas; también puedes arrastrar piezas al tablero, por él y fuera de él.
fen-setup-keys = Con el teclado: las flechas recorren el tablero; una letra del FEN pone su pieza en la casilla (mayúsculas las blancas: K Q R B N P; minúsculas las negras) y Supr la quita.
fen-clear-board = Vaciar el tablero
fen-check = Comprobar
fen-right = ¡Correcto! { $fen }
fen-wrong = { $reason } La FEN es { $fen }
fen-lesson-link = Lección: leer una FEN
fen-reason-rank-count = Colocación de las piezas: hacen falta 8 filas separadas por /, y la tuya tiene { $count }.
fen-reason-bad-char = Fila { $rank }: «{ $char }» no es una letra de la FEN. La FEN usa las letras inglesas K Q R B N P (mayúsculas para las blancas, minúsculas para las negras) y las cifras del 1 al 8 para las casillas vacías.
fen-reason-square-man = Fila { $rank }: escribiste { $token }, pero en { $square } hay { $man }.
fen-reason-square-empty = Fila { $rank }: escribiste { $token }, pero { $square } está vacía.
fen-reason-squares = Fila { $rank }: tus letras y cifras suman { $count } casillas, no 8.
fen-reason-split-digits = Fila { $rank }: las casillas vacías seguidas son un solo número; escribe su suma, no { $digits }.
fen-reason-extra-fields = Una FEN tiene 6 campos separados por espacios; la tuya tiene { $count }.
fen-reason-side = Turno: «{ $written }» debe ser «{ $expected }» (w blancas, b negras).
fen-reason-castling = Enroques: «{ $written }» debe ser «{ $expected }» (K Q para las blancas, k q para las negras, en ese orden; un guion si no queda ninguno).
fen-reason-en-passant = Casilla al paso: «{ $written }» debe ser «{ $expected }» (la casilla que saltó un peón que acaba de avanzar dos; un guion si no hay).
fen-reason-halfmove = Contador de medias jugadas: «{ $written }» debe ser { $expected } (medias jugadas desde la última captura o jugada de peón).
fen-reason-fullmove = Número de jugada: «{ $written }» debe ser { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] Falta el turno de juego (w o b) después de la colocación de las piezas.
    [castling] Falta el campo de los enroques (KQkq, algunos de ellos o un guion) después del turno de juego.
    [en-passant] Falta la casilla al paso (una casilla o un guion) después de los enroques.
    [halfmove] Falta el contador de medias jugadas después de la casilla al paso.
    [fullmove] Falta el número de jugada, el último campo.
   *[placement] Falta la colocación de las piezas, el primer campo.
}
fen-reason-missing-clocks = Los cuatro primeros campos están bien, pero faltan los dos números del final: el contador de medias jugadas y el número de jugada.
fen-reason-squares-wrong = { $count ->
    [one] Hay una casilla mal (marcada en el tablero): { $squares }.
   *[other] Hay { $count } casillas mal (marcadas en el tablero): { $squares }.
}
fen-reason-upside-down = El tablero está al revés: la FEN empieza por la fila 8 y acaba en la fila 1 (mira las cifras del borde del tablero); con las blancas abajo, la fila 8 va arriba y las piezas blancas empiezan abajo.
fen-reason-squares-many = Hay { $count } casillas mal, marcadas en el tablero.
builder-content-fen = Una posición por línea, como FEN (una jugada detrás no se usa), o una partida (1.e4 e5 2.Cf3…): entonces, la posición tras cada jugada.
