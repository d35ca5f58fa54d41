//! Descriptive notation and ICCF against data others wrote: Chernev's endings as cheesse and
//! ostinato keep them, a famous game as English books print it, and every move of the shipped
//! games (`data/games/`) and of the corpora's PGN written in each descriptive language and in
//! ICCF and read back.

mod common;

use common::{data_path, position};
use escaque_core::descriptive::{self, DescriptiveLanguage};
use escaque_core::game::read_games;
use escaque_core::notation::{self, write_movetext, Notation};
use escaque_core::{iccf, read_move, Language, Position, ReadError};
use proptest::prelude::*;
use std::path::PathBuf;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, .. ProptestConfig::default() })]

    #[test]
    fn readers_never_panic(text in "\\PC{0,12}") {
        let start = Position::default();
        for lang in DescriptiveLanguage::ALL {
            let _ = descriptive::read(&start, &text, lang);
        }
        let _ = iccf::read(&start, &text);
    }

    #[test]
    fn readers_never_panic_on_notation_like_text(
        text in "[KQRBNPCTADFxX:=+#≠()/KtQRch dismateep.1-9O0\\-]{0,12}"
    ) {
        let pos = position("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1");
        for lang in DescriptiveLanguage::ALL {
            let _ = descriptive::read(&pos, &text, lang);
        }
        let _ = iccf::read(&pos, &text);
    }

    #[test]
    fn game_readers_never_panic(text in "[\\[\\]{}()\"; %1.P\\-K4N3ARx5254 *\\n]{0,60}") {
        let _: Vec<_> = notation::games_auto(&text).collect();
        for to in Notation::OTHERS {
            let _: Vec<_> = notation::games(&text, to).collect();
        }
    }
}

/// Chernev's endings: each game read from its FEN in English descriptive is the SAN the
/// corpus gives, move by move (`e.p.` and `resigns` are tokens of the SAN column).
#[test]
fn chernev_endings_read_as_the_corpus_says() {
    let text =
        std::fs::read_to_string(data_path("descriptive/english_descriptive_chernev.tsv")).unwrap();
    let mut games = 0;
    for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        let (name, fen, score, sans) = (cols[0], cols[1], cols[2], cols[3]);
        let movetext = format!("[FEN \"{fen}\"]\n{}", score.replace(" | ", " "));
        let game = notation::games(&movetext, Notation::Descriptive(DescriptiveLanguage::En))
            .next()
            .unwrap()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut pos = position(fen);
        let expected: Vec<&str> = sans
            .split_whitespace()
            .filter(|t| *t != "e.p." && *t != "resigns")
            .collect();
        assert_eq!(game.moves.len(), expected.len(), "{name}");
        for (played, san) in game.moves.iter().zip(&expected) {
            let mv = read_move(&pos, san, Language::En).unwrap();
            assert_eq!(played.mv, mv, "{name}: {san}");
            pos = pos.play(mv);
        }
        if sans.ends_with("resigns") {
            assert!(game.result.is_some(), "{name}: a resignation is a result");
        }
        games += 1;
    }
    assert_eq!(games, 15);
}

/// Morphy v the Duke of Brunswick and Count Isouard, Paris 1858, as English books print it:
/// read, it is the game; written, it is the book's text (qualifiers and all), marks apart.
#[test]
fn the_opera_game_as_books_print_it() {
    let book = std::fs::read_to_string(data_path("descriptive/morphy_opera_1858_en.txt")).unwrap();
    let san = "1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7 8.Nc3 c6 \
               9.Bg5 b5 10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.O-O-O Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6 \
               15.Bxd7+ Nxd7 16.Qb8+ Nxb8 17.Rd8# 1-0";
    let en = Notation::Descriptive(DescriptiveLanguage::En);
    let read = notation::games(&book, en).next().unwrap().unwrap();
    let expected = read_games(san, Language::En).remove(0).unwrap();
    let moves = |g: &escaque_core::game::Game| g.moves.iter().map(|m| m.mv).collect::<Vec<_>>();
    assert_eq!(moves(&read), moves(&expected));
    let written = write_movetext(&expected, Notation::Algebraic(Language::En), en);
    let book_words: Vec<String> = book
        .split_whitespace()
        .filter(|w| !w.starts_with('{') && !w.ends_with('}'))
        .map(|w| w.replace("ch", " ch").replace("mate", " mate"))
        .collect();
    let book_text = book_words.join(" ").replace("  ", " ");
    // The book numbers moves "1 P-K4"; ours "1. P-K4".
    let ours = written.replace(". ", " ");
    assert_eq!(ours.trim(), book_text.trim());
}

/// Every `.pgn` in a directory.
fn pgn_files(dir: PathBuf) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

/// Writes every move of `position`'s line in every descriptive language and ICCF, checks it
/// reads back as that move and that the bare text is ambiguous when a qualifier was written.
fn check_move(pos: &Position, mv: escaque_core::chess::ChessMove, counts: &mut [usize; 2]) {
    for lang in DescriptiveLanguage::ALL {
        let text = descriptive::write(pos, mv, lang);
        assert_eq!(
            descriptive::read(pos, &text, lang),
            Ok(mv),
            "{} {mv} {lang}: {text}",
            pos
        );
        if let Some(why) = descriptive::explain(pos, mv, lang) {
            counts[1] += 1;
            match descriptive::read(pos, &why.bare, lang) {
                Err(ReadError::Ambiguous { candidates }) => {
                    assert!(
                        candidates.contains(&mv) && candidates == why.fits,
                        "{pos} {mv}"
                    )
                }
                other => panic!("{pos} {mv} {lang}: bare {} reads {other:?}", why.bare),
            }
        }
    }
    let digits = iccf::write(mv);
    assert_eq!(iccf::read(pos, &digits), Ok(mv), "{pos} {mv}: {digits}");
    counts[0] += 1;
}

/// Every move of every game of `files`, move by move.
fn round_trip_files(files: &[PathBuf]) -> [usize; 2] {
    let mut counts = [0, 0];
    for file in files {
        let bytes = std::fs::read(file).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        for game in read_games(&text, Language::En).into_iter().flatten() {
            let mut pos = game.start;
            for played in &game.moves {
                if escaque_core::position::is_null(played.mv) {
                    pos = pos.play(played.mv);
                    continue;
                }
                check_move(&pos, played.mv, &mut counts);
                pos = pos.play(played.mv);
            }
        }
    }
    counts
}

#[test]
fn every_move_of_the_shipped_games_round_trips() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/games");
    let [moves, qualified] = round_trip_files(&pgn_files(dir));
    assert!(moves > 10_000, "{moves} moves");
    assert!(qualified > 1_000, "{qualified} qualified texts");
}

#[test]
fn every_move_of_the_corpora_games_round_trips() {
    let files: Vec<PathBuf> = pgn_files(data_path("pgn"))
        .into_iter()
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("lichess")
                || name.starts_with("python-chess")
                || name.starts_with("chess.js")
        })
        .collect();
    let [moves, _] = round_trip_files(&files);
    assert!(moves > 30_000, "{moves} moves");
}

/// Whole games through each notation and back: the game reader takes the writer's layout
/// (marks apart, `e.p.`, `a.p.`, `mate`, castling, promotions) and the same moves come back.
#[test]
fn whole_games_convert_to_each_notation_and_back() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../data/games");
    let en = Notation::Algebraic(Language::En);
    let mut games = 0;
    for file in pgn_files(dir) {
        let text = std::fs::read_to_string(&file).unwrap();
        for game in read_games(&text, Language::En).into_iter().flatten() {
            for to in Notation::OTHERS {
                let written = notation::convert_game(&game, en, to);
                let back = notation::games(&written, to)
                    .next()
                    .unwrap()
                    .unwrap_or_else(|e| panic!("{}: {to}: {e}\n{written}", file.display()));
                let moves =
                    |g: &escaque_core::game::Game| g.moves.iter().map(|m| m.mv).collect::<Vec<_>>();
                assert_eq!(moves(&back), moves(&game), "{to}");
                assert_eq!(back.result, game.result, "{to}");
                // And `auto` finds the notation it was written in (or one that reads the same).
                let (auto, found) = notation::games_auto(&written).next().unwrap().unwrap();
                assert_eq!(moves(&auto), moves(&game), "{to} read as {found}");
            }
            games += 1;
        }
    }
    assert!(games > 100, "{games}");
}

/// Ambiguity lists both moves, as the algebraic reader does; a side or file qualifier lifts it.
#[test]
fn ambiguous_texts_list_every_move_they_fit() {
    let pos = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let algebraic = read_move(&pos, "Nd2", Language::En).unwrap_err();
    let descriptive = descriptive::read(&pos, "N-Q2", DescriptiveLanguage::En).unwrap_err();
    assert_eq!(descriptive, algebraic);
    assert!(matches!(&descriptive, ReadError::Ambiguous { candidates } if candidates.len() == 2));
    assert_eq!(
        descriptive::read(&pos, "QN-Q2", DescriptiveLanguage::En),
        read_move(&pos, "Nbd2", Language::En)
    );
    assert_eq!(
        descriptive::read(&pos, "CR2D", DescriptiveLanguage::Es),
        read_move(&pos, "Nfd2", Language::En)
    );
    assert_eq!(
        descriptive::write(
            &pos,
            read_move(&pos, "Nfd2", Language::En).unwrap(),
            DescriptiveLanguage::Fr
        ),
        "CR2D"
    );
}
