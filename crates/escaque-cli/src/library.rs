//! `escaque library`: build the drills' game library asset from PGN, and list its games.

use escaque_core::library::{build, Focus, GameTitle, Library, LibraryGame, Source};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Builds the asset from PGN files (in the order given) and writes it to `out`, or to standard
/// output; prints a summary on standard error.
pub fn run_build(files: &[PathBuf], out: Option<&Path>) -> Result<(), String> {
    let mut texts = Vec::with_capacity(files.len());
    for path in files {
        let bytes =
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let text = String::from_utf8(bytes)
            .map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
        texts.push((path.display().to_string(), text));
    }
    let sources: Vec<Source> = texts
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    let library = build(&sources).map_err(|e| e.to_string())?;
    let asset = library.encode();
    match out {
        Some(path) => std::fs::write(path, &asset)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => std::io::stdout()
            .write_all(&asset)
            .map_err(|e| format!("cannot write: {e}"))?,
    }
    let plies = library.ply_count();
    eprintln!(
        "{} games, {plies} plies, {} bytes ({:.2} bytes a ply)",
        library.games().len(),
        asset.len(),
        asset.len() as f64 / plies.max(1) as f64
    );
    let counts: Vec<String> = Focus::ALL
        .iter()
        .map(|&f| format!("{f} {}", library.example_count(f)))
        .collect();
    eprintln!("examples: {}", counts.join(", "));
    Ok(())
}

/// A game's title on one line: `White – Black`, or the event of an example from a text.
fn title(game: &LibraryGame) -> String {
    match game.title() {
        GameTitle::Players { white, black, .. } => format!("{white} – {black}"),
        GameTitle::Example { event, .. } => event.unwrap_or_default().to_string(),
    }
}

/// Prints one line per game: id, title (the players, or the event of an example from a text),
/// year (`?` when unknown), plies; tab-separated.
pub fn run_list(file: &Path) -> Result<(), String> {
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let library = Library::decode(&bytes).map_err(|e| format!("{}: {e}", file.display()))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for game in library.games() {
        let year = game.year.map_or("?".to_string(), |y| y.to_string());
        writeln!(
            out,
            "{}\t{}\t{year}\t{}",
            game.id,
            title(game),
            game.moves.len()
        )
        .map_err(|e| format!("cannot write: {e}"))?;
    }
    out.flush().map_err(|e| format!("cannot write: {e}"))
}
