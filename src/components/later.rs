//! Part of a page built one browser task after the rest of it.
use crate::platform::paint;
use leptos::prelude::*;
use std::time::Duration;

/// Builds its children one browser task after the view around it: the browser paints what is
/// there and answers input in between, so that a long page does not hold a phone's main thread
/// in one block while it is put together. For what is below the first screen, or beside it: it
/// appears a moment later. `fallback` holds its place until then (same size, so that nothing
/// moves when it comes).
///
/// With `at_start_only`, only while the app is built behind the static page (which hides the
/// gap): once the app's page is on screen it builds its children at once, so that a part that
/// must be there whole (a board's squares) never shows half-built.
#[component]
pub fn Later(
    children: ChildrenFn,
    #[prop(optional, into)] fallback: ViewFn,
    #[prop(optional)] at_start_only: bool,
) -> impl IntoView {
    if at_start_only && !paint::starting() {
        return children().into_any();
    }
    let ready = RwSignal::new(false);
    // The static page stays on screen until this part is there too (see `platform::paint`).
    let hold = StoredValue::new_local(Some(paint::hold()));
    // A page left before then is gone, and its signal with it: nothing to do.
    set_timeout(move || _ = ready.try_set(true), Duration::ZERO);
    (move || {
        if ready.get() {
            let view = children().into_any();
            // Built (and whatever it holds itself held): the paint may go.
            hold.try_update_value(Option::take);
            view
        } else {
            fallback.run()
        }
    })
    .into_any()
}
