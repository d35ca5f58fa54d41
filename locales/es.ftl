app-title = Escaque
app-tagline = Entrenador de notación de ajedrez
nav-home = Inicio
nav-settings = Ajustes
home-intro = Practica ver el tablero y leer y escribir partidas en notación algebraica, como manda el Apéndice C de las Leyes de la FIDE.
home-offer-squares = Casillas: encuentra e4, nombra la casilla marcada, di su color.
home-offer-moves = Jugadas: nombra la jugada que ves, juega la que lees, lee una partida entera.
home-offer-grading = Corrección con motivos, en tu idioma y con las letras de tu idioma.
home-board-hint = Mueve con clic, arrastrando o con el teclado (flechas y Enter).
board-label = Tablero de ajedrez
board-turn-white = Juegan las blancas
board-turn-black = Juegan las negras
board-last-move = Última jugada: { $move }
board-refused = Jugada ilegal
board-promotion = Elige la pieza de promoción
board-promotion-cancel = Cancelar
board-flip = Girar el tablero
board-reset = Posición inicial
piece-white = { $role ->
    [king] rey blanco
    [queen] dama blanca
    [rook] torre blanca
    [bishop] alfil blanco
    [knight] caballo blanco
   *[pawn] peón blanco
}
piece-black = { $role ->
    [king] rey negro
    [queen] dama negra
    [rook] torre negra
    [bishop] alfil negro
    [knight] caballo negro
   *[pawn] peón negro
}
piece-name = { $role ->
    [king] Rey
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Caballo
   *[pawn] Peón
}
settings-title = Ajustes
settings-ui-language = Idioma de la interfaz
settings-notation = Idioma de la notación
settings-orientation = Color abajo
settings-orientation-white = Blancas
settings-orientation-black = Negras
settings-coordinates = Coordenadas
settings-coordinates-off = Sin coordenadas
settings-coordinates-edges = En los bordes
settings-coordinates-squares = En cada casilla
settings-theme = Tema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-saved = Los ajustes se guardan en este dispositivo.
notice-settings-replaced = No se pudieron leer tus ajustes guardados; se han restablecido los valores por defecto.
notice-dismiss = Entendido
not-found = Página no encontrada
# Update notice
update-ready = Hay una nueva versión de Escaque lista para usar.
update-reload = Recargar
