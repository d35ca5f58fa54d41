//! Grading an answer written in descriptive notation, with the algebraic grader's verdicts,
//! notes and reasons.

use super::resolve::read_plus;
use super::write::write_plus;
use super::{DescriptiveLanguage, DescriptiveMove, Mark, Written};
use crate::grade::suggest::suggest_by_text;
use crate::grade::{suggestions_beside, Grade, Note, Profile, Reason, Verdict};
use crate::san::Suffix;
use crate::{Position, ReadError};
use chess::ChessMove;

/// How many qualifiers a text has: a mover's file or side, its square, the target's full file,
/// the taken man's file, side or square.
fn qualifiers(written: &Written) -> u8 {
    match *written {
        Written::Castle(_) => 0,
        Written::Move {
            mover,
            from,
            target,
            ..
        } => {
            let man = |m: super::Man| {
                u8::from(m.side.is_some()) + m.file.map_or(0, |f| u8::from(f.short() != f) + 1)
            };
            let square = |s: super::SquareName| u8::from(s.file.short() != s.file);
            man(mover)
                + from.map_or(0, |s| 2 + square(s))
                + match target {
                    super::Target::Square(s) => square(s),
                    super::Target::Capture { man: m, at } => {
                        man(m) + at.map_or(0, |s| 3 + square(s))
                    }
                }
        }
    }
}

/// Grades `answer` (in descriptive `lang`) against the legal move `expected` of `position`.
/// The canonical text is [`super::write`]'s. Under [`Profile::Fide`] a qualifier that was not
/// needed, a missing check or mate mark, `Castles` or `0-0` for `O-O`, a promotion without `=`
/// or a hyphen where the language writes none are correct with notes; a false mark is wrong.
/// Under [`Profile::Strict`] only the canonical text is correct.
///
/// ```
/// use escaque_core::{descriptive::{grade, DescriptiveLanguage as D}, grade::{Profile, Verdict, Note},
///                    Position, read_move, Language};
/// let start = Position::default();
/// let nf3 = read_move(&start, "Nf3", Language::En).unwrap();
/// assert_eq!(grade(&start, nf3, "C3AR", D::Es, Profile::Fide).verdict, Verdict::Correct);
/// assert_eq!(grade(&start, nf3, "N-B3", D::En, Profile::Fide).reason.unwrap().code(), "ambiguous");
/// let e4 = read_move(&start, "e4", Language::En).unwrap();
/// let g = grade(&start, e4, "KP-K4", D::En, Profile::Fide);
/// assert_eq!((g.verdict, g.notes), (Verdict::CorrectWithNotes, vec![Note::NeedlessDisambiguation]));
/// ```
pub fn grade(
    position: &Position,
    expected: ChessMove,
    answer: &str,
    lang: DescriptiveLanguage,
    profile: Profile,
) -> Grade {
    let canonical_plus = write_plus(position, expected);
    let canonical = super::render(&canonical_plus, lang);
    let wrong = |reason: Reason, notes: Vec<Note>| Grade {
        verdict: Verdict::Wrong,
        canonical: canonical.clone(),
        notes,
        reason: Some(reason),
        also: Vec::new(),
        suggestions: Vec::new(),
    };
    let plus = match read_plus(position, answer, lang) {
        Ok((plus, played)) if played == expected => plus,
        Ok((_, played)) => return wrong(Reason::DifferentMove { played }, vec![]),
        Err(ReadError::Ambiguous { candidates }) => {
            return wrong(Reason::Ambiguous { candidates }, vec![])
        }
        Err(e) => {
            // No legal move read: "did you mean" the moves whose text is closest.
            let reason = Reason::from(e);
            let close = suggest_by_text(position, answer, |mv| {
                let plain = DescriptiveMove {
                    mark: None,
                    en_passant_mark: false,
                    ..write_plus(position, mv)
                };
                super::render(&plain, lang)
            });
            return Grade {
                suggestions: suggestions_beside(&reason, expected, close),
                ..wrong(reason, vec![])
            };
        }
    };
    let mut notes = Vec::new();
    let mut false_mark = None;
    if qualifiers(&plus.written) > qualifiers(&canonical_plus.written) {
        notes.push(Note::NeedlessDisambiguation);
    }
    if plus.spelling.hyphen_differs {
        notes.push(Note::Hyphen);
    }
    if plus.spelling.promotion_differs {
        notes.push(Note::PromotionSpelling);
    }
    if plus.spelling.castles_word || plus.spelling.castling_zeros {
        notes.push(Note::CastlingSpelling);
    }
    let suffix = |mark: Mark| match mark {
        Mark::Mate => Suffix::Mate,
        _ => Suffix::Check,
    };
    match (plus.mark, canonical_plus.mark) {
        (None, Some(Mark::Mate)) => notes.push(Note::MateMarkMissing),
        (None, Some(_)) => notes.push(Note::CheckMarkMissing),
        (Some(written), None) => {
            false_mark = Some(Reason::CheckMarkWrong {
                written: suffix(written),
            })
        }
        (Some(Mark::Mate), Some(real)) if real != Mark::Mate => {
            false_mark = Some(Reason::MateMarkWrong {
                written: Suffix::Mate,
            })
        }
        (Some(written), Some(Mark::Mate)) if written != Mark::Mate => {
            notes.push(Note::MateMarkMissing)
        }
        // `ch` for a discovered or double check, or `dis ch` for a plain one: a check all the
        // same, not the canonical mark.
        (Some(written), Some(real)) if written != real => notes.push(Note::NonCanonicalMark),
        _ => {}
    }
    if plus.en_passant_mark && !position.is_en_passant(expected) {
        false_mark = false_mark.or(Some(Reason::EnPassantMarkWrong));
    }
    if let Some(reason) = false_mark {
        return wrong(reason, notes);
    }
    let same_text = plus.written == canonical_plus.written
        && plus.spelling == super::Spelling::default()
        && plus.mark == canonical_plus.mark;
    match profile {
        Profile::Strict if !same_text => wrong(Reason::NotCanonical, notes),
        _ if notes.is_empty() => Grade {
            verdict: Verdict::Correct,
            canonical,
            notes,
            reason: None,
            also: Vec::new(),
            suggestions: Vec::new(),
        },
        _ => Grade {
            verdict: Verdict::CorrectWithNotes,
            canonical,
            notes,
            reason: None,
            also: Vec::new(),
            suggestions: Vec::new(),
        },
    }
}

/// Whether `written` reads as `expected` here.
#[cfg(test)]
fn fits(position: &Position, written: &Written, expected: ChessMove) -> bool {
    super::resolve::resolve(position, written) == Ok(expected)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Language;
    use DescriptiveLanguage::{En, Es};

    fn mv(position: &Position, san: &str) -> ChessMove {
        crate::read_move(position, san, Language::En).unwrap()
    }

    #[test]
    fn verdicts_notes_and_reasons() {
        let start = Position::default();
        let nf3 = mv(&start, "Nf3");
        let g = grade(&start, nf3, "N-KB3", En, Profile::Strict);
        assert_eq!(g.verdict, Verdict::Correct);
        let g = grade(&start, nf3, "Kt-KB3", En, Profile::Fide);
        assert_eq!(g.verdict, Verdict::Correct);
        assert_eq!(
            grade(&start, nf3, "Kt-KB3", En, Profile::Strict).verdict,
            Verdict::Wrong
        );
        let g = grade(&start, nf3, "N-QB3", En, Profile::Fide);
        assert!(matches!(g.reason, Some(Reason::DifferentMove { .. })));
        let g = grade(&start, nf3, "N-KB3ch", En, Profile::Fide);
        assert_eq!(g.reason.unwrap().code(), "check_mark_wrong");
        let g = grade(&start, nf3, "C3AR", Es, Profile::Fide);
        assert!(fits(
            &start,
            &super::super::parse("C3AR", Es).unwrap().written,
            nf3
        ));
        assert_eq!(g.canonical, "C3AR");
        let g = grade(&start, nf3, "C-3AR", Es, Profile::Fide);
        assert_eq!(
            (g.verdict, g.notes),
            (Verdict::CorrectWithNotes, vec![Note::Hyphen])
        );
        // A check left unmarked; a mate marked as check.
        let check: Position = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1".parse().unwrap();
        let ra8 = mv(&check, "Ra8+");
        let g = grade(&check, ra8, "R-R8", En, Profile::Fide);
        assert_eq!(g.notes, vec![Note::CheckMarkMissing]);
        let g = grade(&check, ra8, "R-R8 mate", En, Profile::Fide);
        assert_eq!(g.reason.unwrap().code(), "mate_mark_wrong");
        let castle: Position = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse().unwrap();
        let oo = mv(&castle, "O-O");
        let g = grade(&castle, oo, "Castles", En, Profile::Fide);
        assert_eq!(g.notes, vec![Note::CastlingSpelling]);
        let g = grade(&castle, oo, "PxP e.p.", En, Profile::Fide);
        assert_eq!(g.verdict, Verdict::Wrong);
    }
}
