## El corrector: per què una resposta està malament (reason-*) i en què es diferencia una resposta acceptada (note-*).
## Els codis vénen d'escaque_core::grade (ReasonCode, Note).

reason-syntax = «{ $answer }» no està ben escrita:
reason-illegal = «{ $answer }» no és una jugada legal aquí:
reason-syntax_empty = No has escrit cap jugada.
reason-syntax_unexpected = «{ $char }» sobra o no és una lletra de peça d'aquesta notació.
reason-syntax_missing_destination = falta la casella d'arribada.
reason-syntax_trailing_text = sobra text després de la jugada.
reason-syntax_bad_promotion = un peó només promociona a dama, torre, alfil o cavall.
reason-syntax_repeated_piece_letter = la lletra { $letter } està escrita dues vegades; n'hi ha prou amb una.
reason-syntax_reversed_square = les caselles s'escriuen primer amb la columna i després amb la fila: { $square }, no { $written }.
reason-syntax_upper_case_file = les columnes s'escriuen en minúscula (C.5): { $square }.
reason-syntax_space = una jugada s'escriu sense espais.
reason-syntax_castling_without_hyphens = l'enroc s'escriu amb guionets: { $castling }.
reason-illegal_null_move = una jugada nul·la no és una jugada de la partida.
reason-illegal_no_such_piece = no hi ha cap { $piece } que pugui fer aquesta jugada.
reason-illegal_empty_source = a { $square } no hi ha cap peça del bàndol que juga.
reason-illegal_wrong_piece_on_source = a { $square } no hi ha cap { $written }, sinó { $found ->
    [dama] una
    [torre] una
   *[other] un
} { $found }.
reason-illegal_cannot_reach = cap { $piece } no pot anar a { $square }.
reason-illegal_path_blocked = el camí de { $from } a { $to } està tallat a { $blocker }.
reason-illegal_own_piece_on_target = a { $square } hi ha una peça pròpia.
reason-illegal_king_in_check = { $pinned ->
    [yes] la peça de { $from } està clavada i { $from }-{ $to } deixaria el seu rei en escac.
   *[no] després de { $from }-{ $to }, el rei quedaria en escac.
}
reason-illegal_promotion_not_allowed = només promociona un peó que arriba a l'última fila.
reason-illegal_no_castling_right = ja no es pot fer l'enroc { $side ->
    [king] curt
   *[queen] llarg
} (el rei o la torre ja s'han mogut).
reason-illegal_castling_blocked = no es pot fer l'enroc { $side ->
    [king] curt
   *[queen] llarg
}: { $square } està ocupada.
reason-illegal_castling_out_of_check = no es pot enrocar estant en escac.
reason-illegal_castling_through_check = no es pot fer l'enroc { $side ->
    [king] curt
   *[queen] llarg
}: { $square } està atacada.
reason-piece_letter_lowercase = { $file ->
    [yes] Les lletres de les peces van en majúscula (C.2): { $suggestion }. En minúscula, «{ $letter }» és una columna.
   *[no] Les lletres de les peces van en majúscula (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = Quan un peó captura, s'escriu la columna d'on surt (C.9.3): { $candidates }.
reason-castling_as_king_move = L'enroc s'escriu { $castling }, no com una jugada del rei (C.13).
reason-ambiguous = «{ $answer }» és ambigua: pot ser { $candidates }. Cal dir quina peça es mou (C.10).
reason-missing_promotion = Falta la peça a la qual promociona el peó (C.11).
reason-wrong_promotion = El peó es converteix en { $piece } ({ $letter }), no en { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Has escrit { $answer }, que és una altra jugada.
reason-wrong_square = La jugada va a { $square }, no a { $written }.
reason-wrong_origin = { $piece ->
    [dama] La { $piece } que va a { $square } surt de { $from }, no de «{ $written }» (C.10).
    [torre] La { $piece } que va a { $square } surt de { $from }, no de «{ $written }» (C.10).
    [alfil] L'{ $piece } que va a { $square } surt de { $from }, no de «{ $written }» (C.10).
   *[other] El { $piece } que va a { $square } surt de { $from }, no de «{ $written }» (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] El peó que captura a { $square } surt de la columna { $file }, no de la { $written } (C.9.3).
   *[no] El peó que va a { $square } surt de { $from } i no captura: s'escriu només la casella d'arribada (C.8).
}
reason-wrong_piece_letter = És la jugada, però amb les lletres d'una altra llengua ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] «{ $letter }» és { $written }; aquesta jugada la fa { $piece }, que s'escriu sense lletra (C.4).
   *[no] «{ $letter }» és { $written }; aquesta jugada la fa { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] «{ $letter }» no és una lletra de peça en { $notation }: { $piece } és { $right }, i { $letter } és { $piece } en { $languages }. Llegida així, «{ $answer }» seria { $played }, que és una altra jugada.
   *[yes] En aquesta notació «{ $letter }» és { $written }; amb les lletres d'una altra llengua ({ $language }), «{ $answer }» seria { $played }, que és una altra jugada.
}
reason-capture_mark_wrong = La x indica una captura, i aquesta jugada no captura res.
reason-check_mark_wrong = El signe { $mark } indica { $kind ->
    [mate] escac i mat
   *[check] escac
}, i aquesta jugada no fa escac.
reason-mate_mark_wrong = El signe { $mark } indica escac i mat, i aquesta jugada només fa escac.
reason-en_passant_mark_wrong = «a.p.» indica una captura al pas, i aquesta jugada no ho és.
reason-pawn_letter = Les jugades de peó s'escriuen sense lletra (C.4).
reason-piece_letter_missing = Una jugada de peça comença per la lletra de la peça (C.8).
reason-piece_letter_last = La lletra de la peça va davant de la casella (C.8).
reason-not_canonical = La jugada és correcta, però aquí es demana la forma canònica.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = «{ $answer }» està escrita en { $written_in }; aquí es demana la { $asked }.
note-capture_mark_missing = La x de la captura és opcional (C.9).
note-check_mark_missing = El + de l'escac és opcional (C.13).
note-mate_mark_missing = El mat es marca amb #, que és opcional (C.13).
note-needless_disambiguation = No calia dir d'on surt la peça.
note-rank_where_file_suffices = N'hi havia prou amb la columna de sortida, que és la preferida (C.10.3).
note-long_form = Has fet servir la forma llarga, amb la casella de sortida (C.8).
note-hyphen = El guionet no cal (C.8).
note-promotion_spelling = La promoció també s'escriu { $canonical } (C.11).
note-castling_spelling = Les Lleis de la FIDE escriuen l'enroc amb zeros (C.13), el PGN (el format dels fitxers de partides) amb la lletra O; aquest exercici escriu { $canonical }.
note-non_canonical_mark = Els signes ++ i a.p. s'accepten, però no són la forma canònica.
note-en_passant_mark = L'anotació a.p. de la captura al pas és opcional (C.9.3): n'hi ha prou amb { $canonical }.
note-double_plus_mate = Els signes ++ i # volen dir el mateix: mat (C.13).
reason-foreign_piece_letter = «{ $letter }» no és una lletra de peça en { $notation }: { $piece } és { $right }, i { $letter } és { $piece } en { $languages }.
reason-wrong_piece_and_square = Aquesta jugada la fa { $piece }, cap a { $square }; «{ $answer }» anomena { $written_piece } i { $written }.
reason-pawn_file_without_capture = Un peó que no captura s'escriu només amb la casella d'arribada (C.8): { $canonical }. La columna de sortida només s'escriu quan captura (C.9.3).
grader-made-by = Aquesta jugada la fa { $piece }, cap a { $square }.
grader-did-you-mean = Volies dir { $moves }?
