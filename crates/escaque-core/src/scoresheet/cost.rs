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
use std::fmt;
use std::sync::OnceLock;

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
pub const MAX_CHARS: usize = 12;

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

/// A short normalised text (at most [`MAX_CHARS`] characters) kept inline: a position's
/// renderings are spelt for every hypothesis of the search, without allocating.
#[derive(Copy, Clone, PartialEq, Eq)]
pub struct Text {
    chars: [char; MAX_CHARS],
    len: u8,
}

impl Text {
    /// The text of these characters (cut at [`MAX_CHARS`]).
    pub fn new(chars: &[char]) -> Text {
        let len = chars.len().min(MAX_CHARS);
        let mut out = Text {
            chars: ['\0'; MAX_CHARS],
            len: len as u8,
        };
        out.chars[..len].copy_from_slice(&chars[..len]);
        out
    }

    fn push_all(&mut self, chars: &[char]) {
        for &c in chars {
            if usize::from(self.len) < MAX_CHARS {
                self.chars[usize::from(self.len)] = c;
                self.len += 1;
            }
        }
    }

    /// These pieces one after the other.
    fn concat(parts: &[&[char]]) -> Text {
        let mut out = Text::new(&[]);
        for part in parts {
            out.push_all(part);
        }
        out
    }
}

impl std::ops::Deref for Text {
    type Target = [char];
    fn deref(&self) -> &[char] {
        &self.chars[..usize::from(self.len)]
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.iter().collect::<String>())
    }
}

/// A way of writing a move, normalised, with the cost of writing it this way.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendering {
    pub text: Text,
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
    let spelling = all_renderings(position, notation);
    let ways = spelling
        .iter()
        .find(|(m, _)| *m == mv)
        .map_or_else(Vec::new, |(_, r)| r.to_vec());
    ways
}

/// Every legal move of a position with its ways of being written, in one list.
#[derive(Clone, Debug, Default)]
pub struct Spelling {
    /// Each move with the range of its ways in `ways`.
    moves: Vec<(ChessMove, u16, u16)>,
    ways: Vec<Rendering>,
}

impl Spelling {
    /// Each move with its ways, in the order of the move generator.
    pub fn iter(&self) -> impl Iterator<Item = (ChessMove, &[Rendering])> + '_ {
        self.moves
            .iter()
            .map(|&(mv, a, b)| (mv, &self.ways[usize::from(a)..usize::from(b)]))
    }

    /// How many legal moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    fn start(&mut self, mv: ChessMove) {
        let at = self.ways.len() as u16;
        self.moves.push((mv, at, at));
    }

    /// Adds a way of writing the last move started (not twice the same text).
    fn push(&mut self, text: Text, way: Way, capture: bool) {
        let Some(last) = self.moves.last_mut() else {
            return;
        };
        let penalty = match way {
            Way::Right => 0.0,
            Way::English => ENGLISH,
            Way::PawnShort => PAWN_SHORT,
            Way::NoDisambiguation => NO_DISAMBIGUATION,
        };
        let (a, b) = (usize::from(last.1), usize::from(last.2));
        if !self.ways[a..b].iter().any(|r| r.text == text) {
            self.ways.push(Rendering {
                text,
                penalty,
                way,
                capture,
            });
            last.2 += 1;
        }
    }
}

/// Every legal move of `position` with the ways it may be written in `notation`, in the order
/// of the move generator. Algebraic moves are spelt here from the list of legal moves (the
/// disambiguation from the other moves of the list), which is many times faster than writing
/// each move on its own; the other notations use their writers.
pub fn all_renderings(position: &Position, notation: Notation) -> Spelling {
    let moves: Vec<ChessMove> = position.legal_moves().collect();
    let mut out = Spelling {
        moves: Vec::with_capacity(moves.len()),
        ways: Vec::with_capacity(moves.len() * 3),
    };
    let Notation::Algebraic(lang) = notation else {
        for &mv in &moves {
            let text = normalise(&notation.write_move(position, mv));
            out.start(mv);
            out.push(Text::new(&text), Way::Right, position.is_capture(mv));
        }
        return out;
    };
    let board = position.board();
    let role_of = |sq: chess::Square| board.piece_on(sq).map(crate::Role::from_piece);
    let square = |sq: chess::Square| -> [char; 2] {
        [
            (b'a' + sq.get_file().to_index() as u8) as char,
            (b'1' + sq.get_rank().to_index() as u8) as char,
        ]
    };
    let letter_of = |l: Language, role: crate::Role| -> Text {
        let mut t = Text::new(&[]);
        for c in l.letter(role).chars() {
            t.push_all(&[c]);
        }
        t
    };
    for &mv in &moves {
        let (from, to) = (mv.get_source(), mv.get_dest());
        let role = role_of(from).unwrap_or(crate::Role::Pawn);
        let capture = position.is_capture(mv);
        out.start(mv);
        let (f, t) = (square(from), square(to));
        if position.is_castling(mv) {
            let long = to.get_file() == chess::File::C;
            let text = if long { &['O'; 3][..] } else { &['O'; 2][..] };
            out.push(Text::new(text), Way::Right, capture);
            continue;
        }
        if role == crate::Role::Pawn {
            let promo = |l: Language| -> Text {
                mv.get_promotion()
                    .map_or(Text::new(&[]), |p| letter_of(l, crate::Role::from_piece(p)))
            };
            let sideways = from.get_file() != to.get_file();
            let short = if sideways {
                Text::concat(&[&f[..1], &t])
            } else {
                Text::new(&t)
            };
            let mine = promo(lang);
            out.push(Text::concat(&[&short, &mine]), Way::Right, capture);
            out.push(Text::concat(&[&f, &t, &mine]), Way::Right, capture);
            if lang != Language::En && mv.get_promotion().is_some() {
                let english = promo(Language::En);
                out.push(Text::concat(&[&short, &english]), Way::English, capture);
            }
            if sideways {
                out.push(Text::concat(&[&t, &mine]), Way::PawnShort, capture);
                out.push(Text::new(&[f[0], t[0]]), Way::PawnShort, capture);
            }
        } else {
            // The disambiguation: file, else rank, else the square (as the writer does).
            let mut rivals = moves.iter().filter(|m| {
                m.get_dest() == to
                    && m.get_source() != from
                    && role_of(m.get_source()) == Some(role)
            });
            let mut any = false;
            let mut same_file = false;
            let mut same_rank = false;
            for r in rivals.by_ref() {
                any = true;
                same_file |= r.get_source().get_file() == from.get_file();
                same_rank |= r.get_source().get_rank() == from.get_rank();
            }
            let disambiguation: &[char] = if !any {
                &[]
            } else if !same_file {
                &f[..1]
            } else if !same_rank {
                &f[1..]
            } else {
                &f
            };
            let letter = letter_of(lang, role);
            out.push(
                Text::concat(&[&letter, disambiguation, &t]),
                Way::Right,
                capture,
            );
            out.push(Text::concat(&[&letter, &f, &t]), Way::Right, capture);
            if lang != Language::En {
                let english = letter_of(Language::En, role);
                out.push(
                    Text::concat(&[&english, disambiguation, &t]),
                    Way::English,
                    capture,
                );
            }
            if !disambiguation.is_empty() {
                out.push(Text::concat(&[&letter, &t]), Way::NoDisambiguation, capture);
            }
        }
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

/// [`substitution`] for ASCII characters from a table, computed once.
fn substitution_fast(a: char, b: char) -> f32 {
    static TABLE: OnceLock<Box<[[f32; 128]; 128]>> = OnceLock::new();
    if a.is_ascii() && b.is_ascii() {
        let table = TABLE.get_or_init(|| {
            let mut t = Box::new([[0f32; 128]; 128]);
            for (x, row) in t.iter_mut().enumerate() {
                for (y, cell) in row.iter_mut().enumerate() {
                    *cell = substitution(x as u8 as char, y as u8 as char);
                }
            }
            t
        });
        table[a as usize][b as usize]
    } else {
        substitution(a, b)
    }
}

/// The weighted edit distance from the intended `target` to the written `written`, with
/// adjacent transpositions and doubled letters.
pub fn distance(target: &[char], written: &[char]) -> f32 {
    distance_within(target, written, f32::INFINITY)
}

/// [`distance`], or any value above `limit` as soon as it is sure to be above it.
pub fn distance_within(target: &[char], written: &[char], limit: f32) -> f32 {
    let (n, m) = (target.len().min(MAX_CHARS), written.len().min(MAX_CHARS));
    // Every character more on one side costs at least a doubled letter.
    if (n.abs_diff(m)) as f32 * DOUBLED > limit {
        return f32::INFINITY;
    }
    // (MAX_CHARS + 1)² cells on the stack.
    let mut d = [[0f32; MAX_CHARS + 1]; MAX_CHARS + 1];
    for (i, row) in d.iter_mut().enumerate().take(n + 1) {
        row[0] = i as f32 * EDIT;
    }
    for (j, cell) in d[0].iter_mut().enumerate().take(m + 1) {
        *cell = j as f32 * EDIT;
    }
    for i in 1..=n {
        let mut row_min = d[i][0];
        for j in 1..=m {
            let (a, b) = (target[i - 1], written[j - 1]);
            let extra = if j >= 2 && written[j - 2] == b {
                DOUBLED
            } else {
                EDIT
            };
            let mut best = (d[i - 1][j - 1] + substitution_fast(a, b))
                .min(d[i - 1][j] + EDIT)
                .min(d[i][j - 1] + extra);
            if i >= 2 && j >= 2 && a == written[j - 2] && target[i - 2] == b {
                best = best.min(d[i - 2][j - 2] + TRANSPOSED);
            }
            d[i][j] = best;
            row_min = row_min.min(best);
        }
        // A row's least cell never decreases further down (every step adds a cost), except
        // through a transposition from the row before, which costs more than nothing.
        if row_min > limit && (i < 2 || d[i - 1].iter().take(m + 1).all(|&x| x > limit)) {
            return f32::INFINITY;
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
    box_cost_within(written, blank, capture, ways, f32::INFINITY)
}

/// [`box_cost`], or [`f32::INFINITY`] when it is sure to be above `limit`.
pub fn box_cost_within(
    written: &[char],
    blank: bool,
    capture: bool,
    ways: &[Rendering],
    limit: f32,
) -> f32 {
    if blank {
        return EMPTY;
    }
    let mark = if capture && !ways.first().is_some_and(|r| r.capture) {
        WRONG_CAPTURE
    } else {
        0.0
    };
    if mark == 0.0 && ways.iter().any(|r| r.penalty == 0.0 && *r.text == *written) {
        return 0.0;
    }
    // Beyond `limit` the exact value does not matter; below UNREADABLE it does.
    let mut best = UNREADABLE;
    let bound = (limit - SLIP - mark).min(UNREADABLE);
    for r in ways {
        let d = r.penalty + distance_within(&r.text, written, bound.min(best) - r.penalty);
        best = best.min(d);
    }
    if best + mark + SLIP > limit {
        return f32::INFINITY;
    }
    let d = mark + best;
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
                for (mv, ways) in all.iter() {
                    let options = WriteOptions {
                        checks: false,
                        ..WriteOptions::short(lang)
                    };
                    let want = normalise(&write_move(&position, mv, &options));
                    assert_eq!(*ways[0].text, want, "{lang:?} {mv}");
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
