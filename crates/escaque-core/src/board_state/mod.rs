//! The board's state machine, as plain data: selection, drag, moves, promotion, orientation,
//! focus.
//!
//! chessground's separation: the board component only renders this state and forwards input;
//! legal destinations come from the position, never from the view. A keyboard or a screen
//! reader presses squares ([`BoardState::press`]); a mouse or a finger goes down on a square,
//! moves and comes up ([`BoardState::pointer_down`], [`BoardState::pointer_move`],
//! [`BoardState::pointer_up`]), which is a tap or a drag.
//!
//! ```
//! use escaque_core::board_state::{BoardState, Outcome};
//! use escaque_core::chess::Square;
//! let mut board = BoardState::default();
//! assert_eq!(board.press(Square::E2), Outcome::Selected);
//! assert_eq!(board.destinations(), vec![Square::E3, Square::E4]);
//! assert!(matches!(board.press(Square::E4), Outcome::Moved(_)));
//! ```
//!
//! Two move policies: *legal moves* of a position ([`BoardState`]: the home board, the drills)
//! and *free placement* ([`free::FreeBoard`]: set-up, where any man goes on any square, is moved
//! anywhere or taken off). Both read the same gestures and keys.

pub mod free;

use crate::{Position, Role};
use chess::{ChessMove, Color, File, Rank, Square};

/// Which side is at the bottom of the board.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Orientation {
    #[default]
    White,
    Black,
}

// The names of the settings' form and of the stored settings (serde's, checked equal).
crate::link_name::link_names!(Orientation {
    White => "white",
    Black => "black",
});

impl Orientation {
    /// The square shown at `row` (0 = top) and `column` (0 = left).
    pub fn square_at(self, row: usize, column: usize) -> Square {
        let (rank, file) = match self {
            Orientation::White => (7 - row, column),
            Orientation::Black => (row, 7 - column),
        };
        Square::make_square(Rank::from_index(rank), File::from_index(file))
    }

    /// The square under a point of the board given as fractions of its width and height from
    /// its top-left corner (`0.0..1.0`); `None` off the board.
    ///
    /// ```
    /// use escaque_core::board_state::Orientation;
    /// use escaque_core::chess::Square;
    /// assert_eq!(Orientation::White.square_at_fraction(0.01, 0.99), Some(Square::A1));
    /// assert_eq!(Orientation::Black.square_at_fraction(0.01, 0.99), Some(Square::H8));
    /// assert_eq!(Orientation::White.square_at_fraction(1.2, 0.5), None);
    /// ```
    pub fn square_at_fraction(self, x: f64, y: f64) -> Option<Square> {
        let inside = |v: f64| (0.0..1.0).contains(&v);
        (inside(x) && inside(y)).then(|| self.square_at((y * 8.0) as usize, (x * 8.0) as usize))
    }

    /// Row (0 = top) and column (0 = left) where `square` is shown.
    pub fn screen_coordinates(self, square: Square) -> (usize, usize) {
        let (rank, file) = (square.get_rank().to_index(), square.get_file().to_index());
        match self {
            Orientation::White => (7 - rank, file),
            Orientation::Black => (rank, 7 - file),
        }
    }

    /// The square one step from `square` in the direction of an arrow key, as seen on screen;
    /// `square` itself at the board's edge. Every board that a keyboard walks uses it.
    ///
    /// ```
    /// use escaque_core::board_state::{Arrow, Orientation};
    /// use escaque_core::chess::Square;
    /// assert_eq!(Orientation::White.step(Square::E2, Arrow::Up), Square::E3);
    /// assert_eq!(Orientation::Black.step(Square::E2, Arrow::Up), Square::E1);
    /// assert_eq!(Orientation::White.step(Square::A1, Arrow::Left), Square::A1);
    /// ```
    pub fn step(self, square: Square, arrow: Arrow) -> Square {
        let (mut row, mut column) = self.screen_coordinates(square);
        match arrow {
            Arrow::Up => row = row.saturating_sub(1),
            Arrow::Down => row = (row + 1).min(7),
            Arrow::Left => column = column.saturating_sub(1),
            Arrow::Right => column = (column + 1).min(7),
        }
        self.square_at(row, column)
    }

    /// The other side.
    pub fn flipped(self) -> Orientation {
        match self {
            Orientation::White => Orientation::Black,
            Orientation::Black => Orientation::White,
        }
    }
}

/// An arrow key, as seen on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// The arrow of a keyboard event's `key` (`ArrowUp`…); `None` for any other key.
    ///
    /// ```
    /// use escaque_core::board_state::Arrow;
    /// assert_eq!(Arrow::from_key("ArrowLeft"), Some(Arrow::Left));
    /// assert_eq!(Arrow::from_key("Enter"), None);
    /// ```
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        }
    }
}

/// What a press on a square did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Selected,
    Deselected,
    Moved(ChessMove),
    /// A pawn reaches the last rank: [`BoardState::promote`] finishes the move.
    PromotionNeeded,
    /// Not a legal move (`from` to `to`): the selection is dropped.
    Refused {
        from: Square,
        to: Square,
    },
    /// A piece of the side not to move was pressed with nothing selected: nothing happens,
    /// but the board says whose move it is.
    WrongSide(Square),
    Ignored,
}

/// A piece held by a mouse button or a finger, from the press to the release (chessground's
/// `draggable.current`). Until the pointer has moved a few pixels it is a tap, not a drag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Drag {
    /// The square the piece is lifted from.
    pub from: Square,
    /// The square under the pointer; `None` off the board.
    pub over: Option<Square>,
    /// Whether the pointer has moved far enough to be a drag: the piece follows it.
    pub started: bool,
    /// Whether `from` was already selected at the press: released there, it is deselected.
    pub was_selected: bool,
    /// Whether the dragged piece has been over another square or off the board.
    pub left_from: bool,
}

/// Everything the board shows besides the pieces' pictures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardState {
    pub position: Position,
    pub orientation: Orientation,
    pub selected: Option<Square>,
    pub last_move: Option<ChessMove>,
    /// From and to squares waiting for a promotion piece.
    pub pending_promotion: Option<(Square, Square)>,
    /// The square with the keyboard focus ring.
    pub focus: Square,
    /// The piece a pointer holds, between its press and its release.
    pub drag: Option<Drag>,
}

impl Default for BoardState {
    fn default() -> BoardState {
        BoardState::new(Position::default(), Orientation::White)
    }
}

impl BoardState {
    /// A board showing `position` with `orientation` at the bottom.
    pub fn new(position: Position, orientation: Orientation) -> BoardState {
        BoardState {
            position,
            orientation,
            selected: None,
            last_move: None,
            pending_promotion: None,
            focus: Square::E2,
            drag: None,
        }
    }

    /// Legal destinations of the selected piece.
    pub fn destinations(&self) -> Vec<Square> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut dests: Vec<Square> = self
            .position
            .legal_moves()
            .filter(|m| m.get_source() == from)
            .map(|m| m.get_dest())
            .collect();
        dests.sort_by_key(|s| s.to_index());
        dests.dedup();
        dests
    }

    /// The square of the king of the side to move, if it is in check.
    pub fn checked_king(&self) -> Option<Square> {
        self.position
            .is_check()
            .then(|| self.position.board().king_square(self.position.turn()))
    }

    /// The piece on `square`: its role and whether it is white.
    pub fn piece_on(&self, square: Square) -> Option<(Role, bool)> {
        let board = self.position.board();
        Some((
            Role::from_piece(board.piece_on(square)?),
            board.color_on(square)? == Color::White,
        ))
    }

    fn own_piece(&self, square: Square) -> bool {
        self.position.board().color_on(square) == Some(self.position.turn())
    }

    /// Whether a press on `square` picks up a piece (one of the side to move, with no promotion
    /// waiting): the board keeps such a square's gestures for itself, other squares let a finger
    /// scroll the page.
    pub fn movable(&self, square: Square) -> bool {
        self.pending_promotion.is_none() && self.own_piece(square)
    }

    /// The piece being dragged (once the pointer has moved) and its square.
    pub fn dragged(&self) -> Option<(Square, Role, bool)> {
        let drag = self.drag.filter(|d| d.started)?;
        let (role, white) = self.piece_on(drag.from)?;
        Some((drag.from, role, white))
    }

    /// The square a dragged piece is over, if it is another than its own.
    pub fn drag_target(&self) -> Option<Square> {
        let drag = self.drag.filter(|d| d.started)?;
        drag.over.filter(|&over| over != drag.from)
    }

    /// Enter or Space on `square` (or a screen reader's activation): select, move, or drop the
    /// selection. A second press on the selected square deselects it.
    pub fn press(&mut self, square: Square) -> Outcome {
        self.drag = None;
        if self.pending_promotion.is_none() && self.selected == Some(square) {
            self.focus = square;
            self.selected = None;
            return Outcome::Deselected;
        }
        self.select_or_move(square)
    }

    /// A mouse button or a finger goes down on `square`: as [`BoardState::press`], and a piece of
    /// the side to move is picked up (see [`BoardState::pointer_up`]). A press on the selected
    /// square decides nothing until the release. While a piece is held, another pointer's press
    /// is ignored.
    pub fn pointer_down(&mut self, square: Square) -> Outcome {
        if self.drag.is_some() {
            return Outcome::Ignored;
        }
        let was_selected = self.selected == Some(square) && self.pending_promotion.is_none();
        let outcome = if was_selected {
            self.focus = square;
            Outcome::Ignored
        } else {
            self.select_or_move(square)
        };
        if was_selected || outcome == Outcome::Selected {
            self.drag = Some(Drag {
                from: square,
                over: Some(square),
                started: false,
                was_selected,
                left_from: false,
            });
        }
        outcome
    }

    /// The pointer moves over `over` (`None`: off the board); `far` once it has moved far enough
    /// from the press to be a drag. Returns whether the board's look changed.
    pub fn pointer_move(&mut self, over: Option<Square>, far: bool) -> bool {
        let Some(drag) = self.drag.as_mut() else {
            return false;
        };
        let before = *drag;
        drag.started |= far;
        drag.over = over;
        if drag.started && over != Some(drag.from) {
            drag.left_from = true;
        }
        *drag != before
    }

    /// The pointer comes up over `over` (`None`: off the board). A drag dropped on another
    /// square tries that move; a tap, or a drag dropped on its own square or off the board,
    /// plays nothing: the piece stays selected, unless it was already selected at the press or
    /// the drag went elsewhere and came back (chessground's rule).
    pub fn pointer_up(&mut self, over: Option<Square>) -> Outcome {
        let Some(drag) = self.drag.take() else {
            return Outcome::Ignored;
        };
        match over {
            Some(to) if drag.started && to != drag.from => {
                self.focus = to;
                self.try_move(drag.from, to)
            }
            _ if drag.was_selected || drag.left_from => {
                self.selected = None;
                Outcome::Deselected
            }
            _ => Outcome::Ignored,
        }
    }

    /// A tap on `square`: a press and a release there, without a drag (a finger's tap is only
    /// known at its release). Ignored while another pointer holds a piece.
    pub fn tap(&mut self, square: Square) -> Outcome {
        if self.drag.is_some() {
            return Outcome::Ignored;
        }
        let down = self.pointer_down(square);
        let up = self.pointer_up(Some(square));
        if down == Outcome::Ignored {
            up
        } else {
            down
        }
    }

    /// The browser took the gesture (a scroll, a lost pointer): the held piece is put back and
    /// the selection dropped.
    pub fn pointer_cancel(&mut self) {
        if self.drag.take().is_some() {
            self.selected = None;
        }
    }

    /// Escape: the piece picked up is put down (the selection, a held piece, a promotion's
    /// choice); the focus stays where it is. `Deselected` when there was one, else `Ignored`.
    ///
    /// ```
    /// use escaque_core::board_state::{BoardState, Outcome};
    /// use escaque_core::chess::Square;
    /// let mut board = BoardState::default();
    /// assert_eq!(board.press(Square::G1), Outcome::Selected);
    /// assert_eq!(board.cancel(), Outcome::Deselected);
    /// assert_eq!((board.selected, board.focus), (None, Square::G1));
    /// assert_eq!(board.cancel(), Outcome::Ignored);
    /// ```
    pub fn cancel(&mut self) -> Outcome {
        let held = self.drag.take().is_some();
        let selected = self.selected.take().is_some();
        let promoting = self.pending_promotion.take().is_some();
        if held || selected || promoting {
            Outcome::Deselected
        } else {
            Outcome::Ignored
        }
    }

    /// Selects an own piece, or moves the selected piece to `square`.
    fn select_or_move(&mut self, square: Square) -> Outcome {
        self.focus = square;
        if self.pending_promotion.is_some() {
            return Outcome::Ignored;
        }
        match self.selected {
            // The king, then its own rook: castling (played, or refused with its reason).
            Some(from) if self.castling_square(from, square).is_some() => {
                self.try_move(from, square)
            }
            Some(_) if self.own_piece(square) => {
                self.selected = Some(square);
                Outcome::Selected
            }
            Some(from) => self.try_move(from, square),
            None if self.own_piece(square) => {
                self.selected = Some(square);
                Outcome::Selected
            }
            None if self.position.board().color_on(square).is_some() => Outcome::WrongSide(square),
            None => Outcome::Ignored,
        }
    }

    /// Where the king on `from` goes when it castles toward its own rook on `rook` (the king on
    /// its first square, the rook in a corner of that rank): `g1`, `c1`, `g8` or `c8`. Taking
    /// the king onto its rook is how many boards castle (chessground's, lichess's), so the board
    /// reads it as castling, whether castling is then legal or not.
    fn castling_square(&self, from: Square, rook: Square) -> Option<Square> {
        let (back, file) = (from.get_rank(), rook.get_file());
        let first = if self.position.turn() == Color::White {
            Rank::First
        } else {
            Rank::Eighth
        };
        let king_home = back == first && from.get_file() == File::E;
        let rook_corner = rook.get_rank() == back && matches!(file, File::A | File::H);
        let own = |square, role| {
            self.piece_on(square) == Some((role, self.position.turn() == Color::White))
        };
        (king_home && rook_corner && own(from, Role::King) && own(rook, Role::Rook)).then(|| {
            let to = if file == File::H { File::G } else { File::C };
            Square::make_square(back, to)
        })
    }

    fn try_move(&mut self, from: Square, to: Square) -> Outcome {
        let to = self.castling_square(from, to).unwrap_or(to);
        self.selected = None;
        let candidates: Vec<ChessMove> = self
            .position
            .legal_moves_to(to)
            .filter(|m| m.get_source() == from)
            .collect();
        match candidates.as_slice() {
            [] => Outcome::Refused { from, to },
            [mv] => self.play(*mv),
            _ => {
                self.pending_promotion = Some((from, to));
                Outcome::PromotionNeeded
            }
        }
    }

    /// Finishes a pending promotion with `role`; `None` cancels it.
    pub fn promote(&mut self, role: Option<Role>) -> Outcome {
        let Some((from, to)) = self.pending_promotion.take() else {
            return Outcome::Ignored;
        };
        match role.filter(|r| Role::PROMOTIONS.contains(r)) {
            Some(role) => self.play(ChessMove::new(from, to, Some(role.to_piece()))),
            None => Outcome::Deselected,
        }
    }

    fn play(&mut self, mv: ChessMove) -> Outcome {
        self.position = self.position.play(mv);
        self.last_move = Some(mv);
        Outcome::Moved(mv)
    }

    /// Moves the focus ring one square in the direction of an arrow key, as seen on screen.
    pub fn move_focus(&mut self, arrow: Arrow) {
        self.focus = self.orientation.step(self.focus, arrow);
    }

    /// Row (0 = top) and column (0 = left) where `square` is shown.
    pub fn screen_coordinates(&self, square: Square) -> (usize, usize) {
        self.orientation.screen_coordinates(square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(fen: &str) -> BoardState {
        BoardState::new(fen.parse().unwrap(), Orientation::White)
    }

    /// Escape puts down whatever was picked up: a selection, a piece a pointer holds, a
    /// promotion waiting for its piece; the position does not change.
    #[test]
    fn the_king_taken_onto_its_rook_castles_or_says_why_not() {
        // Tapped, pressed or dragged: the king, then its rook, is castling.
        let mut tapped = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(tapped.tap(Square::E1), Outcome::Selected);
        assert_eq!(
            tapped.tap(Square::H1),
            Outcome::Moved(ChessMove::new(Square::E1, Square::G1, None))
        );
        let mut pressed = board("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assert_eq!(pressed.press(Square::E8), Outcome::Selected);
        assert_eq!(
            pressed.press(Square::A8),
            Outcome::Moved(ChessMove::new(Square::E8, Square::C8, None))
        );
        let mut dragged = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        dragged.pointer_down(Square::E1);
        dragged.pointer_move(Some(Square::A1), true);
        assert_eq!(
            dragged.pointer_up(Some(Square::A1)),
            Outcome::Moved(ChessMove::new(Square::E1, Square::C1, None))
        );
        // Castling not allowed: refused as the king's two-square step, whose reason the board says.
        let mut moved_rook = board("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
        moved_rook.tap(Square::E1);
        assert_eq!(
            moved_rook.tap(Square::H1),
            Outcome::Refused {
                from: Square::E1,
                to: Square::G1
            }
        );
        // Another piece than the king, then a rook: the rook is selected, as before.
        let mut other = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        other.tap(Square::A1);
        assert_eq!(other.tap(Square::H1), Outcome::Selected);
        assert_eq!(other.selected, Some(Square::H1));
    }

    #[test]
    fn escape_puts_a_piece_down() {
        let mut b = BoardState::default();
        b.press(Square::E2);
        assert_eq!(b.cancel(), Outcome::Deselected);
        assert!(b.destinations().is_empty());
        assert_eq!(
            b.press(Square::E4),
            Outcome::Ignored,
            "nothing moves after it"
        );
        b.pointer_down(Square::G1);
        b.pointer_move(Some(Square::F3), true);
        assert_eq!(b.cancel(), Outcome::Deselected);
        assert_eq!((b.drag, b.selected), (None, None));
        assert_eq!(
            b.pointer_up(Some(Square::F3)),
            Outcome::Ignored,
            "the drop plays nothing"
        );
        assert_eq!(b.position, Position::default());
        let mut p = board("8/4P3/8/8/8/8/8/k6K w - - 0 1");
        p.press(Square::E7);
        assert_eq!(p.press(Square::E8), Outcome::PromotionNeeded);
        assert_eq!(p.cancel(), Outcome::Deselected);
        assert_eq!((p.pending_promotion, p.last_move), (None, None));
        assert_eq!(p.cancel(), Outcome::Ignored);
    }

    #[test]
    fn click_to_move_and_refusal() {
        let mut b = BoardState::default();
        assert_eq!(
            b.press(Square::E7),
            Outcome::WrongSide(Square::E7),
            "not the side to move"
        );
        assert_eq!(b.press(Square::G1), Outcome::Selected);
        assert_eq!(b.destinations(), vec![Square::F3, Square::H3]);
        assert_eq!(
            b.press(Square::B1),
            Outcome::Selected,
            "another own piece takes the selection"
        );
        assert_eq!(
            b.press(Square::B4),
            Outcome::Refused {
                from: Square::B1,
                to: Square::B4
            }
        );
        assert_eq!(b.selected, None);
        assert_eq!(b.press(Square::B1), Outcome::Selected);
        assert_eq!(b.press(Square::B1), Outcome::Deselected);
        assert_eq!(b.press(Square::E2), Outcome::Selected);
        assert_eq!(
            b.press(Square::E4),
            Outcome::Moved(ChessMove::new(Square::E2, Square::E4, None))
        );
        assert_eq!(b.last_move.map(|m| m.to_string()), Some("e2e4".into()));
        assert_eq!(b.position.turn(), Color::Black);
    }

    /// One step of a pointer gesture, as the board component reports it.
    #[derive(Copy, Clone, Debug)]
    enum Step {
        Down(Square),
        /// Over a square (or off the board), far enough from the press to be a drag.
        Drag(Option<Square>),
        /// Over a square, still within a tap's few pixels.
        Jitter(Square),
        Up(Option<Square>),
        Cancel,
        /// A tap known at its release.
        Tap(Square),
        /// Enter or Space.
        Key(Square),
    }

    /// Runs `steps` on the starting position; returns the outcomes of presses and releases.
    fn gesture(steps: &[Step]) -> (BoardState, Vec<Outcome>) {
        let mut b = BoardState::default();
        let mut outcomes = Vec::new();
        for step in steps {
            match *step {
                Step::Down(sq) => outcomes.push(b.pointer_down(sq)),
                Step::Drag(over) => {
                    b.pointer_move(over, true);
                }
                Step::Jitter(over) => {
                    b.pointer_move(Some(over), false);
                }
                Step::Up(over) => outcomes.push(b.pointer_up(over)),
                Step::Cancel => b.pointer_cancel(),
                Step::Tap(sq) => outcomes.push(b.tap(sq)),
                Step::Key(sq) => outcomes.push(b.press(sq)),
            }
        }
        (b, outcomes)
    }

    #[test]
    fn pointer_gestures_give_one_answer_each() {
        use Outcome::*;
        use Step::*;
        let e2e4 = Moved(ChessMove::new(Square::E2, Square::E4, None));
        let g1f3 = Moved(ChessMove::new(Square::G1, Square::F3, None));
        let refused = |from, to| Refused { from, to };
        // What, steps, outcomes, the selection afterwards, the move played.
        type Row = (
            &'static str,
            Vec<Step>,
            Vec<Outcome>,
            Option<Square>,
            Option<&'static str>,
        );
        #[rustfmt::skip]
        let table: Vec<Row> = vec![
            ("drag to a legal square is one move",
             vec![Down(Square::E2), Drag(Some(Square::E3)), Drag(Some(Square::E4)), Up(Some(Square::E4))],
             vec![Selected, e2e4], None, Some("e2e4")),
            ("drag to an illegal square is refused, nothing moves",
             vec![Down(Square::E2), Drag(Some(Square::E5)), Up(Some(Square::E5))],
             vec![Selected, refused(Square::E2, Square::E5)], None, None),
            ("drag onto another own piece is refused",
             vec![Down(Square::G1), Drag(Some(Square::E2)), Up(Some(Square::E2))],
             vec![Selected, refused(Square::G1, Square::E2)], None, None),
            ("drag dropped off the board cancels and deselects",
             vec![Down(Square::E2), Drag(Some(Square::E3)), Drag(None), Up(None)],
             vec![Selected, Deselected], None, None),
            ("drag put back on its square without leaving keeps the selection",
             vec![Down(Square::E2), Drag(Some(Square::E2)), Up(Some(Square::E2))],
             vec![Selected, Ignored], Some(Square::E2), None),
            ("drag that went elsewhere and came back deselects",
             vec![Down(Square::E2), Drag(Some(Square::E3)), Drag(Some(Square::E2)), Up(Some(Square::E2))],
             vec![Selected, Deselected], None, None),
            ("tap selects, tap on a destination moves",
             vec![Down(Square::G1), Up(Some(Square::G1)), Down(Square::F3), Up(Some(Square::F3))],
             vec![Selected, Ignored, g1f3, Ignored], None, Some("g1f3")),
            ("a tap's jitter over the next square is still a tap",
             vec![Down(Square::G1), Jitter(Square::F1), Up(Some(Square::F1))],
             vec![Selected, Ignored], Some(Square::G1), None),
            ("tap on the selected piece deselects it at the release",
             vec![Down(Square::E2), Up(Some(Square::E2)), Down(Square::E2), Up(Some(Square::E2))],
             vec![Selected, Ignored, Ignored, Deselected], None, None),
            ("the selected piece can still be dragged",
             vec![Down(Square::E2), Up(Some(Square::E2)), Down(Square::E2), Drag(Some(Square::E4)), Up(Some(Square::E4))],
             vec![Selected, Ignored, Ignored, e2e4], None, Some("e2e4")),
            ("tap on another own piece takes the selection",
             vec![Down(Square::E2), Up(Some(Square::E2)), Down(Square::G1), Up(Some(Square::G1))],
             vec![Selected, Ignored, Selected, Ignored], Some(Square::G1), None),
            ("tap on an illegal square is refused",
             vec![Down(Square::E2), Up(Some(Square::E2)), Down(Square::E5), Up(Some(Square::E5))],
             vec![Selected, Ignored, refused(Square::E2, Square::E5), Ignored], None, None),
            ("a tap on an empty square or a black piece does nothing (the black piece is told)",
             vec![Down(Square::E4), Up(Some(Square::E4)), Down(Square::E7), Drag(Some(Square::E5)), Up(Some(Square::E5))],
             vec![Ignored, Ignored, WrongSide(Square::E7), Ignored], None, None),
            ("a second pointer is ignored while a piece is held",
             vec![Down(Square::E2), Down(Square::G1), Drag(Some(Square::E4)), Up(Some(Square::E4))],
             vec![Selected, Ignored, e2e4], None, Some("e2e4")),
            ("a cancelled gesture puts the piece back and deselects",
             vec![Down(Square::E2), Drag(Some(Square::E4)), Cancel, Up(Some(Square::E4))],
             vec![Selected, Ignored], None, None),
            ("after a move, the release of that gesture does nothing more",
             vec![Down(Square::E2), Up(Some(Square::E2)), Down(Square::E4), Drag(Some(Square::E5)), Up(Some(Square::E5))],
             vec![Selected, Ignored, e2e4, Ignored], None, Some("e2e4")),
            ("a finger's taps: select, deselect, select, move",
             vec![Tap(Square::E2), Tap(Square::E2), Tap(Square::E2), Tap(Square::E4)],
             vec![Selected, Deselected, Selected, e2e4], None, Some("e2e4")),
            ("a finger's tap while a mouse holds a piece is ignored",
             vec![Down(Square::E2), Tap(Square::E4), Drag(Some(Square::E3)), Up(Some(Square::E3))],
             vec![Selected, Ignored, Moved(ChessMove::new(Square::E2, Square::E3, None))], None, Some("e2e3")),
            ("keys: Enter selects, Enter again deselects, Enter moves",
             vec![Key(Square::E2), Key(Square::E2), Key(Square::E2), Key(Square::E4)],
             vec![Selected, Deselected, Selected, e2e4], None, Some("e2e4")),
        ];
        for (what, steps, outcomes, selected, played) in table {
            let (b, got) = gesture(&steps);
            assert_eq!(got, outcomes, "{what}");
            assert_eq!(b.selected, selected, "{what}: selection");
            assert_eq!(
                b.last_move.map(|m| m.to_string()).as_deref(),
                played,
                "{what}: move"
            );
            let moves = got.iter().filter(|o| matches!(o, Moved(_))).count();
            assert_eq!(
                moves,
                usize::from(played.is_some()),
                "{what}: one answer at most"
            );
            assert_eq!(b.drag, None, "{what}: nothing held after the release");
        }
    }

    #[test]
    fn a_dragged_piece_and_its_target_are_shown_once_it_moves() {
        let mut b = BoardState::default();
        assert!(b.movable(Square::G1) && !b.movable(Square::G8) && !b.movable(Square::E4));
        b.pointer_down(Square::G1);
        assert_eq!(b.dragged(), None, "a press alone is no drag yet");
        assert!(!b.pointer_move(Some(Square::G1), false));
        assert!(b.pointer_move(Some(Square::G1), true));
        assert_eq!(b.dragged(), Some((Square::G1, Role::Knight, true)));
        assert_eq!(b.drag_target(), None, "over its own square");
        assert!(b.pointer_move(Some(Square::F3), true));
        assert!(
            !b.pointer_move(Some(Square::F3), true),
            "the same square again"
        );
        assert_eq!(b.drag_target(), Some(Square::F3));
        b.pointer_move(None, true);
        assert_eq!(b.drag_target(), None, "off the board");
        b.pointer_up(Some(Square::F3));
        assert_eq!(b.dragged(), None);
        assert!(b.movable(Square::G8), "black to move");
    }

    #[test]
    fn points_of_the_board_name_their_squares() {
        for orientation in [Orientation::White, Orientation::Black] {
            for sq in chess::ALL_SQUARES {
                let b = BoardState::new(Position::default(), orientation);
                let (row, column) = b.screen_coordinates(sq);
                let centre = |v: usize| (v as f64 + 0.5) / 8.0;
                assert_eq!(
                    orientation.square_at_fraction(centre(column), centre(row)),
                    Some(sq)
                );
            }
            for (x, y) in [
                (-0.01, 0.5),
                (0.5, -0.01),
                (1.0, 0.5),
                (0.5, 1.0),
                (f64::NAN, 0.5),
            ] {
                assert_eq!(orientation.square_at_fraction(x, y), None, "{x} {y}");
            }
        }
    }

    #[test]
    fn promotion_waits_for_a_piece() {
        let mut b = board("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        b.press(Square::E7);
        assert_eq!(b.press(Square::E8), Outcome::PromotionNeeded);
        assert_eq!(
            b.press(Square::A1),
            Outcome::Ignored,
            "nothing else while choosing"
        );
        assert_eq!(
            b.promote(Some(Role::Knight)),
            Outcome::Moved(ChessMove::new(
                Square::E7,
                Square::E8,
                Some(chess::Piece::Knight)
            ))
        );
        assert_eq!(b.piece_on(Square::E8), Some((Role::Knight, true)));
        let mut c = board("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        c.pointer_down(Square::E7);
        c.pointer_move(Some(Square::E8), true);
        assert_eq!(c.pointer_up(Some(Square::E8)), Outcome::PromotionNeeded);
        assert_eq!(c.promote(None), Outcome::Deselected);
        assert_eq!(c.position.turn(), Color::White);
    }

    #[test]
    fn orientation_maps_screen_to_squares() {
        assert_eq!(Orientation::White.square_at(0, 0), Square::A8);
        assert_eq!(Orientation::White.square_at(7, 7), Square::H1);
        assert_eq!(Orientation::Black.square_at(0, 0), Square::H1);
        assert_eq!(Orientation::Black.square_at(7, 7), Square::A8);
        let mut b = BoardState {
            orientation: Orientation::Black,
            focus: Square::E2,
            ..BoardState::default()
        };
        b.move_focus(Arrow::Up);
        assert_eq!(
            b.focus,
            Square::E1,
            "up on screen is down the ranks for black"
        );
        b.move_focus(Arrow::Right);
        assert_eq!(b.focus, Square::D1);
        for sq in chess::ALL_SQUARES {
            let (r, c) = b.screen_coordinates(sq);
            assert_eq!(b.orientation.square_at(r, c), sq);
        }
    }

    #[test]
    fn check_is_shown_on_the_king() {
        let b = board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assert_eq!(b.checked_king(), Some(Square::E1));
    }
}
