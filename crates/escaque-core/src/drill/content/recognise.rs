//! What a teacher's pasted text is: squares, positions (FEN lines, each with its move) or a
//! game (movetext or PGN, in any notation language, with or without move numbers, comments,
//! marks or a result). One recogniser for every drill: which drills take what it found is
//! [`crate::drill::fit`]'s rule.
//!
//! ```
//! use escaque_core::drill::content::{Content, Kind};
//! let game = Content::recognise("1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6#", Kind::Squares, None);
//! assert_eq!(game.as_ref().map(|c| (c.kind(), c.len())), Ok((Kind::Game, 11)));
//! // Squares that are also a game (1.e4 d5) are what the drill prefers.
//! let text = "e4 d5";
//! assert_eq!(Content::recognise(text, Kind::Squares, None).unwrap().kind(), Kind::Squares);
//! assert_eq!(Content::recognise(text, Kind::Game, None).unwrap().kind(), Kind::Game);
//! ```

use super::input::{square_words, InputError};
use super::Content;
use crate::lexer::{Lexer, Token};
use crate::Language;

/// The three kinds of content.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A list of squares.
    Squares,
    /// Positions, each with an optional move.
    Positions,
    /// A game: a start and its moves.
    Game,
}

impl Content {
    /// The kind of this content.
    pub fn kind(&self) -> Kind {
        match self {
            Content::Squares(_) => Kind::Squares,
            Content::Positions(_) => Kind::Positions,
            Content::Game { .. } => Kind::Game,
        }
    }

    /// Reads pasted text as what it is:
    ///
    /// - FEN lines (a line starting with a board of eight ranks) are positions;
    /// - text with move numbers, tags, comments, variations or a result is a game;
    /// - otherwise the words may be squares (`e4 d5`) or moves (`e4 d5 Nf3`): read both ways,
    ///   the kind the drill `prefers` wins when both read; when neither does, the error is the
    ///   one of the preferred reading (a bad square in a square drill, a bad move otherwise).
    ///
    /// Games are read in `language`, or in the first language in which all of it reads.
    ///
    /// # Errors
    /// The [`InputError`] of the reading that was chosen.
    pub fn recognise(
        text: &str,
        prefers: Kind,
        language: Option<Language>,
    ) -> Result<Content, InputError> {
        if text.trim().is_empty() {
            return Err(InputError::Empty);
        }
        if has_fen_line(text) {
            return Content::from_fen_lines(text, language);
        }
        if looks_like_game(text) {
            return Content::from_game_text(text, language);
        }
        let squares = Content::from_squares_text(text);
        if prefers == Kind::Squares && squares.is_ok() {
            return squares;
        }
        let game = Content::from_game_text(text, language);
        match (prefers, game, squares) {
            (_, Ok(game), _) => Ok(game),
            (_, Err(_), Ok(squares)) => Ok(squares),
            (Kind::Squares, Err(_), Err(squares)) if mostly_squares(text) => Err(squares),
            (_, Err(game), Err(_)) => Err(game),
        }
    }
}

/// Whether a line starts with a FEN board (eight ranks separated by `/`).
fn has_fen_line(text: &str) -> bool {
    text.lines().any(|line| {
        line.split_whitespace()
            .next()
            .is_some_and(|word| word.matches('/').count() == 7)
    })
}

/// Whether the text has what only games have: a tag, a move number, a comment, a variation,
/// a result or a mark written apart. Commas and semicolons separate the words of a list here
/// (a game's `;` comment goes with move numbers, which say "game" anyway).
fn looks_like_game(text: &str) -> bool {
    let text = text.replace([',', ';'], " ");
    Lexer::new(&text).any(|(token, _)| {
        !matches!(
            token,
            Token::Word(_) | Token::EnPassantMark | Token::Unclosed(_)
        )
    })
}

/// Whether most words look like squares (a letter and a number: `e4`, `h9`): a list of
/// squares with a typo, not moves.
fn mostly_squares(text: &str) -> bool {
    let words = square_words(text);
    let square_like = words
        .iter()
        .filter(|(_, w)| {
            let mut chars = w.chars();
            chars.next().is_some_and(|c| c.is_ascii_alphabetic())
                && chars.clone().next().is_some()
                && chars.all(|c| c.is_ascii_digit())
        })
        .count();
    2 * square_like >= words.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shape_of_a_text_decides_first() {
        assert!(has_fen_line("x\n4k3/8/8/8/8/8/8/4K2R w K - 0 1 O-O"));
        assert!(!has_fen_line("e4 d5"));
        for game in [
            "1.e4",
            "e4 e5 1-0",
            "e4 {good} e5",
            "e4 (d4) e5",
            "[Event \"x\"]",
            "e4 !",
        ] {
            assert!(looks_like_game(game), "{game}");
        }
        for words in ["e4 d5", "e4, d5; a1", "Cf3 Cc6", ""] {
            assert!(!looks_like_game(words), "{words}");
        }
        assert!(mostly_squares("e4 d5 h9"));
        assert!(!mostly_squares("Cf3 Cc6 h9"));
    }
}
