# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Sin terminar
runs-unfinished-answered = { $answered } de { $total } respondidas
runs-unfinished-answered-timed = { $answered } respondidas
runs-continue = Continuar
runs-stopped = sin terminar
runs-no-best = Aún no hay mejor resultado: ninguna ronda terminada
