//! The top bar: title and links; and what a route change does for the keyboard and a screen
//! reader ([`PageFocus`]).
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::platform;
use crate::state::AppState;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;
use std::time::Duration;

#[component]
pub fn Nav() -> impl IntoView {
    let state = expect_context::<AppState>();
    let t = move |id: MessageId| move || tr(state.ui(), id);
    view! {
        <header class="top">
            // For the keyboard and a screen reader: past the six links, to the page. It works
            // without the app too (the static page's own jump to `#main`); with the app it moves
            // the focus itself (`target` keeps the router's hands off a same-page link).
            <a class="skip-link" href="#main" target="_self" on:click=|ev| {
                ev.prevent_default();
                crate::platform::focus_selector("#main");
            }>{t(msg::NAV_SKIP)}</a>
            <span class="brand">{t(msg::APP_TITLE)}</span>
            <span class="tagline">{t(msg::APP_TAGLINE)}</span>
            <nav>
                <A href="/">{t(msg::NAV_HOME)}</A>
                <A href="/learn">{t(msg::NAV_LEARN)}</A>
                <A href="/progress">{t(msg::NAV_PROGRESS)}</A>
                <A href="/builder">{t(msg::NAV_BUILDER)}</A>
                <A href="/convert">{t(msg::NAV_CONVERT)}</A>
                <A href="/settings">{t(msg::NAV_SETTINGS)}</A>
            </nav>
        </header>
        <PageFocus/>
    }
}

/// How often the page's heading is looked for after a route change, and for how long: a page
/// whose code is fetched on its first visit comes later than the address.
const LOOK_EVERY: Duration = Duration::from_millis(50);
const LOOKS: u32 = 100;
/// After this many looks a heading that is still the old element is taken as the new page's
/// (a route that keeps its page and changes only its contents, `/drill/find` → `/drill/name`).
const SAME_ELEMENT_AFTER: u32 = 8;

/// Every page's title is its main heading's text and the app's name ("Find the square —
/// Escaque"), in the UI language; after a route change (a new path, not a new query) the focus
/// goes to that heading, as accessible single-page apps do, so that a screen reader says where
/// the user is and the next Tab starts at the top of the new page. The first page of a visit
/// keeps the focus where the page puts it.
#[component]
fn PageFocus() -> impl IntoView {
    let app = expect_context::<AppState>();
    let location = use_location();
    let path = Memo::new(move |_| location.pathname.get());
    // Counts the route changes: a later one ends the looking of an earlier one.
    let serial = StoredValue::new(0_u32);
    // The heading seen on the page before the route change, to tell the new page's apart.
    let seen = StoredValue::new_local(None::<web_sys::HtmlElement>);
    Effect::new(move |previous: Option<String>| {
        let now = path.get();
        let moved = previous.as_ref().is_some_and(|p| *p != now);
        serial.update_value(|s| *s += 1);
        let mine = serial.get_value();
        look(app, mine, serial, seen, moved, 0);
        now
    });
    // The title follows the UI language (and the heading's words with it).
    Effect::new(move |_| {
        let ui = app.ui();
        request_animation_frame(move || title_from_heading(ui));
    });
}

/// Sets the title from the page's heading once the page is there; then, after a route change,
/// moves the focus to it.
fn look(
    app: AppState,
    mine: u32,
    serial: StoredValue<u32>,
    seen: StoredValue<Option<web_sys::HtmlElement>, LocalStorage>,
    moved: bool,
    tries: u32,
) {
    if serial.try_get_value() != Some(mine) {
        return;
    }
    let ready = seen.with_value(|s| platform::main_heading_is_new(s.as_ref()))
        || (tries >= SAME_ELEMENT_AFTER && platform::main_heading_text().is_some());
    if ready {
        seen.set_value(platform::current_main_heading());
        title_from_heading(app.settings.with_untracked(|s| s.ui_language));
        if moved {
            // After the new page's first paint: a page that puts the focus somewhere as it
            // mounts (a drill's answer field) does it in its first frame; a route change
            // starts at the heading all the same.
            platform::paint::when_shown(|| {
                platform::after_next_paint(|| {
                    platform::focus_main_heading();
                })
            });
        }
        return;
    }
    if tries < LOOKS {
        set_timeout(
            move || look(app, mine, serial, seen, moved, tries + 1),
            LOOK_EVERY,
        );
    }
}

/// The document's title from the page's main heading, in `ui`. While there is no heading (the
/// app's page not built yet) the title is left as it is: the static page's own, the same words
/// (pwa/prerender.js), never the app's name alone in between.
fn title_from_heading(ui: escaque_core::settings::UiLanguage) {
    let app_name = tr(ui, msg::APP_TITLE);
    let title = match platform::main_heading_text() {
        Some(page) if page != app_name => tr_args(
            ui,
            msg::NAV_PAGE_TITLE,
            &[("page", &page), ("app", &app_name)],
        ),
        Some(_) => app_name,
        None => return,
    };
    platform::set_title(&title);
}
