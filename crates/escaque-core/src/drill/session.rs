//! The drill state machine: prompts, answers, verdicts, score, streaks, timings, end of run.
//!
//! Time comes from outside (milliseconds from any clock that only goes forward, such as the
//! browser's `performance.now()`), so the machine is pure and every test can drive it.
//!
//! Square drills draw their prompts as they go; move drills draw them all at the start from the
//! game library (or take every move of one game, in order).
//!
//! ```
//! use escaque_core::drill::{Answer, Drill, DrillSpec, Setup};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=2&seed=7").unwrap();
//! let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
//! let first = drill.prompt().unwrap().first_square();
//! assert!(drill.answer(Answer::Square(first), 800.0).unwrap().correct);
//! let second = drill.prompt().unwrap().first_square();
//! drill.answer(Answer::Square(first), 1500.0).unwrap(); // wrong: the previous square
//! assert!(drill.is_over());
//! assert_eq!((drill.score().right, drill.score().attempted, drill.best_streak()), (1, 2, 1));
//! assert_eq!(drill.mistakes().next().unwrap().expected.to_string(), second.to_string());
//! ```

use super::error::DrillError;
use super::moves::{
    drawn, drawn_positions, from_content, positions_from_content, whole_game, ShownGame,
};
use super::prompt::{Answer, AnswerError, Expected, Prompt};
use super::rng::Rng;
use super::spec::{DrillSpec, GameInput, GameSide, Length, Mode, OrientationChoice};
use super::squares::SquarePrompts;
use super::weights::{Outcome, SquareWeights};
use crate::board_state::Orientation;
use crate::descriptive::Origins;
use crate::grade::{Grade, Verdict};
use crate::library::Library;
use crate::Position;
use chess::ChessMove;
use chess::Color;

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
    /// A written move's grade: canonical text, notes, the reason when wrong.
    pub grade: Option<Grade>,
}

/// Right answers of answered prompts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    pub right: u32,
    pub attempted: u32,
}

impl Score {
    /// Percent of right answers, rounded (0 when nothing was answered): see [`rounded_percent`].
    pub fn accuracy_percent(&self) -> u32 {
        rounded_percent(self.right, self.attempted)
    }
}

/// `part` of `whole` as a whole percent, rounded to the nearest (half up), but never 100 unless
/// all of it nor 0 unless none of it: 199 right of 200 is 99 %, not a perfect run.
///
/// ```
/// use escaque_core::drill::rounded_percent;
/// assert_eq!(rounded_percent(2, 3), 67);
/// assert_eq!(rounded_percent(10, 11), 91);
/// assert_eq!(rounded_percent(199, 200), 99);
/// assert_eq!(rounded_percent(1, 300), 1);
/// assert_eq!(rounded_percent(0, 0), 0);
/// ```
pub fn rounded_percent(part: u32, whole: u32) -> u32 {
    if whole == 0 {
        return 0;
    }
    let rounded = (u64::from(part) * 200 + u64::from(whole)) / (2 * u64::from(whole));
    let rounded = u32::try_from(rounded).unwrap_or(u32::MAX);
    match part {
        0 => 0,
        _ if part >= whole => rounded,
        _ => rounded.clamp(1, 99),
    }
}

/// Where the prompts come from.
#[derive(Clone, Debug, PartialEq)]
enum Source {
    /// Drawn one by one (square drills).
    Squares(Box<SquarePrompts>),
    /// Drawn at the start (move drills), taken in order.
    Listed(Vec<Prompt>),
}

/// A run of a drill.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    spec: DrillSpec,
    /// The side at the bottom, unless it follows the side to move.
    orientation: Option<Orientation>,
    source: Source,
    /// Index of the current prompt.
    index: usize,
    current: Prompt,
    upcoming: Option<Prompt>,
    /// How many prompts the run has at most.
    limit: usize,
    attempts: Vec<Attempt>,
    streak: u32,
    best_streak: u32,
    shown_at: f64,
    clock_started: Option<f64>,
    /// Time the clock of a timed run stood still (a wrong answer held), in milliseconds.
    clock_paused: f64,
    /// Since when the clock stands still, if it does now.
    paused_since: Option<f64>,
    /// When the run ended (its clock stands still from then on).
    ended_at: Option<f64>,
    over: bool,
    /// Ended by [`Drill::finish`] before its end.
    stopped: bool,
    game: Option<ShownGame>,
}

impl Drill {
    /// Starts a run at time `now`: the first prompt is shown. Move drills need the library,
    /// unless the link carries its own content.
    ///
    /// # Errors
    /// [`DrillError`] when a move drill has no library, or names a game it does not have, or
    /// the game has no move of the student's side.
    pub fn new(
        spec: DrillSpec,
        setup: Setup,
        library: Option<&Library>,
        now: f64,
    ) -> Result<Drill, DrillError> {
        let (mut rng, weights) = match spec.seed() {
            Some(seed) => (Rng::new(u64::from(seed)), SquareWeights::UNIFORM),
            None => (Rng::new(setup.seed), setup.weights),
        };
        let orientation = match spec.orientation() {
            OrientationChoice::White => Some(Orientation::White),
            OrientationChoice::Black => Some(Orientation::Black),
            OrientationChoice::Random if rng.coin() => Some(Orientation::Black),
            OrientationChoice::Random => Some(Orientation::White),
            // (Square drills never have `auto`: the spec refuses it.)
            OrientationChoice::Auto => None,
        };
        let mut limit = match spec.length() {
            Length::Count(n) => usize::from(n.get()),
            Length::Timed(_) | Length::Whole => MAX_TIMED_PROMPTS,
        };
        let mut game = None;
        let mut source = if let (Some(content), true) = (spec.content(), spec.mode().is_fen_drill())
        {
            let prompts = positions_from_content(content);
            limit = prompts.len();
            Source::Listed(prompts)
        } else if let Some(content) = spec.content() {
            let (prompts, shown) = from_content(&spec, content);
            game = shown;
            limit = prompts.len();
            Source::Listed(prompts)
        } else if spec.mode().is_square_drill() {
            Source::Squares(Box::new(SquarePrompts::new(
                spec.mode(),
                spec.area(),
                weights,
                rng,
            )))
        } else {
            let library = library.ok_or(DrillError::NeedsLibrary)?;
            let prompts = if spec.mode().is_fen_drill() {
                drawn_positions(library, &mut rng, limit)?
            } else if spec.mode().is_game() {
                let (prompts, shown) = whole_game(library, &spec)?;
                game = Some(shown);
                prompts
            } else {
                drawn(library, spec.focus(), &mut rng, limit)?
            };
            limit = limit.min(prompts.len());
            Source::Listed(prompts)
        };
        // A spec always has something to ask, but a game can lack a move of the chosen side.
        let current = next_prompt(&mut source, 0).ok_or(DrillError::NothingToAsk)?;
        let upcoming = next_prompt(&mut source, 1);
        Ok(Drill {
            spec,
            orientation,
            source,
            index: 0,
            current,
            upcoming,
            limit,
            attempts: Vec::new(),
            streak: 0,
            best_streak: 0,
            shown_at: now,
            clock_started: None,
            clock_paused: 0.0,
            paused_since: None,
            ended_at: None,
            over: false,
            stopped: false,
            game,
        })
    }

    /// The spec this run follows.
    pub fn spec(&self) -> &DrillSpec {
        &self.spec
    }

    /// The side at the bottom: as the link says (a random choice is made once per run), or the
    /// side to move (in a game, the student's side).
    pub fn orientation(&self) -> Orientation {
        self.orientation_of(&self.current)
    }

    /// The side at the bottom while `prompt` is asked (a preview's or a worksheet's prompt):
    /// the link's side, or with `o=auto` the side to move — except in a game's moves, which
    /// are watched from one side (the student's in the game drill, White otherwise) and never
    /// flip at every half-move.
    pub fn orientation_of(&self, prompt: &Prompt) -> Orientation {
        if let Some(fixed) = self.orientation {
            return fixed;
        }
        let bottom = match (self.spec.mode(), self.spec.side(), prompt) {
            (Mode::Game | Mode::OldBook, GameSide::Black, _) => Color::Black,
            (Mode::Game | Mode::OldBook, _, _) => Color::White,
            (_, _, Prompt::Move { ply: Some(_), .. }) => Color::White,
            (_, _, Prompt::Move { position, .. }) => position.turn(),
            (_, _, Prompt::Position { position, .. }) => position.turn(),
            _ => Color::White,
        };
        if bottom == Color::White {
            Orientation::White
        } else {
            Orientation::Black
        }
    }

    /// Whether the student writes moves (name-move, a game with `input=write`).
    pub fn writes_moves(&self) -> bool {
        self.spec.mode() == Mode::NameMove
            || (self.spec.mode().is_game() && self.spec.input() == GameInput::Write)
    }

    /// Whether the board plays the move before the student writes it: in name-move and the
    /// game drill, not in old-book (whose student reads the move in the book's notation).
    pub fn shows_the_move(&self) -> bool {
        self.writes_moves() && self.spec.mode() != Mode::OldBook
    }

    /// Whether the student plays moves on the board (play-move, a game with `input=play`).
    pub fn plays_moves(&self) -> bool {
        self.spec.mode() == Mode::PlayMove
            || (self.spec.mode().is_game() && self.spec.input() == GameInput::Play)
    }

    /// The game of the game drill.
    pub fn game(&self) -> Option<&ShownGame> {
        self.game.as_ref()
    }

    /// A prompt in words for lists and history: a square's name, or a move in the drill's
    /// notation language (`Cf3`); an old book's move as the student read it, in the book's
    /// notation (`P-K4`), never the algebraic answer.
    pub fn describe(&self, prompt: &Prompt) -> String {
        match prompt {
            Prompt::Move { position, mv, ply } if self.spec.mode() == Mode::OldBook => {
                self.book_move(position, *mv, *ply)
            }
            Prompt::Move { position, mv, .. } => self.spec.write_short(position, *mv),
            // A position: its FEN.
            other => other.to_string(),
        }
    }

    /// An old book's move `mv` (played at `ply` of the drill's game) as the book writes it, so
    /// that it names this move whichever way the reader takes a side before a piece: `KN` as
    /// the knight nearer the king's side or as the one that started there
    /// ([`crate::descriptive::write_in_game`]); where the two differ, the piece is named by its
    /// square instead. Without the game, as [`DrillSpec::write_move`] writes it.
    pub fn book_move(&self, position: &Position, mv: ChessMove, ply: Option<u16>) -> String {
        let (Some(book), Some(game), Some(ply)) = (self.spec.book(), self.game.as_ref(), ply)
        else {
            return self.spec.write_move(position, mv);
        };
        let mut origins = Origins::of(&game.start);
        for (before, played) in crate::replay::plies(game.start, &game.moves).take(usize::from(ply))
        {
            origins.play(&before, played);
        }
        crate::descriptive::write_in_game(position, mv, book, &origins)
    }

    /// The prompt to answer; `None` once the run is over.
    pub fn prompt(&self) -> Option<&Prompt> {
        (!self.over).then_some(&self.current)
    }

    /// The prompt after this one (shown faintly), if the run has one more.
    pub fn upcoming(&self) -> Option<&Prompt> {
        let more = self.attempts.len() + 1 < self.limit;
        self.upcoming.as_ref().filter(|_| !self.over && more)
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
        let (expected, correct, graded) = self.judge(&answer)?;
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
            grade: graded,
        });
        if self.attempts.len() < self.limit && self.advance() {
            self.shown_at = now;
        } else {
            self.end_at(now);
        }
        Ok(self.attempts.last().expect("an attempt was just pushed"))
    }

    /// Moves to the next prompt; false when there is none.
    fn advance(&mut self) -> bool {
        match self.upcoming {
            Some(next) => {
                self.index += 1;
                self.current = next;
                self.upcoming = next_prompt(&mut self.source, self.index + 1);
                true
            }
            None => false,
        }
    }

    /// The prompts from the current one on, at most `count` (a preview; the run is unchanged).
    pub fn preview(&self, count: usize) -> Vec<Prompt> {
        let mut ahead = self.clone();
        let mut prompts = Vec::new();
        let room = self.limit.saturating_sub(self.attempts.len());
        while !ahead.over && prompts.len() < count.min(room) {
            prompts.push(ahead.current);
            if !ahead.advance() {
                break;
            }
        }
        prompts
    }

    /// The right answer, whether `answer` is right, and a written move's grade.
    fn judge(&self, answer: &Answer) -> Result<(Expected, bool, Option<Grade>), AnswerError> {
        let expected = Expected::of(self.spec.mode(), &self.current);
        match (self.current, answer) {
            (Prompt::Move { position, mv, .. }, Answer::Text(text)) if self.writes_moves() => {
                if text.trim().is_empty() {
                    return Err(AnswerError::Empty);
                }
                let graded = self
                    .spec
                    .notation()
                    .grade(&position, mv, text, self.spec.profile());
                Ok((expected, graded.verdict != Verdict::Wrong, Some(graded)))
            }
            (Prompt::Move { .. }, Answer::Move(_)) if self.plays_moves() => {
                Ok((expected, expected.accepts(answer)?, None))
            }
            (Prompt::Move { .. }, _) => Err(AnswerError::WrongKind),
            (Prompt::Position { .. }, Answer::Text(_)) if self.spec.mode() != Mode::WriteFen => {
                Err(AnswerError::WrongKind)
            }
            (Prompt::Position { .. }, Answer::Placement(_)) if self.spec.mode() != Mode::SetUp => {
                Err(AnswerError::WrongKind)
            }
            _ => Ok((expected, expected.accepts(answer)?, None)),
        }
    }

    /// Counts the current prompt's answer time from `now` (it is shown again, after a pause).
    pub fn show_prompt_from(&mut self, now: f64) {
        self.shown_at = now;
    }

    /// Stops the clock of a timed run at `now` (a wrong answer is held); [`Drill::resume_clock`]
    /// starts it again. Untimed runs and a clock already stopped are left alone.
    pub fn pause_clock(&mut self, now: f64) {
        if self.clock_started.is_some() && self.paused_since.is_none() {
            self.paused_since = Some(now);
        }
    }

    /// Starts again a clock stopped by [`Drill::pause_clock`].
    pub fn resume_clock(&mut self, now: f64) {
        if let Some(since) = self.paused_since.take() {
            self.clock_paused += (now - since).max(0.0);
        }
    }

    /// Sets the clock of a timed run so that `left` milliseconds remain at `now` (a run
    /// resumed after a reload, whose clock stood still meanwhile). Untimed runs, and a clock
    /// not started yet (it starts at the first answer, with the whole time), are left alone.
    ///
    /// ```
    /// use escaque_core::drill::{Answer, Drill, DrillSpec, Setup};
    /// let spec = DrillSpec::from_drill_path("find", "v=1&t=30&seed=1").unwrap();
    /// let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
    /// let square = drill.prompt().unwrap().first_square();
    /// drill.answer(Answer::Square(square), 1_000.0).unwrap();
    /// drill.restore_time_left(12_000.0, 50_000.0);
    /// assert_eq!(drill.time_left(50_000.0), Some(12_000.0));
    /// assert_eq!(drill.time_left(51_000.0), Some(11_000.0));
    /// ```
    pub fn restore_time_left(&mut self, left: f64, now: f64) {
        let (Length::Timed(seconds), Some(start)) = (self.spec.length(), self.clock_started) else {
            return;
        };
        let total = f64::from(seconds.seconds()) * 1000.0;
        let used = total - left.clamp(0.0, total);
        let now = [self.paused_since, self.ended_at]
            .into_iter()
            .flatten()
            .fold(now, f64::min);
        self.clock_paused = now - start - used;
    }

    /// Ends a timed run whose time is up; returns whether the run is over.
    pub fn tick(&mut self, now: f64) -> bool {
        if self.time_left(now) == Some(0.0) {
            self.end_at(now);
        }
        self.over
    }

    /// Ends the run at `now` (the student stops early): its clock stops there.
    pub fn finish(&mut self, now: f64) {
        self.stopped |= !self.over;
        self.end_at(now);
    }

    /// Whether the student stopped the run before its end ([`Drill::finish`]: before the last
    /// question was answered or the time was up).
    pub fn stopped_early(&self) -> bool {
        self.stopped
    }

    fn end_at(&mut self, now: f64) {
        if !self.over {
            self.over = true;
            self.ended_at = Some(now);
        }
    }

    /// Milliseconds left in a timed run (the whole time until the first answer, never more;
    /// what was left when the run ended, from then on); `None` when untimed. A `now` a little
    /// before the clock started (a screen's clock read before the first answer) is the start.
    ///
    /// ```
    /// use escaque_core::drill::{Answer, Drill, DrillSpec, Setup};
    /// let spec = DrillSpec::from_drill_path("find", "v=1&t=30&seed=1").unwrap();
    /// let mut drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
    /// let square = drill.prompt().unwrap().first_square();
    /// drill.answer(Answer::Square(square), 1_000.0).unwrap();
    /// assert_eq!(drill.time_left(950.0), Some(30_000.0), "not 31 s");
    /// assert_eq!(drill.time_left(5_000.0), Some(26_000.0));
    /// drill.finish(5_000.0);
    /// assert_eq!(drill.time_left(9_000.0), Some(26_000.0), "a stopped run's clock stands");
    /// ```
    pub fn time_left(&self, now: f64) -> Option<f64> {
        let Length::Timed(seconds) = self.spec.length() else {
            return None;
        };
        let total = f64::from(seconds.seconds()) * 1000.0;
        let now = [self.paused_since, self.ended_at]
            .into_iter()
            .flatten()
            .fold(now, f64::min);
        let used = self
            .clock_started
            .map_or(0.0, |start| now - start - self.clock_paused);
        Some((total - used.max(0.0)).clamp(0.0, total))
    }

    /// Whether the clock of a timed run is running.
    pub fn clock_running(&self) -> bool {
        self.clock_started.is_some() && self.paused_since.is_none() && !self.over
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
        let total = match self.spec.length() {
            Length::Timed(_) => None,
            Length::Count(_) | Length::Whole => Some(self.limit),
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

/// The prompt at `index` of a listed source, or the next drawn one.
fn next_prompt(source: &mut Source, index: usize) -> Option<Prompt> {
    match source {
        Source::Squares(squares) => Some(squares.next_prompt()),
        Source::Listed(prompts) => prompts.get(index).copied(),
    }
}
