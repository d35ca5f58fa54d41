//! `escaque repair`: sheets typed from paper, repaired into legal games.

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
    // The command may refuse its arguments before reading: a broken pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

// `CCf3`, `Ab6` for `Ab5`, an empty box (`a6` or `a5`: both fit what follows). (An empty box
// straight after a slipped one, `2. CCf3 ?`, is still mis-repaired: docs/scoresheet.md.)
const SHEET: &str = "1. e4 e5\n2. CCf3 Cc6\n3. Ab6 ?\n4. Axc6 dxc6\n\n1. d4 d5\n2. c4 e6\n";

#[test]
fn uci_one_line_per_game() {
    let out = escaque(&["repair", "--to", "uci"], SHEET);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0] == "e2e4 e7e5 g1f3 b8c6 f1b5 a7a5 b5c6 d7c6"
            || lines[0] == "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6",
        "{text}"
    );
    assert_eq!(lines[1..], ["d2d4 d7d5 c2c4 e7e6"]);
}

#[test]
fn pgn_says_what_was_written() {
    let out = escaque(&["repair", "--lang", "es", "--to", "pgn", "-"], SHEET);
    let text = stdout(&out);
    assert!(text.starts_with("[Event \"?\"]"), "{text}");
    assert!(
        text.contains("2. Nf3 {en CCf3 hay una letra escrita dos veces"),
        "{text}"
    );
    assert!(text.replace('\n', " ").contains("Bb5 {Ab6"), "{text}");
    assert_eq!(text.matches("[Event").count(), 2);
}

#[test]
fn json_has_a_status_and_a_reason_per_box() {
    let out = escaque(&["repair", "--to", "json"], SHEET);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    let first = lines[0];
    assert!(first.starts_with("{\"complete\":"), "{first}");
    assert!(
        first.contains("\"ply\":3,\"written\":\"CCf3\",\"uci\":\"g1f3\",\"san\":\"Nf3\""),
        "{first}"
    );
    assert!(
        first.contains("\"status\":\"changed\",\"kind\":\"doubled-letter\",\"rule\":\"C.2\""),
        "{first}"
    );
    // The empty box: several moves fit what follows (Bxc6 dxc6), the one chosen and the others
    // are given, a6 and a5 among them.
    assert!(
        first.contains("\"status\":\"unsure\",\"kind\":\"empty\""),
        "{first}"
    );
    let sixth = first
        .split("{\"ply\":6,")
        .nth(1)
        .and_then(|rest| rest.split('}').next())
        .unwrap_or_default();
    assert!(sixth.contains("a7a6") && sixth.contains("a7a5"), "{sixth}");
    assert!(sixth.contains("\"alternatives\":[\""), "{sixth}");
    assert!(first.contains("\"complete\":false"), "{first}");
    assert!(lines[1].contains("\"complete\":true"), "{}", lines[1]);
}

#[test]
fn two_sheets_repaired_together() {
    let dir = std::env::temp_dir().join(format!("escaque-repair-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let other = dir.join("black.txt");
    // The black player's sheet: right where the white player's is not.
    std::fs::write(
        &other,
        "1. e4 e5\n2. Cf3 Cc6\n3. Ab5 a6\n4. Axc6 dxc6\n\n1. d4 d5\n2. c4 e6\n",
    )
    .unwrap();
    let out = escaque(
        &["repair", "--to", "json", "--with", other.to_str().unwrap()],
        SHEET,
    );
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.contains("\"with\":\"a6\""), "{text}");
    let uci = escaque(
        &["repair", "--to", "uci", "--with", other.to_str().unwrap()],
        SHEET,
    );
    assert!(stdout(&uci).starts_with("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_arguments_are_refused() {
    assert!(!escaque(&["repair", "--to", "xml"], SHEET).status.success());
    assert!(!escaque(&["repair", "--lang", "xx"], SHEET).status.success());
}
