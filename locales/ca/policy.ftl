## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = Primer la lletra de la columna i després el número de la fila: { $meant } (C.7).
written-slip-capital_file = Les columnes s'escriuen amb lletra minúscula: { $meant } (C.5).
reason-piece_capital_file = La peça en majúscula, la columna en minúscula: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Escriu només la jugada, sense número ni punts: { $meant } (C.8).
   *[no] Escriu només la jugada, sense el seu número: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = a { $square } hi va { $piece }
setup-square-empty = { $square } ha de quedar buida
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Les negres compten les files des del seu costat: el seu P-K4 és e5.
