//! Loading the test data in `tests/data/` (see its README for where each file comes from).
#![allow(dead_code)]

use escaque_core::drill::{Answer, Drill, Expected, Prompt};
use escaque_core::{Language, Position, WriteOptions};
use std::path::PathBuf;

/// Path of a file in `tests/data/`.
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// The rows of a TSV file, header and comment lines left out.
pub fn tsv(name: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(data_path(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

/// Parses a FEN that the data says is valid.
pub fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Turns the data's `\n` escape into a newline.
pub fn unescape(input: &str) -> String {
    input.replace("\\n", "\n")
}

/// Whether a row's tag list contains `tag`.
pub fn tagged(tags: &str, tag: &str) -> bool {
    tags.split(',').any(|t| t.trim() == tag)
}

/// Every way the engine writes: figurine, UCI, and for each language the short form and the
/// long form with hyphens and `=` before promotion pieces.
pub fn every_style() -> Vec<WriteOptions> {
    let mut styles = vec![WriteOptions::figurine(), WriteOptions::uci()];
    for lang in Language::ALL {
        styles.push(WriteOptions::short(lang));
        styles.push(WriteOptions {
            hyphen: true,
            promotion_equals: true,
            ..WriteOptions::long(lang)
        });
    }
    styles
}

/// The expected answer to `prompt` as the drill's input gives it: a square, a colour, yes or
/// no, a number, or the move played on the board; a drill whose moves are written gets `?`
/// (a wrong answer: the tests that use this follow the prompts, not the score).
pub fn answer_for(run: &Drill, prompt: &Prompt) -> Answer {
    match Expected::of(run.spec().mode(), prompt) {
        Expected::Square(s) => Answer::Square(s),
        Expected::Colour(c) => Answer::Colour(c),
        Expected::YesNo(y) => Answer::YesNo(y),
        Expected::Number(n) => Answer::Number(n),
        Expected::Move(mv) if run.plays_moves() => Answer::Move(mv),
        Expected::Move(_) => Answer::Text("?".into()),
        Expected::Fen(asked) if run.spec().mode() == escaque_core::drill::Mode::SetUp => {
            Answer::Placement(asked.placement)
        }
        Expected::Fen(asked) => Answer::Text(asked.fen()),
    }
}
