//! Whether an element is on screen, or about to be: work for what is below the fold can wait
//! until the user scrolls towards it.

use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

/// Watches one element until it comes near the screen; dropping it stops the watch.
pub struct NearScreen {
    observer: Option<IntersectionObserver>,
    _callback: Closure<dyn FnMut(js_sys::Array, IntersectionObserver)>,
}

impl Drop for NearScreen {
    fn drop(&mut self) {
        if let Some(observer) = &self.observer {
            observer.disconnect();
        }
    }
}

/// Calls `then` once, when `element` comes within half a screen of the viewport: at once
/// (in the browser's next rendering step) if it is there already. Where the browser has no
/// IntersectionObserver, calls it at once. Keep the returned value for as long as `then` may
/// still be wanted.
pub fn when_near_screen(element: &web_sys::Element, then: impl FnOnce() + 'static) -> NearScreen {
    let then = Rc::new(Cell::new(Some(then)));
    let pending = Rc::clone(&then);
    let callback = Closure::<dyn FnMut(js_sys::Array, IntersectionObserver)>::new(
        move |entries: js_sys::Array, observer: IntersectionObserver| {
            let near = entries.iter().any(|entry| {
                entry
                    .unchecked_into::<IntersectionObserverEntry>()
                    .is_intersecting()
            });
            if near {
                observer.disconnect();
                if let Some(then) = pending.take() {
                    then();
                }
            }
        },
    );
    let options = IntersectionObserverInit::new();
    options.set_root_margin("50% 0px");
    let observer =
        IntersectionObserver::new_with_options(callback.as_ref().unchecked_ref(), &options).ok();
    match &observer {
        Some(observer) => observer.observe(element),
        None => {
            if let Some(then) = then.take() {
                then();
            }
        }
    }
    NearScreen {
        observer,
        _callback: callback,
    }
}

/// Whether the page is hidden now (another tab in front, the phone locked, the page being
/// left): a timed run's clock stands still meanwhile.
pub fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden())
}
