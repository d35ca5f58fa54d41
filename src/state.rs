//! App-wide state in context: settings and the one-time notice.

use crate::platform;
use escaque_core::settings::{Loaded, Settings, UiLanguage};
use leptos::prelude::*;

/// What every page can read and change.
#[derive(Copy, Clone)]
pub struct AppState {
    pub settings: RwSignal<Settings>,
    /// A message id to show once (settings replaced), until dismissed.
    pub notice: RwSignal<Option<&'static str>>,
    /// True while a drill run is in progress: the update notice waits until it is over.
    pub run_active: RwSignal<bool>,
}

impl AppState {
    /// Loads settings (defaults from the browser's language on a first visit) and saves every change.
    pub fn load() -> AppState {
        let browser_ui =
            UiLanguage::from_browser(&platform::browser_language().unwrap_or_default());
        let (settings, notice) = match platform::load_settings() {
            Loaded::Stored(s) => (s, None),
            Loaded::Fresh => (Settings::for_ui(browser_ui), None),
            Loaded::Replaced { .. } => (
                Settings::for_ui(browser_ui),
                Some("notice-settings-replaced"),
            ),
        };
        if notice.is_some() {
            // Replace the bad value now, so that the notice is shown only once.
            platform::save_settings(&settings);
        }
        let state = AppState {
            settings: RwSignal::new(settings),
            notice: RwSignal::new(notice),
            run_active: RwSignal::new(false),
        };
        Effect::new(move |previous: Option<()>| {
            let current = state.settings.get();
            platform::apply_theme(
                if current.theme == escaque_core::settings::Theme::Dark {
                    "dark"
                } else {
                    "light"
                },
                current.ui_language.code(),
            );
            if previous.is_some() {
                platform::save_settings(&current);
            }
        });
        state
    }

    /// The UI language, reactively.
    pub fn ui(&self) -> UiLanguage {
        self.settings.with(|s| s.ui_language)
    }
}
