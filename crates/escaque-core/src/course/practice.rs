//! A lesson's practice: its exercises one after the other, each answer graded (moves by the
//! engine's grader, FIDE profile), a wrong one held until Next, the score at the end. Pure
//! state: the page forwards answers and Next and shows what it says.

use super::{written, Exercise, Lesson, MASTERY_PERCENT};
use crate::grade::{grade, Grade, Profile, Verdict};
use crate::written_square::{read_square, Slip, SquareError};
use crate::{Language, Position};
use chess::{ChessMove, Square};

/// An answer to an exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// A written move, or a square's name.
    Text(String),
    Move(ChessMove),
    Square(Square),
    YesNo(bool),
}

/// How one answer went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The exercise's place in the run, from 0 (the question's number less one).
    pub index: usize,
    /// The exercise answered: its index in the lesson's exercises.
    pub asked: usize,
    pub correct: bool,
    /// The grade of the written move: the answer (write) or the text asked about (check).
    pub grade: Option<Grade>,
    /// The text graded (the answer, or the written move of a check).
    pub text: String,
    /// The move played (play), when it was not the one asked.
    pub played: Option<ChessMove>,
    /// The square pressed or named, when it was not the one asked.
    pub square: Option<Square>,
    /// A square named with a slip in its writing (`B7`, `7b`): wrong, whatever square it meant
    /// (the square policy, [`crate::written_square`]).
    pub slip: Option<Slip>,
}

/// A run of a lesson's practice in a notation language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Practice {
    lesson: &'static Lesson,
    lang: Language,
    /// The lesson's exercises in the order asked (indices into them).
    order: Vec<usize>,
    at: usize,
    results: Vec<bool>,
    last: Option<Outcome>,
    held: bool,
}

/// Whether `written` (already in `lang`) grades as a right way to write `mv` in `position`.
pub fn grades_right(position: &Position, mv: ChessMove, written: &str, lang: Language) -> Grade {
    grade(position, mv, written, lang, Profile::Fide)
}

impl Practice {
    /// A first run: the exercises in the lesson's order (the easier first).
    pub fn new(lesson: &'static Lesson, lang: Language) -> Practice {
        Practice {
            lesson,
            lang,
            order: (0..lesson.exercises.len()).collect(),
            at: 0,
            results: Vec::new(),
            last: None,
            held: false,
        }
    }

    /// Another run ("practise again"): the same exercises in another order, shuffled from
    /// `seed`, so that a student who repeats the practice reads each question again rather than
    /// a remembered sequence of answers.
    ///
    /// ```
    /// use escaque_core::course::{lesson, Practice};
    /// use escaque_core::Language;
    /// let moves = lesson("moves").unwrap();
    /// let first = Practice::new(moves, Language::Es);
    /// let again = Practice::again(moves, Language::Es, 7);
    /// assert_ne!(first.exercise(), again.exercise());
    /// ```
    pub fn again(lesson: &'static Lesson, lang: Language, seed: u64) -> Practice {
        let mut practice = Practice::new(lesson, lang);
        let mut rng = crate::drill::rng::Rng::new(seed);
        let order = &mut practice.order;
        // Fisher–Yates; the first question is never the one the last run began with.
        for i in (1..order.len()).rev() {
            let j = rng.below(i as u32 + 1) as usize;
            order.swap(i, j);
        }
        if order.len() > 1 && order[0] == 0 {
            let j = 1 + rng.below(order.len() as u32 - 1) as usize;
            order.swap(0, j);
        }
        practice
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    pub fn language(&self) -> Language {
        self.lang
    }

    /// The exercise asked now (the held one while a wrong answer is held); `None` at the end.
    pub fn exercise(&self) -> Option<&'static Exercise> {
        self.order
            .get(self.at)
            .and_then(|&i| self.lesson.exercises.get(i))
    }

    /// Its index.
    pub fn index(&self) -> usize {
        self.at
    }

    /// The latest answer's outcome.
    pub fn last(&self) -> Option<&Outcome> {
        self.last.as_ref()
    }

    /// Whether a wrong answer is held (Next goes on).
    pub fn held(&self) -> bool {
        self.held
    }

    pub fn is_over(&self) -> bool {
        self.at >= self.lesson.exercises.len()
    }

    /// Right answers and exercises answered.
    pub fn score(&self) -> (usize, usize) {
        (
            self.results.iter().filter(|&&r| r).count(),
            self.results.len(),
        )
    }

    /// The score in percent of the lesson's exercises, rounded to the nearest
    /// ([`crate::drill::rounded_percent`]: 7 of 9 is 78, not 77).
    pub fn percent(&self) -> u8 {
        let total = self.lesson.exercises.len() as u32;
        let right = self.score().0 as u32;
        crate::drill::rounded_percent(right, total).min(100) as u8
    }

    /// Mastered: at least [`MASTERY_PERCENT`] of the exercises right, counted exactly (not
    /// from the rounded percent).
    pub fn mastered(&self) -> bool {
        let total = self.lesson.exercises.len().max(1);
        self.score().0 * 100 >= usize::from(MASTERY_PERCENT) * total
    }

    /// The text of the written move an exercise shows (play, check), in the language.
    pub fn written(&self, exercise: &Exercise) -> Option<String> {
        match *exercise {
            Exercise::Play { long, .. } => {
                let position = exercise.position();
                let options = if long {
                    crate::WriteOptions::long(self.lang)
                } else {
                    crate::WriteOptions::short(self.lang)
                };
                exercise
                    .mv()
                    .map(|mv| crate::write_move(&position, mv, &options))
            }
            Exercise::Check { written: w, .. } => Some(written(w, self.lang)),
            _ => None,
        }
    }

    /// Grades `reply` to the current exercise. `None` when nothing is asked (the end, a wrong
    /// answer held) or the reply does not fit the exercise (a move for a square).
    ///
    /// ```
    /// use escaque_core::course::{lesson, Practice, Reply};
    /// use escaque_core::Language;
    /// let mut practice = Practice::new(lesson("board").unwrap(), Language::Es);
    /// let square = practice.exercise().unwrap().square().unwrap();
    /// assert!(practice.answer(Reply::Square(square)).unwrap().correct);
    /// assert_eq!(practice.score(), (1, 1));
    /// ```
    pub fn answer(&mut self, reply: Reply) -> Option<&Outcome> {
        if self.held {
            return None;
        }
        let exercise = *self.exercise()?;
        let position = exercise.position();
        let mut outcome = Outcome {
            index: self.at,
            asked: self.order[self.at],
            correct: false,
            grade: None,
            text: String::new(),
            played: None,
            square: None,
            slip: None,
        };
        match (exercise, reply) {
            (Exercise::Write { .. }, Reply::Text(text)) => {
                let mv = exercise.mv()?;
                let graded = grades_right(&position, mv, &text, self.lang);
                outcome.correct = graded.verdict != Verdict::Wrong;
                outcome.grade = Some(graded);
                outcome.text = text;
            }
            (Exercise::Play { .. }, Reply::Move(played)) => {
                outcome.correct = exercise.mv() == Some(played);
                outcome.played = (!outcome.correct).then_some(played);
            }
            (
                Exercise::Find { .. } | Exercise::FenSquare { .. } | Exercise::Name { .. },
                Reply::Square(pressed),
            ) => {
                outcome.correct = exercise.square() == Some(pressed);
                outcome.square = (!outcome.correct).then_some(pressed);
            }
            (Exercise::Name { .. }, Reply::Text(text)) => {
                // The course teaches how a square is written: a slip is wrong, and said.
                let named = read_square(&text);
                outcome.correct =
                    named.is_ok() && named.as_ref().ok() == exercise.square().as_ref();
                outcome.square = named.as_ref().ok().copied().filter(|_| !outcome.correct);
                outcome.slip = match named {
                    Err(SquareError::Slip(slip)) => Some(slip),
                    _ => None,
                };
                outcome.text = text;
            }
            (Exercise::Check { .. }, Reply::YesNo(yes)) => {
                let mv = exercise.mv()?;
                let text = self.written(&exercise)?;
                let graded = grades_right(&position, mv, &text, self.lang);
                outcome.correct = yes == (graded.verdict != Verdict::Wrong);
                outcome.grade = Some(graded);
                outcome.text = text;
            }
            _ => return None,
        }
        self.results.push(outcome.correct);
        if outcome.correct {
            self.at += 1;
        } else {
            self.held = true;
        }
        self.last = Some(outcome);
        self.last.as_ref()
    }

    /// The run as kept on the device while it is under way, so that a reload (or a phone that
    /// dropped the page in the background) goes on where it was: the lesson, the notation, the
    /// order asked and the answers so far (`moves es 0.1.2.3.4.5.6.7 1.0`).
    pub fn saved(&self) -> String {
        let join = |items: Vec<String>| items.join(".");
        format!(
            "{} {} {} {}",
            self.lesson.id,
            self.lang.code(),
            join(self.order.iter().map(usize::to_string).collect()),
            join(
                self.results
                    .iter()
                    .map(|&r| u8::from(r).to_string())
                    .collect()
            ),
        )
    }

    /// A run [`saved`](Practice::saved) for `lesson` in `lang`, at its next question (after a
    /// wrong answer that was held, the one after it); `None` for another lesson or notation, a
    /// run that is over or has not begun, or a text that does not fit the lesson (changed since).
    ///
    /// ```
    /// use escaque_core::course::{lesson, Practice, Reply};
    /// use escaque_core::Language;
    /// let moves = lesson("moves").unwrap();
    /// let mut run = Practice::new(moves, Language::Es);
    /// run.answer(Reply::Text("?".into())); // the first asks to write a move: wrong, held
    /// let back = Practice::resume(moves, Language::Es, &run.saved()).unwrap();
    /// assert_eq!((back.index(), back.score()), (1, (0, 1)));
    /// assert!(Practice::resume(moves, Language::En, &run.saved()).is_none());
    /// ```
    pub fn resume(lesson: &'static Lesson, lang: Language, saved: &str) -> Option<Practice> {
        let mut fields = saved.split(' ');
        let (id, code, order, results) = (
            fields.next()?,
            fields.next()?,
            fields.next()?,
            fields.next().unwrap_or(""),
        );
        if fields.next().is_some() || id != lesson.id || code != lang.code() {
            return None;
        }
        let order: Vec<usize> = order
            .split('.')
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        let mut sorted = order.clone();
        sorted.sort_unstable();
        if sorted != (0..lesson.exercises.len()).collect::<Vec<_>>() {
            return None;
        }
        let results: Vec<bool> = results
            .split('.')
            .filter(|r| !r.is_empty())
            .map(|r| match r {
                "1" => Some(true),
                "0" => Some(false),
                _ => None,
            })
            .collect::<Option<_>>()?;
        if results.is_empty() || results.len() >= order.len() {
            return None;
        }
        Some(Practice {
            lesson,
            lang,
            at: results.len(),
            order,
            results,
            last: None,
            held: false,
        })
    }

    /// Goes on after a wrong answer; false when none was held.
    pub fn go_on(&mut self) -> bool {
        if !self.held {
            return false;
        }
        self.held = false;
        self.at += 1;
        true
    }
}
