//! Free placement: men put on squares, moved between them and taken off, with no rule of chess
//! (the set-up drill). The same gestures as [`super::BoardState`]: a press, a move past the drag
//! threshold, a release over a square or off the board; the same keys (the arrows walk the
//! squares as seen on screen). A gesture's end is an [`Edit`] of the board, which the caller
//! applies to its men.
//!
//! ```
//! use escaque_core::board_state::free::{Edit, FreeBoard};
//! use escaque_core::chess::Square;
//! use escaque_core::Role;
//! let knight = (Role::Knight, true);
//! let mut board = FreeBoard::default();
//! board.hand = Some(Some(knight));
//! assert_eq!(board.tap(Square::E4, None), Some(Edit::Put(Square::E4, Some(knight))));
//! board.pointer_down(Some(Square::E4), Some(knight));
//! board.pointer_move(Some(Square::F6), true);
//! assert_eq!(board.pointer_up(Some(Square::F6)), Some(Edit::Move { from: Square::E4, to: Square::F6 }));
//! ```

use super::{Arrow, Orientation};
use crate::Role;
use chess::Square;

/// A man: its role, and whether it is White's.
pub type Man = (Role, bool);

/// What a gesture or a key does to the men on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Puts a man on a square (`None`: empties it).
    Put(Square, Option<Man>),
    /// Moves the man of `from` to `to` (what stood there is gone).
    Move { from: Square, to: Square },
}

/// A man held by a mouse button or a finger, from its press to its release: from a square, or
/// from the palette (`from: None`). Until the pointer has moved past the drag threshold it is
/// a tap.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FreeDrag {
    pub from: Option<Square>,
    /// The man held (none: an empty square or the eraser, which only taps).
    pub man: Option<Man>,
    /// The square under the pointer; `None` off the board.
    pub over: Option<Square>,
    /// Whether the pointer has gone far enough to be a drag: the man follows it.
    pub started: bool,
}

/// A board of free placement: what the palette holds, the keyboard's square, the man held.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct FreeBoard {
    pub orientation: Orientation,
    /// The palette's choice: a man, or the eraser (`Some(None)`); `None` before any choice.
    pub hand: Option<Option<Man>>,
    /// The square the keyboard is on; `None` until one is chosen (then the top-left one,
    /// where a FEN starts).
    pub focus: Option<Square>,
    pub drag: Option<FreeDrag>,
}

impl FreeBoard {
    /// The keyboard's square: the one chosen, or the top-left one.
    pub fn focus_square(&self) -> Square {
        self.focus
            .unwrap_or_else(|| self.orientation.square_at(0, 0))
    }

    /// A press on a square (`from`, with `man` on it) or on a palette man (`from: None`): the
    /// man is held until the release. Ignored while another pointer holds one.
    pub fn pointer_down(&mut self, from: Option<Square>, man: Option<Man>) {
        if self.drag.is_some() {
            return;
        }
        self.drag = Some(FreeDrag {
            from,
            man,
            over: from,
            started: false,
        });
    }

    /// The pointer moves over `over` (`None`: off the board); `far` once it has gone past the
    /// drag threshold. Returns whether what is drawn changed.
    pub fn pointer_move(&mut self, over: Option<Square>, far: bool) -> bool {
        let Some(drag) = self.drag.as_mut() else {
            return false;
        };
        let before = *drag;
        drag.started |= far;
        drag.over = over;
        *drag != before
    }

    /// The man being dragged (once the pointer has gone past the threshold) and where from.
    pub fn dragged(&self) -> Option<FreeDrag> {
        self.drag.filter(|d| d.started && d.man.is_some())
    }

    /// The release over `over` (`None`: off the board). A drag puts its man where it ends: a
    /// square's man moves there, or comes off the board; a palette man goes on the square. A
    /// press without a drag on a square is a tap there ([`FreeBoard::tap`] decides, with the
    /// man that stood on it).
    pub fn pointer_up(&mut self, over: Option<Square>) -> Option<Edit> {
        let drag = self.drag.take()?;
        if !drag.started {
            let square = drag.from?;
            return self.tap(square, drag.man);
        }
        let man = drag.man?;
        match (drag.from, over) {
            (Some(from), Some(to)) if from != to => Some(Edit::Move { from, to }),
            (Some(from), None) => Some(Edit::Put(from, None)),
            (None, Some(to)) => Some(Edit::Put(to, Some(man))),
            _ => None,
        }
    }

    /// The browser took the gesture: nothing is put down.
    pub fn pointer_cancel(&mut self) {
        self.drag = None;
    }

    /// A tap (or Enter) on `square`, where `there` stands: the palette's man goes on it, the
    /// same man tapped again comes off, the eraser empties it; nothing before a choice.
    pub fn tap(&mut self, square: Square, there: Option<Man>) -> Option<Edit> {
        self.focus = Some(square);
        match self.hand? {
            Some(man) if there == Some(man) => Some(Edit::Put(square, None)),
            chosen => Some(Edit::Put(square, chosen)),
        }
    }

    /// A key on the board: an arrow walks it (`None` returned, the focus moved); a FEN letter
    /// (`man_of_letter` reads it) puts that man on the keyboard's square and takes it in hand;
    /// Delete or Backspace empties the square. Returns the edit, and whether the key was the
    /// board's.
    pub fn key(&mut self, key: &str, letter: Option<Man>) -> (Option<Edit>, bool) {
        let at = self.focus_square();
        if let Some(arrow) = Arrow::from_key(key) {
            self.focus = Some(self.orientation.step(at, arrow));
            return (None, true);
        }
        if let Some(man) = letter {
            self.hand = Some(Some(man));
            return (Some(Edit::Put(at, Some(man))), true);
        }
        if key == "Delete" || key == "Backspace" {
            return (Some(Edit::Put(at, None)), true);
        }
        (None, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WN: Man = (Role::Knight, true);
    const BP: Man = (Role::Pawn, false);

    fn holding(man: Option<Man>) -> FreeBoard {
        FreeBoard {
            hand: Some(man),
            ..FreeBoard::default()
        }
    }

    #[test]
    fn taps_put_the_palettes_man_and_take_it_off_again() {
        let mut b = FreeBoard::default();
        assert_eq!(b.tap(Square::E4, None), None, "nothing chosen yet");
        let mut b2 = holding(Some(WN));
        assert_eq!(
            b2.tap(Square::E4, None),
            Some(Edit::Put(Square::E4, Some(WN)))
        );
        assert_eq!(
            b2.tap(Square::E4, Some(BP)),
            Some(Edit::Put(Square::E4, Some(WN)))
        );
        assert_eq!(
            b2.tap(Square::E4, Some(WN)),
            Some(Edit::Put(Square::E4, None))
        );
        let mut eraser = holding(None);
        assert_eq!(
            eraser.tap(Square::A1, Some(BP)),
            Some(Edit::Put(Square::A1, None))
        );
        assert_eq!(eraser.focus, Some(Square::A1));
        b.pointer_down(Some(Square::E4), None);
        assert_eq!(b.pointer_up(Some(Square::E4)), None);
    }

    #[test]
    fn drags_move_put_and_take_off() {
        // A square's man dragged to another square moves there.
        let mut b = holding(Some(BP));
        b.pointer_down(Some(Square::E4), Some(WN));
        assert_eq!(b.dragged(), None, "a press alone is no drag");
        assert!(b.pointer_move(Some(Square::F6), true));
        assert_eq!(b.dragged().map(|d| d.over), Some(Some(Square::F6)));
        assert_eq!(
            b.pointer_up(Some(Square::F6)),
            Some(Edit::Move {
                from: Square::E4,
                to: Square::F6
            })
        );
        assert_eq!(b.drag, None);
        // Dropped off the board, it comes off; dropped on its own square, nothing.
        b.pointer_down(Some(Square::E4), Some(WN));
        b.pointer_move(None, true);
        assert_eq!(b.pointer_up(None), Some(Edit::Put(Square::E4, None)));
        b.pointer_down(Some(Square::E4), Some(WN));
        b.pointer_move(Some(Square::E4), true);
        assert_eq!(b.pointer_up(Some(Square::E4)), None);
        // A palette man dragged onto a square goes there; off the board, nowhere.
        b.pointer_down(None, Some(WN));
        b.pointer_move(Some(Square::C3), true);
        assert_eq!(
            b.pointer_up(Some(Square::C3)),
            Some(Edit::Put(Square::C3, Some(WN)))
        );
        b.pointer_down(None, Some(WN));
        b.pointer_move(None, true);
        assert_eq!(b.pointer_up(None), None);
        // A press that never went past the threshold is a tap, with the palette's man.
        b.pointer_down(Some(Square::E4), Some(WN));
        b.pointer_move(Some(Square::E5), false);
        assert_eq!(
            b.pointer_up(Some(Square::E5)),
            Some(Edit::Put(Square::E4, Some(BP)))
        );
        // A second pointer is ignored while a man is held; a cancel puts nothing down.
        b.pointer_down(Some(Square::A1), Some(WN));
        b.pointer_down(Some(Square::H8), None);
        assert_eq!(b.drag.and_then(|d| d.from), Some(Square::A1));
        b.pointer_cancel();
        assert_eq!(b.pointer_up(Some(Square::B2)), None);
    }

    #[test]
    fn keys_walk_put_and_clear() {
        let mut b = FreeBoard {
            orientation: Orientation::Black,
            ..FreeBoard::default()
        };
        assert_eq!(b.focus_square(), Square::H1, "top left, where a FEN starts");
        assert_eq!(b.key("ArrowDown", None), (None, true));
        assert_eq!(b.focus, Some(Square::H2));
        assert_eq!(
            b.key("n", Some(WN)),
            (Some(Edit::Put(Square::H2, Some(WN))), true)
        );
        assert_eq!(b.hand, Some(Some(WN)), "the letter's man is taken in hand");
        assert_eq!(
            b.key("Delete", None),
            (Some(Edit::Put(Square::H2, None)), true)
        );
        assert_eq!(b.key("Tab", None), (None, false));
    }
}
