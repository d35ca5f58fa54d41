//! "Did you mean": typos students make, each with the legal moves suggested for it, best first
//! (`escaque_core::grade::suggest`), and how the grade carries them.

mod common;

use common::position;
use escaque_core::grade::{grade, suggest::suggest, Profile};
use escaque_core::{read_move, write_move, Language, Position, WriteOptions};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// 1.e4 e5 2.Nf3 Nc6 3.d4: Black takes on d4 with the pawn (exd4) or the knight (Cxd4).
const AFTER_D4: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3";
/// The seed's example: Black's knight on f6 goes to e4 (the typo `CCe4`).
const SEED: &str = "rnbqkb1r/pppp1ppp/5n2/4P3/3p4/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 4";
/// A pawn on d7 promotes on d8 (with check from a queen or a rook).
const PROMO: &str = "k7/3P4/8/8/8/8/8/4K3 w - - 0 1";
/// Both castlings are legal.
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

/// The suggestions for `answer`, written in `lang`'s canonical short form.
fn suggested(position: &Position, answer: &str, lang: Language) -> Vec<String> {
    suggest(position, answer, lang)
        .into_iter()
        .map(|mv| write_move(position, mv, &WriteOptions::short(lang)))
        .collect()
}

#[test]
fn typos_get_the_closest_legal_moves() {
    use Language::{En, Es};
    #[rustfmt::skip]
    let rows: &[(&str, &str, Language, &[&str])] = &[
        // A doubled letter, the seed's own typo.
        (SEED, "CCe4", Es, &["Ce4"]),
        (START, "CCf3", Es, &["Cf3"]),
        (START, "NNf3", En, &["Nf3"]),
        (START, "Cff3", Es, &["Cf3"]),
        (START, "Cc33", Es, &["Cc3"]),
        (START, "e44", Es, &["e4"]),
        // File and rank swapped.
        (START, "C3f", Es, &["Cf3"]),
        (START, "N3f", En, &["Nf3"]),
        (START, "4e", En, &["e4"]),
        // Another language's letters.
        (START, "Nf3", Es, &["Cf3"]),
        (START, "Cf3", En, &["Nf3"]),
        (START, "Sf3", En, &["Nf3"]),
        (START, "Sf3", Es, &["Cf3"]),
        (PROMO, "d8=Q", Es, &["d8D+"]),
        (START, "nf3", Es, &["Cf3"]),
        // A pawn letter means a pawn: only pawn moves.
        (AFTER_D4, "Pxd4", Es, &["exd4"]),
        // A file in capitals: the lower-case one is closer than another file.
        (START, "CF3", Es, &["Cf3"]),
        (START, "E4", En, &["e4"]),
        // A pawn capture without its file (the knight's capture is as close).
        (AFTER_D4, "xd4", Es, &["exd4", "Cxd4"]),
        (AFTER_D4, "xd4", En, &["exd4", "Nxd4"]),
        // A letter of the wrong case, a space, a dash that is no hyphen.
        (SEED, "ce4", Es, &["Ce4"]),
        (SEED, "C e4", Es, &["Ce4"]),
        (CASTLE, "0-0-", Es, &["0-0-0", "0-0"]),
        // The long form with a wrong square: two edits are close in a long answer.
        (START, "Cg1f4", Es, &["Cf3"]),
        // No promotion piece: the likeliest three, the queen first.
        (PROMO, "d8", Es, &["d8D+", "d8T+", "d8A"]),
        (PROMO, "d8", En, &["d8=Q+", "d8=R+", "d8=B"]),
        // A letter no piece can use here: the moves one edit away, in board order.
        (START, "Ah3", Es, &["Ch3", "h3"]),
        (START, "Kf3", En, &["Nf3", "f3"]),
        // A legal move, or nothing close: no suggestion.
        (START, "Cf3", Es, &[]),
        (START, "e4", En, &[]),
        (START, "Dh5", Es, &[]),
        (START, "Qh5", En, &[]),
        (START, "", Es, &[]),
        (START, "xyz", En, &[]),
    ];
    let mut wrong = Vec::new();
    for &(fen, answer, lang, expected) in rows {
        let got = suggested(&position(fen), answer, lang);
        if got != expected {
            wrong.push(format!(
                "{fen} {answer:?} {lang}: {got:?}, not {expected:?}"
            ));
        }
    }
    assert!(rows.len() >= 20);
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// The grade carries the suggestions of an answer that cannot be read or is illegal, unless
/// the reason already names the move meant; a right answer and a legal other move get none.
#[test]
fn the_grade_suggests_only_what_the_reason_does_not_say() {
    let grade_of = |fen: &str, uci: &str, answer: &str, lang: Language| {
        let position = position(fen);
        let expected = read_move(&position, uci, Language::En).unwrap();
        let graded = grade(&position, expected, answer, lang, Profile::Fide);
        let written: Vec<String> = graded
            .suggestions
            .iter()
            .map(|&mv| write_move(&position, mv, &WriteOptions::short(lang)))
            .collect();
        (graded.reason.map(|r| r.kind().code()), written)
    };
    let suggests = |fen, uci, answer, lang, code: &str, moves: &[&str]| {
        let (reason, written) = grade_of(fen, uci, answer, lang);
        let written: Vec<&str> = written.iter().map(String::as_str).collect();
        assert_eq!(
            (reason, written.as_slice()),
            (Some(code), moves),
            "{answer:?}"
        );
    };
    suggests(
        SEED,
        "f6e4",
        "CCe4",
        Language::Es,
        "syntax_repeated_piece_letter",
        &["Ce4"],
    );
    suggests(
        START,
        "g1f3",
        "C3f",
        Language::Es,
        "syntax_reversed_square",
        &["Cf3"],
    );
    suggests(
        PROMO,
        "d7d8q",
        "d8",
        Language::Es,
        "missing_promotion",
        &["d8D+", "d8T+", "d8A"],
    );
    // The reason names the move: said once.
    // The same move in English letters: the reason says it is the move.
    suggests(
        START,
        "g1f3",
        "Nf3",
        Language::Es,
        "wrong_piece_letter",
        &[],
    );
    suggests(
        AFTER_D4,
        "e5d4",
        "xd4",
        Language::Es,
        "pawn_capture_file_missing",
        &[],
    );
    suggests(
        SEED,
        "f6e4",
        "ce4",
        Language::Es,
        "piece_letter_lowercase",
        &[],
    );
    suggests(
        START,
        "e2e4",
        "Cf3",
        Language::En,
        "other_letters_other_move",
        &[],
    );
    // Legal answers: a right one, another move.
    assert_eq!(grade_of(START, "g1f3", "Cf3", Language::Es), (None, vec![]));
    suggests(START, "g1f3", "Ch3", Language::Es, "wrong_square", &[]);
}
