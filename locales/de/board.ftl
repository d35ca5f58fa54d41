# The board: what it says about the pieces played on it.

# An illegal move tried on the board (by a drag, two taps or the keyboard): shown briefly over the board and read out; nothing is counted.
board-refused-move = Dieser Zug ist nicht erlaubt
board-refused-in-check = Der König steht im Schach: dieser Zug hilft nicht dagegen
board-wrong-side-white = Weiß ist am Zug: zieh eine weiße Figur
board-wrong-side-black = Schwarz ist am Zug: zieh eine schwarze Figur

# Why an illegal try on the board is refused (said under the board): the rule it breaks.
board-refused-way = { $role ->
    [king] Der König zieht nicht so: er geht auf ein Nachbarfeld
    [queen] Die Dame zieht nicht so: sie zieht gerade oder diagonal
    [rook] Der Turm zieht nicht so: er zieht gerade, auf Linien und Reihen
    [bishop] Der Läufer zieht nicht so: er zieht diagonal
    [knight] Der Springer zieht nicht so: er springt in L-Form
   *[pawn] Der Bauer zieht nicht so: er geht ein Feld vorwärts (von seinem Ausgangsfeld auch zwei)
}
board-refused-pawn-captures = Ein Bauer zieht nur zum Schlagen schräg, und auf { $square } gibt es nichts zu schlagen
board-refused-pawn-blocked = Ein Bauer schlägt nicht geradeaus, nur schräg: { $square } ist besetzt
board-refused-blocked = Die Figur auf { $square } steht im Weg: nur der Springer springt über Figuren
board-refused-own-piece = Auf { $square } steht schon eine deiner Figuren
board-refused-pinned = Die Figur auf { $square } ist gefesselt: zieht sie, steht dein König im Schach
board-refused-king-attacked = Der König kann nicht nach { $square }: dort stünde er im Schach
board-refused-leaves-check = Nach diesem Zug stünde dein König im Schach
board-refused-castling-right = Auf dieser Seite darfst du nicht mehr rochieren: der König oder dieser Turm hat schon gezogen
board-refused-castling-blocked = Zum Rochieren darf keine Figur zwischen König und Turm stehen (eine steht auf { $square })
board-refused-castling-check = Im Schach darfst du nicht rochieren
board-refused-castling-through = Der König darf nicht über ein angegriffenes Feld oder auf eines rochieren ({ $square })
board-refused-castling-square = Bei der Rochade zieht der König zwei Felder in Richtung des Turms, nach { $square }, und der Turm springt über ihn
