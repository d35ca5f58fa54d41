//! The end of a run (`[data-summary]`): score, accuracy, streak, mean time, and every prompt
//! with the mistakes marked; pressing a prompt shows it on the board, which comes into view
//! with the prompt's verdict above it. Numbers as the UI language writes them.

use super::texts;
use crate::i18n::{msg, tr, tr_args};
use crate::platform::{self, intl};
use crate::state::AppState;
use escaque_core::drill::{DrillScreen, Length};
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Summary(
    screen: RwSignal<DrillScreen>,
    viewing: RwSignal<Option<usize>>,
    #[prop(into)] on_again: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let touch = platform::prefers_touch();
    let mode = screen.with_untracked(|s| s.drill().spec().mode());
    let score = screen.with_untracked(|s| s.drill().score());
    let mean_millis = screen.with_untracked(|s| s.drill().mean_millis());
    // A run stopped before its end says so (its result code says it too).
    let stopped = screen.with_untracked(|s| {
        let d = s.drill();
        let (answered, total) = d.progress();
        let early = match total {
            Some(total) => answered < total,
            None => d.stopped_early(),
        };
        early.then_some((answered, total))
    });
    // A timed run that ran to its end says the time is up (its score line says what was done).
    let time_up = screen.with_untracked(|s| {
        let d = s.drill();
        match d.spec().length() {
            Length::Timed(limit) if !d.stopped_early() => Some(limit.seconds()),
            _ => None,
        }
    });
    let best_streak = screen
        .with_untracked(|s| s.drill().best_streak())
        .to_string();
    let items = screen
        .with_untracked(|s| s.drill().attempts().to_vec())
        .into_iter()
        .enumerate()
        .map(|(index, attempt)| {
            let prompt = screen.with_untracked(|s| s.drill().describe(&attempt.prompt));
            let wrong = !attempt.correct;
            let detail = move || {
                wrong.then(|| {
                    let (given, expected) = screen.with(|s| {
                        let d = s.drill();
                        (texts::answer(ui(), d, &attempt), texts::expected(ui(), d, &attempt))
                    });
                    tr_args(ui(), msg::SUMMARY_GIVEN, &[("given", &given), ("expected", &expected)])
                })
            };
            view! {
                <li class:mistake=wrong>
                    <button type="button" class="review"
                        aria-pressed=move || if viewing.get() == Some(index) { "true" } else { "false" }
                        on:click=move |_| {
                            viewing.set(Some(index));
                            // The board and what is said of the prompt, above the list.
                            platform::scroll_into_view(".drill .drill-body", true);
                        }>
                        <span class="prompt-text">{prompt}</span>
                        {move || wrong.then(|| view! { <span class="miss-mark">{tr(ui(), msg::SUMMARY_MISTAKE)}</span> })}
                        <span class="detail">{detail}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="summary" data-summary="" aria-labelledby="summary-title">
            <h2 id="summary-title" tabindex="-1">{move || tr(ui(), msg::SUMMARY_TITLE)}</h2>
            <p class="summary-score">{move || tr_args(ui(), msg::SUMMARY_SCORE, &[("right", &score.right.to_string()), ("attempted", &score.attempted.to_string())])}</p>
            {stopped.map(|(answered, total)| view! {
                <p class="hint" data-stopped="">{move || match total {
                    Some(total) => tr_args(ui(), msg::SUMMARY_STOPPED, &[("answered", &answered.to_string()), ("total", &total.to_string())]),
                    None => tr(ui(), msg::SUMMARY_STOPPED_TIMED),
                }}</p>
            })}
            {time_up.map(|seconds| view! {
                <p class="hint" data-time-up="">{move || tr_args(ui(), msg::SUMMARY_TIME_UP, &[("seconds", &seconds.to_string())])}</p>
            })}
            <ul class="summary-figures">
                <li>{move || tr_args(ui(), msg::SUMMARY_ACCURACY, &[("percent", &intl::percent(score.accuracy_percent(), ui()))])}</li>
                <li>{move || tr_args(ui(), msg::SUMMARY_STREAK, &[("streak", &best_streak)])}</li>
                <li>{move || tr_args(ui(), msg::SUMMARY_MEAN_TIME, &[("seconds", &intl::seconds(mean_millis, ui()))])}</li>
            </ul>
            <div class="actions">
                <button type="button" class="again" on:click=move |_| on_again.run(())>{move || tr(ui(), msg::SUMMARY_AGAIN)}</button>
                <A href="/progress">{move || tr(ui(), msg::SUMMARY_PROGRESS)}</A>
                <A href="/">{move || tr(ui(), msg::SUMMARY_HOME)}</A>
            </div>
            <super::result_box::ResultBox screen=screen/>
            <h3>{move || tr(ui(), if touch { msg::SUMMARY_PROMPTS_TOUCH } else { msg::SUMMARY_PROMPTS })}</h3>
            <ol class="summary-prompts" data-mode=mode.slug()>{items}</ol>
        </section>
    }
}
