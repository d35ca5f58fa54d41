//! The bounded values of a drill: a run's length ([`Length`]: a [`PromptCount`] or a
//! [`TimeLimit`]), its [`Seed`] and its [`Title`]. Each is built only through a constructor
//! that checks it, with the [`SpecError`] a link with that value gets.
//!
//! ```
//! use escaque_core::drill::{PromptCount, Seed, SpecError, TimeLimit, Title};
//! assert_eq!(PromptCount::new(12).map(PromptCount::get), Ok(12));
//! assert!(matches!(PromptCount::new(0), Err(SpecError::OutOfRange { key: "n", .. })));
//! assert!(PromptCount::new(101).is_err());
//! assert_eq!(TimeLimit::new(60).map(TimeLimit::seconds), Ok(60));
//! assert!(TimeLimit::new(45).is_err());
//! assert!(Seed::new(1_000_000_000).is_err());
//! assert_eq!(Title::new("Columnas").unwrap().as_str(), "Columnas");
//! assert_eq!(Title::new("<b>"), Err(SpecError::HtmlInText { key: "title" }));
//! assert_eq!(Title::new("  "), Err(SpecError::BadText { key: "title" }));
//! ```

use super::error::SpecError;
use crate::drill::limits::{
    DEFAULT_PROMPTS, MAX_PROMPTS, MAX_SEED, MAX_TITLE_CHARS, MIN_PROMPTS, TIMED_SECONDS,
};
use std::fmt;

/// How many prompts an untimed run has: [`MIN_PROMPTS`] to [`MAX_PROMPTS`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PromptCount(u8);

impl PromptCount {
    /// The count of a link that says nothing.
    pub const DEFAULT: PromptCount = PromptCount(DEFAULT_PROMPTS);

    /// `count` prompts.
    ///
    /// # Errors
    /// [`SpecError::OutOfRange`] for `n` outside its bounds.
    pub fn new(count: u8) -> Result<PromptCount, SpecError> {
        if (MIN_PROMPTS..=MAX_PROMPTS).contains(&count) {
            Ok(PromptCount(count))
        } else {
            Err(SpecError::OutOfRange {
                key: "n",
                value: count.to_string(),
                min: u32::from(MIN_PROMPTS),
                max: u32::from(MAX_PROMPTS),
            })
        }
    }

    /// The number of prompts.
    pub fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for PromptCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How long a timed run lasts: one of [`TimeLimit::ALL`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TimeLimit(u8);

impl TimeLimit {
    /// Every time a link may ask for, shortest first.
    pub const ALL: [TimeLimit; 2] = [TimeLimit(TIMED_SECONDS[0]), TimeLimit(TIMED_SECONDS[1])];

    /// A run of `seconds`.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] for `t` when the link may not ask for this time.
    pub fn new(seconds: u8) -> Result<TimeLimit, SpecError> {
        TimeLimit::ALL
            .into_iter()
            .find(|limit| limit.0 == seconds)
            .ok_or_else(|| SpecError::BadValue {
                key: "t",
                value: seconds.to_string(),
            })
    }

    /// The run's seconds.
    pub fn seconds(self) -> u8 {
        self.0
    }
}

impl fmt::Display for TimeLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How long a run lasts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Length {
    /// A number of prompts, untimed.
    Count(PromptCount),
    /// A number of seconds; the clock starts with the first answer.
    Timed(TimeLimit),
    /// Every move of the game (the `game` drill), or every item of the link's content.
    Whole,
}

impl Length {
    /// `count` prompts, untimed.
    ///
    /// # Errors
    /// [`SpecError::OutOfRange`] for `n` outside its bounds.
    pub fn count(count: u8) -> Result<Length, SpecError> {
        PromptCount::new(count).map(Length::Count)
    }

    /// A run of `seconds`.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] for `t` when the link may not ask for this time.
    pub fn timed(seconds: u8) -> Result<Length, SpecError> {
        TimeLimit::new(seconds).map(Length::Timed)
    }
}

/// A fixed seed: 0 to [`MAX_SEED`] (nine digits). Every student of a link with a seed gets the
/// same prompts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seed(u32);

impl Seed {
    /// The seed `value`.
    ///
    /// # Errors
    /// [`SpecError::OutOfRange`] for `seed` above [`MAX_SEED`].
    pub fn new(value: u32) -> Result<Seed, SpecError> {
        if value <= MAX_SEED {
            Ok(Seed(value))
        } else {
            Err(SpecError::OutOfRange {
                key: "seed",
                value: value.to_string(),
                min: 0,
                max: MAX_SEED,
            })
        }
    }

    /// The seed's number.
    pub fn get(self) -> u32 {
        self.0
    }
}

/// The teacher's title for a drill: plain text, not blank, at most [`MAX_TITLE_CHARS`]
/// characters, no control characters and no `<` or `>` (a link never carries HTML, even to be
/// shown as text).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Title(String);

impl Title {
    /// The title `text`, as it is (the caller trims what a form typed).
    ///
    /// # Errors
    /// [`SpecError::HtmlInText`] for `<` or `>`, else [`SpecError::BadText`].
    pub fn new(text: &str) -> Result<Title, SpecError> {
        if text.chars().any(|c| c == '<' || c == '>') {
            return Err(SpecError::HtmlInText { key: "title" });
        }
        if text.trim().is_empty()
            || text.chars().count() > MAX_TITLE_CHARS
            || text.chars().any(char::is_control)
        {
            return Err(SpecError::BadText { key: "title" });
        }
        Ok(Title(text.to_string()))
    }

    /// The title's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_is_built_only_within_its_bounds() {
        for count in 0..=u8::MAX {
            let built = PromptCount::new(count);
            assert_eq!(
                built.is_ok(),
                (MIN_PROMPTS..=MAX_PROMPTS).contains(&count),
                "{count}"
            );
            if let Ok(built) = built {
                assert_eq!(built.get(), count);
            }
        }
        assert_eq!(
            PromptCount::new(0),
            Err(SpecError::OutOfRange {
                key: "n",
                value: "0".into(),
                min: 1,
                max: 100
            })
        );
        assert_eq!(PromptCount::DEFAULT.get(), 20);
        assert!(PromptCount::new(PromptCount::DEFAULT.get()).is_ok());
    }

    #[test]
    fn a_time_limit_is_one_of_the_link_times() {
        for seconds in 0..=u8::MAX {
            assert_eq!(
                TimeLimit::new(seconds).is_ok(),
                TIMED_SECONDS.contains(&seconds),
                "{seconds}"
            );
        }
        assert_eq!(TimeLimit::ALL.map(TimeLimit::seconds), TIMED_SECONDS);
    }

    #[test]
    fn a_seed_has_at_most_nine_digits() {
        for (value, ok) in [
            (0, true),
            (MAX_SEED, true),
            (MAX_SEED + 1, false),
            (u32::MAX, false),
        ] {
            assert_eq!(Seed::new(value).is_ok(), ok, "{value}");
        }
    }

    #[test]
    fn a_title_is_plain_text_of_bounded_length() {
        let longest = "é".repeat(MAX_TITLE_CHARS);
        for (text, expected) in [
            ("Clase 1", Ok(())),
            (longest.as_str(), Ok(())),
            ("", Err(SpecError::BadText { key: "title" })),
            (" \t", Err(SpecError::BadText { key: "title" })),
            ("a\u{7}b", Err(SpecError::BadText { key: "title" })),
            ("1 < 2", Err(SpecError::HtmlInText { key: "title" })),
            ("<script>", Err(SpecError::HtmlInText { key: "title" })),
        ] {
            assert_eq!(Title::new(text).map(|_| ()), expected, "{text:?}");
        }
        let too_long = format!("{longest}x");
        assert_eq!(
            Title::new(&too_long),
            Err(SpecError::BadText { key: "title" })
        );
    }
}
