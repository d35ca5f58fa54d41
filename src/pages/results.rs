//! A class's results: the teacher pastes what the students sent (codes, result links, names
//! before them, one a line) and, optionally, the drill's link; gets a sortable table (a
//! repeated code flagged), the class view (each prompt with how many missed it) and a CSV file.
//! Lines that hold no result are listed with their number and why.
//!
//! The page contract: `textarea[name=codes]`, `input[name=drill]`, `tr[data-row]` (with
//! `data-duplicate` on a repeated code, `data-unfinished` on a run stopped before its end, the
//! score in `td[data-score]` out of the drill's questions), `.problems li[data-line]`,
//! `[data-drill-known]`, a result's drill in `td[data-drill]` (named by its title, else its mode
//! and the day it was made, when the link or this device's list of made drills knows it),
//! `table[data-class-misses]` (a `tr[data-prompt]` a prompt, most missed first),
//! `[data-class-board]` for square drills, `button.export`. The route's query `drill` carries a
//! drill link, percent-encoded: `/results?drill=%2Fdrill%2Ffind%3Fv%3D1%26…` (the builder's
//! "class results" link).

use crate::components::class_view::ClassView;
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::library;
use crate::platform::{self, intl};
use crate::state::{AppState, Kept};
use crate::words::errors;
use crate::words::results::{drill_label, drill_title, known_of, Known};
use escaque_core::drill::draft::MadeDrills;
use escaque_core::drill::{DrillError, DrillSpec};
use escaque_core::library::Library;
use escaque_core::result_code::{
    class_csv, class_results, made_drills_of, read_drill_link, results_query_drill, sort_rows,
    ClassRow, Column, DrillId, DrillLinkError, KnownDrill, PasteError, PastedResults, Separator,
    CSV_COLUMNS,
};
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;
use leptos_router::hooks::use_location;
use std::rc::Rc;

/// What the page knows of the drill from its link.
#[derive(Clone, Debug, PartialEq)]
pub enum DrillState {
    /// No link given.
    None,
    /// The game library is on its way (a move drill of the library).
    Loading,
    Known(Box<KnownDrill>),
    /// The link cannot be used: why, in the UI language.
    Problem(String),
}

/// Why a pasted line holds no result, in the UI language.
fn skip_reason(ui: UiLanguage, error: &PasteError) -> String {
    match error {
        PasteError::NotACode => tr(ui, msg::RESULTS_NOT_A_CODE),
        PasteError::Refused(e) => errors::result(ui, e),
    }
}

/// A pasted line as quoted in a message: at most 32 characters.
fn quoted(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(32) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// The CSV export's header, one message per column (`results-csv-<n>`).
const CSV_HEADER: [MessageId; CSV_COLUMNS] = [
    msg::RESULTS_CSV_0,
    msg::RESULTS_CSV_1,
    msg::RESULTS_CSV_2,
    msg::RESULTS_CSV_3,
    msg::RESULTS_CSV_4,
    msg::RESULTS_CSV_5,
    msg::RESULTS_CSV_6,
    msg::RESULTS_CSV_7,
    msg::RESULTS_CSV_8,
    msg::RESULTS_CSV_9,
];

#[component]
pub fn ResultsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let location = use_location();
    // Kept on the device: a reload finds both fields as they were. A drill link in the route
    // (the builder's "class results") wins over the kept one.
    let kept = Kept::<PastedResults>::load(app.notices, msg::NOTICE_RESULTS_DAMAGED);
    let stored = kept.value.get_untracked();
    let drill_text = RwSignal::new(
        results_query_drill(&location.search.get_untracked()).unwrap_or(stored.drill),
    );
    let text = RwSignal::new(stored.codes);
    Effect::new(move |_| {
        let (codes, drill) = (text.get(), drill_text.get());
        let changed = kept
            .value
            .with_untracked(|k| k.codes != codes || k.drill != drill);
        if changed {
            kept.update(|k| *k = PastedResults { codes, drill });
        }
    });
    // The drills this device made: a result of one of them is named by its title and its
    // questions, without its link.
    let made = Kept::<MadeDrills>::load(app.notices, msg::NOTICE_DRILLS_DAMAGED);
    let sort = RwSignal::new((Column::Name, false));
    let library = RwSignal::new_local(None::<Rc<Library>>);
    let library_failed = RwSignal::new(None::<String>);

    let spec =
        Memo::new(move |_| drill_text.with(|t| (!t.trim().is_empty()).then(|| read_drill_link(t))));
    let class = Memo::new(move |_| text.with(|t| class_results(t)));
    let made_specs = Memo::new(move |_| {
        let ids: Vec<DrillId> = class.with(|c| c.unique().map(|r| r.code.drill()).collect());
        made.value.with(|made| made_drills_of(made, ids))
    });
    // A shared move drill of the library needs the library to draw its prompts.
    Effect::new(move |_| {
        let needs_one = |s: &DrillSpec| s.is_shared() && s.needs_library();
        let needs = matches!(spec.get(), Some(Ok(s)) if needs_one(&s))
            || made_specs.with(|m| m.iter().any(|(s, _)| needs_one(s)));
        if needs && library.with_untracked(Option::is_none) {
            leptos::task::spawn_local(async move {
                match library::load().await {
                    Ok(loaded) => library.set(Some(loaded)),
                    Err(library::LoadError::Fetch(why) | library::LoadError::Decode(why)) => {
                        library_failed.set(Some(why))
                    }
                }
            });
        }
    });
    let drill = Memo::new(move |_| {
        let ui = ui();
        match spec.get() {
            None => DrillState::None,
            Some(Err(DrillLinkError::NotADrillLink)) => {
                DrillState::Problem(tr(ui, msg::RESULTS_DRILL_NOT_A_LINK))
            }
            Some(Err(DrillLinkError::Spec(e))) => DrillState::Problem(errors::spec(ui, &e)),
            Some(Ok(spec)) => {
                let needs = spec.is_shared() && spec.needs_library();
                if let (true, Some(why)) = (needs, library_failed.get()) {
                    return DrillState::Problem(tr_args(
                        ui,
                        msg::LIBRARY_FAILED,
                        &[("error", &why)],
                    ));
                }
                let loaded = library.get();
                if needs && loaded.is_none() {
                    return DrillState::Loading;
                }
                match KnownDrill::new(spec, loaded.as_deref()) {
                    Ok(known) => DrillState::Known(Box::new(known)),
                    Err(DrillError::UnknownGame(game)) => DrillState::Problem(tr_args(
                        ui,
                        msg::DRILL_UNKNOWN_GAME,
                        &[("game", &game)],
                    )),
                    Err(DrillError::NoExamples(focus)) => DrillState::Problem(tr_args(
                        ui,
                        msg::DRILL_NO_EXAMPLES,
                        &[("focus", &focus.to_string())],
                    )),
                    Err(DrillError::NeedsLibrary) => {
                        DrillState::Problem(tr_args(ui, msg::LIBRARY_FAILED, &[("error", "")]))
                    }
                    Err(DrillError::NothingToAsk) => {
                        DrillState::Problem(tr(ui, msg::DRILL_NOTHING_TO_ASK))
                    }
                }
            }
        }
    });
    let known = Memo::new(move |_| match drill.get() {
        DrillState::Known(known) => Some(*known),
        _ => None,
    });
    // Every drill the page can name: the link's, then those this device made.
    let knowns = Memo::new(move |_| {
        let mut all: Vec<Known> = known.get().into_iter().map(|k| (k, None)).collect();
        let loaded = library.get();
        for (spec, at) in made_specs.get() {
            if spec.is_shared() && spec.needs_library() && loaded.is_none() {
                continue;
            }
            if let Ok(drill) = KnownDrill::new(spec, loaded.as_deref()) {
                if known_of(&all, drill.id).is_none() {
                    all.push((drill, Some(at)));
                }
            }
        }
        all
    });
    let rows = Memo::new(move |_| {
        let ui = ui();
        let mut rows: Vec<ClassRow> = class.with(|c| c.rows.clone());
        let (column, descending) = sort.get();
        knowns.with(|knowns| {
            let order = |a: &str, b: &str| intl::compare(a, b, ui);
            let title = |id: DrillId| drill_label(ui, knowns, id);
            sort_rows(&mut rows, column, descending, &order, &title);
        });
        rows
    });
    let repeats = Memo::new(move |_| class.with(|c| c.rows.len() - c.unique().count()));
    let other_drill = Memo::new(move |_| {
        known.with(|known| match known {
            Some(known) => {
                class.with(|c| c.unique().filter(|r| r.code.drill() != known.id).count())
            }
            None => 0,
        })
    });
    let problems = move || {
        let ui = ui();
        class.with(|class| {
            text.with(|text| {
                class
                    .skipped
                    .iter()
                    .map(|skipped| {
                        let pasted = text.lines().nth(skipped.line - 1).unwrap_or_default();
                        let message = tr_args(
                            ui,
                            msg::RESULTS_SKIPPED,
                            &[
                                ("line", &skipped.line.to_string()),
                                ("text", &quoted(pasted)),
                                ("why", &skip_reason(ui, &skipped.error)),
                            ],
                        );
                        (skipped.line, message)
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    let header = move |column: Column| {
        let id = match column {
            Column::Name => msg::RESULTS_COL_NAME,
            Column::Drill => msg::RESULTS_COL_DRILL,
            Column::Date => msg::RESULTS_COL_DATE,
            Column::Score => msg::RESULTS_COL_SCORE,
            Column::Accuracy => msg::RESULTS_COL_ACCURACY,
            Column::Time => msg::RESULTS_COL_TIME,
            Column::Mistakes => msg::RESULTS_COL_MISTAKES,
        };
        let label = move || tr(ui(), id);
        let state = move || match sort.get() {
            (c, false) if c == column => "ascending",
            (c, true) if c == column => "descending",
            _ => "none",
        };
        view! {
            <th scope="col" aria-sort=state>
                <button type="button" class="sort" data-column=column.slug()
                    on:click=move |_| sort.update(|(c, d)| { if *c == column { *d = !*d } else { *c = column; *d = false } })>
                    {label}
                </button>
            </th>
        }
    };
    let export = move |_| {
        let ui = ui();
        let header: [String; CSV_COLUMNS] = CSV_HEADER.map(|id| tr(ui, id));
        let header: [&str; CSV_COLUMNS] = std::array::from_fn(|i| header[i].as_str());
        let repeated = tr(ui, msg::RESULTS_CSV_YES);
        let csv = knowns.with_untracked(|knowns| {
            let titles: Vec<String> = knowns
                .iter()
                .map(|(k, made)| drill_title(ui, k, *made))
                .collect();
            let labelled: Vec<(&KnownDrill, &str)> = knowns
                .iter()
                .zip(&titles)
                .map(|((k, _), title)| (k, title.as_str()))
                .collect();
            rows.with_untracked(|rows| {
                class_csv(&header, &repeated, rows, &labelled, Separator::of(ui))
            })
        });
        platform::download(
            &tr(ui, msg::RESULTS_CSV_FILE),
            &csv,
            "text/csv;charset=utf-8",
        );
    };
    let table_row = move |row: ClassRow| {
        let ui = ui();
        let code = row.code;
        let knowns = knowns.get();
        let drill_known = known_of(&knowns, code.drill()).map(|(k, _)| k);
        let standing = row.standing(drill_known);
        let unfinished = standing.unfinished.then(|| {
            tr_args(
                ui,
                msg::RESULTS_UNFINISHED,
                &[("answered", &standing.answered.to_string())],
            )
        });
        let mistakes: Vec<String> = code
            .mistakes()
            .map(|i| match drill_known.and_then(|k| k.prompt_label(i)) {
                Some(label) => label,
                None => tr_args(
                    ui,
                    msg::RESULTS_QUESTION_NUMBER,
                    &[("n", &(i + 1).to_string())],
                ),
            })
            .collect();
        let seconds = intl::number(f64::from(code.seconds()), 0, ui);
        let repeat = row
            .repeat_of
            .map(|first| tr_args(ui, msg::RESULTS_DUPLICATE, &[("line", &first.to_string())]));
        view! {
            <tr data-row="" data-line=row.line.to_string() data-duplicate=row.repeat_of.map(|l| l.to_string())
                data-unfinished=standing.unfinished.then_some("")
                class:duplicate=row.repeat_of.is_some()>
                <td>
                    <span data-name="">{row.name.unwrap_or_default()}</span>
                    {repeat.map(|note| view! { <span class="repeat-note">{note}</span> })}
                </td>
                <td data-drill=code.drill().to_string()>{drill_label(ui, &knowns, code.drill())}</td>
                <td>{intl::day(code.day(), ui)}</td>
                <td class="number" data-score="">
                    {format!("{}/{}", standing.right, standing.out_of())}
                    {unfinished.map(|note| view! { <span class="unfinished-note">{note}</span> })}
                </td>
                <td class="number">{intl::percent(code.accuracy_percent(), ui)}</td>
                <td class="number">{tr_args(ui, msg::RESULT_SECONDS, &[("seconds", &seconds)])}</td>
                <td data-mistakes="">{mistakes.join(", ")}</td>
            </tr>
        }
    };
    view! {
        <section class="results-page">
            <h1>{move || tr(ui(), msg::RESULTS_TITLE)}</h1>
            <p>{move || tr(ui(), msg::RESULTS_INTRO)}</p>
            <label class="drill-link">
                <span>{move || tr(ui(), msg::RESULTS_DRILL_LINK)}</span>
                <input type="url" name="drill" inputmode="url" spellcheck="false" autocomplete="off"
                    prop:value=move || drill_text.get()
                    on:input=move |ev| drill_text.set(event_target_value(&ev))/>
            </label>
            {move || match drill.get() {
                DrillState::None => view! { <p class="hint">{tr(ui(), msg::RESULTS_DRILL_HINT)}</p> }.into_any(),
                DrillState::Loading => view! { <p class="hint" role="status">{tr(ui(), msg::LIBRARY_LOADING)}</p> }.into_any(),
                DrillState::Known(known) => {
                    let note = if !known.prompts.is_empty() {
                        tr_args(ui(), msg::RESULTS_DRILL_KNOWN, &[("title", &drill_title(ui(), &known, None))])
                    } else {
                        tr_args(ui(), msg::RESULTS_DRILL_KNOWN_OWN, &[("title", &drill_title(ui(), &known, None))])
                    };
                    view! { <p class="drill-known" role="status" data-drill-known=known.id.to_string()>{note}</p> }.into_any()
                }
                DrillState::Problem(why) => view! { <p class="answer-hint" role="alert" data-drill-error="">{why}</p> }.into_any(),
            }}
            <label class="codes">
                <span>{move || tr(ui(), msg::RESULTS_PASTE)}</span>
                <textarea name="codes" rows="8" spellcheck="false"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            </label>
            <ul class="problems" role="alert">
                {move || problems().into_iter().map(|(line, message)| view! {
                    <li data-line=line.to_string()>{message}</li>
                }).collect_view()}
            </ul>
            <Show when=move || !rows.with(|r| r.is_empty())>
                <p class="summary-line">
                    {move || tr_args(ui(), msg::RESULTS_COUNT, &[("count", &class.with(|c| c.unique().count()).to_string())])}
                    {move || (repeats.get() > 0).then(|| format!(" {}", tr_args(ui(), msg::RESULTS_REPEATS, &[("repeats", &repeats.get().to_string())])))}
                </p>
                {move || (other_drill.get() > 0).then(|| view! {
                    <p class="hint" data-other-drill="">{tr_args(ui(), msg::RESULTS_OTHER_DRILL, &[("count", &other_drill.get().to_string())])}</p>
                })}
                // A phone shows part of the table: it says the rest is to the side.
                <p class="hint table-scroll-hint">{move || tr(ui(), msg::RESULTS_SCROLL_HINT)}</p>
                <div class="table-scroll" tabindex="0">
                    <table class="class-table" data-class-table="">
                        <thead><tr>{Column::ALL.into_iter().map(header).collect_view()}</tr></thead>
                        <tbody>
                            {move || rows.get().into_iter().map(table_row).collect_view()}
                        </tbody>
                    </table>
                </div>
                <button type="button" class="export" on:click=export>{move || tr(ui(), msg::RESULTS_EXPORT)}</button>
                <ClassView class=class known=knowns/>
            </Show>
            <p class="hint">{move || tr(ui(), msg::RESULT_NOT_TAMPER_PROOF)}</p>
        </section>
    }
}
