//! Pointer and keyboard input: events on the board turned into [`BoardState`]'s functions, and
//! what each outcome says. One drag threshold ([`DRAG_DISTANCE`]), one hit test
//! ([`point_on_board`]), one set of keys ([`Arrow`], Escape).

use super::{BoardInput, Shared};
use crate::i18n::{msg, tr_args};
use crate::platform;
use escaque_core::board_state::{Arrow, BoardState, Orientation, Outcome};
use escaque_core::chess::Square;
use escaque_core::{write_move, Position, Role, WriteOptions};
use leptos::prelude::*;

/// How far (CSS pixels) a pointer moves from its press before the press is a drag.
pub const DRAG_DISTANCE: f64 = 4.0;

/// A mouse button or a finger on the board, from its press to its release.
#[derive(Copy, Clone, Debug)]
pub(super) struct Gesture {
    pointer: i32,
    /// Where it went down, in the viewport's coordinates.
    start: (f64, f64),
    /// A finger on a square with nothing to pick up: the tap answers at the release, unless
    /// the browser takes the gesture for a scroll. `None`: the board's state holds the piece.
    tap: Option<Square>,
}

/// The square under a point of the viewport on `board`, and the point from the board's
/// top-left corner (inside its border).
pub fn point_on_board(
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

/// Where a pointer event happened, in the viewport's coordinates.
pub fn client_point(ev: &web_sys::PointerEvent) -> (f64, f64) {
    (f64::from(ev.client_x()), f64::from(ev.client_y()))
}

/// Whether a pointer has gone far enough from its press at `start` to be a drag.
pub fn is_drag(start: (f64, f64), now: (f64, f64)) -> bool {
    (now.0 - start.0).hypot(now.1 - start.1) >= DRAG_DISTANCE
}

impl Shared {
    /// What an outcome of the state says: the last move, a refusal; the callbacks hear it.
    fn after_outcome(self, before: Position, outcome: Outcome) {
        match outcome {
            Outcome::Moved(mv) => {
                self.clear_refused();
                let options = WriteOptions::short(self.notation.get_untracked());
                let written = write_move(&before, mv, &options);
                self.status.set(Some(tr_args(
                    self.ui.get_untracked(),
                    msg::BOARD_LAST_MOVE,
                    &[("move", &written)],
                )));
                if let Some(on_move) = self.on_move {
                    on_move.run((before, mv));
                }
            }
            Outcome::Refused { from, to } => {
                self.refuse(before, (from, to), false);
                if let Some(on_refused) = self.on_refused {
                    on_refused.run((from, to));
                }
            }
            Outcome::WrongSide(square) => self.refuse(before, (square, square), true),
            Outcome::Selected | Outcome::Deselected => self.clear_refused(),
            Outcome::PromotionNeeded | Outcome::Ignored => {}
        }
    }

    /// Applies one of the state's input functions and reports what it did.
    pub(super) fn act(self, input_fn: &mut dyn FnMut(&mut BoardState) -> Outcome) {
        let before = self.state.with_untracked(|s| s.position);
        let outcome = self
            .state
            .try_update(|s| input_fn(s))
            .unwrap_or(Outcome::Ignored);
        self.after_outcome(before, outcome);
    }

    fn pick(self, square: Square) {
        self.state.update(|s| s.focus = square);
        if let Some(on_pick) = self.on_pick {
            on_pick.run(square);
        }
    }

    /// Enter, Space or a screen reader's activation.
    pub(super) fn press(self, square: Square) {
        match self.input {
            _ if self.busy.get_untracked() => {}
            BoardInput::Play => self.act(&mut |s| s.press(square)),
            BoardInput::Pick => self.pick(square),
            BoardInput::Off => {}
        }
    }

    /// A finger's tap, known at its release.
    fn tap(self, square: Square) {
        match self.input {
            _ if self.busy.get_untracked() => {}
            BoardInput::Play => self.act(&mut |s| s.tap(square)),
            BoardInput::Pick => self.pick(square),
            BoardInput::Off => {}
        }
    }

    /// A promotion's piece chosen (`None`: the move is taken back); the focus goes back to
    /// the board.
    pub(super) fn promote(self, role: Option<Role>) {
        self.act(&mut |s| s.promote(role));
        platform::focus_square(&self.state.with_untracked(|s| s.focus.to_string()));
    }

    /// Ends the gesture in progress without an answer (the browser took it, or it was lost).
    fn cancel_gesture(self) {
        if let Some(g) = self.gesture.get_value() {
            self.gesture.set_value(None);
            if g.tap.is_none() {
                self.state.maybe_update(|s| {
                    let held = s.drag.is_some();
                    s.pointer_cancel();
                    held
                });
            }
        }
    }

    pub(super) fn on_pointerdown(self, ev: leptos::ev::PointerEvent) {
        let (input, state) = (self.input, self.state);
        if input == BoardInput::Off
            || ev.button() != 0
            || !ev.is_primary()
            || self.busy.get_untracked()
        {
            return;
        }
        let Some(square) = platform::square_of_event(&ev).and_then(|name| name.parse().ok()) else {
            return;
        };
        // A gesture whose release the board never heard of is over.
        self.cancel_gesture();
        let touch = ev.pointer_type() == "touch";
        let start = client_point(&ev);
        let picks_up = input == BoardInput::Play && state.with_untracked(|s| s.movable(square));
        if touch && !picks_up {
            self.gesture.set_value(Some(Gesture {
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
                self.pick(square);
                platform::focus_pressed_square(&square.to_string());
            }
            _ => {
                self.act(&mut |s| s.pointer_down(square));
                if state.with_untracked(|s| s.drag.is_some()) {
                    if let Some(board) = platform::listening_element(&ev) {
                        platform::capture_pointer(&board, ev.pointer_id());
                    }
                    self.ghost_touch.set(touch);
                    self.gesture.set_value(Some(Gesture {
                        pointer: ev.pointer_id(),
                        start,
                        tap: None,
                    }));
                }
            }
        }
    }

    pub(super) fn on_pointermove(self, ev: leptos::ev::PointerEvent) {
        let Some(g) = self
            .gesture
            .get_value()
            .filter(|g| g.pointer == ev.pointer_id() && g.tap.is_none())
        else {
            return;
        };
        let Some(board) = platform::listening_element(&ev) else {
            return;
        };
        let point = client_point(&ev);
        let far = is_drag(g.start, point);
        let orientation = self.state.with_untracked(|s| s.orientation);
        let (over, at) = point_on_board(&board, orientation, point);
        self.ghost.set(at);
        self.state.maybe_update(|s| s.pointer_move(over, far));
    }

    pub(super) fn on_pointerup(self, ev: leptos::ev::PointerEvent) {
        let Some(g) = self
            .gesture
            .get_value()
            .filter(|g| g.pointer == ev.pointer_id())
        else {
            return;
        };
        self.gesture.set_value(None);
        let Some(board) = platform::listening_element(&ev) else {
            return;
        };
        let orientation = self.state.with_untracked(|s| s.orientation);
        let (over, _) = point_on_board(&board, orientation, client_point(&ev));
        match g.tap {
            Some(square) if over == Some(square) => self.tap(square),
            Some(_) => {}
            // The board became busy while the piece was held: it goes back.
            None if self.busy.get_untracked() => self.state.update(|s| s.pointer_cancel()),
            None => self.act(&mut |s| s.pointer_up(over)),
        }
    }

    fn holds(self, ev: &leptos::ev::PointerEvent) -> bool {
        self.gesture
            .with_value(|g| g.is_some_and(|g| g.pointer == ev.pointer_id()))
    }

    pub(super) fn on_pointercancel(self, ev: leptos::ev::PointerEvent) {
        if self.holds(&ev) {
            self.cancel_gesture();
        }
    }

    /// The board lost the pointer it captured before the release (not a square's loss of it).
    pub(super) fn on_lostpointercapture(self, ev: leptos::ev::PointerEvent) {
        if platform::event_on_listener(&ev) && self.holds(&ev) {
            self.cancel_gesture();
        }
    }

    /// A long press on a held piece must not open the browser's menu.
    pub(super) fn on_contextmenu(self, ev: leptos::ev::MouseEvent) {
        if self
            .gesture
            .with_value(|g| g.is_some_and(|g| g.tap.is_none()))
        {
            ev.prevent_default();
        }
    }

    /// The arrows walk the squares; Escape puts down a piece picked up (or a promotion's
    /// choice), as a drop off the board.
    pub(super) fn on_keydown(self, ev: leptos::ev::KeyboardEvent) {
        let state = self.state;
        if ev.key() == "Escape" && self.input == BoardInput::Play {
            let before = state.with_untracked(|s| (s.selected, s.drag, s.pending_promotion));
            if before != (None, None, None) {
                ev.prevent_default();
                self.act(&mut |s| s.cancel());
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
    }
}
