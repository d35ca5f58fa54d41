// The three large lookup tables, computed once, on first use, instead of being embedded in the
// binary: MOVES (the magic-bitboard slider moves, 105k entries, 840 KB), BETWEEN and LINE (32 KB
// each). Upstream embeds them as `const` arrays written by the build script; for a WebAssembly
// build that is most of the data section of every page load. The build script still finds the
// magic numbers (MAGIC_NUMBERS, kept embedded: 3 KB); here MOVES is refilled from them exactly
// as the build script fills it, so every lookup gives the same answer.
//
// The tables are allocated (zeroed) and written once, inside `INIT.call_once`, by `ready()`: on
// the heap, not in zeroed statics, so that a program that never makes a `Board` reserves no
// memory for them, and a WebAssembly module split by route (whose chunks carry their statics as
// data) carries none of their bytes.

// A child module of `magic` (it reads the build script's `Magic`, `MAGIC_NUMBERS`, `ROOK`,
// `BISHOP` and `NUM_MOVES`, private there).

use super::{BISHOP, MAGIC_NUMBERS, NUM_MOVES, ROOK};
use crate::bitboard::BitBoard;
use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::Once;

/// The three tables, in one allocation.
struct Tables {
    moves: [BitBoard; NUM_MOVES],
    between: [[BitBoard; 64]; 64],
    line: [[BitBoard; 64]; 64],
}

static INIT: Once = Once::new();
/// The tables once `INIT` has run (never freed), else null.
static TABLES: AtomicPtr<Tables> = AtomicPtr::new(ptr::null_mut());

/// Computes the tables unless done already; the fast path is one load and one branch.
#[inline(always)]
pub(crate) fn ready() {
    INIT.call_once(fill);
}

// The readers below must come after `ready()`: in the public functions of `magic`, directly;
// in the rest of the crate, through `Board::new()`, which every `Board` comes from.

/// The tables; `ready()` must have run.
#[inline(always)]
unsafe fn tables() -> &'static Tables {
    &*TABLES.load(Ordering::Acquire)
}

/// The slider moves table, indexed by `Magic::offset` plus the magic hash of the blockers.
#[inline(always)]
pub(crate) unsafe fn moves_unchecked() -> &'static [BitBoard; NUM_MOVES] {
    &tables().moves
}

/// The squares strictly between two squares on a line, or EMPTY.
#[inline(always)]
pub(crate) unsafe fn between_unchecked() -> &'static [[BitBoard; 64]; 64] {
    &tables().between
}

/// The whole line (rank, file or diagonal) through two squares, or EMPTY.
#[inline(always)]
pub(crate) unsafe fn line_unchecked() -> &'static [[BitBoard; 64]; 64] {
    &tables().line
}

/// The eight directions as (file, rank) steps, opposite ones side by side (`d ^ 1`): the first
/// four are the rook's, the last four the bishop's.
const DIRECTIONS: [(i8, i8); 8] = [
    (-1, 0),
    (1, 0),
    (0, 1),
    (0, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
    (-1, -1),
];

/// For each direction and square, the squares from there to the edge (the square excluded).
fn rays() -> [[u64; 64]; 8] {
    let mut rays = [[0; 64]; 8];
    for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
        for sq in 0..64 {
            let (mut f, mut r) = ((sq & 7) as i8 + df, (sq >> 3) as i8 + dr);
            while (0..8).contains(&f) && (0..8).contains(&r) {
                rays[d][sq] |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
        }
    }
    rays
}

/// The squares a slider on `sq` reaches along the four directions from `FIRST` (0: a rook's, 4:
/// a bishop's), up to and including the first square of `occupied` in each.
#[inline(always)]
fn slide<const FIRST: usize>(rays: &[[u64; 64]; 8], sq: usize, occupied: u64) -> u64 {
    let mut reached = 0;
    for d in FIRST..FIRST + 4 {
        let mut ray = rays[d][sq];
        let blocked = ray & occupied;
        if blocked != 0 {
            // The nearest blocker: the lowest square for directions that go up the board (or
            // right along a rank), the highest for the others.
            let (df, dr) = DIRECTIONS[d];
            let first = if dr > 0 || (dr == 0 && df > 0) {
                blocked.trailing_zeros()
            } else {
                63 - blocked.leading_zeros()
            };
            ray ^= rays[d][first as usize];
        }
        reached |= ray;
    }
    reached
}

/// Fills the entries of MOVES of a rook (`FIRST` 0) or a bishop (`FIRST` 4) on `sq`. Not inlined on purpose: a WebAssembly engine such as V8 runs a call to its end in the
/// tier it started in, so 128 short calls let the later ones run optimised code.
#[inline(never)]
fn fill_square<const FIRST: usize>(
    moves: &mut [BitBoard; NUM_MOVES],
    rays: &[[u64; 64]; 8],
    sq: usize,
) {
    let m = MAGIC_NUMBERS[if FIRST == 0 { ROOK } else { BISHOP }][sq];
    // Every subset of the mask (the carry-rippler trick), the empty one included.
    let mut blockers = 0u64;
    loop {
        let index = m.offset as usize + (m.magic_number * BitBoard(blockers)).to_size(m.rightshift);
        moves[index].0 |= slide::<FIRST>(rays, sq, blockers);
        blockers = blockers.wrapping_sub(m.mask.0) & m.mask.0;
        if blockers == 0 {
            break;
        }
    }
}

/// Allocates and fills the three tables; run once, by `ready()`.
fn fill() {
    // Safe: all zeroes is a valid `Tables` (bitboards are `u64`s), EMPTY everywhere.
    let mut tables: Box<Tables> = unsafe { Box::new_zeroed().assume_init() };
    let Tables {
        moves,
        between,
        line,
    } = &mut *tables;
    let rays = rays();
    for sq in 0..64 {
        fill_square::<0>(moves, &rays, sq);
        fill_square::<4>(moves, &rays, sq);
    }
    for a in 0..64 {
        for d in 0..8 {
            // LINE: both rays through `a`, and `a`; BETWEEN: the ray from `a` short of `b`.
            let whole = rays[d][a] | rays[d ^ 1][a] | 1u64 << a;
            let mut beyond = rays[d][a];
            while beyond != 0 {
                let b = beyond.trailing_zeros() as usize;
                beyond &= beyond - 1;
                line[a][b].0 = whole;
                between[a][b].0 = rays[d][a] & !rays[d][b] & !(1u64 << b);
            }
        }
    }
    // Kept for the program's life; readers come after `call_once` has returned.
    TABLES.store(Box::into_raw(tables), Ordering::Release);
}

#[cfg(test)]
mod tests {
    use super::*;

    // The tables as the build script computes them (`const MOVES`, `BETWEEN`, `LINE`; they
    // shadow the statics of the glob import).
    include!(concat!(env!("OUT_DIR"), "/big_tables_gen.rs"));

    #[test]
    fn tables_equal_the_build_scripts() {
        ready();
        unsafe {
            assert!(moves_unchecked()[..] == MOVES[..], "MOVES");
            for a in 0..64 {
                assert_eq!(between_unchecked()[a], BETWEEN[a], "BETWEEN from {}", a);
                assert_eq!(line_unchecked()[a], LINE[a], "LINE from {}", a);
            }
        }
    }
}
