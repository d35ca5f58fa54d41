//! One-time notices (for example: stored settings could not be read).
use crate::i18n::{msg, tr};
use crate::state::AppState;
use leptos::prelude::*;

#[component]
pub fn Notice() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state
            .notices
            .get()
            .into_iter()
            .map(|id| {
                view! {
                    <div class="notice" role="alert">
                        <span>{tr(state.ui(), id)}</span>
                        <button type="button" on:click=move |_| state.notices.update(|n| n.retain(|&other| other != id))>
                            {tr(state.ui(), msg::NOTICE_DISMISS)}
                        </button>
                    </div>
                }
            })
            .collect_view()
    }
}
