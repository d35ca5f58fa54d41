## Il correttore: perché una risposta è sbagliata (reason-*) e in cosa differisce una risposta accettata (note-*).
## I codici vengono da escaque_core::grade (ReasonCode, Note).

reason-syntax = «{ $answer }» non è scritta bene:
reason-illegal = «{ $answer }» non è una mossa legale qui:
reason-syntax_empty = Non hai scritto nessuna mossa.
reason-syntax_unexpected = «{ $char }» è fuori posto o non è una lettera di pezzo di questa notazione.
reason-syntax_missing_destination = manca la casa di arrivo.
reason-syntax_trailing_text = c'è del testo dopo la mossa.
reason-syntax_bad_promotion = un pedone promuove solo a donna, torre, alfiere o cavallo.
reason-syntax_repeated_piece_letter = la lettera { $letter } è scritta due volte; ne basta una.
reason-syntax_reversed_square = una casa si scrive prima con la colonna e poi con la traversa: { $square }, non { $written }.
reason-syntax_upper_case_file = le colonne si scrivono in minuscolo (C.5): { $square }.
reason-syntax_space = una mossa si scrive senza spazi.
reason-syntax_castling_without_hyphens = l'arrocco si scrive con i trattini: { $castling }.
reason-illegal_null_move = una mossa nulla non è una mossa della partita.
reason-illegal_no_such_piece = { $piece ->
    [donna] nessuna
    [torre] nessuna
   *[other] nessun
} { $piece } può fare quella mossa.
reason-illegal_empty_source = in { $square } non c'è nessun pezzo del colore che muove.
reason-illegal_wrong_piece_on_source = in { $square } non c'è { $written ->
    [donna] una
    [torre] una
   *[other] un
} { $written }, ma { $found ->
    [donna] una
    [torre] una
   *[other] un
} { $found }.
reason-illegal_cannot_reach = { $piece ->
    [donna] nessuna
    [torre] nessuna
   *[other] nessun
} { $piece } può andare in { $square }.
reason-illegal_path_blocked = la strada da { $from } a { $to } è bloccata in { $blocker }.
reason-illegal_own_piece_on_target = in { $square } c'è un pezzo dello stesso colore.
reason-illegal_king_in_check = { $pinned ->
    [yes] il pezzo in { $from } è inchiodato e { $from }-{ $to } metterebbe il proprio re sotto scacco.
   *[no] dopo { $from }-{ $to } il re di chi muove sarebbe sotto scacco.
}
reason-illegal_promotion_not_allowed = promuove solo un pedone che raggiunge l'ultima traversa.
reason-illegal_no_castling_right = l'arrocco { $side ->
    [king] corto
   *[queen] lungo
} non è più permesso (il re o la torre si è già mosso).
reason-illegal_castling_blocked = non si può arroccare { $side ->
    [king] corto
   *[queen] lungo
}: { $square } è occupata.
reason-illegal_castling_out_of_check = non si può arroccare sotto scacco.
reason-illegal_castling_through_check = non si può arroccare { $side ->
    [king] corto
   *[queen] lungo
}: { $square } è attaccata.
reason-piece_letter_lowercase = { $file ->
    [yes] Le lettere dei pezzi si scrivono in maiuscolo (C.2): { $suggestion }. In minuscolo, «{ $letter }» è una colonna.
   *[no] Le lettere dei pezzi si scrivono in maiuscolo (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = Quando un pedone cattura, si scrive la colonna da cui parte (C.9.3): { $candidates }.
reason-castling_as_king_move = L'arrocco si scrive { $castling }, non come una mossa del re (C.13).
reason-ambiguous = «{ $answer }» è ambigua: può essere { $candidates }. Bisogna dire quale pezzo muove (C.10).
reason-missing_promotion = Manca il pezzo in cui promuove il pedone (C.11).
reason-wrong_promotion = Il pedone diventa { $piece } ({ $letter }), non { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Hai scritto { $answer }, che è un'altra mossa.
reason-wrong_square = La mossa va in { $square }, non in { $written }.
reason-wrong_origin = { $piece ->
    [donna] La { $piece } che va in { $square } parte da { $from }, non da «{ $written }» (C.10).
    [torre] La { $piece } che va in { $square } parte da { $from }, non da «{ $written }» (C.10).
    [alfiere] L'{ $piece } che va in { $square } parte da { $from }, non da «{ $written }» (C.10).
   *[other] Il { $piece } che va in { $square } parte da { $from }, non da «{ $written }» (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] Il pedone che cattura in { $square } parte dalla colonna { $file }, non dalla { $written } (C.9.3).
   *[no] Il pedone che va in { $square } parte da { $from } e non cattura: si scrive solo la casa di arrivo (C.8).
}
reason-wrong_piece_letter = È la mossa giusta, ma con le lettere di un'altra lingua ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] «{ $letter }» è { $written }; questa mossa la fa { $piece }, che si scrive senza lettera (C.4).
   *[no] «{ $letter }» è { $written }; questa mossa la fa { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] «{ $letter }» non è una lettera di pezzo in { $notation }: { $piece } è { $right }, e { $letter } è { $piece } in { $languages }. Letta così, «{ $answer }» sarebbe { $played }, che è un'altra mossa.
   *[yes] In questa notazione «{ $letter }» è { $written }; con le lettere di un'altra lingua ({ $language }), «{ $answer }» sarebbe { $played }, che è un'altra mossa.
}
reason-capture_mark_wrong = La x indica una presa, e questa mossa non prende nulla.
reason-check_mark_wrong = Il segno { $mark } indica { $kind ->
    [mate] scacco matto
   *[check] scacco
}, e questa mossa non dà scacco.
reason-mate_mark_wrong = Il segno { $mark } indica scacco matto, e questa mossa dà solo scacco.
reason-en_passant_mark_wrong = «e.p.» indica una presa en passant, e questa mossa non lo è.
reason-pawn_letter = Le mosse di pedone si scrivono senza lettera (C.4).
reason-piece_letter_missing = Una mossa di pezzo comincia con la lettera del pezzo (C.8).
reason-piece_letter_last = La lettera del pezzo va prima della casa (C.8).
reason-not_canonical = È la mossa giusta, ma questo esercizio chiede la forma canonica.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = «{ $answer }» è scritta in { $written_in }; qui si chiede la { $asked }.
note-capture_mark_missing = La x della presa è facoltativa (C.9).
note-check_mark_missing = Il + dello scacco è facoltativo (C.13).
note-mate_mark_missing = Lo scacco matto si indica con #, che è facoltativo (C.13).
note-needless_disambiguation = Non serviva dire da dove parte il pezzo.
note-rank_where_file_suffices = Bastava la colonna di partenza, che è quella preferita (C.10.3).
note-long_form = Hai usato la forma lunga, con la casa di partenza (C.8).
note-hyphen = Il trattino non serve (C.8).
note-promotion_spelling = La promozione si scrive anche { $canonical } (C.11).
note-castling_spelling = Il Regolamento FIDE scrive l'arrocco con gli zeri (C.13), il PGN (il formato dei file di partite) con la lettera O; questo esercizio scrive { $canonical }.
note-non_canonical_mark = I segni ++ ed e.p. sono ammessi, ma non sono la forma canonica.
note-en_passant_mark = L'indicazione e.p. della presa en passant è facoltativa (C.9.3): basta { $canonical }.
note-double_plus_mate = I segni ++ e # vogliono dire la stessa cosa: matto (C.13).
reason-foreign_piece_letter = «{ $letter }» non è una lettera di pezzo in { $notation }: { $piece } è { $right }, e { $letter } è { $piece } in { $languages }.
reason-wrong_piece_and_square = Questa mossa la fa { $piece }, verso { $square }; «{ $answer }» indica { $written_piece } e { $written }.
reason-pawn_file_without_capture = Un pedone che non cattura si scrive solo con la casa di arrivo (C.8): { $canonical }. La colonna di partenza si scrive solo quando cattura (C.9.3).
grader-made-by = Questa mossa la fa { $piece }, verso { $square }.
grader-did-you-mean = Intendevi { $moves }?
