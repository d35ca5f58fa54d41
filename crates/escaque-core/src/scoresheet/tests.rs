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
    use rand_core::SeedableRng;
    let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
    for _ in 0..200 {
        let text = slips::random_text(&mut rng, 60);
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

/// The known mis-repair of docs/scoresheet.md: an empty box straight after a repaired box is
/// filled (`Nc6` or `c6`, both fit), not taken for a move not written.
#[test]
fn empty_box_after_a_repaired_box_is_filled() {
    let sheet = &read_sheets("1. e4 e5 2. CCf3 ? 3. Ab6 a6 4. Axc6")[0];
    let r = repair(sheet, es());
    let got = uci(&r);
    assert_eq!(got.len(), 7, "{got:?}");
    assert_eq!(got[..3], ["e2e4", "e7e5", "g1f3"]);
    assert!(got[3] == "b8c6" || got[3] == "c7c6", "{got:?}");
    assert_eq!(got[4..], ["f1b5", "a7a6", "b5c6"]);
    assert_eq!(r.plies[3].marks[0].kind, Kind::Empty);
    assert_ne!(r.plies[3].marks[0].status, Status::AsWritten);
}

/// The cost of reading a sheet as a given game: the slips it takes, whatever the alignment.
#[test]
fn reading_cost_of_the_game_played() {
    let moves = |r: &Repair| r.moves();
    let clean = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab5", "a6"]);
    let game = moves(&repair(&clean, es()));
    assert_eq!(reading_cost(&[&clean], es(), &game), Some(0.0));
    // Black's second move not written: one realignment.
    let missing = Sheet::from_boxes(["e4", "e5", "Cf3", "Ab5", "a6"]);
    let cost = reading_cost(&[&missing], es(), &game).unwrap();
    assert!((cost - search::NOT_WRITTEN).abs() < 1e-4, "{cost}");
}

/// Two sheets: on the other sheet two white moves are written in each other's place (`Aa4`
/// where the bishop cannot go yet): a swap on that sheet, the game the one written right.
#[test]
fn two_sheets_one_with_a_swap() {
    let right = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Ab5", "a6", "Aa4", "Cf6"]);
    let swapped = Sheet::from_boxes(["e4", "e5", "Cf3", "Cc6", "Aa4", "a6", "Ab5", "Cf6"]);
    let r = repair_pair(&right, &swapped, es());
    assert_eq!(
        uci(&r),
        ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"]
    );
    assert_eq!(r.plies[4].marks[1].kind, Kind::Swapped);
    assert_eq!(r.plies[6].marks[1].kind, Kind::Swapped);
    assert_eq!(r.plies[4].marks[0].kind, Kind::None);
}
