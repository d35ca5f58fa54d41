//! Runs kept on the device as they go, so that nothing a student answered is lost: a reload,
//! Back and Forward, a rule link and back, a tab closed and opened again all find the run where
//! it was — the same question, score and time left.
//!
//! A [`SavedRun`] is what rebuilds a run: the spec it follows, the seed and repetition weights
//! it was drawn with, every answer with its time, the clock's time left, and whether it ended.
//! The app saves it on every answer (and when the page is hidden), under the drill's address
//! ([`SavedRun::link`]), in [`SavedRuns`], stored like the history ([`crate::stored`]) and
//! merged across tabs without losing a run. [`SavedRun::replay`] gives the run back as a
//! [`DrillScreen`], by answering its questions again, in order, at their times.
//!
//! A finished run stays under its address too: a shared link opened again shows that result
//! and its code first. Unfinished runs are never a best score: the history gets a run only
//! when it ends.
//!
//! ```
//! use escaque_core::drill::{Answer, Drill, DrillScreen, DrillSpec, Phase, Setup};
//! use escaque_core::saved_runs::{SavedRun, SavedRuns};
//! use escaque_core::stored::{decode, encode};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=5&seed=4").unwrap();
//! let setup = Setup::default();
//! let mut screen = DrillScreen::new(Drill::new(spec.clone(), setup, None, 0.0).unwrap(), 0.0);
//! let mut saved = SavedRun::new("/drill/find?v=1&n=5&seed=4", &spec, setup, 1_700_000_000_000);
//! let square = screen.drill().prompt().unwrap().first_square();
//! screen.answer(Answer::Square(square), 800.0).unwrap();
//! saved.update(&screen, 900.0, 1_700_000_000_900, 19_675);
//! let mut runs = SavedRuns::default();
//! runs.put(saved);
//! // A reload: read back, and the run goes on at its second question.
//! let stored = decode::<SavedRuns>(Some(&encode(&runs))).value;
//! let again = stored.get("/drill/find?v=1&n=5&seed=4").unwrap().replay(None, 5_000.0).unwrap();
//! assert_eq!(again.drill().score(), screen.drill().score());
//! assert_eq!(again.drill().prompt(), screen.drill().prompt());
//! assert_eq!(again.phase(), Phase::Asking);
//! ```

use crate::chess::{ChessMove, Square};
use crate::drill::fen::{man_of_letter, Placement};
use crate::drill::geometry::SquareColour;
use crate::drill::screen::FEEDBACK;
use crate::drill::weights::SquareWeights;
use crate::drill::{
    Answer, AnswerError, Drill, DrillError, DrillScreen, DrillSpec, Phase, Setup, SpecError,
};
use crate::library::Library;
use crate::stored::Versioned;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The schema version written by this build.
pub const SAVED_RUNS_VERSION: u32 = 1;
/// Runs kept, the most recently saved first; older ones are dropped (finished ones are in the
/// history already).
pub const MAX_SAVED_RUNS: usize = 40;

/// One answer of a saved run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedAnswer {
    /// The answer as [`encode_answer`] writes it (`s:e4`, `t:Cf3`, `m:e2e4`).
    pub answer: String,
    /// From showing its question to the answer.
    pub millis: u32,
}

/// How a saved run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finished {
    /// When it ended, Unix milliseconds.
    pub at: u64,
    /// The local day it ended (its result code's date).
    pub day: u32,
    /// Ended by the student's Stop before its end.
    pub stopped: bool,
}

/// A run as it stands, enough to rebuild it. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRun {
    /// The drill's address as it was opened (`/drill/find?v=1&n=20`): the key a run is found
    /// by, so that the same link resumes it.
    pub link: String,
    /// The spec the run follows (as [`DrillSpec`]'s `Display` writes it, with the student's
    /// settings of that moment: a run goes on in its own notation).
    pub spec: String,
    /// When the run started, Unix milliseconds: which run of that link this is.
    pub started: u64,
    /// When it was last saved, Unix milliseconds.
    pub saved: u64,
    /// The seed it was drawn with, when the link has none.
    pub seed: u64,
    /// The repetition weights it was drawn with (64, a1 first); empty when uniform.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weights: Vec<u32>,
    pub answers: Vec<SavedAnswer>,
    /// Right answers (for lists; the replay counts again).
    pub right: u32,
    /// The questions of the run, `None` for a timed run.
    pub total: Option<u32>,
    /// Milliseconds left on a timed run's clock when saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_left: Option<u32>,
    /// The last answer was wrong and is still held on the screen (Next not pressed yet).
    #[serde(default, skip_serializing_if = "is_false")]
    pub held: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<Finished>,
}

fn is_false(value: &bool) -> bool {
    !value
}

/// Why a saved run could not be rebuilt (stored by another version, or damaged): the app
/// starts a new run instead.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// Its spec no longer reads.
    Spec(SpecError),
    /// The drill cannot start (a game no longer in the library).
    Drill(DrillError),
    /// Answer `index` (from 0) does not read or was not taken.
    Answer(usize),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Spec(e) => write!(f, "the saved run's drill does not read: {e}"),
            ReplayError::Drill(e) => write!(f, "the saved run's drill cannot start: {e:?}"),
            ReplayError::Answer(i) => write!(f, "the saved run's answer {} is not taken", i + 1),
        }
    }
}

impl SavedRun {
    /// A run of `spec` started at `started` (Unix milliseconds), drawn with `setup`, opened
    /// at `link`; nothing answered yet.
    pub fn new(link: &str, spec: &DrillSpec, setup: Setup, started: u64) -> SavedRun {
        let weights = if setup.weights == SquareWeights::UNIFORM {
            Vec::new()
        } else {
            setup.weights.to_array().to_vec()
        };
        SavedRun {
            link: link.to_string(),
            spec: spec.to_string(),
            started,
            saved: started,
            seed: setup.seed,
            weights,
            answers: Vec::new(),
            right: 0,
            total: None,
            time_left: None,
            held: false,
            finished: None,
        }
    }

    /// Takes in what `screen`'s run holds at `now` (its clock's milliseconds): its answers,
    /// the time left, whether a miss is held, whether it ended (at `at`, Unix milliseconds, on
    /// local day `day`).
    pub fn update(&mut self, screen: &DrillScreen, now: f64, at: u64, day: u32) {
        let drill = screen.drill();
        self.answers = drill
            .attempts()
            .iter()
            .map(|a| SavedAnswer {
                answer: encode_answer(&a.given),
                millis: a.millis,
            })
            .collect();
        self.right = drill.score().right;
        self.total = drill.progress().1.map(|n| n as u32);
        self.time_left = drill.time_left(now).map(|ms| ms.round() as u32);
        self.held = screen.phase() == Phase::Held;
        self.saved = at;
        self.finished = match (drill.is_over(), self.finished) {
            (false, _) => None,
            (true, Some(finished)) => Some(finished),
            (true, None) => Some(Finished {
                at,
                day,
                stopped: drill.stopped_early(),
            }),
        };
    }

    /// Whether the run has ended.
    pub fn is_finished(&self) -> bool {
        self.finished.is_some()
    }

    /// Questions answered.
    pub fn answered(&self) -> usize {
        self.answers.len()
    }

    /// The spec the run follows.
    ///
    /// # Errors
    /// When it no longer reads.
    pub fn drill_spec(&self) -> Result<DrillSpec, SpecError> {
        DrillSpec::from_str(&self.spec)
    }

    /// The setup the run was drawn with.
    pub fn setup(&self) -> Setup {
        let weights = <[u32; 64]>::try_from(self.weights.as_slice())
            .map_or(SquareWeights::UNIFORM, SquareWeights::from_array);
        Setup {
            seed: self.seed,
            weights,
        }
    }

    /// The run rebuilt, going on at `now`: its questions answered again in order (at their
    /// own times, so every answer's time and the streaks are the same), the held miss held,
    /// the clock at its time left. Move drills need the library, as [`Drill::new`] does.
    ///
    /// # Errors
    /// [`ReplayError`] when the spec no longer reads, the drill cannot start, or an answer is
    /// not taken (the run was saved by another version).
    pub fn replay(&self, library: Option<&Library>, now: f64) -> Result<DrillScreen, ReplayError> {
        let spec = self.drill_spec().map_err(ReplayError::Spec)?;
        let spent: f64 = self.answers.iter().map(|a| f64::from(a.millis)).sum();
        // The answers are given in the past, their flashes over by now.
        let mut t = now - spent - FEEDBACK - 1.0;
        let drill = Drill::new(spec, self.setup(), library, t).map_err(ReplayError::Drill)?;
        let mut screen = DrillScreen::new(drill, t);
        let last = self.answers.len().checked_sub(1);
        for (index, saved) in self.answers.iter().enumerate() {
            let answer = decode_answer(&saved.answer).ok_or(ReplayError::Answer(index))?;
            t += f64::from(saved.millis);
            screen
                .answer(answer, t)
                .map_err(|_: AnswerError| ReplayError::Answer(index))?;
            let keep_held = Some(index) == last && self.held && self.finished.is_none();
            if screen.phase() == Phase::Held && !keep_held {
                screen.next(t);
            }
        }
        if self.finished.is_some() && !screen.drill().is_over() {
            screen.stop(t);
        }
        screen.resume_at(now, self.time_left.map(f64::from));
        Ok(screen)
    }

    /// Which of two saves of the same link to keep: the later run, and of one run the save
    /// that holds more of it.
    fn rank(&self) -> (u64, usize, bool, bool, u64) {
        (
            self.started,
            self.answers.len(),
            self.finished.is_some(),
            !self.held,
            self.saved,
        )
    }
}

/// Every run kept on the device, one per drill address.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedRuns {
    pub runs: Vec<SavedRun>,
}

/// Stored as `escaque.runs`. Two tabs' copies merge run by run: of two runs of one address the
/// later started is kept, of two saves of one run the one with more answers.
impl Versioned for SavedRuns {
    const KEY: &'static str = "runs";
    const VERSION: u32 = SAVED_RUNS_VERSION;

    fn read(
        fields: serde_json::Map<String, serde_json::Value>,
    ) -> Result<crate::stored::Partial<SavedRuns>, String> {
        let mut skipped = 0;
        let mut runs = SavedRuns::default();
        match fields.get("runs") {
            Some(serde_json::Value::Array(items)) => {
                for item in items {
                    match serde_json::from_value::<SavedRun>(item.clone()) {
                        Ok(run) => runs.runs.push(run),
                        Err(_) => skipped += 1,
                    }
                }
            }
            None => {}
            Some(_) => skipped += 1,
        }
        Ok(crate::stored::Partial {
            value: runs,
            skipped,
        })
    }

    fn merge(mut self, mine: SavedRuns) -> SavedRuns {
        for run in mine.runs {
            self.put(run);
        }
        self
    }
}

impl SavedRuns {
    /// The run kept for the drill address `link`.
    pub fn get(&self, link: &str) -> Option<&SavedRun> {
        self.runs.iter().find(|r| r.link == link)
    }

    /// Keeps `run` under its address, unless a later one is kept there; only the
    /// [`MAX_SAVED_RUNS`] most recently saved stay.
    pub fn put(&mut self, run: SavedRun) {
        match self.runs.iter_mut().find(|r| r.link == run.link) {
            Some(kept) if run.rank() > kept.rank() => *kept = run,
            Some(_) => {}
            None => self.runs.push(run),
        }
        self.runs.sort_by_key(|r| std::cmp::Reverse(r.saved));
        self.runs.truncate(MAX_SAVED_RUNS);
    }

    /// The runs begun and not ended (with at least one answer), the latest first: the
    /// progress page lists them to be continued.
    pub fn unfinished(&self) -> impl Iterator<Item = &SavedRun> {
        self.runs
            .iter()
            .filter(|r| !r.is_finished() && !r.answers.is_empty())
    }
}

/// An answer as a saved run keeps it: `s:e4` a square, `t:…` text, `c:l`/`c:d` a colour,
/// `y:1`/`y:0` yes or no, `n:3` a number, `m:e7e8q` a move (UCI), `p:…` a placement (FEN's
/// first field).
///
/// ```
/// use escaque_core::drill::Answer;
/// use escaque_core::saved_runs::{decode_answer, encode_answer};
/// let answer = Answer::Text("Cf3".into());
/// assert_eq!(encode_answer(&answer), "t:Cf3");
/// assert_eq!(decode_answer("t:Cf3"), Some(answer));
/// assert_eq!(decode_answer("x:1"), None);
/// ```
pub fn encode_answer(answer: &Answer) -> String {
    match answer {
        Answer::Square(square) => format!("s:{square}"),
        Answer::Text(text) => format!("t:{text}"),
        Answer::Colour(SquareColour::Light) => "c:l".into(),
        Answer::Colour(SquareColour::Dark) => "c:d".into(),
        Answer::YesNo(yes) => format!("y:{}", u8::from(*yes)),
        Answer::Number(n) => format!("n:{n}"),
        Answer::Move(mv) => format!("m:{mv}"),
        Answer::Placement(placement) => format!("p:{}", placement.field()),
    }
}

/// Reads what [`encode_answer`] wrote; `None` for anything else.
pub fn decode_answer(text: &str) -> Option<Answer> {
    let (kind, rest) = text.split_once(':')?;
    Some(match (kind, rest) {
        ("s", square) => Answer::Square(Square::from_str(square).ok()?),
        ("t", text) => Answer::Text(text.to_string()),
        ("c", "l") => Answer::Colour(SquareColour::Light),
        ("c", "d") => Answer::Colour(SquareColour::Dark),
        ("y", "1") => Answer::YesNo(true),
        ("y", "0") => Answer::YesNo(false),
        ("n", n) => Answer::Number(n.parse().ok()?),
        ("m", mv) => Answer::Move(ChessMove::from_str(mv).ok()?),
        ("p", field) => Answer::Placement(read_placement(field)?),
        _ => return None,
    })
}

/// A placement from FEN's first field (eight ranks, 8 first).
fn read_placement(field: &str) -> Option<Placement> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut placement = Placement::EMPTY;
    for (row, rank) in ranks.iter().enumerate() {
        let rank_index = 7 - row;
        let mut file = 0usize;
        for c in rank.chars() {
            if let Some(empty) = c.to_digit(10) {
                file += empty as usize;
            } else {
                let man = man_of_letter(c)?;
                if file >= 8 {
                    return None;
                }
                let square = Square::make_square(
                    crate::chess::Rank::from_index(rank_index),
                    crate::chess::File::from_index(file),
                );
                placement.set(square, Some(man));
                file += 1;
            }
        }
        if file != 8 {
            return None;
        }
    }
    Some(placement)
}

#[cfg(test)]
mod tests;
