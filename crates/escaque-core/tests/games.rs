//! Whole games: the seeds' textbook games, every PGN of the corpora, and write-then-read in
//! every language and form.

mod common;

use common::{data_path, position, tsv};
use escaque_core::annotation::Nag;
use escaque_core::game::{read_games, read_games_auto, Game, GameErrorKind};
use escaque_core::pgn::{write_movetext, write_pgn};
use escaque_core::read::ReadError;
use escaque_core::write::Form;
use escaque_core::Language;

fn seed(name: &str) -> String {
    let dir = data_path("seeds");
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with(name))
        .unwrap();
    std::fs::read_to_string(file).unwrap()
}

fn only_game(text: &str, lang: Language) -> Game {
    let mut games = read_games(text, lang);
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn fide_appendix_c_sample_game_from_the_spanish_seed() {
    let text = seed("000");
    let start = text.find("Ejemplo de partida:").unwrap();
    let forms: Vec<&str> = text[start..]
        .trim_start_matches("Ejemplo de partida:")
        .split("O:")
        .collect();
    assert_eq!(forms.len(), 3);
    let short = only_game(forms[0], Language::Es);
    assert_eq!(short.moves.len(), 21);
    assert!(
        short.moves.last().unwrap().draw_offer,
        "11.Rb1(=) offers a draw"
    );
    // Final positions as replayed by python-chess (lenient_games.tsv, rows "C13-short"/"C13-long").
    assert_eq!(
        short.end().to_fen(),
        "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11"
    );
    let long = only_game(forms[2], Language::Es);
    assert_eq!(
        long.end().to_fen(),
        "r1bqr1k1/ppp1bppp/2nn4/6B1/8/3Q1N2/PPPN1PPP/1K1R1B1R b - - 9 11"
    );
    // The seed's second form has "CCe4": the error names where and why.
    let err = read_games(forms[1], Language::Es).remove(0).unwrap_err();
    assert_eq!(
        (err.move_number, err.side, err.token.as_str()),
        (4, escaque_core::chess::Color::Black, "CCe4")
    );
    assert!(
        matches!(err.kind, GameErrorKind::Move(ReadError::Syntax(_))),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "game 1, move 4, black, 'CCe4': syntax: the piece letter is written twice (byte 1)"
    );
    // Without the typo the second form is the same game as the first.
    let fixed = only_game(&forms[1].replace("CCe4", "Ce4"), Language::Es);
    let moves = |g: &Game| g.moves.iter().map(|m| m.mv).collect::<Vec<_>>();
    assert_eq!(moves(&fixed), moves(&short));
}

#[test]
fn seed_games_with_etc_and_mate() {
    let text = seed("001");
    let start = text.find("1.d4 Cf6").unwrap();
    let game = only_game(&text[start..text.find("etc.").unwrap() + 4], Language::Es);
    assert_eq!(game.moves.len(), 33);
    let text = seed("003");
    let game = only_game(&text[text.find("1.e4").unwrap()..], Language::Es);
    assert_eq!(game.moves.len(), 11);
    assert!(game.end().is_checkmate(), "6.Cd6# is mate");
}

fn pgn_files() -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(data_path("pgn"))
        .unwrap()
        .chain(std::fs::read_dir(data_path("pgn/scalachess_fixtures")).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    files
}

fn read_file(path: &std::path::Path) -> Vec<(Game, Language)> {
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    read_games_auto(&text)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{}: {e}", path.display())))
        .collect()
}

#[test]
fn twic_issue_reads_whole() {
    let games = read_file(&data_path("pgn/twic1599.pgn"));
    assert_eq!(games.len(), 1110);
    assert_eq!(
        games.iter().map(|(g, _)| g.moves.len()).sum::<usize>(),
        101_487
    );
    assert!(games.iter().all(|(_, lang)| *lang == Language::En));
}

#[test]
fn scalachess_fixtures_ply_counts_and_final_positions() {
    for row in tsv("pgn/scalachess_fixtures/INDEX.tsv") {
        let games = read_file(&data_path(&format!("pgn/scalachess_fixtures/{}", row[0])));
        let game = &games[0].0;
        assert_eq!(game.moves.len().to_string(), row[2], "{}", row[0]);
        assert_eq!(
            game.end().to_fen().split(' ').take(4).collect::<Vec<_>>(),
            row[3].split(' ').take(4).collect::<Vec<_>>(),
            "{}",
            row[0]
        );
    }
}

#[test]
fn lenient_games_reach_their_final_positions() {
    for row in tsv("lenient_games.tsv") {
        let text = format!("[FEN \"{}\"]\n{}", row[0], row[1]);
        let game = read_games_auto(&text)
            .remove(0)
            .unwrap_or_else(|e| panic!("{}: {e}", row[3]))
            .0;
        let expected = position(&row[2]);
        assert_eq!(game.end().board(), expected.board(), "{}", row[3]);
    }
}

/// What was written around a game's moves, as the writer keeps it: each move's comments (white
/// space made single), marks and annotations (check marks written apart aside; an annotation
/// by its NAG, so that `±` and `$16` are the same), how many variations.
fn annotations(game: &Game) -> Vec<(Vec<String>, String, usize)> {
    game.moves
        .iter()
        .map(|m| {
            let comments = m
                .comments
                .iter()
                .map(|c| {
                    c.replace('}', ")")
                        .split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            let glyphs = m
                .glyphs
                .iter()
                .filter(|g| !g.chars().all(|c| "+#".contains(c)))
                .map(|g| match Nag::read(g) {
                    Some(nag) if !nag.is_mark() => format!("${}", nag.0),
                    _ => g.clone(),
                })
                .collect();
            (comments, glyphs, m.variations.len())
        })
        .collect()
}

/// Every game of every corpus file, written in every language and form, reads back to the
/// same moves, with the same comments, marks and variations.
#[test]
fn every_corpus_game_writes_and_reads_back_in_every_language() {
    let styles = common::every_style();
    let mut games_checked = 0;
    let (mut with_comments, mut with_variations, mut with_glyphs) = (0, 0, 0);
    for path in pgn_files() {
        for (game, lang) in read_file(&path) {
            with_comments += usize::from(game.moves.iter().any(|m| !m.comments.is_empty()));
            with_variations += usize::from(game.moves.iter().any(|m| !m.variations.is_empty()));
            with_glyphs += usize::from(game.moves.iter().any(|m| !m.glyphs.is_empty()));
            for style in &styles {
                let text = if style.form == Form::Uci {
                    format!("[FEN \"{}\"]\n{}", game.start, write_movetext(&game, style))
                } else {
                    write_pgn(
                        &Game {
                            tags: vec![("FEN".into(), game.start.to_fen())],
                            ..game.clone()
                        },
                        lang,
                        style,
                    )
                };
                let back = read_games(&text, style.language)
                    .remove(0)
                    .unwrap_or_else(|e| panic!("{} in {:?}: {e}\n{text}", path.display(), style));
                assert!(
                    back.moves
                        .iter()
                        .map(|m| m.mv)
                        .eq(game.moves.iter().map(|m| m.mv)),
                    "{}",
                    path.display()
                );
                if style.form != Form::Uci {
                    assert_eq!(
                        annotations(&back),
                        annotations(&game),
                        "{}\n{text}",
                        path.display()
                    );
                }
            }
            games_checked += 1;
        }
    }
    assert!(games_checked > 1700, "{games_checked}");
    assert!(
        with_comments > 50 && with_variations > 5 && with_glyphs > 5,
        "{with_comments} {with_variations} {with_glyphs}"
    );
}

/// A teacher's annotated game, converted to Spanish and back (and through every other form),
/// keeps its comments, marks, NAGs and variations, nested ones too; no line of PGN ends with a
/// move number.
#[test]
fn comments_variations_and_nags_survive_conversion() {
    use escaque_core::pgn::{convert_game, Target};
    let pgn = "[Event \"Club\"]\n[White \"Ana\"]\n[Black \"Luis\"]\n[Result \"1-0\"]\n\n\
        {Una trampa de la Caro-Kann} 1. e4 c6 2. d4 d5 3. Nc3 dxe4 4. Nxe4 Nd7 5. Qe2!? \
        {prepara la trampa} 5... Ngf6?? $4 (5... e6 6. Nf3 (6. g3 Ngf6) 6... Ngf6 $10) \
        6. Nd6# $18 {mate ahogado} 1-0";
    let original = read_games(pgn, Language::En).remove(0).unwrap();
    assert_eq!(
        annotations(&original)[8],
        (vec!["prepara la trampa".into()], "!?".into(), 0)
    );
    let spanish = convert_game(
        &original,
        Language::En,
        Target::Language(Language::Es),
        false,
    );
    let one_line = spanish.replace('\n', " ");
    for kept in [
        "{Una trampa de la Caro-Kann}",
        "5. De2!? {prepara la trampa}",
        "5... Cgf6?? $4",
        "(5... e6 6. Cf3 (6. g3 Cgf6) 6... Cgf6 $10)",
        "6. Cd6# $18 {mate ahogado} 1-0",
    ] {
        assert!(one_line.contains(kept), "{kept} in {spanish}");
    }
    let back = read_games(&spanish, Language::Es).remove(0).unwrap();
    let english = convert_game(&back, Language::Es, Target::Pgn, false);
    let again = read_games(&english, Language::En).remove(0).unwrap();
    assert_eq!(annotations(&again), annotations(&original));
    assert_eq!(again.intro_comments, original.intro_comments);
    assert!(
        english
            .replace('\n', " ")
            .contains("(5... e6 6. Nf3 (6. g3 Ngf6) 6... Ngf6 $10)"),
        "{english}"
    );
    for target in ["fr", "de", "figurine", "ru"] {
        let target: Target = target.parse().unwrap();
        for long in [false, true] {
            let text = convert_game(&original, Language::En, target, long);
            let options = target.options(long);
            let read = read_games(&text, options.language).remove(0).unwrap();
            assert_eq!(annotations(&read), annotations(&original), "{text}");
        }
    }
    // Long lines break between moves, never after a move number.
    let long: String = (1..=40)
        .map(|n| format!("{n}. Nf3 Nf6 {}. Ng1 Ng8 ", n + 40))
        .collect();
    let game = read_games(&long, Language::En).remove(0).unwrap();
    for target in [
        Target::Pgn,
        Target::Language(Language::Es),
        Target::Figurine,
    ] {
        let text = convert_game(
            &Game {
                tags: vec![("Event".into(), "x".into())],
                ..game.clone()
            },
            Language::En,
            target,
            true,
        );
        for line in text.lines().filter(|l| !l.starts_with('[')) {
            assert!(line.chars().count() <= 80, "{line}");
            assert!(
                !line.trim_end().ends_with('.'),
                "a line ends with a move number: {line}"
            );
        }
    }
}

/// A game as books and databases print it: evaluation symbols, the novelty and only-move
/// signs, NAGs, glued to the move or apart, are all read as annotations; they are kept as
/// written in movetext and by their numbers in PGN; what is still not understood is named, at
/// its line.
#[test]
fn book_annotations_are_read_and_kept() {
    use escaque_core::drill::content::Location;
    use escaque_core::pgn::{convert_game, Target};
    let text = "1.e4 e5 2.Cf3 Cc6 3.Ab5 a6 =\n4.Aa4 Cf6 ± 5.0-0 Ae7 +- 6.Te1 b5 -+ \
        7.Ab3 d6 ∓ 8.c3 0-0 N 9.h3 □ Ca5 !? 10.Ac2 c5 ? 11.d4 Dc7! 12.Cbd2 $14 cxd4± \
        13.cxd4 Cc6 +/- 14.Cb3 a5∞ 15.Ae3 a4 =+ 16.Cbd2 Ad7 ⩲ 17.Tc1 Db7 += *";
    let game = read_games(text, Language::Es).remove(0).unwrap();
    assert_eq!(game.moves.len(), 34);
    let nags: Vec<Vec<u8>> = game
        .moves
        .iter()
        .map(|m| m.glyphs.iter().map(|g| Nag::read(g).unwrap().0).collect())
        .collect();
    assert_eq!(nags[5], [10]); // 3... a6 =
    assert_eq!(nags[7], [16]); // 4... Cf6 ±
    assert_eq!(nags[9], [18]); // 5... Ae7 +-
    assert_eq!(nags[11], [19]);
    assert_eq!(nags[13], [17]);
    assert_eq!(nags[15], [146]); // N
    assert_eq!(nags[16], [7]); // □
    assert_eq!(nags[17], [5]);
    assert_eq!(nags[21], [1]); // glued !
    assert_eq!(nags[23], [16]); // glued ±
    assert_eq!(nags[27], [13]); // glued ∞
    assert_eq!(nags[33], [14]);
    // Kept as written in Spanish and English movetext, read back the same.
    for target in [
        Target::Language(Language::Es),
        Target::Language(Language::En),
        Target::Figurine,
    ] {
        let written = convert_game(&game, Language::Es, target, false);
        for kept in [" a6 = ", " +- ", " ∓ ", " N ", " □ ", " $14 ", " ∞ ", " ⩲ "] {
            assert!(written.contains(kept), "{kept} in {written}");
        }
        let back = read_games(&written, target.options(false).language)
            .remove(0)
            .unwrap();
        assert_eq!(annotations(&back), annotations(&game), "{written}");
    }
    // PGN for other programs: numbers, the marks on their moves.
    let pgn = convert_game(&game, Language::Es, Target::Pgn, false).replace('\n', " ");
    for kept in [
        "3. Bb5 a6 $10 4. Ba4 Nf6 $16",
        "5. O-O Be7 $18",
        "8. c3 O-O $146",
        "9. h3 $7 Na5!?",
        "Qc7!",
        "a5 $13",
    ] {
        assert!(pgn.contains(kept), "{kept} in {pgn}");
    }
    assert!(!pgn.contains('±') && !pgn.contains("+-"), "{pgn}");
    let back = read_games(&pgn, Language::En).remove(0).unwrap();
    assert_eq!(annotations(&back), annotations(&game));

    // What is still not understood: its token, at its line.
    let bad = "1.e4 e5 2.Cf3 Cc6\n3.Ab5 a6 ¿? 4.Aa4";
    let error = read_games(bad, Language::Es).remove(0).unwrap_err();
    assert_eq!(error.token, "¿?");
    assert_eq!(
        Location::of(bad, error.offset),
        Location {
            line: 2,
            column: 10
        }
    );
}
