//! An answer for every reason code and every note: what tests and message tables grade to see
//! each one. The matches have no wildcard, so a new code cannot go without an example.

use super::{grade, Grade, Note, Profile, ReasonCode};
use crate::{read_move, Language, Position};
use chess::ChessMove;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// After 1.e4 d5: exd5 is a capture.
const SCANDI: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
/// Knights on b1 and f1.
const KNIGHTS: &str = "4k3/8/8/8/8/8/8/RN2KN1R w - - 0 1";
/// Knights on h2 and d4: the file tells them apart (C.10.3.3).
const H2_D4: &str = "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1";
/// Black mates with Qh4#.
const FOOL: &str = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
/// d8D is check, not mate.
const PROMO: &str = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";
/// White takes en passant with exd6.
const EP: &str = "rnbqkb1r/ppp2ppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 4";
/// Both castlings are legal.
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// No queen; no castling right.
const ROOK: &str = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
/// The knight on e2 is pinned; the rook on c7 goes to c3, where the knight would go.
const PINNED_C3: &str = "4k3/2R1r3/8/8/8/8/4N3/4K3 w - - 0 1";
/// The king is in check from e7.
const IN_CHECK: &str = "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1";
/// The Ruy Lopez, 3...a6: the bishop on b5 takes on c6; no knight can.
const RUY: &str = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
/// The queen on a5 and the rook on d1 can both take on d8.
const QUEEN_OR_ROOK: &str = "3r2k1/5ppp/8/Q7/8/8/5PPP/3R2K1 w - - 0 1";
/// The rook on f7 guards f1.
const F1_GUARDED: &str = "4k3/5r2/8/8/8/8/8/R3K2R w KQ - 0 1";

/// A position, its expected move and an answer to grade.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Example {
    pub fen: &'static str,
    /// The expected move in UCI.
    pub expected: &'static str,
    pub answer: &'static str,
    pub language: Language,
    pub profile: Profile,
}

const fn example(fen: &'static str, expected: &'static str, answer: &'static str) -> Example {
    Example {
        fen,
        expected,
        answer,
        language: Language::Es,
        profile: Profile::Fide,
    }
}

/// In an English drill.
const fn english(example: Example) -> Example {
    Example {
        language: Language::En,
        ..example
    }
}

const fn strict(example: Example) -> Example {
    Example {
        profile: Profile::Strict,
        ..example
    }
}

impl Example {
    /// The position (the examples' FENs are valid: tested).
    pub fn position(&self) -> Position {
        self.fen.parse().expect("the examples' FENs are valid")
    }

    /// The expected move (legal in the position: tested).
    pub fn expected_move(&self) -> ChessMove {
        read_move(&self.position(), self.expected, Language::En)
            .expect("the examples' moves are legal")
    }

    /// The answer graded.
    pub fn grade(&self) -> Grade {
        grade(
            &self.position(),
            self.expected_move(),
            self.answer,
            self.language,
            self.profile,
        )
    }
}

impl ReasonCode {
    /// An answer that gets this reason.
    pub fn example(self) -> Example {
        use ReasonCode as C;
        match self {
            C::SyntaxEmpty => example(START, "g1f3", ""),
            C::SyntaxUnexpected => example(START, "g1f3", "C%f3"),
            C::SyntaxMissingDestination => example(START, "g1f3", "C"),
            C::SyntaxTrailingText => example(PROMO, "d7d8q", "d8Dd"),
            C::SyntaxBadPromotion => example(PROMO, "d7d8q", "d8R"),
            C::SyntaxRepeatedPieceLetter => example(START, "g1f3", "CCf3"),
            C::SyntaxReversedSquare => example(START, "g1f3", "C3f"),
            C::SyntaxUpperCaseFile => example(START, "e2e4", "E4"),
            C::SyntaxSpace => example(START, "g1f3", "C f3"),
            C::SyntaxCastlingWithoutHyphens => example(CASTLE, "e1g1", "00"),
            C::IllegalNullMove => example(START, "g1f3", "--"),
            // (No queen, and castling has no square for a queen's letter to be the slip on.)
            C::IllegalNoSuchPiece => example(CASTLE, "e1g1", "Dd1"),
            C::IllegalEmptySource => example(START, "g1f3", "Ae5f3"),
            C::IllegalWrongPieceOnSource => example(START, "e2e4", "Ce2e4"),
            C::IllegalCannotReach => example(CASTLE, "e1g1", "Tb3"),
            C::IllegalPathBlocked => example(START, "a2a3", "Ta3"),
            // (Only beside castling: a square the expected move goes to holds no piece of
            // its own, and another square is the reason first.)
            C::IllegalOwnPieceOnTarget => example(CASTLE, "e1g1", "Te1"),
            C::IllegalKingInCheck => example(PINNED_C3, "c7c3", "Cc3"),
            C::IllegalPromotionNotAllowed => example(START, "e2e4", "e4D"),
            C::IllegalNoCastlingRight => example(ROOK, "e1e2", "0-0"),
            C::IllegalCastlingBlocked => example(START, "g1f3", "0-0"),
            C::IllegalCastlingOutOfCheck => example(IN_CHECK, "e1d1", "0-0"),
            C::IllegalCastlingThroughCheck => example(F1_GUARDED, "e1d1", "0-0"),
            C::PieceLetterLowercase => example(START, "g1f3", "cf3"),
            C::PawnCaptureFileMissing => example(SCANDI, "e4d5", "xd5"),
            C::CastlingAsKingMove => example(CASTLE, "e1g1", "Rg1"),
            C::Ambiguous => example(KNIGHTS, "b1d2", "Cd2"),
            C::MissingPromotion => example(PROMO, "d7d8q", "d8"),
            C::WrongPromotion => example(PROMO, "d7d8q", "d8T"),
            C::DifferentMove => example(CASTLE, "e1g1", "0-0-0"),
            C::OtherNotation => example(START, "e2e4", "5254"),
            C::MoveNumber => example(START, "e2e4", "1.e4"),
            C::PieceCapitalFile => example(START, "g1f3", "CF3"),
            C::WrongSquare => example(START, "g1f3", "Ch3"),
            C::WrongOrigin => example(START, "g1f3", "Cbf3"),
            C::PawnOrigin => example(START, "d2d4", "ed4"),
            C::WrongPieceLetter => example(START, "g1f3", "Nf3"),
            C::WrongPiece => example(RUY, "b5c6", "Cxc6"),
            C::OtherLettersOtherMove => example(QUEEN_OR_ROOK, "a5d8", "Rxd8"),
            // (No knight reaches f5: in Spanish letters no move either.)
            C::ForeignPieceLetter => english(example(START, "e2e4", "Cf5")),
            C::WrongPieceAndSquare => example(START, "g1f3", "Ta3"),
            C::PawnFileWithoutCapture => example(START, "c2c4", "cc4"),
            C::CaptureMarkWrong => example(START, "g1f3", "Cxf3"),
            C::CheckMarkWrong => example(START, "g1f3", "Cf3+"),
            C::MateMarkWrong => example(PROMO, "d7d8q", "d8D#"),
            C::EnPassantMarkWrong => example(SCANDI, "e4d5", "exd5 a.p."),
            C::PawnLetter => example(START, "e2e4", "Pe4"),
            C::PieceLetterMissing => example(START, "g1f3", "g1f3"),
            C::PieceLetterLast => example(START, "g1f3", "f3C"),
            C::NotCanonical => strict(example(START, "g1f3", "Cg1f3")),
        }
    }
}

impl Note {
    /// An answer that gets this note (with the strict profile where only it notes the
    /// difference).
    pub fn example(self) -> Example {
        match self {
            Note::CaptureMarkMissing => example(SCANDI, "e4d5", "ed5"),
            Note::CheckMarkMissing => example(PROMO, "d7d8q", "d8D"),
            Note::MateMarkMissing => example(FOOL, "d8h4", "Dh4"),
            Note::NeedlessDisambiguation => example(START, "g1f3", "Cgf3"),
            Note::RankWhereFileSuffices => example(H2_D4, "h2f3", "C2f3"),
            Note::LongForm => example(START, "g1f3", "Cg1f3"),
            Note::Hyphen => example(START, "g1f3", "C-f3"),
            Note::PromotionSpelling => example(PROMO, "d7d8q", "d8=D+"),
            Note::CastlingSpelling => example(CASTLE, "e1g1", "O-O"),
            Note::NonCanonicalMark => strict(example(FOOL, "d8h4", "Dh4++")),
            Note::EnPassantMark => example(EP, "e5d6", "exd6 a.p."),
            Note::DoublePlusMate => example(FOOL, "d8h4", "Dh4++"),
        }
    }
}
