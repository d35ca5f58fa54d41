//! The course's data, checked against the engine: every FEN reads, every move is legal, every
//! example is written as the lesson shows it, every exercise's right answer grades right and
//! its wrong ones wrong.

use super::practice::grades_right;
use super::*;
use crate::game::read_games;
use crate::grade::Verdict;
use crate::written_square::Slip;
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
                Step::Example(Example { fen, uci, long, .. }) => {
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

/// The score is rounded, not cut (7 of 9 is 78 %), and for every score of every lesson the
/// percent shown and stored says mastered exactly when the count does: rounding never makes a
/// lesson mastered below 80 %, nor unmastered at it.
#[test]
fn the_percent_is_rounded_and_agrees_with_mastery() {
    for l in LESSONS {
        let n = l.exercises.len();
        for right in 0..=n {
            let mut practice = Practice::new(l, Language::Es);
            let mut i = 0;
            while let Some(e) = practice.exercise() {
                let reply = if i < right {
                    right_reply(&practice, e)
                } else {
                    wrong_reply(&practice, e)
                };
                practice.answer(reply);
                practice.go_on();
                i += 1;
            }
            let exact = right as f64 * 100.0 / n as f64;
            assert_eq!(
                f64::from(practice.percent()),
                exact.round(),
                "{}: {right} of {n}",
                l.id
            );
            assert_eq!(
                practice.mastered(),
                exact >= 80.0,
                "{}: {right} of {n}",
                l.id
            );
            assert_eq!(
                practice.percent() >= MASTERY_PERCENT,
                practice.mastered(),
                "{}: {right} of {n} is {} %",
                l.id,
                practice.percent()
            );
            let mut progress = CourseProgress::default();
            progress.finish(l.id, practice.percent());
            assert_eq!(
                progress.state(l.id) == LessonState::Mastered,
                practice.mastered(),
                "{}: {right} of {n}",
                l.id
            );
        }
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

/// A citation links to the lesson of what its reason or note is about: C.13 in a castling
/// reason to `castling`, in a check or mate note to `check-mate`; C.9.3 in the en passant mark's
/// note to `en-passant`, in a pawn capture's reason to `pawn-captures`. Every topic is a code of
/// the grader's and its lesson teaches the article it is cited with.
#[test]
fn a_citation_links_to_the_lesson_of_what_it_is_about() {
    use crate::grade::{Note, ReasonCode};
    let codes: Vec<&str> = ReasonCode::ALL
        .iter()
        .map(|c| c.code())
        .chain(Note::ALL.iter().map(|n| n.code()))
        .collect();
    for (code, id) in TOPICS {
        assert!(codes.contains(code), "{code} is no code of the grader's");
        let lesson = lesson(id).unwrap_or_else(|| panic!("{code} → {id}"));
        for article in lesson.articles {
            assert_eq!(
                lesson_about(article, &[code]),
                Some(*id),
                "{code} {article}"
            );
        }
    }
    // What each example of the grader is about, with the article its message cites.
    let about = |grade: &crate::grade::Grade, article: &str| {
        lesson_about(article, &grade_codes(grade)).unwrap()
    };
    let castling = ReasonCode::CastlingAsKingMove.example().grade();
    assert_eq!(grade_codes(&castling), ["castling_as_king_move"]);
    assert_eq!(about(&castling, "C.13"), "castling");
    let hyphens = ReasonCode::SyntaxCastlingWithoutHyphens.example().grade();
    assert_eq!(about(&hyphens, "C.13"), "castling");
    assert_eq!(
        about(&Note::CastlingSpelling.example().grade(), "C.13"),
        "castling"
    );
    assert_eq!(
        about(&Note::CheckMarkMissing.example().grade(), "C.13"),
        "check-mate"
    );
    assert_eq!(
        about(&Note::DoublePlusMate.example().grade(), "C.13"),
        "check-mate"
    );
    assert_eq!(
        about(&Note::EnPassantMark.example().grade(), "C.9.3"),
        "en-passant"
    );
    assert_eq!(
        about(&ReasonCode::EnPassantMarkWrong.example().grade(), "C.9.3"),
        "en-passant"
    );
    assert_eq!(
        about(
            &ReasonCode::PawnCaptureFileMissing.example().grade(),
            "C.9.3"
        ),
        "pawn-captures"
    );
    // A castling answer that also leaves out the x of another article: each its own lesson.
    let text = "Castling is written 0-0, not as a king move (C.13). The x (C.9).";
    let links: Vec<&str> = citations_about(text, &["castling_as_king_move"])
        .into_iter()
        .filter_map(|s| match s {
            Segment::Article { lesson, .. } => Some(lesson),
            Segment::Text(_) => None,
        })
        .collect();
    assert_eq!(links, ["castling", "captures"]);
    // The drill's castling exercises: every reason they give that cites C.13 links to castling.
    for l in LESSONS.iter().filter(|l| l.id == "castling") {
        for e in l.exercises {
            let Exercise::Write { fen, uci } = *e else {
                continue;
            };
            let (position, mv) = legal(fen, uci);
            let king = crate::write_move(&position, mv, &WriteOptions::long(Language::Es));
            let slip = king.replace("0-0-0", "Rc1").replace("0-0", "Rg1");
            let graded = grades_right(&position, mv, &slip, Language::Es);
            assert_eq!(about(&graded, "C.13"), "castling", "{slip}: {graded:?}");
        }
    }
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
    // Where the student left off: after `moves`, mastered (`pieces` stays started).
    assert_eq!(merged.to_continue(), Some("captures"));
    let text = encode(&merged);
    assert!(text.starts_with(r#"{"version":1,"#), "{text}");
    assert_eq!(decode::<CourseProgress>(Some(&text)).value, merged);
    assert_eq!(CourseProgress::default().to_continue(), None);
    // Past the last lesson: the first not mastered; none once all are.
    let mut all = CourseProgress::default();
    for id in ORDER {
        all.finish(id, 100);
    }
    assert_eq!(all.to_continue(), None);
    all.finish("fen", 100);
    let mut behind = all.clone();
    behind.lessons.insert("pieces".into(), Default::default());
    assert_eq!(behind.to_continue(), Some("pieces"));
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

/// The `a-game` lesson shows FIDE's sample game as the seed (Appendix C in Spanish) writes it,
/// in its three forms: `6.exd6 a.p.` in the short and long forms, not in the one without the
/// optional marks, and White's draw offer `(=)` after `11.Rb1` in all three. Where the seed's
/// copy slips (`CCe4` for `Ce4`, `Dd4d3` for `Dd4e3`, the short `Rb1` in the long form) the
/// lesson writes the move right, and where its long form drops the check of 8.De3+ the lesson
/// keeps it (the long form keeps every mark of the short one): the test lists each.
#[test]
fn the_sample_game_is_written_as_the_seed_writes_it() {
    use super::lessons::FIDE_GAME;
    let seed = include_str!("../../tests/data/seeds/000_7f78c26d6875c815.txt");
    let game = seed
        .split("Ejemplo de partida:")
        .nth(1)
        .expect("the seed has the sample game");
    let squeeze = |text: &str| -> String {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        text.trim_end_matches('.').to_string()
    };
    let forms: Vec<String> = game.split("O:").map(squeeze).collect();
    assert_eq!(forms.len(), 3, "{forms:?}");
    let slips: [&[(&str, &str)]; 3] = [
        &[],
        &[("CCe4", "Ce4")],
        &[("Dd4d3Af8e7", "Dd4e3+Af8e7"), ("11.Rb1", "11.Rc1b1")],
    ];
    for ((form, seed_form), slips) in GameForm::ALL.iter().zip(&forms).zip(slips) {
        let mut expected = seed_form.clone();
        for (slip, right) in slips {
            assert!(expected.contains(slip), "{slip} in {expected}");
            expected = expected.replace(slip, right);
        }
        let shown = squeeze(&game_units(FIDE_GAME, *form, Language::Es).concat());
        assert_eq!(shown, expected, "{form:?}");
    }
    // The units keep a move whole: its number, the move and its marks.
    let units = game_units(FIDE_GAME, GameForm::Short, Language::Es);
    assert!(units.contains(&"6. exd6 a.p.".to_string()), "{units:?}");
    assert!(units.contains(&"10. 0-0-0".to_string()), "{units:?}");
    assert_eq!(units.last().map(String::as_str), Some("11. Rb1 (=)"));
    // In English, en passant is marked e.p.
    let english = game_units(FIDE_GAME, GameForm::Long, Language::En);
    assert!(
        english.contains(&"6. e5xd6 e.p.".to_string()),
        "{english:?}"
    );
}

/// Every castling the course shows (worked examples and exercises) has its rook's move, the
/// rook's own squares in the position; no other move has one.
#[test]
fn a_castling_shows_the_rooks_move() {
    let mut castlings = 0;
    for l in LESSONS {
        let steps = l.steps.iter().filter_map(|s| match *s {
            Step::Example(Example { fen, uci, .. }) => Some((fen, uci)),
            _ => None,
        });
        let exercises = l.exercises.iter().filter_map(|e| match *e {
            Exercise::Write { fen, uci }
            | Exercise::Play { fen, uci, .. }
            | Exercise::Check { fen, uci, .. } => Some((fen, uci)),
            _ => None,
        });
        for (fen, uci) in steps.chain(exercises) {
            let (position, mv) = legal(fen, uci);
            let written = crate::write_move(&position, mv, &WriteOptions::short(Language::Es));
            match castling_rook(&position, mv) {
                Some((from, to)) => {
                    castlings += 1;
                    assert!(written.starts_with("0-0"), "{uci}: {written}");
                    let board = position.board();
                    assert_eq!(board.piece_on(from), Some(chess::Piece::Rook), "{uci}");
                    assert_eq!(board.piece_on(to), None, "{uci}");
                    let after = position.play(mv);
                    assert_eq!(after.board().piece_on(to), Some(chess::Piece::Rook));
                    assert_eq!(after.board().piece_on(from), None, "{uci}");
                }
                None => assert!(!written.starts_with("0-0"), "{uci}: {written}"),
            }
        }
    }
    let castle = lesson("castling").unwrap();
    let Step::Example(first) = castle.steps[0] else {
        panic!("the castling lesson starts with an example")
    };
    let (position, mv) = legal(first.fen, first.uci);
    assert_eq!(
        castling_rook(&position, mv),
        Some((chess::Square::H1, chess::Square::F1))
    );
    assert!(castlings >= 9, "{castlings}");
}

/// A wrong square in a FEN exercise says what was missed: on another rank, the FEN's group of
/// the piece's rank (counted from rank 8) with its letter; on the right rank, how many squares
/// come before the letter in that group (its file); for the en passant square, its field.
#[test]
fn a_wrong_square_in_a_fen_exercise_says_what_was_missed() {
    let l = lesson("fen").unwrap();
    for e in l.exercises {
        let Exercise::FenSquare {
            fen,
            square: s,
            role,
            ..
        } = *e
        else {
            continue;
        };
        let asked = square(s);
        assert_eq!(fen_miss(e, asked), None);
        let groups: Vec<&str> = fen.split(' ').next().unwrap().split('/').collect();
        let other_rank = chess::Square::make_square(
            chess::Rank::from_index((asked.get_rank().to_index() + 1) % 8),
            asked.get_file(),
        );
        let other_file = chess::Square::make_square(
            asked.get_rank(),
            chess::File::from_index((asked.get_file().to_index() + 1) % 8),
        );
        match role {
            Some(role) => {
                let group = groups[7 - asked.get_rank().to_index()].to_string();
                let piece = position(fen).board().color_on(asked).map(|c| {
                    let letter = role.to_piece().to_string(c);
                    letter.chars().next().unwrap()
                });
                let Some(FenMiss::Rank {
                    group: g,
                    rank,
                    letter,
                }) = fen_miss(e, other_rank)
                else {
                    panic!("{s}: {:?}", fen_miss(e, other_rank))
                };
                assert_eq!((g.as_str(), Some(letter)), (group.as_str(), piece), "{fen}");
                assert_eq!(
                    rank.to_digit(10),
                    Some(asked.get_rank().to_index() as u32 + 1)
                );
                let Some(FenMiss::File {
                    group: g,
                    before,
                    file,
                    ..
                }) = fen_miss(e, other_file)
                else {
                    panic!("{s}: {:?}", fen_miss(e, other_file))
                };
                assert_eq!(g, group);
                assert_eq!(
                    usize::from(before),
                    asked.get_file().to_index(),
                    "{fen} {s}"
                );
                assert_eq!(file, s.chars().next().unwrap());
            }
            None => {
                assert_eq!(
                    fen_miss(e, other_file),
                    Some(FenMiss::EnPassant { field: s.into() })
                );
            }
        }
    }
    // Not a FEN exercise: nothing to say.
    assert_eq!(fen_miss(&LESSONS[0].exercises[0], chess::Square::A1), None);
}

/// Practice is practice of the rule, not of the page just read: no exercise to write is a
/// worked example of its lesson (the same position and move), whose text the student has just
/// seen built; the en passant lesson's first exercise is not its first example.
#[test]
fn no_exercise_to_write_repeats_a_worked_example() {
    for l in LESSONS {
        let examples: Vec<(&str, &str)> = l
            .steps
            .iter()
            .filter_map(|s| match *s {
                Step::Example(Example { fen, uci, .. }) => Some((fen, uci)),
                _ => None,
            })
            .collect();
        for e in l.exercises {
            if let Exercise::Write { fen, uci } = *e {
                assert!(
                    !examples.contains(&(fen, uci)),
                    "{}: {uci} in {fen} is written in a step",
                    l.id
                );
            }
        }
    }
    let ep = lesson("en-passant").unwrap();
    let (Step::Example(first), Exercise::Write { fen, .. }) = (&ep.steps[0], ep.exercises[0])
    else {
        panic!("the en passant lesson starts with an example and an exercise to write")
    };
    assert_ne!(first.fen, fen);
}

/// Every position of the course with an en passant square shows the pawn's two-square advance
/// that made it (from the second or seventh rank, of the side not to move); the en passant
/// lesson's every example and exercise has one, so the student sees which pawn has just moved.
#[test]
fn an_en_passant_square_shows_the_double_step() {
    let fens = LESSONS.iter().flat_map(|l| {
        let steps = l.steps.iter().filter_map(|s| match *s {
            Step::Example(Example { fen, .. }) | Step::Fen { fen } => Some(fen),
            _ => None,
        });
        let exercises = l.exercises.iter().filter_map(|e| match *e {
            Exercise::Write { fen, .. }
            | Exercise::Play { fen, .. }
            | Exercise::Check { fen, .. }
            | Exercise::FenSquare { fen, .. } => Some(fen),
            _ => None,
        });
        steps.chain(exercises).map(move |fen| (l.id, fen))
    });
    let mut shown = 0;
    for (id, fen) in fens {
        let p = checked(fen);
        match (p.en_passant_target(), double_step(&p)) {
            (Some(target), Some((from, to))) => {
                shown += 1;
                let mover = !p.turn();
                assert_eq!(p.board().piece_on(to), Some(chess::Piece::Pawn), "{fen}");
                assert_eq!(p.board().color_on(to), Some(mover), "{fen}");
                assert_eq!(p.board().piece_on(from), None, "{fen}");
                assert_eq!(from.get_file(), to.get_file(), "{fen}");
                let (start, lands) = match mover {
                    chess::Color::White => (1, 3),
                    chess::Color::Black => (6, 4),
                };
                assert_eq!(from.get_rank().to_index(), start, "{fen}");
                assert_eq!(to.get_rank().to_index(), lands, "{fen}");
                assert_eq!(target.get_file(), to.get_file(), "{fen}");
            }
            (None, None) => assert_ne!(id, "en-passant", "{fen}: no en passant square"),
            (target, step) => panic!("{fen}: {target:?} {step:?}"),
        }
    }
    assert!(shown >= 8, "{shown}");
}

/// Check is taught in `check-mate`: no board of an earlier lesson shows a king in check
/// (the board marks it) — from a beginner's walk, where the promotion lesson's rook gave
/// check to the king on f2.
#[test]
fn no_king_is_in_check_before_the_check_is_taught() {
    let taught = ORDER.iter().position(|&id| id == "check-mate").unwrap();
    for l in &LESSONS[..taught] {
        let steps = l.steps.iter().filter_map(|s| match *s {
            Step::Example(Example { fen, .. }) => Some(fen),
            _ => None,
        });
        let exercises = l
            .exercises
            .iter()
            .filter(|e| !matches!(e, Exercise::FenSquare { .. }));
        for fen in steps.chain(exercises.map(|e| match *e {
            Exercise::Write { fen, .. }
            | Exercise::Play { fen, .. }
            | Exercise::Check { fen, .. } => fen,
            _ => START,
        })) {
            assert!(!checked(fen).is_check(), "{}: {fen}", l.id);
        }
    }
}

#[test]
fn every_lesson_offers_a_drill_that_opens_and_leaves_the_students_choices_to_them() {
    use crate::drill::{DrillSpec, Personal};
    for l in LESSONS {
        let path = l.more.strip_prefix("/drill/").expect(l.more);
        let (mode, query) = path.split_once('?').expect(l.more);
        let spec = DrillSpec::from_drill_path(mode, query)
            .unwrap_or_else(|e| panic!("{}: {} does not open: {e:?}", l.id, l.more));
        // Written as the drill writes its own address: the link a student sees is the one kept.
        assert_eq!(spec.drill_path(), l.more, "{}: {}", l.id, spec.drill_path());
        for option in Personal::ALL {
            assert!(
                !spec.states(option),
                "{}: {} states {option:?}",
                l.id,
                l.more
            );
        }
    }
    // The whole game the course ends with is the one the game drill plays.
    let a_game = lesson("a-game").unwrap();
    assert_eq!(
        DrillSpec::from_drill_path("game", "v=1").unwrap().game(),
        Some("fide-sample")
    );
    assert_eq!(a_game.more, "/drill/game?v=1");
}

#[test]
fn a_square_named_with_a_slip_is_wrong_and_the_slip_is_said() {
    let board = lesson("board").unwrap();
    let (at, square) = board
        .exercises
        .iter()
        .enumerate()
        .find_map(|(i, e)| match e {
            Exercise::Name { square, .. } => Some((i, *square)),
            _ => None,
        })
        .expect("the board lesson asks to name a square");
    let upper = square.to_ascii_uppercase();
    let reversed: String = square.chars().rev().collect();
    let cases = [
        (
            upper.clone(),
            Some(Slip::CapitalFile {
                square: super::square(square),
            }),
        ),
        (
            reversed,
            Some(Slip::Reversed {
                square: super::square(square),
            }),
        ),
        (square.to_string(), None),
    ];
    for (text, slip) in cases {
        let mut practice = Practice::new(board, Language::Es);
        while !std::ptr::eq(practice.exercise().unwrap(), &board.exercises[at]) {
            let e = *practice.exercise().unwrap();
            let right = right_reply(&practice, &e);
            practice.answer(right).unwrap();
        }
        let outcome = practice.answer(Reply::Text(text.clone())).unwrap().clone();
        assert_eq!(outcome.slip, slip, "{text}");
        assert_eq!(outcome.correct, slip.is_none(), "{text}");
    }
}

/// Every position a lesson shows or asks about, with where it is used.
fn lesson_positions() -> Vec<(String, Position)> {
    let mut found = Vec::new();
    for lesson in LESSONS {
        for (i, step) in lesson.steps.iter().enumerate() {
            let fen = match step {
                Step::Example(e) => e.fen,
                Step::Fen { fen } => fen,
                _ => continue,
            };
            found.push((format!("{} step {}", lesson.id, i + 1), position(fen)));
        }
        for (i, exercise) in lesson.exercises.iter().enumerate() {
            let fen = match exercise {
                Exercise::Write { fen, .. }
                | Exercise::Play { fen, .. }
                | Exercise::FenSquare { fen, .. }
                | Exercise::Check { fen, .. } => fen,
                Exercise::Find { .. } | Exercise::Name { .. } => continue,
            };
            found.push((format!("{} exercise {}", lesson.id, i + 1), position(fen)));
        }
    }
    found
}

/// No man of a lesson's position vanished: a side with all eight pawns, one on each file, and
/// every piece on its square of the start has taken nothing, so the other side has all its
/// sixteen men (the g1 knight of the pawn-captures lesson, gone from its board, was the bug).
#[test]
fn no_lesson_position_lacks_a_man_nothing_took() {
    use chess::{Color, Piece, ALL_SQUARES};
    let start = Position::default();
    for (at, position) in lesson_positions() {
        let board = position.board();
        for side in [Color::White, Color::Black] {
            let pawns = *board.pieces(Piece::Pawn) & *board.color_combined(side);
            let files: std::collections::BTreeSet<usize> = pawns
                .into_iter()
                .map(|sq| sq.get_file().to_index())
                .collect();
            let pieces_home = ALL_SQUARES.iter().all(|&sq| {
                let here = (board.piece_on(sq), board.color_on(sq));
                let home = (start.board().piece_on(sq), start.board().color_on(sq));
                let mine = |(piece, color): (Option<Piece>, Option<Color>)| {
                    color == Some(side) && piece != Some(Piece::Pawn)
                };
                mine(here) == mine(home) && (!mine(here) || here == home)
            });
            if files.len() == 8 && pieces_home {
                let others = board.color_combined(!side).popcnt();
                assert_eq!(
                    others, 16,
                    "{at}: {side:?} took nothing, yet {:?} has {others} men",
                    !side
                );
            }
        }
    }
}

/// A step's text that names a piece on a square ("the knight on c6", "el peón blanco de e5")
/// names one that is there, before or after the step's move: in English and in Spanish.
#[test]
fn each_piece_a_step_names_on_a_square_is_there() {
    let texts = [
        ("en", include_str!("../../../../locales/en/course.ftl")),
        ("es", include_str!("../../../../locales/es/course.ftl")),
    ];
    let roles: [(&str, Role); 11] = [
        ("king", Role::King),
        ("queen", Role::Queen),
        ("rook", Role::Rook),
        ("bishop", Role::Bishop),
        ("knight", Role::Knight),
        ("pawn", Role::Pawn),
        ("rey", Role::King),
        ("dama", Role::Queen),
        ("torre", Role::Rook),
        ("alfil", Role::Bishop),
        ("caballo", Role::Knight),
    ];
    let mut checked = 0;
    for lesson in LESSONS {
        for (i, step) in lesson.steps.iter().enumerate() {
            let Step::Example(example) = step else {
                continue;
            };
            let before = position(example.fen);
            let after = uci_move(&before, example.uci).map(|mv| before.play(mv));
            let id = format!("lesson-{}-{} = ", lesson.id, i + 1);
            for (lang, ftl) in texts {
                let text = ftl
                    .lines()
                    .find_map(|line| line.strip_prefix(id.as_str()))
                    .unwrap_or_else(|| panic!("{lang}: no {id}"));
                let words: Vec<String> = text
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(str::to_lowercase)
                    .collect();
                for (w, word) in words.iter().enumerate() {
                    let role = match roles.iter().find(|(name, _)| name == word) {
                        Some(&(_, role)) => Some(role),
                        None if word == "peón" => Some(Role::Pawn),
                        None => None,
                    };
                    let Some(role) = role else { continue };
                    let mut rest = words[w + 1..].iter().map(String::as_str);
                    let mut next = rest.next();
                    if matches!(next, Some("blanco" | "negro" | "white" | "black")) {
                        next = rest.next();
                    }
                    if !matches!(next, Some("on" | "de")) {
                        continue;
                    }
                    let Some(square) = rest.next().and_then(crate::position::parse_square) else {
                        continue;
                    };
                    let holds = |p: &Position| {
                        p.board().piece_on(square).map(Role::from_piece) == Some(role)
                    };
                    assert!(
                        holds(&before) || after.as_ref().is_some_and(holds),
                        "{id}({lang}) names a {role:?} on {square}, not on the board"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(
        checked >= 4,
        "only {checked} claims found: the test reads nothing"
    );
}

/// Each worked example is written by the rule its lesson states: a promotion with the new
/// piece's letter straight after the move (C.11), in every notation language.
#[test]
fn examples_are_written_as_their_rules_say() {
    for lesson in LESSONS {
        for step in lesson.steps {
            let Step::Example(example) = step else {
                continue;
            };
            let position = position(example.fen);
            let mv = uci_move(&position, example.uci).unwrap();
            for lang in Language::SPOKEN {
                let written = crate::write_move(&position, mv, &example.options(lang));
                if mv.get_promotion().is_some() {
                    assert!(!written.contains('='), "{}: {written}", lesson.id);
                }
                let parts: String = parts(&position, mv, &example.options(lang))
                    .iter()
                    .map(|p| p.text.as_str())
                    .collect();
                assert_eq!(
                    parts, written,
                    "{}: the parts build the written move",
                    lesson.id
                );
            }
        }
    }
}
