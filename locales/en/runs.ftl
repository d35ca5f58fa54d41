# Runs kept as they go: the progress page's runs to continue, and runs stopped before their end.
runs-unfinished-title = Unfinished
runs-unfinished-answered = { $answered } of { $total } answered
runs-unfinished-answered-timed = { $answered } answered
runs-continue = Continue
runs-stopped = unfinished
runs-no-best = No best score yet: no run finished
