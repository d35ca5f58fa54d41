# The course (/learn): its pages, then each lesson's title and steps (lesson-<id>-<n>).
course-title = Der Notationskurs
course-intro = Lerne Schritt für Schritt, Züge zu lesen und zu schreiben, mit den Regeln der FIDE (Anhang C). Jede Lektion hat Beispiele auf dem Brett und Übungen; mit { $percent } richtigen Antworten beherrschst du sie.
course-mastered-count = Beherrschte Lektionen: { $mastered } von { $total }
course-lesson-number = Lektion { $number }
course-state-new = Neu
course-state-started = Begonnen
course-state-mastered = Beherrscht
course-back-to-list = Alle Lektionen
course-articles = FIDE-Regeln: { $articles }
course-steps = Schritte der Lektion
course-step-of = Schritt { $index } von { $total }
course-step-back = Zurück
course-step-next = Weiter
course-start-practice = Üben
course-practice-title = Übung
course-practice-intro = { $total } Aufgaben. Mit { $percent } richtigen Antworten beherrschst du die Lektion.
course-progress = Aufgabe { $done } von { $total }
course-part-number-white = Zug { $number } von Weiß → { $text }
course-part-number-black = Zug { $number } von Schwarz, mit drei Punkten → { $text }
course-part-piece = { $piece } → { $text }
course-part-pawn = Bauer → kein Buchstabe
course-part-from = Startfeld → { $text }
course-part-pawn-file = Linie, von der er kommt → { $text }
course-part-from-rank = Reihe, von der er kommt → { $text }
course-part-capture = schlägt → { $text }
course-part-to = zieht nach { $square } → { $text }
course-part-promotion = wird zu: { $piece } → { $text }
course-part-castle-king = kurze Rochade → { $text }
course-part-castle-queen = lange Rochade → { $text }
course-part-en-passant = en passant (freiwillig) → { $text }
course-part-check = Schach → { $text }
course-part-mate = Schachmatt → { $text }
course-written = Man schreibt:
course-letters-piece = Figur
course-letters-letter = Buchstabe
course-letters-figurine = Symbol
course-figurines = Mit Symbolen
course-game-short = Kurze Form
course-game-bare = Ohne die freiwilligen Zeichen
course-game-long = Lange Form
course-game-next = Nächster Zug
course-game-back = Voriger Zug
course-game-start = Die Ausgangsstellung
course-game-after = Nach { $move }
course-game-board = Die Partie auf dem Brett
course-prompt-write = Schreibe den Zug des Pfeils.
course-prompt-play = Spiele auf dem Brett: { $move }
course-prompt-find = Wähle das Feld { $square }.
course-prompt-name = Wie heißt das markierte Feld?
course-prompt-fen-piece = Lies die FEN und wähle das Feld dieser Figur: { $piece }.
course-prompt-fen-en-passant = Lies die FEN und wähle ihr En-passant-Feld.
course-prompt-find-touch = Tippe auf das Feld { $square }.
course-prompt-fen-piece-touch = Lies die FEN und tippe auf das Feld dieser Figur: { $piece }.
course-prompt-fen-en-passant-touch = Lies die FEN und tippe auf ihr En-passant-Feld.
course-prompt-check = Ist „{ $move }“ für den Zug des Pfeils richtig geschrieben?
# Said with a written move's exercise whose move is a promotion: the arrow cannot show the piece.
course-prompt-promotes = Der Bauer wird { $role ->
    [queen] zur Dame
    [rook] zum Turm
    [bishop] zum Läufer
   *[knight] zum Springer
}.
course-right = Richtig!
course-castling-both = Die Rochade schreibt man mit Nullen (FIDE-Regeln, C.13) oder mit dem Buchstaben O (Partiedateien): Beides ist richtig.
course-wrong = Nein.
course-wrong-square = Nein: Das ist { $given }; das Feld war { $square }.
course-wrong-named = Nein: Du hast { $given } geantwortet; das markierte Feld ist { $square }.
course-wrong-text = Nein: Das Feld war { $square }.
# A wrong square in a FEN exercise: the group (rank) of the FEN the piece is in, where in it
# the piece is ($before squares before its letter; $place is first, second or later), or the en
# passant field.
course-fen-wrong-rank = Nein: { $given } liegt auf Reihe { $given_rank }. Eine FEN geht von Reihe 8 hinunter bis Reihe 1, und der Buchstabe { $letter } steht in der Gruppe „{ $group }“, und das ist Reihe { $rank }: { $square }.
course-fen-wrong-file = Nein: { $given } liegt auf der { $given_file }-Linie. In „{ $group }“, der Gruppe von Reihe { $rank }, { $place ->
    [first] kommt der Buchstabe { $letter } zuerst
    [second] kommt vor dem Buchstaben { $letter } ein Feld
   *[later] kommen vor dem Buchstaben { $letter } { $before } Felder
} (Ziffern zählen leere Felder, von der a-Linie an): Er steht auf der { $file }-Linie, { $square }.
# A move played with another piece than the letter names: which letter is which piece.
course-letters-differ = { $letter } ist { $piece }; { $other_letter } { $other_piece }.
course-fen-wrong-colour = Nein: Auf { $given } steht in der FEN „{ $pressed }“ ({ $pressed_piece }). In einer FEN sind Großbuchstaben weiße Figuren und Kleinbuchstaben schwarze: Gesucht ist „{ $letter }“ ({ $piece }), auf { $square }.
course-fen-wrong-en-passant = Nein: { $given }. Das En-passant-Feld steht in der FEN nach den Rochaden: { $field }.
course-check-yes = „{ $move }“ ist richtig geschrieben.
# A "no" to a text that is written correctly: said without a "No." first.
course-check-yes-missed = Da ist kein Fehler: „{ $move }“ ist richtig geschrieben.
course-check-no = „{ $move }“ ist nicht richtig geschrieben.
course-done-mastered = Lektion beherrscht!
course-done-not-yet = Fast: Sieh dir die Schritte noch einmal an und versuche es wieder.
course-done-keep-going = Noch nicht: Geh die Schritte der Lektion noch einmal einzeln durch und versuche es wieder.
course-done-score = { $right } von { $total } richtig ({ $percent }).
course-again = Noch einmal üben
course-next-lesson = Weiter: { $title }
course-practise-more = Weiter üben: { $drill }
course-practise-more-focus = Weiter üben: { $drill } ({ $focus })
course-unknown-lesson = Diese Lektion gibt es nicht.
notice-course-damaged = Ein Teil deines Kursfortschritts konnte nicht gelesen werden: Das Original wurde auf diesem Gerät beiseitegelegt.
nav-learn = Kurs
home-course-title = Lerne die Notation
home-course-intro = Dreizehn kurze Lektionen, vom Brett bis zur ganzen Partie, mit Beispielen und Übungen.
home-course-open = Kurs beginnen
# Once a lesson is opened, the link to the list no longer says "start".
home-course-all = Alle Lektionen
home-course-continue = Weiter: Lektion { $number }, { $title }
progress-course-title = Kurs
progress-course-best = bestes Ergebnis: { $percent } · { $runs ->
    [one] eine Übung
   *[other] { $runs } Übungen
}
progress-course-not-practised = geöffnet, noch nicht geübt
lesson-board-title = Das Brett und seine Felder
lesson-board-1 = Sieh dir das Brett aus der Sicht von Weiß an. Die acht Linien (von oben nach unten) werden mit kleinen Buchstaben von a bis h bezeichnet, von links nach rechts (C.5). Das markierte Feld liegt auf der a-Linie.
lesson-board-2 = Die acht Reihen (von links nach rechts) tragen die Zahlen 1 bis 8, von der Seite von Weiß aus gezählt (C.6). Darum beginnen die weißen Figuren auf den Reihen 1 und 2, die schwarzen auf 7 und 8. Das markierte Feld liegt auf der h-Linie und der 8. Reihe.
lesson-board-3 = Jedes Feld hat seinen Namen: zuerst der Buchstabe der Linie, dann die Zahl der Reihe, wie e4 (C.7). Keine zwei Felder haben denselben Namen.
lesson-board-4 = Aus der Sicht von Schwarz ist das Brett gedreht: Die a-Linie ist rechts und die Reihe 1 oben. Die Namen bleiben gleich: Dieses Feld ist immer noch e4.
lesson-pieces-title = Die Figuren und ihre Buchstaben
lesson-pieces-1 = Jede Figur schreibt man mit einem Großbuchstaben, dem Anfangsbuchstaben ihres Namens (C.2) in der eigenen Sprache (C.3): Im Englischen ist der Springer (knight) N, weil K schon der König (king) ist. Die Tabelle zeigt die Buchstaben deiner Notation; in Büchern siehst du manchmal kleine Symbole statt Buchstaben. Achtung: In diesen Regeln heißt „Figur“ jede Figur außer dem Bauern (C.1).
lesson-pieces-2 = Bauern haben keinen Buchstaben (C.4): Ein Bauernzug ist nur das Feld, auf das er zieht. Hier zieht der Bauer von e2 nach e4, und man schreibt e4.
lesson-pieces-3 = Jede Sprache hat ihre eigenen Buchstaben (C.3): Derselbe Springerzug, sein Buchstabe und das Zielfeld (f3), wird in jeder anders geschrieben. Escaque nimmt die Buchstaben der Notation aus den Einstellungen; dort kannst du sie ändern.
lesson-moves-title = Einen Zug schreiben
lesson-moves-1 = Für den Zug einer Figur schreibst du ihren Buchstaben und dann das Feld, auf das sie zieht, ohne Strich und ohne Leerzeichen (C.8). Woher sie kommt, musst du nicht sagen.
lesson-moves-2 = Bei einem Bauern genügt das Zielfeld (C.8): Dieser Bauer zieht nach d4, also schreibt man d4.
lesson-moves-3 = Eine andere Figur, dieselbe Regel: der Buchstabe des Läufers und das Feld, auf dem er landet. Lies den Pfeil immer so: Welche Figur zieht, und wohin?
lesson-captures-title = Schlagen
lesson-captures-1 = Wenn eine Figur schlägt, darf man ein x zwischen ihren Buchstaben und das Feld setzen (C.9). Hier schlägt der Läufer den Springer auf c6.
lesson-captures-2 = Das x kann man weglassen: Auch ohne x ist der Zug richtig geschrieben. Was sich nie ändert, ist das Feld: das der geschlagenen Figur, auf dem deine landet.
lesson-captures-3 = Setze das x nur, wenn wirklich etwas geschlagen wird: Bei einem Zug auf ein leeres Feld, wie diesem, wäre das x ein Fehler.
lesson-pawn-captures-title = Bauern schlagen
lesson-pawn-captures-1 = Ein Bauer, der schlägt, wird mit dem Buchstaben der Linie geschrieben, die er verlässt, dann das x und das Zielfeld (C.9.3): exd5. Das x darf fehlen: ed5 ist auch richtig.
lesson-pawn-captures-2 = Die Linie, von der er kommt, fehlt nie, auch wenn nur ein Bauer schlagen kann: Ein Schlagzug des Bauern hat sie immer (C.9.3). Hier können außerdem zwei Bauern auf d5 schlagen, und nur sie sagt, welcher es tut.
lesson-pawn-captures-3 = Schwarz schreibt es genauso: Dieser Bauer verlässt die d-Linie und schlägt auf e4.
lesson-en-passant-title = Schlagen en passant
lesson-en-passant-1 = Zieht ein Bauer zwei Felder vor und landet neben einem gegnerischen Bauern, darf dieser ihn „en passant“ (im Vorbeigehen) schlagen, als wäre er nur ein Feld gezogen. Hier ist der schwarze Bauer gerade von d7 nach d5 gezogen (die markierten Felder) und steht neben dem weißen Bauern auf e5. Man schreibt das Feld, auf dem der schlagende Bauer landet (C.9.3): d6, nicht d5. Das geht nur im unmittelbar folgenden Zug, gleich nach dem Doppelschritt: Später ist es nicht mehr erlaubt.
lesson-en-passant-2 = Schwarz schlägt en passant genauso: Hier ist der weiße Bauer gerade von e2 nach e4 gezogen, und der schwarze Bauer auf d4 schlägt ihn und landet auf e3. Du darfst „e.p.“ hinter den Zug schreiben, musst aber nicht; und nur beim Schlagen en passant: Bei einem anderen Zug wäre es ein Fehler.
lesson-two-pieces-title = Zwei gleiche Figuren
lesson-two-pieces-1 = Wenn zwei gleiche Figuren auf dasselbe Feld ziehen können, muss man sagen, welche zieht (C.10). Stehen sie auf derselben Reihe, fügt man die Linie hinzu, von der sie kommt, gleich nach dem Buchstaben.
lesson-two-pieces-2 = Stehen sie auf derselben Linie, hilft die Linie nicht: Man fügt die Reihe hinzu, von der sie kommt.
lesson-two-pieces-3 = Stehen sie auf verschiedenen Reihen und Linien, geht beides, aber man nimmt vorzugsweise die Linie (C.10.3).
lesson-two-pieces-4 = Beim Schlagen steht das x nach dieser Linie oder Reihe und vor dem Zielfeld. Denk daran: Das braucht man nur, wenn beide Figuren wirklich dorthin können.
lesson-promotion-title = Umwandlung
lesson-promotion-1 = Erreicht ein Bauer die letzte Reihe, wird er zu einer anderen Figur. Man schreibt den Zug des Bauern und gleich danach den Buchstaben der neuen Figur (C.11).
lesson-promotion-2 = Wandelt er beim Schlagen um, schreibt man es wie jedes Schlagen eines Bauern, mit der neuen Figur am Ende. Viele setzen ein = vor den Buchstaben: Auch das ist erlaubt.
lesson-promotion-3 = Man wählt nicht immer die Dame: Manchmal ist ein Springer, ein Turm oder ein Läufer besser. Man schreibt es genauso, mit dem Buchstaben der gewählten Figur.
lesson-castling-title = Die Rochade
lesson-castling-1 = Die kurze Rochade, mit dem Turm auf h1 oder h8, schreibt man 0-0 (C.13). So schreibt man sie, nicht als Königszug. Bei der Rochade ziehen zwei Figuren: Der König zieht zwei Felder in Richtung Turm, und der Turm springt über ihn auf die andere Seite (die zwei Pfeile).
lesson-castling-2 = Die lange Rochade, mit dem Turm auf a1 oder a8, schreibt man 0-0-0: eine Null mehr, weil der Turm weiter zieht.
lesson-castling-3 = Schwarz schreibt sie genauso. Auf Englisch und in vielen Programmen siehst du O-O mit dem Buchstaben O: Auch das ist richtig.
lesson-check-mate-title = Schach und Matt
lesson-check-mate-1 = Gibt ein Zug Schach, darf man am Ende ein + anhängen (C.13). Hier schlägt der Läufer auf f7 und gibt Schach.
lesson-check-mate-2 = Ist es Schachmatt, hängt man # oder ++ an (C.13). Hier schlägt die Dame auf f7 und setzt matt.
lesson-check-mate-3 = Die Zeichen x, +, # und e.p. kann man weglassen, aber wenn du sie schreibst, müssen sie stimmen: Ein + ohne Schach ist ein Fehler. Für ein Remisangebot schreibt man (=) nach dem eigenen Zug (C.12).
lesson-long-form-title = Die lange Form
lesson-long-form-1 = Auch eine längere Form ist richtig: der Buchstabe der Figur, das Startfeld und das Zielfeld (C.8).
lesson-long-form-2 = Bei einem Bauern sind es nur die zwei Felder, ohne Buchstaben: von e2 nach e4. Manche Bücher setzen einen Bindestrich zwischen die zwei Felder (e2-e4): Das ist auch richtig, aber nicht nötig.
lesson-long-form-3 = Beim Schlagen steht das x zwischen den beiden Feldern. Diese Form hilft, solange du die kurze lernst: Es ist immer klar, welche Figur zieht.
lesson-a-game-title = Eine ganze Partie
lesson-a-game-1 = Eine Partie schreibt man Zug für Zug: die Nummer, den Zug von Weiß und den von Schwarz. Das ist die Beispielpartie der FIDE in drei Formen: kurz, ohne die freiwilligen Zeichen und lang. Darunter spielst du sie Zug für Zug auf dem Brett nach.
lesson-a-game-2 = Schreibt man einen Zug von Schwarz allein, stehen drei Punkte nach der Nummer: 3...exd4 ist die Antwort von Schwarz im 3. Zug.
lesson-a-game-3 = Eine Falle der Caro-Kann-Verteidigung in sechs Zügen: Spiele sie mit „Nächster Zug“ Zug für Zug auf dem Brett nach und sieh, wie der Springer auf d6 matt setzt.
lesson-fen-title = Eine FEN lesen
lesson-fen-1 = Eine FEN beschreibt eine Stellung in einer einzigen Zeile. Sie beginnt mit der 8. Reihe und geht hinunter bis zur 1., mit einem / zwischen den Reihen; jede Reihe liest man von der a- bis zur h-Linie. Die Figuren haben dort ihre englischen Buchstaben, nicht die deutschen: K König, Q Dame, R Turm, B Läufer, N Springer, P Bauer; groß für Weiß, klein für Schwarz. Achtung: In der FEN ist die Dame Q, der Läufer B und der Springer N.
lesson-fen-2 = Eine Ziffer zählt leere Felder, die aufeinander folgen: 8 ist eine leere Reihe, und 4p3 heißt vier leere Felder, ein schwarzer Bauer und drei leere Felder. Dann kommt, wer am Zug ist (w Weiß, b Schwarz), und welche Rochaden noch möglich sind: K und Q die kurze und die lange Rochade von Weiß, k und q die von Schwarz (hier KQkq, alle vier).
lesson-fen-3 = Danach kommt das En-passant-Feld, wenn es eins gibt (hier d6, weil der schwarze Bauer gerade von d7 nach d5 gezogen ist; sonst ein Strich), und zwei Zahlen: die Halbzüge seit dem letzten Schlagen oder Bauernzug (jeder Zug von Weiß und von Schwarz zählt einzeln) und die Nummer des Zuges.
# A right answer goes on at once: its verdict is shown beside the next exercise, named by its number.
course-verdict-of = Übung { $n }: { $verdict }
# The head of a right answer to "is this written correctly?".
course-right-check = Gut erkannt!
# The text of "is this written correctly?" reads as another legal move.
course-check-other-move = „{ $move }“ ist nicht richtig geschrieben: Das ist ein anderer Zug. Der Zug des Pfeils wird { $canonical } geschrieben.
course-turn-white = Weiß am Zug.
course-turn-black = Schwarz am Zug: Das Brett ist aus der Sicht von Schwarz gezeigt, die 8. Reihe unten.
course-prompt-arrow = Der Pfeil geht von { $from } nach { $to }.
course-prompt-arrow-castle = Die Pfeile: Der König zieht von { $from } nach { $to } und der Turm von { $rook_from } nach { $rook_to }.
# A note on the text of "is this written correctly?" (not the student's): it is in the long form.
course-check-long-form = Das ist die lange Form, mit dem Ausgangsfeld (C.8).
