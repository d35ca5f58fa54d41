# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = Tu «No» no acierta: «{ $move }» está bien escrita, no hay error.
