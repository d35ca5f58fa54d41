//! The static page the build painted (`pwa/prerender.js`) and the app that takes it over.
//!
//! Every page of the build comes with its own markup in the user's language, shown before the
//! wasm arrives: the app's own DOM, taken at build time, its top-level nodes marked
//! `data-static`. [`take_over`] (before the mount) makes that copy inert for queries (no ids,
//! names or squares left to be found twice) and hides what the app mounts
//! (`body[data-starting]`, see `assets/style.css`); the app then builds its page, in as many
//! short tasks as it likes, behind it. When nothing holds the paint any more ([`hold`]: a part
//! built a task later, a page's code or data still on the way), [`release`] swaps the two in
//! one task: the browser paints the static page, then the app's, never a half-built one or an
//! empty one in between. Then `<html>` gets `data-started` (tests wait for it).
use std::cell::{Cell, RefCell};
use std::time::Duration;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The longest the static page stays once the app is mounted, whatever still holds it.
const AT_MOST: Duration = Duration::from_secs(4);

thread_local! {
    static HOLDS: Cell<usize> = const { Cell::new(0) };
    static STARTED: Cell<bool> = const { Cell::new(false) };
    static RELEASED: Cell<bool> = const { Cell::new(false) };
    static WAITING: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

fn body() -> Option<web_sys::HtmlElement> {
    web_sys::window()?.document()?.body()
}

fn each(selector: &str, mut f: impl FnMut(web_sys::Element)) {
    let Some(body) = body() else { return };
    let Ok(list) = body.query_selector_all(selector) else {
        return;
    };
    for i in 0..list.length() {
        if let Some(element) = list
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            f(element);
        }
    }
}

/// Before the mount: the static page stays on screen, but nothing in it is found by the
/// app's queries, and what the app mounts stays hidden until [`release`].
pub fn take_over() {
    STARTED.set(true);
    each("template[data-lang]", |t| t.remove());
    // Only the elements that have one of these: a page's static copy may have thousands of
    // nodes, and a call into the DOM for each is a long task on a phone. (`inert` on the
    // top-level nodes covers everything inside them.)
    const FOUND_BY_QUERIES: [&str; 4] = ["id", "name", "data-square", "for"];
    let carrying = FOUND_BY_QUERIES.map(|a| format!("[{a}]")).join(", ");
    each(
        &format!(":scope > [data-static] :is({carrying}), :scope > [data-static]:is({carrying})"),
        |e| {
            for name in FOUND_BY_QUERIES {
                _ = e.remove_attribute(name);
            }
        },
    );
    each(":scope > [data-static]", |e| {
        _ = e.set_attribute("inert", "")
    });
    if let Some(body) = body() {
        _ = body.set_attribute("data-starting", "");
    }
    leptos::prelude::set_timeout(release, AT_MOST);
}

/// A reason to keep the static page a while longer; dropping it gives it up.
#[must_use = "the paint is held only while this lives"]
pub struct Hold(());

/// Keeps the static page on screen until the returned [`Hold`] is dropped (and no other one
/// is left): for a part of the page that comes a task later, or waits for its code or data.
pub fn hold() -> Hold {
    HOLDS.set(HOLDS.get() + 1);
    Hold(())
}

impl Drop for Hold {
    fn drop(&mut self) {
        HOLDS.set(HOLDS.get().saturating_sub(1));
        settle();
    }
}

/// After the mount, and whenever a hold ends: releases the static page once a whole task has
/// gone by with nothing holding it (what the last hold let through is built by then).
pub fn settle() {
    if !STARTED.get() || RELEASED.get() || HOLDS.get() > 0 {
        return;
    }
    leptos::prelude::set_timeout(
        || {
            if HOLDS.get() == 0 {
                release();
            }
        },
        Duration::ZERO,
    );
}

/// Removes the static page and shows the app's, in one task; then runs what waited for it.
fn release() {
    if RELEASED.replace(true) {
        return;
    }
    each(":scope > [data-static]", |e| e.remove());
    if let Some(body) = body() {
        _ = body.remove_attribute("data-starting");
    }
    // The page contract: `html[data-started]` once the app's page is on screen.
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        _ = root.set_attribute("data-started", "");
    }
    for f in WAITING.take() {
        f();
    }
}

/// Whether the app is still being built behind the static page: what is built now is not seen
/// until the swap, so it may come in parts (see `components::later::Later`).
pub fn starting() -> bool {
    STARTED.get() && !RELEASED.get()
}

/// Runs `f` once the app's page is on screen: at once if it is, else right after the swap
/// (focus, which a hidden element cannot take).
pub fn when_shown(f: impl FnOnce() + 'static) {
    if RELEASED.get() || !STARTED.get() {
        f();
    } else {
        WAITING.with_borrow_mut(|w| w.push(Box::new(f)));
    }
}

/// Runs `f` in a task after the browser's next paint (a zero-delay timeout set in the next
/// animation frame): for work that must not hold up what a press shows.
pub fn after_next_paint(f: impl FnOnce() + 'static) {
    leptos::prelude::request_animation_frame(move || {
        leptos::prelude::set_timeout(f, Duration::ZERO);
    });
}

/// Lets the browser paint and handle input before the rest of the work: `scheduler.yield()`
/// where there is one (the task's continuation goes first), else a zero-delay timeout.
/// (Awaiting a Rust future alone never yields to the browser.)
pub async fn yield_now() {
    let scheduler = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("scheduler"))
        .ok()
        .filter(|s| s.is_object());
    let yielder = scheduler.as_ref().and_then(|s| {
        js_sys::Reflect::get(s, &JsValue::from_str("yield"))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    });
    let promise = match (scheduler, yielder) {
        (Some(scheduler), Some(f)) => f
            .call0(&scheduler)
            .ok()
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok()),
        _ => None,
    };
    let promise = promise.unwrap_or_else(|| {
        js_sys::Promise::new(&mut |resolve, _| {
            let window = web_sys::window();
            if let Some(window) = window {
                _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
            } else {
                _ = resolve.call0(&JsValue::UNDEFINED);
            }
        })
    });
    _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

#[cfg(test)]
mod tests {
    use escaque_core::settings::UiLanguage;

    /// The static page picks its language before the wasm with pwa/ui-languages.json: the same
    /// languages, and the same `read_by` for every two- and three-letter subtag, as the core.
    #[test]
    fn the_static_pages_language_rule_is_the_cores() {
        let json: serde_json::Value =
            serde_json::from_str(include_str!("../../pwa/ui-languages.json")).unwrap();
        let ui: Vec<&str> = json["ui"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let all: Vec<&str> = UiLanguage::ALL.iter().map(|l| l.code()).collect();
        assert_eq!(ui, all);
        let read_by = json["readBy"].as_object().unwrap();
        let letters = b'a'..=b'z';
        let mut tags = Vec::new();
        for a in letters.clone() {
            for b in letters.clone() {
                tags.push(format!("{}{}", a as char, b as char));
                for c in letters.clone() {
                    tags.push(format!("{}{}{}", a as char, b as char, c as char));
                }
            }
        }
        for tag in tags {
            let core = UiLanguage::read_by(&tag).map(|l| l.code());
            let page = read_by.get(&tag).map(|v| v.as_str().unwrap());
            assert_eq!(page, core, "read_by({tag})");
        }
    }
}
