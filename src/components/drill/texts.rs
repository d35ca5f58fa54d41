//! The words of the drills: titles, instructions, prompts, verdicts and spoken moves, in the UI
//! language; moves in the drill's notation language. On a touch-only screen (`touch`) the
//! instructions say "tap" and name no keyboard keys.

use crate::i18n::{msg, tr, tr_args};
use crate::words::drills;
pub use crate::words::drills::title;
use crate::words::grading;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::drill::geometry::SquareColour;
use escaque_core::drill::screen::Earlier;
use escaque_core::drill::{Answer, Attempt, Drill, DrillSpec, Expected, Mode, Prompt};
use escaque_core::san::CastlingSide;
use escaque_core::settings::UiLanguage;
use escaque_core::spoken::move_facts;
use escaque_core::written_square::{read_square, SquareError};
use escaque_core::{Language, Notation, Position, Role};

/// What to do in this run: a game drill says whether moves are written or played.
pub fn instructions(ui: UiLanguage, drill: &Drill, touch: bool) -> String {
    let mode = drill.spec().mode();
    match mode {
        Mode::Game if drill.plays_moves() => tr(ui, msg::DRILL_INTRO_GAME_PLAY),
        Mode::Game => tr(ui, msg::DRILL_INTRO_GAME_WRITE),
        // An old book counts Black's ranks from Black's side: said with what to do.
        Mode::OldBook => {
            let intro = if drill.plays_moves() {
                tr(ui, msg::DRILL_INTRO_OLD_BOOK_PLAY)
            } else {
                drills::intro(ui, mode, touch)
            };
            format!("{intro} {}", tr(ui, msg::DRILL_OLD_BOOK_RANKS))
        }
        _ => drills::intro(ui, mode, touch),
    }
}

/// The text of a prompt as shown in `[data-prompt]`. The name drills show a question (their
/// square or move is on the board); play-move shows the move written in the drill's language.
pub fn prompt(ui: UiLanguage, drill: &Drill, prompt: &Prompt) -> String {
    let spec = drill.spec();
    match (spec.mode(), prompt) {
        (Mode::Name, _) => tr(ui, msg::DRILL_PROMPT_NAME),
        (Mode::NameMove, _) => tr(ui, msg::DRILL_PROMPT_NAME_MOVE),
        (Mode::WriteFen, _) => tr(ui, msg::DRILL_PROMPT_WRITE_FEN),
        (Mode::PlayMove, Prompt::Move { position, mv, .. }) => spec.write_short(position, *mv),
        (Mode::Game | Mode::OldBook, Prompt::Move { position, mv, .. }) => {
            let number = move_number(position);
            // Old-book shows the book's move, whether the student writes or plays it, named
            // so that both readings of `KN` agree (`Drill::describe`).
            if spec.mode() == Mode::OldBook {
                format!("{number} {}", drill.describe(prompt))
            } else if drill.plays_moves() {
                format!("{number} {}", spec.write_move(position, *mv))
            } else {
                format!("{number} ?")
            }
        }
        _ => prompt.to_string(),
    }
}

/// `5.` before White's move, `5...` before Black's.
pub fn move_number(position: &Position) -> String {
    let n = position.fullmove_number();
    if position.turn() == escaque_core::chess::Color::White {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}

/// A colour's word, as inside a sentence ("clara").
pub fn colour(ui: UiLanguage, colour: SquareColour) -> String {
    let id = match colour {
        SquareColour::Light => msg::ANSWER_LIGHT,
        SquareColour::Dark => msg::ANSWER_DARK,
    };
    in_sentence(&tr(ui, id))
}

/// A key's label as a word inside a sentence: its first letter in lower case ("Clara" →
/// "clara", "Sí" → "sí"); the labels are adjectives and particles in every UI language.
fn in_sentence(label: &str) -> String {
    let mut chars = label.chars();
    chars
        .next()
        .map(|first| first.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "yes" or "no" inside a sentence.
fn yes_no(ui: UiLanguage, yes: bool) -> String {
    in_sentence(&tr(ui, if yes { msg::ANSWER_YES } else { msg::ANSWER_NO }))
}

/// An answer in words: colours and yes/no translated, moves in the drill's notation.
pub fn answer(ui: UiLanguage, drill: &Drill, attempt: &Attempt) -> String {
    match (&attempt.given, attempt.prompt) {
        (Answer::Colour(c), _) => colour(ui, *c),
        (Answer::YesNo(yes), _) => yes_no(ui, *yes),
        (Answer::Move(mv), Prompt::Move { position, .. }) => {
            drill.spec().write_short(&position, *mv)
        }
        (Answer::Text(text), _) => text.trim().to_string(),
        (other, _) => other.to_string(),
    }
}

/// The right answer in words.
pub fn expected(ui: UiLanguage, drill: &Drill, attempt: &Attempt) -> String {
    match (attempt.expected, attempt.prompt) {
        (Expected::Colour(c), _) => colour(ui, c),
        (Expected::YesNo(yes), _) => yes_no(ui, yes),
        (Expected::Move(_), prompt) => drill.describe(&prompt),
        (other, _) => other.to_string(),
    }
}

/// The square policy's reason for a square written another way (`5d`, `D7`): refused, never
/// read as the square.
/// With the square meant.
fn written_slip(ui: UiLanguage, attempt: &Attempt) -> Option<(String, String)> {
    let Answer::Text(text) = &attempt.given else {
        return None;
    };
    match read_square(text) {
        Err(SquareError::Slip(slip)) => Some((grading::written_slip(ui, &slip), slip.meant())),
        _ => None,
    }
}

/// The verdict after an answer, with the right answer and, for written moves, why. A square
/// drill's verdict names its own prompt ("g8: pulsaste h8."), as the next prompt is already up.
pub fn verdict(ui: UiLanguage, drill: &Drill, attempt: &Attempt, touch: bool) -> String {
    let mode = drill.spec().mode();
    if let Prompt::Position { .. } = attempt.prompt {
        return super::fen::verdict(ui, attempt);
    }
    if let (Some(grade), Prompt::Move { position, .. }, Answer::Text(text)) =
        (&attempt.grade, attempt.prompt, &attempt.given)
    {
        return grading::feedback_in(ui, &position, grade, text, drill.spec().notation());
    }
    if let Prompt::Move { .. } = attempt.prompt {
        let right = expected(ui, drill, attempt);
        return if attempt.correct {
            tr_args(ui, msg::MOVE_CORRECT, &[("canonical", &right)])
        } else {
            tr_args(
                ui,
                msg::MOVE_PLAYED_WRONG,
                &[("given", &answer(ui, drill, attempt)), ("expected", &right)],
            )
        };
    }
    let squares = attempt.prompt.squares();
    let (a, b) = (
        squares[0].to_string(),
        squares.get(1).map(|s| s.to_string()).unwrap_or_default(),
    );
    let id = if attempt.correct {
        msg::VERDICT_CORRECT
    } else {
        msg::VERDICT_WRONG
    };
    let detail = match (mode, attempt.expected) {
        (Mode::Find | Mode::Name, _) if attempt.correct => {
            return tr_args(ui, msg::VERDICT_SQUARE_RIGHT, &[("square", &a)]);
        }
        (Mode::Find, _) => {
            let id = if touch {
                msg::VERDICT_FIND_TOUCH
            } else {
                msg::VERDICT_FIND
            };
            return tr_args(
                ui,
                id,
                &[("given", &attempt.given.to_string()), ("expected", &a)],
            );
        }
        (Mode::Name, _) => {
            let wrong = tr_args(
                ui,
                msg::VERDICT_NAME,
                &[("given", &answer(ui, drill, attempt)), ("expected", &a)],
            );
            // A slip of writing: its reason, which names the square meant; the square asked
            // too when the slip meant another.
            return match written_slip(ui, attempt) {
                Some((slip, meant)) if meant == a => slip,
                Some((slip, _)) => format!("{wrong} {slip}"),
                None => wrong,
            };
        }
        (Mode::Colour, Expected::Colour(c)) => tr_args(
            ui,
            msg::VERDICT_COLOUR,
            &[("square", &a), ("colour", c.slug())],
        ),
        (Mode::Diagonal, Expected::YesNo(yes)) => tr_args(
            ui,
            msg::VERDICT_DIAGONAL,
            &[
                ("a", &a),
                ("b", &b),
                ("answer", if yes { "yes" } else { "no" }),
            ],
        ),
        (Mode::Knight, Expected::Number(n)) => tr_args(
            ui,
            msg::VERDICT_KNIGHT,
            &[("a", &a), ("b", &b), ("moves", &n.to_string())],
        ),
        _ => String::new(),
    };
    format!("{} {detail}", tr(ui, id)).trim().to_string()
}

/// A verdict beside a new question, named by the question it is about ("Pregunta 3: …",
/// "Jugada 12 de las blancas: …").
pub fn verdict_of(ui: UiLanguage, earlier: Earlier, verdict: &str) -> String {
    match earlier {
        Earlier::Question(n) => tr_args(
            ui,
            msg::DRILL_VERDICT_OF_QUESTION,
            &[("n", &n.to_string()), ("verdict", verdict)],
        ),
        Earlier::GameMove { number, white } => tr_args(
            ui,
            msg::DRILL_VERDICT_OF_MOVE,
            &[
                ("number", &number.to_string()),
                ("side", if white { "white" } else { "black" }),
                ("verdict", verdict),
            ],
        ),
    }
}

/// The notation of a move drill: its language, named in the UI language, and its piece
/// letters, king to knight ("Notación en español: R D T A C").
pub fn notation(ui: UiLanguage, language: Language) -> String {
    let name = tr_args(
        ui,
        msg::NOTATION_LANGUAGE_NAME,
        &[("code", language.code())],
    );
    tr_args(
        ui,
        msg::DRILL_NOTATION,
        &[("language", &name), ("letters", &language.piece_letters())],
    )
}

/// A notation's name as inside a sentence ("notación descriptiva española").
pub fn notation_name(ui: UiLanguage, of: Notation) -> String {
    match of {
        Notation::Algebraic(language) => tr_args(
            ui,
            msg::NOTATION_LANGUAGE_NAME,
            &[("code", language.code())],
        ),
        other => tr_args(ui, msg::NOTATION_OTHER_NAME, &[("code", other.code())]),
    }
}

/// `text` with its first letter in upper case (a name that begins a line).
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The line that names a move drill's notation: algebraic with its language's letters,
/// descriptive with its own (the pawn's `P` too; its files are named by the same letters),
/// ICCF with an example.
pub fn notation_of(ui: UiLanguage, of: Notation) -> String {
    match of {
        Notation::Algebraic(language) => notation(ui, language),
        Notation::Descriptive(lang) => {
            let letters: Vec<&str> = Role::KING_FIRST
                .into_iter()
                .map(|role| lang.letter(role))
                .collect();
            tr_args(
                ui,
                msg::DRILL_NOTATION_NAMED,
                &[
                    ("name", &capitalised(&notation_name(ui, of))),
                    ("letters", &letters.join(" ")),
                ],
            )
        }
        Notation::Iccf => tr(ui, msg::DRILL_NOTATION_ICCF),
    }
}

/// Old-book's notation line: the book's notation, and (when the student writes) the letters
/// to write with.
pub fn old_book_notation(ui: UiLanguage, spec: &DrillSpec, plays: bool) -> String {
    let book = spec.shown_notation();
    if plays {
        return notation_of(ui, book);
    }
    let language = spec.language();
    tr_args(
        ui,
        msg::DRILL_NOTATION_OLD_BOOK,
        &[
            ("book", &notation_name(ui, book)),
            ("language", &notation_name(ui, spec.notation())),
            ("letters", &language.piece_letters()),
        ],
    )
}

/// A move as a sentence for speech synthesis: "caballo a f3", "knight takes on d5, check".
pub fn spoken_move(
    ui: UiLanguage,
    position: &Position,
    mv: escaque_core::chess::ChessMove,
) -> String {
    let facts = move_facts(position, mv);
    let castling = match facts.castling {
        Some(CastlingSide::King) => "king",
        Some(CastlingSide::Queen) => "queen",
        None => "none",
    };
    let piece = piece_name(ui, facts.role, PieceForm::Lower);
    let promotion = facts
        .promotion
        .map(|r| piece_name(ui, r, PieceForm::Lower))
        .unwrap_or_else(|| "none".into());
    let check = if facts.mate {
        "mate"
    } else if facts.check {
        "check"
    } else {
        "none"
    };
    tr_args(
        ui,
        msg::SPEAK_MOVE,
        &[
            ("castling", castling),
            ("piece", &piece),
            ("capture", if facts.capture { "yes" } else { "no" }),
            ("to", &facts.to.to_string()),
            ("promotion", &promotion),
            ("check", check),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_verdict_beside_the_next_question_names_its_own_in_every_language() {
        let verdict = "✓ Cf3";
        assert_eq!(
            verdict_of(UiLanguage::Es, Earlier::Question(3), verdict),
            "Pregunta 3: ✓ Cf3"
        );
        assert_eq!(
            verdict_of(
                UiLanguage::Es,
                Earlier::GameMove {
                    number: 12,
                    white: false
                },
                verdict
            ),
            "Jugada 12 de las negras: ✓ Cf3"
        );
        assert_eq!(
            verdict_of(
                UiLanguage::En,
                Earlier::GameMove {
                    number: 12,
                    white: true
                },
                verdict
            ),
            "White’s move 12: ✓ Cf3"
        );
        for ui in UiLanguage::ALL {
            for earlier in [
                Earlier::Question(3),
                Earlier::GameMove {
                    number: 12,
                    white: true,
                },
            ] {
                let text = verdict_of(ui, earlier, verdict);
                assert!(text.contains("12") || text.contains('3'), "{text}");
                assert!(text.ends_with(verdict), "{text}");
                assert!(!text.contains("drill-") && !text.contains('{'), "{text}");
            }
        }
    }

    #[test]
    fn the_other_notations_are_named_with_their_letters() {
        let es: Notation = "descriptive-es".parse().unwrap();
        let en: Notation = "descriptive-en".parse().unwrap();
        assert_eq!(
            notation_of(UiLanguage::Es, es),
            "Notación descriptiva española: R D T A C P"
        );
        assert_eq!(
            notation_of(UiLanguage::En, en),
            "English descriptive notation: K Q R B N P"
        );
        assert!(notation_of(UiLanguage::Es, Notation::Iccf).contains("5254"));
        for ui in UiLanguage::ALL {
            for other in Notation::OTHERS {
                let text = notation_of(ui, other);
                assert!(!text.contains("notation-") && !text.contains('{'), "{text}");
            }
        }
    }

    #[test]
    fn the_notation_is_named_in_the_ui_language_with_its_letters() {
        assert_eq!(
            notation(UiLanguage::Es, Language::Es),
            "Notación en español: R D T A C"
        );
        assert_eq!(
            notation(UiLanguage::En, Language::En),
            "Notation in English: K Q R B N"
        );
        assert_eq!(
            notation(UiLanguage::Es, Language::De),
            "Notación en alemán: K D T L S"
        );
        for ui in UiLanguage::ALL {
            let text = notation(ui, Language::Fr);
            assert!(text.ends_with("R D T F C"), "{text}");
            assert!(!text.contains("drill-") && !text.contains('{'), "{text}");
        }
    }
}
