## O corretor: porque é que uma resposta está errada (reason-*) e em que difere uma resposta aceite (note-*).
## Os códigos vêm de escaque_core::grade (ReasonCode, Note).

reason-syntax = «{ $answer }» não está bem escrito:
reason-illegal = «{ $answer }» não é um lance legal aqui:
reason-syntax_empty = Não escreveste nenhum lance.
reason-syntax_unexpected = «{ $char }» não cabe aqui ou não é uma letra de peça desta notação.
reason-syntax_missing_destination = falta a casa de chegada.
reason-syntax_trailing_text = há texto depois do lance.
reason-syntax_bad_promotion = um peão só é promovido a dama, torre, bispo ou cavalo.
reason-syntax_repeated_piece_letter = a letra { $letter } está escrita duas vezes; basta uma.
reason-syntax_reversed_square = uma casa escreve-se primeiro com a coluna e depois com a fila: { $square }, não { $written }.
reason-syntax_upper_case_file = as colunas escrevem-se em minúscula (C.5): { $square }.
reason-syntax_space = um lance escreve-se sem espaços.
reason-syntax_castling_without_hyphens = o roque escreve-se com hífenes: { $castling }.
reason-illegal_null_move = um lance nulo não é um lance da partida.
reason-illegal_no_such_piece = não há { $piece ->
    [dama] nenhuma
    [torre] nenhuma
   *[other] nenhum
} { $piece } que possa fazer esse lance.
reason-illegal_empty_source = em { $square } não há nenhuma peça do lado que joga.
reason-illegal_wrong_piece_on_source = em { $square } não há { $written ->
    [dama] uma
    [torre] uma
   *[other] um
} { $written }, mas { $found ->
    [dama] uma
    [torre] uma
   *[other] um
} { $found }.
reason-illegal_cannot_reach = { $piece ->
    [dama] nenhuma
    [torre] nenhuma
   *[other] nenhum
} { $piece } pode ir para { $square }.
reason-illegal_path_blocked = o caminho de { $from } a { $to } está bloqueado em { $blocker }.
reason-illegal_own_piece_on_target = em { $square } há uma peça do mesmo lado.
reason-illegal_king_in_check = { $pinned ->
    [yes] a peça em { $from } está cravada e { $from }-{ $to } deixaria o próprio rei em xeque.
   *[no] depois de { $from }-{ $to }, o rei de quem joga ficaria em xeque.
}
reason-illegal_promotion_not_allowed = só é promovido um peão que chega à última fila.
reason-illegal_no_castling_right = o roque { $side ->
    [king] pequeno
   *[queen] grande
} já não é permitido (o rei ou a torre já se moveu).
reason-illegal_castling_blocked = não é possível fazer o roque { $side ->
    [king] pequeno
   *[queen] grande
}: { $square } está ocupada.
reason-illegal_castling_out_of_check = não é permitido fazer o roque estando em xeque.
reason-illegal_castling_through_check = não é possível fazer o roque { $side ->
    [king] pequeno
   *[queen] grande
}: { $square } está atacada.
reason-piece_letter_lowercase = { $file ->
    [yes] As letras das peças escrevem-se em maiúscula (C.2): { $suggestion }. Em minúscula, «{ $letter }» é uma coluna.
   *[no] As letras das peças escrevem-se em maiúscula (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = Quando um peão captura, escreve-se a coluna de onde sai (C.9.3): { $candidates }.
reason-castling_as_king_move = O roque escreve-se { $castling }, não como um lance do rei (C.13).
reason-ambiguous = «{ $answer }» é ambíguo: pode ser { $candidates }. É preciso dizer que peça se move (C.10).
reason-missing_promotion = Falta a peça em que o peão é promovido (C.11).
reason-wrong_promotion = O peão promove a { $piece } ({ $letter }), não a { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Escreveste { $answer }, que é outro lance.
reason-wrong_square = O lance vai para { $square }, não para { $written }.
reason-wrong_origin = { $piece ->
    [dama] A { $piece } que vai para { $square } sai de { $from }, não de «{ $written }» (C.10).
    [torre] A { $piece } que vai para { $square } sai de { $from }, não de «{ $written }» (C.10).
   *[other] O { $piece } que vai para { $square } sai de { $from }, não de «{ $written }» (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] O peão que captura em { $square } sai da coluna { $file }, não da { $written } (C.9.3).
   *[no] O peão que vai para { $square } sai de { $from } e não captura: escreve-se só a casa de chegada (C.8).
}
reason-wrong_piece_letter = É o lance certo, mas com as letras de outro idioma ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] «{ $letter }» é { $written }; quem faz este lance é { $piece }, que se escreve sem letra (C.4).
   *[no] «{ $letter }» é { $written }; quem faz este lance é { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] «{ $letter }» não é uma letra de peça em { $notation }: { $piece } é { $right }, e { $letter } é { $piece } em { $languages }. Lido assim, «{ $answer }» seria { $played }, que é outro lance.
   *[yes] Nesta notação «{ $letter }» é { $written }; com as letras de outro idioma ({ $language }), «{ $answer }» seria { $played }, que é outro lance.
}
reason-capture_mark_wrong = O x indica uma captura, e este lance não captura nada.
reason-check_mark_wrong = O sinal { $mark } indica { $kind ->
    [mate] xeque-mate
   *[check] xeque
}, e este lance não dá xeque.
reason-mate_mark_wrong = O sinal { $mark } indica xeque-mate, e este lance só dá xeque.
reason-en_passant_mark_wrong = «e.p.» indica uma captura en passant, e este lance não o é.
reason-pawn_letter = Os lances de peão não levam letra (C.4).
reason-piece_letter_missing = Um lance de peça começa pela letra da peça (C.8).
reason-piece_letter_last = A letra da peça vem antes da casa (C.8).
reason-not_canonical = É o lance certo, mas este exercício pede a forma padrão.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = «{ $answer }» está escrito em { $written_in }; aqui pede-se a { $asked }.
note-capture_mark_missing = O x da captura é facultativo (C.9).
note-check_mark_missing = O + do xeque é facultativo (C.13).
note-mate_mark_missing = O xeque-mate marca-se com #, que é facultativo (C.13).
note-needless_disambiguation = Não era preciso dizer de onde sai a peça.
note-rank_where_file_suffices = Bastava a coluna de partida, que é a preferida (C.10.3).
note-long_form = Usaste a forma longa, com a casa de partida (C.8).
note-hyphen = O hífen não é necessário (C.8).
note-promotion_spelling = A promoção também se escreve { $canonical } (C.11).
note-castling_spelling = As Leis da FIDE escrevem o roque com zeros (C.13), o PGN (o formato dos ficheiros de partidas) com a letra O; este exercício escreve { $canonical }.
note-non_canonical_mark = Os sinais ++ e e.p. são aceites, mas não são a forma padrão.
note-en_passant_mark = A indicação e.p. da captura en passant é facultativa (C.9.3): basta { $canonical }.
note-double_plus_mate = Os sinais ++ e # querem dizer o mesmo: xeque-mate (C.13).
reason-foreign_piece_letter = «{ $letter }» não é uma letra de peça em { $notation }: { $piece } é { $right }, e { $letter } é { $piece } em { $languages }.
reason-wrong_piece_and_square = Quem faz este lance é { $piece }, para { $square }; «{ $answer }» indica { $written_piece } e { $written }.
reason-pawn_file_without_capture = Um peão que não captura escreve-se só com a casa de chegada (C.8): { $canonical }. A coluna de partida só se escreve quando captura (C.9.3).
grader-made-by = Quem faz este lance é { $piece }, para { $square }.
grader-did-you-mean = Querias dizer { $moves }?
