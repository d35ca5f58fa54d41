//! Writing a legal move in any language and form. One writer ([`append_san`]) behind all text.
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
use crate::language::figurine;
use crate::position::is_null;
use crate::read::moving_role;
use crate::san::{CastlingSide, San, SanPlus, Suffix};
use crate::{Language, Position, Role};
use chess::{ChessMove, Color, File, Square};

/// Short (SAN), long (`Cg1f3`) or UCI (`g1f3`, `e7e8q`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    Short,
    Long,
    Uci,
}

/// Which mate mark to write (Appendix C.13 allows both).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MateMark {
    Hash,
    DoublePlus,
}

/// The en-passant marker, if any: `a.p.` (Spanish, FIDE's Spanish text) or `e.p.`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EnPassantMark {
    AP,
    EP,
}

/// How to write moves. Start from [`WriteOptions::short`] and change fields.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WriteOptions {
    pub language: Language,
    /// Figurines (`♘f3`) instead of letters.
    pub figurine: bool,
    pub form: Form,
    /// In the long form, a hyphen between the squares of a non-capture (`Cg1-f3`).
    pub hyphen: bool,
    /// `d8=D` rather than `d8D`.
    pub promotion_equals: bool,
    /// Write `+` and the mate mark.
    pub checks: bool,
    /// Write `x` on captures (Appendix C.9 makes it optional: `ed4`, `Dd4`).
    pub capture_mark: bool,
    pub mate: MateMark,
    /// `0-0` rather than `O-O`.
    pub castling_zeros: bool,
    pub en_passant: Option<EnPassantMark>,
}

impl WriteOptions {
    /// The canonical short form of `language`: English as in PGN (`O-O`, `e8=Q`), the others as
    /// in FIDE's Appendix C (`0-0`, `d8D`), with `+` and `#`.
    pub fn short(language: Language) -> WriteOptions {
        let english = language == Language::En;
        WriteOptions {
            language,
            figurine: false,
            form: Form::Short,
            hyphen: false,
            promotion_equals: english,
            checks: true,
            capture_mark: true,
            mate: MateMark::Hash,
            castling_zeros: !english,
            en_passant: None,
        }
    }

    /// The long form (`Cg1f3`, `e2e4`, `e5xd4`) of `language`.
    pub fn long(language: Language) -> WriteOptions {
        WriteOptions {
            form: Form::Long,
            ..WriteOptions::short(language)
        }
    }

    /// Figurine algebraic notation (`♘f3`), English conventions otherwise.
    pub fn figurine() -> WriteOptions {
        WriteOptions {
            figurine: true,
            ..WriteOptions::short(Language::En)
        }
    }

    /// The short form without any optional mark: no `x`, `+` or `#` (`ed4`, `Dd4`), as in the
    /// second form of FIDE's sample game.
    ///
    /// ```
    /// use escaque_core::{game::read_games, pgn::write_movetext, Language, WriteOptions};
    /// let game = read_games("1.e4 e5 2.Cf3 Cf6 3.d4 exd4 4.e5 Ce4 5.Dxd4 d5 6.exd6 a.p. Cxd6 7.Ag5 Cc6 8.De3+", Language::Es)
    ///     .remove(0).unwrap();
    /// let bare = write_movetext(&game, &WriteOptions::bare(Language::Es));
    /// assert_eq!(bare, "1. e4 e5 2. Cf3 Cf6 3. d4 ed4 4. e5 Ce4 5. Dd4 d5 6. ed6 Cd6 7. Ag5 Cc6 8. De3");
    /// ```
    pub fn bare(language: Language) -> WriteOptions {
        WriteOptions {
            checks: false,
            capture_mark: false,
            ..WriteOptions::short(language)
        }
    }

    /// UCI coordinates (`e2e4`, `e1g1`, `e7e8q`).
    pub fn uci() -> WriteOptions {
        WriteOptions {
            form: Form::Uci,
            ..WriteOptions::short(Language::En)
        }
    }
}

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
    append_san(&mut out, &plus, options, position.turn());
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
    SanPlus {
        suffix,
        en_passant_mark: position.is_en_passant(mv),
        ..SanPlus::new(san_of(position, mv, long))
    }
}

/// The [`San`] of a legal move (see [`san_plus`]).
pub fn san_of(position: &Position, mv: ChessMove, long: bool) -> San {
    let from = mv.get_source();
    let to = mv.get_dest();
    if position.is_castling(mv) {
        let side = if to.get_file() == File::G {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        return San::Castle(side);
    }
    let role = moving_role(position, mv);
    let capture = position.is_capture(mv);
    let promotion = mv.get_promotion().map(Role::from_piece);
    let (file, rank) = if long {
        (Some(from.get_file()), Some(from.get_rank()))
    } else if role == Role::Pawn {
        (capture.then_some(from.get_file()), None)
    } else {
        let board = position.board();
        let rivals: Vec<Square> = pseudo_sources(board, role, to, None)
            .into_iter()
            .filter(|&s| s != from && keeps_king_safe(board, s, to))
            .collect();
        if rivals.is_empty() {
            (None, None)
        } else if rivals.iter().all(|s| s.get_file() != from.get_file()) {
            (Some(from.get_file()), None)
        } else if rivals.iter().all(|s| s.get_rank() != from.get_rank()) {
            (None, Some(from.get_rank()))
        } else {
            (Some(from.get_file()), Some(from.get_rank()))
        }
    };
    San::Normal {
        role: (role != Role::Pawn).then_some(role),
        file,
        rank,
        capture,
        to,
        promotion,
    }
}

/// Appends a square's name (`e4`) without going through `fmt`.
fn push_square(out: &mut String, square: Square) {
    out.push((b'a' + square.get_file().to_index() as u8) as char);
    out.push((b'1' + square.get_rank().to_index() as u8) as char);
}

/// The one writer: appends `plus` to `out` in the language and style of `options`.
/// `mover` picks the figurine colour.
pub fn append_san(out: &mut String, plus: &SanPlus, options: &WriteOptions, mover: Color) {
    let letter = |role: Role| -> &'static str {
        if options.figurine {
            figurine(role, mover == Color::White)
        } else {
            options.language.letter(role)
        }
    };
    match plus.san {
        San::Null => out.push_str("--"),
        San::Castle(side) => {
            let o = if options.castling_zeros { "0" } else { "O" };
            out.push_str(o);
            out.push('-');
            out.push_str(o);
            if side == CastlingSide::Queen {
                out.push('-');
                out.push_str(o);
            }
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if let Some(role) = role.filter(|&r| r != Role::Pawn) {
                out.push_str(letter(role));
            }
            if let Some(file) = file {
                out.push((b'a' + file.to_index() as u8) as char);
            }
            if let Some(rank) = rank {
                out.push((b'1' + rank.to_index() as u8) as char);
            }
            if capture && options.capture_mark {
                out.push('x');
            } else if options.hyphen && file.is_some() && rank.is_some() {
                out.push('-');
            }
            push_square(out, to);
            if let Some(promotion) = promotion {
                if options.promotion_equals {
                    out.push('=');
                }
                out.push_str(letter(promotion));
            }
        }
    }
    if plus.en_passant_mark {
        match options.en_passant {
            Some(EnPassantMark::AP) => out.push_str(" a.p."),
            Some(EnPassantMark::EP) => out.push_str(" e.p."),
            None => {}
        }
    }
    if options.checks {
        match plus.suffix {
            Some(Suffix::Check) => out.push('+'),
            Some(Suffix::Mate) | Some(Suffix::MateDoublePlus) => {
                out.push_str(if options.mate == MateMark::Hash {
                    "#"
                } else {
                    "++"
                })
            }
            None => {}
        }
    }
    if plus.draw_offer {
        out.push_str(" (=)");
    }
}
