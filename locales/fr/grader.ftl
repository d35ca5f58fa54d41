## Le correcteur : pourquoi une réponse est fausse (reason-*) et en quoi une réponse acceptée diffère (note-*).
## Les codes viennent de escaque_core::grade (ReasonCode, Note).

reason-syntax = « { $answer } » n'est pas bien écrit :
reason-illegal = « { $answer } » n'est pas un coup légal ici :
reason-syntax_empty = Tu n'as écrit aucun coup.
reason-syntax_unexpected = « { $char } » n'a pas sa place ici ou n'est pas une lettre de pièce de cette notation.
reason-syntax_missing_destination = la case d'arrivée manque.
reason-syntax_trailing_text = il y a du texte après le coup.
reason-syntax_bad_promotion = un pion n'est promu qu'en dame, tour, fou ou cavalier.
reason-syntax_repeated_piece_letter = la lettre { $letter } est écrite deux fois ; une seule suffit.
reason-syntax_reversed_square = une case s'écrit avec la colonne d'abord, puis la rangée : { $square }, pas { $written }.
reason-syntax_upper_case_file = les colonnes s'écrivent en minuscule (C.5) : { $square }.
reason-syntax_space = un coup s'écrit sans espace.
reason-syntax_castling_without_hyphens = le roque s'écrit avec des tirets : { $castling }.
reason-illegal_null_move = un coup nul n'est pas un coup de la partie.
reason-illegal_no_such_piece = { $piece ->
    [dame] aucune
    [tour] aucune
   *[other] aucun
} { $piece } ne peut jouer ce coup.
reason-illegal_empty_source = aucune pièce du camp au trait ne se trouve en { $square }.
reason-illegal_wrong_piece_on_source = en { $square } il n'y a pas de { $written }, mais { $found ->
    [dame] une
    [tour] une
   *[other] un
} { $found }.
reason-illegal_cannot_reach = { $piece ->
    [dame] aucune
    [tour] aucune
   *[other] aucun
} { $piece } ne peut aller en { $square }.
reason-illegal_path_blocked = le chemin de { $from } à { $to } est barré en { $blocker }.
reason-illegal_own_piece_on_target = { $square } est occupée par une pièce du même camp.
reason-illegal_king_in_check = { $pinned ->
    [yes] la pièce en { $from } est clouée et { $from }-{ $to } mettrait son propre roi en échec.
   *[no] après { $from }-{ $to }, le roi du camp qui joue serait en échec.
}
reason-illegal_promotion_not_allowed = seul un pion qui atteint la dernière rangée est promu.
reason-illegal_no_castling_right = le { $side ->
    [king] petit roque
   *[queen] grand roque
} n'est plus permis (le roi ou la tour a déjà bougé).
reason-illegal_castling_blocked = impossible de faire le { $side ->
    [king] petit roque
   *[queen] grand roque
} : { $square } est occupée.
reason-illegal_castling_out_of_check = on ne peut pas roquer quand on est en échec.
reason-illegal_castling_through_check = impossible de faire le { $side ->
    [king] petit roque
   *[queen] grand roque
} : { $square } est attaquée.
reason-piece_letter_lowercase = { $file ->
    [yes] Les lettres des pièces s'écrivent en majuscule (C.2) : { $suggestion }. En minuscule, « { $letter } » est une colonne.
   *[no] Les lettres des pièces s'écrivent en majuscule (C.2) : { $suggestion }.
}
reason-pawn_capture_file_missing = Quand un pion prend, on écrit la colonne qu'il quitte (C.9.3) : { $candidates }.
reason-castling_as_king_move = Le roque s'écrit { $castling }, pas comme un coup du roi (C.13).
reason-ambiguous = « { $answer } » est ambigu : ce peut être { $candidates }. Indique quelle pièce joue (C.10).
reason-missing_promotion = Il manque la pièce en laquelle le pion est promu (C.11).
reason-wrong_promotion = Le pion est promu en { $piece } ({ $letter }), pas en { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Tu as écrit { $answer } : c'est un autre coup.
reason-wrong_square = Le coup va en { $square }, pas en { $written }.
reason-wrong_origin = { $piece ->
    [dame] La { $piece } qui va en { $square } part de { $from }, pas de « { $written } » (C.10).
    [tour] La { $piece } qui va en { $square } part de { $from }, pas de « { $written } » (C.10).
   *[other] Le { $piece } qui va en { $square } part de { $from }, pas de « { $written } » (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] Le pion qui prend en { $square } part de la colonne { $file }, pas de la colonne { $written } (C.9.3).
   *[no] Le pion qui va en { $square } part de { $from } et ne prend rien : on écrit seulement la case d'arrivée (C.8).
}
reason-wrong_piece_letter = C'est bien le coup, mais avec les lettres d'une autre langue ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] « { $letter } » est { $written } ; ce coup est joué par { $piece }, qui s'écrit sans lettre (C.4).
   *[no] « { $letter } » est { $written } ; ce coup est joué par { $piece } : { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] « { $letter } » n'est pas une lettre de pièce en { $notation } : { $piece } s'y écrit { $right }, et { $letter } est { $piece } en { $languages }. Lu ainsi, « { $answer } » serait { $played }, qui est un autre coup.
   *[yes] Dans cette notation, « { $letter } » est { $written } ; avec les lettres d'une autre langue ({ $language }), « { $answer } » serait { $played }, qui est un autre coup.
}
reason-capture_mark_wrong = Le x indique une prise, et ce coup ne prend rien.
reason-check_mark_wrong = Le signe { $mark } indique { $kind ->
    [mate] le mat
   *[check] un échec
}, et ce coup ne donne pas échec.
reason-mate_mark_wrong = Le signe { $mark } indique le mat, et ce coup ne fait que donner échec.
reason-en_passant_mark_wrong = « e.p. » indique une prise en passant, et ce coup n'en est pas une.
reason-pawn_letter = Les coups de pion s'écrivent sans lettre (C.4).
reason-piece_letter_missing = Un coup de pièce commence par la lettre de la pièce (C.8).
reason-piece_letter_last = La lettre de la pièce se place avant la case (C.8).
reason-not_canonical = C'est le bon coup, mais cet exercice demande la forme canonique.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = « { $answer } » est écrit en { $written_in } ; ici on demande la { $asked }.
note-capture_mark_missing = Le x de la prise est facultatif (C.9).
note-check_mark_missing = Le + de l'échec est facultatif (C.13).
note-mate_mark_missing = Le mat se note #, ce qui est facultatif (C.13).
note-needless_disambiguation = Il n'était pas nécessaire de dire d'où vient la pièce.
note-rank_where_file_suffices = La colonne de départ suffisait, et c'est elle qu'on préfère (C.10.3).
note-long_form = Tu as utilisé la forme longue, avec la case de départ (C.8).
note-hyphen = Le tiret n'est pas nécessaire (C.8).
note-promotion_spelling = La promotion s'écrit aussi { $canonical } (C.11).
note-castling_spelling = Les Règles de la FIDE écrivent le roque avec des zéros (C.13), le PGN (le format des fichiers de parties) avec la lettre O ; cet exercice écrit { $canonical }.
note-non_canonical_mark = Les signes ++ et e.p. sont admis, mais ne sont pas la forme canonique.
note-en_passant_mark = La mention e.p. d'une prise en passant est facultative (C.9.3) : { $canonical } suffit.
note-double_plus_mate = Les signes ++ et # veulent dire la même chose : mat (C.13).
reason-foreign_piece_letter = « { $letter } » n'est pas une lettre de pièce en { $notation } : { $piece } s'y écrit { $right }, et { $letter } est { $piece } en { $languages }.
reason-wrong_piece_and_square = Ce coup est joué par { $piece }, vers { $square } ; « { $answer } » désigne { $written_piece } et { $written }.
reason-pawn_file_without_capture = Un pion qui ne prend rien s'écrit avec sa seule case d'arrivée (C.8) : { $canonical }. La colonne de départ ne s'écrit que quand il prend (C.9.3).
grader-made-by = Ce coup est joué par { $piece }, vers { $square }.
grader-did-you-mean = Voulais-tu dire { $moves } ?
