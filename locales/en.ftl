app-title = Escaque
app-tagline = Chess notation trainer
nav-home = Home
nav-settings = Settings
home-intro = Practise seeing the board and reading and writing games in algebraic notation, as FIDE's Laws (Appendix C) describe it.
home-offer-squares = Squares: find e4, name the highlighted square, tell its colour.
home-offer-moves = Moves: name the move shown, play the move written, read a whole game.
home-offer-grading = Grading with reasons, in your language and with your language's letters.
home-board-hint = Move by clicking, dragging or with the keyboard (arrows and Enter).
board-label = Chessboard
board-turn-white = White to move
board-turn-black = Black to move
board-last-move = Last move: { $move }
board-refused = Illegal move
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
settings-orientation = Colour at the bottom
settings-orientation-white = White
settings-orientation-black = Black
settings-coordinates = Coordinates
settings-coordinates-off = No coordinates
settings-coordinates-edges = On the edges
settings-coordinates-squares = On every square
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
drill-intro-find = Press the square that is named on the board.
drill-intro-name = Type the name of the marked square, or tap it with the file and rank keys.
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
drill-clock-waits = The clock starts with your first answer.
drill-orientation-white = This run, White is at the bottom.
drill-orientation-black = This run, Black is at the bottom.
drill-shared = Shared drill: everyone gets the same prompts.
drill-stop = Stop
verdict-correct = Right!
verdict-wrong = Wrong.
verdict-find = You pressed { $given }; { $expected } is shown on the board.
verdict-name = It was { $expected }.
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
answer-files = Files
answer-ranks = Ranks
answer-not-square = “{ $text }” is not a square: write a file (a–h) and a rank (1–8), like e4.
summary-title = Result
summary-score = { $right } of { $attempted }
summary-accuracy = Accuracy: { $percent } %
summary-streak = Best streak: { $streak }
summary-mean-time = Mean time per answer: { $seconds } s
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
progress-empty = No drills done on this device yet.
progress-start = Start one.
progress-scores = Scores over time
progress-series = Drill
progress-chart-description = { $runs ->
    [one] One run
   *[other] { $runs } runs
}; best score { $best }, latest { $last }.
progress-point = { $date }: { $score } of { $attempted }
progress-best = Best score: { $best }
progress-heat = Heat map of the squares
progress-heat-drill = Drill
progress-heat-hint = Red: squares you miss; amber: squares you are slow on. They come back more often in your next runs.
progress-heat-label = Heat map: { $drill }
progress-heat-square = { $square }: asked { $seen } times, { $missed } % missed, { $slow } % slow
progress-legend-missed = often missed
progress-legend-sometimes = sometimes missed
progress-legend-slow = slow
progress-legend-good = fine
progress-legend-unseen = not asked yet
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
