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
//! squares; its value is the try, `e2e5`) with the rule it breaks ([`refusal`]: the piece does
//! not move so, the path is blocked, the king is in check…) and a brief flash of the board;
//! nothing is reported to `on_move`.

use crate::components::later::Later;
use crate::components::piece::Piece;
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::words::pieces::{drill_square_label, piece_name, square_label, PieceForm};
use escaque_core::board_state::{Arrow, BoardState, Orientation, Outcome};
use escaque_core::chess::{ChessMove, Color, Square};
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::refusal::refusal;
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::spoken::{played_move, PlayedMove};
use escaque_core::{write_move, Language, LinkName, Position, Role, WriteOptions};
use leptos::prelude::*;
use std::time::Duration;

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

/// What one square shows, apart from the UI language and the coordinates setting.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SquareLook {
    square: Square,
    piece: Option<(Role, bool)>,
    selected: bool,
    /// A legal destination of the selected piece.
    dest: bool,
    /// The source or destination of the last move.
    last: bool,
    /// The king in check.
    check: bool,
    focus: bool,
    /// The square Tab lands on (`tabindex="0"`): the focus, once the browser has painted.
    tab_stop: bool,
    marked: bool,
    reveal: bool,
    missed: bool,
    /// Drawn in the neutral tone, without its colour.
    plain: bool,
    /// On the knight's route shown after a miss.
    route: bool,
    /// The piece slides in from this many squares away (columns, rows), as `Piece` takes it.
    slide: Option<(i32, i32)>,
    /// A press here picks up a piece: the square keeps a finger's gestures from scrolling.
    movable: bool,
    /// The piece is being dragged away from here (its picture fades).
    lifted: bool,
    /// A dragged piece is over this square.
    over: bool,
}

/// The classes of a square's button for its look (`square dark occupied focus`).
fn square_classes(look: &SquareLook) -> String {
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

/// How far (CSS pixels) a pointer moves from its press before the press is a drag.
const DRAG_DISTANCE: f64 = 4.0;

/// How long the board flashes after an illegal try.
const REFUSED_FLASH: Duration = Duration::from_millis(600);

/// A mouse button or a finger on the board, from its press to its release.
#[derive(Copy, Clone, Debug)]
struct Gesture {
    pointer: i32,
    /// Where it went down, in the viewport's coordinates.
    start: (f64, f64),
    /// A finger on a square with nothing to pick up: the tap answers at the release, unless
    /// the browser takes the gesture for a scroll. `None`: the board's state holds the piece.
    tap: Option<Square>,
}

/// An illegal try, said in `[data-refused]` while its position is on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct RefusedTry {
    from: Square,
    to: Square,
    position: Position,
    /// A press on a piece of the side not to move (`from` = `to` = its square), not a move.
    wrong_side: bool,
    /// Counts the tries, so that each one is said (and flashed) anew.
    serial: u32,
}

/// What the board says of a refused try: whose move it is (a piece of the other side), or the
/// rule the move breaks, as the core finds it ([`refusal`]): the message and its arguments.
fn refusal_text(ui: UiLanguage, refused: &RefusedTry) -> String {
    let white = refused.position.turn() == Color::White;
    if refused.wrong_side {
        let id = if white {
            msg::BOARD_WRONG_SIDE_WHITE
        } else {
            msg::BOARD_WRONG_SIDE_BLACK
        };
        return tr(ui, id);
    }
    let reason = refusal(&refused.position, refused.from, refused.to);
    let square = reason.square().map(|s| s.to_string()).unwrap_or_default();
    let role = reason.role().map_or("pawn", Role::english_name);
    tr_args(
        ui,
        crate::words::refusals::refusal_message(reason),
        &[("square", &square), ("role", role)],
    )
}

/// The move a board shows as played, in words for a screen reader: "Move played: white knight
/// from g1 to f3" (the piece, its side, its squares; what a sighted student sees, never how it is
/// written).
fn move_words(ui: UiLanguage, played: PlayedMove) -> String {
    let promotion = played
        .promotion
        .map(|r| piece_name(ui, r, PieceForm::Lower))
        .unwrap_or_else(|| "none".into());
    let check = if played.mate {
        "mate"
    } else if played.check {
        "check"
    } else {
        "none"
    };
    tr_args(
        ui,
        msg::BOARD_MOVE_WORDS,
        &[
            (
                "piece",
                &piece_name(
                    ui,
                    played.role,
                    PieceForm::OfSide {
                        white: played.white,
                    },
                ),
            ),
            ("from", &played.from.to_string()),
            ("to", &played.to.to_string()),
            ("promotion", &promotion),
            ("check", check),
        ],
    )
}

/// The square under a point of the viewport on `board`, and the point from the board's
/// top-left corner (inside its border).
fn point_on_board(
    board: &web_sys::Element,
    orientation: Orientation,
    (x, y): (f64, f64),
) -> (Option<Square>, (f64, f64)) {
    let Some((left, top, width, height)) = platform::content_box(board) else {
        return (None, (0.0, 0.0));
    };
    let (dx, dy) = (x - left, y - top);
    (
        orientation.square_at_fraction(dx / width, dy / height),
        (dx, dy),
    )
}

fn client_point(ev: &web_sys::PointerEvent) -> (f64, f64) {
    (f64::from(ev.client_x()), f64::from(ev.client_y()))
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
    let status = RwSignal::new(None::<String>);
    let marks = marks.unwrap_or_else(|| Signal::derive(Marks::default));
    let hide_pieces = hide_pieces.unwrap_or_else(|| Signal::derive(|| false));
    let busy = busy.unwrap_or_else(|| Signal::derive(|| false));
    let refused = RwSignal::new(None::<RefusedTry>);
    let refused_flash = RwSignal::new(None::<u32>);
    let gesture = StoredValue::new(None::<Gesture>);
    // Where the dragged piece's copy is drawn (from the board's corner), and whether a finger
    // holds it (then it is drawn larger, above the finger).
    let ghost = RwSignal::new((0.0_f64, 0.0_f64));
    let ghost_touch = RwSignal::new(false);

    let after_outcome = move |before: Position, outcome: Outcome| match outcome {
        Outcome::Moved(mv) => {
            refused.maybe_update(|r| r.take().is_some());
            let written = write_move(&before, mv, &WriteOptions::short(notation.get_untracked()));
            status.set(Some(tr_args(
                ui.get_untracked(),
                msg::BOARD_LAST_MOVE,
                &[("move", &written)],
            )));
            if let Some(on_move) = on_move {
                on_move.run((before, mv));
            }
        }
        Outcome::Refused { from, to } => {
            let serial = refused.with_untracked(|r| r.map_or(0, |r| r.serial)) + 1;
            refused.set(Some(RefusedTry {
                from,
                to,
                position: before,
                wrong_side: false,
                serial,
            }));
            refused_flash.set(Some(serial));
            set_timeout(
                move || refused_flash.maybe_update(|f| *f == Some(serial) && f.take().is_some()),
                REFUSED_FLASH,
            );
            if let Some(on_refused) = on_refused {
                on_refused.run((from, to));
            }
        }
        Outcome::WrongSide(square) => {
            let serial = refused.with_untracked(|r| r.map_or(0, |r| r.serial)) + 1;
            refused.set(Some(RefusedTry {
                from: square,
                to: square,
                position: before,
                wrong_side: true,
                serial,
            }));
        }
        Outcome::Selected | Outcome::Deselected => {
            refused.maybe_update(|r| r.take().is_some());
        }
        Outcome::PromotionNeeded | Outcome::Ignored => {}
    };
    // Applies one of the state's input functions and reports what it did.
    let act = move |input_fn: &mut dyn FnMut(&mut BoardState) -> Outcome| {
        let before = state.with_untracked(|s| s.position);
        let outcome = state
            .try_update(|s| input_fn(s))
            .unwrap_or(Outcome::Ignored);
        after_outcome(before, outcome);
    };
    let pick = move |square: Square| {
        state.update(|s| s.focus = square);
        if let Some(on_pick) = on_pick {
            on_pick.run(square);
        }
    };
    // Enter, Space or a screen reader's activation.
    let press = move |square: Square| match input {
        _ if busy.get_untracked() => {}
        BoardInput::Play => act(&mut |s| s.press(square)),
        BoardInput::Pick => pick(square),
        BoardInput::Off => {}
    };
    // A finger's tap, known at its release.
    let tap = move |square: Square| match input {
        _ if busy.get_untracked() => {}
        BoardInput::Play => act(&mut |s| s.tap(square)),
        BoardInput::Pick => pick(square),
        BoardInput::Off => {}
    };
    // Ends the gesture in progress without an answer (the browser took it, or it was lost).
    let cancel_gesture = move || {
        if let Some(g) = gesture.get_value() {
            gesture.set_value(None);
            if g.tap.is_none() {
                state.maybe_update(|s| {
                    let held = s.drag.is_some();
                    s.pointer_cancel();
                    held
                });
            }
        }
    };

    let on_pointerdown = move |ev: leptos::ev::PointerEvent| {
        if input == BoardInput::Off || ev.button() != 0 || !ev.is_primary() || busy.get_untracked()
        {
            return;
        }
        let Some(square) = platform::square_of_event(&ev).and_then(|name| name.parse().ok()) else {
            return;
        };
        // A gesture whose release the board never heard of is over.
        cancel_gesture();
        let touch = ev.pointer_type() == "touch";
        let start = client_point(&ev);
        let picks_up = input == BoardInput::Play && state.with_untracked(|s| s.movable(square));
        if touch && !picks_up {
            gesture.set_value(Some(Gesture {
                pointer: ev.pointer_id(),
                start,
                tap: Some(square),
            }));
            return;
        }
        match input {
            BoardInput::Pick => {
                // The verdict first: the press's default (focus, a text selection) would bring
                // style and layout up to date before the answer is drawn. The square takes the
                // focus a click gives it once the browser has painted.
                ev.prevent_default();
                pick(square);
                platform::focus_pressed_square(&square.to_string());
            }
            _ => {
                act(&mut |s| s.pointer_down(square));
                if state.with_untracked(|s| s.drag.is_some()) {
                    if let Some(board) = platform::listening_element(&ev) {
                        platform::capture_pointer(&board, ev.pointer_id());
                    }
                    ghost_touch.set(touch);
                    gesture.set_value(Some(Gesture {
                        pointer: ev.pointer_id(),
                        start,
                        tap: None,
                    }));
                }
            }
        }
    };
    let on_pointermove = move |ev: leptos::ev::PointerEvent| {
        let Some(g) = gesture
            .get_value()
            .filter(|g| g.pointer == ev.pointer_id() && g.tap.is_none())
        else {
            return;
        };
        let Some(board) = platform::listening_element(&ev) else {
            return;
        };
        let point = client_point(&ev);
        let far = (point.0 - g.start.0).hypot(point.1 - g.start.1) >= DRAG_DISTANCE;
        let orientation = state.with_untracked(|s| s.orientation);
        let (over, at) = point_on_board(&board, orientation, point);
        ghost.set(at);
        state.maybe_update(|s| s.pointer_move(over, far));
    };
    let on_pointerup = move |ev: leptos::ev::PointerEvent| {
        let Some(g) = gesture.get_value().filter(|g| g.pointer == ev.pointer_id()) else {
            return;
        };
        gesture.set_value(None);
        let Some(board) = platform::listening_element(&ev) else {
            return;
        };
        let orientation = state.with_untracked(|s| s.orientation);
        let (over, _) = point_on_board(&board, orientation, client_point(&ev));
        match g.tap {
            Some(square) if over == Some(square) => tap(square),
            Some(_) => {}
            // The board became busy while the piece was held: it goes back.
            None if busy.get_untracked() => state.update(|s| s.pointer_cancel()),
            None => act(&mut |s| s.pointer_up(over)),
        }
    };
    let on_pointercancel = move |ev: leptos::ev::PointerEvent| {
        if gesture.with_value(|g| g.is_some_and(|g| g.pointer == ev.pointer_id())) {
            cancel_gesture();
        }
    };
    // The board lost the pointer it captured before the release (not a square's loss of it).
    let on_lostpointercapture = move |ev: leptos::ev::PointerEvent| {
        if platform::event_on_listener(&ev)
            && gesture.with_value(|g| g.is_some_and(|g| g.pointer == ev.pointer_id()))
        {
            cancel_gesture();
        }
    };
    // A long press on a held piece must not open the browser's menu.
    let on_contextmenu = move |ev: leptos::ev::MouseEvent| {
        if gesture.with_value(|g| g.is_some_and(|g| g.tap.is_none())) {
            ev.prevent_default();
        }
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        // Escape puts down a piece picked up (or a promotion's choice), as a drop off the board.
        if ev.key() == "Escape" && input == BoardInput::Play {
            let before = state.with_untracked(|s| (s.selected, s.drag, s.pending_promotion));
            if before != (None, None, None) {
                ev.prevent_default();
                act(&mut |s| s.cancel());
                platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
            }
            return;
        }
        let Some(arrow) = Arrow::from_key(&ev.key()) else {
            return;
        };
        ev.prevent_default();
        state.update(|s| s.move_focus(arrow));
        platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
    };

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
    let square_view = move |slot: usize| {
        let (row, column) = (slot / 8, slot % 8);
        let look = looks.with_value(|l| l[slot]);
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
            let (square, piece, marked, plain) =
                look.with(|l| (l.square, l.piece, l.marked, l.plain));
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
                        press(look.with_untracked(|l| l.square));
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
    };
    // Two ranks a task while the app is built behind the static page: 64 squares with their
    // memos and listeners are a long task on a phone.
    let squares = (0..4)
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
        .collect_view();

    let turn = move || {
        let id = if state.with(|s| s.position.turn()) == Color::White {
            msg::BOARD_TURN_WHITE
        } else {
            msg::BOARD_TURN_BLACK
        };
        tr(ui.get(), id)
    };
    let choose = move |role: Option<Role>| {
        act(&mut |s| s.promote(role));
        platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
    };
    let promotion = move || {
        state.with(|s| s.pending_promotion).map(|_| {
            let white = state.with_untracked(|s| s.position.turn()) == Color::White;
            let buttons = Role::PROMOTIONS
                .into_iter()
                .map(|role| {
                    let name = move || piece_name(ui.get(), role, PieceForm::Capital);
                    view! {
                        <button type="button" class="promote" data-role=role.english_name() aria-label=name on:click=move |_| choose(Some(role))>
                            <Piece role=role white=white/>
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="promotion" role="dialog" aria-label=move || tr(ui.get(), msg::BOARD_PROMOTION)>
                    <p>{move || tr(ui.get(), msg::BOARD_PROMOTION)}</p>
                    {buttons}
                    <button type="button" class="cancel" on:click=move |_| choose(None)>{move || tr(ui.get(), msg::BOARD_PROMOTION_CANCEL)}</button>
                </div>
            }
        })
    };
    let orientation = Memo::new(move |_| state.with(|s| s.orientation));
    let orientation_name = move || orientation.get().link_name();
    // The files under the board and the ranks beside it, in screen order.
    let edge_labels = move || {
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
    };
    // The dragged piece's copy, following the pointer.
    let held =
        Memo::new(move |_| state.with(|s| s.dragged().map(|(_, role, white)| (role, white))));
    let drag_ghost = move || {
        held.get().map(|(role, white)| {
            view! {
                <div class="drag-ghost" class:touch=move || ghost_touch.get() aria-hidden="true"
                    style:--x=move || format!("{}px", ghost.get().0)
                    style:--y=move || format!("{}px", ghost.get().1)>
                    <Piece role=role white=white/>
                </div>
            }
        })
    };
    // The last move, as the board shows it (none while its pieces are hidden).
    let played = Memo::new(move |_| {
        if hide_pieces.get() {
            return None;
        }
        state.with(|s| s.last_move.and_then(|mv| played_move(&s.position, mv)))
    });
    // The illegal try, while its position is on the board.
    let refused_now = Memo::new(move |_| {
        refused
            .get()
            .filter(|r| state.with(|s| s.position == r.position))
    });
    let refused_region = (input == BoardInput::Play).then(|| {
        view! {
            <p class="refused" role="status"
                data-refused=move || refused_now.get().filter(|r| !r.wrong_side).map(|r| format!("{}{}", r.from, r.to)).unwrap_or_default()
                data-wrong-side=move || refused_now.get().filter(|r| r.wrong_side).map(|r| r.from.to_string())>
                {move || refused_now.get().map(|r| {
                    view! {
                        // A new element for each try: it is said again and its flash starts anew.
                        <span class="refused-text" data-serial=r.serial>{move || refusal_text(ui.get(), &r)}</span>
                    }
                })}
            </p>
        }
    });

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
                data-orientation=orientation_name
                aria-busy=move || busy.get().then_some("true")
                role="group"
                aria-label=move || tr(ui.get(), msg::BOARD_LABEL)
                on:keydown=on_keydown
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=on_pointercancel
                on:lostpointercapture=on_lostpointercapture
                on:contextmenu=on_contextmenu
            >
                {squares}
                {edge_labels}
                {move || {
                    let (arrow, rook, wrong, route) = marks.with(|m| (m.arrow, m.rook_arrow, m.wrong_arrow, m.route.clone()));
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
                }}
                {drag_ghost}
                // Drawn under the squares, in a line kept for it: a refusal covers no square.
                {refused_region}
                {promotion}
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

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::settings::UiLanguage;
    use std::collections::BTreeSet;

    /// Every reason the board gives for a refused try reads in every UI language: a message of
    /// its own (not its id, nor the generic one), every variable filled, its square named.
    #[test]
    fn every_refusal_reads_in_every_language() {
        let tries = [
            ("startpos", "g1g3"),
            ("startpos", "e2e5"),
            ("startpos", "e2d3"),
            (
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "e4e5",
            ),
            ("startpos", "f1c4"),
            ("startpos", "g1e2"),
            (
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                "a2a3",
            ),
            ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3"),
            ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2"),
            ("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "e5d6"),
            ("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1"),
            ("startpos", "e1g1"),
            ("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "e1c1"),
            ("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1g1"),
            ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8b8"),
            ("startpos", "e2e4"),
        ];
        let mut codes = BTreeSet::new();
        for (fen, uci) in tries {
            let position = if fen == "startpos" {
                Position::default()
            } else {
                fen.parse().unwrap()
            };
            let (from, to) = (uci[..2].parse().unwrap(), uci[2..].parse().unwrap());
            let reason = refusal(&position, from, to);
            codes.insert(reason.code());
            let refused = RefusedTry {
                from,
                to,
                position,
                wrong_side: false,
                serial: 1,
            };
            for ui in UiLanguage::ALL {
                let text = refusal_text(ui, &refused);
                let code = ui.code();
                assert!(!text.starts_with("board-"), "{code} {uci}: {text}");
                assert!(!text.contains('{') && !text.contains('$'), "{code}: {text}");
                if let Some(square) = reason.square() {
                    assert!(text.contains(&square.to_string()), "{code}: {text}");
                }
                if reason.code() != "move" {
                    assert_ne!(text, tr(ui, msg::BOARD_REFUSED_MOVE), "{code} {uci}");
                }
            }
        }
        assert_eq!(codes.len(), 15, "every reason tried: {codes:?}");
        // Each piece's own way.
        for role in ["king", "queen", "rook", "bishop", "knight", "pawn"] {
            let texts: BTreeSet<String> = UiLanguage::ALL
                .iter()
                .map(|&ui| tr_args(ui, msg::BOARD_REFUSED_WAY, &[("role", role)]))
                .collect();
            assert_eq!(texts.len(), UiLanguage::ALL.len(), "{role}");
        }
    }
}
