//! The drill framework: specs as links, determinism per seed, scoring, timing, repetition.

use escaque_core::board_state::Orientation;
use escaque_core::chess::Square;
use escaque_core::drill::geometry::SquareColour;
use escaque_core::drill::weights::SquareStats;
use escaque_core::drill::*;
use escaque_core::drill::{GameInput, GameSide, MoveForm};
use escaque_core::history::History;
use escaque_core::settings::Coordinates;
use proptest::prelude::*;

fn drill(mode: &str, query: &str) -> Drill {
    Drill::new(
        DrillSpec::from_drill_path(mode, query).unwrap(),
        Setup::default(),
        None,
        0.0,
    )
    .unwrap()
}

/// Answers every prompt right, returns the prompts as written.
fn answer_all(drill: &mut Drill) -> Vec<String> {
    let mut seen = Vec::new();
    let mut now = 0.0;
    while let Some(prompt) = drill.prompt().copied() {
        seen.push(prompt.to_string());
        now += 700.0;
        let answer = match Expected::of(drill.spec().mode(), &prompt) {
            Expected::Square(s) => Answer::Square(s),
            Expected::Colour(c) => Answer::Colour(c),
            Expected::YesNo(y) => Answer::YesNo(y),
            Expected::Number(n) => Answer::Number(n),
            Expected::Move(mv) => Answer::Move(mv),
            Expected::Fen(asked) => Answer::Text(asked.fen()),
        };
        assert!(drill.answer(answer, now).unwrap().correct);
    }
    seen
}

/// The browser test (tests/e2e/drills.spec.js) expects these very prompts for this link.
/// (Until no square came twice before the board was used up, the 17th prompt was a second
/// `e3`; the first sixteen are what they always were.)
#[test]
fn the_prompts_of_a_seed_are_pinned() {
    let pinned = [
        "e5", "g1", "b6", "e7", "c5", "e3", "b2", "a8", "a2", "b7", "c6", "d3", "e8", "f7", "h5",
        "b1", "b3", "c8", "e1", "g7",
    ];
    for query in ["v=1&n=20&seed=7", "v=1&n=20&seed=7&o=black"] {
        let mut run = drill("find", query);
        assert_eq!(answer_all(&mut run), pinned, "{query}");
        assert_eq!(run.score().right, 20);
    }
    assert_eq!(
        drill("knight", "v=1&seed=7").prompt().unwrap().to_string(),
        "e5 g6"
    );
    assert_eq!(
        drill("diagonal", "v=1&seed=7")
            .prompt()
            .unwrap()
            .to_string(),
        "e5 h5"
    );
}

#[test]
fn same_spec_same_prompts_other_seed_other_prompts() {
    for mode in Mode::SQUARE_DRILLS {
        let a = answer_all(&mut drill(mode.slug(), "v=1&n=30&seed=12345"));
        let b = answer_all(&mut drill(mode.slug(), "v=1&n=30&seed=12345"));
        let c = answer_all(&mut drill(mode.slug(), "v=1&n=30&seed=12346"));
        assert_eq!(a, b, "{mode}");
        assert_ne!(a, c, "{mode}");
    }
}

#[test]
fn score_streaks_mistakes_and_times() {
    let mut run = drill("colour", "v=1&n=5&seed=1");
    let mut now = 0.0;
    let mut pattern = [true, true, false, true, true].into_iter();
    while let Some(prompt) = run.prompt().copied() {
        let Expected::Colour(right) = Expected::of(Mode::Colour, &prompt) else {
            panic!("colour drill asks colours")
        };
        let given = if pattern.next().unwrap() {
            right
        } else if right == SquareColour::Light {
            SquareColour::Dark
        } else {
            SquareColour::Light
        };
        now += 500.0;
        run.answer(Answer::Colour(given), now).unwrap();
    }
    assert_eq!(run.score().right, 4);
    assert_eq!(run.score().attempted, 5);
    assert_eq!(run.score().accuracy_percent(), 80);
    assert_eq!(run.best_streak(), 2);
    assert_eq!(run.streak(), 2);
    assert_eq!(run.mean_millis(), 500);
    assert_eq!(run.mistakes().count(), 1);
    assert_eq!(
        run.answer(Answer::Colour(SquareColour::Light), now),
        Err(AnswerError::Over)
    );
    assert_eq!(
        run.attempts().len(),
        5,
        "an answer after the end is not counted"
    );
}

#[test]
fn a_miss_is_counted_once_and_shows_the_right_answer() {
    let mut run = drill("find", "v=1&n=3&seed=7");
    let asked = run.prompt().unwrap().first_square();
    let wrong = if asked == Square::A1 {
        Square::H8
    } else {
        Square::A1
    };
    let attempt = run.answer(Answer::Square(wrong), 400.0).unwrap().clone();
    assert!(!attempt.correct);
    assert_eq!(attempt.expected, Expected::Square(asked));
    assert_eq!(run.score().attempted, 1);
    assert_ne!(
        run.prompt().unwrap().first_square(),
        asked,
        "the run goes on"
    );
}

#[test]
fn typed_names_are_read_and_nonsense_is_not_counted() {
    let mut run = drill("name", "v=1&n=3&seed=7");
    assert_eq!(
        run.answer(Answer::Text("e9".into()), 100.0),
        Err(AnswerError::NotASquare("e9".into()))
    );
    assert_eq!(
        run.answer(Answer::Colour(SquareColour::Dark), 100.0),
        Err(AnswerError::WrongKind)
    );
    assert_eq!(run.score().attempted, 0);
    let name = run.prompt().unwrap().to_string();
    assert!(
        run.answer(Answer::Text(format!(" {name} ")), 200.0)
            .unwrap()
            .correct
    );
    // The square policy: the asked square written with a capital file or rank first is
    // counted wrong (the verdict says the rule), never read as the square.
    let name = run.prompt().unwrap().to_string();
    let reversed: String = name.chars().rev().collect();
    let attempt = run.answer(Answer::Text(reversed), 300.0).unwrap().clone();
    assert!(!attempt.correct);
    let name = run.prompt().unwrap().to_string();
    let attempt = run
        .answer(Answer::Text(name.to_uppercase()), 400.0)
        .unwrap()
        .clone();
    assert!(!attempt.correct);
    assert_eq!(run.score().attempted, 3);
}

#[test]
fn a_timed_run_starts_with_the_first_answer_and_ends_by_itself() {
    let mut run = drill("find", "v=1&t=30&seed=9");
    assert_eq!(
        run.time_left(50_000.0),
        Some(30_000.0),
        "no clock before the first answer"
    );
    assert!(run.upcoming().is_some());
    let first = run.prompt().unwrap().first_square();
    run.answer(Answer::Square(first), 60_000.0).unwrap();
    assert!(run.clock_running());
    assert_eq!(run.time_left(70_000.0), Some(20_000.0));
    assert!(!run.tick(89_999.0));
    assert!(run.tick(90_000.0));
    assert!(run.is_over() && run.prompt().is_none());
    let late = run.answer(Answer::Square(Square::E4), 90_001.0);
    assert_eq!(late, Err(AnswerError::Over));
    assert_eq!(run.score().attempted, 1);
}

#[test]
fn random_orientation_is_chosen_per_run_from_the_seed() {
    let sides: Vec<Orientation> = (0..20)
        .map(|seed| drill("find", &format!("v=1&o=random&seed={seed}")).orientation())
        .collect();
    assert!(sides.contains(&Orientation::White) && sides.contains(&Orientation::Black));
    assert_eq!(drill("find", "v=1&o=random&seed=4").orientation(), sides[4]);
    assert_eq!(
        drill("find", "v=1&o=black").orientation(),
        Orientation::Black
    );
}

#[test]
fn missed_and_slow_squares_come_back_more_often() {
    let mut stats = [SquareStats {
        seen: 10,
        missed: 0,
        slow: 0,
    }; 64];
    stats[Square::E4.to_index()].missed = 8;
    stats[Square::B7.to_index()].slow = 10;
    let mut history = History::default();
    history.squares.insert(Mode::Find, stats.to_vec());
    // No square comes twice before the board is used up: the weights decide how early in
    // the round a square comes. The place of each square's first prompt, over 40 runs.
    let first_places = |spec: &str, setup: Setup| {
        let mut run = Drill::new(
            DrillSpec::from_drill_path("find", spec).unwrap(),
            setup,
            None,
            0.0,
        )
        .unwrap();
        let prompts = answer_all(&mut run);
        let place = |name: &str| prompts.iter().position(|p| p == name).unwrap_or(64);
        (place("e4"), place("b7"), place("h1"))
    };
    let (mut e4, mut b7, mut h1) = (0, 0, 0);
    for seed in 0..40 {
        let personal = Setup {
            seed,
            weights: history.weights(Mode::Find),
        };
        let places = first_places("v=1&n=64", personal);
        e4 += places.0;
        b7 += places.1;
        h1 += places.2;
        // The same personal setup with the same seed gives the same prompts: deterministic.
        assert_eq!(first_places("v=1&n=64", personal), places);
    }
    assert!(
        e4 < b7 && b7 < h1,
        "mean places ×40: e4 {e4}, b7 {b7}, h1 {h1}"
    );
    // Uniform, a square comes 32nd on average.
    assert!(
        e4 < 40 * 20,
        "a square missed 8 times in 10 comes early: {e4}"
    );
    // A link's seed ignores the history: every student gets the same prompts.
    let personal = Setup {
        seed: 99,
        weights: history.weights(Mode::Find),
    };
    let shared = first_places("v=1&n=64&seed=99", personal);
    assert_eq!(shared, first_places("v=1&n=64&seed=99", Setup::default()));
}

/// Any spec a link can carry: each mode with the options that apply to it.
fn any_spec() -> impl Strategy<Value = DrillSpec> {
    use escaque_core::grade::Profile;
    use escaque_core::library::Focus;
    use escaque_core::Language;
    (
        0..Mode::ALL.len(),
        prop_oneof![
            (1u8..=100).prop_map(|n| Length::count(n).unwrap()),
            prop::sample::select(vec![30u8, 60]).prop_map(|t| Length::timed(t).unwrap())
        ],
        0..4usize,
        prop::sample::select(vec![
            Coordinates::Edges,
            Coordinates::Squares,
            Coordinates::Off,
        ]),
        any::<bool>(),
        (1u8..=255, 1u8..=255),
        prop::option::of(0u32..=999_999_999),
        (
            0..Language::ALL.len(),
            any::<bool>(),
            prop::option::of(0..Focus::ALL.len()),
        ),
        (
            prop::sample::select(vec![
                "fide-sample",
                "caro-kann-trap",
                "fischer-spassky-1972",
            ]),
            prop::sample::select(vec![GameInput::Write, GameInput::Play]),
            prop::sample::select(vec![GameSide::White, GameSide::Black, GameSide::Both]),
            prop::sample::select(vec![MoveForm::Short, MoveForm::Bare, MoveForm::Long]),
        ),
    )
        .prop_filter_map(
            "options of the mode",
            |(
                mode,
                length,
                side,
                coordinates,
                flag,
                (files, ranks),
                seed,
                (lang, strict, focus),
                game,
            )| {
                let mode = Mode::ALL[mode];
                let mut spec = DrillSpec::new(mode);
                spec.set_coordinates(coordinates);
                let sides = [
                    OrientationChoice::White,
                    OrientationChoice::Black,
                    OrientationChoice::Random,
                    OrientationChoice::Auto,
                ];
                if mode.is_square_drill() {
                    // `auto`, or fewer than two squares, cannot be built.
                    spec.set_orientation(sides[side]).ok()?;
                    spec.set_pieces(flag).unwrap();
                    spec.set_area(Area::new(files, ranks).ok()?).unwrap();
                } else if mode.is_fen_drill() {
                    spec.set_orientation(sides[side]).unwrap();
                } else {
                    spec.set_orientation(sides[side]).unwrap();
                    spec.set_language(Language::ALL[lang]).unwrap();
                    spec.set_profile(if strict {
                        Profile::Strict
                    } else {
                        Profile::Fide
                    })
                    .unwrap();
                    spec.set_speak(flag).unwrap();
                }
                if mode.is_game() {
                    spec.set_game(game.0).unwrap();
                    spec.set_input(game.1).unwrap();
                    spec.set_side(game.2).unwrap();
                    // The old book's text is the book's, in its notation: no form of its own.
                    if mode == Mode::Game {
                        spec.set_form(game.3).unwrap();
                    }
                    spec.set_pieces(!flag).unwrap();
                } else {
                    spec.set_length(length).unwrap();
                    spec.set_seed(seed.map(|s| Seed::new(s).unwrap())).unwrap();
                }
                if matches!(mode, Mode::NameMove | Mode::PlayMove) {
                    spec.set_focus(focus.map(|f| Focus::ALL[f])).unwrap();
                }
                Some(spec)
            },
        )
}

proptest! {
    #[test]
    fn specs_round_trip_through_their_links(spec in any_spec()) {
        prop_assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec.clone()));
        let path = spec.drill_path();
        let (route, query) = path.trim_start_matches("/drill/").split_once('?').unwrap();
        prop_assert_eq!(DrillSpec::from_drill_path(route, query), Ok(spec));
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}", mode in 0..Mode::ALL.len()) {
        let slug = Mode::ALL[mode].slug();
        if let Ok(spec) = DrillSpec::from_drill_path(slug, &text) {
            prop_assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec.clone()));
        }
        let _ = text.parse::<DrillSpec>();
    }

    #[test]
    fn spec_like_text_is_read_or_refused_without_panic(
        parts in prop::collection::vec(("(v|mode|n|t|o|coords|pieces|files|ranks|seed|x)", "[a-z0-9]{0,5}"), 0..8)
    ) {
        let query = parts.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&");
        if let Ok(spec) = format!("v=1&{query}").parse::<DrillSpec>() {
            prop_assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec.clone()));
            if spec.mode().is_square_drill() {
                let mut run = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
                let n = answer_all(&mut run).len();
                prop_assert!(n >= 1);
            } else {
                let refused = Drill::new(spec, Setup::default(), None, 0.0);
                prop_assert_eq!(refused, Err(escaque_core::drill::DrillError::NeedsLibrary));
            }
        }
    }
}

#[test]
fn a_preview_shows_the_prompts_to_come_and_changes_nothing() {
    let run = drill("find", "v=1&n=3&seed=7");
    let before = run.clone();
    let shown: Vec<String> = run.preview(5).iter().map(|p| p.to_string()).collect();
    assert_eq!(shown, ["e5", "g1", "b6"], "no more than the run has");
    assert_eq!(run, before);
}

#[test]
fn a_students_settings_fill_in_what_a_link_leaves_open() {
    use escaque_core::settings::{Settings, UiLanguage};
    use escaque_core::Language;
    let settings = Settings {
        notation: "en".into(),
        orientation: Orientation::Black,
        coordinates: Coordinates::Squares,
        ..Settings::for_ui(UiLanguage::Es)
    };
    let student = |mode: &str, query: &str| {
        DrillSpec::from_drill_path(mode, query)
            .unwrap()
            .for_student(&settings)
    };
    // (mode, link, language, orientation, coordinates): a link without the keys follows the
    // settings; a key the link carries, or a shared drill, is the teacher's.
    for (mode, query, language, orientation, coordinates) in [
        (
            "name-move",
            "v=1&n=5",
            Language::En,
            OrientationChoice::Auto,
            Coordinates::Squares,
        ),
        (
            "name-move",
            "",
            Language::En,
            OrientationChoice::Auto,
            Coordinates::Squares,
        ),
        (
            "name-move",
            "?v=1&n=5&lang=es&coords=off",
            Language::Es,
            OrientationChoice::Auto,
            Coordinates::Off,
        ),
        (
            "name-move",
            "v=1&n=5&o=white",
            Language::En,
            OrientationChoice::White,
            Coordinates::Squares,
        ),
        (
            "play-move",
            "v=1&n=5&seed=3",
            Language::Es,
            OrientationChoice::Auto,
            Coordinates::Edges,
        ),
        (
            "game",
            "v=1&input=play",
            Language::En,
            OrientationChoice::Auto,
            Coordinates::Squares,
        ),
        (
            "find",
            "v=1&n=20",
            Language::Es,
            OrientationChoice::Black,
            Coordinates::Squares,
        ),
        (
            "find",
            "v=1&n=20&o=white&coords=edges",
            Language::Es,
            OrientationChoice::White,
            Coordinates::Edges,
        ),
        // A shared drill (its seed fixes the prompts) is the teacher's, all of it.
        (
            "colour",
            "v=1&n=20&seed=5&title=Clase%201",
            Language::Es,
            OrientationChoice::White,
            Coordinates::Edges,
        ),
        // A title alone does not fix the prompts: the student's settings fill in the rest.
        (
            "colour",
            "v=1&n=20&title=Clase%201",
            Language::Es,
            OrientationChoice::Black,
            Coordinates::Squares,
        ),
    ] {
        let spec = student(mode, query);
        assert_eq!(
            (spec.language(), spec.orientation(), spec.coordinates()),
            (language, orientation, coordinates),
            "{mode}?{query}"
        );
    }
    // Nothing else changes.
    let open = DrillSpec::from_drill_path("find", "v=1&n=7&files=abcd").unwrap();
    let applied = open.clone().for_student(&settings);
    assert_eq!(
        (applied.length(), applied.area()),
        (open.length(), open.area())
    );
}

/// The drill's options as the student sets them: a choice equal to the default (Spanish
/// notation, White at the bottom, coordinates on the edges) is written in the link and wins
/// over the settings; an option left alone stays the settings'.
#[test]
fn an_option_the_student_chose_wins_over_the_settings_even_at_its_default() {
    use escaque_core::drill::Personal;
    use escaque_core::settings::{Settings, UiLanguage};
    use escaque_core::Language;
    let settings = Settings {
        notation: "en".into(),
        orientation: Orientation::Black,
        coordinates: Coordinates::Squares,
        ..Settings::for_ui(UiLanguage::Es)
    };
    // The link of the home page, as the student opens it: all three from the settings.
    let opened = DrillSpec::from_drill_path("name-move", "v=1&n=20")
        .unwrap()
        .for_student(&settings);
    assert_eq!(opened.language(), Language::En);
    assert!(Personal::ALL.iter().all(|&p| !opened.states(p)));
    // The options form: the student picks Spanish and edges, leaves the side alone.
    let mut chosen = opened.practice_copy();
    chosen.set_language(Language::Es).unwrap();
    chosen.set_coordinates(Coordinates::Edges);
    let link = chosen.drill_path();
    assert_eq!(link, "/drill/name-move?v=1&n=20&coords=edges&lang=es");
    let (route, query) = link["/drill/".len()..].split_once('?').unwrap();
    let reopened = DrillSpec::from_drill_path(route, query)
        .unwrap()
        .for_student(&settings);
    assert_eq!(
        (reopened.language(), reopened.coordinates()),
        (Language::Es, Coordinates::Edges)
    );
    // A square drill: White chosen at the bottom stays White; what the settings filled in is
    // not written (the link still follows them).
    let mut find = DrillSpec::from_drill_path("find", "v=1&n=20")
        .unwrap()
        .for_student(&settings);
    assert_eq!(find.orientation(), OrientationChoice::Black);
    assert_eq!(find.drill_path(), "/drill/find?v=1&n=20");
    find.set_orientation(OrientationChoice::White).unwrap();
    assert_eq!(find.drill_path(), "/drill/find?v=1&n=20&o=white");
    let reopened = DrillSpec::from_drill_path("find", "v=1&n=20&o=white")
        .unwrap()
        .for_student(&settings);
    assert_eq!(reopened.orientation(), OrientationChoice::White);
    assert_eq!(reopened.coordinates(), Coordinates::Squares);
    // A square drill has no language to state: its link never carries one.
    let mut colour = DrillSpec::new(Mode::Colour);
    colour.set_language(Language::Es).unwrap();
    assert!(!colour.states(Personal::Language));
    assert_eq!(colour.drill_path(), "/drill/colour?v=1&n=20");
}
