//! Building a library from PGN: read every game, give it its id, and pick the focus-set
//! examples, spread over as many games as possible.

use super::catalog::Library;
use super::constructed::CONSTRUCTED;
use super::example::FocusSet;
use super::focus::Focus;
use super::game::{GameResult, LibraryGame};
use super::id::{deduplicate, derive_id, is_valid_id};
use super::names;
use super::order::sorted_moves;
use super::retired::is_retired;
use crate::game::{games_auto, Game, GameError};
use crate::position::is_null;
use crate::write::san_plus_after;
use crate::Position;
use std::collections::HashSet;
use std::fmt;

/// At most this many examples of a focus set come from games.
pub const MAX_EXAMPLES_FROM_GAMES: usize = 300;

/// A PGN text to build from, with a name (a file name) for error messages.
#[derive(Copy, Clone, Debug)]
pub struct Source<'a> {
    /// Named in errors (`games.pgn: game 2, move 2, …`).
    pub name: &'a str,
    /// PGN or plain movetext, in any language the reader knows.
    pub text: &'a str,
}

/// Why a library cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// A game that does not read in any language.
    Read {
        source: String,
        error: Box<GameError>,
    },
    /// A game without a move: nothing to drill.
    NoMoves { source: String, game: usize },
    /// A game with a null move (`--`), which no drill can show.
    NullMove {
        source: String,
        game: usize,
        ply: usize,
    },
    /// An `Id` tag that is not well formed (see [`is_valid_id`]).
    BadId {
        source: String,
        game: usize,
        id: String,
    },
    /// An `Id` tag that another game already has.
    DuplicateId {
        source: String,
        game: usize,
        id: String,
    },
    /// An `Id` tag that once named a game no longer in the library ([`RETIRED_IDS`]): old links
    /// name it, so it never names another game.
    ///
    /// [`RETIRED_IDS`]: super::RETIRED_IDS
    RetiredId {
        source: String,
        game: usize,
        id: String,
    },
    /// A constructed example whose FEN or move is wrong, or whose move lacks its feature.
    Constructed { focus: Focus, index: usize },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Read { source, error } => write!(f, "{source}: {error}"),
            BuildError::NoMoves { source, game } => {
                write!(f, "{source}: game {game} has no moves")
            }
            BuildError::NullMove { source, game, ply } => {
                write!(f, "{source}: game {game} has a null move at ply {ply}")
            }
            BuildError::BadId { source, game, id } => write!(
                f,
                "{source}: game {game} has a bad id '{id}' (lower-case letters and digits joined by hyphens)"
            ),
            BuildError::DuplicateId { source, game, id } => {
                write!(f, "{source}: game {game} has the id '{id}' of an earlier game")
            }
            BuildError::RetiredId { source, game, id } => write!(
                f,
                "{source}: game {game} has the id '{id}' of a game removed from the library (ids are never reused)"
            ),
            BuildError::Constructed { focus, index } => {
                write!(f, "constructed {focus} example {index} is wrong")
            }
        }
    }
}

impl std::error::Error for BuildError {}

/// Builds a library from PGN texts: every game of every source in order (each game read in
/// the first language it reads in, English first), ids from `Id` tags or else derived from the
/// players and year ([`derive_id`](super::id::derive_id), `-2`, `-3` for repeats; never a
/// [retired](super::RETIRED_IDS) id), and the
/// examples of each focus set: up to [`MAX_EXAMPLES_FROM_GAMES`] from the games, spread over
/// as many games as possible, plus the constructed positions.
///
/// ```
/// use escaque_core::library::{build, Focus, Source};
/// let text = "[White \"Fischer, Robert J.\"]\n[Black \"Spassky, Boris V.\"]\n[Date \"1972.07.23\"]\n\n\
///             1.c4 e6 2.Nf3 d5 3.d4 Nf6 4.Nc3 Be7 5.Bg5 O-O *";
/// let library = build(&[Source { name: "game6.pgn", text }]).unwrap();
/// let game = &library.games()[0];
/// assert_eq!((game.id.as_str(), game.year), ("fischer-spassky-1972", Some(1972)));
/// assert_eq!(library.examples(Focus::Castling).len() >= 1, true);
/// ```
///
/// # Errors
/// The first game that does not read, has no moves or a null move, or a bad, repeated or
/// retired id.
pub fn build(sources: &[Source]) -> Result<Library, BuildError> {
    let mut read = Vec::new();
    for source in sources {
        for (index, game) in games_auto(source.text).enumerate() {
            let (game, _) = game.map_err(|error| BuildError::Read {
                source: source.name.to_string(),
                error: Box::new(error),
            })?;
            let number = index + 1;
            if game.moves.is_empty() {
                return Err(BuildError::NoMoves {
                    source: source.name.to_string(),
                    game: number,
                });
            }
            if let Some(ply) = game.moves.iter().position(|m| is_null(m.mv)) {
                return Err(BuildError::NullMove {
                    source: source.name.to_string(),
                    game: number,
                    ply,
                });
            }
            read.push((source.name, number, game));
        }
    }
    let games = with_ids(read)?;
    let mut sets = examples_in_games(&games);
    add_constructed(&mut sets)?;
    Ok(Library::from_parts(games, sets))
}

/// Gives every game its id: its `Id` tag, checked, or one derived from its tags.
fn with_ids(read: Vec<(&str, usize, Game)>) -> Result<Vec<LibraryGame>, BuildError> {
    let mut taken: HashSet<String> = HashSet::new();
    for (source, number, game) in &read {
        if let Some(id) = game.tag("Id") {
            let (source, game, id) = (source.to_string(), *number, id.to_string());
            if !is_valid_id(&id) {
                return Err(BuildError::BadId { source, game, id });
            }
            if is_retired(&id) {
                return Err(BuildError::RetiredId { source, game, id });
            }
            if !taken.insert(id.clone()) {
                return Err(BuildError::DuplicateId { source, game, id });
            }
        }
    }
    let mut games = Vec::with_capacity(read.len());
    for (_, _, game) in read {
        let text = |name: &str| game.tag(name).unwrap_or("?").to_string();
        let year = game
            .tag("Date")
            .and_then(|date| date.get(..4))
            .and_then(|y| y.parse::<u16>().ok())
            .filter(|&y| y > 0);
        let id = match game.tag("Id") {
            Some(id) => id.to_string(),
            None => {
                let base = derive_id(&text("White"), &text("Black"), year);
                let id = deduplicate(&base, |id| taken.contains(id) || is_retired(id));
                taken.insert(id.clone());
                id
            }
        };
        let result = game
            .tag("Result")
            .or(game.result.as_deref())
            .and_then(GameResult::from_pgn)
            .unwrap_or(GameResult::Unknown);
        // Ids come from the names as written (above), so tidying never changes one.
        games.push(LibraryGame {
            id,
            white: names::tidy(&text("White")),
            black: names::tidy(&text("Black")),
            event: text("Event"),
            year,
            result,
            start: game.start,
            moves: game.moves.iter().map(|m| m.mv).collect(),
        });
    }
    let written: Vec<(&str, Option<u16>)> = games
        .iter()
        .flat_map(|g| [(g.white.as_str(), g.year), (g.black.as_str(), g.year)])
        .collect();
    let shown = names::unify(&written);
    for (game, pair) in games.iter_mut().zip(shown.chunks(2)) {
        game.white = pair[0].clone();
        game.black = pair[1].clone();
    }
    Ok(games)
}

/// The examples of each focus set found in the games, spread: each game's first example,
/// then each game's second, and so on, until the cap.
fn examples_in_games(games: &[LibraryGame]) -> Vec<FocusSet> {
    // found[focus][game] = the plies of that game with the feature.
    let mut found = vec![vec![Vec::new(); games.len()]; Focus::ALL.len()];
    for (game, played) in games.iter().enumerate() {
        for (ply, (position, mv)) in played.plies().enumerate() {
            let plus = san_plus_after(&position, mv, &position.play(mv), false);
            for (f, focus) in Focus::ALL.into_iter().enumerate() {
                if focus.matches_written(&position, mv, &plus) {
                    found[f][game].push(ply);
                }
            }
        }
    }
    found
        .into_iter()
        .map(|per_game| FocusSet {
            in_games: spread(&per_game, MAX_EXAMPLES_FROM_GAMES),
            constructed: Vec::new(),
        })
        .collect()
}

/// Up to `cap` (game, ply) pairs of `per_game`, sorted, taken in rounds: the first ply of
/// every game, then the second, …; the last, partial round takes games evenly spaced.
fn spread(per_game: &[Vec<usize>], cap: usize) -> Vec<(usize, usize)> {
    let mut chosen = Vec::new();
    for round in 0.. {
        let candidates: Vec<(usize, usize)> = per_game
            .iter()
            .enumerate()
            .filter_map(|(game, plies)| plies.get(round).map(|&ply| (game, ply)))
            .collect();
        let room = cap - chosen.len();
        if candidates.is_empty() || room == 0 {
            break;
        }
        if candidates.len() <= room {
            chosen.extend(candidates);
        } else {
            chosen.extend((0..room).map(|i| candidates[i * candidates.len() / room]));
        }
    }
    chosen.sort_unstable();
    chosen
}

/// Adds the constructed positions, each checked to be legal and to have its feature.
fn add_constructed(sets: &mut [FocusSet]) -> Result<(), BuildError> {
    for (f, focus) in Focus::ALL.into_iter().enumerate() {
        let rows = CONSTRUCTED.iter().filter(|(of, _, _)| *of == focus);
        for (index, &(_, fen, uci)) in rows.enumerate() {
            let wrong = BuildError::Constructed { focus, index };
            let position: Position = fen.parse().map_err(|_| wrong.clone())?;
            let mv = sorted_moves(&position)
                .into_iter()
                .find(|m| m.to_string() == uci)
                .filter(|&mv| focus.matches(&position, mv))
                .ok_or(wrong)?;
            sets[f].constructed.push((position, mv));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_takes_every_game_before_a_second_example_of_any() {
        let per_game = vec![vec![1, 2, 3], vec![], vec![5], vec![7, 8]];
        assert_eq!(spread(&per_game, 3), [(0, 1), (2, 5), (3, 7)]);
        assert_eq!(spread(&per_game, 4), [(0, 1), (0, 2), (2, 5), (3, 7)]);
        assert_eq!(spread(&per_game, 100).len(), 6);
        let many = vec![vec![0]; 10];
        assert_eq!(spread(&many, 5), [(0, 0), (2, 0), (4, 0), (6, 0), (8, 0)]);
    }

    #[test]
    fn ids_come_from_tags_or_players_and_repeat_with_numbers() {
        let text = "[White \"Kasparov, G.\"]\n[Black \"Deep Blue\"]\n[Date \"1997.05.03\"]\n\n1.e4 *\n\n\
                    [Id \"kasparov-deep-blue-1997\"]\n\n1.d4 *\n\n\
                    [White \"Kasparov, G.\"]\n[Black \"Deep Blue\"]\n[Date \"1997.??.??\"]\n\n1.c4 *\n\n\
                    [Result \"1-0\"]\n\n1.Nf3 *";
        let library = build(&[Source { name: "t", text }]).unwrap();
        let ids: Vec<&str> = library.games().iter().map(|g| g.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "kasparov-deep-blue-1997-2",
                "kasparov-deep-blue-1997",
                "kasparov-deep-blue-1997-3",
                "unknown-unknown"
            ]
        );
        assert_eq!(library.games()[3].result, GameResult::WhiteWins);
        assert_eq!(library.games()[0].result, GameResult::Unknown);
    }

    #[test]
    fn a_derived_id_skips_retired_ids() {
        let text = "[White \"alanbrito4\"]\n[Black \"Meridyan\"]\n[Date \"2025.05.01\"]\n\n1.e4 *";
        let library = build(&[Source { name: "t", text }]).unwrap();
        assert_eq!(library.games()[0].id, "alanbrito4-meridyan-2025-2");
    }

    #[test]
    fn bad_games_and_ids_are_refused_with_where() {
        for (text, expected) in [
            (
                "[Id \"Bad Id\"]\n\n1.e4 *",
                BuildError::BadId {
                    source: "t".into(),
                    game: 1,
                    id: "Bad Id".into(),
                },
            ),
            (
                "[Id \"a\"]\n\n1.e4 *\n\n[Id \"a\"]\n\n1.d4 *",
                BuildError::DuplicateId {
                    source: "t".into(),
                    game: 2,
                    id: "a".into(),
                },
            ),
            (
                "[Id \"alanbrito4-meridyan-2025\"]\n\n1.e4 *",
                BuildError::RetiredId {
                    source: "t".into(),
                    game: 1,
                    id: "alanbrito4-meridyan-2025".into(),
                },
            ),
            (
                "[White \"A\"]\n[Black \"B\"]\n\n1/2-1/2",
                BuildError::NoMoves {
                    source: "t".into(),
                    game: 1,
                },
            ),
            (
                "1.e4 -- 2.d4 *",
                BuildError::NullMove {
                    source: "t".into(),
                    game: 1,
                    ply: 1,
                },
            ),
        ] {
            assert_eq!(build(&[Source { name: "t", text }]), Err(expected));
        }
        let unreadable = build(&[Source {
            name: "t.pgn",
            text: "1.e4 e5 2.Ke3 *",
        }]);
        assert!(matches!(unreadable, Err(BuildError::Read { .. })));
    }
}
