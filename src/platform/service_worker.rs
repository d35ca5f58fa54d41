//! The service worker (`/sw.js`, written at build time by Workbox): registration and updates.
//!
//! A new version is only announced here; the page reloads only through [`activate_update`],
//! which the app calls from the user's click on "Reload".

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

const SCRIPT: &str = "/sw.js";

thread_local! {
    static REGISTRATION: RefCell<Option<ServiceWorkerRegistration>> = const { RefCell::new(None) };
}

/// The page's service-worker container; `None` where there is none (an insecure origin, some
/// private modes, old browsers).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    if present.is_undefined() || present.is_null() {
        return None;
    }
    Some(navigator.service_worker())
}

/// Registers `/sw.js` once the page has loaded, and calls `on_update_ready` each time a new
/// version is installed and waiting, never on the first install (there is nothing to replace
/// then). Does nothing where service workers are unavailable.
///
/// After the page's `load` event, not before: a first install downloads every file of the
/// build, and should not take bandwidth and main-thread time from the page's own first load.
pub fn register(on_update_ready: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let loaded = window
        .document()
        .is_some_and(|d| d.ready_state() == "complete");
    // And once the app's page is on screen, after a paint: not in its start-up's tasks.
    let when_quiet = move || {
        super::paint::when_shown(move || {
            super::paint::after_next_paint(move || register_now(on_update_ready))
        })
    };
    if loaded {
        when_quiet();
    } else {
        let on_load = Closure::once_into_js(when_quiet);
        let _ = window.add_event_listener_with_callback("load", on_load.unchecked_ref());
    }
}

fn register_now(on_update_ready: impl Fn() + 'static) {
    let Some(container) = container() else {
        return;
    };
    let registering = container.register(SCRIPT);
    let on_ready: Rc<dyn Fn()> = Rc::new(on_update_ready);
    let on_registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        // A browser that blocks workers (a test tool, a policy) may answer with nothing.
        let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        watch(&container, &registration, on_ready.clone());
        REGISTRATION.with(|r| *r.borrow_mut() = Some(registration));
    });
    // Not registered: the app works without it; only offline use and updates are lost.
    let on_failed = Closure::<dyn FnMut(JsValue)>::new(|_| {});
    let _ = registering.then2(&on_registered, &on_failed);
    on_registered.forget();
    on_failed.forget();
}

/// Announces a version that is already waiting, and every later one once it is installed.
fn watch(
    container: &ServiceWorkerContainer,
    registration: &ServiceWorkerRegistration,
    on_ready: Rc<dyn Fn()>,
) {
    // Installed during an earlier visit (or by another tab) and still waiting for its turn.
    if registration.waiting().is_some() && container.controller().is_some() {
        on_ready();
    }
    let found_in = registration.clone();
    let container = container.clone();
    let on_update_found = Closure::<dyn Fn()>::new(move || {
        let Some(worker) = found_in.installing() else {
            return;
        };
        let watched = worker.clone();
        let container = container.clone();
        let on_ready = on_ready.clone();
        let on_state_change = Closure::<dyn Fn()>::new(move || {
            // Installed while another version controls the page: an update, now waiting.
            if watched.state() == ServiceWorkerState::Installed && container.controller().is_some()
            {
                on_ready();
            }
        });
        worker.set_onstatechange(Some(on_state_change.as_ref().unchecked_ref()));
        on_state_change.forget();
    });
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    on_update_found.forget();
}

/// Lets the waiting version take over, then reloads the page once it controls it. Call it only
/// from the user's click: the page reloads.
pub fn activate_update() {
    let waiting = REGISTRATION.with(|r| r.borrow().as_ref().and_then(|r| r.waiting()));
    let (Some(container), Some(waiting)) = (container(), waiting) else {
        // Nothing waits any more (another tab activated it): the new version is in control.
        reload();
        return;
    };
    let on_controller_change = Closure::once_into_js(reload);
    container.set_oncontrollerchange(Some(on_controller_change.unchecked_ref()));
    // The message Workbox's generated worker answers with `skipWaiting()`.
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"type".into(), &"SKIP_WAITING".into());
    if waiting.post_message(&message).is_err() {
        reload();
    }
}

fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// Hears whether there is an offer to install the app.
type OfferListener = Box<dyn Fn(bool)>;

thread_local! {
    /// The browser's offer to install the app (`beforeinstallprompt`), kept for the user's click.
    static INSTALL_OFFER: RefCell<Option<JsValue>> = const { RefCell::new(None) };
    static ON_OFFER: RefCell<Vec<OfferListener>> = const { RefCell::new(Vec::new()) };
}

/// Listens, from the start, for the browser's offer to install the app (`beforeinstallprompt`:
/// Chromium's browsers, once the manifest and the service worker qualify) and for the install
/// itself (`appinstalled`). The offer is kept for [`install`]; `on_offer` hears each change
/// (true: there is one to show). Nothing happens where browsers never offer (Firefox, Safari:
/// their own menus install).
pub fn watch_install_offer() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_prompt = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        // The browser's own mini bar stays away: the app's button asks when the user wants.
        event.prevent_default();
        INSTALL_OFFER.with_borrow_mut(|o| *o = Some(event.into()));
        tell_offer(true);
    });
    let on_installed = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
        INSTALL_OFFER.with_borrow_mut(|o| *o = None);
        tell_offer(false);
    });
    _ = window.add_event_listener_with_callback(
        "beforeinstallprompt",
        on_prompt.as_ref().unchecked_ref(),
    );
    _ = window
        .add_event_listener_with_callback("appinstalled", on_installed.as_ref().unchecked_ref());
    // For the app's life.
    on_prompt.forget();
    on_installed.forget();
}

fn tell_offer(offered: bool) {
    ON_OFFER.with_borrow(|listeners| listeners.iter().for_each(|f| f(offered)));
}

/// Whether the browser has offered to install the app, and calls `on_change` on each change
/// after this (for a button that shows only while there is an offer).
pub fn install_offered(on_change: impl Fn(bool) + 'static) -> bool {
    ON_OFFER.with_borrow_mut(|listeners| listeners.push(Box::new(on_change)));
    INSTALL_OFFER.with_borrow(Option::is_some)
}

/// Asks the browser to show its install dialog (the offer is used up: a browser makes a new one
/// if the user declines). Does nothing without an offer.
pub fn install() {
    let Some(offer) = INSTALL_OFFER.with_borrow_mut(Option::take) else {
        return;
    };
    tell_offer(false);
    if let Ok(prompt) = js_sys::Reflect::get(&offer, &JsValue::from_str("prompt"))
        .and_then(|f| f.dyn_into::<js_sys::Function>())
    {
        _ = prompt.call0(&offer);
    }
}
