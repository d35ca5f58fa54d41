## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = Erst der Buchstabe der Linie, dann die Zahl der Reihe: { $meant } (C.7).
written-slip-capital_file = Linien schreibt man mit kleinen Buchstaben: { $meant } (C.5).
reason-piece_capital_file = Nur der Buchstabe der Figur ist groß, die Linie klein: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Schreib nur den Zug, ohne Nummer und Punkte: { $meant } (C.8).
   *[no] Schreib nur den Zug, ohne seine Nummer: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = auf { $square } gehört { $piece }
setup-square-empty = { $square } bleibt leer
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Schwarz zählt die Reihen von seiner Seite aus: sein P-K4 ist e5.
