//! What a move says, as facts for a sentence: the app turns them into words of the UI language
//! ("caballo a f3", "knight takes on f3, check") for speech synthesis and screen readers.
//!
//! ```
//! use escaque_core::spoken::{move_facts, MoveFacts};
//! use escaque_core::{Position, Role, chess::{ChessMove, Square}};
//! let start = Position::default();
//! let facts = move_facts(&start, ChessMove::new(Square::G1, Square::F3, None));
//! assert_eq!((facts.role, facts.to, facts.capture, facts.check), (Role::Knight, Square::F3, false, false));
//! ```

use crate::san::CastlingSide;
use crate::{Position, Role};
use chess::{ChessMove, File, Square};

/// The facts of a legal move that a spoken sentence needs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveFacts {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub capture: bool,
    pub en_passant: bool,
    pub castling: Option<CastlingSide>,
    pub promotion: Option<Role>,
    /// Check (and not mate).
    pub check: bool,
    pub mate: bool,
}

/// The facts of `mv`, a legal move of `position`.
pub fn move_facts(position: &Position, mv: ChessMove) -> MoveFacts {
    let after = position.play(mv);
    let castling = position.is_castling(mv).then(|| {
        if mv.get_dest().get_file() == File::G {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        }
    });
    MoveFacts {
        role: position.moving_role(mv),
        from: mv.get_source(),
        to: mv.get_dest(),
        capture: position.is_capture(mv),
        en_passant: position.is_en_passant(mv),
        castling,
        promotion: mv.get_promotion().map(Role::from_piece),
        check: after.is_check() && !after.is_checkmate(),
        mate: after.is_checkmate(),
    }
}

/// A move as a board shows it once played: the piece that moved (its side, and a pawn for a
/// promotion), from, to, what it became, and check or mate. Only the position after the move
/// is needed (a board that is given its position and last move has no other), so a capture
/// is not known here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    pub white: bool,
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
    /// Check (and not mate).
    pub check: bool,
    pub mate: bool,
}

/// The move `mv` that led to `after`, as [`PlayedMove`]; `None` when `after` has no piece on
/// its destination (the move is not this position's last).
///
/// ```
/// use escaque_core::spoken::played_move;
/// use escaque_core::{Position, Role, chess::{ChessMove, Square}};
/// let mv = ChessMove::new(Square::G1, Square::F3, None);
/// let played = played_move(&Position::default().play(mv), mv).unwrap();
/// assert_eq!((played.white, played.role, played.from, played.to), (true, Role::Knight, Square::G1, Square::F3));
/// assert_eq!(played_move(&Position::default(), mv), None);
/// ```
pub fn played_move(after: &Position, mv: ChessMove) -> Option<PlayedMove> {
    let board = after.board();
    let white = board.color_on(mv.get_dest())? == chess::Color::White;
    let promotion = mv.get_promotion().map(Role::from_piece);
    let role = match promotion {
        Some(_) => Role::Pawn,
        None => Role::from_piece(board.piece_on(mv.get_dest())?),
    };
    Some(PlayedMove {
        white,
        role,
        from: mv.get_source(),
        to: mv.get_dest(),
        promotion,
        check: after.is_check() && !after.is_checkmate(),
        mate: after.is_checkmate(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_played_move_is_told_from_the_position_after_it() {
        let before: Position = "6k1/1P3ppp/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
        let promote = ChessMove::new(Square::B7, Square::B8, Some(chess::Piece::Queen));
        let played = played_move(&before.play(promote), promote).unwrap();
        assert_eq!(
            (played.role, played.promotion, played.check, played.mate),
            (Role::Pawn, Some(Role::Queen), false, true),
            "b8=Q mates along the back rank"
        );
        let reply: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
            .parse()
            .unwrap();
        let e5 = ChessMove::new(Square::E7, Square::E5, None);
        let played = played_move(&reply.play(e5), e5).unwrap();
        assert!(!played.white && played.role == Role::Pawn && !played.check);
    }

    #[test]
    fn castling_promotion_en_passant_and_mate() {
        let position: Position = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"
            .parse()
            .unwrap();
        let castle = move_facts(&position, ChessMove::new(Square::E1, Square::C1, None));
        assert_eq!(castle.castling, Some(CastlingSide::Queen));
        let ep = move_facts(&position, ChessMove::new(Square::E5, Square::D6, None));
        assert!(ep.capture && ep.en_passant);
        let promote = ChessMove::new(Square::B7, Square::A8, Some(chess::Piece::Queen));
        let facts = move_facts(&position, promote);
        assert_eq!(
            (facts.promotion, facts.capture, facts.check),
            (Some(Role::Queen), true, true)
        );
        let mate: Position = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
        let facts = move_facts(&mate, ChessMove::new(Square::A1, Square::A8, None));
        assert!(facts.mate && !facts.check);
    }
}
