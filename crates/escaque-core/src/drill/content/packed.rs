//! A position in a few bytes (see the layout in the [module docs](super)), and back through the
//! checks of FEN loading, so that a link can carry no position that FEN text could not.

use super::error::ContentError;
use super::reader::{push_number, Bytes};
use crate::library::order::{index_of, move_at};
use crate::Position;
use chess::{ChessMove, Color, Piece, ALL_SQUARES};

const BLACK_TO_MOVE: u8 = 1;
const WHITE_KINGSIDE: u8 = 2;
const WHITE_QUEENSIDE: u8 = 4;
const BLACK_KINGSIDE: u8 = 8;
const BLACK_QUEENSIDE: u8 = 16;
const EN_PASSANT: u8 = 32;
const MOVE: u8 = 64;
const COUNTERS: u8 = 128;

/// The index written for a move that is not legal: beyond any position's 218 legal moves, so
/// that reading refuses it.
pub(super) const NO_MOVE: u8 = 0xff;

/// The byte of a move in `position`, [`NO_MOVE`] when it is not legal there.
pub(super) fn move_byte(position: &Position, mv: ChessMove) -> u8 {
    index_of(position, mv).unwrap_or(NO_MOVE)
}

/// Appends `position` and, when given, the byte of its move.
pub(super) fn push_position(out: &mut Vec<u8>, position: &Position, mv: Option<ChessMove>) {
    let board = position.board();
    out.extend_from_slice(&board.combined().0.to_le_bytes());
    let mut nibbles = Vec::with_capacity(32);
    for square in ALL_SQUARES {
        if let (Some(piece), Some(colour)) = (board.piece_on(square), board.color_on(square)) {
            let black = if colour == Color::Black { 8 } else { 0 };
            nibbles.push(black | piece.to_index() as u8);
        }
    }
    for pair in nibbles.chunks(2) {
        out.push(pair[0] << 4 | pair.get(1).copied().unwrap_or(0));
    }
    let mut flags = 0;
    if position.turn() == Color::Black {
        flags |= BLACK_TO_MOVE;
    }
    for (colour, kingside, queenside) in [
        (Color::White, WHITE_KINGSIDE, WHITE_QUEENSIDE),
        (Color::Black, BLACK_KINGSIDE, BLACK_QUEENSIDE),
    ] {
        let rights = board.castle_rights(colour);
        if rights.has_kingside() {
            flags |= kingside;
        }
        if rights.has_queenside() {
            flags |= queenside;
        }
    }
    let en_passant = position.en_passant_target();
    if en_passant.is_some() {
        flags |= EN_PASSANT;
    }
    if mv.is_some() {
        flags |= MOVE;
    }
    let counters = (position.halfmove_clock(), position.fullmove_number());
    if counters != (0, 1) {
        flags |= COUNTERS;
    }
    out.push(flags);
    if let Some(target) = en_passant {
        out.push(target.get_file().to_index() as u8);
    }
    if counters != (0, 1) {
        push_number(out, counters.0);
        push_number(out, counters.1);
    }
    if let Some(mv) = mv {
        out.push(move_byte(position, mv));
    }
}

/// Reads a position (the `index`-th of the content, for errors) and its move when one follows;
/// a move is refused as reserved bits unless `may_have_move`.
pub(super) fn read_position(
    bytes: &mut Bytes,
    index: usize,
    may_have_move: bool,
) -> Result<(Position, Option<ChessMove>), ContentError> {
    let mut occupancy = [0u8; 8];
    occupancy.copy_from_slice(bytes.take(8)?);
    let occupancy = u64::from_le_bytes(occupancy);
    let count = occupancy.count_ones() as usize;
    let nibbles_at = bytes.offset();
    let packed = bytes.take(count.div_ceil(2))?;
    let mut letters = [None::<char>; 64];
    let squares = (0..64).filter(|i| occupancy >> i & 1 == 1);
    for (n, square) in squares.enumerate() {
        let byte = packed[n / 2];
        let nibble = if n % 2 == 0 { byte >> 4 } else { byte & 0x0f };
        letters[square] = Some(letter(nibble).ok_or(ContentError::BadPiece { index })?);
    }
    if count % 2 == 1 && packed[count / 2] & 0x0f != 0 {
        return Err(ContentError::ReservedBits {
            offset: nibbles_at + count / 2,
        });
    }
    let flags_at = bytes.offset();
    let flags = bytes.byte()?;
    if flags & MOVE != 0 && !may_have_move {
        return Err(ContentError::ReservedBits { offset: flags_at });
    }
    let black = flags & BLACK_TO_MOVE != 0;
    let mut castling: String = [
        (WHITE_KINGSIDE, 'K'),
        (WHITE_QUEENSIDE, 'Q'),
        (BLACK_KINGSIDE, 'k'),
        (BLACK_QUEENSIDE, 'q'),
    ]
    .into_iter()
    .filter(|(bit, _)| flags & bit != 0)
    .map(|(_, c)| c)
    .collect();
    if castling.is_empty() {
        castling.push('-');
    }
    let en_passant = if flags & EN_PASSANT != 0 {
        let at = bytes.offset();
        let file = bytes.byte()?;
        if file > 7 {
            return Err(ContentError::ReservedBits { offset: at });
        }
        let rank = if black { '3' } else { '6' };
        format!("{}{rank}", char::from(b'a' + file))
    } else {
        "-".to_string()
    };
    let (halfmove, fullmove) = if flags & COUNTERS != 0 {
        (bytes.number()?, bytes.number()?)
    } else {
        (0, 1)
    };
    let fen = format!(
        "{} {} {castling} {en_passant} {halfmove} {fullmove}",
        board_field(&letters),
        if black { 'b' } else { 'w' },
    );
    let position: Position = fen
        .parse()
        .map_err(|error| ContentError::BadPosition { index, error })?;
    let mv = if flags & MOVE != 0 {
        Some(move_at(&position, bytes.byte()?).ok_or(ContentError::IllegalMove { index })?)
    } else {
        None
    };
    Ok((position, mv))
}

/// The FEN letter of a piece code: colour (8 = black) plus the piece's index.
fn letter(nibble: u8) -> Option<char> {
    let piece = match nibble & 7 {
        0 => Piece::Pawn,
        1 => Piece::Knight,
        2 => Piece::Bishop,
        3 => Piece::Rook,
        4 => Piece::Queen,
        5 => Piece::King,
        _ => return None,
    };
    let colour = if nibble & 8 != 0 {
        Color::Black
    } else {
        Color::White
    };
    piece.to_string(colour).chars().next()
}

/// The board field of a FEN, rank 8 first.
fn board_field(letters: &[Option<char>; 64]) -> String {
    let mut field = String::with_capacity(71);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match letters[rank * 8 + file] {
                Some(c) => {
                    if empty > 0 {
                        field.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    field.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            field.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            field.push('/');
        }
    }
    field
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(fen: &str, mv: Option<&str>) -> usize {
        let position: Position = fen.parse().unwrap();
        let mv = mv.map(|m| position.legal_moves().find(|x| x.to_string() == m).unwrap());
        let mut out = Vec::new();
        push_position(&mut out, &position, mv);
        let mut bytes = Bytes::new(&out);
        assert_eq!(
            read_position(&mut bytes, 1, true),
            Ok((position, mv)),
            "{fen}"
        );
        assert_eq!(bytes.finish(), Ok(()));
        out.len()
    }

    #[test]
    fn positions_round_trip_in_few_bytes() {
        // 8 bytes of occupancy, 16 of pieces, the flags.
        assert_eq!(
            round_trip(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                None
            ),
            25
        );
        // Three pieces: two bytes of pieces, the flags, the move.
        assert_eq!(
            round_trip("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Some("e1g1")),
            12
        );
        // En passant and counters.
        assert_eq!(
            round_trip("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40", Some("e5d6")),
            8 + 2 + 1 + 1 + 2 + 1
        );
        round_trip("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 7 300", None);
    }

    #[test]
    fn impossible_positions_are_refused_with_the_fen_reason() {
        // One white king on e1 alone: no black king.
        let mut out = (1u64 << 4).to_le_bytes().to_vec();
        out.extend([0x50, 0]);
        assert!(matches!(
            read_position(&mut Bytes::new(&out), 3, true),
            Err(ContentError::BadPosition { index: 3, .. })
        ));
        // A piece code 6 is no piece.
        let mut out = (1u64 << 4 | 1 << 60).to_le_bytes().to_vec();
        out.extend([0x6d, 0]);
        assert_eq!(
            read_position(&mut Bytes::new(&out), 2, true),
            Err(ContentError::BadPiece { index: 2 })
        );
    }
}
