//! Playing a line of moves from its start: the one replay behind the library's games, a
//! teacher's game in a link, the game drill and the builder's board.
//!
//! The moves are taken as legal (they come from a reader or a decoder that checked them).
//!
//! ```
//! use escaque_core::{replay, Position, read_move, Language};
//! let start = Position::default();
//! let e4 = read_move(&start, "e4", Language::En).unwrap();
//! let e5 = read_move(&start.play(e4), "e5", Language::En).unwrap();
//! let plies: Vec<_> = replay::plies(start, &[e4, e5]).collect();
//! assert_eq!(plies[1].0, start.play(e4));
//! assert_eq!(replay::position_at(start, &[e4, e5], 2), Some(start.play(e4).play(e5)));
//! assert_eq!(replay::position_at(start, &[e4, e5], 3), None);
//! ```

use crate::Position;
use chess::ChessMove;

/// Each move with the position it is played from, in order.
pub fn plies(
    start: Position,
    moves: &[ChessMove],
) -> impl Iterator<Item = (Position, ChessMove)> + '_ {
    moves.iter().scan(start, |position, &mv| {
        let before = *position;
        *position = before.play(mv);
        Some((before, mv))
    })
}

/// The position before move `ply` (0 = the start), or after the last move when `ply` is the
/// number of moves; `None` beyond.
pub fn position_at(start: Position, moves: &[ChessMove], ply: usize) -> Option<Position> {
    let moves = moves.get(..ply)?;
    Some(moves.iter().fold(start, |position, &mv| position.play(mv)))
}

/// Every position of the line: the start, then the position after each move with that move.
pub fn frames(
    start: Position,
    moves: &[ChessMove],
) -> impl Iterator<Item = (Position, Option<ChessMove>)> + '_ {
    std::iter::once((start, None))
        .chain(plies(start, moves).map(|(before, mv)| (before.play(mv), Some(mv))))
}
