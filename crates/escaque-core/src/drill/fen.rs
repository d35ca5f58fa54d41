//! The FEN drills: `write-fen` (a position is shown, the student writes its FEN) and `set-up`
//! (a FEN is shown, the student sets its position up on the board). What they ask
//! ([`FenAnswer`]), how a written FEN is graded field by field ([`grade_written`]) and a board
//! square by square ([`Placement::wrong_squares`]). Their positions come from
//! [`super::moves`], like every drill's prompts.
//!
//! Decisions where FEN itself leaves a choice:
//! - **All six fields are asked.** The two clocks are part of FEN (PGN standard 16.1), and the
//!   course's `fen` lesson teaches them; a FEN of four fields (which many programs read) is
//!   wrong with its own reason, [`FenMistake::MissingClocks`], so that a student told to write
//!   only four fields by a teacher knows at once that only the clocks are missing.
//! - **En passant**: FEN's standard writes the square behind a pawn after *every* double step,
//!   whether or not a pawn can take it (as the lesson does: `e6` after 1.e4 e5); many programs
//!   write it only when a capture is possible. Both are right: the square is asked (it is
//!   [`FenAnswer::fen`]'s), and `-` is accepted too when no pawn can take there. A position
//!   whose last move is not known (a teacher's FEN line) cannot say whether a pawn has just made
//!   a double step: `-` is asked, and the square behind a pawn that may just have made one is
//!   right too ([`FenAnswer::may_have_double_stepped`]).
//! - The placement is read exactly as FEN writes it: English letters (whatever the notation
//!   language: `C` is not a knight here), capitals for White, one digit for each run of empty
//!   squares (`44` for `8` is wrong, with its reason), castling rights in the order `KQkq`.
//! - **set-up** grades the placement only: side to move, castling, en passant and the clocks
//!   are not on a board.
//!
//! ```
//! use escaque_core::drill::fen::{grade_written, FenAnswer, FenField, FenMistake, RankProblem};
//! use escaque_core::Position;
//! use escaque_core::chess::Square;
//! let position: Position = "4k3/8/3p4/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
//! let asked = FenAnswer::of(&position, None);
//! assert_eq!(asked.fen(), "4k3/8/3p4/8/8/8/8/4K3 w - - 0 1");
//! assert_eq!(grade_written(&asked, "4k3/8/3p4/8/8/8/8/4K3 w - - 0 1"), None);
//! let Some(FenMistake::Rank { rank: 6, problem }) = grade_written(&asked, "4k3/8/8/8/8/8/8/4K3 w - - 0 1") else {
//!     panic!()
//! };
//! assert!(matches!(problem, RankProblem::Square { square: Square::D6, .. }));
//! assert_eq!(grade_written(&asked, "4k3/8/3p4/8/8/8/8/4K3 w - -"), Some(FenMistake::MissingClocks));
//! assert_eq!(grade_written(&asked, "4k3/8/3p4/8/8/8/8/4K3 b - - 0 1").map(|m| m.field()), Some(FenField::SideToMove));
//! ```

use crate::{Position, Role};
use chess::{ChessMove, Color, File, Piece, Rank, Square};
use std::fmt;

use crate::board_state::free::Edit;
pub use crate::board_state::free::Man;

/// What stands on each of the 64 squares (a1 first), legal or not: a board as the student
/// sets it up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement([Option<Man>; 64]);

impl Default for Placement {
    fn default() -> Placement {
        Placement::EMPTY
    }
}

impl Placement {
    /// A board with nothing on it.
    pub const EMPTY: Placement = Placement([None; 64]);

    /// The men of `position`.
    pub fn of(position: &Position) -> Placement {
        let board = position.board();
        let mut squares = [None; 64];
        for (index, slot) in squares.iter_mut().enumerate() {
            let square = square_at(index);
            if let (Some(piece), Some(colour)) = (board.piece_on(square), board.color_on(square)) {
                *slot = Some((Role::from_piece(piece), colour == Color::White));
            }
        }
        Placement(squares)
    }

    /// The man on `square`.
    pub fn get(&self, square: Square) -> Option<Man> {
        self.0[square.to_index()]
    }

    /// Puts `man` on `square` (none: empties it).
    pub fn set(&mut self, square: Square, man: Option<Man>) {
        self.0[square.to_index()] = man;
    }

    /// Applies a free-placement board's edit (set-up's gestures and keys).
    ///
    /// ```
    /// use escaque_core::board_state::free::Edit;
    /// use escaque_core::drill::fen::Placement;
    /// use escaque_core::{chess::Square, Role};
    /// let mut board = Placement::EMPTY;
    /// board.apply(Edit::Put(Square::E4, Some((Role::Knight, true))));
    /// board.apply(Edit::Move { from: Square::E4, to: Square::F6 });
    /// assert_eq!((board.get(Square::E4), board.get(Square::F6)), (None, Some((Role::Knight, true))));
    /// ```
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Put(square, man) => self.set(square, man),
            Edit::Move { from, to } => {
                let man = self.get(from);
                self.set(from, None);
                self.set(to, man);
            }
        }
    }

    /// How many men stand on the board.
    pub fn count(&self) -> usize {
        self.0.iter().flatten().count()
    }

    /// The squares where this board differs from `expected`, a1 first: set-up's grading.
    pub fn wrong_squares(&self, expected: &Placement) -> Vec<Square> {
        (0..64)
            .filter(|&i| self.0[i] != expected.0[i])
            .map(square_at)
            .collect()
    }

    /// This board turned round (rotated 180°): a1 where h8 was.
    pub fn rotated(&self) -> Placement {
        Placement(std::array::from_fn(|i| self.0[63 - i]))
    }

    /// This board with its ranks upside down (rank 1 where rank 8 was, files kept): a FEN's
    /// ranks set up from the bottom.
    pub fn ranks_reversed(&self) -> Placement {
        Placement(std::array::from_fn(|i| self.0[(7 - i / 8) * 8 + i % 8]))
    }

    /// set-up's grading: `None` when this board is `expected`; [`SetUpMistake::UpsideDown`]
    /// when it is `expected` turned round or with its ranks upside down (White at the top);
    /// else the wrong squares.
    pub fn grade(&self, expected: &Placement) -> Option<SetUpMistake> {
        if self == expected {
            return None;
        }
        if *self == expected.rotated() || *self == expected.ranks_reversed() {
            return Some(SetUpMistake::UpsideDown);
        }
        Some(SetUpMistake::Squares(self.wrong_squares(expected)))
    }

    /// FEN's first field: rank 8 to rank 1, `/` between ranks, a digit for empty squares.
    pub fn field(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.0[rank * 8 + file] {
                    Some(man) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(letter(man));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

fn square_at(index: usize) -> Square {
    Square::make_square(Rank::from_index(index / 8), File::from_index(index % 8))
}

/// A man's FEN letter: `N` a white knight, `n` a black one.
pub fn letter((role, white): Man) -> char {
    let letter = ['p', 'n', 'b', 'r', 'q', 'k'][role.index()];
    if white {
        letter.to_ascii_uppercase()
    } else {
        letter
    }
}

/// The man of a FEN letter (English letters only, as FEN writes them).
pub fn man_of_letter(c: char) -> Option<Man> {
    let role = match c.to_ascii_lowercase() {
        'p' => Role::Pawn,
        'n' => Role::Knight,
        'b' => Role::Bishop,
        'r' => Role::Rook,
        'q' => Role::Queen,
        'k' => Role::King,
        _ => return None,
    };
    Some((role, c.is_ascii_uppercase()))
}

/// What is wrong with a board set up (set-up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetUpMistake {
    /// The board is the answer upside down (turned round, or its ranks reversed): White's men
    /// at the top, where rank 8 goes. Every square may be wrong, but one thing is.
    UpsideDown,
    /// These squares are wrong, a1 first.
    Squares(Vec<Square>),
}

/// What a FEN drill asks: a position with everything its FEN says.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FenAnswer {
    pub placement: Placement,
    pub white_to_move: bool,
    /// White short, White long, Black short, Black long (`KQkq`).
    pub castling: [bool; 4],
    /// The square behind a pawn that has just made a double step (FEN's standard writes it
    /// after every double step).
    pub en_passant: Option<Square>,
    /// Whether a pawn can take on [`FenAnswer::en_passant`] (if not, `-` is right too).
    pub en_passant_capturable: bool,
    /// Whether the move that led here is known (a game's, the library's). When it is not (a
    /// teacher's FEN line), the position cannot say whether a pawn has just made a double step:
    /// `-` is right, and so is the square behind a pawn that may just have made one
    /// ([`FenAnswer::may_have_double_stepped`]).
    pub last_known: bool,
    pub halfmove_clock: u32,
    pub fullmove_number: u32,
}

/// A FEN's fields, in order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FenField {
    Placement,
    SideToMove,
    Castling,
    EnPassant,
    Halfmove,
    Fullmove,
}

impl FenField {
    /// The six, in FEN's order.
    pub const ALL: [FenField; 6] = [
        FenField::Placement,
        FenField::SideToMove,
        FenField::Castling,
        FenField::EnPassant,
        FenField::Halfmove,
        FenField::Fullmove,
    ];

    /// A short name for messages and page attributes (`castling`).
    pub fn slug(self) -> &'static str {
        match self {
            FenField::Placement => "placement",
            FenField::SideToMove => "side-to-move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en-passant",
            FenField::Halfmove => "halfmove",
            FenField::Fullmove => "fullmove",
        }
    }
}

impl FenAnswer {
    /// The FEN of `position`, reached by `last` (if known): the en passant square after a
    /// double step, whether or not a pawn can take there.
    pub fn of(position: &Position, last: Option<ChessMove>) -> FenAnswer {
        let board = position.board();
        let rights = |colour| board.castle_rights(colour);
        let (white, black) = (rights(Color::White), rights(Color::Black));
        let (en_passant, en_passant_capturable) = match position.en_passant_target() {
            Some(target) => (Some(target), true),
            None => (last.and_then(|mv| double_step_target(position, mv)), false),
        };
        FenAnswer {
            placement: Placement::of(position),
            white_to_move: position.turn() == Color::White,
            castling: [
                white.has_kingside(),
                white.has_queenside(),
                black.has_kingside(),
                black.has_queenside(),
            ],
            en_passant,
            en_passant_capturable,
            last_known: last.is_some(),
            halfmove_clock: position.halfmove_clock(),
            fullmove_number: position.fullmove_number(),
        }
    }

    /// Whether `square` is one a pawn of the side that has just moved may have crossed in a
    /// double step that led here: the pawn stands on the square in front of it, the square and
    /// the one behind it (where the pawn started) are empty.
    ///
    /// ```
    /// use escaque_core::drill::fen::FenAnswer;
    /// use escaque_core::chess::Square;
    /// use escaque_core::Position;
    /// // After 1.e4, written without its move: e3 may be the square of the double step.
    /// let position: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".parse().unwrap();
    /// let asked = FenAnswer::of(&position, None);
    /// assert!(asked.may_have_double_stepped(Square::E3));
    /// assert!(!asked.may_have_double_stepped(Square::D3)); // no pawn on d4
    /// assert!(!asked.may_have_double_stepped(Square::E6)); // Black has not just moved
    /// ```
    pub fn may_have_double_stepped(&self, square: Square) -> bool {
        // The side that has just moved: its pawn's crossed square is on its third rank.
        let (crossed, pawn_rank, start_rank, white_pawn) = if self.white_to_move {
            (5, 4, 6, false)
        } else {
            (2, 3, 1, true)
        };
        let at = |rank: usize| Square::make_square(Rank::from_index(rank), square.get_file());
        square.get_rank().to_index() == crossed
            && self.placement.get(at(pawn_rank)) == Some((Role::Pawn, white_pawn))
            && self.placement.get(square).is_none()
            && self.placement.get(at(start_rank)).is_none()
    }

    /// The castling field: `KQkq`, some of them in that order, or `-`.
    pub fn castling_field(&self) -> String {
        let field: String = "KQkq"
            .chars()
            .zip(self.castling)
            .filter(|(_, has)| *has)
            .map(|(c, _)| c)
            .collect();
        if field.is_empty() {
            "-".into()
        } else {
            field
        }
    }

    /// The en passant field (`e3` or `-`).
    pub fn en_passant_field(&self) -> String {
        self.en_passant
            .map_or_else(|| "-".to_string(), |s| s.to_string())
    }

    /// The whole FEN, as the drill asks it.
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.placement.field(),
            if self.white_to_move { 'w' } else { 'b' },
            self.castling_field(),
            self.en_passant_field(),
            self.halfmove_clock,
            self.fullmove_number
        )
    }

    /// The expected text of `field`.
    pub fn field(&self, field: FenField) -> String {
        match field {
            FenField::Placement => self.placement.field(),
            FenField::SideToMove => if self.white_to_move { "w" } else { "b" }.into(),
            FenField::Castling => self.castling_field(),
            FenField::EnPassant => self.en_passant_field(),
            FenField::Halfmove => self.halfmove_clock.to_string(),
            FenField::Fullmove => self.fullmove_number.to_string(),
        }
    }
}

impl fmt::Display for FenAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}

/// The square behind a pawn's double step `mv`, which led to `position`.
fn double_step_target(position: &Position, mv: ChessMove) -> Option<Square> {
    let (from, to) = (mv.get_source(), mv.get_dest());
    let pawn = position.board().piece_on(to) == Some(Piece::Pawn);
    let ranks = from
        .get_rank()
        .to_index()
        .abs_diff(to.get_rank().to_index());
    if !pawn || ranks != 2 || from.get_file() != to.get_file() {
        return None;
    }
    let middle = (from.get_rank().to_index() + to.get_rank().to_index()) / 2;
    Some(Square::make_square(
        Rank::from_index(middle),
        from.get_file(),
    ))
}

/// What is wrong in one rank of a written placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RankProblem {
    /// A character that is neither a FEN letter nor a digit 1–8 (a letter of another language:
    /// `C`, `D`, `A`, `T`, `S`, `L`, `F`…).
    BadChar(char),
    /// What is written on `square` is not what stands there: `token` (a letter, or the digit
    /// whose run of empty squares covers it) says `written` (none: empty), the board has
    /// `actual`.
    Square {
        square: Square,
        token: String,
        written: Option<Man>,
        actual: Option<Man>,
    },
    /// The rank's letters and digits make `count` squares, not 8.
    Squares { count: u32 },
    /// Two digits in a row (`44`): a run of empty squares is one number.
    SplitDigits { digits: String },
}

/// The first thing wrong in a written FEN, field by field in FEN's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenMistake {
    /// The placement has `count` ranks (separated by `/`), not 8.
    RankCount { count: usize },
    /// Rank `rank` (8 to 1) is wrong.
    Rank { rank: u8, problem: RankProblem },
    /// More than six fields.
    ExtraFields { count: usize },
    /// The side to move is not `w` / `b` as it should be.
    SideToMove { written: String, white: bool },
    /// Castling rights: `expected` (`KQkq` in that order, or `-`).
    Castling { written: String, expected: String },
    /// En passant: `expected` (a square or `-`).
    EnPassant { written: String, expected: String },
    /// The half-move clock (moves since the last capture or pawn move).
    Halfmove { written: String, expected: u32 },
    /// The move number.
    Fullmove { written: String, expected: u32 },
    /// A field is missing (and every field after it).
    Missing(FenField),
    /// The first four fields are right and the two clocks are missing.
    MissingClocks,
}

impl FenMistake {
    /// The field the mistake is in.
    pub fn field(&self) -> FenField {
        match self {
            FenMistake::RankCount { .. } | FenMistake::Rank { .. } => FenField::Placement,
            FenMistake::SideToMove { .. } => FenField::SideToMove,
            FenMistake::Castling { .. } => FenField::Castling,
            FenMistake::EnPassant { .. } => FenField::EnPassant,
            FenMistake::Halfmove { .. } | FenMistake::MissingClocks => FenField::Halfmove,
            FenMistake::Fullmove { .. } | FenMistake::ExtraFields { .. } => FenField::Fullmove,
            FenMistake::Missing(field) => *field,
        }
    }
}

impl fmt::Display for FenMistake {
    /// In English, for logs and the command line; the app says it in the UI language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenMistake::RankCount { count } => {
                write!(f, "the placement has {count} ranks separated by /, not 8")
            }
            FenMistake::Rank { rank, problem } => match problem {
                RankProblem::BadChar(c) => write!(
                    f,
                    "rank {rank}: '{c}' is not a FEN letter (KQRBNP, kqrbnp) or a digit 1-8"
                ),
                RankProblem::Square {
                    square,
                    token,
                    actual,
                    ..
                } => match actual {
                    Some(man) => write!(
                        f,
                        "rank {rank}: you wrote {token} but there is {} on {square}",
                        letter(*man)
                    ),
                    None => write!(f, "rank {rank}: you wrote {token} but {square} is empty"),
                },
                RankProblem::Squares { count } => {
                    write!(f, "rank {rank}: {count} squares, not 8")
                }
                RankProblem::SplitDigits { digits } => write!(
                    f,
                    "rank {rank}: {digits} is one run of empty squares, written as one number"
                ),
            },
            FenMistake::ExtraFields { count } => write!(f, "{count} fields, not 6"),
            FenMistake::SideToMove { written, white } => write!(
                f,
                "side to move: '{written}', not '{}'",
                if *white { 'w' } else { 'b' }
            ),
            FenMistake::Castling { written, expected } => {
                write!(f, "castling: '{written}', not '{expected}'")
            }
            FenMistake::EnPassant { written, expected } => {
                write!(f, "en passant: '{written}', not '{expected}'")
            }
            FenMistake::Halfmove { written, expected } => {
                write!(f, "half-move clock: '{written}', not {expected}")
            }
            FenMistake::Fullmove { written, expected } => {
                write!(f, "move number: '{written}', not {expected}")
            }
            FenMistake::Missing(field) => write!(f, "the {} field is missing", field.slug()),
            FenMistake::MissingClocks => write!(f, "the two clocks are missing"),
        }
    }
}

/// Grades a written FEN against `asked`: `None` when right, else the first mistake in FEN's
/// order (placement rank 8 to rank 1, side to move, castling, en passant, the clocks).
/// Spaces around and between the fields do not count; everything else does.
pub fn grade_written(asked: &FenAnswer, written: &str) -> Option<FenMistake> {
    let fields: Vec<&str> = written.split_whitespace().collect();
    let Some(placement) = fields.first() else {
        return Some(FenMistake::Missing(FenField::Placement));
    };
    if let Some(mistake) = grade_placement(&asked.placement, placement) {
        return Some(mistake);
    }
    if fields.len() > 6 {
        return Some(FenMistake::ExtraFields {
            count: fields.len(),
        });
    }
    if let Some(missing) = missing_field(asked, &fields) {
        return Some(FenMistake::Missing(missing));
    }
    for (index, field) in FenField::ALL.into_iter().enumerate().skip(1) {
        let Some(&text) = fields.get(index) else {
            return Some(if index == 4 {
                FenMistake::MissingClocks
            } else {
                FenMistake::Missing(field)
            });
        };
        let expected = asked.field(field);
        let right = match field {
            FenField::EnPassant => {
                text == expected
                    || (text == "-" && !asked.en_passant_capturable)
                    || (!asked.last_known
                        && asked.en_passant.is_none()
                        && text.parse::<Square>().is_ok_and(|s| {
                            s.to_string() == text && asked.may_have_double_stepped(s)
                        }))
            }
            FenField::Halfmove | FenField::Fullmove => {
                text.bytes().all(|b| b.is_ascii_digit())
                    && text.parse::<u32>().ok() == expected.parse().ok()
            }
            _ => text == expected,
        };
        if right {
            continue;
        }
        let written = text.chars().take(12).collect::<String>();
        return Some(match field {
            FenField::SideToMove => FenMistake::SideToMove {
                written,
                white: asked.white_to_move,
            },
            FenField::Castling => FenMistake::Castling { written, expected },
            FenField::EnPassant => FenMistake::EnPassant { written, expected },
            FenField::Halfmove => FenMistake::Halfmove {
                written,
                expected: asked.halfmove_clock,
            },
            _ => FenMistake::Fullmove {
                written,
                expected: asked.fullmove_number,
            },
        });
    }
    None
}

/// Whether `text` looks like `field` (whatever its value): `w`/`b`, castling letters or `-`,
/// a square or `-`, a number.
fn looks_like(field: FenField, text: &str) -> bool {
    match field {
        FenField::Placement => text.contains('/'),
        FenField::SideToMove => matches!(text, "w" | "b"),
        FenField::Castling => {
            text == "-" || (!text.is_empty() && text.chars().all(|c| "KQkq".contains(c)))
        }
        FenField::EnPassant => text == "-" || text.parse::<Square>().is_ok(),
        FenField::Halfmove | FenField::Fullmove => {
            !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
        }
    }
}

/// The field left out of a FEN of five fields, when one of them does not even look like
/// itself and every field written looks like the one it would be with that field left out:
/// `… - - 1 30` (side to move left out), `… w - 1 30` (castling or en passant). Of several
/// such fields, the one that leaves the most fields right.
fn missing_field(asked: &FenAnswer, fields: &[&str]) -> Option<FenField> {
    if fields.len() != 5 {
        return None;
    }
    let wrong = (1..5).find(|&i| !looks_like(FenField::ALL[i], fields[i]))?;
    (1..=wrong)
        .filter_map(|left_out| {
            let shifted = FenField::ALL
                .into_iter()
                .enumerate()
                .filter(|&(i, _)| i != left_out)
                .map(|(_, field)| field);
            let mut right = 0;
            for (field, &text) in shifted.zip(fields).skip(1) {
                if !looks_like(field, text) {
                    return None;
                }
                right += usize::from(asked.field(field) == text);
            }
            Some((right, left_out))
        })
        .max()
        .map(|(_, left_out)| FenField::ALL[left_out])
}

/// The first mistake of a written placement, rank 8 first.
fn grade_placement(expected: &Placement, written: &str) -> Option<FenMistake> {
    let ranks: Vec<&str> = written.split('/').collect();
    for (row, text) in ranks.iter().enumerate().take(8) {
        let rank = 7 - row;
        if let Some(problem) = grade_rank(expected, rank, text) {
            return Some(FenMistake::Rank {
                rank: rank as u8 + 1,
                problem,
            });
        }
    }
    (ranks.len() != 8).then_some(FenMistake::RankCount { count: ranks.len() })
}

/// The first mistake of one rank's text (`rank` from 0 = rank 1).
fn grade_rank(expected: &Placement, rank: usize, text: &str) -> Option<RankProblem> {
    let mut file = 0u32;
    let mut previous_digit = None::<char>;
    let mut split = None::<String>;
    for c in text.chars() {
        let on = |file: u32| {
            Square::make_square(Rank::from_index(rank), File::from_index(file as usize))
        };
        if let Some(run) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
            for f in file..(file + run).min(8) {
                if let Some(actual) = expected.get(on(f)) {
                    return Some(RankProblem::Square {
                        square: on(f),
                        token: c.to_string(),
                        written: None,
                        actual: Some(actual),
                    });
                }
            }
            if let Some(before) = previous_digit {
                split.get_or_insert_with(|| format!("{before}{c}"));
            }
            previous_digit = Some(c);
            file += run;
            continue;
        }
        previous_digit = None;
        let Some(man) = man_of_letter(c) else {
            return Some(RankProblem::BadChar(c));
        };
        if file >= 8 {
            return Some(RankProblem::Squares { count: file + 1 });
        }
        let actual = expected.get(on(file));
        if actual != Some(man) {
            return Some(RankProblem::Square {
                square: on(file),
                token: c.to_string(),
                written: Some(man),
                actual,
            });
        }
        file += 1;
    }
    if file != 8 {
        return Some(RankProblem::Squares { count: file });
    }
    split.map(|digits| RankProblem::SplitDigits { digits })
}

#[cfg(test)]
mod tests;
