# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Lien de l'exercice (facultatif)
results-drill-hint = Colle ici le lien que tu as donné à la classe : tu verras le titre de l'exercice et chaque question manquée par son nom.
results-drill-known = Exercice : « { $title } ». Chaque question manquée apparaît avec son nom.
results-drill-known-own = Exercice : « { $title } ». Ce lien ne fixe pas les questions (chaque élève en reçoit d'autres) : les erreurs ne peuvent être comptées que par numéro.
results-drill-not-a-link = Ce n'est pas le lien d'un exercice d'Escaque.
results-drill-unknown = Exercice { $id }
results-not-a-code = Ce n'est pas un code de résultat.
results-skipped = La ligne { $line } (« { $text } ») n'a pas été comptée. { $why }
results-duplicate = répété : déjà à la ligne { $line }
results-repeats = { $repeats ->
    [one] (un code répété, compté une fois)
   *[other] ({ $repeats } codes répétés, comptés une fois)
}
results-other-drill = { $count ->
    [one] Un résultat vient d'un autre exercice, pas de celui du lien donné.
   *[other] { $count } résultats viennent d'un autre exercice, pas de celui du lien donné.
}
results-class-title = Questions les plus manquées : { $drill }
results-class-intro = { $count ->
    [one] Pour un élève : chaque question avec le nombre d'élèves qui l'ont manquée, de la plus manquée à la moins manquée.
   *[other] Pour { $count } élèves : chaque question avec le nombre d'élèves qui l'ont manquée, de la plus manquée à la moins manquée.
}
results-class-number = Question { $number }
results-class-missed = { $missed } sur { $answered }
results-class-give-link = Colle le lien de l'exercice (plus haut) pour voir chaque question par son nom.
results-class-col-prompt = Question
results-class-col-missed = Manquée par
results-class-board = Cases manquées : { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] { $count } fois
   *[other] { $count } fois
}
results-class-board-none = Personne n'a manqué de case.
results-class-board-caption = Sur l'échiquier : combien de fois chaque case a été manquée.
options-shared-note = Ces options sont celles de ton professeur : les mêmes pour toute la classe, elles ne peuvent pas être changées ici.
options-practise-freely = S'entraîner librement
options-practise-freely-hint = Le même exercice, rien que pour toi : d'autres questions, les options de ton choix, et pas de code de résultat.
game-title-fide-sample = Partie d'exemple de l'annexe C des Règles du jeu d'échecs de la FIDE
game-title-fide-example-2 = Partie d'exemple d'une édition antérieure des Règles du jeu d'échecs de la FIDE
game-title-caro-kann-trap = Un piège dans la défense Caro-Kann
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (partie { $n })
game-removed = La partie « { $game } » n'est plus dans la bibliothèque d'Escaque : elle a été retirée.
game-unknown = La bibliothèque d'Escaque n'a pas de partie « { $game } ».
game-removed-offer = Faire le même exercice avec la partie d'exemple de la FIDE (tu peux en choisir une autre dans Options)
notice-results-damaged = Ce que tu avais collé dans les résultats n'a pas pu être lu : l'original a été mis de côté sur cet appareil.
