//! The only place that touches the browser (web-sys, gloo): storage, language, focus, hit tests,
//! the service worker.

pub mod service_worker;

use escaque_core::settings::{Loaded, Settings};
use gloo_storage::{LocalStorage, Storage};

const SETTINGS_KEY: &str = "escaque.settings";

/// The settings stored on this device (see [`Settings::from_stored`]).
pub fn load_settings() -> Loaded {
    let raw = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(SETTINGS_KEY).ok().flatten());
    Settings::from_stored(raw.as_deref())
}

/// Stores the settings; a full or blocked storage is not worth interrupting the user for.
pub fn save_settings(settings: &Settings) {
    let _ = LocalStorage::raw().set_item(SETTINGS_KEY, &settings.to_stored());
}

/// The browser's preferred language tag (`es-ES`), if it says.
pub fn browser_language() -> Option<String> {
    web_sys::window()?.navigator().language()
}

/// Moves keyboard focus to the board square `name` (`"e4"`).
pub fn focus_square(name: &str) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("[data-square=\"{name}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// The board square under the point (`clientX`, `clientY`), for drops.
pub fn square_at_point(x: f64, y: f64) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let square = element.closest("[data-square]").ok()??;
    square.get_attribute("data-square")
}

/// Sets `data-theme` on the document element, so CSS variables follow the theme.
pub fn apply_theme(theme: &str, lang: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-theme", theme);
        let _ = root.set_attribute("lang", lang);
    }
}
