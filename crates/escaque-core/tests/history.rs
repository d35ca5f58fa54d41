//! The history kept on the device: round trip, compaction without loss, damaged values.

use escaque_core::chess::Square;
use escaque_core::drill::{Answer, Drill, DrillSpec, Expected, Mode, Setup};
use escaque_core::history::{History, Problem, RunLength, MAX_AGGREGATES, MAX_RUNS};
use escaque_core::progress::{heat_map, Series};

/// A finished run of `n` prompts with `wrong` of them missed.
fn run(mode: &str, query: &str, wrong: usize) -> Drill {
    let mut drill = Drill::new(
        DrillSpec::from_drill_path(mode, query).unwrap(),
        Setup::default(),
        None,
        0.0,
    )
    .unwrap();
    let mut i = 0;
    while let Some(prompt) = drill.prompt().copied() {
        let Expected::Square(square) = Expected::of(drill.spec().mode, &prompt) else {
            panic!("square drills only here")
        };
        // A wrong answer: a corner that is not the square asked.
        let given = match (i < wrong, square) {
            (false, _) => square,
            (true, Square::H8) => Square::A1,
            (true, _) => Square::H8,
        };
        let _ = drill.answer(Answer::Square(given), 600.0 * (i + 1) as f64);
        i += 1;
    }
    drill
}

fn totals(history: &History) -> (u32, u32, u32) {
    let runs = history.runs.len() as u32 + history.aggregates.iter().map(|a| a.runs).sum::<u32>();
    let right = history.runs.iter().map(|r| r.right).sum::<u32>()
        + history.aggregates.iter().map(|a| a.right).sum::<u32>();
    let attempted = history.runs.iter().map(|r| r.attempted).sum::<u32>()
        + history.aggregates.iter().map(|a| a.attempted).sum::<u32>();
    (runs, right, attempted)
}

#[test]
fn a_run_is_recorded_with_its_mistakes_and_squares() {
    let mut history = History::default();
    let drill = run("find", "v=1&n=10&seed=7", 3);
    history.record(&drill, 1_000, 20_000);
    let record = &history.runs[0];
    assert_eq!(
        (record.right, record.attempted, record.mistakes.len()),
        (7, 10, 3)
    );
    assert_eq!(record.mistakes[0], "e5", "the first prompt of seed 7");
    assert!(record.shared);
    let heat = heat_map(&history, Mode::Find).unwrap();
    let e5 = heat[Square::E5.to_index()];
    assert_eq!((e5.seen, e5.missed_percent), (1, 100));
    assert!(heat_map(&history, Mode::Name).is_none());
    let loaded = History::from_stored(Some(&history.to_stored()));
    assert_eq!((loaded.history, loaded.problem), (history, None));
}

#[test]
fn old_runs_are_compacted_into_days_and_nothing_is_lost() {
    let mut history = History::default();
    let mut expected = (0, 0, 0);
    for i in 0..(MAX_RUNS + 50) {
        let drill = run("find", &format!("v=1&n=4&seed={i}"), i % 3);
        expected.0 += 1;
        expected.1 += drill.score().right;
        expected.2 += drill.score().attempted;
        history.record(&drill, 1_000 * i as u64, 20_000 + (i / 20) as u32);
    }
    assert_eq!(history.runs.len(), MAX_RUNS);
    assert_eq!(history.aggregates.len(), 3, "50 old runs over three days");
    assert_eq!(totals(&history), expected);
    let series = Series {
        mode: Mode::Find,
        orientation: escaque_core::board_state::Orientation::White,
        length: RunLength::Count(4),
    };
    assert_eq!(series.best(&history), Some(4));
    let points = series.points(&history);
    assert_eq!(points.len(), MAX_RUNS + 3);
    assert_eq!(points[0].runs, 20, "the oldest day comes first");

    // Years of aggregates are merged into 30-day spans, still without loss.
    let template = history.aggregates[0].clone();
    history.aggregates = (0..(MAX_AGGREGATES as u32 + 10))
        .map(|day| escaque_core::history::Aggregate {
            day,
            ..template.clone()
        })
        .collect();
    let before = totals(&history);
    history.compact();
    assert!(history.aggregates.len() <= MAX_AGGREGATES);
    assert!(history.aggregates.iter().any(|a| a.days == 30));
    assert_eq!(totals(&history), before);
}

#[test]
fn a_damaged_value_keeps_what_can_be_read() {
    let mut history = History::default();
    history.record(&run("find", "v=1&n=4&seed=1", 1), 1, 1);
    history.record(&run("name", "v=1&n=4&seed=2", 0), 2, 1);
    let good = history.to_stored();
    let mut value: serde_json::Value = serde_json::from_str(&good).unwrap();
    value["runs"][0]["right"] = serde_json::json!("many");
    value["squares"]["name"] = serde_json::json!([1, 2, 3]);
    let loaded = History::from_stored(Some(&value.to_string()));
    assert_eq!(loaded.problem, Some(Problem::Damaged { entries: 2 }));
    assert_eq!(loaded.history.runs, history.runs[1..]);
    assert!(loaded.history.squares.contains_key(&Mode::Find));
    assert!(!loaded.history.squares.contains_key(&Mode::Name));

    for unreadable in ["{oops", "[]", "42", ""] {
        let loaded = History::from_stored(Some(unreadable));
        assert!(
            matches!(loaded.problem, Some(Problem::Unreadable(_))),
            "{unreadable}"
        );
        assert_eq!(loaded.history, History::default());
    }
    value["version"] = serde_json::json!(7);
    let newer = History::from_stored(Some(&value.to_string()));
    assert_eq!(newer.problem, Some(Problem::NewerVersion(7)));
    assert_eq!(newer.history.runs.len(), 1);
    assert_eq!(History::from_stored(None).problem, None);
}
