# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Sense acabar
runs-unfinished-answered = { $answered } de { $total } respostes
runs-unfinished-answered-timed = { $answered } respostes
runs-continue = Continua
runs-stopped = sense acabar
runs-no-best = Encara no hi ha millor resultat: cap ronda acabada
