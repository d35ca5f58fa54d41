## How a square is written (escaque_core::written_square): one reason for each refused form.
written-slip-reversed = D'abord la lettre de la colonne, puis le chiffre de la rangée : { $meant } (C.7).
written-slip-capital_file = Les colonnes s'écrivent en minuscule : { $meant } (C.5).
reason-piece_capital_file = La pièce en majuscule, la colonne en minuscule : { $meant } (C.5).
reason-move_number = { $black ->
    [yes] Écris seulement le coup, sans numéro ni points : { $meant } (C.8).
   *[no] Écris seulement le coup, sans son numéro : { $meant } (C.8).
}
# set-up: a wrong square with what belongs there (a piece, as inside a sentence; or nothing).
setup-square-belongs = { $square } doit porter { $piece }
setup-square-empty = { $square } doit rester vide
# old-book: said after the drill's instructions (descriptive ranks are counted from each side).
drill-old-book-ranks = Les noirs comptent les rangées depuis leur côté : leur P4R est e5.
