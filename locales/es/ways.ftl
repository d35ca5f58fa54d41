# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Jugada: { $piece } de { $from } a { $to }{ $promotion ->
    [none] {""}
   *[other] , promociona a { $promotion }
}{ $check ->
    [check] , jaque
    [mate] , jaque mate
   *[none] {""}
}.
home-offline = Funciona sin internet después de la primera visita, también en el móvil.
home-install = Instalar como aplicación
home-teachers-title = Para profesores
home-teachers-intro = Comparte un ejercicio con un enlace o un código QR, lee los códigos de resultado de tu clase, imprime fichas.
home-teachers-open = Herramientas para profesores
