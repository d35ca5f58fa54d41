//! Why the content of a link was refused.

use crate::FenError;
use std::fmt;

/// Why the text of a link's content is not a [`Content`](super::Content). Each variant names
/// what is wrong, for the UI to translate; "index" is the 1-based number of the position (in a
/// list, or 1 for a game's start) or of the move (in a game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContentError {
    /// Longer than any link may be.
    TooLong { length: usize, max: usize },
    /// The text ends before the content does (a link cut short), or is empty.
    Truncated,
    /// The first character names a content version this build does not know.
    UnknownVersion(char),
    /// A character that is not base64url, or a last character that cannot end one, at this
    /// character offset of the text.
    BadBase64 { offset: usize },
    /// A kind of content this version does not know.
    UnknownKind(u8),
    /// No squares, positions or moves.
    NoItems,
    /// More items than a content may carry.
    TooMany { count: usize, max: usize },
    /// A piece code that is no piece.
    BadPiece { index: usize },
    /// A position that no game can reach (the reason as for a FEN).
    BadPosition { index: usize, error: FenError },
    /// A move index beyond the legal moves of its position.
    IllegalMove { index: usize },
    /// Bits that must be zero are set, in this byte of the content.
    ReservedBits { offset: usize },
    /// A number too large or written with more bytes than needed, at this byte.
    BadNumber { offset: usize },
    /// Bytes after the end of the content, from this byte.
    TrailingBytes { offset: usize },
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContentError::TooLong { length, max } => {
                write!(f, "the content is {length} characters long (at most {max})")
            }
            ContentError::Truncated => write!(f, "the content is cut short"),
            ContentError::UnknownVersion(c) => write!(
                f,
                "content version '{c}' is not known to this version of Escaque"
            ),
            ContentError::BadBase64 { offset } => {
                write!(f, "the content has a bad character at position {offset}")
            }
            ContentError::UnknownKind(k) => write!(f, "unknown kind of content {k}"),
            ContentError::NoItems => write!(f, "the content is empty"),
            ContentError::TooMany { count, max } => {
                write!(f, "the content has {count} items (at most {max})")
            }
            ContentError::BadPiece { index } => {
                write!(f, "position {index} has a piece code that is no piece")
            }
            ContentError::BadPosition { index, error } => {
                write!(f, "position {index} is impossible: {error}")
            }
            ContentError::IllegalMove { index } => {
                write!(f, "move {index} of the content is not a legal move")
            }
            ContentError::ReservedBits { offset } => {
                write!(f, "unused bits are set in byte {offset} of the content")
            }
            ContentError::BadNumber { offset } => {
                write!(f, "bad number at byte {offset} of the content")
            }
            ContentError::TrailingBytes { offset } => {
                write!(f, "unexpected bytes after the content, from byte {offset}")
            }
        }
    }
}

impl std::error::Error for ContentError {}
