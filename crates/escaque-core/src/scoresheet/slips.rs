//! A mistake generator: a game written on a sheet the way people slip, to fit the costs and to
//! measure the repair (tests, `examples/scoresheet_recovery.rs`, the benchmark), and for the
//! planilla drill's examples.
//!
//! ```
//! use escaque_core::scoresheet::slips::{write_sheet, Slip};
//! use escaque_core::{Language, Notation, Position, read_move};
//! let start = Position::default();
//! let e4 = read_move(&start, "e4", Language::En).unwrap();
//! let sheet = write_sheet(&start, &[e4], Notation::Algebraic(Language::Es));
//! assert_eq!(sheet.boxes[0].text, "e4");
//! let _ = Slip::ALL;
//! ```

use super::sheet::{Sheet, WrittenBox};
use super::{reading_cost, Kind, Repair};
use crate::{Notation, Position};
use chess::ChessMove;
use rand_core::RngCore;

/// One kind of slip the generator makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Slip {
    /// A look-alike character in the square (5/6, 1/7, 3/8, c/e, b/h, a/d).
    LookAlike,
    /// A neighbouring file or rank.
    Neighbour,
    /// Another piece's letter.
    PieceLetter,
    /// The English letter.
    English,
    /// The piece letter in lower case.
    LowerCase,
    /// A letter written twice.
    Doubled,
    /// A pawn capture written short.
    PawnShort,
    /// The disambiguation left out.
    NoDisambiguation,
    /// The castling sides swapped.
    Castling,
    /// The box left empty (`?`).
    Empty,
    /// A move not written at all.
    Missing,
    /// A move written twice.
    Twice,
    /// Two moves of one player in each other's place.
    Swap,
}

impl Slip {
    /// Every slip.
    pub const ALL: [Slip; 13] = [
        Slip::LookAlike,
        Slip::Neighbour,
        Slip::PieceLetter,
        Slip::English,
        Slip::LowerCase,
        Slip::Doubled,
        Slip::PawnShort,
        Slip::NoDisambiguation,
        Slip::Castling,
        Slip::Empty,
        Slip::Missing,
        Slip::Twice,
        Slip::Swap,
    ];
}

/// The game written right: one box per move, short form of `notation`, with marks.
pub fn write_sheet(start: &Position, moves: &[ChessMove], notation: Notation) -> Sheet {
    let mut position = *start;
    let mut boxes = Vec::with_capacity(moves.len());
    for &mv in moves {
        boxes.push(WrittenBox::new(&notation.write_move(&position, mv)));
        position = position.play(mv);
    }
    Sheet {
        start: *start,
        boxes,
        ..Sheet::default()
    }
}

fn pick<T: Copy>(rng: &mut impl RngCore, items: &[T]) -> T {
    items[(rng.next_u32() as usize) % items.len()]
}

/// Applies one slip to the sheet at a random place where it makes sense; `None` when the slip
/// has no place in this sheet (no castling, no disambiguation…). Returns the slip's box.
pub fn apply(sheet: &mut Sheet, slip: Slip, rng: &mut impl RngCore) -> Option<usize> {
    let n = sheet.boxes.len();
    if n < 4 {
        return None;
    }
    let letters = "KQRBNDTACSLFGHJPВКЛСФ";
    let is_piece = |c: char| c.is_uppercase() && letters.contains(c) || "RDTACFL".contains(c);
    // Up to 20 tries at a place where the slip applies.
    for _ in 0..20 {
        let i = (rng.next_u32() as usize) % n;
        let text = sheet.boxes[i].text.clone();
        let chars: Vec<char> = text.chars().collect();
        let squares: Vec<usize> = (0..chars.len())
            .filter(|&k| {
                k + 1 < chars.len()
                    && chars[k].is_ascii_lowercase()
                    && ('a'..='h').contains(&chars[k])
                    && ('1'..='8').contains(&chars[k + 1])
            })
            .collect();
        let new: Option<String> = match slip {
            Slip::LookAlike => {
                let pairs = [
                    ('5', '6'),
                    ('1', '7'),
                    ('3', '8'),
                    ('c', 'e'),
                    ('b', 'h'),
                    ('a', 'd'),
                ];
                let &k = squares.last()?;
                let (f, r) = (chars[k], chars[k + 1]);
                let swaps: Vec<(usize, char)> = pairs
                    .iter()
                    .flat_map(|&(x, y)| {
                        let mut v = Vec::new();
                        for (pos, c) in [(k, f), (k + 1, r)] {
                            if c == x {
                                v.push((pos, y));
                            } else if c == y {
                                v.push((pos, x));
                            }
                        }
                        v
                    })
                    .collect();
                if swaps.is_empty() {
                    None
                } else {
                    let (pos, c) = pick(rng, &swaps);
                    let mut out = chars.clone();
                    out[pos] = c;
                    Some(out.into_iter().collect())
                }
            }
            Slip::Neighbour => squares.last().map(|&k| {
                let mut out = chars.clone();
                let pos = k + (rng.next_u32() as usize % 2);
                let c = out[pos] as u8;
                let (lo, hi) = if pos == k { (b'a', b'h') } else { (b'1', b'8') };
                out[pos] = if (c < hi && rng.next_u32().is_multiple_of(2)) || c == lo {
                    (c + 1) as char
                } else {
                    (c - 1) as char
                };
                out.into_iter().collect()
            }),
            Slip::PieceLetter | Slip::English | Slip::LowerCase | Slip::Doubled => {
                let c = *chars.first()?;
                if !is_piece(c) || !c.is_uppercase() {
                    None
                } else {
                    let rest: String = chars[1..].iter().collect();
                    match slip {
                        Slip::PieceLetter => {
                            let others: Vec<char> = match notation_letters(sheet) {
                                Some(l) => l.chars().filter(|x| *x != c).collect(),
                                None => Vec::new(),
                            };
                            if others.is_empty() {
                                None
                            } else {
                                Some(format!("{}{rest}", pick(rng, &others)))
                            }
                        }
                        Slip::English => english_of(c, sheet).map(|e| format!("{e}{rest}")),
                        Slip::LowerCase => Some(format!("{}{rest}", c.to_lowercase())),
                        _ => Some(format!("{c}{c}{rest}")),
                    }
                }
            }
            Slip::PawnShort => {
                let x = chars.iter().position(|c| *c == 'x')?;
                if x != 1 || !chars[0].is_ascii_lowercase() {
                    None
                } else {
                    let forms = [
                        chars[1..].iter().collect::<String>(),
                        chars[2..].iter().collect::<String>(),
                        chars[..3].iter().collect::<String>(),
                        format!("{}{}", chars[0], chars[2]),
                    ];
                    Some(forms[(rng.next_u32() as usize) % forms.len()].clone())
                }
            }
            Slip::NoDisambiguation => {
                let first = *chars.first()?;
                let body: Vec<char> = chars
                    .iter()
                    .copied()
                    .filter(|c| !matches!(c, 'x' | '+' | '#'))
                    .collect();
                if is_piece(first) && body.len() == 4 {
                    Some(format!("{first}{}{}", body[2], body[3]))
                } else {
                    None
                }
            }
            Slip::Castling => match text.trim_end_matches(['+', '#']) {
                "0-0" => Some("0-0-0".into()),
                "O-O" => Some("O-O-O".into()),
                "0-0-0" => Some("0-0".into()),
                "O-O-O" => Some("O-O".into()),
                _ => None,
            },
            Slip::Empty => Some("?".into()),
            Slip::Missing => {
                sheet.boxes.remove(i);
                return Some(i);
            }
            Slip::Twice => {
                let copy = sheet.boxes[i].clone();
                sheet.boxes.insert(i + 1, copy);
                return Some(i + 1);
            }
            Slip::Swap => {
                if i + 2 < n {
                    sheet.boxes.swap(i, i + 2);
                    return Some(i);
                }
                None
            }
        };
        if let Some(new) = new {
            if new != text {
                sheet.boxes[i].text = new;
                return Some(i);
            }
        }
    }
    None
}

/// The piece letters of the sheet's language, guessed from the letters written on it.
fn notation_letters(sheet: &Sheet) -> Option<&'static str> {
    let has = |c: char| sheet.boxes.iter().any(|b| b.text.starts_with(c));
    if has('C') || has('A') || has('T') {
        Some("RDTAC")
    } else {
        Some("KQRBN")
    }
}

fn english_of(c: char, sheet: &Sheet) -> Option<char> {
    if notation_letters(sheet) == Some("RDTAC") {
        match c {
            'R' => Some('K'),
            'D' => Some('Q'),
            'T' => Some('R'),
            'A' => Some('B'),
            'C' => Some('N'),
            _ => None,
        }
    } else {
        None
    }
}

/// Applies `count` slips drawn from `kinds`; the slips applied.
pub fn slip_sheet(
    sheet: &mut Sheet,
    count: usize,
    kinds: &[Slip],
    rng: &mut impl RngCore,
) -> Vec<(Slip, usize)> {
    let mut done = Vec::new();
    let mut tries = 0;
    while done.len() < count && tries < 50 {
        tries += 1;
        let slip = pick(rng, kinds);
        if let Some(at) = apply(sheet, slip, rng) {
            done.push((slip, at));
        }
    }
    done
}

/// Whether the slips made `sheets` undecidable for this repair: the repair is another game
/// than the one `played`, it contradicts nothing written (every box it reads, it reads exactly
/// or fills an empty box; its other changes are realignments only: a move not written, a box
/// passed over), and reading the sheets as the game played costs no less ([`reading_cost`]).
/// Nothing on the sheets then tells the two games apart: a legal but wrong move nothing later
/// contradicts, two independent moves swapped, an empty box or a move not written where two
/// moves fit. A repair wrong any other way is a failure of the repair, not of the sheet.
pub fn undecidable(
    sheets: &[&Sheet],
    notation: Notation,
    played: &[ChessMove],
    repaired: &Repair,
) -> bool {
    if repaired.moves() == played {
        return false;
    }
    let writes_nothing_else = |kind: Kind| {
        matches!(
            kind,
            Kind::None | Kind::Empty | Kind::NotWritten | Kind::WrittenTwice | Kind::Extra
        )
    };
    let contradicts_nothing = repaired
        .plies
        .iter()
        .flat_map(|p| &p.marks)
        .all(|m| writes_nothing_else(m.kind));
    contradicts_nothing
        && reading_cost(sheets, notation, played).is_none_or(|truth| repaired.cost <= truth + 1e-3)
}

/// Random text of up to `max_len` characters drawn from move letters, marks, digits, brackets
/// and a few other scripts: the fuzz input of the repair (tests and `scoresheet_fuzz`).
pub fn random_text(rng: &mut impl RngCore, max_len: u32) -> String {
    const ALPHABET: &str = "KQRBNCDTAPxX:=+#!?()[]{}\"a-h1-8Oo0 .-\n…Кр♘";
    let alphabet: Vec<char> = ALPHABET.chars().collect();
    let len = (rng.next_u32() % (max_len + 1)) as usize;
    (0..len)
        .map(|_| alphabet[(rng.next_u32() as usize) % alphabet.len()])
        .collect()
}
