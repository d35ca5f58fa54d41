app-title = Escaque
app-tagline = Entrenador de notació d'escacs
nav-skip = Vés al contingut
nav-home = Inici
nav-settings = Configuració
home-intro = Practica veure el tauler i llegir i escriure partides en notació algebraica, tal com la descriu l'Apèndix C de les Lleis dels Escacs de la FIDE.
home-offer-squares = Caselles: troba e4, anomena la casella marcada, digues-ne el color.
home-offer-moves = Jugades: anomena la jugada que veus, juga la que llegeixes, llegeix una partida sencera.
home-offer-grading = Correcció amb explicacions, en la teva llengua i amb les lletres de la teva llengua.
home-board-hint = Mou amb un clic, arrossegant o amb el teclat (fletxes i Retorn).
home-board-hint-touch = Mou tocant una peça i després la seva casella, o arrossegant-la.
board-label = Tauler d'escacs
board-turn-white = Juguen les blanques
board-turn-black = Juguen les negres
board-last-move = Última jugada: { $move }
board-promotion = Tria la peça de promoció
board-promotion-cancel = Cancel·la
board-flip = Gira el tauler
board-reset = Posició inicial
piece-white = { $role ->
    [king] rei blanc
    [queen] dama blanca
    [rook] torre blanca
    [bishop] alfil blanc
    [knight] cavall blanc
   *[pawn] peó blanc
}
piece-black = { $role ->
    [king] rei negre
    [queen] dama negra
    [rook] torre negra
    [bishop] alfil negre
    [knight] cavall negre
   *[pawn] peó negre
}
piece-name = { $role ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Cavall
   *[pawn] Peó
}
settings-title = Configuració
settings-ui-language = Llengua de la interfície
settings-notation = Llengua de la notació
settings-notation-followed = La notació ha canviat amb la llengua. Si en vols una altra, tria-la aquí.
settings-orientation = Color a baix
settings-orientation-white = Blanques
settings-orientation-black = Negres
settings-coordinates = Coordenades
settings-coordinates-off = Sense coordenades
settings-coordinates-edges = A les vores
settings-coordinates-squares = A cada casella
settings-orientation-note = Val per als exercicis de caselles. En els de jugades, a baix hi va el bàndol que juga; ho pots canviar a les opcions de cada exercici.
settings-coordinates-note = A «Troba la casella» i «Anomena la casella» els noms es veuen a les vores: escrits a cada casella, donarien la resposta.
settings-theme = Tema
settings-theme-light = Clar
settings-theme-dark = Fosc
settings-saved = La configuració es desa en aquest dispositiu.
notice-settings-replaced = No s'ha pogut llegir la configuració desada; s'han restablert els valors per defecte.
notice-dismiss = Entesos
not-found = No s'ha trobat la pàgina
settings-theme-system = Com el dispositiu
settings-sounds = Sons d'encert i d'error als exercicis
nav-progress = Progrés
square-light = casella clara
square-dark = casella fosca
square-marked = marcada
square-file = columna { $file }
square-rank = fila { $rank }
notice-history-damaged = No s'ha pogut llegir part del teu historial desat: s'ha carregat tota la resta, i l'original s'ha desat a part en aquest dispositiu.

## Square drills
home-drills-title = Exercicis de caselles
home-start-untimed = 20 preguntes
home-start-timed = 30 segons
drill-title-find = Troba la casella
drill-title-name = Anomena la casella
drill-title-colour = Clara o fosca?
drill-title-diagonal = En una mateixa diagonal?
drill-title-knight = Salts de cavall
drill-intro-find = Prem al tauler la casella que s'anomena.
drill-intro-name = Escriu el nom de la casella marcada, o compon-lo amb les tecles de columna i fila.
drill-intro-colour = La casella anomenada és clara o fosca? Tecles C (clara) i F (fosca).
drill-intro-diagonal = Les dues caselles són en una mateixa diagonal? Tecles S (sí) i N (no).
drill-intro-knight = Quants salts necessita un cavall per anar de la primera casella a la segona? Tecles de l'1 al 6.
drill-find-keys = Amb el teclat: les fletxes mouen el focus pel tauler i Retorn respon.
drill-prompt-name = Quina casella és la marcada?
drill-next = Després: { $prompt }
drill-score-label = Encerts
drill-streak = Ratxa: { $streak }
drill-progress = { $done } de { $total }
drill-time-left = Queden { $seconds } s
drill-time-paused = Queden { $seconds } s (rellotge aturat fins a «Següent»)
drill-clock-waits = El cronòmetre es posa en marxa amb la teva primera resposta.
drill-orientation-white = En aquesta ronda, les blanques són a baix.
drill-orientation-black = En aquesta ronda, les negres són a baix.
drill-shared = Exercici compartit: tothom rep les mateixes preguntes.
drill-stop = Acaba
verdict-correct = Molt bé!
verdict-wrong = No.
verdict-find = { $expected }: has premut { $given }.
verdict-name = { $expected }: has respost { $given }.
verdict-colour = { $square } és { $colour ->
    [light] clara
   *[dark] fosca
}.
verdict-diagonal = { $answer ->
    [yes] { $a } i { $b } són en una mateixa diagonal.
   *[no] { $a } i { $b } no són en una mateixa diagonal.
}
verdict-knight = De { $a } a { $b }: { $moves ->
    [one] un salt de cavall
   *[other] { $moves } salts de cavall
}.
answer-light = Clara
answer-dark = Fosca
answer-yes = Sí
answer-no = No
answer-keys = Respostes
answer-square-label = La teva resposta
answer-send = Envia
answer-empty = Escriu primer la resposta: encara no hi ha res a enviar.
answer-files = Columnes
answer-ranks = Files
answer-not-square = «{ $text }» no és una casella: escriu una columna (a–h) i una fila (1–8), com ara e4.
summary-title = Resultat
summary-score = { $right } de { $attempted }
summary-stopped = T’has aturat després de { $answered } de { $total } preguntes.
summary-stopped-timed = T’has aturat abans que s’acabés el temps.
summary-time-up = S’ha acabat el temps ({ $seconds } s).
summary-accuracy = Precisió: { $percent }
summary-streak = Millor ratxa: { $streak }
summary-mean-time = Temps mitjà per resposta: { $seconds }
summary-prompts = Preguntes (prem-ne una per veure-la al tauler)
summary-mistake = error
summary-given = has respost { $given }; era { $expected }
summary-again = Una altra vegada
summary-progress = Mira el progrés
summary-home = Inici
options-title = Opcions
options-length = Durada
options-count = { $n } preguntes
options-timed = { $seconds } segons
options-orientation = Costat de baix
options-orientation-random = A l'atzar
options-pieces = Mostra les peces de la posició inicial
options-files = Columnes
options-ranks = Files
options-sounds = Sons d'encert i d'error
options-start = Comença
options-area-too-small = Les columnes i files triades deixen menys de dues caselles.

## Links that cannot be opened
link-error-title = No es pot obrir aquest enllaç
link-error-home = Torna a l'inici
page-load-failed-title = No s'ha pogut carregar aquesta pàgina
page-load-failed = Aquesta part de l'aplicació encara no s'ha baixat en aquest dispositiu i no hi ha connexió. Connecta't una vegada i torna a obrir la pàgina: després funcionarà sense connexió.
link-too-long = L'enllaç té { $length } caràcters; el màxim és 4096.
link-missing-version = L'enllaç no comença per la seva versió (v=1).
link-unknown-version = Aquesta versió d'Escaque no coneix la versió «{ $version }» de l'enllaç.
link-malformed = «{ $part }» no té la forma clau=valor.
link-unknown-key = L'enllaç té una clau desconeguda: «{ $key }».
link-repeated-key = La clau «{ $key }» apareix dues vegades.
link-bad-value = «{ $value }» no és un valor vàlid de «{ $key }».
link-out-of-range = «{ $key }» ha de ser entre { $min } i { $max }, no «{ $value }».
link-count-and-time = Un exercici té un nombre de preguntes (n) o un temps (t), no totes dues coses.
link-unknown-mode = No existeix l'exercici «{ $mode }».
link-missing-mode = L'enllaç no diu quin exercici és.
link-mode-mismatch = L'enllaç és de «{ $query }», però la pàgina és de «{ $route }».

## Progress
progress-title = Progrés
progress-empty = Encara no s'ha fet cap exercici de caselles ni de jugades en aquest dispositiu.
progress-start = Comença'n un.
progress-scores = Encerts al llarg del temps
progress-series = Exercici
progress-chart-description = { $runs ->
    [one] Una ronda
   *[other] { $runs } rondes
}; millor resultat { $best }, darrer { $last }.
progress-point = { $date }: { $score } de { $attempted }
progress-heat = Mapa de calor de les caselles
progress-heat-drill = Exercici
progress-heat-hint = Les caselles que falles o en què tardes tornen més sovint a les teves properes rondes; sota el mapa, què vol dir cada color.
progress-heat-empty = Encara no hi ha res: l’omplen els exercicis de caselles (Troba la casella, Anomena la casella…), no els de jugades.
progress-heat-label = Mapa de calor: { $drill }
progress-heat-square = { $square }: preguntada { $seen ->
    [one] una vegada
   *[other] { $seen } vegades
}, { $missed } % d'errors, { $slow } % de respostes lentes
progress-legend-missed = { $count ->
    [one] fallada sovint
   *[other] fallades sovint
}
progress-legend-sometimes = { $count ->
    [one] fallada alguna vegada
   *[other] fallades alguna vegada
}
progress-legend-slow = { $count ->
    [one] lenta
   *[other] lentes
}
progress-legend-good = { $count ->
    [one] bé
   *[other] bé
}
progress-legend-unseen = { $count ->
    [one] encara no preguntada
   *[other] encara no preguntades
}
progress-recent = Darreres rondes
progress-col-date = Data
progress-col-drill = Exercici
progress-col-score = Encerts
progress-col-accuracy = Precisió
progress-col-time = Temps mitjà
progress-col-mistakes = Errors
# Update notice
update-ready = Hi ha una versió nova d'Escaque a punt.
update-reload = Torna a carregar

## Move drills
home-move-drills-title = Exercicis de jugades
home-start-game = La partida d'exemple de la FIDE
drill-title-name-move = Anomena la jugada
drill-title-play-move = Juga la jugada
drill-title-game = Llegeix una partida
drill-intro-name-move = Es fa una jugada al tauler: escriu-la en la notació de l'exercici.
drill-intro-play-move = Hi ha una jugada escrita: juga-la al tauler (clic, arrossegant o amb el teclat).
drill-intro-game = Una partida sencera, jugada a jugada: escriu cada jugada que veus o juga cada jugada que llegeixes.
drill-intro-game-write = Cada jugada de la partida es fa al tauler: escriu-la. Un error es compta i la partida continua.
drill-intro-game-play = Cada jugada de la partida està escrita: juga-la al tauler. Un error es compta i la partida continua.
drill-prompt-name-move = Quina jugada s'ha fet?
drill-play-keys = Amb el teclat: les fletxes mouen el focus, Retorn agafa una peça i Retorn un altre cop la deixa.
drill-unknown-game = La biblioteca no té la partida «{ $game }».
drill-no-examples = No hi ha posicions per a «{ $focus }».
library-loading = S'estan carregant les partides…
library-failed = No s'han pogut carregar les partides ({ $error }). Amb connexió, es desen en aquest dispositiu per a la propera vegada.
link-not-for-mode = Aquest enllaç demana { $what }, però l’exercici «{ $mode }» no té aquesta opció.
link-asks-n = un nombre de preguntes
link-asks-t = un temps límit
link-asks-pieces = mostrar o amagar les peces
link-asks-files = unes columnes
link-asks-ranks = unes files
link-asks-lang = una notació
link-asks-profile = un tipus de partides
link-asks-focus = un tipus de jugades
link-asks-game = una partida de la biblioteca
link-asks-input = una manera de respondre
link-asks-side = un bàndol
link-asks-form = una manera d’escriure les jugades
link-asks-speak = llegir les jugades en veu alta
game-moves = Jugades de la partida
move-correct = Molt bé! { $canonical }
move-accepted = Acceptada: { $canonical }. { $notes }
move-wrong = No. S'escriu { $canonical }. { $reason }
move-played-wrong = No: has jugat { $given }; la jugada era { $expected }.
answer-move-label = La teva jugada
answer-pieces = Lletres de peça
answer-marks = Signes
answer-delete = Esborra
answer-held-hint = Ja has respost: prem «Següent»
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
}
piece-lower = { $role ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] cavall
   *[pawn] peó
}
speak-move = { $castling ->
    [king] enroc curt
    [queen] enroc llarg
   *[none] { $piece } { $capture ->
        [yes] pren a
       *[no] a
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , promociona a { $promotion }
    }
}{ $check ->
    [check] , escac
    [mate] , escac i mat
   *[none] {""}
}
options-whole-game = La partida sencera
options-orientation-auto = El bàndol que juga
options-game = Partida
options-input = Què fas
options-input-write = Escriure cada jugada
options-input-play = Jugar cada jugada
options-side = Jugades de
options-side-both = Tots dos bàndols
options-form = Com s'escriu la partida
options-form-short = Curta, amb x, + i #
options-form-bare = Curta, sense signes
options-form-long = Llarga (Cg1f3)
options-profile = Correcció
options-profile-fide = Com la FIDE (accepta el que accepta l'Apèndix C)
options-profile-strict = Estricta (només la forma canònica)
options-focus = Tipus de jugada
options-pieces-blindfold = Mostra les peces (sense elles, a la cega)
options-speak = Escolta cada jugada
options-coordinates-note = En aquest exercici els noms es veuen a les vores: escrits a cada casella, donarien la resposta.
focus-any = Qualsevol
focus-castling = Enrocs
focus-en-passant = Captures al pas
focus-promotion = Promocions
focus-under-promotion = Promocions a torre, alfil o cavall
focus-disambiguation-file = Dues peces iguals: s'indica la columna
focus-disambiguation-rank = Dues peces iguals: s'indica la fila
focus-disambiguation-both = Tres peces iguals: s'indica la casella
focus-captures = Captures
focus-checks = Jugades d'escac
focus-mates = Jugades de mat

## Teachers: links, builder, results, converter, worksheets
nav-builder = Docents
nav-convert = Converteix
link-bad-text = «{ $key }» ha de ser text senzill de 80 caràcters com a màxim.
link-html = «{ $key }» conté «<» o «>»: els enllaços no porten HTML.
link-content-not-for-mode = El contingut de l'enllaç no és del tipus que demana l'exercici «{ $mode }».
link-not-with-content = «{ $key }» no té cap ús quan l'exercici porta el seu propi contingut.
content-too-long = El contingut té { $length } caràcters; n'hi caben { $max }.
content-truncated = L'enllaç està tallat: falta el final del contingut. Demana l'enllaç sencer.
content-unknown-version = Aquesta versió d'Escaque no coneix la versió «{ $version }» del contingut.
content-bad-position = La posició { $index } de l'enllaç és impossible: { $why }
content-illegal-move = La jugada { $index } de l'enllaç no és legal.
content-damaged = El contingut de l'enllaç està malmès.
fen-field-count = una FEN té 6 camps separats per espais, i aquesta en té { $count }.
fen-bad-board = la fila { $rank } del tauler no té 8 caselles.
fen-bad-piece = «{ $char }» no és una peça (KQRBNP, kqrbnp) ni un número de l'1 al 8.
fen-bad-side = el bàndol que juga és «w» o «b», no «{ $text }».
fen-bad-castling = els drets d'enroc són «-» o les lletres KQkq, no «{ $text }».
fen-bad-en-passant = la casella al pas és «-» o una casella de la fila 3 o 6, no «{ $text }».
fen-bad-counter = els comptadors de jugades són nombres enters, no «{ $text }».
fen-king-count = { $side ->
    [white] les blanques
   *[black] les negres
} tenen { $count } reis (cal exactament un).
fen-pawn-back-rank = un peó no pot estar a { $square }.
fen-too-many-pieces = { $side ->
    [white] les blanques
   *[black] les negres
} tenen { $count } peces (16 com a màxim).
fen-too-many-pawns = { $side ->
    [white] les blanques
   *[black] les negres
} tenen { $count } peons (8 com a màxim).
fen-impossible-material = { $side ->
    [white] les blanques
   *[black] les negres
} tenen més peces promocionades que peons perduts.
fen-opponent-in-check = el bàndol que no juga està en escac.
fen-castling-without-pieces = dret d'enroc «{ $text }» sense el rei i la torre a les seves caselles.
fen-impossible-en-passant = la casella al pas { $text } no pot seguir un avanç doble de peó.
fen-impossible-check = cap última jugada no pot donar aquest escac.
fen-refused = el generador de jugades rebutja aquesta posició.
game-error-at = Jugada { $number }, { $side ->
    [white] blanques
   *[black] negres
}, «{ $token }»: { $why }
game-unclosed = «{ $char }» no es tanca mai.
game-unbalanced = hi ha un «)» sense «(».
input-empty = No hi ha res amb què fer un exercici.
input-too-many = { $count } elements són massa per a un enllaç ({ $max } com a màxim).
input-bad-square = L'element { $index }, «{ $text }», no és una casella.
input-line = Línia { $line }: { $why }
input-extra-text = Línia { $line }: sobra «{ $text }» després de la jugada.
input-several-games = El text té { $count } partides; un exercici en porta una.
input-null-move = Jugada { $number }, { $side ->
    [white] blanques
   *[black] negres
}: no es pot preguntar una jugada nul·la.
code-bad-character = «{ $char }» (posició { $position }) no és un caràcter d'un codi.
code-wrong-length = El codi no té la longitud d'un codi de resultat.
code-checksum = El codi té un error de còpia: algun caràcter canviat o dos d'intercanviats.
code-unknown-version = Aquesta versió d'Escaque no coneix la versió d'aquest codi.
code-damaged = No es pot llegir el codi.
code-missing = Falta el codi.
code-name-too-long = El nom és massa llarg (60 caràcters com a màxim).
code-bad-name = No es pot llegir el nom.
code-bad-link = No es pot llegir l'enllaç del resultat.
result-code-title = Codi de resultat
result-code-intro = Si el teu professor t'ha demanat el resultat, envia-li aquest codi o l'enllaç.
result-name = El teu nom (opcional)
result-copy-code = Copia el codi
result-copy-link = Copia l'enllaç
result-link = Enllaç del resultat
result-copied-code = Codi copiat.
result-copied-link = Enllaç copiat.
result-not-tamper-proof = Un codi de resultat no és a prova de trampes: serveix per no haver de copiar a mà, no com a prova.
result-title = Resultat
result-student = Alumne
result-no-name = (sense nom)
result-drill = Exercici
result-score = Encerts
result-accuracy = Precisió
result-time = Temps
result-seconds = { $seconds } s
result-date = Data
result-mistakes = Preguntes fallades
result-no-mistakes = cap
result-code = Codi
result-to-results = Resultats de la classe
results-title = Resultats de la classe
results-intro = Enganxa el que t'han enviat els alumnes, un per línia: el codi, l'enllaç del resultat o el seu nom al davant («Sofía: 1309M-…», «Carlos – https://…»).
results-paste = Codis
results-bad-line = Línia { $line }: { $why }
results-count = { $count ->
    [one] Un resultat
   *[other] { $count } resultats
}
results-col-name = Alumne
results-col-drill = Exercici
results-col-date = Data
results-col-score = Encerts
results-col-accuracy = Precisió
results-col-time = Temps total
results-col-mistakes = Preguntes fallades
results-question-number = núm. { $n }
results-scroll-hint = Llisca la taula cap al costat per veure totes les columnes.
results-export = Baixa el CSV
results-csv-file = resultats.csv
results-csv-0 = Alumne
results-csv-1 = Exercici
results-csv-2 = Data
results-csv-3 = Encerts
results-csv-4 = Respostes
results-csv-5 = Preguntes de l’exercici
results-csv-6 = Precisió (%)
results-csv-7 = Segons
results-csv-8 = Errors
results-csv-9 = Repetit
results-csv-yes = sí
results-unfinished = sense acabar: { $answered ->
    [one] 1 resposta
   *[other] { $answered } respostes
}
convert-title = Converteix una partida
convert-intro = Enganxa una partida en qualsevol llengua i forma; surt en la llengua i la forma que triïs, comprovada jugada a jugada. Funciona sense connexió.
convert-from = Escrita en
convert-auto = Detecta
convert-detected = Idioma detectat: { $language }.
convert-to = Passa a
convert-long = Forma llarga (Cg1f3)
convert-figurine = ♘ figures
convert-notation-name = { $code ->
    [descriptive-en] Descriptiva anglesa
    [descriptive-es] Descriptiva espanyola
    [descriptive-fr] Descriptiva francesa
   *[iccf] Numèrica ICCF
}
convert-annotations = Les valoracions de llibres i bases de dades (!?, ±, +-, =, N, □, $14…) es conserven tal com són; en PGN s’escriuen amb el seu número ($16), com les llegeixen altres programes.
convert-input = Partida
convert-output = Resultat
convert-copy = Copia
convert-copied = Copiat.
builder-title = Prepara un exercici
builder-intro = Tria l'exercici i les seves opcions, afegeix-hi si vols les teves caselles, posicions o una partida, i comparteix l'enllaç o el codi QR. Tot viatja a l'enllaç: no hi ha servidor.
builder-mode = Exercici
builder-drill-title = Títol (opcional)
builder-content = Contingut propi (opcional)
builder-content-squares = Caselles separades per espais: e4 d5 a1…
builder-content-positions = Una posició per línia: una FEN seguida de la jugada (Cf3, g1f3…).
builder-content-game = Una partida en qualsevol llengua i forma: 1.e4 e5 2.Cf3…
builder-content-ok = { $count ->
    [one] Un element, correcte.
   *[other] { $count } elements, tots correctes.
}
builder-same-prompts = Les mateixes preguntes per a tothom
builder-same-prompts-off = Sense això, cada alumne rep altres preguntes i l’exercici no dona codi de resultat.
builder-first = Al principi
builder-previous = Anterior
builder-next = Següent
builder-last = Al final
builder-preview = Primeres preguntes
builder-link = Enllaç de l'exercici
builder-copy = Copia l'enllaç
builder-length = { $length } de { $max } caràcters.
builder-too-long = L'enllaç té { $length } caràcters i els xats en conserven { $max }: treu posicions o jugades.
builder-qr = Codi QR de l'enllaç
builder-qr-large = Mostra en gran
builder-qr-small = Torna
builder-open = Obre l'exercici
builder-worksheet = Full per imprimir
builder-results = Resultats de la classe
worksheet-diagram = Diagrama { $number }
worksheet-find = Marca la casella { $square }.
worksheet-play = Dibuixa la jugada { $move } amb una fletxa.
worksheet-name-move = Escriu la jugada que assenyala la fletxa.
worksheet-name-game-move = Escriu la jugada que assenyala la fletxa ({ $number }).
worksheet-name = Nom:
worksheet-date = Data:
worksheet-print = Imprimeix
worksheet-key = Solucions: { $title }
worksheet-left-out = Aquest full té les primeres { $shown } de les { $total } preguntes de l’exercici.
worksheet-timed = L’exercici és contra rellotge; en paper té { $count } preguntes.
worksheet-key-move = { $move }: de { $from } a { $to }
