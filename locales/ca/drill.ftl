# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Següent
drill-held-arrow = La fletxa blava és la jugada correcta.
drill-held-both-arrows = Blava: la jugada correcta. Taronja: la teva.
drill-turned-white = El tauler ha girat: ara les blanques són a baix.
drill-turned-black = El tauler ha girat: ara les negres són a baix.
drill-intro-touch-find = Toca al tauler la casella que s'anomena.
drill-intro-touch-name = Com es diu la casella marcada? Toca'n la columna i la fila.
drill-intro-touch-colour = La casella anomenada és clara o fosca?
drill-intro-touch-diagonal = Les dues caselles són en una mateixa diagonal?
drill-intro-touch-knight = Quants salts necessita un cavall per anar de la primera casella a la segona?
drill-intro-touch-play-move = Hi ha una jugada escrita: juga-la al tauler (toca la peça i després la casella, o arrossega-la).
verdict-square-right = { $square }: molt bé!
verdict-find-touch = { $expected }: has tocat { $given }.
summary-prompts-touch = Preguntes (toca'n una per veure-la al tauler)
# A square of the colour drill's board, whose colour is not told.
square-plain = casella
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } des de l’esquerra, { $row } des de baix
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Aquesta partida no té cap jugada del bàndol triat: no hi ha res a preguntar.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Pregunta { $n }: { $verdict }
drill-verdict-of-move = Jugada { $number } de les { $side ->
    [white] blanques
   *[black] negres
}: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notació en { $language }: { $letters }

notation-language-name = { $code ->
    [es] castellà
    [fr] francès
    [de] alemany
    [it] italià
    [pt] portuguès
    [nl] neerlandès
    [ca] català
    [pl] polonès
    [cs] txec
    [sv] suec
    [da] danès
    [no] noruec
    [fi] finès
    [ro] romanès
    [hu] hongarès
    [ru] rus
   *[en] anglès
}
