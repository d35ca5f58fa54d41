//! Why a drill cannot start: one error type for every way of building its prompts (the move
//! drills' library and games, the FEN drills' positions), below all of them.

use crate::library::Focus;
use std::fmt;

/// Why a move drill cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillError {
    /// A move drill without the game library (the app must load it first).
    NeedsLibrary,
    /// The link names a game the library does not have.
    UnknownGame(String),
    /// The focus set has no example (a library without it).
    NoExamples(Focus),
    /// Nothing to ask: the game has no move of the side the student plays.
    NothingToAsk,
}

impl fmt::Display for DrillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrillError::NeedsLibrary => write!(f, "the move drills need the game library"),
            DrillError::UnknownGame(id) => write!(f, "the library has no game '{id}'"),
            DrillError::NoExamples(focus) => write!(f, "the focus set '{focus}' has no example"),
            DrillError::NothingToAsk => write!(f, "the game has no move of the chosen side"),
        }
    }
}

impl std::error::Error for DrillError {}
