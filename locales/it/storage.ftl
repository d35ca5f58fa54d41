# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Questo browser non permette di salvare niente su questo dispositivo: puoi allenarti, ma le tue sessioni e le tue impostazioni andranno perse quando chiudi la pagina.
notice-storage-full = In questo browser non c'è più spazio per salvare: puoi continuare ad allenarti, ma quello che fai da adesso in poi non verrà salvato.

# Progress page
progress-best-of = Miglior risultato: { $best } su { $of }
progress-best-timed = Miglior risultato: { $best ->
    [one] { $best } risposta giusta
   *[other] { $best } risposte giuste
} in { $seconds } secondi
progress-labelled = { $label }: { $value }
progress-heat-none = nessuna
progress-heat-count = { $count ->
    [one] { $count } casa
   *[other] { $count } case
}
progress-no-mistakes = nessuno

# Settings page, where storage is refused
settings-not-saved = In questo browser le impostazioni non si possono salvare: valgono finché non chiudi la pagina.
