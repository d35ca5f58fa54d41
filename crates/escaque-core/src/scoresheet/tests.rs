use super::*;
use crate::Language;

fn es() -> Notation {
    Notation::Algebraic(Language::Es)
}

fn uci(r: &Repair) -> Vec<String> {
    r.plies.iter().map(|p| p.mv.to_string()).collect()
}

#[test]
fn a_sheet_written_right_is_as_written() {
    let sheet = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab5", "a6"]);
    let r = repair(&sheet, es());
    assert_eq!(r.cost, 0.0);
    assert!(r
        .plies
        .iter()
        .all(|p| p.marks[0].status == Status::AsWritten));
    assert!(r.is_complete());
}

#[test]
fn two_clean_sheets_give_the_game() {
    let sheet = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab5", "a6", "Aa4", "Cf6"]);
    let r = repair_pair(&sheet, &sheet, es());
    assert_eq!(r.plies.len(), 8, "{r:?}");
    assert_eq!(r.cost, 0.0);
}

#[test]
fn two_sheets_with_a_slip_each() {
    let a = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab6", "a6", "Aa4", "Cf6"]);
    let b = Sheet::from_boxes(["e4", "e5", "Cf3", "", "Ab5", "a6", "Aa4", "Cf6"]);
    let r = repair_pair(&a, &b, es());
    assert_eq!(
        uci(&r),
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"]
    );
}

/// A sheet of garbage: the work grows with the number of boxes, not beyond a fixed amount per
/// box (the bound that keeps a 200-move sheet of garbage well under a second).
#[test]
fn work_is_bounded_per_box_on_garbage() {
    let garbage = [
        "zq", "Kx9", "?", "e9", "RRR", "0-0-0-0", "h8Q", "Cxx", "", "ab",
    ];
    let mut per_box = Vec::new();
    for boxes in [20usize, 60, 120] {
        let texts: Vec<&str> = (0..boxes)
            .map(|i| garbage[(i * 7 + i / 3) % garbage.len()])
            .collect();
        let sheet = Sheet::from_boxes(texts);
        let r = repair(&sheet, es());
        // Every output is a legal game (plies replay from the start).
        let mut p = r.start;
        for ply in &r.plies {
            assert!(p.is_legal(ply.mv));
            p = p.play(ply.mv);
        }
        per_box.push(r.work / boxes);
    }
    // Bounded per box: the work budget, and one layer's expansion past it.
    for w in &per_box {
        assert!(*w <= 2 * search::WORK_PER_BOX, "{per_box:?}");
    }
}

/// Random text never panics and always yields a legal game (the CLI's 1M-input run is
/// `cargo run --release -p escaque-core --example scoresheet_fuzz`).
#[test]
fn random_sheets_never_panic() {
    use rand_core::{RngCore, SeedableRng};
    let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
    let alphabet: Vec<char> = "KQRBNCDTAPxX:=+#!?()a-h1-8Oo0 .-\n…Кр♘".chars().collect();
    for _ in 0..200 {
        let len = (rng.next_u32() % 60) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[(rng.next_u32() as usize) % alphabet.len()])
            .collect();
        for sheet in read_sheets(&text) {
            let r = repair(&sheet, guess_notation(&[&sheet]));
            let mut p = r.start;
            for ply in &r.plies {
                assert!(p.is_legal(ply.mv), "{text:?}");
                p = p.play(ply.mv);
            }
        }
    }
}
