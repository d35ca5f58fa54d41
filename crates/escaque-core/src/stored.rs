//! Values kept on the device: the one way every stored value (settings, history, the teacher's
//! drafts…) is written, read, upgraded from an older version and merged with another tab's copy.
//! Storage itself is the app's business (`src/platform/storage.rs`); this is plain data.
//!
//! A value is a serde type that implements [`Versioned`]: its key, the version this build
//! writes, how to upgrade the JSON of each older version by one step, and how to merge two
//! copies so that neither loses what the other holds. It is stored as one JSON object, its
//! version first: `{"version":2,"text":"…"}`.
//!
//! Reading never fails: [`decode`] gives a value and says how it went ([`State`]). A value
//! that could not be read in full is [`State::Damaged`]: the app keeps the raw text aside under
//! its own key ([`aside_key`]) before it writes anything over it, and tells the user once.
//!
//! Adding a stored value:
//!
//! ```
//! use escaque_core::stored::{decode, encode, Versioned, State};
//! use serde::{Deserialize, Serialize};
//! use serde_json::{Map, Value};
//!
//! /// The teacher's unfinished drill in the builder.
//! #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
//! struct Draft {
//!     content: String,
//!     count: u8,
//! }
//!
//! impl Versioned for Draft {
//!     const KEY: &'static str = "builder-draft"; // stored as `escaque.builder-draft`
//!     const VERSION: u32 = 2;
//!     // Version 1 had no count: it was always 10.
//!     fn upgrade(from: u32, fields: &mut Map<String, Value>) -> Result<(), String> {
//!         match from {
//!             1 => {
//!                 fields.insert("count".into(), 10.into());
//!                 Ok(())
//!             }
//!             _ => Err(format!("no version {from}")),
//!         }
//!     }
//!     // No `merge`: the stored copy is taken as it is, and this tab's change applied to it
//!     // (the app's update does that), so the latest edit wins.
//! }
//!
//! let draft = Draft { content: "e4 d5".into(), count: 5 };
//! let text = encode(&draft);
//! assert_eq!(text, r#"{"version":2,"content":"e4 d5","count":5}"#);
//! assert_eq!(decode::<Draft>(Some(&text)).value, draft);
//!
//! let old = decode::<Draft>(Some(r#"{"version":1,"content":"e4"}"#));
//! assert_eq!(old.state, State::Upgraded { from: 1 });
//! assert_eq!(old.value.count, 10);
//!
//! let broken = decode::<Draft>(Some("{oops"));
//! assert!(broken.state.keep_aside());
//! assert_eq!(broken.value, Draft::default());
//! assert_eq!(decode::<Draft>(None).state, State::Missing);
//! ```

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};
use std::fmt;

/// A value kept on the device under its own key, as versioned JSON.
pub trait Versioned: Serialize + DeserializeOwned + Clone + PartialEq + Default {
    /// Its name: the app stores it under `escaque.<KEY>`. Never change it once released.
    const KEY: &'static str;
    /// The version this build writes. Raise it when the stored form changes in a way an older
    /// build would misread, and teach [`Versioned::upgrade`] the step from the one before.
    const VERSION: u32;

    /// Turns the fields of version `from` (older than [`Versioned::VERSION`]) into those of
    /// version `from + 1`. [`decode`] calls it once per step (1 → 2 → 3…). The default knows no
    /// older version.
    ///
    /// # Errors
    /// When the old value cannot be upgraded; it is then kept aside and replaced.
    fn upgrade(from: u32, fields: &mut Map<String, Value>) -> Result<(), String> {
        let _ = fields;
        Err(format!("{} has no version {from}", Self::KEY))
    }

    /// Reads the fields of a current-version value (without `version`). The default is serde's,
    /// all or nothing; a value made of many entries can keep what it can read and count the
    /// rest ([`Partial::skipped`]), as the history does.
    ///
    /// # Errors
    /// When nothing of it can be used.
    fn read(fields: Map<String, Value>) -> Result<Partial<Self>, String> {
        serde_json::from_value(Value::Object(fields))
            .map(Partial::whole)
            .map_err(|e| e.to_string())
    }

    /// Merges the copy in storage (`self`, the newest) with this tab's (`mine`) so that nothing
    /// either holds is lost. The app calls it before each write (on the copy it has just
    /// re-read) and when another tab has stored the value; this tab's own change is applied
    /// after the merge. The default takes the stored copy: right for a value that is one whole
    /// (a draft), where the latest change wins.
    #[must_use]
    fn merge(self, mine: Self) -> Self {
        let _ = mine;
        self
    }
}

/// What [`Versioned::read`] could use, and how many entries it had to leave out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partial<T> {
    pub value: T,
    /// Entries that could not be read and were left out.
    pub skipped: usize,
}

impl<T> Partial<T> {
    /// A value read in full.
    pub fn whole(value: T) -> Partial<T> {
        Partial { value, skipped: 0 }
    }
}

/// How reading a stored value went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// Nothing was stored: the value is the default.
    Missing,
    /// Stored by this version.
    Current,
    /// Stored by an older version and upgraded; the app stores it again.
    Upgraded { from: u32 },
    /// Not (all) readable: the value holds what could be read, else the default. The app keeps
    /// the raw text aside, stores the value, and tells the user once.
    Damaged(Problem),
}

impl State {
    /// Whether the raw text must be kept aside before anything is written over it.
    pub fn keep_aside(&self) -> bool {
        matches!(self, State::Damaged(_))
    }

    /// Whether the value should be stored again at once (upgraded or repaired).
    pub fn store_again(&self) -> bool {
        matches!(self, State::Upgraded { .. } | State::Damaged(_))
    }
}

/// What was wrong with a stored value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not JSON, not an object, or of no use at all.
    Unreadable(String),
    /// Written by a newer Escaque; what this build knows of it was read.
    NewerVersion(u32),
    /// Some entries could not be read and were left out (the rest loaded); a value with no
    /// version counts one more.
    Damaged { entries: usize },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "the stored value is unreadable: {why}"),
            Problem::NewerVersion(v) => write!(f, "stored by a newer version ({v})"),
            Problem::Damaged { entries } => {
                write!(f, "{entries} entries of the stored value could not be read")
            }
        }
    }
}

/// A stored value read back: what to use, and how it went.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded<T> {
    pub value: T,
    pub state: State,
}

/// The stored text of `value`: a JSON object, its version first.
///
/// A value whose JSON is not an object (a bare string, a list) is stored as
/// `{"version":N,"value":…}`. A field named `version` is reserved.
pub fn encode<T: Versioned>(value: &T) -> String {
    let version = T::VERSION;
    match serde_json::to_string(value) {
        // An object: its fields after the version, in the type's order.
        Ok(text) if text.starts_with('{') => match text.strip_prefix("{}") {
            Some("") => format!("{{\"version\":{version}}}"),
            _ => format!("{{\"version\":{version},{}", &text[1..]),
        },
        Ok(text) => format!("{{\"version\":{version},\"value\":{text}}}"),
        Err(_) => format!("{{\"version\":{version}}}"),
    }
}

/// Reads what storage held under `T`'s key (`None`: nothing): upgraded step by step from an
/// older version, partly read when damaged or newer, the default when unreadable.
pub fn decode<T: Versioned>(stored: Option<&str>) -> Decoded<T> {
    let Some(text) = stored else {
        return Decoded {
            value: T::default(),
            state: State::Missing,
        };
    };
    let mut fields = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(fields)) => fields,
        Ok(_) => return unreadable("not an object".into()),
        Err(e) => return unreadable(e.to_string()),
    };
    let version = fields.remove("version").and_then(|v| v.as_u64());
    // A value stored whole under "value" (see `encode`) is read back the same way.
    let bare = || {
        serde_json::to_value(T::default())
            .map(|v| !v.is_object())
            .unwrap_or(false)
    };
    let read = |fields: Map<String, Value>| {
        if bare() {
            let value = fields.get("value").cloned().unwrap_or(Value::Null);
            serde_json::from_value(value)
                .map(Partial::whole)
                .map_err(|e| e.to_string())
        } else {
            T::read(fields)
        }
    };
    let current = u64::from(T::VERSION);
    match version {
        Some(v) if v == current => match read(fields) {
            Ok(Partial { value, skipped: 0 }) => Decoded {
                value,
                state: State::Current,
            },
            Ok(Partial { value, skipped }) => damaged(value, Problem::Damaged { entries: skipped }),
            Err(why) => unreadable(why),
        },
        Some(v) if v > current => {
            let newer = Problem::NewerVersion(u32::try_from(v).unwrap_or(u32::MAX));
            match read(fields) {
                Ok(partial) => damaged(partial.value, newer),
                Err(_) => damaged(T::default(), newer),
            }
        }
        Some(v) if v >= 1 => {
            let from = u32::try_from(v).unwrap_or(0);
            for step in from..T::VERSION {
                if let Err(why) = T::upgrade(step, &mut fields) {
                    return unreadable(why);
                }
            }
            match read(fields) {
                Ok(Partial { value, skipped: 0 }) => Decoded {
                    value,
                    state: State::Upgraded { from },
                },
                Ok(Partial { value, skipped }) => {
                    damaged(value, Problem::Damaged { entries: skipped })
                }
                Err(why) => unreadable(why),
            }
        }
        // No version (or not a number): read what can be read, and say so.
        _ => match read(fields) {
            Ok(Partial { value, skipped }) => damaged(
                value,
                Problem::Damaged {
                    entries: skipped + 1,
                },
            ),
            Err(why) => unreadable(why),
        },
    }
}

/// The key under which a damaged value of `key` is kept aside, found at `at` (Unix
/// milliseconds); `n` counts up from 0 until a free key is found, so that nothing kept aside is
/// ever written over.
///
/// ```
/// use escaque_core::stored::aside_key;
/// assert_eq!(aside_key("history", 1_700_000_000_000, 0), "escaque.history.aside.1700000000000");
/// assert_eq!(aside_key("history", 1_700_000_000_000, 2), "escaque.history.aside.1700000000000.2");
/// ```
pub fn aside_key(key: &str, at: u64, n: u32) -> String {
    match n {
        0 => format!("{}.aside.{at}", storage_key(key)),
        n => format!("{}.aside.{at}.{n}", storage_key(key)),
    }
}

/// The key a value is stored under: `escaque.<key>`.
///
/// ```
/// assert_eq!(escaque_core::stored::storage_key("settings"), "escaque.settings");
/// ```
pub fn storage_key(key: &str) -> String {
    format!("escaque.{key}")
}

fn unreadable<T: Default>(why: String) -> Decoded<T> {
    damaged(
        T::default(),
        Problem::Unreadable(why.chars().take(120).collect()),
    )
}

fn damaged<T>(value: T, problem: Problem) -> Decoded<T> {
    Decoded {
        value,
        state: State::Damaged(problem),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// A value with three versions: 1 had `name` only, 2 added `count`, 3 renamed `name`.
    #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Sample {
        title: String,
        count: u32,
    }

    impl Versioned for Sample {
        const KEY: &'static str = "sample";
        const VERSION: u32 = 3;
        fn upgrade(from: u32, fields: &mut Map<String, Value>) -> Result<(), String> {
            match from {
                1 => {
                    fields.insert("count".into(), 1.into());
                    Ok(())
                }
                2 => {
                    let name = fields.remove("name").ok_or("no name")?;
                    fields.insert("title".into(), name);
                    Ok(())
                }
                _ => Err(format!("no version {from}")),
            }
        }
    }

    /// A list stored whole, merged as a union.
    #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Tags(Vec<String>);

    impl Versioned for Tags {
        const KEY: &'static str = "tags";
        const VERSION: u32 = 1;
        fn merge(mut self, mine: Tags) -> Tags {
            for tag in mine.0 {
                if !self.0.contains(&tag) {
                    self.0.push(tag);
                }
            }
            self
        }
    }

    fn sample(title: &str, count: u32) -> Sample {
        Sample {
            title: title.into(),
            count,
        }
    }

    #[test]
    fn every_older_version_is_upgraded_step_by_step() {
        for (stored, value, from) in [
            (r#"{"version":1,"name":"a"}"#, sample("a", 1), 1),
            (r#"{"version":2,"name":"b","count":4}"#, sample("b", 4), 2),
        ] {
            let decoded = decode::<Sample>(Some(stored));
            assert_eq!(decoded.state, State::Upgraded { from }, "{stored}");
            assert!(decoded.state.store_again() && !decoded.state.keep_aside());
            assert_eq!(decoded.value, value, "{stored}");
            // Stored again, it reads as current.
            let again = decode::<Sample>(Some(&encode(&decoded.value)));
            assert_eq!((again.value, again.state), (value, State::Current));
        }
    }

    #[test]
    fn what_cannot_be_read_is_damaged_and_kept_aside() {
        for stored in [
            "",
            "{oops",
            "42",
            "[1]",
            "null",
            r#"{"version":3,"title":7,"count":1}"#,
            r#"{"version":3,"title":"a","count":1,"extra":true}"#,
            r#"{"version":2,"count":4}"#,
            r#"{"version":"3","nothing":1}"#,
        ] {
            let decoded = decode::<Sample>(Some(stored));
            assert!(
                matches!(decoded.state, State::Damaged(Problem::Unreadable(_))),
                "{stored}: {:?}",
                decoded.state
            );
            assert!(decoded.state.keep_aside() && decoded.state.store_again());
            assert_eq!(decoded.value, Sample::default(), "{stored}");
        }
        // Without a version, what reads is kept, and the value is still said to be damaged.
        for stored in [
            r#"{"title":"a","count":2}"#,
            r#"{"version":0,"title":"a","count":2}"#,
            r#"{"version":"x","title":"a","count":2}"#,
        ] {
            let unversioned = decode::<Sample>(Some(stored));
            assert_eq!(unversioned.value, sample("a", 2));
            assert_eq!(
                unversioned.state,
                State::Damaged(Problem::Damaged { entries: 1 })
            );
        }
        // A newer version: read when this build can, kept aside either way.
        let newer = decode::<Sample>(Some(r#"{"version":9,"title":"a","count":2}"#));
        assert_eq!(
            (newer.value, newer.state),
            (sample("a", 2), State::Damaged(Problem::NewerVersion(9)))
        );
        let unknown = decode::<Sample>(Some(r#"{"version":9,"shape":"new"}"#));
        assert_eq!(unknown.value, Sample::default());
        assert!(unknown.state.keep_aside());
    }

    #[test]
    fn a_value_that_is_not_an_object_is_stored_under_value() {
        let tags = Tags(vec!["e4".into(), "d4".into()]);
        let text = encode(&tags);
        assert_eq!(text, r#"{"version":1,"value":["e4","d4"]}"#);
        assert_eq!(
            decode::<Tags>(Some(&text)),
            Decoded {
                value: tags,
                state: State::Current
            }
        );
    }

    #[test]
    fn merge_defaults_to_the_stored_copy_and_can_be_a_union() {
        assert_eq!(
            sample("stored", 1).merge(sample("mine", 2)),
            sample("stored", 1)
        );
        let stored = Tags(vec!["a".into(), "b".into()]);
        let mine = Tags(vec!["b".into(), "c".into()]);
        assert_eq!(
            stored.merge(mine),
            Tags(vec!["a".into(), "b".into(), "c".into()])
        );
    }

    #[test]
    fn keys() {
        assert_eq!(storage_key(Sample::KEY), "escaque.sample");
        assert_eq!(aside_key("sample", 5, 0), "escaque.sample.aside.5");
        assert_eq!(aside_key("sample", 5, 1), "escaque.sample.aside.5.1");
    }
}
