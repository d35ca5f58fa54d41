# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Avanti
drill-held-arrow = La freccia blu è la mossa giusta.
drill-held-both-arrows = Blu: la mossa giusta. Arancione: la tua.
drill-turned-white = La scacchiera si è girata: ora il Bianco è in basso.
drill-turned-black = La scacchiera si è girata: ora il Nero è in basso.
drill-intro-touch-find = Tocca sulla scacchiera la casa indicata.
drill-intro-touch-name = Come si chiama la casa segnata? Tocca la sua colonna e la sua traversa.
drill-intro-touch-colour = La casa indicata è chiara o scura?
drill-intro-touch-diagonal = Le due case sono sulla stessa diagonale?
drill-intro-touch-knight = Quanti salti servono a un cavallo per andare dalla prima casa alla seconda?
drill-intro-touch-play-move = È scritta una mossa: giocala sulla scacchiera (tocca il pezzo e poi la sua casa, o trascinalo).
verdict-square-right = { $square }: bene!
verdict-find-touch = { $expected }: hai toccato { $given }.
summary-prompts-touch = Domande (toccane una per vederla sulla scacchiera)
# A square of the colour drill's board, whose colour is not told.
square-plain = casa
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } da sinistra, { $row } dal basso
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Questa partita non ha nessuna mossa del colore scelto: non c'è niente da chiedere.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Domanda { $n }: { $verdict }
drill-verdict-of-move = Mossa { $number } del { $side ->
    [white] Bianco
   *[black] Nero
}: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notazione in { $language }: { $letters }

notation-language-name = { $code ->
    [es] spagnolo
    [fr] francese
    [de] tedesco
    [it] italiano
    [pt] portoghese
    [nl] olandese
    [ca] catalano
    [pl] polacco
    [cs] ceco
    [sv] svedese
    [da] danese
    [no] norvegese
    [fi] finlandese
    [ro] rumeno
    [hu] ungherese
    [ru] russo
   *[en] inglese
}
