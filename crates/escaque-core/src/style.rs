//! How moves are written: the options of the one writer ([`crate::san::SanPlus::append_to`]).
//!
//! Language-free but for the piece letters, which come from [`Language`]; shared by the writer
//! of what a move says ([`crate::san`]) and the writer of legal moves ([`crate::write`]).

use crate::Language;

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

    /// Figurine algebraic notation as printed books write it (FIDE Appendix C.3): one set of
    /// figurines for both sides (`♘f3`, `♘f6`), and the conventions of Appendix C that every
    /// language's short form but English follows: castling with zeros (`0-0-0`), promotion
    /// without `=` (`d8♕`).
    ///
    /// ```
    /// use escaque_core::{Language, Position, write_move, WriteOptions, chess::{ChessMove, Square}};
    /// let black = "r3k3/8/8/8/8/8/8/4K3 b q - 0 1".parse::<Position>().unwrap();
    /// let castle = ChessMove::new(Square::E8, Square::C8, None);
    /// assert_eq!(write_move(&black, castle, &WriteOptions::figurine()), "0-0-0");
    /// assert_eq!(write_move(&black, castle, &WriteOptions::short(Language::Es)), "0-0-0");
    /// ```
    pub fn figurine() -> WriteOptions {
        WriteOptions {
            figurine: true,
            promotion_equals: false,
            castling_zeros: true,
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
