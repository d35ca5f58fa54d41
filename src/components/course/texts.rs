//! The course's words in the UI language: lesson titles and steps (`locales/<lang>/course.ftl`),
//! the pieces of a written move, the practice's prompts and verdicts.
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::words::grading;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::chess::Square;
use escaque_core::course::{
    self, Exercise, FenMiss, LessonState, Outcome, Part, PartKind, Practice,
};
use escaque_core::drill::fen::man_of_letter;
use escaque_core::grade::Verdict;
use escaque_core::san::CastlingSide;
use escaque_core::settings::UiLanguage;
use escaque_core::Role;

pub use crate::words::lessons::title;

/// A lesson's state in words ("nueva", "empezada", "dominada").
pub fn state(ui: UiLanguage, state: LessonState) -> String {
    let id = match state {
        LessonState::New => msg::COURSE_STATE_NEW,
        LessonState::Started => msg::COURSE_STATE_STARTED,
        LessonState::Mastered => msg::COURSE_STATE_MASTERED,
    };
    tr(ui, id)
}

/// The text of step `index` (from 0) of lesson `id` (`lesson-captures-1`); empty for a step the
/// lesson lacks (the tests check that every step has its text).
pub fn step(ui: UiLanguage, id: &str, index: usize) -> String {
    msg::lesson_steps(id)
        .get(index)
        .map(|&message| tr(ui, message))
        .unwrap_or_default()
}

/// Whether `text` is one character of `range` (a file's letter, a rank's digit).
fn is_one_of(text: &str, range: std::ops::RangeInclusive<char>) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| range.contains(&c)) && chars.next().is_none()
}

/// One piece of a written move, in words: "el caballo → C".
pub fn part(ui: UiLanguage, part: &Part) -> String {
    let text = part.text.trim();
    match part.kind {
        PartKind::Number { number, black } => tr_args(
            ui,
            if black {
                msg::COURSE_PART_NUMBER_BLACK
            } else {
                msg::COURSE_PART_NUMBER_WHITE
            },
            &[("number", &number.to_string()), ("text", text)],
        ),
        PartKind::Piece(role) => tr_args(
            ui,
            msg::COURSE_PART_PIECE,
            &[
                ("piece", &piece_name(ui, role, PieceForm::Lower)),
                ("text", text),
            ],
        ),
        PartKind::Pawn if text.is_empty() => tr(ui, msg::COURSE_PART_PAWN),
        // What tells two pieces apart (C.10) is named as what it is: a file, a rank, a square.
        PartKind::From if is_one_of(text, 'a'..='h') => {
            tr_args(ui, msg::COURSE_PART_PAWN_FILE, &[("text", text)])
        }
        PartKind::From if is_one_of(text, '1'..='8') => {
            tr_args(ui, msg::COURSE_PART_FROM_RANK, &[("text", text)])
        }
        PartKind::Pawn | PartKind::From => tr_args(ui, msg::COURSE_PART_FROM, &[("text", text)]),
        PartKind::PawnFile => tr_args(ui, msg::COURSE_PART_PAWN_FILE, &[("text", text)]),
        PartKind::Capture => tr_args(ui, msg::COURSE_PART_CAPTURE, &[("text", text)]),
        PartKind::To(square) => tr_args(
            ui,
            msg::COURSE_PART_TO,
            &[("square", &square.to_string()), ("text", text)],
        ),
        PartKind::Promotion(role) => tr_args(
            ui,
            msg::COURSE_PART_PROMOTION,
            &[
                ("piece", &piece_name(ui, role, PieceForm::Lower)),
                ("text", text),
            ],
        ),
        PartKind::Castle(CastlingSide::King) => {
            tr_args(ui, msg::COURSE_PART_CASTLE_KING, &[("text", text)])
        }
        PartKind::Castle(CastlingSide::Queen) => {
            tr_args(ui, msg::COURSE_PART_CASTLE_QUEEN, &[("text", text)])
        }
        PartKind::EnPassant => tr_args(ui, msg::COURSE_PART_EN_PASSANT, &[("text", text)]),
        PartKind::Check => tr_args(ui, msg::COURSE_PART_CHECK, &[("text", text)]),
        PartKind::Mate => tr_args(ui, msg::COURSE_PART_MATE, &[("text", text)]),
    }
}

/// What an exercise asks.
pub fn prompt(ui: UiLanguage, practice: &Practice, exercise: &Exercise, touch: bool) -> String {
    let written = practice.written(exercise).unwrap_or_default();
    let asked = prompt_alone(ui, exercise, &written, touch);
    // The arrow shows where a pawn goes, not what it becomes: said in words.
    match exercise.mv().and_then(|mv| mv.get_promotion()) {
        Some(piece) if matches!(exercise, Exercise::Write { .. } | Exercise::Check { .. }) => {
            let role = escaque_core::Role::from_piece(piece).english_name();
            format!(
                "{asked} {}",
                tr_args(ui, msg::COURSE_PROMPT_PROMOTES, &[("role", role)])
            )
        }
        _ => asked,
    }
}

/// What an exercise asks, before any word on a promotion.
fn prompt_alone(ui: UiLanguage, exercise: &Exercise, written: &str, touch: bool) -> String {
    // A square is tapped on a touch screen, chosen with a mouse or the keyboard.
    let square_id = |id: MessageId, touch_id: MessageId| if touch { touch_id } else { id };
    match *exercise {
        Exercise::Write { .. } => tr(ui, msg::COURSE_PROMPT_WRITE),
        Exercise::Play { .. } => tr_args(ui, msg::COURSE_PROMPT_PLAY, &[("move", written)]),
        Exercise::Find { square, .. } => tr_args(
            ui,
            square_id(msg::COURSE_PROMPT_FIND, msg::COURSE_PROMPT_FIND_TOUCH),
            &[("square", square)],
        ),
        Exercise::Name { .. } => tr(ui, msg::COURSE_PROMPT_NAME),
        Exercise::FenSquare {
            role: Some(role),
            white,
            ..
        } => {
            let piece = piece_name(ui, role, PieceForm::OfSide { white });
            tr_args(
                ui,
                square_id(
                    msg::COURSE_PROMPT_FEN_PIECE,
                    msg::COURSE_PROMPT_FEN_PIECE_TOUCH,
                ),
                &[("piece", &piece)],
            )
        }
        Exercise::FenSquare { role: None, .. } => tr(
            ui,
            square_id(
                msg::COURSE_PROMPT_FEN_EN_PASSANT,
                msg::COURSE_PROMPT_FEN_EN_PASSANT_TOUCH,
            ),
        ),
        Exercise::Check { .. } => tr_args(ui, msg::COURSE_PROMPT_CHECK, &[("move", written)]),
    }
}

/// The arrow of an exercise that shows one (write the move, is it written correctly?) in words,
/// for a screen reader: "the arrow goes from e5 to d6", with the rook's of a castling.
pub fn arrow_words(ui: UiLanguage, exercise: &Exercise) -> Option<String> {
    if !matches!(exercise, Exercise::Write { .. } | Exercise::Check { .. }) {
        return None;
    }
    let mv = exercise.mv()?;
    let (from, to) = (mv.get_source().to_string(), mv.get_dest().to_string());
    Some(match course::castling_rook(&exercise.position(), mv) {
        Some((rook_from, rook_to)) => tr_args(
            ui,
            msg::COURSE_PROMPT_ARROW_CASTLE,
            &[
                ("from", &from),
                ("to", &to),
                ("rook_from", &rook_from.to_string()),
                ("rook_to", &rook_to.to_string()),
            ],
        ),
        None => tr_args(
            ui,
            msg::COURSE_PROMPT_ARROW,
            &[("from", &from), ("to", &to)],
        ),
    })
}

/// The verdict on an answer, with the grader's reasons and notes.
pub fn verdict(ui: UiLanguage, practice: &Practice, outcome: &Outcome) -> String {
    let lesson = practice.lesson();
    let Some(exercise) = lesson.exercises.get(outcome.asked) else {
        return String::new();
    };
    let lang = practice.language();
    let position = exercise.position();
    let head = tr(
        ui,
        if outcome.correct {
            msg::COURSE_RIGHT
        } else {
            msg::COURSE_WRONG
        },
    );
    let expected_square = exercise.square().map(|s| s.to_string()).unwrap_or_default();
    match *exercise {
        Exercise::Write { .. } => outcome
            .grade
            .as_ref()
            .map(|g| write_verdict(ui, &position, g, &outcome.text, lang))
            .unwrap_or_default(),
        Exercise::Play { .. } => {
            let asked = practice.written(exercise).unwrap_or_default();
            match outcome.played {
                None => format!("{head} {asked}"),
                Some(played) => {
                    let given = escaque_core::write_move(
                        &position,
                        played,
                        &escaque_core::WriteOptions::short(lang),
                    );
                    let said = tr_args(
                        ui,
                        msg::MOVE_PLAYED_WRONG,
                        &[("given", &given), ("expected", &asked)],
                    );
                    // Another piece than the letter names (D for R): say which is which.
                    let role = |mv: escaque_core::chess::ChessMove| {
                        position
                            .board()
                            .piece_on(mv.get_source())
                            .map(Role::from_piece)
                    };
                    match (exercise.mv().and_then(role), role(played)) {
                        (Some(asked), Some(played))
                            if asked != played && asked != Role::Pawn && played != Role::Pawn =>
                        {
                            let letters = tr_args(
                                ui,
                                msg::COURSE_LETTERS_DIFFER,
                                &[
                                    ("letter", lang.letter(asked)),
                                    ("piece", &piece_name(ui, asked, PieceForm::WithArticle)),
                                    ("other_letter", lang.letter(played)),
                                    (
                                        "other_piece",
                                        &piece_name(ui, played, PieceForm::WithArticle),
                                    ),
                                ],
                            );
                            format!("{said} {letters}")
                        }
                        _ => said,
                    }
                }
            }
        }
        Exercise::FenSquare { .. } if !outcome.correct => {
            match outcome
                .square
                .and_then(|given| course::fen_miss(exercise, given).map(|m| (given, m)))
            {
                Some((given, miss)) => fen_miss_text(ui, given, &miss, &expected_square),
                None => tr_args(ui, msg::COURSE_WRONG_TEXT, &[("square", &expected_square)]),
            }
        }
        // A square named with a slip: what C.5 says, then the square asked if it meant another.
        Exercise::Name { .. } if outcome.slip.is_some() => slip_text(ui, outcome, &expected_square),
        Exercise::Find { .. } | Exercise::Name { .. } | Exercise::FenSquare { .. } => {
            match outcome.square {
                None if outcome.correct => format!("{head} {expected_square}"),
                None => tr_args(ui, msg::COURSE_WRONG_TEXT, &[("square", &expected_square)]),
                // A square pressed on the board is "that one"; a name answered is "you answered".
                Some(given) => tr_args(
                    ui,
                    if matches!(exercise, Exercise::Name { .. }) {
                        msg::COURSE_WRONG_NAMED
                    } else {
                        msg::COURSE_WRONG_SQUARE
                    },
                    &[("given", &given.to_string()), ("square", &expected_square)],
                ),
            }
        }
        Exercise::Check { .. } => {
            let Some(graded) = outcome.grade.as_ref() else {
                return head;
            };
            let text = &outcome.text;
            // "Right" before "is not written correctly" reads as praise of the text: a check's
            // right answer has its own words.
            let head = if outcome.correct {
                tr(ui, msg::COURSE_RIGHT_CHECK)
            } else {
                head
            };
            // The text is not the student's: no "you wrote"; and a reason under a headline
            // ("«Ax» is not written correctly: …") says the verdict on the text itself.
            if let Some(reason) = graded.reason.as_ref() {
                let said = match reason {
                    escaque_core::grade::Reason::DifferentMove { .. } => tr_args(
                        ui,
                        msg::COURSE_CHECK_OTHER_MOVE,
                        &[("move", text), ("canonical", &graded.canonical)],
                    ),
                    _ if reason.kind().headline().is_some() => {
                        grading::reason(ui, &position, reason, text, &graded.canonical, lang)
                    }
                    _ => String::new(),
                };
                if !said.is_empty() {
                    return format!("{head} {said}");
                }
            }
            let (id, why) = match graded.verdict {
                Verdict::Correct => (msg::COURSE_CHECK_YES, String::new()),
                Verdict::CorrectWithNotes => (
                    msg::COURSE_CHECK_YES,
                    graded
                        .notes
                        .iter()
                        .map(|&n| check_note(ui, n, &graded.canonical))
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
                Verdict::Wrong => (
                    msg::COURSE_CHECK_NO,
                    graded
                        .reason
                        .as_ref()
                        .map(|r| grading::reason(ui, &position, r, text, &graded.canonical, lang))
                        .unwrap_or_default(),
                ),
            };
            // "No." before "is written correctly" reads as "it is not": a "no" to a right text
            // says there is no mistake instead.
            if !outcome.correct && graded.verdict != Verdict::Wrong {
                // The ✗ beside it marks the student's "No", named first: never "✗ No mistake".
                let said = tr_args(ui, msg::FEEDBACK_CHECK_NO_MISSED, &[("move", text)]);
                return format!("{said} {why}").trim().to_string();
            }
            let said = tr_args(ui, id, &[("move", text), ("canonical", &graded.canonical)]);
            format!("{head} {said} {why}").trim().to_string()
        }
    }
}

/// The verdict on a written move. The lesson says the move it asks for ("Not right: it is
/// written 0-0"), so no "did you mean" other moves; and a reason that already writes the move
/// ("…the file it leaves (C.9.3): bxc6") is not preceded by "it is written bxc6" as well.
fn write_verdict(
    ui: UiLanguage,
    position: &escaque_core::Position,
    graded: &escaque_core::grade::Grade,
    answer: &str,
    lang: escaque_core::Language,
) -> String {
    let mut graded = graded.clone();
    graded.suggestions.clear();
    if graded.verdict == Verdict::Wrong {
        if let Some(reason) = graded.reason.as_ref() {
            let why = grading::reason(ui, position, reason, answer, &graded.canonical, lang);
            // A reason that lists several moves (ambiguous, a pawn capture without its file)
            // does not say which is asked: "it is written gxf5" comes first then.
            // (A pawn capture without its file names only the move asked, when it is one.)
            let lists_others = match reason {
                escaque_core::grade::Reason::Ambiguous { candidates } => candidates.len() > 1,
                _ => false,
            };
            if why.contains(graded.canonical.as_str()) && !lists_others {
                return format!("{} {why}", tr(ui, msg::COURSE_WRONG));
            }
        }
    }
    // Castling with zeros where the notation writes O-O: the castling lesson teaches both as
    // right, so the course says so (the drills' note speaks of "this drill").
    if graded.verdict == Verdict::CorrectWithNotes
        && graded.notes == [escaque_core::grade::Note::CastlingSpelling]
        && answer.contains('0')
    {
        return format!(
            "{} {}",
            tr(ui, msg::COURSE_RIGHT),
            tr(ui, msg::COURSE_CASTLING_BOTH)
        );
    }
    grading::feedback(ui, position, &graded, answer, lang)
}

/// A square named with a slip (`B7`, `7b`): the square policy's reason (the rule in plain
/// words, the square meant, the article), then the square asked if the slip meant another.
fn slip_text(ui: UiLanguage, outcome: &Outcome, expected_square: &str) -> String {
    let wrong = || tr_args(ui, msg::COURSE_WRONG_TEXT, &[("square", expected_square)]);
    let Some(slip) = &outcome.slip else {
        return wrong();
    };
    let why = grading::written_slip(ui, slip);
    if slip.meant() == expected_square {
        why
    } else {
        format!("{why} {}", wrong())
    }
}

/// A note on the written text of "is this written correctly?": the text is not the
/// student's, so the long form is named as such, not as "you used the long form".
fn check_note(ui: UiLanguage, note: escaque_core::grade::Note, canonical: &str) -> String {
    match note {
        escaque_core::grade::Note::LongForm => tr(ui, msg::COURSE_CHECK_LONG_FORM),
        _ => grading::note(ui, note, canonical),
    }
}

/// What a wrong square in a FEN exercise missed, in words: the FEN's group of the piece's
/// rank, or where in the group the piece is, or the en passant field.
pub fn fen_miss_text(ui: UiLanguage, given: Square, miss: &FenMiss, square: &str) -> String {
    let given_name = given.to_string();
    let given_file = given_name[..1].to_string();
    let given_rank = given_name[1..].to_string();
    match miss {
        FenMiss::Rank {
            group,
            rank,
            letter,
        } => tr_args(
            ui,
            msg::COURSE_FEN_WRONG_RANK,
            &[
                ("given", &given_name),
                ("given_rank", &given_rank),
                ("group", group),
                ("rank", &rank.to_string()),
                ("letter", &letter.to_string()),
                ("square", square),
            ],
        ),
        FenMiss::File {
            group,
            rank,
            letter,
            before,
            file,
        } => tr_args(
            ui,
            msg::COURSE_FEN_WRONG_FILE,
            &[
                ("given", &given_name),
                ("given_file", &given_file),
                ("group", group),
                ("rank", &rank.to_string()),
                ("letter", &letter.to_string()),
                ("before", &before.to_string()),
                (
                    "place",
                    match before {
                        0 => "first",
                        1 => "second",
                        _ => "later",
                    },
                ),
                ("file", &file.to_string()),
                ("square", square),
            ],
        ),
        FenMiss::Colour {
            pressed_letter,
            letter,
        } => {
            let name = |letter: &char| match man_of_letter(*letter) {
                Some((role, white)) => piece_name(ui, role, PieceForm::OfSide { white }),
                None => letter.to_string(),
            };
            tr_args(
                ui,
                msg::COURSE_FEN_WRONG_COLOUR,
                &[
                    ("given", &given_name),
                    ("pressed", &pressed_letter.to_string()),
                    ("pressed_piece", &name(pressed_letter)),
                    ("letter", &letter.to_string()),
                    ("piece", &name(letter)),
                    ("square", square),
                ],
            )
        }
        FenMiss::EnPassant { field } => tr_args(
            ui,
            msg::COURSE_FEN_WRONG_EN_PASSANT,
            &[("given", &given_name), ("field", field), ("square", square)],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::course::{citations, Segment, LESSONS};

    /// Every lesson has its title and exactly its steps in every UI language (no step more,
    /// none missing), and every article its steps cite is one a lesson teaches.
    #[test]
    fn every_lesson_has_its_steps_in_every_language() {
        for lesson in LESSONS {
            assert_eq!(
                msg::lesson_steps(lesson.id).len(),
                lesson.steps.len(),
                "the steps' texts of {}",
                lesson.id
            );
        }
        for ui in UiLanguage::ALL {
            for lesson in LESSONS {
                assert!(!title(ui, lesson.id).is_empty());
                for n in 0..lesson.steps.len() {
                    let text = step(ui, lesson.id, n);
                    assert!(
                        !text.is_empty() && !text.starts_with("lesson-"),
                        "{} step {n} in {}",
                        lesson.id,
                        ui.code()
                    );
                    for segment in citations(&text) {
                        if let Segment::Text(t) = segment {
                            assert!(!t.contains("(C."), "an unknown article in {t}");
                        }
                    }
                }
                assert_eq!(step(ui, lesson.id, lesson.steps.len()), "");
            }
        }
    }

    /// A wrong square in a FEN exercise is told in every language with every variable filled:
    /// on another rank, the piece's group; on its rank, one square, two or more before it; the
    /// en passant field.
    #[test]
    fn a_fen_miss_reads_in_every_language() {
        use escaque_core::chess::{File, Rank};
        use escaque_core::course::{fen_miss, lesson};
        let fen = lesson("fen").unwrap();
        for ui in UiLanguage::ALL {
            let mut told = 0;
            for e in fen.exercises {
                let Some(asked) = e.square() else { continue };
                for file in 0..8 {
                    for rank in [
                        asked.get_rank().to_index(),
                        (asked.get_rank().to_index() + 3) % 8,
                    ] {
                        let given =
                            Square::make_square(Rank::from_index(rank), File::from_index(file));
                        let Some(miss) = fen_miss(e, given) else {
                            continue;
                        };
                        let text = fen_miss_text(ui, given, &miss, &asked.to_string());
                        assert!(
                            !text.contains('{')
                                && !text.starts_with("course-")
                                && text.contains(&asked.to_string()),
                            "{}: {text}",
                            ui.code()
                        );
                        told += 1;
                    }
                }
            }
            assert!(told > 50, "{told}");
        }
    }

    /// An exercise that shows a promotion with an arrow (write it; is it written correctly?)
    /// says what the pawn becomes, in every language: the arrow cannot. Two exercises with the
    /// same arrow and another piece ask two different questions.
    #[test]
    fn a_promotion_exercise_says_what_the_pawn_becomes() {
        use escaque_core::course::{lesson, Practice};
        use escaque_core::Language;
        let promotion = lesson("promotion").unwrap();
        let practice = Practice::new(promotion, Language::Es);
        for ui in UiLanguage::ALL {
            // (arrow, piece, prompt) of each exercise that shows a promotion by an arrow.
            let mut said = Vec::new();
            for e in promotion.exercises {
                if !matches!(e, Exercise::Write { .. } | Exercise::Check { .. }) {
                    continue;
                }
                let Some(mv) = e.mv().filter(|m| m.get_promotion().is_some()) else {
                    continue;
                };
                let text = prompt(ui, &practice, e, false);
                let alone = prompt_alone(ui, e, &practice.written(e).unwrap_or_default(), false);
                assert!(
                    text.len() > alone.len() && !text.contains('{'),
                    "{}: {text}",
                    ui.code()
                );
                said.push(((mv.get_source(), mv.get_dest()), mv.get_promotion(), text));
            }
            assert!(said.len() >= 4, "{}", ui.code());
            for (arrow, piece, text) in &said {
                for (other_arrow, other_piece, other_text) in &said {
                    if arrow == other_arrow && piece != other_piece {
                        assert_ne!(
                            text,
                            other_text,
                            "{}: the same arrow, another piece",
                            ui.code()
                        );
                    }
                }
            }
        }
    }

    /// In every language, a castling reason cites C.13 and the citation links to the castling
    /// lesson; the check mark's note cites it too and links to the lesson on check and mate.
    #[test]
    fn a_castling_reason_links_to_castling_in_every_language() {
        use crate::words::grading::feedback;
        use escaque_core::course::{citations_about, grade_codes};
        use escaque_core::grade::{Note, ReasonCode};
        let cases = [
            (ReasonCode::CastlingAsKingMove.example(), "castling"),
            (Note::CastlingSpelling.example(), "castling"),
            (Note::CheckMarkMissing.example(), "check-mate"),
            (Note::EnPassantMark.example(), "en-passant"),
        ];
        for ui in UiLanguage::ALL {
            for (example, lesson) in &cases {
                let graded = example.grade();
                let text = feedback(
                    ui,
                    &example.position(),
                    &graded,
                    example.answer,
                    example.language,
                );
                let links: Vec<&str> = citations_about(&text, &grade_codes(&graded))
                    .into_iter()
                    .filter_map(|s| match s {
                        Segment::Article { lesson, .. } => Some(lesson),
                        Segment::Text(_) => None,
                    })
                    .collect();
                assert_eq!(links, [*lesson], "{}: {text}", ui.code());
            }
        }
    }

    /// A written move's verdict in every language: no "did you mean" other moves (the lesson
    /// names the one asked), the expected move written once, not twice; in "is this written
    /// correctly?", another move names the arrow's, and the long form is not "you used".
    #[test]
    fn the_course_verdicts_say_the_move_once_and_suggest_nothing() {
        use escaque_core::course::{position, uci_move};
        use escaque_core::grade::{grade, Profile};
        use escaque_core::Language;
        let castle = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        let pawns = position("rnbqkbnr/pp1ppppp/8/1Pp5/8/8/P1PPPPPP/RNBQKBNR w KQkq c6 0 3");
        for ui in UiLanguage::ALL {
            let lang = Language::Es;
            // "g1" for 0-0: the grader suggests moves; the course does not.
            let g = grade(
                &castle,
                uci_move(&castle, "e1g1").unwrap(),
                "g1",
                lang,
                Profile::Fide,
            );
            assert!(!g.suggestions.is_empty());
            let text = write_verdict(ui, &castle, &g, "g1", lang);
            assert!(text.contains("0-0"), "{}: {text}", ui.code());
            for m in &g.suggestions {
                let m =
                    escaque_core::write_move(&castle, *m, &escaque_core::WriteOptions::short(lang));
                assert!(!text.contains(&m), "{}: {text}", ui.code());
            }
            // "c6" for bxc6: the reason writes bxc6, and only it.
            let g = grade(
                &pawns,
                uci_move(&pawns, "b5c6").unwrap(),
                "c6",
                lang,
                Profile::Fide,
            );
            let text = write_verdict(ui, &pawns, &g, "c6", lang);
            assert_eq!(text.matches("bxc6").count(), 1, "{}: {text}", ui.code());
            let long = check_note(ui, escaque_core::grade::Note::LongForm, "Cf3");
            assert_ne!(
                long,
                grading::note(ui, escaque_core::grade::Note::LongForm, "Cf3")
            );
            assert!(
                !long.starts_with("course-") && long.contains("(C.8)"),
                "{long}"
            );
            let other = tr_args(
                ui,
                msg::COURSE_CHECK_OTHER_MOVE,
                &[("move", "exd5"), ("canonical", "cxd5")],
            );
            assert!(other.contains("exd5") && other.contains("cxd5"), "{other}");
        }
    }

    /// From beginners' walks: a pawn capture without its file names only the move asked; a
    /// reason that lists two moves (an ambiguous text) is preceded by the move asked; a "no" to a text written correctly
    /// does not start with "No." before "it is written correctly".
    #[test]
    fn a_listing_reason_names_the_move_asked_and_a_missed_yes_says_there_is_no_mistake() {
        use escaque_core::course::{lesson, position, uci_move, Practice};
        use escaque_core::grade::{grade, Profile};
        use escaque_core::Language;
        // Pawns on e4 and g4 can both take on f5: "f5" for gxf5 names gxf5.
        let two = position("4k3/8/8/5p2/4P1P1/8/8/4K3 w - - 0 1");
        let gxf5 = uci_move(&two, "g4f5").unwrap();
        for ui in UiLanguage::ALL {
            let g = grade(&two, gxf5, "f5", Language::Es, Profile::Fide);
            assert_eq!(
                g.reason.as_ref().unwrap().code(),
                "pawn_capture_file_missing"
            );
            let text = write_verdict(ui, &two, &g, "f5", Language::Es);
            // Only the move asked: "exf5 or gxf5" read as "either will do" (a second walk).
            assert!(text.contains("gxf5"), "{}: {text}", ui.code());
            assert!(!text.contains("exf5"), "{}: {text}", ui.code());
        }
        // The promotion lesson's "is d8=D written correctly?", answered "no".
        let promotion = lesson("promotion").unwrap();
        let (at, exercise) = promotion
            .exercises
            .iter()
            .enumerate()
            .find(|(_, e)| {
                matches!(
                    e,
                    Exercise::Check {
                        written: "d8=Q",
                        ..
                    }
                )
            })
            .expect("the lesson asks about d8=Q");
        let practice = Practice::new(promotion, Language::Es);
        let text = practice.written(exercise).unwrap();
        let graded = grade(
            &exercise.position(),
            exercise.mv().unwrap(),
            &text,
            Language::Es,
            Profile::Fide,
        );
        assert_ne!(graded.verdict, escaque_core::grade::Verdict::Wrong);
        let outcome = escaque_core::course::Outcome {
            index: at,
            asked: at,
            correct: false,
            grade: Some(graded),
            text,
            played: None,
            square: None,
            slip: None,
        };
        for ui in UiLanguage::ALL {
            let text = verdict(ui, &practice, &outcome);
            assert!(
                !text.starts_with(&tr(ui, msg::COURSE_WRONG)),
                "{}: {text}",
                ui.code()
            );
            assert!(
                text.contains("d8=D") || text.contains("d8=Q"),
                "{}: {text}",
                ui.code()
            );
        }
    }

    /// The pieces of a move read as words in every language, and the prompts of every
    /// exercise fill every variable.
    #[test]
    fn parts_and_prompts_read_in_every_language() {
        use escaque_core::course::{parts, Practice};
        use escaque_core::{Language, WriteOptions};
        for ui in UiLanguage::ALL {
            for lesson in LESSONS {
                let practice = Practice::new(lesson, Language::Es);
                for e in lesson.exercises {
                    // As a touch screen and as a mouse ask them.
                    for touch in [false, true] {
                        let text = prompt(ui, &practice, e, touch);
                        assert!(
                            !text.contains('{') && !text.starts_with("course-"),
                            "{text}"
                        );
                    }
                    if let Some(words) = arrow_words(ui, e) {
                        assert!(
                            !words.contains('{') && !words.starts_with("course-"),
                            "{words}"
                        );
                        let mv = e.mv().unwrap();
                        assert!(words.contains(&mv.get_dest().to_string()), "{words}");
                    }
                    if let Some(mv) = e.mv() {
                        for p in parts(&e.position(), mv, &WriteOptions::long(Language::Es)) {
                            let words = part(ui, &p);
                            assert!(
                                !words.starts_with("course-") && !words.contains('{'),
                                "{words}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// A worked example written with its number (`3...exd4`) is the move its step's text
    /// names, in every language, and its number reads as words.
    #[test]
    fn a_numbered_example_is_the_move_its_text_names() {
        use escaque_core::course::{numbered_parts, Step};
        use escaque_core::{Language, WriteOptions};
        let mut seen = 0;
        for lesson in LESSONS {
            for (index, s) in lesson.steps.iter().enumerate() {
                let Step::Example(example) = *s else { continue };
                if !example.numbered {
                    continue;
                }
                let position = escaque_core::course::position(example.fen);
                let mv = escaque_core::course::uci_move(&position, example.uci).unwrap();
                let parts = numbered_parts(&position, mv, &WriteOptions::short(Language::En));
                let written: String = parts.iter().map(|p| p.text.as_str()).collect();
                for ui in UiLanguage::ALL {
                    let text = step(ui, lesson.id, index);
                    assert!(text.contains(&written), "{}: {text} / {written}", ui.code());
                    let number = part(ui, &parts[0]);
                    assert!(!number.contains('{') && number.contains("..."), "{number}");
                }
                seen += 1;
            }
        }
        assert!(seen > 0);
    }
}

#[cfg(test)]
mod walk_tests {
    use super::*;
    use escaque_core::course::{lesson, Reply};
    use escaque_core::Language;

    /// From a second beginner's walk: "B7" and "7b" for b7 say what C.5 says; a white pawn
    /// pressed for a black one says capitals are White's, not where the rank is.
    #[test]
    fn slips_in_a_square_and_a_fens_case_are_named() {
        let board = lesson("board").unwrap();
        let (at, square) = board
            .exercises
            .iter()
            .enumerate()
            .find_map(|(i, e)| match e {
                Exercise::Name { square, .. } => Some((i, *square)),
                _ => None,
            })
            .unwrap();
        for ui in UiLanguage::ALL {
            let meant: Square = square.parse().unwrap();
            for (text, slip) in [
                (
                    square.to_ascii_uppercase(),
                    escaque_core::written_square::Slip::CapitalFile { square: meant },
                ),
                (
                    square.chars().rev().collect(),
                    escaque_core::written_square::Slip::Reversed { square: meant },
                ),
            ] {
                let mut practice = Practice::new(board, Language::Es);
                while !std::ptr::eq(practice.exercise().unwrap(), &board.exercises[at]) {
                    let reply = match practice.exercise().unwrap() {
                        Exercise::Find { square, .. } | Exercise::Name { square, .. } => {
                            Reply::Square(square.parse().unwrap())
                        }
                        _ => unreachable!("the board lesson asks squares"),
                    };
                    practice.answer(reply).unwrap();
                }
                let outcome = practice.answer(Reply::Text(text.clone())).unwrap().clone();
                let said = verdict(ui, &practice, &outcome);
                // The square policy's one wording of the slip.
                let rule = grading::written_slip(ui, &slip);
                assert!(said.contains(&rule), "{}: {said}", ui.code());
            }
        }
        // "Re2" played with the queen: R is the king, D the queen.
        let pieces = lesson("pieces").unwrap();
        let mut practice = Practice::new(pieces, Language::Es);
        while !matches!(practice.exercise(), Some(Exercise::Play { .. })) {
            let e = *practice.exercise().unwrap();
            let wrong = match e {
                Exercise::Check { .. } => Reply::YesNo(true),
                _ => Reply::Text("?".into()),
            };
            practice.answer(wrong).unwrap();
            practice.go_on();
        }
        let position = practice.exercise().unwrap().position();
        let queen = escaque_core::course::uci_move(&position, "d1e2").unwrap();
        let outcome = practice.answer(Reply::Move(queen)).unwrap().clone();
        let said = verdict(UiLanguage::Es, &practice, &outcome);
        assert!(said.contains("R es el rey; D, la dama."), "{said}");
        let fen = lesson("fen").unwrap();
        let black_pawn = fen
            .exercises
            .iter()
            .find(|e| {
                matches!(
                    e,
                    Exercise::FenSquare {
                        role: Some(Role::Pawn),
                        white: false,
                        ..
                    }
                )
            })
            .unwrap();
        let miss = course::fen_miss(black_pawn, Square::D2).unwrap();
        for ui in UiLanguage::ALL {
            let said = fen_miss_text(ui, Square::D2, &miss, "e5");
            assert!(
                said.contains("“P”")
                    || said.contains("«P»")
                    || said.contains("„P“")
                    || said.contains("« P »"),
                "{}: {said}",
                ui.code()
            );
            assert!(!said.contains('{'), "{said}");
        }
    }
}
