//! The words of the square drills: titles, instructions, prompts and verdicts in the UI language.

use crate::i18n::{tr, tr_args};
use escaque_core::drill::geometry::SquareColour;
use escaque_core::drill::{Answer, Attempt, Expected, Mode, Prompt};
use escaque_core::settings::UiLanguage;

/// The drill's title.
pub fn title(ui: UiLanguage, mode: Mode) -> String {
    tr(ui, &format!("drill-title-{}", mode.slug()))
}

/// What to do, in one sentence.
pub fn instructions(ui: UiLanguage, mode: Mode) -> String {
    tr(ui, &format!("drill-intro-{}", mode.slug()))
}

/// The text of a prompt as shown in `[data-prompt]`. The name drill shows a question: its
/// square is marked on the board.
pub fn prompt(ui: UiLanguage, mode: Mode, prompt: &Prompt) -> String {
    match mode {
        Mode::Name => tr(ui, "drill-prompt-name"),
        _ => prompt.to_string(),
    }
}

/// A colour's word.
pub fn colour(ui: UiLanguage, colour: SquareColour) -> String {
    tr(ui, &format!("answer-{}", colour.slug()))
}

/// An answer in words: colours and yes/no translated, squares and numbers as they are.
pub fn answer(ui: UiLanguage, answer: &Answer) -> String {
    match answer {
        Answer::Colour(c) => colour(ui, *c),
        Answer::YesNo(yes) => tr(ui, if *yes { "answer-yes" } else { "answer-no" }),
        other => other.to_string(),
    }
}

/// The right answer in words.
pub fn expected(ui: UiLanguage, expected: Expected) -> String {
    match expected {
        Expected::Colour(c) => colour(ui, c),
        Expected::YesNo(yes) => tr(ui, if yes { "answer-yes" } else { "answer-no" }),
        other => other.to_string(),
    }
}

/// The verdict after an answer, with the right answer when it was wrong.
pub fn verdict(ui: UiLanguage, mode: Mode, attempt: &Attempt) -> String {
    let squares = attempt.prompt.squares();
    let (a, b) = (
        squares[0].to_string(),
        squares.get(1).map(|s| s.to_string()).unwrap_or_default(),
    );
    let expected = attempt.expected;
    let id = if attempt.correct {
        "verdict-correct"
    } else {
        "verdict-wrong"
    };
    let detail = match (mode, expected) {
        (Mode::Find, _) if !attempt.correct => tr_args(
            ui,
            "verdict-find",
            &[("given", &attempt.given.to_string()), ("expected", &a)],
        ),
        (Mode::Name, _) if !attempt.correct => tr_args(ui, "verdict-name", &[("expected", &a)]),
        (Mode::Colour, Expected::Colour(c)) => tr_args(
            ui,
            "verdict-colour",
            &[("square", &a), ("colour", c.slug())],
        ),
        (Mode::Diagonal, Expected::YesNo(yes)) => tr_args(
            ui,
            "verdict-diagonal",
            &[
                ("a", &a),
                ("b", &b),
                ("answer", if yes { "yes" } else { "no" }),
            ],
        ),
        (Mode::Knight, Expected::Number(n)) => tr_args(
            ui,
            "verdict-knight",
            &[("a", &a), ("b", &b), ("moves", &n.to_string())],
        ),
        _ => String::new(),
    };
    format!("{} {detail}", tr(ui, id)).trim().to_string()
}
