//! A chess diagram for print and previews: an SVG board with its pieces, marked squares, an
//! optional arrow, and the squares outside the drill's files and ranks shaded. The pictures
//! are Escaque's own piece set. Each square is a `g[data-square]`, its piece `[data-piece]`.

use crate::components::piece::{piece_code, piece_file};
use escaque_core::board_state::Orientation;
use escaque_core::chess::{Color, Square};
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::drill::Area;
use escaque_core::{LinkName, Position, Role};
use leptos::prelude::*;

/// A diagram: `position` (none: an empty board), seen from `orientation`.
#[component]
pub fn Diagram(
    #[prop(default = None)] position: Option<Position>,
    orientation: Orientation,
    /// Squares marked with a dot (the square to name; both squares of a pair).
    #[prop(optional)]
    marked: Vec<Square>,
    #[prop(default = None)] arrow: Option<(Square, Square)>,
    /// The squares asked about; the others are shaded.
    #[prop(default = None)]
    area: Option<Area>,
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
            let outside = area.is_some_and(|a| !a.contains(square));
            let piece = position.and_then(|p| {
                let board = p.board();
                Some((
                    Role::from_piece(board.piece_on(square)?),
                    board.color_on(square)? == Color::White,
                ))
            });
            view! {
                <g data-square=square.to_string()>
                    <rect class=if dark { "d-dark" } else { "d-light" } x=x.to_string() y=y.to_string() width="1" height="1"/>
                    {outside.then(|| view! {
                        <rect class="d-outside" x=x.to_string() y=y.to_string() width="1" height="1"/>
                    })}
                    {marked.contains(&square).then(|| view! {
                        <circle class="d-mark" cx=format!("{x}.5") cy=format!("{y}.5") r="0.32"/>
                    })}
                    {piece.map(|(role, white)| view! {
                        <image data-piece=piece_code(role, white) href=piece_file(role, white)
                            x=format!("{x}.04") y=format!("{y}.04") width="0.92" height="0.92"/>
                    })}
                </g>
            }
        })
        .collect_view();
    let labels = coordinates.then(|| {
        (0..8u8)
            .map(|i| {
                let (file, rank) = match orientation {
                    Orientation::White => (char::from(b'a' + i), char::from(b'8' - i)),
                    Orientation::Black => (char::from(b'h' - i), char::from(b'1' + i)),
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
    let bottom = orientation.link_name();
    view! {
        <svg class="diagram" viewBox="-0.5 0 9 8.6" role="img" aria-label=label data-orientation=bottom>
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
