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
//! | a capture mark on a move that captures nothing   | [`WRONG_CAPTURE`] |
//! | an empty or unreadable box (`?`, `...`)           | [`EMPTY`] |
//! | a box no legal move is close to                  | at most [`UNREADABLE`] |
//! | any box not written exactly as the move (the rarity of a slip) | [`SLIP`] (added) |
//!
//! The realignment costs (a move not written, a move written twice, two moves in each other's
//! place) are in [`super::search`]. The values were fitted on TWIC games with the mistake
//! generator of [`super::slips`] (see `docs/scoresheet.md`).

use crate::{Language, Notation, Position};
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
/// Added to any box not written exactly as a way of writing the move: a slip at all is rare
/// (about one box in 80), so a move that reads as written is much likelier than one that needs
/// a slip, however small.
pub const SLIP: f32 = 1.5;
/// A capture mark on a move that captures nothing.
pub const WRONG_CAPTURE: f32 = 0.7;
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
    /// Whether the move captures (a capture mark on a move that does not is a slip).
    pub capture: bool,
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
    all_renderings(position, notation)
        .into_iter()
        .find(|(m, _)| *m == mv)
        .map_or_else(Vec::new, |(_, r)| r)
}

/// Every legal move of `position` with the ways it may be written in `notation`, in the order
/// of the move generator. Algebraic moves are spelt here from the list of legal moves (the
/// disambiguation from the other moves of the list), which is many times faster than writing
/// each move on its own; the other notations use their writers.
pub fn all_renderings(position: &Position, notation: Notation) -> Vec<(ChessMove, Vec<Rendering>)> {
    let moves: Vec<ChessMove> = position.legal_moves().collect();
    let Notation::Algebraic(lang) = notation else {
        return moves
            .iter()
            .map(|&mv| {
                let text = normalise(&notation.write_move(position, mv));
                (
                    mv,
                    vec![Rendering {
                        text,
                        penalty: 0.0,
                        way: Way::Right,
                        capture: position.is_capture(mv),
                    }],
                )
            })
            .collect();
    };
    let board = position.board();
    let role_of = |sq: chess::Square| board.piece_on(sq).map(crate::Role::from_piece);
    let mut out = Vec::with_capacity(moves.len());
    for &mv in &moves {
        let (from, to) = (mv.get_source(), mv.get_dest());
        let role = role_of(from).unwrap_or(crate::Role::Pawn);
        let capture = position.is_capture(mv);
        let mut ways: Vec<Rendering> = Vec::with_capacity(4);
        let mut push = |text: Vec<char>, way: Way| {
            let penalty = match way {
                Way::Right => 0.0,
                Way::English => ENGLISH,
                Way::PawnShort => PAWN_SHORT,
                Way::NoDisambiguation => NO_DISAMBIGUATION,
            };
            if !ways.iter().any(|r| r.text == text) {
                ways.push(Rendering {
                    text,
                    penalty,
                    way,
                    capture,
                });
            }
        };
        let square = |sq: chess::Square| -> [char; 2] {
            [
                (b'a' + sq.get_file().to_index() as u8) as char,
                (b'1' + sq.get_rank().to_index() as u8) as char,
            ]
        };
        let (f, t) = (square(from), square(to));
        if position.is_castling(mv) {
            let long = to.get_file() == chess::File::C;
            push(if long { vec!['O'; 3] } else { vec!['O'; 2] }, Way::Right);
            out.push((mv, ways));
            continue;
        }
        if role == crate::Role::Pawn {
            let promo = |l: Language| -> Vec<char> {
                mv.get_promotion().map_or_else(Vec::new, |p| {
                    l.letter(crate::Role::from_piece(p)).chars().collect()
                })
            };
            let capture = from.get_file() != to.get_file();
            let mut short: Vec<char> = Vec::with_capacity(4);
            if capture {
                short.push(f[0]);
            }
            short.extend(t);
            let long: Vec<char> = f.iter().chain(&t).copied().collect();
            push([short.clone(), promo(lang)].concat(), Way::Right);
            push([long, promo(lang)].concat(), Way::Right);
            if lang != Language::En && mv.get_promotion().is_some() {
                push([short.clone(), promo(Language::En)].concat(), Way::English);
            }
            if capture {
                push([t.to_vec(), promo(lang)].concat(), Way::PawnShort);
                push(vec![f[0], t[0]], Way::PawnShort);
            }
        } else {
            // The disambiguation: file, else rank, else the square (as the writer does).
            let rivals: Vec<chess::Square> = moves
                .iter()
                .filter(|m| {
                    m.get_dest() == to
                        && m.get_source() != from
                        && role_of(m.get_source()) == Some(role)
                })
                .map(|m| m.get_source())
                .collect();
            let disambiguation: Vec<char> = if rivals.is_empty() {
                Vec::new()
            } else if rivals.iter().all(|r| r.get_file() != from.get_file()) {
                vec![f[0]]
            } else if rivals.iter().all(|r| r.get_rank() != from.get_rank()) {
                vec![f[1]]
            } else {
                f.to_vec()
            };
            let letter: Vec<char> = lang.letter(role).chars().collect();
            let spelt = |letter: &[char], middle: &[char]| -> Vec<char> {
                letter.iter().chain(middle).chain(&t).copied().collect()
            };
            push(spelt(&letter, &disambiguation), Way::Right);
            push(spelt(&letter, &f), Way::Right);
            if lang != Language::En {
                let english: Vec<char> = Language::En.letter(role).chars().collect();
                push(spelt(&english, &disambiguation), Way::English);
            }
            if !disambiguation.is_empty() {
                push(spelt(&letter, &[]), Way::NoDisambiguation);
            }
        }
        out.push((mv, ways));
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
    for (i, row) in d.iter_mut().enumerate().take(n + 1) {
        row[0] = i as f32 * EDIT;
    }
    for (j, cell) in d[0].iter_mut().enumerate().take(m + 1) {
        *cell = j as f32 * EDIT;
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

/// Whether the text has a capture mark (`x`, `:`).
pub fn marks_capture(text: &str) -> bool {
    text.contains(['x', ':', '×'])
}

/// The cost of `written` (normalised; `capture`: written with a capture mark) for a move
/// written in these ways; [`EMPTY`] for a blank.
pub fn box_cost(written: &[char], blank: bool, capture: bool, ways: &[Rendering]) -> f32 {
    if blank {
        return EMPTY;
    }
    let mark = if capture && !ways.first().is_some_and(|r| r.capture) {
        WRONG_CAPTURE
    } else {
        0.0
    };
    let d = mark
        + ways
            .iter()
            .map(|r| r.penalty + distance(&r.text, written))
            .fold(UNREADABLE, f32::min);
    if d > 0.0 {
        d + SLIP
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{read_move, write_move, WriteOptions};

    /// The short form spelt from the move list is the writer's, in every language, in the
    /// positions of a real game.
    #[test]
    fn spelt_forms_are_the_writers() {
        let game = "1. e4 d5 2. exd5 Nf6 3. d4 Nxd5 4. Nf3 Bg4 5. Be2 e6 6. O-O Nc6 7. c4 Nb6 \
                    8. Nc3 Be7 9. d5 exd5 10. cxd5 Bxf3 11. Bxf3 Ne5 12. Re1 O-O 13. Re5 Bd6 \
                    14. Re1 Re8 15. Rxe8+ Qxe8 16. Nb5 Qe5 17. Nxd6 cxd6 18. Be3 Nxd5 19. Bd4 Qe6 \
                    20. Bxd5 Qxd5 21. Qg4 Rc8 22. Rd1 Rc4 23. h3 Rxd4 24. Rxd4 Qxd4 25. Qc8+";
        let game = crate::game::read_games(game, Language::En)
            .remove(0)
            .unwrap();
        let mut position = game.start;
        for m in &game.moves {
            for lang in Language::ALL {
                let all = all_renderings(&position, Notation::Algebraic(lang));
                for (mv, ways) in &all {
                    let options = WriteOptions {
                        checks: false,
                        ..WriteOptions::short(lang)
                    };
                    let want = normalise(&write_move(&position, *mv, &options));
                    assert_eq!(ways[0].text, want, "{lang:?} {mv}");
                }
            }
            position = m.after;
        }
    }

    fn cost(text: &str, uci: &str, lang: Language) -> f32 {
        let p = Position::default();
        let mv = read_move(&p, uci, Language::En).unwrap();
        let ways = renderings(&p, mv, Notation::Algebraic(lang));
        box_cost(&normalise(text), is_blank(text), marks_capture(text), &ways)
    }

    #[test]
    fn costs_order_the_slips() {
        let es = Language::Es;
        assert_eq!(cost("Cf3", "g1f3", es), 0.0);
        assert_eq!(cost("Cg1f3", "g1f3", es), 0.0);
        assert!((cost("CCf3", "g1f3", es) - DOUBLED - SLIP).abs() < 1e-6);
        assert!((cost("cf3", "g1f3", es) - CASE - SLIP).abs() < 1e-6);
        assert!((cost("Nf3", "g1f3", es) - ENGLISH - SLIP).abs() < 1e-6);
        assert!((cost("e5", "e2e4", es) - NEIGHBOUR - SLIP).abs() < 1e-6);
        assert!((cost("c4", "e2e4", es) - LOOK_ALIKE - SLIP).abs() < 1e-6);
        assert_eq!(cost("?", "e2e4", es), EMPTY);
        assert_eq!(cost("zzzzzzzz", "e2e4", es), UNREADABLE + SLIP);
    }

    #[test]
    fn disambiguation_and_pawn_captures_have_short_forms() {
        let p: Position = "4k3/8/8/3p4/4P3/8/8/1N2KN2 w - - 0 1".parse().unwrap();
        let nbd2 = read_move(&p, "b1d2", Language::En).unwrap();
        let ways = renderings(&p, nbd2, Notation::Algebraic(Language::Es));
        let c = box_cost(&normalise("Cd2"), false, false, &ways);
        assert!((c - NO_DISAMBIGUATION - SLIP).abs() < 1e-6, "{c} {ways:?}");
        let exd5 = read_move(&p, "e4d5", Language::En).unwrap();
        let ways = renderings(&p, exd5, Notation::Algebraic(Language::Es));
        for short in ["xd5", "ed", "exd"] {
            let c = box_cost(&normalise(short), false, marks_capture(short), &ways);
            assert!((c - PAWN_SHORT - SLIP).abs() < 1e-6, "{short}: {c}");
        }
        assert_eq!(box_cost(&normalise("ed5"), false, false, &ways), 0.0);
    }
}
