//! `escaque`: convert games between notations, grade an answer, count perft nodes, build the
//! drills' game library.
//!
//! ```text
//! escaque convert [--from NOTATION|auto] [--to NOTATION|figurine|uci|pgn] [--long] [FILE]
//! escaque grade --fen FEN --move UCI --lang NOTATION [--strict] ANSWER
//! ```
//!
//! A NOTATION is a language code of algebraic notation (`es`, `en`, …), `descriptive-en`,
//! `descriptive-es`, `descriptive-fr` or `iccf`.
//!
//! ```text
//! escaque repair [--lang NOTATION|auto] [--to uci|pgn|json] [--with OTHER] [FILE|-]
//! escaque perft --fen FEN DEPTH
//! escaque library build [-o FILE] PGN...
//! escaque library list FILE
//! ```

mod convert;
mod grade_json;
mod library;
mod repair;

use clap::{Parser, Subcommand};
use escaque_core::chess::MoveGen;
use escaque_core::grade::Profile;
use escaque_core::{read_move, Language, Notation, Position};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "escaque",
    version,
    about = "Chess notation in many languages: convert, grade, perft, game library"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read games (PGN or plain movetext) and write them in another notation.
    Convert {
        /// Notation of the input (a language code, `descriptive-en|es|fr`, `iccf`), or `auto`
        /// to try each per game.
        #[arg(long, default_value = "auto")]
        from: String,
        /// Output: a language code, `descriptive-en|es|fr`, `iccf`, `figurine`, `uci` (one game
        /// per line) or `pgn`.
        #[arg(long, default_value = "en")]
        to: String,
        /// Long form with the square of departure (`Cg1f3`).
        #[arg(long)]
        long: bool,
        /// Input file; standard input when left out.
        file: Option<std::path::PathBuf>,
    },
    /// Grade a written answer against the expected move; prints one JSON object.
    Grade {
        #[arg(long)]
        fen: String,
        /// The expected move in UCI (`g1f3`, `e7e8q`).
        #[arg(long = "move")]
        expected: String,
        /// The answer's notation: a language code, `descriptive-en|es|fr` or `iccf`.
        #[arg(long)]
        lang: String,
        /// Only the canonical text is correct.
        #[arg(long)]
        strict: bool,
        answer: String,
    },
    /// The facts kept in the core that scripts and tests read (drill modes and a link of
    /// each, lessons, languages), as one line of JSON (`target/facts.json` in the build).
    Facts {
        /// JSON (the only format; the flag says what the scripts expect).
        #[arg(long)]
        json: bool,
    },
    /// Repair games typed from scoresheets into legal games, saying what changed and why.
    Repair {
        /// The sheets' notation (a language code, `descriptive-en|es|fr`, `iccf`), or `auto`
        /// to find it per game.
        #[arg(long, default_value = "auto")]
        lang: String,
        /// Output: `uci` (one game per line), `pgn` (a comment at each changed move) or `json`
        /// (one object per game per line).
        #[arg(long, default_value = "pgn")]
        to: String,
        /// The other player's sheets of the same games, in the same order: each pair is
        /// repaired together.
        #[arg(long)]
        with: Option<std::path::PathBuf>,
        /// Input file, or `-` (standard input, also when left out).
        file: Option<std::path::PathBuf>,
    },
    /// Count the leaf nodes of the legal move tree to DEPTH.
    Perft {
        #[arg(long)]
        fen: String,
        depth: usize,
    },
    /// The move drills' game library: build the asset from PGN, or list its games.
    Library {
        #[command(subcommand)]
        command: LibraryCommand,
    },
}

#[derive(Subcommand)]
enum LibraryCommand {
    /// Build the library asset from PGN files (games keep the order of the files).
    Build {
        /// Output file; standard output when left out.
        #[arg(short, long)]
        output: Option<std::path::PathBuf>,
        #[arg(required = true)]
        pgn: Vec<std::path::PathBuf>,
    },
    /// List the games of a library asset: id, title (the players, or the event of an example from
    /// a text), year, plies (tab-separated).
    List { file: std::path::PathBuf },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Convert {
            from,
            to,
            long,
            file,
        } => convert::run(&from, &to, long, file.as_deref()),
        Command::Grade {
            fen,
            expected,
            lang,
            strict,
            answer,
        } => run_grade(&fen, &expected, &lang, strict, &answer),
        Command::Facts { json: _ } => {
            println!("{}", escaque_core::facts::facts_json());
            Ok(())
        }
        Command::Repair {
            lang,
            to,
            with,
            file,
        } => repair::run(&lang, &to, with.as_deref(), file.as_deref()),
        Command::Perft { fen, depth } => run_perft(&fen, depth),
        Command::Library { command } => match command {
            LibraryCommand::Build { output, pgn } => library::run_build(&pgn, output.as_deref()),
            LibraryCommand::List { file } => library::run_list(&file),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("escaque: {message}");
            ExitCode::FAILURE
        }
    }
}

fn parse_position(fen: &str) -> Result<Position, String> {
    fen.parse().map_err(|e| format!("bad FEN '{fen}': {e}"))
}

fn run_grade(
    fen: &str,
    expected: &str,
    lang: &str,
    strict: bool,
    answer: &str,
) -> Result<(), String> {
    let position = parse_position(fen)?;
    let notation: Notation = lang.parse().map_err(|e| format!("{e}"))?;
    let expected_move = read_move(&position, expected, Language::En)
        .ok()
        .filter(|_| expected.len() >= 4)
        .ok_or_else(|| format!("--move '{expected}' is not a legal move in UCI here"))?;
    let profile = if strict {
        Profile::Strict
    } else {
        Profile::Fide
    };
    let graded = notation.grade(&position, expected_move, answer, profile);
    println!(
        "{}",
        grade_json::to_json(&position, &graded, notation, expected_move)
    );
    Ok(())
}

fn run_perft(fen: &str, depth: usize) -> Result<(), String> {
    let position = parse_position(fen)?;
    if depth > 12 {
        return Err(format!("depth {depth} is too deep (at most 12)"));
    }
    let nodes = if depth == 0 {
        1
    } else {
        MoveGen::movegen_perft_test(position.board(), depth)
    };
    println!("{nodes}");
    Ok(())
}
