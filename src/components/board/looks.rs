//! What each of the 64 squares shows ([`SquareLook`]), worked out from the board's state and
//! the drill's marks, and kept in one signal per square that changes only when its look does.

use super::{BoardInput, Marks};
use crate::platform;
use escaque_core::board_state::BoardState;
use escaque_core::chess::Square;
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::Role;
use leptos::prelude::*;

/// What one square shows, apart from the UI language and the coordinates setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SquareLook {
    pub(super) square: Square,
    pub(super) piece: Option<(Role, bool)>,
    pub(super) selected: bool,
    /// A legal destination of the selected piece.
    pub(super) dest: bool,
    /// The source or destination of the last move.
    pub(super) last: bool,
    /// The king in check.
    pub(super) check: bool,
    pub(super) focus: bool,
    /// The square Tab lands on (`tabindex="0"`): the focus, once the browser has painted.
    pub(super) tab_stop: bool,
    pub(super) marked: bool,
    pub(super) reveal: bool,
    pub(super) missed: bool,
    /// Drawn in the neutral tone, without its colour.
    pub(super) plain: bool,
    /// On the knight's route shown after a miss.
    pub(super) route: bool,
    /// The piece slides in from this many squares away (columns, rows), as `Piece` takes it.
    pub(super) slide: Option<(i32, i32)>,
    /// A press here picks up a piece: the square keeps a finger's gestures from scrolling.
    pub(super) movable: bool,
    /// The piece is being dragged away from here (its picture fades).
    pub(super) lifted: bool,
    /// A dragged piece is over this square.
    pub(super) over: bool,
}

/// The classes of a square's button for its look (`square dark occupied focus`).
pub(super) fn square_classes(look: &SquareLook) -> String {
    let mut classes = String::from("square");
    let colour = match colour_of(look.square) {
        _ if look.plain => " plain",
        SquareColour::Dark => " dark",
        SquareColour::Light => " light",
    };
    classes.push_str(colour);
    for (on, class) in [
        (look.selected, " selected"),
        (look.dest, " dest"),
        (look.piece.is_some(), " occupied"),
        (look.last, " last"),
        (look.check, " check"),
        (look.focus, " focus"),
        (look.marked, " marked"),
        (look.reveal, " reveal"),
        (look.missed, " missed"),
        (look.route, " route"),
        (look.movable, " movable"),
        (look.lifted, " lifted"),
        (look.over, " over"),
    ] {
        if on {
            classes.push_str(class);
        }
    }
    classes
}

/// The look of the 64 squares in screen order (top-left first); `takes_moves` while the board
/// lets pieces be played; `tab_stop` the square Tab lands on.
fn square_looks(
    state: &BoardState,
    marks: &Marks,
    hide_pieces: bool,
    takes_moves: bool,
    tab_stop: Square,
) -> Vec<SquareLook> {
    let destinations = state.destinations();
    // A board whose pieces are hidden (a FEN to read) shows no king in check: it would say where.
    let checked = state.checked_king().filter(|_| !hide_pieces);
    let lifted = state.dragged().map(|(square, _, _)| square);
    let over = state.drag_target();
    (0..64)
        .map(|slot| {
            let square = state.orientation.square_at(slot / 8, slot % 8);
            let piece = if hide_pieces {
                None
            } else {
                state.piece_on(square)
            };
            let slide = marks
                .arrival
                .filter(|&(_, to)| to == square && piece.is_some())
                .map(|(from, to)| {
                    let (fr, fc) = state.screen_coordinates(from);
                    let (tr_, tc) = state.screen_coordinates(to);
                    (fc as i32 - tc as i32, fr as i32 - tr_ as i32)
                });
            SquareLook {
                square,
                piece,
                selected: state.selected == Some(square),
                dest: destinations.contains(&square),
                last: state
                    .last_move
                    .is_some_and(|m| m.get_source() == square || m.get_dest() == square),
                check: checked == Some(square),
                focus: state.focus == square,
                tab_stop: tab_stop == square,
                marked: marks.marked == Some(square),
                reveal: marks.reveal.contains(&square),
                missed: marks.missed == Some(square),
                plain: marks.plain && !marks.reveal.contains(&square),
                route: marks.route.contains(&square),
                slide,
                movable: takes_moves && piece.is_some() && state.movable(square),
                lifted: lifted == Some(square),
                over: over == Some(square),
            }
        })
        .collect()
}

/// The squares' looks, one signal each in screen order, and the effect that keeps them.
pub(super) fn square_signals(
    state: RwSignal<BoardState>,
    marks: Signal<Marks>,
    hide_pieces: Signal<bool>,
    input: BoardInput,
    busy: Signal<bool>,
) -> StoredValue<Vec<RwSignal<SquareLook>>> {
    // One effect computes what all 64 squares show and writes each square's look into the
    // square's own signal, only where it changed: a press wakes the two or three squares it
    // changes, and nothing else. (A memo per square, each reading one memo of all 64, made
    // every change walk 64 memos and their subscribers to find out which changed: at 4x CPU
    // about a seventh of a press's work, bench/click-to-verdict.js.)
    //
    // The square Tab lands on follows the focus once the browser has painted: a `tabindex`
    // changed on the focused square makes the browser bring style and layout up to date there
    // and then (to check the square can still be focused), which in a press came before the
    // verdict was drawn (bench/press-profile.js).
    let tab_stop = RwSignal::new(state.with_untracked(|s| s.focus));
    let focus = Memo::new(move |_| state.with(|s| s.focus));
    Effect::new(move |_| {
        if focus.get() != tab_stop.get_untracked() {
            platform::after_next_paint(move || {
                let now = focus.try_get_untracked();
                if now.is_some() && now != tab_stop.try_get_untracked() {
                    _ = now.map(|now| tab_stop.try_set(now));
                }
            });
        }
    });
    let compute_looks = move || {
        let hide = hide_pieces.get();
        let takes_moves = input == BoardInput::Play && !busy.get();
        let stop = tab_stop.get();
        marks.with(|m| state.with(|s| square_looks(s, m, hide, takes_moves, stop)))
    };
    let looks: StoredValue<Vec<RwSignal<SquareLook>>> = StoredValue::new(
        untrack(compute_looks)
            .into_iter()
            .map(RwSignal::new)
            .collect(),
    );
    Effect::new(move |_| {
        let now = compute_looks();
        looks.with_value(|signals| {
            for (signal, look) in signals.iter().zip(now) {
                if signal.with_untracked(|was| *was != look) {
                    signal.set(look);
                }
            }
        });
    });
    looks
}
