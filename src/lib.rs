//! Escaque's web app: a thin Leptos shell over `escaque-core`.
//!
//! `main.rs` mounts [`App`]; pages and components are one file each; only [`platform`] touches
//! the browser.

pub mod components;
pub mod i18n;
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
                <Routes fallback=move || view! { <p>{t("not-found")}</p> }>
                    <Route path=path!("/") view=pages::home::Home/>
                    <Route path=path!("/settings") view=pages::settings::SettingsPage/>
                </Routes>
            </main>
        </Router>
    }
}
