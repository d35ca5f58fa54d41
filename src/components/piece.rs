//! A piece picture from Escaque's own SVG set in `assets/pieces/`.
use escaque_core::Role;
use leptos::prelude::*;

/// File name of a piece picture (`wN.svg`).
pub fn piece_file(role: Role, white: bool) -> String {
    let letter = ["P", "N", "B", "R", "Q", "K"][role.index()];
    format!("/pieces/{}{letter}.svg", if white { "w" } else { "b" })
}

/// The picture; decorative, since the square's accessible name already names the piece.
/// `slide` (columns, rows on screen) makes it slide in from another square.
#[component]
pub fn Piece(
    role: Role,
    white: bool,
    #[prop(optional)] slide: Option<(i32, i32)>,
) -> impl IntoView {
    let (dx, dy) = slide.unwrap_or((0, 0));
    view! {
        <img class="piece" class:slide=slide.is_some() src=piece_file(role, white) alt="" draggable="false"
            style:--dx=dx.to_string() style:--dy=dy.to_string()/>
    }
}
