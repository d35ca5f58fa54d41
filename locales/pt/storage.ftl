# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Este navegador não deixa guardar nada neste dispositivo: podes praticar, mas as tuas sessões e preferências perdem-se quando fechares a página.
notice-storage-full = Já não há espaço para guardar neste navegador: podes continuar a praticar, mas o que fizeres a partir de agora não será guardado.

# Progress page
progress-best-of = Melhor resultado: { $best } de { $of }
progress-best-timed = Melhor resultado: { $best ->
    [one] { $best } resposta certa
   *[other] { $best } respostas certas
} em { $seconds } segundos
progress-labelled = { $label }: { $value }
progress-heat-none = nenhuma
progress-heat-count = { $count ->
    [one] { $count } casa
   *[other] { $count } casas
}
progress-no-mistakes = nenhum

# Settings page, where storage is refused
settings-not-saved = Neste navegador as preferências não podem ser guardadas: valem até fechares a página.
