//! The library's order of legal moves, which turns a move into one byte and back.
//!
//! The legal moves of a position are sorted by source square, then destination square, then
//! promotion piece. Squares are numbered a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63; no
//! promotion comes first, then knight, bishop, rook, queen. Castling is the king's move of two
//! squares (`e1g1`). The order depends on no move generator, so any program can read the asset.
//! A position has at most 218 legal moves, so an index always fits in a byte.
//!
//! ```
//! use escaque_core::library::order::{index_of, move_at};
//! use escaque_core::{chess::{ChessMove, Square}, Position};
//! let start = Position::default();
//! // b1a3 comes first: b1 is the lowest square with a legal move, a3 its lowest destination.
//! assert_eq!(move_at(&start, 0), Some(ChessMove::new(Square::B1, Square::A3, None)));
//! let nf3 = ChessMove::new(Square::G1, Square::F3, None);
//! assert_eq!(move_at(&start, index_of(&start, nf3).unwrap()), Some(nf3));
//! assert_eq!(move_at(&start, 20), None); // 20 legal moves: indices 0 to 19
//! ```

use crate::Position;
use chess::{ChessMove, Piece, ALL_SQUARES};

/// The sort key of a move: (source square, destination square, promotion piece).
fn key(mv: ChessMove) -> (u8, u8, u8) {
    let promotion = match mv.get_promotion() {
        None => 0,
        Some(Piece::Knight) => 1,
        Some(Piece::Bishop) => 2,
        Some(Piece::Rook) => 3,
        Some(_) => 4,
    };
    (
        mv.get_source().to_index() as u8,
        mv.get_dest().to_index() as u8,
        promotion,
    )
}

/// The index of a legal move in the sorted list of `position`'s legal moves; `None` when the
/// move is not legal there.
pub fn index_of(position: &Position, mv: ChessMove) -> Option<u8> {
    if !position.is_legal(mv) {
        return None;
    }
    let target = key(mv);
    let before = position.legal_moves().filter(|&m| key(m) < target).count();
    u8::try_from(before).ok()
}

/// The legal move at `index` in the sorted list of `position`'s legal moves; `None` when there
/// are not that many.
pub fn move_at(position: &Position, index: u8) -> Option<ChessMove> {
    // Packed keys on the stack: no allocation, as this runs for every move of the asset.
    let mut keys = [0u32; 256];
    let mut len = 0;
    for mv in position.legal_moves() {
        let (from, to, promotion) = key(mv);
        *keys.get_mut(len)? = u32::from(from) << 16 | u32::from(to) << 8 | u32::from(promotion);
        len += 1;
    }
    let index = usize::from(index);
    if index >= len {
        return None;
    }
    let (_, &mut nth, _) = keys[..len].select_nth_unstable(index);
    let promotion = match nth & 0xff {
        0 => None,
        1 => Some(Piece::Knight),
        2 => Some(Piece::Bishop),
        3 => Some(Piece::Rook),
        _ => Some(Piece::Queen),
    };
    Some(ChessMove::new(
        ALL_SQUARES[(nth >> 16) as usize & 63],
        ALL_SQUARES[(nth >> 8) as usize & 63],
        promotion,
    ))
}

/// The legal moves of `position` in the library's order.
///
/// ```
/// use escaque_core::library::order::sorted_moves;
/// use escaque_core::Position;
/// let moves = sorted_moves(&Position::default());
/// assert_eq!(moves.len(), 20);
/// assert_eq!(moves[0].to_string(), "b1a3");
/// assert_eq!(moves[19].to_string(), "h2h4");
/// ```
pub fn sorted_moves(position: &Position) -> Vec<ChessMove> {
    let mut moves: Vec<ChessMove> = position.legal_moves().collect();
    moves.sort_unstable_by_key(|&m| key(m));
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotions_sort_knight_bishop_rook_queen_after_the_plain_moves() {
        let position: Position = "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let from_a7: Vec<String> = sorted_moves(&position)
            .into_iter()
            .filter(|m| m.get_source() == chess::Square::A7)
            .map(|m| m.to_string())
            .collect();
        assert_eq!(
            from_a7,
            ["a7a8n", "a7a8b", "a7a8r", "a7a8q", "a7b8n", "a7b8b", "a7b8r", "a7b8q"]
        );
    }

    #[test]
    fn index_and_move_are_inverse_on_every_legal_move() {
        let position: Position =
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
                .parse()
                .unwrap();
        let sorted = sorted_moves(&position);
        assert_eq!(sorted.len(), 48);
        for (i, &mv) in sorted.iter().enumerate() {
            assert_eq!(index_of(&position, mv), Some(i as u8));
            assert_eq!(move_at(&position, i as u8), Some(mv));
        }
        let illegal = ChessMove::new(chess::Square::A1, chess::Square::A8, None);
        assert_eq!(index_of(&position, illegal), None);
    }
}
