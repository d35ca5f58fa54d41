# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Dieser Browser lässt Escaque auf diesem Gerät nichts speichern: Du kannst üben, aber deine Durchgänge und Einstellungen gehen verloren, wenn du die Seite schließt.
notice-storage-full = In diesem Browser ist kein Platz mehr zum Speichern: Du kannst weiter üben, aber was du ab jetzt machst, wird nicht gespeichert.

# Progress page
progress-best-of = Bestes Ergebnis: { $best } von { $of }
progress-best-timed = Bestes Ergebnis: { $best ->
    [one] { $best } richtige Antwort
   *[other] { $best } richtige Antworten
} in { $seconds } Sekunden
progress-labelled = { $label }: { $value }
progress-heat-none = keine
progress-heat-count = { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}
progress-no-mistakes = keine

# Settings page, where storage is refused
settings-not-saved = Deine Einstellungen können in diesem Browser nicht gespeichert werden: Sie gelten, bis du die Seite schließt.
