# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = O teu «Não» não está certo: «{ $move }» está bem escrito, não há erro.
