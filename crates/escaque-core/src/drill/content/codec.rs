//! The payload of link content: a kind byte, then the items (layout in the [module docs](super)).

use super::error::ContentError;
use super::packed::{move_byte, push_position, read_position, NO_MOVE};
use super::reader::Bytes;
use super::{Content, MAX_GAME_PLIES, MAX_POSITIONS, MAX_SQUARES};
use crate::bits::{BitReader, BitWriter};
use crate::library::order::move_at;
use crate::Position;
use chess::{ChessMove, ALL_SQUARES};

const SQUARES: u8 = 0;
const POSITIONS: u8 = 1;
const GAME_FROM_START: u8 = 2;
const GAME_FROM_POSITION: u8 = 3;

/// The payload of `content`. Content that [`Content::validate`] refuses gives bytes that
/// [`decode`] refuses (a count out of bounds, or a move index no position has).
pub(super) fn encode(content: &Content) -> Vec<u8> {
    let mut out = Vec::new();
    match content {
        Content::Squares(squares) => {
            out.push(SQUARES);
            out.push(count_byte(squares.len()));
            let mut bits = BitWriter::new();
            for square in squares {
                bits.push(square.to_index() as u64, 6);
            }
            out.extend(bits.into_bytes());
        }
        Content::Positions(items) => {
            out.push(POSITIONS);
            out.push(count_byte(items.len()));
            for (position, mv) in items {
                push_position(&mut out, position, *mv);
            }
        }
        Content::Game { start, moves } => {
            if *start == Position::default() {
                out.push(GAME_FROM_START);
            } else {
                out.push(GAME_FROM_POSITION);
                push_position(&mut out, start, None);
            }
            let plies = u16::try_from(moves.len()).unwrap_or(u16::MAX);
            out.extend(plies.to_be_bytes());
            let mut position = Some(*start);
            for &mv in moves {
                // After an illegal move there is no position: the rest is written as illegal.
                let byte = position.map_or(NO_MOVE, |p| move_byte(&p, mv));
                position = position.filter(|_| byte != NO_MOVE).map(|p| p.play(mv));
                out.push(byte);
            }
        }
    }
    out
}

/// A count in one byte; counts beyond any limit are written as 255, which reading refuses.
fn count_byte(count: usize) -> u8 {
    u8::try_from(count).unwrap_or(u8::MAX)
}

/// Reads a payload, checking everything.
pub(super) fn decode(payload: &[u8]) -> Result<Content, ContentError> {
    let mut bytes = Bytes::new(payload);
    let content = match bytes.byte()? {
        SQUARES => read_squares(&mut bytes)?,
        POSITIONS => {
            let count = read_count(&mut bytes, MAX_POSITIONS)?;
            let mut items = Vec::with_capacity(count);
            for index in 1..=count {
                items.push(read_position(&mut bytes, index, true)?);
            }
            Content::Positions(items)
        }
        GAME_FROM_START => read_game(&mut bytes, Position::default())?,
        GAME_FROM_POSITION => {
            let (start, _) = read_position(&mut bytes, 1, false)?;
            read_game(&mut bytes, start)?
        }
        kind => return Err(ContentError::UnknownKind(kind)),
    };
    bytes.finish()?;
    Ok(content)
}

/// A count of 1 to `max` in one byte.
fn read_count(bytes: &mut Bytes, max: usize) -> Result<usize, ContentError> {
    check_count(usize::from(bytes.byte()?), max)
}

fn check_count(count: usize, max: usize) -> Result<usize, ContentError> {
    match count {
        0 => Err(ContentError::NoItems),
        n if n > max => Err(ContentError::TooMany { count: n, max }),
        n => Ok(n),
    }
}

fn read_squares(bytes: &mut Bytes) -> Result<Content, ContentError> {
    let count = read_count(bytes, MAX_SQUARES)?;
    let at = bytes.offset();
    let packed = bytes.take((count * 6).div_ceil(8))?;
    let mut bits = BitReader::new(packed, packed.len() * 8);
    let mut squares = Vec::with_capacity(count);
    for _ in 0..count {
        let index = bits.take(6).ok_or(ContentError::Truncated)?;
        squares.push(ALL_SQUARES[index as usize & 63]);
    }
    if !bits.rest_is_zero() {
        return Err(ContentError::ReservedBits {
            offset: at + packed.len() - 1,
        });
    }
    Ok(Content::Squares(squares))
}

fn read_game(bytes: &mut Bytes, start: Position) -> Result<Content, ContentError> {
    let high = bytes.byte()?;
    let low = bytes.byte()?;
    let plies = check_count(usize::from(u16::from_be_bytes([high, low])), MAX_GAME_PLIES)?;
    let mut moves: Vec<ChessMove> = Vec::with_capacity(plies);
    let mut position = start;
    for index in 1..=plies {
        let mv = move_at(&position, bytes.byte()?).ok_or(ContentError::IllegalMove { index })?;
        moves.push(mv);
        position = position.play(mv);
    }
    Ok(Content::Game { start, moves })
}
