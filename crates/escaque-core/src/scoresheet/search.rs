//! The global search: a beam over the tree of legal moves, one layer per ply, each hypothesis a
//! position with how far it has read each sheet. A step plays a legal move and, for each sheet,
//! reads its next box (at the box's [`cost`](super::cost)) or not (a move not written). Between
//! plies a hypothesis may pass over a box that is no move (written twice, or an extra box), and
//! a single sheet's hypothesis may read boxes `i+2, i+1, i` for three plies (two moves of one
//! player in each other's place). Hypotheses that reach the same position having read the same
//! boxes are merged (dynamic programming); each layer keeps those within [`MARGIN`] of its best,
//! at most [`BEAM`] of them, so that the work is bounded by the number of boxes whatever is
//! written in them.

use super::cost::{all_renderings, box_cost_within, marks_capture, normalise, Spelling};
use super::sheet::Sheet;
use crate::{Notation, Position};
use chess::ChessMove;
use std::collections::HashMap;
use std::rc::Rc;

/// A move played that a sheet does not have (the sheet's following boxes move back a place).
pub const NOT_WRITTEN: f32 = 3.0;
/// A move played after the last box of a sheet (the player stopped writing): cheap.
pub const AFTER_END: f32 = 0.4;
/// A box that is no move of the game and repeats one of the two boxes before it.
pub const WRITTEN_TWICE: f32 = 1.5;
/// Any other box that is no move of the game.
pub const EXTRA_BOX: f32 = 3.5;
/// Two moves of one player written in each other's place (added to the three boxes' costs).
pub const SWAPPED: f32 = 2.0;
/// A box whose best move costs at least this much may be misplaced: the search then also tries
/// the realignments (a move not written, two moves swapped).
pub const MISFIT: f32 = 0.1;
/// How far above a box's best move a move is still tried.
pub const WINDOW: f32 = 3.0;
/// How far above a layer's best a hypothesis is kept.
pub const MARGIN: f32 = 3.5;
/// The most hypotheses a layer keeps per alignment of the boxes.
pub const BEAM: usize = 8;
/// The most hypotheses per alignment when they cost the same.
pub const TIES_BEAM: usize = 64;
/// The work budget: moves costed per box. Past half of it the search narrows to the two best
/// hypotheses per alignment without realignments, so that any sheet is answered in time.
pub const WORK_PER_BOX: usize = 3000;
/// Work any sheet may do before narrowing, however short (a short sheet with an empty box
/// needs a few thousand hypotheses).
pub const WORK_FLOOR: usize = 15_000;
/// The cost given to a move sure to cost more than WINDOW above a box's best (never tried).
const COSTLY: f32 = 50.0;
/// A move of a swapped pair must fit its box at least this well.
const SWAP_FIT: f32 = 2.5;
/// Finished paths this much above the best are still kept (for the alternatives).
const UNSURE_KEEP: f32 = 1.0;
/// Hypotheses at most this far above their layer's best try the realignments.
pub const REALIGN_NEAR: f32 = 1.6;
/// The most hypotheses of a layer that try the realignments (the cheapest).
pub const REALIGN_BEAM: usize = 8;
/// Extra boxes passed over in a row, at most.
const MAX_SKIPS: usize = 2;

/// How a ply's move met one sheet.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Read {
    /// Read box `n`, at this cost.
    Box(u32, f32),
    /// Read box `n` as one of a swapped pair.
    Swapped(u32, f32),
    /// No box (a move not written, or after the sheet's end).
    NotWritten,
    /// The sheet is not in this search (one-sheet search's second slot).
    Absent,
}

/// One step of a path: a move, or a box passed over.
#[derive(Clone, Debug)]
pub(crate) enum Step {
    Root,
    Play { mv: ChessMove, reads: [Read; 2] },
    Skip { sheet: u8, index: u32 },
}

#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub parent: u32,
    pub step: Step,
}

#[derive(Clone, Debug)]
struct Hyp {
    pos: Position,
    next: [u32; 2],
    cost: f32,
    node: u32,
    skips: usize,
}

/// A finished path: its nodes from the root, its cost.
#[derive(Clone, Debug)]
pub(crate) struct Path {
    pub steps: Vec<Step>,
    pub cost: f32,
}

type Costed = Rc<[(ChessMove, f32)]>;
/// Every legal move of a position with its ways of being written.
type Spelt = Rc<Spelling>;

/// The search over one or two sheets of one game.
pub(crate) struct Search<'a> {
    sheets: Vec<&'a Sheet>,
    notation: Notation,
    /// Per sheet, per box: normalised text and whether blank.
    written: Vec<Vec<(Vec<char>, bool, bool)>>,
    renders: HashMap<u64, Spelt>,
    costs: HashMap<(u64, u8, u32), Costed>,
    nodes: Vec<Node>,
    /// Work done (moves costed), for the tests of the bound.
    pub work: usize,
    /// Hypotheses expanded.
    pub expanded: usize,
    /// When set, the only game searched: how the sheets read as this game (see
    /// [`super::reading_cost`]).
    pub forced: Option<Vec<ChessMove>>,
}

impl<'a> Search<'a> {
    pub fn new(sheets: Vec<&'a Sheet>, notation: Notation) -> Search<'a> {
        let written = sheets
            .iter()
            .map(|s| {
                s.boxes
                    .iter()
                    .map(|b| (normalise(&b.text), b.is_blank(), marks_capture(&b.text)))
                    .collect()
            })
            .collect();
        Search {
            sheets,
            notation,
            written,
            renders: HashMap::new(),
            costs: HashMap::new(),
            nodes: Vec::new(),
            work: 0,
            expanded: 0,
            forced: None,
        }
    }

    fn len(&self, sheet: usize) -> u32 {
        self.sheets.get(sheet).map_or(0, |s| s.boxes.len() as u32)
    }

    /// Every legal move of `pos` with the cost of box `index` of `sheet` for it, in the order of
    /// the position's move generator (the same for every box).
    fn costed(&mut self, pos: &Position, sheet: usize, index: u32) -> Costed {
        let hash = pos.board().get_hash();
        if let Some(c) = self.costs.get(&(hash, sheet as u8, index)) {
            return c.clone();
        }
        let notation = self.notation;
        let ways = self
            .renders
            .entry(hash)
            .or_insert_with(|| Rc::new(all_renderings(pos, notation)))
            .clone();
        let (text, blank, capture) = &self.written[sheet][index as usize];
        // With one sheet, only the moves within WINDOW of the box's best need their exact
        // cost (the others are never tried): a move read exactly makes the best 0 at once, and
        // the others are cut off early ([`COSTLY`]). Two sheets add their costs, so every
        // move is costed exactly.
        let single = self.sheets.len() == 1 && self.forced.is_none();
        let mut least = if single
            && ways
                .iter()
                .any(|(_, r)| box_cost_within(text, *blank, *capture, r, 0.0) == 0.0)
        {
            0.0
        } else {
            f32::INFINITY
        };
        let list: Vec<(ChessMove, f32)> = ways
            .iter()
            .map(|(mv, r)| {
                let limit = if single {
                    least + WINDOW
                } else {
                    f32::INFINITY
                };
                let c = box_cost_within(text, *blank, *capture, r, limit).min(COSTLY);
                least = least.min(c);
                (mv, c)
            })
            .collect();
        self.work += list.len();
        let list: Costed = list.into();
        self.costs.insert((hash, sheet as u8, index), list.clone());
        list
    }

    /// The cost of the move that reads box `index` of `sheet` best in `pos`.
    fn least(&mut self, pos: &Position, sheet: usize, index: u32) -> f32 {
        self.costed(pos, sheet, index)
            .iter()
            .map(|x| x.1)
            .fold(f32::INFINITY, f32::min)
    }

    fn push_node(&mut self, parent: u32, step: Step) -> u32 {
        self.nodes.push(Node { parent, step });
        (self.nodes.len() - 1) as u32
    }

    /// Whether box `index` of `sheet` is empty or unreadable.
    fn blank(&self, sheet: usize, index: u32) -> bool {
        self.written[sheet][index as usize].1
    }

    fn box_text(&self, sheet: usize, index: u32) -> &[char] {
        &self.written[sheet][index as usize].0
    }

    /// The cost of passing over box `index` of `sheet`.
    fn skip_cost(&self, sheet: usize, index: u32) -> f32 {
        let text = self.box_text(sheet, index);
        let repeats = (1..=2).any(|back| {
            index >= back && !text.is_empty() && self.box_text(sheet, index - back) == text
        });
        if repeats {
            WRITTEN_TWICE
        } else {
            EXTRA_BOX
        }
    }

    /// Runs the search; the finished paths, cheapest first (at most a few).
    pub fn run(&mut self, start: &Position) -> Vec<Path> {
        let sheets = self.sheets.len();
        self.nodes.clear();
        self.nodes.push(Node {
            parent: 0,
            step: Step::Root,
        });
        let mut layers: Vec<Vec<Hyp>> = vec![vec![Hyp {
            pos: *start,
            next: [0, 0],
            cost: 0.0,
            node: 0,
            skips: 0,
        }]];
        let mut finals: Vec<Hyp> = Vec::new();
        // No more plies than boxes, and a few moves not written.
        let longest = (0..sheets).map(|s| self.len(s)).max().unwrap_or(0) as usize;
        let max_ply = (longest + longest / 8 + 4).max(self.forced.as_ref().map_or(0, Vec::len));
        let mut ply = 0;
        while ply < layers.len() && ply <= max_ply {
            let mut layer = std::mem::take(&mut layers[ply]);
            // A hypothesis costing more than a finished path cannot become better than it.
            let bound = finals.iter().map(|f| f.cost).fold(f32::INFINITY, f32::min) + UNSURE_KEEP;
            layer.retain(|h| h.cost <= bound);
            // Boxes passed over, up to MAX_SKIPS in a row: a box written twice, or, near the
            // layer's best, a box no move reads exactly (an extra box). A box that reads
            // exactly is not passed over (else every hypothesis would be tried once more).
            let layer_least = layer.iter().map(|h| h.cost).fold(f32::INFINITY, f32::min);
            // Past half the work budget, the narrowest search: the best few, no realignment.
            let tight = self.work > WORK_PER_BOX * (longest + 1) / 2 + WORK_FLOOR;
            let mut i = 0;
            while i < layer.len() {
                let h = layer[i].clone();
                if h.skips < MAX_SKIPS {
                    for s in 0..sheets {
                        if h.next[s] < self.len(s) {
                            let cost = self.skip_cost(s, h.next[s]);
                            let worth = cost <= WRITTEN_TWICE
                                || self.forced.is_some()
                                || (!tight
                                    && h.cost <= layer_least + REALIGN_NEAR
                                    && self.least(&h.pos, s, h.next[s]) >= MISFIT);
                            if !worth {
                                continue;
                            }
                            let node = self.push_node(
                                h.node,
                                Step::Skip {
                                    sheet: s as u8,
                                    index: h.next[s],
                                },
                            );
                            let mut next = h.next;
                            next[s] += 1;
                            layer.push(Hyp {
                                next,
                                cost: h.cost + cost,
                                node,
                                skips: h.skips + 1,
                                ..h
                            });
                        }
                    }
                }
                i += 1;
            }
            let layer = prune(layer, ply, tight);
            let layer_best = layer.first().map_or(0.0, |h| h.cost);
            for (rank, h) in layer.into_iter().enumerate() {
                // Only the few hypotheses nearest the best try the realignments.
                let realign = self.forced.is_some()
                    || (!tight && rank < REALIGN_BEAM && h.cost <= layer_best + REALIGN_NEAR);
                let done = (0..sheets).all(|s| h.next[s] >= self.len(s))
                    && self.forced.as_ref().is_none_or(|f| ply >= f.len());
                if done {
                    finals.push(h);
                    continue;
                }
                self.expand(&h, ply, realign, &mut layers, &mut finals);
            }
            ply += 1;
        }
        finals.sort_by(|a, b| a.cost.total_cmp(&b.cost));
        finals.truncate(BEAM);
        finals
            .iter()
            .map(|h| Path {
                steps: self.trace(h.node),
                cost: h.cost,
            })
            .collect()
    }

    fn trace(&self, mut node: u32) -> Vec<Step> {
        let mut steps = Vec::new();
        while node != 0 {
            let n = &self.nodes[node as usize];
            steps.push(n.step.clone());
            node = n.parent;
        }
        steps.reverse();
        steps
    }

    fn expand(
        &mut self,
        h: &Hyp,
        ply: usize,
        realign: bool,
        layers: &mut Vec<Vec<Hyp>>,
        finals: &mut Vec<Hyp>,
    ) {
        let sheets = self.sheets.len();
        self.expanded += 1;
        let forced = self.forced.as_ref().map(|f| f.get(ply).copied());
        if forced.is_some_and(|m| m.is_none()) {
            // The forced game is over: the boxes left are passed over.
            self.finish_skipping(h, finals);
            return;
        }
        if let Some(Some(mv)) = forced {
            if (0..sheets).all(|s| h.next[s] >= self.len(s)) {
                // The boxes are over, the forced game is not: its moves are not written.
                let node = self.push_node(
                    h.node,
                    Step::Play {
                        mv,
                        reads: [Read::NotWritten; 2],
                    },
                );
                if layers.len() <= ply + 1 {
                    layers.push(Vec::new());
                }
                layers[ply + 1].push(Hyp {
                    pos: h.pos.play(mv),
                    cost: h.cost + AFTER_END * sheets as f32,
                    node,
                    skips: 0,
                    ..h.clone()
                });
                return;
            }
        }
        let mut per_sheet: [Option<Costed>; 2] = [None, None];
        for (s, slot) in per_sheet.iter_mut().enumerate().take(sheets) {
            if h.next[s] < self.len(s) {
                *slot = Some(self.costed(&h.pos, s, h.next[s]));
            }
        }
        if h.pos.legal_moves().len() == 0 {
            // Mate or stalemate with boxes left: they are passed over.
            self.finish_skipping(h, finals);
            return;
        }
        // The cost of each move read against each sheet (or not written there).
        let Some(moves) = per_sheet.iter().flatten().next().cloned() else {
            return;
        };
        // A box's best reading; for a forced game, its move's (the box may be misplaced for it
        // though another move reads it exactly).
        let best: [f32; 2] = std::array::from_fn(|s| {
            per_sheet[s].as_ref().map_or(0.0, |l| {
                l.iter()
                    .filter(|x| forced.is_none_or(|f| f == Some(x.0)))
                    .map(|x| x.1)
                    .fold(f32::INFINITY, f32::min)
            })
        });
        // The cheapest move over all sheets (with two sheets, not the sum of each one's best).
        let floor: f32 = (0..moves.len())
            .map(|k| {
                (0..sheets)
                    .map(|s| per_sheet[s].as_ref().map_or(AFTER_END, |l| l[k].1))
                    .sum::<f32>()
            })
            .fold(f32::INFINITY, f32::min);
        let mut children: Vec<(ChessMove, [Read; 2], f32)> = Vec::new();
        for (k, &(mv, _)) in moves.iter().enumerate() {
            let mut reads = [Read::Absent; 2];
            let mut total = 0.0;
            for s in 0..sheets {
                match &per_sheet[s] {
                    Some(list) => {
                        let c = list[k].1;
                        reads[s] = Read::Box(h.next[s], c);
                        total += c;
                    }
                    None => {
                        reads[s] = Read::NotWritten;
                        total += AFTER_END;
                    }
                }
            }
            if total <= floor + WINDOW || forced.is_some() {
                children.push((mv, reads, total));
            }
            // A move not written on a sheet whose box does not fit here.
            for s in 0..sheets {
                if realign
                    && per_sheet[s].is_some()
                    && best[s] >= MISFIT
                    && !self.blank(s, h.next[s])
                {
                    let mut alt = reads;
                    alt[s] = Read::NotWritten;
                    let mut total = NOT_WRITTEN;
                    let mut fits = true;
                    for (o, read) in alt.iter().enumerate().take(sheets) {
                        if let Read::Box(_, c) = read {
                            total += c;
                            fits &= *c <= best[o] + WINDOW;
                        } else if o != s {
                            total += AFTER_END;
                        }
                    }
                    if fits {
                        children.push((mv, alt, total));
                    }
                }
            }
        }
        if let Some(Some(only)) = forced {
            children.retain(|c| c.0 == only);
        }
        if layers.len() <= ply + 1 {
            layers.push(Vec::new());
        }
        for (mv, reads, total) in children {
            let mut next = h.next;
            for (s, read) in reads.iter().enumerate() {
                if matches!(read, Read::Box(..)) {
                    next[s] += 1;
                }
            }
            let node = self.push_node(h.node, Step::Play { mv, reads });
            layers[ply + 1].push(Hyp {
                pos: h.pos.play(mv),
                next,
                cost: h.cost + total,
                node,
                skips: 0,
            });
        }
        // An empty box is filled, not taken for a misplaced one (the known mis-repair: `?`
        // straight after a repaired box was read as a move not written).
        for (s, &least) in best.iter().enumerate().take(sheets) {
            if realign
                && least >= MISFIT
                && h.next[s] + 2 < self.len(s)
                && (h.next[s]..h.next[s] + 3).all(|i| !self.blank(s, i))
            {
                self.swaps(h, s, ply, layers);
            }
        }
    }

    /// Passes over every box left and finishes the hypothesis.
    fn finish_skipping(&mut self, h: &Hyp, finals: &mut Vec<Hyp>) {
        let sheets = self.sheets.len();
        let mut cost = h.cost;
        for s in 0..sheets {
            for index in h.next[s]..self.len(s) {
                cost += self.skip_cost(s, index);
            }
        }
        let next = [self.len(0), self.len(1)];
        let mut node = h.node;
        for s in 0..sheets {
            for index in h.next[s]..self.len(s) {
                node = self.push_node(
                    node,
                    Step::Skip {
                        sheet: s as u8,
                        index,
                    },
                );
            }
        }
        finals.push(Hyp {
            next,
            cost,
            node,
            ..h.clone()
        });
    }

    /// Boxes `i+2, i+1, i` read for three plies.
    /// Boxes `i+2, i+1, i` of sheet `s` read for three plies; the other sheet, if any, reads
    /// its next boxes in order.
    fn swaps(&mut self, h: &Hyp, s: usize, ply: usize, layers: &mut Vec<Vec<Hyp>>) {
        let i = h.next[s];
        let other = (self.sheets.len() == 2).then_some(1 - s);
        let forced = self.forced.as_ref().map(|f| {
            let at = |k: usize| f.get(ply + k).copied();
            [at(0), at(1), at(2)]
        });
        let allowed = |k: usize, mv: ChessMove| forced.is_none_or(|f| f[k] == Some(mv));
        let first = self.costed(&h.pos, s, i + 2);
        for &(m1, c1) in first.iter().filter(|x| x.1 <= SWAP_FIT && allowed(0, x.0)) {
            let p1 = h.pos.play(m1);
            let second = self.costed(&p1, s, i + 1);
            for &(m2, c2) in second.iter().filter(|x| x.1 <= SWAP_FIT && allowed(1, x.0)) {
                let p2 = p1.play(m2);
                let third = self.costed(&p2, s, i);
                for &(m3, c3) in third.iter().filter(|x| x.1 <= SWAP_FIT && allowed(2, x.0)) {
                    let mine = [
                        Read::Swapped(i + 2, c1),
                        Read::Box(i + 1, c2),
                        Read::Swapped(i, c3),
                    ];
                    let mut cost = h.cost + SWAPPED + c1 + c2 + c3;
                    let mut reads = [[Read::Absent; 2]; 3];
                    let mut next = h.next;
                    next[s] = i + 3;
                    for (k, (pos, mv)) in [(h.pos, m1), (p1, m2), (p2, m3)].iter().enumerate() {
                        reads[k][s] = mine[k];
                        if let Some(o) = other {
                            if next[o] < self.len(o) {
                                let list = self.costed(pos, o, next[o]);
                                let c = list.iter().find(|x| x.0 == *mv).map_or(COSTLY, |x| x.1);
                                reads[k][o] = Read::Box(next[o], c);
                                cost += c;
                                next[o] += 1;
                            } else {
                                reads[k][o] = Read::NotWritten;
                                cost += AFTER_END;
                            }
                        }
                    }
                    if cost >= COSTLY {
                        continue;
                    }
                    let n1 = self.push_node(
                        h.node,
                        Step::Play {
                            mv: m1,
                            reads: reads[0],
                        },
                    );
                    let n2 = self.push_node(
                        n1,
                        Step::Play {
                            mv: m2,
                            reads: reads[1],
                        },
                    );
                    let n3 = self.push_node(
                        n2,
                        Step::Play {
                            mv: m3,
                            reads: reads[2],
                        },
                    );
                    while layers.len() <= ply + 3 {
                        layers.push(Vec::new());
                    }
                    layers[ply + 3].push(Hyp {
                        pos: p2.play(m3),
                        next,
                        cost,
                        node: n3,
                        skips: 0,
                    });
                }
            }
        }
    }
}

/// Merges hypotheses at the same position having read the same boxes, keeps the best.
fn prune(layer: Vec<Hyp>, ply: usize, tight: bool) -> Vec<Hyp> {
    let mut seen: HashMap<(u64, [u32; 2]), usize> = HashMap::with_capacity(layer.len());
    let mut kept: Vec<Hyp> = Vec::with_capacity(layer.len());
    for h in layer {
        let key = (h.pos.board().get_hash(), h.next);
        match seen.get(&key) {
            Some(&at) => {
                if h.cost < kept[at].cost {
                    kept[at] = h;
                }
            }
            None => {
                seen.insert(key, kept.len());
                kept.push(h);
            }
        }
    }
    kept.sort_by(|a, b| a.cost.total_cmp(&b.cost));
    let Some(best) = kept.first().map(|h| h.cost) else {
        return kept;
    };
    // At most BEAM hypotheses per alignment (boxes read minus plies, per sheet): a realigned
    // hypothesis, dearer at first, is not crowded out by the many near readings of the best
    // alignment.
    let mut per_alignment: HashMap<[i64; 2], (usize, f32)> = HashMap::new();
    kept.retain(|h| {
        if h.cost > best + MARGIN {
            return false;
        }
        let key = [
            i64::from(h.next[0]) - ply as i64,
            i64::from(h.next[1]) - ply as i64,
        ];
        // Ties with the last kept are kept too (an empty box: every move costs the same),
        // up to TIES_BEAM.
        let (count, last) = per_alignment.entry(key).or_insert((0, 0.0));
        *count += 1;
        let keep = if tight {
            *count <= 2
        } else {
            *count <= BEAM || (*count <= TIES_BEAM && h.cost <= *last + 1e-3)
        };
        if keep {
            *last = h.cost;
        }
        keep
    });
    kept
}
