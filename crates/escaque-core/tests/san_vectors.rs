//! The engine against SAN vectors written by python-chess, chess.js, shakmaty, chessops, SCID,
//! pgn-extract and scalachess (see `tests/data/README.md`).

mod common;

use common::{position, tagged, tsv, unescape};
use escaque_core::san::SanPlus;
use escaque_core::write::Form;
use escaque_core::{read_move, write_move, Language, ReadError, WriteOptions};
use std::collections::BTreeSet;

/// Rows where a library is stricter than the FIDE Laws; our decision (crate docs, `read.rs`):
/// accept, because marks and surrounding whitespace are not part of the move.
fn we_accept_although_a_library_refuses(tags: &str) -> bool {
    tagged(tags, "library-strictness")
}

fn check_parse_file(name: &str, lang_column: Option<usize>) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for row in tsv(name) {
        let (fen, input, expected, tags) =
            (&row[0], unescape(&row[1]), &row[2], row.last().unwrap());
        let lang = match lang_column {
            Some(col) => row[col].parse::<Language>().unwrap(),
            None => Language::En,
        };
        let pos = position(fen);
        let got = read_move(&pos, &input, lang);
        let ok = match (expected.as_str(), &got) {
            ("ERROR", Err(_)) => true,
            ("ERROR", Ok(mv)) => we_accept_although_a_library_refuses(tags) && pos.is_legal(*mv),
            (uci, Ok(mv)) => mv.to_string() == uci,
            (_, Err(_)) => false,
        };
        if !ok {
            failures.push(format!(
                "{name}: {fen} | {input:?} expected {expected}, got {got:?}"
            ));
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

#[test]
fn san_parse_vectors() {
    assert_eq!(check_parse_file("san_parse.tsv", None), 446);
}

#[test]
fn san_parse_derived_ambiguities_and_blocked_castling_are_refused() {
    assert_eq!(check_parse_file("san_parse_derived.tsv", None), 43);
}

#[test]
fn fide_appendix_c_sample_game_in_its_three_forms() {
    assert_eq!(
        check_parse_file("fide_appendix_c_sample_game.tsv", None),
        63
    );
}

#[test]
fn lenient_game_moves() {
    assert_eq!(check_parse_file("lenient_game_moves.tsv", None), 907);
}

#[test]
fn scalachess_real_world_moves() {
    assert_eq!(
        check_parse_file("scalachess_real_world_moves.tsv", None),
        237
    );
}

#[test]
fn spanish_and_german_moves_written_by_people() {
    assert_eq!(check_parse_file("multilang_parse.tsv", Some(4)), 9361);
}

#[test]
fn san_write_vectors() {
    let mut failures = Vec::new();
    let rows = tsv("san_write.tsv");
    for row in &rows {
        let pos = position(&row[0]);
        let mv = read_move(&pos, &row[1], Language::En).expect("UCI reads");
        let written = write_move(&pos, mv, &WriteOptions::short(Language::En));
        if written != row[2] {
            failures.push(format!(
                "{} {}: expected {}, wrote {written}",
                row[0], row[1], row[2]
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(rows.len(), 371);
}

#[test]
fn complete_legal_move_lists() {
    for row in tsv("legal_san_lists.tsv") {
        let pos = position(&row[0]);
        let expected: BTreeSet<&str> = row[1].split_whitespace().collect();
        let written: Vec<String> = pos
            .legal_moves()
            .map(|mv| write_move(&pos, mv, &WriteOptions::short(Language::En)))
            .collect();
        let written: BTreeSet<&str> = written.iter().map(String::as_str).collect();
        assert_eq!(written, expected, "{}", row[0]);
    }
}

#[test]
fn long_algebraic_with_hyphens() {
    for row in tsv("lan_write.tsv") {
        let pos = position(&row[0]);
        let mv = read_move(&pos, &row[1], Language::En).unwrap();
        let options = WriteOptions {
            form: Form::Long,
            hyphen: true,
            ..WriteOptions::short(Language::En)
        };
        assert_eq!(write_move(&pos, mv, &options), row[2], "{}", row[0]);
    }
}

/// Syntax round trip (shakmaty, scalachess). Crazyhouse drops and king promotion are not
/// chess: our decision is to refuse them as syntax errors.
#[test]
fn syntax_round_trip() {
    let mut refused = Vec::new();
    for row in tsv("san_syntax.tsv") {
        let (input, expected) = (&row[0], &row[1]);
        match SanPlus::parse(input, Language::En) {
            Ok(read) => assert_eq!(read.to_string(), *expected, "{input}"),
            Err(_) => refused.push(input.clone()),
        }
    }
    assert_eq!(refused, ["Qh1=K", "@e4#", "K@b3"]);
}

#[test]
fn n1d2_with_knights_on_b1_and_f1_is_ambiguous_not_guessed() {
    let pos = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    match read_move(&pos, "N1d2", Language::En) {
        Err(ReadError::Ambiguous { candidates }) => assert_eq!(candidates.len(), 2),
        other => panic!("expected ambiguous, got {other:?}"),
    }
    assert_eq!(
        read_move(&pos, "Nbd2", Language::En).unwrap().to_string(),
        "b1d2"
    );
}

/// Lower-case letters are files (C.5); a Spanish `cf3` is a c-pawn, and the error suggests `Cf3`.
#[test]
fn lower_case_piece_letter_gets_a_hint() {
    use escaque_core::Illegal;
    let start = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    match read_move(&start, "cf3", Language::Es) {
        Err(ReadError::Illegal(Illegal::LowerCasePieceLetter { letter: 'c', mv })) => {
            assert_eq!(mv.to_string(), "g1f3")
        }
        other => panic!("expected a lower-case hint, got {other:?}"),
    }
    // A lower-case letter that is a legal pawn move stays a pawn move.
    let pos = position("rnbqkbnr/ppp1pppp/8/3p4/2P5/8/PP1PPPPP/RNBQKBNR w KQkq d6 0 2");
    assert_eq!(
        read_move(&pos, "cd5", Language::Es).unwrap().to_string(),
        "c4d5"
    );
}

/// Figurines as printed books write them: one glyph set for both sides (♘ for a black knight
/// too), castling with zeros and promotion without `=`, as every short form but English; both
/// glyph sets are still read.
#[test]
fn figurine_output_is_one_glyph_set() {
    let black = position("r3k3/8/8/8/8/7n/8/4K3 b q - 0 1");
    for (uci, figurine) in [("e8c8", "0-0-0"), ("h3f4", "♘f4"), ("a8a2", "♖a2")] {
        let mv = read_move(&black, uci, Language::En).unwrap();
        assert_eq!(write_move(&black, mv, &WriteOptions::figurine()), figurine);
    }
    let white = position("n3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let promote = read_move(&white, "b7a8n", Language::En).unwrap();
    assert_eq!(
        write_move(&white, promote, &WriteOptions::figurine()),
        "bxa8♘"
    );
    for written in ["♞f4", "♘f4"] {
        assert_eq!(
            read_move(&black, written, Language::Es)
                .unwrap()
                .to_string(),
            "h3f4"
        );
    }
}

/// A pawn capture names its file, with or without a pawn letter: with pawns on e4 and d5,
/// neither `d5` nor `Pd5` is the capture, and the error names it.
#[test]
fn a_pawn_letter_does_not_lift_the_file_rule() {
    use escaque_core::Illegal;
    let pos = position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    let capture = read_move(&pos, "exd5", Language::Es).unwrap();
    for written in ["d5", "Pd5", "xd5", "Pxd5"] {
        match read_move(&pos, written, Language::Es) {
            Err(ReadError::Illegal(Illegal::PawnCaptureFileMissing { candidates })) => {
                assert_eq!(candidates, [capture], "{written}")
            }
            other => panic!("{written}: {other:?}"),
        }
    }
    assert_eq!(read_move(&pos, "Pexd5", Language::Es), Ok(capture));
}
