# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Write the FEN
drill-title-set-up = Set up the position
drill-intro-write-fen = A position is on the board: write its FEN. FEN's piece letters are always English: K Q R B N P, capitals for White.
drill-intro-set-up = A FEN is written: set its position up on the board with the pieces below (pick a piece, then click the squares), then check it.
drill-intro-touch-set-up = A FEN is written: set its position up on the board with the pieces below (pick a piece, then tap the squares), then check it.
drill-prompt-write-fen = Write this position's FEN.
worksheet-intro-write-fen = Write the FEN of each position (English piece letters K Q R B N P, capitals for White).
worksheet-intro-set-up = Draw each FEN's position on the empty board.
fen-answer-label = FEN
fen-letters-hint = FEN always uses the English letters, whatever your notation: K king, Q queen, R rook, B bishop, N knight, P pawn; capitals for White, small letters for Black.
fen-facts-castling = Castling still allowed: { $rights }
fen-castle-white-short = White O-O
fen-castle-white-long = White O-O-O
fen-castle-black-short = Black O-O
fen-castle-black-long = Black O-O-O
fen-castle-none = none
fen-facts-last = Last move: { $move }
fen-facts-last-unknown = Last move: not given
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } half-move since the last capture or pawn move; move { $fullmove }
   *[other] { $halfmove } half-moves since the last capture or pawn move; move { $fullmove }
}
fen-man-white = { $role ->
    [king] a white king
    [queen] a white queen
    [rook] a white rook
    [bishop] a white bishop
    [knight] a white knight
   *[pawn] a white pawn
}
fen-man-black = { $role ->
    [king] a black king
    [queen] a black queen
    [rook] a black rook
    [bishop] a black bishop
    [knight] a black knight
   *[pawn] a black pawn
}
fen-palette = Pieces to place
fen-palette-none = Eraser: empty the squares tapped
fen-palette-hint = Pick a piece (or the eraser), then click the squares; pieces can also be dragged onto the board, across it and off it.
fen-palette-hint-touch = Pick a piece (or the eraser), then tap the squares; pieces can also be dragged onto the board, across it and off it.
fen-setup-keys = With the keyboard: the arrows walk the board; a FEN letter puts its piece on the square (capitals for White: K Q R B N P; small letters for Black) and Delete takes it off.
fen-clear-board = Clear the board
fen-check = Check
fen-right = Right! { $fen }
fen-wrong = { $reason } The FEN is { $fen }
fen-lesson-link = Lesson: reading a FEN
fen-reason-rank-count = Piece placement: it needs 8 ranks separated by /, yours has { $count }.
fen-reason-bad-char = Rank { $rank }: “{ $char }” is not a FEN letter. FEN uses the English letters K Q R B N P (capitals for White, small letters for Black) and the digits 1 to 8 for empty squares.
fen-reason-square-man = Rank { $rank }: you wrote { $token } but there is { $man } on { $square }.
fen-reason-square-empty = Rank { $rank }: you wrote { $token } but { $square } is empty.
fen-reason-squares = Rank { $rank }: your letters and digits make { $count } squares, not 8.
fen-reason-split-digits = Rank { $rank }: empty squares in a row are one number; write their sum, not { $digits }.
fen-reason-extra-fields = A FEN has 6 fields separated by spaces; yours has { $count }.
fen-reason-side = Side to move: “{ $written }” should be “{ $expected }” (w White, b Black).
fen-reason-castling = Castling field: “{ $written }” should be “{ $expected }” (K Q for White, k q for Black, in that order; a hyphen when none is left).
fen-reason-en-passant = En passant square: “{ $written }” should be “{ $expected }” (the square a pawn that has just advanced two squares passed over; a hyphen if none).
fen-reason-halfmove = Half-move clock: “{ $written }” should be { $expected } (half-moves since the last capture or pawn move).
fen-reason-fullmove = Move number: “{ $written }” should be { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] The side to move (w or b) is missing after the piece placement.
    [castling] The castling field (KQkq, some of them, or a dash) is missing after the side to move.
    [en-passant] The en passant square (a square or a dash) is missing after the castling field.
    [halfmove] The half-move clock is missing after the en passant square.
    [fullmove] The move number, the last field, is missing.
   *[placement] The piece placement, the first field, is missing.
}
fen-reason-missing-clocks = The first four fields are right, but the two numbers at the end are missing: the half-move clock and the move number.
fen-reason-squares-wrong = { $count ->
    [one] One square is wrong (marked on the board): { $squares }.
   *[other] { $count } squares are wrong (marked on the board): { $squares }.
}
fen-reason-upside-down = The board is upside down: a FEN starts with rank 8 and ends with rank 1 (see the numbers at the board’s edge); with White at the bottom, rank 8 is at the top and White’s pieces start at the bottom.
fen-reason-squares-many = { $count } squares are wrong, marked on the board.
builder-content-fen = One position a line, as a FEN (a move after it is left aside), or a game (1.e4 e5 2.Nf3…): then each position after each move.
