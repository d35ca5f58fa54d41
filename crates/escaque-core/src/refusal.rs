//! Why a move tried on the board is refused: the rule it breaks, as a student is told it.
//!
//! The board refuses a try (a piece of the side to move taken to a square it may not go to)
//! and says why ([`Refusal`]): the piece does not move that way, the path is blocked, the
//! square holds an own piece, the king is in check or would be, the piece is pinned, or a
//! castling rule. The reason is the reader's own ([`crate::read::resolve`] of the try written
//! in full, `Cg1e5`), so the board and the grader never disagree on a rule.
//!
//! ```
//! use escaque_core::refusal::{refusal, Refusal};
//! use escaque_core::chess::Square;
//! use escaque_core::{Position, Role};
//! let start = Position::default();
//! assert_eq!(refusal(&start, Square::G1, Square::G3), Refusal::NotItsWay { role: Role::Knight });
//! assert_eq!(refusal(&start, Square::F1, Square::C4), Refusal::Blocked { blocker: Square::E2 });
//! ```

use crate::read::{resolve, Illegal, ReadError};
use crate::san::{CastlingSide, San};
use crate::{Position, Role};
use chess::{Color, Rank, Square};

/// Why a try on the board is not a legal move. Each has a message in the UI languages
/// (`board-refused-<code>`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The piece does not move that way (a knight from g1 to g3; a pawn backwards).
    NotItsWay { role: Role },
    /// A pawn goes diagonally only to capture, and there is nothing to capture on `square`.
    PawnCapturesOnly { square: Square },
    /// A pawn does not capture straight ahead: `square` in front of it is taken.
    PawnBlocked { square: Square },
    /// A piece on `blocker` stands in the way.
    Blocked { blocker: Square },
    /// The square holds a piece of the side to move.
    OwnPiece { square: Square },
    /// The king is in check, and the move does not end the check.
    InCheck,
    /// The piece on `square` is pinned: moving it would leave its king in check.
    Pinned { square: Square },
    /// The king would stand in check on `square`.
    KingAttacked { square: Square },
    /// The move would leave the king in check (an en passant capture that uncovers a rank).
    LeavesKingInCheck,
    /// Castling on `side` is no longer allowed: the king or that rook has moved.
    CastlingRight { side: CastlingSide },
    /// Castling: a piece on `blocker` stands between the king and the rook.
    CastlingBlocked { blocker: Square },
    /// No castling out of check.
    CastlingInCheck,
    /// Castling: the king would pass through or land on the attacked `square`.
    CastlingThroughCheck { square: Square },
    /// Castling: the king was taken along its first rank, from its own square, further than
    /// a neighbouring square but not to `square`, where it goes when it castles on that side
    /// (two squares toward the rook: g1 or c1, g8 or c8), or onto its own rook.
    CastlingSquare { square: Square },
    /// Not a legal move, for a reason none of the above says.
    Illegal,
}

impl Refusal {
    /// The reason's code, as its message is named (`board-refused-<code>`).
    pub fn code(self) -> &'static str {
        match self {
            Refusal::NotItsWay { .. } => "way",
            Refusal::PawnCapturesOnly { .. } => "pawn-captures",
            Refusal::PawnBlocked { .. } => "pawn-blocked",
            Refusal::Blocked { .. } => "blocked",
            Refusal::OwnPiece { .. } => "own-piece",
            Refusal::InCheck => "in-check",
            Refusal::Pinned { .. } => "pinned",
            Refusal::KingAttacked { .. } => "king-attacked",
            Refusal::LeavesKingInCheck => "leaves-check",
            Refusal::CastlingRight { .. } => "castling-right",
            Refusal::CastlingBlocked { .. } => "castling-blocked",
            Refusal::CastlingInCheck => "castling-check",
            Refusal::CastlingThroughCheck { .. } => "castling-through",
            Refusal::CastlingSquare { .. } => "castling-square",
            Refusal::Illegal => "move",
        }
    }

    /// The square the message names, if any.
    pub fn square(self) -> Option<Square> {
        match self {
            Refusal::PawnCapturesOnly { square }
            | Refusal::PawnBlocked { square }
            | Refusal::OwnPiece { square }
            | Refusal::Pinned { square }
            | Refusal::KingAttacked { square }
            | Refusal::CastlingThroughCheck { square }
            | Refusal::CastlingSquare { square } => Some(square),
            Refusal::Blocked { blocker } | Refusal::CastlingBlocked { blocker } => Some(blocker),
            _ => None,
        }
    }

    /// The piece the message names, if any.
    pub fn role(self) -> Option<Role> {
        match self {
            Refusal::NotItsWay { role } => Some(role),
            _ => None,
        }
    }
}

/// Why the piece of the side to move on `from` may not go to `to` in `position`.
/// [`Refusal::Illegal`] when `from` holds no piece of the side to move, or the move is legal.
pub fn refusal(position: &Position, from: Square, to: Square) -> Refusal {
    let board = position.board();
    let us = position.turn();
    let Some(piece) = board
        .piece_on(from)
        .filter(|_| board.color_on(from) == Some(us))
    else {
        return Refusal::Illegal;
    };
    let role = Role::from_piece(piece);
    if let Some(side) = castling_try(position, role, from, to) {
        return match resolve(position, &San::Castle(side)) {
            Err(ReadError::Illegal(Illegal::NoCastlingRight { side })) => {
                Refusal::CastlingRight { side }
            }
            Err(ReadError::Illegal(Illegal::CastlingBlocked { blocker, .. })) => {
                Refusal::CastlingBlocked { blocker }
            }
            Err(ReadError::Illegal(Illegal::CastlingThroughCheck { square, .. })) => {
                Refusal::CastlingThroughCheck { square }
            }
            Err(ReadError::Illegal(Illegal::CastlingOutOfCheck)) => Refusal::CastlingInCheck,
            _ => Refusal::Illegal,
        };
    }
    if let Some(square) = castling_square(position, role, from, to) {
        return Refusal::CastlingSquare { square };
    }
    let written = San::Normal {
        role: Some(role),
        file: Some(from.get_file()),
        rank: Some(from.get_rank()),
        capture: board.piece_on(to).is_some(),
        to,
        promotion: None,
    };
    let Err(ReadError::Illegal(illegal)) = resolve(position, &written) else {
        return Refusal::Illegal;
    };
    match illegal {
        Illegal::OwnPieceOnTarget { square } => Refusal::OwnPiece { square },
        Illegal::CannotReach {
            role: Role::Pawn,
            to,
        } if pawn_diagonal(us, from, to) => Refusal::PawnCapturesOnly { square: to },
        Illegal::CannotReach { role, .. } => Refusal::NotItsWay { role },
        Illegal::PathBlocked { blocker, .. } if role == Role::Pawn && blocker == to => {
            Refusal::PawnBlocked { square: to }
        }
        Illegal::PathBlocked { blocker, .. } => Refusal::Blocked { blocker },
        Illegal::KingInCheck { .. } if role == Role::King => Refusal::KingAttacked { square: to },
        Illegal::KingInCheck { pinned: true, .. } => Refusal::Pinned { square: from },
        Illegal::KingInCheck { .. } if position.is_check() => Refusal::InCheck,
        Illegal::KingInCheck { .. } => Refusal::LeavesKingInCheck,
        _ => Refusal::Illegal,
    }
}

/// A king on its first square taken two files along its rank: a castling try.
fn castling_try(position: &Position, role: Role, from: Square, to: Square) -> Option<CastlingSide> {
    let back = if position.turn() == Color::White {
        Rank::First
    } else {
        Rank::Eighth
    };
    if role != Role::King || from.get_rank() != back || to.get_rank() != back {
        return None;
    }
    if from.get_file() != chess::File::E {
        return None;
    }
    match to.get_file() {
        chess::File::G => Some(CastlingSide::King),
        chess::File::C => Some(CastlingSide::Queen),
        _ => None,
    }
}

/// A king on its first square taken along its rank further than a neighbouring square, but
/// not two files (a castling try, [`castling_try`]): the square it castles to on that side.
fn castling_square(position: &Position, role: Role, from: Square, to: Square) -> Option<Square> {
    let back = from.get_rank();
    let first = if position.turn() == Color::White {
        Rank::First
    } else {
        Rank::Eighth
    };
    if role != Role::King
        || back != first
        || to.get_rank() != back
        || from.get_file() != chess::File::E
    {
        return None;
    }
    let to_file = to.get_file().to_index();
    if to_file.abs_diff(chess::File::E.to_index()) < 2 {
        return None;
    }
    let file = if to_file > chess::File::E.to_index() {
        chess::File::G
    } else {
        chess::File::C
    };
    Some(Square::make_square(back, file))
}

/// One square diagonally forward, for a pawn of `us`.
fn pawn_diagonal(us: Color, from: Square, to: Square) -> bool {
    let forward: i32 = if us == Color::White { 1 } else { -1 };
    let dr = to.get_rank().to_index() as i32 - from.get_rank().to_index() as i32;
    let df = to.get_file().to_index() as i32 - from.get_file().to_index() as i32;
    dr == forward && df.abs() == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn each_try_is_refused_for_the_rule_it_breaks() {
        use Refusal::*;
        // (FEN, try, the reason).
        let table: Vec<(&str, &str, Refusal)> = vec![
            // The start: pieces that do not move so, blocked paths, own pieces, pawns.
            ("startpos", "g1g3", NotItsWay { role: Role::Knight }),
            ("startpos", "e2e5", NotItsWay { role: Role::Pawn }),
            (
                "startpos",
                "f1c4",
                Blocked {
                    blocker: square("e2"),
                },
            ),
            (
                "startpos",
                "d1d4",
                Blocked {
                    blocker: square("d2"),
                },
            ),
            (
                "startpos",
                "g1e2",
                OwnPiece {
                    square: square("e2"),
                },
            ),
            (
                "startpos",
                "e2d3",
                PawnCapturesOnly {
                    square: square("d3"),
                },
            ),
            (
                "startpos",
                "e1e2",
                OwnPiece {
                    square: square("e2"),
                },
            ),
            // 1.e4 e5: the pawn does not take straight ahead; nor go back.
            (
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "e4e5",
                PawnBlocked {
                    square: square("e5"),
                },
            ),
            (
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "e4e3",
                NotItsWay { role: Role::Pawn },
            ),
            // A double step through a piece.
            (
                "rnbqkbnr/pppp1ppp/8/8/8/4p3/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e2e4",
                Blocked {
                    blocker: square("e3"),
                },
            ),
            // Check: a move that does not answer it; the king into another attack.
            (
                "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
                "a2a3",
                InCheck,
            ),
            (
                "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
                "e1e2",
                KingAttacked {
                    square: square("e2"),
                },
            ),
            (
                "4k3/8/8/8/8/8/r7/4K3 w - - 0 1",
                "e1f2",
                KingAttacked {
                    square: square("f2"),
                },
            ),
            // A pinned knight.
            (
                "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
                "e2c3",
                Pinned {
                    square: square("e2"),
                },
            ),
            // En passant that uncovers the rank: leaves the king in check.
            (
                "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
                "e5d6",
                LeavesKingInCheck,
            ),
            // Castling: no right, blocked, out of check, through check.
            (
                "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
                "e1g1",
                CastlingRight {
                    side: CastlingSide::King,
                },
            ),
            (
                "startpos",
                "e1g1",
                CastlingBlocked {
                    blocker: square("f1"),
                },
            ),
            (
                "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1",
                "e1c1",
                CastlingInCheck,
            ),
            (
                "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
                "e1g1",
                CastlingThroughCheck {
                    square: square("f1"),
                },
            ),
            // The king taken too far, or onto its rook, to castle: where it goes.
            (
                "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
                "e8b8",
                CastlingSquare {
                    square: square("c8"),
                },
            ),
            (
                "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
                "e8a8",
                CastlingSquare {
                    square: square("c8"),
                },
            ),
            (
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "e1h1",
                CastlingSquare {
                    square: square("g1"),
                },
            ),
            // Black to move.
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                "b8b6",
                NotItsWay { role: Role::Knight },
            ),
            // Not a piece of the side to move; a legal move.
            ("startpos", "e7e5", Illegal),
            ("startpos", "e2e4", Illegal),
        ];
        for (fen, uci, want) in table {
            let position = if fen == "startpos" {
                Position::default()
            } else {
                fen.parse().unwrap()
            };
            let got = refusal(&position, square(&uci[..2]), square(&uci[2..]));
            assert_eq!(got, want, "{fen} {uci}");
        }
    }

    #[test]
    fn every_code_is_distinct() {
        let all = [
            Refusal::NotItsWay { role: Role::Pawn },
            Refusal::PawnCapturesOnly { square: Square::A1 },
            Refusal::PawnBlocked { square: Square::A1 },
            Refusal::Blocked {
                blocker: Square::A1,
            },
            Refusal::OwnPiece { square: Square::A1 },
            Refusal::InCheck,
            Refusal::Pinned { square: Square::A1 },
            Refusal::KingAttacked { square: Square::A1 },
            Refusal::LeavesKingInCheck,
            Refusal::CastlingRight {
                side: CastlingSide::King,
            },
            Refusal::CastlingBlocked {
                blocker: Square::A1,
            },
            Refusal::CastlingInCheck,
            Refusal::CastlingThroughCheck { square: Square::A1 },
            Refusal::CastlingSquare { square: Square::A1 },
            Refusal::Illegal,
        ];
        let codes: std::collections::BTreeSet<&str> = all.iter().map(|r| r.code()).collect();
        assert_eq!(codes.len(), all.len());
    }
}
