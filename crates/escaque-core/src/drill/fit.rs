//! Which drills take which content: the one rule the builder, the spec and the drill follow.
//!
//! | content | drills |
//! |---|---|
//! | squares | the square drills (`diagonal` and `knight` two by two: an even count) |
//! | positions, each with its move | `name-move` `play-move` |
//! | positions (a move or not) | `write-fen` `set-up` (each position a question) |
//! | a game | `name-move` `play-move` (each move a question, in order) and `game`; `write-fen` `set-up` (the position after each move) |
//!
//! ```
//! use escaque_core::drill::{fit, Mode};
//! use escaque_core::drill::content::{Content, Kind};
//! let game = Content::recognise("1.e4 e5 2.Cf3 Cc6", fit::preferred_kind(Mode::Find), None).unwrap();
//! assert_eq!(fit::check(Mode::Find, &game), Err(fit::Misfit::Kind(Kind::Game)));
//! assert_eq!(fit::check(Mode::NameMove, &game), Ok(()));
//! assert_eq!(fit::modes_for(&game), vec![Mode::NameMove, Mode::PlayMove, Mode::Game, Mode::OldBook, Mode::WriteFen, Mode::SetUp]);
//! assert_eq!(fit::suggested(Mode::Find, &game), Some(Mode::Game));
//! ```

use super::content::{Content, Kind};
use super::spec::mode::Mode;
use std::fmt;

/// Why content does not fit a drill.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Misfit {
    /// The drill does not ask this kind of content.
    Kind(Kind),
    /// A pair drill takes squares two by two; this many is odd (or one).
    OddSquares { count: usize },
    /// A move drill asks each position's move; the position `index` (from 1) has none.
    NoMove { index: usize },
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misfit::Kind(kind) => write!(f, "the drill does not ask {kind:?} content"),
            Misfit::OddSquares { count } => {
                write!(f, "{count} squares cannot be asked two by two")
            }
            Misfit::NoMove { index } => write!(f, "position {index} has no move"),
        }
    }
}

impl std::error::Error for Misfit {}

/// The modes that take each kind, in menu order.
fn modes_of(kind: Kind) -> &'static [Mode] {
    match kind {
        Kind::Squares => &Mode::SQUARE_DRILLS,
        Kind::Positions => &[Mode::NameMove, Mode::PlayMove, Mode::WriteFen, Mode::SetUp],
        Kind::Game => &[
            Mode::NameMove,
            Mode::PlayMove,
            Mode::Game,
            Mode::OldBook,
            Mode::WriteFen,
            Mode::SetUp,
        ],
    }
}

/// Whether `mode` asks `content`.
///
/// # Errors
/// The [`Misfit`] that says why not.
pub fn check(mode: Mode, content: &Content) -> Result<(), Misfit> {
    if !modes_of(content.kind()).contains(&mode) {
        return Err(Misfit::Kind(content.kind()));
    }
    match content {
        Content::Squares(squares) if mode.asks_pairs() && squares.len() % 2 == 1 => {
            Err(Misfit::OddSquares {
                count: squares.len(),
            })
        }
        Content::Positions(items) if mode.is_move_drill() => {
            match items.iter().position(|(_, mv)| mv.is_none()) {
                Some(i) => Err(Misfit::NoMove { index: i + 1 }),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// Every mode that takes `content`, in menu order.
pub fn modes_for(content: &Content) -> Vec<Mode> {
    Mode::ALL
        .into_iter()
        .filter(|&mode| check(mode, content).is_ok())
        .collect()
}

/// The mode to offer when `content` does not fit `mode`: the game drill for a game, the first
/// that takes it otherwise; `None` when it fits `mode` or no mode.
pub fn suggested(mode: Mode, content: &Content) -> Option<Mode> {
    if check(mode, content).is_ok() {
        return None;
    }
    let modes = modes_for(content);
    if content.kind() == Kind::Game && modes.contains(&Mode::Game) {
        return Some(Mode::Game);
    }
    modes.first().copied()
}

/// The kind a mode reads an ambiguous text as (`e4 d5`: squares, or 1.e4 d5).
pub fn preferred_kind(mode: Mode) -> Kind {
    if mode.is_square_drill() {
        Kind::Squares
    } else if mode.is_fen_drill() {
        Kind::Positions
    } else {
        Kind::Game
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;
    use chess::Square;

    #[test]
    fn each_kind_fits_its_modes_and_no_other() {
        let squares = Content::Squares(vec![Square::E4, Square::D5]);
        let odd = Content::Squares(vec![Square::E4, Square::D5, Square::A1]);
        let start = Position::default();
        let e4 = start
            .legal_moves()
            .find(|m| m.to_string() == "e2e4")
            .unwrap();
        let positions = Content::Positions(vec![(start, Some(e4))]);
        let bare = Content::Positions(vec![(start, Some(e4)), (start, None)]);
        let game = Content::Game {
            start,
            moves: vec![e4],
        };
        for (content, modes) in [
            (&squares, &Mode::SQUARE_DRILLS[..]),
            (&odd, &[Mode::Find, Mode::Name, Mode::Colour][..]),
            (
                &positions,
                &[Mode::NameMove, Mode::PlayMove, Mode::WriteFen, Mode::SetUp][..],
            ),
            (&bare, &Mode::FEN_DRILLS[..]),
            (
                &game,
                &[
                    Mode::NameMove,
                    Mode::PlayMove,
                    Mode::Game,
                    Mode::OldBook,
                    Mode::WriteFen,
                    Mode::SetUp,
                ][..],
            ),
        ] {
            assert_eq!(modes_for(content), modes, "{content:?}");
        }
        assert_eq!(
            check(Mode::Knight, &odd),
            Err(Misfit::OddSquares { count: 3 })
        );
        assert_eq!(
            check(Mode::NameMove, &bare),
            Err(Misfit::NoMove { index: 2 })
        );
        assert_eq!(suggested(Mode::Find, &positions), Some(Mode::NameMove));
        assert_eq!(suggested(Mode::Game, &squares), Some(Mode::Find));
        assert_eq!(suggested(Mode::Knight, &odd), Some(Mode::Find));
        assert_eq!(suggested(Mode::Find, &squares), None);
        assert_eq!(suggested(Mode::Find, &bare), Some(Mode::WriteFen));
        assert_eq!(suggested(Mode::NameMove, &bare), Some(Mode::WriteFen));
        assert_eq!(check(Mode::SetUp, &bare), Ok(()));
        assert_eq!(
            check(Mode::WriteFen, &squares),
            Err(Misfit::Kind(Kind::Squares))
        );
    }
}
