//! The only place that touches the browser (web-sys, gloo): storage, clock, sound, focus, hit
//! tests, the service worker. Everything else in the app calls these functions and the core.

pub mod intl;
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
    apply_theme, browser_languages, capture_pointer, content_box, event_from_field,
    event_on_listener, focus_selector, focus_square, listening_element, page_path, prefers_touch,
    square_at_point, square_of_event,
};
pub use fetch::fetch_bytes;
pub use share::{copy_text, download, origin, print};
pub use speech::speak;
pub use storage::{load_settings, load_text, save_text};
pub use visibility::{when_near_screen, NearScreen};
