//! Scoresheets: a whole written game read as an arbiter reads it, and repaired.
//!
//! A [`Sheet`] is what was written, box by box ([`sheet::read_sheets`] reads it from text).
//! [`repair`] finds the most likely legal game by a global search over the legal moves against
//! every box ([`search`], with the mistake costs of [`cost`]), and says for every box what
//! became of it: [`Status`], the [`Kind`] of mistake with its rule, the alternatives where two
//! repairs are nearly as likely, and a confidence. [`repair_pair`] reads the white player's and
//! the black player's sheets of one game together.
//!
//! ```
//! use escaque_core::scoresheet::{repair, Sheet, Status, Kind};
//! use escaque_core::{Language, Notation};
//! // `CCf3` (a doubled letter), `Ab6` for `Ab5` (a 6 for a 5).
//! let sheet = Sheet::from_boxes(["e4", "e5", "CCf3", "Cc6", "Ab6", "a6"]);
//! let repaired = repair(&sheet, Notation::Algebraic(Language::Es));
//! let uci: Vec<String> = repaired.plies.iter().map(|p| p.mv.to_string()).collect();
//! assert_eq!(uci, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
//! assert_eq!(repaired.plies[2].marks[0].kind, Kind::DoubledLetter);
//! assert_eq!(repaired.plies[4].marks[0].status, Status::Changed);
//! ```
//!
//! Costs are per box, so the work is bounded by the number of boxes, whatever is in them: a
//! sheet of 200 garbage boxes is answered in well under a second natively.

pub mod cost;
mod kind;
mod search;
pub mod sheet;
pub mod slips;

pub use kind::Kind;
pub use sheet::{read_sheets, Sheet, WrittenBox};

use crate::language::Language;
use crate::{Notation, Position};
use chess::ChessMove;
use cost::{normalise, renderings, Way};
use search::{Read, Search, Step};
use std::fmt;

/// What became of a box.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The move as written.
    AsWritten,
    /// Another move than written (the kind says why).
    Changed,
    /// An empty or unreadable box, filled from the rest of the game.
    Filled,
    /// Another repair is nearly as likely: see the alternatives.
    Unsure,
    /// A move played that the sheet does not have (no box).
    Inserted,
    /// A box that is no move of the game (written twice, or extra).
    Dropped,
}

impl Status {
    /// Its code, as in JSON and in the page's `data-status` (`as-written`).
    pub fn code(self) -> &'static str {
        match self {
            Status::AsWritten => "as-written",
            Status::Changed => "changed",
            Status::Filled => "filled",
            Status::Unsure => "unsure",
            Status::Inserted => "inserted",
            Status::Dropped => "dropped",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What became of one box of one sheet (or, for [`Status::Inserted`], of no box).
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// 0 for the (first) sheet, 1 for the other player's sheet in [`repair_pair`].
    pub sheet: usize,
    /// The box's index in its sheet (`None` for a move not written).
    pub index: Option<usize>,
    /// What was written (empty for a move not written or an empty box).
    pub written: String,
    pub status: Status,
    pub kind: Kind,
}

/// One move of the repaired game.
#[derive(Clone, Debug, PartialEq)]
pub struct Ply {
    pub mv: ChessMove,
    /// The position before the move.
    pub before: Position,
    /// One mark per sheet.
    pub marks: Vec<Mark>,
    /// Other moves nearly as likely here (with the rest of the game repaired to fit them).
    pub alternatives: Vec<ChessMove>,
    /// How sure the repair is of this move, from 0 to 1.
    pub confidence: f32,
}

/// A box passed over, and before which ply.
#[derive(Clone, Debug, PartialEq)]
pub struct Dropped {
    /// The number of plies played before it.
    pub before_ply: usize,
    pub mark: Mark,
}

/// The repaired game.
#[derive(Clone, Debug, PartialEq)]
pub struct Repair {
    pub start: Position,
    pub plies: Vec<Ply>,
    /// Boxes that are no move of the game.
    pub dropped: Vec<Dropped>,
    /// The total cost of the mistakes found (0 for a sheet written right).
    pub cost: f32,
    /// The notation the sheet was read in.
    pub notation: Notation,
    /// The work the search did: moves compared with a box (bounded by the number of boxes).
    pub work: usize,
}

impl Repair {
    /// The moves, in order.
    pub fn moves(&self) -> Vec<ChessMove> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// Whether every box was read without doubt (no box [`Status::Unsure`]).
    pub fn is_complete(&self) -> bool {
        self.plies
            .iter()
            .all(|p| p.marks.iter().all(|m| m.status != Status::Unsure))
    }

    /// How many boxes are not as written (dropped boxes and moves not written included).
    pub fn changes(&self) -> usize {
        self.plies
            .iter()
            .flat_map(|p| &p.marks)
            .filter(|m| m.status != Status::AsWritten)
            .count()
            + self.dropped.len()
    }
}

impl Repair {
    /// A mark's reason in plain words (English, or Spanish when `es`) with its rule, `None`
    /// for a box as written; the move in the sheet's notation.
    pub fn reason(&self, ply: &Ply, mark: &Mark, es: bool) -> Option<String> {
        if mark.status == Status::AsWritten {
            return None;
        }
        let mv = self.notation.write_move(&ply.before, ply.mv);
        let mut text = mark.kind.reason(es, &mark.written, &mv);
        if !ply.alternatives.is_empty() {
            let alts: Vec<String> = ply
                .alternatives
                .iter()
                .map(|m| self.notation.write_move(&ply.before, *m))
                .collect();
            text.push_str(if es { "; o bien " } else { "; or " });
            text.push_str(&alts.join(", "));
        }
        Some(text)
    }

    /// The repaired game as a [`crate::game::Game`], with `tags`, and a comment at each move
    /// not as written saying what was written and why it changed (English, or Spanish when
    /// `es`); a dropped box is said at the move before it.
    pub fn to_game(&self, tags: Vec<(String, String)>, es: bool) -> crate::game::Game {
        let mut moves = Vec::with_capacity(self.plies.len());
        let mut intro_comments = Vec::new();
        let mut position = self.start;
        for (i, ply) in self.plies.iter().enumerate() {
            let after = position.play(ply.mv);
            let mut comments = Vec::new();
            for mark in &ply.marks {
                if let Some(reason) = self.reason(ply, mark, es) {
                    comments.push(reason);
                }
            }
            for d in self.dropped.iter().filter(|d| d.before_ply == i + 1) {
                comments.push(d.mark.kind.reason(es, &d.mark.written, ""));
            }
            moves.push(crate::game::GameMove {
                mv: ply.mv,
                after,
                span: 0..0,
                draw_offer: false,
                glyphs: Vec::new(),
                comments,
                variations: Vec::new(),
                by_origin: None,
            });
            position = after;
        }
        for d in self.dropped.iter().filter(|d| d.before_ply == 0) {
            intro_comments.push(d.mark.kind.reason(es, &d.mark.written, ""));
        }
        let result = tags
            .iter()
            .find(|(n, _)| n == "Result")
            .map(|(_, v)| v.clone());
        crate::game::Game {
            tags,
            start: self.start,
            moves,
            result,
            intro_comments,
        }
    }
}

/// Two repairs within this cost of the best are "nearly as likely".
pub const UNSURE: f32 = 0.35;

/// Repairs one sheet in `notation`.
pub fn repair(sheet: &Sheet, notation: Notation) -> Repair {
    run(vec![sheet], notation, None)
}

/// Repairs the white player's and the black player's sheets of one game together (`first`'s
/// start position). Each ply has two marks, `first`'s then `second`'s.
pub fn repair_pair(first: &Sheet, second: &Sheet, notation: Notation) -> Repair {
    run(vec![first, second], notation, None)
}

/// Repairs in the notation the sheet's boxes read best in (see [`guess_notation`]).
pub fn repair_auto(sheet: &Sheet) -> Repair {
    repair(sheet, guess_notation(&[sheet]))
}

/// The notation most boxes of the sheets are written in: for each, the boxes that parse as a
/// move of that notation; the most wins (English first on a tie, then Spanish…). A sheet of
/// descriptive moves (`P4R`) or of ICCF digits is recognised as well.
///
/// ```
/// use escaque_core::scoresheet::{guess_notation, Sheet};
/// use escaque_core::{Language, Notation};
/// let sheet = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab5"]);
/// assert_eq!(guess_notation(&[&sheet]), Notation::Algebraic(Language::Es));
/// ```
pub fn guess_notation(sheets: &[&Sheet]) -> Notation {
    let mut best = (0usize, Notation::Algebraic(Language::En));
    for notation in Notation::all() {
        let mut score = 0;
        for sheet in sheets {
            for b in &sheet.boxes {
                if !b.is_blank() && parses(&b.text, notation) {
                    score += 1;
                }
            }
        }
        if score > best.0 {
            best = (score, notation);
        }
    }
    best.1
}

fn parses(text: &str, notation: Notation) -> bool {
    match notation {
        Notation::Algebraic(lang) => crate::san::SanPlus::parse(text, lang).is_ok(),
        Notation::Descriptive(lang) => crate::descriptive::parse(text, lang).is_ok(),
        Notation::Iccf => crate::iccf::parse(text).is_ok(),
    }
}

/// The cost of reading `sheets` as the game of these `moves` (from the first sheet's start):
/// the cheapest alignment of the boxes with them. `None` when no alignment was found.
///
/// The measurement uses it to tell an undecidable slip (another legal game reads the slipped
/// sheet at no higher cost) from a repair gone wrong; see `docs/scoresheet.md`.
pub fn reading_cost(sheets: &[&Sheet], notation: Notation, moves: &[ChessMove]) -> Option<f32> {
    let start = sheets.first()?.start;
    let mut search = Search::new(sheets.to_vec(), notation);
    search.forced = Some(moves.to_vec());
    let paths = search.run(&start);
    paths.first().map(|p| p.cost)
}

/// Repairs `sheets` together; with `forced`, reads them as that game only.
fn run(sheets: Vec<&Sheet>, notation: Notation, forced: Option<Vec<ChessMove>>) -> Repair {
    let start = sheets[0].start;
    let count = sheets.len();
    let mut search = Search::new(sheets.clone(), notation);
    search.forced = forced;
    let paths = search.run(&start);
    let Some(best) = paths.first() else {
        // Unreachable (the empty path always finishes), but never panic.
        return Repair {
            start,
            plies: Vec::new(),
            dropped: Vec::new(),
            cost: 0.0,
            notation,
            work: search.work,
        };
    };
    let moves_of = |steps: &[Step]| -> Vec<ChessMove> {
        steps
            .iter()
            .filter_map(|s| match s {
                Step::Play { mv, .. } => Some(*mv),
                _ => None,
            })
            .collect()
    };
    let best_moves = moves_of(&best.steps);
    // Alternatives: the other finished paths nearly as cheap, where their moves differ.
    let mut alternatives: Vec<Vec<(ChessMove, f32)>> = vec![Vec::new(); best_moves.len()];
    for other in paths.iter().skip(1) {
        let gap = other.cost - best.cost;
        if gap > UNSURE {
            break;
        }
        let theirs = moves_of(&other.steps);
        if let Some(p) =
            (0..best_moves.len().min(theirs.len())).find(|&p| theirs[p] != best_moves[p])
        {
            if !alternatives[p].iter().any(|(m, _)| *m == theirs[p]) {
                alternatives[p].push((theirs[p], gap));
            }
        }
    }
    let mut plies = Vec::with_capacity(best_moves.len());
    let mut dropped = Vec::new();
    let mut position = start;
    for step in &best.steps {
        match step {
            Step::Root => {}
            Step::Skip { sheet, index } => {
                let sheet = *sheet as usize;
                let written = sheets[sheet].boxes[*index as usize].text.clone();
                dropped.push(Dropped {
                    before_ply: plies.len(),
                    mark: Mark {
                        sheet,
                        index: Some(*index as usize),
                        kind: if search_repeats(sheets[sheet], *index as usize) {
                            Kind::WrittenTwice
                        } else {
                            Kind::Extra
                        },
                        written,
                        status: Status::Dropped,
                    },
                });
            }
            Step::Play { mv, reads } => {
                let p = plies.len();
                let alts = &alternatives[p];
                let mut marks = Vec::with_capacity(count);
                let mut step_cost = 0.0;
                for (s, read) in reads.iter().enumerate().take(count) {
                    let mark = match *read {
                        Read::Box(index, c) | Read::Swapped(index, c) => {
                            step_cost += c;
                            let written = sheets[s].boxes[index as usize].text.clone();
                            let blank = sheets[s].boxes[index as usize].is_blank();
                            let kind = if matches!(read, Read::Swapped(..)) {
                                Kind::Swapped
                            } else if c == 0.0 {
                                Kind::None
                            } else {
                                classify(&position, *mv, &written, blank, notation)
                            };
                            let status = if blank {
                                Status::Filled
                            } else if kind == Kind::None {
                                Status::AsWritten
                            } else {
                                Status::Changed
                            };
                            Mark {
                                sheet: s,
                                index: Some(index as usize),
                                written,
                                status,
                                kind,
                            }
                        }
                        Read::NotWritten | Read::Absent => Mark {
                            sheet: s,
                            index: None,
                            written: String::new(),
                            status: Status::Inserted,
                            kind: Kind::NotWritten,
                        },
                    };
                    marks.push(mark);
                }
                if !alts.is_empty() {
                    for m in &mut marks {
                        if m.status != Status::Inserted {
                            m.status = Status::Unsure;
                        }
                    }
                }
                let confidence = match alts.iter().map(|a| a.1).reduce(f32::min) {
                    Some(gap) => 0.5 + 0.5 * (gap / UNSURE).min(1.0) * 0.5,
                    None => (-step_cost / 4.0).exp().clamp(0.5, 1.0),
                };
                plies.push(Ply {
                    mv: *mv,
                    before: position,
                    marks,
                    alternatives: alts.iter().map(|a| a.0).collect(),
                    confidence,
                });
                position = position.play(*mv);
            }
        }
    }
    Repair {
        start,
        plies,
        dropped,
        cost: best.cost,
        notation,
        work: search.work,
    }
}

fn search_repeats(sheet: &Sheet, index: usize) -> bool {
    let text = normalise(&sheet.boxes[index].text);
    !text.is_empty()
        && (1..=2).any(|back| index >= back && normalise(&sheet.boxes[index - back].text) == text)
}

/// The kind of mistake that turns `mv` into `written` (a box that costs more than nothing).
fn classify(
    position: &Position,
    mv: ChessMove,
    written: &str,
    blank: bool,
    notation: Notation,
) -> Kind {
    if blank {
        return Kind::Empty;
    }
    let w = normalise(written);
    if position.is_castling(mv) && !w.is_empty() && w.iter().all(|c| *c == 'O') {
        return Kind::CastlingSide;
    }
    if let Ok(other) = notation.read_move(position, written) {
        if other != mv {
            return Kind::OtherMove;
        }
    }
    let ways = renderings(position, mv, notation);
    let lower = |t: &[char]| -> Vec<char> { t.iter().flat_map(|c| c.to_lowercase()).collect() };
    if ways.iter().any(|r| lower(&r.text) == lower(&w)) {
        return Kind::LowerCase;
    }
    let mut undoubled = w.clone();
    undoubled.dedup();
    if ways.iter().any(|r| *r.text == *undoubled) {
        return Kind::DoubledLetter;
    }
    if let Some(r) = ways.iter().find(|r| *r.text == *w && r.way != Way::Right) {
        return match r.way {
            Way::English => Kind::EnglishLetter,
            Way::PawnShort => Kind::PawnCapture,
            _ => Kind::Disambiguation,
        };
    }
    if mv.get_promotion().is_some()
        && ways
            .iter()
            .any(|r| r.text.len() >= 2 && w.len() >= 2 && r.text[..2] == w[..2])
    {
        return Kind::Promotion;
    }
    // One character different from a way of writing it.
    for r in ways.iter().filter(|r| r.way == Way::Right) {
        if r.text.len() == w.len() {
            let diffs: Vec<(char, char)> = r
                .text
                .iter()
                .zip(&w)
                .filter(|(a, b)| a != b)
                .map(|(a, b)| (*a, *b))
                .collect();
            if let [(a, b)] = diffs[..] {
                let s = cost::substitution(a, b);
                if s == cost::LOOK_ALIKE {
                    return Kind::LookAlike;
                }
                if a.is_uppercase() && b.is_uppercase() {
                    return Kind::PieceLetter;
                }
                return Kind::Square;
            }
        }
    }
    Kind::Other
}

#[cfg(test)]
mod tests;
