//! Escaque's web app: a thin Leptos shell over `escaque-core`.
//!
//! `main.rs` mounts [`App`]; pages and components are one file each; only [`platform`] touches
//! the browser.

pub mod components;
pub mod i18n;
pub mod library;
pub mod pages;
pub mod platform;
pub mod state;

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::path;
use state::AppState;

/// The whole app: navigation, notices, routes.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::load();
    provide_context(state);
    let t = move |id: &'static str| move || i18n::tr(state.ui(), id);
    view! {
        <Router>
            <components::nav::Nav/>
            <components::notice::Notice/>
            <components::update_notice::UpdateNotice/>
            <main id="main">
                <Routes fallback=move || view! { <section class="link-error" role="alert"><h1>{t("not-found")}</h1><p><leptos_router::components::A href="/">{t("link-error-home")}</leptos_router::components::A></p></section> }>
                    <Route path=path!("/") view=pages::home::Home/>
                    <Route path=path!("/settings") view=pages::settings::SettingsPage/>
                    <Route path=path!("/drill/:mode") view=pages::drill::DrillPage/>
                    <Route path=path!("/progress") view=pages::progress::ProgressPage/>
                    <Route path=path!("/builder") view=pages::builder::BuilderPage/>
                    <Route path=path!("/results") view=pages::results::ResultsPage/>
                    <Route path=path!("/result") view=pages::result::ResultPage/>
                    <Route path=path!("/convert") view=pages::convert::ConvertPage/>
                    <Route path=path!("/worksheet") view=pages::worksheet::WorksheetPage/>
                </Routes>
            </main>
        </Router>
    }
}
