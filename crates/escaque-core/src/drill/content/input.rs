//! Content from what a teacher pastes: a game in any supported language and form, positions as
//! FEN lines (each with an optional move), or a list of squares. Errors say where.

use super::{Content, MAX_GAME_PLIES, MAX_POSITIONS, MAX_SQUARES};
use crate::game::{games, games_auto, GameError};
use crate::position::{is_null, parse_square};
use crate::read::ReadError;
use crate::{read_move, FenError, Language, Position};
use chess::{ChessMove, Color};
use std::fmt;

/// Why pasted text does not make content. Lines are numbered from 1, blank lines included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// Nothing to read: no game, no position, no square (or a game without moves).
    Empty,
    /// More items than a link may carry.
    TooMany { count: usize, max: usize },
    /// The `index`-th (from 1) word of a square list is not a square.
    BadSquare { index: usize, text: String },
    /// A line whose FEN is refused.
    Fen { line: usize, error: FenError },
    /// A line whose move does not read in its position.
    Move {
        line: usize,
        text: String,
        error: ReadError,
    },
    /// A line with more after its FEN than one move.
    ExtraText { line: usize, text: String },
    /// A game with a bad move, located in the text.
    Game(GameError),
    /// More than one game: a link carries one.
    SeveralGames { count: usize },
    /// A null move (`--`), which a drill cannot ask.
    NullMove { move_number: u32, side: Color },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Empty => write!(f, "there is nothing to make a drill of"),
            InputError::TooMany { count, max } => {
                write!(f, "{count} items are too many for a link (at most {max})")
            }
            InputError::BadSquare { index, text } => {
                write!(f, "item {index}, '{text}', is not a square")
            }
            InputError::Fen { line, error } => write!(f, "line {line}: {error}"),
            InputError::Move { line, text, error } => {
                write!(f, "line {line}, '{text}': {error}")
            }
            InputError::ExtraText { line, text } => {
                write!(f, "line {line}: unexpected '{text}' after the move")
            }
            InputError::Game(error) => write!(f, "{error}"),
            InputError::SeveralGames { count } => {
                write!(f, "the text holds {count} games; a drill takes one")
            }
            InputError::NullMove { move_number, side } => {
                let side = if *side == Color::White {
                    "white"
                } else {
                    "black"
                };
                write!(
                    f,
                    "move {move_number}, {side}: a null move cannot be drilled"
                )
            }
        }
    }
}

impl std::error::Error for InputError {}

/// Cuts pasted text for an error.
fn clip(text: &str) -> String {
    text.chars().take(40).collect()
}

impl Content {
    /// A game read with the core's game reader in `language`, or in the first language in
    /// which all of it reads when `None`. Tags, comments and the result are not kept.
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, InputError};
    /// use escaque_core::Language;
    /// let game = Content::from_game_text("1.e4 e5 2.Cf3 Cc6 3.Ab5", None).unwrap();
    /// assert_eq!(game.len(), 5);
    /// assert_eq!(game.to_string().parse::<Content>(), Ok(game));
    /// let error = Content::from_game_text("1.e4 e5 2.Cf3 Cc6 3.Ab6", Some(Language::Es));
    /// assert_eq!(error.unwrap_err().to_string(),
    ///            "game 1, move 3, white, 'Ab6': illegal: no bishop can reach b6");
    /// ```
    ///
    /// # Errors
    /// [`InputError::Game`] at the first bad move, [`InputError::Empty`],
    /// [`InputError::SeveralGames`], [`InputError::TooMany`] or [`InputError::NullMove`].
    pub fn from_game_text(text: &str, language: Option<Language>) -> Result<Content, InputError> {
        let mut read: Box<dyn Iterator<Item = Result<crate::game::Game, GameError>>> =
            match language {
                Some(language) => Box::new(games(text, language)),
                None => Box::new(games_auto(text).map(|r| r.map(|(game, _)| game))),
            };
        let game = read
            .next()
            .ok_or(InputError::Empty)?
            .map_err(InputError::Game)?;
        let more = read.count();
        if more > 0 {
            return Err(InputError::SeveralGames { count: more + 1 });
        }
        if game.moves.is_empty() {
            return Err(InputError::Empty);
        }
        if game.moves.len() > MAX_GAME_PLIES {
            return Err(InputError::TooMany {
                count: game.moves.len(),
                max: MAX_GAME_PLIES,
            });
        }
        let mut position = game.start;
        let mut moves = Vec::with_capacity(game.moves.len());
        for m in &game.moves {
            if is_null(m.mv) {
                return Err(InputError::NullMove {
                    move_number: position.fullmove_number(),
                    side: position.turn(),
                });
            }
            moves.push(m.mv);
            position = position.play(m.mv);
        }
        Ok(Content::Game {
            start: game.start,
            moves,
        })
    }

    /// Positions, one FEN a line (six fields, or four without the counters), each optionally
    /// followed by a move in any form the reader takes (`Cf3`, `Ng1f3`, `g1f3`, `12...Nf6`), in
    /// `language` or, when `None`, in the first language (English first) in which every line's
    /// move reads. Blank lines are skipped.
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, InputError};
    /// let text = "4k3/8/8/8/8/8/8/4K2R w K - 0 1 O-O\n\n4k3/8/8/8/8/8/8/R3K3 w Q -";
    /// let content = Content::from_fen_lines(text, None).unwrap();
    /// assert_eq!(content.len(), 2);
    /// let bad = Content::from_fen_lines("4k3/8/8/8/8/8/8/4K2R w K - 0 1 Kf3", None);
    /// assert!(matches!(bad, Err(InputError::Move { line: 1, .. })));
    /// ```
    ///
    /// # Errors
    /// The first bad line's [`InputError::Fen`], [`InputError::Move`] (in automatic mode, that
    /// of the language that read the most lines) or [`InputError::ExtraText`];
    /// [`InputError::Empty`] or [`InputError::TooMany`].
    pub fn from_fen_lines(text: &str, language: Option<Language>) -> Result<Content, InputError> {
        if let Some(language) = language {
            return read_lines(text, language);
        }
        let mut best: Option<InputError> = None;
        for language in Language::ALL {
            match read_lines(text, language) {
                Ok(content) => return Ok(content),
                Err(error @ InputError::Move { line, .. }) => {
                    let further = match &best {
                        Some(InputError::Move {
                            line: best_line, ..
                        }) => line > *best_line,
                        _ => true,
                    };
                    if further {
                        best = Some(error);
                    }
                }
                // The same in every language.
                Err(error) => return Err(error),
            }
        }
        Err(best.unwrap_or(InputError::Empty))
    }

    /// Squares separated by spaces, commas or semicolons (`e4, d5 a1`), upper or lower case.
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, InputError};
    /// use escaque_core::chess::Square;
    /// assert_eq!(Content::from_squares_text("e4, D5;h8"),
    ///            Ok(Content::Squares(vec![Square::E4, Square::D5, Square::H8])));
    /// assert_eq!(Content::from_squares_text("e4 e9"),
    ///            Err(InputError::BadSquare { index: 2, text: "e9".into() }));
    /// ```
    ///
    /// # Errors
    /// [`InputError::BadSquare`], [`InputError::Empty`] or [`InputError::TooMany`].
    pub fn from_squares_text(text: &str) -> Result<Content, InputError> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty())
            .collect();
        if words.len() > MAX_SQUARES {
            return Err(InputError::TooMany {
                count: words.len(),
                max: MAX_SQUARES,
            });
        }
        let mut squares = Vec::with_capacity(words.len());
        for (i, word) in words.iter().enumerate() {
            let square =
                parse_square(&word.to_ascii_lowercase()).ok_or_else(|| InputError::BadSquare {
                    index: i + 1,
                    text: clip(word),
                })?;
            squares.push(square);
        }
        if squares.is_empty() {
            return Err(InputError::Empty);
        }
        Ok(Content::Squares(squares))
    }
}

/// Every FEN line of `text`, moves read in `language`.
fn read_lines(text: &str, language: Language) -> Result<Content, InputError> {
    let mut items = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if items.len() == MAX_POSITIONS {
            let count = text.lines().filter(|l| !l.trim().is_empty()).count();
            return Err(InputError::TooMany {
                count,
                max: MAX_POSITIONS,
            });
        }
        items.push(read_line(line, number + 1, language)?);
    }
    if items.is_empty() {
        return Err(InputError::Empty);
    }
    Ok(Content::Positions(items))
}

/// One FEN line: the position and its move, if any.
fn read_line(
    line: &str,
    number: usize,
    language: Language,
) -> Result<(Position, Option<ChessMove>), InputError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let is_counter = |w: &&str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let fields = if words.len() >= 6 && words[4..6].iter().all(is_counter) {
        6
    } else {
        words.len().min(4)
    };
    let position: Position =
        words[..fields]
            .join(" ")
            .parse()
            .map_err(|error| InputError::Fen {
                line: number,
                error,
            })?;
    let mut rest: Vec<&str> = words[fields..]
        .iter()
        .map(|w| strip_move_number(w))
        .filter(|w| !w.is_empty())
        .collect();
    if rest.len() > 1 {
        return Err(InputError::ExtraText {
            line: number,
            text: clip(&rest[1..].join(" ")),
        });
    }
    let Some(word) = rest.pop() else {
        return Ok((position, None));
    };
    let mv = read_move(&position, word, language).map_err(|error| InputError::Move {
        line: number,
        text: clip(word),
        error,
    })?;
    Ok((position, Some(mv)))
}

/// `12.Nf3` → `Nf3`, `12...` → ``; other words unchanged.
fn strip_move_number(word: &str) -> &str {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &word[digits..];
    let after_dots = rest.trim_start_matches('.');
    if digits > 0 && after_dots.len() < rest.len() {
        after_dots
    } else {
        word
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_are_skipped_before_a_move() {
        assert_eq!(strip_move_number("12.Nf3"), "Nf3");
        assert_eq!(strip_move_number("12...Nf6"), "Nf6");
        assert_eq!(strip_move_number("12..."), "");
        assert_eq!(strip_move_number("e4"), "e4");
        assert_eq!(strip_move_number("0-0"), "0-0");
    }
}
