# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = That move is not legal
board-refused-in-check = The king is in check: that move does not get it out of check
board-wrong-side-white = White to move: move a white piece
board-wrong-side-black = Black to move: move a black piece

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] The king does not move like that: it goes to a neighboring square
    [queen] The queen does not move like that: it goes in a straight line or diagonally
    [rook] The rook does not move like that: it goes in a straight line, along files and ranks
    [bishop] The bishop does not move like that: it goes diagonally
    [knight] The knight does not move like that: it jumps in an L shape
   *[pawn] The pawn does not move like that: it goes one square forward (two from its starting square)
}
board-refused-pawn-captures = A pawn goes diagonally only to capture, and there is nothing to capture on { $square }
board-refused-pawn-blocked = A pawn does not capture straight ahead, only diagonally: { $square } is taken
board-refused-blocked = The piece on { $square } is in the way: only the knight jumps over pieces
board-refused-own-piece = One of your own pieces is already on { $square }
board-refused-pinned = The piece on { $square } is pinned: if it moves, your king is in check
board-refused-king-attacked = The king cannot go to { $square }: it would be in check there
board-refused-leaves-check = That move would leave your king in check
board-refused-castling-right = You can no longer castle on that side: the king or that rook has moved
board-refused-castling-blocked = To castle, no piece may stand between the king and the rook (one is on { $square })
board-refused-castling-check = You cannot castle while in check
board-refused-castling-through = The king cannot castle through or onto an attacked square ({ $square })
board-refused-castling-square = To castle, the king goes two squares toward the rook, to { $square }, and the rook jumps over it
