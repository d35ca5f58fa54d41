# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = Dein „Nein“ stimmt nicht: „{ $move }“ ist richtig geschrieben, da ist kein Fehler.
