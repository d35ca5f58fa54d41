//! The student's runs, kept on the device as versioned JSON; storage itself is the app's business.
//!
//! - The newest [`MAX_RUNS`] runs are kept whole (with their mistakes); older ones are compacted
//!   into one [`Aggregate`] per day, drill, side ([`RunSide`]) and length, so nothing is dropped and the
//!   stored text stays small. Past [`MAX_AGGREGATES`], the oldest days are merged into 30-day
//!   spans in the same way.
//! - Each square drill keeps its squares' statistics for spaced repetition.
//! - It is stored through [`crate::stored`]. A stored value that cannot be read in full is not
//!   lost: reading keeps every entry it can and counts the rest, so the app can put the raw
//!   text aside and tell the student once. Two tabs' copies merge without losing a run
//!   ([`History`]'s [`Versioned::merge`]).
//!
//! ```
//! use escaque_core::history::History;
//! use escaque_core::stored::{decode, encode, Versioned};
//! use escaque_core::drill::{Answer, Drill, DrillSpec, Setup};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=1&seed=3").unwrap();
//! let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
//! let square = drill.prompt().unwrap().first_square();
//! drill.answer(Answer::Square(square), 900.0).unwrap();
//! let mut history = History::default();
//! history.record(&drill, 1_700_000_000_000, 19_675);
//! assert_eq!(decode::<History>(Some(&encode(&history))).value, history);
//! // Another tab's copy, without this run, loses nothing in the merge.
//! assert_eq!(History::default().merge(history.clone()), history);
//! ```

use crate::board_state::Orientation;
use crate::drill::weights::{record_run, SquareStats, SquareWeights};
use crate::drill::{Drill, Length, Mode, OrientationChoice};
use crate::stored::{Partial, Versioned};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::fmt;

/// The schema version written by this build.
pub const HISTORY_VERSION: u32 = 1;
/// Runs kept whole; older ones are compacted into daily aggregates.
pub const MAX_RUNS: usize = 200;
/// Aggregates kept before the oldest are merged into 30-day spans.
pub const MAX_AGGREGATES: usize = 1500;
/// Mistakes kept per run.
pub const MAX_MISTAKES: usize = 100;

/// How long a run was: `n20`, `t30`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RunLength {
    Count(u8),
    Timed(u8),
    /// A whole game (the game drill), with its number of prompts.
    Game(u8),
}

impl RunLength {
    /// The length of a run of `drill`.
    pub fn of(drill: &Drill) -> RunLength {
        match drill.spec().length() {
            Length::Count(n) => RunLength::Count(n.get()),
            Length::Timed(s) => RunLength::Timed(s.seconds()),
            Length::Whole => {
                let prompts = drill.progress().1.unwrap_or(0);
                RunLength::Game(u8::try_from(prompts).unwrap_or(u8::MAX))
            }
        }
    }
}

impl fmt::Display for RunLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunLength::Count(n) => write!(f, "n{n}"),
            RunLength::Timed(s) => write!(f, "t{s}"),
            RunLength::Game(n) => write!(f, "g{n}"),
        }
    }
}

impl std::str::FromStr for RunLength {
    type Err = String;

    fn from_str(text: &str) -> Result<RunLength, String> {
        let bad = || format!("'{text}' is not a run length");
        let (kind, number) = text.split_at_checked(1).ok_or_else(bad)?;
        let number: u8 = number.parse().map_err(|_| bad())?;
        match kind {
            "n" => Ok(RunLength::Count(number)),
            "t" => Ok(RunLength::Timed(number)),
            "g" => Ok(RunLength::Game(number)),
            _ => Err(bad()),
        }
    }
}

impl Serialize for RunLength {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for RunLength {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<RunLength, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Mode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Mode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Mode, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Which side a run had at the bottom: one side all run, or the side to move (each question
/// its own: [`OrientationChoice::Auto`]), as the progress page names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RunSide {
    White,
    Black,
    /// The side to move (in a game, the student's side) at the bottom.
    ToMove,
}

impl RunSide {
    fn of(orientation: Orientation, side_to_move: bool) -> RunSide {
        match (side_to_move, orientation) {
            (true, _) => RunSide::ToMove,
            (false, Orientation::White) => RunSide::White,
            (false, Orientation::Black) => RunSide::Black,
        }
    }
}

/// One run, whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunRecord {
    pub mode: Mode,
    /// The side at the bottom; with `side_to_move`, that of the last question.
    pub orientation: Orientation,
    /// Whether the side to move was at the bottom, each question its own (absent: no, as
    /// every run before this field was recorded as its last question's side; an older build
    /// reads the run and leaves it out).
    #[serde(default, skip_serializing_if = "is_false")]
    pub side_to_move: bool,
    pub length: RunLength,
    /// The local day (days since 1970-01-01) the run ended.
    pub day: u32,
    /// When the run ended, Unix milliseconds.
    pub at: u64,
    pub right: u32,
    pub attempted: u32,
    pub best_streak: u32,
    pub mean_ms: u32,
    /// The prompts missed, as written (`e4`, `e4 g6`; a move in the drill's language: `Cf3`).
    pub mistakes: Vec<String>,
    /// Whether the drill was shared ([`DrillSpec::is_shared`](crate::drill::DrillSpec::is_shared): a seed or a teacher's content).
    pub shared: bool,
    /// The game of a game or old-book run, so that the progress page names it (absent for
    /// other runs, and for runs recorded before this field).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<RunGame>,
    /// Stopped by the student before its end: shown as unfinished, never a best score
    /// (absent: no; an older build reads the run and leaves it out).
    #[serde(default, skip_serializing_if = "is_false")]
    pub stopped: bool,
}

/// The game a run asked, as the progress page names it ([`RunGame::title`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunGame {
    pub id: String,
    pub white: String,
    pub black: String,
    pub event: String,
    pub year: Option<u16>,
}

impl RunGame {
    /// The game's title: its players, or an example's id and event.
    pub fn title(&self) -> crate::library::GameTitle<'_> {
        crate::library::GameTitle::of(&self.id, &self.white, &self.black, &self.event, self.year)
    }
}

/// Runs of one day (or span of days), drill, side and length, compacted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aggregate {
    pub mode: Mode,
    pub orientation: Orientation,
    /// As [`RunRecord::side_to_move`].
    #[serde(default, skip_serializing_if = "is_false")]
    pub side_to_move: bool,
    pub length: RunLength,
    /// The first local day covered.
    pub day: u32,
    /// Days covered (1 for a day, 30 for a merged span).
    pub days: u32,
    pub runs: u32,
    pub right: u32,
    pub attempted: u32,
    /// The best score (right answers) of a run.
    pub best: u32,
    pub best_streak: u32,
    /// Sum of the runs' mean times, to give a mean of means.
    pub total_mean_ms: u64,
}

fn is_false(value: &bool) -> bool {
    !value
}

impl RunRecord {
    /// The side the run had at the bottom.
    pub fn side(&self) -> RunSide {
        RunSide::of(self.orientation, self.side_to_move)
    }
}

impl Aggregate {
    /// The side its runs had at the bottom.
    pub fn side(&self) -> RunSide {
        RunSide::of(self.orientation, self.side_to_move)
    }
}

/// Everything kept about the student's runs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    pub runs: Vec<RunRecord>,
    pub aggregates: Vec<Aggregate>,
    /// Square statistics per square drill, 64 entries each (a1 first).
    pub squares: BTreeMap<Mode, Vec<SquareStats>>,
}

/// Stored as `escaque.history`, read entry by entry (a damaged entry costs only itself).
///
/// Merging two copies (storage's, the newest, and this tab's) keeps every run of both, once:
/// the copy that has compacted more runs into its aggregates gives the aggregates (it holds
/// every run the other one compacted, the oldest runs being compacted first), the whole runs
/// are the union of both but for those older than its oldest whole run (they are in its
/// aggregates), and the result is compacted again. A drill's square statistics are storage's
/// when it has them (they already count this tab's runs), else this tab's.
impl Versioned for History {
    const KEY: &'static str = "history";
    const VERSION: u32 = HISTORY_VERSION;

    fn read(fields: Map<String, Value>) -> Result<Partial<History>, String> {
        let mut skipped = 0;
        let mut entries = |key: &str| -> Vec<Value> {
            match fields.get(key) {
                Some(Value::Array(items)) => items.clone(),
                None => Vec::new(),
                Some(_) => {
                    skipped += 1;
                    Vec::new()
                }
            }
        };
        let (runs, aggregates) = (entries("runs"), entries("aggregates"));
        let mut history = History::default();
        for value in runs {
            match serde_json::from_value(value) {
                Ok(run) => history.runs.push(run),
                Err(_) => skipped += 1,
            }
        }
        for value in aggregates {
            match serde_json::from_value(value) {
                Ok(aggregate) => history.aggregates.push(aggregate),
                Err(_) => skipped += 1,
            }
        }
        match fields.get("squares") {
            Some(Value::Object(modes)) => {
                for (mode, stats) in modes {
                    let mode = mode.parse::<Mode>();
                    let stats = serde_json::from_value::<Vec<SquareStats>>(stats.clone());
                    match (mode, stats) {
                        (Ok(mode), Ok(stats)) if stats.len() == 64 => {
                            history.squares.insert(mode, stats);
                        }
                        _ => skipped += 1,
                    }
                }
            }
            None => {}
            Some(_) => skipped += 1,
        }
        Ok(Partial {
            value: history,
            skipped,
        })
    }

    fn merge(self, mine: History) -> History {
        let mut squares = self.squares.clone();
        for (mode, stats) in &mine.squares {
            squares.entry(*mode).or_insert_with(|| stats.clone());
        }
        let (mut merged, other) = if mine.compacted_before() > self.compacted_before() {
            (mine, self)
        } else {
            (self, mine)
        };
        let compacted_before = merged.compacted_before();
        for run in other.runs {
            if run.at >= compacted_before && !merged.runs.contains(&run) {
                merged.runs.push(run);
            }
        }
        merged.runs.sort_by_key(|r| r.at);
        merged.squares = squares;
        merged.compact();
        merged
    }
}

impl History {
    /// Runs older than this (Unix milliseconds) are in the aggregates: the oldest whole run's
    /// time when runs were compacted, else 0.
    fn compacted_before(&self) -> u64 {
        if self.aggregates.is_empty() {
            return 0;
        }
        self.runs.iter().map(|r| r.at).min().unwrap_or(0)
    }

    /// Adds a finished (or stopped) run: its record, and its squares' statistics. A run with no
    /// answer is not recorded. `at` is Unix milliseconds, `day` the local day number.
    pub fn record(&mut self, drill: &Drill, at: u64, day: u32) {
        let score = drill.score();
        if score.attempted == 0 {
            return;
        }
        let spec = drill.spec();
        self.runs.push(RunRecord {
            mode: spec.mode(),
            orientation: drill.orientation(),
            side_to_move: spec.orientation() == OrientationChoice::Auto,
            length: RunLength::of(drill),
            day,
            at,
            right: score.right,
            attempted: score.attempted,
            best_streak: drill.best_streak(),
            mean_ms: drill.mean_millis(),
            mistakes: drill
                .mistakes()
                .take(MAX_MISTAKES)
                .map(|a| drill.describe(&a.prompt))
                .collect(),
            shared: spec.is_shared(),
            game: drill.game().map(|g| RunGame {
                id: g.id.clone(),
                white: g.white.clone(),
                black: g.black.clone(),
                event: g.event.clone(),
                year: g.year,
            }),
            stopped: drill.stopped_early(),
        });
        if !spec.mode().is_square_drill() {
            self.compact();
            return;
        }
        let stats = self
            .squares
            .entry(spec.mode())
            .or_insert_with(|| vec![SquareStats::default(); 64]);
        if let Ok(stats) = <&mut [SquareStats; 64]>::try_from(stats.as_mut_slice()) {
            record_run(stats, &drill.outcomes());
        }
        self.compact();
    }

    /// The repetition weights of a square drill.
    pub fn weights(&self, mode: Mode) -> SquareWeights {
        self.square_stats(mode)
            .map_or(SquareWeights::UNIFORM, |s| SquareWeights::from_stats(&s))
    }

    /// The squares' statistics of a drill, if it was ever run.
    pub fn square_stats(&self, mode: Mode) -> Option<[SquareStats; 64]> {
        let stats = self.squares.get(&mode)?;
        <[SquareStats; 64]>::try_from(stats.as_slice()).ok()
    }

    /// Moves the oldest runs beyond [`MAX_RUNS`] into aggregates, and merges old aggregates
    /// beyond [`MAX_AGGREGATES`] into 30-day spans.
    pub fn compact(&mut self) {
        if self.runs.len() > MAX_RUNS {
            self.runs.sort_by_key(|r| r.at);
            let old: Vec<RunRecord> = self.runs.drain(..self.runs.len() - MAX_RUNS).collect();
            for run in old {
                self.add_aggregate(Aggregate {
                    mode: run.mode,
                    orientation: run.orientation,
                    side_to_move: run.side_to_move,
                    length: run.length,
                    day: run.day,
                    days: 1,
                    runs: 1,
                    right: run.right,
                    attempted: run.attempted,
                    best: if run.stopped { 0 } else { run.right },
                    best_streak: run.best_streak,
                    total_mean_ms: u64::from(run.mean_ms),
                });
            }
        }
        if self.aggregates.len() > MAX_AGGREGATES {
            self.aggregates.sort_by_key(|a| a.day);
            let keep_from = self.aggregates.len() - MAX_AGGREGATES / 2;
            let old: Vec<Aggregate> = self.aggregates.drain(..keep_from).collect();
            let mut merged: Vec<Aggregate> = Vec::new();
            for mut aggregate in old {
                aggregate.day -= aggregate.day % 30;
                aggregate.days = 30;
                match merged.iter_mut().find(|m| same_bucket(m, &aggregate)) {
                    Some(m) => merge(m, &aggregate),
                    None => merged.push(aggregate),
                }
            }
            merged.append(&mut self.aggregates);
            self.aggregates = merged;
        }
    }

    fn add_aggregate(&mut self, aggregate: Aggregate) {
        match self
            .aggregates
            .iter_mut()
            .find(|a| same_bucket(a, &aggregate))
        {
            Some(existing) => merge(existing, &aggregate),
            None => self.aggregates.push(aggregate),
        }
    }
}

fn same_bucket(a: &Aggregate, b: &Aggregate) -> bool {
    (a.mode, a.side(), a.length, a.day, a.days) == (b.mode, b.side(), b.length, b.day, b.days)
}

fn merge(into: &mut Aggregate, other: &Aggregate) {
    into.runs += other.runs;
    into.right += other.right;
    into.attempted += other.attempted;
    into.best = into.best.max(other.best);
    into.best_streak = into.best_streak.max(other.best_streak);
    into.total_mean_ms += other.total_mean_ms;
}
