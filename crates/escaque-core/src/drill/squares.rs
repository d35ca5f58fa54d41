//! The prompts of the square drills, drawn from a seed and the squares' weights.
//!
//! A prompt's first square is drawn with the weights ([`super::weights`]) among the squares of
//! the area not asked yet: no square comes twice until every square of the area has come once
//! (then the round starts again, never with the previous prompt's square). The weights decide
//! which squares come first, so squares missed or slow come early in a run. In the diagonal drill the second square is on a diagonal with the first half of the
//! time; in the knight drill the distance is drawn first, then a square at that distance, so
//! every answer from 1 to 6 comes up.

use super::geometry::{knight_distances, on_one_diagonal};
use super::prompt::Prompt;
use super::rng::Rng;
use super::spec::{Area, Mode};
use super::weights::SquareWeights;
use chess::Square;

/// An endless, deterministic source of square prompts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquarePrompts {
    mode: Mode,
    squares: Vec<Square>,
    /// The area's first square (an area is never empty).
    first: Square,
    weights: SquareWeights,
    rng: Rng,
    previous: Option<Square>,
    /// The squares asked in this round (bit = square index).
    asked: u64,
}

impl SquarePrompts {
    /// Prompts for `mode` about the squares of `area` (at least two).
    pub fn new(mode: Mode, area: Area, weights: SquareWeights, rng: Rng) -> SquarePrompts {
        SquarePrompts {
            mode,
            squares: area.squares(),
            first: area.first_square(),
            weights,
            rng,
            previous: None,
            asked: 0,
        }
    }

    /// The next prompt.
    pub fn next_prompt(&mut self) -> Prompt {
        let first = self.first_square();
        self.previous = Some(first);
        match self.mode {
            // (Move and FEN drills never draw square prompts.)
            Mode::Find
            | Mode::Name
            | Mode::Colour
            | Mode::NameMove
            | Mode::PlayMove
            | Mode::Game
            | Mode::OldBook
            | Mode::WriteFen
            | Mode::SetUp => Prompt::Square(first),
            Mode::Diagonal => Prompt::Pair(first, self.diagonal_partner(first)),
            Mode::Knight => Prompt::Pair(first, self.knight_partner(first)),
        }
    }

    /// Draws with the weights among the squares other than the previous one; a square already
    /// asked in this round is drawn again among the squares not asked yet. The result is the
    /// weighted draw among the squares not asked yet, and a link made before this rule asks the
    /// same prompts up to its first repeat.
    fn first_square(&mut self) -> Square {
        let area: u64 = self.squares.iter().map(|s| 1u64 << s.to_index()).sum();
        if self.asked & area == area {
            self.asked = 0;
        }
        let previous = self.previous;
        let mut square = self.draw(|s| Some(s) != previous);
        if square.is_some_and(|s| self.asked & (1 << s.to_index()) != 0) {
            let asked = self.asked;
            square = self.draw(|s| Some(s) != previous && asked & (1 << s.to_index()) == 0);
        }
        // (Only when no square has weight: the area's first.)
        let square = square.unwrap_or(self.first);
        self.asked |= 1 << square.to_index();
        square
    }

    /// One weighted draw among the squares that `allowed` lets through.
    fn draw(&mut self, allowed: impl Fn(Square) -> bool) -> Option<Square> {
        let weights: Vec<u32> = self
            .squares
            .iter()
            .map(|&s| {
                if allowed(s) {
                    self.weights.of(s.to_index())
                } else {
                    0
                }
            })
            .collect();
        self.rng.weighted(&weights).map(|index| self.squares[index])
    }

    fn diagonal_partner(&mut self, first: Square) -> Square {
        let (on, off): (Vec<Square>, Vec<Square>) = self
            .squares
            .iter()
            .copied()
            .filter(|&s| s != first)
            .partition(|&s| on_one_diagonal(first, s));
        let (wanted, other) = if self.rng.coin() {
            (on, off)
        } else {
            (off, on)
        };
        self.rng
            .choose(&wanted)
            .or_else(|| self.rng.choose(&other))
            .unwrap_or(first)
    }

    fn knight_partner(&mut self, first: Square) -> Square {
        let distances = knight_distances(first);
        let mut available: Vec<u8> = self
            .squares
            .iter()
            .filter(|&&s| s != first)
            .map(|s| distances[s.to_index()])
            .collect();
        available.sort_unstable();
        available.dedup();
        let Some(distance) = self.rng.choose(&available) else {
            return first;
        };
        let at_distance: Vec<Square> = self
            .squares
            .iter()
            .copied()
            .filter(|&s| s != first && distances[s.to_index()] == distance)
            .collect();
        self.rng.choose(&at_distance).unwrap_or(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::geometry::knight_distance;

    fn prompts(mode: Mode, area: Area, seed: u64, count: usize) -> Vec<Prompt> {
        let mut source = SquarePrompts::new(mode, area, SquareWeights::UNIFORM, Rng::new(seed));
        (0..count).map(|_| source.next_prompt()).collect()
    }

    #[test]
    fn never_the_previous_square_even_on_two_squares() {
        let two = Area::new(0b11, 0b1).unwrap();
        let run = prompts(Mode::Find, two, 3, 50);
        for pair in run.windows(2) {
            assert_ne!(pair[0].first_square(), pair[1].first_square());
        }
        let whole = prompts(Mode::Diagonal, Area::WHOLE, 4, 500);
        for pair in whole.windows(2) {
            assert_ne!(pair[0].first_square(), pair[1].first_square());
        }
    }

    #[test]
    fn no_square_comes_twice_until_the_area_is_used_up() {
        let distinct = |run: &[Prompt]| {
            let mut seen: Vec<Square> = run.iter().map(Prompt::first_square).collect();
            seen.sort_unstable_by_key(|s| s.to_index());
            seen.dedup();
            seen.len()
        };
        for mode in [
            Mode::Find,
            Mode::Name,
            Mode::Colour,
            Mode::Diagonal,
            Mode::Knight,
        ] {
            for seed in 0..20 {
                let run = prompts(mode, Area::WHOLE, seed, 70);
                assert_eq!(distinct(&run[..64]), 64, "{mode} {seed}");
                assert_eq!(distinct(&run[64..]), 6, "{mode} {seed}");
                assert_ne!(run[63].first_square(), run[64].first_square());
            }
        }
        let small = Area::new(0b11, 0b11).unwrap();
        let run = prompts(Mode::Find, small, 9, 12);
        for round in run.chunks(4) {
            assert_eq!(distinct(round), 4, "{run:?}");
        }
    }

    #[test]
    fn weights_still_decide_which_squares_come_first() {
        let mut stats = [crate::drill::weights::SquareStats::default(); 64];
        for stat in stats.iter_mut() {
            stat.seen = 10;
        }
        stats[Square::E4.to_index()].missed = 10;
        let weights = SquareWeights::from_stats(&stats);
        let early = (0..200)
            .filter(|&seed| {
                let mut source =
                    SquarePrompts::new(Mode::Find, Area::WHOLE, weights, Rng::new(seed));
                (0..10).any(|_| source.next_prompt().first_square() == Square::E4)
            })
            .count();
        // Uniform: 10 of 64 prompts, about 31 runs in 200. Missed every time: far more.
        assert!(
            early > 80,
            "{early} of 200 runs asked e4 in their first ten prompts"
        );
    }

    #[test]
    fn prompts_stay_in_the_area() {
        let area = Area::new(0b0000_1111, 0b1100_0000).unwrap();
        for mode in Mode::ALL {
            for prompt in prompts(mode, area, 5, 200) {
                for square in prompt.squares() {
                    assert!(area.contains(square), "{mode}: {square}");
                }
            }
        }
    }

    #[test]
    fn diagonal_answers_are_balanced_and_knight_answers_all_come_up() {
        let run = prompts(Mode::Diagonal, Area::WHOLE, 6, 1000);
        let yes = run
            .iter()
            .filter(|p| matches!(p, Prompt::Pair(a, b) if on_one_diagonal(*a, *b)))
            .count();
        assert!((400..600).contains(&yes), "{yes} of 1000 on a diagonal");
        let mut seen = [0; 7];
        for prompt in prompts(Mode::Knight, Area::WHOLE, 7, 1000) {
            if let Prompt::Pair(a, b) = prompt {
                assert_ne!(a, b);
                seen[knight_distance(a, b) as usize] += 1;
            }
        }
        assert_eq!(seen[0], 0);
        // Six moves only separate opposite corners; every other answer is common.
        assert!(
            seen[1..6].iter().all(|&n| n > 50) && seen[6] > 0,
            "{seen:?}"
        );
    }
}
