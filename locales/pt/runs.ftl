# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Por terminar
runs-unfinished-answered = { $answered } de { $total } respondidas
runs-unfinished-answered-timed = { $answered } respondidas
runs-continue = Continuar
runs-stopped = por terminar
runs-no-best = Ainda sem melhor resultado: nenhuma ronda terminada
