## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = The file's letter comes first, then the rank's number: { $meant } (C.7).
written-slip-capital_file = Files are written in small letters: { $meant } (C.5).
reason-piece_capital_file = Only the piece's letter is a capital; the file is small: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Write only the move, without its number or dots: { $meant } (C.8).
   *[no] Write only the move, not its number: { $meant } (C.8).
}
