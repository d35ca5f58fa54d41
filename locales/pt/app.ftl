app-title = Escaque
app-tagline = Treino de notação de xadrez
nav-skip = Saltar para o conteúdo
nav-home = Início
nav-settings = Preferências
home-intro = Treina a ver o tabuleiro e a ler e escrever partidas em notação algébrica, como a descreve o Apêndice C das Leis do Xadrez da FIDE.
home-offer-squares = Casas: encontra e4, diz o nome da casa destacada, diz se é clara ou escura.
home-offer-moves = Lances: diz o lance mostrado, joga o lance escrito, lê uma partida inteira.
home-offer-grading = Correção com explicações, na tua língua e com as letras da tua língua.
home-board-hint = Joga com um clique, arrastando ou com o teclado (setas e Enter).
home-board-hint-touch = Joga tocando numa peça e depois na sua casa, ou arrastando-a.
board-label = Tabuleiro de xadrez
board-turn-white = Jogam as brancas
board-turn-black = Jogam as pretas
board-last-move = Último lance: { $move }
board-promotion = Escolhe a peça da promoção
board-promotion-cancel = Cancelar
board-flip = Virar o tabuleiro
board-reset = Posição inicial
piece-white = { $role ->
    [king] rei branco
    [queen] dama branca
    [rook] torre branca
    [bishop] bispo branco
    [knight] cavalo branco
   *[pawn] peão branco
}
piece-black = { $role ->
    [king] rei preto
    [queen] dama preta
    [rook] torre preta
    [bishop] bispo preto
    [knight] cavalo preto
   *[pawn] peão preto
}
piece-name = { $role ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Bispo
    [knight] Cavalo
   *[pawn] Peão
}
settings-title = Preferências
settings-ui-language = Idioma da interface
settings-notation = Idioma da notação
settings-notation-followed = A notação mudou com a língua. Se quiseres outra, escolhe-a aqui.
settings-orientation = Cor do lado de baixo
settings-orientation-white = Brancas
settings-orientation-black = Pretas
settings-coordinates = Coordenadas
settings-coordinates-off = Sem coordenadas
settings-coordinates-edges = À volta do tabuleiro
settings-coordinates-squares = Em cada casa
settings-orientation-note = Isto vale para os exercícios de casas. Nos exercícios de lances, em baixo fica o lado que joga; podes mudá-lo nas opções de cada exercício.
settings-coordinates-note = Em «Encontra a casa» e «Diz o nome da casa», os nomes ficam à volta do tabuleiro: escritos em cada casa, dariam a resposta.
settings-theme = Tema
settings-theme-light = Claro
settings-theme-dark = Escuro
settings-saved = As preferências ficam guardadas neste dispositivo.
notice-settings-replaced = Não foi possível ler as tuas preferências guardadas; foram repostas as preferências iniciais.
notice-dismiss = Entendido
not-found = Página não encontrada
settings-theme-system = Como o dispositivo
settings-sounds = Sons de acerto e de erro nos exercícios
nav-progress = Progresso
square-light = casa clara
square-dark = casa escura
square-marked = marcada
square-file = coluna { $file }
square-rank = fila { $rank }
notice-history-damaged = Não foi possível ler parte do teu histórico guardado: todo o resto foi carregado, e o original foi guardado à parte neste dispositivo.

## Square drills
home-drills-title = Exercícios de casas
home-start-untimed = 20 perguntas
home-start-timed = 30 segundos
drill-title-find = Encontra a casa
drill-title-name = Diz o nome da casa
drill-title-colour = Clara ou escura?
drill-title-diagonal = Na mesma diagonal?
drill-title-knight = Saltos de cavalo
drill-intro-find = Escolhe no tabuleiro a casa indicada.
drill-intro-name = Escreve o nome da casa marcada, ou compõe-no com as teclas de coluna e fila.
drill-intro-colour = A casa indicada é clara ou escura? Teclas C (clara) e E (escura).
drill-intro-diagonal = As duas casas estão na mesma diagonal? Teclas S (sim) e N (não).
drill-intro-knight = De quantos saltos precisa um cavalo para ir da primeira casa à segunda? Teclas 1 a 6.
drill-find-keys = Com o teclado: as setas movem o foco pelo tabuleiro e Enter responde.
drill-prompt-name = Qual é a casa marcada?
drill-next = A seguir: { $prompt }
drill-score-label = Acertos
drill-streak = Sequência: { $streak }
drill-progress = { $done } de { $total }
drill-time-left = Faltam { $seconds } s
drill-time-paused = Faltam { $seconds } s (relógio parado até «Seguinte»)
drill-clock-waits = O cronómetro começa com a tua primeira resposta.
drill-orientation-white = Nesta sessão, as brancas estão do lado de baixo.
drill-orientation-black = Nesta sessão, as pretas estão do lado de baixo.
drill-shared = Exercício partilhado: todos recebem as mesmas perguntas.
drill-stop = Terminar
verdict-correct = Certo!
verdict-wrong = Errado.
verdict-find = { $expected }: escolheste { $given }.
verdict-name = { $expected }: respondeste { $given }.
verdict-colour = { $square } é { $colour ->
    [light] clara
   *[dark] escura
}.
verdict-diagonal = { $answer ->
    [yes] { $a } e { $b } estão na mesma diagonal.
   *[no] { $a } e { $b } não estão na mesma diagonal.
}
verdict-knight = De { $a } a { $b }: { $moves ->
    [one] um salto de cavalo
   *[other] { $moves } saltos de cavalo
}.
answer-light = Clara
answer-dark = Escura
answer-yes = Sim
answer-no = Não
answer-keys = Respostas
answer-square-label = A tua resposta
answer-send = Enviar
answer-empty = Escreve primeiro a tua resposta: ainda não há nada para enviar.
answer-files = Colunas
answer-ranks = Filas
answer-not-square = «{ $text }» não é uma casa: escreve uma coluna (a–h) e uma fila (1–8), como e4.
summary-title = Resultado
summary-score = { $right } de { $attempted }
summary-stopped = Paraste depois de { $answered } de { $total } perguntas.
summary-stopped-timed = Paraste antes de o tempo acabar.
summary-time-up = Acabou o tempo ({ $seconds } s).
summary-accuracy = Precisão: { $percent }
summary-streak = Melhor sequência: { $streak }
summary-mean-time = Tempo médio por resposta: { $seconds }
summary-prompts = Perguntas (escolhe uma para a veres no tabuleiro)
summary-mistake = erro
summary-given = respondeste { $given }; era { $expected }
summary-again = Outra vez
summary-progress = Ver o progresso
summary-home = Início
options-title = Opções
options-length = Duração
options-count = { $n } perguntas
options-timed = { $seconds } segundos
options-orientation = Lado de baixo
options-orientation-random = Ao acaso
options-pieces = Mostrar as peças da posição inicial
options-files = Colunas
options-ranks = Filas
options-sounds = Sons de acerto e de erro
options-start = Começar
options-area-too-small = As colunas e filas escolhidas deixam menos de duas casas.

## Links that cannot be opened
link-error-title = Não é possível abrir este link
link-error-home = Voltar ao início
page-load-failed-title = Não foi possível carregar esta página
page-load-failed = Esta parte da aplicação ainda não foi descarregada neste dispositivo e não há ligação à rede. Liga-te uma vez e volta a abrir a página: depois funciona sem ligação.
link-too-long = O link tem { $length } caracteres; o máximo permitido é 4096.
link-missing-version = O link não começa pela sua versão (v=1).
link-unknown-version = Esta versão do Escaque não conhece a versão «{ $version }» do link.
link-malformed = «{ $part }» não tem a forma chave=valor.
link-unknown-key = O link tem uma chave desconhecida: «{ $key }».
link-repeated-key = A chave «{ $key }» aparece duas vezes.
link-bad-value = «{ $value }» não é um valor válido de «{ $key }».
link-out-of-range = «{ $key }» deve estar entre { $min } e { $max }, não «{ $value }».
link-count-and-time = Um exercício tem um número de perguntas (n) ou um tempo (t), não os dois.
link-unknown-mode = Não existe nenhum exercício chamado «{ $mode }».
link-missing-mode = O link não diz qual é o exercício.
link-mode-mismatch = O link é de «{ $query }», mas a página é de «{ $route }».

## Progress
progress-title = Progresso
progress-empty = Ainda não há exercícios de casas nem de lances feitos neste dispositivo.
progress-start = Começa um.
progress-scores = Acertos ao longo do tempo
progress-series = Exercício
progress-chart-description = { $runs ->
    [one] Uma sessão
   *[other] { $runs } sessões
}; melhor resultado { $best }, último { $last }.
progress-point = { $date }: { $score } de { $attempted }
progress-heat = Mapa de calor das casas
progress-heat-drill = Exercício
progress-heat-hint = As casas em que erras ou demoras voltam mais vezes nas tuas próximas sessões; por baixo do mapa, o que quer dizer cada cor.
progress-heat-empty = Ainda não há nada: enchem-no os exercícios de casas (Encontra a casa, Diz o nome da casa…), não os de lances.
progress-heat-label = Mapa de calor: { $drill }
progress-heat-square = { $square }: perguntada { $seen ->
    [one] uma vez
   *[other] { $seen } vezes
}, { $missed }% de erros, { $slow }% de respostas lentas
progress-legend-missed = { $count ->
    [one] errada muitas vezes
   *[other] erradas muitas vezes
}
progress-legend-sometimes = { $count ->
    [one] errada pelo menos uma vez
   *[other] erradas pelo menos uma vez
}
progress-legend-slow = { $count ->
    [one] lenta
   *[other] lentas
}
progress-legend-good = { $count ->
    [one] bem
   *[other] bem
}
progress-legend-unseen = { $count ->
    [one] ainda não perguntada
   *[other] ainda não perguntadas
}
progress-recent = Últimas sessões
progress-col-date = Data
progress-col-drill = Exercício
progress-col-score = Acertos
progress-col-accuracy = Precisão
progress-col-time = Tempo médio
progress-col-mistakes = Erros
# Update notice
update-ready = Há uma nova versão do Escaque pronta.
update-reload = Recarregar

## Move drills
home-move-drills-title = Exercícios de lances
home-start-game = A partida de exemplo da FIDE
drill-title-name-move = Diz o lance
drill-title-play-move = Joga o lance
drill-title-game = Lê uma partida
drill-intro-name-move = É jogado um lance no tabuleiro: escreve-o na notação do exercício.
drill-intro-play-move = Está escrito um lance: joga-o no tabuleiro (clique, arrastar ou teclado).
drill-intro-game = Uma partida inteira, lance a lance: escreve cada lance que vês, ou joga cada lance que lês.
drill-intro-game-write = Cada lance da partida é jogado no tabuleiro: escreve-o. Um erro é contado e a partida continua.
drill-intro-game-play = Cada lance da partida está escrito: joga-o no tabuleiro. Um erro é contado e a partida continua.
drill-prompt-name-move = Que lance foi jogado?
drill-play-keys = Com o teclado: as setas movem o foco, Enter levanta uma peça e Enter de novo pousa-a.
drill-unknown-game = A biblioteca não tem a partida «{ $game }».
drill-no-examples = Não há posições para «{ $focus }».
library-loading = A carregar as partidas…
library-failed = Não foi possível carregar as partidas ({ $error }). Quando tiveres ligação, ficam guardadas neste dispositivo para a próxima vez.
link-not-for-mode = Esta ligação pede { $what }, mas o exercício «{ $mode }» não tem essa opção.
link-asks-n = um número de perguntas
link-asks-t = um tempo limite
link-asks-pieces = mostrar ou esconder as peças
link-asks-files = umas colunas
link-asks-ranks = umas filas
link-asks-lang = uma notação
link-asks-profile = um tipo de partidas
link-asks-focus = um tipo de lances
link-asks-game = uma partida da biblioteca
link-asks-input = uma forma de responder
link-asks-side = um lado
link-asks-form = uma forma de escrever os lances
link-asks-speak = ler os lances em voz alta
game-moves = Lances da partida
move-correct = Certo! { $canonical }
move-accepted = Válido: { $canonical }. { $notes }
move-wrong = Errado. Escreve-se { $canonical }. { $reason }
move-played-wrong = Errado: jogaste { $given }; o lance era { $expected }.
answer-move-label = O teu lance
answer-pieces = Letras das peças
answer-marks = Sinais
answer-delete = Apagar
answer-held-hint = Já respondeste: carrega em «Seguinte»
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
}
piece-lower = { $role ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
}
speak-move = { $castling ->
    [king] roque pequeno
    [queen] roque grande
   *[none] { $piece } { $capture ->
        [yes] captura em
       *[no] para
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , promove a { $promotion }
    }
}{ $check ->
    [check] , xeque
    [mate] , xeque-mate
   *[none] {""}
}
options-whole-game = A partida inteira
options-orientation-auto = O lado que joga
options-game = Partida
options-input = O que fazer
options-input-write = Escrever cada lance
options-input-play = Jogar cada lance
options-side = Lances de
options-side-both = Os dois lados
options-form = Como a partida está escrita
options-form-short = Curta, com x, + e #
options-form-bare = Curta, sem sinais
options-form-long = Longa (Cg1f3)
options-profile = Correção
options-profile-fide = Como a FIDE (aceita o que o Apêndice C aceita)
options-profile-strict = Estrita (só a forma padrão)
options-focus = Tipo de lance
options-pieces-blindfold = Mostrar as peças (sem elas: às cegas)
options-speak = Ouvir cada lance
options-coordinates-note = Neste exercício, os nomes ficam à volta do tabuleiro: escritos em cada casa, dariam a resposta.
focus-any = Qualquer
focus-castling = Roques
focus-en-passant = Capturas en passant
focus-promotion = Promoções
focus-under-promotion = Promoções a torre, bispo ou cavalo
focus-disambiguation-file = Duas peças iguais: indica-se a coluna
focus-disambiguation-rank = Duas peças iguais: indica-se a fila
focus-disambiguation-both = Três peças iguais: indica-se a casa
focus-captures = Capturas
focus-checks = Xeques
focus-mates = Xeques-mate

## Teachers: links, builder, results, converter, worksheets
nav-builder = Professores
nav-convert = Converter
link-bad-text = «{ $key }» deve ser texto simples com 80 caracteres no máximo.
link-html = «{ $key }» contém «<» ou «>»: os links não levam HTML.
link-content-not-for-mode = O conteúdo do link não é do tipo que o exercício «{ $mode }» pede.
link-not-with-content = «{ $key }» não tem uso quando o exercício traz o seu próprio conteúdo.
content-too-long = O conteúdo tem { $length } caracteres; cabem { $max }.
content-truncated = O link está cortado: falta o fim do conteúdo. Pede o link completo.
content-unknown-version = Esta versão do Escaque não conhece a versão «{ $version }» do conteúdo.
content-bad-position = A posição { $index } do link é impossível: { $why }
content-illegal-move = O lance { $index } do link não é legal.
content-damaged = O conteúdo do link está danificado.
fen-field-count = uma FEN tem 6 campos separados por espaços, e esta tem { $count }.
fen-bad-board = a fila { $rank } do tabuleiro não tem 8 casas.
fen-bad-piece = «{ $char }» não é uma peça (KQRBNP, kqrbnp) nem um algarismo de 1 a 8.
fen-bad-side = o lado que joga é «w» ou «b», não «{ $text }».
fen-bad-castling = os direitos de roque são «-» ou as letras KQkq, não «{ $text }».
fen-bad-en-passant = a casa en passant é «-» ou uma casa da fila 3 ou 6, não «{ $text }».
fen-bad-counter = os contadores de lances são números inteiros, não «{ $text }».
fen-king-count = { $side ->
    [white] as brancas
   *[black] as pretas
} têm { $count } reis (é preciso exatamente um).
fen-pawn-back-rank = um peão não pode estar em { $square }.
fen-too-many-pieces = { $side ->
    [white] as brancas
   *[black] as pretas
} têm { $count } peças (16 no máximo).
fen-too-many-pawns = { $side ->
    [white] as brancas
   *[black] as pretas
} têm { $count } peões (8 no máximo).
fen-impossible-material = { $side ->
    [white] as brancas
   *[black] as pretas
} têm mais peças promovidas do que peões em falta.
fen-opponent-in-check = o lado que não joga está em xeque.
fen-castling-without-pieces = direito de roque «{ $text }» sem o rei e a torre nas suas casas.
fen-impossible-en-passant = a casa en passant { $text } não pode seguir um avanço duplo de peão.
fen-impossible-check = nenhum último lance pode dar este xeque.
fen-refused = o gerador de lances recusa esta posição.
game-error-at = Lance { $number }, { $side ->
    [white] brancas
   *[black] pretas
}, «{ $token }»: { $why }
game-unclosed = «{ $char }» nunca é fechado.
game-unbalanced = há um «)» sem «(».
input-empty = Não há nada com que fazer um exercício.
input-too-many = { $count } elementos são muitos para um link ({ $max } no máximo).
input-bad-square = O elemento { $index }, «{ $text }», não é uma casa.
input-line = Linha { $line }: { $why }
input-extra-text = Linha { $line }: «{ $text }» inesperado depois do lance.
input-several-games = O texto tem { $count } partidas; um exercício leva uma.
input-null-move = Lance { $number }, { $side ->
    [white] brancas
   *[black] pretas
}: um lance nulo não pode ser perguntado.
code-bad-character = «{ $char }» (posição { $position }) não pode fazer parte de um código.
code-wrong-length = O código não tem o comprimento de um código de resultado.
code-checksum = O código tem um erro de cópia: um símbolo mudou, ou dois trocaram de lugar.
code-unknown-version = Esta versão do Escaque não conhece a versão deste código.
code-damaged = Não é possível ler o código.
code-missing = Falta o código.
code-name-too-long = O nome é demasiado longo (60 caracteres no máximo).
code-bad-name = Não é possível ler o nome.
code-bad-link = Não é possível ler o link do resultado.
result-code-title = Código do resultado
result-code-intro = Se o teu professor te pediu o resultado, envia-lhe este código ou o link.
result-name = O teu nome (opcional)
result-copy-code = Copiar o código
result-copy-link = Copiar o link
result-link = Link do resultado
result-copied-code = Código copiado.
result-copied-link = Link copiado.
result-not-tamper-proof = Um código de resultado não é à prova de fraude: evita copiar à mão, não é uma prova.
result-title = Resultado
result-student = Aluno
result-no-name = (sem nome)
result-drill = Exercício
result-score = Acertos
result-accuracy = Precisão
result-time = Tempo
result-seconds = { $seconds } s
result-date = Data
result-mistakes = Perguntas erradas
result-no-mistakes = nenhuma
result-code = Código
result-to-results = Resultados da turma
results-title = Resultados da turma
results-intro = Cola o que os teus alunos te enviaram, um por linha: o código, o link do resultado ou o nome à frente («Sofía: 1309M-…», «Carlos – https://…»).
results-paste = Códigos
results-bad-line = Linha { $line }: { $why }
results-count = { $count ->
    [one] Um resultado
   *[other] { $count } resultados
}
results-col-name = Aluno
results-col-drill = Exercício
results-col-date = Data
results-col-score = Acertos
results-col-accuracy = Precisão
results-col-time = Tempo total
results-col-mistakes = Perguntas falhadas
results-question-number = n.º { $n }
results-scroll-hint = Desliza a tabela para o lado para veres todas as colunas.
results-export = Descarregar CSV
results-csv-file = resultados.csv
results-csv-0 = Aluno
results-csv-1 = Exercício
results-csv-2 = Data
results-csv-3 = Acertos
results-csv-4 = Respondidas
results-csv-5 = Perguntas do exercício
results-csv-6 = Precisão (%)
results-csv-7 = Segundos
results-csv-8 = Erros
results-csv-9 = Repetido
results-csv-yes = sim
results-unfinished = não terminou: { $answered ->
    [one] 1 resposta
   *[other] { $answered } respostas
}
convert-title = Converter uma partida
convert-intro = Cola uma partida em qualquer idioma e forma; sai no idioma e na forma que escolheres, verificada lance a lance. Funciona sem ligação.
convert-from = Escrita em
convert-auto = Detetar
convert-detected = Língua detetada: { $language }.
convert-to = Converter para
convert-long = Forma longa (Cg1f3)
convert-figurine = ♘ figuras
convert-notation-name = { $code ->
    [descriptive-en] Descritiva inglesa
    [descriptive-es] Descritiva espanhola
    [descriptive-fr] Descritiva francesa
   *[iccf] Numérica ICCF
}
convert-annotations = Os sinais de avaliação de livros e bases de dados (!?, ±, +-, =, N, □, $14…) ficam como estão; em PGN escrevem-se com o seu número ($16), como os leem outros programas.
convert-input = Partida
convert-output = Resultado
convert-copy = Copiar
convert-copied = Copiado.
builder-title = Preparar um exercício
builder-intro = Escolhe o exercício e as suas opções, junta, se quiseres, as tuas casas, posições ou uma partida, e partilha o link ou o código QR. Tudo viaja no link: não há servidor.
builder-mode = Exercício
builder-drill-title = Título (opcional)
builder-content = Conteúdo próprio (opcional)
builder-content-squares = Casas separadas por espaços: e4 d5 a1…
builder-content-positions = Uma posição por linha: uma FEN seguida do lance (Cf3, g1f3…).
builder-content-game = Uma partida em qualquer idioma e forma: 1.e4 e5 2.Cf3…
builder-content-ok = { $count ->
    [one] Um elemento, correto.
   *[other] { $count } elementos, todos corretos.
}
builder-same-prompts = As mesmas perguntas para todos
builder-same-prompts-off = Sem isto, cada aluno recebe outras perguntas e o exercício não dá código de resultado.
builder-first = Início
builder-previous = Anterior
builder-next = Seguinte
builder-last = Fim
builder-preview = Primeiras perguntas
builder-link = O link do exercício
builder-copy = Copiar o link
builder-length = { $length } de { $max } caracteres.
builder-too-long = O link tem { $length } caracteres e as aplicações de mensagens guardam { $max }: tira posições ou lances.
builder-qr = Código QR do link
builder-qr-large = Mostrar em grande
builder-qr-small = Voltar
builder-open = Abrir o exercício
builder-worksheet = Folha para imprimir
builder-results = Resultados da turma
worksheet-diagram = Diagrama { $number }
worksheet-find = Marca a casa { $square }.
worksheet-play = Desenha o lance { $move } com uma seta.
worksheet-name-move = Escreve o lance indicado pela seta.
worksheet-name-game-move = Escreve o lance indicado pela seta ({ $number }).
worksheet-name = Nome:
worksheet-date = Data:
worksheet-print = Imprimir
worksheet-key = Soluções: { $title }
worksheet-left-out = Esta folha tem as primeiras { $shown } das { $total } perguntas do exercício.
worksheet-timed = O exercício é contra o relógio; em papel tem { $count } perguntas.
worksheet-key-move = { $move }: de { $from } para { $to }
