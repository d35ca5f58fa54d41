//! One game of the library: who played it, where, when, and its moves.

use crate::Position;
use chess::ChessMove;
use std::collections::HashMap;
use std::fmt;

/// How a game ended, as PGN writes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`
    WhiteWins,
    /// `0-1`
    BlackWins,
    /// `1/2-1/2`
    Draw,
    /// `*`: unfinished, unknown, or an excerpt.
    Unknown,
}

impl GameResult {
    /// Every result, in the order of their codes in the asset.
    pub const ALL: [GameResult; 4] = [
        GameResult::Unknown,
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ];

    /// Reads a PGN result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    ///
    /// ```
    /// use escaque_core::library::GameResult;
    /// assert_eq!(GameResult::from_pgn("1/2-1/2"), Some(GameResult::Draw));
    /// assert_eq!(GameResult::from_pgn("2-0"), None);
    /// ```
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        GameResult::ALL.into_iter().find(|r| r.as_pgn() == text)
    }

    /// The PGN text (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// A game of the library. Its moves are legal: a library is only made by
/// [`build`](super::build()) and [`Library::decode`](super::Library::decode), which check them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryGame {
    /// Stable id, used in links (`fischer-spassky-1972`).
    pub id: String,
    /// White's name as the source wrote it, tidied and one player's variants made one ([`names`](super::names)); `?` when unknown.
    pub white: String,
    /// Black's name, as White's.
    pub black: String,
    /// The event (`?` when unknown).
    pub event: String,
    /// The year of the `Date` tag, if it gave one.
    pub year: Option<u16>,
    pub result: GameResult,
    /// The position before the first move (the initial position unless the source gave a FEN).
    pub start: Position,
    /// The moves, all legal, from `start` on.
    pub moves: Vec<ChessMove>,
}

/// How a game is named to the user (see [`LibraryGame::title`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameTitle<'a> {
    /// A game between two named players: the names as the source wrote them, the event when
    /// it is known, the year.
    Players {
        white: &'a str,
        black: &'a str,
        event: Option<&'a str>,
        year: Option<u16>,
    },
    /// A game without named players: an example quoted from a text on notation (the seeds'
    /// games), or a teacher's own game. The app names it by its id, in the UI language, where
    /// it has a title for that id, and otherwise by its event (a teacher's title).
    Example { id: &'a str, event: Option<&'a str> },
}

impl<'a> GameTitle<'a> {
    /// The title of a game from its id and tags: players when both are named (neither empty
    /// nor `?`), an example otherwise.
    ///
    /// ```
    /// use escaque_core::library::GameTitle;
    /// assert_eq!(
    ///     GameTitle::of("x", "Tal, Mikhail N.", "Hort, Vlastimil", "?", Some(1959)),
    ///     GameTitle::Players { white: "Tal, Mikhail N.", black: "Hort, Vlastimil", event: None, year: Some(1959) },
    /// );
    /// assert_eq!(
    ///     GameTitle::of("caro-kann-trap", "?", "?", "Caro-Kann Defence: a trap in the opening", None),
    ///     GameTitle::Example { id: "caro-kann-trap", event: Some("Caro-Kann Defence: a trap in the opening") },
    /// );
    /// ```
    pub fn of(
        id: &'a str,
        white: &'a str,
        black: &'a str,
        event: &'a str,
        year: Option<u16>,
    ) -> GameTitle<'a> {
        let event = is_known(event).then_some(event);
        if is_known(white) && is_known(black) {
            GameTitle::Players {
                white,
                black,
                event,
                year,
            }
        } else {
            GameTitle::Example { id, event }
        }
    }
}

/// A game as a list of games names it, told apart from the others: with its event when
/// another game has the same players and year, and its number among those when the event is
/// the same too (the games of a match).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Listed<'a> {
    pub game: &'a LibraryGame,
    /// Whether the title needs the event to be told apart.
    pub with_event: bool,
    /// The game's number among those with the same title (1, 2, …), when there are several.
    pub number: Option<usize>,
}

/// The games in their order, each with what tells it apart in a list (see [`Listed`]).
///
/// ```
/// use escaque_core::library::{build, listed, Source};
/// let text = "[White \"Spassky, Boris\"][Black \"Petrosian, Tigran V.\"][Date \"1966\"][Event \"World Championship\"]\n\n1.e4 e5 *\n\n\
///     [White \"Spassky, Boris\"][Black \"Petrosian, Tigran V.\"][Date \"1966\"][Event \"World Championship\"]\n\n1.d4 d5 *\n\n\
///     [White \"Spassky, Boris\"][Black \"Petrosian, Tigran V.\"][Date \"1966\"][Event \"Moscow\"]\n\n1.c4 c5 *";
/// let library = build(&[Source { name: "example", text }]).unwrap();
/// let told: Vec<(bool, Option<usize>)> = listed(library.games()).iter().map(|l| (l.with_event, l.number)).collect();
/// assert_eq!(told, [(true, Some(1)), (true, Some(2)), (true, None)]);
/// ```
pub fn listed(games: &[LibraryGame]) -> Vec<Listed<'_>> {
    fn players(g: &LibraryGame) -> Option<Players<'_>> {
        match g.title() {
            GameTitle::Players {
                white, black, year, ..
            } => Some((white, black, year)),
            GameTitle::Example { .. } => None,
        }
    }
    type Players<'a> = (&'a str, &'a str, Option<u16>);
    // The games of each title, in order.
    let mut alike: HashMap<Players, Vec<usize>> = HashMap::new();
    for (index, game) in games.iter().enumerate() {
        if let Some(key) = players(game) {
            alike.entry(key).or_default().push(index);
        }
    }
    games
        .iter()
        .enumerate()
        .map(|(index, game)| {
            let alike = players(game).map_or(&[][..], |key| alike[&key].as_slice());
            let same_event: Vec<usize> = alike
                .iter()
                .copied()
                .filter(|&i| games[i].event == game.event)
                .collect();
            Listed {
                game,
                with_event: alike.len() > 1 && is_known(&game.event),
                number: (same_event.len() > 1)
                    .then(|| same_event.iter().position(|&i| i == index).map(|p| p + 1))
                    .flatten(),
            }
        })
        .collect()
}

/// Whether a tag's text says something: not empty and not PGN's `?`.
pub fn is_known(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty() && text != "?"
}

impl LibraryGame {
    /// How the game is named to the user: its players, or, for an example of a text, its id.
    pub fn title(&self) -> GameTitle<'_> {
        GameTitle::of(&self.id, &self.white, &self.black, &self.event, self.year)
    }

    /// Each move with the position it is played from, in order.
    ///
    /// ```
    /// let library = escaque_core::library::build(&[escaque_core::library::Source {
    ///     name: "example",
    ///     text: "1.e4 e5 2.Nf3 *",
    /// }]).unwrap();
    /// let game = &library.games()[0];
    /// let fens: Vec<String> = game.plies().map(|(position, _)| position.to_fen()).collect();
    /// assert_eq!(fens.len(), 3);
    /// assert!(fens[2].ends_with(" w KQkq - 0 2"));
    /// ```
    pub fn plies(&self) -> impl Iterator<Item = (Position, ChessMove)> + '_ {
        crate::replay::plies(self.start, &self.moves)
    }

    /// The position before move `ply` (0 = the start), or after the last move when `ply` is the
    /// number of moves; `None` beyond.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        crate::replay::position_at(self.start, &self.moves, ply)
    }
}
