app-title = Escaque
app-tagline = Trainer für Schachnotation
nav-skip = Zum Inhalt springen
nav-home = Start
nav-settings = Einstellungen
home-intro = Übe, das Brett zu sehen und Partien in algebraischer Notation zu lesen und zu schreiben, so wie es die FIDE-Schachregeln (Anhang C) beschreiben.
home-offer-squares = Felder: finde e4, benenne das hervorgehobene Feld, sag seine Farbe.
home-offer-moves = Züge: benenne den gezeigten Zug, spiele den geschriebenen Zug, lies eine ganze Partie.
home-offer-grading = Bewertung mit Begründung, in deiner Sprache und mit den Buchstaben deiner Sprache.
home-board-hint = Spiele per Klick, durch Ziehen oder mit der Tastatur (Pfeiltasten und Enter).
home-board-hint-touch = Tippe auf eine Figur und dann auf ihr Zielfeld, oder ziehe sie.
board-label = Schachbrett
board-turn-white = Weiß am Zug
board-turn-black = Schwarz am Zug
board-last-move = Letzter Zug: { $move }
board-promotion = Wähle die Umwandlungsfigur
board-promotion-cancel = Abbrechen
board-flip = Brett drehen
board-reset = Grundstellung
piece-white = { $role ->
    [king] weißer König
    [queen] weiße Dame
    [rook] weißer Turm
    [bishop] weißer Läufer
    [knight] weißer Springer
   *[pawn] weißer Bauer
}
piece-black = { $role ->
    [king] schwarzer König
    [queen] schwarze Dame
    [rook] schwarzer Turm
    [bishop] schwarzer Läufer
    [knight] schwarzer Springer
   *[pawn] schwarzer Bauer
}
piece-name = { $role ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}
settings-title = Einstellungen
settings-ui-language = Sprache der Oberfläche
settings-notation = Sprache der Notation
settings-notation-followed = Die Notation hat sich mit der Sprache geändert. Wenn du eine andere willst, wähle sie hier.
settings-orientation = Farbe unten
settings-orientation-white = Weiß
settings-orientation-black = Schwarz
settings-coordinates = Koordinaten
settings-coordinates-off = Keine Koordinaten
settings-coordinates-edges = Am Rand
settings-coordinates-squares = Auf jedem Feld
settings-orientation-note = Das gilt für die Feldübungen. In den Zugübungen ist die Seite am Zug unten; du kannst das in den Optionen jeder Übung ändern.
settings-coordinates-note = In „Finde das Feld“ und „Benenne das Feld“ stehen die Namen am Rand: Auf jedem Feld würden sie die Antwort verraten.
settings-theme = Design
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-saved = Die Einstellungen werden auf diesem Gerät gespeichert.
notice-settings-replaced = Deine gespeicherten Einstellungen konnten nicht gelesen werden; die Standardwerte wurden wiederhergestellt.
notice-dismiss = Verstanden
not-found = Seite nicht gefunden
settings-theme-system = Wie das Gerät
settings-sounds = Töne für richtig und falsch in den Übungen
nav-progress = Fortschritt
square-light = helles Feld
square-dark = dunkles Feld
square-marked = markiert
square-file = Linie { $file }
square-rank = Reihe { $rank }
notice-history-damaged = Ein Teil deines gespeicherten Verlaufs konnte nicht gelesen werden: alles andere wurde geladen, und das Original wurde auf diesem Gerät beiseitegelegt.

## Square drills
home-drills-title = Feldübungen
home-start-untimed = 20 Aufgaben
home-start-timed = 30 Sekunden
drill-title-find = Finde das Feld
drill-title-name = Benenne das Feld
drill-title-colour = Hell oder dunkel?
drill-title-diagonal = Auf einer Diagonale?
drill-title-knight = Springersprünge
drill-intro-find = Wähle auf dem Brett das genannte Feld.
drill-intro-name = Schreib den Namen des markierten Feldes oder gib ihn mit den Linien- und Reihentasten ein.
drill-intro-colour = Ist das genannte Feld hell oder dunkel? Tasten H (hell) und D (dunkel).
drill-intro-diagonal = Liegen die beiden Felder auf einer Diagonale? Tasten J (ja) und N (nein).
drill-intro-knight = Wie viele Sprünge braucht ein Springer vom ersten zum zweiten Feld? Tasten 1 bis 6.
drill-find-keys = Mit der Tastatur: Die Pfeiltasten bewegen den Fokus über das Brett, und Enter antwortet.
drill-prompt-name = Welches Feld ist markiert?
drill-next = Als Nächstes: { $prompt }
drill-score-label = Richtige
drill-streak = Serie: { $streak }
drill-progress = { $done } von { $total }
drill-time-left = Noch { $seconds } s
drill-time-paused = Noch { $seconds } s (Uhr steht bis „Weiter“)
drill-clock-waits = Die Uhr läuft ab deiner ersten Antwort.
drill-orientation-white = In diesem Durchgang ist Weiß unten.
drill-orientation-black = In diesem Durchgang ist Schwarz unten.
drill-shared = Geteilte Übung: Alle bekommen dieselben Aufgaben.
drill-stop = Beenden
verdict-correct = Richtig!
verdict-wrong = Falsch.
verdict-find = { $expected }: Du hast { $given } gewählt.
verdict-name = { $expected }: Du hast { $given } geantwortet.
verdict-colour = { $square } ist { $colour ->
    [light] hell
   *[dark] dunkel
}.
verdict-diagonal = { $answer ->
    [yes] { $a } und { $b } liegen auf einer Diagonale.
   *[no] { $a } und { $b } liegen nicht auf einer Diagonale.
}
verdict-knight = Von { $a } nach { $b }: { $moves ->
    [one] ein Springersprung
   *[other] { $moves } Springersprünge
}.
answer-light = Hell
answer-dark = Dunkel
answer-yes = Ja
answer-no = Nein
answer-keys = Antworten
answer-square-label = Deine Antwort
answer-send = Senden
answer-empty = Schreibe zuerst deine Antwort: noch ist nichts zu senden.
answer-files = Linien
answer-ranks = Reihen
answer-not-square = „{ $text }“ ist kein Feld: Schreib eine Linie (a–h) und eine Reihe (1–8), etwa e4.
summary-title = Ergebnis
summary-score = { $right } von { $attempted }
summary-stopped = Du hast nach { $answered } von { $total } Aufgaben aufgehört.
summary-stopped-timed = Du hast aufgehört, bevor die Zeit um war.
summary-time-up = Die Zeit ist um ({ $seconds } s).
summary-accuracy = Genauigkeit: { $percent }
summary-streak = Beste Serie: { $streak }
summary-mean-time = Durchschnittliche Zeit pro Antwort: { $seconds }
summary-prompts = Aufgaben (klicke eine an, um sie auf dem Brett zu sehen)
summary-mistake = Fehler
summary-given = du hast { $given } geantwortet; richtig war { $expected }
summary-again = Noch einmal
summary-progress = Fortschritt ansehen
summary-home = Start
options-title = Optionen
options-length = Länge
options-count = { $n } Aufgaben
options-timed = { $seconds } Sekunden
options-orientation = Seite unten
options-orientation-random = Zufällig
options-pieces = Die Figuren der Grundstellung zeigen
options-files = Linien
options-ranks = Reihen
options-sounds = Töne für richtig und falsch
options-start = Los geht's
options-area-too-small = Die gewählten Linien und Reihen lassen weniger als zwei Felder übrig.

## Links that cannot be opened
link-error-title = Dieser Link kann nicht geöffnet werden
link-error-home = Zurück zur Startseite
page-load-failed-title = Diese Seite konnte nicht geladen werden
page-load-failed = Dieser Teil der App ist noch nicht auf dieses Gerät heruntergeladen, und das Netz ist nicht erreichbar. Verbinde dich einmal und öffne die Seite erneut: Danach funktioniert sie auch offline.
link-too-long = Der Link ist { $length } Zeichen lang; erlaubt sind höchstens 4096.
link-missing-version = Der Link beginnt nicht mit seiner Version (v=1).
link-unknown-version = Diese Version von Escaque kennt die Version „{ $version }“ des Links nicht.
link-malformed = „{ $part }“ hat nicht die Form Schlüssel=Wert.
link-unknown-key = Der Link hat einen unbekannten Schlüssel: „{ $key }“.
link-repeated-key = Der Schlüssel „{ $key }“ kommt zweimal vor.
link-bad-value = „{ $value }“ ist kein gültiger Wert für „{ $key }“.
link-out-of-range = „{ $key }“ muss zwischen { $min } und { $max } liegen, nicht „{ $value }“.
link-count-and-time = Eine Übung hat eine Anzahl von Aufgaben (n) oder eine Zeit (t), nicht beides.
link-unknown-mode = Es gibt keine Übung namens „{ $mode }“.
link-missing-mode = Der Link sagt nicht, welche Übung gemeint ist.
link-mode-mismatch = Der Link ist für „{ $query }“, aber die Seite ist für „{ $route }“.

## Progress
progress-title = Fortschritt
progress-empty = Auf diesem Gerät wurden noch keine Feld- oder Zugübungen gemacht.
progress-start = Fang eine an.
progress-scores = Ergebnisse im Zeitverlauf
progress-series = Übung
progress-chart-description = { $runs ->
    [one] Ein Durchgang
   *[other] { $runs } Durchgänge
}; bestes Ergebnis { $best }, letztes { $last }.
progress-point = { $date }: { $score } von { $attempted }
progress-heat = Heatmap der Felder
progress-heat-drill = Übung
progress-heat-hint = Felder, die du verfehlst oder bei denen du langsam bist, kommen in deinen nächsten Durchgängen öfter dran; unter der Karte steht, was jede Farbe bedeutet.
progress-heat-empty = Noch nichts da: Die Felder-Übungen (Finde das Feld, Benenne das Feld …) füllen sie, nicht die Zug-Übungen.
progress-heat-label = Heatmap: { $drill }
progress-heat-square = { $square }: { $seen ->
    [one] einmal
   *[other] { $seen }-mal
} gefragt, { $missed } % verfehlt, { $slow } % langsam
progress-legend-missed = { $count ->
    [one] oft verfehlt
   *[other] oft verfehlt
}
progress-legend-sometimes = { $count ->
    [one] mindestens einmal verfehlt
   *[other] mindestens einmal verfehlt
}
progress-legend-slow = { $count ->
    [one] langsam
   *[other] langsam
}
progress-legend-good = { $count ->
    [one] gut
   *[other] gut
}
progress-legend-unseen = { $count ->
    [one] noch nicht gefragt
   *[other] noch nicht gefragt
}
progress-recent = Letzte Durchgänge
progress-col-date = Datum
progress-col-drill = Übung
progress-col-score = Richtige
progress-col-accuracy = Genauigkeit
progress-col-time = Durchschnittszeit
progress-col-mistakes = Fehler
# Update notice
update-ready = Eine neue Version von Escaque ist bereit.
update-reload = Neu laden

## Move drills
home-move-drills-title = Zugübungen
home-start-game = Die Beispielpartie der FIDE
drill-title-name-move = Benenne den Zug
drill-title-play-move = Spiele den Zug
drill-title-game = Lies eine Partie
drill-intro-name-move = Auf dem Brett wird ein Zug gespielt: Schreib ihn in der Notation der Übung.
drill-intro-play-move = Ein Zug ist geschrieben: Spiele ihn auf dem Brett (Klick, Ziehen oder Tastatur).
drill-intro-game = Eine ganze Partie, Zug um Zug: Schreib jeden Zug, den du siehst, oder spiele jeden Zug, den du liest.
drill-intro-game-write = Jeder Zug der Partie wird auf dem Brett gespielt: Schreib ihn. Ein Fehler wird gezählt, und die Partie geht weiter.
drill-intro-game-play = Jeder Zug der Partie ist geschrieben: Spiele ihn auf dem Brett. Ein Fehler wird gezählt, und die Partie geht weiter.
drill-prompt-name-move = Welcher Zug wurde gespielt?
drill-play-keys = Mit der Tastatur: Die Pfeiltasten bewegen den Fokus, Enter nimmt eine Figur auf, und ein zweites Enter setzt sie ab.
drill-unknown-game = Die Bibliothek hat keine Partie „{ $game }“.
drill-no-examples = Es gibt keine Stellungen für „{ $focus }“.
library-loading = Die Partien werden geladen…
library-failed = Die Partien konnten nicht geladen werden ({ $error }). Sobald du online bist, werden sie für das nächste Mal auf diesem Gerät gespeichert.
link-not-for-mode = Dieser Link verlangt { $what }, aber die Übung „{ $mode }“ hat diese Einstellung nicht.
link-asks-n = eine Anzahl von Fragen
link-asks-t = ein Zeitlimit
link-asks-pieces = Figuren zeigen oder verstecken
link-asks-files = bestimmte Linien
link-asks-ranks = bestimmte Reihen
link-asks-lang = eine Notation
link-asks-profile = eine Art von Partien
link-asks-focus = eine Art von Zügen
link-asks-game = eine Partie aus der Bibliothek
link-asks-input = eine Art zu antworten
link-asks-side = eine Seite
link-asks-form = eine Schreibweise der Züge
link-asks-speak = Züge vorlesen
game-moves = Züge der Partie
move-correct = Richtig! { $canonical }
move-accepted = Akzeptiert: { $canonical }. { $notes }
move-wrong = Falsch. Man schreibt { $canonical }. { $reason }
move-played-wrong = Falsch: Du hast { $given } gespielt; der Zug war { $expected }.
answer-move-label = Dein Zug
answer-pieces = Figurenbuchstaben
answer-marks = Zeichen
answer-delete = Löschen
answer-held-hint = Schon beantwortet: drück auf „Weiter“
# A piece with its article, as a sentence names it.
piece-with-article = { $role ->
    [king] der König
    [queen] die Dame
    [rook] der Turm
    [bishop] der Läufer
    [knight] der Springer
   *[pawn] der Bauer
}
piece-lower = { $role ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}
speak-move = { $castling ->
    [king] kurze Rochade
    [queen] lange Rochade
   *[none] { $piece } { $capture ->
        [yes] schlägt auf
       *[no] nach
    } { $to }{ $promotion ->
        [none] {""}
       *[other] , Umwandlung in { $promotion }
    }
}{ $check ->
    [check] , Schach
    [mate] , matt
   *[none] {""}
}
options-whole-game = Die ganze Partie
options-orientation-auto = Die Seite am Zug
options-game = Partie
options-input = Was du tust
options-input-write = Jeden Zug schreiben
options-input-play = Jeden Zug spielen
options-side = Gefragte Züge
options-side-both = Beide Seiten
options-form = Wie die Partie geschrieben ist
options-form-short = Kurz, mit x, + und #
options-form-bare = Kurz, ohne Zeichen
options-form-long = Lang (Sg1f3)
options-profile = Bewertung
options-profile-fide = Wie die FIDE (akzeptiert, was Anhang C akzeptiert)
options-profile-strict = Streng (nur die kanonische Form)
options-focus = Art des Zuges
options-pieces-blindfold = Die Figuren zeigen (ohne sie: Blindschach)
options-speak = Jeden Zug hören
options-coordinates-note = In dieser Übung stehen die Namen am Rand: Auf jedem Feld würden sie die Antwort verraten.
focus-any = Beliebig
focus-castling = Rochaden
focus-en-passant = Schlagen en passant
focus-promotion = Umwandlungen
focus-under-promotion = Umwandlungen in Turm, Läufer oder Springer
focus-disambiguation-file = Zwei gleiche Figuren: Die Linie wird angegeben
focus-disambiguation-rank = Zwei gleiche Figuren: Die Reihe wird angegeben
focus-disambiguation-both = Drei gleiche Figuren: Das Feld wird angegeben
focus-captures = Schlagzüge
focus-checks = Schachgebote
focus-mates = Mattzüge

## Teachers: links, builder, results, converter, worksheets
nav-builder = Lehrkräfte
nav-convert = Konvertieren
link-bad-text = „{ $key }“ muss einfacher Text mit höchstens 80 Zeichen sein.
link-html = „{ $key }“ enthält „<“ oder „>“: Links enthalten kein HTML.
link-content-not-for-mode = Der Inhalt des Links ist nicht von der Art, die die Übung „{ $mode }“ verlangt.
link-not-with-content = „{ $key }“ hat keine Bedeutung, wenn die Übung ihren eigenen Inhalt mitbringt.
content-too-long = Der Inhalt ist { $length } Zeichen lang; { $max } passen hinein.
content-truncated = Der Link ist abgeschnitten: Das Ende seines Inhalts fehlt. Bitte um den ganzen Link.
content-unknown-version = Diese Version von Escaque kennt die Version „{ $version }“ des Inhalts nicht.
content-bad-position = Stellung { $index } des Links ist unmöglich: { $why }
content-illegal-move = Zug { $index } des Links ist nicht erlaubt.
content-damaged = Der Inhalt des Links ist beschädigt.
fen-field-count = eine FEN hat 6 durch Leerzeichen getrennte Felder, und diese hat { $count }.
fen-bad-board = Reihe { $rank } des Bretts hat nicht 8 Felder.
fen-bad-piece = „{ $char }“ ist weder eine Figur (KQRBNP, kqrbnp) noch eine Ziffer von 1 bis 8.
fen-bad-side = die Seite am Zug ist „w“ oder „b“, nicht „{ $text }“.
fen-bad-castling = die Rochaderechte sind „-“ oder die Buchstaben KQkq, nicht „{ $text }“.
fen-bad-en-passant = das En-passant-Feld ist „-“ oder ein Feld der 3. oder 6. Reihe, nicht „{ $text }“.
fen-bad-counter = die Zugzähler sind ganze Zahlen, nicht „{ $text }“.
fen-king-count = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Könige (genau einer ist nötig).
fen-pawn-back-rank = ein Bauer kann nicht auf { $square } stehen.
fen-too-many-pieces = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Figuren (höchstens 16).
fen-too-many-pawns = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Bauern (höchstens 8).
fen-impossible-material = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat mehr umgewandelte Figuren als fehlende Bauern.
fen-opponent-in-check = die Seite, die nicht am Zug ist, steht im Schach.
fen-castling-without-pieces = Rochaderecht „{ $text }“ ohne König und Turm auf ihren Feldern.
fen-impossible-en-passant = das En-passant-Feld { $text } kann nicht auf einen Doppelschritt eines Bauern folgen.
fen-impossible-check = kein letzter Zug kann dieses Schach geben.
fen-refused = der Zuggenerator lehnt diese Stellung ab.
game-error-at = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}, „{ $token }“: { $why }
game-unclosed = „{ $char }“ wird nie geschlossen.
game-unbalanced = es gibt eine „)“ ohne „(“.
input-empty = Es gibt nichts, woraus eine Übung werden könnte.
input-too-many = { $count } Elemente sind zu viele für einen Link (höchstens { $max }).
input-bad-square = Element { $index }, „{ $text }“, ist kein Feld.
input-line = Zeile { $line }: { $why }
input-extra-text = Zeile { $line }: unerwartetes „{ $text }“ nach dem Zug.
input-several-games = Der Text enthält { $count } Partien; eine Übung braucht genau eine.
input-null-move = Zug { $number }, { $side ->
    [white] Weiß
   *[black] Schwarz
}: Ein Nullzug kann nicht abgefragt werden.
code-bad-character = „{ $char }“ (Position { $position }) ist kein Zeichen eines Codes.
code-wrong-length = Der Code hat nicht die Länge eines Ergebniscodes.
code-checksum = Der Code hat einen Abschreibfehler: Ein Zeichen wurde verändert, oder zwei wurden vertauscht.
code-unknown-version = Diese Version von Escaque kennt die Version dieses Codes nicht.
code-damaged = Der Code kann nicht gelesen werden.
code-missing = Der Code fehlt.
code-name-too-long = Der Name ist zu lang (höchstens 60 Zeichen).
code-bad-name = Der Name kann nicht gelesen werden.
code-bad-link = Der Ergebnislink kann nicht gelesen werden.
result-code-title = Ergebniscode
result-code-intro = Wenn deine Lehrkraft nach deinem Ergebnis gefragt hat, schick ihr diesen Code oder den Link.
result-name = Dein Name (optional)
result-copy-code = Code kopieren
result-copy-link = Link kopieren
result-link = Ergebnislink
result-copied-code = Code kopiert.
result-copied-link = Link kopiert.
result-not-tamper-proof = Ein Ergebniscode ist nicht fälschungssicher: Er erspart das Abschreiben von Hand, ist aber kein Beweis.
result-title = Ergebnis
result-student = Schüler/in
result-no-name = (ohne Namen)
result-drill = Übung
result-score = Richtige
result-accuracy = Genauigkeit
result-time = Zeit
result-seconds = { $seconds } s
result-date = Datum
result-mistakes = Verfehlte Aufgaben
result-no-mistakes = keine
result-code = Code
result-to-results = Klassenergebnisse
results-title = Klassenergebnisse
results-intro = Füge ein, was deine Schülerinnen und Schüler geschickt haben, eines pro Zeile: den Code, den Ergebnislink oder ihren Namen davor („Sofía: 1309M-…“, „Carlos – https://…“).
results-paste = Codes
results-bad-line = Zeile { $line }: { $why }
results-count = { $count ->
    [one] Ein Ergebnis
   *[other] { $count } Ergebnisse
}
results-col-name = Schüler/in
results-col-drill = Übung
results-col-date = Datum
results-col-score = Richtige
results-col-accuracy = Genauigkeit
results-col-time = Gesamtzeit
results-col-mistakes = Falsch beantwortete Fragen
results-question-number = Nr. { $n }
results-scroll-hint = Wisch die Tabelle zur Seite, um alle Spalten zu sehen.
results-export = CSV herunterladen
results-csv-file = ergebnisse.csv
results-csv-0 = Schüler/in
results-csv-1 = Übung
results-csv-2 = Datum
results-csv-3 = Richtig
results-csv-4 = Beantwortet
results-csv-5 = Aufgaben der Übung
results-csv-6 = Genauigkeit (%)
results-csv-7 = Sekunden
results-csv-8 = Fehler
results-csv-9 = Doppelt
results-csv-yes = ja
results-unfinished = nicht fertig: { $answered ->
    [one] 1 beantwortet
   *[other] { $answered } beantwortet
}
convert-title = Eine Partie konvertieren
convert-intro = Füge eine Partie in beliebiger Sprache und Form ein; sie kommt in der Sprache und Form heraus, die du wählst, Zug für Zug geprüft. Funktioniert auch offline.
convert-from = Geschrieben in
convert-auto = Erkennen
convert-detected = Erkannt: { $language }.
convert-to = Konvertieren in
convert-long = Lange Form (Sg1f3)
convert-figurine = ♘ Figurinen
convert-notation-name = { $code ->
    [descriptive-en] Beschreibend, englisch
    [descriptive-es] Beschreibend, spanisch
    [descriptive-fr] Beschreibend, französisch
   *[iccf] ICCF-Ziffernnotation
}
convert-annotations = Bewertungszeichen aus Büchern und Datenbanken (!?, ±, +-, =, N, □, $14 …) bleiben, wie sie sind; in PGN werden sie als Nummer geschrieben ($16), wie andere Programme sie lesen.
convert-input = Partie
convert-output = Ergebnis
convert-copy = Kopieren
convert-copied = Kopiert.
builder-title = Eine Übung erstellen
builder-intro = Wähle die Übung und ihre Optionen, füge nach Wunsch eigene Felder, Stellungen oder eine Partie hinzu, und teile den Link oder den QR-Code. Alles steckt im Link: Es gibt keinen Server.
builder-mode = Übung
builder-drill-title = Titel (optional)
builder-content = Eigener Inhalt (optional)
builder-content-squares = Felder, durch Leerzeichen getrennt: e4 d5 a1…
builder-content-positions = Eine Stellung pro Zeile: eine FEN, gefolgt vom Zug (Sf3, g1f3…).
builder-content-game = Eine Partie in beliebiger Sprache und Form: 1.e4 e5 2.Sf3…
builder-content-ok = { $count ->
    [one] Ein Element, in Ordnung.
   *[other] { $count } Elemente, alle in Ordnung.
}
builder-same-prompts = Dieselben Aufgaben für alle
builder-same-prompts-off = Ohne das bekommt jeder Schüler andere Aufgaben, und die Übung gibt keinen Ergebniscode.
builder-first = Anfang
builder-previous = Zurück
builder-next = Weiter
builder-last = Ende
builder-preview = Erste Aufgaben
builder-link = Der Link der Übung
builder-copy = Link kopieren
builder-length = { $length } von { $max } Zeichen.
builder-too-long = Der Link ist { $length } Zeichen lang, und Chat-Apps behalten { $max }: Entferne Stellungen oder Züge.
builder-qr = QR-Code des Links
builder-qr-large = Groß anzeigen
builder-qr-small = Zurück
builder-open = Übung öffnen
builder-worksheet = Arbeitsblatt zum Drucken
builder-results = Klassenergebnisse
worksheet-diagram = Diagramm { $number }
worksheet-find = Markiere das Feld { $square }.
worksheet-play = Zeichne den Zug { $move } als Pfeil ein.
worksheet-name-move = Schreib den Zug des Pfeils auf.
worksheet-name-game-move = Schreib den Zug des Pfeils auf ({ $number }).
worksheet-name = Name:
worksheet-date = Datum:
worksheet-print = Drucken
worksheet-key = Lösungen: { $title }
worksheet-left-out = Dieses Blatt enthält die ersten { $shown } der { $total } Aufgaben der Übung.
worksheet-timed = Die Übung läuft auf Zeit; auf Papier hat sie { $count } Aufgaben.
worksheet-key-move = { $move }: von { $from } nach { $to }
