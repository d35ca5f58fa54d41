# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Non terminés
runs-unfinished-answered = { $answered } sur { $total } répondues
runs-unfinished-answered-timed = { $answered } répondues
runs-continue = Continuer
runs-stopped = non terminé
runs-no-best = Pas encore de meilleur score : aucune série terminée
