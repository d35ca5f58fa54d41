# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Este navegador no deja guardar nada en este dispositivo: puedes practicar, pero tus rondas y tus ajustes se perderán al cerrar la página.
notice-storage-full = Ya no queda espacio para guardar en este navegador: puedes seguir practicando, pero lo que hagas a partir de ahora no se guardará.

# Progress page
progress-best-of = Mejor resultado: { $best } de { $of }
progress-best-timed = Mejor resultado: { $best ->
    [one] { $best } acierto
   *[other] { $best } aciertos
} en { $seconds } segundos
progress-labelled = { $label }: { $value }
progress-heat-none = ninguna
progress-heat-count = { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
progress-no-mistakes = ninguno

# Settings page, where storage is refused
settings-not-saved = En este navegador los ajustes no se pueden guardar: valen hasta que cierres la página.
