# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = Le cours de notation
course-intro = Apprends à lire et à écrire les coups pas à pas, avec les règles de la FIDE (annexe C). Chaque leçon a des exemples sur l’échiquier et des exercices ; tu la maîtrises avec { $percent } de bonnes réponses.
course-mastered-count = Leçons maîtrisées : { $mastered } sur { $total }
course-lesson-number = Leçon { $number }
course-state-new = Nouvelle
course-state-started = Commencée
course-state-mastered = Maîtrisée
course-back-to-list = Toutes les leçons
course-articles = Règles de la FIDE : { $articles }
course-steps = Étapes de la leçon
course-step-of = Étape { $index } sur { $total }
course-step-back = Retour
course-step-next = Suivant
course-start-practice = S’entraîner
course-practice-title = Entraînement
course-practice-intro = { $total } exercices. Avec { $percent } de bonnes réponses, tu maîtrises la leçon.
course-progress = Exercice { $done } sur { $total }
course-part-number-white = coup { $number } des Blancs → { $text }
course-part-number-black = coup { $number } des Noirs, avec trois points → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = pion → pas de lettre
course-part-from = case de départ → { $text }
course-part-pawn-file = colonne de départ → { $text }
course-part-from-rank = rangée de départ → { $text }
course-part-capture = prise → { $text }
course-part-to = arrive en { $square } → { $text }
course-part-promotion = devient { $piece } → { $text }
course-part-castle-king = petit roque → { $text }
course-part-castle-queen = grand roque → { $text }
course-part-en-passant = en passant (facultatif) → { $text }
course-part-check = échec → { $text }
course-part-mate = échec et mat → { $text }
course-written = Cela s’écrit :
course-letters-piece = Pièce
course-letters-letter = Lettre
course-letters-figurine = Figurine
course-figurines = En figurines
course-game-short = Forme courte
course-game-bare = Sans les signes facultatifs
course-game-long = Forme longue
course-game-next = Coup suivant
course-game-back = Coup précédent
course-game-start = La position de départ
course-game-after = Après { $move }
course-game-board = La partie sur l’échiquier
course-prompt-write = Écris le coup de la flèche.
course-prompt-play = Joue sur l’échiquier : { $move }
course-prompt-find = Choisis la case { $square }.
course-prompt-name = Comment s’appelle la case marquée ?
course-prompt-fen-piece = Lis la FEN et choisis la case de cette pièce : { $piece }.
course-prompt-fen-en-passant = Lis la FEN et choisis sa case de prise en passant.
course-prompt-find-touch = Touche la case { $square }.
course-prompt-fen-piece-touch = Lis la FEN et touche la case de cette pièce : { $piece }.
course-prompt-fen-en-passant-touch = Lis la FEN et touche sa case de prise en passant.
course-prompt-check = « { $move } » est-il bien écrit pour le coup de la flèche ?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = Le pion devient { $role ->
    [queen] une dame
    [rook] une tour
    [bishop] un fou
   *[knight] un cavalier
}.
course-right = Bravo !
course-castling-both = Le roque s’écrit avec des zéros (Règles de la FIDE, C.13) ou avec la lettre O (fichiers de parties) : les deux sont justes.
course-wrong = Non.
course-wrong-square = Non : c’est { $given } ; la case était { $square }.
course-wrong-named = Non : tu as répondu { $given } ; la case marquée est { $square }.
course-wrong-text = Non : la case était { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = Non : { $given } est sur la rangée { $given_rank }. Une FEN va de la rangée 8 à la rangée 1, et la lettre { $letter } est dans le groupe « { $group } », qui est la rangée { $rank } : { $square }.
course-fen-wrong-file = Non : { $given } est sur la colonne { $given_file }. Dans « { $group } », le groupe de la rangée { $rank }, { $place ->
    [first] la lettre { $letter } vient en premier
    [second] une case vient avant la lettre { $letter }
   *[later] { $before } cases viennent avant la lettre { $letter }
} (les chiffres comptent les cases vides, depuis la colonne a) : elle est sur la colonne { $file }, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } est { $piece } ; { $other_letter }, { $other_piece }.
course-fen-wrong-colour = Non : en { $given }, la FEN a « { $pressed } » ({ $pressed_piece }). Dans une FEN, les majuscules sont les pièces blanches et les minuscules les noires : tu cherches « { $letter } » ({ $piece }), en { $square }.
course-fen-wrong-en-passant = Non : { $given }. La case de prise en passant est écrite dans la FEN après les roques : { $field }.
course-check-yes = « { $move } » est bien écrit.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = Il n'y a pas d'erreur : « { $move } » est bien écrit.
course-check-no = « { $move } » n’est pas bien écrit.
course-done-mastered = Leçon maîtrisée !
course-done-not-yet = Presque : relis les étapes et essaie encore.
course-done-keep-going = Pas encore : reprends les étapes de la leçon une par une et essaie encore.
course-done-score = { $right } sur { $total } justes ({ $percent }).
course-again = Recommencer l’entraînement
course-next-lesson = Suivante : { $title }
course-practise-more = S’entraîner encore : { $drill }
course-practise-more-focus = S’entraîner encore : { $drill } ({ $focus })
course-unknown-lesson = Cette leçon n’existe pas.
notice-course-damaged = Une partie de ta progression dans le cours n’a pas pu être lue : l’original a été mis de côté sur cet appareil.
nav-learn = Cours
home-course-title = Apprends la notation
home-course-intro = Treize leçons courtes, de l’échiquier à une partie entière, avec des exemples et des exercices.
home-course-open = Commencer le cours
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Toutes les leçons
home-course-continue = Continuer : leçon { $number }, { $title }
progress-course-title = Cours
progress-course-best = meilleur : { $percent } · { $runs ->
    [one] un entraînement
   *[other] { $runs } entraînements
}
progress-course-not-practised = ouverte, pas encore d’entraînement
lesson-board-title = L’échiquier et ses cases
lesson-board-1 = Regarde l’échiquier du côté des Blancs. Les huit colonnes (de haut en bas) portent des lettres minuscules, de a à h, de gauche à droite (C.5). La case marquée est sur la colonne a.
lesson-board-2 = Les huit rangées (d’un bord à l’autre) sont numérotées de 1 à 8, en partant du côté des Blancs (C.6). C’est pourquoi les pièces blanches commencent sur les rangées 1 et 2, et les noires sur la 7 et la 8. La case marquée est sur la colonne h et la rangée 8.
lesson-board-3 = Chaque case a son nom : d’abord la lettre de sa colonne, puis le numéro de sa rangée, comme e4 (C.7). Deux cases n’ont jamais le même nom.
lesson-board-4 = Du côté des Noirs, l’échiquier est retourné : la colonne a est à droite et la rangée 1 en haut. Les noms ne changent pas : cette case est toujours e4.
lesson-pieces-title = Les pièces et leurs lettres
lesson-pieces-1 = Chaque pièce s’écrit avec une lettre majuscule, l’initiale de son nom (C.2) dans la langue de chacun (C.3) : en anglais le cavalier (knight) est N, car K est déjà le roi (king). Le tableau montre les lettres de ta notation ; dans les livres tu verras parfois des figurines à la place. Attention : dans ces règles, « pièce » veut dire toutes sauf le pion (C.1).
lesson-pieces-2 = Les pions n’ont pas de lettre (C.4) : un coup de pion, c’est seulement la case où il arrive. Ici le pion va de e2 en e4, et cela s’écrit e4.
lesson-pieces-3 = Chaque langue a ses lettres (C.3) : le même coup de cavalier, sa lettre et la case d’arrivée (f3), s’écrit autrement dans chacune. Escaque utilise les lettres de la notation des réglages, où tu peux la changer.
lesson-moves-title = Écrire un coup
lesson-moves-1 = Pour écrire le coup d’une pièce, mets sa lettre puis la case où elle arrive, sans tiret ni espace (C.8). Pas besoin de dire d’où elle part.
lesson-moves-2 = Pour un pion, la case d’arrivée suffit (C.8) : ce pion arrive en d4, donc cela s’écrit d4.
lesson-moves-3 = Une autre pièce, la même règle : la lettre du fou et la case où il s’arrête. Lis toujours la flèche ainsi : quelle pièce bouge, et où arrive-t-elle ?
lesson-captures-title = Les prises
lesson-captures-1 = Quand une pièce prend, on peut mettre un x entre sa lettre et la case (C.9). Ici le fou prend le cavalier en c6.
lesson-captures-2 = Le x est facultatif : sans lui, le coup est bien écrit aussi. Ce qui ne change jamais, c’est la case : celle de la pièce prise, où arrive la tienne.
lesson-captures-3 = Ne mets le x que s’il y a vraiment une prise : pour un coup vers une case vide, comme celui-ci, le x serait une erreur.
lesson-pawn-captures-title = Les prises de pion
lesson-pawn-captures-1 = Un pion qui prend s’écrit avec la lettre de la colonne qu’il quitte, puis le x et la case d’arrivée (C.9.3) : exd5. On peut enlever le x : ed5 est juste aussi.
lesson-pawn-captures-2 = La colonne de départ ne s’enlève jamais, même quand un seul pion peut prendre : une prise de pion l’a toujours (C.9.3). Ici, en plus, deux pions peuvent prendre en d5, et elle seule dit lequel le fait.
lesson-pawn-captures-3 = Les Noirs l’écrivent de la même façon : ce pion quitte la colonne d et prend en e4.
lesson-en-passant-title = La prise en passant
lesson-en-passant-1 = Quand un pion avance de deux cases et arrive à côté d’un pion adverse, celui-ci peut le prendre « en passant », comme s’il n’avait avancé que d’une case. Ici le pion noir vient d’aller de d7 en d5 (les cases marquées), à côté du pion blanc en e5. On écrit la case où s’arrête le pion qui prend (C.9.3) : d6, pas d5. C’est possible seulement au coup qui suit immédiatement l’avance de deux cases : plus tard, ce n’est plus permis.
lesson-en-passant-2 = Les Noirs prennent en passant de la même façon : ici le pion blanc vient d’aller de e2 en e4, et le pion noir en d4 le prend et s’arrête en e3. Tu peux ajouter « e.p. » après le coup, mais ce n’est pas obligatoire ; et seulement pour une prise en passant : sur un autre coup, ce serait une erreur.
lesson-two-pieces-title = Deux pièces identiques
lesson-two-pieces-1 = Quand deux pièces identiques peuvent aller sur la même case, il faut préciser laquelle joue (C.10). Si elles sont sur la même rangée, on ajoute la colonne de départ, juste après la lettre.
lesson-two-pieces-2 = Si elles sont sur la même colonne, la colonne n’aide pas : on ajoute la rangée de départ.
lesson-two-pieces-3 = Si elles sont sur des rangées et des colonnes différentes, les deux façons sont justes, mais on préfère la colonne (C.10.3).
lesson-two-pieces-4 = Avec une prise, le x se met après cette colonne ou rangée et avant la case d’arrivée. Souviens-toi : il n’en faut que si les deux pièces peuvent vraiment y aller.
lesson-promotion-title = La promotion
lesson-promotion-1 = Quand un pion arrive sur la dernière rangée, il devient une autre pièce. On écrit le coup du pion et, juste après, la lettre de la nouvelle pièce (C.11).
lesson-promotion-2 = S’il est promu en prenant, on l’écrit comme toute prise de pion, avec la nouvelle pièce à la fin. Beaucoup mettent un signe = avant la lettre : c’est accepté aussi.
lesson-promotion-3 = On ne choisit pas toujours la dame : parfois un cavalier, une tour ou un fou vaut mieux. Cela s’écrit pareil, avec la lettre de la pièce choisie.
lesson-castling-title = Le roque
lesson-castling-1 = Le petit roque, avec la tour de h1 ou de h8, s’écrit 0-0 (C.13). On l’écrit ainsi, pas comme un coup du roi. Le roque déplace deux pièces : le roi se déplace de deux cases vers la tour, et la tour passe de l’autre côté du roi (les deux flèches).
lesson-castling-2 = Le grand roque, avec la tour de a1 ou de a8, s’écrit 0-0-0 : un zéro de plus, car la tour fait plus de chemin.
lesson-castling-3 = Les Noirs l’écrivent de la même façon. En anglais et dans beaucoup de logiciels, tu verras O-O, avec la lettre O : c’est correct aussi.
lesson-check-mate-title = Échec et mat
lesson-check-mate-1 = Quand un coup donne échec, on peut ajouter + à la fin (C.13). Ici le fou prend en f7 et donne échec.
lesson-check-mate-2 = Quand c’est échec et mat, on ajoute # ou ++ (C.13). Ici la dame prend en f7 et fait mat.
lesson-check-mate-3 = Les signes x, +, # et e.p. sont facultatifs, mais si tu les écris, ils doivent être vrais : un + sans échec est une erreur. Pour proposer la nulle, on écrit (=) après son coup (C.12).
lesson-long-form-title = La forme longue
lesson-long-form-1 = Une forme plus longue est juste aussi : la lettre de la pièce, la case de départ et la case d’arrivée (C.8).
lesson-long-form-2 = Pour un pion, ce sont seulement les deux cases, sans lettre : de e2 à e4. Certains livres mettent un tiret entre les deux cases (e2-e4) : c’est juste aussi, mais pas nécessaire.
lesson-long-form-3 = Pour une prise, le x se met entre les deux cases. Cette forme aide pendant que tu apprends la courte : on sait toujours quelle pièce bouge.
lesson-a-game-title = Une partie entière
lesson-a-game-1 = Une partie s’écrit coup par coup : le numéro, le coup des Blancs et celui des Noirs. Voici la partie d’exemple de la FIDE sous trois formes : courte, sans les signes facultatifs, et longue. En dessous, rejoue-la coup par coup sur l’échiquier.
lesson-a-game-2 = Quand on écrit seul un coup des Noirs, on met trois points après le numéro : 3...exd4 est la réponse des Noirs au 3e coup.
lesson-a-game-3 = Un piège de la défense Caro-Kann en six coups : rejoue-le coup par coup sur l’échiquier avec « Coup suivant » et regarde comment le cavalier fait mat en d6.
lesson-fen-title = Lire une FEN
lesson-fen-1 = Une FEN décrit une position sur une seule ligne. Elle commence par la 8e rangée et descend jusqu’à la 1re, avec un / entre les rangées ; chaque rangée se lit de la colonne a à la colonne h. Les pièces y ont leurs lettres anglaises, pas les nôtres : K roi, Q dame, R tour, B fou, N cavalier, P pion ; en majuscules pour les Blancs, en minuscules pour les Noirs. Attention : dans une FEN, R est la tour (rook), pas le roi.
lesson-fen-2 = Un chiffre compte les cases vides qui se suivent : 8 est une rangée vide, et 4p3 veut dire quatre cases vides, un pion noir et trois cases vides. Ensuite vient le camp qui a le trait (w les Blancs, b les Noirs), puis les roques encore possibles : K et Q, le petit et le grand roque des Blancs ; k et q, ceux des Noirs (ici KQkq, les quatre).
lesson-fen-3 = Puis la case de prise en passant, s’il y en a une (ici d6, car le pion noir vient d’aller de d7 en d5 ; sinon, un tiret), et deux nombres : les demi-coups joués depuis la dernière prise ou le dernier coup de pion (chaque coup des Blancs et des Noirs compte pour un), et le numéro du coup.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Exercice { $n } : { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Bien vu !
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = « { $move } » n’est pas bien écrit : c’est un autre coup. Celui de la flèche s’écrit { $canonical }.
course-turn-white = Les Blancs jouent.
course-turn-black = Les Noirs jouent : l’échiquier est vu de leur côté, la 8e rangée en bas.
course-prompt-arrow = La flèche va de { $from } en { $to }.
course-prompt-arrow-castle = Les flèches : le roi va de { $from } en { $to } et la tour de { $rook_from } en { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = C’est la forme longue, avec la case de départ (C.8).
