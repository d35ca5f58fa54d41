//! Escaque's web app: a thin Leptos shell over `escaque-core`.
//!
//! `main.rs` calls [`start`], which mounts [`App`] once the UI language is loaded; pages and
//! components are one file each; only [`platform`] touches the browser.

pub mod components;
pub mod i18n;
pub mod library;
pub mod pages;
pub mod platform;
pub mod routes;
pub mod state;
pub mod words;

use leptos::prelude::*;
use leptos_router::components::Router;
use state::{AppState, StartingSettings};

/// Starts the app: fetches the messages of the UI language it starts in, then mounts [`App`]
/// behind the page's static copy, which it replaces once built.
pub fn start() {
    let starting = StartingSettings::from_stored(platform::load_settings());
    let ui = starting.settings.ui_language;
    // Before the browser's offer comes (it may come before the app is mounted).
    platform::service_worker::watch_install_offer();
    // Before the mount, which sets up Leptos' executor: wasm-bindgen's own. The page's chunk
    // comes at the same time as the messages.
    wasm_bindgen_futures::spawn_local(
        async move { routes::preload_for(&platform::page_path()).await },
    );
    wasm_bindgen_futures::spawn_local(async move {
        if i18n::load(ui).await.is_err() {
            // Its chunk is not cached and the network is gone: the app in English, if that
            // one is, rather than no app.
            _ = i18n::load(escaque_core::settings::UiLanguage::En).await;
        }
        // The static page the build made stays on screen while the app builds its own
        // behind it, in short tasks; the two are swapped in one (see `platform::paint`).
        platform::paint::yield_now().await;
        platform::paint::take_over();
        leptos::mount::mount_to_body(move || view! { <App starting=starting/> });
        platform::paint::settle();
    });
}

/// The whole app, from the settings it starts with: navigation, notices, routes.
#[component]
pub fn App(starting: StartingSettings) -> impl IntoView {
    let state = AppState::load(starting);
    provide_context(state);
    view! {
        <Router>
            // The header and notices a task after the router, the page a task after them:
            // start-up in short tasks.
            <components::later::Later at_start_only=true>
                <components::nav::Nav/>
                <components::notice::Notice/>
                <components::update_notice::UpdateNotice/>
            </components::later::Later>
            <main id="main" tabindex="-1">
                <components::later::Later at_start_only=true>
                    <routes::PageRoutes/>
                </components::later::Later>
            </main>
        </Router>
    }
}
