app-title = Escaque
app-tagline = Allenamento alla notazione scacchistica
nav-skip = Vai al contenuto
nav-home = Inizio
nav-settings = Impostazioni
home-intro = Esercitati a vedere la scacchiera e a leggere e scrivere partite in notazione algebrica, come la descrive il Regolamento degli Scacchi FIDE (Appendice C).
home-offer-squares = Case: trova e4, nomina la casa evidenziata, di' il suo colore.
home-offer-moves = Mosse: nomina la mossa mostrata, gioca la mossa scritta, leggi una partita intera.
home-offer-grading = Correzione motivata, nella tua lingua e con le lettere della tua lingua.
home-board-hint = Muovi con un clic, trascinando o con la tastiera (frecce e Invio).
home-board-hint-touch = Muovi toccando un pezzo e poi la sua casa, o trascinandolo.
board-label = Scacchiera
board-turn-white = Muove il Bianco
board-turn-black = Muove il Nero
board-last-move = Ultima mossa: { $move }
board-promotion = Scegli il pezzo della promozione
board-promotion-cancel = Annulla
board-flip = Gira la scacchiera
board-reset = Posizione iniziale
piece-white = { $role ->
    [king] re bianco
    [queen] donna bianca
    [rook] torre bianca
    [bishop] alfiere bianco
    [knight] cavallo bianco
   *[pawn] pedone bianco
}
piece-black = { $role ->
    [king] re nero
    [queen] donna nera
    [rook] torre nera
    [bishop] alfiere nero
    [knight] cavallo nero
   *[pawn] pedone nero
}
piece-name = { $role ->
    [king] Re
    [queen] Donna
    [rook] Torre
    [bishop] Alfiere
    [knight] Cavallo
   *[pawn] Pedone
}
settings-title = Impostazioni
settings-ui-language = Lingua dell'interfaccia
settings-notation = Lingua della notazione
settings-notation-followed = La notazione è cambiata con la lingua. Se ne vuoi un'altra, sceglila qui.
settings-orientation = Colore in basso
settings-orientation-white = Bianco
settings-orientation-black = Nero
settings-coordinates = Coordinate
settings-coordinates-off = Senza coordinate
settings-coordinates-edges = Sui bordi
settings-coordinates-squares = Su ogni casa
settings-orientation-note = Vale per gli esercizi sulle case. Negli esercizi sulle mosse in basso c'è il colore che muove; puoi cambiarlo nelle opzioni di ogni esercizio.
settings-coordinates-note = In «Trova la casa» e «Nomina la casa» i nomi restano sui bordi: scritti su ogni casa, darebbero la risposta.
settings-theme = Tema
settings-theme-light = Chiaro
settings-theme-dark = Scuro
settings-saved = Le impostazioni vengono conservate su questo dispositivo.
notice-settings-replaced = Non è stato possibile leggere le impostazioni salvate; sono stati ripristinati i valori predefiniti.
notice-dismiss = Ho capito
not-found = Pagina non trovata
settings-theme-system = Come il dispositivo
settings-sounds = Suoni di risposta giusta e sbagliata negli esercizi
nav-progress = Progressi
square-light = casa chiara
square-dark = casa scura
square-marked = segnata
square-file = colonna { $file }
square-rank = traversa { $rank }
notice-history-damaged = Non è stato possibile leggere parte della cronologia salvata: tutto il resto è stato caricato e l'originale è stato messo da parte su questo dispositivo.

## Square drills
home-drills-title = Esercizi sulle case
home-start-untimed = 20 domande
home-start-timed = 30 secondi
drill-title-find = Trova la casa
drill-title-name = Nomina la casa
drill-title-colour = Chiara o scura?
drill-title-diagonal = Sulla stessa diagonale?
drill-title-knight = Salti di cavallo
drill-intro-find = Scegli sulla scacchiera la casa indicata.
drill-intro-name = Scrivi il nome della casa segnata, o componilo con i tasti di colonna e traversa.
drill-intro-colour = La casa indicata è chiara o scura? Tasti C (chiara) e S (scura).
drill-intro-diagonal = Le due case sono sulla stessa diagonale? Tasti S (sì) e N (no).
drill-intro-knight = Quanti salti servono a un cavallo per andare dalla prima casa alla seconda? Tasti da 1 a 6.
drill-find-keys = Con la tastiera: le frecce spostano il focus sulla scacchiera e Invio risponde.
drill-prompt-name = Quale casa è segnata?
drill-next = Poi: { $prompt }
drill-score-label = Risposte giuste
drill-streak = Serie: { $streak }
drill-progress = { $done } di { $total }
drill-time-left = Restano { $seconds } s
drill-time-paused = Restano { $seconds } s (tempo fermo fino ad «Avanti»)
drill-clock-waits = Il cronometro parte con la tua prima risposta.
drill-orientation-white = In questa sessione il Bianco è in basso.
drill-orientation-black = In questa sessione il Nero è in basso.
drill-shared = Esercizio condiviso: tutti ricevono le stesse domande.
drill-stop = Termina
verdict-correct = Giusto!
verdict-wrong = Sbagliato.
verdict-find = { $expected }: hai premuto { $given }.
verdict-name = { $expected }: hai risposto { $given }.
verdict-colour = { $square } è { $colour ->
    [light] chiara
   *[dark] scura
}.
verdict-diagonal = { $answer ->
    [yes] { $a } e { $b } sono sulla stessa diagonale.
   *[no] { $a } e { $b } non sono sulla stessa diagonale.
}
verdict-knight = Da { $a } a { $b }: { $moves ->
    [one] un salto di cavallo
   *[other] { $moves } salti di cavallo
}.
answer-light = Chiara
answer-dark = Scura
answer-yes = Sì
answer-no = No
answer-keys = Risposte
answer-square-label = La tua risposta
answer-send = Invia
answer-empty = Scrivi prima la tua risposta: non c'è ancora niente da inviare.
answer-files = Colonne
answer-ranks = Traverse
answer-not-square = «{ $text }» non è una casa: scrivi una colonna (a–h) e una traversa (1–8), come e4.
summary-title = Risultato
summary-score = { $right } su { $attempted }
summary-stopped = Hai smesso alla domanda { $answered } di { $total }.
summary-stopped-timed = Hai smesso prima della fine del tempo.
summary-time-up = Tempo scaduto ({ $seconds } s).
summary-accuracy = Precisione: { $percent }
summary-streak = Miglior serie: { $streak }
summary-mean-time = Tempo medio per risposta: { $seconds }
summary-prompts = Domande (premine una per vederla sulla scacchiera)
summary-mistake = errore
summary-given = hai risposto { $given }; era { $expected }
summary-again = Ancora
summary-progress = Vedi i progressi
summary-home = Inizio
options-title = Opzioni
options-length = Durata
options-count = { $n } domande
options-timed = { $seconds } secondi
options-orientation = Lato in basso
options-orientation-random = A caso
options-pieces = Mostra i pezzi della posizione iniziale
options-files = Colonne
options-ranks = Traverse
options-sounds = Suoni di risposta giusta e sbagliata
options-start = Inizia
options-area-too-small = Le colonne e le traverse scelte lasciano meno di due case.

## Links that cannot be opened
link-error-title = Questo link non si può aprire
link-error-home = Torna alla pagina iniziale
page-load-failed-title = Impossibile caricare questa pagina
page-load-failed = Questa parte dell'app non è ancora stata scaricata su questo dispositivo e la rete non è raggiungibile. Connettiti una volta e riapri la pagina: poi funzionerà anche offline.
link-too-long = Il link è lungo { $length } caratteri; il massimo consentito è 4096.
link-missing-version = Il link non comincia con la sua versione (v=1).
link-unknown-version = Questa versione di Escaque non conosce la versione «{ $version }» del link.
link-malformed = «{ $part }» non ha la forma chiave=valore.
link-unknown-key = Il link ha una chiave sconosciuta: «{ $key }».
link-repeated-key = La chiave «{ $key }» compare due volte.
link-bad-value = «{ $value }» non è un valore valido di «{ $key }».
link-out-of-range = «{ $key }» deve essere tra { $min } e { $max }, non «{ $value }».
link-count-and-time = Un esercizio ha un numero di domande (n) o un tempo (t), non entrambi.
link-unknown-mode = Non esiste un esercizio chiamato «{ $mode }».
link-missing-mode = Il link non dice di quale esercizio si tratta.
link-mode-mismatch = Il link è per «{ $query }», ma la pagina è per «{ $route }».

## Progress
progress-title = Progressi
progress-empty = Ancora nessun esercizio sulle case o sulle mosse svolto su questo dispositivo.
progress-start = Iniziane uno.
progress-scores = Risultati nel tempo
progress-series = Esercizio
progress-chart-description = { $runs ->
    [one] Una sessione
   *[other] { $runs } sessioni
}; miglior risultato { $best }, ultimo { $last }.
progress-point = { $date }: { $score } su { $attempted }
progress-heat = Mappa di calore delle case
progress-heat-drill = Esercizio
progress-heat-hint = Le case che sbagli o a cui rispondi lentamente tornano più spesso nelle tue prossime sessioni; sotto la mappa, che cosa vuol dire ogni colore.
progress-heat-empty = Ancora niente: la riempiono gli esercizi sulle case (Trova la casa, Nomina la casa…), non quelli sulle mosse.
progress-heat-label = Mappa di calore: { $drill }
progress-heat-square = { $square }: chiesta { $seen ->
    [one] una volta
   *[other] { $seen } volte
}, { $missed }% di errori, { $slow }% di risposte lente
progress-legend-missed = { $count ->
    [one] sbagliata spesso
   *[other] sbagliate spesso
}
progress-legend-sometimes = { $count ->
    [one] sbagliata almeno una volta
   *[other] sbagliate almeno una volta
}
progress-legend-slow = { $count ->
    [one] lenta
   *[other] lente
}
progress-legend-good = { $count ->
    [one] bene
   *[other] bene
}
progress-legend-unseen = { $count ->
    [one] non ancora chiesta
   *[other] non ancora chieste
}
progress-recent = Ultime sessioni
progress-col-date = Data
progress-col-drill = Esercizio
progress-col-score = Risposte giuste
progress-col-accuracy = Precisione
progress-col-time = Tempo medio
progress-col-mistakes = Errori
# Update notice
update-ready = È pronta una nuova versione di Escaque.
update-reload = Ricarica

## Move drills
home-move-drills-title = Esercizi sulle mosse
home-start-game = La partita d'esempio della FIDE
drill-title-name-move = Nomina la mossa
drill-title-play-move = Gioca la mossa
drill-title-game = Leggi una partita
drill-intro-name-move = Sulla scacchiera viene giocata una mossa: scrivila nella notazione dell'esercizio.
drill-intro-play-move = Una mossa è scritta: giocala sulla scacchiera (clic, trascinamento o tastiera).
drill-intro-game = Una partita intera, mossa per mossa: scrivi ogni mossa che vedi, o gioca ogni mossa che leggi.
drill-intro-game-write = Ogni mossa della partita viene giocata sulla scacchiera: scrivila. Un errore viene contato e la partita prosegue.
drill-intro-game-play = Ogni mossa della partita è scritta: giocala sulla scacchiera. Un errore viene contato e la partita prosegue.
drill-prompt-name-move = Quale mossa è stata giocata?
drill-play-keys = Con la tastiera: le frecce spostano il focus, Invio prende un pezzo e un altro Invio lo posa.
drill-unknown-game = La biblioteca non ha la partita «{ $game }».
drill-no-examples = Non ci sono posizioni per «{ $focus }».
library-loading = Caricamento delle partite…
library-failed = Non è stato possibile caricare le partite ({ $error }). Una volta online, vengono conservate su questo dispositivo per la prossima volta.
link-not-for-mode = Questo link chiede { $what }, ma l’esercizio «{ $mode }» non ha questa opzione.
link-asks-n = un numero di domande
link-asks-t = un tempo limite
link-asks-pieces = di mostrare o nascondere i pezzi
link-asks-files = alcune colonne
link-asks-ranks = alcune traverse
link-asks-lang = una notazione
link-asks-profile = un tipo di partite
link-asks-focus = un tipo di mosse
link-asks-game = una partita della biblioteca
link-asks-input = un modo di rispondere
link-asks-side = un colore
link-asks-form = un modo di scrivere le mosse
link-asks-speak = di leggere le mosse ad alta voce
game-moves = Mosse della partita
move-correct = Giusto! { $canonical }
move-accepted = Accettata: { $canonical }. { $notes }
move-wrong = Sbagliato. Si scrive { $canonical }. { $reason }
move-played-wrong = Sbagliato: hai giocato { $given }; la mossa era { $expected }.
answer-move-label = La tua mossa
answer-pieces = Lettere dei pezzi
answer-marks = Segni
answer-delete = Cancella
answer-held-hint = Già risposto: premi «Avanti»
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] il re
    [queen] la donna
    [rook] la torre
    [bishop] l'alfiere
    [knight] il cavallo
   *[pawn] il pedone
}
piece-lower = { $role ->
    [king] re
    [queen] donna
    [rook] torre
    [bishop] alfiere
    [knight] cavallo
   *[pawn] pedone
}
speak-move = { $castling ->
    [king] arrocco corto
    [queen] arrocco lungo
   *[none] { $piece } { $capture ->
        [yes] prende in
       *[no] in
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , promuove a { $promotion }
    }
}{ $check ->
    [check] , scacco
    [mate] , scacco matto
   *[none] {""}
}
options-whole-game = La partita intera
options-orientation-auto = Il colore che muove
options-game = Partita
options-input = Che cosa fai
options-input-write = Scrivere ogni mossa
options-input-play = Giocare ogni mossa
options-side = Mosse di
options-side-both = Entrambi i colori
options-form = Come è scritta la partita
options-form-short = Breve, con x, + e #
options-form-bare = Breve, senza segni
options-form-long = Lunga (Cg1f3)
options-profile = Correzione
options-profile-fide = Come la FIDE (accetta ciò che accetta l'Appendice C)
options-profile-strict = Rigorosa (solo la forma canonica)
options-focus = Tipo di mossa
options-pieces-blindfold = Mostra i pezzi (senza: alla cieca)
options-speak = Ascolta ogni mossa
options-coordinates-note = In questo esercizio i nomi restano sui bordi: scritti su ogni casa, darebbero la risposta.
focus-any = Qualsiasi
focus-castling = Arrocchi
focus-en-passant = Prese en passant
focus-promotion = Promozioni
focus-under-promotion = Promozioni a torre, alfiere o cavallo
focus-disambiguation-file = Due pezzi uguali: si scrive la colonna
focus-disambiguation-rank = Due pezzi uguali: si scrive la traversa
focus-disambiguation-both = Tre pezzi uguali: si scrive la casa
focus-captures = Prese
focus-checks = Mosse di scacco
focus-mates = Mosse di matto

## Teachers: links, builder, results, converter, worksheets
nav-builder = Insegnanti
nav-convert = Converti
link-bad-text = «{ $key }» deve essere testo semplice di al massimo 80 caratteri.
link-html = «{ $key }» contiene «<» o «>»: i link non contengono HTML.
link-content-not-for-mode = Il contenuto del link non è del tipo richiesto dall'esercizio «{ $mode }».
link-not-with-content = «{ $key }» non serve quando l'esercizio porta il proprio contenuto.
content-too-long = Il contenuto è lungo { $length } caratteri; ne entrano { $max }.
content-truncated = Il link è troncato: manca la fine del contenuto. Chiedi il link completo.
content-unknown-version = Questa versione di Escaque non conosce la versione «{ $version }» del contenuto.
content-bad-position = La posizione { $index } del link è impossibile: { $why }
content-illegal-move = La mossa { $index } del link non è legale.
content-damaged = Il contenuto del link è danneggiato.
fen-field-count = una FEN ha 6 campi separati da spazi, e questa ne ha { $count }.
fen-bad-board = la traversa { $rank } della scacchiera non ha 8 case.
fen-bad-piece = «{ $char }» non è un pezzo (KQRBNP, kqrbnp) né una cifra da 1 a 8.
fen-bad-side = il colore che muove è «w» o «b», non «{ $text }».
fen-bad-castling = i diritti di arrocco sono «-» o le lettere KQkq, non «{ $text }».
fen-bad-en-passant = la casa en passant è «-» o una casa della traversa 3 o 6, non «{ $text }».
fen-bad-counter = i contatori delle mosse sono numeri interi, non «{ $text }».
fen-king-count = { $side ->
    [white] il Bianco
   *[black] il Nero
} ha { $count } re (ne serve esattamente uno).
fen-pawn-back-rank = un pedone non può stare in { $square }.
fen-too-many-pieces = { $side ->
    [white] il Bianco
   *[black] il Nero
} ha { $count } pezzi (al massimo 16).
fen-too-many-pawns = { $side ->
    [white] il Bianco
   *[black] il Nero
} ha { $count } pedoni (al massimo 8).
fen-impossible-material = { $side ->
    [white] il Bianco
   *[black] il Nero
} ha più pezzi promossi che pedoni mancanti.
fen-opponent-in-check = il colore che non muove è sotto scacco.
fen-castling-without-pieces = diritto di arrocco «{ $text }» senza il re e la torre sulle loro case.
fen-impossible-en-passant = la casa en passant { $text } non può seguire un passo doppio di pedone.
fen-impossible-check = nessuna ultima mossa può dare questo scacco.
fen-refused = il generatore di mosse rifiuta questa posizione.
game-error-at = Mossa { $number }, { $side ->
    [white] Bianco
   *[black] Nero
}, «{ $token }»: { $why }
game-unclosed = «{ $char }» non si chiude mai.
game-unbalanced = c'è una «)» senza «(».
input-empty = Non c'è niente con cui fare un esercizio.
input-too-many = { $count } elementi sono troppi per un link (al massimo { $max }).
input-bad-square = L'elemento { $index }, «{ $text }», non è una casa.
input-line = Riga { $line }: { $why }
input-extra-text = Riga { $line }: «{ $text }» inatteso dopo la mossa.
input-several-games = Il testo contiene { $count } partite; un esercizio ne prende una.
input-null-move = Mossa { $number }, { $side ->
    [white] Bianco
   *[black] Nero
}: una mossa nulla non si può chiedere.
code-bad-character = «{ $char }» (posizione { $position }) non è un carattere di un codice.
code-wrong-length = Il codice non ha la lunghezza di un codice di risultato.
code-checksum = Il codice ha un errore di copiatura: un carattere cambiato, o due scambiati.
code-unknown-version = Questa versione di Escaque non conosce la versione di questo codice.
code-damaged = Il codice non si può leggere.
code-missing = Manca il codice.
code-name-too-long = Il nome è troppo lungo (al massimo 60 caratteri).
code-bad-name = Il nome non si può leggere.
code-bad-link = Il link del risultato non si può leggere.
result-code-title = Codice del risultato
result-code-intro = Se il tuo insegnante ti ha chiesto il risultato, inviagli questo codice o il link.
result-name = Il tuo nome (facoltativo)
result-copy-code = Copia il codice
result-copy-link = Copia il link
result-link = Link del risultato
result-copied-code = Codice copiato.
result-copied-link = Link copiato.
result-not-tamper-proof = Un codice di risultato non è a prova di manomissione: evita di copiare a mano, non è una prova.
result-title = Risultato
result-student = Alunno
result-no-name = (senza nome)
result-drill = Esercizio
result-score = Risposte giuste
result-accuracy = Precisione
result-time = Tempo
result-seconds = { $seconds } s
result-date = Data
result-mistakes = Domande sbagliate
result-no-mistakes = nessuna
result-code = Codice
result-to-results = Risultati della classe
results-title = Risultati della classe
results-intro = Incolla quello che ti hanno inviato i tuoi alunni, uno per riga: il codice, il link del risultato o il loro nome davanti («Sofía: 1309M-…», «Carlos – https://…»).
results-paste = Codici
results-bad-line = Riga { $line }: { $why }
results-count = { $count ->
    [one] Un risultato
   *[other] { $count } risultati
}
results-col-name = Alunno
results-col-drill = Esercizio
results-col-date = Data
results-col-score = Risposte giuste
results-col-accuracy = Precisione
results-col-time = Tempo totale
results-col-mistakes = Domande sbagliate
results-question-number = n. { $n }
results-scroll-hint = Scorri la tabella di lato per vedere tutte le colonne.
results-export = Scarica il CSV
results-csv-file = risultati.csv
results-csv-0 = Alunno
results-csv-1 = Esercizio
results-csv-2 = Data
results-csv-3 = Risposte giuste
results-csv-4 = Risposte date
results-csv-5 = Domande dell’esercizio
results-csv-6 = Precisione (%)
results-csv-7 = Secondi
results-csv-8 = Errori
results-csv-9 = Ripetuto
results-csv-yes = sì
results-unfinished = non finito: { $answered ->
    [one] 1 risposta
   *[other] { $answered } risposte
}
convert-title = Converti una partita
convert-intro = Incolla una partita in qualsiasi lingua e forma; esce nella lingua e nella forma che scegli, controllata mossa per mossa. Funziona offline.
convert-from = Scritta in
convert-auto = Rileva
convert-detected = Lingua riconosciuta: { $language }.
convert-to = Converti in
convert-long = Forma lunga (Cg1f3)
convert-figurine = ♘ figurine
convert-notation-name = { $code ->
    [descriptive-en] Descrittiva inglese
    [descriptive-es] Descrittiva spagnola
    [descriptive-fr] Descrittiva francese
   *[iccf] Numerica ICCF
}
convert-annotations = I segni di valutazione di libri e database (!?, ±, +-, =, N, □, $14…) restano come sono; in PGN si scrivono con il loro numero ($16), come lo leggono gli altri programmi.
convert-input = Partita
convert-output = Risultato
convert-copy = Copia
convert-copied = Copiato.
builder-title = Prepara un esercizio
builder-intro = Scegli l'esercizio e le sue opzioni, aggiungi se vuoi le tue case, posizioni o una partita, e condividi il link o il codice QR. Tutto viaggia nel link: non c'è nessun server.
builder-mode = Esercizio
builder-drill-title = Titolo (facoltativo)
builder-content = Contenuto proprio (facoltativo)
builder-content-squares = Case separate da spazi: e4 d5 a1…
builder-content-positions = Una posizione per riga: una FEN seguita dalla mossa (Cf3, g1f3…).
builder-content-game = Una partita in qualsiasi lingua e forma: 1.e4 e5 2.Cf3…
builder-content-ok = { $count ->
    [one] Un elemento, corretto.
   *[other] { $count } elementi, tutti corretti.
}
builder-same-prompts = Le stesse domande per tutti
builder-same-prompts-off = Senza questo, ogni alunno riceve altre domande e l’esercizio non dà un codice di risultato.
builder-first = Inizio
builder-previous = Precedente
builder-next = Successiva
builder-last = Fine
builder-preview = Prime domande
builder-link = Il link dell'esercizio
builder-copy = Copia il link
builder-length = { $length } caratteri su { $max }.
builder-too-long = Il link è lungo { $length } caratteri e le app di chat ne conservano { $max }: togli posizioni o mosse.
builder-qr = Codice QR del link
builder-qr-large = Mostra in grande
builder-qr-small = Indietro
builder-open = Apri l'esercizio
builder-worksheet = Scheda da stampare
builder-results = Risultati della classe
worksheet-diagram = Diagramma { $number }
worksheet-find = Segna la casa { $square }.
worksheet-play = Disegna la mossa { $move } con una freccia.
worksheet-name-move = Scrivi la mossa indicata dalla freccia.
worksheet-name-game-move = Scrivi la mossa indicata dalla freccia ({ $number }).
worksheet-name = Nome:
worksheet-date = Data:
worksheet-print = Stampa
worksheet-key = Soluzioni: { $title }
worksheet-left-out = Questa scheda ha le prime { $shown } delle { $total } domande dell’esercizio.
worksheet-timed = L’esercizio è a tempo; su carta ha { $count } domande.
worksheet-key-move = { $move }: da { $from } a { $to }
