## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = Primeiro a letra da coluna, depois o número da fila: { $meant } (C.7).
written-slip-capital_file = As colunas escrevem-se com letra minúscula: { $meant } (C.5).
reason-piece_capital_file = Só a letra da peça vai em maiúscula; a coluna, em minúscula: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Escreve só o lance, sem número nem pontos: { $meant } (C.8).
   *[no] Escreve só o lance, sem o seu número: { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = em { $square } fica { $piece }
setup-square-empty = { $square } fica vazia
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = As pretas contam as filas a partir do seu lado: o seu P-K4 é e5.
