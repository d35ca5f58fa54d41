//! ICCF numeric notation, the notation of correspondence chess: every square is two digits,
//! file (a = 1 … h = 8) then rank, and a move is its square of departure then its square of
//! arrival: `5254` is e2-e4. Castling is the king's move (`5171` is White's 0-0, `5838` Black's
//! 0-0-0); a promotion adds the piece as a fifth digit, 1 queen, 2 rook, 3 bishop, 4 knight
//! (`57581` is e7-e8=Q). Nothing else is written: no captures, checks or marks.
//!
//! ```
//! use escaque_core::{iccf, Position, chess::{ChessMove, Square}};
//! let start = Position::default();
//! let e4 = iccf::read(&start, "5254").unwrap();
//! assert_eq!(e4, ChessMove::new(Square::E2, Square::E4, None));
//! assert_eq!(iccf::write(e4), "5254");
//! let castle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".parse::<Position>().unwrap();
//! assert_eq!(iccf::read(&castle, "5171").unwrap(), ChessMove::new(Square::E1, Square::G1, None));
//! let promote = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1".parse::<Position>().unwrap();
//! let queen = iccf::read(&promote, "27281").unwrap();
//! assert_eq!(iccf::write(queen), "27281");
//! assert!(iccf::read(&start, "5255").is_err()); // e2-e5 is no move
//! ```

use crate::read::{Illegal, ReadError};
use crate::san::{SyntaxError, SyntaxErrorKind};
use crate::{Position, Role};
use chess::{ChessMove, File, Rank, Square};

/// The notation's code (links, the CLI's `--lang`, a reason's `written_in`).
pub const CODE: &str = "iccf";

/// The promotion digit of a piece (1 queen, 2 rook, 3 bishop, 4 knight).
pub fn promotion_digit(role: Role) -> Option<char> {
    match role {
        Role::Queen => Some('1'),
        Role::Rook => Some('2'),
        Role::Bishop => Some('3'),
        Role::Knight => Some('4'),
        _ => None,
    }
}

/// The piece of a promotion digit.
pub fn promotion_role(digit: char) -> Option<Role> {
    match digit {
        '1' => Some(Role::Queen),
        '2' => Some(Role::Rook),
        '3' => Some(Role::Bishop),
        '4' => Some(Role::Knight),
        _ => None,
    }
}

/// Writes a move: four digits, and the promotion digit. Castling is the king's move.
pub fn write(mv: ChessMove) -> String {
    let mut out = String::with_capacity(5);
    for square in [mv.get_source(), mv.get_dest()] {
        out.push(char::from(b'1' + square.get_file().to_index() as u8));
        out.push(char::from(b'1' + square.get_rank().to_index() as u8));
    }
    if let Some(digit) = mv
        .get_promotion()
        .and_then(|p| promotion_digit(Role::from_piece(p)))
    {
        out.push(digit);
    }
    out
}

/// Whether `word` has the shape of an ICCF move: four digits 1–8, and maybe a fifth 1–4.
pub fn looks_like_move(word: &str) -> bool {
    let bytes = word.as_bytes();
    (bytes.len() == 4 || bytes.len() == 5)
        && bytes[..4].iter().all(|b| (b'1'..=b'8').contains(b))
        && bytes.get(4).is_none_or(|b| (b'1'..=b'4').contains(b))
}

/// The move as written, without a position: departure, arrival and promotion piece.
///
/// # Errors
/// A [`SyntaxError`] on the first character that is not where a digit should be.
pub fn parse(text: &str) -> Result<(Square, Square, Option<Role>), SyntaxError> {
    let start = text.len() - text.trim_start().len();
    let body = text.trim();
    let err = |kind, at: usize| SyntaxError {
        kind,
        span: start + at..start + at + 1,
    };
    if body.is_empty() {
        return Err(SyntaxError {
            kind: SyntaxErrorKind::Empty,
            span: 0..text.len(),
        });
    }
    let chars: Vec<char> = body.chars().collect();
    let mut squares = [Square::A1; 2];
    for (i, c) in chars.iter().take(4).enumerate() {
        if !('1'..='8').contains(c) {
            return Err(err(SyntaxErrorKind::Unexpected(*c), i));
        }
    }
    if chars.len() < 4 {
        return Err(err(SyntaxErrorKind::MissingDestination, 0));
    }
    for (n, square) in squares.iter_mut().enumerate() {
        let file = chars[2 * n] as usize - '1' as usize;
        let rank = chars[2 * n + 1] as usize - '1' as usize;
        *square = Square::make_square(Rank::from_index(rank), File::from_index(file));
    }
    let promotion = match chars.get(4) {
        None => None,
        Some(&c) => Some(promotion_role(c).ok_or_else(|| {
            err(
                if c.is_ascii_digit() {
                    SyntaxErrorKind::BadPromotion
                } else {
                    SyntaxErrorKind::Unexpected(c)
                },
                4,
            )
        })?),
    };
    if chars.len() > 5 {
        return Err(err(SyntaxErrorKind::TrailingText, 5));
    }
    Ok((squares[0], squares[1], promotion))
}

/// Reads an ICCF move as a legal move of `position`.
///
/// # Errors
/// Syntax (not four or five digits), illegal (with the reason the algebraic reader gives for
/// the same move from the same square), or a missing promotion digit.
pub fn read(position: &Position, text: &str) -> Result<ChessMove, ReadError> {
    let (from, to, promotion) = parse(text)?;
    let mv = ChessMove::new(from, to, promotion.map(Role::to_piece));
    if position.is_legal(mv) {
        return Ok(mv);
    }
    let moves: Vec<ChessMove> = position
        .legal_moves_to(to)
        .filter(|m| m.get_source() == from)
        .collect();
    if promotion.is_none() && !moves.is_empty() && moves.iter().all(|m| m.get_promotion().is_some())
    {
        return Err(ReadError::MissingPromotion { candidates: moves });
    }
    if promotion.is_some() && moves.iter().all(|m| m.get_promotion().is_none()) {
        return Err(ReadError::Illegal(Illegal::PromotionNotAllowed));
    }
    // The reason the algebraic reader gives for the same move written as coordinates.
    let coordinates = format!("{from}{to}");
    match crate::read_move(position, &coordinates, crate::Language::En) {
        Err(ReadError::Illegal(reason)) => Err(ReadError::Illegal(reason)),
        _ => Err(ReadError::Illegal(Illegal::EmptySource { square: from })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_legal_move_of_some_positions_round_trips() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let position: Position = fen.parse().unwrap();
            for mv in position.legal_moves() {
                let text = write(mv);
                assert!(looks_like_move(&text), "{text}");
                assert_eq!(read(&position, &text), Ok(mv), "{fen}: {text}");
            }
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let start = Position::default();
        assert!(matches!(
            read(&start, "5a54"),
            Err(ReadError::Syntax(SyntaxError {
                kind: SyntaxErrorKind::Unexpected('a'),
                ..
            }))
        ));
        assert!(matches!(
            read(&start, "52"),
            Err(ReadError::Syntax(SyntaxError {
                kind: SyntaxErrorKind::MissingDestination,
                ..
            }))
        ));
        assert!(matches!(
            read(&start, "52545"),
            Err(ReadError::Syntax(SyntaxError {
                kind: SyntaxErrorKind::BadPromotion,
                ..
            }))
        ));
        assert_eq!(
            read(&start, "52541"),
            Err(ReadError::Illegal(Illegal::PromotionNotAllowed))
        );
        assert_eq!(
            read(&start, "5355"),
            Err(ReadError::Illegal(Illegal::EmptySource {
                square: Square::E3
            }))
        );
        let promote: Position = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        assert!(matches!(
            read(&promote, "2728"),
            Err(ReadError::MissingPromotion { .. })
        ));
        assert!(looks_like_move("1234"));
        assert!(!looks_like_move("5290"));
        assert!(!looks_like_move("12"));
        assert!(looks_like_move("57584"));
        assert!(!looks_like_move("57585"));
    }
}
