//! The top bar: title and links.
use crate::i18n::{msg, tr, MessageId};
use crate::state::AppState;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    let t = move |id: MessageId| move || tr(state.ui(), id);
    view! {
        <header class="top">
            // For the keyboard and a screen reader: past the six links, to the page. It works
            // without the app too (the static page's own jump to `#main`); with the app it moves
            // the focus itself (`target` keeps the router's hands off a same-page link).
            <a class="skip-link" href="#main" target="_self" on:click=|ev| {
                ev.prevent_default();
                crate::platform::focus_selector("#main");
            }>{t(msg::NAV_SKIP)}</a>
            <span class="brand">{t(msg::APP_TITLE)}</span>
            <span class="tagline">{t(msg::APP_TAGLINE)}</span>
            <nav>
                <A href="/">{t(msg::NAV_HOME)}</A>
                <A href="/learn">{t(msg::NAV_LEARN)}</A>
                <A href="/progress">{t(msg::NAV_PROGRESS)}</A>
                <A href="/builder">{t(msg::NAV_BUILDER)}</A>
                <A href="/convert">{t(msg::NAV_CONVERT)}</A>
                <A href="/settings">{t(msg::NAV_SETTINGS)}</A>
            </nav>
        </header>
    }
}
