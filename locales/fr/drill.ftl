# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Suivant
drill-held-arrow = La flèche bleue est le bon coup.
drill-held-both-arrows = En bleu : le bon coup. En orange : le tien.
drill-turned-white = L'échiquier a tourné : les Blancs sont maintenant en bas.
drill-turned-black = L'échiquier a tourné : les Noirs sont maintenant en bas.
drill-intro-touch-find = Touche sur l'échiquier la case nommée.
drill-intro-touch-name = Comment s'appelle la case marquée ? Touche sa colonne et sa rangée.
drill-intro-touch-colour = La case nommée est-elle claire ou foncée ?
drill-intro-touch-diagonal = Les deux cases sont-elles sur une même diagonale ?
drill-intro-touch-knight = Combien de sauts faut-il à un cavalier pour aller de la première case à la seconde ?
drill-intro-touch-play-move = Un coup est écrit : joue-le sur l'échiquier (touche la pièce puis sa case, ou fais-la glisser).
verdict-square-right = { $square } : bravo !
verdict-find-touch = { $expected } : tu as touché { $given }.
summary-prompts-touch = Questions (touches-en une pour la voir sur l'échiquier)
# A square of the colour drill's board, whose colour is not told.
square-plain = case
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } depuis la gauche, { $row } depuis le bas
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Cette partie n'a aucun coup du camp choisi : il n'y a rien à demander.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Question { $n } : { $verdict }
drill-verdict-of-move = Coup { $number } des { $side ->
    [white] Blancs
   *[black] Noirs
} : { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notation en { $language } : { $letters }

notation-language-name = { $code ->
    [es] espagnol
    [fr] français
    [de] allemand
    [it] italien
    [pt] portugais
    [nl] néerlandais
    [ca] catalan
    [pl] polonais
    [cs] tchèque
    [sv] suédois
    [da] danois
    [no] norvégien
    [fi] finnois
    [ro] roumain
    [hu] hongrois
    [ru] russe
   *[en] anglais
}
