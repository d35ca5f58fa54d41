# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Scrivi la FEN
drill-title-set-up = Disponi la posizione
drill-intro-write-fen = Sulla scacchiera c’è una posizione: scrivi la sua FEN. Le lettere dei pezzi nella FEN sono sempre inglesi: K Q R B N P, maiuscole per il Bianco.
drill-intro-set-up = È scritta una FEN: disponi la sua posizione sulla scacchiera con i pezzi qui sotto (scegli un pezzo, poi clicca sulle case) e poi verificala.
drill-intro-touch-set-up = È scritta una FEN: disponi la sua posizione sulla scacchiera con i pezzi qui sotto (scegli un pezzo, poi tocca le case) e poi verificala.
drill-prompt-write-fen = Scrivi la FEN di questa posizione.
worksheet-intro-write-fen = Scrivi la FEN di ogni posizione (lettere inglesi K Q R B N P, maiuscole per il Bianco).
worksheet-intro-set-up = Disegna la posizione di ogni FEN sulla scacchiera vuota.
fen-answer-label = FEN
fen-letters-hint = La FEN usa sempre le lettere inglesi, qualunque sia la tua notazione: K re, Q donna, R torre, B alfiere, N cavallo, P pedone; maiuscole per il Bianco, minuscole per il Nero.
fen-facts-castling = Arrocchi ancora possibili: { $rights }
fen-castle-white-short = Bianco 0-0
fen-castle-white-long = Bianco 0-0-0
fen-castle-black-short = Nero 0-0
fen-castle-black-long = Nero 0-0-0
fen-castle-none = nessuno
fen-facts-last = Ultima mossa: { $move }
fen-facts-last-unknown = Ultima mossa: non indicata
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } semimossa dall’ultima cattura o mossa di pedone; mossa { $fullmove }
   *[other] { $halfmove } semimosse dall’ultima cattura o mossa di pedone; mossa { $fullmove }
}
fen-man-white = { $role ->
    [king] un re bianco
    [queen] una donna bianca
    [rook] una torre bianca
    [bishop] un alfiere bianco
    [knight] un cavallo bianco
   *[pawn] un pedone bianco
}
fen-man-black = { $role ->
    [king] un re nero
    [queen] una donna nera
    [rook] una torre nera
    [bishop] un alfiere nero
    [knight] un cavallo nero
   *[pawn] un pedone nero
}
fen-palette = Pezzi da disporre
fen-palette-none = Gomma: svuota le case toccate
fen-palette-hint = Scegli un pezzo (o la gomma), poi clicca sulle case; puoi anche trascinare i pezzi sulla scacchiera, da una casa all’altra e fuori.
fen-palette-hint-touch = Scegli un pezzo (o la gomma), poi tocca le case; puoi anche trascinare i pezzi sulla scacchiera, da una casa all’altra e fuori.
fen-setup-keys = Con la tastiera: le frecce percorrono la scacchiera; una lettera del FEN mette il suo pezzo sulla casa (maiuscole per il Bianco: K Q R B N P; minuscole per il Nero) e Canc lo toglie.
fen-clear-board = Svuota la scacchiera
fen-check = Verifica
fen-right = Giusto! { $fen }
fen-wrong = { $reason } La FEN è { $fen }
fen-lesson-link = Lezione: leggere una FEN
fen-reason-rank-count = Disposizione dei pezzi: servono 8 traverse separate da /, la tua ne ha { $count }.
fen-reason-bad-char = Traversa { $rank }: «{ $char }» non è una lettera della FEN. La FEN usa le lettere inglesi K Q R B N P (maiuscole per il Bianco, minuscole per il Nero) e le cifre da 1 a 8 per le case vuote.
fen-reason-square-man = Traversa { $rank }: hai scritto { $token }, ma in { $square } c’è { $man }.
fen-reason-square-empty = Traversa { $rank }: hai scritto { $token }, ma { $square } è vuota.
fen-reason-squares = Traversa { $rank }: le tue lettere e cifre fanno { $count } case, non 8.
fen-reason-split-digits = Traversa { $rank }: case vuote di seguito sono un solo numero; scrivi la loro somma, non { $digits }.
fen-reason-extra-fields = Una FEN ha 6 campi separati da spazi; la tua ne ha { $count }.
fen-reason-side = Tratto: «{ $written }» deve essere «{ $expected }» (w il Bianco, b il Nero).
fen-reason-castling = Arrocchi: «{ $written }» deve essere «{ $expected }» (K Q per il Bianco, k q per il Nero, in quest’ordine; un trattino se non ne resta nessuno).
fen-reason-en-passant = Casa en passant: «{ $written }» deve essere «{ $expected }» (la casa scavalcata da un pedone appena avanzato di due; un trattino se non c’è).
fen-reason-halfmove = Contatore delle semimosse: «{ $written }» deve essere { $expected } (semimosse dall’ultima cattura o mossa di pedone).
fen-reason-fullmove = Numero della mossa: «{ $written }» deve essere { $expected }.
fen-reason-missing = { $field ->
    [side-to-move] Manca il tratto (w o b) dopo la disposizione dei pezzi.
    [castling] Manca il campo degli arrocchi (KQkq, alcuni di essi o un trattino) dopo il tratto.
    [en-passant] Manca la casa en passant (una casa o un trattino) dopo gli arrocchi.
    [halfmove] Manca il contatore delle semimosse dopo la casa en passant.
    [fullmove] Manca il numero della mossa, l’ultimo campo.
   *[placement] Manca la disposizione dei pezzi, il primo campo.
}
fen-reason-missing-clocks = I primi quattro campi sono giusti, ma mancano i due numeri finali: il contatore delle semimosse e il numero della mossa.
fen-reason-squares-wrong = { $count ->
    [one] Una casa è sbagliata (segnata sulla scacchiera): { $squares }.
   *[other] { $count } case sono sbagliate (segnate sulla scacchiera): { $squares }.
}
fen-reason-upside-down = La scacchiera è al contrario: la FEN comincia dalla traversa 8 e finisce con la traversa 1 (guarda i numeri sul bordo della scacchiera); con il Bianco in basso, la traversa 8 è in alto e i pezzi bianchi partono dal basso.
fen-reason-squares-many = { $count } case sono sbagliate, segnate sulla scacchiera.
builder-content-fen = Una posizione per riga, come FEN (una mossa dopo di essa non si usa), o una partita (1.e4 e5 2.Cf3…): allora la posizione dopo ogni mossa.
