//! The course (`/learn`): the notation taught in lessons, as plain data.
//!
//! Each [`Lesson`] has an id (stable: it is a link, `/learn/<id>`), the articles of FIDE's
//! Appendix C it teaches, a few [`Step`]s (a text, by message id, and a worked example on the
//! board) and 6–10 practice [`Exercise`]s, graded by the engine ([`crate::grade`]) in
//! [`Practice`]. Texts live in the app's messages (`locales/<lang>/course.ftl`):
//! `lesson-<id>-title`, `lesson-<id>-<n>` for step `n` (from 1). Piece letters never appear in
//! them: the examples are written by the engine in the student's notation language, and the
//! written moves of "is this written correctly?" are templates ([`written`]).
//!
//! ```
//! use escaque_core::course::{lesson, LESSONS, lesson_for_article};
//! assert_eq!(LESSONS.len(), 13);
//! assert_eq!(lesson("captures").unwrap().articles, ["C.9"]);
//! assert_eq!(lesson_for_article("C.9.3"), Some("pawn-captures"));
//! assert_eq!(lesson_for_article("C.10.3"), Some("two-pieces"));
//! ```

mod address;
mod articles;
mod fen;
mod games;
mod lessons;
mod parts;
mod practice;
mod progress;
#[cfg(test)]
mod tests;

pub use address::{href, step_in_query};
pub use articles::{
    citations, citations_about, grade_codes, lesson_about, lesson_for_article, Segment, ARTICLES,
    TOPICS,
};
pub use fen::{fen_miss, FenMiss};
pub use games::{game_line, game_units, GameForm};
pub use lessons::LESSONS;
pub use parts::{numbered_parts, parts, Part, PartKind};
pub use practice::{Outcome, Practice, Reply};
pub use progress::{CourseProgress, LessonRecord, LessonState, MASTERY_PERCENT, NEARLY_PERCENT};

use crate::board_state::Orientation;
use crate::{read_move, Language, Position, Role, WriteOptions};
use chess::{ChessMove, Square};

/// One lesson of the course.
#[derive(Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id: the link `/learn/<id>` and the messages `lesson-<id>-…`.
    pub id: &'static str,
    /// The articles of Appendix C it teaches (`C.9.3`).
    pub articles: &'static [&'static str],
    /// The drill that trains what the lesson taught, offered at the end of its practice: a
    /// drill page's address (`/drill/name-move?v=1&focus=captures`), without the student's own
    /// choices (notation, side), which their settings give.
    pub more: &'static str,
    pub steps: &'static [Step],
    pub exercises: &'static [Exercise],
}

/// A step of a lesson: its text is the message `lesson-<id>-<n>` (n from 1); what it shows.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// Only the text, with the board as it starts.
    Text,
    /// A board from `side` with one square marked.
    Square {
        square: &'static str,
        side: Orientation,
    },
    /// A move played on the board with an arrow, and its text built piece by piece.
    Example(Example),
    /// The piece letters of the student's notation language, with their figurines.
    Letters,
    /// One move written in several notation languages (the start position's `uci`).
    Languages { uci: &'static str },
    /// A whole game (English SAN, as read by [`crate::game`]), written in the three forms.
    Game { moves: &'static str },
    /// A position's FEN, beside its board.
    Fen { fen: &'static str },
}

/// A worked example: `uci` played in `fen`, written in `form`.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct Example {
    pub fen: &'static str,
    pub uci: &'static str,
    /// The long form (`Cg1f3`) rather than the short one.
    pub long: bool,
    /// Written with its number, as a game's record writes a move alone (`3...exd4`).
    pub numbered: bool,
}

impl Example {
    /// How the lesson writes it: the short or long form, and the promotion piece's letter
    /// straight after the move, as C.11 says and the lesson's text teaches (`d8Q`, never `d8=Q`,
    /// whatever the language's habit; the next step says `=` is accepted too).
    ///
    /// ```
    /// use escaque_core::course::{lesson, Step};
    /// use escaque_core::{Language, write_move};
    /// let promotion = lesson("promotion").unwrap();
    /// let Step::Example(first) = &promotion.steps[0] else { panic!() };
    /// let position = escaque_core::course::position(first.fen);
    /// let mv = escaque_core::course::uci_move(&position, first.uci).unwrap();
    /// assert_eq!(write_move(&position, mv, &first.options(Language::En)), "d8Q");
    /// ```
    pub fn options(&self, lang: Language) -> WriteOptions {
        let options = if self.long {
            WriteOptions::long(lang)
        } else {
            WriteOptions::short(lang)
        };
        WriteOptions {
            promotion_equals: false,
            ..options
        }
    }
}

/// A practice exercise.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Exercise {
    /// The move is shown with an arrow: write it.
    Write {
        fen: &'static str,
        uci: &'static str,
    },
    /// The move is written (short or long form): play it on the board.
    Play {
        fen: &'static str,
        uci: &'static str,
        long: bool,
    },
    /// A square is named: press it on the board, seen from `side`.
    Find {
        square: &'static str,
        side: Orientation,
    },
    /// A square is marked: name it.
    Name {
        square: &'static str,
        side: Orientation,
    },
    /// A FEN is shown, the board without its pieces: press the square of the piece asked,
    /// `role` of `white`, or, with `role` `None`, the en-passant square.
    FenSquare {
        fen: &'static str,
        square: &'static str,
        role: Option<Role>,
        white: bool,
    },
    /// Is this written correctly? `uci` played in `fen`, written as the template `written`
    /// ([`written`]); `correct` is what the grader (FIDE profile) says, and the tests check it.
    Check {
        fen: &'static str,
        uci: &'static str,
        written: &'static str,
        correct: bool,
    },
}

/// The start position's FEN.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The lesson `id`.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

/// The lessons' ids in the course's order, without their contents: what a page that only names
/// a lesson needs (the home page's "go on with lesson N" is in the first load; the lessons come
/// with the course's pages). The order of [`LESSONS`] (a test checks).
pub const ORDER: [&str; 13] = [
    "board",
    "pieces",
    "moves",
    "captures",
    "pawn-captures",
    "en-passant",
    "two-pieces",
    "promotion",
    "castling",
    "check-mate",
    "long-form",
    "a-game",
    "fen",
];

/// The lesson's place in the course, from 1.
///
/// ```
/// assert_eq!(escaque_core::course::number("pieces"), Some(2));
/// assert_eq!(escaque_core::course::number("chess960"), None);
/// ```
pub fn number(id: &str) -> Option<usize> {
    ORDER.iter().position(|&l| l == id).map(|i| i + 1)
}

/// A move written as a template in `lang`: the capitals K Q R B N are the pieces (English
/// letters), written with `lang`'s letters; `P` is a pawn letter (`lang`'s, else `P`); `@`
/// before one of them writes it in lower case (a slip). Everything else is kept.
///
/// ```
/// use escaque_core::{course::written, Language};
/// assert_eq!(written("Nxe5", Language::Es), "Cxe5");
/// assert_eq!(written("@Nf3", Language::De), "sf3");
/// assert_eq!(written("Pe4", Language::Fr), "Pe4");
/// assert_eq!(written("exd6 a.p.", Language::Es), "exd6 a.p.");
/// ```
pub fn written(template: &str, lang: Language) -> String {
    let mut out = String::new();
    let mut lower = false;
    for c in template.chars() {
        let role = match c {
            'K' => Some(Role::King),
            'Q' => Some(Role::Queen),
            'R' => Some(Role::Rook),
            'B' => Some(Role::Bishop),
            'N' => Some(Role::Knight),
            'P' => Some(Role::Pawn),
            '@' => {
                lower = true;
                continue;
            }
            _ => None,
        };
        let text = match role {
            Some(Role::Pawn) => lang.pawn_letter().unwrap_or("P").to_string(),
            Some(role) => lang.letter(role).to_string(),
            None => c.to_string(),
        };
        if lower {
            out.push_str(&text.to_lowercase());
            lower = false;
        } else {
            out.push_str(&text);
        }
    }
    out
}

/// The rook's move of castling `mv` in `position`, from and to (`h1`, `f1` for 0-0): the
/// second arrow of a castling; `None` for any other move.
///
/// ```
/// use escaque_core::course::{castling_rook, position, uci_move};
/// use escaque_core::chess::Square;
/// let p = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
/// assert_eq!(castling_rook(&p, uci_move(&p, "e1c1").unwrap()), Some((Square::A1, Square::D1)));
/// assert_eq!(castling_rook(&p, uci_move(&p, "e1f1").unwrap()), None);
/// ```
pub fn castling_rook(position: &Position, mv: ChessMove) -> Option<(Square, Square)> {
    let from = mv.get_source();
    let to = mv.get_dest();
    let king = position.board().piece_on(from) == Some(chess::Piece::King);
    let files = (from.get_file().to_index(), to.get_file().to_index());
    if !king || from.get_rank() != to.get_rank() || files.0.abs_diff(files.1) != 2 {
        return None;
    }
    let rank = from.get_rank();
    let (rook, lands) = if files.1 > files.0 {
        (chess::File::H, chess::File::F)
    } else {
        (chess::File::A, chess::File::D)
    };
    Some((
        Square::make_square(rank, rook),
        Square::make_square(rank, lands),
    ))
}

/// The move just played, when the position tells it: a pawn's two-square advance, which the
/// FEN records as its en passant square (`d6` after d7-d5): from, to. The board marks it, so
/// the student sees which pawn has just moved and may be taken en passant.
///
/// ```
/// use escaque_core::course::{double_step, position};
/// use escaque_core::chess::Square;
/// let p = position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
/// assert_eq!(double_step(&p), Some((Square::D7, Square::D5)));
/// assert_eq!(double_step(&position(escaque_core::course::START)), None);
/// ```
pub fn double_step(position: &Position) -> Option<(Square, Square)> {
    let pawn = position.board().en_passant()?;
    let target = position.en_passant_target()?;
    let rank = 2 * target.get_rank().to_index() as i32 - pawn.get_rank().to_index() as i32;
    let from = Square::make_square(
        chess::Rank::from_index(usize::try_from(rank).ok()?),
        pawn.get_file(),
    );
    Some((from, pawn))
}

/// `text` with a word joiner (U+2060) after each hyphen inside a word (`0-0-0`, `O-O`,
/// `e2-e4`), so a line never breaks a move at its hyphen: a sentence that cites `0-0-0` on a
/// phone keeps it on one line. A hyphen with a space beside it is left as it is.
///
/// ```
/// use escaque_core::course::unbroken;
/// assert_eq!(unbroken("se escribe 0-0-0 (C.13)"), "se escribe 0-\u{2060}0-\u{2060}0 (C.13)");
/// assert_eq!(unbroken("O-O - e2-e4"), "O-\u{2060}O - e2-\u{2060}e4");
/// assert_eq!(unbroken(&unbroken("0-0")), unbroken("0-0"));
/// ```
pub fn unbroken(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        let joined = |j: Option<usize>| {
            j.and_then(|j| chars.get(j))
                .is_some_and(|c| c.is_alphanumeric())
        };
        if c == '-' && joined(i.checked_sub(1)) && joined(Some(i + 1)) {
            out.push('\u{2060}');
        }
    }
    out
}

/// A checked FEN of the lesson data (the tests read every one).
pub fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_default()
}

/// A move of the lesson data, in UCI, in `position` (the tests check every one is legal).
pub fn uci_move(position: &Position, uci: &str) -> Option<ChessMove> {
    read_move(position, uci, Language::En).ok()
}

/// A square of the lesson data (`e4`).
pub fn square(name: &str) -> Square {
    crate::position::parse_square(name).unwrap_or(Square::A1)
}

impl Exercise {
    /// The position on the board (the start position for square exercises).
    pub fn position(&self) -> Position {
        match *self {
            Exercise::Write { fen, .. }
            | Exercise::Play { fen, .. }
            | Exercise::FenSquare { fen, .. }
            | Exercise::Check { fen, .. } => position(fen),
            Exercise::Find { .. } | Exercise::Name { .. } => Position::default(),
        }
    }

    /// The move asked about, if any.
    pub fn mv(&self) -> Option<ChessMove> {
        match *self {
            Exercise::Write { uci, .. }
            | Exercise::Play { uci, .. }
            | Exercise::Check { uci, .. } => uci_move(&self.position(), uci),
            _ => None,
        }
    }

    /// The square asked about, if any.
    pub fn square(&self) -> Option<Square> {
        match *self {
            Exercise::Find { square: s, .. }
            | Exercise::Name { square: s, .. }
            | Exercise::FenSquare { square: s, .. } => Some(square(s)),
            _ => None,
        }
    }

    /// Which side is at the bottom of the board: a FEN is read with White at the bottom (its
    /// first rank, the 8th, at the top), whoever is to move.
    pub fn side(&self) -> Orientation {
        match *self {
            Exercise::Find { side, .. } | Exercise::Name { side, .. } => side,
            Exercise::FenSquare { .. } => Orientation::White,
            _ => match self.position().turn() {
                chess::Color::White => Orientation::White,
                chess::Color::Black => Orientation::Black,
            },
        }
    }

    /// The stable name of its kind (`data-exercise`).
    pub fn kind(&self) -> &'static str {
        match self {
            Exercise::Write { .. } => "write",
            Exercise::Play { .. } => "play",
            Exercise::Find { .. } => "find",
            Exercise::Name { .. } => "name",
            Exercise::FenSquare { .. } => "fen-square",
            Exercise::Check { .. } => "check",
        }
    }
}
