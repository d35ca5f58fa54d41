//! Where a refused FEN goes wrong, and what a teacher most likely meant: the field and the
//! character a [`FenError`] names (so that a builder's message points at column 22, not at the
//! line's first column), and the piece a letter of the teacher's own notation names (a Spanish
//! `T` is a rook: FEN writes `R`).
//!
//! ```
//! use escaque_core::drill::fen_error::{fault, foreign_letter};
//! use escaque_core::{FenError, Language, Role};
//! let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/TNBQKBNT w KQkq - 0 1";
//! let error = fen.parse::<escaque_core::Position>().unwrap_err();
//! assert_eq!(error, FenError::BadPieceChar('T'));
//! assert_eq!(fault(fen, &error), 35); // the first T, column 36
//! assert_eq!(foreign_letter('T', Some(Language::Es)), Some(Role::Rook));
//! assert_eq!(foreign_letter('t', None), Some(Role::Rook));
//! assert_eq!(foreign_letter('x', Some(Language::Es)), None);
//! ```

use crate::position::FenError;
use crate::{Language, Role};

/// The fields of `fen` with their byte offsets: split at whitespace.
fn fields(fen: &str) -> Vec<(usize, &str)> {
    let mut fields = Vec::new();
    let mut start = None;
    for (at, c) in fen.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(from)) => {
                fields.push((from, &fen[from..at]));
                start = None;
            }
            (false, None) => start = Some(at),
            _ => {}
        }
    }
    if let Some(from) = start {
        fields.push((from, &fen[from..]));
    }
    fields
}

/// The byte offset in `fen` of the fault `error` names: the bad character, the rank's group
/// (rank 8 first), the field of the side, the castling rights, the en-passant square or the
/// counter; the board's start for what concerns the whole position.
pub fn fault(fen: &str, error: &FenError) -> usize {
    let fields = fields(fen);
    let field = |index: usize| fields.get(index).map(|&(at, _)| at);
    let board = fields.first().copied().unwrap_or((0, ""));
    // The start of rank `rank`'s group in the board field (rank 8 is the first group).
    let group = |rank: u8| -> Option<usize> {
        let row = 8usize.checked_sub(usize::from(rank))?;
        let mut at = board.0;
        for (i, text) in board.1.split('/').enumerate() {
            if i == row {
                return Some(at);
            }
            at += text.len() + 1;
        }
        None
    };
    let found = match error {
        FenError::BadPieceChar(c) => board.1.find(*c).map(|i| board.0 + i),
        // Too few ranks: where the next should be; too many: the first one too many.
        FenError::BadBoard { .. } if board.1.split('/').count() < 8 => {
            Some(board.0 + board.1.len())
        }
        FenError::BadBoard { .. } if board.1.split('/').count() > 8 => board
            .1
            .match_indices('/')
            .nth(7)
            .map(|(i, _)| board.0 + i + 1),
        FenError::BadBoard { rank } => group(*rank),
        FenError::PawnOnBackRank(square) => group(square.get_rank().to_index() as u8 + 1),
        FenError::BadSideToMove(_) => field(1),
        FenError::BadCastling(_) | FenError::CastlingWithoutPieces(_) => field(2),
        FenError::BadEnPassant(_) | FenError::ImpossibleEnPassant(_) => field(3),
        FenError::BadCounter(text) => fields
            .iter()
            .skip(4)
            .find(|(_, f)| f == text)
            .map(|&(at, _)| at),
        // Too few fields: where the next one is missing; too many: the first one too many.
        FenError::FieldCount(n) if *n < 4 => Some(fen.trim_end().len()),
        FenError::FieldCount(_) => field(6).or(field(4)),
        _ => None,
    };
    found.unwrap_or(board.0)
}

/// The piece that `letter` (refused by FEN) names in a notation that is not English: in
/// `preferred` first (the teacher's), else in the first language that has it. `None` when no
/// language writes a piece so.
pub fn foreign_letter(letter: char, preferred: Option<Language>) -> Option<Role> {
    let upper = letter.to_uppercase().to_string();
    let named = |language: Language| {
        Role::KING_FIRST[..5]
            .iter()
            .copied()
            .find(|&role| language.letter(role) == upper)
    };
    preferred
        .and_then(named)
        .or_else(|| Language::ALL.into_iter().find_map(named))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    /// Each fault at its place: (FEN, the column from 1 the fault is at).
    #[test]
    fn each_fault_is_found_at_its_place() {
        for (fen, column) in [
            (
                "rnbqkbnr/pppppppp/8/8/4T3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                24,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/9/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                23,
            ),
            (
                "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                10,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                45,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
                47,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1",
                52,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
                56,
            ),
            ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", 23),
            ("8/8/8 w - - 0 1", 6),
            ("8/8/8/8/8/8/8/8/k7 w - - 0 1", 17),
            ("Pnbqkbnr/8/8/8/8/8/8/4K3 w - - 0 1", 1),
        ] {
            let error = fen.parse::<Position>().map(|_| ()).unwrap_err();
            assert_eq!(fault(fen, &error) + 1, column, "{fen}: {error:?}");
        }
    }

    #[test]
    fn letters_of_other_notations_name_their_piece() {
        assert_eq!(foreign_letter('A', Some(Language::Es)), Some(Role::Bishop));
        assert_eq!(foreign_letter('c', Some(Language::Es)), Some(Role::Knight));
        assert_eq!(foreign_letter('D', Some(Language::Es)), Some(Role::Queen));
        // German: L for the bishop, S for the knight.
        assert_eq!(foreign_letter('S', Some(Language::De)), Some(Role::Knight));
        assert_eq!(foreign_letter('L', None), Some(Role::Bishop));
    }
}
