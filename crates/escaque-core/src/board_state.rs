//! The board's state machine, as plain data: selection, moves, promotion, orientation, focus.
//!
//! chessground's separation: the board component only renders this state and forwards input;
//! legal destinations come from the position, never from the view.
//!
//! ```
//! use escaque_core::board_state::{BoardState, Outcome};
//! use escaque_core::chess::Square;
//! let mut board = BoardState::default();
//! assert_eq!(board.press(Square::E2), Outcome::Selected);
//! assert_eq!(board.destinations(), vec![Square::E3, Square::E4]);
//! assert!(matches!(board.press(Square::E4), Outcome::Moved(_)));
//! ```

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

impl Orientation {
    /// The square shown at `row` (0 = top) and `column` (0 = left).
    pub fn square_at(self, row: usize, column: usize) -> Square {
        let (rank, file) = match self {
            Orientation::White => (7 - row, column),
            Orientation::Black => (row, 7 - column),
        };
        Square::make_square(Rank::from_index(rank), File::from_index(file))
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

/// What a press on a square did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Selected,
    Deselected,
    Moved(ChessMove),
    /// A pawn reaches the last rank: [`BoardState::promote`] finishes the move.
    PromotionNeeded,
    /// Not a legal move: the selection is dropped.
    Refused,
    Ignored,
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

    /// A click, a touch start or Enter on `square`: select, move, or drop the selection.
    pub fn press(&mut self, square: Square) -> Outcome {
        self.focus = square;
        if self.pending_promotion.is_some() {
            return Outcome::Ignored;
        }
        match self.selected {
            Some(from) if from == square => {
                self.selected = None;
                Outcome::Deselected
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
            None => Outcome::Ignored,
        }
    }

    /// A piece dragged from `from` and dropped on `to`.
    pub fn drop_piece(&mut self, from: Square, to: Square) -> Outcome {
        if from == to || self.pending_promotion.is_some() || !self.own_piece(from) {
            return Outcome::Ignored;
        }
        self.focus = to;
        self.try_move(from, to)
    }

    fn try_move(&mut self, from: Square, to: Square) -> Outcome {
        self.selected = None;
        let candidates: Vec<ChessMove> = self
            .position
            .legal_moves_to(to)
            .filter(|m| m.get_source() == from)
            .collect();
        match candidates.as_slice() {
            [] => Outcome::Refused,
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
        let (mut row, mut column) = self.screen_coordinates(self.focus);
        match arrow {
            Arrow::Up => row = row.saturating_sub(1),
            Arrow::Down => row = (row + 1).min(7),
            Arrow::Left => column = column.saturating_sub(1),
            Arrow::Right => column = (column + 1).min(7),
        }
        self.focus = self.orientation.square_at(row, column);
    }

    /// Row (0 = top) and column (0 = left) where `square` is shown.
    pub fn screen_coordinates(&self, square: Square) -> (usize, usize) {
        let (rank, file) = (square.get_rank().to_index(), square.get_file().to_index());
        match self.orientation {
            Orientation::White => (7 - rank, file),
            Orientation::Black => (rank, 7 - file),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(fen: &str) -> BoardState {
        BoardState::new(fen.parse().unwrap(), Orientation::White)
    }

    #[test]
    fn click_to_move_and_refusal() {
        let mut b = BoardState::default();
        assert_eq!(
            b.press(Square::E7),
            Outcome::Ignored,
            "not the side to move"
        );
        assert_eq!(b.press(Square::G1), Outcome::Selected);
        assert_eq!(b.destinations(), vec![Square::F3, Square::H3]);
        assert_eq!(
            b.press(Square::B1),
            Outcome::Selected,
            "another own piece takes the selection"
        );
        assert_eq!(b.press(Square::B4), Outcome::Refused);
        assert_eq!(b.selected, None);
        assert_eq!(b.press(Square::B1), Outcome::Selected);
        assert_eq!(b.press(Square::B1), Outcome::Deselected);
        assert_eq!(
            b.drop_piece(Square::E2, Square::E4),
            Outcome::Moved(ChessMove::new(Square::E2, Square::E4, None))
        );
        assert_eq!(b.last_move.map(|m| m.to_string()), Some("e2e4".into()));
        assert_eq!(b.position.turn(), Color::Black);
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
        c.drop_piece(Square::E7, Square::E8);
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
