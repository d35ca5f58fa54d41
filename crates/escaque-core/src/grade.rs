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
