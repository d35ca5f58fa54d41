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
        "1.e4 e5 *\n\n1.e4 e5 2.Cf3 CCc6 3.Ab5 *\n\n1.d4 d5 *",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out).trim(),
        "escaque: game 2, move 2, black, 'CCc6': syntax: the piece letter is written twice (byte 1) (column 15)\n\
         escaque: 1 game could not be read"
    );
    // The games around the bad one are all written (the third is not lost).
    assert!(stdout(&out).contains("1. d4 d5"), "{}", stdout(&out));
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
        r#"{"verdict":"correct","canonical":"Cf3","notes":[],"reason":null,"also":[],"suggestions":[]}"#
    );
    let long = escaque(
        &[
            "grade", "--fen", start, "--move", "g1f3", "--lang", "es", "Cg1f3",
        ],
        "",
    );
    assert_eq!(
        stdout(&long).trim(),
        r#"{"verdict":"correct","canonical":"Cf3","notes":["long_form"],"reason":null,"also":[],"suggestions":[]}"#
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

/// The reason names the real slip, in the core's plain words: a pawn capture without its file,
/// a lower-case piece letter, a syntax error with its finer `detail`.
#[test]
fn grade_names_the_slip_in_plain_words() {
    let after_d4 = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3";
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (fen, uci, answer, json) in [
        (
            after_d4,
            "e5d4",
            "xd4",
            r#"{"verdict":"wrong","canonical":"exd4","notes":[],"reason":{"code":"pawn_capture_file_missing","message":"a pawn capture names the file the pawn leaves: e5d4","candidates":["exd4"]},"also":[],"suggestions":[]}"#,
        ),
        (
            start,
            "g1f3",
            "cf3",
            r#"{"verdict":"wrong","canonical":"Cf3","notes":[],"reason":{"code":"piece_letter_lowercase","message":"piece letters are upper case: 'C', not 'c'","suggestion":"Cf3"},"also":[],"suggestions":[]}"#,
        ),
        (
            start,
            "g1f3",
            "C3f",
            r#"{"verdict":"wrong","canonical":"Cf3","notes":[],"reason":{"code":"syntax","detail":"syntax_reversed_square","message":"a square is written file first, then rank: f3 (byte 1)","span":[1,3]},"also":[],"suggestions":["Cf3"]}"#,
        ),
        (
            start,
            "g1f3",
            "Cf3+",
            r#"{"verdict":"wrong","canonical":"Cf3","notes":[],"reason":{"code":"check_mark_wrong","message":"+ on a move that gives no check"},"also":[],"suggestions":[]}"#,
        ),
    ] {
        let out = escaque(
            &["grade", "--fen", fen, "--move", uci, "--lang", "es", answer],
            "",
        );
        assert_eq!(stdout(&out).trim(), json, "{answer}");
    }
}

/// "Did you mean": an answer that cannot be read, or reads as an illegal move, lists the legal
/// moves closest to it in the answer's notation; a legal answer and a reason that names the
/// move list none.
#[test]
fn grade_suggests_the_closest_legal_moves() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let seed = "rnbqkb1r/pppp1ppp/5n2/4P3/3p4/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 4";
    let promo = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";
    let after_d4 = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3";
    for (fen, uci, lang, answer, suggestions) in [
        (seed, "f6e4", "es", "CCe4", r#""suggestions":["Ce4"]"#),
        (seed, "f6e4", "en", "NNe4", r#""suggestions":["Ne4"]"#),
        (start, "g1f3", "es", "C3f", r#""suggestions":["Cf3"]"#),
        // The same move in English letters: the reason says so, and names no other.
        (start, "g1f3", "es", "Nf3", r#""suggestions":[]"#),
        (start, "g1f3", "en", "Tf3", r#""suggestions":["Nf3","f3"]"#),
        (
            promo,
            "d7d8q",
            "es",
            "d8",
            r#""suggestions":["d8D+","d8T+","d8A"]"#,
        ),
        (
            promo,
            "d7d8q",
            "en",
            "d8",
            r#""suggestions":["d8=Q+","d8=R+","d8=B"]"#,
        ),
        (after_d4, "e5d4", "es", "xd4", r#""suggestions":[]"#),
        (start, "g1f3", "es", "Cf3", r#""suggestions":[]"#),
        (start, "g1f3", "es", "Ch3", r#""suggestions":[]"#),
    ] {
        let out = escaque(
            &["grade", "--fen", fen, "--move", uci, "--lang", lang, answer],
            "",
        );
        assert!(
            stdout(&out).contains(suggestions),
            "{answer}: {}",
            stdout(&out)
        );
    }
}

/// Figurines as printed books write them: one set for both sides, castling as in Appendix C.
#[test]
fn figurine_output_is_one_glyph_set_with_castling_in_zeros() {
    let out = escaque(&["convert", "--from", "es", "--to", "figurine"], FIDE_ES);
    assert_eq!(
        stdout(&out).trim(),
        "1. e4 e5 2. ♘f3 ♘f6 3. d4 exd4 4. e5 ♘e4 5. ♕xd4 d5 6. exd6 ♘xd6 7. ♗g5 ♘c6 8. ♕e3+ ♗e7 9. ♘bd2 0-0 10. 0-0-0 ♖e8 11. ♔b1 (=)"
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

/// A fresh scratch directory for one test.
fn scratch_dir(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-cli-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn library_build_writes_the_asset_and_list_reads_it() {
    let dir = scratch_dir("library");
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Id \"caro-kann-trap\"]\n\n1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6# 1-0\n\n\
         [White \"Fischer, Robert J.\"]\n[Black \"Spassky, Boris V.\"]\n[Date \"1972.07.23\"]\n\n\
         1. c4 e6 2. Nf3 d5 3. d4 Nf6 *\n",
    )
    .unwrap();
    let asset = dir.join("games.bin");
    let built = escaque(
        &[
            "library",
            "build",
            "-o",
            asset.to_str().unwrap(),
            pgn.to_str().unwrap(),
        ],
        "",
    );
    assert!(built.status.success(), "{}", stderr(&built));
    assert!(
        stderr(&built).starts_with("2 games, 17 plies, "),
        "{}",
        stderr(&built)
    );
    assert!(stderr(&built).contains("mates 1"), "{}", stderr(&built));
    let bytes = std::fs::read(&asset).unwrap();
    assert_eq!(&bytes[..5], b"ESCQ\x01");

    let to_stdout = escaque(&["library", "build", pgn.to_str().unwrap()], "");
    assert_eq!(
        to_stdout.stdout, bytes,
        "without -o the asset goes to stdout"
    );

    let listed = escaque(&["library", "list", asset.to_str().unwrap()], "");
    assert!(listed.status.success(), "{}", stderr(&listed));
    assert_eq!(
        stdout(&listed),
        "caro-kann-trap\t\t?\t11\n\
         fischer-spassky-1972\tFischer, Robert J. – Spassky, Boris V.\t1972\t6\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn library_list_reads_the_committed_asset() {
    let asset = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/games.bin");
    let listed = escaque(&["library", "list", asset], "");
    assert!(listed.status.success(), "{}", stderr(&listed));
    let text = stdout(&listed);
    assert!(text.lines().count() >= 300);
    assert!(
        text.starts_with("fide-sample\tFIDE Laws of Chess, Appendix C: sample game\t?\t21\n"),
        "{text}"
    );
    // Every game has a title, none of them "? – ?".
    for line in text.lines() {
        let title = line.split('\t').nth(1).unwrap();
        assert!(!title.is_empty() && !title.contains('?'), "{line}");
    }
}

#[test]
fn library_errors_name_the_file_and_exit_1() {
    let dir = scratch_dir("library-errors");
    let pgn = dir.join("bad.pgn");
    std::fs::write(&pgn, "1.e4 e5 *\n\n1.e4 e5 2.Ke3 *\n").unwrap();
    let out = escaque(
        &["library", "build", "-o", "/dev/null", pgn.to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("bad.pgn: game 2, move 2, white, 'Ke3'"),
        "{}",
        stderr(&out)
    );
    let listed = escaque(&["library", "list", pgn.to_str().unwrap()], "");
    assert_eq!(listed.status.code(), Some(1));
    assert!(
        stderr(&listed).ends_with("bad.pgn: not a game library (wrong magic bytes)\n"),
        "{}",
        stderr(&listed)
    );
    let missing = escaque(&["library", "build"], "");
    assert_eq!(missing.status.code(), Some(2), "a PGN file is required");
    let _ = std::fs::remove_dir_all(&dir);
}

const RUY_LOPEZ: &str =
    "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 *";

#[test]
fn convert_to_descriptive_and_iccf_and_back() {
    let en = escaque(&["convert", "--to", "descriptive-en"], RUY_LOPEZ);
    assert!(en.status.success(), "{}", stderr(&en));
    assert_eq!(
        stdout(&en).trim(),
        "1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. B-R4 N-B3 5. O-O B-K2 6. R-K1 P-QN4 7. B-N3 P-Q3 8. P-B3 O-O 9. P-KR3 *"
    );
    let es = escaque(&["convert", "--to", "descriptive-es"], RUY_LOPEZ);
    assert_eq!(
        stdout(&es).trim(),
        "1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. A4T C3A 5. O-O A2R 6. T1R P4CD 7. A3C P3D 8. P3A O-O 9. P3TR *"
    );
    let iccf = escaque(
        &["convert", "--from", "descriptive-es", "--to", "iccf"],
        &stdout(&es),
    );
    assert_eq!(
        stdout(&iccf).trim(),
        "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725 7. 1423 4746 8. 3233 5878 9. 8283 *"
    );
    // Each read back, by name and by `auto`, is the game again.
    for (from, text) in [
        ("descriptive-en", stdout(&en)),
        ("descriptive-es", stdout(&es)),
        ("iccf", stdout(&iccf)),
        ("auto", stdout(&en)),
        ("auto", stdout(&es)),
        ("auto", stdout(&iccf)),
    ] {
        let back = escaque(&["convert", "--from", from, "--to", "en"], &text);
        assert!(back.status.success(), "{from}: {}", stderr(&back));
        assert_eq!(
            stdout(&back).trim(),
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 *",
            "{from}"
        );
    }
    let fr = escaque(
        &["convert", "--from", "iccf", "--to", "descriptive-fr"],
        &stdout(&iccf),
    );
    assert!(
        stdout(&fr).starts_with("1. P4R P4R 2. C3FR C3FD 3. F5C"),
        "{}",
        stdout(&fr)
    );
    let uci = escaque(
        &["convert", "--from", "descriptive-en", "--to", "uci"],
        &stdout(&en),
    );
    assert!(
        stdout(&uci).starts_with("e2e4 e7e5 g1f3 b8c6"),
        "{}",
        stdout(&uci)
    );
}

#[test]
fn a_bad_descriptive_move_names_game_move_side_and_candidates() {
    let out = escaque(
        &["convert", "--from", "descriptive-en", "--to", "en"],
        "1. P-K4 P-K4 2. N-B3 *",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out).trim(),
        "escaque: game 1, move 2, white, 'N-B3': ambiguous: could be b1c3 or g1f3 (column 17)\n\
         escaque: 1 game could not be read"
    );
    let unknown = escaque(&["convert", "--to", "descriptive-de"], "1.e4 *");
    assert_eq!(unknown.status.code(), Some(1));
    assert!(
        stderr(&unknown).contains("descriptive-en"),
        "{}",
        stderr(&unknown)
    );
}

#[test]
fn grade_descriptive_and_iccf_answers() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let grade = |lang: &str, answer: &str| {
        let out = escaque(
            &[
                "grade", "--fen", start, "--move", "g1f3", "--lang", lang, answer,
            ],
            "",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        stdout(&out).trim().to_string()
    };
    assert_eq!(
        grade("descriptive-es", "C3AR"),
        r#"{"verdict":"correct","canonical":"C3AR","notes":[],"reason":null,"also":[],"suggestions":[],"qualification":{"written":"C3AR","bare":"C3A","fits":["b1c3","g1f3"]}}"#
    );
    assert_eq!(
        grade("descriptive-en", "N-B3"),
        r#"{"verdict":"wrong","canonical":"N-KB3","notes":[],"reason":{"code":"ambiguous","message":"more than one move fits","candidates":["N-QB3","N-KB3"]},"also":[],"suggestions":[],"qualification":{"written":"N-KB3","bare":"N-B3","fits":["b1c3","g1f3"]}}"#
    );
    assert!(grade("descriptive-fr", "CR3FR").contains(r#""notes":["needless_disambiguation"]"#));
    assert_eq!(
        grade("iccf", "7163"),
        r#"{"verdict":"correct","canonical":"7163","notes":[],"reason":null,"also":[],"suggestions":[]}"#
    );
    assert!(grade("iccf", "2133").contains(r#""code":"different_move""#));
    // No legal move read: "did you mean" in the answer's notation, the move asked first.
    assert!(grade("iccf", "7164").ends_with(r#""suggestions":["7163"]}"#));
    assert!(grade("descriptive-en", "N-KB4").contains(r#""suggestions":["N-KB3","P-KB4"]"#));
}

#[test]
fn a_descriptive_game_with_tags_comments_and_variations_converts_like_any_other() {
    let book = "[White \"Morphy\"]\n[Black \"Allies\"]\n\n1. P-K4 P-K4 2. N-KB3 {the usual} P-Q3 (2... N-QB3 3. B-N5) 3. P-Q4 B-N5!? 1-0\n";
    let es = escaque(&["convert", "--from", "descriptive-en", "--to", "es"], book);
    assert!(es.status.success(), "{}", stderr(&es));
    assert_eq!(
        stdout(&es),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Morphy\"]\n[Black \"Allies\"]\n[Result \"1-0\"]\n\n\
         1. e4 e5 2. Cf3 {the usual} 2... d6 (2... Cc6 3. Ab5) 3. d4 Ag4!? 1-0\n\n"
    );
    let fr = escaque(
        &["convert", "--from", "auto", "--to", "descriptive-fr"],
        book,
    );
    assert!(
        stdout(&fr).contains(
            "1. P4R P4R 2. C3FR {the usual} 2... P3D (2... C3FD 3. F5C) 3. P4D F5C!? 1-0"
        ),
        "{}",
        stdout(&fr)
    );
}
