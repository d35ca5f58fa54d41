//! The only place that touches the browser (web-sys, gloo): storage, clock, sound, focus, hit
//! tests, the service worker. Everything else in the app calls these functions and the core.

pub mod intl;
pub mod paint;
pub mod service_worker;
pub mod storage;

mod audio;
mod clock;
mod dom;
mod fetch;
mod share;
mod speech;
mod visibility;

pub use audio::play_feedback;
pub use clock::{local_day, now, random_seed, unix_millis};
pub use dom::{
    apply_theme, browser_languages, capture_pointer, content_box, current_main_heading,
    event_from_field, event_on_listener, focus_main_heading, listening_element,
    main_heading_is_new, main_heading_text, page_path, prefers_touch, scroll_into_view, set_title,
    square_at_point, square_of_event,
};
pub use fetch::fetch_bytes;
pub use paint::after_next_paint;
pub use share::{copy_text, download, origin, print};
pub use speech::speak;
pub use storage::{load_settings, load_text, save_text};
pub use visibility::{page_hidden, when_near_screen, NearScreen};

/// Moves keyboard focus to the first element matching `selector` (once the app's page is on
/// screen: see [`paint`]).
pub fn focus_selector(selector: &str) {
    let selector = selector.to_string();
    paint::when_shown(move || dom::focus_selector(&selector));
}

/// Moves keyboard focus to the first element matching the first of `selectors` that matches
/// one, once the page is on screen and the browser has drawn what changed (the question that
/// replaced the one answered).
pub fn focus_first(selectors: &'static [&'static str]) {
    leptos::prelude::request_animation_frame(move || {
        paint::when_shown(move || {
            dom::focus_first(selectors);
        })
    });
}

/// The focus a click on the square `name` gives, after the press's verdict is painted (see
/// `dom::focus_pressed_square`: never taken back from what the press brought, a run's summary).
pub fn focus_pressed_square(name: &str) {
    let name = name.to_string();
    paint::after_next_paint(move || dom::focus_pressed_square(&name));
}

/// Moves keyboard focus to the board square `name` (`"e4"`), once the page is on screen.
pub fn focus_square(name: &str) {
    let name = name.to_string();
    paint::when_shown(move || dom::focus_square(&name));
}
