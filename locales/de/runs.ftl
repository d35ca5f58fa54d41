# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Nicht beendet
runs-unfinished-answered = { $answered } von { $total } beantwortet
runs-unfinished-answered-timed = { $answered } beantwortet
runs-continue = Fortsetzen
runs-stopped = nicht beendet
runs-no-best = Noch kein Bestwert: kein Durchgang beendet
