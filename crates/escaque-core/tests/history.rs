//! The history kept on the device: round trip, compaction without loss, damaged values.

use escaque_core::chess::Square;
use escaque_core::drill::{Answer, Drill, DrillSpec, Expected, Mode, Setup};
use escaque_core::history::{History, RunLength, MAX_AGGREGATES, MAX_RUNS};
use escaque_core::progress::{heat_map, Series};
use escaque_core::stored::{decode, encode, Problem, State, Versioned};

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
        let Expected::Square(square) = Expected::of(drill.spec().mode(), &prompt) else {
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
    let loaded = decode::<History>(Some(&encode(&history)));
    assert_eq!((loaded.value, loaded.state), (history, State::Current));
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
        side: escaque_core::history::RunSide::White,
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
    let good = encode(&history);
    let mut value: serde_json::Value = serde_json::from_str(&good).unwrap();
    value["runs"][0]["right"] = serde_json::json!("many");
    value["squares"]["name"] = serde_json::json!([1, 2, 3]);
    let loaded = decode::<History>(Some(&value.to_string()));
    assert_eq!(
        loaded.state,
        State::Damaged(Problem::Damaged { entries: 2 })
    );
    assert!(loaded.state.keep_aside());
    assert_eq!(loaded.value.runs, history.runs[1..]);
    assert!(loaded.value.squares.contains_key(&Mode::Find));
    assert!(!loaded.value.squares.contains_key(&Mode::Name));

    for unreadable in ["{oops", "[]", "42", ""] {
        let loaded = decode::<History>(Some(unreadable));
        assert!(
            matches!(loaded.state, State::Damaged(Problem::Unreadable(_))),
            "{unreadable}"
        );
        assert_eq!(loaded.value, History::default());
    }
    value["version"] = serde_json::json!(7);
    let newer = decode::<History>(Some(&value.to_string()));
    assert_eq!(newer.state, State::Damaged(Problem::NewerVersion(7)));
    assert_eq!(newer.value.runs.len(), 1);
    assert_eq!(decode::<History>(None).state, State::Missing);
}

/// A history with runs recorded at `times` (Unix milliseconds), one find run each, a day apart
/// every 20 runs.
fn recorded(times: impl IntoIterator<Item = u64>) -> History {
    let mut history = History::default();
    for at in times {
        let drill = run("find", &format!("v=1&n=4&seed={at}"), (at % 3) as usize);
        history.record(&drill, at, 20_000 + (at / 20) as u32);
    }
    history
}

#[test]
fn two_tabs_copies_merge_without_losing_or_doubling_a_run() {
    // (the stored copy, this tab's copy, the runs of the merge), each copy grown from a shared
    // start by the runs its own tab recorded.
    let base: Vec<u64> = (1..=5).collect();
    let with = |extra: &[u64]| recorded(base.iter().chain(extra).copied());
    let cases: [(History, History, Vec<u64>); 6] = [
        // The case: a run in each tab.
        (
            with(&[100]),
            with(&[101]),
            (1..=5).chain([100, 101]).collect(),
        ),
        // This tab's copy is behind: nothing of its own to add.
        (
            with(&[100, 102]),
            with(&[]),
            (1..=5).chain([100, 102]).collect(),
        ),
        // The stored copy was emptied (storage cleared): this tab's runs come back.
        (
            History::default(),
            with(&[101]),
            (1..=5).chain([101]).collect(),
        ),
        // Nothing new on either side.
        (with(&[]), with(&[]), (1..=5).collect()),
        // Several runs in each, interleaved in time.
        (
            with(&[100, 104]),
            with(&[102, 103]),
            (1..=5).chain([100, 102, 103, 104]).collect(),
        ),
        // Different drills in each tab.
        (
            {
                let mut h = with(&[]);
                h.record(&run("name", "v=1&n=3&seed=1", 1), 200, 20_010);
                h
            },
            with(&[150]),
            (1..=5).chain([150, 200]).collect(),
        ),
    ];
    for (stored, mine, expected) in cases {
        let expected_totals = {
            let mut all = stored.clone();
            for r in &mine.runs {
                if !all.runs.contains(r) {
                    all.runs.push(r.clone());
                }
            }
            totals(&all)
        };
        let merged = stored.clone().merge(mine.clone());
        let times: Vec<u64> = merged.runs.iter().map(|r| r.at).collect();
        assert_eq!(times, expected);
        assert_eq!(totals(&merged), expected_totals);
        // Merging is idempotent and the other way round gives the same runs.
        assert_eq!(merged.clone().merge(merged.clone()), merged);
        assert_eq!(mine.clone().merge(stored.clone()).runs, merged.runs);
    }
}

#[test]
fn merging_compacted_copies_keeps_every_run_once() {
    // Two tabs that shared MAX_RUNS + 10 runs, each recording 30 more the other has not seen:
    // each compacted the oldest ones on its own.
    let shared: Vec<u64> = (0..(MAX_RUNS as u64 + 10)).collect();
    let first: Vec<u64> = (10_000..10_030).collect();
    let second: Vec<u64> = (20_000..20_030).collect();
    let stored = recorded(shared.iter().chain(&first).copied());
    let mine = recorded(shared.iter().chain(&second).copied());
    let everything = recorded(shared.iter().chain(&first).chain(&second).copied());
    assert!(!stored.aggregates.is_empty() && !mine.aggregates.is_empty());
    for merged in [
        stored.clone().merge(mine.clone()),
        mine.clone().merge(stored.clone()),
    ] {
        assert_eq!(totals(&merged), totals(&everything), "every run once");
        assert_eq!(merged.runs.len(), MAX_RUNS);
        assert_eq!(merged.runs, everything.runs, "the newest runs whole");
        let series = Series {
            mode: Mode::Find,
            side: escaque_core::history::RunSide::White,
            length: RunLength::Count(4),
        };
        assert_eq!(series.best(&merged), series.best(&everything));
        assert_eq!(
            series.points(&merged).iter().map(|p| p.runs).sum::<u32>(),
            shared.len() as u32 + 60
        );
    }
}

#[test]
fn square_statistics_come_from_the_stored_copy_else_from_this_tab() {
    let mut stored = History::default();
    stored.record(&run("find", "v=1&n=4&seed=1", 4), 10, 1);
    let mut mine = History::default();
    mine.record(&run("find", "v=1&n=4&seed=2", 0), 11, 1);
    mine.record(&run("name", "v=1&n=4&seed=3", 4), 12, 1);
    let merged = stored.clone().merge(mine.clone());
    assert_eq!(merged.squares[&Mode::Find], stored.squares[&Mode::Find]);
    assert_eq!(merged.squares[&Mode::Name], mine.squares[&Mode::Name]);
    assert_eq!(merged.runs.len(), 3);
}

/// A run with the side to move at the bottom is its own series, named so, whatever side its
/// last question had; the others by their side.
#[test]
fn a_run_with_the_side_to_move_at_the_bottom_is_a_series_of_its_own() {
    use escaque_core::history::RunSide;
    let library =
        escaque_core::library::Library::decode(include_bytes!("../../../assets/games.bin"))
            .unwrap();
    let mut history = History::default();
    for (at, query) in [
        (1, "v=1&n=3&seed=1"),
        (2, "v=1&n=3&seed=2"),
        (3, "v=1&n=3&seed=3&o=white"),
    ] {
        let mut drill = Drill::new(
            DrillSpec::from_drill_path("name-move", query).unwrap(),
            Setup::default(),
            Some(&library),
            0.0,
        )
        .unwrap();
        let _ = drill.answer(Answer::Text("zz".into()), 500.0);
        history.record(&drill, at, 1);
    }
    let sides: Vec<RunSide> = history.runs.iter().map(|r| r.side()).collect();
    assert_eq!(sides, [RunSide::ToMove, RunSide::ToMove, RunSide::White]);
    let series: Vec<RunSide> = Series::all(&history).iter().map(|s| s.side).collect();
    assert_eq!(series, [RunSide::White, RunSide::ToMove]);
    // Stored and read back; a run of before (no field) is one side's.
    let loaded = decode::<History>(Some(&encode(&history)));
    assert_eq!(loaded.value, history);
    let mut old: serde_json::Value = serde_json::from_str(&encode(&history)).unwrap();
    assert_eq!(old["runs"][0]["side_to_move"], serde_json::json!(true));
    assert!(old["runs"][2].get("side_to_move").is_none());
    old["runs"][0]
        .as_object_mut()
        .unwrap()
        .remove("side_to_move");
    let read = decode::<History>(Some(&old.to_string())).value;
    assert_ne!(read.runs[0].side(), RunSide::ToMove);
}

#[test]
fn a_stopped_run_is_marked_and_never_the_best() {
    // A 20-prompt find run stopped after one wrong answer: unfinished, no best at all.
    let mut stopped = Drill::new(
        DrillSpec::from_drill_path("find", "v=1&n=20").unwrap(),
        Setup::default(),
        None,
        0.0,
    )
    .unwrap();
    let asked = *stopped.prompt().unwrap();
    let Expected::Square(square) = Expected::of(Mode::Find, &asked) else {
        panic!("a square")
    };
    let wrong = if square == Square::H8 {
        Square::A1
    } else {
        Square::H8
    };
    stopped.answer(Answer::Square(wrong), 500.0).unwrap();
    stopped.finish(700.0);
    let mut history = History::default();
    history.record(&stopped, 1, 1);
    assert!(history.runs[0].stopped);
    let series = Series::all(&history)[0];
    assert_eq!(series.out_of(), Some(20));
    assert_eq!(series.best_of(&history), None);
    // A whole run is the best, whatever its score.
    history.record(&run("find", "v=1&n=20", 20), 2, 1);
    assert_eq!(series.best_of(&history), Some((0, Some(20))));
    history.record(&run("find", "v=1&n=20", 3), 3, 1);
    assert_eq!(series.best_of(&history), Some((17, Some(20))));
    // A run recorded before runs said they were stopped counts out of what it answered.
    let mut old = history.runs[0].clone();
    old.stopped = false;
    let older = History {
        runs: vec![old],
        ..History::default()
    };
    assert_eq!(series.best_of(&older), Some((0, Some(1))));
}

/// An old-book run keeps its game (the progress page names it, so two runs of one length are
/// told apart) and its mistakes as the student read them, in the book's notation; a square
/// drill's run has no game.
#[test]
fn an_old_book_run_keeps_its_game_and_the_text_read() {
    let library =
        escaque_core::library::Library::decode(include_bytes!("../../../assets/games.bin"))
            .unwrap();
    let spec = DrillSpec::from_drill_path("old-book", "v=1&book=descriptive-en&seed=4").unwrap();
    let mut drill = Drill::new(spec, Setup::default(), Some(&library), 0.0).unwrap();
    let _ = drill.answer(Answer::Text("zz".into()), 500.0);
    let mut history = History::default();
    history.record(&drill, 1, 1);
    let run = &history.runs[0];
    let game = run.game.as_ref().expect("an old-book run names its game");
    let shown = drill.game().unwrap();
    assert_eq!((&game.id, &game.white), (&shown.id, &shown.white));
    // The miss as read in the book: descriptive ("P-K4", "N-KB3"), never "e4" or "Nf3".
    assert!(
        run.mistakes[0].contains(['-', 'x'])
            && run.mistakes[0].chars().any(|c| c.is_ascii_uppercase()),
        "{:?}",
        run.mistakes
    );
    // Stored and read back; a square drill's run has none.
    assert_eq!(decode::<History>(Some(&encode(&history))).value, history);
    let mut find = Drill::new(
        DrillSpec::from_drill_path("find", "v=1&n=3&seed=1").unwrap(),
        Setup::default(),
        None,
        0.0,
    )
    .unwrap();
    let _ = find.answer(Answer::Square(Square::A1), 500.0);
    history.record(&find, 2, 1);
    assert_eq!(history.runs[1].game, None);
    assert!(!encode(&history).contains("\"game\":null"));
}
