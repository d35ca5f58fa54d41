//! One student's result, read-only: `/result?v=1&code=…&name=…`. Says plainly that a code
//! is not tamper-proof.

use crate::components::errors;
use crate::i18n::{tr, tr_args};
use crate::platform::intl;
use crate::state::AppState;
use escaque_core::result_code::ResultLink;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

#[component]
pub fn ResultPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let location = use_location();
    let read = Memo::new(move |_| location.search.get().parse::<ResultLink>());
    move || match read.get() {
        Ok(link) => {
            let code = *link.code();
            let name = link.name().map(str::to_string);
            let standing = code.standing(None);
            let unfinished = standing.unfinished.then(|| {
                tr_args(
                    ui(),
                    "results-unfinished",
                    &[("answered", &standing.answered.to_string())],
                )
            });
            let mistakes: Vec<String> = code.mistakes().map(|i| (i + 1).to_string()).collect();
            view! {
                <section class="result-page" data-result="">
                    <h1>{tr(ui(), "result-title")}</h1>
                    <dl class="result-facts">
                        <dt>{tr(ui(), "result-student")}</dt>
                        <dd data-name="">{name.unwrap_or_else(|| tr(ui(), "result-no-name"))}</dd>
                        <dt>{tr(ui(), "result-drill")}</dt>
                        <dd><code>{code.drill().to_string()}</code></dd>
                        <dt>{tr(ui(), "result-score")}</dt>
                        <dd data-score="" data-unfinished=standing.unfinished.then_some("")>
                            {format!("{}/{}", standing.right, standing.out_of())}
                            {unfinished.map(|note| view! { " " <span class="unfinished-note">{note}</span> })}
                        </dd>
                        <dt>{tr(ui(), "result-accuracy")}</dt>
                        <dd>{intl::percent(code.accuracy_percent(), ui())}</dd>
                        <dt>{tr(ui(), "result-time")}</dt>
                        <dd>{tr_args(ui(), "result-seconds", &[("seconds", &intl::number(f64::from(code.seconds()), 0, ui()))])}</dd>
                        <dt>{tr(ui(), "result-date")}</dt>
                        <dd>{intl::day(code.day(), ui())}</dd>
                        <dt>{tr(ui(), "result-mistakes")}</dt>
                        <dd data-mistakes="">{if mistakes.is_empty() { tr(ui(), "result-no-mistakes") } else { mistakes.join(", ") }}</dd>
                        <dt>{tr(ui(), "result-code")}</dt>
                        <dd><code data-result-code="">{code.to_string()}</code></dd>
                    </dl>
                    <p class="hint">{tr(ui(), "result-not-tamper-proof")}</p>
                    <p><A href="/results">{tr(ui(), "result-to-results")}</A></p>
                </section>
            }
            .into_any()
        }
        Err(error) => view! {
            <section class="link-error" role="alert">
                <h1>{tr(ui(), "link-error-title")}</h1>
                <p>{errors::result(ui(), &error)}</p>
                <p><A href="/">{tr(ui(), "link-error-home")}</A></p>
            </section>
        }
        .into_any(),
    }
}
