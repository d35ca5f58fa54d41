//! The spec holds no bad value: each setter refuses what a link refuses (with the same error)
//! and leaves the spec as it was; every spec that can be built starts a drill.

use super::*;
use crate::drill::{Drill, DrillError, Setup};

fn content(text: &str, mode: Mode) -> Content {
    Content::recognise(text, fit::preferred_kind(mode), Some(Language::Es)).unwrap()
}

fn with_content(mode: Mode, text: &str) -> DrillSpec {
    DrillSpec::new(mode)
        .with_content(content(text, mode))
        .unwrap()
}

#[test]
fn each_setter_refuses_a_value_the_drill_cannot_hold() {
    type Change = fn(&mut DrillSpec) -> Result<(), SpecError>;
    let not_for = |key, mode| SpecError::NotForMode { key, mode };
    let cases: Vec<(DrillSpec, Change, SpecError)> = vec![
        (
            DrillSpec::new(Mode::Find),
            |s| s.set_language(Language::En),
            not_for("lang", Mode::Find),
        ),
        (
            DrillSpec::new(Mode::Find),
            |s| s.set_orientation(OrientationChoice::Auto),
            SpecError::BadValue {
                key: "o",
                value: "auto".into(),
            },
        ),
        (
            DrillSpec::new(Mode::Colour),
            |s| s.set_focus(Some(Focus::Checks)),
            not_for("focus", Mode::Colour),
        ),
        (
            DrillSpec::new(Mode::Knight),
            |s| s.set_game("fide-sample"),
            not_for("game", Mode::Knight),
        ),
        (
            DrillSpec::new(Mode::Name),
            |s| s.set_length(Length::Whole),
            not_for("length", Mode::Name),
        ),
        (
            DrillSpec::new(Mode::Diagonal),
            |s| s.set_side(GameSide::Black),
            not_for("side", Mode::Diagonal),
        ),
        (
            DrillSpec::new(Mode::Game),
            |s| s.set_length(Length::count(5)?),
            not_for("n", Mode::Game),
        ),
        (
            DrillSpec::new(Mode::Game),
            |s| s.set_length(Length::timed(30)?),
            not_for("t", Mode::Game),
        ),
        (
            DrillSpec::new(Mode::Game),
            |s| s.set_area(Area::new(0b11, 0xff)?),
            not_for("files", Mode::Game),
        ),
        (
            DrillSpec::new(Mode::Game),
            |s| s.set_game("Caro Kann"),
            SpecError::BadValue {
                key: "game",
                value: "Caro Kann".into(),
            },
        ),
        (
            DrillSpec::new(Mode::NameMove),
            |s| s.set_pieces(false),
            not_for("pieces", Mode::NameMove),
        ),
        (
            with_content(Mode::Find, "e4 d5"),
            |s| s.set_length(Length::count(5)?),
            SpecError::NotWithContent { key: "n" },
        ),
        (
            with_content(Mode::Find, "e4 d5"),
            |s| s.set_seed(Some(Seed::new(7)?)),
            SpecError::NotWithContent { key: "seed" },
        ),
        (
            with_content(Mode::PlayMove, "1.e4 e5"),
            |s| s.set_focus(Some(Focus::Captures)),
            SpecError::NotWithContent { key: "focus" },
        ),
        (
            with_content(Mode::Game, "1.e4 e5"),
            |s| s.set_game("fide-sample"),
            SpecError::NotWithContent { key: "game" },
        ),
    ];
    for (spec, change, expected) in cases {
        let mut changed = spec.clone();
        assert_eq!(change(&mut changed), Err(expected), "{spec}");
        assert_eq!(changed, spec, "a refused change changes nothing");
    }
}

#[test]
fn a_value_a_drill_does_not_have_may_be_set_to_its_default() {
    let mut find = DrillSpec::new(Mode::Find);
    assert_eq!(find.set_language(Language::Es), Ok(()));
    assert_eq!(find.set_focus(None), Ok(()));
    assert_eq!(find.set_form(MoveForm::Short), Ok(()));
    let mut game = DrillSpec::new(Mode::Game);
    assert_eq!(game.set_seed(None), Ok(()));
    assert_eq!(game.set_area(Area::WHOLE), Ok(()));
    assert_eq!(game.set_length(Length::Whole), Ok(()));
    let mut moves = DrillSpec::new(Mode::NameMove);
    assert_eq!(moves.set_pieces(true), Ok(()));
    assert_eq!(
        (find, game, moves),
        (
            DrillSpec::new(Mode::Find),
            DrillSpec::new(Mode::Game),
            DrillSpec::new(Mode::NameMove)
        )
    );
}

#[test]
fn a_setter_refuses_with_the_error_of_the_link_that_asks_the_same() {
    type Change = fn(&mut DrillSpec) -> Result<(), SpecError>;
    let cases: [(&str, Change); 5] = [
        ("v=1&mode=find&o=auto", |s| {
            s.set_orientation(OrientationChoice::Auto)
        }),
        ("v=1&mode=find&files=a&ranks=1", |s| {
            s.set_area(Area::new(0b1, 0b1)?)
        }),
        ("v=1&mode=game&game=Caro", |s| s.set_game("Caro")),
        ("v=1&mode=find&n=0", |s| s.set_length(Length::count(0)?)),
        ("v=1&mode=find&title=%3Cb%3E", |s| {
            s.set_title(Some(Title::new("<b>")?));
            Ok(())
        }),
    ];
    for (link, change) in cases {
        let mode: Mode = link
            .split('&')
            .find_map(|part| part.strip_prefix("mode="))
            .unwrap()
            .parse()
            .unwrap();
        let refused = link.parse::<DrillSpec>().unwrap_err();
        assert_eq!(change(&mut DrillSpec::new(mode)), Err(refused), "{link}");
    }
}

#[test]
fn every_spec_that_can_be_built_starts_a_drill_with_a_prompt() {
    let smallest = Area::new(0b1000_0000, 0b1100_0000).unwrap();
    for mode in Mode::SQUARE_DRILLS {
        for n in [1, 2, MAX_PROMPTS] {
            let mut spec = DrillSpec::new(mode);
            spec.set_length(Length::count(n).unwrap()).unwrap();
            spec.set_area(smallest).unwrap();
            let drill = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
            assert!(drill.prompt().is_some(), "{mode} n={n}");
            assert_eq!(drill.progress(), (0, Some(usize::from(n))), "{mode} n={n}");
            let prompts = drill.preview(usize::from(n));
            assert_eq!(prompts.len(), usize::from(n), "{mode} n={n}");
            for prompt in prompts {
                assert!(smallest.contains(prompt.first_square()), "{mode}: {prompt}");
            }
        }
    }
}

#[test]
fn a_game_without_a_move_of_the_students_side_has_nothing_to_ask() {
    let mut black = DrillSpec::new(Mode::Game);
    black.set_side(GameSide::Black).unwrap();
    let one_move = black
        .clone()
        .with_content(content("1.e4", Mode::Game))
        .unwrap();
    assert_eq!(
        Drill::new(one_move, Setup::default(), None, 0.0),
        Err(DrillError::NothingToAsk)
    );
    let two = black.with_content(content("1.e4 e5", Mode::Game)).unwrap();
    assert!(Drill::new(two, Setup::default(), None, 0.0).is_ok());
}

#[test]
fn content_of_another_drill_is_refused() {
    let game = content("1.e4 e5 2.Cf3", Mode::Game);
    assert_eq!(
        DrillSpec::new(Mode::Find).with_content(game),
        Err(SpecError::ContentNotForMode { mode: Mode::Find })
    );
    let odd = content("e4 d5 a1", Mode::Knight);
    assert_eq!(
        DrillSpec::new(Mode::Knight).with_content(odd),
        Err(SpecError::ContentNotForMode { mode: Mode::Knight })
    );
}

#[test]
fn a_game_key_beside_the_teachers_game_is_read_and_left_out_as_it_always_was() {
    let link = with_content(Mode::Game, "1.e4 e5").to_string();
    let with_game = link.replace("v=1&mode=game", "v=1&mode=game&game=no-such-game");
    let read: DrillSpec = with_game.parse().unwrap();
    assert_eq!(read.to_string(), link);
    assert_eq!(read.game(), None);
}

#[test]
fn a_practice_copy_keeps_the_options_and_drops_what_the_teacher_fixed() {
    for (link, copy) in [
        (
            "v=1&mode=name-move&n=5&lang=en&focus=checks&seed=3&title=Jaques",
            "v=1&mode=name-move&n=5&lang=en&focus=checks",
        ),
        (
            "v=1&mode=game&side=black&form=long",
            "v=1&mode=game&side=black&form=long",
        ),
        (
            "v=1&mode=game&game=caro-kann-trap&side=white&seed=0&title=Trampa",
            "v=1&mode=game&game=caro-kann-trap&side=white",
        ),
        (
            "v=1&mode=knight&t=30&files=ab&seed=0",
            "v=1&mode=knight&t=30&files=ab",
        ),
    ] {
        let spec: DrillSpec = link.parse().unwrap();
        assert_eq!(spec.practice_copy().to_string(), copy, "{link}");
        assert!(!spec.practice_copy().is_shared());
    }
    let game = with_content(Mode::Game, "1.e4 e5");
    assert_eq!(game.practice_copy().game(), Some(DEFAULT_GAME));
}

#[test]
fn a_library_game_with_a_seed_is_a_shared_drill_and_its_link_says_so() {
    // The teacher's library game: the same moves for everyone, so a result code at the end.
    let link = "v=1&mode=game&game=caro-kann-trap&input=play&seed=0&title=Trampa";
    let spec: DrillSpec = link.parse().unwrap();
    assert!(spec.is_shared());
    assert_eq!(spec.seed(), Some(0));
    assert_eq!(spec.to_string(), link);
    // Without one it is the student's practice, as before.
    let practice: DrillSpec = "v=1&mode=game&game=caro-kann-trap".parse().unwrap();
    assert!(!practice.is_shared());
    // The teacher's own game is shared by its content: a seed beside it has no use.
    let own = with_content(Mode::Game, "1.e4 e5").to_string();
    assert_eq!(
        format!("{own}&seed=1").parse::<DrillSpec>(),
        Err(SpecError::NotWithContent { key: "seed" })
    );
    let mut own: DrillSpec = own.parse().unwrap();
    assert_eq!(
        own.set_seed(Some(Seed::new(1).unwrap())),
        Err(SpecError::NotWithContent { key: "seed" })
    );
}
