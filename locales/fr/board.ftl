# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Ce coup n'est pas légal
board-refused-in-check = Le roi est en échec : ce coup ne le sort pas de l’échec
board-wrong-side-white = Aux blancs de jouer : bouge une pièce blanche
board-wrong-side-black = Aux noirs de jouer : bouge une pièce noire

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] Le roi ne se déplace pas ainsi : il va sur une case voisine
    [queen] La dame ne se déplace pas ainsi : elle va en ligne droite ou en diagonale
    [rook] La tour ne se déplace pas ainsi : elle va en ligne droite, sur les colonnes et les rangées
    [bishop] Le fou ne se déplace pas ainsi : il va en diagonale
    [knight] Le cavalier ne se déplace pas ainsi : il saute en forme de L
   *[pawn] Le pion ne se déplace pas ainsi : il avance d’une case (de deux depuis sa case de départ)
}
board-refused-pawn-captures = Le pion ne va en diagonale que pour prendre, et il n’y a rien à prendre en { $square }
board-refused-pawn-blocked = Le pion ne prend pas droit devant, seulement en diagonale : { $square } est occupée
board-refused-blocked = La pièce en { $square } barre le chemin : seul le cavalier saute par-dessus les pièces
board-refused-own-piece = Une de tes pièces est déjà en { $square }
board-refused-pinned = La pièce en { $square } est clouée : si elle bouge, ton roi est en échec
board-refused-king-attacked = Le roi ne peut pas aller en { $square } : il y serait en échec
board-refused-leaves-check = Ce coup laisserait ton roi en échec
board-refused-castling-right = Tu ne peux plus roquer de ce côté : le roi ou cette tour a déjà bougé
board-refused-castling-blocked = Pour roquer, aucune pièce ne doit se trouver entre le roi et la tour (il y en a une en { $square })
board-refused-castling-check = Tu ne peux pas roquer quand ton roi est en échec
board-refused-castling-through = Le roi ne peut pas roquer en passant par une case attaquée ni en y arrivant ({ $square })
board-refused-castling-square = Pour roquer, le roi va de deux cases vers la tour, en { $square }, et la tour saute par-dessus lui
