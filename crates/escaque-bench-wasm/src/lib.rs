//! Benchmark only (issue 7): the notation engine in a wasm of its own, so that the app's wasm
//! carries no benchmark code. `bench/engine-vs-chessjs.js` builds it, loads it next to chess.js
//! in one Chromium page and times both on the same moves.
//!
//! [`games_text`] turns the shipped game library (`assets/games.bin`) into the move list both
//! sides replay: one game a line, `FEN<TAB>SAN SAN …`, in English SAN as chess.js reads it.
//! [`Games`] holds that list; [`Games::read_and_grade`] is the timed part: for each game, from its
//! start position, every move's SAN is read in the position with the core's reader, graded as the
//! name-move drill grades an answer ([`grade`], FIDE profile), and played.
//!
//! ```
//! use escaque_bench_wasm::Games;
//! let games = Games::new("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\te4 e5 Nf3\n");
//! assert_eq!(games.moves(), 3);
//! assert_eq!(games.read_and_grade(), 3);
//! assert_eq!(
//!     games.final_fens(),
//!     "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n"
//! );
//! ```

use escaque_core::grade::{grade, Profile, Verdict};
use escaque_core::library::Library;
use escaque_core::{read_move, write_move, Language, Position, WriteOptions};
use wasm_bindgen::prelude::*;

/// The games of the library asset `bytes` as text: one game a line, its start position's FEN, a
/// tab, then its moves in English SAN separated by spaces.
///
/// # Errors
/// The asset does not decode.
#[wasm_bindgen]
pub fn games_text(bytes: &[u8]) -> Result<String, JsError> {
    let library = Library::decode(bytes).map_err(|e| JsError::new(&format!("{e:?}")))?;
    let options = WriteOptions::short(Language::En);
    let mut text = String::new();
    for game in library.games() {
        let san: Vec<String> = game
            .plies()
            .map(|(position, mv)| write_move(&position, mv, &options))
            .collect();
        text.push_str(&game.start.to_fen());
        text.push('\t');
        text.push_str(&san.join(" "));
        text.push('\n');
    }
    Ok(text)
}

/// A move list in the format of [`games_text`], held in the wasm's memory between runs.
#[wasm_bindgen]
pub struct Games {
    games: Vec<(String, Vec<String>)>,
}

#[wasm_bindgen]
impl Games {
    /// Splits `text` (the format of [`games_text`]) into games and moves (not timed).
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new(text: &str) -> Games {
        let games = text
            .lines()
            .filter(|line| !line.is_empty())
            .map(|line| {
                let (fen, moves) = line.split_once('\t').unwrap_or((line, ""));
                let san = moves.split_whitespace().map(str::to_owned).collect();
                (fen.to_owned(), san)
            })
            .collect();
        Games { games }
    }

    /// How many moves all the games have together.
    #[must_use]
    pub fn moves(&self) -> u32 {
        let count: usize = self.games.iter().map(|(_, san)| san.len()).sum();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// The timed part: replays every game from its FEN, reading each move's SAN in the position
    /// and grading it (FIDE profile); returns how many moves were read and graded correct. The
    /// replay of a game stops at a move that does not read.
    #[must_use]
    pub fn read_and_grade(&self) -> u32 {
        let mut correct = 0;
        for (fen, san) in &self.games {
            let Ok(mut position) = fen.parse::<Position>() else {
                continue;
            };
            for text in san {
                let Ok(mv) = read_move(&position, text, Language::En) else {
                    break;
                };
                if grade(&position, mv, text, Language::En, Profile::Fide).verdict
                    == Verdict::Correct
                {
                    correct += 1;
                }
                position = position.play(mv);
            }
        }
        correct
    }

    /// The FEN after the last move of each game, one a line (to check against chess.js).
    #[must_use]
    pub fn final_fens(&self) -> String {
        let mut text = String::new();
        for (fen, san) in &self.games {
            let mut position = fen.parse::<Position>().unwrap_or_default();
            for mv_text in san {
                match read_move(&position, mv_text, Language::En) {
                    Ok(mv) => position = position.play(mv),
                    Err(_) => break,
                }
            }
            text.push_str(&position.to_fen());
            text.push('\n');
        }
        text
    }
}
