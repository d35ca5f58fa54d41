# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Este navegador não deixa guardar nada neste dispositivo: podes praticar, mas as tuas sessões e preferências perdem-se quando fechares a página.
notice-storage-full = Já não há espaço para guardar neste navegador: podes continuar a praticar, mas o que fizeres a partir de agora não será guardado.
