//! What a drill asks, what the student answers, and what was expected.
//!
//! ```
//! use escaque_core::drill::{Answer, Expected, Mode, Prompt};
//! use escaque_core::drill::geometry::SquareColour;
//! use escaque_core::chess::Square;
//! let prompt = Prompt::Square(Square::E4);
//! let expected = Expected::of(Mode::Colour, &prompt);
//! assert_eq!(expected, Expected::Colour(SquareColour::Light));
//! assert_eq!(expected.accepts(&Answer::Colour(SquareColour::Light)), Ok(true));
//! assert_eq!(Expected::of(Mode::Name, &prompt).accepts(&Answer::Text(" e4 ".into())), Ok(true));
//! // The square policy (`written_square`): `E4` and `4e` are wrong, not read as e4.
//! assert_eq!(Expected::of(Mode::Name, &prompt).accepts(&Answer::Text("E4".into())), Ok(false));
//! assert_eq!(Expected::of(Mode::Name, &prompt).accepts(&Answer::Text("4e".into())), Ok(false));
//! ```

use super::fen::{FenAnswer, Placement};
use super::geometry::{colour_of, knight_distance, on_one_diagonal, SquareColour};
use super::spec::Mode;
use crate::written_square::{read_square, SquareError};
use crate::{Language, Position};
use chess::{ChessMove, Square};
use std::fmt;

/// One question of a drill.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// find, name, colour: one square.
    Square(Square),
    /// diagonal, knight: from one square to another.
    Pair(Square, Square),
    /// name-move, play-move, game: a move of a position (in a game, its ply, 0 = first move).
    Move {
        position: Position,
        mv: ChessMove,
        ply: Option<u16>,
    },
    /// write-fen, set-up: a position, with the move that led to it when known (a library
    /// game's, a teacher's game's).
    Position {
        position: Position,
        last: Option<ChessMove>,
    },
}

impl Prompt {
    /// The squares the prompt is about.
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Prompt::Square(square) => vec![square],
            Prompt::Pair(a, b) => vec![a, b],
            Prompt::Move { mv, .. } => vec![mv.get_source(), mv.get_dest()],
            Prompt::Position { .. } => Vec::new(),
        }
    }

    /// The first square (the one the repetition weights follow; a move's square of departure).
    pub fn first_square(&self) -> Square {
        match *self {
            Prompt::Square(square) | Prompt::Pair(square, _) => square,
            Prompt::Move { mv, .. } => mv.get_source(),
            // (A position has no square of its own: its king's, for the weights' sake.)
            Prompt::Position { position, .. } => position.board().king_square(position.turn()),
        }
    }
}

impl fmt::Display for Prompt {
    /// `e4`, or `e4 g6` for a pair.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Prompt::Square(square) => write!(f, "{square}"),
            Prompt::Pair(a, b) => write!(f, "{a} {b}"),
            Prompt::Move { mv, .. } => write!(f, "{mv}"),
            Prompt::Position { position, last } => {
                f.write_str(&FenAnswer::of(position, *last).fen())
            }
        }
    }
}

/// What the student gave.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A square pressed on the board.
    Square(Square),
    /// Typed text (a square's name in the name drill).
    Text(String),
    Colour(SquareColour),
    YesNo(bool),
    Number(u8),
    /// A move played on the board.
    Move(ChessMove),
    /// A board set up (set-up).
    Placement(Placement),
}

/// The keys of the button drills in one language: the initials of its words for light and
/// dark (the colour drill) and yes and no (the diagonal drill), as its instructions name them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ButtonKeys {
    pub language: Language,
    pub light: char,
    pub dark: char,
    pub yes: char,
    pub no: char,
}

/// Every key of the button drills, one row per language the app speaks
/// ([`Language::SPOKEN`]): light/dark, claro/oscuro, clair/foncé, hell/dunkel, chiaro/scuro,
/// claro/escuro, clar/fosc; yes/no, sí/no, oui/non, ja/nein, sì/no, sim/não, sí/no. A key
/// answers whatever the UI language, so no key may mean light in one row and dark in another
/// (or yes and no): the tests check it.
pub const BUTTON_KEYS: [ButtonKeys; 7] = [
    keys(Language::Es, 'c', 'o', 's', 'n'),
    keys(Language::En, 'l', 'd', 'y', 'n'),
    keys(Language::Fr, 'c', 'f', 'o', 'n'),
    keys(Language::De, 'h', 'd', 'j', 'n'),
    keys(Language::It, 'c', 's', 's', 'n'),
    keys(Language::Pt, 'c', 'e', 's', 'n'),
    keys(Language::Ca, 'c', 'f', 's', 'n'),
];

const fn keys(language: Language, light: char, dark: char, yes: char, no: char) -> ButtonKeys {
    ButtonKeys {
        language,
        light,
        dark,
        yes,
        no,
    }
}

impl Answer {
    /// The answer a key stands for in the button drills, in any of the UI languages (the
    /// initials of their words, [`BUTTON_KEYS`]), digits 1–6 for knight moves.
    /// Case-insensitive.
    ///
    /// ```
    /// use escaque_core::drill::{Answer, Mode};
    /// use escaque_core::drill::geometry::SquareColour;
    /// assert_eq!(Answer::from_key(Mode::Colour, "O"), Some(Answer::Colour(SquareColour::Dark)));
    /// assert_eq!(Answer::from_key(Mode::Colour, "h"), Some(Answer::Colour(SquareColour::Light)));
    /// assert_eq!(Answer::from_key(Mode::Diagonal, "j"), Some(Answer::YesNo(true)));
    /// assert_eq!(Answer::from_key(Mode::Knight, "7"), None);
    /// ```
    pub fn from_key(mode: Mode, key: &str) -> Option<Answer> {
        let mut chars = key.chars();
        let key = chars.next().filter(|_| chars.next().is_none())?;
        let key = key.to_ascii_lowercase();
        let any = |pick: fn(&ButtonKeys) -> char| BUTTON_KEYS.iter().any(|row| pick(row) == key);
        match mode {
            Mode::Colour if any(|row| row.light) => Some(Answer::Colour(SquareColour::Light)),
            Mode::Colour if any(|row| row.dark) => Some(Answer::Colour(SquareColour::Dark)),
            Mode::Diagonal if any(|row| row.yes) => Some(Answer::YesNo(true)),
            Mode::Diagonal if any(|row| row.no) => Some(Answer::YesNo(false)),
            Mode::Knight => key
                .to_digit(10)
                .filter(|n| (1..=6).contains(n))
                .and_then(|n| u8::try_from(n).ok())
                .map(Answer::Number),
            _ => None,
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Square(square) => write!(f, "{square}"),
            Answer::Text(text) => f.write_str(text.trim()),
            Answer::Colour(colour) => f.write_str(colour.slug()),
            Answer::YesNo(yes) => f.write_str(if *yes { "yes" } else { "no" }),
            Answer::Number(n) => write!(f, "{n}"),
            Answer::Move(mv) => write!(f, "{mv}"),
            Answer::Placement(placement) => f.write_str(&placement.field()),
        }
    }
}

/// The right answer to a prompt.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    Square(Square),
    Colour(SquareColour),
    /// Whether the two squares share a diagonal.
    YesNo(bool),
    /// The knight distance.
    Number(u8),
    /// The move (written or played).
    Move(ChessMove),
    /// The FEN to write, or the position to set up.
    Fen(FenAnswer),
}

/// An answer the drill cannot grade: it is not counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The run is over.
    Over,
    /// Text that is not a square's name (`e9`, `4e`): say how to write one.
    NotASquare(String),
    /// An answer of another kind (a colour in the find drill).
    WrongKind,
    /// Nothing written.
    Empty,
    /// A wrong answer is held on the screen: the student presses Next first.
    Held,
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnswerError::Over => write!(f, "the run is over"),
            AnswerError::NotASquare(text) => {
                write!(
                    f,
                    "'{text}' is not a square: a file a-h and a rank 1-8, like e4"
                )
            }
            AnswerError::WrongKind => write!(f, "this drill asks for another kind of answer"),
            AnswerError::Empty => write!(f, "no answer written"),
            AnswerError::Held => write!(f, "a wrong answer is shown: press Next first"),
        }
    }
}

impl std::error::Error for AnswerError {}

impl Expected {
    /// The right answer to `prompt` in `mode`.
    pub fn of(mode: Mode, prompt: &Prompt) -> Expected {
        let (a, b) = match *prompt {
            Prompt::Square(square) => (square, square),
            Prompt::Pair(a, b) => (a, b),
            Prompt::Move { mv, .. } => return Expected::Move(mv),
            Prompt::Position { position, last } => {
                return Expected::Fen(FenAnswer::of(&position, last))
            }
        };
        match mode {
            Mode::Find | Mode::Name => Expected::Square(a),
            Mode::Colour => Expected::Colour(colour_of(a)),
            Mode::Diagonal => Expected::YesNo(on_one_diagonal(a, b)),
            Mode::Knight => Expected::Number(knight_distance(a, b)),
            // A move drill's prompt is always a move (returned above).
            Mode::NameMove
            | Mode::PlayMove
            | Mode::Game
            | Mode::OldBook
            | Mode::WriteFen
            | Mode::SetUp => Expected::Square(a),
        }
    }

    /// Whether `answer` is right.
    ///
    /// # Errors
    /// [`AnswerError`] when the answer cannot be graded (text that names no square, another
    /// kind of answer); such an answer is not counted.
    pub fn accepts(&self, answer: &Answer) -> Result<bool, AnswerError> {
        match (self, answer) {
            (Expected::Square(square), Answer::Square(given)) => Ok(square == given),
            // The square policy: `d5` is read; `5d` and `D7` are wrong, never read as a square
            // (the verdict says the rule, `written_square::Slip`); other text is no answer.
            (Expected::Square(square), Answer::Text(text)) => match read_square(text) {
                Ok(given) => Ok(given == *square),
                Err(SquareError::Slip(_)) => Ok(false),
                Err(SquareError::NotASquare) => Err(AnswerError::NotASquare(
                    text.trim().chars().take(12).collect(),
                )),
            },
            (Expected::Colour(colour), Answer::Colour(given)) => Ok(colour == given),
            (Expected::YesNo(yes), Answer::YesNo(given)) => Ok(yes == given),
            (Expected::Number(n), Answer::Number(given)) => Ok(n == given),
            (Expected::Move(mv), Answer::Move(given)) => Ok(mv == given),
            (Expected::Fen(_), Answer::Text(text)) if text.trim().is_empty() => {
                Err(AnswerError::Empty)
            }
            (Expected::Fen(asked), Answer::Text(text)) => {
                Ok(super::fen::grade_written(asked, text).is_none())
            }
            (Expected::Fen(asked), Answer::Placement(placement)) => {
                Ok(*placement == asked.placement)
            }
            _ => Err(AnswerError::WrongKind),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::Square(square) => write!(f, "{square}"),
            Expected::Colour(colour) => f.write_str(colour.slug()),
            Expected::YesNo(yes) => f.write_str(if *yes { "yes" } else { "no" }),
            Expected::Number(n) => write!(f, "{n}"),
            Expected::Move(mv) => write!(f, "{mv}"),
            Expected::Fen(asked) => write!(f, "{asked}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ui_languages_initials_answer_and_never_both_ways() {
        use SquareColour::{Dark, Light};
        let rows: Vec<Language> = BUTTON_KEYS.iter().map(|row| row.language).collect();
        assert_eq!(
            rows,
            Language::SPOKEN.to_vec(),
            "one row per language spoken"
        );
        let colour = |k: char| Answer::from_key(Mode::Colour, &k.to_ascii_uppercase().to_string());
        let yes_no = |k: char| Answer::from_key(Mode::Diagonal, &k.to_string());
        for row in BUTTON_KEYS {
            let lang = row.language;
            assert_eq!(colour(row.light), Some(Answer::Colour(Light)), "{lang:?}");
            assert_eq!(colour(row.dark), Some(Answer::Colour(Dark)), "{lang:?}");
            assert_eq!(yes_no(row.yes), Some(Answer::YesNo(true)), "{lang:?}");
            assert_eq!(yes_no(row.no), Some(Answer::YesNo(false)), "{lang:?}");
            for other in BUTTON_KEYS {
                assert_ne!(
                    row.light, other.dark,
                    "{lang:?} light is {:?} dark",
                    other.language
                );
                assert_ne!(row.yes, other.no, "{lang:?} yes is {:?} no", other.language);
            }
        }
        assert_eq!(Answer::from_key(Mode::Colour, "n"), None);
        assert_eq!(Answer::from_key(Mode::Diagonal, "l"), None);
        assert_eq!(Answer::from_key(Mode::Diagonal, "yy"), None);
        assert_eq!(Answer::from_key(Mode::Knight, "6"), Some(Answer::Number(6)));
        assert_eq!(Answer::from_key(Mode::Knight, "0"), None);
    }
}
