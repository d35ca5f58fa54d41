//! The course's data, checked against the engine: every FEN reads, every move is legal, every
//! example is written as the lesson shows it, every exercise's right answer grades right and
//! its wrong ones wrong.

use super::practice::grades_right;
use super::*;
use crate::game::read_games;
use crate::grade::Verdict;
use crate::WriteOptions;

const IDS: [&str; 13] = [
    "board",
    "pieces",
    "moves",
    "captures",
    "pawn-captures",
    "en-passant",
    "two-pieces",
    "promotion",
    "castling",
    "check-mate",
    "long-form",
    "a-game",
    "fen",
];

/// The languages the UI's students write in by default: each UI language's notation.
fn langs() -> [Language; 7] {
    crate::settings::UiLanguage::ALL.map(crate::settings::UiLanguage::notation_language)
}

#[test]
fn the_thirteen_lessons_in_order() {
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    assert_eq!(ids, IDS);
    // The order the home page reads without the lessons is theirs.
    assert_eq!(ORDER, IDS);
    for l in LESSONS {
        assert!(!l.steps.is_empty(), "{}", l.id);
        assert!(
            (6..=10).contains(&l.exercises.len()),
            "{}: {} exercises",
            l.id,
            l.exercises.len()
        );
        for a in l.articles {
            assert!(a.starts_with("C."), "{a}");
        }
    }
}

fn checked(fen: &str) -> Position {
    fen.parse()
        .unwrap_or_else(|e| panic!("bad FEN {fen}: {e:?}"))
}

fn legal(fen: &str, uci: &str) -> (Position, ChessMove) {
    let position = checked(fen);
    let mv = uci_move(&position, uci).unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
    assert_eq!(mv.to_string(), uci, "{uci} reads as itself");
    (position, mv)
}

/// Every example's move is legal; its pieces make the text the engine writes, and that text
/// grades correct (with no note in the short form, accepted in the long one), in every language.
#[test]
fn every_example_is_legal_and_written_as_shown() {
    for l in LESSONS {
        for step in l.steps {
            match *step {
                Step::Example(Example { fen, uci, long }) => {
                    let (position, mv) = legal(fen, uci);
                    for lang in langs() {
                        let options = if long {
                            WriteOptions::long(lang)
                        } else {
                            WriteOptions::short(lang)
                        };
                        let text: String = parts(&position, mv, &options)
                            .iter()
                            .map(|p| p.text.as_str())
                            .collect();
                        assert_eq!(text, crate::write_move(&position, mv, &options), "{}", l.id);
                        let graded = grades_right(&position, mv, &text, lang);
                        let want = if long {
                            graded.verdict != Verdict::Wrong
                        } else {
                            graded.verdict == Verdict::Correct
                        };
                        assert!(want, "{} {uci} {text} in {lang}: {graded:?}", l.id);
                    }
                }
                Step::Languages { uci } => {
                    legal(START, uci);
                }
                Step::Game { moves } => {
                    let game = read_games(moves, Language::En)
                        .remove(0)
                        .expect("the game reads");
                    assert!(game.moves.len() > 10, "{}", l.id);
                }
                Step::Fen { fen } => {
                    checked(fen);
                }
                Step::Square { square: s, .. } => {
                    assert_eq!(square(s).to_string(), s);
                }
                Step::Text | Step::Letters => {}
            }
        }
    }
}

/// The right answer to each exercise, as a student would give it.
fn right_reply(practice: &Practice, e: &Exercise) -> Reply {
    let lang = practice.language();
    match *e {
        Exercise::Write { fen, uci } => {
            let (position, mv) = legal(fen, uci);
            Reply::Text(crate::write_move(&position, mv, &WriteOptions::short(lang)))
        }
        Exercise::Play { fen, uci, .. } => Reply::Move(legal(fen, uci).1),
        Exercise::Find { square: s, .. } | Exercise::FenSquare { square: s, .. } => {
            Reply::Square(square(s))
        }
        Exercise::Name { square: s, .. } => Reply::Text(s.to_string()),
        Exercise::Check { correct, .. } => Reply::YesNo(correct),
    }
}

/// A wrong answer to each exercise.
fn wrong_reply(practice: &Practice, e: &Exercise) -> Reply {
    match right_reply(practice, e) {
        Reply::Text(t) if matches!(e, Exercise::Name { .. }) => {
            Reply::Text(if t == "a1" { "a2".into() } else { "a1".into() })
        }
        Reply::Text(t) => Reply::Text(format!("{t}x")),
        Reply::Move(_) => {
            let position = e.position();
            let other = position
                .legal_moves()
                .find(|m| Some(*m) != e.mv())
                .expect("another legal move");
            Reply::Move(other)
        }
        Reply::Square(s) => Reply::Square(if s == chess::Square::A1 {
            chess::Square::A2
        } else {
            chess::Square::A1
        }),
        Reply::YesNo(yes) => Reply::YesNo(!yes),
    }
}

/// Each "is this written correctly?" says what the grader says, in every language; each
/// exercise's data is legal.
#[test]
fn every_exercise_is_legal_and_its_check_is_the_graders() {
    for l in LESSONS {
        for e in l.exercises {
            match *e {
                Exercise::Write { fen, uci } | Exercise::Play { fen, uci, .. } => {
                    legal(fen, uci);
                }
                Exercise::Check {
                    fen,
                    uci,
                    written: w,
                    correct,
                } => {
                    let (position, mv) = legal(fen, uci);
                    for lang in langs() {
                        let text = written(w, lang);
                        let graded = grades_right(&position, mv, &text, lang);
                        assert_eq!(
                            graded.verdict != Verdict::Wrong,
                            correct,
                            "{}: {text} for {uci} in {lang}: {graded:?}",
                            l.id
                        );
                    }
                }
                Exercise::FenSquare {
                    fen,
                    square: s,
                    role,
                    white,
                } => {
                    let position = checked(fen);
                    let sq = square(s);
                    match role {
                        Some(role) => {
                            let board = position.board();
                            assert_eq!(board.piece_on(sq), Some(role.to_piece()), "{fen} {s}");
                            let colour = if white {
                                chess::Color::White
                            } else {
                                chess::Color::Black
                            };
                            assert_eq!(board.color_on(sq), Some(colour), "{fen} {s}");
                        }
                        None => assert_eq!(position.en_passant_target(), Some(sq), "{fen}"),
                    }
                }
                Exercise::Find { square: s, .. } | Exercise::Name { square: s, .. } => {
                    assert_eq!(square(s).to_string(), s);
                }
            }
        }
    }
}

/// Right answers master every lesson; wrong ones are graded wrong, held, and leave it
/// unmastered.
#[test]
fn right_answers_master_and_wrong_ones_do_not() {
    for l in LESSONS {
        for lang in langs() {
            let mut practice = Practice::new(l, lang);
            while let Some(e) = practice.exercise() {
                let reply = right_reply(&practice, e);
                let outcome = practice.answer(reply.clone()).expect("an answer is taken");
                assert!(outcome.correct, "{} in {lang}: {e:?} {reply:?}", l.id);
            }
            assert!(practice.is_over() && practice.mastered(), "{}", l.id);
            assert_eq!(practice.percent(), 100);

            let mut practice = Practice::new(l, lang);
            while let Some(e) = practice.exercise() {
                let reply = wrong_reply(&practice, e);
                let outcome = practice.answer(reply.clone()).expect("an answer is taken");
                assert!(!outcome.correct, "{} in {lang}: {e:?} {reply:?}", l.id);
                assert!(practice.held());
                assert!(practice.answer(reply).is_none(), "held");
                assert!(practice.go_on());
            }
            assert!(!practice.mastered());
            assert_eq!(practice.score(), (0, l.exercises.len()));
        }
    }
}

/// Eight right of ten masters; seven does not.
#[test]
fn mastered_at_eighty_percent() {
    let l = lesson("board").unwrap();
    for (wrong, mastered) in [(1, true), (2, false)] {
        let mut practice = Practice::new(l, Language::Es);
        let mut n = 0;
        while let Some(e) = practice.exercise() {
            let reply = if n < wrong {
                wrong_reply(&practice, e)
            } else {
                right_reply(&practice, e)
            };
            practice.answer(reply);
            practice.go_on();
            n += 1;
        }
        assert_eq!(practice.mastered(), mastered, "{wrong} wrong of {n}");
    }
}

/// Every article a reason cites links to a lesson, and every lesson in the table exists.
#[test]
fn articles_link_to_lessons() {
    for (article, id) in ARTICLES {
        assert!(lesson(id).is_some(), "{article} → {id}");
        assert_eq!(lesson_for_article(article), Some(*id));
    }
    assert_eq!(lesson_for_article("C.10.3.4"), Some("two-pieces"));
    assert_eq!(lesson_for_article("C.14"), None);
    assert_eq!(lesson_for_article("nonsense"), None);
    let cut = citations("A (C.8). B (C.9.3) and (C.x) (C.");
    let links: Vec<&str> = cut
        .iter()
        .filter_map(|s| match s {
            Segment::Article { lesson, .. } => Some(*lesson),
            Segment::Text(_) => None,
        })
        .collect();
    assert_eq!(links, ["moves", "pawn-captures"]);
    let joined: String = cut
        .iter()
        .map(|s| match s {
            Segment::Text(t) | Segment::Article { text: t, .. } => *t,
        })
        .collect();
    assert_eq!(joined, "A (C.8). B (C.9.3) and (C.x) (C.");
}

#[test]
fn progress_is_stored_and_merged() {
    use crate::stored::{decode, encode, Versioned};
    let mut mine = CourseProgress::default();
    mine.finish("board", 100);
    mine.start("pieces");
    let mut theirs = CourseProgress::default();
    theirs.finish("board", 50);
    theirs.finish("moves", 90);
    let merged = theirs.merge(mine.clone());
    assert_eq!(merged.state("board"), LessonState::Mastered);
    assert_eq!(merged.state("pieces"), LessonState::Started);
    assert_eq!(merged.state("moves"), LessonState::Mastered);
    assert_eq!(merged.state("fen"), LessonState::New);
    assert_eq!(merged.mastered(), 2);
    assert_eq!(merged.to_continue(), Some("pieces"));
    let text = encode(&merged);
    assert!(text.starts_with(r#"{"version":1,"#), "{text}");
    assert_eq!(decode::<CourseProgress>(Some(&text)).value, merged);
    assert_eq!(CourseProgress::default().to_continue(), None);
}

/// The positions of the seeds' games in the lessons are those of the games.
#[test]
fn the_games_positions_are_the_games() {
    use super::lessons::{CARO_KANN, FIDE_GAME};
    let after = |moves: &str, plies: usize| {
        let game = read_games(moves, Language::En).remove(0).expect("reads");
        let mut position = game.start;
        for m in &game.moves[..plies] {
            position = position.play(m.mv);
        }
        position.to_fen()
    };
    let lesson = lesson("a-game").unwrap();
    let fens: Vec<&str> = lesson
        .exercises
        .iter()
        .filter_map(|e| match e {
            Exercise::Write { fen, .. }
            | Exercise::Play { fen, .. }
            | Exercise::Check { fen, .. } => Some(*fen),
            _ => None,
        })
        .collect();
    for fen in fens {
        let found = (0..=21).any(|n| after(FIDE_GAME, n) == fen)
            || (0..=11).any(|n| after(CARO_KANN, n) == fen);
        assert!(
            found,
            "{fen} is no position of the games: {:?}",
            (0..=11).map(|n| after(CARO_KANN, n)).collect::<Vec<_>>()
        );
    }
}
