//! A link that cannot be opened: what is wrong, in the UI language, and a way back home.
//! Everything from the link is shown as text, never as HTML.

use crate::components::errors;
use crate::i18n::tr;
use crate::state::AppState;
use escaque_core::drill::SpecError;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn LinkError(error: SpecError) -> impl IntoView {
    let app = expect_context::<AppState>();
    view! {
        <section class="link-error" role="alert">
            <h1>{move || tr(app.ui(), "link-error-title")}</h1>
            <p>{move || errors::spec(app.ui(), &error)}</p>
            <p><A href="/">{move || tr(app.ui(), "link-error-home")}</A></p>
        </section>
    }
}
