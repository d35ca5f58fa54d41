//! localStorage: settings and history, each under its own key, as the core's versioned JSON.

use escaque_core::history::{self, History};
use escaque_core::settings::{Loaded, Settings};
use gloo_storage::{LocalStorage, Storage};

const SETTINGS_KEY: &str = "escaque.settings";
const HISTORY_KEY: &str = "escaque.history";
/// Where an unreadable history is kept, with the time it was put aside.
const HISTORY_ASIDE_KEY: &str = "escaque.history.aside";

fn read(key: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(key).ok().flatten())
}

/// The settings stored on this device (see [`Settings::from_stored`]).
pub fn load_settings() -> Loaded {
    Settings::from_stored(read(SETTINGS_KEY).as_deref())
}

/// Stores the settings; a full or blocked storage is not worth interrupting the user for.
pub fn save_settings(settings: &Settings) {
    let _ = LocalStorage::raw().set_item(SETTINGS_KEY, &settings.to_stored());
}

/// The history stored on this device, and the raw text when part of it could not be read.
pub fn load_history() -> (history::Loaded, Option<String>) {
    let raw = read(HISTORY_KEY);
    let loaded = History::from_stored(raw.as_deref());
    let raw_if_damaged = loaded.problem.as_ref().and(raw);
    (loaded, raw_if_damaged)
}

/// Stores the history.
pub fn save_history(history: &History) {
    let _ = LocalStorage::raw().set_item(HISTORY_KEY, &history.to_stored());
}

/// Keeps a damaged history's raw text under its own key (never over an earlier one), so that
/// nothing the student had is lost.
pub fn keep_history_aside(raw: &str, at: u64) {
    let storage = LocalStorage::raw();
    let mut key = format!("{HISTORY_ASIDE_KEY}.{at}");
    let mut n = 1;
    while read(&key).is_some() {
        key = format!("{HISTORY_ASIDE_KEY}.{at}.{n}");
        n += 1;
    }
    let _ = storage.set_item(&key, raw);
}

/// A small text the app keeps under its own key (the student's name, the teacher's drills).
pub fn load_text(key: &str) -> Option<String> {
    read(&format!("escaque.{key}"))
}

/// Stores a small text under its own key.
pub fn save_text(key: &str, text: &str) {
    let _ = LocalStorage::raw().set_item(&format!("escaque.{key}"), text);
}
