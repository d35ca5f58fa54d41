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

/// Squares holding a `role` of the side to move that could move to `to` by the way it moves
/// (pawns: pushes only, or captures from `capture_file`), ignoring pins. No castling, no en passant.
pub(crate) fn pseudo_sources(
    board: &Board,
    role: crate::Role,
    to: Square,
    pawn_capture_file: Option<chess::File>,
) -> BitBoard {
    use crate::Role;
    let us = board.side_to_move();
    let ours = *board.color_combined(us);
    let occupied = *board.combined();
    if ours & BitBoard::from_square(to) != chess::EMPTY {
        return chess::EMPTY;
    }
    let mine = |piece: Piece| *board.pieces(piece) & ours;
    match role {
        Role::Knight => get_knight_moves(to) & mine(Piece::Knight),
        Role::Bishop => get_bishop_moves(to, occupied) & mine(Piece::Bishop),
        Role::Rook => get_rook_moves(to, occupied) & mine(Piece::Rook),
        Role::Queen => {
            (get_bishop_moves(to, occupied) | get_rook_moves(to, occupied)) & mine(Piece::Queen)
        }
        Role::King => get_king_moves(to) & mine(Piece::King),
        Role::Pawn => {
            let pawns = mine(Piece::Pawn);
            let Some(behind) = to.backward(us) else {
                return chess::EMPTY;
            };
            match pawn_capture_file {
                Some(file) => {
                    let target_is_enemy = board.color_on(to) == Some(!us);
                    let from = Square::make_square(behind.get_rank(), file);
                    let adjacent = file.to_index().abs_diff(to.get_file().to_index()) == 1;
                    if target_is_enemy && adjacent {
                        pawns & BitBoard::from_square(from)
                    } else {
                        chess::EMPTY
                    }
                }
                None if occupied & BitBoard::from_square(to) != chess::EMPTY => chess::EMPTY,
                None => {
                    if pawns & BitBoard::from_square(behind) != chess::EMPTY {
                        return BitBoard::from_square(behind);
                    }
                    let double_rank = if us == Color::White {
                        chess::Rank::Fourth
                    } else {
                        chess::Rank::Fifth
                    };
                    match behind.backward(us) {
                        Some(start)
                            if to.get_rank() == double_rank
                                && occupied & BitBoard::from_square(behind) == chess::EMPTY =>
                        {
                            pawns & BitBoard::from_square(start)
                        }
                        _ => chess::EMPTY,
                    }
                }
            }
        }
    }
}

/// Whether a pseudo-legal move (no castling, no en passant) leaves the mover's king safe.
pub(crate) fn keeps_king_safe(board: &Board, from: Square, to: Square) -> bool {
    // Out of check, a piece other than the king that is not pinned cannot expose its king (en
    // passant, which lifts two pieces, is not asked here): no attack to compute. Tested against
    // the attacks on every pseudo-legal move of the corpora's games in `game::fast_paths`.
    let from_bb = BitBoard::from_square(from);
    if *board.checkers() == chess::EMPTY
        && *board.pinned() & from_bb == chess::EMPTY
        && *board.pieces(Piece::King) & from_bb == chess::EMPTY
    {
        return true;
    }
    keeps_king_safe_by_attacks(board, from, to)
}

/// [`keeps_king_safe`] without its shortcut: the attacks on the king after the move.
pub(crate) fn keeps_king_safe_by_attacks(board: &Board, from: Square, to: Square) -> bool {
    let from_bb = BitBoard::from_square(from);
    let us = board.side_to_move();
    let to_bb = BitBoard::from_square(to);
    let occupied = (*board.combined() ^ from_bb) | to_bb;
    let king = if board.piece_on(from) == Some(Piece::King) {
        to
    } else {
        board.king_square(us)
    };
    attackers_of(board, king, !us, occupied) & !to_bb == chess::EMPTY
}
