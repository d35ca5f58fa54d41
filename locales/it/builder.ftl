# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Una partita (1.e4 e5 2.Cf3…, in qualsiasi lingua, con o senza numeri) o una posizione per riga: una FEN seguita dalla sua mossa.
builder-kind-squares = { $count ->
    [one] una casa
   *[other] { $count } case
}
builder-kind-positions = { $count ->
    [one] una posizione con la sua mossa
   *[other] { $count } posizioni con la loro mossa
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] una posizione
   *[other] { $count } posizioni
}
builder-kind-game = { $count ->
    [one] una partita di una mossa
   *[other] una partita di { $count } mosse
}
builder-read = Riconosciuto: { $what }.
builder-misfit-kind = Hai incollato { $what }; «{ $mode }» non chiede questo. Va bene per { $modes }.
builder-misfit-odd = Sono { $count } case e «{ $mode }» le chiede a due a due: aggiungine o togline una.
builder-misfit-no-move = La posizione { $index } (riga { $line }) non ha una mossa: scrivila dopo la FEN.
builder-quoted = «{ $text }»
builder-use-mode = Passa a «{ $mode }»
builder-error-at = Riga { $line }, colonna { $column }. { $why }
builder-bad-square = «{ $text }» non è una casa.
builder-bad-fen = La FEN non è valida: { $why }
builder-bad-move = La mossa «{ $text }» non è valida: { $why }
builder-extra-text = «{ $text }» è di troppo dopo la mossa.
builder-no-link = Nessun link finché il contenuto non va bene per questo esercizio.
builder-no-link-at = Nessun link finché il contenuto ha un errore (riga { $line }, colonna { $column }).
builder-qr-close = Chiudi (Esc)
worksheet-intro-find = In ogni diagramma segna con una croce la casa richiesta.
worksheet-intro-name = Scrivi il nome della casa segnata con un punto.
worksheet-intro-colour = Scrivi se ogni casa è chiara o scura.
worksheet-intro-diagonal = Scrivi sì o no: le due case sono su una stessa diagonale?
worksheet-intro-knight = Scrivi quanti salti servono a un cavallo per andare dalla prima casa alla seconda.
worksheet-intro-name-move = Scrivi la mossa indicata dalla freccia.
worksheet-intro-play-move = Disegna con una freccia la mossa scritta.
worksheet-intro-game-write = Scrivi, in ordine, ogni mossa della partita indicata dalla freccia.
worksheet-intro-game-play = Disegna con una freccia, in ordine, ogni mossa scritta della partita.
worksheet-notation = Notazione: { $language }.
worksheet-game-move = Mossa { $number }
builder-edit = Modifica
builder-made-drills = I tuoi ultimi esercizi
notice-draft-damaged = Non è stato possibile leggere la bozza salvata dell'esercizio: è stata messa da parte su questo dispositivo e ne inizi una nuova.
notice-drills-damaged = Non è stato possibile leggere parte del tuo elenco di esercizi: il resto è stato caricato e l'originale messo da parte su questo dispositivo.
builder-aside-title = Bozze salvate
builder-aside-intro = Quando apri un altro esercizio per modificarlo, quello che avevi a metà viene salvato qui. Puoi tornarci quando vuoi.
builder-aside-restore = Torna a questa bozza
builder-aside-discard = Scarta
builder-title-kept = Hai scelto «{ $mode }» e il titolo è ancora «{ $title }». Va ancora bene?
builder-title-clear = Togli il titolo
builder-query-draft = La tua bozza è ancora qui.
builder-query-new = Ecco un nuovo esercizio: scegli il tipo e le opzioni.
worksheet-intro-old-book = Ogni mossa è scritta come in un libro antico, in notazione descrittiva: scrivila in algebrica.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = Il libro dice { $move }: scrivila in algebrica.
