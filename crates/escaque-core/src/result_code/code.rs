//! The result code itself: its fields, its bits and its text (layout in the
//! [module docs](super)).

use super::crockford::{check_digits, digit_char, digit_value, grouped};
use super::date::Date;
use super::drill_id::{DrillId, DRILL_ID_BITS};
use crate::bits::{BitReader, BitWriter};
use crate::drill::Score;
use std::fmt;
use std::str::FromStr;

/// The code version this build writes for a run that went to its end (the value of the first
/// character): every Escaque since the first reads it.
pub const CODE_VERSION: u8 = 1;
/// The code version of a run stopped before its end: version 1 with the drill's number of
/// questions (see the [module docs](super)).
pub const STOPPED_VERSION: u8 = 2;
/// The most answers a code counts.
pub const MAX_ANSWERS: usize = 1000;
/// The answers whose mistakes a code lists: the first hundred.
pub const MAX_LISTED: usize = 100;
/// The longest time a code holds (18 h 12 min 15 s); longer times are written as this.
pub const MAX_SECONDS: u32 = 65_535;
/// The last day a code holds, 2149-06-06.
pub const MAX_DAY: u32 = 65_535;

const VERSION_BITS: u32 = 5;
const DAY_BITS: u32 = 16;
const SECONDS_BITS: u32 = 16;
const COUNT_BITS: u32 = 10;
/// Version 2: the drill's number of questions, 0 when it has none (a timed drill).
const TOTAL_BITS: u32 = 10;
/// Bits before the list of mistakes.
const HEADER_BITS: usize =
    (VERSION_BITS + DRILL_ID_BITS + DAY_BITS + SECONDS_BITS + COUNT_BITS) as usize;
/// Fewest characters of a code (no answer).
const MIN_CHARS: usize = HEADER_BITS.div_ceil(5) + 2;
/// More characters than any version will write: refused before any other check.
const MAX_CHARS: usize = 200;

/// A student's result of a drill (see the [module docs](super)).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResultCode {
    drill: DrillId,
    day: u16,
    seconds: u16,
    attempted: u16,
    right: u16,
    /// Bit `i` set: prompt `i` (from 0) of the first [`MAX_LISTED`] was missed.
    mistakes: u128,
    /// How the run ended.
    ending: Ending,
}

/// How a run ended, as its code says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// It went to its end (every question answered, or the time up), or the code is of
    /// version 1, which does not say.
    Whole,
    /// The student stopped it early: `total` is the drill's number of questions (`None` for a
    /// timed drill, which has no fixed number).
    Stopped { total: Option<u32> },
}

/// A result's score as a teacher reads it: right answers out of the drill's questions, and
/// whether the student left it unfinished.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub right: u32,
    pub answered: u32,
    /// The drill's number of questions, when the code or the drill's link says it (a timed
    /// drill has none).
    pub total: Option<u32>,
    /// Stopped before the end: fewer answers than questions, or a timed run stopped early.
    pub unfinished: bool,
}

impl Standing {
    /// What the right answers are counted out of: the drill's questions when known, else the
    /// answers.
    pub fn out_of(&self) -> u32 {
        self.total.unwrap_or(self.answered).max(self.answered)
    }
}

/// Why a result code cannot be made or read. Positions count characters from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultCodeError {
    /// A character that is not a base32 digit, a hyphen or a space.
    BadCharacter { character: char, position: usize },
    /// Not as many characters as the code's contents need.
    WrongLength { length: usize },
    /// The check characters do not match: a character was mistyped.
    ChecksumMismatch,
    /// A code from a newer version of Escaque.
    UnknownVersion(u8),
    /// The numbers of the code contradict each other (more right answers than answers).
    Inconsistent,
    /// Making a code: more answers than [`MAX_ANSWERS`].
    TooManyAnswers { count: usize },
    /// Making a code: a day after [`MAX_DAY`].
    DayOutOfRange { day: u32 },
}

impl fmt::Display for ResultCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultCodeError::BadCharacter {
                character,
                position,
            } => write!(
                f,
                "'{character}' at position {position} is not a character of a result code"
            ),
            ResultCodeError::WrongLength { length } => write!(
                f,
                "a result code with {length} characters is too short or too long"
            ),
            ResultCodeError::ChecksumMismatch => {
                write!(
                    f,
                    "the result code has a typing mistake (its check does not match)"
                )
            }
            ResultCodeError::UnknownVersion(v) => write!(
                f,
                "result code version {v} is not known to this version of Escaque"
            ),
            ResultCodeError::Inconsistent => {
                write!(f, "the numbers of the result code do not agree")
            }
            ResultCodeError::TooManyAnswers { count } => write!(
                f,
                "{count} answers are too many for a result code (at most {MAX_ANSWERS})"
            ),
            ResultCodeError::DayOutOfRange { day } => {
                write!(f, "day {day} is after the last day a result code holds")
            }
        }
    }
}

impl std::error::Error for ResultCodeError {}

impl ResultCode {
    /// The code of a run: `answers[i]` tells whether prompt `i` was answered right; `seconds`
    /// the total time (capped at [`MAX_SECONDS`]); `day` the days since 1970-01-01.
    ///
    /// # Errors
    /// [`ResultCodeError::TooManyAnswers`] or [`ResultCodeError::DayOutOfRange`].
    pub fn new(
        drill: DrillId,
        answers: &[bool],
        seconds: u32,
        day: u32,
    ) -> Result<ResultCode, ResultCodeError> {
        if answers.len() > MAX_ANSWERS {
            return Err(ResultCodeError::TooManyAnswers {
                count: answers.len(),
            });
        }
        let day = u16::try_from(day).map_err(|_| ResultCodeError::DayOutOfRange { day })?;
        let mistakes = answers
            .iter()
            .take(MAX_LISTED)
            .enumerate()
            .filter(|(_, &right)| !right)
            .fold(0u128, |bits, (i, _)| bits | 1 << i);
        Ok(ResultCode {
            drill,
            day,
            seconds: u16::try_from(seconds.min(MAX_SECONDS)).unwrap_or(u16::MAX),
            attempted: answers.len() as u16,
            right: answers.iter().filter(|&&r| r).count() as u16,
            mistakes,
            ending: Ending::Whole,
        })
    }

    /// The same code for a run the student stopped before its end, out of `total` questions
    /// (`None`: a timed drill). It is written as version 2 ([`STOPPED_VERSION`]).
    ///
    /// ```
    /// use escaque_core::result_code::{DrillId, Ending, ResultCode};
    /// let drill = DrillId::of_link("v=1&mode=find&n=20&seed=7");
    /// let code = ResultCode::new(drill, &[true; 5], 40, 20_000).unwrap().stopped(Some(20)).unwrap();
    /// let read: ResultCode = code.to_string().parse().unwrap();
    /// assert_eq!(read.ending(), Ending::Stopped { total: Some(20) });
    /// let standing = read.standing(None);
    /// assert_eq!((standing.right, standing.out_of(), standing.unfinished), (5, 20, true));
    /// ```
    ///
    /// # Errors
    /// [`ResultCodeError::Inconsistent`] when `total` is fewer than the answers, or more than
    /// [`MAX_ANSWERS`].
    pub fn stopped(self, total: Option<usize>) -> Result<ResultCode, ResultCodeError> {
        if let Some(total) = total {
            if total < usize::from(self.attempted) || total > MAX_ANSWERS || total == 0 {
                return Err(ResultCodeError::Inconsistent);
            }
        }
        Ok(ResultCode {
            ending: Ending::Stopped {
                total: total.map(|t| t as u32),
            },
            ..self
        })
    }

    /// How the run ended.
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// The score out of the drill's questions: the code's own number for a stopped run, else
    /// `drill_total` (the drill's number of questions, from its link: so a version-1 code of a
    /// run left half-way is read right too).
    ///
    /// ```
    /// use escaque_core::result_code::{DrillId, ResultCode};
    /// let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=10"), &[true; 4], 9, 20_000).unwrap();
    /// assert_eq!(code.standing(None).out_of(), 4);
    /// let known = code.standing(Some(10));
    /// assert_eq!((known.out_of(), known.unfinished), (10, true));
    /// ```
    pub fn standing(&self, drill_total: Option<u32>) -> Standing {
        let answered = u32::from(self.attempted);
        let (total, stopped) = match self.ending {
            Ending::Stopped { total } => (total.or(drill_total), true),
            Ending::Whole => (drill_total, false),
        };
        Standing {
            right: u32::from(self.right),
            answered,
            total,
            unfinished: stopped || total.is_some_and(|t| t > answered),
        }
    }

    /// The drill the code is a result of.
    pub fn drill(&self) -> DrillId {
        self.drill
    }

    /// Days since 1970-01-01.
    pub fn day(&self) -> u32 {
        u32::from(self.day)
    }

    /// The date of the run.
    pub fn date(&self) -> Date {
        Date::from_days(self.day())
    }

    /// Total time in seconds (at most [`MAX_SECONDS`]).
    pub fn seconds(&self) -> u32 {
        u32::from(self.seconds)
    }

    /// Right answers and answers.
    pub fn score(&self) -> Score {
        Score {
            right: u32::from(self.right),
            attempted: u32::from(self.attempted),
        }
    }

    /// Whole percent of right answers (0 when nothing was answered).
    pub fn accuracy_percent(&self) -> u32 {
        self.score().accuracy_percent()
    }

    /// How many prompts the list of mistakes covers: the first [`MAX_LISTED`] answered.
    pub fn listed(&self) -> usize {
        usize::from(self.attempted).min(MAX_LISTED)
    }

    /// Whether prompt `index` (from 0) was missed; `false` beyond [`ResultCode::listed`].
    pub fn missed(&self, index: usize) -> bool {
        index < self.listed() && self.mistakes >> index & 1 == 1
    }

    /// The prompts missed among the listed ones, by index from 0.
    pub fn mistakes(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.listed()).filter(|&i| self.missed(i))
    }

    /// The code without hyphens (for links).
    pub fn compact(&self) -> String {
        let data = self.data_digits();
        let check = check_digits(&data);
        data.iter().chain(&check).map(|&d| digit_char(d)).collect()
    }

    /// The data digits: the fields' bits, padded to whole digits.
    fn data_digits(&self) -> Vec<u8> {
        let mut bits = BitWriter::new();
        let version = match self.ending {
            Ending::Whole => CODE_VERSION,
            Ending::Stopped { .. } => STOPPED_VERSION,
        };
        bits.push(u64::from(version), VERSION_BITS);
        bits.push(u64::from(self.drill.bits()), DRILL_ID_BITS);
        bits.push(u64::from(self.day), DAY_BITS);
        bits.push(u64::from(self.seconds), SECONDS_BITS);
        bits.push(u64::from(self.attempted), COUNT_BITS);
        if let Ending::Stopped { total } = self.ending {
            bits.push(u64::from(total.unwrap_or(0)), TOTAL_BITS);
        }
        for i in 0..self.listed() {
            bits.push(u64::from(self.missed(i)), 1);
        }
        if usize::from(self.attempted) > MAX_LISTED {
            bits.push(u64::from(self.right), COUNT_BITS);
        }
        let digits = bits.len().div_ceil(5);
        bits.push(0, (digits * 5 - bits.len()) as u32);
        let bytes = bits.into_bytes();
        let mut reader = BitReader::new(&bytes, digits * 5);
        (0..digits)
            .map(|_| reader.take(5).unwrap_or(0) as u8)
            .collect()
    }
}

impl fmt::Display for ResultCode {
    /// The code in hyphenated groups of four or five characters.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&grouped(&self.compact()))
    }
}

/// The digits of a typed code: case, `I L O`, hyphens and whitespace forgiven.
fn digits(text: &str) -> Result<Vec<u8>, ResultCodeError> {
    let mut digits = Vec::new();
    for (i, c) in text.chars().enumerate() {
        if c == '-' || c.is_whitespace() {
            continue;
        }
        if digits.len() == MAX_CHARS {
            return Err(ResultCodeError::WrongLength {
                length: text
                    .chars()
                    .filter(|&c| c != '-' && !c.is_whitespace())
                    .count(),
            });
        }
        let value = digit_value(c).ok_or(ResultCodeError::BadCharacter {
            character: c,
            position: i + 1,
        })?;
        digits.push(value);
    }
    Ok(digits)
}

impl FromStr for ResultCode {
    type Err = ResultCodeError;

    /// Reads a code as typed; checks the characters, the length, the check, the version and
    /// that the numbers agree, in that order.
    fn from_str(text: &str) -> Result<ResultCode, ResultCodeError> {
        let digits = digits(text)?;
        let length = digits.len();
        if length < MIN_CHARS {
            return Err(ResultCodeError::WrongLength { length });
        }
        let (data, check) = digits.split_at(length - 2);
        if check_digits(data) != [check[0], check[1]] {
            return Err(ResultCodeError::ChecksumMismatch);
        }
        if data[0] != CODE_VERSION && data[0] != STOPPED_VERSION {
            return Err(ResultCodeError::UnknownVersion(data[0]));
        }
        let stopped = data[0] == STOPPED_VERSION;
        let mut writer = BitWriter::new();
        for &d in data {
            writer.push(u64::from(d), 5);
        }
        let total = writer.len();
        let bytes = writer.into_bytes();
        let mut bits = BitReader::new(&bytes, total);
        let mut field = |width: u32| bits.take(width).unwrap_or(0);
        field(VERSION_BITS);
        let drill =
            DrillId::from_bits(field(DRILL_ID_BITS) as u32).ok_or(ResultCodeError::Inconsistent)?;
        let day = field(DAY_BITS) as u16;
        let seconds = field(SECONDS_BITS) as u16;
        let attempted = field(COUNT_BITS) as u16;
        let total = if stopped {
            Some(field(TOTAL_BITS) as u32)
        } else {
            None
        };
        let listed = usize::from(attempted).min(MAX_LISTED);
        let long = usize::from(attempted) > MAX_LISTED;
        let needed = HEADER_BITS
            + if stopped { TOTAL_BITS as usize } else { 0 }
            + listed
            + if long { COUNT_BITS as usize } else { 0 };
        if needed.div_ceil(5) + 2 != length {
            return Err(ResultCodeError::WrongLength { length });
        }
        let mut mistakes = 0u128;
        for i in 0..listed {
            mistakes |= u128::from(bits.take(1) == Some(1)) << i;
        }
        let missed = mistakes.count_ones() as u16;
        let right = if long {
            bits.take(COUNT_BITS).unwrap_or(0) as u16
        } else {
            attempted - missed
        };
        if !bits.rest_is_zero()
            || usize::from(attempted) > MAX_ANSWERS
            || right > attempted
            || missed > attempted - right
            || total
                .is_some_and(|t| t != 0 && (t < u32::from(attempted) || t as usize > MAX_ANSWERS))
        {
            return Err(ResultCodeError::Inconsistent);
        }
        let ending = match total {
            None => Ending::Whole,
            Some(0) => Ending::Stopped { total: None },
            Some(t) => Ending::Stopped { total: Some(t) },
        };
        Ok(ResultCode {
            drill,
            day,
            seconds,
            attempted,
            right,
            mistakes,
            ending,
        })
    }
}
