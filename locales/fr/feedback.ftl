# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = Votre « Non » ne convient pas : « { $move } » est bien écrit, il n'y a pas d'erreur.
