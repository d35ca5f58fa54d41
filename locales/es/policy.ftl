## Cómo se escribe una casilla (escaque_core::written_square): una razón por forma rechazada.
written-slip-reversed = Primero la letra de la columna y después el número de la fila: { $meant } (C.7).
written-slip-capital_file = Las columnas se escriben con letra minúscula: { $meant } (C.5).
reason-piece_capital_file = La pieza en mayúscula, la columna en minúscula: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Escribe solo la jugada, sin número ni puntos: { $meant } (C.8).
   *[no] Escribe solo la jugada, sin su número: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = en { $square } va { $piece }
setup-square-empty = { $square } debe quedar vacía
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Las negras cuentan las filas desde su lado: su P4R es e5.
