//! The end of a run's result code (`[data-result-code]`, with the student's name before it in
//! `[data-result-line]` once typed: what is shown is what is copied) and result link, for the
//! teacher who shared the drill: copy them, send them. Says plainly that a code is not tamper-proof. Only a
//! shared drill ([`DrillSpec::is_shared`](escaque_core::drill::DrillSpec::is_shared)) ends
//! with one: a drill of the student's own has no result to send.

use crate::i18n::{msg, tr, MessageId};
use crate::platform;
use crate::state::AppState;
use escaque_core::drill::DrillScreen;
use escaque_core::result_code::{ResultCode, ResultLink};
use leptos::prelude::*;
use leptos_router::components::A;

/// Where the student's name is kept between runs.
const NAME_KEY: &str = "student-name";

#[component]
pub fn ResultBox(screen: RwSignal<DrillScreen>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    // Only a shared drill has a result to send: its prompts are the same for the whole class.
    let code = screen.with_untracked(|s| ResultCode::of_run(s.drill(), platform::local_day()));
    let name = RwSignal::new(platform::load_text(NAME_KEY).unwrap_or_default());
    let copied = RwSignal::new(None::<MessageId>);
    let link = move || {
        code.and_then(|code| {
            let typed = name.get();
            let typed = typed.trim();
            ResultLink::new(code, (!typed.is_empty()).then(|| typed.to_string())).ok()
        })
    };
    // What is shown is what is copied: the name before the code, as the results page reads it.
    let line = move || {
        link()
            .map(|l| l.line())
            .or_else(|| code.map(|c| c.to_string()))
            .unwrap_or_default()
    };
    let shown_name = move || link().and_then(|l| l.name().map(str::to_string));
    code.map(|code| {
        let text = code.to_string();
        view! {
            <section class="result-box" aria-labelledby="result-code-title">
                <h3 id="result-code-title">{move || tr(ui(), msg::RESULT_CODE_TITLE)}</h3>
                <p>{move || tr(ui(), msg::RESULT_CODE_INTRO)}</p>
                <label class="name">
                    <span>{move || tr(ui(), msg::RESULT_NAME)}</span>
                    <input type="text" name="student-name" maxlength="60" autocomplete="name"
                        prop:value=move || name.get()
                        on:input=move |ev| {
                            let value = event_target_value(&ev);
                            platform::save_text(NAME_KEY, &value);
                            name.set(value);
                        }/>
                </label>
                <p class="code-line">
                    <span class="result-line" data-result-line="">
                        {move || shown_name().map(|n| view! { <span data-result-name="">{n}</span>": " })}
                        <code data-result-code="">{text}</code>
                    </span>
                    <button type="button" on:click=move |_| {
                        if platform::copy_text(&line()) { copied.set(Some(msg::RESULT_COPIED_CODE)); }
                    }>{move || tr(ui(), msg::RESULT_COPY_CODE)}</button>
                </p>
                <p class="code-line">
                    {move || link().map(|l| view! { <A href=l.path()>{tr(ui(), msg::RESULT_LINK)}</A> })}
                    <button type="button" on:click=move |_| {
                        if let Some(l) = link() {
                            if platform::copy_text(&format!("{}{}", platform::origin(), l.path())) {
                                copied.set(Some(msg::RESULT_COPIED_LINK));
                            }
                        }
                    }>{move || tr(ui(), msg::RESULT_COPY_LINK)}</button>
                </p>
                <p class="hint" role="status">{move || copied.get().map(|id| tr(ui(), id))}</p>
                <p class="hint">{move || tr(ui(), msg::RESULT_NOT_TAMPER_PROOF)}</p>
            </section>
        }
    })
}
