//! The squares a square drill asks about: an [`Area`] of chosen files and ranks, never fewer
//! than [`MIN_AREA_SQUARES`] squares (a drill must have a square to ask after the previous one).
//!
//! ```
//! use escaque_core::chess::Square;
//! use escaque_core::drill::{Area, SpecError};
//! let queenside = Area::new(0b0000_1111, 0xff).unwrap();
//! assert_eq!(queenside.file_letters(), "abcd");
//! assert!(queenside.contains(Square::D8) && !queenside.contains(Square::E1));
//! assert_eq!(queenside.square_count(), 32);
//! assert_eq!(Area::new(0b1, 0b1), Err(SpecError::AreaTooSmall));
//! assert_eq!(Area::new(0, 0xff), Err(SpecError::AreaTooSmall));
//! assert_eq!(Area::WHOLE.with_file(0, false).unwrap().file_letters(), "bcdefgh");
//! ```

use super::error::SpecError;
pub use crate::drill::limits::MIN_AREA_SQUARES;
use chess::Square;

/// The files and ranks a drill asks about (every square where both are chosen), at least
/// [`MIN_AREA_SQUARES`] squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Area {
    /// Bit `i` set: file `a + i` is asked.
    files: u8,
    /// Bit `i` set: rank `1 + i` is asked.
    ranks: u8,
}

impl Default for Area {
    fn default() -> Area {
        Area::WHOLE
    }
}

impl Area {
    /// The whole board.
    pub const WHOLE: Area = Area {
        files: 0xff,
        ranks: 0xff,
    };

    /// The area of the files of `files` (bit `i`: file `a + i`) and the ranks of `ranks`
    /// (bit `i`: rank `1 + i`).
    ///
    /// # Errors
    /// [`SpecError::AreaTooSmall`] when they leave fewer than [`MIN_AREA_SQUARES`] squares.
    pub fn new(files: u8, ranks: u8) -> Result<Area, SpecError> {
        let squares = (files.count_ones() * ranks.count_ones()) as usize;
        if squares < MIN_AREA_SQUARES {
            return Err(SpecError::AreaTooSmall);
        }
        Ok(Area { files, ranks })
    }

    /// The same area with file `index` (0: `a`) asked or not.
    ///
    /// # Errors
    /// [`SpecError::AreaTooSmall`] when too few squares would be left.
    pub fn with_file(self, index: u8, asked: bool) -> Result<Area, SpecError> {
        Area::new(with_bit(self.files, index, asked), self.ranks)
    }

    /// The same area with rank `index` (0: rank 1) asked or not.
    ///
    /// # Errors
    /// [`SpecError::AreaTooSmall`] when too few squares would be left.
    pub fn with_rank(self, index: u8, asked: bool) -> Result<Area, SpecError> {
        Area::new(self.files, with_bit(self.ranks, index, asked))
    }

    /// The chosen files: bit `i` set for file `a + i`.
    pub fn files(self) -> u8 {
        self.files
    }

    /// The chosen ranks: bit `i` set for rank `1 + i`.
    pub fn ranks(self) -> u8 {
        self.ranks
    }

    /// Whether file `index` (0: `a`) is asked.
    pub fn has_file(self, index: u8) -> bool {
        index < 8 && self.files & (1 << index) != 0
    }

    /// Whether rank `index` (0: rank 1) is asked.
    pub fn has_rank(self, index: u8) -> bool {
        index < 8 && self.ranks & (1 << index) != 0
    }

    /// Whether the square is asked about.
    pub fn contains(self, square: Square) -> bool {
        self.files & (1 << square.get_file().to_index()) != 0
            && self.ranks & (1 << square.get_rank().to_index()) != 0
    }

    /// The squares asked about, a1 first (never fewer than [`MIN_AREA_SQUARES`]).
    pub fn squares(self) -> Vec<Square> {
        chess::ALL_SQUARES
            .into_iter()
            .filter(|&s| self.contains(s))
            .collect()
    }

    /// The first square asked about, a1 first (an area is never empty).
    pub fn first_square(self) -> Square {
        let file = chess::File::from_index(self.files.trailing_zeros() as usize);
        let rank = chess::Rank::from_index(self.ranks.trailing_zeros() as usize);
        Square::make_square(rank, file)
    }

    /// How many squares are asked about.
    pub fn square_count(self) -> usize {
        (self.files.count_ones() * self.ranks.count_ones()) as usize
    }

    /// The chosen files as letters (`abcd`).
    pub fn file_letters(self) -> String {
        (0..8u8)
            .filter(|&i| self.has_file(i))
            .map(|i| char::from(b'a' + i))
            .collect()
    }

    /// The files and ranks left out, as words a style sheet matches (`a b c d`, `1 2`): the
    /// board dims their squares. Empty for the whole board.
    ///
    /// ```
    /// use escaque_core::drill::Area;
    /// let kingside = Area::new(0b1111_0000, 0xff).unwrap();
    /// assert_eq!(kingside.left_out(), ("a b c d".to_string(), String::new()));
    /// ```
    pub fn left_out(self) -> (String, String) {
        let words = |has: &dyn Fn(u8) -> bool, first: u8| {
            (0..8u8)
                .filter(|&i| !has(i))
                .map(|i| char::from(first + i).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        (
            words(&|i| self.has_file(i), b'a'),
            words(&|i| self.has_rank(i), b'1'),
        )
    }

    /// The chosen ranks as digits (`1234`).
    pub fn rank_digits(self) -> String {
        (0..8u8)
            .filter(|&i| self.has_rank(i))
            .map(|i| char::from(b'1' + i))
            .collect()
    }
}

fn with_bit(mask: u8, index: u8, on: bool) -> u8 {
    let bit = 1u8.checked_shl(u32::from(index)).unwrap_or(0);
    if on {
        mask | bit
    } else {
        mask & !bit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_area_of_fewer_than_two_squares_cannot_be_built() {
        for files in 0..=u8::MAX {
            for ranks in [0u8, 0b1, 0b11, 0x80, 0xff] {
                let squares = (files.count_ones() * ranks.count_ones()) as usize;
                match Area::new(files, ranks) {
                    Ok(area) => {
                        assert!(squares >= MIN_AREA_SQUARES, "{files:b}×{ranks:b}");
                        assert_eq!(area.squares().len(), squares);
                        assert_eq!(area.square_count(), squares);
                        assert_eq!(area.squares()[0], area.first_square());
                    }
                    Err(error) => {
                        assert!(squares < MIN_AREA_SQUARES, "{files:b}×{ranks:b}");
                        assert_eq!(error, SpecError::AreaTooSmall);
                    }
                }
            }
        }
    }

    #[test]
    fn a_toggle_that_would_leave_one_square_is_refused() {
        let two = Area::new(0b1, 0b11).unwrap();
        assert_eq!(two.with_rank(1, false), Err(SpecError::AreaTooSmall));
        assert_eq!(two.with_file(0, false), Err(SpecError::AreaTooSmall));
        let four = two.with_file(7, true).unwrap();
        assert_eq!(
            (four.file_letters().as_str(), four.rank_digits().as_str()),
            ("ah", "12")
        );
        assert_eq!(
            four.with_file(9, true),
            Ok(four),
            "no file 9: nothing changes"
        );
        assert!(four.has_file(7) && !four.has_file(6) && !four.has_file(9));
    }
}
