# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Esse lance não é permitido
board-refused-in-check = O rei está em xeque: esse lance não o tira do xeque
board-wrong-side-white = Jogam as brancas: move uma peça branca
board-wrong-side-black = Jogam as pretas: move uma peça preta

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] O rei não se move assim: vai para uma casa vizinha
    [queen] A dama não se move assim: vai em linha reta ou na diagonal
    [rook] A torre não se move assim: vai em linha reta, por colunas e filas
    [bishop] O bispo não se move assim: vai na diagonal
    [knight] O cavalo não se move assim: salta em forma de L
   *[pawn] O peão não se move assim: avança uma casa (duas a partir da sua casa inicial)
}
board-refused-pawn-captures = O peão só vai na diagonal para capturar, e em { $square } não há nada para capturar
board-refused-pawn-blocked = O peão não captura em frente, só na diagonal: { $square } está ocupada
board-refused-blocked = A peça em { $square } está no caminho: só o cavalo salta por cima das peças
board-refused-own-piece = Em { $square } já está uma peça tua
board-refused-pinned = A peça em { $square } está cravada: se se mover, o teu rei fica em xeque
board-refused-king-attacked = O rei não pode ir para { $square }: ali ficaria em xeque
board-refused-leaves-check = Esse lance deixaria o teu rei em xeque
board-refused-castling-right = Já não podes rocar desse lado: o rei ou essa torre já se moveram
board-refused-castling-blocked = Para rocar não pode haver peças entre o rei e a torre (há uma em { $square })
board-refused-castling-check = Não podes rocar quando o teu rei está em xeque
board-refused-castling-through = O rei não pode rocar passando por uma casa atacada nem chegando a ela ({ $square })
board-refused-castling-square = Para rocar, o rei vai duas casas em direção à torre, para { $square }, e a torre salta por cima dele
