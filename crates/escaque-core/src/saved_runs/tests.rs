use super::*;
use crate::drill::content::Content;
use crate::drill::geometry::SquareColour;
use crate::stored::{decode, encode, State};
use crate::Position;

const AT: u64 = 1_700_000_000_000;

fn screen_of(query: &str, mode: &str, setup: Setup) -> (DrillSpec, DrillScreen) {
    let spec = DrillSpec::from_drill_path(mode, query).unwrap();
    let drill = Drill::new(spec.clone(), setup, None, 0.0).unwrap();
    (spec, DrillScreen::new(drill, 0.0))
}

/// A find drill's answer: right on even questions, else the square beside.
fn find_answer(screen: &DrillScreen, i: usize) -> Answer {
    let square = screen.drill().prompt().unwrap().first_square();
    if i.is_multiple_of(2) {
        Answer::Square(square)
    } else {
        let other = if square == Square::A1 {
            Square::B1
        } else {
            Square::A1
        };
        Answer::Square(other)
    }
}

fn saved_after(
    link: &str,
    spec: &DrillSpec,
    setup: Setup,
    screen: &DrillScreen,
    now: f64,
) -> SavedRun {
    let mut saved = SavedRun::new(link, spec, setup, AT);
    saved.update(screen, now, AT + now as u64, 19_675);
    saved
}

#[test]
fn every_kind_of_answer_reads_back() {
    let promotion = ChessMove::new(Square::E7, Square::E8, Some(crate::chess::Piece::Queen));
    for answer in [
        Answer::Square(Square::H8),
        Answer::Text("0-0-0".into()),
        Answer::Text(String::new()),
        Answer::Text("a:b".into()),
        Answer::Colour(SquareColour::Light),
        Answer::Colour(SquareColour::Dark),
        Answer::YesNo(true),
        Answer::YesNo(false),
        Answer::Number(4),
        Answer::Move(promotion),
        Answer::Placement(Placement::of(&Position::default())),
        Answer::Placement(Placement::EMPTY),
    ] {
        let text = encode_answer(&answer);
        assert_eq!(decode_answer(&text), Some(answer), "{text}");
    }
    assert_eq!(encode_answer(&Answer::Move(promotion)), "m:e7e8q");
    for bad in [
        "",
        "s:e9",
        "q:1",
        "y:2",
        "n:x",
        "m:e2",
        "p:8/8",
        "p:9/8/8/8/8/8/8/8",
    ] {
        assert_eq!(decode_answer(bad), None, "{bad}");
    }
}

#[test]
fn a_run_drawn_with_the_students_weights_resumes_at_the_same_question() {
    let mut weights = [10u32; 64];
    weights[28] = 500;
    let setup = Setup {
        seed: 99,
        weights: SquareWeights::from_array(weights),
    };
    let (spec, mut screen) = screen_of("v=1&n=10", "find", setup);
    let mut t = 0.0;
    for i in 0..6 {
        t += 700.0 + 100.0 * i as f64;
        let answer = find_answer(&screen, i);
        screen.answer(answer, t).unwrap();
    }
    let saved = saved_after("/drill/find?v=1&n=10", &spec, setup, &screen, t);
    assert_eq!(
        (saved.answered(), saved.right, saved.total),
        (6, 3, Some(10))
    );
    // Stored and read back, as after a reload.
    let mut runs = SavedRuns::default();
    runs.put(saved);
    let back = decode::<SavedRuns>(Some(&encode(&runs)));
    assert_eq!(back.state, State::Current);
    let again = back.value.runs[0].replay(None, 123_456.0).unwrap();
    assert_eq!(again.drill().attempts(), screen.drill().attempts());
    assert_eq!(again.drill().prompt(), screen.drill().prompt());
    assert_eq!(again.drill().upcoming(), screen.drill().upcoming());
    assert_eq!(again.drill().streak(), screen.drill().streak());
    assert_eq!(again.drill().progress(), (6, Some(10)));
    assert_eq!(again.phase(), Phase::Asking);
    assert!(again.shown().flash.is_none(), "no flash of an old answer");
}

#[test]
fn a_timed_run_resumes_with_its_time_left_and_stands_still_while_hidden() {
    let (spec, mut screen) = screen_of("v=1&t=30&seed=5", "find", Setup::default());
    let first = find_answer(&screen, 0);
    screen.answer(first, 1_000.0).unwrap();
    let second = find_answer(&screen, 0);
    screen.answer(second, 4_000.0).unwrap();
    // Hidden at 6 s (27 s - 3 s = 24 s left), for a minute.
    screen.page_hidden(7_000.0);
    assert_eq!(screen.drill().time_left(60_000.0), Some(24_000.0));
    screen.page_shown(67_000.0);
    assert_eq!(screen.drill().time_left(68_000.0), Some(23_000.0));
    screen.page_hidden(68_000.0);
    let saved = saved_after(
        "/drill/find?v=1&t=30&seed=5",
        &spec,
        Setup::default(),
        &screen,
        68_000.0,
    );
    assert_eq!((saved.time_left, saved.total), (Some(23_000), None));
    // Reopened much later: 23 s left, running again.
    let again = saved.replay(None, 500.0).unwrap();
    assert_eq!(again.drill().time_left(500.0), Some(23_000.0));
    assert_eq!(again.drill().time_left(2_500.0), Some(21_000.0));
    assert_eq!(again.drill().score(), screen.drill().score());
    assert!(again.drill().clock_running());
}

fn play_move_spec() -> DrillSpec {
    let position = Position::default();
    let e4 = ChessMove::new(Square::E2, Square::E4, None);
    let d4 = ChessMove::new(Square::D2, Square::D4, None);
    DrillSpec::from_drill_path("play-move", "v=1")
        .unwrap()
        .with_content(Content::Positions(vec![
            (position, Some(e4)),
            (position, Some(d4)),
            (position, Some(e4)),
        ]))
        .unwrap()
}

#[test]
fn a_held_miss_is_held_again_and_next_goes_on() {
    let spec = play_move_spec();
    assert_eq!(
        DrillSpec::from_str(&spec.to_string()).unwrap(),
        spec,
        "the spec reads back"
    );
    let mut screen = DrillScreen::new(
        Drill::new(spec.clone(), Setup::default(), None, 0.0).unwrap(),
        0.0,
    );
    let e4 = ChessMove::new(Square::E2, Square::E4, None);
    let nf3 = ChessMove::new(Square::G1, Square::F3, None);
    screen.answer(Answer::Move(e4), 900.0).unwrap();
    screen.answer(Answer::Move(nf3), 2_000.0).unwrap();
    assert_eq!(screen.phase(), Phase::Held);
    let held = saved_after(
        "/drill/play-move?c=x",
        &spec,
        Setup::default(),
        &screen,
        2_100.0,
    );
    assert!(held.held);
    let again = held.replay(None, 10.0).unwrap();
    assert_eq!(again.phase(), Phase::Held);
    assert_eq!(
        again.shown().shown_move,
        Some(ChessMove::new(Square::D2, Square::D4, None))
    );
    // Next pressed, then saved: the third question.
    screen.next(3_000.0);
    let moved_on = saved_after(
        "/drill/play-move?c=x",
        &spec,
        Setup::default(),
        &screen,
        3_000.0,
    );
    let again = moved_on.replay(None, 10.0).unwrap();
    assert_eq!(again.phase(), Phase::Asking);
    assert_eq!(again.drill().prompt(), screen.drill().prompt());
    assert_eq!(again.drill().score().attempted, 2);
}

#[test]
fn a_finished_run_is_over_again_with_its_day_and_a_stopped_one_stopped() {
    let (spec, mut screen) = screen_of("v=1&n=2&seed=8", "find", Setup::default());
    let link = "/drill/find?v=1&n=2&seed=8";
    let answer = find_answer(&screen, 0);
    screen.answer(answer, 500.0).unwrap();
    let mut saved = SavedRun::new(link, &spec, Setup::default(), AT);
    saved.update(&screen, 500.0, AT + 500, 20_000);
    assert!(!saved.is_finished());
    let answer = find_answer(&screen, 1);
    screen.answer(answer, 900.0).unwrap();
    saved.update(&screen, 900.0, AT + 900, 20_001);
    let finished = saved.finished.unwrap();
    assert_eq!((finished.day, finished.stopped), (20_001, false));
    // Saved again later, it keeps the day it ended.
    saved.update(&screen, 9_900.0, AT + 99_900, 20_002);
    assert_eq!(saved.finished.unwrap().day, 20_001);
    let again = saved.replay(None, 0.0).unwrap();
    assert_eq!(again.phase(), Phase::Over);
    assert_eq!(again.drill().score(), screen.drill().score());
    assert!(!again.drill().stopped_early());

    let (spec, mut screen) = screen_of("v=1&n=20&seed=8", "find", Setup::default());
    let answer = find_answer(&screen, 0);
    screen.answer(answer, 500.0).unwrap();
    screen.stop(700.0);
    let stopped = saved_after(
        "/drill/find?v=1&n=20&seed=8",
        &spec,
        Setup::default(),
        &screen,
        700.0,
    );
    assert!(stopped.finished.unwrap().stopped);
    let again = stopped.replay(None, 0.0).unwrap();
    assert!(again.drill().is_over() && again.drill().stopped_early());
}

#[test]
fn an_answer_that_is_not_taken_is_a_located_error() {
    let (spec, mut screen) = screen_of("v=1&n=5&seed=2", "find", Setup::default());
    let answer = find_answer(&screen, 0);
    screen.answer(answer, 500.0).unwrap();
    let mut saved = saved_after(
        "/drill/find?v=1&n=5&seed=2",
        &spec,
        Setup::default(),
        &screen,
        600.0,
    );
    saved.answers.push(SavedAnswer {
        answer: "c:l".into(),
        millis: 10,
    });
    assert_eq!(saved.replay(None, 0.0), Err(ReplayError::Answer(1)));
    saved.answers[1].answer = "zz".into();
    assert_eq!(saved.replay(None, 0.0), Err(ReplayError::Answer(1)));
    saved.spec = "v=1&mode=nothing".into();
    assert!(matches!(saved.replay(None, 0.0), Err(ReplayError::Spec(_))));
}

fn run(link: &str, started: u64, answers: usize, saved: u64) -> SavedRun {
    SavedRun {
        link: link.into(),
        spec: "v=1&mode=find".into(),
        started,
        saved,
        seed: 1,
        weights: Vec::new(),
        answers: vec![
            SavedAnswer {
                answer: "s:e4".into(),
                millis: 1
            };
            answers
        ],
        right: 0,
        total: Some(20),
        time_left: None,
        held: false,
        finished: None,
    }
}

#[test]
fn two_tabs_merge_run_by_run() {
    let stored = SavedRuns {
        runs: vec![run("/a", 1, 3, 10), run("/b", 5, 1, 11)],
    };
    let mine = SavedRuns {
        runs: vec![
            run("/a", 1, 4, 12),
            run("/b", 2, 9, 13),
            run("/c", 1, 1, 14),
        ],
    };
    let merged = stored.clone().merge(mine.clone());
    assert_eq!(
        merged.get("/a").unwrap().answered(),
        4,
        "more of the same run"
    );
    assert_eq!(
        merged.get("/b").unwrap().started,
        5,
        "the later run of the link"
    );
    assert!(merged.get("/c").is_some());
    assert_eq!(merged, mine.merge(stored), "either way round");
    // Only the most recently saved are kept.
    let mut many = SavedRuns::default();
    for i in 0..(MAX_SAVED_RUNS as u64 + 5) {
        many.put(run(&format!("/{i}"), i, 1, i));
    }
    assert_eq!(many.runs.len(), MAX_SAVED_RUNS);
    assert!(many.get("/0").is_none() && many.get(&format!("/{}", MAX_SAVED_RUNS + 4)).is_some());
}

#[test]
fn unfinished_runs_are_listed_and_a_damaged_entry_costs_only_itself() {
    let mut finished = run("/done", 1, 2, 5);
    finished.finished = Some(Finished {
        at: 5,
        day: 1,
        stopped: false,
    });
    let runs = SavedRuns {
        runs: vec![run("/half", 1, 2, 6), finished, run("/empty", 1, 0, 7)],
    };
    let links: Vec<&str> = runs.unfinished().map(|r| r.link.as_str()).collect();
    assert_eq!(links, ["/half"]);
    let text = encode(&runs).replacen("\"seed\":1", "\"seed\":\"x\"", 1);
    let back = decode::<SavedRuns>(Some(&text));
    assert!(back.state.keep_aside());
    assert_eq!(back.value.runs.len(), 2);
}
