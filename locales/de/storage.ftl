# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Dieser Browser lässt Escaque auf diesem Gerät nichts speichern: Du kannst üben, aber deine Durchgänge und Einstellungen gehen verloren, wenn du die Seite schließt.
notice-storage-full = In diesem Browser ist kein Platz mehr zum Speichern: Du kannst weiter üben, aber was du ab jetzt machst, wird nicht gespeichert.
