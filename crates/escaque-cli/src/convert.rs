//! `escaque convert`: read games in one notation, write them in another.

use escaque_core::game::{games, games_auto, Game, GameError};
use escaque_core::pgn::{write_movetext, write_pgn};
use escaque_core::{Language, WriteOptions};
use std::io::{Read, Write};

/// The output chosen with `--to`.
enum Target {
    Language(Language),
    Figurine,
    Uci,
    Pgn,
}

fn parse_target(to: &str) -> Result<Target, String> {
    match to.to_ascii_lowercase().as_str() {
        "figurine" | "fan" => Ok(Target::Figurine),
        "uci" => Ok(Target::Uci),
        "pgn" => Ok(Target::Pgn),
        other => other
            .parse()
            .map(Target::Language)
            .map_err(|e| format!("--to: {e}; or figurine, uci, pgn")),
    }
}

/// Runs the command; every game is written or none of it (a bad game stops the run with exit 1).
pub fn run(from: &str, to: &str, long: bool, file: Option<&std::path::Path>) -> Result<(), String> {
    let target = parse_target(to)?;
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
    let text = String::from_utf8_lossy(&bytes);
    // Games are read and written one at a time: a large file is never held whole.
    let games: Box<dyn Iterator<Item = Result<Game, GameError>>> =
        if from.eq_ignore_ascii_case("auto") {
            Box::new(games_auto(&text).map(|r| r.map(|(g, _)| g)))
        } else {
            let lang: Language = from.parse().map_err(|e| format!("--from: {e}; or auto"))?;
            Box::new(games(&text, lang))
        };
    let mut options = match target {
        Target::Language(lang) => WriteOptions::short(lang),
        Target::Figurine => WriteOptions::figurine(),
        Target::Uci => WriteOptions::uci(),
        Target::Pgn => WriteOptions::short(Language::En),
    };
    if long && !matches!(target, Target::Uci) {
        options.form = escaque_core::Form::Long;
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for game in games {
        // A game is written whole or not at all.
        let game = game.map_err(|e| e.to_string())?;
        let text = match target {
            Target::Uci => format!("{}\n", write_movetext(&game, &options)),
            _ if game.tags.is_empty() && !matches!(target, Target::Pgn) => {
                format!("{}\n\n", write_movetext(&game, &options))
            }
            _ => write_pgn(&game, &options),
        };
        out.write_all(text.as_bytes())
            .map_err(|e| format!("cannot write: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))
}
