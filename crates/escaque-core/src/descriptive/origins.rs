//! The two readings of a side before a piece (`KN`, `QR`, Spanish `CR`, `TD`): by the side of
//! the board the piece stands nearer ([`super::read`]'s, and this module's default), and by the
//! side it started on, as many books meant: in Petrosian–Fischer, Buenos Aires 1971, 26...Nbxc4
//! is the knight that came from b8 (the queen's knight, though it stands nearer the king's side
//! than the one on a5, which came from g8). Where the two name different pieces, the reader
//! says so: [`Reading::by_origin`] is the other move, and the move is unsure.
//!
//! A piece's origin is known by following the game from its start ([`Origins`]): in a game
//! from the usual start, where each man started; from a set-up position, where it stood then.
//!
//! ```
//! use escaque_core::descriptive::{read_in_game, DescriptiveLanguage as D, Origins};
//! use escaque_core::{read_move, Language, Position};
//! // Petrosian–Fischer, Buenos Aires 1971, to 26.dxc4.
//! let game = "Nf3 c5 b3 d5 Bb2 f6 c4 d4 d3 e5 e3 Ne7 Be2 Nec6 Nbd2 Be7 O-O O-O e4 a6 Ne1 b5 \
//!     Bg4 Bxg4 Qxg4 Qc8 Qe2 Nd7 Nc2 Rb8 Rfc1 Qe8 Ba3 Bd6 Ne1 g6 cxb5 axb5 Bb2 Nb6 Nef3 Ra8 \
//!     a3 Na5 Qd1 Qf7 a4 bxa4 bxa4 c4 dxc4";
//! let mut position = Position::default();
//! let mut origins = Origins::of(&position);
//! for san in game.split_whitespace() {
//!     let mv = read_move(&position, san, Language::En).unwrap();
//!     origins.play(&position, mv);
//!     position = position.play(mv);
//! }
//! let read = read_in_game(&position, "KNxBP", D::En, &origins).unwrap();
//! assert_eq!(read.mv, read_move(&position, "Nbxc4", Language::En).unwrap());
//! assert_eq!(read.by_origin, Some(read_move(&position, "Naxc4", Language::En).unwrap()));
//! assert!(read.is_unsure());
//! ```

use super::resolve::{candidates, taken_square};
use super::{parse, DescriptiveLanguage, DescriptiveMove, Man, Side, Target, Written};
use crate::read::ReadError;
use crate::{Position, Role};
use chess::{ChessMove, File, Square};

/// Where each man on the board started, as a game is followed move by move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origins([Option<Square>; 64]);

impl Origins {
    /// Every man of `position` starts where it stands.
    pub fn of(position: &Position) -> Origins {
        let board = position.board();
        Origins(std::array::from_fn(|i| {
            let square = chess::ALL_SQUARES[i];
            board.piece_on(square).map(|_| square)
        }))
    }

    /// The origins after the legal move `mv` of `position` (castling moves its rook, en
    /// passant takes the pawn beside, a promoted piece keeps its pawn's origin).
    pub fn play(&mut self, position: &Position, mv: ChessMove) {
        let (from, to) = (mv.get_source(), mv.get_dest());
        if let Some(taken) = taken_square(position, mv) {
            self.0[taken.to_index()] = None;
        }
        if position.is_castling(mv) {
            let rank = from.get_rank();
            let (rook_from, rook_to) = if to.get_file() == File::G {
                (File::H, File::F)
            } else {
                (File::A, File::D)
            };
            let (rook_from, rook_to) = (
                Square::make_square(rank, rook_from),
                Square::make_square(rank, rook_to),
            );
            self.0[rook_to.to_index()] = self.0[rook_from.to_index()].take();
        }
        self.0[to.to_index()] = self.0[from.to_index()].take();
    }

    /// Where the man on `square` started (`None` for an empty square).
    pub fn origin(&self, square: Square) -> Option<Square> {
        self.0[square.to_index()]
    }

    /// The side of the board the man on `square` started on: the king's (files e–h) or the
    /// queen's (a–d).
    pub fn side(&self, square: Square) -> Option<Side> {
        self.origin(square).map(|origin| {
            if origin.get_file().to_index() >= 4 {
                Side::King
            } else {
                Side::Queen
            }
        })
    }
}

/// A descriptive move read in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub plus: DescriptiveMove,
    /// The move read: by the side the pieces stand nearer, or, where that reading fits no
    /// legal move, by their origin.
    pub mv: ChessMove,
    /// Where a side before a piece names another piece read by origin than by nearness: that
    /// reading's move. The text is then unsure: the two conventions of the books disagree.
    pub by_origin: Option<ChessMove>,
    /// The move was read by origin alone (nearness fits no legal move).
    pub origin_only: bool,
}

impl Reading {
    /// Whether the text names two moves, one in each convention.
    pub fn is_unsure(&self) -> bool {
        self.by_origin.is_some()
    }
}

/// Reads `text` in `lang` as a legal move of `position`, a position of a game whose men's
/// origins are `origins`, in both readings of a side before a piece.
///
/// # Errors
/// As [`super::read`], when neither reading fits one legal move.
pub fn read_in_game(
    position: &Position,
    text: &str,
    lang: DescriptiveLanguage,
    origins: &Origins,
) -> Result<Reading, ReadError> {
    let nearer = super::read_plus(position, text, lang);
    let plus = match &nearer {
        Ok((plus, _)) => plus.clone(),
        Err(_) => parse(text, lang)?,
    };
    let by_origin = by_origin(position, &plus.written, origins);
    match (nearer, by_origin) {
        (Ok((plus, mv)), Some(other)) if other != mv => Ok(Reading {
            plus,
            mv,
            by_origin: Some(other),
            origin_only: false,
        }),
        (Ok((plus, mv)), _) => Ok(Reading {
            plus,
            mv,
            by_origin: None,
            origin_only: false,
        }),
        (Err(_), Some(mv)) => Ok(Reading {
            plus,
            mv,
            by_origin: None,
            origin_only: true,
        }),
        (Err(e), None) => Err(e),
    }
}

/// The one legal move `written` names when each side before a piece (its mover's, the man
/// it takes) is read as the side that piece started on; `None` when it has no such side or
/// fits no move, or two.
pub(crate) fn by_origin(
    position: &Position,
    written: &Written,
    origins: &Origins,
) -> Option<ChessMove> {
    let Written::Move {
        mover,
        from,
        target,
        promotion,
    } = *written
    else {
        return None;
    };
    let side_of = |man: Man| {
        man.side
            .filter(|_| man.file.is_none() && man.role != Role::Pawn)
    };
    let mover_side = side_of(mover);
    let taken_side = match target {
        Target::Capture { man, .. } => side_of(man),
        Target::Square(_) => None,
    };
    if mover_side.is_none() && taken_side.is_none() {
        return None;
    }
    let loose = Written::Move {
        mover: Man {
            side: None,
            ..mover
        },
        from,
        target: match target {
            Target::Capture { man, at } => Target::Capture {
                man: Man { side: None, ..man },
                at,
            },
            square => square,
        },
        promotion,
    };
    let fitting: Vec<ChessMove> = candidates(position, &loose)
        .into_iter()
        .filter(|&mv| mover_side.is_none_or(|side| origins.side(mv.get_source()) == Some(side)))
        .filter(|&mv| {
            taken_side.is_none_or(|side| {
                taken_square(position, mv).and_then(|sq| origins.side(sq)) == Some(side)
            })
        })
        .collect();
    match fitting[..] {
        [only] => Some(only),
        _ => None,
    }
}

/// [`super::write`] for a move of a game whose men's origins are `origins`: where the text
/// written names the piece by a side that the other convention reads as another piece (the
/// book reader who counts by origin would play another move), the piece is named by its
/// square instead (`N(QN3)xBP`, not `KNxBP`), which both conventions read alike.
pub fn write_in_game(
    position: &Position,
    mv: ChessMove,
    lang: DescriptiveLanguage,
    origins: &Origins,
) -> String {
    let mut plus = super::write_plus(position, mv);
    if let Written::Move {
        mover,
        target,
        promotion,
        ..
    } = plus.written
    {
        let agree = by_origin(position, &plus.written, origins).is_none_or(|other| other == mv);
        if !agree {
            let from = super::write::full_square_name(position, mv.get_source());
            let named = Written::Move {
                mover: Man {
                    side: None,
                    ..mover
                },
                from: Some(from),
                target,
                promotion,
            };
            if super::resolve(position, &named) == Ok(mv)
                && by_origin(position, &named, origins).is_none_or(|other| other == mv)
            {
                plus.written = named;
            }
        }
    }
    super::render(&plus, lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{read_move, Language};

    /// Petrosian–Fischer, Buenos Aires 1971 (game 6), to Black's 26th move.
    const PETROSIAN_FISCHER: &str = "Nf3 c5 b3 d5 Bb2 f6 c4 d4 d3 e5 e3 Ne7 Be2 Nec6 Nbd2 Be7 \
        O-O O-O e4 a6 Ne1 b5 Bg4 Bxg4 Qxg4 Qc8 Qe2 Nd7 Nc2 Rb8 Rfc1 Qe8 Ba3 Bd6 Ne1 g6 cxb5 axb5 \
        Bb2 Nb6 Nef3 Ra8 a3 Na5 Qd1 Qf7 a4 bxa4 bxa4 c4 dxc4";

    fn followed(moves: &str) -> (Position, Origins) {
        let mut position = Position::default();
        let mut origins = Origins::of(&position);
        for san in moves.split_whitespace() {
            let mv =
                read_move(&position, san, Language::En).unwrap_or_else(|e| panic!("{san}: {e}"));
            origins.play(&position, mv);
            position = position.play(mv);
        }
        (position, origins)
    }

    #[test]
    fn kn_and_qn_in_petrosian_fischer_name_both_knights_and_say_so() {
        let (position, origins) = followed(PETROSIAN_FISCHER);
        let nb = read_move(&position, "Nbxc4", Language::En).unwrap();
        let na = read_move(&position, "Naxc4", Language::En).unwrap();
        // The b6 knight came from b8, the a5 knight from g8.
        assert_eq!(origins.origin(Square::B6), Some(Square::B8));
        assert_eq!(origins.origin(Square::A5), Some(Square::G8));
        // "KNxBP": nearer the king's side is the b6 knight; the king's knight by origin is a5.
        let kn = read_in_game(&position, "KNxBP", DescriptiveLanguage::En, &origins).unwrap();
        assert_eq!((kn.mv, kn.by_origin), (nb, Some(na)));
        assert!(kn.is_unsure());
        let qn = read_in_game(&position, "QNxBP", DescriptiveLanguage::En, &origins).unwrap();
        assert_eq!((qn.mv, qn.by_origin), (na, Some(nb)));
        // Spanish: CRxPA (caballo de rey), CDxPA.
        let cr = read_in_game(&position, "CRxPA", DescriptiveLanguage::Es, &origins).unwrap();
        assert_eq!((cr.mv, cr.by_origin), (nb, Some(na)));
        // A text both readings agree on is sure.
        let square = read_in_game(&position, "N(QN3)xBP", DescriptiveLanguage::En, &origins);
        assert_eq!(square.map(|r| (r.mv, r.is_unsure())), Ok((nb, false)));
        // Written in the game, the move names its knight by its square, not by a side the two
        // conventions read apart.
        assert_eq!(
            super::super::write(&position, nb, DescriptiveLanguage::En),
            "KNxBP"
        );
        let written = write_in_game(&position, nb, DescriptiveLanguage::En, &origins);
        assert_eq!(written, "N(QN3)xBP");
        let back = read_in_game(&position, &written, DescriptiveLanguage::En, &origins).unwrap();
        assert_eq!((back.mv, back.is_unsure()), (nb, false));
    }

    #[test]
    fn origins_follow_castling_en_passant_and_promotion() {
        let (position, origins) = followed("e4 d5 exd5 c6 dxc6 Nf6 cxb7 e6 bxa8=Q Be7 Nf3 O-O");
        assert_eq!(
            origins.origin(Square::A8),
            Some(Square::E2),
            "the queen was the e-pawn"
        );
        assert_eq!(
            origins.origin(Square::F8),
            Some(Square::H8),
            "the rook castled"
        );
        assert_eq!(origins.origin(Square::G8), Some(Square::E8));
        assert_eq!(origins.side(Square::F3), Some(Side::King));
        let (_, ep) = followed("e4 a6 e5 d5 exd6");
        assert_eq!(ep.origin(Square::D5), None, "taken en passant");
        assert_eq!(ep.origin(Square::D6), Some(Square::E2));
        assert!(position.turn() == chess::Color::White);
    }
}
