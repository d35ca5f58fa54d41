# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Weiter
drill-held-arrow = Der blaue Pfeil ist der richtige Zug.
drill-held-both-arrows = Blau: der richtige Zug. Orange: deiner.
drill-turned-white = Das Brett hat sich gedreht: Jetzt ist Weiß unten.
drill-turned-black = Das Brett hat sich gedreht: Jetzt ist Schwarz unten.
drill-intro-touch-find = Tippe auf dem Brett das genannte Feld an.
drill-intro-touch-name = Wie heißt das markierte Feld? Tippe seine Linie und seine Reihe an.
drill-intro-touch-colour = Ist das genannte Feld hell oder dunkel?
drill-intro-touch-diagonal = Liegen die beiden Felder auf einer Diagonale?
drill-intro-touch-knight = Wie viele Sprünge braucht ein Springer vom ersten Feld zum zweiten?
drill-intro-touch-play-move = Ein Zug steht geschrieben: Spiele ihn auf dem Brett (tippe die Figur an und dann ihr Feld, oder ziehe sie).
verdict-square-right = { $square }: richtig!
verdict-find-touch = { $expected }: Du hast { $given } angetippt.
summary-prompts-touch = Aufgaben (tippe eine an, um sie auf dem Brett zu sehen)
# A square of the colour drill's board, whose colour is not told.
square-plain = Feld
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } von links, { $row } von unten
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Diese Partie hat keinen Zug der gewählten Seite: Es gibt nichts zu fragen.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Aufgabe { $n }: { $verdict }
drill-verdict-of-move = Zug { $number } von { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notation auf { $language }: { $letters }

notation-language-name = { $code ->
    [es] Spanisch
    [fr] Französisch
    [de] Deutsch
    [it] Italienisch
    [pt] Portugiesisch
    [nl] Niederländisch
    [ca] Katalanisch
    [pl] Polnisch
    [cs] Tschechisch
    [sv] Schwedisch
    [da] Dänisch
    [no] Norwegisch
    [fi] Finnisch
    [ro] Rumänisch
    [hu] Ungarisch
    [ru] Russisch
   *[en] Englisch
}
