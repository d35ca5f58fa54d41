//! A class's results: the teacher pastes the codes (or result links) the students sent, one a
//! line, and gets a sortable table, exportable as CSV. Lines that are not a result are listed
//! with their number and what is wrong.

use crate::components::errors;
use crate::i18n::{tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::result_code::{class_csv, read_pasted, sort_rows, ClassRow, Column, CSV_COLUMNS};
use leptos::prelude::*;

#[component]
pub fn ResultsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let text = RwSignal::new(String::new());
    let sort = RwSignal::new((Column::Name, false));
    let read = Memo::new(move |_| text.with(|t| read_pasted(t)));
    let rows = Memo::new(move |_| {
        let mut rows: Vec<ClassRow> = read.with(|lines| {
            lines
                .iter()
                .filter_map(|l| l.result.as_ref().ok())
                .map(|link| ClassRow {
                    name: link.name().map(str::to_string),
                    code: *link.code(),
                })
                .collect()
        });
        let (column, descending) = sort.get();
        sort_rows(&mut rows, column, descending);
        rows
    });
    let problems = move || {
        read.with(|lines| {
            lines
                .iter()
                .filter_map(|l| {
                    l.result
                        .as_ref()
                        .err()
                        .map(|e| (l.line, errors::result(ui(), e)))
                })
                .collect::<Vec<_>>()
        })
    };
    let header = move |column: Column| {
        let label = move || tr(ui(), &format!("results-col-{}", column.slug()));
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
        let header: [String; CSV_COLUMNS] =
            std::array::from_fn(|i| tr(ui(), &format!("results-csv-{i}")));
        let header: [&str; CSV_COLUMNS] = std::array::from_fn(|i| header[i].as_str());
        let csv = rows.with_untracked(|rows| class_csv(&header, rows));
        platform::download(
            &tr(ui(), "results-csv-file"),
            &csv,
            "text/csv;charset=utf-8",
        );
    };
    view! {
        <section class="results-page">
            <h1>{move || tr(ui(), "results-title")}</h1>
            <p>{move || tr(ui(), "results-intro")}</p>
            <label class="codes">
                <span>{move || tr(ui(), "results-paste")}</span>
                <textarea name="codes" rows="8" spellcheck="false"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            </label>
            <ul class="problems" role="alert">
                {move || problems().into_iter().map(|(line, why)| view! {
                    <li data-line=line.to_string()>{tr_args(ui(), "results-bad-line", &[("line", &line.to_string()), ("why", &why)])}</li>
                }).collect_view()}
            </ul>
            <Show when=move || !rows.with(|r| r.is_empty())>
                <p class="summary-line">{move || tr_args(ui(), "results-count", &[("count", &rows.with(|r| r.len()).to_string())])}</p>
                <div class="table-scroll">
                    <table class="class-table" data-class-table="">
                        <thead><tr>{Column::ALL.into_iter().map(header).collect_view()}</tr></thead>
                        <tbody>
                            {move || rows.get().into_iter().map(|row| {
                                let code = row.code;
                                let score = code.score();
                                let mistakes: Vec<String> = code.mistakes().map(|i| (i + 1).to_string()).collect();
                                view! {
                                    <tr data-row="">
                                        <td>{row.name.unwrap_or_default()}</td>
                                        <td><code>{code.drill().to_string()}</code></td>
                                        <td>{code.date().to_string()}</td>
                                        <td class="number">{format!("{}/{}", score.right, score.attempted)}</td>
                                        <td class="number">{format!("{} %", code.accuracy_percent())}</td>
                                        <td class="number">{format!("{} s", code.seconds())}</td>
                                        <td>{mistakes.join(", ")}</td>
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                    </table>
                </div>
                <button type="button" class="export" on:click=export>{move || tr(ui(), "results-export")}</button>
            </Show>
            <p class="hint">{move || tr(ui(), "result-not-tamper-proof")}</p>
        </section>
    }
}
