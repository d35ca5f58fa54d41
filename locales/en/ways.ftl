# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Move played: { $piece } from { $from } to { $to }{ $promotion ->
    [none] {""}
   *[other] , promoted to { $promotion }
}{ $check ->
    [check] , check
    [mate] , checkmate
   *[none] {""}
}.
home-offline = Works without internet after your first visit, on a phone too.
home-install = Install as an app
home-teachers-title = For teachers
home-teachers-intro = Share a drill as a link or a QR code, read your class’s result codes, print worksheets.
home-teachers-open = Teachers’ tools
