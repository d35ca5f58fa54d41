## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = Prima la lettera della colonna, poi il numero della traversa: { $meant } (C.7).
written-slip-capital_file = Le colonne si scrivono in minuscolo: { $meant } (C.5).
reason-piece_capital_file = Solo la lettera del pezzo è maiuscola; la colonna è minuscola: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Scrivi solo la mossa, senza numero né puntini: { $meant } (C.8).
   *[no] Scrivi solo la mossa, senza il suo numero: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = in { $square } va { $piece }
setup-square-empty = { $square } resta vuota
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Il Nero conta le traverse dal proprio lato: il suo P-K4 è e5.
