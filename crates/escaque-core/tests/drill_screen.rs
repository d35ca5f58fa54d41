//! The drill screen's state machine (`drill::screen`): every transition, driven by hand-made
//! times. Move questions come from links' own content (positions played here) or from the
//! shipped game library (the FIDE sample game of the seeds, Appendix C).

use escaque_core::board_state::Orientation;
use escaque_core::chess::{ChessMove, Square};
use escaque_core::drill::content::Content;
use escaque_core::drill::screen::{Flash, AFTER_A_REPLY, BEFORE_THE_MOVE, FEEDBACK};
use escaque_core::drill::*;
use escaque_core::library::Library;
use escaque_core::{write_move, Language, Position, WriteOptions};

fn library() -> Library {
    Library::decode(include_bytes!("../../../assets/games.bin")).unwrap()
}

fn mv(uci: &str) -> ChessMove {
    let square = |s: &str| s.parse::<Square>().unwrap();
    ChessMove::new(square(&uci[0..2]), square(&uci[2..4]), None)
}

fn uci(ends: Option<(Square, Square)>) -> Option<String> {
    ends.map(|(a, b)| format!("{a}{b}"))
}

/// A screen of `mode` over the link's own positions: each (moves played from the start,
/// the question's move).
fn screen_of(mode: &str, query: &str, questions: &[(&[&str], &str)]) -> DrillScreen {
    let items = questions
        .iter()
        .map(|(before, question)| {
            let position = before
                .iter()
                .fold(Position::default(), |p, m| p.play(mv(m)));
            (position, Some(mv(question)))
        })
        .collect();
    let spec = DrillSpec::from_drill_path(mode, query)
        .unwrap()
        .with_content(Content::Positions(items))
        .unwrap();
    DrillScreen::new(Drill::new(spec, Setup::default(), None, 0.0).unwrap(), 0.0)
}

fn square_screen(mode: &str, query: &str) -> DrillScreen {
    let spec = DrillSpec::from_drill_path(mode, query).unwrap();
    DrillScreen::new(Drill::new(spec, Setup::default(), None, 0.0).unwrap(), 0.0)
}

fn question(screen: &DrillScreen) -> (Position, ChessMove) {
    match screen.shown().question {
        Some(Prompt::Move { position, mv, .. }) => (position, mv),
        other => panic!("a move question, not {other:?}"),
    }
}

fn written(position: &Position, mv: ChessMove) -> String {
    write_move(position, mv, &WriteOptions::short(Language::Es))
}

#[test]
fn name_move_shows_the_position_then_plays_the_move() {
    let mut screen = screen_of("name-move", "v=1", &[(&[], "g1f3"), (&["e2e4"], "e7e5")]);
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Setting);
    assert_eq!(shown.position, Position::default());
    assert_eq!(shown.marks.arrow, None);
    assert!(
        shown.accepts_answers,
        "a fast student may write before the move slides in"
    );
    assert_eq!(screen.wake_at(0.0), Some(BEFORE_THE_MOVE));
    assert!(!screen.tick(BEFORE_THE_MOVE - 1.0));
    assert!(screen.tick(BEFORE_THE_MOVE));
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Asking);
    assert_eq!(shown.position, Position::default().play(mv("g1f3")));
    assert_eq!(shown.last_move, Some(mv("g1f3")));
    assert_eq!(uci(shown.marks.arrow).as_deref(), Some("g1f3"));
    assert_eq!(uci(shown.marks.arrival).as_deref(), Some("g1f3"));
    assert_eq!(shown.shown_move, None);
    assert_eq!(screen.wake_at(400.0), None, "nothing to wait for");
}

#[test]
fn a_wrong_written_move_is_held_with_both_moves_until_next() {
    let mut screen = screen_of("name-move", "v=1", &[(&[], "g1f3"), (&["e2e4"], "e7e5")]);
    screen.tick(1000.0);
    let (position, right) = question(&screen);
    // Cc3: a legal move, not the one played.
    let attempt = screen.answer(Answer::Text("Cc3".into()), 2000.0).unwrap();
    assert!(!attempt.correct);
    let held = screen.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(
        held.question,
        Some(attempt.prompt),
        "the board still asks the answered question"
    );
    assert_eq!(question(&screen), (position, right));
    assert_eq!(held.shown_move, Some(right));
    assert_eq!(held.position, position.play(right));
    assert_eq!(held.last_move, Some(right));
    assert_eq!(uci(held.marks.arrow).as_deref(), Some("g1f3"));
    assert_eq!(uci(held.marks.wrong_arrow).as_deref(), Some("b1c3"));
    assert_eq!(held.verdict, Some(0));
    assert_eq!(held.flash, Some(Flash::Wrong));
    assert!(!held.accepts_answers);
    // Answers are refused, the hold outlasts the flash, and Next moves on.
    assert_eq!(
        screen.answer(Answer::Text("Cf3".into()), 2100.0),
        Err(AnswerError::Held)
    );
    assert!(screen.tick(2000.0 + FEEDBACK));
    assert_eq!(screen.shown().flash, None);
    assert_eq!(screen.shown().phase, Phase::Held);
    assert_eq!(screen.drill().attempts().len(), 1);
    assert!(screen.next(9000.0));
    assert!(!screen.next(9001.0), "nothing is held any more");
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Setting);
    assert_eq!(question(&screen).1, mv("e7e5"));
    assert_eq!(shown.shown_move, None);
    assert_eq!(shown.marks.wrong_arrow, None);
    assert_eq!(
        shown.verdict, None,
        "the held verdict spoke of the last position: it leaves with it"
    );
    // The next answer's time counts from Next, not from the wrong answer.
    screen.tick(9000.0 + BEFORE_THE_MOVE);
    screen.answer(Answer::Text("e5".into()), 9500.0).unwrap();
    assert_eq!(screen.drill().attempts()[1].millis, 500);
}

#[test]
fn an_unreadable_wrong_answer_draws_no_second_arrow() {
    let mut screen = screen_of("name-move", "v=1", &[(&[], "g1f3")]);
    screen.answer(Answer::Text("Zz9".into()), 500.0).unwrap();
    let held = screen.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(held.marks.wrong_arrow, None);
    assert_eq!(uci(held.marks.arrow).as_deref(), Some("g1f3"));
}

#[test]
fn a_right_answer_moves_on_at_once() {
    let mut screen = screen_of("name-move", "v=1", &[(&[], "g1f3"), (&["e2e4"], "e7e5")]);
    let attempt = screen.answer(Answer::Text("Cf3".into()), 800.0).unwrap();
    assert!(attempt.correct);
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Setting);
    assert_eq!(question(&screen).1, mv("e7e5"));
    assert_eq!(shown.flash, Some(Flash::Correct));
    assert_eq!(shown.verdict, Some(0));
    assert_eq!(shown.shown_move, None);
    assert_eq!(screen.wake_at(800.0), Some(800.0 + BEFORE_THE_MOVE));
    screen.tick(800.0 + FEEDBACK);
    assert_eq!(screen.shown().flash, None);
}

#[test]
fn a_wrong_played_move_is_held_on_the_answered_position() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4"), (&[], "d2d4")]);
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Asking, "play-move asks at once");
    assert_eq!(shown.position, Position::default());
    screen.answer(Answer::Move(mv("g1f3")), 1200.0).unwrap();
    let held = screen.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(held.position, Position::default().play(mv("e2e4")));
    assert_eq!(held.last_move, Some(mv("e2e4")));
    assert_eq!(held.shown_move, Some(mv("e2e4")));
    assert_eq!(uci(held.marks.arrow).as_deref(), Some("e2e4"));
    assert_eq!(uci(held.marks.wrong_arrow).as_deref(), Some("g1f3"));
    assert_eq!(question(&screen).1, mv("e2e4"));
    assert!(screen.next(3000.0));
    assert_eq!(question(&screen).1, mv("d2d4"));
    assert_eq!(screen.shown().position, Position::default());
}

#[test]
fn a_wrong_last_answer_is_held_before_the_summary() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4")]);
    screen.answer(Answer::Move(mv("d2d4")), 500.0).unwrap();
    assert!(
        screen.drill().is_over(),
        "the run is over (and can be recorded)"
    );
    assert_eq!(screen.phase(), Phase::Held);
    assert_eq!(screen.shown().shown_move, Some(mv("e2e4")));
    assert!(screen.next(900.0));
    let over = screen.shown();
    assert_eq!(over.phase, Phase::Over);
    assert_eq!(over.question, None);
    assert!(!over.accepts_answers);
    assert_eq!(
        screen.answer(Answer::Move(mv("e2e4")), 950.0),
        Err(AnswerError::Over)
    );
}

#[test]
fn a_right_last_answer_ends_the_run_at_once() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4")]);
    screen.answer(Answer::Move(mv("e2e4")), 500.0).unwrap();
    assert_eq!(screen.phase(), Phase::Over);
    // The board stays on the last question, its move played.
    assert_eq!(
        screen.shown().position,
        Position::default().play(mv("e2e4"))
    );
    // No correction is shown (nor its legend) after a right answer.
    assert_eq!(screen.shown().shown_move, None);
}

#[test]
fn stopping_after_a_right_answer_shows_no_correction() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4"), (&[], "d2d4")]);
    screen.answer(Answer::Move(mv("e2e4")), 500.0).unwrap();
    screen.stop(600.0);
    assert_eq!(screen.phase(), Phase::Over);
    assert_eq!(screen.shown().shown_move, None);
    assert_eq!(screen.shown().verdict, Some(0));
}

#[test]
fn stopping_while_held_ends_the_run() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4"), (&[], "d2d4")]);
    screen.answer(Answer::Move(mv("d2d4")), 500.0).unwrap();
    screen.stop(550.0);
    assert_eq!(screen.phase(), Phase::Over);
    assert!(screen.drill().is_over());
    assert!(!screen.next(600.0));
}

/// A timed play-move run on the library's moves (a link's own content is never timed).
fn timed_screen(library: &Library) -> DrillScreen {
    let spec = DrillSpec::from_drill_path("play-move", "v=1&t=30&seed=4").unwrap();
    DrillScreen::new(
        Drill::new(spec, Setup::default(), Some(library), 0.0).unwrap(),
        0.0,
    )
}

fn wrong_move(screen: &DrillScreen) -> ChessMove {
    let (position, right) = question(screen);
    position.legal_moves().find(|&m| m != right).unwrap()
}

#[test]
fn a_timed_clock_stands_still_while_an_answer_is_held() {
    let library = library();
    let mut screen = timed_screen(&library);
    // The clock starts with the first answer (here a wrong one, which holds it at once).
    screen
        .answer(Answer::Move(wrong_move(&screen)), 1000.0)
        .unwrap();
    assert_eq!(screen.drill().time_left(1000.0), Some(30_000.0));
    assert!(!screen.drill().clock_running());
    screen.tick(100_000.0);
    assert_eq!(screen.phase(), Phase::Held, "no time runs out while held");
    assert_eq!(screen.drill().time_left(100_000.0), Some(30_000.0));
    assert_eq!(screen.wake_at(100_000.0), None);
    assert!(screen.next(100_000.0));
    assert!(screen.drill().clock_running());
    assert_eq!(screen.drill().time_left(110_000.0), Some(20_000.0));
    assert_eq!(screen.wake_at(110_000.0), Some(130_000.0));
    // A right answer does not stop it; the time then runs out by itself.
    let right = question(&screen).1;
    screen.answer(Answer::Move(right), 111_000.0).unwrap();
    screen.tick(129_999.0);
    assert_ne!(screen.phase(), Phase::Over);
    assert!(screen.tick(130_000.0));
    assert_eq!(screen.phase(), Phase::Over);
    assert_eq!(screen.drill().attempts().len(), 2);
}

#[test]
fn a_timed_run_that_ends_while_asking_refuses_late_answers() {
    let library = library();
    let mut screen = timed_screen(&library);
    let right = question(&screen).1;
    screen.answer(Answer::Move(right), 0.0).unwrap();
    let right = question(&screen).1;
    assert_eq!(
        screen.answer(Answer::Move(right), 30_000.0),
        Err(AnswerError::Over)
    );
    assert_eq!(screen.phase(), Phase::Over);
}

/// A timed run's clock on screen: never more than its whole time (a screen's clock read a
/// moment before the first answer showed 31 s), and standing still once the run is stopped
/// (it went on counting down under the summary).
#[test]
fn a_timed_clock_shows_no_more_than_its_time_and_stops_with_the_run() {
    let library = library();
    let mut screen = timed_screen(&library);
    assert_eq!(screen.drill().time_left(500.0), Some(30_000.0));
    let right = question(&screen).1;
    screen.answer(Answer::Move(right), 1000.0).unwrap();
    assert_eq!(screen.drill().time_left(920.0), Some(30_000.0));
    assert_eq!(screen.drill().time_left(1_500.0), Some(29_500.0));
    screen.stop(11_000.0);
    assert_eq!(screen.phase(), Phase::Over);
    assert_eq!(screen.drill().time_left(25_000.0), Some(20_000.0));
    assert_eq!(screen.drill().time_left(90_000.0), Some(20_000.0));
}

#[test]
fn a_written_game_shows_the_opponents_reply_before_the_students_move() {
    let library = library();
    let spec = DrillSpec::from_drill_path("game", "v=1&side=black").unwrap();
    let drill = Drill::new(spec, Setup::default(), Some(&library), 0.0).unwrap();
    let moves = drill.game().unwrap().moves.clone();
    let mut screen = DrillScreen::new(drill, 0.0);
    // Black's first move; White's 1.e4 slides in first and is given time to be seen.
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Setting);
    assert_eq!(shown.orientation, Orientation::Black, "the student's side");
    assert_eq!(shown.position, Position::default().play(moves[0]));
    assert_eq!(shown.last_move, Some(moves[0]));
    assert_eq!(uci(shown.marks.arrival), Some(moves[0].to_string()));
    assert_eq!(screen.wake_at(0.0), Some(BEFORE_THE_MOVE + AFTER_A_REPLY));
    screen.tick(BEFORE_THE_MOVE + AFTER_A_REPLY);
    let (position, right) = question(&screen);
    assert_eq!(right, moves[1]);
    assert_eq!(screen.shown().position, position.play(right));
    let text = written(&position, right);
    assert!(screen.answer(Answer::Text(text), 2000.0).unwrap().correct);
    // The next question: White's second move is the reply that slides in.
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Setting);
    assert_eq!(uci(shown.marks.arrival), Some(moves[2].to_string()));
    assert_eq!(shown.last_move, Some(moves[2]));
    assert_eq!(question(&screen).1, moves[3]);
}

#[test]
fn a_played_game_asks_at_once_and_a_miss_is_held_on_its_move() {
    let library = library();
    let spec = DrillSpec::from_drill_path("game", "v=1&input=play&side=white").unwrap();
    let drill = Drill::new(spec, Setup::default(), Some(&library), 0.0).unwrap();
    let moves = drill.game().unwrap().moves.clone();
    let mut screen = DrillScreen::new(drill, 0.0);
    assert_eq!(screen.shown().phase, Phase::Asking);
    assert_eq!(
        screen.shown().marks.arrival,
        None,
        "no reply before the first move"
    );
    assert!(
        screen
            .answer(Answer::Move(moves[0]), 500.0)
            .unwrap()
            .correct
    );
    let shown = screen.shown();
    assert_eq!(shown.phase, Phase::Asking);
    assert_eq!(uci(shown.marks.arrival), Some(moves[1].to_string()));
    let (position, right) = question(&screen);
    assert_eq!(right, moves[2]);
    let wrong = position.legal_moves().find(|&m| m != right).unwrap();
    screen.answer(Answer::Move(wrong), 900.0).unwrap();
    let held = screen.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(held.position, position.play(right));
    assert_eq!(
        uci(held.marks.wrong_arrow),
        Some(format!("{}{}", wrong.get_source(), wrong.get_dest()))
    );
    screen.next(2000.0);
    assert_eq!(question(&screen).1, moves[4]);
    assert_eq!(
        uci(screen.shown().marks.arrival),
        Some(moves[3].to_string())
    );
}

#[test]
fn the_board_says_when_it_turns_to_the_other_side() {
    let mut screen = screen_of(
        "play-move",
        "v=1",
        &[
            (&[], "e2e4"),
            (&["e2e4"], "e7e5"),
            (&["e2e4", "e7e5"], "g1f3"),
            (&["d2d4"], "d7d5"),
        ],
    );
    let shown = screen.shown();
    assert_eq!(
        (shown.orientation, shown.turned),
        (Orientation::White, None)
    );
    screen.answer(Answer::Move(mv("e2e4")), 100.0).unwrap();
    let shown = screen.shown();
    assert_eq!(shown.orientation, Orientation::Black);
    assert_eq!(shown.turned, Some(Orientation::Black));
    // A miss is held on its own side; the turn is told when the next question comes.
    screen.answer(Answer::Move(mv("d7d5")), 200.0).unwrap();
    assert_eq!(screen.shown().orientation, Orientation::Black);
    assert_eq!(screen.shown().turned, None);
    screen.next(300.0);
    assert_eq!(screen.shown().turned, Some(Orientation::White));
    screen.answer(Answer::Move(mv("g1f3")), 400.0).unwrap();
    assert_eq!(screen.shown().turned, Some(Orientation::Black));
    // A fixed side never turns.
    let mut fixed = screen_of(
        "play-move",
        "v=1&o=white",
        &[(&[], "e2e4"), (&["e2e4"], "e7e5")],
    );
    fixed.answer(Answer::Move(mv("e2e4")), 100.0).unwrap();
    assert_eq!(
        (fixed.shown().orientation, fixed.shown().turned),
        (Orientation::White, None)
    );
}

#[test]
fn a_find_miss_moves_on_and_stays_marked_until_the_next_answer() {
    // Seeds whose second question is about another square than the first's and the miss's.
    let mut kept = 0;
    for seed in 1..40 {
        let mut screen = square_screen("find", &format!("v=1&n=5&seed={seed}"));
        let first = screen.shown().question.unwrap().first_square();
        let wrong = if first == Square::A1 {
            Square::H8
        } else {
            Square::A1
        };
        assert!(!screen.answer(Answer::Square(wrong), 700.0).unwrap().correct);
        let shown = screen.shown();
        let second = shown.question.unwrap().first_square();
        assert_eq!(shown.phase, Phase::Asking, "square drills are not held");
        assert_eq!(shown.marks.reveal, vec![first]);
        assert_eq!(shown.marks.missed, Some(wrong));
        assert_eq!(shown.verdict, Some(0));
        assert!(shown.accepts_answers);
        screen.tick(700.0 + FEEDBACK);
        let later = screen.shown().marks;
        if second == first || second == wrong {
            // The mark would give the new question away (or warn off its square): a moment only.
            assert!(
                later.reveal.is_empty() && later.missed.is_none(),
                "seed {seed}"
            );
            continue;
        }
        kept += 1;
        screen.tick(60_000.0);
        assert_eq!(
            screen.shown().marks.reveal,
            vec![first],
            "seed {seed}: it stays"
        );
        assert_eq!(screen.shown().marks.missed, Some(wrong));
        assert_eq!(screen.shown().verdict, Some(0));
        screen.answer(Answer::Square(second), 61_000.0).unwrap();
        assert!(
            screen.shown().marks.reveal.is_empty(),
            "a right answer marks none"
        );
    }
    assert!(kept > 30, "{kept}");
}

#[test]
fn a_find_miss_is_not_left_on_the_square_the_next_question_asks() {
    // Two squares only (a1, a2), never the same twice running: a miss on the other square is
    // the next question's square, and a red mark there would warn the student off it.
    for seed in 1..20 {
        let mut screen = square_screen("find", &format!("v=1&n=5&files=a&ranks=12&seed={seed}"));
        let first = screen.shown().question.unwrap().first_square();
        let other = if first == Square::A1 {
            Square::A2
        } else {
            Square::A1
        };
        screen.answer(Answer::Square(other), 500.0).unwrap();
        assert_eq!(screen.shown().question.unwrap().first_square(), other);
        assert_eq!(screen.shown().marks.missed, Some(other), "for a moment");
        screen.tick(500.0 + FEEDBACK);
        let marks = screen.shown().marks;
        assert!(
            marks.reveal.is_empty() && marks.missed.is_none(),
            "seed {seed}"
        );
    }
}

#[test]
fn the_name_drill_marks_its_square_and_shows_a_miss() {
    let mut screen = square_screen("name", "v=1&n=5&seed=3");
    let first = screen.shown().question.unwrap().first_square();
    assert_eq!(screen.shown().marks.marked, Some(first));
    let other = if first == Square::H8 { "a1" } else { "h8" };
    screen.answer(Answer::Text(other.into()), 500.0).unwrap();
    let shown = screen.shown();
    let second = shown.question.unwrap().first_square();
    assert_eq!(shown.marks.marked, Some(second));
    assert_eq!(shown.marks.reveal, vec![first]);
    assert_eq!(shown.marks.missed, other.parse().ok());
    // A moment only: the new question is a mark, the one mark left on the board.
    screen.tick(500.0 + FEEDBACK);
    let marks = screen.shown().marks;
    assert_eq!(marks.marked, Some(second));
    assert!(
        marks.reveal.is_empty() && marks.missed.is_none(),
        "{marks:?}"
    );
    assert_eq!(screen.shown().verdict, Some(0), "the verdict stays");
}

#[test]
fn the_colour_drill_shows_no_colour_until_the_verdict() {
    let mut screen = square_screen("colour", "v=1&n=5&seed=3");
    let shown = screen.shown();
    assert!(shown.marks.plain);
    assert!(shown.marks.reveal.is_empty());
    let square = shown.question.unwrap().first_square();
    screen
        .answer(Answer::Colour(geometry::colour_of(square)), 600.0)
        .unwrap();
    let shown = screen.shown();
    assert!(shown.marks.plain, "the next question's squares stay plain");
    assert_eq!(
        shown.marks.reveal,
        vec![square],
        "the answered square shows its colour"
    );
    assert!(!square_screen("find", "v=1").shown().marks.plain);
}

#[test]
fn a_knight_or_colour_miss_is_held_on_its_own_question_until_next() {
    let mut screen = square_screen("knight", "v=1&n=5&seed=3");
    let Some(Prompt::Pair(a, b)) = screen.shown().question else {
        panic!("a pair")
    };
    let distance = geometry::knight_distance(a, b);
    let wrong = if distance == 6 { 1 } else { distance + 1 };
    screen.answer(Answer::Number(wrong), 500.0).unwrap();
    let held = screen.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(held.question, Some(Prompt::Pair(a, b)), "its own question");
    assert!(!held.accepts_answers, "the answered keys are off");
    assert_eq!(held.marks.reveal, vec![a, b], "the squares asked");
    let route = held.marks.route;
    assert_eq!(route.len(), usize::from(distance) + 1);
    assert_eq!((route[0], route[route.len() - 1]), (a, b));
    screen.tick(60_000.0);
    assert_eq!(screen.shown().marks.route, route, "it stays");
    assert_eq!(
        screen.answer(Answer::Number(distance), 60_100.0),
        Err(AnswerError::Held)
    );
    assert!(screen.next(61_000.0));
    let next = screen.shown();
    assert!(
        next.marks.route.is_empty(),
        "no path under the next question"
    );
    assert!(next.marks.reveal.is_empty());
    assert_eq!(next.verdict, None, "its verdict left with it");
    let Some(Prompt::Pair(c, d)) = next.question else {
        panic!("a pair")
    };
    screen
        .answer(Answer::Number(geometry::knight_distance(c, d)), 62_000.0)
        .unwrap();
    assert!(
        screen.shown().marks.route.is_empty(),
        "a right answer shows none"
    );
    // A colour miss: the square asked keeps its colour, with its question, until Next.
    let mut colour = square_screen("colour", "v=1&n=5&seed=3");
    let square = colour.shown().question.unwrap().first_square();
    let other = match geometry::colour_of(square) {
        geometry::SquareColour::Light => geometry::SquareColour::Dark,
        geometry::SquareColour::Dark => geometry::SquareColour::Light,
    };
    colour.answer(Answer::Colour(other), 100.0).unwrap();
    colour.tick(10_000.0);
    let held = colour.shown();
    assert_eq!(held.phase, Phase::Held);
    assert_eq!(held.marks.reveal, vec![square]);
    assert_eq!(held.question.map(|q| q.first_square()), Some(square));
    assert_eq!(held.verdict, Some(0));
}

#[test]
fn the_summary_shows_any_answered_prompt_on_the_board() {
    let mut screen = screen_of("play-move", "v=1", &[(&[], "e2e4"), (&["e2e4"], "e7e5")]);
    screen.answer(Answer::Move(mv("d2d4")), 100.0).unwrap();
    screen.next(200.0);
    screen.answer(Answer::Move(mv("e7e5")), 300.0).unwrap();
    assert_eq!(screen.phase(), Phase::Over);
    let missed = screen.review(0).unwrap();
    assert_eq!(missed.question.map(|q| q.first_square()), Some(Square::E2));
    assert_eq!(missed.position, Position::default().play(mv("e2e4")));
    assert_eq!(uci(missed.marks.arrow).as_deref(), Some("e2e4"));
    assert_eq!(uci(missed.marks.wrong_arrow).as_deref(), Some("d2d4"));
    assert_eq!(missed.verdict, Some(0));
    assert_eq!(missed.orientation, Orientation::White);
    assert_eq!(missed.shown_move, Some(mv("e2e4")));
    let right = screen.review(1).unwrap();
    assert_eq!(right.orientation, Orientation::Black);
    assert_eq!(
        right.shown_move, None,
        "a right answer has no correction to show"
    );
    assert_eq!(screen.review(2), None);
}

#[test]
fn a_right_answers_verdict_beside_the_next_question_names_its_own() {
    use escaque_core::drill::screen::Earlier;
    // name-move and play-move: the question's number in the run.
    for (mode, answer) in [
        ("name-move", Answer::Text("Cf3".into())),
        ("play-move", Answer::Move(mv("g1f3"))),
    ] {
        let mut screen = screen_of(mode, "v=1", &[(&[], "g1f3"), (&["e2e4"], "e7e5")]);
        assert_eq!(screen.shown().earlier, None, "{mode}: nothing answered yet");
        assert!(screen.answer(answer, 800.0).unwrap().correct);
        let shown = screen.shown();
        assert_eq!(
            question(&screen).1,
            mv("e7e5"),
            "{mode}: the next question is up"
        );
        assert_eq!(shown.verdict, Some(0));
        assert_eq!(shown.earlier, Some(Earlier::Question(1)), "{mode}");
        screen.tick(800.0 + BEFORE_THE_MOVE - 1.0);
        assert_eq!(screen.shown().earlier, Some(Earlier::Question(1)), "{mode}");
        // Once the next question is asked (its move played, or the flash over), the verdict
        // is gone: never carried beside a question it is not about.
        screen.tick(800.0 + BEFORE_THE_MOVE + FEEDBACK);
        assert_eq!(
            screen.shown().verdict,
            None,
            "{mode}: cleared, never carried"
        );
        assert_eq!(screen.shown().earlier, None, "{mode}");
        // A held miss speaks of the board's own question.
        let held = screen.answer(Answer::Move(mv("d7d5")), 2000.0);
        let held = held.or_else(|_| screen.answer(Answer::Text("d5".into()), 2000.0));
        assert!(!held.unwrap().correct);
        assert_eq!(screen.shown().phase, Phase::Held);
        assert_eq!(screen.shown().verdict, Some(1));
        assert_eq!(
            screen.shown().earlier,
            None,
            "{mode}: held, about the board"
        );
        screen.next(3000.0);
        assert_eq!(screen.shown().phase, Phase::Over);
        // Over, beside the summary's list: the verdict says which question it speaks of.
        assert_eq!(
            screen.shown().earlier,
            Some(Earlier::Question(2)),
            "{mode}: over, the last question named"
        );
        assert_eq!(
            screen.review(0).unwrap().earlier,
            Some(Earlier::Question(1)),
            "{mode}: a reviewed question named"
        );
    }
    // A game: the move's number and side, as its sheet writes it.
    let library = library();
    let spec = DrillSpec::from_drill_path("game", "v=1&input=play&side=black").unwrap();
    let drill = Drill::new(spec, Setup::default(), Some(&library), 0.0).unwrap();
    let moves = drill.game().unwrap().moves.clone();
    let mut screen = DrillScreen::new(drill, 0.0);
    assert!(
        screen
            .answer(Answer::Move(moves[1]), 500.0)
            .unwrap()
            .correct
    );
    assert_eq!(question(&screen).1, moves[3]);
    assert_eq!(
        screen.shown().earlier,
        Some(Earlier::GameMove {
            number: 1,
            white: false
        })
    );
    // ("Aceptada" stays while the reply slides in, never above the next move's arrow.)
    assert!(screen.tick(500.0 + BEFORE_THE_MOVE + AFTER_A_REPLY));
    assert_eq!(screen.shown().phase, Phase::Asking);
    assert_eq!(
        screen.shown().verdict,
        None,
        "the game's next move is asked"
    );
    // Square drills name their own prompt: nothing to add.
    let mut find = square_screen("find", "v=1&n=3&seed=1");
    let asked = find.shown().question.unwrap().first_square();
    find.answer(Answer::Square(asked), 100.0).unwrap();
    assert_eq!(find.shown().verdict, Some(0));
    assert_eq!(find.shown().earlier, None);
}
