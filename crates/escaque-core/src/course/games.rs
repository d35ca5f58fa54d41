//! The games of the `a-game` lesson, written in the forms the seed writes FIDE's sample game
//! in: short (with every mark, `a.p.` too), without the optional marks, and long.

use crate::game::read_games;
use crate::pgn::movetext_units;
use crate::style::EnPassantMark;
use crate::{Language, Position, WriteOptions};
use chess::ChessMove;

/// One of the forms a game is shown in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameForm {
    /// `6. exd6 a.p. Cxd6 … 8. De3+`
    Short,
    /// Without the optional marks `x`, `+`, `#`, `a.p.`: `6. ed6 Cd6 … 8. De3`.
    Bare,
    /// With the square of departure: `6. e5xd6 a.p. Ce4xd6`.
    Long,
}

impl GameForm {
    pub const ALL: [GameForm; 3] = [GameForm::Short, GameForm::Bare, GameForm::Long];

    /// Its name in the messages (`course-game-short`).
    pub fn code(self) -> &'static str {
        match self {
            GameForm::Short => "short",
            GameForm::Bare => "bare",
            GameForm::Long => "long",
        }
    }

    /// How its moves are written in `lang`: the short and long forms mark an en passant
    /// capture, as Appendix C's sample game does: `a.p.` in Spanish and Catalan (*al paso*,
    /// *al pas*), `e.p.` in the others (*en passant*).
    pub fn options(self, lang: Language) -> WriteOptions {
        let mark = match lang.code() {
            "es" | "ca" => EnPassantMark::AP,
            _ => EnPassantMark::EP,
        };
        match self {
            GameForm::Short => WriteOptions {
                en_passant: Some(mark),
                ..WriteOptions::short(lang)
            },
            GameForm::Bare => WriteOptions::bare(lang),
            GameForm::Long => WriteOptions {
                en_passant: Some(mark),
                ..WriteOptions::long(lang)
            },
        }
    }
}

/// The game `moves` (English SAN, as read by [`read_games`]) in `form`, in `lang`: one unit a
/// move with its number and marks (`11. Rb1 (=)`); empty if it does not read.
///
/// ```
/// use escaque_core::course::{game_units, GameForm};
/// use escaque_core::Language;
/// let units = game_units("1.e4 e5 2.Nf3 (=)", GameForm::Short, Language::Es);
/// assert_eq!(units, ["1. e4", "e5", "2. Cf3 (=)"]);
/// ```
pub fn game_units(moves: &str, form: GameForm, lang: Language) -> Vec<String> {
    read_games(moves, Language::En)
        .into_iter()
        .next()
        .and_then(Result::ok)
        .map(|game| movetext_units(&game, &form.options(lang)))
        .unwrap_or_default()
}

/// The game `moves` (English SAN, as read by [`read_games`]) as its start and its moves, for a
/// board that steps through it; `None` if it does not read.
///
/// ```
/// use escaque_core::course::game_line;
/// let (start, moves) = game_line("1.e4 e5 2.Nf3 (=)").unwrap();
/// assert_eq!(start, escaque_core::Position::default());
/// assert_eq!(moves.len(), 3);
/// assert_eq!(game_line("1.e5"), None);
/// ```
pub fn game_line(moves: &str) -> Option<(Position, Vec<ChessMove>)> {
    let game = read_games(moves, Language::En).into_iter().next()?.ok()?;
    Some((game.start, game.moves.iter().map(|m| m.mv).collect()))
}
