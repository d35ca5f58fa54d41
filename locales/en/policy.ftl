## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = The file's letter comes first, then the rank's number: { $meant } (C.7).
written-slip-capital_file = Files are written in small letters: { $meant } (C.5).
reason-piece_capital_file = Only the piece's letter is a capital; the file is small: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Write only the move, without its number or dots: { $meant } (C.8).
   *[no] Write only the move, not its number: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = { $square } should hold { $piece }
setup-square-empty = { $square } should be empty
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Black counts the ranks from its own side: Black's P-K4 is e5.
