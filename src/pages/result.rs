//! One student's result, read-only: `/result?v=1&code=…&name=…`. Says plainly that a code
//! is not tamper-proof.

use crate::i18n::{msg, tr, tr_args};
use crate::platform::intl;
use crate::state::AppState;
use crate::words::errors;
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
                    msg::RESULTS_UNFINISHED,
                    &[("answered", &standing.answered.to_string())],
                )
            });
            let mistakes: Vec<String> = code.mistakes().map(|i| (i + 1).to_string()).collect();
            view! {
                <section class="result-page" data-result="">
                    <h1>{tr(ui(), msg::RESULT_TITLE)}</h1>
                    <dl class="result-facts">
                        <dt>{tr(ui(), msg::RESULT_STUDENT)}</dt>
                        <dd data-name="">{name.unwrap_or_else(|| tr(ui(), msg::RESULT_NO_NAME))}</dd>
                        <dt>{tr(ui(), msg::RESULT_DRILL)}</dt>
                        <dd><code>{code.drill().to_string()}</code></dd>
                        <dt>{tr(ui(), msg::RESULT_SCORE)}</dt>
                        <dd data-score="" data-unfinished=standing.unfinished.then_some("")>
                            {format!("{}/{}", standing.right, standing.out_of())}
                            {unfinished.map(|note| view! { " " <span class="unfinished-note">{note}</span> })}
                        </dd>
                        <dt>{tr(ui(), msg::RESULT_ACCURACY)}</dt>
                        <dd>{intl::percent(code.accuracy_percent(), ui())}</dd>
                        <dt>{tr(ui(), msg::RESULT_TIME)}</dt>
                        <dd>{tr_args(ui(), msg::RESULT_SECONDS, &[("seconds", &intl::number(f64::from(code.seconds()), 0, ui()))])}</dd>
                        <dt>{tr(ui(), msg::RESULT_DATE)}</dt>
                        <dd>{intl::day(code.day(), ui())}</dd>
                        <dt>{tr(ui(), msg::RESULT_MISTAKES)}</dt>
                        <dd data-mistakes="">{if mistakes.is_empty() { tr(ui(), msg::RESULT_NO_MISTAKES) } else { mistakes.join(", ") }}</dd>
                        <dt>{tr(ui(), msg::RESULT_CODE)}</dt>
                        <dd><code data-result-code="">{code.to_string()}</code></dd>
                    </dl>
                    <p class="hint">{tr(ui(), msg::RESULT_NOT_TAMPER_PROOF)}</p>
                    <p><A href="/results">{tr(ui(), msg::RESULT_TO_RESULTS)}</A></p>
                </section>
            }
            .into_any()
        }
        Err(error) => view! {
            <section class="link-error" role="alert">
                <h1>{tr(ui(), msg::LINK_ERROR_TITLE)}</h1>
                <p>{errors::result(ui(), &error)}</p>
                <p><A href="/">{tr(ui(), msg::LINK_ERROR_HOME)}</A></p>
            </section>
        }
        .into_any(),
    }
}
