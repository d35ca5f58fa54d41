//! How a square, and the square in a move, is written: one policy for the lessons, the drills,
//! the grader and the answer pad.
//!
//! A square is its file in lower case, then its rank: `d5` (C.5, C.6, C.7). Spaces around it
//! are left aside. Everything else is refused, and a refused form that is a known slip gets
//! one [`Slip`], whose message says the rule in plain words first and then cites it (its
//! [`Slip::article`]), with the text as it should be ([`Slip::meant`]):
//!
//! | written | slip | meant | rule |
//! |---|---|---|---|
//! | `5d` | [`Slip::Reversed`] | `d5` | C.7 |
//! | `D7` | [`Slip::CapitalFile`] | `d7` | C.5 |
//! | `CG5` | [`Slip::PieceCapitalFile`] | `Cg5` | C.5 |
//! | `1.e4`, `1. e4` | [`Slip::MoveNumber`] | `e4` | C.8 |
//! | `1…e5`, `1...e5` | [`Slip::MoveNumber`] (`black`) | `e5` | C.8 |
//!
//! Nothing guesses: `5d` is not read as d5, `D7` not as d7. The pad types its keys in the order
//! they are pressed ([`pad_press`]), so "2" then "a" is `2a`, refused like the typed text.
//!
//! ```
//! use escaque_core::written_square::{read_square, move_slip, Slip, SquareError};
//! use escaque_core::chess::Square;
//! use escaque_core::Language;
//! assert_eq!(read_square(" d5 "), Ok(Square::D5));
//! assert_eq!(read_square("5d"), Err(SquareError::Slip(Slip::Reversed { square: Square::D5 })));
//! assert_eq!(read_square("D7"), Err(SquareError::Slip(Slip::CapitalFile { square: Square::D7 })));
//! assert_eq!(read_square("z9"), Err(SquareError::NotASquare));
//! let slip = move_slip("1.e4", Language::Es).unwrap();
//! assert_eq!((slip.code(), slip.meant().as_str(), slip.article()), ("move_number", "e4", "C.8"));
//! assert_eq!(move_slip("CG5", Language::Es).unwrap().meant(), "Cg5");
//! assert_eq!(move_slip("Cg5", Language::Es), None);
//! ```

use crate::position::parse_square;
use crate::Language;
use chess::Square;
use std::fmt;

/// A refused way of writing a square or a move, with what was meant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slip {
    /// The rank before the file: `5d` for d5.
    Reversed { square: Square },
    /// The file in capitals: `D7` for d7.
    CapitalFile { square: Square },
    /// A piece letter, then the file in capitals: `CG5` for `Cg5` (the piece's letter is a
    /// capital, the file never).
    PieceCapitalFile {
        /// The move as it is written (`Cg5`).
        meant: String,
    },
    /// The move's number before the move: `1.e4`, `1…e5`. A scoresheet has a column for the
    /// number; the move is written alone.
    MoveNumber {
        /// The move without its number (`e4`).
        meant: String,
        /// Written with Black's dots (`1…e5`, `1...e5`).
        black: bool,
    },
}

impl Slip {
    /// The stable code, for messages (`square-slip-<code>`) and tests.
    pub fn code(&self) -> &'static str {
        match self {
            Slip::Reversed { .. } => "reversed",
            Slip::CapitalFile { .. } => "capital_file",
            Slip::PieceCapitalFile { .. } => "piece_capital_file",
            Slip::MoveNumber { .. } => "move_number",
        }
    }

    /// The article of the rules that says how it is written (cited after the plain words).
    pub fn article(&self) -> &'static str {
        match self {
            Slip::Reversed { .. } => "C.7",
            Slip::CapitalFile { .. } | Slip::PieceCapitalFile { .. } => "C.5",
            Slip::MoveNumber { .. } => "C.8",
        }
    }

    /// The text as the rules write it (`d5`, `Cg5`, `e4`).
    pub fn meant(&self) -> String {
        match self {
            Slip::Reversed { square } | Slip::CapitalFile { square } => square.to_string(),
            Slip::PieceCapitalFile { meant } | Slip::MoveNumber { meant, .. } => meant.clone(),
        }
    }

    /// The square meant, for a slip in writing a square alone.
    pub fn square(&self) -> Option<Square> {
        match self {
            Slip::Reversed { square } | Slip::CapitalFile { square } => Some(*square),
            Slip::PieceCapitalFile { .. } | Slip::MoveNumber { .. } => None,
        }
    }

    /// Every slip, one example each, in the table's order (for message and layout tests).
    pub fn examples() -> [(&'static str, Slip); 5] {
        [
            ("5d", Slip::Reversed { square: Square::D5 }),
            ("D7", Slip::CapitalFile { square: Square::D7 }),
            (
                "CG5",
                Slip::PieceCapitalFile {
                    meant: "Cg5".into(),
                },
            ),
            (
                "1.e4",
                Slip::MoveNumber {
                    meant: "e4".into(),
                    black: false,
                },
            ),
            (
                "1…e5",
                Slip::MoveNumber {
                    meant: "e5".into(),
                    black: true,
                },
            ),
        ]
    }
}

impl fmt::Display for Slip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let meant = self.meant();
        let article = self.article();
        match self {
            Slip::Reversed { .. } => write!(f, "file first, then rank: {meant} ({article})"),
            Slip::CapitalFile { .. } => write!(f, "files are lower case: {meant} ({article})"),
            Slip::PieceCapitalFile { .. } => {
                write!(f, "only the piece letter is a capital: {meant} ({article})")
            }
            Slip::MoveNumber { .. } => {
                write!(
                    f,
                    "write only the move, not its number: {meant} ({article})"
                )
            }
        }
    }
}

/// Why a written square is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SquareError {
    /// A known slip: the square is meant, written another way.
    Slip(Slip),
    /// Text that names no square (`z9`, `hello`, nothing).
    NotASquare,
}

/// The square `text` names, written as the rules write it (spaces around it left aside).
///
/// # Errors
/// [`SquareError::Slip`] for a square written another way (`5d`, `D7`), never read as the
/// square; [`SquareError::NotASquare`] for anything else.
pub fn read_square(text: &str) -> Result<Square, SquareError> {
    let text = text.trim();
    if let Some(square) = parse_square(text) {
        return Ok(square);
    }
    let mut chars = text.chars();
    let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(SquareError::NotASquare);
    };
    let slip = if a.is_ascii_uppercase() {
        parse_square(&format!("{}{b}", a.to_ascii_lowercase()))
            .map(|square| Slip::CapitalFile { square })
    } else {
        parse_square(&format!("{}{a}", b.to_ascii_lowercase()))
            .filter(|_| a.is_ascii_digit())
            .map(|square| Slip::Reversed { square })
    };
    slip.map_or(Err(SquareError::NotASquare), |slip| {
        Err(SquareError::Slip(slip))
    })
}

/// The slip in a written move, if it is one of this policy's (its number before it, a piece
/// letter with its file in capitals); `None` for any other text, right or wrong (the grader
/// says what else is wrong).
pub fn move_slip(text: &str, lang: Language) -> Option<Slip> {
    let text = text.trim();
    if let Some((meant, black)) = without_move_number(text) {
        return Some(Slip::MoveNumber {
            meant: meant.to_string(),
            black,
        });
    }
    let (_, len) = lang.read_piece(text)?;
    let rest = &text[len..];
    let mut chars = rest.chars();
    let file = chars.next().filter(|c| ('A'..='H').contains(c))?;
    let after = chars.as_str();
    // A capital file before a rank (`CG5`, `CG1f3`), or before a square or a capture where
    // it is no second piece letter (`CGf3`; `DDxd8` is the letter written twice).
    let next = after.chars().next()?;
    let repeated = text[..len].ends_with(file);
    if !(next.is_ascii_digit() || (!repeated && (('a'..='h').contains(&next) || next == 'x'))) {
        return None;
    }
    Some(Slip::PieceCapitalFile {
        meant: format!("{}{}{}", &text[..len], file.to_ascii_lowercase(), after),
    })
}

/// `text` without a move number before it (`1.e4`, `1. e4`, `12...Nf6`, `1…e5`) and whether
/// the number was Black's; `None` when it has none, or nothing after it.
fn without_move_number(text: &str) -> Option<(&str, bool)> {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || digits > 3 {
        return None;
    }
    let after_digits = &text[digits..];
    let (rest, black) = if let Some(rest) = after_digits.strip_prefix("...") {
        (rest, true)
    } else if let Some(rest) = after_digits.strip_prefix('…') {
        (rest, true)
    } else if let Some(rest) = after_digits.strip_prefix('.') {
        (rest, false)
    } else {
        return None;
    };
    let rest = rest.trim_start();
    (!rest.is_empty()).then_some((rest, black))
}

/// What the answer pad's field holds after `key` (a file `a`–`h` or a rank `1`–`8`) is
/// pressed, and whether it is an answer to send: keys are typed in the order pressed, as on a
/// keyboard, and two keys make an answer (graded by [`read_square`], like typed text; a rank
/// first is never turned round). A field that already holds two characters or more (text
/// typed and not sent) starts again with the key.
///
/// ```
/// use escaque_core::written_square::pad_press;
/// assert_eq!(pad_press("", 'd'), ("d".to_string(), false));
/// assert_eq!(pad_press("d", '5'), ("d5".to_string(), true));
/// assert_eq!(pad_press("2", 'a'), ("2a".to_string(), true));
/// ```
pub fn pad_press(field: &str, key: char) -> (String, bool) {
    let field = field.trim();
    let mut typed = if field.chars().count() == 1 {
        field.to_string()
    } else {
        String::new()
    };
    typed.push(key);
    let send = typed.chars().count() == 2;
    (typed, send)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_written_right_is_read_and_nothing_else_is() {
        for file in 'a'..='h' {
            for rank in '1'..='8' {
                let name = format!("{file}{rank}");
                let square = read_square(&name).unwrap();
                assert_eq!(square.to_string(), name);
                assert_eq!(
                    read_square(&format!("{rank}{file}")),
                    Err(SquareError::Slip(Slip::Reversed { square }))
                );
                assert_eq!(
                    read_square(&format!("{}{rank}", file.to_ascii_uppercase())),
                    Err(SquareError::Slip(Slip::CapitalFile { square }))
                );
                // A reversed square with a capital file is refused too, never read.
                assert!(read_square(&format!("{rank}{}", file.to_ascii_uppercase())).is_err());
            }
        }
        for text in [
            "", " ", "z9", "i1", "a0", "a9", "9a", "e", "e44", "ee", "11", "Cg5",
        ] {
            assert_eq!(read_square(text), Err(SquareError::NotASquare), "{text}");
        }
    }

    #[test]
    fn each_example_is_its_slip() {
        for (written, slip) in Slip::examples() {
            let found = match read_square(written) {
                Err(SquareError::Slip(s)) => Some(s),
                _ => move_slip(written, Language::Es),
            };
            assert_eq!(found, Some(slip.clone()), "{written}");
            assert!(!slip.to_string().is_empty());
        }
    }

    #[test]
    fn move_numbers_and_capital_files_in_moves() {
        let slip = |t| move_slip(t, Language::Es);
        let number = |meant: &str, black| {
            Some(Slip::MoveNumber {
                meant: meant.into(),
                black,
            })
        };
        assert_eq!(slip("1.e4"), number("e4", false));
        assert_eq!(slip("1. e4"), number("e4", false));
        assert_eq!(slip("12.Cf3"), number("Cf3", false));
        assert_eq!(slip("1...e5"), number("e5", true));
        assert_eq!(slip("1…e5"), number("e5", true));
        assert_eq!(slip("1."), None);
        assert_eq!(slip("e4"), None);
        assert_eq!(slip("5254"), None, "ICCF digits are another notation");
        let piece = |meant: &str| {
            Some(Slip::PieceCapitalFile {
                meant: meant.into(),
            })
        };
        assert_eq!(slip("CG5"), piece("Cg5"));
        assert_eq!(slip("TA1d1"), piece("Ta1d1"));
        assert_eq!(slip("CGf3"), piece("Cgf3"));
        assert_eq!(
            slip("DDxd8"),
            None,
            "a repeated letter, not a file (D is no file)"
        );
        assert_eq!(move_slip("NF3", Language::En), piece("Nf3"));
        assert_eq!(slip("Cg5"), None);
        assert_eq!(slip("0-0"), None);
    }

    #[test]
    fn the_pad_types_in_the_order_pressed() {
        assert_eq!(pad_press("", '2'), ("2".to_string(), false));
        assert_eq!(pad_press("2", 'a'), ("2a".to_string(), true));
        assert_eq!(read_square("2a").map_err(|_| ()), Err(()));
        assert_eq!(pad_press("a", '2'), ("a2".to_string(), true));
        assert_eq!(pad_press("a2", 'b'), ("b".to_string(), false));
    }
}
