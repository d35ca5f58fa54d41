//! App-wide state in context: settings, history, notices, whether a drill run is under way.

use crate::platform;
use escaque_core::history::History;
use escaque_core::settings::{Loaded, Settings, Theme, UiLanguage};
use leptos::prelude::*;

/// What every page can read and change.
#[derive(Copy, Clone)]
pub struct AppState {
    pub settings: RwSignal<Settings>,
    /// The runs kept on this device.
    pub history: RwSignal<History>,
    /// Message ids to show once (a stored value could not be read), until dismissed.
    pub notices: RwSignal<Vec<&'static str>>,
    /// A drill run is under way: nothing may reload the page.
    pub run_active: RwSignal<bool>,
}

/// The settings the app starts with, worked out once from what was stored (at the start, to pick
/// the UI language's messages before the mount): the stored ones, else defaults from the
/// browser's language. An upgraded or unreadable stored value is replaced in storage at once,
/// so that its notice shows only once.
pub struct StartingSettings {
    pub settings: Settings,
    notice: Option<&'static str>,
}

impl StartingSettings {
    /// From [`platform::load_settings`]'s answer.
    pub fn from_stored(stored: Loaded) -> StartingSettings {
        let (settings, notice) = match stored {
            Loaded::Stored(settings) => (settings, None),
            Loaded::Fresh => (Settings::for_ui(browser_ui_language()), None),
            Loaded::Upgraded { settings, .. } => {
                platform::save_settings(&settings);
                (settings, None)
            }
            Loaded::Replaced { .. } => {
                let settings = Settings::for_ui(browser_ui_language());
                platform::save_settings(&settings);
                (settings, Some("notice-settings-replaced"))
            }
        };
        StartingSettings { settings, notice }
    }
}

impl AppState {
    /// The app's state from the settings it starts with and the stored history; saves every
    /// change of the settings.
    pub fn load(starting: StartingSettings) -> AppState {
        let StartingSettings { settings, notice } = starting;
        let mut notices: Vec<&'static str> = notice.into_iter().collect();
        let (loaded, damaged_raw) = platform::load_history();
        if let Some(raw) = damaged_raw {
            // Keep the original aside, store what could be read: the notice comes once.
            platform::keep_history_aside(&raw, platform::unix_millis());
            platform::save_history(&loaded.history);
            notices.push("notice-history-damaged");
        }
        let state = AppState {
            settings: RwSignal::new(settings),
            history: RwSignal::new(loaded.history),
            notices: RwSignal::new(notices),
            run_active: RwSignal::new(false),
        };
        Effect::new(move |previous: Option<()>| {
            let current = state.settings.get();
            let theme = match current.theme {
                Theme::System => None,
                Theme::Light => Some("light"),
                Theme::Dark => Some("dark"),
            };
            platform::apply_theme(theme, current.ui_language.code());
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

    /// Adds a run to the history and stores it.
    pub fn record_run(&self, drill: &escaque_core::drill::Drill) {
        let (at, day) = (platform::unix_millis(), platform::local_day());
        self.history.update(|h| h.record(drill, at, day));
        self.history.with_untracked(platform::save_history);
    }
}

fn browser_ui_language() -> UiLanguage {
    UiLanguage::from_browser(&platform::browser_languages().unwrap_or_default())
}
