//! Why a drill spec was refused: [`SpecError`], one for a link and for a form alike.

use super::mode::Mode;
use crate::drill::content::ContentError;
use crate::drill::limits::{MAX_QUERY_LENGTH, MAX_TITLE_CHARS};
use crate::link_name::LinkName;
use crate::query::clip;
use crate::query::QueryError;
use std::fmt;
use std::str::FromStr;

/// Why a drill link was refused. Values are cut to 40 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// The query is refused before its values are read: too long (over
    /// [`MAX_QUERY_LENGTH`]), no or an unknown version, a part without `=`, an unknown or
    /// repeated key.
    Query(QueryError),
    /// A value that is not one of the key's values.
    BadValue {
        key: &'static str,
        value: String,
    },
    /// A key that the drill has no use for (`files` in a move drill).
    NotForMode {
        key: &'static str,
        mode: Mode,
    },
    /// A number out of bounds.
    OutOfRange {
        key: &'static str,
        value: String,
        min: u32,
        max: u32,
    },
    /// Both `n` and `t`.
    CountAndTime,
    /// Fewer than two squares to ask about.
    AreaTooSmall,
    UnknownMode(String),
    /// The query has no `mode` where one is needed.
    MissingMode,
    /// The query's `mode` is not the route's.
    ModeMismatch {
        route: Mode,
        query: Mode,
    },
    /// Text that is not plain text (control characters, a bad `%` escape) or too long.
    BadText {
        key: &'static str,
    },
    /// Text with `<` or `>`: links carry no HTML.
    HtmlInText {
        key: &'static str,
    },
    /// The teacher's content cannot be read.
    Content(ContentError),
    /// Content of a kind this drill does not ask (positions in a square drill).
    ContentNotForMode {
        mode: Mode,
    },
    /// A key the content makes useless (`n`: the content says how many).
    NotWithContent {
        key: &'static str,
    },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Query(QueryError::TooLong { length }) => write!(
                f,
                "the link is {length} characters long (at most {MAX_QUERY_LENGTH})"
            ),
            SpecError::Query(e) => write!(f, "{e}"),
            SpecError::BadValue { key, value } => write!(f, "'{value}' is not a value of '{key}'"),
            SpecError::OutOfRange {
                key,
                value,
                min,
                max,
            } => write!(f, "'{key}' must be between {min} and {max}, not '{value}'"),
            SpecError::CountAndTime => {
                write!(f, "a run has either 'n' prompts or 't' seconds, not both")
            }
            SpecError::AreaTooSmall => {
                write!(f, "the chosen files and ranks leave fewer than two squares")
            }
            SpecError::UnknownMode(mode) => write!(f, "unknown drill '{mode}'"),
            SpecError::NotForMode { key, mode } => {
                write!(f, "the key '{key}' has no use in the '{mode}' drill")
            }
            SpecError::MissingMode => write!(f, "the link does not say which drill (mode)"),
            SpecError::ModeMismatch { route, query } => {
                write!(f, "the link is for '{query}', the page for '{route}'")
            }
            SpecError::BadText { key } => {
                write!(
                    f,
                    "'{key}' must be plain text of at most {MAX_TITLE_CHARS} characters"
                )
            }
            SpecError::HtmlInText { key } => {
                write!(f, "'{key}' contains '<' or '>': links carry no HTML")
            }
            SpecError::Content(e) => write!(f, "the drill's content: {e}"),
            SpecError::ContentNotForMode { mode } => {
                write!(
                    f,
                    "the link's content is not of a kind the '{mode}' drill asks"
                )
            }
            SpecError::NotWithContent { key } => {
                write!(f, "'{key}' has no use with the drill's own content")
            }
        }
    }
}

impl std::error::Error for SpecError {}

impl From<QueryError> for SpecError {
    fn from(error: QueryError) -> SpecError {
        SpecError::Query(error)
    }
}

/// Reading a mode's name is where [`SpecError::UnknownMode`] is made.
impl FromStr for Mode {
    type Err = SpecError;

    /// Reads a slug; `color` is read as `colour`.
    fn from_str(text: &str) -> Result<Mode, SpecError> {
        match text {
            "color" => Ok(Mode::Colour),
            _ => Mode::from_link_name(text).ok_or_else(|| SpecError::UnknownMode(clip(text))),
        }
    }
}
