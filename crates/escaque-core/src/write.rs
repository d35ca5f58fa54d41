//! Writing a legal move in any language and form: which [`SanPlus`] it is (disambiguation,
//! marks), written by the one writer, [`SanPlus::append_to`].
//!
//! ```
//! use escaque_core::{Language, Position, write_move, WriteOptions, chess::{ChessMove, Square}};
//! let start = Position::default();
//! let nf3 = ChessMove::new(Square::G1, Square::F3, None);
//! assert_eq!(write_move(&start, nf3, &WriteOptions::short(Language::Es)), "Cf3");
//! assert_eq!(write_move(&start, nf3, &WriteOptions::long(Language::Es)), "Cg1f3");
//! assert_eq!(write_move(&start, nf3, &WriteOptions::uci()), "g1f3");
//! assert_eq!(write_move(&start, nf3, &WriteOptions::figurine()), "♘f3");
//! ```

use crate::attacks::{keeps_king_safe, pseudo_sources};
use crate::position::is_null;
use crate::san::{CastlingSide, San, SanPlus, Suffix};
use crate::{Position, Role};
use chess::{get_file, get_rank, BitBoard, ChessMove, Color, File, Piece, EMPTY};

pub use crate::style::{EnPassantMark, Form, MateMark, WriteOptions};

/// Writes a legal move of `position`.
pub fn write_move(position: &Position, mv: ChessMove, options: &WriteOptions) -> String {
    let mut out = String::new();
    if is_null(mv) {
        out.push_str(if options.form == Form::Uci {
            "0000"
        } else {
            "--"
        });
        return out;
    }
    if options.form == Form::Uci {
        out.push_str(&mv.to_string());
        return out;
    }
    let plus = san_plus(position, mv, options.form == Form::Long);
    plus.append_to(&mut out, options);
    out
}

/// The [`SanPlus`] of a legal move: disambiguation only where another legal move needs it
/// (file first, then rank, then both), the check or mate mark, the en-passant mark.
pub fn san_plus(position: &Position, mv: ChessMove, long: bool) -> SanPlus {
    san_plus_after(position, mv, &position.play(mv), long)
}

/// [`san_plus`] when the position after the move is already known (`after = position.play(mv)`).
pub fn san_plus_after(position: &Position, mv: ChessMove, after: &Position, long: bool) -> SanPlus {
    if is_null(mv) {
        return SanPlus::new(San::Null);
    }
    let suffix = if after.is_checkmate() {
        Some(Suffix::Mate)
    } else if after.is_check() {
        Some(Suffix::Check)
    } else {
        None
    };
    let (san, en_passant) = san_and_en_passant(position, mv, long);
    SanPlus {
        suffix,
        en_passant_mark: en_passant,
        ..SanPlus::new(san)
    }
}

/// The [`San`] of a legal move (see [`san_plus`]).
pub fn san_of(position: &Position, mv: ChessMove, long: bool) -> San {
    san_and_en_passant(position, mv, long).0
}

/// [`san_of`], and whether the move takes en passant ([`Position::is_en_passant`]): the piece
/// on each square looked up once.
fn san_and_en_passant(position: &Position, mv: ChessMove, long: bool) -> (San, bool) {
    let from = mv.get_source();
    let to = mv.get_dest();
    let board = position.board();
    let piece = board.piece_on(from);
    let lands_on_a_piece = *board.combined() & BitBoard::from_square(to) != EMPTY;
    // As `Position::is_en_passant` and `Position::is_castling` say.
    let en_passant =
        piece == Some(Piece::Pawn) && from.get_file() != to.get_file() && !lands_on_a_piece;
    if piece == Some(Piece::King)
        && from
            .get_file()
            .to_index()
            .abs_diff(to.get_file().to_index())
            == 2
    {
        let side = if to.get_file() == File::G {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        return (San::Castle(side), en_passant);
    }
    let role = piece.map_or(Role::Pawn, Role::from_piece);
    let capture = lands_on_a_piece || en_passant;
    let promotion = mv.get_promotion().map(Role::from_piece);
    let (file, rank) = if long {
        (Some(from.get_file()), Some(from.get_rank()))
    } else if role == Role::Pawn {
        (capture.then_some(from.get_file()), None)
    } else {
        // The other pieces of the kind that can go there (most moves have none), as a set of
        // squares: no list allocated.
        let others = pseudo_sources(board, role, to, None) & !BitBoard::from_square(from);
        let mut rivals = EMPTY;
        for s in others {
            if keeps_king_safe(board, s, to) {
                rivals |= BitBoard::from_square(s);
            }
        }
        if rivals == EMPTY {
            (None, None)
        } else if rivals & get_file(from.get_file()) == EMPTY {
            (Some(from.get_file()), None)
        } else if rivals & get_rank(from.get_rank()) == EMPTY {
            (None, Some(from.get_rank()))
        } else {
            (Some(from.get_file()), Some(from.get_rank()))
        }
    };
    let san = San::Normal {
        role: (role != Role::Pawn).then_some(role),
        file,
        rank,
        capture,
        to,
        promotion,
    };
    (san, en_passant)
}

/// Appends `plus` to `out` in the language and style of `options`: the one writer,
/// [`SanPlus::append_to`]. `_mover` is not needed any more (figurines are the same for both
/// sides, as in printed books); kept so that callers need not change.
pub fn append_san(out: &mut String, plus: &SanPlus, options: &WriteOptions, _mover: Color) {
    plus.append_to(out, options);
}
