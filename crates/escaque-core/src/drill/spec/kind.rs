//! The part of a [`DrillSpec`](super::DrillSpec) that only its kind of drill has: a
//! [`DrillKind`] of squares, moves or a game, each its own struct. A field one kind has no use
//! for does not exist in the others (no language in a square drill, no area in a move drill),
//! and what the teacher's content decides (the length, the seed, the focus set, the game) does
//! not exist beside it.

use super::area::Area;
use super::bounds::{Length, PromptCount, Seed, TimeLimit};
use super::choices::{GameInput, GameSide, MoveForm};
use crate::descriptive::DescriptiveLanguage;
use crate::drill::content::Content;
use crate::grade::Profile;
use crate::library::Focus;
use crate::{Language, Notation};

/// The part of a drill that depends on its kind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DrillKind {
    /// `find` `name` `colour` `diagonal` `knight`.
    Squares(SquareDrill),
    /// `name-move` `play-move`.
    Moves(MoveDrill),
    /// `game`.
    Game(GameDrill),
    /// `write-fen` `set-up`.
    Fen(FenDrill),
}

/// A drill about positions' FEN: positions of the library's games, or the teacher's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FenDrill {
    pub(super) asked: Asked<()>,
}

impl FenDrill {
    /// How long a run lasts (the whole content, when the teacher gave it).
    pub fn length(&self) -> Length {
        self.asked.length()
    }

    /// The seed that fixes the prompts, if any.
    pub fn seed(&self) -> Option<Seed> {
        self.asked.seed()
    }

    /// The teacher's positions or game, if any.
    pub fn content(&self) -> Option<&Content> {
        self.asked.content()
    }
}

/// A drill about squares.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareDrill {
    pub(super) asked: Asked<()>,
    pub(super) pieces: bool,
    pub(super) area: Area,
}

/// A drill about moves of real games (or the teacher's positions or game).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveDrill {
    /// Drawn prompts have a focus set (or none: any move).
    pub(super) asked: Asked<Option<Focus>>,
    pub(super) notation: Writing,
}

/// A whole game, move by move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameDrill {
    pub(super) game: GameSource,
    /// A library game's drill made for a class: its prompts are the game's whatever the seed,
    /// so the seed only marks it as shared (a result code at the end).
    pub(super) seed: Option<Seed>,
    pub(super) input: GameInput,
    pub(super) side: GameSide,
    pub(super) form: MoveForm,
    pub(super) pieces: bool,
    pub(super) notation: Writing,
    /// The book's notation, in which old-book shows the moves.
    pub(super) book: DescriptiveLanguage,
}

/// Where a square or move drill's prompts come from. `F` is what else a drawn run chooses
/// (a move drill's focus set).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Asked<F> {
    /// Drawn per run, or from the seed.
    Drawn {
        length: Drawn,
        seed: Option<Seed>,
        focus: F,
    },
    /// The teacher's content, every item in order.
    Content(Content),
}

/// The length of a run of drawn prompts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Drawn {
    Count(PromptCount),
    Timed(TimeLimit),
}

/// The game of the game drill.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum GameSource {
    /// A game of the library, by its id (well formed).
    Library(String),
    /// The teacher's game.
    Content(Content),
}

/// How a move drill writes and grades moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Writing {
    /// Algebraic in a language, descriptive or ICCF numeric.
    pub(super) notation: Notation,
    pub(super) profile: Profile,
    pub(super) speak: bool,
}

impl Writing {
    pub(super) const DEFAULT: Writing = Writing {
        notation: Notation::Algebraic(Language::Es),
        profile: Profile::Fide,
        speak: false,
    };
}

impl<F> Asked<F> {
    /// A run of the default length, each run its own prompts.
    pub(super) fn default_with(focus: F) -> Asked<F> {
        Asked::Drawn {
            length: Drawn::Count(PromptCount::DEFAULT),
            seed: None,
            focus,
        }
    }

    pub(super) fn length(&self) -> Length {
        match self {
            Asked::Drawn {
                length: Drawn::Count(n),
                ..
            } => Length::Count(*n),
            Asked::Drawn {
                length: Drawn::Timed(t),
                ..
            } => Length::Timed(*t),
            Asked::Content(_) => Length::Whole,
        }
    }

    pub(super) fn seed(&self) -> Option<Seed> {
        match self {
            Asked::Drawn { seed, .. } => *seed,
            Asked::Content(_) => None,
        }
    }

    pub(super) fn content(&self) -> Option<&Content> {
        match self {
            Asked::Drawn { .. } => None,
            Asked::Content(content) => Some(content),
        }
    }
}

impl SquareDrill {
    /// How long a run lasts (the whole content, when the teacher gave it).
    pub fn length(&self) -> Length {
        self.asked.length()
    }

    /// The seed that fixes the prompts, if any.
    pub fn seed(&self) -> Option<Seed> {
        self.asked.seed()
    }

    /// The teacher's squares, if any.
    pub fn content(&self) -> Option<&Content> {
        self.asked.content()
    }

    /// The pieces of the initial position on the board.
    pub fn pieces(&self) -> bool {
        self.pieces
    }

    /// The squares asked about.
    pub fn area(&self) -> Area {
        self.area
    }
}

impl MoveDrill {
    /// How long a run lasts (the whole content, when the teacher gave it).
    pub fn length(&self) -> Length {
        self.asked.length()
    }

    /// The seed that fixes the prompts, if any.
    pub fn seed(&self) -> Option<Seed> {
        self.asked.seed()
    }

    /// The teacher's positions or game, if any.
    pub fn content(&self) -> Option<&Content> {
        self.asked.content()
    }

    /// The focus set of drawn moves (none: any move).
    pub fn focus(&self) -> Option<Focus> {
        match self.asked {
            Asked::Drawn { focus, .. } => focus,
            Asked::Content(_) => None,
        }
    }

    /// The notation: algebraic in a language, descriptive or ICCF.
    pub fn notation(&self) -> Notation {
        self.notation.notation
    }

    /// What the grader accepts.
    pub fn profile(&self) -> Profile {
        self.notation.profile
    }

    /// Whether each move is read aloud.
    pub fn speak(&self) -> bool {
        self.notation.speak
    }
}

impl GameDrill {
    /// The library game's id, unless the teacher gave the game.
    pub fn game(&self) -> Option<&str> {
        match &self.game {
            GameSource::Library(id) => Some(id),
            GameSource::Content(_) => None,
        }
    }

    /// The teacher's game, if any.
    pub fn content(&self) -> Option<&Content> {
        match &self.game {
            GameSource::Library(_) => None,
            GameSource::Content(content) => Some(content),
        }
    }

    /// Whether the student writes or plays the moves.
    pub fn input(&self) -> GameInput {
        self.input
    }

    /// Whose moves the student does.
    pub fn side(&self) -> GameSide {
        self.side
    }

    /// How the moves are written.
    pub fn form(&self) -> MoveForm {
        self.form
    }

    /// The pieces on the board (off: blindfold).
    pub fn pieces(&self) -> bool {
        self.pieces
    }

    /// The notation: algebraic in a language, descriptive or ICCF.
    pub fn notation(&self) -> Notation {
        self.notation.notation
    }

    /// What the grader accepts.
    pub fn profile(&self) -> Profile {
        self.notation.profile
    }

    /// Whether each move is read aloud.
    pub fn speak(&self) -> bool {
        self.notation.speak
    }
}
