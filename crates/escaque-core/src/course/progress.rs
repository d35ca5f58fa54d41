//! The course's progress on the device: each lesson's best practice score, kept through the
//! versioned storage ([`crate::stored`]) under `escaque.course`.

use super::ORDER;
use crate::stored::Versioned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A lesson is mastered at this share of its practice, or more.
pub const MASTERY_PERCENT: u8 = 80;

/// Where a student stands in a lesson (`data-state`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LessonState {
    New,
    Started,
    Mastered,
}

impl LessonState {
    /// `new`, `started`, `mastered`.
    pub fn code(self) -> &'static str {
        match self {
            LessonState::New => "new",
            LessonState::Started => "started",
            LessonState::Mastered => "mastered",
        }
    }
}

/// One lesson's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonRecord {
    /// The best practice score, in percent (0 when only opened).
    #[serde(default)]
    pub best: u8,
    /// Practices finished.
    #[serde(default)]
    pub runs: u32,
}

/// Every lesson opened, by id.
///
/// ```
/// use escaque_core::course::{CourseProgress, LessonState};
/// let mut p = CourseProgress::default();
/// assert_eq!(p.state("board"), LessonState::New);
/// p.start("board");
/// assert_eq!(p.state("board"), LessonState::Started);
/// p.finish("board", 85);
/// assert_eq!(p.state("board"), LessonState::Mastered);
/// assert_eq!(p.to_continue(), Some("pieces"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourseProgress {
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonRecord>,
}

impl Versioned for CourseProgress {
    const KEY: &'static str = "course";
    const VERSION: u32 = 1;

    /// Both tabs' records: the best score and the most runs of each lesson.
    fn merge(mut self, mine: Self) -> Self {
        for (id, record) in mine.lessons {
            let entry = self.lessons.entry(id).or_default();
            entry.best = entry.best.max(record.best);
            entry.runs = entry.runs.max(record.runs);
        }
        self
    }
}

impl CourseProgress {
    pub fn state(&self, id: &str) -> LessonState {
        match self.lessons.get(id) {
            None => LessonState::New,
            Some(r) if r.best >= MASTERY_PERCENT => LessonState::Mastered,
            Some(_) => LessonState::Started,
        }
    }

    /// The lesson was opened and gone into.
    pub fn start(&mut self, id: &str) {
        self.lessons.entry(id.to_string()).or_default();
    }

    /// A practice ended with `percent`.
    pub fn finish(&mut self, id: &str, percent: u8) {
        let entry = self.lessons.entry(id.to_string()).or_default();
        entry.best = entry.best.max(percent.min(100));
        entry.runs = entry.runs.saturating_add(1);
    }

    /// Lessons mastered.
    pub fn mastered(&self) -> usize {
        ORDER
            .iter()
            .filter(|&&id| self.state(id) == LessonState::Mastered)
            .count()
    }

    /// The lesson to go on with: the first started and not mastered, else the first new one
    /// after a mastered one; `None` before any lesson is opened, and when all are mastered.
    pub fn to_continue(&self) -> Option<&'static str> {
        if self.lessons.is_empty() {
            return None;
        }
        let first = |state| ORDER.iter().copied().find(|&id| self.state(id) == state);
        first(LessonState::Started).or_else(|| first(LessonState::New))
    }
}
