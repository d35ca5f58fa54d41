//! Arbitrary input never panics; every legal move, written in every language and form, reads
//! back as the same move.

mod common;

use common::data_path;
use escaque_core::game::{read_games, read_games_auto};
use escaque_core::san::SanPlus;
use escaque_core::write::Form;
use escaque_core::{read_move, write_move, Language, Position};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, .. ProptestConfig::default() })]

    #[test]
    fn move_reader_never_panics(text in "\\PC{0,12}", lang in 0usize..17) {
        let lang = Language::ALL[lang];
        let _ = SanPlus::parse(&text, lang);
        let _ = read_move(&Position::default(), &text, lang);
    }

    #[test]
    fn move_reader_never_panics_on_chess_like_text(text in "[KQRBNCDTAPxX:=+#!?()a-h1-8Oo0 .\\-epК]{0,10}") {
        for lang in Language::ALL {
            let _ = read_move(&Position::default(), &text, lang);
        }
    }

    #[test]
    fn game_reader_never_panics(text in "\\PC{0,80}") {
        let _ = read_games(&text, Language::Es);
    }

    #[test]
    fn game_reader_never_panics_on_pgn_like_text(text in "[\\[\\]{}()\"; %$\\\\1.2e4 Nf3xc5O0*/\\n-]{0,60}") {
        let _ = read_games_auto(&text);
    }

    #[test]
    fn fen_loading_never_panics(text in "[rnbqkpRNBQKP1-9/ wb\\-KQkqa-h0-9]{0,70}") {
        let _ = text.parse::<Position>();
    }
}

/// Every legal move of every position of every corpus game, written and read back. In the
/// smaller files each move is written in every style; in the two large ones (twic1599, the
/// lichess sample) in one style each, the style turning from move to move so that all are used.
#[test]
fn every_legal_move_round_trips_in_every_style() {
    let styles = common::every_style();
    let mut moves_checked = 0usize;
    let mut dir: Vec<_> = std::fs::read_dir(data_path("pgn"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    dir.sort();
    for path in dir
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
    {
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let all_styles = text.len() <= 400_000;
        let mut ply = 0usize;
        for game in read_games_auto(&text) {
            let (game, _) = game.unwrap();
            let mut position = game.start;
            for played in &game.moves {
                for (index, mv) in position.legal_moves().enumerate() {
                    let turn = (ply + index) % styles.len();
                    let chosen = if all_styles {
                        &styles[..]
                    } else {
                        &styles[turn..=turn]
                    };
                    for style in chosen {
                        let written = write_move(&position, mv, style);
                        let lang = if style.form == Form::Uci {
                            Language::En
                        } else {
                            style.language
                        };
                        let back = read_move(&position, &written, lang).unwrap_or_else(|e| {
                            panic!("{position} {mv} as {written:?} in {lang}: {e}")
                        });
                        assert_eq!(back, mv, "{position} {written:?} in {lang}");
                        moves_checked += 1;
                    }
                }
                ply += 1;
                position = position.play(played.mv);
            }
        }
    }
    assert!(moves_checked > 5_000_000, "{moves_checked}");
}
