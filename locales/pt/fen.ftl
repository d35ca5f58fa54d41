# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Escreve a FEN
drill-title-set-up = Monta a posição
drill-intro-write-fen = Há uma posição no tabuleiro: escreve a sua FEN. As letras das peças na FEN são sempre as inglesas: K Q R B N P, maiúsculas para as brancas.
drill-intro-set-up = Há uma FEN escrita: monta a sua posição no tabuleiro com as peças abaixo (escolhe uma peça e clica nas casas) e depois verifica-a.
drill-intro-touch-set-up = Há uma FEN escrita: monta a sua posição no tabuleiro com as peças abaixo (escolhe uma peça e toca nas casas) e depois verifica-a.
drill-prompt-write-fen = Escreve a FEN desta posição.
worksheet-intro-write-fen = Escreve a FEN de cada posição (letras inglesas K Q R B N P, maiúsculas para as brancas).
worksheet-intro-set-up = Desenha a posição de cada FEN no tabuleiro vazio.
fen-answer-label = FEN
fen-letters-hint = A FEN usa sempre as letras inglesas, seja qual for a tua notação: K rei, Q dama, R torre, B bispo, N cavalo, P peão; maiúsculas para as brancas, minúsculas para as pretas.
fen-facts-castling = Roques ainda possíveis: { $rights }
fen-castle-white-short = brancas 0-0
fen-castle-white-long = brancas 0-0-0
fen-castle-black-short = pretas 0-0
fen-castle-black-long = pretas 0-0-0
fen-castle-none = nenhum
fen-facts-last = Último lance: { $move }
fen-facts-last-unknown = Último lance: não indicado
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } meio-lance desde a última captura ou lance de peão; lance { $fullmove }
   *[other] { $halfmove } meios-lances desde a última captura ou lance de peão; lance { $fullmove }
}
fen-man-white = { $role ->
    [king] um rei branco
    [queen] uma dama branca
    [rook] uma torre branca
    [bishop] um bispo branco
    [knight] um cavalo branco
   *[pawn] um peão branco
}
fen-man-black = { $role ->
    [king] um rei preto
    [queen] uma dama preta
    [rook] uma torre preta
    [bishop] um bispo preto
    [knight] um cavalo preto
   *[pawn] um peão preto
}
fen-palette = Peças para colocar
fen-palette-none = Borracha: esvazia as casas tocadas
fen-palette-hint = Escolhe uma peça (ou a borracha) e clica nas casas; também podes arrastar peças para o tabuleiro, dentro dele e para fora.
fen-palette-hint-touch = Escolhe uma peça (ou a borracha) e toca nas casas; também podes arrastar peças para o tabuleiro, dentro dele e para fora.
fen-setup-keys = Com o teclado: as setas percorrem o tabuleiro; uma letra do FEN põe a sua peça na casa (maiúsculas para as brancas: K Q R B N P; minúsculas para as pretas) e Delete tira-a.
fen-clear-board = Esvaziar o tabuleiro
fen-check = Verificar
fen-right = Certo! { $fen }
fen-wrong = { $reason } A FEN é { $fen }
fen-lesson-link = Lição: ler uma FEN
fen-reason-rank-count = Disposição das peças: são precisas 8 filas separadas por /, a tua tem { $count }.
fen-reason-bad-char = Fila { $rank }: «{ $char }» não é uma letra da FEN. A FEN usa as letras inglesas K Q R B N P (maiúsculas para as brancas, minúsculas para as pretas) e os algarismos de 1 a 8 para as casas vazias.
fen-reason-square-man = Fila { $rank }: escreveste { $token }, mas em { $square } está { $man }.
fen-reason-square-empty = Fila { $rank }: escreveste { $token }, mas { $square } está vazia.
fen-reason-squares = Fila { $rank }: as tuas letras e algarismos dão { $count } casas, não 8.
fen-reason-split-digits = Fila { $rank }: casas vazias seguidas são um só número; escreve a sua soma, não { $digits }.
fen-reason-extra-fields = Uma FEN tem 6 campos separados por espaços; a tua tem { $count }.
fen-reason-side = Vez de jogar: «{ $written }» deve ser «{ $expected }» (w brancas, b pretas).
fen-reason-castling = Roques: «{ $written }» deve ser «{ $expected }» (K Q para as brancas, k q para as pretas, por esta ordem; um hífen se não restar nenhum).
fen-reason-en-passant = Casa en passant: «{ $written }» deve ser «{ $expected }» (a casa saltada por um peão que acabou de avançar duas; um hífen se não houver).
fen-reason-halfmove = Contador de meios-lances: «{ $written }» deve ser { $expected } (meios-lances desde a última captura ou lance de peão).
fen-reason-fullmove = Número do lance: «{ $written }» deve ser { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] Falta a vez de jogar (w ou b) depois da colocação das peças.
    [castling] Falta o campo dos roques (KQkq, alguns deles ou um hífen) depois da vez de jogar.
    [en-passant] Falta a casa en passant (uma casa ou um hífen) depois dos roques.
    [halfmove] Falta o contador de meios-lances depois da casa en passant.
    [fullmove] Falta o número do lance, o último campo.
   *[placement] Falta a colocação das peças, o primeiro campo.
}
fen-reason-missing-clocks = Os quatro primeiros campos estão certos, mas faltam os dois números do fim: o contador de meios-lances e o número do lance.
fen-reason-squares-wrong = { $count ->
    [one] Uma casa está errada (marcada no tabuleiro): { $squares }.
   *[other] { $count } casas estão erradas (marcadas no tabuleiro): { $squares }.
}
fen-reason-upside-down = O tabuleiro está ao contrário: a FEN começa pela fila 8 e acaba na fila 1 (vê os números na borda do tabuleiro); com as brancas em baixo, a fila 8 fica em cima e as peças brancas começam em baixo.
fen-reason-squares-many = { $count } casas estão erradas, marcadas no tabuleiro.
builder-content-fen = Uma posição por linha, como FEN (um lance a seguir não é usado), ou uma partida (1.e4 e5 2.Cf3…): então, a posição depois de cada lance.
