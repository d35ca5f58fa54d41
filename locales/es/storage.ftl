# Storage: what the app says when it cannot keep anything on the device.
notice-storage-blocked = Este navegador no deja guardar nada en este dispositivo: puedes practicar, pero tus rondas y tus ajustes se perderán al cerrar la página.
notice-storage-full = Ya no queda espacio para guardar en este navegador: puedes seguir practicando, pero lo que hagas a partir de ahora no se guardará.
