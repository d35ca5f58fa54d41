//! Why the board refused a try, in the UI language: the message of each of the core's
//! [`Refusal`]s (`locales/<lang>/board.ftl`), and the sentence the board says
//! ([`refusal_text`]).

use crate::i18n::{msg, tr, tr_args, MessageId};
use escaque_core::chess::{Color, Square};
use escaque_core::refusal::{refusal, Refusal};
use escaque_core::settings::UiLanguage;
use escaque_core::{Position, Role};

/// What the board says of a refused try on `position`: whose move it is (`wrong_side`, a press
/// on a piece of the side not to move), or the rule the move `from`–`to` breaks, as the core
/// finds it ([`refusal`]).
pub fn refusal_text(
    ui: UiLanguage,
    position: &Position,
    (from, to): (Square, Square),
    wrong_side: bool,
) -> String {
    let white = position.turn() == Color::White;
    if wrong_side {
        let id = if white {
            msg::BOARD_WRONG_SIDE_WHITE
        } else {
            msg::BOARD_WRONG_SIDE_BLACK
        };
        return tr(ui, id);
    }
    let reason = refusal(position, from, to);
    let square = reason.square().map(|s| s.to_string()).unwrap_or_default();
    let role = reason.role().map_or("pawn", Role::english_name);
    tr_args(
        ui,
        refusal_message(reason),
        &[("square", &square), ("role", role)],
    )
}

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
    use escaque_core::san::CastlingSide;
    use std::collections::BTreeSet;

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
            for ui in UiLanguage::ALL {
                let text = refusal_text(ui, &position, (from, to), false);
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
