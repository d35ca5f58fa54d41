# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Drill link (optional)
results-drill-hint = Paste the link you gave the class here: you will see the drill's title and each missed question by name.
results-drill-known = Drill: “{ $title }”. Each missed question is shown by name.
results-drill-known-own = Drill: “{ $title }”. This link does not fix the questions (each student gets others), so misses can only be counted by number.
results-drill-not-a-link = This is not a link to an Escaque drill.
results-drill-unknown = Drill { $id }
results-not-a-code = It is not a result code.
results-skipped = Line { $line } (“{ $text }”) was not counted. { $why }
results-duplicate = repeated: already on line { $line }
results-repeats = { $repeats ->
    [one] (one code repeated, counted once)
   *[other] ({ $repeats } codes repeated, counted once)
}
results-other-drill = { $count ->
    [one] One result is from another drill, not the one of the link given.
   *[other] { $count } results are from another drill, not the one of the link given.
}
results-class-title = Most missed questions: { $drill }
results-class-intro = { $count ->
    [one] From one student: each question with how many missed it, most first.
   *[other] From { $count } students: each question with how many missed it, most first.
}
results-class-number = Question { $number }
results-class-missed = { $missed } of { $answered }
results-class-give-link = Paste the drill's link (above) to see each question by name.
results-class-col-prompt = Question
results-class-col-missed = Missed by
results-class-board = Squares missed: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] once
   *[other] { $count } times
}
results-class-board-none = Nobody missed a square.
results-class-board-caption = On the board: how many times each square was missed.
options-shared-note = These options are your teacher's: the same for the whole class, they cannot be changed here.
options-practise-freely = Practice freely
options-practise-freely-hint = The same drill just for you: other questions, any options you like, and no result code.
game-title-fide-sample = Sample game of Appendix C of the FIDE Laws of Chess
game-title-fide-example-2 = Sample game of an earlier edition of the FIDE Laws of Chess
game-title-caro-kann-trap = A trap in the Caro-Kann Defence
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (game { $n })
game-removed = The game “{ $game }” is no longer in Escaque's library: it was removed.
game-unknown = Escaque's library has no game “{ $game }”.
game-removed-offer = Do the same drill with the FIDE sample game (you can pick another in Options)
notice-results-damaged = What you had pasted into the results could not be read: the original was kept aside on this device.
