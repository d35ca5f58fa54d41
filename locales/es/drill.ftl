# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Siguiente
drill-held-arrow = La flecha azul es la jugada correcta.
drill-held-both-arrows = Azul: la jugada correcta. Naranja: la tuya.
drill-turned-white = El tablero ha girado: ahora las blancas están abajo.
drill-turned-black = El tablero ha girado: ahora las negras están abajo.
drill-intro-touch-find = Toca en el tablero la casilla que se nombra.
drill-intro-touch-name = ¿Cómo se llama la casilla marcada? Toca su columna y su fila.
drill-intro-touch-colour = ¿La casilla nombrada es clara u oscura?
drill-intro-touch-diagonal = ¿Están las dos casillas en una misma diagonal?
drill-intro-touch-knight = ¿Cuántos saltos necesita un caballo para ir de la primera casilla a la segunda?
drill-intro-touch-play-move = Se escribe una jugada: juégala en el tablero (toca la pieza y después su casilla, o arrástrala).
verdict-square-right = { $square }: ¡bien!
verdict-find-touch = { $expected }: tocaste { $given }.
summary-prompts-touch = Preguntas (toca una para verla en el tablero)
# A square of the colour drill's board, whose colour is not told.
square-plain = casilla
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } desde la izquierda, { $row } desde abajo
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Esta partida no tiene ninguna jugada del bando elegido: no hay nada que preguntar.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Pregunta { $n }: { $verdict }
drill-verdict-of-move = Jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notación en { $language }: { $letters }

notation-language-name = { $code ->
    [es] español
    [fr] francés
    [de] alemán
    [it] italiano
    [pt] portugués
    [nl] neerlandés
    [ca] catalán
    [pl] polaco
    [cs] checo
    [sv] sueco
    [da] danés
    [no] noruego
    [fi] finés
    [ro] rumano
    [hu] húngaro
    [ru] ruso
   *[en] inglés
}
