## El corrector: por qué una respuesta está mal (reason-*) y qué tiene de distinto una respuesta aceptada (note-*).
## Los códigos vienen de escaque_core::grade (ReasonCode, Note).

reason-syntax = «{ $answer }» no está bien escrita:
reason-illegal = «{ $answer }» no es una jugada legal aquí:
reason-syntax_empty = No has escrito ninguna jugada.
reason-syntax_unexpected = «{ $char }» sobra o no es una letra de pieza de esta notación.
reason-syntax_missing_destination = falta la casilla de llegada.
reason-syntax_trailing_text = sobra texto después de la jugada.
reason-syntax_bad_promotion = un peón solo corona en dama, torre, alfil o caballo.
reason-syntax_repeated_piece_letter = la letra { $letter } está escrita dos veces; basta con una.
reason-syntax_reversed_square = las casillas se escriben con la columna primero y la fila después: { $square }, no { $written }.
reason-syntax_upper_case_file = las columnas se escriben en minúscula (C.5): { $square }.
reason-syntax_space = una jugada se escribe sin espacios.
reason-syntax_castling_without_hyphens = el enroque se escribe con guiones: { $castling }.
reason-illegal_null_move = una jugada nula no es una jugada de la partida.
reason-illegal_no_such_piece = { $piece ->
    [dama] ninguna
    [torre] ninguna
   *[other] ningún
} { $piece } puede hacer esa jugada.
reason-illegal_empty_source = en { $square } no hay ninguna pieza del bando que juega.
reason-illegal_wrong_piece_on_source = en { $square } no hay { $written }, sino { $found }.
reason-illegal_cannot_reach = { $piece ->
    [dama] ninguna
    [torre] ninguna
   *[other] ningún
} { $piece } puede ir a { $square }.
reason-illegal_path_blocked = el camino de { $from } a { $to } está tapado en { $blocker }.
reason-illegal_own_piece_on_target = en { $square } hay una pieza propia.
reason-illegal_king_in_check = { $pinned ->
    [yes] la pieza de { $from } está clavada y { $from }-{ $to } dejaría a su rey en jaque.
   *[no] tras { $from }-{ $to } el rey quedaría en jaque.
}
reason-illegal_promotion_not_allowed = solo corona un peón que llega a la última fila.
reason-illegal_no_castling_right = ya no se puede enrocar { $side ->
    [king] corto
   *[queen] largo
} (el rey o la torre se han movido).
reason-illegal_castling_blocked = no se puede enrocar { $side ->
    [king] corto
   *[queen] largo
}: { $square } está ocupada.
reason-illegal_castling_out_of_check = no se puede enrocar estando en jaque.
reason-illegal_castling_through_check = no se puede enrocar { $side ->
    [king] corto
   *[queen] largo
}: { $square } está atacada.
reason-piece_letter_lowercase = { $file ->
    [yes] Las letras de las piezas van en mayúscula (C.2): { $suggestion }. En minúscula, «{ $letter }» es una columna.
   *[no] Las letras de las piezas van en mayúscula (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = Cuando un peón captura, se escribe la columna de la que sale (C.9.3): { $candidates }.
reason-castling_as_king_move = El enroque se escribe { $castling }, no como una jugada del rey (C.13).
reason-ambiguous = «{ $answer }» es ambigua: puede ser { $candidates }. Hay que decir qué pieza mueve (C.10).
reason-missing_promotion = Falta la pieza a la que corona el peón (C.11).
reason-wrong_promotion = El peón se convierte en { $piece } ({ $letter }), no en { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Has escrito { $answer }, que es otra jugada.
reason-wrong_square = La jugada va a { $square }, no a { $written }.
reason-wrong_origin = { $piece ->
    [dama] La { $piece } que va a { $square } sale de { $from }, no de «{ $written }» (C.10).
    [torre] La { $piece } que va a { $square } sale de { $from }, no de «{ $written }» (C.10).
   *[other] El { $piece } que va a { $square } sale de { $from }, no de «{ $written }» (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] El peón que captura en { $square } sale de la columna { $file }, no de la { $written } (C.9.3).
   *[no] El peón que va a { $square } sale de { $from } y no captura: se escribe solo la casilla de llegada (C.8).
}
reason-wrong_piece_letter = Es la jugada, pero con las letras de otro idioma ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] «{ $letter }» es { $written }; esta jugada la hace { $piece }, que se escribe sin letra (C.4).
   *[no] «{ $letter }» es { $written }; esta jugada la hace { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] «{ $letter }» no es una letra de pieza en { $notation }: { $piece } es { $right }, y { $letter } es { $piece } en { $languages }. Leída así, «{ $answer }» sería { $played }, que es otra jugada.
   *[yes] En esta notación «{ $letter }» es { $written }; con las letras de otro idioma ({ $language }), «{ $answer }» sería { $played }, que es otra jugada.
}
reason-capture_mark_wrong = La x indica una captura, y esta jugada no captura nada.
reason-check_mark_wrong = El signo { $mark } indica { $kind ->
    [mate] mate
   *[check] jaque
}, y esta jugada no da jaque.
reason-mate_mark_wrong = El signo { $mark } indica mate, y esta jugada solo da jaque.
reason-en_passant_mark_wrong = «a.p.» indica una captura al paso, y esta jugada no lo es.
reason-pawn_letter = Los peones se escriben sin letra (C.4).
reason-piece_letter_missing = Las jugadas de pieza empiezan por la letra de la pieza (C.8).
reason-piece_letter_last = La letra de la pieza va delante de la casilla (C.8).
reason-not_canonical = La jugada es correcta, pero aquí se pide la forma canónica.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = «{ $answer }» está escrita en { $written_in }; aquí se pide la { $asked }.
note-capture_mark_missing = La x de la captura es optativa (C.9).
note-check_mark_missing = El + del jaque es optativo (C.13).
note-mate_mark_missing = El mate se marca con #, que es optativo (C.13).
note-needless_disambiguation = No hacía falta decir de dónde sale la pieza.
note-rank_where_file_suffices = Bastaba con la columna de salida, que es la preferida (C.10.3).
note-long_form = Has usado la forma larga, con la casilla de salida (C.8).
note-hyphen = El guion no hace falta (C.8).
note-promotion_spelling = La promoción también se escribe { $canonical } (C.11).
note-castling_spelling = El enroque se escribe con ceros en las Leyes de la FIDE (C.13), o con la letra O como en PGN (el formato de los archivos de partidas); este ejercicio escribe { $canonical }.
note-non_canonical_mark = Los signos ++ y a.p. se aceptan, pero no son la forma canónica.
note-en_passant_mark = La anotación a.p. de la captura al paso es optativa (C.9.3): basta con { $canonical }.
note-double_plus_mate = Los signos ++ y # quieren decir lo mismo: mate (C.13).
reason-foreign_piece_letter = «{ $letter }» no es una letra de pieza en { $notation }: { $piece } es { $right }, y { $letter } es { $piece } en { $languages }.
reason-wrong_piece_and_square = Esta jugada la hace { $piece } y va a { $square }; «{ $answer }» nombra { $written_piece } y { $written }.
reason-pawn_file_without_capture = Un peón que no captura se escribe solo con su casilla de llegada (C.8): { $canonical }. La columna de salida se escribe solo cuando captura (C.9.3).
grader-made-by = Esta jugada la hace { $piece } y va a { $square }.
grader-did-you-mean = ¿Quisiste decir { $moves }?
