//! The result link: a result code and, optionally, the student's name, as the query of the
//! read-only `/result?…` page.
//!
//! `v=1` comes first; then `code` (the code, hyphens optional) and, optionally, `name`
//! (percent-encoded UTF-8, `+` read as a space), each once. Other keys are refused. The name is
//! plain text of 1 to [`MAX_NAME_CHARS`] characters without control characters; the page must
//! show it as text, never as HTML.
//!
//! ```
//! use escaque_core::result_code::{DrillId, ResultCode, ResultLink};
//! let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=3"), &[true, false, true], 42, 20_000).unwrap();
//! let link = ResultLink::new(code, Some("José <b>".to_string())).unwrap();
//! let query = link.to_string();
//! assert!(query.starts_with("v=1&code=1"));
//! assert!(query.ends_with("&name=Jos%C3%A9%20%3Cb%3E"));
//! assert_eq!(query.parse::<ResultLink>(), Ok(link.clone()));
//! assert_eq!(link.path(), format!("/result?{query}"));
//! ```

use super::code::{ResultCode, ResultCodeError};
use crate::percent::{self, PercentError};
use crate::query::{Query, QueryError};
use std::fmt;
use std::str::FromStr;

/// The longest name a result link carries, in characters.
pub const MAX_NAME_CHARS: usize = 60;
/// The longest result-link query read; longer text is refused unread.
pub const MAX_RESULT_QUERY_LENGTH: usize = 1024;

/// A result code with the student's name (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResultLink {
    code: ResultCode,
    name: Option<String>,
}

/// Why a student's name cannot go in a result link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// More than [`MAX_NAME_CHARS`] characters.
    TooLong { chars: usize },
    /// A control character (a line break, a tab…).
    ControlCharacter,
    /// A `%` not followed by two hexadecimal digits.
    BadEscape,
    /// Bytes that are not UTF-8 text.
    NotUtf8,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::TooLong { chars } => write!(
                f,
                "the name has {chars} characters (at most {MAX_NAME_CHARS})"
            ),
            NameError::ControlCharacter => write!(f, "the name holds a control character"),
            NameError::BadEscape => write!(f, "the name has a '%' not followed by two hex digits"),
            NameError::NotUtf8 => write!(f, "the name is not UTF-8 text"),
        }
    }
}

impl std::error::Error for NameError {}

/// Why a result link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultLinkError {
    /// The query is refused before its values are read: too long (over
    /// [`MAX_RESULT_QUERY_LENGTH`]), no or an unknown version, a part without `=`, an unknown or
    /// repeated key.
    Query(QueryError),
    /// No `code`.
    MissingCode,
    /// The code is refused.
    Code(ResultCodeError),
    /// The name is refused.
    Name(NameError),
}

impl fmt::Display for ResultLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultLinkError::Query(QueryError::TooLong { length }) => write!(
                f,
                "the link is {length} characters long (at most {MAX_RESULT_QUERY_LENGTH})"
            ),
            ResultLinkError::Query(e) => write!(f, "{e}"),
            ResultLinkError::MissingCode => write!(f, "the link has no result code"),
            ResultLinkError::Code(e) => write!(f, "{e}"),
            ResultLinkError::Name(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ResultLinkError {}

/// Checks a name; an empty one is no name.
fn check_name(name: String) -> Result<Option<String>, NameError> {
    if name.is_empty() {
        return Ok(None);
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(NameError::TooLong { chars });
    }
    if name.chars().any(char::is_control) {
        return Err(NameError::ControlCharacter);
    }
    Ok(Some(name))
}

impl From<QueryError> for ResultLinkError {
    fn from(error: QueryError) -> ResultLinkError {
        ResultLinkError::Query(error)
    }
}

impl ResultLink {
    /// A link for `code`, with the student's name as given (the app trims it first); an
    /// empty name is no name.
    ///
    /// # Errors
    /// [`NameError::TooLong`] or [`NameError::ControlCharacter`].
    pub fn new(code: ResultCode, name: Option<String>) -> Result<ResultLink, NameError> {
        let name = match name {
            Some(name) => check_name(name)?,
            None => None,
        };
        Ok(ResultLink { code, name })
    }

    /// The result code.
    pub fn code(&self) -> &ResultCode {
        &self.code
    }

    /// The student's name, if given: plain text, to be shown as text.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The line a student sends (and the end of a run shows): `Ana: 1ABCD-…` with a name, the
    /// code alone without one. The results page reads it back, name and all.
    ///
    /// ```
    /// use escaque_core::result_code::{read_pasted, DrillId, ResultCode, ResultLink};
    /// let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=2&seed=1"), &[true, false], 9, 20_000).unwrap();
    /// let link = ResultLink::new(code, Some("Lucía 2ºB".into())).unwrap();
    /// assert_eq!(link.line(), format!("Lucía 2ºB: {code}"));
    /// assert_eq!(read_pasted(&link.line())[0].result, Ok(link));
    /// assert_eq!(ResultLink::new(code, None).unwrap().line(), code.to_string());
    /// ```
    pub fn line(&self) -> String {
        match &self.name {
            Some(name) => format!("{name}: {}", self.code),
            None => self.code.to_string(),
        }
    }

    /// The result page of this link: `/result?v=1&code=…`.
    pub fn path(&self) -> String {
        format!("/result?{self}")
    }
}

impl fmt::Display for ResultLink {
    /// The query: `v=1&code=…`, then `&name=…` when there is a name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v=1&code={}", self.code.compact())?;
        if let Some(name) = &self.name {
            write!(f, "&name={}", percent::encode(name))?;
        }
        Ok(())
    }
}

impl FromStr for ResultLink {
    type Err = ResultLinkError;

    /// Reads the query of a result page, with or without its leading `?`.
    fn from_str(query: &str) -> Result<ResultLink, ResultLinkError> {
        let query = Query::parse(query, MAX_RESULT_QUERY_LENGTH, &["code", "name"])?;
        let (code, name) = (query.get("code"), query.get("name"));
        let code: ResultCode = code
            .ok_or(ResultLinkError::MissingCode)?
            .parse()
            .map_err(ResultLinkError::Code)?;
        let name = match name {
            Some(value) => {
                let text = percent::decode(value).map_err(|e| {
                    ResultLinkError::Name(match e {
                        PercentError::BadEscape => NameError::BadEscape,
                        PercentError::NotUtf8 => NameError::NotUtf8,
                    })
                })?;
                check_name(text).map_err(ResultLinkError::Name)?
            }
            None => None,
        };
        Ok(ResultLink { code, name })
    }
}
