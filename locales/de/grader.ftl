## Die Korrektur: warum eine Antwort falsch ist (reason-*) und worin eine angenommene Antwort abweicht (note-*).
## Die Codes stammen aus escaque_core::grade (ReasonCode, Note).

reason-syntax = „{ $answer }“ ist nicht richtig geschrieben:
reason-illegal = „{ $answer }“ ist hier kein erlaubter Zug:
reason-syntax_empty = Du hast keinen Zug geschrieben.
reason-syntax_unexpected = „{ $char }“ gehört nicht hierher oder ist kein Figurenbuchstabe dieser Notation.
reason-syntax_missing_destination = das Zielfeld fehlt.
reason-syntax_trailing_text = nach dem Zug steht noch Text.
reason-syntax_bad_promotion = ein Bauer wandelt sich nur in Dame, Turm, Läufer oder Springer um.
reason-syntax_repeated_piece_letter = der Buchstabe { $letter } steht zweimal da; einmal genügt.
reason-syntax_reversed_square = ein Feld schreibt man zuerst mit der Linie, dann mit der Reihe: { $square }, nicht { $written }.
reason-syntax_upper_case_file = Linien schreibt man klein (C.5): { $square }.
reason-syntax_space = ein Zug wird ohne Leerzeichen geschrieben.
reason-syntax_castling_without_hyphens = die Rochade schreibt man mit Bindestrichen: { $castling }.
reason-illegal_null_move = ein Nullzug ist kein Zug der Partie.
reason-illegal_no_such_piece = { $piece ->
    [Dame] keine
   *[other] kein
} { $piece } kann diesen Zug ausführen.
reason-illegal_empty_source = auf { $square } steht keine Figur der Seite am Zug.
reason-illegal_wrong_piece_on_source = auf { $square } steht { $found ->
    [Dame] eine
   *[other] ein
} { $found }, { $written ->
    [Dame] keine
   *[other] kein
} { $written }.
reason-illegal_cannot_reach = { $piece ->
    [Dame] keine
   *[other] kein
} { $piece } kann nach { $square } ziehen.
reason-illegal_path_blocked = der Weg von { $from } nach { $to } ist auf { $blocker } versperrt.
reason-illegal_own_piece_on_target = auf { $square } steht eine eigene Figur.
reason-illegal_king_in_check = { $pinned ->
    [yes] die Figur auf { $from } ist gefesselt, und nach { $from }-{ $to } stünde der eigene König im Schach.
   *[no] nach { $from }-{ $to } stünde der eigene König im Schach.
}
reason-illegal_promotion_not_allowed = nur ein Bauer, der die letzte Reihe erreicht, wandelt sich um.
reason-illegal_no_castling_right = die { $side ->
    [king] kurze
   *[queen] lange
} Rochade ist nicht mehr erlaubt (König oder Turm hat schon gezogen).
reason-illegal_castling_blocked = die { $side ->
    [king] kurze
   *[queen] lange
} Rochade geht nicht: { $square } ist besetzt.
reason-illegal_castling_out_of_check = im Schach darf nicht rochiert werden.
reason-illegal_castling_through_check = die { $side ->
    [king] kurze
   *[queen] lange
} Rochade geht nicht: { $square } wird angegriffen.
reason-piece_letter_lowercase = { $file ->
    [yes] Figurenbuchstaben schreibt man groß (C.2): { $suggestion }. Klein geschrieben ist „{ $letter }“ eine Linie.
   *[no] Figurenbuchstaben schreibt man groß (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = Wenn ein Bauer schlägt, schreibt man die Linie, von der er kommt (C.9.3): { $candidates }.
reason-castling_as_king_move = Die Rochade schreibt man { $castling }, nicht als Königszug (C.13).
reason-ambiguous = „{ $answer }“ ist mehrdeutig: Es könnte { $candidates } sein. Gib an, welche Figur zieht (C.10).
reason-missing_promotion = Es fehlt die Figur, in die sich der Bauer umwandelt (C.11).
reason-wrong_promotion = Umwandlung in { $piece } ({ $letter }), nicht in { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = Du hast { $answer } geschrieben, und das ist ein anderer Zug.
reason-wrong_square = Der Zug geht nach { $square }, nicht nach { $written }.
reason-wrong_origin = { $piece ->
    [Dame] Die { $piece }, die nach { $square } zieht, kommt von { $from }, nicht von „{ $written }“ (C.10).
   *[other] Der { $piece }, der nach { $square } zieht, kommt von { $from }, nicht von „{ $written }“ (C.10).
}
reason-pawn_origin = { $capture ->
    [yes] Der Bauer, der auf { $square } schlägt, kommt von der { $file }-Linie, nicht von der { $written }-Linie (C.9.3).
   *[no] Der Bauer, der nach { $square } zieht, kommt von { $from } und schlägt nichts: Man schreibt nur das Zielfeld (C.8).
}
reason-wrong_piece_letter = Das ist der Zug, aber mit den Buchstaben einer anderen Sprache ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] „{ $letter }“ ist { $written }; diesen Zug macht { $piece }, der ohne Buchstaben geschrieben wird (C.4).
   *[no] „{ $letter }“ ist { $written }; diesen Zug macht { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] „{ $letter }“ ist in dieser Notation ({ $notation }) kein Figurenbuchstabe: { $piece } ist dort { $right }, und { $letter } ist { $piece } auf { $languages }. So gelesen wäre „{ $answer }“ { $played }, und das ist ein anderer Zug.
   *[yes] In dieser Notation ist „{ $letter }“ { $written }; mit den Buchstaben einer anderen Sprache ({ $language }) wäre „{ $answer }“ { $played }, und das ist ein anderer Zug.
}
reason-capture_mark_wrong = Das x bedeutet Schlagen, und dieser Zug schlägt nichts.
reason-check_mark_wrong = Das Zeichen { $mark } bedeutet { $kind ->
    [mate] Matt
   *[check] Schach
}, und dieser Zug gibt kein Schach.
reason-mate_mark_wrong = Das Zeichen { $mark } bedeutet Matt, und dieser Zug gibt nur Schach.
reason-en_passant_mark_wrong = „e.p.“ bezeichnet das Schlagen en passant, und dieser Zug schlägt nicht en passant.
reason-pawn_letter = Bauernzüge werden ohne Buchstaben geschrieben (C.4).
reason-piece_letter_missing = Ein Figurenzug beginnt mit dem Buchstaben der Figur (C.8).
reason-piece_letter_last = Der Buchstabe der Figur steht vor dem Feld (C.8).
reason-not_canonical = Das ist der richtige Zug, aber diese Übung verlangt die kanonische Form.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = „{ $answer }“ ist { $written_in }; hier ist { $asked } gefragt.
note-capture_mark_missing = Das x beim Schlagen darf man weglassen (C.9).
note-check_mark_missing = Das + beim Schach darf man weglassen (C.13).
note-mate_mark_missing = Matt wird mit # bezeichnet; das darf man weglassen (C.13).
note-needless_disambiguation = Es war nicht nötig zu sagen, woher die Figur kommt.
note-rank_where_file_suffices = Die Ausgangslinie hätte genügt, und sie wird bevorzugt (C.10.3).
note-long_form = Du hast die lange Form mit dem Ausgangsfeld benutzt (C.8).
note-hyphen = Der Bindestrich ist nicht nötig (C.8).
note-promotion_spelling = Die Umwandlung schreibt man auch { $canonical } (C.11).
note-castling_spelling = Die FIDE-Regeln schreiben die Rochade mit Nullen (C.13), PGN (das Format von Partiedateien) mit dem Buchstaben O; diese Übung schreibt { $canonical }.
note-non_canonical_mark = Die Zeichen ++ und e.p. sind erlaubt, aber nicht die kanonische Form.
note-en_passant_mark = Den Zusatz e.p. beim Schlagen en passant darf man weglassen (C.9.3): { $canonical } genügt.
note-double_plus_mate = Die Zeichen ++ und # bedeuten dasselbe: Matt (C.13).
reason-foreign_piece_letter = „{ $letter }“ ist in dieser Notation ({ $notation }) kein Figurenbuchstabe: { $piece } ist dort { $right }, und { $letter } ist { $piece } auf { $languages }.
reason-wrong_piece_and_square = Diesen Zug macht { $piece }, nach { $square }; „{ $answer }“ meint: { $written_piece }, { $written }.
reason-pawn_file_without_capture = Ein Bauer, der nichts schlägt, wird nur mit seinem Zielfeld geschrieben (C.8): { $canonical }. Die Linie, von der er kommt, schreibt man nur, wenn er schlägt (C.9.3).
grader-made-by = Diesen Zug macht { $piece }, nach { $square }.
grader-did-you-mean = Meintest du { $moves }?
