# The results page: the drill's link, lines read and skipped, the class view; a shared drill's
# options; the library's game titles and removed games.

results-drill-link = Enlace del ejercicio (opcional)
results-drill-hint = Pega aquí el enlace que diste a la clase: verás el título del ejercicio y cada pregunta fallada por su nombre.
results-drill-known = Ejercicio: «{ $title }». Cada pregunta fallada aparece con su nombre.
results-drill-known-own = Ejercicio: «{ $title }». Este enlace no fija las preguntas (cada alumno recibe otras), así que los fallos solo se pueden contar por número.
results-drill-not-a-link = Esto no es el enlace de un ejercicio de Escaque.
results-drill-unknown = Ejercicio { $id }
results-not-a-code = No es un código de resultado.
results-skipped = No se ha contado la línea { $line } («{ $text }»). { $why }
results-duplicate = repetido: ya estaba en la línea { $line }
results-repeats = { $repeats ->
    [one] (un código repetido, contado una vez)
   *[other] ({ $repeats } códigos repetidos, contados una vez)
}
results-other-drill = { $count ->
    [one] Un resultado es de otro ejercicio, no del enlace dado.
   *[other] { $count } resultados son de otro ejercicio, no del enlace dado.
}
results-class-title = Preguntas más falladas: { $drill }
results-class-intro = { $count ->
    [one] De un alumno: cada pregunta con cuántos la fallaron, de más a menos.
   *[other] De { $count } alumnos: cada pregunta con cuántos la fallaron, de más a menos.
}
results-class-number = Pregunta { $number }
results-class-missed = { $missed } de { $answered }
results-class-give-link = Pega el enlace del ejercicio (arriba) para ver cada pregunta por su nombre.
results-class-col-prompt = Pregunta
results-class-col-missed = Fallada por
results-class-board = Casillas falladas: { $squares }.
results-class-board-square = { $square }, { $count ->
    [one] 1 vez
   *[other] { $count } veces
}
results-class-board-none = Nadie falló ninguna casilla.
results-class-board-caption = En el tablero: cuántas veces se falló cada casilla.
options-shared-note = Estas opciones son las de tu profesor: iguales para toda la clase, no se pueden cambiar aquí.
options-practise-freely = Practicar libremente
options-practise-freely-hint = El mismo ejercicio solo para ti: otras preguntas, las opciones que quieras y sin código de resultado.
game-title-fide-sample = Partida de ejemplo del Apéndice C de las Leyes de la FIDE
game-title-fide-example-2 = Partida de ejemplo de una edición anterior de las Leyes de la FIDE
game-title-caro-kann-trap = Una celada en la Defensa Caro-Kann
# A game of a list, numbered among those with the same players, year and event (a match).
game-list-numbered = { $title } (partida { $n })
game-removed = La partida «{ $game }» ya no está en la biblioteca de Escaque: se retiró.
game-unknown = La biblioteca de Escaque no tiene ninguna partida «{ $game }».
game-removed-offer = Hacer el mismo ejercicio con la partida de ejemplo de la FIDE (en Opciones puedes elegir otra)
notice-results-damaged = Lo que habías pegado en los resultados no se pudo leer: el original se ha guardado aparte en este dispositivo.
