# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Lance jogado: { $piece } de { $from } para { $to }{ $promotion ->
    [none] {""}
   *[other] , promovido a { $promotion }
}{ $check ->
    [check] , xeque
    [mate] , xeque-mate
   *[none] {""}
}.
home-offline = Funciona sem internet depois da primeira visita, também no telemóvel.
home-install = Instalar como aplicação
home-teachers-title = Para professores
home-teachers-intro = Partilhe um exercício por link ou código QR, leia os códigos de resultado da turma, imprima fichas.
home-teachers-open = Ferramentas para professores
