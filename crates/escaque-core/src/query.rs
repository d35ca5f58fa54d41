//! The query of a versioned link (`v=1&key=value&…`): the version first, then known keys, each
//! at most once. Drill links and result links read their queries through it, and hold its
//! errors as one variant (`SpecError::Query`, `ResultLinkError::Query`).

use std::fmt;

/// Why a link's query was refused before its values were read. Texts are cut to 40 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueryError {
    /// Longer than the link accepts.
    TooLong { length: usize },
    /// The query does not start with `v=…`.
    MissingVersion,
    /// A version this build does not know (a link from a newer Escaque).
    UnknownVersion(String),
    /// A part without `=`.
    Malformed(String),
    /// A key the link does not have.
    UnknownKey(String),
    /// A key written twice.
    RepeatedKey(String),
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueryError::TooLong { length } => write!(f, "the link is {length} characters long"),
            QueryError::MissingVersion => {
                write!(f, "the link does not start with its version (v=1)")
            }
            QueryError::UnknownVersion(v) => {
                write!(f, "version {v} is not known to this version of Escaque")
            }
            QueryError::Malformed(part) => write!(f, "'{part}' is not of the form key=value"),
            QueryError::UnknownKey(key) => write!(f, "unknown key '{key}'"),
            QueryError::RepeatedKey(key) => write!(f, "the key '{key}' appears twice"),
        }
    }
}

impl std::error::Error for QueryError {}

/// The key-value pairs of a query after `v=1`.
pub(crate) struct Query<'a> {
    pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Query<'a> {
    /// Reads `text` (a leading `?` is skipped): at most `max_length` bytes, `v=1` first, then
    /// only keys of `keys`, each once.
    pub(crate) fn parse(
        text: &'a str,
        max_length: usize,
        keys: &[&str],
    ) -> Result<Query<'a>, QueryError> {
        let text = text.strip_prefix('?').unwrap_or(text);
        if text.len() > max_length {
            return Err(QueryError::TooLong { length: text.len() });
        }
        let mut pairs = Vec::new();
        for part in text.split('&') {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| QueryError::Malformed(clip(part)))?;
            pairs.push((key, value));
        }
        match pairs.first() {
            Some(("v", "1")) => {}
            Some(("v", other)) => return Err(QueryError::UnknownVersion(clip(other))),
            _ => return Err(QueryError::MissingVersion),
        }
        pairs.remove(0);
        for (index, &(key, _)) in pairs.iter().enumerate() {
            if key == "v" || pairs[..index].iter().any(|&(k, _)| k == key) {
                return Err(QueryError::RepeatedKey(clip(key)));
            }
            if !keys.contains(&key) {
                return Err(QueryError::UnknownKey(clip(key)));
            }
        }
        Ok(Query { pairs })
    }

    /// The value of `key`, if the query has it.
    pub(crate) fn get(&self, key: &str) -> Option<&'a str> {
        self.pairs.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }

    /// The keys, in the order written.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.pairs.iter().map(|&(k, _)| k)
    }
}

/// Link text cut for an error message (40 characters).
pub(crate) fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}
