# The feedback room: a verdict that names the answer it marks.
feedback-check-no-missed = El teu «No» no és correcte: «{ $move }» està ben escrita, no hi ha cap error.
