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
