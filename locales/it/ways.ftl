# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Mossa giocata: { $piece } da { $from } a { $to }{ $promotion ->
    [none] {""}
   *[other] , promosso a { $promotion }
}{ $check ->
    [check] , scacco
    [mate] , scacco matto
   *[none] {""}
}.
home-offline = Funziona senza internet dopo la prima visita, anche sul telefono.
home-install = Installa come app
home-teachers-title = Per insegnanti
home-teachers-intro = Condividi un esercizio con un link o un codice QR, leggi i codici di risultato della classe, stampa schede.
home-teachers-open = Strumenti per insegnanti
