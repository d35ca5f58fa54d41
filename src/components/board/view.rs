//! What the board draws: its squares' buttons, the arrows and the route a drill shows, the
//! promotion's choice, the coordinates at the edges and the dragged piece's copy.

use super::looks::{square_classes, SquareLook};
use super::{BoardInput, Marks, Shared};
use crate::components::later::Later;
use crate::components::piece::Piece;
use crate::i18n::{msg, tr};
use crate::words::pieces::{drill_square_label, piece_name, square_label, PieceForm};
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::chess::{Color, Square};
use escaque_core::settings::Coordinates;
use escaque_core::Role;
use leptos::prelude::*;

/// One square's button, drawn from its look.
fn square_view(shared: Shared, slot: usize, look: RwSignal<SquareLook>) -> impl IntoView {
    let Shared {
        state,
        input,
        ui,
        coordinates,
        named_squares,
        ..
    } = shared;
    let (row, column) = (slot / 8, slot % 8);
    // Which square this button is: changes only when the board turns.
    let square = Memo::new(move |_| look.with(|l| l.square));
    // The piece and its slide only: a change of focus or marks leaves the picture alone.
    let drawn = Memo::new(move |_| look.with(|l| (l.piece, l.slide)));
    // All the square's classes in one reactive attribute, not one each: 64 squares make
    // every per-square effect count, in the board's first build above all.
    let classes = move || look.with(square_classes);
    // The square's name written on it (the edges' letters and numbers are drawn
    // outside the squares, where no piece can hide them).
    let coordinate = move || {
        (coordinates.get() == Coordinates::Squares).then(|| {
            view! { <span class="coord all" aria-hidden="true">{square.get().to_string()}</span> }
        })
    };
    let label = move || {
        let (square, piece, marked, plain) = look.with(|l| (l.square, l.piece, l.marked, l.plain));
        match input {
            _ if named_squares && !plain => square_label(ui.get(), square, piece),
            BoardInput::Play => square_label(ui.get(), square, piece),
            BoardInput::Pick | BoardInput::Off => drill_square_label(
                ui.get(),
                square,
                piece,
                coordinates.get(),
                (row, column),
                marked,
                plain,
            ),
        }
    };
    view! {
        <button
            type="button"
            class=classes
            data-square=move || square.get().to_string()
            data-marked=move || look.with(|l| l.marked).then_some("true")
            data-reveal=move || look.with(|l| l.reveal).then_some("true")
            aria-label=label
            aria-pressed=move || (input == BoardInput::Play).then(|| if look.with(|l| l.selected) { "true" } else { "false" })
            aria-disabled=move || (input == BoardInput::Off).then_some("true")
            tabindex=move || if input != BoardInput::Off && look.with(|l| l.tab_stop) { "0" } else { "-1" }
            on:focus=move |_| {
                // Tab or a click gave the square the focus: the arrows start from here.
                let sq = look.with_untracked(|l| l.square);
                if state.with_untracked(|s| s.focus != sq) {
                    state.update(|s| s.focus = sq);
                }
            }
            on:click=move |ev: leptos::ev::MouseEvent| {
                // A keyboard or screen reader activation; a pointer's was handled by
                // the board's pointer events.
                if ev.detail() == 0 {
                    shared.press(look.with_untracked(|l| l.square));
                }
            }
        >
            {move || {
                let (piece, slide) = drawn.get();
                piece.map(|(role, white)| match slide {
                    Some(slide) => view! { <Piece role=role white=white slide=slide/> }.into_any(),
                    None => view! { <Piece role=role white=white/> }.into_any(),
                })
            }}
            {coordinate}
        </button>
    }
}

/// The 64 squares, from their looks (one signal each, in screen order). Two ranks a task while
/// the app is built behind the static page: 64 squares with their memos and listeners are a long
/// task on a phone.
pub(super) fn squares(
    shared: Shared,
    looks: StoredValue<Vec<RwSignal<SquareLook>>>,
) -> impl IntoView {
    let square_view = move |slot: usize| square_view(shared, slot, looks.with_value(|l| l[slot]));
    (0..4)
        .map(|part| {
            let first = part * 16;
            if part == 0 {
                (first..first + 16).map(square_view).collect_view().into_any()
            } else {
                view! {
                    <Later at_start_only=true>{move || (first..first + 16).map(square_view).collect_view()}</Later>
                }
                .into_any()
            }
        })
        .collect_view()
}

/// The promotion's choice, while a pawn waits for its piece.
pub(super) fn promotion(shared: Shared) -> impl IntoView {
    let Shared {
        state,
        ui,
        notation,
        ..
    } = shared;
    move || {
        state.with(|s| s.pending_promotion).map(|_| {
            let white = state.with_untracked(|s| s.position.turn()) == Color::White;
            let buttons = Role::PROMOTIONS
                .into_iter()
                .map(|role| {
                    let name = move || piece_name(ui.get(), role, PieceForm::Capital);
                    // The letter the notation practised writes for it (`d8D`, `d8Q`).
                    let letter = move || notation.get().letter(role);
                    view! {
                        <button type="button" class="promote" data-role=role.english_name() aria-label=name on:click=move |_| shared.promote(Some(role))>
                            <Piece role=role white=white/>
                            <span class="promote-letter" aria-hidden="true" data-letter=letter>{letter}</span>
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="promotion" role="dialog" aria-label=move || tr(ui.get(), msg::BOARD_PROMOTION)>
                    <p>{move || tr(ui.get(), msg::BOARD_PROMOTION)}</p>
                    {buttons}
                    <button type="button" class="cancel" on:click=move |_| shared.promote(None)>{move || tr(ui.get(), msg::BOARD_PROMOTION_CANCEL)}</button>
                </div>
            }
        })
    }
}

/// The files under the board and the ranks beside it, in screen order (with the coordinates
/// setting at the edges).
pub fn edge_labels(
    coordinates: Signal<Coordinates>,
    orientation: Signal<Orientation>,
) -> impl IntoView {
    move || {
        (coordinates.get() == Coordinates::Edges).then(|| {
            let o = orientation.get();
            let files = (0..8)
                .map(|column| view! { <span>{o.square_at(7, column).to_string()[..1].to_string()}</span> })
                .collect_view();
            let ranks = (0..8)
                .map(|row| view! { <span>{o.square_at(row, 0).to_string()[1..].to_string()}</span> })
                .collect_view();
            view! {
                <div class="coords files" aria-hidden="true">{files}</div>
                <div class="coords ranks" aria-hidden="true">{ranks}</div>
            }
        })
    }
}

/// The dragged piece's copy, following the pointer.
pub(super) fn drag_ghost(shared: Shared, held: Memo<Option<(Role, bool)>>) -> impl IntoView {
    let Shared {
        ghost, ghost_touch, ..
    } = shared;
    move || {
        held.get().map(|(role, white)| {
            view! {
                <div class="drag-ghost" class:touch=move || ghost_touch.get() aria-hidden="true"
                    style:--x=move || format!("{}px", ghost.get().0)
                    style:--y=move || format!("{}px", ghost.get().1)>
                    <Piece role=role white=white/>
                </div>
            }
        })
    }
}

/// The arrows and the route a drill shows on the board.
pub(super) fn arrows(state: RwSignal<BoardState>, marks: Signal<Marks>) -> impl IntoView {
    move || {
        let (arrow, rook, wrong, route) =
            marks.with(|m| (m.arrow, m.rook_arrow, m.wrong_arrow, m.route.clone()));
        (arrow.is_some() || wrong.is_some() || route.len() > 1).then(|| {
            // Screen coordinates of a square's centre, in the 8×8 box.
            let centre = move |square: Square| {
                let (row, column) = state.with_untracked(|s| s.screen_coordinates(square));
                (format!("{column}.5"), format!("{row}.5"))
            };
            let line = move |(from, to): (Square, Square), class: &'static str, head: &'static str| {
                let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
                view! { <line class=class data-arrow=class data-from=from.to_string() data-to=to.to_string()
                    x1=x1 y1=y1 x2=x2 y2=y2 marker-end=format!("url(#{head})")/> }
            };
            // The rook's move of a castling: an arc into the board, in its own
            // colour, so that it does not lie on the king's arrow along the rank.
            let rook_arrow = move |(from, to): (Square, Square)| {
                let ((r1, c1), (r2, c2)) = state.with_untracked(|s| {
                    (s.screen_coordinates(from), s.screen_coordinates(to))
                });
                let (x1, y1, x2, y2) = (c1 as f32 + 0.5, r1 as f32 + 0.5, c2 as f32 + 0.5, r2 as f32 + 0.5);
                let bend = if r1 >= 4 { -1.1 } else { 1.1 };
                let (cx, cy) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0 + bend);
                view! {
                    <path class="rook" data-arrow="rook" data-from=from.to_string() data-to=to.to_string()
                        d=format!("M{x1},{y1} Q{cx},{cy} {x2},{y2}") marker-end="url(#rook-arrow-head)"/>
                }
            };
            let points = route
                .iter()
                .map(|&square| {
                    let (x, y) = centre(square);
                    format!("{x},{y}")
                })
                .collect::<Vec<_>>()
                .join(" ");
            view! {
                <svg class="arrows" viewBox="0 0 8 8" aria-hidden="true">
                    <defs>
                        <marker id="arrow-head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                            <path d="M0,0 L4,2 L0,4 z"/>
                        </marker>
                        <marker id="wrong-arrow-head" class="wrong" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                            <path d="M0,0 L4,2 L0,4 z"/>
                        </marker>
                        <marker id="rook-arrow-head" class="rook" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                            <path d="M0,0 L4,2 L0,4 z"/>
                        </marker>
                        <marker id="route-dot" class="route" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="2.4" markerHeight="2.4">
                            <circle cx="2" cy="2" r="2"/>
                        </marker>
                    </defs>
                    {(route.len() > 1).then(|| view! {
                        <polyline class="route" points=points marker-start="url(#route-dot)" marker-mid="url(#route-dot)" marker-end="url(#route-dot)"/>
                    })}
                    {wrong.map(|ends| line(ends, "wrong", "wrong-arrow-head"))}
                    {arrow.map(|ends| line(ends, "right", "arrow-head"))}
                    {rook.map(rook_arrow)}
                </svg>
            }
        })
    }
}
