# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Non finiti
runs-unfinished-answered = { $answered } su { $total } risposte
runs-unfinished-answered-timed = { $answered } risposte
runs-continue = Continua
runs-stopped = non finito
runs-no-best = Ancora nessun miglior risultato: nessun giro finito
