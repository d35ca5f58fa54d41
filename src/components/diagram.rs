//! A chess diagram for print: an SVG board with its pieces, an optional marked square and an
//! optional arrow. The pictures are Escaque's own piece set.

use crate::components::piece::piece_file;
use escaque_core::board_state::Orientation;
use escaque_core::chess::Square;
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::{Position, Role};
use leptos::prelude::*;

/// A diagram: `position` (none: an empty board), seen from `orientation`.
#[component]
pub fn Diagram(
    #[prop(optional)] position: Option<Position>,
    orientation: Orientation,
    #[prop(optional)] marked: Option<Square>,
    #[prop(optional)] arrow: Option<(Square, Square)>,
    /// File letters and rank digits around the board.
    coordinates: bool,
    #[prop(into)] label: String,
) -> impl IntoView {
    let at = move |square: Square| -> (usize, usize) {
        let (rank, file) = (square.get_rank().to_index(), square.get_file().to_index());
        match orientation {
            Orientation::White => (file, 7 - rank),
            Orientation::Black => (7 - file, rank),
        }
    };
    let squares = escaque_core::chess::ALL_SQUARES
        .into_iter()
        .map(|square| {
            let (x, y) = at(square);
            let dark = colour_of(square) == SquareColour::Dark;
            let piece = position.and_then(|p| {
                let board = p.board();
                Some((Role::from_piece(board.piece_on(square)?), board.color_on(square)? == escaque_core::chess::Color::White))
            });
            view! {
                <rect class=if dark { "d-dark" } else { "d-light" } x=x.to_string() y=y.to_string() width="1" height="1"/>
                {(marked == Some(square)).then(|| view! {
                    <circle class="d-mark" cx=format!("{x}.5") cy=format!("{y}.5") r="0.32"/>
                })}
                {piece.map(|(role, white)| view! {
                    <image href=piece_file(role, white) x=format!("{x}.04") y=format!("{y}.04") width="0.92" height="0.92"/>
                })}
            }
        })
        .collect_view();
    let labels = coordinates.then(|| {
        (0..8usize)
            .map(|i| {
                let (file, rank) = match orientation {
                    Orientation::White => (char::from(b'a' + i as u8), char::from(b'8' - i as u8)),
                    Orientation::Black => (char::from(b'h' - i as u8), char::from(b'1' + i as u8)),
                };
                view! {
                    <text class="d-coord" x=format!("{i}.5") y="8.42">{file.to_string()}</text>
                    <text class="d-coord" x="-0.3" y=format!("{i}.62")>{rank.to_string()}</text>
                }
            })
            .collect_view()
    });
    let arrow = arrow.map(|(from, to)| {
        let ((fx, fy), (tx, ty)) = (at(from), at(to));
        view! {
            <line class="d-arrow" x1=format!("{fx}.5") y1=format!("{fy}.5") x2=format!("{tx}.5") y2=format!("{ty}.5") marker-end="url(#d-head)"/>
        }
    });
    view! {
        <svg class="diagram" viewBox="-0.5 0 9 8.6" role="img" aria-label=label>
            <defs>
                <marker id="d-head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                    <path d="M0,0 L4,2 L0,4 z" class="d-arrow-head"/>
                </marker>
            </defs>
            {squares}
            <rect class="d-frame" x="0" y="0" width="8" height="8"/>
            {labels}
            {arrow}
        </svg>
    }
}
