//! The query of a versioned link (`v=1&key=value&…`): the version first, then known keys, each
//! at most once. Drill links and result links read their queries through it.

/// Why a link's query was refused before its values were read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum QueryError {
    TooLong { length: usize },
    MissingVersion,
    UnknownVersion(String),
    Malformed(String),
    UnknownKey(String),
    RepeatedKey(String),
}

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
