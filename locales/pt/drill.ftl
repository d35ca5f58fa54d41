# The drill screen: Next after a wrong answer, the arrows, the board turning, texts for touch screens.
drill-go-on = Seguinte
drill-held-arrow = A seta azul é o lance certo.
drill-held-both-arrows = Azul: o lance certo. Laranja: o teu.
drill-turned-white = O tabuleiro rodou: agora as brancas estão em baixo.
drill-turned-black = O tabuleiro rodou: agora as pretas estão em baixo.
drill-intro-touch-find = Toca, no tabuleiro, na casa indicada.
drill-intro-touch-name = Como se chama a casa marcada? Toca na sua coluna e na sua fila.
drill-intro-touch-colour = A casa indicada é clara ou escura?
drill-intro-touch-diagonal = As duas casas estão na mesma diagonal?
drill-intro-touch-knight = De quantos saltos precisa um cavalo para ir da primeira casa à segunda?
drill-intro-touch-play-move = Está escrito um lance: joga-o no tabuleiro (toca na peça e depois na casa, ou arrasta-a).
verdict-square-right = { $square }: muito bem!
verdict-find-touch = { $expected }: tocaste { $given }.
summary-prompts-touch = Perguntas (toca numa para a veres no tabuleiro)
# A square of the colour drill's board, whose colour is not told.
square-plain = casa
# A drill square's place on screen, for a screen reader (never its name).
square-place = { $column } a partir da esquerda, { $row } a partir de baixo
# A drill of a game with no move of the side the student plays (a link of a one-move game for Black).
drill-nothing-to-ask = Esta partida não tem nenhum lance do lado escolhido: não há nada para perguntar.
# A right answer goes on at once: its verdict, beside the next question, names the one it is about.
drill-verdict-of-question = Pergunta { $n }: { $verdict }
drill-verdict-of-move = Lance { $number } das { $side ->
    [white] brancas
   *[black] pretas
}: { $verdict }
# The move drills' notation: the language's name (as in a sentence) and its piece letters.
drill-notation = Notação em { $language }: { $letters }

notation-language-name = { $code ->
    [es] espanhol
    [fr] francês
    [de] alemão
    [it] italiano
    [pt] português
    [nl] neerlandês
    [ca] catalão
    [pl] polaco
    [cs] checo
    [sv] sueco
    [da] dinamarquês
    [no] norueguês
    [fi] finlandês
    [ro] romeno
    [hu] húngaro
    [ru] russo
   *[en] inglês
}
