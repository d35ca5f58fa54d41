//! The `escaque` command as scripts use it: output, exit codes, messages.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn escaque(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

const FIDE_ES: &str = "1.e4 e5 2.Cf3 Cf6 3.d4 exd4 4.e5 Ce4 5.Dxd4 d5 6.exd6 a.p. Cxd6 7.Ag5 Cc6 8.De3+ Ae7 9.Cbd2 0-0 10.0-0-0 Te8 11.Rb1(=).";

#[test]
fn convert_spanish_to_english_uci_and_back() {
    let en = escaque(&["convert", "--from", "es", "--to", "en"], FIDE_ES);
    assert!(en.status.success(), "{}", stderr(&en));
    assert_eq!(
        stdout(&en).trim(),
        "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 8. Qe3+ Be7 9. Nbd2 O-O 10. O-O-O Re8 11. Kb1 (=)"
    );
    let uci = escaque(
        &["convert", "--to", "uci"],
        &format!("{FIDE_ES}\n\n1.d4 d5 *"),
    );
    assert_eq!(stdout(&uci).lines().count(), 2, "one game per line");
    assert!(stdout(&uci).starts_with("e2e4 e7e5 g1f3 g8f6 d2d4 e5d4"));
    let long = escaque(
        &["convert", "--from", "auto", "--to", "es", "--long"],
        "1. Nf3 d5 2. g3 *",
    );
    assert_eq!(stdout(&long).trim(), "1. Cg1f3 d7d5 2. g2g3 *");
}

#[test]
fn convert_pgn_has_seven_tags() {
    let pgn = escaque(&["convert", "--to", "pgn"], "1.e4 e5 1-0");
    let text = stdout(&pgn);
    assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]"), "{text}");
    assert!(text.contains("[Result \"1-0\"]") && text.contains("1. e4 e5 1-0"));
}

#[test]
fn bad_move_exits_1_and_names_game_move_side_token() {
    let out = escaque(
        &["convert", "--from", "es"],
        "1.e4 e5 *\n\n1.e4 e5 2.Cf3 CCc6 3.Ab5 *",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out).trim(),
        "escaque: game 2, move 2, black, 'CCc6': syntax: unexpected 'C' at byte 1"
    );
    assert!(
        !stdout(&out).contains("Cf3"),
        "nothing of the bad game is written"
    );
}

#[test]
fn grade_prints_one_json_object() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let ok = escaque(
        &[
            "grade", "--fen", start, "--move", "g1f3", "--lang", "es", "Cf3",
        ],
        "",
    );
    assert_eq!(
        stdout(&ok).trim(),
        r#"{"verdict":"correct","canonical":"Cf3","notes":[],"reason":null}"#
    );
    let long = escaque(
        &[
            "grade", "--fen", start, "--move", "g1f3", "--lang", "es", "Cg1f3",
        ],
        "",
    );
    assert_eq!(
        stdout(&long).trim(),
        r#"{"verdict":"correct","canonical":"Cf3","notes":["long_form"],"reason":null}"#
    );
    let strict = escaque(
        &[
            "grade", "--fen", start, "--move", "g1f3", "--lang", "es", "--strict", "Cg1f3",
        ],
        "",
    );
    assert!(stdout(&strict).starts_with(r#"{"verdict":"wrong","canonical":"Cf3","notes":["long_form"],"reason":{"code":"not_canonical""#));
    let letter = escaque(
        &[
            "grade", "--fen", start, "--move", "g1f3", "--lang", "es", "Nf3",
        ],
        "",
    );
    assert!(
        stdout(&letter).contains(r#""code":"wrong_piece_letter""#)
            && stdout(&letter).contains(r#""letters_of":"en""#)
    );
}

#[test]
fn perft_counts() {
    let out = escaque(
        &[
            "perft",
            "--fen",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "3",
        ],
        "",
    );
    assert_eq!(stdout(&out).trim(), "97862");
}

#[test]
fn bad_arguments_fail_cleanly_never_panic() {
    for args in [
        vec!["perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "2"],
        vec![
            "grade",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "--move",
            "e2e5",
            "--lang",
            "es",
            "e5",
        ],
        vec![
            "grade",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "--move",
            "e2e4",
            "--lang",
            "xx",
            "e4",
        ],
        vec!["convert", "--to", "klingon"],
        vec!["convert", "no-such-file.pgn"],
        vec!["frobnicate"],
    ] {
        let out = escaque(&args, "");
        let code = out.status.code();
        assert!(
            code.is_some_and(|c| c != 0 && c != 101),
            "{args:?}: {code:?}"
        );
        assert!(!stderr(&out).is_empty(), "{args:?}: says why");
    }
}
