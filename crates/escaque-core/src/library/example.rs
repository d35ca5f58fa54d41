//! Examples of a focus set: a position and the move to name or play there.

use crate::Position;
use chess::ChessMove;

/// Where an example comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExampleSource {
    /// Move number `ply` (0 = the first move) of game number `game` of
    /// [`Library::games`](super::Library::games).
    Game { game: usize, ply: usize },
    /// A position written for the library, where real games give too few examples.
    Constructed,
}

/// A position and a legal move of it, for a drill.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Example {
    /// The position the move is played from.
    pub position: Position,
    /// The move to name or play.
    pub mv: ChessMove,
    pub source: ExampleSource,
}

/// The examples of one focus set as the asset stores them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FocusSet {
    /// (game, ply) references, sorted, without repeats.
    pub(crate) in_games: Vec<(usize, usize)>,
    /// Constructed positions with their move (legal).
    pub(crate) constructed: Vec<(Position, ChessMove)>,
}

impl FocusSet {
    /// How many examples the set has.
    pub(crate) fn len(&self) -> usize {
        self.in_games.len() + self.constructed.len()
    }
}
