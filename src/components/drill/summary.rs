//! The end of a run (`[data-summary]`): score, accuracy, streak, mean time, and every prompt
//! with the mistakes marked; pressing a prompt shows it on the board.

use super::texts;
use crate::i18n::{tr, tr_args};
use crate::state::AppState;
use escaque_core::drill::Drill;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Summary(
    drill: RwSignal<Drill>,
    viewing: RwSignal<Option<usize>>,
    #[prop(into)] on_again: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let mode = drill.with_untracked(|d| d.spec().mode);
    let score = drill.with_untracked(|d| d.score());
    let mean_seconds = format!(
        "{:.1}",
        f64::from(drill.with_untracked(|d| d.mean_millis())) / 1000.0
    );
    let best_streak = drill.with_untracked(|d| d.best_streak()).to_string();
    let items = drill
        .with_untracked(|d| d.attempts().to_vec())
        .into_iter()
        .enumerate()
        .map(|(index, attempt)| {
            let prompt = drill.with_untracked(|d| d.describe(&attempt.prompt));
            let wrong = !attempt.correct;
            let detail = move || {
                wrong.then(|| {
                    let (given, expected) = drill.with(|d| {
                        (texts::answer(ui(), d, &attempt), texts::expected(ui(), d, &attempt))
                    });
                    tr_args(ui(), "summary-given", &[("given", &given), ("expected", &expected)])
                })
            };
            view! {
                <li class:mistake=wrong>
                    <button type="button" class="review"
                        aria-pressed=move || if viewing.get() == Some(index) { "true" } else { "false" }
                        on:click=move |_| viewing.set(Some(index))>
                        <span class="prompt-text">{prompt}</span>
                        {move || wrong.then(|| view! { <span class="miss-mark">{tr(ui(), "summary-mistake")}</span> })}
                        <span class="detail">{detail}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="summary" data-summary="" aria-labelledby="summary-title">
            <h2 id="summary-title">{move || tr(ui(), "summary-title")}</h2>
            <p class="summary-score">{move || tr_args(ui(), "summary-score", &[("right", &score.right.to_string()), ("attempted", &score.attempted.to_string())])}</p>
            <ul class="summary-figures">
                <li>{move || tr_args(ui(), "summary-accuracy", &[("percent", &score.accuracy_percent().to_string())])}</li>
                <li>{move || tr_args(ui(), "summary-streak", &[("streak", &best_streak)])}</li>
                <li>{move || tr_args(ui(), "summary-mean-time", &[("seconds", &mean_seconds)])}</li>
            </ul>
            <div class="actions">
                <button type="button" class="again" on:click=move |_| on_again.run(())>{move || tr(ui(), "summary-again")}</button>
                <A href="/progress">{move || tr(ui(), "summary-progress")}</A>
                <A href="/">{move || tr(ui(), "summary-home")}</A>
            </div>
            <super::result_box::ResultBox drill=drill/>
            <h3>{move || tr(ui(), "summary-prompts")}</h3>
            <ol class="summary-prompts" data-mode=mode.slug()>{items}</ol>
        </section>
    }
}
