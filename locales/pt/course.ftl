# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = O curso de notação
course-intro = Aprende a ler e a escrever lances passo a passo, com as regras da FIDE (Apêndice C). Cada lição tem exemplos no tabuleiro e exercícios; dominas a lição com { $percent } de respostas certas.
course-mastered-count = Lições dominadas: { $mastered } de { $total }
course-lesson-number = Lição { $number }
course-state-new = Nova
course-state-started = Começada
course-state-mastered = Dominada
course-back-to-list = Todas as lições
course-articles = Regras da FIDE: { $articles }
course-steps = Passos da lição
course-step-of = Passo { $index } de { $total }
course-step-back = Voltar
course-step-next = Seguinte
course-start-practice = Praticar
course-practice-title = Prática
course-practice-intro = { $total } exercícios. Com { $percent } de respostas certas, dominas a lição.
course-progress = Exercício { $done } de { $total }
course-part-number-white = lance { $number } das brancas → { $text }
course-part-number-black = lance { $number } das pretas, com três pontos → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = peão → sem letra
course-part-from = casa de partida → { $text }
course-part-pawn-file = coluna de partida → { $text }
course-part-from-rank = linha de partida → { $text }
course-part-capture = captura → { $text }
course-part-to = chega a { $square } → { $text }
course-part-promotion = passa a { $piece } → { $text }
course-part-castle-king = roque pequeno → { $text }
course-part-castle-queen = roque grande → { $text }
course-part-en-passant = en passant (opcional) → { $text }
course-part-check = xeque → { $text }
course-part-mate = xeque-mate → { $text }
course-written = Escreve-se:
course-letters-piece = Peça
course-letters-letter = Letra
course-letters-figurine = Figura
course-figurines = Com figuras
course-game-short = Forma curta
course-game-bare = Sem os sinais opcionais
course-game-long = Forma longa
course-game-next = Lance seguinte
course-game-back = Lance anterior
course-game-start = A posição inicial
course-game-after = Depois de { $move }
course-game-board = A partida no tabuleiro
course-prompt-write = Escreve o lance da seta.
course-prompt-play = Joga no tabuleiro: { $move }
course-prompt-find = Escolhe a casa { $square }.
course-prompt-name = Como se chama a casa marcada?
course-prompt-fen-piece = Lê a FEN e escolhe a casa desta peça: { $piece }.
course-prompt-fen-en-passant = Lê a FEN e escolhe a sua casa de captura en passant.
course-prompt-find-touch = Toca na casa { $square }.
course-prompt-fen-piece-touch = Lê a FEN e toca na casa desta peça: { $piece }.
course-prompt-fen-en-passant-touch = Lê a FEN e toca na sua casa de captura en passant.
course-prompt-check = «{ $move }» está bem escrito para o lance da seta?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = O peão é promovido a { $role ->
    [queen] dama
    [rook] torre
    [bishop] bispo
   *[knight] cavalo
}.
course-right = Certo!
course-castling-both = O roque escreve-se com zeros (Leis da FIDE, C.13) ou com a letra O (ficheiros de partidas): as duas formas estão certas.
course-wrong = Não.
course-wrong-square = Não: essa é { $given }; a casa era { $square }.
course-wrong-named = Não: respondeste { $given }; a casa marcada é { $square }.
course-wrong-text = Não: a casa era { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = Não: { $given } está na fila { $given_rank }. Uma FEN vai da fila 8 até à 1, e a letra { $letter } está no grupo «{ $group }», que é a fila { $rank }: { $square }.
course-fen-wrong-file = Não: { $given } está na coluna { $given_file }. Em «{ $group }», o grupo da fila { $rank }, { $place ->
    [first] a letra { $letter } vem primeiro
    [second] antes da letra { $letter } há uma casa
   *[later] antes da letra { $letter } há { $before } casas
} (os algarismos contam casas vazias, a partir da coluna a): está na coluna { $file }, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } é { $piece }; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = Não: em { $given } a FEN tem «{ $pressed }» ({ $pressed_piece }). Na FEN as maiúsculas são peças brancas e as minúsculas, pretas: procuras «{ $letter }» ({ $piece }), em { $square }.
course-fen-wrong-en-passant = Não: { $given }. A casa da captura en passant está escrita na FEN depois dos roques: { $field }.
course-check-yes = «{ $move }» está bem escrito.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = Não há erro: «{ $move }» está bem escrito.
course-check-no = «{ $move }» não está bem escrito.
course-done-mastered = Lição dominada!
course-done-not-yet = Quase: revê os passos e tenta outra vez.
course-done-keep-going = Ainda não: revê os passos da lição um a um e tenta outra vez.
course-done-score = { $right } de { $total } certas ({ $percent }).
course-again = Praticar outra vez
course-next-lesson = Seguinte: { $title }
course-practise-more = Pratica mais: { $drill }
course-practise-more-focus = Pratica mais: { $drill } ({ $focus })
course-unknown-lesson = Esta lição não existe.
notice-course-damaged = Parte do teu progresso no curso não pôde ser lida: o original foi guardado à parte neste dispositivo.
nav-learn = Curso
home-course-title = Aprende a notação
home-course-intro = Treze lições curtas, do tabuleiro a uma partida inteira, com exemplos e exercícios.
home-course-open = Começar o curso
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Todas as lições
home-course-continue = Continuar: lição { $number }, { $title }
progress-course-title = Curso
progress-course-best = melhor: { $percent } · { $runs ->
    [one] uma prática
   *[other] { $runs } práticas
}
progress-course-not-practised = aberta, ainda sem prática
lesson-board-title = O tabuleiro e as suas casas
lesson-board-1 = Olha para o tabuleiro do lado das brancas. As oito colunas (de cima para baixo) são indicadas por letras minúsculas, de a a h, da esquerda para a direita (C.5). A casa marcada está na coluna a.
lesson-board-2 = As oito filas (de um lado ao outro) têm os números de 1 a 8, a partir do lado das brancas (C.6). Por isso as peças brancas começam nas filas 1 e 2, e as pretas na 7 e na 8. A casa marcada está na coluna h e na fila 8.
lesson-board-3 = Cada casa tem o seu nome: primeiro a letra da coluna, depois o número da fila, como e4 (C.7). Não há duas casas com o mesmo nome.
lesson-board-4 = Do lado das pretas o tabuleiro vê-se ao contrário: a coluna a fica à direita e a fila 1 em cima. Os nomes não mudam: esta casa continua a ser e4.
lesson-pieces-title = As peças e as suas letras
lesson-pieces-1 = Cada peça escreve-se com uma letra maiúscula, a inicial do seu nome (C.2) na língua de cada um (C.3): em inglês o cavalo (knight) é N, porque o K já é o rei (king). Na tabela tens as letras da tua notação; nos livros às vezes verás figuras em vez de letras. Atenção: nestas regras, «peça» quer dizer qualquer peça menos o peão (C.1).
lesson-pieces-2 = Os peões não têm letra (C.4): um lance de peão é só a casa onde chega. Aqui o peão vai de e2 para e4, e escreve-se e4.
lesson-pieces-3 = Cada língua usa as suas letras (C.3): o mesmo lance do cavalo, a sua letra e a casa de chegada (f3), escreve-se de maneira diferente em cada uma. O Escaque usa as letras da notação das definições, onde a podes mudar.
lesson-moves-title = Escrever um lance
lesson-moves-1 = Para escrever o lance de uma peça, põe a sua letra e depois a casa onde chega, sem hífen nem espaço (C.8). Não é preciso dizer de onde sai.
lesson-moves-2 = Para um peão basta a casa de chegada (C.8): este peão chega a d4, por isso escreve-se d4.
lesson-moves-3 = Outra peça, a mesma regra: a letra do bispo e a casa onde termina. Lê sempre a seta assim: que peça se move, e onde chega?
lesson-captures-title = Capturas
lesson-captures-1 = Quando uma peça captura, pode pôr-se um x entre a sua letra e a casa (C.9). Aqui o bispo captura o cavalo em c6.
lesson-captures-2 = O x é opcional: sem ele o lance também está bem escrito. O que nunca muda é a casa: a da peça capturada, onde a tua termina.
lesson-captures-3 = Põe o x só quando há mesmo uma captura: num lance para uma casa vazia, como este, o x seria um erro.
lesson-pawn-captures-title = Capturas de peão
lesson-pawn-captures-1 = Um peão que captura escreve-se com a letra da coluna de onde sai, depois o x e a casa de chegada (C.9.3): exd5. O x pode tirar-se: ed5 também está certo.
lesson-pawn-captures-2 = A coluna de partida nunca se tira, mesmo quando só um peão pode capturar: uma captura de peão tem-na sempre (C.9.3). Aqui, além disso, dois peões podem capturar em d5, e só ela diz qual o faz.
lesson-pawn-captures-3 = As pretas escrevem da mesma maneira: este peão sai da coluna d e captura em e4.
lesson-en-passant-title = Captura en passant
lesson-en-passant-1 = Se um peão avança duas casas e fica ao lado de um peão adversário, este pode capturá-lo «en passant», como se só tivesse avançado uma. Aqui o peão preto acabou de ir de d7 para d5 (as casas marcadas) e ficou ao lado do peão branco de e5. Escreve-se a casa onde termina o peão que captura (C.9.3): d6, não d5. Só se pode fazer no lance imediatamente a seguir ao avanço de duas casas: mais tarde já não é possível.
lesson-en-passant-2 = As pretas capturam en passant da mesma maneira: aqui o peão branco acabou de ir de e2 para e4, e o peão preto de d4 captura-o e termina em e3. Podes acrescentar «e.p.» depois do lance, mas não é obrigatório; e só numa captura en passant: noutro lance seria um erro.
lesson-two-pieces-title = Duas peças iguais
lesson-two-pieces-1 = Se duas peças iguais podem ir para a mesma casa, é preciso dizer qual se move (C.10). Se estão na mesma fila, junta-se a coluna de onde sai, logo a seguir à letra.
lesson-two-pieces-2 = Se estão na mesma coluna, a coluna não ajuda: junta-se a fila de onde sai.
lesson-two-pieces-3 = Se estão em filas e colunas diferentes, as duas maneiras servem, mas prefere-se a coluna (C.10.3).
lesson-two-pieces-4 = Com captura, o x vai depois dessa coluna ou fila e antes da casa de chegada. Lembra-te: só é preciso quando as duas peças podem mesmo lá chegar.
lesson-promotion-title = Promoção
lesson-promotion-1 = Quando um peão chega à última fila, passa a ser outra peça. Escreve-se o lance do peão e, logo a seguir, a letra da peça nova (C.11).
lesson-promotion-2 = Se a promoção é feita com captura, escreve-se como qualquer captura de peão, com a peça nova no fim. Muitos põem um sinal = antes da letra: também se aceita.
lesson-promotion-3 = Nem sempre se escolhe a dama: às vezes é melhor um cavalo, uma torre ou um bispo. Escreve-se da mesma maneira, com a letra da peça escolhida.
lesson-castling-title = O roque
lesson-castling-1 = O roque pequeno, com a torre de h1 ou de h8, escreve-se 0-0 (C.13). Escreve-se assim, não como um lance do rei. No roque movem-se duas peças: o rei vai duas casas em direção à torre, e a torre salta para o outro lado do rei (as duas setas).
lesson-castling-2 = O roque grande, com a torre de a1 ou de a8, escreve-se 0-0-0: mais um zero, porque a torre anda mais.
lesson-castling-3 = As pretas escrevem da mesma maneira. Em inglês e em muitos programas verás O-O, com a letra O: também está certo.
lesson-check-mate-title = Xeque e mate
lesson-check-mate-1 = Se o lance dá xeque, pode juntar-se + no fim (C.13). Aqui o bispo captura em f7 e dá xeque.
lesson-check-mate-2 = Se é xeque-mate, junta-se # ou ++ (C.13). Aqui a dama captura em f7 e dá mate.
lesson-check-mate-3 = Os sinais x, +, # e e.p. são opcionais, mas se os escreveres têm de ser verdade: um + sem xeque é um erro. Para propor empate escreve-se (=) depois do teu lance (C.12).
lesson-long-form-title = A forma longa
lesson-long-form-1 = Também está certa uma forma mais longa: a letra da peça, a casa de partida e a de chegada (C.8).
lesson-long-form-2 = Para um peão são só as duas casas, sem letra: de e2 para e4. Alguns livros põem um hífen entre as duas casas (e2-e4): também está certo, mas não é preciso.
lesson-long-form-3 = Numa captura o x vai entre as duas casas. Esta forma ajuda enquanto aprendes a curta: nunca há dúvida sobre que peça se move.
lesson-a-game-title = Uma partida inteira
lesson-a-game-1 = Uma partida escreve-se lance a lance: o número, o lance das brancas e o das pretas. Esta é a partida de exemplo da FIDE em três formas: curta, sem os sinais opcionais e longa. Por baixo, segue-a lance a lance no tabuleiro.
lesson-a-game-2 = Quando se escreve sozinho um lance das pretas, põem-se três pontos depois do número: 3...exd4 é a resposta das pretas no lance 3.
lesson-a-game-3 = Uma armadilha da defesa Caro-Kann em seis lances: segue-a lance a lance no tabuleiro com «Lance seguinte» e vê como o cavalo dá mate em d6.
lesson-fen-title = Ler uma FEN
lesson-fen-1 = Uma FEN descreve uma posição numa só linha. Começa pela fila 8 e desce até à 1, com uma / entre as filas; cada fila lê-se da coluna a até à coluna h. As peças têm as letras inglesas, não as nossas: K rei, Q dama, R torre, B bispo, N cavalo, P peão; maiúsculas para as brancas, minúsculas para as pretas. Atenção: na FEN, R é a torre (rook), não o rei.
lesson-fen-2 = Um algarismo conta casas vazias seguidas: 8 é uma fila vazia, e 4p3 são quatro casas vazias, um peão preto e três casas vazias. Depois vem quem joga (w as brancas, b as pretas) e os roques ainda possíveis: K e Q, o roque pequeno e o grande das brancas; k e q, os das pretas (aqui KQkq, os quatro).
lesson-fen-3 = A seguir vem a casa de captura en passant, se houver (aqui d6, porque o peão preto acabou de ir de d7 para d5; se não, um hífen), e dois números: os meios-lances jogados desde a última captura ou lance de peão (cada lance das brancas e das pretas conta um) e o número do lance.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Exercício { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Bem visto!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = «{ $move }» não está bem escrito: é outro lance. O lance da seta escreve-se { $canonical }.
course-turn-white = Jogam as brancas.
course-turn-black = Jogam as pretas: o tabuleiro vê-se do lado delas, com a fila 8 em baixo.
course-prompt-arrow = A seta vai de { $from } para { $to }.
course-prompt-arrow-castle = As setas: o rei vai de { $from } para { $to } e a torre de { $rook_from } para { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = É a forma longa, com a casa de partida (C.8).
