# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = Il corso di notazione
course-intro = Impara a leggere e scrivere le mosse passo dopo passo, con le regole della FIDE (Appendice C). Ogni lezione ha esempi sulla scacchiera ed esercizi; la padroneggi con l’{ $percent } di risposte giuste.
course-mastered-count = Lezioni padroneggiate: { $mastered } su { $total }
course-lesson-number = Lezione { $number }
course-state-new = Nuova
course-state-started = Iniziata
course-state-mastered = Padroneggiata
course-back-to-list = Tutte le lezioni
course-articles = Regole della FIDE: { $articles }
course-steps = Passi della lezione
course-step-of = Passo { $index } di { $total }
course-step-back = Indietro
course-step-next = Avanti
course-start-practice = Esercitati
course-practice-title = Esercizi
course-practice-intro = { $total } esercizi. Con il { $percent } di risposte giuste padroneggi la lezione.
course-progress = Esercizio { $done } di { $total }
course-part-number-white = mossa { $number } del Bianco → { $text }
course-part-number-black = mossa { $number } del Nero, con tre puntini → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = pedone → nessuna lettera
course-part-from = casa di partenza → { $text }
course-part-pawn-file = colonna di partenza → { $text }
course-part-from-rank = traversa di partenza → { $text }
course-part-capture = cattura → { $text }
course-part-to = arriva in { $square } → { $text }
course-part-promotion = diventa { $piece } → { $text }
course-part-castle-king = arrocco corto → { $text }
course-part-castle-queen = arrocco lungo → { $text }
course-part-en-passant = en passant (facoltativo) → { $text }
course-part-check = scacco → { $text }
course-part-mate = scacco matto → { $text }
course-written = Si scrive:
course-letters-piece = Pezzo
course-letters-letter = Lettera
course-letters-figurine = Figura
course-figurines = Con le figure
course-game-short = Forma breve
course-game-bare = Senza i segni facoltativi
course-game-long = Forma lunga
course-game-next = Mossa successiva
course-game-back = Mossa precedente
course-game-start = La posizione iniziale
course-game-after = Dopo { $move }
course-game-board = La partita sulla scacchiera
course-prompt-write = Scrivi la mossa della freccia.
course-prompt-play = Gioca sulla scacchiera: { $move }
course-prompt-find = Scegli la casa { $square }.
course-prompt-name = Come si chiama la casa segnata?
course-prompt-fen-piece = Leggi la FEN e scegli la casa di questo pezzo: { $piece }.
course-prompt-fen-en-passant = Leggi la FEN e scegli la sua casa di presa en passant.
course-prompt-find-touch = Tocca la casa { $square }.
course-prompt-fen-piece-touch = Leggi la FEN e tocca la casa di questo pezzo: { $piece }.
course-prompt-fen-en-passant-touch = Leggi la FEN e tocca la sua casa di presa en passant.
course-prompt-check = «{ $move }» è scritta bene per la mossa della freccia?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = Il pedone viene promosso a { $role ->
    [queen] donna
    [rook] torre
    [bishop] alfiere
   *[knight] cavallo
}.
course-right = Giusto!
course-castling-both = L’arrocco si scrive con gli zeri (Regolamento FIDE, C.13) o con la lettera O (file di partite): vanno bene entrambi.
course-wrong = No.
course-wrong-square = No: quella è { $given }; la casa era { $square }.
course-wrong-named = No: hai risposto { $given }; la casa segnata è { $square }.
course-wrong-text = No: la casa era { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = No: { $given } è sulla traversa { $given_rank }. Una FEN va dalla traversa 8 alla 1, e la lettera { $letter } è nel gruppo «{ $group }», che è la traversa { $rank }: { $square }.
course-fen-wrong-file = No: { $given } è sulla colonna { $given_file }. In «{ $group }», il gruppo della traversa { $rank }, { $place ->
    [first] la lettera { $letter } viene per prima
    [second] prima della lettera { $letter } c’è una casa
   *[later] prima della lettera { $letter } ci sono { $before } case
} (le cifre contano le case vuote, dalla colonna a): è sulla colonna { $file }, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } è { $piece }; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = No: in { $given } la FEN ha «{ $pressed }» ({ $pressed_piece }). Nella FEN le maiuscole sono i pezzi bianchi e le minuscole i neri: cerchi «{ $letter }» ({ $piece }), in { $square }.
course-fen-wrong-en-passant = No: { $given }. La casa della presa en passant è scritta nella FEN dopo gli arrocchi: { $field }.
course-check-yes = «{ $move }» è scritta bene.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = Non c'è nessun errore: «{ $move }» è scritta bene.
course-check-no = «{ $move }» non è scritta bene.
course-done-mastered = Lezione padroneggiata!
course-done-not-yet = Quasi: rivedi i passi e riprova.
course-done-keep-going = Non ancora: ripassa i passi della lezione uno per uno e riprova.
course-done-score = { $right } su { $total } giuste ({ $percent }).
course-again = Esercitati di nuovo
course-next-lesson = Avanti: { $title }
course-practise-more = Esercitati ancora: { $drill }
course-practise-more-focus = Esercitati ancora: { $drill } ({ $focus })
course-unknown-lesson = Questa lezione non esiste.
notice-course-damaged = Una parte dei tuoi progressi nel corso non si è potuta leggere: l’originale è stato messo da parte su questo dispositivo.
nav-learn = Corso
home-course-title = Impara la notazione
home-course-intro = Tredici lezioni brevi, dalla scacchiera a una partita intera, con esempi ed esercizi.
home-course-open = Inizia il corso
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Tutte le lezioni
home-course-continue = Continua: lezione { $number }, { $title }
progress-course-title = Corso
progress-course-best = migliore: { $percent } · { $runs ->
    [one] un esercizio
   *[other] { $runs } esercizi
}
progress-course-not-practised = aperta, non ancora esercitata
lesson-board-title = La scacchiera e le sue case
lesson-board-1 = Guarda la scacchiera dal lato del Bianco. Le otto colonne (dall’alto in basso) sono indicate con lettere minuscole, dalla a alla h, da sinistra a destra (C.5). La casa segnata è sulla colonna a.
lesson-board-2 = Le otto traverse (da un bordo all’altro) sono numerate da 1 a 8, partendo dal lato del Bianco (C.6). Per questo i pezzi bianchi partono dalle traverse 1 e 2, e quelli neri dalla 7 e dalla 8. La casa segnata è sulla colonna h e sulla traversa 8.
lesson-board-3 = Ogni casa ha il suo nome: prima la lettera della colonna, poi il numero della traversa, come e4 (C.7). Non ci sono due case con lo stesso nome.
lesson-board-4 = Dal lato del Nero la scacchiera si vede girata: la colonna a è a destra e la traversa 1 in alto. I nomi non cambiano: questa casa è sempre e4.
lesson-pieces-title = I pezzi e le loro lettere
lesson-pieces-1 = Ogni pezzo si scrive con una lettera maiuscola, l’iniziale del suo nome (C.2) nella lingua di ciascuno (C.3): in inglese il cavallo (knight) è N, perché K è già il re (king). Nella tabella ci sono le lettere della tua notazione; nei libri a volte vedrai delle figure al loro posto. Attenzione: in queste regole «pezzo» vuol dire qualsiasi pezzo tranne il pedone (C.1).
lesson-pieces-2 = I pedoni non hanno lettera (C.4): una mossa di pedone è solo la casa dove arriva. Qui il pedone va da e2 a e4, e si scrive e4.
lesson-pieces-3 = Ogni lingua usa le sue lettere (C.3): la stessa mossa del cavallo, la sua lettera e la casa d’arrivo (f3), si scrive in modo diverso in ciascuna. Escaque usa le lettere della notazione delle impostazioni, dove puoi cambiarla.
lesson-moves-title = Scrivere una mossa
lesson-moves-1 = Per scrivere la mossa di un pezzo metti la sua lettera e poi la casa dove arriva, senza trattino né spazio (C.8). Non serve dire da dove parte.
lesson-moves-2 = Per un pedone basta la casa di arrivo (C.8): questo pedone arriva in d4, quindi si scrive d4.
lesson-moves-3 = Un altro pezzo, la stessa regola: la lettera dell’alfiere e la casa dove si ferma. Leggi sempre la freccia così: quale pezzo si muove, e dove arriva?
lesson-captures-title = Le catture
lesson-captures-1 = Quando un pezzo cattura, si può mettere una x tra la sua lettera e la casa (C.9). Qui l’alfiere cattura il cavallo in c6.
lesson-captures-2 = La x è facoltativa: anche senza, la mossa è scritta bene. Quello che non cambia mai è la casa: quella del pezzo catturato, dove arriva il tuo.
lesson-captures-3 = Metti la x solo quando c’è davvero una cattura: in una mossa verso una casa vuota, come questa, la x sarebbe un errore.
lesson-pawn-captures-title = Le catture di pedone
lesson-pawn-captures-1 = Un pedone che cattura si scrive con la lettera della colonna da cui parte, poi la x e la casa di arrivo (C.9.3): exd5. La x si può togliere: anche ed5 va bene.
lesson-pawn-captures-2 = La colonna di partenza non si toglie mai, anche quando un solo pedone può catturare: una cattura di pedone la ha sempre (C.9.3). Qui, in più, due pedoni possono catturare in d5, e solo lei dice quale lo fa.
lesson-pawn-captures-3 = Il Nero scrive allo stesso modo: questo pedone parte dalla colonna d e cattura in e4.
lesson-en-passant-title = La presa en passant
lesson-en-passant-1 = Se un pedone avanza di due case e finisce accanto a un pedone avversario, questo può catturarlo «en passant», come se fosse avanzato di una sola. Qui il pedone nero è appena andato da d7 a d5 (le case segnate) e si trova accanto al pedone bianco in e5. Si scrive la casa dove finisce il pedone che cattura (C.9.3): d6, non d5. Si può fare solo alla mossa immediatamente successiva all’avanzata di due case: dopo non è più possibile.
lesson-en-passant-2 = Il Nero cattura en passant allo stesso modo: qui il pedone bianco è appena andato da e2 a e4, e il pedone nero in d4 lo cattura e finisce in e3. Puoi aggiungere «e.p.» dopo la mossa, ma non è obbligatorio; e solo in una presa en passant: in un’altra mossa sarebbe un errore.
lesson-two-pieces-title = Due pezzi uguali
lesson-two-pieces-1 = Se due pezzi uguali possono andare nella stessa casa, bisogna dire quale si muove (C.10). Se sono sulla stessa traversa, si aggiunge la colonna da cui parte, subito dopo la lettera.
lesson-two-pieces-2 = Se sono sulla stessa colonna, la colonna non aiuta: si aggiunge la traversa da cui parte.
lesson-two-pieces-3 = Se sono su traverse e colonne diverse, vanno bene tutte e due, ma si preferisce la colonna (C.10.3).
lesson-two-pieces-4 = Con una cattura, la x va dopo quella colonna o traversa e prima della casa di arrivo. Ricorda: serve solo quando tutti e due i pezzi possono davvero arrivarci.
lesson-promotion-title = La promozione
lesson-promotion-1 = Quando un pedone arriva all’ultima traversa diventa un altro pezzo. Si scrive la mossa del pedone e, subito dopo, la lettera del pezzo nuovo (C.11).
lesson-promotion-2 = Se promuove catturando, si scrive come ogni cattura di pedone, con il pezzo nuovo alla fine. Molti mettono un segno = prima della lettera: è accettato anche così.
lesson-promotion-3 = Non si sceglie sempre la donna: a volte conviene un cavallo, una torre o un alfiere. Si scrive allo stesso modo, con la lettera del pezzo scelto.
lesson-castling-title = L’arrocco
lesson-castling-1 = L’arrocco corto, con la torre di h1 o di h8, si scrive 0-0 (C.13). Si scrive così, non come una mossa del re. Nell’arrocco si muovono due pezzi: il re va di due case verso la torre, e la torre salta dall’altra parte del re (le due frecce).
lesson-castling-2 = L’arrocco lungo, con la torre di a1 o di a8, si scrive 0-0-0: uno zero in più, perché la torre fa più strada.
lesson-castling-3 = Il Nero lo scrive allo stesso modo. In inglese e in molti programmi vedrai O-O con la lettera O: va bene anche così.
lesson-check-mate-title = Scacco e matto
lesson-check-mate-1 = Se la mossa dà scacco, si può aggiungere + alla fine (C.13). Qui l’alfiere cattura in f7 e dà scacco.
lesson-check-mate-2 = Se è scacco matto, si aggiunge # o ++ (C.13). Qui la donna cattura in f7 e dà matto.
lesson-check-mate-3 = I segni x, +, # ed e.p. sono facoltativi, ma se li scrivi devono essere veri: un + senza scacco è un errore. Per offrire la patta si scrive (=) dopo la propria mossa (C.12).
lesson-long-form-title = La forma lunga
lesson-long-form-1 = Va bene anche una forma più lunga: la lettera del pezzo, la casa di partenza e quella di arrivo (C.8).
lesson-long-form-2 = Per un pedone sono solo le due case, senza lettera: da e2 a e4. Alcuni libri mettono un trattino tra le due case (e2-e4): va bene anche così, ma non serve.
lesson-long-form-3 = In una cattura la x va tra le due case. Questa forma aiuta mentre impari quella breve: non c’è mai dubbio su quale pezzo si muove.
lesson-a-game-title = Una partita intera
lesson-a-game-1 = Una partita si scrive mossa per mossa: il numero, la mossa del Bianco e quella del Nero. Questa è la partita di esempio della FIDE in tre forme: breve, senza i segni facoltativi e lunga. Sotto, rigiocala mossa per mossa sulla scacchiera.
lesson-a-game-2 = Quando si scrive da sola una mossa del Nero, si mettono tre puntini dopo il numero: 3...exd4 è la risposta del Nero alla mossa 3.
lesson-a-game-3 = Una trappola della difesa Caro-Kann in sei mosse: rigiocala mossa per mossa sulla scacchiera con «Mossa successiva» e guarda come il cavallo dà matto in d6.
lesson-fen-title = Leggere una FEN
lesson-fen-1 = Una FEN descrive una posizione in una sola riga. Comincia dalla traversa 8 e scende fino alla 1, con una / tra le traverse; ogni traversa si legge dalla colonna a alla colonna h. I pezzi hanno le lettere inglesi, non le nostre: K re, Q donna, R torre, B alfiere, N cavallo, P pedone; maiuscole per il Bianco, minuscole per il Nero. Attenzione: nella FEN R è la torre (rook), non il re.
lesson-fen-2 = Una cifra conta le case vuote di seguito: 8 è una traversa vuota, e 4p3 sono quattro case vuote, un pedone nero e tre case vuote. Poi viene chi ha il tratto (w il Bianco, b il Nero) e gli arrocchi ancora possibili: K e Q, l’arrocco corto e quello lungo del Bianco; k e q, quelli del Nero (qui KQkq, tutti e quattro).
lesson-fen-3 = Poi c’è la casa della presa en passant, se c’è (qui d6, perché il pedone nero è appena andato da d7 a d5; altrimenti un trattino), e due numeri: le semimosse giocate dall’ultima cattura o mossa di pedone (ogni mossa del Bianco e del Nero conta una) e il numero della mossa.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Esercizio { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Ben visto!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = «{ $move }» non è scritta bene: è un’altra mossa. Quella della freccia si scrive { $canonical }.
course-turn-white = Muove il Bianco.
course-turn-black = Muove il Nero: la scacchiera è vista dal suo lato, con la traversa 8 in basso.
course-prompt-arrow = La freccia va da { $from } a { $to }.
course-prompt-arrow-castle = Le frecce: il re va da { $from } a { $to } e la torre da { $rook_from } a { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = È la forma lunga, con la casa di partenza (C.8).
