//! Focus sets: the kinds of move a drill can concentrate on.
//!
//! Whether a move belongs to a set is decided by the core's own writer: a move is in
//! `disambiguation-file` when its short form names the file of departure (`Cbd2`), and so on.
//!
//! ```
//! use escaque_core::library::Focus;
//! use escaque_core::{chess::{ChessMove, Square}, Position};
//! let position: Position = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
//! let nbd2 = ChessMove::new(Square::B1, Square::D2, None);
//! assert!(Focus::DisambiguationFile.matches(&position, nbd2));
//! assert!(!Focus::Captures.matches(&position, nbd2));
//! assert_eq!("en-passant".parse::<Focus>(), Ok(Focus::EnPassant));
//! assert_eq!(Focus::UnderPromotion.to_string(), "under-promotion");
//! ```

use crate::link_name::{link_names, LinkName};
use crate::san::{San, SanPlus, Suffix};
use crate::write::san_plus;
use crate::Position;
use chess::{ChessMove, Piece};
use std::fmt;
use std::str::FromStr;

/// A kind of move to practise.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Focus {
    /// `0-0` and `0-0-0`.
    Castling,
    /// A pawn takes a pawn that has just made a double step.
    EnPassant,
    /// Any promotion (to a queen or another piece).
    Promotion,
    /// A promotion to a rook, bishop or knight.
    UnderPromotion,
    /// A piece move whose short form names the file of departure only (`Cbd2`).
    DisambiguationFile,
    /// A piece move whose short form names the rank of departure only (`T1a3`).
    DisambiguationRank,
    /// A piece move whose short form names the whole square of departure (`Dh4e1`).
    DisambiguationBoth,
    /// Any capture, en passant included.
    Captures,
    /// A move that gives check but not mate (written with `+`).
    Checks,
    /// A move that mates (written with `#`).
    Mates,
}

/// A slug that names no focus set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFocus(pub String);

impl fmt::Display for UnknownFocus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown focus '{}'", self.0)
    }
}

impl std::error::Error for UnknownFocus {}

link_names!(Focus {
    Castling => "castling",
    EnPassant => "en-passant",
    Promotion => "promotion",
    UnderPromotion => "under-promotion",
    DisambiguationFile => "disambiguation-file",
    DisambiguationRank => "disambiguation-rank",
    DisambiguationBoth => "disambiguation-both",
    Captures => "captures",
    Checks => "checks",
    Mates => "mates",
});

impl Focus {
    /// The name used in links (`en-passant`): its [`LinkName`]. (`Focus::ALL` is in the order
    /// of the asset.)
    pub fn slug(self) -> &'static str {
        self.link_name()
    }

    /// Whether `mv`, played in `position`, is a move of this kind. An illegal move is of no kind.
    pub fn matches(self, position: &Position, mv: ChessMove) -> bool {
        position.is_legal(mv) && self.matches_written(position, mv, &san_plus(position, mv, false))
    }

    /// [`Focus::matches`] for a legal move whose short form `plus` is already known.
    pub(crate) fn matches_written(
        self,
        position: &Position,
        mv: ChessMove,
        plus: &SanPlus,
    ) -> bool {
        let disambiguation = match plus.san {
            San::Normal {
                role: Some(_),
                file,
                rank,
                ..
            } => Some((file.is_some(), rank.is_some())),
            _ => None,
        };
        match self {
            Focus::Castling => matches!(plus.san, San::Castle(_)),
            Focus::EnPassant => position.is_en_passant(mv),
            Focus::Promotion => mv.get_promotion().is_some(),
            Focus::UnderPromotion => mv.get_promotion().is_some_and(|p| p != Piece::Queen),
            Focus::DisambiguationFile => disambiguation == Some((true, false)),
            Focus::DisambiguationRank => disambiguation == Some((false, true)),
            Focus::DisambiguationBoth => disambiguation == Some((true, true)),
            Focus::Captures => position.is_capture(mv),
            Focus::Checks => plus.suffix == Some(Suffix::Check),
            Focus::Mates => matches!(plus.suffix, Some(Suffix::Mate | Suffix::MateDoublePlus)),
        }
    }
}

impl fmt::Display for Focus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

impl FromStr for Focus {
    type Err = UnknownFocus;

    fn from_str(slug: &str) -> Result<Focus, UnknownFocus> {
        Focus::from_link_name(slug).ok_or_else(|| UnknownFocus(slug.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link_name::{assert_table_round_trips, every};
    use crate::read_move;
    use crate::Language;

    #[test]
    fn the_table_names_every_focus_set_once_and_reads_it_back() {
        use Focus::*;
        let sets = every(Castling, |focus| match focus {
            Castling => Some(EnPassant),
            EnPassant => Some(Promotion),
            Promotion => Some(UnderPromotion),
            UnderPromotion => Some(DisambiguationFile),
            DisambiguationFile => Some(DisambiguationRank),
            DisambiguationRank => Some(DisambiguationBoth),
            DisambiguationBoth => Some(Captures),
            Captures => Some(Checks),
            Checks => Some(Mates),
            Mates => None,
        });
        assert_table_round_trips(&sets);
        assert_eq!(sets, Focus::ALL, "the asset's order");
        for focus in sets {
            assert_eq!(focus.to_string().parse::<Focus>(), Ok(focus));
        }
    }

    #[test]
    fn slugs_round_trip_and_are_kebab_case() {
        for focus in Focus::ALL {
            assert_eq!(focus.slug().parse::<Focus>(), Ok(focus));
            assert!(focus
                .slug()
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b == b'-'));
        }
        assert_eq!(
            "Castling".parse::<Focus>(),
            Err(UnknownFocus("Castling".into()))
        );
    }

    /// (FEN, move in English SAN, the focus sets it is in).
    #[test]
    fn each_move_is_in_exactly_its_sets() {
        use Focus::*;
        for (fen, san, sets) in [
            ("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", &[Castling][..]),
            (
                "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                "exd6",
                &[EnPassant, Captures],
            ),
            (
                "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                "axb8=Q+",
                &[Promotion, Captures, Checks],
            ),
            (
                "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                "a8=R+",
                &[Promotion, UnderPromotion, Checks],
            ),
            (
                "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
                "Nbd2",
                &[DisambiguationFile],
            ),
            (
                "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1",
                "R1a3",
                &[DisambiguationRank],
            ),
            (
                "8/7k/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
                "Qa1b2",
                &[DisambiguationBoth],
            ),
            ("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "Ra8#", &[Mates]),
            ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra7", &[]),
            // Pawn captures name their file, but that is not disambiguation.
            ("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "cxd5", &[Captures]),
        ] {
            let position: Position = fen.parse().unwrap();
            let mv = read_move(&position, san, Language::En).unwrap();
            for focus in Focus::ALL {
                assert_eq!(
                    focus.matches(&position, mv),
                    sets.contains(&focus),
                    "{fen} {san} {focus}"
                );
            }
        }
    }

    #[test]
    fn an_illegal_move_is_in_no_set() {
        let mv = ChessMove::new(chess::Square::E2, chess::Square::E5, None);
        assert!(Focus::ALL
            .iter()
            .all(|f| !f.matches(&Position::default(), mv)));
    }
}
