# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = El curs de notació
course-intro = Aprèn a llegir i a escriure jugades pas a pas, amb les regles de la FIDE (Apèndix C). Cada lliçó té exemples al tauler i exercicis; la domines amb un { $percent } d’encerts.
course-mastered-count = Lliçons dominades: { $mastered } de { $total }
course-lesson-number = Lliçó { $number }
course-state-new = Nova
course-state-started = Començada
course-state-mastered = Dominada
course-back-to-list = Totes les lliçons
course-articles = Regles de la FIDE: { $articles }
course-steps = Passos de la lliçó
course-step-of = Pas { $index } de { $total }
course-step-back = Enrere
course-step-next = Següent
course-start-practice = Practicar
course-practice-title = Pràctica
course-practice-intro = { $total } exercicis. Amb un { $percent } d’encerts domines la lliçó.
course-progress = Exercici { $done } de { $total }
course-part-number-white = jugada { $number } de les blanques → { $text }
course-part-number-black = jugada { $number } de les negres, amb tres punts → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = peó → sense lletra
course-part-from = casella de sortida → { $text }
course-part-pawn-file = columna de sortida → { $text }
course-part-from-rank = fila de sortida → { $text }
course-part-capture = captura → { $text }
course-part-to = arriba a { $square } → { $text }
course-part-promotion = es converteix en { $piece } → { $text }
course-part-castle-king = enroc curt → { $text }
course-part-castle-queen = enroc llarg → { $text }
course-part-en-passant = al pas (opcional) → { $text }
course-part-check = escac → { $text }
course-part-mate = escac i mat → { $text }
course-written = S’escriu:
course-letters-piece = Peça
course-letters-letter = Lletra
course-letters-figurine = Figura
course-figurines = Amb figures
course-game-short = Forma curta
course-game-bare = Sense els signes opcionals
course-game-long = Forma llarga
course-game-next = Jugada següent
course-game-back = Jugada anterior
course-game-start = La posició inicial
course-game-after = Després de { $move }
course-game-board = La partida al tauler
course-prompt-write = Escriu la jugada de la fletxa.
course-prompt-play = Juga al tauler: { $move }
course-prompt-find = Prem la casella { $square }.
course-prompt-name = Com es diu la casella marcada?
course-prompt-fen-piece = Llegeix la FEN i prem la casella d’aquesta peça: { $piece }.
course-prompt-fen-en-passant = Llegeix la FEN i prem la casella de captura al pas.
course-prompt-find-touch = Toca la casella { $square }.
course-prompt-fen-piece-touch = Llegeix la FEN i toca la casella d’aquesta peça: { $piece }.
course-prompt-fen-en-passant-touch = Llegeix la FEN i toca la casella de captura al pas.
course-prompt-check = Està ben escrita «{ $move }» per a la jugada de la fletxa?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = El peó es converteix en { $role ->
    [queen] dama
    [rook] torre
    [bishop] alfil
   *[knight] cavall
}.
course-right = Molt bé!
course-castling-both = L’enroc s’escriu amb zeros (Lleis de la FIDE, C.13) o amb la lletra O (fitxers de partides): totes dues formes són correctes.
course-wrong = No.
course-wrong-square = No: aquesta és { $given }; la casella era { $square }.
course-wrong-named = No: has respost { $given }; la casella marcada és { $square }.
course-wrong-text = No: la casella era { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = No: { $given } és a la fila { $given_rank }. Una FEN va de la fila 8 a la 1, i la lletra { $letter } és al grup «{ $group }», que és la fila { $rank }: { $square }.
course-fen-wrong-file = No: { $given } és a la columna { $given_file }. A «{ $group }», el grup de la fila { $rank }, { $place ->
    [first] la lletra { $letter } va primer
    [second] abans de la lletra { $letter } hi ha una casella
   *[later] abans de la lletra { $letter } hi ha { $before } caselles
} (les xifres compten caselles buides, des de la columna a): és a la columna { $file }, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } és { $piece }; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = No: a { $given } la FEN té «{ $pressed }» ({ $pressed_piece }). A la FEN les majúscules són peces blanques i les minúscules, negres: busques «{ $letter }» ({ $piece }), a { $square }.
course-fen-wrong-en-passant = No: { $given }. La casella de captura al pas està escrita a la FEN després dels enrocs: { $field }.
course-check-yes = «{ $move }» està ben escrita.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = No hi ha cap error: «{ $move }» està ben escrita.
course-check-no = «{ $move }» no està ben escrita.
course-done-mastered = Lliçó dominada!
course-done-not-yet = Gairebé: repassa els passos i torna-ho a provar.
course-done-keep-going = Encara no: repassa els passos de la lliçó un per un i torna-ho a provar.
course-done-score = { $right } de { $total } bé ({ $percent }).
course-again = Practicar un altre cop
course-next-lesson = Següent: { $title }
course-practise-more = Practica més: { $drill }
course-practise-more-focus = Practica més: { $drill } ({ $focus })
course-unknown-lesson = Aquesta lliçó no existeix.
notice-course-damaged = Part del teu progrés al curs no s’ha pogut llegir: l’original s’ha desat a part en aquest dispositiu.
nav-learn = Curs
home-course-title = Aprèn la notació
home-course-intro = Tretze lliçons curtes, del tauler a una partida sencera, amb exemples i exercicis.
home-course-open = Començar el curs
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Totes les lliçons
home-course-continue = Continuar: lliçó { $number }, { $title }
progress-course-title = Curs
progress-course-best = millor: { $percent } · { $runs ->
    [one] una pràctica
   *[other] { $runs } pràctiques
}
progress-course-not-practised = oberta, encara sense practicar
lesson-board-title = El tauler i les seves caselles
lesson-board-1 = Mira el tauler des del costat de les blanques. Les vuit columnes (de dalt a baix) tenen lletres minúscules, de la a a la h, d’esquerra a dreta (C.5). La casella marcada és a la columna a.
lesson-board-2 = Les vuit files (d’un costat a l’altre) tenen números de l’1 al 8, començant pel costat de les blanques (C.6). Per això les peces blanques comencen a les files 1 i 2, i les negres a la 7 i la 8. La casella marcada és a la columna h i la fila 8.
lesson-board-3 = Cada casella té el seu nom: primer la lletra de la columna i després el número de la fila, com e4 (C.7). No hi ha dues caselles amb el mateix nom.
lesson-board-4 = Des del costat de les negres el tauler es veu girat: la columna a queda a la dreta i la fila 1 a dalt. Els noms no canvien: aquesta casella continua sent e4.
lesson-pieces-title = Les peces i les seves lletres
lesson-pieces-1 = Cada peça s’escriu amb una lletra majúscula, la inicial del seu nom (C.2) en la llengua de cadascú (C.3): en anglès el cavall (knight) és N, perquè la K ja és el rei (king). A la taula tens les lletres de la teva notació; als llibres de vegades hi veuràs figures en lloc de lletres. Compte: en aquestes regles, «peça» vol dir qualsevol peça menys el peó (C.1).
lesson-pieces-2 = Els peons no porten lletra (C.4): una jugada de peó és només la casella on arriba. Aquí el peó va d’e2 a e4, i s’escriu e4.
lesson-pieces-3 = Cada llengua fa servir les seves lletres (C.3): la mateixa jugada del cavall, la seva lletra i la casella d’arribada (f3), s’escriu diferent en cadascuna. Escaque fa servir les lletres de la notació de la configuració, on la pots canviar.
lesson-moves-title = Escriure una jugada
lesson-moves-1 = Per escriure la jugada d’una peça posa la seva lletra i després la casella on arriba, sense guió ni espai (C.8). No cal dir d’on surt.
lesson-moves-2 = Per a un peó n’hi ha prou amb la casella d’arribada (C.8): aquest peó arriba a d4, així que s’escriu d4.
lesson-moves-3 = Una altra peça, la mateixa regla: la lletra de l’alfil i la casella on s’atura. Llegeix sempre la fletxa així: quina peça es mou, i on arriba?
lesson-captures-title = Captures
lesson-captures-1 = Quan una peça captura, es pot posar una x entre la seva lletra i la casella (C.9). Aquí l’alfil captura el cavall de c6.
lesson-captures-2 = La x és opcional: sense ella la jugada també està ben escrita. El que no canvia mai és la casella: la de la peça capturada, on acaba la teva.
lesson-captures-3 = Posa la x només quan de debò hi ha captura: en una jugada a una casella buida, com aquesta, la x seria un error.
lesson-pawn-captures-title = Captures de peó
lesson-pawn-captures-1 = Un peó que captura s’escriu amb la lletra de la columna d’on surt, després la x i la casella d’arribada (C.9.3): exd5. La x es pot treure: ed5 també val.
lesson-pawn-captures-2 = La columna de sortida no es treu mai, encara que només un peó pugui capturar: la captura d’un peó sempre la porta (C.9.3). Aquí, a més, dos peons poden capturar a d5, i només ella diu quin ho fa.
lesson-pawn-captures-3 = Les negres ho escriuen igual: aquest peó surt de la columna d i captura a e4.
lesson-en-passant-title = Captura al pas
lesson-en-passant-1 = Si un peó avança dues caselles i queda al costat d’un peó contrari, aquest el pot capturar «al pas», com si només hagués avançat una casella. Aquí el peó negre acaba d’anar de d7 a d5 (les caselles marcades) i ha quedat al costat del peó blanc d’e5. S’escriu la casella on acaba el peó que captura (C.9.3): d6, no d5. Només es pot fer a la jugada immediatament següent, just després de l’avanç de dues caselles: més tard ja no es pot.
lesson-en-passant-2 = Les negres capturen al pas igual: aquí el peó blanc acaba d’anar d’e2 a e4, i el peó negre de d4 el captura i acaba a e3. Pots afegir «a.p.» (al pas) després de la jugada, però no és obligatori; i només en una captura al pas: en una altra jugada seria un error.
lesson-two-pieces-title = Dues peces iguals
lesson-two-pieces-1 = Si dues peces iguals poden anar a la mateixa casella, cal dir quina es mou (C.10). Si són a la mateixa fila, s’hi afegeix la columna d’on surt, just després de la lletra.
lesson-two-pieces-2 = Si són a la mateixa columna, la columna no ajuda: s’hi afegeix la fila d’on surt.
lesson-two-pieces-3 = Si són en files i columnes diferents, les dues maneres serveixen, però es prefereix la columna (C.10.3).
lesson-two-pieces-4 = Amb captura, la x va després d’aquesta columna o fila i abans de la casella d’arribada. Recorda: només cal quan les dues peces hi poden arribar de debò.
lesson-promotion-title = Coronació
lesson-promotion-1 = Quan un peó arriba a l’última fila es converteix en una altra peça. S’escriu la jugada del peó i, just darrere, la lletra de la peça nova (C.11).
lesson-promotion-2 = Si corona capturant, s’escriu com qualsevol captura de peó, amb la peça nova al final. Molts posen un signe = abans de la lletra: també s’accepta.
lesson-promotion-3 = No sempre es tria la dama: de vegades convé un cavall, una torre o un alfil. S’escriu igual, amb la lletra de la peça triada.
lesson-castling-title = L’enroc
lesson-castling-1 = L’enroc curt, amb la torre d’h1 o d’h8, s’escriu 0-0 (C.13). S’escriu així, no com una jugada del rei. En l’enroc es mouen dues peces: el rei va dues caselles cap a la torre, i la torre salta a l’altre costat del rei (les dues fletxes).
lesson-castling-2 = L’enroc llarg, amb la torre d’a1 o d’a8, s’escriu 0-0-0: un zero més, perquè la torre fa més camí.
lesson-castling-3 = Les negres ho escriuen igual. En anglès i en molts programes veuràs O-O, amb la lletra O: també és correcte.
lesson-check-mate-title = Escac i mat
lesson-check-mate-1 = Si la jugada fa escac, s’hi pot afegir + al final (C.13). Aquí l’alfil captura a f7 i fa escac.
lesson-check-mate-2 = Si és escac i mat, s’hi afegeix # o ++ (C.13). Aquí la dama captura a f7 i fa mat.
lesson-check-mate-3 = Els signes x, +, # i a.p. són opcionals, però si els poses han de ser certs: un + sense escac és un error. Per oferir taules s’escriu (=) després de la teva jugada (C.12).
lesson-long-form-title = La forma llarga
lesson-long-form-1 = També val una forma més llarga: la lletra de la peça, la casella de sortida i la d’arribada (C.8).
lesson-long-form-2 = Per a un peó són només les dues caselles, sense lletra: d’e2 a e4. Alguns llibres posen un guionet entre les dues caselles (e2-e4): també val, tot i que no cal.
lesson-long-form-3 = En una captura, la x va entre les dues caselles. Aquesta forma ajuda mentre aprens la curta: mai no hi ha dubte de quina peça es mou.
lesson-a-game-title = Una partida sencera
lesson-a-game-1 = Una partida s’escriu jugada a jugada: el número, la jugada de les blanques i la de les negres. Aquesta és la partida d’exemple de la FIDE en tres formes: curta, sense els signes opcionals i llarga. A sota, segueix-la jugada a jugada al tauler.
lesson-a-game-2 = Quan s’escriu sola una jugada de les negres, van tres punts després del número: 3...exd4 és la resposta de les negres a la jugada 3.
lesson-a-game-3 = Una trampa de la defensa Caro-Kann en sis jugades: segueix-la jugada a jugada al tauler amb «Jugada següent» i mira com el cavall fa mat a d6.
lesson-fen-title = Llegir una FEN
lesson-fen-1 = Una FEN descriu una posició en una sola línia. Comença per la fila 8 i baixa fins a la 1, amb una / entre files; cada fila es llegeix de la columna a a la h. Les peces hi porten les lletres angleses, no les nostres: K rei, Q dama, R torre, B alfil, N cavall, P peó; en majúscules les blanques i en minúscules les negres. Compte: a la FEN, R és la torre (rook), no el rei.
lesson-fen-2 = Una xifra compta caselles buides seguides: 8 és una fila buida, i 4p3 són quatre caselles buides, un peó negre i tres de buides. Després ve qui juga (w les blanques, b les negres) i els enrocs que encara es poden fer: K i Q, el curt i el llarg de les blanques; k i q, els de les negres (aquí KQkq, tots quatre).
lesson-fen-3 = Després va la casella de captura al pas, si n’hi ha (aquí d6, perquè el peó negre acaba d’anar de d7 a d5; si no, un guió), i dos números: les mitges jugades fetes des de l’última captura o jugada de peó (cada jugada de les blanques i de les negres en compta una) i el número de la jugada.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Exercici { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Ben vist!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = «{ $move }» no està ben escrita: és una altra jugada. La de la fletxa s’escriu { $canonical }.
course-turn-white = Juguen les blanques.
course-turn-black = Juguen les negres: el tauler es veu des del seu costat, amb la fila 8 a baix.
course-prompt-arrow = La fletxa va de la casella { $from } a la { $to }.
course-prompt-arrow-castle = Les fletxes: el rei va de la casella { $from } a la { $to }, i la torre de la { $rook_from } a la { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = És la forma llarga, amb la casella de sortida (C.8).
