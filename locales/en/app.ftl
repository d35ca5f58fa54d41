app-title = Escaque
app-tagline = Chess notation trainer
nav-skip = Skip to content
nav-home = Home
nav-settings = Settings
home-intro = Practice seeing the board and reading and writing games in algebraic notation, as FIDE's Laws (Appendix C) describe it.
home-offer-squares = Squares: find e4, name the highlighted square, tell its color.
home-offer-moves = Moves: name the move shown, play the move written, read a whole game.
home-offer-grading = Grading with reasons, in your language and with your language's letters.
home-board-hint = Move by clicking, dragging or with the keyboard (arrows and Enter).
home-board-hint-touch = Move by tapping a piece and then its square, or by dragging it.
board-label = Chessboard
board-turn-white = White to move
board-turn-black = Black to move
board-last-move = Last move: { $move }
board-promotion = Choose the promotion piece
board-promotion-cancel = Cancel
board-flip = Flip the board
board-reset = Starting position
piece-white = { $role ->
    [king] white king
    [queen] white queen
    [rook] white rook
    [bishop] white bishop
    [knight] white knight
   *[pawn] white pawn
}
piece-black = { $role ->
    [king] black king
    [queen] black queen
    [rook] black rook
    [bishop] black bishop
    [knight] black knight
   *[pawn] black pawn
}
piece-name = { $role ->
    [king] King
    [queen] Queen
    [rook] Rook
    [bishop] Bishop
    [knight] Knight
   *[pawn] Pawn
}
settings-title = Settings
settings-ui-language = Interface language
settings-notation = Notation language
settings-notation-followed = The notation changed with the language. If you want another, choose it here.
settings-orientation = Color at the bottom
settings-orientation-white = White
settings-orientation-black = Black
settings-coordinates = Coordinates
settings-coordinates-off = No coordinates
settings-coordinates-edges = On the edges
settings-coordinates-squares = On every square
settings-orientation-note = This is for the square drills. In the move drills, the side to move is at the bottom; you can change it in each drill's options.
settings-coordinates-note = In “Find the square” and “Name the square” the names are shown on the edges: written on every square, they would give the answer away.
settings-theme = Theme
settings-theme-light = Light
settings-theme-dark = Dark
settings-saved = Settings are kept on this device.
notice-settings-replaced = Your saved settings could not be read; the defaults have been restored.
notice-dismiss = Got it
not-found = Page not found
settings-theme-system = Like the device
settings-sounds = Right and wrong sounds in drills
nav-progress = Progress
square-light = light square
square-dark = dark square
square-marked = marked
square-file = file { $file }
square-rank = rank { $rank }
notice-history-damaged = Part of your stored history could not be read: everything else was loaded, and the original was kept aside on this device.

## Square drills
home-drills-title = Square drills
home-start-untimed = 20 prompts
home-start-timed = 30 seconds
drill-title-find = Find the square
drill-title-name = Name the square
drill-title-colour = Light or dark?
drill-title-diagonal = On one diagonal?
drill-title-knight = Knight jumps
drill-intro-find = On the board, press the square that is named.
drill-intro-name = Type the name of the marked square, or enter it with the file and rank keys.
drill-intro-colour = Is the named square light or dark? Keys L (light) and D (dark).
drill-intro-diagonal = Are the two squares on one diagonal? Keys Y (yes) and N (no).
drill-intro-knight = How many jumps does a knight need from the first square to the second? Keys 1 to 6.
drill-find-keys = With the keyboard: the arrows move the focus over the board and Enter answers.
drill-prompt-name = Which square is marked?
drill-next = Next: { $prompt }
drill-score-label = Score
drill-streak = Streak: { $streak }
drill-progress = { $done } of { $total }
drill-time-left = { $seconds } s left
drill-time-paused = { $seconds } s left (clock stopped until “Next”)
drill-clock-waits = The clock starts with your first answer.
drill-orientation-white = This run, White is at the bottom.
drill-orientation-black = This run, Black is at the bottom.
drill-shared = Shared drill: everyone gets the same prompts.
drill-stop = Stop
verdict-correct = Right!
verdict-wrong = Wrong.
verdict-find = { $expected }: you pressed { $given }.
verdict-name = { $expected }: you answered { $given }.
verdict-colour = { $square } is { $colour ->
    [light] light
   *[dark] dark
}.
verdict-diagonal = { $answer ->
    [yes] { $a } and { $b } are on one diagonal.
   *[no] { $a } and { $b } are not on one diagonal.
}
verdict-knight = From { $a } to { $b }: { $moves ->
    [one] one knight jump
   *[other] { $moves } knight jumps
}.
answer-light = Light
answer-dark = Dark
answer-yes = Yes
answer-no = No
answer-keys = Answers
answer-square-label = Your answer
answer-send = Send
answer-empty = Write your answer first: there is nothing to send yet.
answer-files = Files
answer-ranks = Ranks
answer-not-square = “{ $text }” is not a square: write a file (a–h) and a rank (1–8), like e4.
summary-title = Result
summary-score = { $right } of { $attempted }
summary-stopped = You stopped after { $answered } of { $total } questions.
summary-stopped-timed = You stopped before the time was up.
summary-time-up = Time's up ({ $seconds } s).
summary-accuracy = Accuracy: { $percent }
summary-streak = Best streak: { $streak }
summary-mean-time = Mean time per answer: { $seconds }
summary-prompts = Prompts (press one to see it on the board)
summary-mistake = miss
summary-given = you answered { $given }; it was { $expected }
summary-again = Again
summary-progress = See progress
summary-home = Home
options-title = Options
options-length = Length
options-count = { $n } prompts
options-timed = { $seconds } seconds
options-orientation = Side at the bottom
options-orientation-random = Random
options-pieces = Show the pieces of the initial position
options-files = Files
options-ranks = Ranks
options-sounds = Right and wrong sounds
options-start = Start
options-area-too-small = The chosen files and ranks leave fewer than two squares.

## Links that cannot be opened
link-error-title = This link cannot be opened
link-error-home = Back to the home page
page-load-failed-title = This page could not be loaded
page-load-failed = This part of the app has not been downloaded to this device yet, and the network cannot be reached. Connect once and open the page again: after that it works offline.
link-too-long = The link is { $length } characters long; at most 4096 are allowed.
link-missing-version = The link does not start with its version (v=1).
link-unknown-version = This version of Escaque does not know the link's version “{ $version }”.
link-malformed = “{ $part }” is not of the form key=value.
link-unknown-key = The link has an unknown key: “{ $key }”.
link-repeated-key = The key “{ $key }” appears twice.
link-bad-value = “{ $value }” is not a valid value of “{ $key }”.
link-out-of-range = “{ $key }” must be between { $min } and { $max }, not “{ $value }”.
link-count-and-time = A drill has a number of prompts (n) or a time (t), not both.
link-unknown-mode = There is no drill called “{ $mode }”.
link-missing-mode = The link does not say which drill it is.
link-mode-mismatch = The link is for “{ $query }”, but the page is for “{ $route }”.

## Progress
progress-title = Progress
progress-empty = No square or move drills done on this device yet.
progress-start = Start one.
progress-scores = Scores over time
progress-series = Drill
progress-chart-description = { $runs ->
    [one] One run
   *[other] { $runs } runs
}; best score { $best }, latest { $last }.
progress-point = { $date }: { $score } of { $attempted }
progress-heat = Heat map of the squares
progress-heat-drill = Drill
progress-heat-hint = Squares you miss or are slow on come back more often in your next runs; below the map, what each color means.
progress-heat-empty = Nothing here yet: the square drills (Find the square, Name the square…) fill it, not the move drills.
progress-heat-label = Heat map: { $drill }
progress-heat-square = { $square }: asked { $seen ->
    [one] once
   *[other] { $seen } times
}, { $missed } % missed, { $slow } % slow
progress-legend-missed = { $count ->
    [one] often missed
   *[other] often missed
}
progress-legend-sometimes = { $count ->
    [one] missed at least once
   *[other] missed at least once
}
progress-legend-slow = { $count ->
    [one] slow
   *[other] slow
}
progress-legend-good = { $count ->
    [one] fine
   *[other] fine
}
progress-legend-unseen = { $count ->
    [one] not asked yet
   *[other] not asked yet
}
progress-recent = Latest runs
progress-col-date = Date
progress-col-drill = Drill
progress-col-score = Score
progress-col-accuracy = Accuracy
progress-col-time = Mean time
progress-col-mistakes = Misses
# Update notice
update-ready = A new version of Escaque is ready.
update-reload = Reload

## Move drills
home-move-drills-title = Move drills
home-start-game = FIDE's sample game
drill-title-name-move = Name the move
drill-title-play-move = Play the move
drill-title-game = Read a game
drill-intro-name-move = A move is played on the board: write it in the drill's notation.
drill-intro-play-move = A move is written: play it on the board (click, drag or keyboard).
drill-intro-game = A whole game, move by move: write each move you see, or play each move you read.
drill-intro-game-write = Each move of the game is played on the board: write it. A mistake is counted and the game goes on.
drill-intro-game-play = Each move of the game is written: play it on the board. A mistake is counted and the game goes on.
drill-prompt-name-move = Which move was played?
drill-play-keys = With the keyboard: the arrows move the focus, Enter picks a piece up and Enter again puts it down.
drill-unknown-game = The library has no game “{ $game }”.
drill-no-examples = There are no positions for “{ $focus }”.
library-loading = Loading the games…
library-failed = The games could not be loaded ({ $error }). Once online, they are kept on this device for next time.
link-not-for-mode = This link asks for { $what }, but the “{ $mode }” drill has no such option.
link-asks-n = a number of questions
link-asks-t = a time limit
link-asks-pieces = showing or hiding the pieces
link-asks-files = certain files
link-asks-ranks = certain ranks
link-asks-lang = a notation
link-asks-profile = a kind of games
link-asks-focus = a kind of moves
link-asks-game = a game from the library
link-asks-input = a way to answer
link-asks-side = a side
link-asks-form = a way to write the moves
link-asks-speak = reading the moves aloud
game-moves = Moves of the game
move-correct = Right! { $canonical }
move-accepted = Accepted: { $canonical }. { $notes }
move-wrong = Wrong. It is written { $canonical }. { $reason }
move-played-wrong = Wrong: you played { $given }; the move was { $expected }.
answer-move-label = Your move
answer-pieces = Piece letters
answer-marks = Signs
answer-delete = Delete
answer-held-hint = Answered: go on with Next
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] the king
    [queen] the queen
    [rook] the rook
    [bishop] the bishop
    [knight] the knight
   *[pawn] the pawn
}
piece-lower = { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
speak-move = { $castling ->
    [king] castles kingside
    [queen] castles queenside
   *[none] { $piece } { $capture ->
        [yes] takes on
       *[no] to
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , promotes to { $promotion }
    }
}{ $check ->
    [check] , check
    [mate] , checkmate
   *[none] {""}
}
options-whole-game = The whole game
options-orientation-auto = The side to move
options-game = Game
options-input = What you do
options-input-write = Write each move
options-input-play = Play each move
options-side = Moves of
options-side-both = Both sides
options-form = How the game is written
options-form-short = Short, with x, + and #
options-form-bare = Short, without signs
options-form-long = Long (Ng1f3)
options-profile = Grading
options-profile-fide = As FIDE (accepts what Appendix C accepts)
options-profile-strict = Strict (only the canonical form)
options-focus = Kind of move
options-pieces-blindfold = Show the pieces (without them: blindfold)
options-speak = Hear each move
options-coordinates-note = In this drill the names are shown on the edges: written on every square, they would give the answer away.
focus-any = Any
focus-castling = Castling
focus-en-passant = En passant captures
focus-promotion = Promotions
focus-under-promotion = Promotions to a rook, bishop or knight
focus-disambiguation-file = Two alike pieces: the file is written
focus-disambiguation-rank = Two alike pieces: the rank is written
focus-disambiguation-both = Three alike pieces: the square is written
focus-captures = Captures
focus-checks = Checks
focus-mates = Mates

## Teachers: links, builder, results, converter, worksheets
nav-builder = Teachers
nav-convert = Convert
link-bad-text = “{ $key }” must be plain text of at most 80 characters.
link-html = “{ $key }” contains “<” or “>”: links carry no HTML.
link-content-not-for-mode = The link's content is not of the kind the “{ $mode }” drill asks.
link-not-with-content = “{ $key }” has no use when the drill brings its own content.
content-too-long = The content is { $length } characters long; { $max } fit.
content-truncated = The link is cut short: the end of its content is missing. Ask for the whole link.
content-unknown-version = This version of Escaque does not know the content's version “{ $version }”.
content-bad-position = Position { $index } of the link is impossible: { $why }
content-illegal-move = Move { $index } of the link is not legal.
content-damaged = The link's content is damaged.
fen-field-count = a FEN has 6 fields separated by spaces, and this one has { $count }.
fen-bad-board = rank { $rank } of the board does not have 8 squares.
fen-bad-piece = “{ $char }” is not a piece (KQRBNP, kqrbnp) or a digit 1 to 8.
fen-bad-side = the side to move is “w” or “b”, not “{ $text }”.
fen-bad-castling = castling rights are “-” or the letters KQkq, not “{ $text }”.
fen-bad-en-passant = the en-passant square is “-” or a square on rank 3 or 6, not “{ $text }”.
fen-bad-counter = the move counters are whole numbers, not “{ $text }”.
fen-king-count = { $side ->
    [white] White
   *[black] Black
} has { $count } kings (exactly one is needed).
fen-pawn-back-rank = a pawn cannot stand on { $square }.
fen-too-many-pieces = { $side ->
    [white] White
   *[black] Black
} has { $count } pieces (at most 16).
fen-too-many-pawns = { $side ->
    [white] White
   *[black] Black
} has { $count } pawns (at most 8).
fen-impossible-material = { $side ->
    [white] White
   *[black] Black
} has more promoted pieces than missing pawns.
fen-opponent-in-check = the side not to move is in check.
fen-castling-without-pieces = castling right “{ $text }” without the king and rook on their squares.
fen-impossible-en-passant = the en-passant square { $text } cannot follow a double pawn step.
fen-impossible-check = no last move gives this check.
fen-refused = the move generator refuses this position.
game-error-at = Move { $number }, { $side ->
    [white] White
   *[black] Black
}, “{ $token }”: { $why }
game-unclosed = “{ $char }” is never closed.
game-unbalanced = there is a “)” without “(”.
input-empty = There is nothing to make a drill of.
input-too-many = { $count } items are too many for a link (at most { $max }).
input-bad-square = Item { $index }, “{ $text }”, is not a square.
input-line = Line { $line }: { $why }
input-extra-text = Line { $line }: unexpected “{ $text }” after the move.
input-several-games = The text holds { $count } games; a drill takes one.
input-null-move = Move { $number }, { $side ->
    [white] White
   *[black] Black
}: a null move cannot be asked.
code-bad-character = “{ $char }” (position { $position }) is not a character of a code.
code-wrong-length = The code does not have the length of a result code.
code-checksum = The code has a copying mistake: a character changed, or two swapped.
code-unknown-version = This version of Escaque does not know this code's version.
code-damaged = The code cannot be read.
code-missing = The code is missing.
code-name-too-long = The name is too long (at most 60 characters).
code-bad-name = The name cannot be read.
code-bad-link = The result link cannot be read.
result-code-title = Result code
result-code-intro = If your teacher asked for your result, send this code or the link.
result-name = Your name (optional)
result-copy-code = Copy the code
result-copy-link = Copy the link
result-link = Result link
result-copied-code = Code copied.
result-copied-link = Link copied.
result-not-tamper-proof = A result code is not tamper-proof: it saves copying by hand; it is not a proof.
result-title = Result
result-student = Student
result-no-name = (no name)
result-drill = Drill
result-score = Score
result-accuracy = Accuracy
result-time = Time
result-seconds = { $seconds } s
result-date = Date
result-mistakes = Prompts missed
result-no-mistakes = none
result-code = Code
result-to-results = Class results
results-title = Class results
results-intro = Paste what your students sent, one a line: the code, the result link, or their name before it (“Sofía: 1309M-…”, “Carlos – https://…”).
results-paste = Codes
results-bad-line = Line { $line }: { $why }
results-count = { $count ->
    [one] One result
   *[other] { $count } results
}
results-col-name = Student
results-col-drill = Drill
results-col-date = Date
results-col-score = Score
results-col-accuracy = Accuracy
results-col-time = Total time
results-col-mistakes = Questions missed
results-question-number = no. { $n }
results-scroll-hint = Swipe the table sideways to see every column.
results-export = Download CSV
results-csv-file = results.csv
results-csv-0 = Student
results-csv-1 = Drill
results-csv-2 = Date
results-csv-3 = Right
results-csv-4 = Answered
results-csv-5 = Questions in the drill
results-csv-6 = Accuracy (%)
results-csv-7 = Seconds
results-csv-8 = Misses
results-csv-9 = Repeated
results-csv-yes = yes
results-unfinished = not finished: { $answered ->
    [one] 1 answered
   *[other] { $answered } answered
}
convert-title = Convert a game
convert-intro = Paste a game in any language and form; it comes out in the language and form you choose, checked move by move. Works offline.
convert-from = Written in
convert-auto = Detect
convert-detected = Read as: { $language }.
convert-to = Convert to
convert-long = Long form (Ng1f3)
convert-figurine = ♘ figurines
convert-notation-name = { $code ->
    [descriptive-en] English descriptive
    [descriptive-es] Spanish descriptive
    [descriptive-fr] French descriptive
   *[iccf] ICCF numeric
}
convert-annotations = Annotations from books and databases (!?, ±, +-, =, N, □, $14…) are kept as written; in PGN they are written as their numbers ($16), as other programs read them.
convert-input = Game
convert-output = Result
convert-copy = Copy
convert-copied = Copied.
builder-title = Make a drill
builder-intro = Choose the drill and its options, add your own squares, positions or a game if you like, and share the link or the QR code. Everything travels in the link: there is no server.
builder-mode = Drill
builder-drill-title = Title (optional)
builder-content = Your own content (optional)
builder-content-squares = Squares separated by spaces: e4 d5 a1…
builder-content-positions = One position a line: a FEN followed by the move (Nf3, g1f3…).
builder-content-game = A game in any language and form: 1.e4 e5 2.Nf3…
builder-content-ok = { $count ->
    [one] One item, all right.
   *[other] { $count } items, all right.
}
builder-same-prompts = The same prompts for everyone
builder-same-prompts-off = Without this, each student gets other prompts and the drill gives no result code.
builder-first = First
builder-previous = Previous
builder-next = Next
builder-last = Last
builder-preview = First prompts
builder-link = The drill's link
builder-copy = Copy the link
builder-length = { $length } of { $max } characters.
builder-too-long = The link is { $length } characters long and chat apps keep { $max }: remove positions or moves.
builder-qr = QR code of the link
builder-qr-large = Show large
builder-qr-small = Back
builder-open = Open the drill
builder-worksheet = Printable worksheet
builder-results = Class results
worksheet-diagram = Diagram { $number }
worksheet-find = Mark the square { $square }.
worksheet-play = Draw the move { $move } as an arrow.
worksheet-name-move = Write the move of the arrow.
worksheet-name-game-move = Write the move of the arrow ({ $number }).
worksheet-name = Name:
worksheet-date = Date:
worksheet-print = Print
worksheet-key = Answers: { $title }
worksheet-left-out = This sheet has the first { $shown } of the drill’s { $total } questions.
worksheet-timed = The drill is against the clock; on paper it has { $count } questions.
worksheet-key-move = { $move }: from { $from } to { $to }
