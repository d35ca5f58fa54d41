//! The options of a drill that are one of a few named values: the side at the bottom, and the
//! game drill's input, side and form. Each has its name table ([`LinkName`]) beside it.

use super::mode::Mode;
use crate::board_state::Orientation;
use crate::link_name::link_names;
#[cfg(doc)]
use crate::link_name::LinkName;

/// Which side is at the bottom.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OrientationChoice {
    White,
    Black,
    /// Chosen per run from the seed; the page says which.
    Random,
    /// Move drills: the side to move (in a game, the student's side) at the bottom.
    Auto,
}

link_names!(OrientationChoice {
    White => "white",
    Black => "black",
    Random => "random",
    Auto => "auto",
});

impl OrientationChoice {
    /// The choices a drill of `mode` offers, in menu order: a square drill has no side to move,
    /// a move drill offers it first (its default) and no random side.
    ///
    /// ```
    /// use escaque_core::drill::{Mode, OrientationChoice};
    /// use OrientationChoice::*;
    /// assert_eq!(OrientationChoice::offered(Mode::Find), [White, Black, Random]);
    /// assert_eq!(OrientationChoice::offered(Mode::Game), [Auto, White, Black]);
    /// ```
    pub fn offered(mode: Mode) -> [OrientationChoice; 3] {
        use OrientationChoice::*;
        if mode.is_square_drill() {
            [White, Black, Random]
        } else if mode.is_fen_drill() {
            // A FEN is read from rank 8 down: White at the bottom first.
            [White, Black, Auto]
        } else {
            [Auto, White, Black]
        }
    }

    /// Whether a drill of `mode` may have this choice (`auto` is for move drills only; a link
    /// may ask a move drill for a random side).
    pub fn fits(self, mode: Mode) -> bool {
        self != OrientationChoice::Auto || !mode.is_square_drill()
    }
}

impl From<Orientation> for OrientationChoice {
    fn from(orientation: Orientation) -> OrientationChoice {
        match orientation {
            Orientation::White => OrientationChoice::White,
            Orientation::Black => OrientationChoice::Black,
        }
    }
}

/// In the game drill: does the student write the moves or play them?
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameInput {
    /// Each move is played on the board; the student writes it.
    Write,
    /// Each move is written; the student plays it.
    Play,
}

link_names!(GameInput {
    Write => "write",
    Play => "play",
});

/// In the game drill: whose moves the student does (the others are played for them).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameSide {
    White,
    Black,
    Both,
}

link_names!(GameSide {
    Both => "both",
    White => "white",
    Black => "black",
});

/// How the game drill writes moves: the three forms of FIDE's sample game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveForm {
    /// `exd6 a.p.`, `De3+`: every mark.
    Short,
    /// `ed6`, `De3`: no capture, check or mate marks.
    Bare,
    /// `e5xd6`, `Dd4-e3`: the long form.
    Long,
}

link_names!(MoveForm {
    Short => "short",
    Bare => "bare",
    Long => "long",
});

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link_name::{assert_table_round_trips, every};

    #[test]
    fn each_table_names_every_value_once_and_reads_it_back() {
        use OrientationChoice as O;
        let sides = every(O::White, |o| match o {
            O::White => Some(O::Black),
            O::Black => Some(O::Random),
            O::Random => Some(O::Auto),
            O::Auto => None,
        });
        assert_table_round_trips(&sides);
        assert_eq!(sides, O::ALL);
        let inputs = every(GameInput::Write, |input| match input {
            GameInput::Write => Some(GameInput::Play),
            GameInput::Play => None,
        });
        assert_table_round_trips(&inputs);
        let game_sides = every(GameSide::White, |side| match side {
            GameSide::White => Some(GameSide::Black),
            GameSide::Black => Some(GameSide::Both),
            GameSide::Both => None,
        });
        assert_table_round_trips(&game_sides);
        let forms = every(MoveForm::Short, |form| match form {
            MoveForm::Short => Some(MoveForm::Bare),
            MoveForm::Bare => Some(MoveForm::Long),
            MoveForm::Long => None,
        });
        assert_table_round_trips(&forms);
    }

    #[test]
    fn every_offered_side_fits_its_mode() {
        for mode in Mode::ALL {
            for choice in OrientationChoice::offered(mode) {
                assert!(choice.fits(mode), "{mode}: {choice:?}");
            }
            assert_eq!(OrientationChoice::Auto.fits(mode), !mode.is_square_drill());
            assert!(OrientationChoice::Random.fits(mode));
        }
    }
}
