//! The top bar: title and links.
use crate::i18n::tr;
use crate::state::AppState;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn Nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    let t = move |id: &'static str| move || tr(state.ui(), id);
    view! {
        <header class="top">
            // For the keyboard and a screen reader: past the six links, to the page. It works
            // without the app too (the static page's own jump to `#main`); with the app it moves
            // the focus itself (`target` keeps the router's hands off a same-page link).
            <a class="skip-link" href="#main" target="_self" on:click=|ev| {
                ev.prevent_default();
                crate::platform::focus_selector("#main");
            }>{t("nav-skip")}</a>
            <span class="brand">{t("app-title")}</span>
            <span class="tagline">{t("app-tagline")}</span>
            <nav>
                <A href="/">{t("nav-home")}</A>
                <A href="/learn">{t("nav-learn")}</A>
                <A href="/progress">{t("nav-progress")}</A>
                <A href="/builder">{t("nav-builder")}</A>
                <A href="/convert">{t("nav-convert")}</A>
                <A href="/settings">{t("nav-settings")}</A>
            </nav>
        </header>
    }
}
