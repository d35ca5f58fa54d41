//! The course's progress on the device: each lesson's best practice score, kept through the
//! versioned storage ([`crate::stored`]) under `escaque.course`.

use super::ORDER;
use crate::stored::Versioned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A lesson is mastered at this share of its practice, or more.
pub const MASTERY_PERCENT: u8 = 80;

/// A practice under mastery but at this percent or more is "nearly" there (go over the steps
/// and try again); under it, the lesson is to be gone through again from its first step.
pub const NEARLY_PERCENT: u8 = 60;

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

    /// The lesson to go on with, where the student left off: the furthest lesson opened if
    /// it is not mastered yet, else the one after it (a lesson left behind unmastered is not
    /// offered while the student goes on: the list shows it started); past the last lesson,
    /// the first not mastered. `None` before any lesson is opened, and when all are mastered.
    ///
    /// ```
    /// use escaque_core::course::CourseProgress;
    /// let mut p = CourseProgress::default();
    /// p.finish("board", 100);
    /// p.finish("pieces", 50); // started, not mastered
    /// assert_eq!(p.to_continue(), Some("pieces"));
    /// p.finish("moves", 100); // went on
    /// assert_eq!(p.to_continue(), Some("captures"));
    /// ```
    pub fn to_continue(&self) -> Option<&'static str> {
        let furthest = ORDER
            .iter()
            .rposition(|&id| self.state(id) != LessonState::New)?;
        if self.state(ORDER[furthest]) != LessonState::Mastered {
            return Some(ORDER[furthest]);
        }
        ORDER.get(furthest + 1).copied().or_else(|| {
            ORDER
                .iter()
                .copied()
                .find(|&id| self.state(id) != LessonState::Mastered)
        })
    }
}
