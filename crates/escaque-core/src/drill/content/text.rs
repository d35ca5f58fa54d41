//! Content written back as a teacher would paste it, so that a drill reopened in the builder
//! shows its squares, positions or game as text that reads into the same content.
//!
//! ```
//! use escaque_core::drill::content::{Content, Kind};
//! use escaque_core::Language;
//! let text = "1.e4 c6 2.d4 d5 3.Cc3 dxe4";
//! let game = Content::recognise(text, Kind::Game, None).unwrap();
//! assert_eq!(game.to_text(Language::Es), "1. e4 c6 2. d4 d5 3. Cc3 dxe4");
//! assert_eq!(Content::recognise(&game.to_text(Language::De), Kind::Game, None), Ok(game));
//! ```

use super::Content;
use crate::{replay, write_move, Language, WriteOptions};
use chess::Color;

impl Content {
    /// The content as text: squares separated by spaces, one FEN a line with its move, or a
    /// game's numbered moves, moves in `language`'s short form.
    pub fn to_text(&self, language: Language) -> String {
        let options = WriteOptions::short(language);
        match self {
            Content::Squares(squares) => squares
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Content::Positions(items) => items
                .iter()
                .map(|(position, mv)| match mv {
                    Some(mv) => format!(
                        "{} {}",
                        position.to_fen(),
                        write_move(position, *mv, &options)
                    ),
                    None => position.to_fen(),
                })
                .collect::<Vec<_>>()
                .join("\n"),
            Content::Game { start, moves } => {
                let mut out = String::new();
                if *start != crate::Position::default() {
                    out.push_str(&format!("[FEN \"{}\"]\n\n", start.to_fen()));
                }
                for (ply, (position, mv)) in replay::plies(*start, moves).enumerate() {
                    if ply > 0 {
                        out.push(' ');
                    }
                    let number = position.fullmove_number();
                    if position.turn() == Color::White {
                        out.push_str(&format!("{number}. "));
                    } else if ply == 0 {
                        out.push_str(&format!("{number}... "));
                    }
                    out.push_str(&write_move(&position, mv, &options));
                }
                out
            }
        }
    }
}
