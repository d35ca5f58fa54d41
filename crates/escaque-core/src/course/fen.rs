//! What a wrong answer to a FEN exercise missed: which group of the FEN holds the piece (its
//! rank), or where in the group it is (its file), or the field of the en passant square.

use super::Exercise;
use crate::position::{file_char, rank_char};
use chess::Square;

/// Why the square pressed is not the one the FEN names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenMiss {
    /// Another rank: the piece is written in `group` (`5N2`), the FEN's group of rank `rank`
    /// (the groups go from rank 8 down to rank 1), as `letter`.
    Rank {
        group: String,
        rank: char,
        letter: char,
    },
    /// The right rank, another file: in `group`, `before` squares come before `letter` (empty
    /// ones counted by the digits), so it stands on `file`.
    File {
        group: String,
        rank: char,
        letter: char,
        before: u8,
        file: char,
    },
    /// The square pressed holds the man asked for but of the other colour: its letter
    /// `pressed_letter` is the other case of `letter` (capitals are White's, small letters
    /// Black's).
    Colour { pressed_letter: char, letter: char },
    /// The en passant square is written in the FEN's own field, after the castling rights.
    EnPassant { field: String },
}

/// The letter `placement` (a FEN's first field) writes for `square`, if a man stands there.
fn letter_at(placement: &str, square: Square) -> Option<char> {
    let group = placement.split('/').nth(7 - square.get_rank().to_index())?;
    let file_index = square.get_file().to_index();
    let mut at = 0;
    for c in group.chars() {
        match c.to_digit(10) {
            Some(n) => at += n as usize,
            None => {
                if at == file_index {
                    return Some(c);
                }
                at += 1;
            }
        }
    }
    None
}

/// What pressing `pressed` missed in a FEN exercise; `None` for the right square or another
/// kind of exercise.
///
/// ```
/// use escaque_core::course::{fen_miss, Exercise, FenMiss};
/// use escaque_core::{chess::Square, Role};
/// let e = Exercise::FenSquare {
///     fen: "8/8/3k4/8/8/5N2/8/K7 w - - 0 1", square: "f3", role: Some(Role::Knight), white: true,
/// };
/// assert_eq!(fen_miss(&e, Square::F4),
///     Some(FenMiss::Rank { group: "5N2".into(), rank: '3', letter: 'N' }));
/// assert_eq!(fen_miss(&e, Square::E3),
///     Some(FenMiss::File { group: "5N2".into(), rank: '3', letter: 'N', before: 5, file: 'f' }));
/// assert_eq!(fen_miss(&e, Square::F3), None);
/// // A white pawn pressed for the black one: the case of the letter, not its place.
/// let e = Exercise::FenSquare {
///     fen: "6k1/8/8/4p3/8/8/3P4/6K1 w - - 0 1", square: "e5", role: Some(Role::Pawn), white: false,
/// };
/// assert_eq!(fen_miss(&e, Square::D2), Some(FenMiss::Colour { pressed_letter: 'P', letter: 'p' }));
/// ```
pub fn fen_miss(exercise: &Exercise, pressed: Square) -> Option<FenMiss> {
    let Exercise::FenSquare {
        fen, square, role, ..
    } = *exercise
    else {
        return None;
    };
    let asked = super::square(square);
    if pressed == asked {
        return None;
    }
    let mut fields = fen.split_whitespace();
    let placement = fields.next()?;
    if role.is_none() {
        let field = fields.nth(2)?.to_string();
        return Some(FenMiss::EnPassant { field });
    }
    let rank_index = asked.get_rank().to_index();
    let group = placement.split('/').nth(7 - rank_index)?.to_string();
    let rank = rank_char(asked.get_rank());
    let file_index = asked.get_file().to_index();
    let letter = letter_at(placement, asked)?;
    // The same man of the other colour: the letter's case was missed, not its place.
    if let Some(pressed_letter) = letter_at(placement, pressed) {
        if pressed_letter != letter && pressed_letter.eq_ignore_ascii_case(&letter) {
            return Some(FenMiss::Colour {
                pressed_letter,
                letter,
            });
        }
    }
    if pressed.get_rank() != asked.get_rank() {
        return Some(FenMiss::Rank {
            group,
            rank,
            letter,
        });
    }
    Some(FenMiss::File {
        group,
        rank,
        letter,
        before: file_index as u8,
        file: file_char(asked.get_file()),
    })
}
