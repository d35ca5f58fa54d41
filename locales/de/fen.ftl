# The FEN drills: write a position's FEN (write-fen), set a FEN's position up on the board (set-up).
drill-title-write-fen = Schreib die FEN
drill-title-set-up = Stell die Stellung auf
drill-intro-write-fen = Auf dem Brett steht eine Stellung: Schreib ihre FEN. Die Figurenbuchstaben der FEN sind immer englisch: K Q R B N P, Großbuchstaben für Weiß.
drill-intro-set-up = Eine FEN ist angegeben: Stell ihre Stellung mit den Figuren unten auf dem Brett auf (Figur wählen, dann Felder anklicken) und prüf sie dann.
drill-intro-touch-set-up = Eine FEN ist angegeben: Stell ihre Stellung mit den Figuren unten auf dem Brett auf (Figur wählen, dann Felder antippen) und prüf sie dann.
drill-prompt-write-fen = Schreib die FEN dieser Stellung.
worksheet-intro-write-fen = Schreib die FEN jeder Stellung (englische Buchstaben K Q R B N P, Großbuchstaben für Weiß).
worksheet-intro-set-up = Zeichne die Stellung jeder FEN auf das leere Brett.
fen-answer-label = FEN
fen-letters-hint = Die FEN verwendet immer die englischen Buchstaben, egal in welcher Notation du schreibst: K König, Q Dame, R Turm, B Läufer, N Springer, P Bauer; Großbuchstaben für Weiß, Kleinbuchstaben für Schwarz.
fen-facts-castling = Noch mögliche Rochaden: { $rights }
fen-castle-white-short = Weiß 0-0
fen-castle-white-long = Weiß 0-0-0
fen-castle-black-short = Schwarz 0-0
fen-castle-black-long = Schwarz 0-0-0
fen-castle-none = keine
fen-facts-last = Letzter Zug: { $move }
fen-facts-last-unknown = Letzter Zug: nicht angegeben
fen-facts-clocks = { $halfmove ->
    [one] { $halfmove } Halbzug seit dem letzten Schlagen oder Bauernzug; Zug { $fullmove }
   *[other] { $halfmove } Halbzüge seit dem letzten Schlagen oder Bauernzug; Zug { $fullmove }
}
fen-man-white = { $role ->
    [king] ein weißer König
    [queen] eine weiße Dame
    [rook] ein weißer Turm
    [bishop] ein weißer Läufer
    [knight] ein weißer Springer
   *[pawn] ein weißer Bauer
}
fen-man-black = { $role ->
    [king] ein schwarzer König
    [queen] eine schwarze Dame
    [rook] ein schwarzer Turm
    [bishop] ein schwarzer Läufer
    [knight] ein schwarzer Springer
   *[pawn] ein schwarzer Bauer
}
fen-palette = Figuren zum Aufstellen
fen-palette-none = Radierer: leert die angetippten Felder
fen-palette-hint = Wähl eine Figur (oder den Radierer) und klick die Felder an; Figuren lassen sich auch aufs Brett, übers Brett und vom Brett ziehen.
fen-palette-hint-touch = Wähl eine Figur (oder den Radierer) und tipp die Felder an; Figuren lassen sich auch aufs Brett, übers Brett und vom Brett ziehen.
fen-setup-keys = Mit der Tastatur: Die Pfeiltasten gehen über das Brett; ein Buchstabe der FEN stellt seine Figur auf das Feld (Großbuchstaben für Weiß: K Q R B N P; Kleinbuchstaben für Schwarz), Entf nimmt sie weg.
fen-clear-board = Brett leeren
fen-check = Prüfen
fen-right = Richtig! { $fen }
fen-wrong = { $reason } Die FEN lautet { $fen }
fen-lesson-link = Lektion: eine FEN lesen
fen-reason-rank-count = Figurenstellung: Es braucht 8 Reihen, getrennt durch /; deine hat { $count }.
fen-reason-bad-char = Reihe { $rank }: „{ $char }“ ist kein Buchstabe der FEN. Die FEN verwendet die englischen Buchstaben K Q R B N P (groß für Weiß, klein für Schwarz) und die Ziffern 1 bis 8 für leere Felder.
fen-reason-square-man = Reihe { $rank }: Du hast { $token } geschrieben, aber auf { $square } steht { $man }.
fen-reason-square-empty = Reihe { $rank }: Du hast { $token } geschrieben, aber { $square } ist leer.
fen-reason-squares = Reihe { $rank }: Deine Buchstaben und Ziffern ergeben { $count } Felder, nicht 8.
fen-reason-split-digits = Reihe { $rank }: Leere Felder hintereinander sind eine Zahl; schreib ihre Summe, nicht { $digits }.
fen-reason-extra-fields = Eine FEN hat 6 durch Leerzeichen getrennte Felder; deine hat { $count }.
fen-reason-side = Zugrecht: „{ $written }“ muss „{ $expected }“ sein (w Weiß, b Schwarz).
fen-reason-castling = Rochaden: „{ $written }“ muss „{ $expected }“ sein (K Q für Weiß, k q für Schwarz, in dieser Reihenfolge; ein Bindestrich, wenn keine mehr möglich ist).
fen-reason-en-passant = En-passant-Feld: „{ $written }“ muss „{ $expected }“ sein (das Feld, das ein gerade zwei Felder vorgerückter Bauer übersprungen hat; ein Bindestrich, wenn keines).
fen-reason-halfmove = Halbzugzähler: „{ $written }“ muss { $expected } sein (Halbzüge seit dem letzten Schlagen oder Bauernzug).
fen-reason-fullmove = Zugnummer: „{ $written }“ muss { $expected } sein.
fen-reason-missing = { $field ->
    [side-to-move] Nach der Figurenstellung fehlt, wer am Zug ist (w oder b).
    [castling] Nach dem Zugrecht fehlt das Rochadefeld (KQkq, einige davon oder ein Strich).
    [en-passant] Nach den Rochaden fehlt das En-passant-Feld (ein Feld oder ein Strich).
    [halfmove] Nach dem En-passant-Feld fehlt der Halbzugzähler.
    [fullmove] Die Zugnummer, das letzte Feld, fehlt.
   *[placement] Die Figurenstellung, das erste Feld, fehlt.
}
fen-reason-missing-clocks = Die ersten vier Felder stimmen, aber die beiden Zahlen am Ende fehlen: der Halbzugzähler und die Zugnummer.
fen-reason-squares-wrong = { $count ->
    [one] Ein Feld ist falsch (auf dem Brett markiert): { $squares }.
   *[other] { $count } Felder sind falsch (auf dem Brett markiert): { $squares }.
}
fen-reason-upside-down = Das Brett steht auf dem Kopf: Die FEN beginnt mit Reihe 8 und endet mit Reihe 1 (sieh auf die Zahlen am Brettrand); mit Weiß unten ist Reihe 8 oben, und die weißen Figuren beginnen unten.
fen-reason-squares-many = { $count } Felder sind falsch, auf dem Brett markiert.
builder-content-fen = Eine Stellung pro Zeile als FEN (ein Zug dahinter wird nicht verwendet) oder eine Partie (1.e4 e5 2.Sf3…): dann die Stellung nach jedem Zug.
