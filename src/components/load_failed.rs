//! A page whose code could not be fetched (its chunk, on a first visit without network): says
//! so in the UI language, with a way back home, instead of an empty page.

use crate::i18n::{msg, tr};
use crate::state::AppState;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn PageLoadFailed() -> impl IntoView {
    let app = expect_context::<AppState>();
    view! {
        <section class="link-error" role="alert" data-error="page-load-failed">
            <h1>{move || tr(app.ui(), msg::PAGE_LOAD_FAILED_TITLE)}</h1>
            <p>{move || tr(app.ui(), msg::PAGE_LOAD_FAILED)}</p>
            <p><A href="/">{move || tr(app.ui(), msg::LINK_ERROR_HOME)}</A></p>
        </section>
    }
}
