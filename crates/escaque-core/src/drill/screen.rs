//! What the drill screen shows, and when: a pure state machine around a [`Drill`].
//!
//! Events come in — [`DrillScreen::answer`], [`DrillScreen::next`] (the student's Next),
//! [`DrillScreen::tick`] (the time passes), [`DrillScreen::stop`] — and [`DrillScreen::shown`]
//! says what to show: the position and its marks, the question the board is about, the answer
//! the verdict speaks of, whether answers are taken. Time comes from outside, in milliseconds
//! of a clock that only goes forward, so every step can be tested; the app asks
//! [`DrillScreen::wake_at`] when to tick next.
//!
//! The sequence:
//! - In a move drill where the student writes the move (name-move, a written game) the board
//!   first shows the question's position ([`Phase::Setting`]), then plays the move on it after
//!   [`BEFORE_THE_MOVE`] ([`Phase::Asking`]). In a game, an opponent's reply (a move that is
//!   not the student's) slides in first and is given [`AFTER_A_REPLY`] more.
//! - A right answer moves on at once; the board flashes for [`FEEDBACK`].
//! - A wrong answer in a move drill is **held** ([`Phase::Held`]): the board keeps the answered
//!   question with the right move played on it (arrow and last-move highlight) and, when the
//!   student's answer was a legal move, that move as a second arrow; the verdict speaks of
//!   that position. Answers are refused until [`DrillScreen::next`].
//! - A wrong answer in find or name moves on at once (they are speed drills), and the verdict
//!   names its own prompt: the right and the missed square stay marked until the next answer
//!   (unless the new question is about one of them). A colour, diagonal or knight miss is
//!   **held** like a move drill's: its squares show their colours (the knight drill's its
//!   shortest route) with its own question until Next, so the answer missed is seen on the
//!   board and never carried under the next question. A right answer's squares show for
//!   [`FEEDBACK`] (their colours would answer a later question).
//! - A timed run's clock **stands still while a wrong answer is held**: reading the
//!   correction is no time spent answering, and a student charged for it would learn to skip
//!   it. No answer can be given meanwhile, so nothing is gained by waiting.
//!
//! ```
//! use escaque_core::drill::screen::{DrillScreen, Phase};
//! use escaque_core::drill::{Answer, Drill, DrillSpec, Prompt, Setup};
//! use escaque_core::Position;
//! let position = Position::default();
//! let spec = DrillSpec::from_drill_path("play-move", "v=1").unwrap()
//!     .with_content(escaque_core::drill::content::Content::Positions(vec![
//!         (position, Some(escaque_core::chess::ChessMove::new(
//!             escaque_core::chess::Square::E2, escaque_core::chess::Square::E4, None))),
//!         (position, Some(escaque_core::chess::ChessMove::new(
//!             escaque_core::chess::Square::D2, escaque_core::chess::Square::D4, None))),
//!     ])).unwrap();
//! let drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
//! let mut screen = DrillScreen::new(drill, 0.0);
//! let wrong = position.legal_moves().find(|m| m.to_string() == "g1f3").unwrap();
//! assert!(!screen.answer(Answer::Move(wrong), 1000.0).unwrap().correct);
//! let held = screen.shown();
//! assert_eq!(held.phase, Phase::Held);
//! assert_eq!(held.shown_move.unwrap().to_string(), "e2e4"); // the right move, on its position
//! assert_eq!(held.marks.wrong_arrow.map(|(a, b)| format!("{a}{b}")).as_deref(), Some("g1f3"));
//! assert!(screen.answer(Answer::Move(wrong), 1100.0).is_err()); // held: Next first
//! assert!(screen.next(5000.0));
//! assert!(matches!(screen.shown().question, Some(Prompt::Move { mv, .. }) if mv.to_string() == "d2d4"));
//! ```

use super::geometry::knight_route;
use super::prompt::{Answer, AnswerError, Expected, Prompt};
use super::session::{Attempt, Drill};
use super::spec::{GameSide, Mode};
use crate::board_state::Orientation;
use crate::Position;
use chess::{ChessMove, Square};

/// How long the board flashes, and a square drill's answer stays marked, after an answer (ms).
pub const FEEDBACK: f64 = 900.0;
/// How long a written-move question shows its position before the move is played on it (ms).
pub const BEFORE_THE_MOVE: f64 = 350.0;
/// How much longer that is when an opponent's reply came first, so it is seen (ms).
pub const AFTER_A_REPLY: f64 = 700.0;

/// Where the run stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The question's position, before its move is played (written-move questions).
    Setting,
    /// Waiting for the answer.
    Asking,
    /// A wrong answer is shown with the right one until the student presses Next.
    Held,
    /// The run has ended: the summary.
    Over,
}

/// The board's flash after an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flash {
    Correct,
    Wrong,
}

/// What the board points out besides the pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The square to name (`data-marked`).
    pub marked: Option<Square>,
    /// The squares of an answered prompt, or the right one after a miss (`data-reveal`).
    pub reveal: Vec<Square>,
    /// The square pressed or named by mistake.
    pub missed: Option<Square>,
    /// The move played, or the right move after a miss: from, to.
    pub arrow: Option<(Square, Square)>,
    /// The rook's move of a castling shown by `arrow` (the course's examples): from, to.
    pub rook_arrow: Option<(Square, Square)>,
    /// The student's own legal move when it was not the right one (another colour).
    pub wrong_arrow: Option<(Square, Square)>,
    /// A piece that slides in: from, to.
    pub arrival: Option<(Square, Square)>,
    /// A knight's shortest route, first square to last (the knight drill after a miss).
    pub route: Vec<Square>,
    /// The squares show no colour (the colour drill's question); revealed squares show theirs.
    pub plain: bool,
}

/// Everything the drill screen shows at one moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub phase: Phase,
    /// The board's position (the initial position in square drills).
    pub position: Position,
    /// The move highlighted as the last one.
    pub last_move: Option<ChessMove>,
    pub orientation: Orientation,
    pub marks: Marks,
    pub flash: Option<Flash>,
    /// The question the board is about (`data-question-fen`, `data-question-move`): the
    /// answered one while it is held; `None` once the run is over.
    pub question: Option<Prompt>,
    /// The right move, while a wrong answer is held (`data-shown-move`), or a missed prompt
    /// is reviewed; never after a right answer (the board's legend speaks of it).
    pub shown_move: Option<ChessMove>,
    /// The index of the attempt the verdict speaks of.
    pub verdict: Option<usize>,
    /// Whether an answer is taken now.
    pub accepts_answers: bool,
    /// The side now at the bottom, when the board turned for this question (`o=auto`).
    pub turned: Option<Orientation>,
    /// How the verdict names the question it speaks of, when that is an earlier one than the
    /// question on the board (a right answer in a move drill moves on at once) or the run is
    /// over (a reviewed question among the summary's); `None` when a held miss speaks of the
    /// board's own question, or the verdict names its own prompt ("g8: pulsaste h8").
    pub earlier: Option<Earlier>,
}

/// An earlier question, as a verdict beside the next one names it ("Pregunta 3: …").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Earlier {
    /// The run's question number `n`, counted from 1 (name-move, play-move).
    Question(usize),
    /// A game's move: its number and the side that played it (the game's sheet numbers it so).
    GameMove { number: u32, white: bool },
}

/// A drill run as its screen follows it. See the module docs.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillScreen {
    drill: Drill,
    phase: Phase,
    /// When [`Phase::Setting`] gives way to [`Phase::Asking`].
    setting_ends: f64,
    /// The attempt whose marks show, and until when (`None`: until the next answer).
    feedback: Option<(usize, Option<f64>)>,
    flash: Option<(Flash, f64)>,
    /// The question on the board.
    question: Option<Prompt>,
    turned: Option<Orientation>,
    /// The side at the bottom for the question before.
    bottom: Orientation,
    /// The held answer the student went on from with Next: its verdict spoke of a position
    /// no longer on the board, so it is not shown under the next question.
    left_behind: Option<usize>,
    /// A move drill's right answer that moved on at once: its verdict (naming its question)
    /// shows until the next question is asked (its move played), or for [`FEEDBACK`] when
    /// that question is asked at once; then it is left behind, never carried.
    moved_on: Option<(usize, f64)>,
}

impl DrillScreen {
    /// The screen of a run just started at `now`: its first question.
    pub fn new(drill: Drill, now: f64) -> DrillScreen {
        let bottom = drill.orientation();
        let mut screen = DrillScreen {
            drill,
            phase: Phase::Over,
            setting_ends: now,
            feedback: None,
            flash: None,
            question: None,
            turned: None,
            bottom,
            left_behind: None,
            moved_on: None,
        };
        if !screen.drill.is_over() {
            screen.present(now);
        }
        screen
    }

    /// The run.
    pub fn drill(&self) -> &Drill {
        &self.drill
    }

    /// Where the run stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Grades `answer` at `now`. A right one moves on at once; a wrong one in a move drill is
    /// held until [`DrillScreen::next`].
    ///
    /// # Errors
    /// [`AnswerError::Held`] while a wrong answer is held, [`AnswerError::Over`] after the
    /// end, and the drill's own errors; nothing is counted.
    pub fn answer(&mut self, answer: Answer, now: f64) -> Result<Attempt, AnswerError> {
        self.tick(now);
        match self.phase {
            Phase::Held => return Err(AnswerError::Held),
            Phase::Over => return Err(AnswerError::Over),
            Phase::Setting | Phase::Asking => {}
        }
        let attempt = self.drill.answer(answer, now)?.clone();
        let index = self.drill.attempts().len() - 1;
        let flash = if attempt.correct {
            Flash::Correct
        } else {
            Flash::Wrong
        };
        self.flash = Some((flash, now + FEEDBACK));
        // (A FEN drill's miss is held too: the student reads the field or squares named.)
        let move_drill = matches!(
            attempt.prompt,
            Prompt::Move { .. } | Prompt::Position { .. }
        );
        // So is a colour, diagonal or knight miss: its squares (and the knight's route) are
        // shown on the board with their question, never under the next one.
        let shows_miss = matches!(
            self.drill.spec().mode(),
            Mode::Colour | Mode::Diagonal | Mode::Knight
        );
        if (move_drill || shows_miss) && !attempt.correct {
            self.phase = Phase::Held;
            self.feedback = Some((index, None));
            self.turned = None;
            self.drill.pause_clock(now);
            return Ok(attempt);
        }
        self.feedback = Some((index, Some(now + FEEDBACK)));
        if self.drill.is_over() {
            self.end();
        } else {
            self.present(now);
            if self.miss_stays(&attempt) {
                self.feedback = Some((index, None));
            }
            if move_drill {
                let until = if self.phase == Phase::Setting {
                    self.setting_ends
                } else {
                    now + FEEDBACK
                };
                self.moved_on = Some((index, until));
            }
        }
        Ok(attempt)
    }

    /// Whether a square drill's miss stays marked until the next answer (the verdict beside it
    /// speaks of it as long): the right and the missed square of find, unless the new question is about one of them (a mark there would give it away, or
    /// warn off the right square). Not in name, whose question is itself a mark: beside it the
    /// old marks would make three, and "which square is marked?" no question.
    fn miss_stays(&self, attempt: &Attempt) -> bool {
        if attempt.correct {
            return false;
        }
        match self.drill.spec().mode() {
            Mode::Find => {
                let marks = self.square_marks(attempt);
                let asked = self.question.map(|p| p.squares()).unwrap_or_default();
                !marks
                    .reveal
                    .iter()
                    .chain(&marks.missed)
                    .any(|square| asked.contains(square))
            }
            _ => false,
        }
    }

    /// The student's Next: leaves a held answer for the next question (or the summary).
    /// Returns false when nothing is held.
    pub fn next(&mut self, now: f64) -> bool {
        if self.phase != Phase::Held {
            return false;
        }
        self.drill.resume_clock(now);
        self.left_behind = self.feedback.map(|(index, _)| index);
        self.feedback = None;
        self.moved_on = None;
        self.flash = None;
        if self.drill.is_over() {
            self.end();
        } else {
            self.drill.show_prompt_from(now);
            self.present(now);
        }
        true
    }

    /// The time is `now`: plays a waiting move, ends a flash or a mark, ends a timed run
    /// whose time is up. Returns whether what is shown changed.
    pub fn tick(&mut self, now: f64) -> bool {
        let before = self.shown();
        if self.phase == Phase::Setting && now >= self.setting_ends {
            self.phase = Phase::Asking;
        }
        if self.flash.is_some_and(|(_, until)| now >= until) {
            self.flash = None;
        }
        if self
            .feedback
            .is_some_and(|(_, until)| until.is_some_and(|until| now >= until))
        {
            self.feedback = None;
        }
        if let Some((index, until)) = self.moved_on {
            if now >= until {
                self.moved_on = None;
                self.left_behind = Some(index);
            }
        }
        if matches!(self.phase, Phase::Setting | Phase::Asking) && self.drill.tick(now) {
            self.end();
        }
        self.shown() != before
    }

    /// The page is hidden at `now` (another tab, the phone locked, a reload): a timed run's
    /// clock stands still until [`DrillScreen::page_shown`]; nothing else changes.
    pub fn page_hidden(&mut self, now: f64) {
        if self.phase != Phase::Held {
            self.drill.pause_clock(now);
        }
    }

    /// The page is seen again at `now`: the clock runs on from where it stood (not while a
    /// wrong answer is held: Next starts it), and the question's answer time counts from now.
    pub fn page_shown(&mut self, now: f64) {
        if matches!(self.phase, Phase::Setting | Phase::Asking) {
            self.drill.resume_clock(now);
            self.drill.show_prompt_from(now);
        }
    }

    /// A run rebuilt from its saved answers goes on at `now`: `time_left` milliseconds on a
    /// timed run's clock, the question's answer time counted from now.
    pub fn resume_at(&mut self, now: f64, time_left: Option<f64>) {
        if let Some(left) = time_left {
            self.drill.restore_time_left(left, now);
        }
        if matches!(self.phase, Phase::Setting | Phase::Asking) {
            self.drill.show_prompt_from(now);
        }
        self.tick(now);
    }

    /// The student stops the run at `now` (a timed run's clock stops there).
    pub fn stop(&mut self, now: f64) {
        self.drill.finish(now);
        self.end();
    }

    /// When [`DrillScreen::tick`] next has something to do, from `now` on (`None`: only
    /// after an event).
    pub fn wake_at(&self, now: f64) -> Option<f64> {
        let setting = (self.phase == Phase::Setting).then_some(self.setting_ends);
        let flash = self.flash.map(|(_, until)| until);
        let feedback = self.feedback.and_then(|(_, until)| until);
        let moved_on = self.moved_on.map(|(_, until)| until);
        let clock = (self.drill.clock_running() && self.phase != Phase::Over)
            .then(|| self.drill.time_left(now).map(|left| now + left))
            .flatten();
        [setting, flash, feedback, moved_on, clock]
            .into_iter()
            .flatten()
            .reduce(f64::min)
    }

    /// What to show now.
    pub fn shown(&self) -> Shown {
        let verdict = match (self.phase, self.feedback) {
            (Phase::Held, Some((index, _))) => Some(index),
            (Phase::Over, _) => self.drill.attempts().len().checked_sub(1),
            _ => self
                .drill
                .attempts()
                .len()
                .checked_sub(1)
                .filter(|&latest| Some(latest) != self.left_behind),
        };
        let flash = self.flash.map(|(flash, _)| flash);
        let Some(question) = self.question else {
            // Over: the board stays on the last question, its answer shown.
            let mut last = verdict
                .and_then(|index| self.review(index))
                .unwrap_or_else(|| self.square_board(None));
            last.phase = self.phase;
            last.question = None;
            last.flash = flash;
            return last;
        };
        let mut shown = match question {
            Prompt::Move { position, mv, ply } => self.move_board(position, mv, ply),
            Prompt::Position { position, last } => self.fen_board(position, last),
            _ => self.square_board(Some(question)),
        };
        shown.flash = flash;
        shown.verdict = verdict;
        shown.earlier = verdict.and_then(|index| self.earlier(index));
        shown
    }

    /// How the verdict of attempt `index` names its question, when a new question is on the
    /// board: only a move drill's (a square drill's verdict names its own squares).
    fn earlier(&self, index: usize) -> Option<Earlier> {
        // Held, the board shows the answered question; asked, a new one.
        if !matches!(self.phase, Phase::Setting | Phase::Asking) {
            return None;
        }
        self.label(index)
    }

    /// How a verdict names move question `index`: its number in the run, or a game's move
    /// number and side; `None` for a square drill's (it names its own squares).
    fn label(&self, index: usize) -> Option<Earlier> {
        let attempt = self.drill.attempts().get(index)?;
        let Prompt::Move { position, .. } = attempt.prompt else {
            return None;
        };
        Some(if self.drill.spec().mode().is_game() {
            Earlier::GameMove {
                number: position.fullmove_number(),
                white: position.turn() == chess::Color::White,
            }
        } else {
            Earlier::Question(index + 1)
        })
    }

    /// An answered prompt as the summary shows it when it is pressed: its position and right
    /// move, or its squares, and the student's answer; `None` for no such attempt.
    pub fn review(&self, index: usize) -> Option<Shown> {
        let attempt = self.drill.attempts().get(index)?;
        let orientation = self.drill.orientation_of(&attempt.prompt);
        let mut shown = match attempt.prompt {
            Prompt::Move { position, mv, .. } => Shown {
                position: position.play(mv),
                last_move: Some(mv),
                marks: Marks {
                    arrow: Some(ends(mv)),
                    wrong_arrow: self.own_move(attempt),
                    ..Marks::default()
                },
                // The right move is "shown" (and its legend told) only for a miss: after a
                // right answer the arrow is the student's own move.
                shown_move: (!attempt.correct).then_some(mv),
                ..self.blank(orientation)
            },
            Prompt::Position { position, last } => Shown {
                position,
                last_move: last,
                ..self.blank(orientation)
            },
            _ => Shown {
                marks: self.square_marks(attempt),
                ..self.blank(orientation)
            },
        };
        shown.question = Some(attempt.prompt);
        shown.verdict = Some(index);
        // Over, the summary lists every question: the verdict says which it speaks of.
        shown.earlier = self.label(index);
        Some(shown)
    }

    /// Shows the drill's current prompt from `now`.
    fn present(&mut self, now: f64) {
        let Some(&prompt) = self.drill.prompt() else {
            self.end();
            return;
        };
        self.question = Some(prompt);
        let bottom = self.drill.orientation();
        self.turned = (bottom != self.bottom).then_some(bottom);
        self.bottom = bottom;
        let writes = matches!(prompt, Prompt::Move { .. }) && self.drill.shows_the_move();
        if writes {
            let reply = self.reply_before(&prompt).map_or(0.0, |_| AFTER_A_REPLY);
            self.phase = Phase::Setting;
            self.setting_ends = now + BEFORE_THE_MOVE + reply;
        } else {
            self.phase = Phase::Asking;
        }
    }

    fn end(&mut self) {
        self.phase = Phase::Over;
        self.question = None;
        self.turned = None;
        if self.feedback.is_some_and(|(_, until)| until.is_none()) {
            self.feedback = None;
        }
    }

    /// A board with nothing on it but the initial position.
    fn blank(&self, orientation: Orientation) -> Shown {
        Shown {
            phase: self.phase,
            position: Position::default(),
            last_move: None,
            orientation,
            marks: Marks {
                plain: self.drill.spec().mode() == Mode::Colour,
                ..Marks::default()
            },
            flash: None,
            question: None,
            shown_move: None,
            verdict: None,
            accepts_answers: false,
            turned: None,
            earlier: None,
        }
    }

    /// A square drill's board while `question` is asked.
    fn square_board(&self, question: Option<Prompt>) -> Shown {
        let mut shown = self.blank(self.drill.orientation());
        if let Some(attempt) = self
            .feedback
            .and_then(|(index, _)| self.drill.attempts().get(index))
        {
            shown.marks = self.square_marks(attempt);
        }
        if self.drill.spec().mode() == Mode::Name && self.accepts_answers() {
            shown.marks.marked = question.map(|p| p.first_square());
        }
        shown.question = question;
        shown.accepts_answers = self.accepts_answers();
        shown
    }

    /// What an answered square prompt marks: its squares, the miss, the knight's route.
    fn square_marks(&self, attempt: &Attempt) -> Marks {
        let mode = self.drill.spec().mode();
        let mut marks = Marks {
            plain: mode == Mode::Colour,
            ..Marks::default()
        };
        match (mode, attempt.expected, &attempt.given) {
            (Mode::Find, Expected::Square(square), Answer::Square(given)) if !attempt.correct => {
                marks.reveal = vec![square];
                marks.missed = Some(*given);
            }
            (Mode::Name, Expected::Square(square), Answer::Text(text)) if !attempt.correct => {
                marks.reveal = vec![square];
                // A square written another way (`5d`, `D7`) is refused, not read: no mark.
                marks.missed = crate::written_square::read_square(text).ok();
            }
            (Mode::Colour | Mode::Diagonal, _, _) => marks.reveal = attempt.prompt.squares(),
            (Mode::Knight, _, _) => {
                marks.reveal = attempt.prompt.squares();
                if let (false, Prompt::Pair(a, b)) = (attempt.correct, attempt.prompt) {
                    marks.route = knight_route(a, b);
                }
            }
            _ => {}
        }
        marks
    }

    /// A move drill's board while the question `position`, `mv` (at `ply` of a game) is on it.
    fn move_board(&self, position: Position, mv: ChessMove, ply: Option<u16>) -> Shown {
        let prompt = Prompt::Move { position, mv, ply };
        let mut shown = self.blank(self.drill.orientation_of(&prompt));
        shown.marks.plain = false;
        shown.question = Some(prompt);
        shown.turned = self.turned;
        shown.accepts_answers = self.accepts_answers();
        let before = self.game_move_before(ply);
        let reply = self.reply_before(&prompt);
        let played = match self.phase {
            Phase::Setting => false,
            Phase::Asking => self.drill.shows_the_move(),
            Phase::Held | Phase::Over => true,
        };
        if played {
            shown.position = position.play(mv);
            shown.last_move = Some(mv);
            shown.marks.arrow = Some(ends(mv));
            shown.marks.arrival = Some(ends(mv));
        } else {
            shown.position = position;
            shown.last_move = before;
            shown.marks.arrival = reply.map(ends);
        }
        if self.phase == Phase::Held {
            shown.shown_move = Some(mv);
            shown.marks.wrong_arrow = self
                .feedback
                .and_then(|(index, _)| self.drill.attempts().get(index))
                .and_then(|attempt| self.own_move(attempt));
        }
        shown
    }

    /// A FEN drill's board while the question `position` (reached by `last`) is asked.
    fn fen_board(&self, position: Position, last: Option<ChessMove>) -> Shown {
        let prompt = Prompt::Position { position, last };
        let mut shown = self.blank(self.drill.orientation_of(&prompt));
        shown.marks.plain = false;
        shown.position = position;
        shown.last_move = last;
        shown.question = Some(prompt);
        shown.turned = self.turned;
        shown.accepts_answers = self.accepts_answers();
        shown
    }

    fn accepts_answers(&self) -> bool {
        matches!(self.phase, Phase::Setting | Phase::Asking)
    }

    /// The move of the game before `ply`, if any (highlighted as the last move).
    fn game_move_before(&self, ply: Option<u16>) -> Option<ChessMove> {
        let ply = usize::from(ply?);
        let game = self.drill.game()?;
        ply.checked_sub(1).and_then(|p| game.moves.get(p).copied())
    }

    /// The opponent's reply before a game question: the move before it, when the student
    /// does only one side's moves.
    fn reply_before(&self, prompt: &Prompt) -> Option<ChessMove> {
        let Prompt::Move { ply, .. } = *prompt else {
            return None;
        };
        (self.drill.spec().mode().is_game() && self.drill.spec().side() != GameSide::Both)
            .then(|| self.game_move_before(ply))
            .flatten()
    }

    /// The student's own move in a wrong answer, when it is a legal move of the position and
    /// not the right one: played on the board, or written and readable.
    fn own_move(&self, attempt: &Attempt) -> Option<(Square, Square)> {
        let Prompt::Move { position, mv, .. } = attempt.prompt else {
            return None;
        };
        let own = match &attempt.given {
            Answer::Move(given) => Some(*given),
            Answer::Text(text) => self.drill.spec().notation().read_move(&position, text).ok(),
            _ => None,
        };
        own.filter(|&own| own != mv && !attempt.correct).map(ends)
    }
}

fn ends(mv: ChessMove) -> (Square, Square) {
    (mv.get_source(), mv.get_dest())
}
