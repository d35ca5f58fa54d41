# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Enllaç de l'exercici (opcional)
results-drill-hint = Enganxa aquí l'enllaç que vas donar a la classe: veuràs el títol de l'exercici i cada pregunta fallada pel seu nom.
results-drill-known = Exercici: «{ $title }». Cada pregunta fallada apareix amb el seu nom.
results-drill-known-own = Exercici: «{ $title }». Aquest enllaç no fixa les preguntes (cada alumne en rep d'altres), així que els errors només es poden comptar per número.
results-drill-not-a-link = Això no és l'enllaç d'un exercici d'Escaque.
results-drill-unknown = Exercici { $id }
results-not-a-code = No és un codi de resultat.
results-skipped = No s'ha comptat la línia { $line } («{ $text }»). { $why }
results-duplicate = repetit: ja era a la línia { $line }
results-repeats = { $repeats ->
    [one] (un codi repetit, comptat una vegada)
   *[other] ({ $repeats } codis repetits, comptats una vegada)
}
results-other-drill = { $count ->
    [one] Un resultat és d'un altre exercici, no del de l'enllaç donat.
   *[other] { $count } resultats són d'un altre exercici, no del de l'enllaç donat.
}
results-class-title = Preguntes més fallades: { $drill }
results-class-intro = { $count ->
    [one] D'un alumne: cada pregunta amb quants l'han fallada, de més a menys.
   *[other] De { $count } alumnes: cada pregunta amb quants l'han fallada, de més a menys.
}
results-class-number = Pregunta { $number }
results-class-missed = { $missed } de { $answered }
results-class-give-link = Enganxa l'enllaç de l'exercici (a dalt) per veure cada pregunta pel seu nom.
results-class-col-prompt = Pregunta
results-class-col-missed = Fallada per
results-class-board = Caselles fallades: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] 1 vegada
   *[other] { $count } vegades
}
results-class-board-none = Ningú no ha fallat cap casella.
results-class-board-caption = Al tauler: quantes vegades s'ha fallat cada casella.
options-shared-note = Aquestes opcions són les del teu professor: iguals per a tota la classe, aquí no es poden canviar.
options-practise-freely = Practica lliurement
options-practise-freely-hint = El mateix exercici només per a tu: altres preguntes, les opcions que vulguis i sense codi de resultat.
game-title-fide-sample = Partida d'exemple de l'Apèndix C de les Lleis dels Escacs de la FIDE
game-title-fide-example-2 = Partida d'exemple d'una edició anterior de les Lleis dels Escacs de la FIDE
game-title-caro-kann-trap = Un parany a la Defensa Caro-Kann
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (partida { $n })
game-removed = La partida «{ $game }» ja no és a la biblioteca d'Escaque: s'ha retirat.
game-unknown = La biblioteca d'Escaque no té cap partida «{ $game }».
game-removed-offer = Fes el mateix exercici amb la partida d'exemple de la FIDE (a Opcions en pots triar una altra)
notice-results-damaged = El que havies enganxat als resultats no s'ha pogut llegir: l'original s'ha desat a part en aquest dispositiu.
