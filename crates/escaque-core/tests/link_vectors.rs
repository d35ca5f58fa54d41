//! Link vectors: the text of a drill link's content, and what it must always mean.
//!
//! THESE STRINGS WERE MADE ONCE AND MUST NEVER BE EDITED. A teacher's link made with version
//! 1 opens the same drill in every later version of Escaque: if a change makes one of these
//! tests fail, the change is wrong, not the vector. Add new vectors below; never change one.
//!
//! The first three were computed by an independent script from the layout in the
//! `drill::content` docs (not by Escaque); the others were written by Escaque when the format
//! was made and checked against the content they describe.

use escaque_core::chess::{ChessMove, Square};
use escaque_core::drill::content::Content;
use escaque_core::Position;

/// What a vector means, in plain text.
enum Meaning {
    /// Squares separated by spaces.
    Squares(&'static str),
    /// Positions, one a line: a FEN, optionally followed by a UCI move.
    Positions(&'static str),
    /// A game: the start FEN (`startpos` for the initial position), UCI moves.
    Game(&'static str, &'static str),
}

const VECTORS: [(&str, Meaning); 12] = [
    ("1AAJyMA", Meaning::Squares("e4 d5")),
    (
        "1AQH__wAAAAD__zEkUhMAAAAAiIiIiLms2pse",
        Meaning::Positions("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ),
    ("1AgACDQg", Meaning::Game("startpos", "e2e4 e7e5")),
    (
        "1AEAAEIMQUYcgkosw049BFJNRVZdhlptx15-CGKOSWaeimquy26_DHLPTXbfjnrvz378",
        Meaning::Squares(
            "a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2 a3 b3 c3 d3 e3 f3 g3 h3 \
             a4 b4 c4 d4 e4 f4 g4 h4 a5 b5 c5 d5 e5 f5 g5 h5 a6 b6 c6 d6 e6 f6 g6 h6 \
             a7 b7 c7 d7 e7 f7 g7 h7 a8 b8 c8 d8 e8 f8 g8 h8",
        ),
    ),
    ("1AAH8", Meaning::Squares("h8")),
    ("1AAPjgcA", Meaning::Squares("a8 a8 h1")),
    (
        "1AQOQAAAAAAAAEFPQQgKR_6QSGHN9kTUwACIAAUiAAamJiIjIq9teLxAAABgAAAAQUI3hAwesAgA",
        Meaning::Positions(
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1 e1g1\n\
             r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 e5f7\n\
             4k3/8/8/8/3Pp3/8/8/4K3 b - d3 7 300 e4d3",
        ),
    ),
    (
        "1AQMQAAAAAAABElC9QAwQAAAAAAABElC9QAUFAAQAAAAAAFzQgAxQ",
        Meaning::Positions(
            "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 a7b8q\n\
             1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 a7a8n\n\
             8/8/8/8/8/2k5/8/K1q5 w - - 12 80",
        ),
    ),
    (
        "1AgAGDQgNDwcG",
        Meaning::Game("startpos", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"),
    ),
    (
        "1A5EAAAAAAACRNTvbnwQeAAQNCwQK",
        Meaning::Game(
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 30",
            "e8c8 e1g1 d8d1 f1d1",
        ),
    ),
    (
        "1AgAEDggPEQ",
        Meaning::Game("startpos", "f2f3 e7e5 g2g4 d8h4"),
    ),
    (
        "1AwDAAAAAAIEAhQ2AADwAAwQDAA",
        Meaning::Game("8/P6k/8/8/8/8/6pK/8 w - - 0 60", "a7a8n g2g1q h2g1"),
    ),
];

fn position(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal move of `position` written `uci`.
fn uci(position: &Position, uci: &str) -> ChessMove {
    position
        .legal_moves()
        .find(|m| m.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {position}"))
}

fn square(name: &str) -> Square {
    escaque_core::position::parse_square(name).unwrap_or_else(|| panic!("{name}"))
}

fn content(meaning: &Meaning) -> Content {
    match meaning {
        Meaning::Squares(text) => Content::Squares(text.split_whitespace().map(square).collect()),
        Meaning::Positions(text) => Content::Positions(
            text.lines()
                .map(|line| {
                    let words: Vec<&str> = line.split_whitespace().collect();
                    let p = position(&words[..6].join(" "));
                    (p, words.get(6).map(|m| uci(&p, m)))
                })
                .collect(),
        ),
        Meaning::Game(start, moves) => {
            let start = match *start {
                "startpos" => Position::default(),
                fen => position(fen),
            };
            let mut at = start;
            let moves = moves
                .split_whitespace()
                .map(|m| {
                    let mv = uci(&at, m);
                    at = at.play(mv);
                    mv
                })
                .collect();
            Content::Game { start, moves }
        }
    }
}

#[test]
fn every_vector_reads_as_the_content_it_describes() {
    for (text, meaning) in &VECTORS {
        let expected = content(meaning);
        assert_eq!(text.parse::<Content>(), Ok(expected), "{text}");
    }
}

#[test]
fn every_vector_is_still_written_the_same() {
    for (text, meaning) in &VECTORS {
        assert_eq!(content(meaning).to_string(), *text);
    }
}
