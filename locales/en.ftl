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
# Update notice
update-ready = A new version of Escaque is ready.
update-reload = Reload
