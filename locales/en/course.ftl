# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = The notation course
course-intro = Learn to read and write moves step by step, with FIDE's rules (Appendix C). Each lesson has examples on the board and exercises; you master it with { $percent } right.
course-mastered-count = Lessons mastered: { $mastered } of { $total }
course-lesson-number = Lesson { $number }
course-state-new = New
course-state-started = Started
course-state-mastered = Mastered
course-back-to-list = All lessons
course-articles = FIDE rules: { $articles }
course-steps = Lesson steps
course-step-of = Step { $index } of { $total }
course-step-back = Back
course-step-next = Next
course-start-practice = Practice
course-practice-title = Practice
course-practice-intro = { $total } exercises. Get { $percent } right to master the lesson.
course-progress = Exercise { $done } of { $total }
course-part-number-white = move { $number }, White's → { $text }
course-part-number-black = move { $number }, Black's, with three dots → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = pawn → no letter
course-part-from = square it leaves → { $text }
course-part-pawn-file = file it leaves → { $text }
course-part-from-rank = rank it leaves → { $text }
course-part-capture = captures → { $text }
course-part-to = to { $square } → { $text }
course-part-promotion = becomes a { $piece } → { $text }
course-part-castle-king = short castling → { $text }
course-part-castle-queen = long castling → { $text }
course-part-en-passant = en passant (optional) → { $text }
course-part-check = check → { $text }
course-part-mate = checkmate → { $text }
course-written = Written:
course-letters-piece = Piece
course-letters-letter = Letter
course-letters-figurine = Figurine
course-figurines = With figurines
course-game-short = Short form
course-game-bare = Without the optional signs
course-game-long = Long form
course-game-next = Next move
course-game-back = Previous move
course-game-start = The starting position
course-game-after = After { $move }
course-game-board = The game on the board
course-prompt-write = Write the move of the arrow.
course-prompt-play = Play on the board: { $move }
course-prompt-find = Choose the square { $square }.
course-prompt-name = What is the marked square called?
course-prompt-fen-piece = Read the FEN and choose the square of this piece: { $piece }.
course-prompt-fen-en-passant = Read the FEN and choose its en passant square.
course-prompt-find-touch = Tap the square { $square }.
course-prompt-fen-piece-touch = Read the FEN and tap the square of this piece: { $piece }.
course-prompt-fen-en-passant-touch = Read the FEN and tap its en passant square.
course-prompt-check = Is “{ $move }” written correctly for the move of the arrow?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = The pawn becomes a { $role ->
    [queen] queen
    [rook] rook
    [bishop] bishop
   *[knight] knight
}.
course-right = Right!
course-castling-both = Castling is written with zeros (FIDE’s Laws, C.13) or with the letter O (game files): both are right.
course-wrong = No.
course-wrong-square = No: that is { $given }; the square was { $square }.
course-wrong-named = No: you answered { $given }; the marked square is { $square }.
course-wrong-text = No: the square was { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = No: { $given } is on rank { $given_rank }. A FEN goes from rank 8 down to rank 1, and the letter { $letter } is in the group “{ $group }”, which is rank { $rank }: { $square }.
course-fen-wrong-file = No: { $given } is on the { $given_file } file. In “{ $group }”, the group of rank { $rank }, { $place ->
    [first] the letter { $letter } comes first
    [second] one square comes before the letter { $letter }
   *[later] { $before } squares come before the letter { $letter }
} (digits count empty squares, from the a file): it is on the { $file } file, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } is { $piece }; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = No: on { $given } the FEN has “{ $pressed }” ({ $pressed_piece }). In a FEN capitals are White’s men and small letters Black’s: you are looking for “{ $letter }” ({ $piece }), on { $square }.
course-fen-wrong-en-passant = No: { $given }. The en passant square is written in the FEN after the castling rights: { $field }.
course-check-yes = “{ $move }” is written correctly.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = There is no mistake: “{ $move }” is written correctly.
course-check-no = “{ $move }” is not written correctly.
course-done-mastered = Lesson mastered!
course-done-not-yet = Nearly: go over the steps again and have another try.
course-done-keep-going = Not yet: go through the lesson’s steps again, one by one, and have another try.
course-done-score = { $right } of { $total } right ({ $percent }).
course-again = Practice again
course-next-lesson = Next: { $title }
course-practise-more = Practice more: { $drill }
course-practise-more-focus = Practice more: { $drill } ({ $focus })
course-unknown-lesson = There is no such lesson.
notice-course-damaged = Part of your course progress could not be read: the original was kept aside on this device.
nav-learn = Course
home-course-title = Learn the notation
home-course-intro = Thirteen short lessons, from the board to a whole game, with examples and exercises.
home-course-open = Start the course
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = All the lessons
home-course-continue = Continue: lesson { $number }, { $title }
progress-course-title = Course
progress-course-best = best: { $percent } · { $runs ->
    [one] one practice
   *[other] { $runs } practices
}
progress-course-not-practised = opened, not practiced yet
lesson-board-title = The board and its squares
lesson-board-1 = Look at the board from White's side. The eight files (the columns, from top to bottom) are named with small letters, a to h, from left to right (C.5). The marked square is on the a-file.
lesson-board-2 = The eight ranks (the rows, from side to side) are numbered 1 to 8, starting from White's side (C.6). That is why White's pieces start on ranks 1 and 2, and Black's on 7 and 8. The marked square is on the h-file and the 8th rank.
lesson-board-3 = Every square has its own name: first the letter of its file, then the number of its rank, like e4 (C.7). No two squares have the same name.
lesson-board-4 = From Black's side the board is turned round: the a-file is on the right and rank 1 at the top. The names do not change: this square is still e4.
lesson-pieces-title = The pieces and their letters
lesson-pieces-1 = Each piece is written with a capital letter, the first letter of its name (C.2) in each player's language (C.3): in English the knight is N, because K is already the king. The table shows the letters of your notation; in books you will sometimes see little figures instead. Note: in these rules, “piece” means any piece except a pawn (C.1).
lesson-pieces-2 = Pawns have no letter (C.4): a pawn move is just the square it goes to. Here the pawn goes from e2 to e4, and it is written e4.
lesson-pieces-3 = Each language uses its own letters (C.3): the same knight move, its letter and the square it goes to (f3), is written differently in each. Escaque uses the letters of the notation in the settings, where you can change it.
lesson-moves-title = Writing a move
lesson-moves-1 = To write a piece's move, put its letter and then the square it goes to, with no hyphen or space (C.8). There is no need to say where it comes from.
lesson-moves-2 = For a pawn the square it goes to is enough (C.8): this pawn goes to d4, so it is written d4.
lesson-moves-3 = Another piece, the same rule: the bishop's letter and the square where it ends. Always read the arrow like this: which piece moves, and where does it go?
lesson-captures-title = Captures
lesson-captures-1 = When a piece captures, you may put an x between its letter and the square (C.9). Here the bishop captures the knight on c6.
lesson-captures-2 = The x is optional: without it the move is written correctly too. What never changes is the square: the captured piece's, where yours ends up.
lesson-captures-3 = Only put the x when something really is captured: on a move to an empty square, like this one, the x would be a mistake.
lesson-pawn-captures-title = Pawn captures
lesson-pawn-captures-1 = A pawn that captures is written with the letter of the file it leaves, then the x and the square it goes to (C.9.3): exd5. The x may be left out: ed5 is right too.
lesson-pawn-captures-2 = The file it leaves is never left out, even when only one pawn can capture: a pawn's capture always has it (C.9.3). Here, besides, two pawns can capture on d5, and only the file says which one does.
lesson-pawn-captures-3 = Black writes it the same way: this pawn leaves the d-file and captures on e4.
lesson-en-passant-title = En passant
lesson-en-passant-1 = When a pawn moves two squares and lands beside an enemy pawn, that pawn may capture it “en passant”, as if it had moved only one. Here Black's pawn has just gone from d7 to d5 (the marked squares) and stands beside White's pawn on e5. You write the square where the capturing pawn ends (C.9.3): d6, not d5. It is only possible on the very next move, right after the two-square advance: if it is not played then, it is gone.
lesson-en-passant-2 = Black captures en passant the same way: here White's pawn has just gone from e2 to e4, and Black's pawn on d4 takes it and ends on e3. You may add “e.p.” (or “a.p.”) after the move, but you do not have to; and only on an en passant capture: on any other move it would be a mistake.
lesson-two-pieces-title = Two pieces of the same kind
lesson-two-pieces-1 = When two pieces of the same kind can go to the same square, you must say which one moves (C.10). If they are on the same rank, add the file it leaves, right after the letter.
lesson-two-pieces-2 = If they are on the same file, the file does not help: add the rank it leaves.
lesson-two-pieces-3 = If they are on different ranks and files, both ways work, but the file is preferred (C.10.3).
lesson-two-pieces-4 = With a capture, the x goes after that file or rank and before the square it goes to. Remember: you only need it when both pieces really can go there.
lesson-promotion-title = Promotion
lesson-promotion-1 = When a pawn reaches the last rank it becomes another piece. Write the pawn's move and, straight after it, the letter of the new piece (C.11).
lesson-promotion-2 = If it promotes by capturing, write it like any pawn capture, with the new piece at the end. Many people put an = sign before the letter: that is accepted too.
lesson-promotion-3 = You do not always choose a queen: sometimes a knight, a rook or a bishop is better. It is written the same way, with the letter of the piece chosen.
lesson-castling-title = Castling
lesson-castling-1 = Short castling, with the rook on h1 or h8, is written 0-0 in FIDE's Laws (C.13); English books, PGN and this app in English notation write O-O, with the letter O. It is written like this, not as a king move. Castling moves two pieces: the king goes two squares towards the rook, and the rook jumps to the king's other side (the two arrows).
lesson-castling-2 = Long castling, with the rook on a1 or a8, is written 0-0-0 (O-O-O in English books): one more, because the rook travels further.
lesson-castling-3 = Black writes it the same way. Zeros, as in the Laws, or the letter O, as in English books: both are right.
lesson-check-mate-title = Check and mate
lesson-check-mate-1 = When a move gives check, you may add + at the end (C.13). Here the bishop captures on f7 and gives check.
lesson-check-mate-2 = When it is checkmate, add # or ++ (C.13). Here the queen captures on f7 and mates.
lesson-check-mate-3 = The signs x, +, # and e.p. are optional, but if you write them they must be true: a + without check is a mistake. To offer a draw, write (=) after your move (C.12).
lesson-long-form-title = The long form
lesson-long-form-1 = A longer form is also right: the piece's letter, the square it leaves and the square it goes to (C.8).
lesson-long-form-2 = For a pawn it is just the two squares, with no letter: from e2 to e4. Some books put a hyphen between the two squares (e2-e4): that is correct too, though not needed.
lesson-long-form-3 = In a capture the x goes between the two squares. This form helps while you learn the short one: there is never any doubt which piece moves.
lesson-a-game-title = A whole game
lesson-a-game-1 = A game is written move by move: the number, White's move and Black's move. This is FIDE's sample game in three forms: short, without the optional signs, and long. Below, play it through move by move on the board.
lesson-a-game-2 = When a Black move is written on its own, three dots follow the number: 3...exd4 is Black's reply in move 3.
lesson-a-game-3 = A trap in the Caro-Kann Defence in six moves: play it through move by move on the board with “Next move” and see how the knight mates on d6.
lesson-fen-title = Reading a FEN
lesson-fen-1 = A FEN describes a position in a single line. It starts with rank 8 and goes down to rank 1, with a / between ranks; each rank is read from the a-file to the h-file. The pieces have their English letters: K king, Q queen, R rook, B bishop, N knight (K is already the king's), P pawn; capitals for White, small letters for Black.
lesson-fen-2 = A digit counts empty squares in a row: 8 is an empty rank, and 4p3 is four empty squares, a black pawn and three empty squares. Then comes who is to move (w White, b Black) and the castling still possible: K and Q, White's short and long castling; k and q, Black's (here KQkq, all four).
lesson-fen-3 = Next is the en passant square, if there is one (here d6, because Black's pawn has just gone from d7 to d5; if not, a hyphen), and two numbers: how many moves have been made since the last capture or pawn move (White's and Black's each count one), and the move number.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Exercise { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Well spotted!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = “{ $move }” is not written correctly: it is another move. The arrow’s move is written { $canonical }.
course-turn-white = White to move.
course-turn-black = Black to move: the board is seen from Black's side, rank 8 at the bottom.
course-prompt-arrow = The arrow goes from { $from } to { $to }.
course-prompt-arrow-castle = The arrows: the king goes from { $from } to { $to } and the rook from { $rook_from } to { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = It is the long form, with the starting square (C.8).
