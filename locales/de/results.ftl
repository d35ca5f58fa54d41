# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Link der Übung (optional)
results-drill-hint = Füge hier den Link ein, den du der Klasse gegeben hast: Du siehst dann den Titel der Übung und jede verfehlte Aufgabe mit ihrem Namen.
results-drill-known = Übung: „{ $title }“. Jede verfehlte Aufgabe steht mit ihrem Namen da.
results-drill-known-own = Übung: „{ $title }“. Dieser Link legt die Aufgaben nicht fest (alle bekommen andere), daher lassen sich Fehler nur nach Nummer zählen.
results-drill-not-a-link = Das ist kein Link zu einer Escaque-Übung.
results-drill-unknown = Übung { $id }
results-not-a-code = Das ist kein Ergebniscode.
results-skipped = Zeile { $line } („{ $text }“) wurde nicht gezählt. { $why }
results-duplicate = doppelt: schon in Zeile { $line }
results-repeats = { $repeats ->
    [one] (ein Code doppelt, einmal gezählt)
   *[other] ({ $repeats } Codes doppelt, je einmal gezählt)
}
results-other-drill = { $count ->
    [one] Ein Ergebnis gehört zu einer anderen Übung, nicht zu der des Links.
   *[other] { $count } Ergebnisse gehören zu einer anderen Übung, nicht zu der des Links.
}
results-class-title = Am häufigsten verfehlt: { $drill }
results-class-intro = { $count ->
    [one] Von einer Person: jede Aufgabe und wie viele sie verfehlt haben, die häufigsten zuerst.
   *[other] Von { $count } Personen: jede Aufgabe und wie viele sie verfehlt haben, die häufigsten zuerst.
}
results-class-number = Aufgabe { $number }
results-class-missed = { $missed } von { $answered }
results-class-give-link = Füge oben den Link der Übung ein, um jede Aufgabe mit ihrem Namen zu sehen.
results-class-col-prompt = Aufgabe
results-class-col-missed = Verfehlt von
results-class-board = Verfehlte Felder: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] einmal
   *[other] { $count }-mal
}
results-class-board-none = Niemand hat ein Feld verfehlt.
results-class-board-caption = Auf dem Brett: wie oft jedes Feld verfehlt wurde.
options-shared-note = Diese Optionen hat deine Lehrkraft gewählt: Sie gelten für die ganze Klasse und lassen sich hier nicht ändern.
options-practise-freely = Frei üben
options-practise-freely-hint = Dieselbe Übung nur für dich: andere Aufgaben, Optionen nach Wunsch und kein Ergebniscode.
game-title-fide-sample = Beispielpartie aus Anhang C der FIDE-Schachregeln
game-title-fide-example-2 = Beispielpartie aus einer früheren Ausgabe der FIDE-Schachregeln
game-title-caro-kann-trap = Eine Falle in der Caro-Kann-Verteidigung
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (Partie { $n })
game-removed = Die Partie „{ $game }“ ist nicht mehr in der Bibliothek von Escaque: Sie wurde entfernt.
game-unknown = Die Bibliothek von Escaque hat keine Partie „{ $game }“.
game-removed-offer = Dieselbe Übung mit der Beispielpartie der FIDE machen (unter Optionen kannst du eine andere wählen)
notice-results-damaged = Was du in die Ergebnisse eingefügt hattest, konnte nicht gelesen werden: Das Original wurde auf diesem Gerät beiseitegelegt.
