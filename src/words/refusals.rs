//! Why the board refused a try, in the UI language: the message of each of the core's
//! [`Refusal`]s (`locales/<lang>/board.ftl`).

use crate::i18n::{msg, MessageId};
use escaque_core::refusal::Refusal;

/// The message of a refusal (`board-refused-<code>`), whose variables are `square` and `role`.
pub fn refusal_message(refusal: Refusal) -> MessageId {
    match refusal {
        Refusal::NotItsWay { .. } => msg::BOARD_REFUSED_WAY,
        Refusal::PawnCapturesOnly { .. } => msg::BOARD_REFUSED_PAWN_CAPTURES,
        Refusal::PawnBlocked { .. } => msg::BOARD_REFUSED_PAWN_BLOCKED,
        Refusal::Blocked { .. } => msg::BOARD_REFUSED_BLOCKED,
        Refusal::OwnPiece { .. } => msg::BOARD_REFUSED_OWN_PIECE,
        Refusal::InCheck => msg::BOARD_REFUSED_IN_CHECK,
        Refusal::Pinned { .. } => msg::BOARD_REFUSED_PINNED,
        Refusal::KingAttacked { .. } => msg::BOARD_REFUSED_KING_ATTACKED,
        Refusal::LeavesKingInCheck => msg::BOARD_REFUSED_LEAVES_CHECK,
        Refusal::CastlingRight { .. } => msg::BOARD_REFUSED_CASTLING_RIGHT,
        Refusal::CastlingBlocked { .. } => msg::BOARD_REFUSED_CASTLING_BLOCKED,
        Refusal::CastlingInCheck => msg::BOARD_REFUSED_CASTLING_CHECK,
        Refusal::CastlingThroughCheck { .. } => msg::BOARD_REFUSED_CASTLING_THROUGH,
        Refusal::CastlingSquare { .. } => msg::BOARD_REFUSED_CASTLING_SQUARE,
        Refusal::Illegal => msg::BOARD_REFUSED_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::chess::Square;
    use escaque_core::san::CastlingSide;
    use escaque_core::Role;

    /// Each refusal has its own message, `board-refused-<code>` (a wrong arm above would name
    /// another refusal's).
    #[test]
    fn each_refusal_has_its_message() {
        let square = Square::E4;
        for refusal in [
            Refusal::NotItsWay { role: Role::Knight },
            Refusal::PawnCapturesOnly { square },
            Refusal::PawnBlocked { square },
            Refusal::Blocked { blocker: square },
            Refusal::OwnPiece { square },
            Refusal::InCheck,
            Refusal::Pinned { square },
            Refusal::KingAttacked { square },
            Refusal::LeavesKingInCheck,
            Refusal::CastlingRight {
                side: CastlingSide::King,
            },
            Refusal::CastlingBlocked { blocker: square },
            Refusal::CastlingInCheck,
            Refusal::CastlingThroughCheck { square },
            Refusal::CastlingSquare { square },
            Refusal::Illegal,
        ] {
            assert_eq!(
                refusal_message(refusal).id(),
                format!("board-refused-{}", refusal.code())
            );
        }
    }
}
