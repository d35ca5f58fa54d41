//! The end of a run's result code (`[data-result-code]`) and result link, for the teacher who
//! shared the drill: copy them, send them. Says plainly that a code is not tamper-proof. Only a
//! shared drill ([`DrillSpec::is_shared`](escaque_core::drill::DrillSpec::is_shared)) ends
//! with one: a drill of the student's own has no result to send.

use crate::i18n::tr;
use crate::platform;
use crate::state::AppState;
use escaque_core::drill::DrillScreen;
use escaque_core::result_code::{DrillId, ResultCode, ResultLink};
use leptos::prelude::*;
use leptos_router::components::A;

/// Where the student's name is kept between runs.
const NAME_KEY: &str = "student-name";

#[component]
pub fn ResultBox(screen: RwSignal<DrillScreen>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    // Only a shared drill has a result to send: its prompts are the same for the whole class.
    let code = screen.with_untracked(|s| {
        let d = s.drill();
        if !d.spec().is_shared() {
            return None;
        }
        let answers: Vec<bool> = d.attempts().iter().map(|a| a.correct).collect();
        let millis: u64 = d.attempts().iter().map(|a| u64::from(a.millis)).sum();
        let seconds = u32::try_from(millis.div_ceil(1000)).unwrap_or(u32::MAX);
        ResultCode::new(
            DrillId::of_link(&d.spec().to_string()),
            &answers,
            seconds,
            platform::local_day(),
        )
        .ok()
    });
    let name = RwSignal::new(platform::load_text(NAME_KEY).unwrap_or_default());
    let copied = RwSignal::new(None::<&'static str>);
    let link = move || {
        code.and_then(|code| {
            let typed = name.get();
            let typed = typed.trim();
            ResultLink::new(code, (!typed.is_empty()).then(|| typed.to_string())).ok()
        })
    };
    code.map(|code| {
        let text = code.to_string();
        let copy_code = text.clone();
        view! {
            <section class="result-box" aria-labelledby="result-code-title">
                <h3 id="result-code-title">{move || tr(ui(), "result-code-title")}</h3>
                <p>{move || tr(ui(), "result-code-intro")}</p>
                <label class="name">
                    <span>{move || tr(ui(), "result-name")}</span>
                    <input type="text" name="student-name" maxlength="60" autocomplete="name"
                        prop:value=move || name.get()
                        on:input=move |ev| {
                            let value = event_target_value(&ev);
                            platform::save_text(NAME_KEY, &value);
                            name.set(value);
                        }/>
                </label>
                <p class="code-line">
                    <code data-result-code="">{text}</code>
                    <button type="button" on:click=move |_| {
                        let typed = name.get_untracked();
                        let line = if typed.trim().is_empty() { copy_code.clone() } else { format!("{}: {copy_code}", typed.trim()) };
                        if platform::copy_text(&line) { copied.set(Some("result-copied-code")); }
                    }>{move || tr(ui(), "result-copy-code")}</button>
                </p>
                <p class="code-line">
                    {move || link().map(|l| view! { <A href=l.path()>{tr(ui(), "result-link")}</A> })}
                    <button type="button" on:click=move |_| {
                        if let Some(l) = link() {
                            if platform::copy_text(&format!("{}{}", platform::origin(), l.path())) {
                                copied.set(Some("result-copied-link"));
                            }
                        }
                    }>{move || tr(ui(), "result-copy-link")}</button>
                </p>
                <p class="hint" role="status">{move || copied.get().map(|id| tr(ui(), id))}</p>
                <p class="hint">{move || tr(ui(), "result-not-tamper-proof")}</p>
            </section>
        }
    })
}
