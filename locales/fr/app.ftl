app-title = Escaque
app-tagline = Entraînement à la notation des échecs
nav-skip = Aller au contenu
nav-home = Accueil
nav-settings = Réglages
home-intro = Entraîne-toi à voir l'échiquier et à lire et écrire des parties en notation algébrique, telle que la décrivent les Règles du jeu de la FIDE (annexe C).
home-offer-squares = Cases : trouve e4, nomme la case en surbrillance, dis sa couleur.
home-offer-moves = Coups : nomme le coup montré, joue le coup écrit, lis une partie entière.
home-offer-grading = Une correction qui explique, dans ta langue et avec les lettres de ta langue.
home-board-hint = Joue en cliquant, en faisant glisser ou au clavier (flèches et Entrée).
home-board-hint-touch = Joue en touchant une pièce puis sa case, ou en la faisant glisser.
board-label = Échiquier
board-turn-white = Trait aux Blancs
board-turn-black = Trait aux Noirs
board-last-move = Dernier coup : { $move }
board-promotion = Choisis la pièce de promotion
board-promotion-cancel = Annuler
board-flip = Retourner l'échiquier
board-reset = Position initiale
piece-white = { $role ->
    [king] roi blanc
    [queen] dame blanche
    [rook] tour blanche
    [bishop] fou blanc
    [knight] cavalier blanc
   *[pawn] pion blanc
}
piece-black = { $role ->
    [king] roi noir
    [queen] dame noire
    [rook] tour noire
    [bishop] fou noir
    [knight] cavalier noir
   *[pawn] pion noir
}
piece-name = { $role ->
    [king] Roi
    [queen] Dame
    [rook] Tour
    [bishop] Fou
    [knight] Cavalier
   *[pawn] Pion
}
settings-title = Réglages
settings-ui-language = Langue de l'interface
settings-notation = Langue de la notation
settings-notation-followed = La notation a changé avec la langue. Si tu en veux une autre, choisis-la ici.
settings-orientation = Couleur en bas
settings-orientation-white = Blancs
settings-orientation-black = Noirs
settings-coordinates = Coordonnées
settings-coordinates-off = Sans coordonnées
settings-coordinates-edges = Sur les bords
settings-coordinates-squares = Sur chaque case
settings-orientation-note = Ce réglage vaut pour les exercices sur les cases. Dans les exercices sur les coups, le camp au trait est en bas ; tu peux le changer dans les options de chaque exercice.
settings-coordinates-note = Dans « Trouve la case » et « Nomme la case », les noms restent sur les bords : écrits sur chaque case, ils donneraient la réponse.
settings-theme = Thème
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-saved = Les réglages sont conservés sur cet appareil.
notice-settings-replaced = Tes réglages enregistrés n'ont pas pu être lus ; les valeurs par défaut ont été rétablies.
notice-dismiss = Compris
not-found = Page introuvable
settings-theme-system = Comme l'appareil
settings-sounds = Sons de bonne et de mauvaise réponse dans les exercices
nav-progress = Progrès
square-light = case claire
square-dark = case foncée
square-marked = marquée
square-file = colonne { $file }
square-rank = rangée { $rank }
notice-history-damaged = Une partie de ton historique enregistré n'a pas pu être lue : tout le reste a été chargé, et l'original a été mis de côté sur cet appareil.

## Square drills
home-drills-title = Exercices sur les cases
home-start-untimed = 20 questions
home-start-timed = 30 secondes
drill-title-find = Trouve la case
drill-title-name = Nomme la case
drill-title-colour = Claire ou foncée ?
drill-title-diagonal = Sur une même diagonale ?
drill-title-knight = Sauts de cavalier
drill-intro-find = Sur l'échiquier, choisis la case nommée.
drill-intro-name = Écris le nom de la case marquée, ou compose-le avec les touches de colonne et de rangée.
drill-intro-colour = La case nommée est-elle claire ou foncée ? Touches C (claire) et F (foncée).
drill-intro-diagonal = Les deux cases sont-elles sur une même diagonale ? Touches O (oui) et N (non).
drill-intro-knight = Combien de sauts faut-il à un cavalier pour aller de la première case à la seconde ? Touches 1 à 6.
drill-find-keys = Au clavier : les flèches déplacent le focus sur l'échiquier et Entrée répond.
drill-prompt-name = Quelle case est marquée ?
drill-next = Ensuite : { $prompt }
drill-score-label = Bonnes réponses
drill-streak = Série : { $streak }
drill-progress = { $done } sur { $total }
drill-time-left = Encore { $seconds } s
drill-time-paused = Encore { $seconds } s (chrono arrêté jusqu'à « Suivant »)
drill-clock-waits = Le chrono démarre à ta première réponse.
drill-orientation-white = Pour cette session, les Blancs sont en bas.
drill-orientation-black = Pour cette session, les Noirs sont en bas.
drill-shared = Exercice partagé : tout le monde reçoit les mêmes questions.
drill-stop = Arrêter
verdict-correct = Juste !
verdict-wrong = Faux.
verdict-find = { $expected } : tu as choisi { $given }.
verdict-name = { $expected } : tu as répondu { $given }.
verdict-colour = { $square } est { $colour ->
    [light] claire
   *[dark] foncée
}.
verdict-diagonal = { $answer ->
    [yes] { $a } et { $b } sont sur une même diagonale.
   *[no] { $a } et { $b } ne sont pas sur une même diagonale.
}
verdict-knight = De { $a } à { $b } : { $moves ->
    [one] { $moves } saut de cavalier
   *[other] { $moves } sauts de cavalier
}.
answer-light = Claire
answer-dark = Foncée
answer-yes = Oui
answer-no = Non
answer-keys = Réponses
answer-square-label = Ta réponse
answer-send = Envoyer
answer-empty = Écris d'abord ta réponse : il n'y a encore rien à envoyer.
answer-files = Colonnes
answer-ranks = Rangées
answer-not-square = « { $text } » n'est pas une case : écris une colonne (a–h) et une rangée (1–8), comme e4.
summary-title = Résultat
summary-score = { $right } sur { $attempted }
summary-stopped = Tu as arrêté à la question { $answered } sur { $total }.
summary-stopped-timed = Tu as arrêté avant la fin du temps.
summary-time-up = Temps écoulé ({ $seconds } s).
summary-accuracy = Précision : { $percent }
summary-streak = Meilleure série : { $streak }
summary-mean-time = Temps moyen par réponse : { $seconds }
summary-prompts = Questions (clique sur l'une d'elles pour la voir sur l'échiquier)
summary-mistake = erreur
summary-given = tu as répondu { $given } ; c'était { $expected }
summary-again = Recommencer
summary-progress = Voir les progrès
summary-home = Accueil
options-title = Options
options-length = Durée
options-count = { $n } questions
options-timed = { $seconds } secondes
options-orientation = Camp en bas
options-orientation-random = Au hasard
options-pieces = Afficher les pièces de la position initiale
options-files = Colonnes
options-ranks = Rangées
options-sounds = Sons de bonne et de mauvaise réponse
options-start = Commencer
options-area-too-small = Les colonnes et rangées choisies laissent moins de deux cases.

## Links that cannot be opened
link-error-title = Ce lien ne peut pas être ouvert
link-error-home = Retour à l'accueil
page-load-failed-title = Impossible de charger cette page
page-load-failed = Cette partie de l'application n'a pas encore été téléchargée sur cet appareil et le réseau est injoignable. Connecte-toi une fois et rouvre la page : elle fonctionnera ensuite hors ligne.
link-too-long = Le lien fait { $length } caractères ; 4096 au plus sont permis.
link-missing-version = Le lien ne commence pas par sa version (v=1).
link-unknown-version = Cette version d'Escaque ne connaît pas la version « { $version } » du lien.
link-malformed = « { $part } » n'est pas de la forme clé=valeur.
link-unknown-key = Le lien contient une clé inconnue : « { $key } ».
link-repeated-key = La clé « { $key } » apparaît deux fois.
link-bad-value = « { $value } » n'est pas une valeur valide de « { $key } ».
link-out-of-range = « { $key } » doit être entre { $min } et { $max }, pas « { $value } ».
link-count-and-time = Un exercice a un nombre de questions (n) ou une durée (t), pas les deux.
link-unknown-mode = Il n'existe pas d'exercice appelé « { $mode } ».
link-missing-mode = Le lien ne dit pas de quel exercice il s'agit.
link-mode-mismatch = Le lien est pour « { $query } », mais la page est pour « { $route } ».

## Progress
progress-title = Progrès
progress-empty = Aucun exercice sur les cases ou les coups fait sur cet appareil pour l'instant.
progress-start = Commences-en un.
progress-scores = Résultats au fil du temps
progress-series = Exercice
progress-chart-description = { $runs ->
    [one] { $runs } session
   *[other] { $runs } sessions
} ; meilleur résultat { $best }, dernier { $last }.
progress-point = { $date } : { $score } sur { $attempted }
progress-heat = Carte de chaleur des cases
progress-heat-drill = Exercice
progress-heat-hint = Les cases que tu manques ou auxquelles tu réponds lentement reviennent plus souvent dans tes prochaines sessions ; sous la carte, ce que veut dire chaque couleur.
progress-heat-empty = Rien pour l’instant : ce sont les exercices de cases (Trouve la case, Nomme la case…) qui la remplissent, pas ceux de coups.
progress-heat-label = Carte de chaleur : { $drill }
progress-heat-square = { $square } : demandée { $seen ->
    [one] { $seen } fois
   *[other] { $seen } fois
}, { $missed } % de réponses fausses, { $slow } % de réponses lentes
progress-legend-missed = { $count ->
    [one] souvent manquée
   *[other] souvent manquées
}
progress-legend-sometimes = { $count ->
    [one] manquée au moins une fois
   *[other] manquées au moins une fois
}
progress-legend-slow = { $count ->
    [one] lente
   *[other] lentes
}
progress-legend-good = { $count ->
    [one] bien
   *[other] bien
}
progress-legend-unseen = { $count ->
    [one] pas encore demandée
   *[other] pas encore demandées
}
progress-recent = Dernières sessions
progress-col-date = Date
progress-col-drill = Exercice
progress-col-score = Bonnes réponses
progress-col-accuracy = Précision
progress-col-time = Temps moyen
progress-col-mistakes = Erreurs
# Update notice
update-ready = Une nouvelle version d'Escaque est prête.
update-reload = Recharger

## Move drills
home-move-drills-title = Exercices sur les coups
home-start-game = La partie d'exemple de la FIDE
drill-title-name-move = Nomme le coup
drill-title-play-move = Joue le coup
drill-title-game = Lis une partie
drill-intro-name-move = Un coup est joué sur l'échiquier : écris-le dans la notation de l'exercice.
drill-intro-play-move = Un coup est écrit : joue-le sur l'échiquier (clic, glisser ou clavier).
drill-intro-game = Une partie entière, coup par coup : écris chaque coup que tu vois, ou joue chaque coup que tu lis.
drill-intro-game-write = Chaque coup de la partie est joué sur l'échiquier : écris-le. Une erreur est comptée et la partie continue.
drill-intro-game-play = Chaque coup de la partie est écrit : joue-le sur l'échiquier. Une erreur est comptée et la partie continue.
drill-prompt-name-move = Quel coup a été joué ?
drill-play-keys = Au clavier : les flèches déplacent le focus, Entrée prend une pièce et Entrée à nouveau la pose.
drill-unknown-game = La bibliothèque n'a pas de partie « { $game } ».
drill-no-examples = Il n'y a pas de positions pour « { $focus } ».
library-loading = Chargement des parties…
library-failed = Les parties n'ont pas pu être chargées ({ $error }). Une fois en ligne, elles sont conservées sur cet appareil pour la prochaine fois.
link-not-for-mode = Ce lien demande { $what }, mais l’exercice « { $mode } » n’a pas cette option.
link-asks-n = un nombre de questions
link-asks-t = un temps limite
link-asks-pieces = de montrer ou cacher les pièces
link-asks-files = certaines colonnes
link-asks-ranks = certaines rangées
link-asks-lang = une notation
link-asks-profile = un type de parties
link-asks-focus = un type de coups
link-asks-game = une partie de la bibliothèque
link-asks-input = une façon de répondre
link-asks-side = un camp
link-asks-form = une façon d’écrire les coups
link-asks-speak = de lire les coups à voix haute
game-moves = Coups de la partie
move-correct = Juste ! { $canonical }
move-accepted = Accepté : { $canonical }. { $notes }
move-wrong = Faux. Cela s'écrit { $canonical }. { $reason }
move-played-wrong = Faux : tu as joué { $given } ; le coup était { $expected }.
answer-move-label = Ton coup
answer-pieces = Lettres des pièces
answer-marks = Signes
answer-delete = Effacer
answer-held-hint = Déjà répondu : appuie sur « Suivant »
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] le roi
    [queen] la dame
    [rook] la tour
    [bishop] le fou
    [knight] le cavalier
   *[pawn] le pion
}
piece-lower = { $role ->
    [king] roi
    [queen] dame
    [rook] tour
    [bishop] fou
    [knight] cavalier
   *[pawn] pion
}
speak-move = { $castling ->
    [king] petit roque
    [queen] grand roque
   *[none] { $piece } { $capture ->
        [yes] prend en
       *[no] en
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , promotion en { $promotion }
    }
}{ $check ->
    [check] , échec
    [mate] , échec et mat
   *[none] {""}
}
options-whole-game = La partie entière
options-orientation-auto = Le camp au trait
options-game = Partie
options-input = Ce que tu fais
options-input-write = Écrire chaque coup
options-input-play = Jouer chaque coup
options-side = Coups joués par
options-side-both = Les deux camps
options-form = Comment la partie est écrite
options-form-short = Courte, avec x, + et #
options-form-bare = Courte, sans signes
options-form-long = Longue (Cg1f3)
options-profile = Correction
options-profile-fide = Comme la FIDE (accepte ce que l'annexe C accepte)
options-profile-strict = Stricte (seulement la forme canonique)
options-focus = Type de coup
options-pieces-blindfold = Afficher les pièces (sans elles : à l'aveugle)
options-speak = Entendre chaque coup
options-coordinates-note = Dans cet exercice, les noms restent sur les bords : écrits sur chaque case, ils donneraient la réponse.
focus-any = Tous
focus-castling = Roques
focus-en-passant = Prises en passant
focus-promotion = Promotions
focus-under-promotion = Promotions en tour, fou ou cavalier
focus-disambiguation-file = Deux pièces identiques : on écrit la colonne
focus-disambiguation-rank = Deux pièces identiques : on écrit la rangée
focus-disambiguation-both = Trois pièces identiques : on écrit la case
focus-captures = Prises
focus-checks = Coups d'échec
focus-mates = Mats

## Teachers: links, builder, results, converter, worksheets
nav-builder = Enseignants
nav-convert = Convertir
link-bad-text = « { $key } » doit être un texte simple de 80 caractères au plus.
link-html = « { $key } » contient « < » ou « > » : les liens ne contiennent pas de HTML.
link-content-not-for-mode = Le contenu du lien n'est pas du type que demande l'exercice « { $mode } ».
link-not-with-content = « { $key } » ne sert à rien quand l'exercice apporte son propre contenu.
content-too-long = Le contenu fait { $length } caractères ; il n'en tient que { $max }.
content-truncated = Le lien est coupé : la fin de son contenu manque. Demande le lien complet.
content-unknown-version = Cette version d'Escaque ne connaît pas la version « { $version } » du contenu.
content-bad-position = La position { $index } du lien est impossible : { $why }
content-illegal-move = Le coup { $index } du lien n'est pas légal.
content-damaged = Le contenu du lien est endommagé.
fen-field-count = une FEN a 6 champs séparés par des espaces, et celle-ci en a { $count }.
fen-bad-board = la rangée { $rank } de l'échiquier n'a pas 8 cases.
fen-bad-piece = « { $char } » n'est ni une pièce (KQRBNP, kqrbnp) ni un chiffre de 1 à 8.
fen-bad-side = le camp au trait est « w » ou « b », pas « { $text } ».
fen-bad-castling = les droits de roque sont « - » ou les lettres KQkq, pas « { $text } ».
fen-bad-en-passant = la case en passant est « - » ou une case de la rangée 3 ou 6, pas « { $text } ».
fen-bad-counter = les compteurs de coups sont des nombres entiers, pas « { $text } ».
fen-king-count = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont { $count } rois (il en faut exactement un).
fen-pawn-back-rank = un pion ne peut pas se trouver en { $square }.
fen-too-many-pieces = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont { $count } pièces (16 au plus).
fen-too-many-pawns = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont { $count } pions (8 au plus).
fen-impossible-material = { $side ->
    [white] les Blancs
   *[black] les Noirs
} ont plus de pièces promues que de pions manquants.
fen-opponent-in-check = le camp qui n'a pas le trait est en échec.
fen-castling-without-pieces = droit de roque « { $text } » sans le roi et la tour sur leurs cases.
fen-impossible-en-passant = la case en passant { $text } ne peut pas suivre une avance de deux cases d'un pion.
fen-impossible-check = aucun dernier coup ne peut donner cet échec.
fen-refused = le générateur de coups refuse cette position.
game-error-at = Coup { $number }, { $side ->
    [white] Blancs
   *[black] Noirs
}, « { $token } » : { $why }
game-unclosed = « { $char } » n'est jamais refermé.
game-unbalanced = il y a une « ) » sans « ( ».
input-empty = Il n'y a rien à transformer en exercice.
input-too-many = { $count } éléments, c'est trop pour un lien ({ $max } au plus).
input-bad-square = L'élément { $index }, « { $text } », n'est pas une case.
input-line = Ligne { $line } : { $why }
input-extra-text = Ligne { $line } : « { $text } » inattendu après le coup.
input-several-games = Le texte contient { $count } parties ; un exercice n'en prend qu'une.
input-null-move = Coup { $number }, { $side ->
    [white] Blancs
   *[black] Noirs
} : un coup nul ne peut pas être demandé.
code-bad-character = « { $char } » (position { $position }) n'est pas un caractère de code.
code-wrong-length = Le code n'a pas la longueur d'un code de résultat.
code-checksum = Le code contient une erreur de copie : un caractère a changé, ou deux ont été inversés.
code-unknown-version = Cette version d'Escaque ne connaît pas la version de ce code.
code-damaged = Le code ne peut pas être lu.
code-missing = Le code manque.
code-name-too-long = Le nom est trop long (60 caractères au plus).
code-bad-name = Le nom ne peut pas être lu.
code-bad-link = Le lien de résultat ne peut pas être lu.
result-code-title = Code de résultat
result-code-intro = Si ton professeur t'a demandé ton résultat, envoie-lui ce code ou le lien.
result-name = Ton nom (facultatif)
result-copy-code = Copier le code
result-copy-link = Copier le lien
result-link = Lien du résultat
result-copied-code = Code copié.
result-copied-link = Lien copié.
result-not-tamper-proof = Un code de résultat n'est pas infalsifiable : il évite de recopier à la main, ce n'est pas une preuve.
result-title = Résultat
result-student = Élève
result-no-name = (sans nom)
result-drill = Exercice
result-score = Bonnes réponses
result-accuracy = Précision
result-time = Temps
result-seconds = { $seconds } s
result-date = Date
result-mistakes = Questions manquées
result-no-mistakes = aucune
result-code = Code
result-to-results = Résultats de la classe
results-title = Résultats de la classe
results-intro = Colle ce que tes élèves t'ont envoyé, un par ligne : le code, le lien du résultat, ou leur nom devant (« Sofía : 1309M-… », « Carlos – https://… »).
results-paste = Codes
results-bad-line = Ligne { $line } : { $why }
results-count = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
}
results-col-name = Élève
results-col-drill = Exercice
results-col-date = Date
results-col-score = Bonnes réponses
results-col-accuracy = Précision
results-col-time = Temps total
results-col-mistakes = Questions ratées
results-question-number = n° { $n }
results-scroll-hint = Fais glisser le tableau sur le côté pour voir toutes les colonnes.
results-export = Télécharger le CSV
results-csv-file = resultats.csv
results-csv-0 = Élève
results-csv-1 = Exercice
results-csv-2 = Date
results-csv-3 = Bonnes réponses
results-csv-4 = Répondues
results-csv-5 = Questions de l’exercice
results-csv-6 = Précision (%)
results-csv-7 = Secondes
results-csv-8 = Erreurs
results-csv-9 = Répété
results-csv-yes = oui
results-unfinished = pas fini : { $answered ->
    [one] 1 réponse
   *[other] { $answered } réponses
}
convert-title = Convertir une partie
convert-intro = Colle une partie dans n'importe quelle langue et forme ; elle ressort dans la langue et la forme que tu choisis, vérifiée coup par coup. Fonctionne hors ligne.
convert-from = Écrite en
convert-auto = Détecter
convert-detected = Langue reconnue : { $language }.
convert-to = Convertir en
convert-long = Forme longue (Cg1f3)
convert-figurine = ♘ figurines
convert-notation-name = { $code ->
    [descriptive-en] Descriptive anglaise
    [descriptive-es] Descriptive espagnole
    [descriptive-fr] Descriptive française
   *[iccf] Numérique ICCF
}
convert-annotations = Les annotations des livres et des bases de données (!?, ±, +-, =, N, □, $14…) sont gardées telles quelles ; en PGN, elles s’écrivent avec leur numéro ($16), comme les lisent les autres logiciels.
convert-input = Partie
convert-output = Résultat
convert-copy = Copier
convert-copied = Copié.
builder-title = Créer un exercice
builder-intro = Choisis l'exercice et ses options, ajoute si tu veux tes propres cases, positions ou une partie, et partage le lien ou le code QR. Tout voyage dans le lien : il n'y a pas de serveur.
builder-mode = Exercice
builder-drill-title = Titre (facultatif)
builder-content = Ton propre contenu (facultatif)
builder-content-squares = Cases séparées par des espaces : e4 d5 a1…
builder-content-positions = Une position par ligne : une FEN suivie du coup (Cf3, g1f3…).
builder-content-game = Une partie dans n'importe quelle langue et forme : 1.e4 e5 2.Cf3…
builder-content-ok = { $count ->
    [one] { $count } élément, correct.
   *[other] { $count } éléments, tous corrects.
}
builder-same-prompts = Les mêmes questions pour tous
builder-same-prompts-off = Sans cela, chaque élève reçoit d’autres questions et l’exercice ne donne pas de code de résultat.
builder-first = Début
builder-previous = Précédent
builder-next = Suivant
builder-last = Fin
builder-preview = Premières questions
builder-link = Le lien de l'exercice
builder-copy = Copier le lien
builder-length = { $length } caractères sur { $max }.
builder-too-long = Le lien fait { $length } caractères et les messageries en gardent { $max } : retire des positions ou des coups.
builder-qr = Code QR du lien
builder-qr-large = Afficher en grand
builder-qr-small = Retour
builder-open = Ouvrir l'exercice
builder-worksheet = Fiche à imprimer
builder-results = Résultats de la classe
worksheet-diagram = Diagramme { $number }
worksheet-find = Marque la case { $square }.
worksheet-play = Dessine le coup { $move } avec une flèche.
worksheet-name-move = Écris le coup indiqué par la flèche.
worksheet-name-game-move = Écris le coup indiqué par la flèche ({ $number }).
worksheet-name = Nom :
worksheet-date = Date :
worksheet-print = Imprimer
worksheet-key = Solutions : { $title }
worksheet-left-out = Cette feuille contient les { $shown } premières des { $total } questions de l’exercice.
worksheet-timed = L’exercice est chronométré ; sur papier, il a { $count } questions.
worksheet-key-move = { $move } : de { $from } à { $to }
