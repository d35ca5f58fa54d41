//! What a drill asks: its [`Mode`], and the mode's name in links and routes.

use crate::link_name::{link_names, LinkName};
use crate::settings::Coordinates;
use std::fmt;

/// What the drill asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// A square is named; the student finds it on the board.
    Find,
    /// A square is marked; the student names it.
    Name,
    /// A square is named; light or dark?
    Colour,
    /// Two squares are named; are they on one diagonal?
    Diagonal,
    /// Two squares are named; how many knight moves from one to the other?
    Knight,
    /// A move is played on the board; the student writes it.
    NameMove,
    /// A move is written; the student plays it on the board.
    PlayMove,
    /// A whole game, move by move, written or played.
    Game,
    /// A game as an old book prints it (descriptive notation), move by move: the student
    /// writes each move in algebraic, or plays it.
    OldBook,
    /// A position is shown; the student writes its FEN.
    WriteFen,
    /// A FEN is shown; the student sets its position up on the board.
    SetUp,
}

link_names!(Mode {
    Find => "find",
    Name => "name",
    Colour => "colour",
    Diagonal => "diagonal",
    Knight => "knight",
    NameMove => "name-move",
    PlayMove => "play-move",
    Game => "game",
    OldBook => "old-book",
    WriteFen => "write-fen",
    SetUp => "set-up",
});

impl Mode {
    /// The drills about squares.
    pub const SQUARE_DRILLS: [Mode; 5] = [
        Mode::Find,
        Mode::Name,
        Mode::Colour,
        Mode::Diagonal,
        Mode::Knight,
    ];

    /// The drills about moves (they need the game library or the link's content).
    pub const MOVE_DRILLS: [Mode; 4] = [Mode::NameMove, Mode::PlayMove, Mode::Game, Mode::OldBook];

    /// The drills about FEN (positions from the game library or the link's content).
    pub const FEN_DRILLS: [Mode; 2] = [Mode::WriteFen, Mode::SetUp];

    /// The mode's name in links and routes (`find`, `colour`): its [`LinkName`].
    pub fn slug(self) -> &'static str {
        self.link_name()
    }

    /// Whether the drill asks about squares (not moves).
    pub fn is_square_drill(self) -> bool {
        Mode::SQUARE_DRILLS.contains(&self)
    }

    /// Whether the drill asks about moves (name-move, play-move, game).
    pub fn is_move_drill(self) -> bool {
        Mode::MOVE_DRILLS.contains(&self)
    }

    /// Whether the drill goes through a whole game (game, old-book).
    pub fn is_game(self) -> bool {
        matches!(self, Mode::Game | Mode::OldBook)
    }

    /// Whether the drill asks about a position's FEN (write-fen, set-up).
    pub fn is_fen_drill(self) -> bool {
        Mode::FEN_DRILLS.contains(&self)
    }

    /// Whether a prompt names two squares.
    pub fn asks_pairs(self) -> bool {
        matches!(self, Mode::Diagonal | Mode::Knight)
    }

    /// Whether a square's own name is the question or the answer (find the named square,
    /// name the marked one): a name written on a square would give the answer away.
    pub fn answers_with_square_names(self) -> bool {
        matches!(self, Mode::Find | Mode::Name)
    }

    /// The coordinates a drill of this mode shows for the `requested` ones (the link's or
    /// the settings'): names on every square become the edges' letters and numbers where they
    /// would give the answer away ([`Mode::answers_with_square_names`]); the rest as asked.
    ///
    /// ```
    /// use escaque_core::drill::Mode;
    /// use escaque_core::settings::Coordinates;
    /// assert_eq!(Mode::Find.coordinates_shown(Coordinates::Squares), Coordinates::Edges);
    /// assert_eq!(Mode::Colour.coordinates_shown(Coordinates::Squares), Coordinates::Squares);
    /// assert_eq!(Mode::Name.coordinates_shown(Coordinates::Off), Coordinates::Off);
    /// ```
    pub fn coordinates_shown(self, requested: Coordinates) -> Coordinates {
        match requested {
            Coordinates::Squares if self.answers_with_square_names() => Coordinates::Edges,
            other => other,
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::SpecError;
    use crate::link_name::{assert_table_round_trips, every};

    /// No drill whose answer is a square's name writes names on the squares; every other
    /// drill shows what was asked.
    #[test]
    fn a_drill_never_shows_the_name_it_asks_for() {
        for mode in Mode::ALL {
            for requested in Coordinates::ALL {
                let shown = mode.coordinates_shown(requested);
                let gives_away =
                    matches!(mode, Mode::Find | Mode::Name) && requested == Coordinates::Squares;
                assert_eq!(
                    shown,
                    if gives_away {
                        Coordinates::Edges
                    } else {
                        requested
                    },
                    "{mode} {requested:?}"
                );
                assert!(!(mode.answers_with_square_names() && shown == Coordinates::Squares));
            }
        }
    }

    #[test]
    fn the_table_names_every_mode_once_and_reads_it_back() {
        let modes = every(Mode::Find, |mode| match mode {
            Mode::Find => Some(Mode::Name),
            Mode::Name => Some(Mode::Colour),
            Mode::Colour => Some(Mode::Diagonal),
            Mode::Diagonal => Some(Mode::Knight),
            Mode::Knight => Some(Mode::NameMove),
            Mode::NameMove => Some(Mode::PlayMove),
            Mode::PlayMove => Some(Mode::Game),
            Mode::Game => Some(Mode::OldBook),
            Mode::OldBook => Some(Mode::WriteFen),
            Mode::WriteFen => Some(Mode::SetUp),
            Mode::SetUp => None,
        });
        assert_table_round_trips(&modes);
        assert_eq!(modes, Mode::ALL);
        for mode in modes {
            assert_eq!(mode.to_string().parse::<Mode>(), Ok(mode));
            let kinds = [
                mode.is_square_drill(),
                mode.is_move_drill(),
                mode.is_fen_drill(),
            ];
            assert_eq!(kinds.iter().filter(|k| **k).count(), 1, "{mode}");
        }
        assert_eq!("color".parse::<Mode>(), Ok(Mode::Colour));
        assert_eq!("write-fen".parse::<Mode>(), Ok(Mode::WriteFen));
        assert_eq!(Mode::SetUp.slug(), "set-up");
        assert_eq!("old-book".parse::<Mode>(), Ok(Mode::OldBook));
        assert!(Mode::OldBook.is_game() && Mode::OldBook.is_move_drill());
        assert_eq!(
            "Find".parse::<Mode>(),
            Err(SpecError::UnknownMode("Find".into()))
        );
    }
}
