//! The prompts of the move drills: moves of real games from the library, all of them or those
//! of a focus set, or every move of one game in order (a library game in the game drill, a
//! teacher's game in any move drill); and the positions of the FEN drills, drawn the same ways.

use super::content::Content;
use super::error::DrillError;
use super::prompt::Prompt;
use super::rng::Rng;
use super::spec::{DrillSpec, GameSide};
use crate::library::{Focus, Library};
use crate::Position;
use chess::{ChessMove, Color};

/// A game as the game drill shows it: where it starts, every move, who played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownGame {
    pub id: String,
    pub white: String,
    pub black: String,
    pub event: String,
    pub year: Option<u16>,
    pub start: Position,
    pub moves: Vec<ChessMove>,
}

/// `count` moves drawn from the focus set (or from every move of every game), never the same
/// one twice in a row.
pub(crate) fn drawn(
    library: &Library,
    focus: Option<Focus>,
    rng: &mut Rng,
    count: usize,
) -> Result<Vec<Prompt>, DrillError> {
    let prompt = |position, mv| Prompt::Move {
        position,
        mv,
        ply: None,
    };
    let mut prompts = Vec::with_capacity(count);
    let mut previous = None;
    match focus {
        Some(focus) => {
            let examples = library.examples(focus);
            let len = u32::try_from(examples.len()).unwrap_or(u32::MAX);
            if len == 0 {
                return Err(DrillError::NoExamples(focus));
            }
            while prompts.len() < count {
                let index = rng.below(len);
                if len > 1 && Some(index) == previous {
                    continue;
                }
                previous = Some(index);
                let example = examples[index as usize];
                prompts.push(prompt(example.position, example.mv));
            }
        }
        None => {
            let len = u32::try_from(library.ply_count()).unwrap_or(u32::MAX);
            while prompts.len() < count && len > 0 {
                let index = rng.below(len);
                if len > 1 && Some(index) == previous {
                    continue;
                }
                previous = Some(index);
                if let Some(example) = library.ply(index as usize) {
                    prompts.push(prompt(example.position, example.mv));
                }
            }
            if prompts.is_empty() {
                return Err(DrillError::NeedsLibrary);
            }
        }
    }
    Ok(prompts)
}

/// Every move of the game that the student does, in order, and the game itself.
pub(crate) fn whole_game(
    library: &Library,
    spec: &DrillSpec,
) -> Result<(Vec<Prompt>, ShownGame), DrillError> {
    let id = spec.game_id();
    let game = library
        .game(id)
        .ok_or_else(|| DrillError::UnknownGame(id.to_string()))?;
    let shown = ShownGame {
        id: game.id.clone(),
        white: game.white.clone(),
        black: game.black.clone(),
        event: game.event.clone(),
        year: game.year,
        start: game.start,
        moves: game.moves.clone(),
    };
    Ok((game_prompts(&shown, spec.side()), shown))
}

/// The prompts of a link's own content, in order (and its game, if it is one).
pub(crate) fn from_content(
    spec: &DrillSpec,
    content: &Content,
) -> (Vec<Prompt>, Option<ShownGame>) {
    match content {
        Content::Squares(squares) if spec.mode().asks_pairs() => (
            squares
                .chunks_exact(2)
                .map(|pair| Prompt::Pair(pair[0], pair[1]))
                .collect(),
            None,
        ),
        Content::Squares(squares) => (squares.iter().map(|&s| Prompt::Square(s)).collect(), None),
        Content::Positions(items) => (
            items
                .iter()
                .filter_map(|&(position, mv)| {
                    mv.map(|mv| Prompt::Move {
                        position,
                        mv,
                        ply: None,
                    })
                })
                .collect(),
            None,
        ),
        Content::Game { start, moves } => {
            let shown = ShownGame {
                id: String::new(),
                white: String::new(),
                black: String::new(),
                event: spec.title().map(str::to_string).unwrap_or_default(),
                year: None,
                start: *start,
                moves: moves.clone(),
            };
            (game_prompts(&shown, spec.side()), Some(shown))
        }
    }
}

/// The moves of `game` that `side` plays, as prompts.
fn game_prompts(game: &ShownGame, side: GameSide) -> Vec<Prompt> {
    crate::replay::plies(game.start, &game.moves)
        .enumerate()
        .filter(|(_, (position, _))| match side {
            GameSide::Both => true,
            GameSide::White => position.turn() == Color::White,
            GameSide::Black => position.turn() == Color::Black,
        })
        .map(|(ply, (position, mv))| Prompt::Move {
            position,
            mv,
            ply: u16::try_from(ply).ok(),
        })
        .collect()
}

/// The positions of `count` questions drawn from the library's games: the position after a
/// move (its last move known), never the same twice in a row.
///
/// # Errors
/// [`DrillError::NeedsLibrary`] for a library without games.
pub(crate) fn drawn_positions(
    library: &Library,
    rng: &mut Rng,
    count: usize,
) -> Result<Vec<Prompt>, DrillError> {
    let len = u32::try_from(library.ply_count()).unwrap_or(u32::MAX);
    if len == 0 {
        return Err(DrillError::NeedsLibrary);
    }
    let mut prompts = Vec::with_capacity(count);
    let mut previous = None;
    while prompts.len() < count {
        let index = rng.below(len);
        if len > 1 && Some(index) == previous {
            continue;
        }
        previous = Some(index);
        if let Some(example) = library.ply(index as usize) {
            prompts.push(Prompt::Position {
                position: example.position.play(example.mv),
                last: Some(example.mv),
            });
        }
    }
    Ok(prompts)
}

/// The positions of a teacher's content: each position (its move left aside), or the position
/// after each move of a game.
pub(crate) fn positions_from_content(content: &Content) -> Vec<Prompt> {
    match content {
        Content::Squares(_) => Vec::new(),
        Content::Positions(items) => items
            .iter()
            .map(|&(position, _)| Prompt::Position {
                position,
                last: None,
            })
            .collect(),
        Content::Game { start, moves } => crate::replay::plies(*start, moves)
            .map(|(position, mv)| Prompt::Position {
                position: position.play(mv),
                last: Some(mv),
            })
            .collect(),
    }
}
