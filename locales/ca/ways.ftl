# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Jugada: { $piece } de { $from } a { $to }{ $promotion ->
    [none] {""}
   *[other] , promociona a { $promotion }
}{ $check ->
    [check] , escac
    [mate] , escac i mat
   *[none] {""}
}.
home-offline = Funciona sense internet després de la primera visita, també al mòbil.
home-install = Instal·la com a aplicació
home-teachers-title = Per a professors
home-teachers-intro = Comparteix un exercici amb un enllaç o un codi QR, llegeix els codis de resultat de la classe, imprimeix fitxes.
home-teachers-open = Eines per a professors
