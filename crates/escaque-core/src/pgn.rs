//! Writing whole games: PGN (English SAN with tags), movetext in any language, or UCI lines.
//!
//! ```
//! use escaque_core::{game::read_games, pgn::write_movetext, Language, WriteOptions};
//! let game = read_games("1.e4 e5 2.Nf3 Nc6 1-0", Language::En).remove(0).unwrap();
//! assert_eq!(write_movetext(&game, &WriteOptions::short(Language::De)), "1. e4 e5 2. Sf3 Sc6 1-0");
//! ```

use crate::game::Game;
use crate::write::{append_san, san_plus_after, write_move, Form};
use crate::{Language, WriteOptions};
use chess::Color;
use std::fmt::Write;

/// The Seven Tag Roster, written first and in this order.
const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The moves of a game with move numbers and result, one line (`1. e4 e5 2. Nf3 …`).
/// With [`Form::Uci`], only the moves separated by spaces.
pub fn write_movetext(game: &Game, options: &WriteOptions) -> String {
    let mut out = String::new();
    let mut position = game.start;
    for (ply, played) in game.moves.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        let after = position.play(played.mv);
        if options.form == Form::Uci {
            out.push_str(&write_move(&position, played.mv, options));
        } else {
            if position.turn() == Color::White {
                let _ = write!(out, "{}. ", position.fullmove_number());
            } else if ply == 0 {
                let _ = write!(out, "{}... ", position.fullmove_number());
            }
            let mut plus = san_plus_after(&position, played.mv, &after, options.form == Form::Long);
            plus.draw_offer = played.draw_offer;
            append_san(&mut out, &plus, options, position.turn());
        }
        position = after;
    }
    if options.form != Form::Uci {
        if let Some(result) = &game.result {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(result);
        }
    }
    out
}

/// A PGN game: the Seven Tag Roster, the other tags, and the movetext wrapped at 80 columns.
pub fn write_pgn(game: &Game, options: &WriteOptions) -> String {
    let mut out = String::new();
    let result = game.result.clone().unwrap_or_else(|| "*".to_string());
    for (name, default) in SEVEN_TAGS {
        let value = if name == "Result" {
            result.as_str()
        } else {
            game.tag(name).unwrap_or(default)
        };
        push_tag(&mut out, name, value);
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAGS.iter().any(|(n, _)| n == name) {
            push_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut with_result = game.clone();
    with_result.result = Some(result);
    let mut line_len = 0;
    for word in write_movetext(&with_result, options).split(' ') {
        if line_len > 0 && line_len + 1 + word.len() > 80 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(word);
        line_len += word.chars().count();
    }
    out.push_str("\n\n");
    out
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if c == '\\' || c == '"' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]\n");
}

/// What a game is converted to: a language's notation, figurines, UCI, or PGN (English, with
/// tags).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Language(Language),
    Figurine,
    Uci,
    Pgn,
}

/// A target name that is not a language, `figurine`, `uci` or `pgn`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTarget(pub String);

impl std::fmt::Display for UnknownTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown target '{}': a language code, figurine, uci or pgn",
            self.0
        )
    }
}

impl std::error::Error for UnknownTarget {}

impl std::str::FromStr for Target {
    type Err = UnknownTarget;

    /// `es`, `en`, … (any language code), `figurine` (or `fan`), `uci`, `pgn`.
    fn from_str(text: &str) -> Result<Target, UnknownTarget> {
        match text.to_ascii_lowercase().as_str() {
            "figurine" | "fan" => Ok(Target::Figurine),
            "uci" => Ok(Target::Uci),
            "pgn" => Ok(Target::Pgn),
            other => other
                .parse()
                .map(Target::Language)
                .map_err(|_| UnknownTarget(text.to_string())),
        }
    }
}

impl Target {
    /// How moves are written for this target, in the long form if `long` (UCI has one form).
    pub fn options(self, long: bool) -> WriteOptions {
        let mut options = match self {
            Target::Language(lang) => WriteOptions::short(lang),
            Target::Figurine => WriteOptions::figurine(),
            Target::Uci => WriteOptions::uci(),
            Target::Pgn => WriteOptions::short(Language::En),
        };
        if long && self != Target::Uci {
            options.form = crate::Form::Long;
        }
        options
    }
}

/// One game converted: UCI moves on one line; movetext alone for a game without tags (unless
/// PGN is asked for); otherwise PGN with its tags.
///
/// ```
/// use escaque_core::{game::read_games, pgn::{convert_game, Target}, Language};
/// let game = read_games("1.e4 e5 2.Cf3 Cc6 *", Language::Es).remove(0).unwrap();
/// assert_eq!(convert_game(&game, Target::Language(Language::En), false), "1. e4 e5 2. Nf3 Nc6 *\n\n");
/// assert_eq!(convert_game(&game, Target::Uci, false), "e2e4 e7e5 g1f3 b8c6\n");
/// ```
pub fn convert_game(game: &Game, target: Target, long: bool) -> String {
    let options = target.options(long);
    match target {
        Target::Uci => format!("{}\n", write_movetext(game, &options)),
        _ if game.tags.is_empty() && target != Target::Pgn => {
            format!("{}\n\n", write_movetext(game, &options))
        }
        _ => write_pgn(game, &options),
    }
}
