//! Grading a student's answer against the expected move, with reasons the UI translates.
//!
//! Two profiles:
//! - [`Profile::Fide`]: what Appendix C accepts. `x`, `+`, `#`/`++` and `a.p.` are optional, so
//!   leaving them out is correct *with notes*, and so is writing `a.p.` or `++` (which the
//!   canonical text leaves out); so is the long form, a hyphen, an unneeded
//!   disambiguation, disambiguation by rank where the file suffices (C.10.3 prefers the file),
//!   `=` before the promotion piece where the language writes none (or none where it writes one)
//!   and castling with O for 0 (or 0 for O). A mark that is false (`x` on a quiet move, `+`
//!   without check, `#` without mate, `a.p.` on another move), a pawn letter, a piece move
//!   without its letter, or a pawn move that captures nothing written with its file (`cc4`:
//!   C.8 writes a pawn's move with its square alone, and C.9.3 the file only for a capture;
//!   the disambiguation of C.10 is for pieces, which C.1 says pawns are not) is wrong.
//! - [`Profile::Strict`]: only the canonical text ([`WriteOptions::short`]) is correct.
//!
//! A wrong answer gets the [`Reason`] that names the student's real slip: when the answer,
//! written another way, is the expected move (`cf3`, `Nf3` in Spanish, `Pd5`, `xd4`), the reason
//! says how, not what the text means read literally; when it names another square of arrival
//! (`Ae4` for `Ae5`), the reason is that square, whatever else the text means there. Every reason has one [`ReasonCode`] and
//! every note one code, each from one table; [`ReasonCode::example`] gives an answer that gets
//! it, so that a code without an example cannot compile.
//!
//! An answer that cannot be read, or reads as an illegal move, also gets
//! [`Grade::suggestions`]: the legal moves closest to it ([`suggest::suggest`]), unless its
//! reason already names the move meant.
//!
//! ```
//! use escaque_core::{grade::{grade, Profile, Verdict, Note}, Language, Position, read_move};
//! let start = Position::default();
//! let nf3 = read_move(&start, "Nf3", Language::En).unwrap();
//! assert_eq!(grade(&start, nf3, "Cf3", Language::Es, Profile::Fide).verdict, Verdict::Correct);
//! let g = grade(&start, nf3, "Cg1f3", Language::Es, Profile::Fide);
//! assert_eq!((g.verdict, g.notes), (Verdict::CorrectWithNotes, vec![Note::LongForm]));
//! assert_eq!(grade(&start, nf3, "Cg1f3", Language::Es, Profile::Strict).verdict, Verdict::Wrong);
//! let lower = grade(&start, nf3, "cf3", Language::Es, Profile::Fide);
//! assert_eq!(lower.reason.unwrap().code(), "piece_letter_lowercase");
//! ```

/// A data-free enum of codes and its table, in one place: the variants, [`ALL`](Self) of them
/// in table order, and each one's stable code (for messages and JSON).
macro_rules! code_table {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $code:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every variant, in the order of the table.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The stable code, for messages and JSON.
            pub fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)*
                }
            }
        }
    };
}

mod examples;
mod note;
mod reason;
pub mod suggest;

pub use examples::Example;
pub use note::Note;
pub use reason::{Headline, Reason, ReasonCode};

use crate::position::{file_char, rank_char};
use crate::read::{read_san, resolve, upper_case_reading, Illegal, ReadError};
use crate::san::{San, SanPlus, Suffix, SyntaxError, SyntaxErrorKind};
use crate::write::{san_plus, write_move};
use crate::written_square::Slip;
use crate::{Language, Position, Role, WriteOptions};
use chess::{ChessMove, Square};

/// Which rules the grader applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Profile {
    Fide,
    Strict,
}

crate::link_name::link_names!(Profile {
    Fide => "fide",
    Strict => "strict",
});

/// The verdict.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Correct,
    CorrectWithNotes,
    Wrong,
}

/// The grader's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    pub verdict: Verdict,
    /// The expected move in the canonical short form of the language.
    pub canonical: String,
    pub notes: Vec<Note>,
    pub reason: Option<Reason>,
    /// The other mistakes of a wrong answer, after the one `reason` names is put right: `tc1`
    /// where two rooks reach c1 is in lower case, and then still ambiguous; `xb3` for the
    /// queen's quiet `Db3` lacks its letter, and then marks a capture that is none. Each is
    /// said after the reason, in this order; empty for most answers.
    pub also: Vec<Reason>,
    /// "Did you mean": for an answer that cannot be read or reads as an illegal move, the
    /// legal moves closest to it, best first (see [`suggest`]); empty otherwise, and when the
    /// reason names the move meant.
    pub suggestions: Vec<ChessMove>,
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
        also: Vec::new(),
        suggestions: Vec::new(),
    };
    let plus = match read_san(position, answer, lang) {
        Ok((plus, played)) if played == expected => plus,
        read => {
            let legal = read.is_ok();
            let reason = (!legal)
                .then(|| slip(answer, lang))
                .flatten()
                .or_else(|| misspelt(position, expected, answer, lang, legal))
                .or_else(|| wrong_square(position, expected, answer, lang))
                .unwrap_or_else(|| match read {
                    // `d8T` for `d8D`: the pawn's move, another piece.
                    Ok((_, played))
                        if played.get_source() == expected.get_source()
                            && played.get_dest() == expected.get_dest() =>
                    {
                        match (played.get_promotion(), expected.get_promotion()) {
                            (Some(written), Some(role)) => Reason::WrongPromotion {
                                role: Role::from_piece(role),
                                written: Role::from_piece(written),
                            },
                            _ => Reason::DifferentMove { played },
                        }
                    }
                    Ok((_, played)) => Reason::DifferentMove { played },
                    // `nc4` for the pawn's `c4`: in capitals another move, not the slip of case.
                    Err(ReadError::Illegal(Illegal::LowerCasePieceLetter { mv, .. }))
                        if mv != expected =>
                    {
                        Reason::DifferentMove { played: mv }
                    }
                    // `Cf5` in English: the Spanish knight, where no knight goes either.
                    Err(ReadError::Syntax(e))
                        if e.span.start == 0
                            && matches!(e.kind, SyntaxErrorKind::Unexpected(_)) =>
                    {
                        foreign_letter(answer.trim(), lang).map_or(
                            Reason::Syntax(e),
                            |(letter, role, languages)| Reason::ForeignPieceLetter {
                                letter,
                                role,
                                languages,
                            },
                        )
                    }
                    Err(e) => Reason::from(e),
                });
            let suggestions = if legal {
                Vec::new()
            } else {
                suggestions_beside(&reason, expected, suggest::suggest(position, answer, lang))
            };
            let also = fixed_text(position, expected, &reason, answer, lang)
                .map_or_else(Vec::new, |fixed| {
                    still_wrong(position, expected, &fixed, lang)
                });
            return Grade {
                suggestions,
                also,
                ..wrong(reason, vec![])
            };
        }
    };
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
            also: Vec::new(),
            suggestions: Vec::new(),
        },
        (Profile::Fide, false) => Grade {
            verdict: Verdict::CorrectWithNotes,
            canonical,
            notes,
            reason: None,
            also: Vec::new(),
            suggestions: Vec::new(),
        },
        (Profile::Strict, false) => wrong(Reason::NotCanonical, notes),
    }
}

/// The slip of writing [`crate::written_square`] names in a text that reads as no move: its
/// number before it (`1.e4`), a piece letter with a capital file (`CG5`). It comes first, as
/// the square policy says it everywhere; what else is wrong comes after ([`Grade::also`]).
fn slip(answer: &str, lang: Language) -> Option<Reason> {
    match crate::written_square::move_slip(answer, lang)? {
        Slip::MoveNumber { meant, black } => Some(Reason::MoveNumber { meant, black }),
        Slip::PieceCapitalFile { meant } => Some(Reason::PieceCapitalFile { meant }),
        Slip::Reversed { .. } | Slip::CapitalFile { .. } => None,
    }
}

/// The suggestions that say something the reason does not, the expected move first among
/// them (they tie: the move asked is the likeliest meant). None when the reason names the
/// move meant in words of its own (a lower-case letter, a pawn capture without its file,
/// castling written as the king's move or without hyphens, an ambiguous text's candidates
/// that include it, the same move in another language's letters), or says what the answer
/// gets wrong about it (its square, its piece, its
/// square of departure, a pawn letter, a letter missing or after the square): a move close in
/// spelling would only be a guess beside it. None of the moves the reason names.
pub(crate) fn suggestions_beside(
    reason: &Reason,
    expected: ChessMove,
    suggestions: Vec<ChessMove>,
) -> Vec<ChessMove> {
    let named: &[ChessMove] = match reason {
        Reason::Illegal(Illegal::CastlingAsKingMove { .. })
        | Reason::Syntax(SyntaxError {
            kind: SyntaxErrorKind::CastlingWithoutHyphens { .. },
            ..
        })
        | Reason::WrongSquare { .. }
        | Reason::WrongPieceAndSquare { .. }
        | Reason::WrongOrigin { .. }
        | Reason::PawnOrigin { .. }
        | Reason::WrongPiece { .. }
        | Reason::WrongPieceLetter { .. }
        | Reason::PawnLetter
        | Reason::PieceLetterMissing
        | Reason::PieceLetterLast
        | Reason::MoveNumber { .. }
        | Reason::PieceCapitalFile { .. }
        | Reason::WrongPromotion { .. } => return Vec::new(),
        Reason::Illegal(Illegal::LowerCasePieceLetter { mv, .. })
        | Reason::DifferentMove { played: mv }
        | Reason::OtherLettersOtherMove { played: mv, .. } => std::slice::from_ref(mv),
        Reason::Illegal(Illegal::PawnCaptureFileMissing { candidates })
        | Reason::Ambiguous { candidates } => candidates,
        _ => &[],
    };
    if named.contains(&expected) {
        return Vec::new();
    }
    let mut suggestions: Vec<ChessMove> = suggestions
        .into_iter()
        .filter(|mv| !named.contains(mv))
        .collect();
    if let Some(at) = suggestions.iter().position(|&mv| mv == expected) {
        suggestions[..=at].rotate_right(1);
    }
    suggestions
}

/// The answer with the slip `reason` names put right, where that slip is one of writing the
/// expected move (`Tc1` for `tc1`, `Dxb3` for `xb3`, `exd5` for `Pexd5`): what
/// [`still_wrong`] reads again.
fn fixed_text(
    position: &Position,
    expected: ChessMove,
    reason: &Reason,
    answer: &str,
    lang: Language,
) -> Option<String> {
    let text = answer.trim();
    let letter = lang.letter(position.moving_role(expected));
    match reason {
        Reason::Illegal(Illegal::LowerCasePieceLetter { .. }) => Some(upper_first(text)),
        Reason::PawnLetter => without_pawn_letter(text, lang).map(str::to_string),
        Reason::PieceLetterMissing => Some(format!("{letter}{text}")),
        Reason::MoveNumber { meant, .. } | Reason::PieceCapitalFile { meant } => {
            Some(meant.clone())
        }
        Reason::PieceLetterLast => text
            .strip_suffix(letter)
            .map(|square_first| format!("{letter}{square_first}")),
        // `Nc3` in Spanish: `Cc3`, which may still go to the wrong square.
        Reason::ForeignPieceLetter {
            letter: foreign,
            role,
            ..
        } => text
            .strip_prefix(foreign.as_str())
            .map(|rest| format!("{}{rest}", lang.letter(*role))),
        _ => None,
    }
}

/// What is still wrong in `fixed`, the answer with its first slip put right: it is ambiguous
/// (`Tc1` where two rooks reach c1), castling written as the king's move (`Rg8` for `0-0`), or
/// the expected move with a false mark (`Dxb3` on a quiet move).
fn still_wrong(
    position: &Position,
    expected: ChessMove,
    fixed: &str,
    lang: Language,
) -> Vec<Reason> {
    match read_san(position, fixed, lang) {
        Ok((plus, mv)) if mv == expected => {
            compare_with_canonical(position, expected, &plus, lang, Profile::Fide)
                .1
                .into_iter()
                .collect()
        }
        Err(ReadError::Ambiguous { candidates }) if candidates.contains(&expected) => {
            vec![Reason::Ambiguous { candidates }]
        }
        Err(ReadError::Illegal(castling @ Illegal::CastlingAsKingMove { .. }))
            if position.is_castling(expected) =>
        {
            vec![Reason::Illegal(castling)]
        }
        // Another square than the move's (`Cc3` for `Cf6`): said too.
        _ => wrong_square(position, expected, fixed, lang)
            .into_iter()
            .collect(),
    }
}

/// The first letter of `text` when it is no piece letter of `lang` but one of other likely
/// languages (`C` in English): the letter, the piece it is there, and those languages. (Where
/// it names two pieces, as `R` does in English and Spanish, the first language's.)
fn foreign_letter(text: &str, lang: Language) -> Option<(String, Role, Vec<Language>)> {
    if lang.read_piece(text).is_some() {
        return None;
    }
    let (role, len) = likely_other_letters(lang).find_map(|other| {
        other
            .read_piece(text)
            .filter(|&(role, _)| role != Role::Pawn)
    })?;
    let letter = text.get(..len)?.to_string();
    let languages = languages_of_letter(&letter, role, lang);
    Some((letter, role, languages))
}

/// The likely languages other than `lang` whose letter for `role` is `letter`.
fn languages_of_letter(letter: &str, role: Role, lang: Language) -> Vec<Language> {
    likely_other_letters(lang)
        .filter(|other| other.letter(role) == letter)
        .collect()
}

/// Whether `text` read in `lang` is `expected`, not by a pawn letter (`Be4` is no German pawn
/// move to a Spanish student).
fn reads_as(position: &Position, text: &str, lang: Language, expected: ChessMove) -> bool {
    SanPlus::parse(text, lang).is_ok_and(|plus| {
        !plus.spelling.pawn_letter && resolve(position, &plus.san).is_ok_and(|mv| mv == expected)
    })
}

/// When an answer that is not the expected move is the expected move written another way, the
/// slip: a pawn letter (`Pd5`, `pe4`), a piece letter in lower case (`cf3`, `cfd7`), the letters
/// of another language (`Nf3`, `nf3` in Spanish), the letter after the square (`f3C`), a piece
/// move without its letter (`xe5` for `Cxe5`), a wrong square of departure (`Cbf3` for `Cf3`);
/// the last three only when the answer names no legal move (`legal`).
fn misspelt(
    position: &Position,
    expected: ChessMove,
    answer: &str,
    lang: Language,
    legal: bool,
) -> Option<Reason> {
    let text = answer.trim();
    // `5254`: a legal move in ICCF's digits, where letters are asked.
    if !legal
        && text.chars().all(|c| c.is_ascii_digit())
        && crate::iccf::read(position, text).is_ok()
    {
        return Some(Reason::OtherNotation {
            written_in: crate::iccf::CODE,
        });
    }
    if let Some(rest) = without_pawn_letter(text, lang) {
        let pawn_move = match read_san(position, rest, lang) {
            Ok((_, mv)) => mv == expected,
            Err(ReadError::Illegal(Illegal::PawnCaptureFileMissing { candidates })) => {
                candidates.contains(&expected)
            }
            Err(_) => false,
        };
        if pawn_move {
            return Some(Reason::PawnLetter);
        }
    }
    if let Some((letter, plus)) = upper_case_reading(text, lang) {
        // `rf8` for `Raf8`: in capitals it fits the move (and another): the case comes first,
        // and the suggestion, the move as written, names the file too.
        // `rg8` for 0-0: the king's letter in lower case, and then castling as a king move.
        let fits = match resolve(position, &plus.san) {
            Ok(mv) => mv == expected,
            Err(ReadError::Ambiguous { candidates }) => candidates.contains(&expected),
            Err(ReadError::Illegal(Illegal::CastlingAsKingMove { .. })) => {
                position.is_castling(expected)
            }
            Err(_) => false,
        };
        if !plus.spelling.pawn_letter && fits {
            return Some(Reason::Illegal(Illegal::LowerCasePieceLetter {
                letter,
                mv: expected,
            }));
        }
    }
    let upper = text
        .starts_with(char::is_lowercase)
        .then(|| upper_first(text));
    let other = likely_other_letters(lang).find(|&other| {
        reads_as(position, text, other, expected)
            || upper
                .as_deref()
                .is_some_and(|upper| reads_as(position, upper, other, expected))
    });
    if let Some(letters_of) = other {
        return Some(Reason::WrongPieceLetter { letters_of });
    }
    if let Some(slip) = square_slip(position, expected, text, lang) {
        return Some(Reason::Syntax(slip));
    }
    if let Some(origin) = wrong_origin(position, expected, text, lang).filter(|_| !legal) {
        return Some(origin);
    }
    if !legal {
        // `nxc6` is `Nxc6` with a slip of case; `dxe5` is a pawn's, not `Dxe5`.
        let written = upper
            .as_deref()
            .filter(|_| !text.starts_with(|c: char| ('a'..='h').contains(&c)))
            .unwrap_or(text);
        if let Some(other) = other_letters_other_move(position, expected, written, lang) {
            return Some(other);
        }
        if let Some(wrong) = wrong_piece(position, expected, written, lang) {
            return Some(wrong);
        }
    }
    let role = position.moving_role(expected);
    if role != Role::Pawn && !position.is_castling(expected) {
        let letter = lang.letter(role);
        if let Some(square_first) = text.strip_suffix(letter).filter(|_| !legal) {
            if reads_as(position, &format!("{letter}{square_first}"), lang, expected) {
                return Some(Reason::PieceLetterLast);
            }
        }
        // `f3` for the knight's `Cf3`: the letter is missing, even where a pawn could go
        // there (the arrow shows the knight; "another move" would not say what is wrong).
        if reads_as(position, &format!("{letter}{text}"), lang, expected) {
            return Some(Reason::PieceLetterMissing);
        }
    }
    None
}

/// The notations a student may mix up with the drill's (`lang`): those of the languages the
/// app speaks ([`Language::SPOKEN`]), English among them. (Romanian's `N` for the bishop is no
/// likely slip of an English student.)
fn likely_other_letters(lang: Language) -> impl Iterator<Item = Language> {
    Language::SPOKEN
        .into_iter()
        .filter(move |&other| other != lang)
}

/// Whether `text` read in `lang` names a piece that cannot go where it says at all (none on the
/// board, or none that moves that way): then its letter may be the slip. A piece that could go
/// but is blocked or pinned (`Ta3` behind the a2 pawn) is a fact the reader's reason names.
fn no_such_piece_goes(position: &Position, text: &str, lang: Language) -> bool {
    matches!(
        read_san(position, text, lang),
        Err(ReadError::Illegal(
            Illegal::NoSuchPiece { .. } | Illegal::CannotReach { .. }
        ))
    )
}

/// The piece a letter at the start of `text` names in `lang`, if any.
fn written_piece(text: &str, lang: Language) -> Option<Role> {
    lang.read_piece(text)
        .map(|(role, _)| role)
        .filter(|&role| role != Role::Pawn)
}

/// An answer that is no move in `lang` but a legal piece move other than `expected` in the
/// letters of another likely notation (`Rxd8`, the English rook, in a Spanish drill whose `R`
/// is the king).
fn other_letters_other_move(
    position: &Position,
    expected: ChessMove,
    text: &str,
    lang: Language,
) -> Option<Reason> {
    // `Rg1` for 0-0 is castling written as a king's move, whatever `R` is elsewhere.
    let slip_of_letters = no_such_piece_goes(position, text, lang)
        || matches!(read_san(position, text, lang), Err(ReadError::Syntax(e)) if e.span.start == 0);
    if !slip_of_letters {
        return None;
    }
    likely_other_letters(lang).find_map(|other| {
        let (plus, played) = read_san(position, text, other).ok()?;
        // A pawn's move (`d8R`, a Spanish king for a promotion) is left to its own reasons.
        let role = position.moving_role(played);
        if played == expected || role == Role::Pawn || plus.spelling.pawn_letter {
            return None;
        }
        let (_, len) = other.read_piece(text)?;
        let letter = text.get(..len)?.to_string();
        let right = (position.moving_role(expected), expected.get_dest());
        let made_by = (right.0 != role && right.1 != played.get_dest()).then_some(right);
        Some(Reason::OtherLettersOtherMove {
            letters_of: other,
            played,
            written: written_piece(text, lang),
            languages: languages_of_letter(&letter, role, lang),
            letter,
            role,
            made_by,
        })
    })
}

/// Another piece's letter to the expected move's square, with what the answer says otherwise
/// right (`Rxc6` for `Bxc6`), where no such piece can go there: the letter names the wrong
/// piece.
fn wrong_piece(
    position: &Position,
    expected: ChessMove,
    text: &str,
    lang: Language,
) -> Option<Reason> {
    let plus = SanPlus::parse(text, lang).ok()?;
    // The long form names its square of departure: what stands there is the reader's reason.
    let San::Normal {
        role: Some(written),
        to,
        file,
        rank,
        ..
    } = plus.san
    else {
        return None;
    };
    if file.is_some() && rank.is_some() {
        return None;
    }
    if !no_such_piece_goes(position, text, lang) {
        return None;
    }
    let role = position.moving_role(expected);
    let mut fixed = plus.san;
    if let San::Normal { role: r, .. } = &mut fixed {
        *r = Some(role).filter(|&r| r != Role::Pawn);
    }
    let right = resolve(position, &fixed).is_ok_and(|mv| mv == expected);
    (written != role && to == expected.get_dest() && right && !position.is_castling(expected))
        .then_some(Reason::WrongPiece { written, role })
}

/// The expected piece written to the expected square from a wrong file, rank or square of
/// departure (`Cbf3`, `C1f3`, `Cb1f3` for `Cf3` from g1; `ed4` for `d4`; `cxd5` for `exd5`),
/// where the answer with the right departure, or none, is the expected move: the departure is
/// the mistake, not a piece that cannot reach the square. (Only for an answer that is no legal
/// move: `Cfd2` where the f1 knight can go is another move.)
fn wrong_origin(
    position: &Position,
    expected: ChessMove,
    text: &str,
    lang: Language,
) -> Option<Reason> {
    let plus = SanPlus::parse(text, lang).ok()?;
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = plus.san
    else {
        return None;
    };
    let (from, moving) = (expected.get_source(), position.moving_role(expected));
    let right_file = file.is_none_or(|f| f == from.get_file());
    let right_rank = rank.is_none_or(|r| r == from.get_rank());
    if plus.spelling.pawn_letter || to != expected.get_dest() || (right_file && right_rank) {
        return None;
    }
    // A pawn move names no piece; a square of departure without a letter is the long form of
    // whatever stands there, left to the reader's reasons.
    let role = match role {
        Some(role) => role,
        None if rank.is_none() => Role::Pawn,
        None => return None,
    };
    if role != moving {
        return None;
    }
    let fixed = |file, rank, capture| San::Normal {
        role: Some(role).filter(|&r| r != Role::Pawn),
        file,
        rank,
        capture,
        to,
        promotion,
    };
    let is_expected = |san: &San| resolve(position, san).is_ok_and(|mv| mv == expected);
    if role == Role::Pawn {
        let takes = from.get_file() != to.get_file();
        let right = fixed(takes.then_some(from.get_file()), None, takes);
        return is_expected(&right).then(|| Reason::PawnOrigin {
            from,
            to,
            written: file.map_or('?', file_char),
            capture: takes,
        });
    }
    let fits = [
        fixed(None, None, capture),
        fixed(Some(from.get_file()), None, capture),
        fixed(None, Some(from.get_rank()), capture),
        fixed(Some(from.get_file()), Some(from.get_rank()), capture),
    ]
    .iter()
    .any(is_expected);
    let written: String = file
        .map(file_char)
        .into_iter()
        .chain(rank.map(rank_char))
        .collect();
    fits.then_some(Reason::WrongOrigin {
        role,
        from,
        to,
        written,
    })
}

/// An answer that names another square of arrival than the expected move's, legal or not:
/// that is the mistake to name first (`Ae4` for `Ae5` is about e4, not about a pinned bishop
/// that could go there). Castling on either side has no square written, so is left to the
/// other reasons.
fn wrong_square(
    position: &Position,
    expected: ChessMove,
    answer: &str,
    lang: Language,
) -> Option<Reason> {
    if position.is_castling(expected) {
        return None;
    }
    // `te1` for `Tfc8`: the square is the mistake to name, whatever the letter's case. A
    // pawn's reading no pawn could make (`cf3`: from the c file to f3) is the letter's.
    let upper = || upper_case_reading(answer, lang).map(|(_, plus)| plus);
    let plus = match SanPlus::parse(answer.trim(), lang) {
        Ok(plus) if impossible_pawn_reading(&plus.san) => upper().unwrap_or(plus),
        Ok(plus) => plus,
        Err(_) => upper().or_else(|| before_promotion(answer, lang))?,
    };
    let San::Normal {
        to: written,
        role: written_role,
        file,
        rank,
        ..
    } = plus.san
    else {
        return None;
    };
    let to = expected.get_dest();
    if written == to {
        return None;
    }
    // The piece the answer names: its letter, or what stands on the square of departure of a
    // coordinate form (`g1f3`), or a pawn.
    let written_role = match (written_role, file, rank) {
        (Some(role), _, _) => Some(role),
        (None, Some(file), Some(rank)) => position
            .board()
            .piece_on(Square::make_square(rank, file))
            .map(Role::from_piece),
        (None, _, _) => Some(Role::Pawn),
    };
    let role = position.moving_role(expected);
    Some(match written_role {
        Some(written_role) if written_role != role => Reason::WrongPieceAndSquare {
            role,
            to,
            written_role,
            written,
        },
        _ => Reason::WrongSquare { to, written },
    })
}

/// The move of `answer` up to its square, where what follows cannot be read (`e8=Q` in
/// Spanish): its square can still be the mistake to name.
fn before_promotion(answer: &str, lang: Language) -> Option<SanPlus> {
    let text = answer.trim();
    let last_rank = text.rfind(|c: char| ('1'..='8').contains(&c))?;
    (last_rank + 1 < text.len())
        .then(|| SanPlus::parse(&text[..=last_rank], lang).ok())
        .flatten()
}

/// Whether `san` is a pawn's move from a file no pawn could leave for its square: not the
/// square's own file or a neighbour (`cf3`).
fn impossible_pawn_reading(san: &San) -> bool {
    match *san {
        San::Normal {
            role: None,
            file: Some(file),
            to,
            ..
        } => file.to_index().abs_diff(to.get_file().to_index()) > 1,
        _ => false,
    }
}

/// A square misspelt in an answer that, spelt right, is the expected move: a file in upper case
/// (`C4` for `c4` where `C` is also a piece letter, `A1D`), or rank before file anywhere
/// (`Cg6f` for `Cgf6`).
fn square_slip(
    position: &Position,
    expected: ChessMove,
    text: &str,
    lang: Language,
) -> Option<SyntaxError> {
    let bytes = text.as_bytes();
    if let [first @ b'A'..=b'H', rank @ b'1'..=b'8', ..] = bytes {
        let lower = format!("{}{}", first.to_ascii_lowercase() as char, &text[1..]);
        if reads_as(position, &lower, lang, expected) {
            let square = square_of(first.to_ascii_lowercase(), *rank)?;
            return Some(SyntaxError {
                kind: SyntaxErrorKind::UpperCaseFile { square },
                span: 0..2,
            });
        }
    }
    (0..bytes.len().saturating_sub(1)).find_map(|at| {
        let (rank, file) = (bytes[at], bytes[at + 1]);
        if !(rank.is_ascii_digit() && (b'a'..=b'h').contains(&file)) {
            return None;
        }
        let swapped = format!(
            "{}{}{}{}",
            &text[..at],
            file as char,
            rank as char,
            &text[at + 2..]
        );
        reads_as(position, &swapped, lang, expected).then_some(SyntaxError {
            kind: SyntaxErrorKind::ReversedSquare {
                square: square_of(file, rank)?,
            },
            span: at..at + 2,
        })
    })
}

/// The square of a file letter `a`–`h` and a rank digit `1`–`8`.
fn square_of(file: u8, rank: u8) -> Option<Square> {
    crate::position::parse_square(&format!("{}{}", file as char, rank as char))
}

/// `text` without a leading pawn letter of `lang`, upper case or (where that is not a file)
/// lower case.
fn without_pawn_letter(text: &str, lang: Language) -> Option<&str> {
    let letter = lang.pawn_letter()?;
    if let Some(rest) = text.strip_prefix(letter) {
        return Some(rest);
    }
    let lower = letter.to_lowercase();
    let is_file = lower.len() == 1 && ('a'..='h').contains(&lower.chars().next()?);
    (!is_file)
        .then(|| text.strip_prefix(lower.as_str()))
        .flatten()
}

/// `text` with its first letter in upper case.
fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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
        let moving = position.moving_role(mv);
        // `cc4`: a pawn's file of departure where it captures nothing (C.8, C.9.3).
        let pawn_file = moving == Role::Pawn && file.is_some() && rank.is_none() && !c_capture;
        if role.is_none() && moving != Role::Pawn {
            false_mark = Some(Reason::PieceLetterMissing);
        } else if role == Some(Role::Pawn) {
            false_mark = Some(Reason::PawnLetter);
        } else if pawn_file {
            false_mark = Some(Reason::PawnFileWithoutCapture);
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
        } else if pawn_file {
            // The reason says it.
        } else if (file.is_some() && c_file.is_none() && c_rank.is_none())
            || (rank.is_some() && c_rank.is_none() && c_file.is_none())
        {
            notes.push(Note::NeedlessDisambiguation);
        } else if rank.is_some() && c_rank.is_none() {
            notes.push(Note::RankWhereFileSuffices);
        }
        if written.spelling.hyphen {
            notes.push(Note::Hyphen);
        }
        if promotion.is_some() && written.spelling.promotion_mark != style.promotion_equals {
            notes.push(Note::PromotionSpelling);
        }
    }
    match (written.san, canonical.san) {
        (San::Castle(_), _) if written.spelling.castling_with_letter_o == style.castling_zeros => {
            notes.push(Note::CastlingSpelling)
        }
        // The king's move written out (`Re1g1`, `e1g1`): read as castling, written `0-0`.
        (San::Normal { .. }, San::Castle(_)) => notes.push(Note::CastlingSpelling),
        _ => {}
    }
    let gives_check = canonical.suffix.is_some();
    let gives_mate = canonical.suffix.is_some_and(|s| s != Suffix::Check);
    match written.suffix {
        None | Some(Suffix::Check) if gives_mate => notes.push(Note::MateMarkMissing),
        None if gives_check => notes.push(Note::CheckMarkMissing),
        None => {}
        Some(Suffix::Check) if gives_check => {}
        Some(Suffix::Mate) if gives_mate => {}
        // `++` for mate: as good as `#` (C.13), but not the canonical text.
        Some(Suffix::MateDoublePlus) if gives_mate && profile == Profile::Strict => {
            notes.push(Note::NonCanonicalMark)
        }
        Some(Suffix::MateDoublePlus) if gives_mate => notes.push(Note::DoublePlusMate),
        Some(mark) if gives_check => {
            false_mark = false_mark.or(Some(Reason::MateMarkWrong { written: mark }))
        }
        Some(mark) => false_mark = false_mark.or(Some(Reason::CheckMarkWrong { written: mark })),
    }
    if written.en_passant_mark {
        if !position.is_en_passant(mv) {
            false_mark = false_mark.or(Some(Reason::EnPassantMarkWrong));
        } else if profile == Profile::Strict {
            notes.push(Note::NonCanonicalMark);
        } else {
            notes.push(Note::EnPassantMark);
        }
    }
    (notes, false_mark)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Each reason code's example gets that very code, and the codes are distinct: a new
    /// variant needs a code in the table (or `Reason::kind` does not compile) and an example
    /// (or `ReasonCode::example` does not compile), and the example must produce it.
    #[test]
    fn every_reason_code_has_an_example_that_gets_it() {
        let mut codes = HashSet::new();
        for &code in ReasonCode::ALL {
            assert!(codes.insert(code.code()), "{} twice", code.code());
            let example = code.example();
            let graded = example.grade();
            assert_eq!(graded.verdict, Verdict::Wrong, "{code:?}: {example:?}");
            let reason = graded
                .reason
                .unwrap_or_else(|| panic!("{code:?}: no reason"));
            assert_eq!(reason.kind(), code, "{example:?} gives {reason:?}");
        }
        for headline in Headline::ALL {
            assert!(codes.insert(headline.code()), "{} twice", headline.code());
        }
    }

    /// Each note's example is accepted with that note among its notes (in the strict profile,
    /// refused as not canonical with it), and the note codes are distinct.
    #[test]
    fn every_note_has_an_example_that_gets_it() {
        let mut codes = HashSet::new();
        for &note in Note::ALL {
            assert!(codes.insert(note.code()), "{} twice", note.code());
            let example = note.example();
            let graded = example.grade();
            let expected_verdict = match example.profile {
                Profile::Fide => Verdict::CorrectWithNotes,
                Profile::Strict => Verdict::Wrong,
            };
            assert_eq!(graded.verdict, expected_verdict, "{note:?}: {graded:?}");
            assert!(graded.notes.contains(&note), "{example:?} gives {graded:?}");
        }
    }
}
