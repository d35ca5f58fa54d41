# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = Il tuo «No» non va: «{ $move }» è scritta bene, non c'è nessun errore.
