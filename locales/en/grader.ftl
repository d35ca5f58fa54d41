## The grader: why an answer is wrong (reason-*) and how an accepted answer differs (note-*).
## The codes come from escaque_core::grade (ReasonCode, Note).

reason-syntax = “{ $answer }” is not written correctly:
reason-illegal = “{ $answer }” is not a legal move here:
reason-syntax_empty = You have not written a move.
reason-syntax_unexpected = “{ $char }” has no place here or is not a piece letter of this notation.
reason-syntax_missing_destination = the square of arrival is missing.
reason-syntax_trailing_text = there is text after the move.
reason-syntax_bad_promotion = a pawn promotes only to a queen, rook, bishop or knight.
reason-syntax_repeated_piece_letter = the letter { $letter } is written twice; once is enough.
reason-syntax_reversed_square = a square is written file first, then rank: { $square }, not { $written }.
reason-syntax_upper_case_file = files are written in lower case (C.5): { $square }.
reason-syntax_space = a move is written without spaces.
reason-syntax_castling_without_hyphens = castling is written with hyphens: { $castling }.
reason-illegal_null_move = a null move is not a move of the game.
reason-illegal_no_such_piece = there is no { $piece } that could make that move.
reason-illegal_empty_source = no piece of the side to move stands on { $square }.
reason-illegal_wrong_piece_on_source = on { $square } there is a { $found }, not a { $written }.
reason-illegal_cannot_reach = no { $piece } can go to { $square }.
reason-illegal_path_blocked = the way from { $from } to { $to } is blocked on { $blocker }.
reason-illegal_own_piece_on_target = { $square } holds a piece of the same side.
reason-illegal_king_in_check = { $pinned ->
    [yes] the piece on { $from } is pinned, and { $from }-{ $to } would leave its king in check.
   *[no] after { $from }-{ $to } the king would be in check.
}
reason-illegal_promotion_not_allowed = only a pawn that reaches the last rank promotes.
reason-illegal_no_castling_right = castling { $side ->
    [king] kingside
   *[queen] queenside
} is no longer allowed (the king or the rook has moved).
reason-illegal_castling_blocked = cannot castle { $side ->
    [king] kingside
   *[queen] queenside
}: { $square } is occupied.
reason-illegal_castling_out_of_check = castling is not allowed while in check.
reason-illegal_castling_through_check = cannot castle { $side ->
    [king] kingside
   *[queen] queenside
}: { $square } is attacked.
reason-piece_letter_lowercase = { $file ->
    [yes] Piece letters are capitals (C.2): { $suggestion }. In lower case, “{ $letter }” is a file.
   *[no] Piece letters are capitals (C.2): { $suggestion }.
}
reason-pawn_capture_file_missing = When a pawn captures, write the file it comes from (C.9.3): { $candidates }.
reason-castling_as_king_move = Castling is written { $castling }, not as a king move (C.13).
reason-ambiguous = “{ $answer }” is ambiguous: it could be { $candidates }. Say which piece moves (C.10).
reason-missing_promotion = The piece the pawn promotes to is missing (C.11).
reason-wrong_promotion = The pawn becomes a { $piece } ({ $letter }), not a { $written_piece } ({ $written_letter }) (C.11).
reason-different_move = You wrote { $answer }, which is another move.
reason-wrong_square = The move goes to { $square }, not { $written }.
reason-wrong_origin = The { $piece } that goes to { $square } comes from { $from }, not from “{ $written }” (C.10).
reason-pawn_origin = { $capture ->
    [yes] The pawn that takes on { $square } comes from the { $file } file, not the { $written } file (C.9.3).
   *[no] The pawn that goes to { $square } comes from { $from } and takes nothing: write only the square it goes to (C.8).
}
reason-wrong_piece_letter = That is the move, but with the letters of another language ({ $language }).
reason-wrong_piece = { $pawn ->
    [yes] “{ $letter }” is { $written }; this move is made by { $piece }, written without a letter (C.4).
   *[no] “{ $letter }” is { $written }; this move is made by { $piece }: { $right } (C.2).
}
reason-other_letters_other_move = { $known ->
    [no] “{ $letter }” is not a piece letter in { $notation }: { $piece } is { $right }, and { $letter } is { $piece } in { $languages }. Read that way, “{ $answer }” would be { $played }, which is another move.
   *[yes] In this notation “{ $letter }” is { $written }; in the letters of another language ({ $language }), “{ $answer }” would be { $played }, which is another move.
}
reason-capture_mark_wrong = The x means a capture, and this move captures nothing.
reason-check_mark_wrong = The { $mark } sign means { $kind ->
    [mate] mate
   *[check] check
}, and this move gives no check.
reason-mate_mark_wrong = The { $mark } sign means mate, and this move only gives check.
reason-en_passant_mark_wrong = “e.p.” (or “a.p.”) marks an en passant capture, and this move is not one.
reason-pawn_letter = Pawns are written without a letter (C.4).
reason-piece_letter_missing = A piece move starts with the piece's letter (C.8).
reason-piece_letter_last = The piece letter comes before the square (C.8).
reason-not_canonical = That is the right move, but this drill asks for the canonical form.
# A move in another notation than the one asked: both named (notation-other-name).
reason-other_notation = “{ $answer }” is written in { $written_in }; this drill asks for { $asked }.
note-capture_mark_missing = The x of a capture is optional (C.9).
note-check_mark_missing = The + of a check is optional (C.13).
note-mate_mark_missing = Mate is marked with #, which is optional (C.13).
note-needless_disambiguation = There was no need to say where the piece comes from.
note-rank_where_file_suffices = The file it comes from was enough, and is preferred (C.10.3).
note-long_form = You used the long form, with the starting square (C.8).
note-hyphen = The hyphen is not needed (C.8).
note-promotion_spelling = The promotion is also written { $canonical } (C.11).
note-castling_spelling = FIDE's Laws write castling with zeros (C.13), PGN (the format of game files) with the letter O; this drill writes { $canonical }.
note-non_canonical_mark = The marks ++ and e.p. are allowed, but are not the canonical form.
note-en_passant_mark = The e.p. mark of an en passant capture is optional (C.9.3): { $canonical } is enough.
note-double_plus_mate = The marks ++ and # mean the same: mate (C.13).
reason-foreign_piece_letter = “{ $letter }” is not a piece letter in { $notation }: { $piece } is { $right }, and { $letter } is { $piece } in { $languages }.
reason-wrong_piece_and_square = This move is made by { $piece }, to { $square }; “{ $answer }” names { $written_piece } and { $written }.
reason-pawn_file_without_capture = A pawn that captures nothing is written with its square of arrival alone (C.8): { $canonical }. The file it leaves is written only when it captures (C.9.3).
grader-made-by = This move is made by { $piece }, to { $square }.
grader-did-you-mean = Did you mean { $moves }?
