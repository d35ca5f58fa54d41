# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Link do exercício (opcional)
results-drill-hint = Cola aqui o link que deste à turma: vais ver o título do exercício e cada pergunta errada pelo seu nome.
results-drill-known = Exercício: «{ $title }». Cada pergunta errada aparece com o seu nome.
results-drill-known-own = Exercício: «{ $title }». Este link não fixa as perguntas (cada aluno recebe outras), por isso os erros só se podem contar por número.
results-drill-not-a-link = Isto não é o link de um exercício do Escaque.
results-drill-unknown = Exercício { $id }
results-not-a-code = Não é um código de resultado.
results-skipped = A linha { $line } («{ $text }») não foi contada. { $why }
results-duplicate = repetido: já estava na linha { $line }
results-repeats = { $repeats ->
    [one] (um código repetido, contado uma vez)
   *[other] ({ $repeats } códigos repetidos, contados uma vez)
}
results-other-drill = { $count ->
    [one] Um resultado é de outro exercício, não do link dado.
   *[other] { $count } resultados são de outro exercício, não do link dado.
}
results-class-title = Perguntas mais erradas: { $drill }
results-class-intro = { $count ->
    [one] De um aluno: cada pergunta com quantos a erraram, da mais errada para a menos.
   *[other] De { $count } alunos: cada pergunta com quantos a erraram, da mais errada para a menos.
}
results-class-number = Pergunta { $number }
results-class-missed = { $missed } de { $answered }
results-class-give-link = Cola o link do exercício (acima) para ver cada pergunta pelo seu nome.
results-class-col-prompt = Pergunta
results-class-col-missed = Errada por
results-class-board = Casas erradas: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] 1 vez
   *[other] { $count } vezes
}
results-class-board-none = Ninguém errou nenhuma casa.
results-class-board-caption = No tabuleiro: quantas vezes cada casa foi errada.
options-shared-note = Estas opções são as do teu professor: iguais para toda a turma, não se podem mudar aqui.
options-practise-freely = Praticar livremente
options-practise-freely-hint = O mesmo exercício só para ti: outras perguntas, as opções que quiseres e sem código de resultado.
game-title-fide-sample = Partida de exemplo do Apêndice C das Leis do Xadrez da FIDE
game-title-fide-example-2 = Partida de exemplo de uma edição anterior das Leis do Xadrez da FIDE
game-title-caro-kann-trap = Uma armadilha na Defesa Caro-Kann
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (partida { $n })
game-removed = A partida «{ $game }» já não está na biblioteca do Escaque: foi retirada.
game-unknown = A biblioteca do Escaque não tem nenhuma partida «{ $game }».
game-removed-offer = Fazer o mesmo exercício com a partida de exemplo da FIDE (em Opções podes escolher outra)
notice-results-damaged = O que tinhas colado nos resultados não se pôde ler: o original foi guardado à parte neste dispositivo.
