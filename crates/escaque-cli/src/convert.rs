//! `escaque convert`: read games in one notation, write them in another.

use escaque_core::game::{games, Game, GameError};
use escaque_core::notation::{self, Notation, Output};
use escaque_core::pgn::UnknownTarget;
use std::io::{Read, Write};

/// Runs the command: every game that reads is written; each one that does not is reported
/// (game, move, column) on standard error, and the run then ends with exit 1.
pub fn run(from: &str, to: &str, long: bool, file: Option<&std::path::Path>) -> Result<(), String> {
    let mut bytes = Vec::new();
    match file {
        Some(path) => {
            bytes =
                std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        None => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
        }
    }
    // Valid UTF-8 (nearly always) is checked by the faster validator; otherwise the lossy one.
    let text = match std::str::from_utf8(&bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(&bytes),
    };
    // A notation that is not algebraic (descriptive, ICCF) as the output, or the usual targets.
    let output: Output = to.parse().map_err(|e: UnknownTarget| {
        format!("--to: {e}; or descriptive-en, descriptive-es, descriptive-fr, iccf")
    })?;
    // Games are read and written one at a time: a large file is never held whole.
    let games: Box<dyn Iterator<Item = Result<(Game, Notation), GameError>>> = if from
        .eq_ignore_ascii_case("auto")
    {
        Box::new(notation::games_auto(&text))
    } else {
        let from: Notation = from.parse().map_err(|e| format!("--from: {e}; or auto"))?;
        match from {
            // The algebraic reader as before (the fast path of `--from en`).
            Notation::Algebraic(lang) => {
                Box::new(games(&text, lang).map(move |r| r.map(|g| (g, Notation::Algebraic(lang)))))
            }
            other => Box::new(notation::games(&text, other).map(move |r| r.map(|g| (g, other)))),
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut bad = 0usize;
    for game in games {
        // A game is written whole or not at all; a bad one does not stop the others.
        match game {
            Ok((game, from)) => {
                let text = notation::convert(&game, from, output, long);
                out.write_all(text.as_bytes())
                    .map_err(|e| format!("cannot write: {e}"))?;
            }
            Err(e) => {
                bad += 1;
                out.flush().map_err(|e| format!("cannot write: {e}"))?;
                eprintln!("escaque: {e} (column {})", column(&text, e.offset));
            }
        }
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))?;
    match bad {
        0 => Ok(()),
        1 => Err("1 game could not be read".into()),
        n => Err(format!("{n} games could not be read")),
    }
}

/// The 1-based column (in characters) of byte `offset` on its line.
fn column(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    text.get(line_start..offset)
        .map_or(1, |s| s.chars().count() + 1)
}
