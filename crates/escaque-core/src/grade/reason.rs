//! Why an answer is wrong: [`Reason`] with its data, and the one table of reason codes,
//! [`ReasonCode`], that messages (`reason-<code>`) and JSON use.

use crate::read::{Illegal, ReadError};
use crate::san::{Suffix, SyntaxError, SyntaxErrorKind};
use crate::{Language, Role};
use chess::{ChessMove, Square};
use std::fmt;

/// Why an answer is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Syntax(SyntaxError),
    Illegal(Illegal),
    Ambiguous {
        candidates: Vec<ChessMove>,
    },
    MissingPromotion,
    /// The expected pawn move, promoting to another piece (`d8T` for `d8D`): the piece is the
    /// mistake to name (C.11).
    WrongPromotion {
        /// The piece the pawn becomes.
        role: Role,
        /// The piece written.
        written: Role,
    },
    /// A legal move, but not the expected one (to the same square: else [`Reason::WrongSquare`]).
    DifferentMove {
        played: ChessMove,
    },
    /// A move written to another square than the expected move's (legal or not): the square
    /// comes first, before anything else the text may have wrong (`Ae4` for `Ae5`, even where
    /// the bishop that could go to e4 is pinned).
    WrongSquare {
        /// The expected move's square of arrival.
        to: Square,
        /// The square the answer names.
        written: Square,
    },
    /// The expected piece to the expected square, with a square of departure (a file, a rank
    /// or both, as `written`) that is not where it comes from: `Cbf3` for `Cf3` from g1
    /// (C.10). Without it, or with the right one, the answer is the move.
    WrongOrigin {
        role: Role,
        /// Where it comes from.
        from: Square,
        to: Square,
        /// The file, rank or square written before the square of arrival.
        written: String,
    },
    /// A pawn move to the expected square written from another file: `ed4` (a capture from
    /// the e-file) for the d-pawn's `d4`, or `cxd5` for `exd5`.
    PawnOrigin {
        from: Square,
        to: Square,
        /// The file written.
        written: char,
        /// Whether the expected move captures (then its file is written, C.9.3).
        capture: bool,
    },
    /// The expected move, with the piece letters of another language (`N` in Spanish).
    WrongPieceLetter {
        letters_of: Language,
    },
    /// The letter of another piece to the expected square (`Rxc6` or `Nxc6` for `Bxc6` in
    /// English), where that piece can make no such move: the letter is the mistake (C.2).
    WrongPiece {
        /// The piece the letter names in the drill's notation.
        written: Role,
        /// The piece that makes the expected move.
        role: Role,
    },
    /// No move in the drill's letters, but a legal move other than the expected one in the
    /// letters of another language the student may know (`Rxd8` in Spanish, the English rook's
    /// `Txd8`, for the queen's `Dxd8`; `Cf3` in English, the Spanish knight's `Nf3`, for `e4`).
    OtherLettersOtherMove {
        letters_of: Language,
        /// The move the answer is in those letters.
        played: ChessMove,
        /// The piece the answer's first letter names in the drill's notation, if any (`R`, the
        /// Spanish king).
        written: Option<Role>,
        /// The letter as written (`C`).
        letter: String,
        /// The piece the letter names in `letters_of` (the piece that moves in `played`).
        role: Role,
        /// The likely languages whose letter for `role` it is, `letters_of` first.
        languages: Vec<Language>,
        /// The expected move's piece and square of arrival, when both differ from `played`'s:
        /// the message says them too (`Nf3` in Spanish for `Tf8`: the rook, to f8).
        made_by: Option<(Role, Square)>,
    },
    /// A first letter that is no piece letter of the drill's notation but is one in other
    /// languages (`C` in English, where the knight is `N`), where those letters name no legal
    /// move either: the letter is the slip, and the message says which piece it is where.
    ForeignPieceLetter {
        /// The letter as written.
        letter: String,
        /// The piece it names in `languages`.
        role: Role,
        /// The likely languages whose letter for `role` it is.
        languages: Vec<Language>,
    },
    /// A move written with another piece to another square than the expected move's (`Nf3`
    /// for `Rf8`): both are said, the piece and the square (not only the square, as
    /// [`Reason::WrongSquare`] does for the right piece).
    WrongPieceAndSquare {
        /// The piece that makes the expected move.
        role: Role,
        /// The expected move's square of arrival.
        to: Square,
        /// The piece the answer names (a pawn when it names none).
        written_role: Role,
        /// The square the answer names.
        written: Square,
    },
    /// A pawn move that captures nothing written with its file of departure (`cc4` for `c4`):
    /// a pawn's move is its square of arrival alone (C.8); the file of departure is written
    /// only when a pawn captures (C.9.3). (Unlike a piece's needless disambiguation, which
    /// C.10 allows the form of, no rule gives a pawn this form, and in it the file means a
    /// capture.)
    PawnFileWithoutCapture,
    /// `x` on a move that captures nothing.
    CaptureMarkWrong,
    /// `+`, `#` or `++` (as `written`) on a move that gives no check.
    CheckMarkWrong {
        written: Suffix,
    },
    /// `#` or `++` (as `written`) on a check that is not mate.
    MateMarkWrong {
        written: Suffix,
    },
    /// `a.p.` (or `e.p.`) on a move that is not an en-passant capture.
    EnPassantMarkWrong,
    /// `Pe4`: pawns have no letter (C.4).
    PawnLetter,
    /// `g1f3`, `xe5`: a piece move written without its letter.
    PieceLetterMissing,
    /// `f3C`: the piece letter after the square instead of before it (C.8).
    PieceLetterLast,
    /// Strict profile: right move, not the canonical text (see the notes).
    NotCanonical,
    /// The move's number written before it (`1.e4`, `1…e5`): a move is written alone (C.8).
    MoveNumber {
        /// The move without its number (`e4`).
        meant: String,
        /// Written with Black's dots.
        black: bool,
    },
    /// A piece letter, then the file in capitals (`CG5`): only the piece's letter is a capital
    /// (C.5).
    PieceCapitalFile {
        /// The move as it is written (`Cg5`).
        meant: String,
    },
    /// A move written in another notation than the one asked (`5254`, ICCF's digits, in an
    /// algebraic drill; `P4R`, an old book's, where algebraic is asked; `h3` in ICCF): the
    /// notation is the slip, not a letter of it. `written_in` is that notation's code
    /// (`iccf`, `descriptive-es`, …, or `algebraic`).
    OtherNotation {
        written_in: &'static str,
    },
}

code_table! {
    /// The words that come before the message of some reasons ("«C3f» is not well written:",
    /// "Ke2 is not a legal move here:"); their message ids are `reason-<code>`.
    pub enum Headline {
        Syntax = "syntax",
        Illegal = "illegal",
    }
}

code_table! {
    /// Every reason an answer can be wrong for, one code each: the one table of reason codes.
    /// Messages are `reason-<code>`, after the [`ReasonCode::headline`] when there is one.
    pub enum ReasonCode {
        SyntaxEmpty = "syntax_empty",
        SyntaxUnexpected = "syntax_unexpected",
        SyntaxMissingDestination = "syntax_missing_destination",
        SyntaxTrailingText = "syntax_trailing_text",
        SyntaxBadPromotion = "syntax_bad_promotion",
        SyntaxRepeatedPieceLetter = "syntax_repeated_piece_letter",
        SyntaxReversedSquare = "syntax_reversed_square",
        SyntaxUpperCaseFile = "syntax_upper_case_file",
        SyntaxSpace = "syntax_space",
        SyntaxCastlingWithoutHyphens = "syntax_castling_without_hyphens",
        IllegalNullMove = "illegal_null_move",
        IllegalNoSuchPiece = "illegal_no_such_piece",
        IllegalEmptySource = "illegal_empty_source",
        IllegalWrongPieceOnSource = "illegal_wrong_piece_on_source",
        IllegalCannotReach = "illegal_cannot_reach",
        IllegalPathBlocked = "illegal_path_blocked",
        IllegalOwnPieceOnTarget = "illegal_own_piece_on_target",
        IllegalKingInCheck = "illegal_king_in_check",
        IllegalPromotionNotAllowed = "illegal_promotion_not_allowed",
        IllegalNoCastlingRight = "illegal_no_castling_right",
        IllegalCastlingBlocked = "illegal_castling_blocked",
        IllegalCastlingOutOfCheck = "illegal_castling_out_of_check",
        IllegalCastlingThroughCheck = "illegal_castling_through_check",
        PieceLetterLowercase = "piece_letter_lowercase",
        PawnCaptureFileMissing = "pawn_capture_file_missing",
        CastlingAsKingMove = "castling_as_king_move",
        Ambiguous = "ambiguous",
        MissingPromotion = "missing_promotion",
        WrongPromotion = "wrong_promotion",
        DifferentMove = "different_move",
        WrongSquare = "wrong_square",
        WrongOrigin = "wrong_origin",
        PawnOrigin = "pawn_origin",
        WrongPieceLetter = "wrong_piece_letter",
        WrongPiece = "wrong_piece",
        OtherLettersOtherMove = "other_letters_other_move",
        ForeignPieceLetter = "foreign_piece_letter",
        WrongPieceAndSquare = "wrong_piece_and_square",
        PawnFileWithoutCapture = "pawn_file_without_capture",
        CaptureMarkWrong = "capture_mark_wrong",
        CheckMarkWrong = "check_mark_wrong",
        MateMarkWrong = "mate_mark_wrong",
        EnPassantMarkWrong = "en_passant_mark_wrong",
        PawnLetter = "pawn_letter",
        PieceLetterMissing = "piece_letter_missing",
        PieceLetterLast = "piece_letter_last",
        NotCanonical = "not_canonical",
        OtherNotation = "other_notation",
        MoveNumber = "move_number",
        PieceCapitalFile = "piece_capital_file",
    }
}

impl ReasonCode {
    /// The headline its message follows: syntax errors and illegal moves as read, except the
    /// slips whose message says it all (nothing written, a lower-case letter, a pawn capture
    /// without its file, castling written as a king move).
    pub fn headline(self) -> Option<Headline> {
        use ReasonCode as C;
        match self {
            C::SyntaxUnexpected
            | C::SyntaxMissingDestination
            | C::SyntaxTrailingText
            | C::SyntaxBadPromotion
            | C::SyntaxRepeatedPieceLetter
            | C::SyntaxReversedSquare
            | C::SyntaxUpperCaseFile
            | C::SyntaxSpace
            | C::SyntaxCastlingWithoutHyphens => Some(Headline::Syntax),
            C::IllegalNullMove
            | C::IllegalNoSuchPiece
            | C::IllegalEmptySource
            | C::IllegalWrongPieceOnSource
            | C::IllegalCannotReach
            | C::IllegalPathBlocked
            | C::IllegalOwnPieceOnTarget
            | C::IllegalKingInCheck
            | C::IllegalPromotionNotAllowed
            | C::IllegalNoCastlingRight
            | C::IllegalCastlingBlocked
            | C::IllegalCastlingOutOfCheck
            | C::IllegalCastlingThroughCheck => Some(Headline::Illegal),
            C::SyntaxEmpty
            | C::PieceLetterLowercase
            | C::PawnCaptureFileMissing
            | C::CastlingAsKingMove
            | C::Ambiguous
            | C::MissingPromotion
            | C::WrongPromotion
            | C::DifferentMove
            | C::WrongSquare
            | C::WrongOrigin
            | C::PawnOrigin
            | C::WrongPieceLetter
            | C::WrongPiece
            | C::OtherLettersOtherMove
            | C::ForeignPieceLetter
            | C::WrongPieceAndSquare
            | C::PawnFileWithoutCapture
            | C::CaptureMarkWrong
            | C::CheckMarkWrong
            | C::MateMarkWrong
            | C::EnPassantMarkWrong
            | C::PawnLetter
            | C::PieceLetterMissing
            | C::PieceLetterLast
            | C::NotCanonical
            | C::OtherNotation
            | C::MoveNumber
            | C::PieceCapitalFile => None,
        }
    }
}

impl Reason {
    /// The one code of this reason, from the table.
    pub fn kind(&self) -> ReasonCode {
        use ReasonCode as C;
        use SyntaxErrorKind as S;
        match self {
            Reason::Syntax(e) => match e.kind {
                S::Empty => C::SyntaxEmpty,
                S::Unexpected(_) => C::SyntaxUnexpected,
                S::MissingDestination => C::SyntaxMissingDestination,
                S::TrailingText => C::SyntaxTrailingText,
                S::BadPromotion => C::SyntaxBadPromotion,
                S::RepeatedPieceLetter => C::SyntaxRepeatedPieceLetter,
                S::ReversedSquare { .. } => C::SyntaxReversedSquare,
                S::UpperCaseFile { .. } => C::SyntaxUpperCaseFile,
                S::Space => C::SyntaxSpace,
                S::CastlingWithoutHyphens { .. } => C::SyntaxCastlingWithoutHyphens,
            },
            Reason::Illegal(i) => match i {
                Illegal::NullMove => C::IllegalNullMove,
                Illegal::NoSuchPiece { .. } => C::IllegalNoSuchPiece,
                Illegal::EmptySource { .. } => C::IllegalEmptySource,
                Illegal::WrongPieceOnSource { .. } => C::IllegalWrongPieceOnSource,
                Illegal::CannotReach { .. } => C::IllegalCannotReach,
                Illegal::PathBlocked { .. } => C::IllegalPathBlocked,
                Illegal::OwnPieceOnTarget { .. } => C::IllegalOwnPieceOnTarget,
                Illegal::KingInCheck { .. } => C::IllegalKingInCheck,
                Illegal::PromotionNotAllowed => C::IllegalPromotionNotAllowed,
                Illegal::NoCastlingRight { .. } => C::IllegalNoCastlingRight,
                Illegal::CastlingBlocked { .. } => C::IllegalCastlingBlocked,
                Illegal::CastlingOutOfCheck => C::IllegalCastlingOutOfCheck,
                Illegal::CastlingThroughCheck { .. } => C::IllegalCastlingThroughCheck,
                Illegal::LowerCasePieceLetter { .. } => C::PieceLetterLowercase,
                Illegal::PawnCaptureFileMissing { .. } => C::PawnCaptureFileMissing,
                Illegal::CastlingAsKingMove { .. } => C::CastlingAsKingMove,
            },
            Reason::Ambiguous { .. } => C::Ambiguous,
            Reason::MissingPromotion => C::MissingPromotion,
            Reason::WrongPromotion { .. } => C::WrongPromotion,
            Reason::DifferentMove { .. } => C::DifferentMove,
            Reason::WrongSquare { .. } => C::WrongSquare,
            Reason::WrongOrigin { .. } => C::WrongOrigin,
            Reason::PawnOrigin { .. } => C::PawnOrigin,
            Reason::WrongPieceLetter { .. } => C::WrongPieceLetter,
            Reason::WrongPiece { .. } => C::WrongPiece,
            Reason::OtherLettersOtherMove { .. } => C::OtherLettersOtherMove,
            Reason::ForeignPieceLetter { .. } => C::ForeignPieceLetter,
            Reason::WrongPieceAndSquare { .. } => C::WrongPieceAndSquare,
            Reason::PawnFileWithoutCapture => C::PawnFileWithoutCapture,
            Reason::CaptureMarkWrong => C::CaptureMarkWrong,
            Reason::CheckMarkWrong { .. } => C::CheckMarkWrong,
            Reason::MateMarkWrong { .. } => C::MateMarkWrong,
            Reason::EnPassantMarkWrong => C::EnPassantMarkWrong,
            Reason::PawnLetter => C::PawnLetter,
            Reason::PieceLetterMissing => C::PieceLetterMissing,
            Reason::PieceLetterLast => C::PieceLetterLast,
            Reason::NotCanonical => C::NotCanonical,
            Reason::OtherNotation { .. } => C::OtherNotation,
            Reason::MoveNumber { .. } => C::MoveNumber,
            Reason::PieceCapitalFile { .. } => C::PieceCapitalFile,
        }
    }

    /// The code of the headline for syntax errors and illegal moves (`illegal`), otherwise the
    /// reason's own code (`wrong_piece_letter`): the JSON's `code`.
    pub fn code(&self) -> &'static str {
        let kind = self.kind();
        kind.headline().map_or(kind.code(), Headline::code)
    }

    /// The reason's own code under a headline (`illegal_path_blocked`): the JSON's `detail`.
    pub fn detail_code(&self) -> Option<&'static str> {
        let kind = self.kind();
        kind.headline().map(|_| kind.code())
    }
}

impl From<ReadError> for Reason {
    fn from(error: ReadError) -> Reason {
        match error {
            ReadError::Syntax(e) => Reason::Syntax(e),
            ReadError::Illegal(i) => Reason::Illegal(i),
            ReadError::Ambiguous { candidates } => Reason::Ambiguous { candidates },
            ReadError::MissingPromotion { .. } => Reason::MissingPromotion,
        }
    }
}

impl fmt::Display for Reason {
    /// The reason in plain English, for the command line and logs; the UI translates the code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Syntax(e) => write!(f, "{e}"),
            Reason::Illegal(e) => write!(f, "{e}"),
            Reason::Ambiguous { .. } => write!(f, "more than one move fits"),
            Reason::MissingPromotion => write!(f, "the promotion piece is missing"),
            Reason::DifferentMove { .. } => write!(f, "a legal move, but not the expected one"),
            Reason::WrongSquare { to, written } => {
                write!(f, "the move goes to {to}, not {written}")
            }
            Reason::WrongOrigin {
                role,
                from,
                to,
                written,
            } => write!(
                f,
                "the {} that goes to {to} comes from {from}, not '{written}'",
                role.english_name()
            ),
            Reason::PawnOrigin {
                from,
                to,
                written,
                capture: true,
            } => write!(f, "the pawn that takes on {to} comes from {from}, not the {written} file"),
            Reason::PawnOrigin {
                from,
                to,
                capture: false,
                ..
            } => write!(
                f,
                "the pawn that goes to {to} comes from {from} and captures nothing: the square alone"
            ),
            Reason::WrongPieceLetter { .. } => {
                write!(f, "right move, piece letters of another language")
            }
            Reason::WrongPiece { written, role } => write!(
                f,
                "that letter is the {}'s; this move is the {}'s",
                written.english_name(),
                role.english_name()
            ),
            Reason::OtherLettersOtherMove {
                letters_of,
                letter,
                role,
                made_by,
                ..
            } => {
                write!(
                    f,
                    "in the piece letters of another language ({}, where '{letter}' is the {}) that is another move",
                    letters_of.code(),
                    role.english_name()
                )?;
                match made_by {
                    Some((role, to)) => {
                        write!(f, "; this move is made by the {}, to {to}", role.english_name())
                    }
                    None => Ok(()),
                }
            }
            Reason::ForeignPieceLetter {
                letter,
                role,
                languages,
            } => {
                let codes: Vec<&str> = languages.iter().map(|l| l.code()).collect();
                write!(
                    f,
                    "'{letter}' is no piece letter of this notation; it is the {} in {}",
                    role.english_name(),
                    codes.join(", ")
                )
            }
            Reason::WrongPieceAndSquare {
                role,
                to,
                written_role,
                written,
            } => write!(
                f,
                "this move is made by the {}, to {to}, not by the {}, to {written}",
                role.english_name(),
                written_role.english_name()
            ),
            Reason::PawnFileWithoutCapture => write!(
                f,
                "a pawn that captures nothing is written with its square of arrival alone"
            ),
            Reason::CaptureMarkWrong => write!(f, "x on a move that captures nothing"),
            Reason::CheckMarkWrong { written } => {
                write!(f, "{} on a move that gives no check", written.as_str())
            }
            Reason::MateMarkWrong { written } => {
                write!(f, "{} on a check that is not mate", written.as_str())
            }
            Reason::EnPassantMarkWrong => {
                write!(f, "an en passant mark on a move that is not en passant")
            }
            Reason::PawnLetter => write!(f, "pawns are written without a letter"),
            Reason::PieceLetterMissing => write!(f, "a piece move needs its letter"),
            Reason::PieceLetterLast => write!(f, "the piece letter comes before the square"),
            Reason::WrongPromotion { role, written } => write!(
                f,
                "the pawn becomes a {}, not a {}",
                role.english_name(),
                written.english_name()
            ),
            Reason::NotCanonical => write!(f, "right move, not the canonical text"),
            Reason::OtherNotation { written_in } => {
                write!(f, "written in another notation ({written_in})")
            }
            Reason::MoveNumber { meant, .. } => {
                write!(f, "write only the move, not its number: {meant} (C.8)")
            }
            Reason::PieceCapitalFile { meant } => {
                write!(f, "only the piece letter is a capital: {meant} (C.5)")
            }
        }
    }
}
