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
