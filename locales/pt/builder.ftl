# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Uma partida (1.e4 e5 2.Cf3…, em qualquer idioma, com ou sem números) ou uma posição por linha: uma FEN seguida do seu lance.
builder-kind-squares = { $count ->
    [one] uma casa
   *[other] { $count } casas
}
builder-kind-positions = { $count ->
    [one] uma posição com o seu lance
   *[other] { $count } posições com o seu lance
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] uma posição
   *[other] { $count } posições
}
builder-kind-game = { $count ->
    [one] uma partida de um lance
   *[other] uma partida de { $count } lances
}
builder-read = Reconhecido: { $what }.
builder-misfit-kind = Colaste { $what }; «{ $mode }» não pergunta isso. Serve para { $modes }.
builder-misfit-odd = São { $count } casas e «{ $mode }» pergunta-as duas a duas: junta ou tira uma.
builder-misfit-no-move = A posição { $index } (linha { $line }) não tem lance: escreve-o depois da FEN.
builder-quoted = «{ $text }»
builder-use-mode = Mudar para «{ $mode }»
builder-error-at = Linha { $line }, coluna { $column }. { $why }
builder-bad-square = «{ $text }» não é uma casa.
builder-bad-fen = A FEN não é válida: { $why }
builder-bad-move = O lance «{ $text }» não é válido: { $why }
builder-extra-text = Sobra «{ $text }» depois do lance.
builder-no-link = Não há link enquanto o conteúdo não servir para este exercício.
builder-no-link-at = Não há link enquanto o conteúdo tiver um erro (linha { $line }, coluna { $column }).
builder-qr-close = Fechar (Esc)
worksheet-intro-find = Em cada diagrama, marca com uma cruz a casa pedida.
worksheet-intro-name = Escreve o nome da casa marcada com um ponto.
worksheet-intro-colour = Escreve se cada casa é clara ou escura.
worksheet-intro-diagonal = Escreve sim ou não: as duas casas estão na mesma diagonal?
worksheet-intro-knight = Escreve de quantos saltos precisa um cavalo para ir da primeira casa à segunda.
worksheet-intro-name-move = Escreve o lance indicado pela seta.
worksheet-intro-play-move = Desenha com uma seta o lance escrito.
worksheet-intro-game-write = Escreve, por ordem, cada lance da partida indicado pela seta.
worksheet-intro-game-play = Desenha com uma seta, por ordem, cada lance escrito da partida.
worksheet-notation = Notação: { $language }.
worksheet-game-move = Lance { $number }
builder-edit = Editar
builder-made-drills = Os teus últimos exercícios
notice-draft-damaged = Não foi possível ler o rascunho guardado do exercício: foi guardado à parte neste dispositivo e começas um novo.
notice-drills-damaged = Não foi possível ler parte da tua lista de exercícios: o resto foi carregado e o original guardado à parte neste dispositivo.
builder-aside-title = Rascunhos guardados
builder-aside-intro = Quando abres outro exercício para o editar, o que tinhas a meio fica guardado aqui. Podes voltar a ele quando quiseres.
builder-aside-restore = Voltar a este rascunho
builder-aside-discard = Descartar
builder-title-kept = Mudaste para «{ $mode }» e o título continua a ser «{ $title }». Ainda serve?
builder-title-clear = Tirar o título
builder-query-draft = O teu rascunho continua aqui.
builder-query-new = Aqui tens um exercício novo: escolhe o tipo e as opções.
worksheet-intro-old-book = Cada lance está escrito como num livro antigo, em notação descritiva: escreve-o em algébrica.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = O livro diz { $move }: escreve-o em algébrica.
