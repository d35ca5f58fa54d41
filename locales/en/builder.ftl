# The builder, the worksheets and the converter (issue 15).
builder-content-moves = A game (1.e4 e5 2.Nf3…, in any language, with or without numbers) or one position a line: a FEN followed by its move.
builder-kind-squares = { $count ->
    [one] one square
   *[other] { $count } squares
}
builder-kind-positions = { $count ->
    [one] one position with its move
   *[other] { $count } positions with their moves
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] one position
   *[other] { $count } positions
}
builder-kind-game = { $count ->
    [one] a game of one move
   *[other] a game of { $count } moves
}
builder-read = Recognized: { $what }.
builder-misfit-kind = You pasted { $what }; “{ $mode }” does not ask that. That suits { $modes }.
builder-misfit-odd = These are { $count } squares and “{ $mode }” asks them two by two: add or remove one.
builder-misfit-no-move = Position { $index } (line { $line }) has no move: write it after the FEN.
builder-quoted = “{ $text }”
builder-use-mode = Switch to “{ $mode }”
builder-error-at = Line { $line }, column { $column }. { $why }
builder-bad-square = “{ $text }” is not a square.
builder-bad-fen = The FEN is not valid: { $why }
builder-bad-move = The move “{ $text }” is not valid: { $why }
builder-extra-text = Unexpected “{ $text }” after the move.
builder-no-link = There is no link while the content does not suit this drill.
builder-no-link-at = There is no link while the content has an error (line { $line }, column { $column }).
builder-qr-close = Close (Esc)
worksheet-intro-find = On each diagram, mark the square asked for with a cross.
worksheet-intro-name = Write the name of the square marked with a dot.
worksheet-intro-colour = Write whether each square is light or dark.
worksheet-intro-diagonal = Write yes or no: are the two squares on one diagonal?
worksheet-intro-knight = Write how many jumps a knight needs to go from the first square to the second.
worksheet-intro-name-move = Write the move the arrow shows.
worksheet-intro-play-move = Draw the written move as an arrow.
worksheet-intro-game-write = Write, in order, each move of the game that the arrow shows.
worksheet-intro-game-play = Draw, in order, each written move of the game as an arrow.
worksheet-notation = Notation: { $language }.
worksheet-game-move = Move { $number }
builder-edit = Edit
builder-made-drills = Your last drills
notice-draft-damaged = Your saved drill draft could not be read: it has been kept aside on this device and you start a new one.
notice-drills-damaged = Part of your list of drills could not be read: the rest has been loaded and the original kept aside on this device.
builder-aside-title = Saved drafts
builder-aside-intro = When you open another drill to edit it, what you had half done is kept here. You can go back to it whenever you like.
builder-aside-restore = Back to this draft
builder-aside-discard = Discard
builder-title-kept = You changed to “{ $mode }” and the title is still “{ $title }”. Does it still fit?
builder-title-clear = Remove the title
builder-query-draft = Your draft is still here.
builder-query-new = Here is a new drill: choose its kind and options.
worksheet-intro-old-book = Each move is written as in an old book, in descriptive notation: write it in algebraic.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = The book says { $move }: write it in algebraic.
