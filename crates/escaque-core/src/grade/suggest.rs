//! "Did you mean": the legal moves whose spelling is closest to an answer that names none.
//!
//! Closeness is an edit distance between the answer and each legal move as the drill's
//! language may spell it (the short form, with or without `x`, with a file or rank of
//! departure, the long form, castling with `0` or `O`, promotion with or without `=`): a
//! letter inserted, left out or changed, or two neighbours swapped (`C3f` for `Cf3`), costs
//! [`EDIT`]; a letter in the wrong case (`Cce4` for `CCe4`) costs [`CASE`]. An answer that
//! reads as a legal move in the letters of another language a student may know (`Nf3` in a
//! Spanish drill) is that move at [`OTHER_LETTERS`] (and at [`CASE`] more with its first
//! letter in lower case, `nf3`). An answer that starts with the pawn letter (`Pxd4`) means a
//! pawn: only pawn moves are suggested, for the rest of it. The marks after a move (`+`, `#`,
//! `!`, `?`) are left out of the comparison.
//!
//! ```
//! use escaque_core::grade::suggest::suggest;
//! use escaque_core::{write_move, Language, Position, WriteOptions};
//! let start = Position::default();
//! let written = |answer: &str, lang: Language| -> Vec<String> {
//!     suggest(&start, answer, lang)
//!         .into_iter()
//!         .map(|mv| write_move(&start, mv, &WriteOptions::short(lang)))
//!         .collect()
//! };
//! assert_eq!(written("CCf3", Language::Es), ["Cf3"]); // a doubled letter
//! assert_eq!(written("C3f", Language::Es), ["Cf3"]); // file and rank swapped
//! assert_eq!(written("Nf3", Language::Es), ["Cf3"]); // the English letter
//! assert_eq!(written("Cf3", Language::En), ["Nf3"]); // the Spanish letter
//! assert!(written("Cf3", Language::Es).is_empty()); // a legal move: nothing to suggest
//! assert!(written("Dh5", Language::Es).is_empty()); // nothing close enough
//! ```

use super::{likely_other_letters, upper_first, without_pawn_letter};
use crate::read::read_move;
use crate::san::{San, SanPlus};
use crate::write::san_of;
use crate::{Language, Position, Role, WriteOptions};
use chess::ChessMove;

/// At most this many suggestions.
pub const MAX_SUGGESTIONS: usize = 3;

/// The cost of a letter inserted, left out, changed, or two neighbours swapped.
pub const EDIT: u32 = 4;
/// The cost of a letter written in the other case.
pub const CASE: u32 = 2;
/// The cost of an answer that is a legal move in the letters of another language.
pub const OTHER_LETTERS: u32 = 1;

/// The legal moves of `position` closest to `answer` written in `lang`, best first, at most
/// [`MAX_SUGGESTIONS`]; none when the answer reads as a legal move, or no move is close.
///
/// A move is close when it costs at most one edit, or two in an answer of more than four
/// letters (`Cg1f4` for `Cg1f3`); the suggestions are the closest (all of them when they tie,
/// as `exd4` and `Cxd4` do for `xd4`), in the order of their squares of departure and arrival.
pub fn suggest(position: &Position, answer: &str, lang: Language) -> Vec<ChessMove> {
    if read_move(position, answer, lang).is_ok() {
        return Vec::new();
    }
    let answer = answer.trim();
    let (text, pawns_only) = match without_pawn_letter(answer, lang) {
        Some(rest) if !rest.is_empty() => (rest, true),
        _ => (answer, false),
    };
    let written: Vec<char> = without_marks(text).chars().collect();
    if written.is_empty() {
        return Vec::new();
    }
    let limit = max_cost(&written);
    // `Nf3` in Spanish: the English knight's move; `nf3`, the same in lower case.
    let upper = answer
        .starts_with(char::is_lowercase)
        .then(|| upper_first(answer));
    let mut in_other_letters: Vec<(ChessMove, u32)> = Vec::new();
    for other in likely_other_letters(lang) {
        if let Ok(mv) = read_move(position, answer, other) {
            in_other_letters.push((mv, OTHER_LETTERS));
        }
        if let Some(Ok(mv)) = upper.as_deref().map(|u| read_move(position, u, other)) {
            in_other_letters.push((mv, OTHER_LETTERS + CASE));
        }
    }
    let scored = position
        .legal_moves()
        .filter(|&mv| !pawns_only || position.moving_role(mv) == Role::Pawn)
        .filter_map(|mv| {
            let cost = spellings(position, mv, lang)
                .iter()
                .map(|spelt| distance(&written, spelt))
                .chain(
                    in_other_letters
                        .iter()
                        .filter(|&&(read, _)| read == mv)
                        .map(|&(_, cost)| cost),
                )
                .min()?;
            (cost <= limit).then_some((cost, mv))
        })
        .collect();
    closest(scored)
}

/// "Did you mean" in a notation with no algebraic spellings (descriptive, ICCF): the legal
/// moves of `position` whose text `write` (the notation's canonical form) is closest to
/// `answer`, compared in capitals and without hyphens, spaces and the marks after a move, by
/// the same edit distance and limits as [`suggest`]; none when nothing is close. For an
/// answer that reads as no legal move (the caller knows).
///
/// ```
/// use escaque_core::grade::suggest::suggest_by_text;
/// use escaque_core::{iccf, Position};
/// let start = Position::default();
/// let digits = |answer: &str| -> Vec<String> {
///     suggest_by_text(&start, answer, iccf::write).into_iter().map(iccf::write).collect()
/// };
/// assert_eq!(digits("5255"), ["5253", "5254"]); // one digit off: e2-e3 and e2-e4
/// assert!(digits("1188").is_empty()); // nothing close
/// ```
pub fn suggest_by_text(
    position: &Position,
    answer: &str,
    write: impl Fn(ChessMove) -> String,
) -> Vec<ChessMove> {
    let plain = |text: &str| -> Vec<char> {
        without_marks(text)
            .chars()
            .filter(|c| !matches!(c, '-' | ' '))
            .flat_map(char::to_uppercase)
            .collect()
    };
    let written = plain(answer);
    if written.is_empty() {
        return Vec::new();
    }
    let limit = max_cost(&written);
    let scored = position
        .legal_moves()
        .filter_map(|mv| {
            let cost = distance(&written, &plain(&write(mv)));
            (cost <= limit).then_some((cost, mv))
        })
        .collect();
    closest(scored)
}

/// The most an answer of these letters may cost: one edit, two past four letters (`Cg1f4`).
fn max_cost(written: &[char]) -> u32 {
    if written.len() > 4 {
        2 * EDIT
    } else {
        EDIT
    }
}

/// The moves of `scored` (cost, move) that cost least, at most [`MAX_SUGGESTIONS`], in the
/// order of their squares of departure and arrival (a queen first among promotions).
fn closest(mut scored: Vec<(u32, ChessMove)>) -> Vec<ChessMove> {
    scored.sort_by_key(|&(cost, mv)| {
        (
            cost,
            mv.get_source().to_index(),
            mv.get_dest().to_index(),
            promotion_order(mv),
        )
    });
    let Some(&(best, _)) = scored.first() else {
        return Vec::new();
    };
    scored
        .into_iter()
        .take_while(|&(cost, _)| cost == best)
        .take(MAX_SUGGESTIONS)
        .map(|(_, mv)| mv)
        .collect()
}

/// A queen first, then rook, bishop, knight: the order a promotion is most often meant.
fn promotion_order(mv: ChessMove) -> u8 {
    match mv.get_promotion() {
        None | Some(chess::Piece::Queen) => 0,
        Some(chess::Piece::Rook) => 1,
        Some(chess::Piece::Bishop) => 2,
        _ => 3,
    }
}

/// `answer` without surrounding spaces and the marks after the move (`+`, `#`, `!`, `?`).
fn without_marks(answer: &str) -> &str {
    answer
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end()
}

/// The ways `lang` may write `mv` here, without marks: the short form (with `x` or without
/// when it captures), with the file, the rank or the square of departure, castling with `0`
/// or `O`, a promotion with or without `=`.
fn spellings(position: &Position, mv: ChessMove, lang: Language) -> Vec<Vec<char>> {
    let from = mv.get_source();
    let mut forms = vec![san_of(position, mv, false)];
    if let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = forms[0]
    {
        let normal = |file, rank, capture| San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        };
        let (departure_file, departure_rank) = (Some(from.get_file()), Some(from.get_rank()));
        forms.push(normal(departure_file, departure_rank, capture));
        if role.is_some() {
            forms.push(normal(departure_file, None, capture));
            forms.push(normal(None, departure_rank, capture));
        }
        if capture {
            forms.push(normal(file, rank, false));
        }
    }
    let mut out = Vec::new();
    for san in forms {
        for (castling_zeros, promotion_equals) in [(true, false), (false, true)] {
            let options = WriteOptions {
                castling_zeros,
                promotion_equals,
                checks: false,
                ..WriteOptions::short(lang)
            };
            let mut text = String::new();
            SanPlus::new(san).append_to(&mut text, &options);
            let spelt: Vec<char> = text.chars().collect();
            if !out.contains(&spelt) {
                out.push(spelt);
            }
        }
    }
    out
}

/// The cost of turning `a` into `b` (the optimal string alignment distance, with the costs of
/// the module's docs).
fn distance(a: &[char], b: &[char]) -> u32 {
    let substitution = |x: char, y: char| {
        if x == y {
            0
        } else if x.to_lowercase().eq(y.to_lowercase()) {
            CASE
        } else {
            EDIT
        }
    };
    let width = b.len() + 1;
    let mut d = vec![0u32; (a.len() + 1) * width];
    for (j, cell) in d.iter_mut().take(width).enumerate() {
        *cell = j as u32 * EDIT;
    }
    for i in 1..=a.len() {
        d[i * width] = i as u32 * EDIT;
        for j in 1..=b.len() {
            let mut best = (d[(i - 1) * width + j] + EDIT)
                .min(d[i * width + j - 1] + EDIT)
                .min(d[(i - 1) * width + j - 1] + substitution(a[i - 1], b[j - 1]));
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + EDIT);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<char> {
        text.chars().collect()
    }

    #[test]
    fn distance_counts_edits_swaps_and_case() {
        for (a, b, cost) in [
            ("Cf3", "Cf3", 0),
            ("CCe4", "Ce4", EDIT),
            ("xd4", "exd4", EDIT),
            ("C3f", "Cf3", EDIT),
            ("Nf3", "Cf3", EDIT),
            ("CCe4", "Cce4", CASE),
            ("Cg6f", "Cgf6", EDIT),
            ("", "e4", 2 * EDIT),
        ] {
            assert_eq!(distance(&chars(a), &chars(b)), cost, "{a} → {b}");
        }
    }

    #[test]
    fn a_move_is_spelt_every_way_the_grader_reads() {
        let position: Position = "r3k2r/8/8/3p4/4P3/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
        let spelt = |uci: &str| -> Vec<String> {
            let mv = read_move(&position, uci, Language::En).unwrap();
            spellings(&position, mv, Language::Es)
                .into_iter()
                .map(|c| c.into_iter().collect())
                .collect()
        };
        assert_eq!(spelt("e4d5"), ["exd5", "e4xd5", "ed5"]);
        assert_eq!(spelt("e1g1"), ["0-0", "O-O"]);
        assert_eq!(spelt("a1d1"), ["Td1", "Ta1d1", "Tad1", "T1d1"]);
    }
}
