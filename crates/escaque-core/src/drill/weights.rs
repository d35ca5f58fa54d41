//! Spaced repetition for the square drills: squares missed or answered slowly come back more
//! often in later runs.
//!
//! Each square keeps three small counters per drill: how often it was asked, missed, and answered
//! right but slowly. When a square has been asked [`DECAY_AT`] times the counters are halved, so
//! recent runs count most. The weight of a square is an integer (the drills use no floating
//! point on the way to a prompt, so a seed and a history give the same prompts everywhere).
//!
//! ```
//! use escaque_core::drill::weights::{SquareStats, SquareWeights, BASE_WEIGHT};
//! let mut stats = [SquareStats::default(); 64];
//! stats[28] = SquareStats { seen: 4, missed: 2, slow: 1 }; // e4
//! let weights = SquareWeights::from_stats(&stats);
//! assert!(weights.of(28) > 2 * BASE_WEIGHT); // missed half the time: asked over twice as often
//! ```

use super::prompt::Prompt;
use serde::{Deserialize, Serialize};

/// The weight of a square asked before and always answered right, quickly.
pub const BASE_WEIGHT: u32 = 8;
/// Extra weight of a square never asked.
pub const UNSEEN_BONUS: u32 = 4;
/// Extra weight of a square missed every time.
pub const MISS_WEIGHT: u32 = 24;
/// Extra weight of a square answered slowly every time.
pub const SLOW_WEIGHT: u32 = 8;
/// Counters are halved when `seen` reaches this.
pub const DECAY_AT: u16 = 20;
/// A right answer is slow when it took more than twice the run's median, and at least this long.
pub const SLOW_FLOOR_MS: u32 = 1500;

/// What one square's history says.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SquareStats {
    pub seen: u16,
    pub missed: u16,
    pub slow: u16,
}

/// The chance of each square (by index, a1 = 0) to be asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SquareWeights([u32; 64]);

impl Default for SquareWeights {
    fn default() -> SquareWeights {
        SquareWeights::UNIFORM
    }
}

impl SquareWeights {
    /// Every square alike: for shared links and first runs.
    pub const UNIFORM: SquareWeights = SquareWeights([BASE_WEIGHT; 64]);

    /// Weights from a drill's square history.
    pub fn from_stats(stats: &[SquareStats; 64]) -> SquareWeights {
        let mut weights = [BASE_WEIGHT; 64];
        for (weight, s) in weights.iter_mut().zip(stats) {
            *weight += if s.seen == 0 {
                UNSEEN_BONUS
            } else {
                let seen = u32::from(s.seen);
                (MISS_WEIGHT * u32::from(s.missed.min(s.seen))
                    + SLOW_WEIGHT * u32::from(s.slow.min(s.seen)))
                    / seen
            };
        }
        SquareWeights(weights)
    }

    /// Weights given square by square (a1 first): a saved run's, read back.
    pub const fn from_array(weights: [u32; 64]) -> SquareWeights {
        SquareWeights(weights)
    }

    /// The weights square by square (a1 first), to save a run.
    pub const fn to_array(&self) -> [u32; 64] {
        self.0
    }

    /// The weight of the square with index `index` (a1 = 0, h8 = 63).
    pub fn of(&self, index: usize) -> u32 {
        self.0[index]
    }
}

/// One answered prompt, as the statistics need it.
#[derive(Copy, Clone, Debug)]
pub struct Outcome {
    pub prompt: Prompt,
    pub correct: bool,
    pub millis: u32,
}

/// Adds a run's answers to a drill's square history. Both squares of a pair are counted.
pub fn record_run(stats: &mut [SquareStats; 64], outcomes: &[Outcome]) {
    let mut right: Vec<u32> = outcomes
        .iter()
        .filter(|o| o.correct)
        .map(|o| o.millis)
        .collect();
    right.sort_unstable();
    let median = right.get(right.len() / 2).copied().unwrap_or(0);
    let slow_after = (2 * median).max(SLOW_FLOOR_MS);
    for outcome in outcomes {
        for square in outcome.prompt.squares() {
            let s = &mut stats[square.to_index()];
            s.seen = s.seen.saturating_add(1);
            if !outcome.correct {
                s.missed = s.missed.saturating_add(1);
            } else if outcome.millis > slow_after {
                s.slow = s.slow.saturating_add(1);
            }
            if s.seen >= DECAY_AT {
                *s = SquareStats {
                    seen: s.seen / 2,
                    missed: s.missed / 2,
                    slow: s.slow / 2,
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::Square;

    fn outcome(square: Square, correct: bool, millis: u32) -> Outcome {
        Outcome {
            prompt: Prompt::Square(square),
            correct,
            millis,
        }
    }

    #[test]
    fn misses_weigh_more_than_slowness_and_both_more_than_nothing() {
        let mut stats = [SquareStats::default(); 64];
        let mut run = vec![
            outcome(Square::E4, false, 900),
            outcome(Square::D5, true, 9_000),
        ];
        run.extend((0..10).map(|_| outcome(Square::A1, true, 800)));
        record_run(&mut stats, &run);
        assert_eq!(
            stats[Square::E4.to_index()],
            SquareStats {
                seen: 1,
                missed: 1,
                slow: 0
            }
        );
        assert_eq!(stats[Square::D5.to_index()].slow, 1);
        let weights = SquareWeights::from_stats(&stats);
        let (e4, d5, a1, h8) = (
            weights.of(Square::E4.to_index()),
            weights.of(Square::D5.to_index()),
            weights.of(Square::A1.to_index()),
            weights.of(Square::H8.to_index()),
        );
        assert!(e4 > d5 && d5 > h8 && h8 > a1, "{e4} {d5} {h8} {a1}");
        assert_eq!(a1, BASE_WEIGHT);
    }

    #[test]
    fn old_answers_fade() {
        let mut stats = [SquareStats::default(); 64];
        record_run(&mut stats, &[outcome(Square::E4, false, 500)]);
        let missed_once = SquareWeights::from_stats(&stats).of(Square::E4.to_index());
        for _ in 0..40 {
            record_run(&mut stats, &[outcome(Square::E4, true, 500)]);
        }
        let after = stats[Square::E4.to_index()];
        assert!(after.seen < DECAY_AT && after.missed == 0, "{after:?}");
        assert!(SquareWeights::from_stats(&stats).of(Square::E4.to_index()) < missed_once);
    }
}
