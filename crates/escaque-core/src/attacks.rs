//! Which pieces attack a square: used to explain illegal moves and castling refusals.

use chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Board, Color, Piece, Square,
};

/// Pieces of `by` that attack `target` when the board's occupancy is `occupied`.
///
/// `occupied` may differ from the board's (a piece lifted, a square filled) to ask what would
/// attack after a move; pieces of `by` not in `occupied` are ignored.
pub(crate) fn attackers_of(
    board: &Board,
    target: Square,
    by: Color,
    occupied: BitBoard,
) -> BitBoard {
    let theirs = *board.color_combined(by) & occupied;
    let rooks = *board.pieces(Piece::Rook) | *board.pieces(Piece::Queen);
    let bishops = *board.pieces(Piece::Bishop) | *board.pieces(Piece::Queen);
    let attackers = (get_rook_moves(target, occupied) & rooks)
        | (get_bishop_moves(target, occupied) & bishops)
        | (get_knight_moves(target) & *board.pieces(Piece::Knight))
        | (get_king_moves(target) & *board.pieces(Piece::King))
        | (get_pawn_attacks(target, !by, *board.pieces(Piece::Pawn)));
    attackers & theirs
}
