//! The prompts of the square drills, drawn from a seed and the squares' weights.
//!
//! A prompt's first square is drawn with the weights ([`super::weights`]), never the previous
//! prompt's. In the diagonal drill the second square is on a diagonal with the first half of the
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
    weights: SquareWeights,
    rng: Rng,
    previous: Option<Square>,
}

impl SquarePrompts {
    /// Prompts for `mode` about the squares of `area` (at least two).
    pub fn new(mode: Mode, area: Area, weights: SquareWeights, rng: Rng) -> SquarePrompts {
        SquarePrompts {
            mode,
            squares: area.squares(),
            weights,
            rng,
            previous: None,
        }
    }

    /// The next prompt.
    pub fn next_prompt(&mut self) -> Prompt {
        let first = self.first_square();
        self.previous = Some(first);
        match self.mode {
            // (Move drills never draw square prompts.)
            Mode::Find
            | Mode::Name
            | Mode::Colour
            | Mode::NameMove
            | Mode::PlayMove
            | Mode::Game => Prompt::Square(first),
            Mode::Diagonal => Prompt::Pair(first, self.diagonal_partner(first)),
            Mode::Knight => Prompt::Pair(first, self.knight_partner(first)),
        }
    }

    fn first_square(&mut self) -> Square {
        let previous = self.previous;
        let weights: Vec<u32> = self
            .squares
            .iter()
            .map(|&s| {
                if Some(s) == previous {
                    0
                } else {
                    self.weights.of(s.to_index())
                }
            })
            .collect();
        match self.rng.weighted(&weights) {
            Some(index) => self.squares[index],
            // Fewer than two squares: the spec refuses that, but never panic.
            None => self.squares.first().copied().unwrap_or(Square::E4),
        }
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
        let two = Area {
            files: 0b11,
            ranks: 0b1,
        };
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
    fn prompts_stay_in_the_area() {
        let area = Area {
            files: 0b0000_1111,
            ranks: 0b1100_0000,
        };
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
