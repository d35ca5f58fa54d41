# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Questo browser non permette di salvare niente su questo dispositivo: puoi allenarti, ma le tue sessioni e le tue impostazioni andranno perse quando chiudi la pagina.
notice-storage-full = In questo browser non c'è più spazio per salvare: puoi continuare ad allenarti, ma quello che fai da adesso in poi non verrà salvato.
