//! localStorage, guarded: every read and write of the app goes through here, and none of them
//! can throw into the wasm. Where storage is blocked (a private window, a locked school
//! profile) or full, reads find nothing, writes are skipped, and [`on_failure`] hears it once.
//!
//! Values are the core's [`Versioned`] types (`escaque_core::stored`), each under
//! `escaque.<KEY>`:
//! - [`load`] reads one (upgraded; a damaged copy kept aside under its own key, then the value
//!   stored again);
//! - [`update`] re-reads it, merges this tab's copy in ([`Versioned::merge`]), applies the
//!   change and writes the result, so that another tab's change is never written over;
//! - [`subscribe`] hears what other tabs store (the browser's `storage` event).
//!
//! The app uses them through `state::Kept`, which keeps a signal in step.
//!
//! ```no_run
//! use escaque_app::platform::storage;
//! use escaque_core::history::History;
//! let mine = storage::load::<History>().value;
//! let stored = storage::update(&mine, |history| history.runs.clear());
//! let subscription = storage::subscribe::<History>(|theirs| { let _ = theirs.runs.len(); });
//! subscription.cancel();
//! ```

use super::clock::unix_millis;
use escaque_core::settings::Settings;
use escaque_core::stored::Versioned;
use escaque_core::stored::{aside_key, decode, encode, storage_key, Decoded, Problem, State};
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What went wrong with storage; each is reported once per page load.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The browser does not let the page use storage at all: nothing will be kept.
    Blocked,
    /// A write was refused (storage is full): what is done now is not kept.
    Full,
}

/// A value read from storage, and how reading it went.
pub type Loaded<T> = Decoded<T>;

thread_local! {
    static STORAGE: OnceCell<Option<web_sys::Storage>> = const { OnceCell::new() };
    static FAILURES: RefCell<Failures> = RefCell::new(Failures::default());
    static SUBSCRIBERS: RefCell<Subscribers> = RefCell::new(Subscribers::default());
}

#[derive(Default)]
struct Failures {
    reported: Vec<Failure>,
    /// Failures met before anyone listened (at start, before the mount).
    waiting: Vec<Failure>,
    listener: Option<Rc<dyn Fn(Failure)>>,
}

/// Calls `listener` with each kind of failure, once per page load, including those met before
/// it was set.
pub fn on_failure(listener: impl Fn(Failure) + 'static) {
    let listener: Rc<dyn Fn(Failure)> = Rc::new(listener);
    let waiting = FAILURES.with_borrow_mut(|f| {
        f.listener = Some(listener.clone());
        std::mem::take(&mut f.waiting)
    });
    for failure in waiting {
        listener(failure);
    }
}

fn report(failure: Failure) {
    let listener = FAILURES.with_borrow_mut(|f| {
        if f.reported.contains(&failure) {
            return None;
        }
        f.reported.push(failure);
        match &f.listener {
            Some(listener) => Some(listener.clone()),
            None => {
                f.waiting.push(failure);
                None
            }
        }
    });
    if let Some(listener) = listener {
        listener(failure);
    }
}

/// `window.localStorage`, asked once: its getter throws where storage is blocked.
fn storage() -> Option<web_sys::Storage> {
    let storage = STORAGE.with(|cell| {
        cell.get_or_init(|| web_sys::window().and_then(|w| w.local_storage().ok().flatten()))
            .clone()
    });
    if storage.is_none() {
        report(Failure::Blocked);
    }
    storage
}

/// What is stored under `key`; `Err` when storage cannot be read at all.
fn read_raw(key: &str) -> Result<Option<String>, Failure> {
    let storage = storage().ok_or(Failure::Blocked)?;
    storage.get_item(key).map_err(|_| {
        report(Failure::Blocked);
        Failure::Blocked
    })
}

/// Stores `text` under `key`; whether it was stored.
fn write_raw(key: &str, text: &str) -> bool {
    let Some(storage) = storage() else {
        return false;
    };
    match storage.set_item(key, text) {
        Ok(()) => true,
        Err(error) => {
            let name = error
                .dyn_ref::<web_sys::DomException>()
                .map(web_sys::DomException::name);
            report(match name.as_deref() {
                Some("QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED") => Failure::Full,
                _ => Failure::Blocked,
            });
            false
        }
    }
}

/// Keeps `raw`, a damaged value of `key`, under a key of its own that holds nothing yet
/// (`escaque.<key>.aside.<time>`); whether it was kept.
pub fn keep_aside(key: &str, raw: &str) -> bool {
    let at = unix_millis();
    for n in 0..1000 {
        let aside = aside_key(key, at, n);
        match read_raw(&aside) {
            Ok(None) => return write_raw(&aside, raw),
            Ok(Some(_)) => continue,
            Err(_) => return false,
        }
    }
    false
}

/// Reads `T`. An older version is upgraded and stored again; a damaged one is kept aside and
/// what could be read stored in its place (never over it when it could not be kept aside).
pub fn load<T: Versioned>() -> Loaded<T> {
    let key = storage_key(T::KEY);
    let raw = read_raw(&key).ok().flatten();
    let decoded = decode::<T>(raw.as_deref());
    let safe = match (&raw, decoded.state.keep_aside()) {
        (Some(raw), true) => keep_aside(T::KEY, raw),
        _ => true,
    };
    if safe && decoded.state.store_again() {
        write_raw(&key, &encode(&decoded.value));
    }
    decoded
}

/// Changes `T` without losing another tab's change: re-reads the stored copy, merges `mine`
/// (this tab's copy) into it, applies `change`, and stores the result, which it returns. Where
/// nothing usable is stored (nothing yet, storage blocked, a value beyond reading) it starts from
/// `mine`; a damaged stored copy is kept aside before it is written over.
pub fn update<T: Versioned>(mine: &T, change: impl FnOnce(&mut T)) -> T {
    let key = storage_key(T::KEY);
    let raw = read_raw(&key);
    let stored = raw.as_ref().ok().and_then(|raw| raw.as_deref());
    let decoded = decode::<T>(stored);
    let safe = match (stored, decoded.state.keep_aside()) {
        (Some(raw), true) => keep_aside(T::KEY, raw),
        _ => true,
    };
    let mut value = match (&raw, &decoded.state) {
        (Err(_), _) | (_, State::Missing | State::Damaged(Problem::Unreadable(_))) => mine.clone(),
        _ => decoded.value.merge(mine.clone()),
    };
    change(&mut value);
    let text = encode(&value);
    if safe && stored != Some(text.as_str()) {
        write_raw(&key, &text);
    }
    value
}

/// Stops a [`subscribe`]r hearing other tabs.
#[must_use = "a subscription is cancelled only by `cancel`; dropping it keeps it"]
pub struct Subscription(u64);

impl Subscription {
    /// No more calls.
    pub fn cancel(self) {
        SUBSCRIBERS.with_borrow_mut(|s| s.list.retain(|(id, _, _)| *id != self.0));
    }
}

type Subscriber = Rc<dyn Fn(Option<String>)>;

#[derive(Default)]
struct Subscribers {
    next: u64,
    list: Vec<(u64, String, Subscriber)>,
    listening: bool,
}

/// Calls `on_change` with the value another tab has just stored as `T` (the browser's `storage`
/// event; a tab does not hear its own writes). A value removed, or beyond reading, is not
/// passed on: this tab keeps its own until it writes.
pub fn subscribe<T: Versioned>(on_change: impl Fn(T) + 'static) -> Subscription {
    let key = storage_key(T::KEY);
    let subscriber: Subscriber = Rc::new(move |new_value: Option<String>| {
        let decoded = decode::<T>(new_value.as_deref());
        match decoded.state {
            State::Missing | State::Damaged(Problem::Unreadable(_)) => {}
            _ => on_change(decoded.value),
        }
    });
    let id = SUBSCRIBERS.with_borrow_mut(|s| {
        s.next += 1;
        s.list.push((s.next, key, subscriber));
        s.next
    });
    listen_once();
    Subscription(id)
}

/// One `storage` listener on the window for every subscriber.
fn listen_once() {
    if SUBSCRIBERS.with_borrow_mut(|s| std::mem::replace(&mut s.listening, true)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_storage =
        Closure::<dyn Fn(web_sys::StorageEvent)>::new(|event: web_sys::StorageEvent| {
            // Only localStorage (sessionStorage has the same event), and a key: `clear()` has none.
            let is_local = match (event.storage_area(), storage()) {
                (Some(area), Some(local)) => JsValue::from(area) == JsValue::from(local),
                _ => false,
            };
            let Some(key) = event.key().filter(|_| is_local) else {
                return;
            };
            let subscribers: Vec<Subscriber> = SUBSCRIBERS.with_borrow(|s| {
                s.list
                    .iter()
                    .filter(|(_, k, _)| *k == key)
                    .map(|(_, _, f)| f.clone())
                    .collect()
            });
            for subscriber in subscribers {
                subscriber(event.new_value());
            }
        });
    let _ = window.add_event_listener_with_callback("storage", on_storage.as_ref().unchecked_ref());
    on_storage.forget();
}

/// The settings stored on this device ([`load`] of [`Settings`]).
pub fn load_settings() -> Loaded<Settings> {
    load::<Settings>()
}

/// A small text kept under `escaque.<key>` as it is (the student's name).
pub fn load_text(key: &str) -> Option<String> {
    read_raw(&storage_key(key)).ok().flatten()
}

/// Stores a small text under `escaque.<key>`; whether it was stored.
pub fn save_text(key: &str, text: &str) -> bool {
    write_raw(&storage_key(key), text)
}
