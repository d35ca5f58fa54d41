//! A one-time notice (for example: stored settings could not be read).
use crate::i18n::tr;
use crate::state::AppState;
use leptos::prelude::*;

#[component]
pub fn Notice() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.notice.get().map(|id| {
            view! {
                <div class="notice" role="alert">
                    <span>{tr(state.ui(), id)}</span>
                    <button on:click=move |_| state.notice.set(None)>{tr(state.ui(), "notice-dismiss")}</button>
                </div>
            }
        })
    }
}
