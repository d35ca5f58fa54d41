//! The asset's binary format, about one byte a move.
//!
//! ```text
//! magic        4 bytes  "ESCQ"
//! version      1 byte   1
//! games        count, then for each game:
//!   id, white, black, event   text
//!   year       number   0 when unknown
//!   result     1 byte   0 "*", 1 "1-0", 2 "0-1", 3 "1/2-1/2"
//!   start      text     FEN, empty for the initial position
//!   moves      count, then 1 byte a move: its index in the position's legal moves, sorted
//!              as in `library::order` (source square, destination square, promotion)
//! focus sets   for each focus of `Focus::ALL`, in that order:
//!   in games   count, then for each reference, sorted by game then ply:
//!              game (number: difference from the previous reference's game), ply (number)
//!   constructed count, then for each: FEN (text), move (1 byte, as above)
//! ```
//!
//! A number (and a count) is unsigned LEB128, at most `u32::MAX`; text is its length in bytes
//! (a number) followed by UTF-8. Nothing may follow the last set. Decoding checks everything:
//! every FEN, every move's legality, every id and reference; any other input is refused with a
//! [`LibraryError`], never a panic.
//!
//! ```
//! use escaque_core::library::{build, Library, LibraryError, Source};
//! let library = build(&[Source { name: "example", text: "1.d4 d5 2.c4 *" }]).unwrap();
//! let bytes = library.encode();
//! assert_eq!(&bytes[..5], b"ESCQ\x01");
//! assert_eq!(Library::decode(&bytes), Ok(library));
//! assert_eq!(Library::decode(b"PK\x03\x04"), Err(LibraryError::BadMagic));
//! ```

use super::catalog::Library;
use super::example::FocusSet;
use super::focus::Focus;
use super::game::{GameResult, LibraryGame};
use super::id::is_valid_id;
use super::order::{index_of, move_at};
use super::wire::{push_number, push_text, push_usize, Reader, WireError};
use crate::{FenError, Position};
use chess::ChessMove;
use std::collections::HashSet;
use std::fmt;

/// The first bytes of every library asset.
pub const MAGIC: [u8; 4] = *b"ESCQ";

/// The format version this code writes and reads.
pub const VERSION: u8 = 1;

/// Why bytes are not a library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LibraryError {
    /// The data does not start with [`MAGIC`].
    BadMagic,
    /// A format version this code does not read.
    UnsupportedVersion(u8),
    /// The data ends in the middle of something.
    Truncated,
    /// A number too large, or written with more bytes than needed, at this byte offset.
    BadNumber { offset: usize },
    /// Text that is not UTF-8, at this byte offset.
    BadText { offset: usize },
    /// A result code other than 0 to 3.
    BadResult { game: usize, code: u8 },
    /// An id that [`is_valid_id`] refuses.
    BadId { game: usize, id: String },
    /// Two games with the same id.
    DuplicateId(String),
    /// A game whose start FEN is refused.
    BadStart { game: usize, error: FenError },
    /// A move index beyond the legal moves of its position.
    IllegalMove { game: usize, ply: usize },
    /// A reference to no move of any game, or out of order.
    BadReference {
        focus: Focus,
        game: usize,
        ply: usize,
    },
    /// A constructed example whose FEN is refused or whose move is not legal.
    BadConstructed { focus: Focus, index: usize },
    /// Bytes after the last focus set, from this offset.
    TrailingBytes { offset: usize },
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LibraryError::BadMagic => write!(f, "not a game library (wrong magic bytes)"),
            LibraryError::UnsupportedVersion(v) => {
                write!(f, "game library version {v} (this program reads {VERSION})")
            }
            LibraryError::Truncated => write!(f, "the game library is cut short"),
            LibraryError::BadNumber { offset } => write!(f, "bad number at byte {offset}"),
            LibraryError::BadText { offset } => write!(f, "text at byte {offset} is not UTF-8"),
            LibraryError::BadResult { game, code } => {
                write!(f, "game {game} has result code {code} (0 to 3 expected)")
            }
            LibraryError::BadId { game, id } => write!(f, "game {game} has a bad id '{id}'"),
            LibraryError::DuplicateId(id) => write!(f, "two games have the id '{id}'"),
            LibraryError::BadStart { game, error } => {
                write!(f, "game {game} starts from a bad FEN: {error}")
            }
            LibraryError::IllegalMove { game, ply } => {
                write!(f, "move {ply} of game {game} is not a legal move")
            }
            LibraryError::BadReference { focus, game, ply } => write!(
                f,
                "{focus} example refers to move {ply} of game {game}, which is not there or out of order"
            ),
            LibraryError::BadConstructed { focus, index } => write!(
                f,
                "constructed {focus} example {index} has a bad FEN or an illegal move"
            ),
            LibraryError::TrailingBytes { offset } => {
                write!(f, "unexpected bytes after the end, from byte {offset}")
            }
        }
    }
}

impl std::error::Error for LibraryError {}

impl Library {
    /// The asset: see the [module documentation](self) for the format.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.ply_count() + 64 * self.games().len());
        out.extend_from_slice(&MAGIC);
        out.push(VERSION);
        push_usize(&mut out, self.games().len());
        for game in self.games() {
            for text in [&game.id, &game.white, &game.black, &game.event] {
                push_text(&mut out, text);
            }
            push_number(&mut out, game.year.map_or(0, u32::from));
            out.push(result_code(game.result));
            push_fen(&mut out, &game.start);
            push_usize(&mut out, game.moves.len());
            for (position, mv) in game.plies() {
                out.push(index(&position, mv));
            }
        }
        for set in self.sets() {
            push_usize(&mut out, set.in_games.len());
            let mut previous_game = 0;
            for &(game, ply) in &set.in_games {
                push_usize(&mut out, game - previous_game);
                push_usize(&mut out, ply);
                previous_game = game;
            }
            push_usize(&mut out, set.constructed.len());
            for (position, mv) in &set.constructed {
                push_text(&mut out, &position.to_fen());
                out.push(index(position, *mv));
            }
        }
        out
    }

    /// Reads an asset made by [`Library::encode`], checking all of it (in one go: see
    /// [`LibraryDecoder`] to read it a part at a time).
    ///
    /// # Errors
    /// A [`LibraryError`] saying what is wrong and where.
    pub fn decode(bytes: &[u8]) -> Result<Library, LibraryError> {
        let mut decoder = LibraryDecoder::new(bytes)?;
        loop {
            match decoder.step(usize::MAX)? {
                Decoding::Partly(rest) => decoder = rest,
                Decoding::Done(library) => return Ok(library),
            }
        }
    }
}

/// Reads an asset a part at a time, so that a page can let the browser paint and answer input
/// between the parts: replaying every game's moves is most of the work (each move is found
/// among its position's legal moves), and a phone would spend it in one long task.
///
/// ```
/// use escaque_core::library::{build, Decoding, Library, LibraryDecoder, Source};
/// let text = "1.e4 e5 2.Nf3 Nc6 *\n\n1.d4 d5 *";
/// let library = build(&[Source { name: "example", text }]).unwrap();
/// let bytes = library.encode();
/// let mut decoder = LibraryDecoder::new(&bytes).unwrap();
/// let mut parts = 0;
/// let decoded = loop {
///     parts += 1;
///     match decoder.step(1).unwrap() {
///         Decoding::Partly(rest) => decoder = rest,
///         Decoding::Done(decoded) => break decoded,
///     }
/// };
/// assert_eq!(decoded, library);
/// assert_eq!(parts, 2); // a game a part: each has more than one move
/// ```
pub struct LibraryDecoder<'a> {
    reader: Decoder<'a>,
    /// How many games the asset has; `games` holds those read so far.
    count: usize,
    games: Vec<LibraryGame>,
    ids: HashSet<String>,
}

/// What a [`LibraryDecoder::step`] got to.
pub enum Decoding<'a> {
    /// Games are left: the next step goes on from here.
    Partly(LibraryDecoder<'a>),
    /// The whole asset is read and checked.
    Done(Library),
}

impl<'a> LibraryDecoder<'a> {
    /// Starts reading `bytes`: checks the magic and the version, reads the games' count.
    ///
    /// # Errors
    /// [`LibraryError::BadMagic`], [`LibraryError::UnsupportedVersion`] or a truncated start.
    pub fn new(bytes: &'a [u8]) -> Result<LibraryDecoder<'a>, LibraryError> {
        let mut reader = Decoder {
            reader: Reader::new(bytes),
        };
        if reader.take(MAGIC.len())? != MAGIC {
            return Err(LibraryError::BadMagic);
        }
        let version = reader.byte()?;
        if version != VERSION {
            return Err(LibraryError::UnsupportedVersion(version));
        }
        let count = reader.count()?;
        Ok(LibraryDecoder {
            reader,
            // A count larger than the bytes could hold must not reserve memory for it.
            games: Vec::with_capacity(count.min(bytes.len())),
            ids: HashSet::with_capacity(count.min(bytes.len())),
            count,
        })
    }

    /// Reads games (one at least) until `plies` moves have been replayed in this step, or none
    /// are left; once the last game is read, the focus sets and the end, and gives the library.
    ///
    /// # Errors
    /// A [`LibraryError`] saying what is wrong and where, as [`Library::decode`].
    pub fn step(mut self, plies: usize) -> Result<Decoding<'a>, LibraryError> {
        let mut replayed = 0;
        // At least one game a step, so that every step gets further.
        while self.games.len() < self.count {
            let game = self.reader.game(self.games.len())?;
            if !self.ids.insert(game.id.clone()) {
                return Err(LibraryError::DuplicateId(game.id));
            }
            replayed += game.moves.len();
            self.games.push(game);
            if replayed >= plies && self.games.len() < self.count {
                return Ok(Decoding::Partly(self));
            }
        }
        let sets = Focus::ALL
            .into_iter()
            .map(|focus| self.reader.focus_set(focus, &self.games))
            .collect::<Result<Vec<_>, _>>()?;
        if self.reader.reader.remaining() > 0 {
            return Err(LibraryError::TrailingBytes {
                offset: self.reader.reader.offset(),
            });
        }
        Ok(Decoding::Done(Library::from_parts(self.games, sets)))
    }
}

/// The index of a move of the library (legal by construction).
fn index(position: &Position, mv: ChessMove) -> u8 {
    index_of(position, mv).expect("library moves are legal: build and decode check them")
}

fn result_code(result: GameResult) -> u8 {
    GameResult::ALL
        .iter()
        .position(|&r| r == result)
        .unwrap_or(0) as u8
}

fn push_fen(out: &mut Vec<u8>, position: &Position) {
    if *position == Position::default() {
        push_text(out, "");
    } else {
        push_text(out, &position.to_fen());
    }
}

/// A [`Reader`] whose errors are [`LibraryError`]s.
struct Decoder<'a> {
    reader: Reader<'a>,
}

impl<'a> Decoder<'a> {
    fn wire<T>(
        &mut self,
        read: impl FnOnce(&mut Reader<'a>) -> Result<T, WireError>,
    ) -> Result<T, LibraryError> {
        let offset = self.reader.offset();
        read(&mut self.reader).map_err(|e| match e {
            WireError::Truncated => LibraryError::Truncated,
            WireError::BadNumber => LibraryError::BadNumber { offset },
            WireError::BadText => LibraryError::BadText { offset },
        })
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], LibraryError> {
        self.wire(|r| r.take(n))
    }

    fn byte(&mut self) -> Result<u8, LibraryError> {
        self.wire(Reader::byte)
    }

    fn number(&mut self) -> Result<u32, LibraryError> {
        self.wire(Reader::number)
    }

    fn count(&mut self) -> Result<usize, LibraryError> {
        self.wire(Reader::count)
    }

    fn text(&mut self) -> Result<&'a str, LibraryError> {
        self.wire(Reader::text)
    }

    fn game(&mut self, game: usize) -> Result<LibraryGame, LibraryError> {
        let id = self.text()?.to_string();
        if !is_valid_id(&id) {
            return Err(LibraryError::BadId { game, id });
        }
        let white = self.text()?.to_string();
        let black = self.text()?.to_string();
        let event = self.text()?.to_string();
        let year = match self.number()? {
            0 => None,
            year => Some(u16::try_from(year).map_err(|_| LibraryError::BadNumber {
                offset: self.reader.offset(),
            })?),
        };
        let code = self.byte()?;
        let result = *GameResult::ALL
            .get(usize::from(code))
            .ok_or(LibraryError::BadResult { game, code })?;
        let start = match self.text()? {
            "" => Position::default(),
            fen => fen
                .parse()
                .map_err(|error| LibraryError::BadStart { game, error })?,
        };
        let count = self.count()?;
        let mut moves = Vec::with_capacity(count);
        let mut position = start;
        for (ply, &index) in self.take(count)?.iter().enumerate() {
            let mv = move_at(&position, index).ok_or(LibraryError::IllegalMove { game, ply })?;
            position = position.play(mv);
            moves.push(mv);
        }
        Ok(LibraryGame {
            id,
            white,
            black,
            event,
            year,
            result,
            start,
            moves,
        })
    }

    fn focus_set(&mut self, focus: Focus, games: &[LibraryGame]) -> Result<FocusSet, LibraryError> {
        let count = self.count()?;
        let mut in_games = Vec::with_capacity(count);
        let mut previous: Option<(usize, usize)> = None;
        for _ in 0..count {
            let game = (previous.map_or(0, |(g, _)| g)).saturating_add(self.number()? as usize);
            let ply = self.number()? as usize;
            let bad = LibraryError::BadReference { focus, game, ply };
            let in_order = previous.is_none_or(|p| p < (game, ply));
            if !in_order || games.get(game).is_none_or(|g| ply >= g.moves.len()) {
                return Err(bad);
            }
            in_games.push((game, ply));
            previous = Some((game, ply));
        }
        let count = self.count()?;
        let mut constructed = Vec::with_capacity(count);
        for index in 0..count {
            let fen = self.text()?;
            let move_index = self.byte()?;
            let example = fen
                .parse::<Position>()
                .ok()
                .and_then(|position| Some((position, move_at(&position, move_index)?)))
                .ok_or(LibraryError::BadConstructed { focus, index })?;
            constructed.push(example);
        }
        Ok(FocusSet {
            in_games,
            constructed,
        })
    }
}
