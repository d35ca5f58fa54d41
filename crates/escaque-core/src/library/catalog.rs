//! The library itself: its games and the examples of each focus set.

use super::example::{Example, ExampleSource, FocusSet};
use super::focus::Focus;
use super::game::LibraryGame;
use crate::Position;

/// The curated games and focus-set examples of the move drills.
///
/// Made by [`build`](super::build()) from PGN, or by [`Library::decode`] from the asset.
///
/// ```
/// use escaque_core::library::{build, Focus, Source};
/// let text = "[Id \"scholars-mate\"]\n\n1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7# 1-0";
/// let library = build(&[Source { name: "example", text }]).unwrap();
/// assert_eq!(library.game("scholars-mate").unwrap().moves.len(), 7);
/// let mates = library.examples(Focus::Mates);
/// assert!(mates.iter().any(|e| e.mv.to_string() == "h5f7"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    games: Vec<LibraryGame>,
    /// One set per focus, in the order of [`Focus::ALL`].
    sets: Vec<FocusSet>,
}

impl Library {
    /// A library of checked parts: legal moves, unique ids, one set per focus whose game
    /// references point into `games`.
    pub(crate) fn from_parts(games: Vec<LibraryGame>, sets: Vec<FocusSet>) -> Library {
        debug_assert_eq!(sets.len(), Focus::ALL.len());
        Library { games, sets }
    }

    /// The focus sets, in the order of [`Focus::ALL`].
    pub(crate) fn sets(&self) -> &[FocusSet] {
        &self.sets
    }

    /// Every game, in the order of the sources.
    pub fn games(&self) -> &[LibraryGame] {
        &self.games
    }

    /// The game with this id.
    pub fn game(&self, id: &str) -> Option<&LibraryGame> {
        self.games.iter().find(|g| g.id == id)
    }

    /// How many moves all the games have together.
    pub fn ply_count(&self) -> usize {
        self.games.iter().map(|g| g.moves.len()).sum()
    }

    /// How many examples the focus set has.
    pub fn example_count(&self, focus: Focus) -> usize {
        self.set(focus).map_or(0, FocusSet::len)
    }

    /// The examples of a focus set: first those from games (in game order), then the
    /// constructed ones.
    pub fn examples(&self, focus: Focus) -> Vec<Example> {
        let Some(set) = self.set(focus) else {
            return Vec::new();
        };
        let mut examples = Vec::with_capacity(set.len());
        // References are sorted: replay each game once, up to its last referenced move.
        let mut cursor: Option<(usize, usize, Position)> = None;
        for &(game, ply) in &set.in_games {
            let Some(played) = self.games.get(game).filter(|g| ply < g.moves.len()) else {
                continue;
            };
            let (mut at, mut position) = match cursor {
                Some((g, at, position)) if g == game && at <= ply => (at, position),
                _ => (0, played.start),
            };
            while at < ply {
                position = position.play(played.moves[at]);
                at += 1;
            }
            examples.push(Example {
                position,
                mv: played.moves[ply],
                source: ExampleSource::Game { game, ply },
            });
            cursor = Some((game, at, position));
        }
        examples.extend(set.constructed.iter().map(|&(position, mv)| Example {
            position,
            mv,
            source: ExampleSource::Constructed,
        }));
        examples
    }

    /// Move number `index` of all the games taken together (0 = the first move of the first
    /// game), with the position it is played from; `None` past [`Library::ply_count`].
    pub fn ply(&self, index: usize) -> Option<Example> {
        let mut rest = index;
        for (game, played) in self.games.iter().enumerate() {
            if rest < played.moves.len() {
                let position = played.position_at(rest)?;
                return Some(Example {
                    position,
                    mv: played.moves[rest],
                    source: ExampleSource::Game { game, ply: rest },
                });
            }
            rest -= played.moves.len();
        }
        None
    }

    /// Every move of every game with the position it is played from: the drills' pool when
    /// no focus is chosen.
    pub fn plies(&self) -> impl Iterator<Item = Example> + '_ {
        self.games.iter().enumerate().flat_map(|(game, played)| {
            played
                .plies()
                .enumerate()
                .map(move |(ply, (position, mv))| Example {
                    position,
                    mv,
                    source: ExampleSource::Game { game, ply },
                })
        })
    }

    fn set(&self, focus: Focus) -> Option<&FocusSet> {
        let index = Focus::ALL.iter().position(|&f| f == focus)?;
        self.sets.get(index)
    }
}
