//! A piece picture from Escaque's own SVG set in `assets/pieces/`.
//!
//! On a board the pictures are drawn inline, from the same files built into the wasm: a page
//! with a board then asks for no picture, and the browser makes no SVG document per picture
//! (each `<img>` of an SVG is one, a task of its own on a phone's first load). The printed
//! diagrams (`diagram.rs`) refer to the files.
use escaque_core::Role;
use leptos::prelude::*;

/// File name of a piece picture (`wN.svg`).
pub fn piece_file(role: Role, white: bool) -> String {
    format!("/pieces/{}.svg", piece_code(role, white))
}

/// The piece's code in file names and in `data-piece`: colour and letter (`wN`, `bK`).
pub fn piece_code(role: Role, white: bool) -> String {
    let letter = ["P", "N", "B", "R", "Q", "K"][role.index()];
    format!("{}{letter}", if white { "w" } else { "b" })
}

/// The SVG text of a piece picture, as in its file (no `<style>`: the page's CSP allows none).
fn piece_svg(role: Role, white: bool) -> &'static str {
    macro_rules! sets {
        ($($letter:literal),*) => {
            (
                [$(include_str!(concat!("../../assets/pieces/w", $letter, ".svg"))),*],
                [$(include_str!(concat!("../../assets/pieces/b", $letter, ".svg"))),*],
            )
        };
    }
    const SETS: ([&str; 6], [&str; 6]) = sets!("P", "N", "B", "R", "Q", "K");
    let set = if white { &SETS.0 } else { &SETS.1 };
    set[role.index()]
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
        <span class="piece" class:slide=slide.is_some() data-piece=piece_code(role, white) aria-hidden="true"
            inner_html=piece_svg(role, white) style:--dx=dx.to_string() style:--dy=dy.to_string()></span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_is_its_file_an_svg_without_a_style_element() {
        for role in Role::ALL {
            for white in [true, false] {
                let svg = piece_svg(role, white);
                let code = piece_code(role, white);
                assert!(
                    svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"),
                    "{code}"
                );
                // An inline <style> would be refused by the page's Content-Security-Policy.
                assert!(!svg.contains("<style"), "{code}");
                assert!(!svg.contains("<script") && !svg.contains(" on"), "{code}");
                let fill = if white { "#fdfdfd" } else { "#262626" };
                assert!(svg.contains(&format!("fill=\"{fill}\"")), "{code}");
            }
        }
    }
}
