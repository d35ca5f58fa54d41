//! The mistake cost model: how unlikely it is that a player who made move `m` wrote `text`.
//!
//! A box is compared with every legal move by a weighted edit distance between what was written
//! and the ways the move may be written ([`renderings`]), after both are normalised
//! ([`normalise`]: marks `x : + # ! ? = -` and spaces dropped, castling zeros made letters).
//! Costs are in "slips": about 1.0 for one ordinary wrong, missing or extra character. Slips
//! people make often cost less, so that the global search prefers them:
//!
//! | what                                             | cost |
//! |--------------------------------------------------|------|
//! | the same character in the other case (`cf3`)     | [`CASE`] |
//! | a look-alike character (5/6, 1/7, 3/8, c/e, b/h, a/d, 0/O, g/9) | [`LOOK_ALIKE`] |
//! | a neighbouring file or rank (d/e, 4/5)            | [`NEIGHBOUR`] |
//! | another piece's letter                           | [`PIECE_LETTER`] |
//! | a letter written twice (`CCe4`)                  | [`DOUBLED`] |
//! | two characters in each other's place (`f3C`)     | [`TRANSPOSED`] |
//! | any other wrong, missing or extra character      | [`EDIT`] (1.3 for letter↔digit) |
//! | the English letter in another language's sheet   | [`ENGLISH`] (added) |
//! | a needed disambiguation left out (`Cd2` for `Cbd2`) | [`NO_DISAMBIGUATION`] (added) |
//! | a pawn capture written short (`xe5`, `de`)        | [`PAWN_SHORT`] (added) |
//! | an empty or unreadable box (`?`, `...`)           | [`EMPTY`] |
//! | a box no legal move is close to                  | at most [`UNREADABLE`] |
//!
//! The realignment costs (a move not written, a move written twice, two moves in each other's
//! place) are in [`super::search`]. The values were fitted on TWIC games with the mistake
//! generator of [`super::slips`] (see `docs/scoresheet.md`).

use crate::san::SanPlus;
use crate::write::san_of;
use crate::{Language, Notation, Position, WriteOptions};
use chess::ChessMove;

/// The same character in the other case.
pub const CASE: f32 = 0.3;
/// A look-alike character.
pub const LOOK_ALIKE: f32 = 0.5;
/// A neighbouring file or rank.
pub const NEIGHBOUR: f32 = 0.7;
/// Another piece's letter.
pub const PIECE_LETTER: f32 = 0.7;
/// A character written twice in a row.
pub const DOUBLED: f32 = 0.3;
/// Two neighbouring characters swapped.
pub const TRANSPOSED: f32 = 0.6;
/// Any other wrong, missing or extra character.
pub const EDIT: f32 = 1.0;
/// Added when the text matches the move written with English letters in another language.
pub const ENGLISH: f32 = 0.3;
/// Added when the text matches the move without its needed disambiguation.
pub const NO_DISAMBIGUATION: f32 = 0.3;
/// Added when the text matches a pawn capture without its file, or without its rank.
pub const PAWN_SHORT: f32 = 0.3;
/// An empty or unreadable box, for every move.
pub const EMPTY: f32 = 1.2;
/// The most a written box costs against any move: beyond it the box is as good as unreadable.
pub const UNREADABLE: f32 = 3.5;

/// Longest text compared (longer boxes are cut: no move is written in more characters).
const MAX_CHARS: usize = 12;

/// Which way of writing a move a [`Rendering`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Way {
    /// The short form, or the long form, of the sheet's notation.
    Right,
    /// With the English letter.
    English,
    /// A pawn capture without its file or its rank.
    PawnShort,
    /// Without a needed disambiguation.
    NoDisambiguation,
}

/// A way of writing a move, normalised, with the cost of writing it this way.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendering {
    pub text: Vec<char>,
    pub penalty: f32,
    pub way: Way,
}

/// Drops marks and spaces, makes castling letters (`0-0`, `o-o` → `OO`); keeps case.
///
/// ```
/// use escaque_core::scoresheet::cost::normalise;
/// assert_eq!(normalise("Cxf3+!"), "Cf3".chars().collect::<Vec<_>>());
/// assert_eq!(normalise("0-0-0"), vec!['O', 'O', 'O']);
/// ```
pub fn normalise(text: &str) -> Vec<char> {
    let mut out: Vec<char> = text
        .chars()
        .filter(|c| {
            !matches!(
                c,
                'x' | 'X' | ':' | '+' | '#' | '!' | '?' | '=' | '-' | '‑' | '–' | '×'
            ) && !c.is_whitespace()
        })
        .take(MAX_CHARS * 2)
        .collect();
    // `e.p.`/`a.p.` and stray dots.
    if out.ends_with(&['e', '.', 'p', '.']) || out.ends_with(&['a', '.', 'p', '.']) {
        out.truncate(out.len() - 4);
    }
    out.retain(|c| *c != '.');
    if !out.is_empty() && out.len() <= 3 && out.iter().all(|c| matches!(c, '0' | 'O' | 'o')) {
        out.iter_mut().for_each(|c| *c = 'O');
    }
    out.truncate(MAX_CHARS);
    out
}

/// Whether the box holds no move: empty, `?`, `...`, `…`, `--`.
pub fn is_blank(text: &str) -> bool {
    text.trim()
        .chars()
        .all(|c| matches!(c, '?' | '.' | '…' | '-' | '_' | '—'))
}

/// The ways a legal move of `position` may be written in `notation`, each normalised.
pub fn renderings(position: &Position, mv: ChessMove, notation: Notation) -> Vec<Rendering> {
    let mut out = Vec::with_capacity(4);
    let mut push = |text: String, way: Way| {
        let text = normalise(&text);
        let penalty = match way {
            Way::Right => 0.0,
            Way::English => ENGLISH,
            Way::PawnShort => PAWN_SHORT,
            Way::NoDisambiguation => NO_DISAMBIGUATION,
        };
        if !out.iter().any(|r: &Rendering| r.text == text) {
            out.push(Rendering { text, penalty, way });
        }
    };
    match notation {
        Notation::Algebraic(lang) => {
            let write = |lang: Language, long: bool| {
                let san = san_of(position, mv, long);
                let mut text = String::new();
                let options = WriteOptions {
                    checks: false,
                    ..WriteOptions::short(lang)
                };
                SanPlus::new(san).append_to(&mut text, &options);
                text
            };
            let short = write(lang, false);
            push(short, Way::Right);
            push(write(lang, true), Way::Right);
            if lang != Language::En {
                push(write(Language::En, false), Way::English);
            }
            let to = mv.get_dest().to_string();
            let is_pawn = position.board().piece_on(mv.get_source()) == Some(chess::Piece::Pawn);
            if is_pawn && position.is_capture(mv) {
                // `xe5`/`e5` (no file), `dxe`/`de` (no rank).
                push(to.clone(), Way::PawnShort);
                let from_file = mv.get_source().to_string();
                let from_file = &from_file[..1];
                push(format!("{from_file}{}", &to[..1]), Way::PawnShort);
            } else if let Some(piece) = position.board().piece_on(mv.get_source()) {
                // Without the disambiguation: the letter and the square.
                if !is_pawn && !position.is_castling(mv) {
                    let letter = lang.letter(crate::Role::from_piece(piece));
                    push(format!("{letter}{to}"), Way::NoDisambiguation);
                }
            }
        }
        other => push(other.write_move(position, mv), Way::Right),
    }
    out
}

fn is_file(c: char) -> bool {
    matches!(c, 'a'..='h')
}
fn is_rank(c: char) -> bool {
    matches!(c, '1'..='8')
}

/// The cost of writing `b` where `a` was meant.
pub fn substitution(a: char, b: char) -> f32 {
    if a == b {
        return 0.0;
    }
    const ALIKE: [(char, char); 9] = [
        ('5', '6'),
        ('1', '7'),
        ('3', '8'),
        ('c', 'e'),
        ('b', 'h'),
        ('a', 'd'),
        ('0', 'O'),
        ('g', '9'),
        ('6', 'b'),
    ];
    if ALIKE
        .iter()
        .any(|&(x, y)| (a, b) == (x, y) || (a, b) == (y, x))
    {
        return LOOK_ALIKE;
    }
    if a.to_lowercase().eq(b.to_lowercase()) {
        return CASE;
    }
    let neighbours = |x: char, y: char| (x as i32 - y as i32).abs() == 1;
    if (is_file(a) && is_file(b) || is_rank(a) && is_rank(b)) && neighbours(a, b) {
        return NEIGHBOUR;
    }
    if a.is_uppercase() && b.is_uppercase() {
        return PIECE_LETTER;
    }
    if a.is_ascii_digit() != b.is_ascii_digit() {
        return EDIT * 1.3;
    }
    EDIT
}

/// The weighted edit distance from the intended `target` to the written `written`, with
/// adjacent transpositions and doubled letters.
pub fn distance(target: &[char], written: &[char]) -> f32 {
    let (n, m) = (target.len(), written.len());
    // (MAX_CHARS + 1)² cells on the stack.
    let mut d = [[0f32; MAX_CHARS + 1]; MAX_CHARS + 1];
    for i in 0..=n {
        d[i][0] = i as f32 * EDIT;
    }
    for j in 0..=m {
        d[0][j] = j as f32 * EDIT;
    }
    for i in 1..=n {
        for j in 1..=m {
            let (a, b) = (target[i - 1], written[j - 1]);
            let extra = if j >= 2 && written[j - 2] == b {
                DOUBLED
            } else {
                EDIT
            };
            let mut best = (d[i - 1][j - 1] + substitution(a, b))
                .min(d[i - 1][j] + EDIT)
                .min(d[i][j - 1] + extra);
            if i >= 2 && j >= 2 && a == written[j - 2] && target[i - 2] == b {
                best = best.min(d[i - 2][j - 2] + TRANSPOSED);
            }
            d[i][j] = best;
        }
    }
    d[n][m]
}

/// The cost of `written` (normalised) for a move written in these ways; [`EMPTY`] for a blank.
pub fn box_cost(written: &[char], blank: bool, ways: &[Rendering]) -> f32 {
    if blank {
        return EMPTY;
    }
    ways.iter()
        .map(|r| r.penalty + distance(&r.text, written))
        .fold(UNREADABLE, f32::min)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read_move;

    fn cost(text: &str, uci: &str, lang: Language) -> f32 {
        let p = Position::default();
        let mv = read_move(&p, uci, Language::En).unwrap();
        let ways = renderings(&p, mv, Notation::Algebraic(lang));
        box_cost(&normalise(text), is_blank(text), &ways)
    }

    #[test]
    fn costs_order_the_slips() {
        let es = Language::Es;
        assert_eq!(cost("Cf3", "g1f3", es), 0.0);
        assert_eq!(cost("Cg1f3", "g1f3", es), 0.0);
        assert!((cost("CCf3", "g1f3", es) - DOUBLED).abs() < 1e-6);
        assert!((cost("cf3", "g1f3", es) - CASE).abs() < 1e-6);
        assert!((cost("Nf3", "g1f3", es) - ENGLISH).abs() < 1e-6);
        assert!((cost("e5", "e2e4", es) - NEIGHBOUR).abs() < 1e-6);
        assert!((cost("c4", "e2e4", es) - LOOK_ALIKE).abs() < 1e-6);
        assert_eq!(cost("?", "e2e4", es), EMPTY);
        assert_eq!(cost("zzzzzzzz", "e2e4", es), UNREADABLE);
    }

    #[test]
    fn disambiguation_and_pawn_captures_have_short_forms() {
        let p: Position = "4k3/8/8/3p4/4P3/8/8/1N2KN2 w - - 0 1".parse().unwrap();
        let nbd2 = read_move(&p, "b1d2", Language::En).unwrap();
        let ways = renderings(&p, nbd2, Notation::Algebraic(Language::Es));
        let c = box_cost(&normalise("Cd2"), false, &ways);
        assert!((c - NO_DISAMBIGUATION).abs() < 1e-6, "{c} {ways:?}");
        let exd5 = read_move(&p, "e4d5", Language::En).unwrap();
        let ways = renderings(&p, exd5, Notation::Algebraic(Language::Es));
        for short in ["xd5", "ed", "exd"] {
            let c = box_cost(&normalise(short), false, &ways);
            assert!((c - PAWN_SHORT).abs() < 1e-6, "{short}: {c}");
        }
        assert_eq!(box_cost(&normalise("ed5"), false, &ways), 0.0);
    }
}
