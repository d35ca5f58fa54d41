//! Descriptive notation, the notation of the old books, in English, Spanish and French.
//!
//! A file is named after the piece that stands on it at the start (English `QR QN QB Q K KB KN
//! KR`, Spanish `TD CD AD D R AR CR TR`, French `TD CD FD D R FR CR TR`), and ranks are counted
//! from the side of the player who moves: White's `K4` is e4, Black's is e5. A move names the man
//! that moves and the square it goes to (`P-K4`, Spanish `P4R`), or the man it takes (`PxP`,
//! `AxC`); a file or a side is written only when the text would otherwise fit two moves
//! (`N-B3` when only one "B3" square can be reached, else `N-KB3`; `PxQP`, `KR-Q1`,
//! `R(QR1)-Q1`).
//!
//! Reading is lenient in what books print (`Kt` for the knight, `P-K8=Q`, `P-K8(Q)`, `P-K8/Q`,
//! `O-O`, `Castles`, `ch`, `dis ch`, `dbl ch`, `mate`, `+`, `++`, `≠`, `e.p.`, `a.p.`) and each
//! move is resolved against the position; a text that fits two legal moves is
//! [`ReadError::Ambiguous`](crate::ReadError) with both. Writing gives the text with the fewest
//! qualifiers that names the move alone, and [`explain`] says which moves the shorter text
//! would also fit.
//!
//! A side (`KR`, `QN`, Spanish `TD`, `CR`) before a piece is read as the one of the two nearer
//! that side of the board: among the pieces of that kind, the one on the file furthest to the
//! king's side (h) or the queen's side (a). A file before a pawn (`KBP`, `QP`, Spanish `PAR`)
//! is that file.
//!
//! ```
//! use escaque_core::{descriptive::{self, DescriptiveLanguage as D}, Position, read_move, Language};
//! let start = Position::default();
//! let e4 = descriptive::read(&start, "P-K4", D::En).unwrap();
//! assert_eq!(e4, read_move(&start, "e4", Language::En).unwrap());
//! assert_eq!(descriptive::write(&start, e4, D::Es), "P4R");
//! let nf3 = read_move(&start, "Nf3", Language::En).unwrap();
//! assert_eq!(descriptive::write(&start, nf3, D::En), "N-KB3");
//! assert_eq!(descriptive::write(&start, nf3, D::Fr), "C3FR");
//! // Both knights reach a "B3" square: the short text is ambiguous.
//! assert!(descriptive::read(&start, "N-B3", D::En).is_err());
//! ```

mod grade;
mod origins;
mod resolve;
mod syntax;
mod write;

pub use grade::grade;
pub use origins::{read_in_game, write_in_game, Origins, Reading};
pub use resolve::{read, read_plus, resolve};
pub(crate) use syntax::is_mark_word;
pub use syntax::{parse, render};
pub(crate) use write::write_after_into;
pub use write::{explain, write, write_plus, Qualification};

use crate::Role;
use std::fmt;
use std::str::FromStr;

/// A language of descriptive notation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DescriptiveLanguage {
    /// English: `P-K4`, `N-KB3`, `PxP`, `QR-Q1`.
    En,
    /// Spanish: `P4R`, `C3AR`, `PxP`, `TD1D`.
    Es,
    /// French: `P4R`, `C3FR`, `FxC`.
    Fr,
}

impl DescriptiveLanguage {
    /// The three languages.
    pub const ALL: [DescriptiveLanguage; 3] = [
        DescriptiveLanguage::En,
        DescriptiveLanguage::Es,
        DescriptiveLanguage::Fr,
    ];

    /// The name the command line and links use: `descriptive-en`, `descriptive-es`,
    /// `descriptive-fr`.
    pub fn code(self) -> &'static str {
        match self {
            DescriptiveLanguage::En => "descriptive-en",
            DescriptiveLanguage::Es => "descriptive-es",
            DescriptiveLanguage::Fr => "descriptive-fr",
        }
    }

    /// The descriptive notation of a UI language's old books: Spanish and French their own,
    /// every other English's.
    ///
    /// ```
    /// use escaque_core::descriptive::DescriptiveLanguage;
    /// use escaque_core::settings::UiLanguage;
    /// assert_eq!(DescriptiveLanguage::of_ui(UiLanguage::Es), DescriptiveLanguage::Es);
    /// assert_eq!(DescriptiveLanguage::of_ui(UiLanguage::De), DescriptiveLanguage::En);
    /// ```
    pub fn of_ui(ui: crate::settings::UiLanguage) -> DescriptiveLanguage {
        match ui {
            crate::settings::UiLanguage::Es => DescriptiveLanguage::Es,
            crate::settings::UiLanguage::Fr => DescriptiveLanguage::Fr,
            _ => DescriptiveLanguage::En,
        }
    }

    /// The algebraic language whose piece letters this one shares (`en`, `es`, `fr`).
    pub fn letters(self) -> crate::Language {
        match self {
            DescriptiveLanguage::En => crate::Language::En,
            DescriptiveLanguage::Es => crate::Language::Es,
            DescriptiveLanguage::Fr => crate::Language::Fr,
        }
    }

    /// The letter written for `role`, the pawn's included (`P`).
    pub fn letter(self, role: Role) -> &'static str {
        // The algebraic language's letters (`letters()`), written out: the parser asks for
        // them for every character it reads. A test checks that they agree.
        match (self, role) {
            (_, Role::Pawn) => "P",
            (DescriptiveLanguage::En, Role::Knight) => "N",
            (DescriptiveLanguage::En, Role::Bishop) => "B",
            (DescriptiveLanguage::En, Role::Rook) => "R",
            (DescriptiveLanguage::En, Role::Queen) => "Q",
            (DescriptiveLanguage::En, Role::King) => "K",
            (_, Role::Knight) => "C",
            (DescriptiveLanguage::Es, Role::Bishop) => "A",
            (_, Role::Bishop) => "F",
            (_, Role::Rook) => "T",
            (_, Role::Queen) => "D",
            (_, Role::King) => "R",
        }
    }

    /// The letter of a side: English `K`/`Q`, Spanish and French `R`/`D`.
    pub fn side_letter(self, side: Side) -> &'static str {
        match (self, side) {
            (DescriptiveLanguage::En, Side::King) => "K",
            (DescriptiveLanguage::En, Side::Queen) => "Q",
            (_, Side::King) => "R",
            (_, Side::Queen) => "D",
        }
    }

    /// The en-passant mark written after the move: `e.p.` (English, French), `a.p.` (Spanish).
    pub fn en_passant_mark(self) -> &'static str {
        match self {
            DescriptiveLanguage::Es => "a.p.",
            _ => "e.p.",
        }
    }

    /// Whether the square is written file first (English `KB3`) or rank first (Spanish `3AR`).
    fn file_first(self) -> bool {
        self == DescriptiveLanguage::En
    }
}

impl fmt::Display for DescriptiveLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A name that is not one of the descriptive languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDescriptive(pub String);

impl fmt::Display for UnknownDescriptive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown descriptive notation '{}' (known: descriptive-en, descriptive-es, descriptive-fr)",
            self.0
        )
    }
}

impl std::error::Error for UnknownDescriptive {}

impl FromStr for DescriptiveLanguage {
    type Err = UnknownDescriptive;

    /// `descriptive-en` (or `desc-en`, `descriptive_en`), `-es`, `-fr`, any case.
    fn from_str(text: &str) -> Result<DescriptiveLanguage, UnknownDescriptive> {
        let lower = text.trim().to_ascii_lowercase().replace('_', "-");
        let code = lower
            .strip_prefix("descriptive-")
            .or_else(|| lower.strip_prefix("desc-"));
        match code {
            Some("en") => Ok(DescriptiveLanguage::En),
            Some("es") => Ok(DescriptiveLanguage::Es),
            Some("fr") => Ok(DescriptiveLanguage::Fr),
            _ => Err(UnknownDescriptive(text.to_string())),
        }
    }
}

/// The king's side (files e–h) or the queen's side (a–d) of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    King,
    Queen,
}

/// A file as descriptive notation names it: after the piece that starts on it (`kind`: rook,
/// knight, bishop, queen or king), and for the rook, knight and bishop files the side (`KB` is
/// the f-file); without the side, both files of that kind (`B`: c or f).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileName {
    pub side: Option<Side>,
    pub kind: Role,
}

impl FileName {
    /// The file (index 0 = a … 7 = h) of `kind` on `side`.
    fn index(kind: Role, side: Side) -> usize {
        let queen_side = match kind {
            Role::Rook => 0,
            Role::Knight => 1,
            Role::Bishop => 2,
            Role::Queen => return 3,
            _ => return 4,
        };
        match side {
            Side::Queen => queen_side,
            Side::King => 7 - queen_side,
        }
    }

    /// The files named, as a mask (bit 0 = a-file).
    pub fn files(self) -> u8 {
        match (self.kind, self.side) {
            (Role::Queen | Role::King | Role::Pawn, _) => {
                1 << FileName::index(self.kind, Side::Queen)
            }
            (kind, Some(side)) => 1 << FileName::index(kind, side),
            (kind, None) => {
                (1 << FileName::index(kind, Side::Queen)) | (1 << FileName::index(kind, Side::King))
            }
        }
    }

    /// The full name of a file (index 0 = a).
    pub fn of_file(file: usize) -> FileName {
        let (kind, side) = match file {
            0 => (Role::Rook, Some(Side::Queen)),
            1 => (Role::Knight, Some(Side::Queen)),
            2 => (Role::Bishop, Some(Side::Queen)),
            3 => (Role::Queen, None),
            4 => (Role::King, None),
            5 => (Role::Bishop, Some(Side::King)),
            6 => (Role::Knight, Some(Side::King)),
            _ => (Role::Rook, Some(Side::King)),
        };
        FileName { side, kind }
    }

    /// The name without its side (`B` for `KB`); the queen's and king's files have none.
    pub fn short(self) -> FileName {
        FileName {
            side: None,
            kind: self.kind,
        }
    }
}

/// A square: a file name and a rank counted from the mover's side (1–8).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SquareName {
    pub file: FileName,
    pub rank: u8,
}

/// A man as a move names it: its kind, and for a piece the side it stands nearer (`KR`), for a
/// pawn its file (`KBP`, `BP`, `QP`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Man {
    pub role: Role,
    /// For a rook, knight or bishop: `KR`, `QN`.
    pub side: Option<Side>,
    /// For a pawn: the file it stands on.
    pub file: Option<FileName>,
}

impl Man {
    /// A man named by its kind alone (`P`, `N`).
    pub fn plain(role: Role) -> Man {
        Man {
            role,
            side: None,
            file: None,
        }
    }
}

/// Where a move goes: to a square (`-K4`), or onto a man it takes (`xP`, `xKBP`, `xP(K5)`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Square(SquareName),
    Capture { man: Man, at: Option<SquareName> },
}

/// A move as written, without marks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Written {
    /// `O-O`, `O-O-O`; `None` for `Castles` without a side.
    Castle(Option<crate::san::CastlingSide>),
    Move {
        mover: Man,
        /// The square of departure, in parentheses (`R(QR1)-Q1`).
        from: Option<SquareName>,
        target: Target,
        promotion: Option<Role>,
    },
}

/// A check or mate mark.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `ch`, `+`.
    Check,
    /// `dis ch`: the check is given by another piece than the one that moved.
    DiscoveredCheck,
    /// `dbl ch`: two pieces give check.
    DoubleCheck,
    /// `mate`, `++`, `≠`, `#`.
    Mate,
}

/// How a move was spelt where books differ; the reader ignores it, the grader notes it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spelling {
    /// `Kt` for the knight.
    pub kt: bool,
    /// `Castles` rather than `O-O`.
    pub castles_word: bool,
    /// `0-0` with zeros rather than `O-O`.
    pub castling_zeros: bool,
    /// A hyphen in Spanish or French (`P-4R`), or none in English (`PK4`).
    pub hyphen_differs: bool,
    /// The promotion written other than `=` (`(Q)`, `/Q`, `Q`).
    pub promotion_differs: bool,
}

/// A move with its marks, as written.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DescriptiveMove {
    pub written: Written,
    pub mark: Option<Mark>,
    pub en_passant_mark: bool,
    /// Annotation marks glued to the move (`!`, `?!`).
    pub glyphs: Vec<String>,
    pub spelling: Spelling,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letters_are_the_algebraic_languages() {
        for lang in DescriptiveLanguage::ALL {
            for role in Role::ALL {
                let expected = match role {
                    Role::Pawn => "P",
                    _ => lang.letters().letter(role),
                };
                assert_eq!(lang.letter(role), expected, "{lang} {role:?}");
            }
        }
    }
}
