# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Next
drill-held-arrow = The blue arrow is the right move.
drill-held-both-arrows = Blue: the right move. Orange: yours.
drill-turned-white = The board has turned: White is now at the bottom.
drill-turned-black = The board has turned: Black is now at the bottom.
drill-intro-touch-find = Tap the named square on the board.
drill-intro-touch-name = What is the marked square called? Tap its file and its rank.
drill-intro-touch-colour = Is the named square light or dark?
drill-intro-touch-diagonal = Are the two squares on one diagonal?
drill-intro-touch-knight = How many jumps does a knight need to go from the first square to the second?
drill-intro-touch-play-move = A move is written: play it on the board (tap the piece, then its square, or drag it).
verdict-square-right = { $square }: right!
verdict-find-touch = { $expected }: you tapped { $given }.
summary-prompts-touch = Prompts (tap one to see it on the board)
# A square of the colour drill's board, whose colour is not told.
square-plain = square
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } from the left, { $row } from the bottom
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = This game has no move of the chosen side: there is nothing to ask.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Question { $n }: { $verdict }
drill-verdict-of-move = { $side ->
    [white] White’s
   *[black] Black’s
} move { $number }: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notation in { $language }: { $letters }

notation-language-name = { $code ->
    [es] Spanish
    [fr] French
    [de] German
    [it] Italian
    [pt] Portuguese
    [nl] Dutch
    [ca] Catalan
    [pl] Polish
    [cs] Czech
    [sv] Swedish
    [da] Danish
    [no] Norwegian
    [fi] Finnish
    [ro] Romanian
    [hu] Hungarian
    [ru] Russian
   *[en] English
}
