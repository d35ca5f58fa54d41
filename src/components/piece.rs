//! A piece picture from Escaque's own SVG set in `assets/pieces/`.
use escaque_core::Role;
use leptos::prelude::*;

/// File name of a piece picture (`wN.svg`).
pub fn piece_file(role: Role, white: bool) -> String {
    let letter = ["P", "N", "B", "R", "Q", "K"][role.index()];
    format!("/pieces/{}{letter}.svg", if white { "w" } else { "b" })
}

/// The picture; decorative, since the square's accessible name already names the piece.
#[component]
pub fn Piece(role: Role, white: bool) -> impl IntoView {
    view! { <img class="piece" src=piece_file(role, white) alt="" draggable="false"/> }
}
