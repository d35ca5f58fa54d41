//! Grading a student's answer against the expected move, with reasons the UI translates.
//!
//! Two profiles:
//! - [`Profile::Fide`]: what Appendix C accepts. `x`, `+`, `#`/`++` and `a.p.` are optional, so
//!   leaving them out is correct *with notes*; so is the long form, an unneeded disambiguation,
//!   disambiguation by rank where the file suffices (C.10.3 prefers the file), `=` before the
//!   promotion piece where the language writes none (or none where it writes one) and castling
//!   with O for 0 (or 0 for O). A mark that is false (`x` on a quiet move,
//!   `+` without check, `#` without mate), a pawn letter, or a piece move without its letter is
//!   wrong.
//! - [`Profile::Strict`]: only the canonical text ([`WriteOptions::short`]) is correct.
//!
//! ```
//! use escaque_core::{grade::{grade, Profile, Verdict, Note}, Language, Position, read_move};
//! let start = Position::default();
//! let nf3 = read_move(&start, "Nf3", Language::En).unwrap();
//! assert_eq!(grade(&start, nf3, "Cf3", Language::Es, Profile::Fide).verdict, Verdict::Correct);
//! let g = grade(&start, nf3, "Cg1f3", Language::Es, Profile::Fide);
//! assert_eq!((g.verdict, g.notes), (Verdict::CorrectWithNotes, vec![Note::LongForm]));
//! assert_eq!(grade(&start, nf3, "Cg1f3", Language::Es, Profile::Strict).verdict, Verdict::Wrong);
//! ```

use crate::read::{moving_role, resolve, Illegal, ReadError};
use crate::san::{San, SanPlus, Suffix, SyntaxError};
use crate::write::{san_plus, write_move};
use crate::{Language, Position, Role, WriteOptions};
use chess::ChessMove;

/// Which rules the grader applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Profile {
    Fide,
    Strict,
}

/// The verdict.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Correct,
    CorrectWithNotes,
    Wrong,
}

/// Something an answer does differently from the canonical text, acceptable under FIDE rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    CaptureMarkMissing,
    CheckMarkMissing,
    MateMarkMissing,
    /// Disambiguation where no other piece could go to the square.
    NeedlessDisambiguation,
    /// By rank (or both) where the file alone tells the pieces apart (C.10.3).
    RankWhereFileSuffices,
    /// The long form with the square of departure (C.8).
    LongForm,
    /// `d8=D` where the language writes `d8D`, or `e8Q` where it writes `e8=Q`.
    PromotionSpelling,
    /// `O-O` where the language writes `0-0`, or the other way round.
    CastlingSpelling,
    /// `++` instead of `#`, or the `a.p.` mark: allowed, not canonical (strict only).
    NonCanonicalMark,
}

/// Why an answer is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    Syntax(SyntaxError),
    Illegal(Illegal),
    Ambiguous {
        candidates: Vec<ChessMove>,
    },
    MissingPromotion,
    /// A legal move, but not the expected one.
    DifferentMove {
        played: ChessMove,
    },
    /// The expected move, with the piece letters of another language (`N` in Spanish).
    WrongPieceLetter {
        letters_of: Language,
    },
    /// `x` on a move that captures nothing.
    CaptureMarkWrong,
    /// `+` or `#` on a move that gives no check.
    CheckMarkWrong,
    /// `#` or `++` on a check that is not mate.
    MateMarkWrong,
    /// `Pe4`: pawns have no letter (C.4).
    PawnLetter,
    /// `g1f3`: a piece move written without its letter.
    PieceLetterMissing,
    /// Strict profile: right move, not the canonical text (see the notes).
    NotCanonical,
}

impl Note {
    /// Every note, for tables of messages.
    pub const ALL: [Note; 9] = [
        Note::CaptureMarkMissing,
        Note::CheckMarkMissing,
        Note::MateMarkMissing,
        Note::NeedlessDisambiguation,
        Note::RankWhereFileSuffices,
        Note::LongForm,
        Note::PromotionSpelling,
        Note::CastlingSpelling,
        Note::NonCanonicalMark,
    ];

    /// A stable code (`capture_mark_missing`) for messages and JSON.
    pub fn code(self) -> &'static str {
        match self {
            Note::CaptureMarkMissing => "capture_mark_missing",
            Note::CheckMarkMissing => "check_mark_missing",
            Note::MateMarkMissing => "mate_mark_missing",
            Note::NeedlessDisambiguation => "needless_disambiguation",
            Note::RankWhereFileSuffices => "rank_where_file_suffices",
            Note::LongForm => "long_form",
            Note::PromotionSpelling => "promotion_spelling",
            Note::CastlingSpelling => "castling_spelling",
            Note::NonCanonicalMark => "non_canonical_mark",
        }
    }
}

impl Reason {
    /// The code of every reason, for tables of messages (the detail codes of
    /// [`Reason::Syntax`] and [`Reason::Illegal`] are [`Reason::detail_code`]'s).
    pub const CODES: [&'static str; 12] = [
        "syntax",
        "illegal",
        "ambiguous",
        "missing_promotion",
        "different_move",
        "wrong_piece_letter",
        "capture_mark_wrong",
        "check_mark_wrong",
        "mate_mark_wrong",
        "pawn_letter",
        "piece_letter_missing",
        "not_canonical",
    ];

    /// Every detail code of syntax errors and illegal moves.
    pub const DETAIL_CODES: [&'static str; 19] = [
        "syntax_empty",
        "syntax_unexpected",
        "syntax_missing_destination",
        "syntax_trailing_text",
        "syntax_bad_promotion",
        "illegal_null_move",
        "illegal_no_such_piece",
        "illegal_empty_source",
        "illegal_wrong_piece_on_source",
        "illegal_cannot_reach",
        "illegal_path_blocked",
        "illegal_own_piece_on_target",
        "illegal_king_in_check",
        "illegal_promotion_not_allowed",
        "illegal_no_castling_right",
        "illegal_castling_blocked",
        "illegal_castling_out_of_check",
        "illegal_castling_through_check",
        "illegal_lower_case_piece_letter",
    ];

    /// A stable code (`wrong_piece_letter`) for messages and JSON.
    pub fn code(&self) -> &'static str {
        match self {
            Reason::Syntax(_) => "syntax",
            Reason::Illegal(_) => "illegal",
            Reason::Ambiguous { .. } => "ambiguous",
            Reason::MissingPromotion => "missing_promotion",
            Reason::DifferentMove { .. } => "different_move",
            Reason::WrongPieceLetter { .. } => "wrong_piece_letter",
            Reason::CaptureMarkWrong => "capture_mark_wrong",
            Reason::CheckMarkWrong => "check_mark_wrong",
            Reason::MateMarkWrong => "mate_mark_wrong",
            Reason::PawnLetter => "pawn_letter",
            Reason::PieceLetterMissing => "piece_letter_missing",
            Reason::NotCanonical => "not_canonical",
        }
    }

    /// The finer code of a syntax error or an illegal move (`illegal_path_blocked`).
    pub fn detail_code(&self) -> Option<&'static str> {
        use crate::san::SyntaxErrorKind as S;
        Some(match self {
            Reason::Syntax(e) => match e.kind {
                S::Empty => "syntax_empty",
                S::Unexpected(_) => "syntax_unexpected",
                S::MissingDestination => "syntax_missing_destination",
                S::TrailingText => "syntax_trailing_text",
                S::BadPromotion => "syntax_bad_promotion",
            },
            Reason::Illegal(i) => match i {
                Illegal::NullMove => "illegal_null_move",
                Illegal::NoSuchPiece { .. } => "illegal_no_such_piece",
                Illegal::EmptySource { .. } => "illegal_empty_source",
                Illegal::WrongPieceOnSource { .. } => "illegal_wrong_piece_on_source",
                Illegal::CannotReach { .. } => "illegal_cannot_reach",
                Illegal::PathBlocked { .. } => "illegal_path_blocked",
                Illegal::OwnPieceOnTarget { .. } => "illegal_own_piece_on_target",
                Illegal::KingInCheck { .. } => "illegal_king_in_check",
                Illegal::PromotionNotAllowed => "illegal_promotion_not_allowed",
                Illegal::NoCastlingRight { .. } => "illegal_no_castling_right",
                Illegal::CastlingBlocked { .. } => "illegal_castling_blocked",
                Illegal::CastlingOutOfCheck => "illegal_castling_out_of_check",
                Illegal::CastlingThroughCheck { .. } => "illegal_castling_through_check",
                Illegal::LowerCasePieceLetter { .. } => "illegal_lower_case_piece_letter",
            },
            _ => return None,
        })
    }
}

/// The grader's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    pub verdict: Verdict,
    /// The expected move in the canonical short form of the language.
    pub canonical: String,
    pub notes: Vec<Note>,
    pub reason: Option<Reason>,
}

/// Grades `answer` (written in `lang`) against the legal move `expected` of `position`.
pub fn grade(
    position: &Position,
    expected: ChessMove,
    answer: &str,
    lang: Language,
    profile: Profile,
) -> Grade {
    let canonical = write_move(position, expected, &WriteOptions::short(lang));
    let wrong = |reason: Reason, notes: Vec<Note>| Grade {
        verdict: Verdict::Wrong,
        canonical: canonical.clone(),
        notes,
        reason: Some(reason),
    };
    let plus = match SanPlus::parse(answer, lang) {
        Ok(plus) => plus,
        Err(e) => {
            return wrong(
                other_language(position, expected, answer, lang).unwrap_or(Reason::Syntax(e)),
                vec![],
            )
        }
    };
    let played = match resolve(position, &plus.san) {
        Ok(mv) => mv,
        Err(e) => {
            let reason = other_language(position, expected, answer, lang).unwrap_or(match e {
                ReadError::Syntax(s) => Reason::Syntax(s),
                ReadError::Illegal(i) => Reason::Illegal(i),
                ReadError::Ambiguous { candidates } => Reason::Ambiguous { candidates },
                ReadError::MissingPromotion { .. } => Reason::MissingPromotion,
            });
            return wrong(reason, vec![]);
        }
    };
    if played != expected {
        let reason = other_language(position, expected, answer, lang)
            .unwrap_or(Reason::DifferentMove { played });
        return wrong(reason, vec![]);
    }
    let (notes, false_mark) = compare_with_canonical(position, expected, &plus, lang, profile);
    if let Some(reason) = false_mark {
        return wrong(reason, notes);
    }
    match (profile, notes.is_empty()) {
        (_, true) => Grade {
            verdict: Verdict::Correct,
            canonical,
            notes,
            reason: None,
        },
        (Profile::Fide, false) => Grade {
            verdict: Verdict::CorrectWithNotes,
            canonical,
            notes,
            reason: None,
        },
        (Profile::Strict, false) => wrong(Reason::NotCanonical, notes),
    }
}

/// If the answer names the expected move in another language's letters, which language.
fn other_language(
    position: &Position,
    expected: ChessMove,
    answer: &str,
    lang: Language,
) -> Option<Reason> {
    Language::ALL
        .into_iter()
        .filter(|&other| other != lang)
        .find(|&other| {
            SanPlus::parse(answer, other)
                .ok()
                .and_then(|p| resolve(position, &p.san).ok())
                .is_some_and(|mv| mv == expected)
        })
        .map(|letters_of| Reason::WrongPieceLetter { letters_of })
}

/// Notes on how the answer differs from the canonical text, and a mark that is false.
fn compare_with_canonical(
    position: &Position,
    mv: ChessMove,
    written: &SanPlus,
    lang: Language,
    profile: Profile,
) -> (Vec<Note>, Option<Reason>) {
    let canonical = san_plus(position, mv, false);
    let style = WriteOptions::short(lang);
    let mut notes = Vec::new();
    let mut false_mark = None;
    if let (
        San::Normal {
            role,
            file,
            rank,
            capture,
            promotion,
            ..
        },
        San::Normal {
            file: c_file,
            rank: c_rank,
            capture: c_capture,
            ..
        },
    ) = (written.san, canonical.san)
    {
        let moving = moving_role(position, mv);
        if role.is_none() && moving != Role::Pawn {
            false_mark = Some(Reason::PieceLetterMissing);
        } else if role == Some(Role::Pawn) {
            false_mark = Some(Reason::PawnLetter);
        }
        if capture && !c_capture {
            false_mark = false_mark.or(Some(Reason::CaptureMarkWrong));
        }
        if c_capture && !capture {
            notes.push(Note::CaptureMarkMissing);
        }
        let long = file.is_some() && rank.is_some() && !(c_file.is_some() && c_rank.is_some());
        if long {
            notes.push(Note::LongForm);
        } else if (file.is_some() && c_file.is_none() && c_rank.is_none())
            || (rank.is_some() && c_rank.is_none() && c_file.is_none())
        {
            notes.push(Note::NeedlessDisambiguation);
        } else if rank.is_some() && c_rank.is_none() {
            notes.push(Note::RankWhereFileSuffices);
        }
        if promotion.is_some() && written.spelling.promotion_mark != style.promotion_equals {
            notes.push(Note::PromotionSpelling);
        }
    }
    if matches!(written.san, San::Castle(_))
        && written.spelling.castling_with_letter_o == style.castling_zeros
    {
        notes.push(Note::CastlingSpelling);
    }
    match (written.suffix, canonical.suffix) {
        (Some(Suffix::Check), Some(Suffix::Check))
        | (Some(Suffix::Mate), Some(Suffix::Mate))
        | (None, None) => {}
        (Some(Suffix::MateDoublePlus), Some(Suffix::Mate)) => {
            if profile == Profile::Strict {
                notes.push(Note::NonCanonicalMark);
            }
        }
        (None, Some(Suffix::Check)) => notes.push(Note::CheckMarkMissing),
        (None | Some(Suffix::Check), Some(_)) => notes.push(Note::MateMarkMissing),
        (Some(Suffix::Mate | Suffix::MateDoublePlus), Some(Suffix::Check)) => {
            false_mark = false_mark.or(Some(Reason::MateMarkWrong))
        }
        (Some(_), _) => false_mark = false_mark.or(Some(Reason::CheckMarkWrong)),
    }
    if written.en_passant_mark && profile == Profile::Strict {
        notes.push(Note::NonCanonicalMark);
    }
    (notes, false_mark)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::san::{SyntaxError, SyntaxErrorKind};
    use chess::Square;

    /// Every reason and detail code is in the tables the UI translates.
    #[test]
    fn every_code_is_listed() {
        let mv = ChessMove::new(Square::E2, Square::E4, None);
        let syntax = |kind| Reason::Syntax(SyntaxError { kind, span: 0..1 });
        let illegal = Reason::Illegal;
        let reasons = [
            syntax(SyntaxErrorKind::Empty),
            syntax(SyntaxErrorKind::Unexpected('?')),
            syntax(SyntaxErrorKind::MissingDestination),
            syntax(SyntaxErrorKind::TrailingText),
            syntax(SyntaxErrorKind::BadPromotion),
            illegal(Illegal::NullMove),
            illegal(Illegal::NoSuchPiece { role: Role::Knight }),
            illegal(Illegal::EmptySource { square: Square::E3 }),
            illegal(Illegal::WrongPieceOnSource {
                square: Square::E2,
                written: Role::Knight,
                found: Role::Pawn,
            }),
            illegal(Illegal::CannotReach {
                role: Role::Rook,
                to: Square::E5,
            }),
            illegal(Illegal::PathBlocked {
                from: Square::A1,
                to: Square::A8,
                blocker: Square::A2,
            }),
            illegal(Illegal::OwnPieceOnTarget { square: Square::E2 }),
            illegal(Illegal::KingInCheck {
                from: Square::E2,
                to: Square::E4,
                pinned: true,
            }),
            illegal(Illegal::PromotionNotAllowed),
            illegal(Illegal::NoCastlingRight {
                side: crate::san::CastlingSide::King,
            }),
            illegal(Illegal::CastlingBlocked {
                side: crate::san::CastlingSide::Queen,
                blocker: Square::B1,
            }),
            illegal(Illegal::CastlingOutOfCheck),
            illegal(Illegal::CastlingThroughCheck {
                side: crate::san::CastlingSide::King,
                square: Square::F1,
            }),
            illegal(Illegal::LowerCasePieceLetter { letter: 'c', mv }),
            Reason::Ambiguous {
                candidates: vec![mv],
            },
            Reason::MissingPromotion,
            Reason::DifferentMove { played: mv },
            Reason::WrongPieceLetter {
                letters_of: Language::En,
            },
            Reason::CaptureMarkWrong,
            Reason::CheckMarkWrong,
            Reason::MateMarkWrong,
            Reason::PawnLetter,
            Reason::PieceLetterMissing,
            Reason::NotCanonical,
        ];
        let mut codes: Vec<&str> = reasons.iter().map(Reason::code).collect();
        codes.sort_unstable();
        codes.dedup();
        let mut listed = Reason::CODES.to_vec();
        listed.sort_unstable();
        assert_eq!(codes, listed);
        let mut details: Vec<&str> = reasons.iter().filter_map(Reason::detail_code).collect();
        details.sort_unstable();
        let mut listed = Reason::DETAIL_CODES.to_vec();
        listed.sort_unstable();
        assert_eq!(details, listed);
        let notes: Vec<&str> = Note::ALL.iter().map(|n| n.code()).collect();
        assert_eq!(notes.len(), 9);
    }
}
