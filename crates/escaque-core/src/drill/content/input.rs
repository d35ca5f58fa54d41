//! Content from what a teacher pastes: a game in any supported language and form, positions as
//! FEN lines (each with an optional move), or a list of squares. Errors say where.

use super::{Content, MAX_GAME_PLIES, MAX_POSITIONS, MAX_SQUARES};
use crate::drill::fen_error;
use crate::game::{games, games_auto, GameError};
use crate::position::{is_null, parse_square};
use crate::read::ReadError;
use crate::{read_move, replay, FenError, Language, Position};
use chess::{ChessMove, Color};
use std::fmt;

/// Where in the pasted text: line and column, both from 1 (the column counts characters).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

impl Location {
    /// The place of byte `offset` of `text` (an offset inside a character counts as that
    /// character; beyond the end, the end).
    ///
    /// ```
    /// use escaque_core::drill::content::Location;
    /// assert_eq!(Location::of("1.e4 e5\n2.Cf3 CCc6", 14), Location { line: 2, column: 7 });
    /// assert_eq!(Location::of("ñ e4", 3), Location { line: 1, column: 3 });
    /// ```
    pub fn of(text: &str, offset: usize) -> Location {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Location {
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why pasted text does not make content. Lines are numbered from 1, blank lines included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// Nothing to read: no game, no position, no square (or a game without moves).
    Empty,
    /// More items than a link may carry.
    TooMany { count: usize, max: usize },
    /// The `index`-th (from 1) word of a square list is not a square.
    BadSquare {
        index: usize,
        text: String,
        at: Location,
    },
    /// A line whose FEN is refused.
    Fen { at: Location, error: FenError },
    /// A line whose move does not read in its position (boxed to keep the error small).
    Move {
        at: Location,
        text: String,
        error: ReadError,
        position: Box<Position>,
    },
    /// A line with more after its FEN than one move.
    ExtraText { at: Location, text: String },
    /// A game with a bad move, located in the text (the error's `offset`).
    Game(GameError),
    /// More than one game: a link carries one.
    SeveralGames { count: usize },
    /// A null move (`--`), which a drill cannot ask.
    NullMove {
        move_number: u32,
        side: Color,
        at: Location,
    },
}

impl InputError {
    /// Where in `text` (the text that was read) the error is, when it is at one place.
    ///
    /// ```
    /// use escaque_core::drill::content::{Content, Location};
    /// let text = "1.e4 c6 2.d4 d5\n3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 CCf6";
    /// let error = Content::from_game_text(text, None).unwrap_err();
    /// assert_eq!(error.location(text), Some(Location { line: 2, column: 29 }));
    /// ```
    pub fn location(&self, text: &str) -> Option<Location> {
        match self {
            InputError::BadSquare { at, .. }
            | InputError::Fen { at, .. }
            | InputError::Move { at, .. }
            | InputError::ExtraText { at, .. }
            | InputError::NullMove { at, .. } => Some(*at),
            InputError::Game(error) => Some(Location::of(text, error.offset)),
            InputError::Empty | InputError::TooMany { .. } | InputError::SeveralGames { .. } => {
                None
            }
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Empty => write!(f, "there is nothing to make a drill of"),
            InputError::TooMany { count, max } => {
                write!(f, "{count} items are too many for a link (at most {max})")
            }
            InputError::BadSquare { index, text, at } => {
                write!(f, "{at}: item {index}, '{text}', is not a square")
            }
            InputError::Fen { at, error } => write!(f, "{at}: {error}"),
            InputError::Move {
                at, text, error, ..
            } => {
                write!(f, "{at}, '{text}': {error}")
            }
            InputError::ExtraText { at, text } => {
                write!(f, "{at}: unexpected '{text}' after the move")
            }
            InputError::Game(error) => write!(f, "{error}"),
            InputError::SeveralGames { count } => {
                write!(f, "the text holds {count} games; a drill takes one")
            }
            InputError::NullMove {
                move_number,
                side,
                at,
            } => {
                let side = if *side == Color::White {
                    "white"
                } else {
                    "black"
                };
                write!(
                    f,
                    "{at}: move {move_number}, {side}: a null move cannot be drilled"
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
        let mut moves = Vec::with_capacity(game.moves.len());
        let played: Vec<ChessMove> = game.moves.iter().map(|m| m.mv).collect();
        for ((position, mv), m) in replay::plies(game.start, &played).zip(&game.moves) {
            if is_null(mv) {
                return Err(InputError::NullMove {
                    move_number: position.fullmove_number(),
                    side: position.turn(),
                    at: Location::of(text, m.span.start),
                });
            }
            moves.push(mv);
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
    /// let Err(InputError::Move { at, .. }) = bad else { panic!() };
    /// assert_eq!((at.line, at.column), (1, 32));
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
                Err(error @ InputError::Move { at, .. }) => {
                    let further = match &best {
                        Some(InputError::Move { at: best_at, .. }) => at.line > best_at.line,
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
    /// use escaque_core::drill::content::{Content, InputError, Location};
    /// use escaque_core::chess::Square;
    /// assert_eq!(Content::from_squares_text("e4, D5;h8"),
    ///            Ok(Content::Squares(vec![Square::E4, Square::D5, Square::H8])));
    /// assert_eq!(Content::from_squares_text("e4 e9"),
    ///            Err(InputError::BadSquare { index: 2, text: "e9".into(),
    ///                                        at: Location { line: 1, column: 4 } }));
    /// ```
    ///
    /// # Errors
    /// [`InputError::BadSquare`], [`InputError::Empty`] or [`InputError::TooMany`].
    pub fn from_squares_text(text: &str) -> Result<Content, InputError> {
        let words = square_words(text);
        if words.len() > MAX_SQUARES {
            return Err(InputError::TooMany {
                count: words.len(),
                max: MAX_SQUARES,
            });
        }
        let mut squares = Vec::with_capacity(words.len());
        for (i, &(offset, word)) in words.iter().enumerate() {
            let square =
                parse_square(&word.to_ascii_lowercase()).ok_or_else(|| InputError::BadSquare {
                    index: i + 1,
                    text: clip(word),
                    at: Location::of(text, offset),
                })?;
            squares.push(square);
        }
        if squares.is_empty() {
            return Err(InputError::Empty);
        }
        Ok(Content::Squares(squares))
    }
}

/// The words of a square list with their byte offsets: separated by white space, commas or
/// semicolons.
pub(super) fn square_words(text: &str) -> Vec<(usize, &str)> {
    words(text, |c| c.is_whitespace() || c == ',' || c == ';')
}

/// The words of `text` between separators, with their byte offsets.
fn words(text: &str, is_separator: impl Fn(char) -> bool) -> Vec<(usize, &str)> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (is_separator(c), start) {
            (true, Some(s)) => {
                words.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, &text[s..]));
    }
    words
}

/// The line (from 1) of the `index`-th (from 1) position of FEN lines: blank lines do not
/// count as positions, but count as lines.
///
/// ```
/// assert_eq!(escaque_core::drill::content::position_line("a\n\nb\nc", 2), Some(3));
/// ```
pub fn position_line(text: &str, index: usize) -> Option<usize> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .nth(index.checked_sub(1)?)
        .map(|(number, _)| number + 1)
}

/// Every FEN line of `text`, moves read in `language`.
fn read_lines(text: &str, language: Language) -> Result<Content, InputError> {
    let mut items = Vec::new();
    let mut line_start = 0;
    for (number, line) in text.split('\n').enumerate() {
        let at = line_start;
        line_start += line.len() + 1;
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
        items.push(read_line(text, at, line, number + 1, language)?);
    }
    if items.is_empty() {
        return Err(InputError::Empty);
    }
    Ok(Content::Positions(items))
}

/// One FEN line (`line`, at byte `start` of `text`, numbered `number`): the position and its
/// move, if any.
fn read_line(
    text: &str,
    start: usize,
    line: &str,
    number: usize,
    language: Language,
) -> Result<(Position, Option<ChessMove>), InputError> {
    let words = words(line, char::is_whitespace);
    let at = |offset: usize| {
        let mut place = Location::of(text, start + offset);
        place.line = number;
        place
    };
    let is_counter = |w: &&str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let texts: Vec<&str> = words.iter().map(|&(_, w)| w).collect();
    let fields = if texts.len() >= 6 && texts[4..6].iter().all(is_counter) {
        6
    } else {
        texts.len().min(4)
    };
    let position: Position = texts[..fields].join(" ").parse().map_err(|error| {
        // At the fault itself (the bad letter, the field), not at the line's start.
        let first = words.first().map_or(0, |&(o, _)| o);
        let end = words[..fields].last().map_or(first, |&(o, w)| o + w.len());
        InputError::Fen {
            at: at(first + fen_error::fault(&line[first..end], &error)),
            error,
        }
    })?;
    let mut rest: Vec<(usize, &str)> = words[fields..]
        .iter()
        .map(|&(o, w)| {
            let stripped = strip_move_number(w);
            (o + w.len() - stripped.len(), stripped)
        })
        .filter(|(_, w)| !w.is_empty())
        .collect();
    if rest.len() > 1 {
        let extra: Vec<&str> = rest[1..].iter().map(|&(_, w)| w).collect();
        return Err(InputError::ExtraText {
            at: at(rest[1].0),
            text: clip(&extra.join(" ")),
        });
    }
    let Some((offset, word)) = rest.pop() else {
        return Ok((position, None));
    };
    let mv = read_move(&position, word, language).map_err(|error| InputError::Move {
        at: at(offset),
        text: clip(word),
        error,
        position: Box::new(position),
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
