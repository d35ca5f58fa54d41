//! A teacher's own content carried in a drill link: squares, positions (each with an optional
//! move), or a game, packed into a few bytes and written as base64url.
//!
//! The text is one character for the content version (`1`), then the payload in base64url
//! without padding (RFC 4648 §5: `A–Z a–z 0–9 - _`, nothing to percent-encode in a URL).
//! Version 1's payload, which never changes (see `tests/link_vectors.rs`):
//!
//! ```text
//! kind         1 byte
//! 0 squares    count (1 byte, 1–64), then 6 bits a square (a1 = 0, b1 = 1, …, h8 = 63), most
//!              significant bit first, the last byte padded with zero bits
//! 1 positions  count (1 byte, 1–50), then each position as below, with its move when flagged
//! 2 game       from the initial position: plies (2 bytes, big-endian, 1–1000), then a byte a
//!              move: its index in the legal moves of its position (`library::order`)
//! 3 game       from another position: the position (below, without move), then as kind 2
//!
//! position
//!   occupancy  8 bytes, little-endian: bit i set when square i holds a piece
//!   pieces     4 bits a piece in square order, high nibble first: 8 for black + the piece
//!              (0 pawn, 1 knight, 2 bishop, 3 rook, 4 queen, 5 king); an odd count ends with a
//!              zero nibble
//!   flags      1 byte: 1 black to move, 2 K, 4 Q, 8 k, 16 q (castling), 32 en passant,
//!              64 a move follows, 128 counters follow
//!   en passant 1 byte when flagged: the file of the target square, 0 (a) to 7 (h)
//!   counters   when flagged (not 0 and 1): halfmove clock, fullmove number, each unsigned
//!              LEB128 (at most 5 bytes, at most u32::MAX, fewest bytes)
//!   move       1 byte when flagged: its index in the position's legal moves
//! ```
//!
//! Reading checks everything and never panics: positions go through the checks of FEN
//! loading, moves must be legal, bits that carry nothing must be zero, nothing may follow the
//! end. Anything else is refused with a [`ContentError`].
//!
//! ```
//! use escaque_core::drill::content::{Content, ContentError};
//! use escaque_core::chess::Square;
//! let content = Content::Squares(vec![Square::E4, Square::D5]);
//! let text = content.to_string();
//! assert_eq!(text, "1AAJyMA");
//! assert_eq!(text.parse::<Content>(), Ok(content));
//! assert_eq!("2AAJyMA".parse::<Content>(), Err(ContentError::UnknownVersion('2')));
//! assert_eq!("1AAJy".parse::<Content>(), Err(ContentError::Truncated));
//! ```

mod base64url;
mod codec;
mod error;
mod input;
mod packed;
mod reader;
mod recognise;
mod text;

pub use error::ContentError;
pub use input::{position_line, InputError, Location};
pub use recognise::Kind;

use crate::Position;
use chess::{ChessMove, Square};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

/// The content version this build writes (and the only one it reads).
pub const CONTENT_VERSION: char = '1';
/// The most squares a content may carry.
pub const MAX_SQUARES: usize = 64;
/// The most positions a content may carry.
pub const MAX_POSITIONS: usize = 50;
/// The most moves (plies) of a game a content may carry.
pub const MAX_GAME_PLIES: usize = 1000;
/// The longest link the builder makes: what every chat app keeps whole.
pub const MAX_LINK_LENGTH: usize = 2000;
/// The longest content text read; longer text is refused unread.
pub const MAX_TEXT_LENGTH: usize = crate::drill::limits::MAX_QUERY_LENGTH;

/// A teacher's content. Build it from text with [`Content::recognise`] (or, for one kind,
/// [`Content::from_game_text`], [`Content::from_fen_lines`] or [`Content::from_squares_text`]),
/// which check every limit;
/// content built by hand can be checked with [`Content::validate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// 1–64 squares, in the teacher's order (repeats allowed).
    Squares(Vec<Square>),
    /// 1–50 positions, each with an optional legal move.
    Positions(Vec<(Position, Option<ChessMove>)>),
    /// A game: its start and 1–1000 legal moves.
    Game {
        start: Position,
        moves: Vec<ChessMove>,
    },
}

impl Content {
    /// How many squares, positions or moves.
    pub fn len(&self) -> usize {
        match self {
            Content::Squares(squares) => squares.len(),
            Content::Positions(items) => items.len(),
            Content::Game { moves, .. } => moves.len(),
        }
    }

    /// Whether there is nothing (never true of content read from a link).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Checks the limits and the legality of every move: what reading the link would check.
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, ContentError};
    /// use escaque_core::{chess::{ChessMove, Square}, Position};
    /// let e2e5 = ChessMove::new(Square::E2, Square::E5, None);
    /// let game = Content::Game { start: Position::default(), moves: vec![e2e5] };
    /// assert_eq!(game.validate(), Err(ContentError::IllegalMove { index: 1 }));
    /// assert_eq!(Content::Squares(vec![]).validate(), Err(ContentError::NoItems));
    /// ```
    ///
    /// # Errors
    /// The [`ContentError`] that reading this content's text gives.
    pub fn validate(&self) -> Result<(), ContentError> {
        self.to_string().parse::<Content>().map(|_| ())
    }

    /// The length of a link made of `rest` characters (origin, path, the other keys and the
    /// key of the content, e.g. `&c=`) and this content's text.
    pub fn link_length(&self, rest: usize) -> usize {
        rest + self.text_length()
    }

    /// Whether a link of `rest` characters and this content stays within [`MAX_LINK_LENGTH`].
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, MAX_LINK_LENGTH};
    /// use escaque_core::Position;
    /// let rest = "https://escaque.example/drill/find?v=1&n=20&c=".len();
    /// let positions = Content::Positions(vec![(Position::default(), None); 50]);
    /// assert_eq!(positions.link_length(rest), rest + positions.to_string().len());
    /// assert_eq!(positions.link_length(rest), 1717);
    /// assert!(positions.fits_link(rest));
    /// assert!(!positions.fits_link(rest + 300)); // with 300 more characters of other keys
    /// ```
    pub fn fits_link(&self, rest: usize) -> bool {
        self.link_length(rest) <= MAX_LINK_LENGTH
    }

    /// Characters of [`Content`]'s text, computed without writing it.
    pub fn text_length(&self) -> usize {
        let bytes = codec::encode(self).len();
        1 + (bytes * 4).div_ceil(3)
    }
}

impl fmt::Display for Content {
    /// The version character, then the payload in base64url.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{CONTENT_VERSION}{}",
            base64url::encode(&codec::encode(self))
        )
    }
}

impl FromStr for Content {
    type Err = ContentError;

    /// Reads the text of a link's content, checking everything (see the module docs).
    fn from_str(text: &str) -> Result<Content, ContentError> {
        if text.len() > MAX_TEXT_LENGTH {
            return Err(ContentError::TooLong {
                length: text.len(),
                max: MAX_TEXT_LENGTH,
            });
        }
        let mut chars = text.chars();
        match chars.next() {
            None => return Err(ContentError::Truncated),
            Some(CONTENT_VERSION) => {}
            Some(other) => return Err(ContentError::UnknownVersion(other)),
        }
        let rest = chars.as_str();
        let payload = base64url::decode(rest).map_err(|offset| {
            if offset >= rest.len() {
                // A length that no payload has: the text was cut.
                ContentError::Truncated
            } else {
                ContentError::BadBase64 { offset: offset + 1 }
            }
        })?;
        codec::decode(&payload)
    }
}

impl Hash for Content {
    /// Hashes the text: equal contents have equal texts.
    fn hash<H: Hasher>(&self, state: &mut H) {
        codec::encode(self).hash(state);
    }
}
