//! The move drills in the other notations (issue 18): descriptive (English, Spanish, French)
//! and ICCF numeric as a drill's `lang`, and old-book, a game shown in descriptive whose moves
//! are written in algebraic. Links round trip; prompts are written, and answers read and
//! graded, against each question's own position (descriptive squares are numbered from the
//! side to move).

use escaque_core::chess::{ChessMove, Color};
use escaque_core::descriptive::DescriptiveLanguage;
use escaque_core::drill::*;
use escaque_core::grade::{Reason, Verdict};
use escaque_core::library::Library;
use escaque_core::settings::{Settings, UiLanguage};
use escaque_core::{Language, Notation, Position};

fn library() -> Library {
    Library::decode(include_bytes!("../../../assets/games.bin")).unwrap()
}

fn drill(library: &Library, mode: &str, query: &str) -> Drill {
    let spec = DrillSpec::from_drill_path(mode, query).unwrap();
    Drill::new(spec, Setup::default(), Some(library), 0.0).unwrap()
}

fn current(drill: &Drill) -> Option<(Position, ChessMove)> {
    match drill.prompt() {
        Some(Prompt::Move { position, mv, .. }) => Some((*position, *mv)),
        _ => None,
    }
}

const OTHERS: [&str; 4] = ["descriptive-en", "descriptive-es", "descriptive-fr", "iccf"];

#[test]
fn links_carry_every_notation_and_read_back() {
    for code in OTHERS {
        for mode in ["name-move", "play-move", "game"] {
            let query = format!("v=1&lang={code}");
            let spec = DrillSpec::from_drill_path(mode, &query).unwrap();
            assert_eq!(spec.notation().code(), code);
            assert!(spec.drill_path().ends_with(&format!("&lang={code}")));
            assert_eq!(
                DrillSpec::from_drill_path(mode, spec.drill_path().split('?').nth(1).unwrap()),
                Ok(spec.clone())
            );
            assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec.clone()));
            // A link that states the notation keeps it whatever the student's settings.
            let english = Settings::for_ui(UiLanguage::En);
            assert_eq!(spec.clone().for_student(&english).notation().code(), code);
        }
        // Square and FEN drills have none.
        assert!(DrillSpec::from_drill_path("find", &format!("v=1&lang={code}")).is_err());
        assert!(DrillSpec::from_drill_path("write-fen", &format!("v=1&lang={code}")).is_err());
    }
    // The codes exactly, as every value of a link.
    for bad in ["Descriptive-ES", "descriptive", "ICCF", "descriptive-de"] {
        assert_eq!(
            DrillSpec::from_drill_path("name-move", &format!("v=1&lang={bad}")),
            Err(SpecError::BadValue {
                key: "lang",
                value: bad.to_string()
            })
        );
    }
    // Set from the options.
    let mut spec = DrillSpec::new(Mode::NameMove);
    spec.set_notation(Notation::Iccf).unwrap();
    assert_eq!(spec.drill_path(), "/drill/name-move?v=1&n=20&lang=iccf");
}

#[test]
fn old_book_is_a_game_drill_with_a_book_notation() {
    let spec = DrillSpec::from_drill_path("old-book", "").unwrap();
    assert_eq!(spec.mode(), Mode::OldBook);
    assert!(spec.mode().is_game() && spec.mode().is_move_drill());
    assert_eq!(spec.drill_path(), "/drill/old-book?v=1");
    // The book follows the UI language (its descriptive notation, or English's) unless the
    // link names it; the answers are algebraic in the student's notation language.
    for (ui, book) in [
        (UiLanguage::Es, "descriptive-es"),
        (UiLanguage::Fr, "descriptive-fr"),
        (UiLanguage::En, "descriptive-en"),
        (UiLanguage::De, "descriptive-en"),
    ] {
        let student = spec.clone().for_student(&Settings::for_ui(ui));
        assert_eq!(student.shown_notation().code(), book, "{ui:?}");
        assert_eq!(student.drill_path(), "/drill/old-book?v=1");
    }
    let named = DrillSpec::from_drill_path(
        "old-book",
        "v=1&side=white&lang=en&book=descriptive-fr&seed=3",
    )
    .unwrap();
    assert_eq!(named.book(), Some(DescriptiveLanguage::Fr));
    assert_eq!(named.notation(), Notation::Algebraic(Language::En));
    assert_eq!(
        named
            .clone()
            .for_student(&Settings::for_ui(UiLanguage::Es))
            .book(),
        Some(DescriptiveLanguage::Fr)
    );
    assert_eq!(named.to_string().parse::<DrillSpec>(), Ok(named.clone()));
    assert_eq!(
        named.drill_path(),
        "/drill/old-book?v=1&lang=en&side=white&book=descriptive-fr&seed=3"
    );
    // The answers are algebraic; the book is descriptive; `form` is the game drill's alone.
    for (query, key) in [
        ("v=1&lang=iccf", "lang"),
        ("v=1&lang=descriptive-es", "lang"),
        ("v=1&book=iccf", "book"),
        ("v=1&book=es", "book"),
    ] {
        assert!(
            matches!(DrillSpec::from_drill_path("old-book", query), Err(SpecError::BadValue { key: k, .. }) if k == key),
            "{query}"
        );
    }
    assert!(DrillSpec::from_drill_path("old-book", "v=1&form=long").is_err());
    assert!(DrillSpec::from_drill_path("game", "v=1&book=descriptive-es").is_err());
    assert!(DrillSpec::from_drill_path("old-book", "v=1&n=5").is_err());
}

/// Every prompt of a drill in `code`, answered with the text the drill writes for it, is
/// right; then a typical mistake, wrong with a reason.
fn answered_in(code: &str, mistake: impl Fn(&Position, ChessMove, &str) -> String) {
    let library = library();
    let notation: Notation = code.parse().unwrap();
    let mut run = drill(
        &library,
        "name-move",
        &format!("v=1&n=12&seed=7&lang={code}"),
    );
    let mut black = 0;
    while let Some((position, mv)) = current(&run) {
        let written = run.describe(run.prompt().unwrap());
        assert_eq!(written, notation.write_move(&position, mv));
        assert_eq!(notation.read_move(&position, &written), Ok(mv), "{written}");
        black += usize::from(position.turn() == Color::Black);
        let attempt = run.answer(Answer::Text(written.clone()), 1.0).unwrap();
        let grade = attempt.grade.clone().expect("written moves are graded");
        assert!(attempt.correct, "{code} {written} {}", position.to_fen());
        assert_eq!(grade.verdict, Verdict::Correct);
        assert_eq!(grade.canonical, written);
    }
    assert_eq!(run.progress(), (12, Some(12)));
    assert!(
        black > 0,
        "a question for Black: squares numbered from Black's side"
    );
    // The same drill again, each answer a typical mistake.
    let mut run = drill(
        &library,
        "name-move",
        &format!("v=1&n=12&seed=7&lang={code}"),
    );
    let mut wrong = 0;
    while let Some((position, mv)) = current(&run) {
        let written = notation.write_move(&position, mv);
        let typo = mistake(&position, mv, &written);
        let attempt = run.answer(Answer::Text(typo.clone()), 1.0).unwrap();
        if typo == written || notation.read_move(&position, &typo) == Ok(mv) {
            continue;
        }
        let grade = attempt.grade.clone().unwrap();
        assert!(!attempt.correct, "{code}: {typo} for {written}");
        assert_eq!(grade.verdict, Verdict::Wrong);
        assert!(grade.reason.is_some(), "{code}: {typo} says why");
        wrong += 1;
    }
    assert!(wrong > 3, "{code}: {wrong} mistakes graded");
}

#[test]
fn a_descriptive_es_drill_grades_its_own_text_right_and_the_algebraic_wrong() {
    // The typical mistake: the move written in algebraic, as today's books.
    answered_in("descriptive-es", |position, mv, _| {
        escaque_core::write_move(
            position,
            mv,
            &escaque_core::WriteOptions::short(Language::Es),
        )
    });
    // Numbered from White's side for a Black move: `P4R` for Black's e5 is e4, not his.
    let start = Position::default()
        .play(escaque_core::read_move(&Position::default(), "e4", Language::En).unwrap());
    let e5 = escaque_core::read_move(&start, "e5", Language::En).unwrap();
    let es: Notation = "descriptive-es".parse().unwrap();
    assert_eq!(es.write_move(&start, e5), "P4R");
    let grade = es.grade(&start, e5, "P5R", escaque_core::grade::Profile::Fide);
    assert_eq!(grade.verdict, Verdict::Wrong);
    assert!(grade.reason.is_some());
}

#[test]
fn an_iccf_drill_grades_digits_and_refuses_swapped_squares() {
    // The typical mistake: the squares swapped (to, then from).
    answered_in("iccf", |_, _, written| {
        format!("{}{}", &written[2..4], &written[..2])
    });
    let start = Position::default();
    let e4 = escaque_core::read_move(&start, "e4", Language::En).unwrap();
    let grade = Notation::Iccf.grade(&start, e4, "e2e4", escaque_core::grade::Profile::Fide);
    assert_eq!(grade.verdict, Verdict::Wrong);
    // The long algebraic form, letters where digits are asked: the notation is named.
    assert_eq!(
        grade.reason,
        Some(Reason::OtherNotation {
            written_in: "algebraic"
        })
    );
}

#[test]
fn an_english_descriptive_play_move_drill_writes_each_prompt_in_its_position() {
    let library = library();
    let run = drill(&library, "play-move", "v=1&n=5&seed=11&lang=descriptive-en");
    let (position, mv) = current(&run).unwrap();
    let written = run.describe(run.prompt().unwrap());
    let en: Notation = "descriptive-en".parse().unwrap();
    assert_eq!(en.read_move(&position, &written), Ok(mv));
    assert!(written.contains('-') || written.contains('x') || written.starts_with('O'));
    assert!(run.plays_moves() && !run.writes_moves());
}

#[test]
fn old_book_shows_the_books_moves_and_grades_algebraic_answers() {
    let library = library();
    let mut run = drill(&library, "old-book", "v=1&book=descriptive-es&lang=es");
    assert!(run.writes_moves() && !run.shows_the_move());
    let es: Notation = "descriptive-es".parse().unwrap();
    let mut answered = 0;
    while let Some((position, mv)) = current(&run) {
        // What the book prints.
        let book = run.spec().write_move(&position, mv);
        assert_eq!(book, es.write_move(&position, mv));
        assert_eq!(es.read_move(&position, &book), Ok(mv));
        // The student writes it in algebraic: right. The book's own text is not algebraic.
        let algebraic = escaque_core::write_move(
            &position,
            mv,
            &escaque_core::WriteOptions::short(Language::Es),
        );
        if answered == 1 {
            let attempt = run.answer(Answer::Text(book.clone()), 1.0).unwrap();
            if book != algebraic {
                assert!(!attempt.correct, "{book} copied is not algebraic");
            }
        } else {
            let attempt = run.answer(Answer::Text(algebraic.clone()), 1.0).unwrap();
            assert!(attempt.correct, "{algebraic} for {book}");
            assert_eq!(attempt.grade.as_ref().unwrap().canonical, algebraic);
        }
        answered += 1;
    }
    assert!(answered > 10, "the whole game");
    assert!(run.score().right as usize >= answered - 1);
    // Played on the board instead.
    let mut run = drill(&library, "old-book", "v=1&input=play");
    assert!(run.plays_moves());
    let (_, mv) = current(&run).unwrap();
    assert!(run.answer(Answer::Move(mv), 1.0).unwrap().correct);
}

#[test]
fn did_you_mean_in_descriptive_and_iccf_names_the_closest_legal_moves_in_that_notation() {
    use escaque_core::grade::Profile;
    let start = Position::default();
    let e4 = escaque_core::read_move(&start, "e4", Language::En).unwrap();
    let said = |notation: Notation, answer: &str| -> (String, Vec<String>) {
        let graded = notation.grade(&start, e4, answer, Profile::Fide);
        assert_eq!(graded.verdict, Verdict::Wrong, "{notation} {answer}");
        let suggested = graded
            .suggestions
            .iter()
            .map(|&mv| notation.write_move(&start, mv))
            .collect();
        (graded.reason.unwrap().code().to_string(), suggested)
    };
    let en = Notation::Descriptive(DescriptiveLanguage::En);
    let es = Notation::Descriptive(DescriptiveLanguage::Es);
    // A pawn that cannot go three squares: the move asked first, then the others as close.
    let (_, suggested) = said(en, "P-K5");
    assert_eq!(
        suggested.first().map(String::as_str),
        Some("P-K4"),
        "{suggested:?}"
    );
    assert!(suggested.len() <= 3);
    let (_, suggested) = said(es, "P5R");
    assert_eq!(
        suggested.first().map(String::as_str),
        Some("P4R"),
        "{suggested:?}"
    );
    // A doubled letter.
    let (_, suggested) = said(es, "PP4R");
    assert_eq!(suggested, ["P4R"]);
    // One digit off; the move asked first.
    let (_, suggested) = said(Notation::Iccf, "5255");
    assert_eq!(suggested, ["5254", "5253"]);
    // A legal move that is not the one asked: no guess (the reason names it).
    let (code, suggested) = said(Notation::Iccf, "4244");
    assert_eq!((code.as_str(), suggested.len()), ("different_move", 0));
    // Nothing close: nothing said.
    assert!(said(Notation::Iccf, "1188").1.is_empty());
}

#[test]
fn a_move_in_another_notation_is_named_as_such() {
    use escaque_core::grade::{Profile, Reason};
    let start = Position::default();
    let e4 = escaque_core::read_move(&start, "e4", Language::En).unwrap();
    let reason = |notation: Notation, answer: &str| {
        notation
            .grade(&start, e4, answer, Profile::Fide)
            .reason
            .unwrap()
    };
    let other = |written_in| Reason::OtherNotation { written_in };
    // The old book's text copied where algebraic is asked (the old-book drill's slip).
    assert_eq!(
        reason(Notation::Algebraic(Language::Es), "P4R"),
        other("descriptive-es")
    );
    assert_eq!(
        reason(Notation::Algebraic(Language::En), "P-K4"),
        other("descriptive-en")
    );
    assert_eq!(
        reason(Notation::Algebraic(Language::Es), "5254"),
        other("iccf")
    );
    // Letters where ICCF's digits are asked; another descriptive language.
    assert_eq!(reason(Notation::Iccf, "e4"), other("algebraic"));
    assert_eq!(reason(Notation::Iccf, "h3"), other("algebraic"));
    assert_eq!(
        reason(Notation::Descriptive(DescriptiveLanguage::En), "P4R"),
        other("descriptive-es")
    );
    // Another language's letters are algebraic still: their own reason.
    let nf3 = escaque_core::read_move(&start, "Nf3", Language::En).unwrap();
    let graded = Notation::Algebraic(Language::Es).grade(&start, nf3, "Nf3", Profile::Fide);
    assert_eq!(graded.reason.unwrap().code(), "wrong_piece_letter");
}

/// An old book's move names its piece so that both readings of `KN`/`QR` agree (issue 33
/// item 5): by the side of the board the piece stands nearer, and by the side it started on.
#[test]
fn old_book_moves_mean_one_move_in_both_readings() {
    use escaque_core::descriptive::{read_in_game, Origins};
    let library = library();
    let (mut prompts, mut by_square) = (0, 0);
    for seed in 1..=12 {
        for book in ["descriptive-en", "descriptive-es"] {
            let lang: DescriptiveLanguage = match book.parse::<Notation>().unwrap() {
                Notation::Descriptive(lang) => lang,
                _ => unreachable!(),
            };
            let mut run = drill(
                &library,
                "old-book",
                &format!("v=1&book={book}&lang=es&seed={seed}"),
            );
            let game = run.game().unwrap().clone();
            while let Some(prompt) = run.prompt().cloned() {
                let Prompt::Move { position, mv, ply } = prompt else {
                    unreachable!()
                };
                let mut origins = Origins::of(&game.start);
                let mut before = game.start;
                for played in &game.moves[..usize::from(ply.unwrap())] {
                    origins.play(&before, *played);
                    before = before.play(*played);
                }
                let written = run.describe(&prompt);
                let read = read_in_game(&position, &written, lang, &origins).unwrap();
                assert_eq!(
                    (read.mv, read.by_origin.unwrap_or(mv)),
                    (mv, mv),
                    "{written} in {}",
                    game.id
                );
                assert!(!read.is_unsure(), "{written}");
                prompts += 1;
                by_square += usize::from(written != run.spec().write_move(&position, mv));
                let right = escaque_core::write_move(
                    &position,
                    mv,
                    &escaque_core::WriteOptions::short(Language::Es),
                );
                run.answer(Answer::Text(right), 1.0).unwrap();
            }
        }
    }
    assert!(prompts > 500, "{prompts} prompts");
    eprintln!("{by_square} of {prompts} book moves named by their square");
}

/// A book's `KNxBP` in Petrosian–Fischer, Buenos Aires 1971 (26...Nbxc4): read as the knight
/// nearer the king's side, and the other reading, the knight that started there (Naxc4), kept
/// with the move so that the converter can say the text is unsure (issue 33 item 5).
#[test]
fn a_game_read_from_a_book_keeps_both_readings_of_a_side() {
    use escaque_core::notation::{games, write_movetext};
    let moves = "1. Nf3 c5 2. b3 d5 3. Bb2 f6 4. c4 d4 5. d3 e5 6. e3 Ne7 7. Be2 Nec6 8. Nbd2 Be7 \
        9. O-O O-O 10. e4 a6 11. Ne1 b5 12. Bg4 Bxg4 13. Qxg4 Qc8 14. Qe2 Nd7 15. Nc2 Rb8 \
        16. Rfc1 Qe8 17. Ba3 Bd6 18. Ne1 g6 19. cxb5 axb5 20. Bb2 Nb6 21. Nef3 Ra8 22. a3 Na5 \
        23. Qd1 Qf7 24. a4 bxa4 25. bxa4 c4 26. dxc4 Nbxc4 *";
    let algebraic = Notation::Algebraic(Language::En);
    let game = games(moves, algebraic).next().unwrap().unwrap();
    let en: Notation = "descriptive-en".parse().unwrap();
    let book = write_movetext(&game, algebraic, en);
    assert!(book.ends_with("KNxBP *"), "{book}");
    let read = games(&book, en).next().unwrap().unwrap();
    let last = read.moves.last().unwrap();
    let san = |mv| {
        escaque_core::write_move(
            &read.moves[read.moves.len() - 2].after,
            mv,
            &escaque_core::WriteOptions::short(Language::En),
        )
    };
    assert_eq!(san(last.mv), "Nbxc4");
    assert_eq!(last.by_origin.map(san).as_deref(), Some("Naxc4"));
    // Every other move of the game means one move in both readings.
    assert!(read
        .moves
        .iter()
        .rev()
        .skip(1)
        .all(|m| m.by_origin.is_none()));
}
