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
