//! The drill state machine: prompts, answers, verdicts, score, streaks, timings, end of run.
//!
//! Time comes from outside (milliseconds from any clock that only goes forward, such as the
//! browser's `performance.now()`), so the machine is pure and every test can drive it.
//!
//! ```
//! use escaque_core::drill::{Answer, Drill, DrillSpec, Setup};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=2&seed=7").unwrap();
//! let mut drill = Drill::new(spec, Setup::default(), 0.0);
//! let first = drill.prompt().unwrap().first_square();
//! assert!(drill.answer(Answer::Square(first), 800.0).unwrap().correct);
//! let second = drill.prompt().unwrap().first_square();
//! drill.answer(Answer::Square(first), 1500.0).unwrap(); // wrong: the previous square
//! assert!(drill.is_over());
//! assert_eq!((drill.score().right, drill.score().attempted, drill.best_streak()), (1, 2, 1));
//! assert_eq!(drill.mistakes().next().unwrap().expected.to_string(), second.to_string());
//! ```

use super::prompt::{Answer, AnswerError, Expected, Prompt};
use super::rng::Rng;
use super::spec::{DrillSpec, Length, OrientationChoice};
use super::squares::SquarePrompts;
use super::weights::{Outcome, SquareWeights};
use crate::board_state::Orientation;

/// The most prompts of a timed run (nobody answers 20 a second).
pub const MAX_TIMED_PROMPTS: usize = 600;

/// What the app knows that the link does not: used only when the spec has no seed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// A seed for this run (e.g. from the clock).
    pub seed: u64,
    /// The student's repetition weights for this drill.
    pub weights: SquareWeights,
}

/// One answered prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub prompt: Prompt,
    pub expected: Expected,
    pub given: Answer,
    pub correct: bool,
    /// From showing the prompt to the answer.
    pub millis: u32,
}

/// Right answers of answered prompts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    pub right: u32,
    pub attempted: u32,
}

impl Score {
    /// Whole percent of right answers (0 when nothing was answered).
    pub fn accuracy_percent(&self) -> u32 {
        (self.right * 100).checked_div(self.attempted).unwrap_or(0)
    }
}

/// A run of a drill.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    spec: DrillSpec,
    orientation: Orientation,
    source: SquarePrompts,
    current: Prompt,
    upcoming: Prompt,
    attempts: Vec<Attempt>,
    streak: u32,
    best_streak: u32,
    shown_at: f64,
    clock_started: Option<f64>,
    over: bool,
}

impl Drill {
    /// Starts a run at time `now`: the first prompt is shown.
    pub fn new(spec: DrillSpec, setup: Setup, now: f64) -> Drill {
        let (mut rng, weights) = match spec.seed {
            Some(seed) => (Rng::new(u64::from(seed)), SquareWeights::UNIFORM),
            None => (Rng::new(setup.seed), setup.weights),
        };
        let orientation = match spec.orientation {
            OrientationChoice::White => Orientation::White,
            OrientationChoice::Black => Orientation::Black,
            OrientationChoice::Random if rng.coin() => Orientation::Black,
            OrientationChoice::Random => Orientation::White,
        };
        let mut source = SquarePrompts::new(spec.mode, spec.area, weights, rng);
        let current = source.next_prompt();
        let upcoming = source.next_prompt();
        Drill {
            spec,
            orientation,
            source,
            current,
            upcoming,
            attempts: Vec::new(),
            streak: 0,
            best_streak: 0,
            shown_at: now,
            clock_started: None,
            over: false,
        }
    }

    /// The spec this run follows.
    pub fn spec(&self) -> &DrillSpec {
        &self.spec
    }

    /// The side at the bottom (a random choice is made once per run).
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// The prompt to answer; `None` once the run is over.
    pub fn prompt(&self) -> Option<&Prompt> {
        (!self.over).then_some(&self.current)
    }

    /// The prompt after this one (shown faintly), if the run has one more.
    pub fn upcoming(&self) -> Option<&Prompt> {
        let more = match self.spec.length {
            Length::Count(n) => self.attempts.len() + 1 < usize::from(n),
            Length::Timed(_) => self.attempts.len() + 1 < MAX_TIMED_PROMPTS,
        };
        (!self.over && more).then_some(&self.upcoming)
    }

    /// Grades `answer` to the current prompt at time `now` and moves to the next prompt.
    ///
    /// # Errors
    /// [`AnswerError`] when the run is over or the answer cannot be graded; nothing is counted.
    pub fn answer(&mut self, answer: Answer, now: f64) -> Result<&Attempt, AnswerError> {
        self.tick(now);
        if self.over {
            return Err(AnswerError::Over);
        }
        let expected = Expected::of(self.spec.mode, &self.current);
        let correct = expected.accepts(&answer)?;
        self.clock_started.get_or_insert(now);
        let millis = (now - self.shown_at).clamp(0.0, f64::from(u32::MAX)) as u32;
        if correct {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.attempts.push(Attempt {
            prompt: self.current,
            expected,
            given: answer,
            correct,
            millis,
        });
        let done = match self.spec.length {
            Length::Count(n) => self.attempts.len() >= usize::from(n),
            Length::Timed(_) => self.attempts.len() >= MAX_TIMED_PROMPTS,
        };
        if done {
            self.over = true;
        } else {
            self.current = self.upcoming;
            self.upcoming = self.source.next_prompt();
            self.shown_at = now;
        }
        Ok(self.attempts.last().expect("an attempt was just pushed"))
    }

    /// Ends a timed run whose time is up; returns whether the run is over.
    pub fn tick(&mut self, now: f64) -> bool {
        if self.time_left(now) == Some(0.0) {
            self.over = true;
        }
        self.over
    }

    /// Ends the run now (the student stops early).
    pub fn finish(&mut self) {
        self.over = true;
    }

    /// Milliseconds left in a timed run (the whole time until the first answer); `None` when
    /// untimed.
    pub fn time_left(&self, now: f64) -> Option<f64> {
        let Length::Timed(seconds) = self.spec.length else {
            return None;
        };
        let total = f64::from(seconds) * 1000.0;
        let used = self.clock_started.map_or(0.0, |start| now - start);
        Some((total - used).max(0.0))
    }

    /// Whether the clock of a timed run is running.
    pub fn clock_running(&self) -> bool {
        self.clock_started.is_some() && !self.over
    }

    /// Whether the run has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Every answered prompt, in order.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// The latest answer, for the verdict.
    pub fn last(&self) -> Option<&Attempt> {
        self.attempts.last()
    }

    /// The answers that were wrong.
    pub fn mistakes(&self) -> impl Iterator<Item = &Attempt> {
        self.attempts.iter().filter(|a| !a.correct)
    }

    /// Right of attempted.
    pub fn score(&self) -> Score {
        Score {
            right: self.attempts.iter().filter(|a| a.correct).count() as u32,
            attempted: self.attempts.len() as u32,
        }
    }

    /// Right answers in a row, now.
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// The longest streak of the run.
    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// Mean milliseconds per answer (0 before the first).
    pub fn mean_millis(&self) -> u32 {
        let total: u64 = self.attempts.iter().map(|a| u64::from(a.millis)).sum();
        total
            .checked_div(self.attempts.len() as u64)
            .map_or(0, |m| m as u32)
    }

    /// Prompts answered and, in an untimed run, how many there are.
    pub fn progress(&self) -> (usize, Option<usize>) {
        let total = match self.spec.length {
            Length::Count(n) => Some(usize::from(n)),
            Length::Timed(_) => None,
        };
        (self.attempts.len(), total)
    }

    /// The run's answers as the repetition statistics need them.
    pub fn outcomes(&self) -> Vec<Outcome> {
        self.attempts
            .iter()
            .map(|a| Outcome {
                prompt: a.prompt,
                correct: a.correct,
                millis: a.millis,
            })
            .collect()
    }
}
