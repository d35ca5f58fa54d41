# Brief `ways` (issue 33): page titles, moves in words, offline and install, the teachers' entry.
# A page's title: its main heading, then the app's name ("Find the square — Escaque").
nav-page-title = { $page } — { $app }
# The move on a board, in words for a screen reader: its piece (with its side), from, to.
board-move-words = Gespielter Zug: { $piece } von { $from } nach { $to }{ $promotion ->
    [none] {""}
   *[other] , Umwandlung in { $promotion }
}{ $check ->
    [check] , Schach
    [mate] , schachmatt
   *[none] {""}
}.
home-offline = Funktioniert nach dem ersten Besuch ohne Internet, auch auf dem Handy.
home-install = Als App installieren
home-teachers-title = Für Lehrkräfte
home-teachers-intro = Eine Übung als Link oder QR-Code teilen, die Ergebniscodes der Klasse lesen, Arbeitsblätter drucken.
home-teachers-open = Werkzeuge für Lehrkräfte
