//! The class view of the results page: for each drill of the pasted results, named by its
//! title, each question with how many students missed it, most missed first
//! (`table[data-class-misses]`, a `tr[data-prompt]` a question, `data-question` its number from
//! 1, `data-prompt` what it asked when the drill is known, else its number in words), shown
//! with its number and what it asked (`2 · d4`, a game's `4. e5`); for a drill about squares,
//! the same on a board (`[data-class-board]`).

use crate::i18n::{msg, tr, tr_args};
use crate::state::AppState;
use crate::words::results::{drill_label, known_of, Known};
use escaque_core::chess::{Square, ALL_SQUARES};
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::result_code::{class_misses, ClassResults, DrillId, ResultCode};
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;

/// The results of one drill, in the order pasted.
fn by_drill(class: &ClassResults) -> Vec<(DrillId, Vec<ResultCode>)> {
    let mut groups: Vec<(DrillId, Vec<ResultCode>)> = Vec::new();
    for row in class.unique() {
        let id = row.code.drill();
        match groups.iter_mut().find(|(g, _)| *g == id) {
            Some((_, codes)) => codes.push(row.code),
            None => groups.push((id, vec![row.code])),
        }
    }
    groups
}

#[component]
pub fn ClassView(class: Memo<ClassResults>, known: Memo<Vec<Known>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let sections = move || {
        let ui = ui();
        let known = known.get();
        class.with(by_drill).into_iter().map(|(id, codes)| {
            let drill = known_of(&known, id).map(|(k, _)| k.clone());
            let misses = class_misses(&codes);
            let students = codes.len();
            // A question is its number: shown with what it asked when the drill is known
            // (label, prompt), else by its number alone: (number, label, prompt, missed, answered).
            let named: Vec<(usize, String, String, usize, usize)> = match drill.as_ref().filter(|d| !d.prompts.is_empty()) {
                Some(drill) => drill.misses(&codes).into_iter().map(|m| (m.index + 1, m.label, m.prompt, m.missed, m.answered)).collect(),
                None => misses.iter().map(|m| {
                    let number = tr_args(ui, msg::RESULTS_CLASS_NUMBER, &[("number", &(m.index + 1).to_string())]);
                    (m.index + 1, number.clone(), number, m.missed, m.answered)
                }).collect(),
            };
            let rows = named.into_iter().map(|(number, label, prompt, missed, answered)| {
                // In tenths (the page's styles have a width for each: no inline style).
                let width = (missed * 10 + answered / 2).checked_div(answered).unwrap_or(0) * 10;
                view! {
                    <tr data-prompt=prompt data-question=number.to_string() data-missed=missed.to_string()>
                        <th scope="row">{label}</th>
                        <td class="missed">
                            <span class="count">{tr_args(ui, msg::RESULTS_CLASS_MISSED, &[("missed", &missed.to_string()), ("answered", &answered.to_string())])}</span>
                            <span class="bar" aria-hidden="true"><span data-width=width.to_string()></span></span>
                        </td>
                    </tr>
                }
            }).collect_view();
            let board = drill.as_ref().filter(|d| d.spec.mode().is_square_drill()).map(|d| {
                let counts = d.square_misses(&misses);
                view! { <MissBoard ui=ui counts=counts/> }
            });
            let hint = drill.is_none().then(|| view! { <p class="hint">{tr(ui, msg::RESULTS_CLASS_GIVE_LINK)}</p> });
            view! {
                <section class="class-view" data-class-view=id.to_string()>
                    <h2>{tr_args(ui, msg::RESULTS_CLASS_TITLE, &[("drill", &drill_label(ui, &known, id))])}</h2>
                    <p class="hint">{tr_args(ui, msg::RESULTS_CLASS_INTRO, &[("count", &students.to_string())])}</p>
                    {hint}
                    <div class="class-misses">
                        <table data-class-misses="">
                            <thead><tr>
                                <th scope="col">{tr(ui, msg::RESULTS_CLASS_COL_PROMPT)}</th>
                                <th scope="col">{tr(ui, msg::RESULTS_CLASS_COL_MISSED)}</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                        {board}
                    </div>
                </section>
            }
        }).collect_view()
    };
    view! { <div class="class-views">{sections}</div> }
}

/// A board with each square's misses, White at the bottom; its text alternative lists them.
#[component]
fn MissBoard(ui: UiLanguage, counts: Vec<(Square, usize)>) -> impl IntoView {
    let most = counts.iter().map(|&(_, n)| n).max().unwrap_or(0).max(1);
    let count_of = |square: Square| {
        counts
            .iter()
            .find(|(s, _)| *s == square)
            .map_or(0, |&(_, n)| n)
    };
    let label = if counts.is_empty() {
        tr(ui, msg::RESULTS_CLASS_BOARD_NONE)
    } else {
        let each: Vec<String> = counts
            .iter()
            .map(|&(square, n)| {
                tr_args(
                    ui,
                    msg::RESULTS_CLASS_BOARD_SQUARE,
                    &[("square", &square.to_string()), ("count", &n.to_string())],
                )
            })
            .collect();
        tr_args(
            ui,
            msg::RESULTS_CLASS_BOARD,
            &[("squares", &each.join(", "))],
        )
    };
    // Rank 8 first, as White sees the board.
    let cells = (0..8)
        .rev()
        .flat_map(|rank| (0..8).map(move |file| ALL_SQUARES[rank * 8 + file]))
        .map(|square| {
            let n = count_of(square);
            let dark = colour_of(square) == SquareColour::Dark;
            let heat = (n * 3).div_ceil(most);
            view! {
                <span class="cell" class:dark=dark data-square=square.to_string()
                    data-heat=heat.to_string()>{(n > 0).then(|| n.to_string())}</span>
            }
        })
        .collect_view();
    let ranks = (1..=8)
        .rev()
        .map(|r| view! { <span>{r.to_string()}</span> })
        .collect_view();
    let files = ('a'..='h')
        .map(|f| view! { <span>{f.to_string()}</span> })
        .collect_view();
    view! {
        <figure class="miss-board">
            <div class="frame">
                <div class="ranks" aria-hidden="true">{ranks}</div>
                <div class="cells" role="img" aria-label=label.clone() data-class-board="">{cells}</div>
                <div class="files" aria-hidden="true">{files}</div>
            </div>
            <figcaption>{tr(ui, msg::RESULTS_CLASS_BOARD_CAPTION)}</figcaption>
        </figure>
    }
}
