//! A written move built piece by piece, for the lessons' worked examples: "the knight → C,
//! to f3 → f3: Cf3".

use crate::position::{file_char, rank_char};
use crate::san::{CastlingSide, San, Suffix};
use crate::style::{EnPassantMark, MateMark};
use crate::write::{san_plus, Form, WriteOptions};
use crate::{Position, Role};
use chess::{ChessMove, Square};

/// What a piece of a written move says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PartKind {
    /// The move's number, as a game's record writes it: `3. ` before White's move, `3...`
    /// before Black's written alone.
    Number {
        number: u32,
        black: bool,
    },
    /// The letter of the piece that moves.
    Piece(Role),
    /// A pawn: no letter (the part's text is empty, or in the long form, the square it leaves).
    Pawn,
    /// The square it leaves (long form) or the file or rank that tells two pieces apart.
    From,
    /// A pawn capture's file.
    PawnFile,
    Capture,
    To(Square),
    Promotion(Role),
    Castle(CastlingSide),
    EnPassant,
    Check,
    Mate,
}

/// One piece of a written move: what it says and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub kind: PartKind,
    pub text: String,
}

/// The pieces of `mv` (legal in `position`) written with `options`; their texts, one after
/// the other, are what [`crate::write_move`] writes.
///
/// ```
/// use escaque_core::{course::{parts, PartKind}, Language, Position, Role, WriteOptions};
/// let start = Position::default();
/// let nf3 = escaque_core::read_move(&start, "g1f3", Language::En).unwrap();
/// let p = parts(&start, nf3, &WriteOptions::short(Language::Es));
/// assert_eq!(p[0].kind, PartKind::Piece(Role::Knight));
/// let text: String = p.iter().map(|p| p.text.as_str()).collect();
/// assert_eq!(text, "Cf3");
/// ```
pub fn parts(position: &Position, mv: ChessMove, options: &WriteOptions) -> Vec<Part> {
    let plus = san_plus(position, mv, options.form == Form::Long);
    let mut out = Vec::new();
    let mut push = |kind: PartKind, text: String| out.push(Part { kind, text });
    let letter = |role: Role| -> String {
        if options.figurine {
            crate::language::figurine(role).to_string()
        } else {
            options.language.letter(role).to_string()
        }
    };
    match plus.san {
        San::Null => push(PartKind::From, "--".into()),
        San::Castle(side) => {
            let o = if options.castling_zeros { "0" } else { "O" };
            let text = match side {
                CastlingSide::King => format!("{o}-{o}"),
                CastlingSide::Queen => format!("{o}-{o}-{o}"),
            };
            push(PartKind::Castle(side), text);
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let pawn = role.is_none_or(|r| r == Role::Pawn);
            let mut from = String::new();
            if let Some(file) = file {
                from.push(file_char(file));
            }
            if let Some(rank) = rank {
                from.push(rank_char(rank));
            }
            match role.filter(|&r| r != Role::Pawn) {
                Some(role) => push(PartKind::Piece(role), letter(role)),
                None => push(PartKind::Pawn, String::new()),
            }
            if !from.is_empty() {
                let kind = if pawn && rank.is_none() {
                    PartKind::PawnFile
                } else {
                    PartKind::From
                };
                push(kind, from);
            }
            if capture && options.capture_mark {
                push(PartKind::Capture, "x".into());
            } else if options.hyphen && file.is_some() && rank.is_some() {
                push(PartKind::From, "-".into());
            }
            push(PartKind::To(to), to.to_string());
            if let Some(promotion) = promotion {
                let eq = if options.promotion_equals { "=" } else { "" };
                push(
                    PartKind::Promotion(promotion),
                    format!("{eq}{}", letter(promotion)),
                );
            }
        }
    }
    if plus.en_passant_mark {
        match options.en_passant {
            Some(EnPassantMark::AP) => push(PartKind::EnPassant, " a.p.".into()),
            Some(EnPassantMark::EP) => push(PartKind::EnPassant, " e.p.".into()),
            None => {}
        }
    }
    if options.checks {
        match plus.suffix {
            Some(Suffix::Check) => push(PartKind::Check, "+".into()),
            Some(Suffix::Mate | Suffix::MateDoublePlus) => push(
                PartKind::Mate,
                match options.mate {
                    MateMark::Hash => "#".into(),
                    MateMark::DoublePlus => "++".into(),
                },
            ),
            None => {}
        }
    }
    out
}

/// The pieces of `mv` as a game's record writes it alone: its number first (`3...exd4`,
/// `3. d4`), then [`parts`].
///
/// ```
/// use escaque_core::{course::{numbered_parts, PartKind}, Language, Position, WriteOptions};
/// let position: Position = "rnbqkb1r/pppp1ppp/5n2/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3"
///     .parse().unwrap();
/// let exd4 = escaque_core::read_move(&position, "exd4", Language::En).unwrap();
/// let p = numbered_parts(&position, exd4, &WriteOptions::short(Language::Es));
/// assert_eq!(p[0].kind, PartKind::Number { number: 3, black: true });
/// let text: String = p.iter().map(|p| p.text.as_str()).collect();
/// assert_eq!(text, "3...exd4");
/// ```
pub fn numbered_parts(position: &Position, mv: ChessMove, options: &WriteOptions) -> Vec<Part> {
    let number = position.fullmove_number();
    let black = position.turn() == chess::Color::Black;
    let text = if black {
        format!("{number}...")
    } else {
        format!("{number}. ")
    };
    let mut out = vec![Part {
        kind: PartKind::Number { number, black },
        text,
    }];
    out.extend(parts(position, mv, options));
    out
}
