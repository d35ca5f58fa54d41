## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = Primeiro a letra da coluna, depois o número da fila: { $meant } (C.7).
written-slip-capital_file = As colunas escrevem-se com letra minúscula: { $meant } (C.5).
reason-piece_capital_file = Só a letra da peça vai em maiúscula; a coluna, em minúscula: { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Escreve só o lance, sem número nem pontos: { $meant } (C.8).
   *[no] Escreve só o lance, sem o seu número: { $meant } (C.8).
}
