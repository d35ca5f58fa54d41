//! The board: renders a [`BoardState`] and turns pointer and keyboard input into its functions.
//!
//! No chess logic here: selection, destinations and moves come from `escaque_core::board_state`.
//! Three ways to use it ([`BoardInput`]): play moves, pick a square (the find drill), or only
//! show. Every square is a button. A keyboard or a screen reader acts through the button's own
//! activation (a `click` with `detail == 0`); a mouse or a finger through pointer events on the
//! board, which `BoardState` turns into taps and drags (the `click` that follows is ignored):
//!
//! - A press on a piece that can move picks it up at once: its square keeps the finger's
//!   gestures (`touch-action: none`, class `movable`), the board captures the pointer, and once
//!   the pointer has moved a few pixels a copy of the piece (`.drag-ghost`) follows it — above
//!   the finger on a touch screen, so that the finger does not hide it — over the square it
//!   would land on (class `over`); the release plays, refuses or cancels.
//! - A finger on any other square may be the start of a scroll: it answers at its release, if
//!   the browser did not take the gesture (`pointercancel`). A mouse answers at its press.
//! - One gesture gives one answer at most: a press that plays a move (the second tap of
//!   tap-then-tap) ends the gesture, and a second finger is ignored.
//!
//! An illegal try is said in `[data-refused]` (a status region under the board, clear of its
//! squares; its value is the try, `e2e5`) with the rule it breaks (the piece does not move so,
//! the path is blocked, the king is in check…) and a brief flash of the board; nothing is
//! reported to `on_move`.
//!
//! Its parts: [`input`] (pointer and keys to the state's functions), [`looks`] (what each
//! square shows), [`view`] (what is drawn), [`refused`] (an illegal try said).

mod input;
mod looks;
mod refused;
mod view;

use crate::i18n::{msg, tr};
use crate::platform;
use crate::words::pieces::move_words;
use escaque_core::board_state::BoardState;
use escaque_core::chess::{ChessMove, Color, Square};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::spoken::played_move;
use escaque_core::{Language, LinkName, Position};
use input::Gesture;
pub use input::{client_point, is_drag, point_on_board, DRAG_DISTANCE};
use leptos::prelude::*;
use refused::RefusedTry;
pub use view::edge_labels;

/// The feedback flash drills use after an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flash {
    Correct,
    Wrong,
}

/// What pressing a square does.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardInput {
    /// Select and move pieces (the home board, the play-move drill).
    #[default]
    Play,
    /// Any square is an answer (the find drill).
    Pick,
    /// Nothing: the board only shows.
    Off,
}

/// Squares a drill points out, besides the pieces: the core's (the drill screen decides them).
pub use escaque_core::drill::screen::Marks;

/// What the board's parts share: its state and settings, the callbacks, its own signals.
#[derive(Copy, Clone)]
struct Shared {
    state: RwSignal<BoardState>,
    input: BoardInput,
    ui: Signal<UiLanguage>,
    notation: Signal<Language>,
    coordinates: Signal<Coordinates>,
    named_squares: bool,
    busy: Signal<bool>,
    on_pick: Option<Callback<Square>>,
    on_move: Option<Callback<(Position, ChessMove)>>,
    on_refused: Option<Callback<(Square, Square)>>,
    /// The last move, written, for the status line.
    status: RwSignal<Option<String>>,
    refused: RwSignal<Option<RefusedTry>>,
    /// The serial of the refused try the board flashes for.
    refused_flash: RwSignal<Option<u32>>,
    gesture: StoredValue<Option<Gesture>>,
    /// Where the dragged piece's copy is drawn (from the board's corner).
    ghost: RwSignal<(f64, f64)>,
    /// Whether a finger holds it (then it is drawn larger, above the finger).
    ghost_touch: RwSignal<bool>,
}

/// A board. In [`BoardInput::Play`] `on_move` hears every move played, with the position
/// before it, and `on_refused` every illegal try (from, to); in [`BoardInput::Pick`] `on_pick`
/// hears every square pressed.
#[component]
pub fn Board(
    state: RwSignal<BoardState>,
    #[prop(into)] coordinates: Signal<Coordinates>,
    #[prop(into)] ui: Signal<UiLanguage>,
    #[prop(into)] notation: Signal<Language>,
    flash: RwSignal<Option<Flash>>,
    #[prop(optional)] input: BoardInput,
    #[prop(optional, into)] on_pick: Option<Callback<Square>>,
    #[prop(optional, into)] on_move: Option<Callback<(Position, ChessMove)>>,
    /// Hears each illegal try (from, to); the board itself says it in `[data-refused]`.
    #[prop(optional, into)]
    on_refused: Option<Callback<(Square, Square)>>,
    #[prop(optional, into)] marks: Option<Signal<Marks>>,
    #[prop(optional, into)] hide_pieces: Option<Signal<bool>>,
    /// While true the board is busy (`aria-busy`): it shows something and takes no input.
    #[prop(optional, into)]
    busy: Option<Signal<bool>>,
    /// Whether the board writes the last move and whose turn it is under itself.
    #[prop(default = true)]
    status_line: bool,
    /// Whether the board takes the keyboard focus (on its focused square) once it is there.
    #[prop(optional)]
    focus_on_mount: bool,
    /// Whether a board that takes no moves names its squares to a screen reader ("e4, caballo
    /// blanco") as a playing board does: where the squares' names are not the question (a
    /// lesson's example, a move drill's position). Otherwise it says only what is seen.
    #[prop(optional)]
    named_squares: bool,
) -> impl IntoView {
    if focus_on_mount {
        request_animation_frame(move || {
            // The page may have been left within that frame, and the board's state with it.
            if let Some(focus) = state.try_with_untracked(|s| s.focus.to_string()) {
                platform::focus_square(&focus);
            }
        });
    }
    let marks = marks.unwrap_or_else(|| Signal::derive(Marks::default));
    let hide_pieces = hide_pieces.unwrap_or_else(|| Signal::derive(|| false));
    let busy = busy.unwrap_or_else(|| Signal::derive(|| false));
    let shared = Shared {
        state,
        input,
        ui,
        notation,
        coordinates,
        named_squares,
        busy,
        on_pick,
        on_move,
        on_refused,
        status: RwSignal::new(None),
        refused: RwSignal::new(None),
        refused_flash: RwSignal::new(None),
        gesture: StoredValue::new(None),
        ghost: RwSignal::new((0.0, 0.0)),
        ghost_touch: RwSignal::new(false),
    };
    let looks = looks::square_signals(state, marks, hide_pieces, input, busy);
    let turn = move || {
        let id = if state.with(|s| s.position.turn()) == Color::White {
            msg::BOARD_TURN_WHITE
        } else {
            msg::BOARD_TURN_BLACK
        };
        tr(ui.get(), id)
    };
    let orientation = Memo::new(move |_| state.with(|s| s.orientation));
    let held =
        Memo::new(move |_| state.with(|s| s.dragged().map(|(_, role, white)| (role, white))));
    // The last move, as the board shows it (none while its pieces are hidden).
    let played = Memo::new(move |_| {
        if hide_pieces.get() {
            return None;
        }
        state.with(|s| s.last_move.and_then(|mv| played_move(&s.position, mv)))
    });
    let (ghost_touch, refused_flash, status) =
        (shared.ghost_touch, shared.refused_flash, shared.status);

    view! {
        <div class="board-wrap"
            class:edges=move || coordinates.get() == Coordinates::Edges
            class:named-squares=move || coordinates.get() == Coordinates::Squares>
            <div
                class="board"
                class:flash-correct=move || flash.get() == Some(Flash::Correct)
                class:flash-wrong=move || flash.get() == Some(Flash::Wrong)
                class:flash-refused=move || refused_flash.get().is_some()
                class:pick=input == BoardInput::Pick
                class:play=input == BoardInput::Play
                class:dragging=move || held.get().is_some()
                class:touch-drag=move || held.get().is_some() && ghost_touch.get()
                data-orientation=move || orientation.get().link_name()
                aria-busy=move || busy.get().then_some("true")
                role="group"
                aria-label=move || tr(ui.get(), msg::BOARD_LABEL)
                on:keydown=move |ev| shared.on_keydown(ev)
                on:pointerdown=move |ev| shared.on_pointerdown(ev)
                on:pointermove=move |ev| shared.on_pointermove(ev)
                on:pointerup=move |ev| shared.on_pointerup(ev)
                on:pointercancel=move |ev| shared.on_pointercancel(ev)
                on:lostpointercapture=move |ev| shared.on_lostpointercapture(ev)
                on:contextmenu=move |ev| shared.on_contextmenu(ev)
            >
                {view::squares(shared, looks)}
                {view::edge_labels(coordinates, orientation.into())}
                {view::arrows(state, marks)}
                {view::drag_ghost(shared, held)}
                // Drawn under the squares, in a line kept for it: a refusal covers no square.
                {(input == BoardInput::Play).then(|| refused::refused_region(shared))}
                {view::promotion(shared)}
            </div>
            // The last move in words, for a screen reader (a drill's move to name, the
            // opponent's reply, a lesson's example): said when it changes where the board's own
            // status line does not say it.
            <p class="sr-only move-words" data-move-words=move || played.get().map(|p| format!("{}{}", p.from, p.to))
                aria-live=(input != BoardInput::Play || !status_line).then_some("polite")>
                {move || played.get().map(|p| move_words(ui.get(), p))}
            </p>
            <Show when=move || status_line>
                <p class="status" aria-live="polite">
                    // Two announcements, not one run-on sentence for a screen reader.
                    <span class="turn">{turn}</span>
                    ". "
                    <span class="last">{move || status.get()}</span>
                </p>
            </Show>
        </div>
    }
}
