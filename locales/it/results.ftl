# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Link dell'esercizio (facoltativo)
results-drill-hint = Incolla qui il link che hai dato alla classe: vedrai il titolo dell'esercizio e ogni domanda sbagliata con il suo nome.
results-drill-known = Esercizio: «{ $title }». Ogni domanda sbagliata compare con il suo nome.
results-drill-known-own = Esercizio: «{ $title }». Questo link non fissa le domande (ogni alunno ne riceve altre), quindi gli errori si possono contare solo per numero.
results-drill-not-a-link = Questo non è il link di un esercizio di Escaque.
results-drill-unknown = Esercizio { $id }
results-not-a-code = Non è un codice di risultato.
results-skipped = La riga { $line } («{ $text }») non è stata contata. { $why }
results-duplicate = ripetuto: già alla riga { $line }
results-repeats = { $repeats ->
    [one] (un codice ripetuto, contato una volta)
   *[other] ({ $repeats } codici ripetuti, contati una volta)
}
results-other-drill = { $count ->
    [one] Un risultato è di un altro esercizio, non di quello del link dato.
   *[other] { $count } risultati sono di un altro esercizio, non di quello del link dato.
}
results-class-title = Domande più sbagliate: { $drill }
results-class-intro = { $count ->
    [one] Di un alunno: ogni domanda con quanti l'hanno sbagliata, dalla più sbagliata.
   *[other] Di { $count } alunni: ogni domanda con quanti l'hanno sbagliata, dalla più sbagliata.
}
results-class-number = Domanda { $number }
results-class-missed = { $missed } su { $answered }
results-class-give-link = Incolla il link dell'esercizio (sopra) per vedere ogni domanda con il suo nome.
results-class-col-prompt = Domanda
results-class-col-missed = Sbagliata da
results-class-board = Case sbagliate: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] 1 volta
   *[other] { $count } volte
}
results-class-board-none = Nessuno ha sbagliato una casa.
results-class-board-caption = Sulla scacchiera: quante volte è stata sbagliata ogni casa.
options-shared-note = Queste opzioni sono quelle del tuo insegnante: uguali per tutta la classe, qui non si possono cambiare.
options-practise-freely = Esercitati liberamente
options-practise-freely-hint = Lo stesso esercizio solo per te: altre domande, le opzioni che vuoi e nessun codice di risultato.
game-title-fide-sample = Partita di esempio dell'Appendice C del Regolamento degli Scacchi FIDE
game-title-fide-example-2 = Partita di esempio di un'edizione precedente del Regolamento degli Scacchi FIDE
game-title-caro-kann-trap = Una trappola nella Difesa Caro-Kann
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (partita { $n })
game-removed = La partita «{ $game }» non è più nella biblioteca di Escaque: è stata rimossa.
game-unknown = La biblioteca di Escaque non ha nessuna partita «{ $game }».
game-removed-offer = Fai lo stesso esercizio con la partita di esempio della FIDE (in Opzioni puoi sceglierne un'altra)
notice-results-damaged = Quello che avevi incollato nei risultati non si è potuto leggere: l'originale è stato messo da parte su questo dispositivo.
