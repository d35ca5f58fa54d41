//! `escaque convert`: read games in one notation, write them in another.

use escaque_core::game::{games, games_auto, Game, GameError};
use escaque_core::pgn::{convert_game, Target};
use escaque_core::Language;
use std::io::{Read, Write};

/// Runs the command; every game is written or none of it (a bad game stops the run with exit 1).
pub fn run(from: &str, to: &str, long: bool, file: Option<&std::path::Path>) -> Result<(), String> {
    let target: Target = to.parse().map_err(|e| format!("--to: {e}"))?;
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
    let games: Box<dyn Iterator<Item = Result<(Game, Language), GameError>>> =
        if from.eq_ignore_ascii_case("auto") {
            Box::new(games_auto(&text))
        } else {
            let lang: Language = from.parse().map_err(|e| format!("--from: {e}; or auto"))?;
            Box::new(games(&text, lang).map(move |r| r.map(|g| (g, lang))))
        };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for game in games {
        // A game is written whole or not at all.
        let (game, lang) = game.map_err(|e| e.to_string())?;
        let text = convert_game(&game, lang, target, long);
        out.write_all(text.as_bytes())
            .map_err(|e| format!("cannot write: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))
}
