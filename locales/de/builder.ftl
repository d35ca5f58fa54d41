# The builder, the worksheets and the converter (issue 15).
builder-content-moves = Eine Partie (1.e4 e5 2.Sf3…, in beliebiger Sprache, mit oder ohne Zugnummern) oder eine Stellung pro Zeile: eine FEN und danach ihr Zug.
builder-kind-squares = { $count ->
    [one] ein Feld
   *[other] { $count } Felder
}
builder-kind-positions = { $count ->
    [one] eine Stellung mit ihrem Zug
   *[other] { $count } Stellungen mit ihren Zügen
}
# Positions of which some have no move (a FEN to write, a position to set up).
builder-kind-positions-bare = { $count ->
    [one] eine Stellung
   *[other] { $count } Stellungen
}
builder-kind-game = { $count ->
    [one] eine Partie mit einem Halbzug
   *[other] eine Partie mit { $count } Halbzügen
}
builder-read = Erkannt: { $what }.
builder-misfit-kind = Du hast { $what } eingefügt; „{ $mode }“ fragt so etwas nicht. Das passt zu { $modes }.
builder-misfit-odd = Das sind { $count } Felder, und „{ $mode }“ fragt sie paarweise: Füge eines hinzu oder nimm eines weg.
builder-misfit-no-move = Stellung { $index } (Zeile { $line }) hat keinen Zug: Schreib ihn hinter die FEN.
builder-quoted = „{ $text }“
builder-use-mode = Zu „{ $mode }“ wechseln
builder-error-at = Zeile { $line }, Spalte { $column }. { $why }
builder-bad-square = „{ $text }“ ist kein Feld.
builder-bad-fen = Die FEN ist ungültig: { $why }
builder-bad-move = Der Zug „{ $text }“ ist ungültig: { $why }
builder-extra-text = „{ $text }“ ist nach dem Zug zu viel.
builder-no-link = Kein Link, solange der Inhalt nicht zu dieser Übung passt.
builder-no-link-at = Kein Link, solange der Inhalt einen Fehler hat (Zeile { $line }, Spalte { $column }).
builder-qr-close = Schließen (Esc)
worksheet-intro-find = Kreuze in jedem Diagramm das verlangte Feld an.
worksheet-intro-name = Schreib den Namen des Feldes mit dem Punkt auf.
worksheet-intro-colour = Schreib auf, ob jedes Feld hell oder dunkel ist.
worksheet-intro-diagonal = Schreib Ja oder Nein: Liegen die beiden Felder auf einer Diagonale?
worksheet-intro-knight = Schreib auf, wie viele Sprünge ein Springer vom ersten Feld zum zweiten braucht.
worksheet-intro-name-move = Schreib den Zug auf, den der Pfeil zeigt.
worksheet-intro-play-move = Zeichne den geschriebenen Zug als Pfeil ein.
worksheet-intro-game-write = Schreib der Reihe nach jeden Zug der Partie auf, den der Pfeil zeigt.
worksheet-intro-game-play = Zeichne der Reihe nach jeden geschriebenen Zug der Partie als Pfeil ein.
worksheet-notation = Notation: { $language }.
worksheet-game-move = Halbzug { $number }
builder-edit = Bearbeiten
builder-made-drills = Deine letzten Übungen
notice-draft-damaged = Dein gespeicherter Übungsentwurf ließ sich nicht lesen: Er wurde auf diesem Gerät beiseitegelegt, und du beginnst einen neuen.
notice-drills-damaged = Ein Teil deiner Übungsliste ließ sich nicht lesen: Der Rest wurde geladen und das Original auf diesem Gerät beiseitegelegt.
builder-aside-title = Gespeicherte Entwürfe
builder-aside-intro = Wenn du eine andere Übung zum Bearbeiten öffnest, wird dein angefangener Entwurf hier aufgehoben. Du kannst jederzeit zu ihm zurück.
builder-aside-restore = Zurück zu diesem Entwurf
builder-aside-discard = Verwerfen
builder-title-kept = Du hast zu „{ $mode }“ gewechselt, und der Titel ist noch „{ $title }“. Passt er noch?
builder-title-clear = Titel entfernen
builder-query-draft = Dein Entwurf ist noch da.
builder-query-new = Hier ist eine neue Übung: Wähle ihre Art und ihre Optionen.
worksheet-intro-old-book = Jeder Zug steht da wie in einem alten Buch, in beschreibender Notation: schreib ihn algebraisch.
# Old-book on paper: the book's move (descriptive), to write in algebraic.
worksheet-old-book = Im Buch steht { $move }: schreib den Zug algebraisch.
