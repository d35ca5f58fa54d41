//! The document: focus, hit tests, pointers, theme, language, input kind.

use wasm_bindgen::JsCast;

/// The path of the page's address (`/drill/find`), empty where there is no window.
pub fn page_path() -> String {
    web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default()
}

/// The browser's preferred language tags, best first (`["ca-ES", "es-ES", "en"]`):
/// `navigator.languages`, or `navigator.language` where the list is missing or empty.
pub fn browser_languages() -> Option<Vec<String>> {
    let navigator = web_sys::window()?.navigator();
    let tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    if tags.is_empty() {
        navigator.language().map(|tag| vec![tag])
    } else {
        Some(tags)
    }
}

/// Moves keyboard focus to the first element matching `selector`.
pub fn focus_selector(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Moves keyboard focus to the first element matching the first of `selectors` that matches
/// one (the answer field, else the question); false when none does.
pub fn focus_first(selectors: &[&str]) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    for selector in selectors {
        let element = document
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(element) = element {
            return element.focus().is_ok();
        }
    }
    false
}

/// Scrolls the first element matching `selector` into view: by the least amount that shows it
/// whole (nothing when it is on screen), or with its top at the top of the screen (`to_top`).
pub fn scroll_into_view(selector: &str, to_top: bool) {
    let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    // `scrollIntoView({ block })`, called by name: its options need no web-sys feature.
    let options = js_sys::Object::new();
    let block = if to_top { "start" } else { "nearest" };
    let _ = js_sys::Reflect::set(&options, &"block".into(), &block.into());
    if let Ok(scroll) = js_sys::Reflect::get(&element, &"scrollIntoView".into())
        .and_then(|f| f.dyn_into::<js_sys::Function>())
    {
        let _ = scroll.call1(&element, &options);
    }
}

/// Moves keyboard focus to the board square `name` (`"e4"`).
pub fn focus_square(name: &str) {
    focus_selector(&format!("[data-square=\"{name}\"]"));
}

/// Gives the square `name` the focus a click on it gives, unless something outside the board
/// has taken the focus since (the summary of a run that the press ended).
pub fn focus_pressed_square(name: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let elsewhere = document.active_element().is_some_and(|active| {
        document.body().is_none_or(|body| *active != *body.as_ref())
            && active.closest(".board").ok().flatten().is_none()
    });
    if !elsewhere {
        focus_square(name);
    }
}

/// The board square under the point (`clientX`, `clientY`), for drops.
pub fn square_at_point(x: f64, y: f64) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let square = element.closest("[data-square]").ok()??;
    square.get_attribute("data-square")
}

/// The board square (`data-square`) an event happened on, if any (a press on a square's piece
/// or coordinate counts for the square).
pub fn square_of_event(event: &web_sys::Event) -> Option<String> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    target
        .closest("[data-square]")
        .ok()??
        .get_attribute("data-square")
}

/// The element whose listener hears `event` (its `currentTarget`).
pub fn listening_element(event: &web_sys::Event) -> Option<web_sys::Element> {
    event.current_target()?.dyn_into::<web_sys::Element>().ok()
}

/// Whether `event` happened on the element whose listener hears it, not on a child of it.
pub fn event_on_listener(event: &web_sys::Event) -> bool {
    match (event.target(), event.current_target()) {
        (Some(target), Some(current)) => target == current,
        _ => false,
    }
}

/// The box inside `element`'s border, in the viewport's coordinates: left, top, width, height.
pub fn content_box(element: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    let rect = element.get_bounding_client_rect();
    let (width, height) = (element.client_width(), element.client_height());
    (width > 0 && height > 0).then(|| {
        (
            rect.left() + f64::from(element.client_left()),
            rect.top() + f64::from(element.client_top()),
            f64::from(width),
            f64::from(height),
        )
    })
}

/// Sends the later events of pointer `pointer_id` to `element` until its release, wherever
/// the pointer goes (a drag that leaves the board is still heard).
pub fn capture_pointer(element: &web_sys::Element, pointer_id: i32) {
    // Fails only if the pointer is no longer down: then there is nothing to capture.
    let _ = element.set_pointer_capture(pointer_id);
}

/// Sets `data-theme` (`light`, `dark`, or none to follow the device) and `lang` on the
/// document element, so CSS variables follow the theme.
pub fn apply_theme(theme: Option<&str>, lang: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = match theme {
            Some(theme) => root.set_attribute("data-theme", theme),
            None => root.remove_attribute("data-theme"),
        };
        let _ = root.set_attribute("lang", lang);
    }
}

/// Whether the main pointer is a finger (a phone or tablet): on-screen keys come first and no
/// text field takes the focus by itself (which would open the keyboard).
pub fn prefers_touch() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Whether an event comes from a text field, a select or a text area (where keys are text, not
/// shortcuts).
pub fn event_from_field(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

/// The page's main heading: the first `h1` of the app's `<main id="main">` (the static page's
/// copy has lost its ids, so it is never found here).
fn main_heading() -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .query_selector("#main h1")
        .ok()??
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// The text of the page's main heading, its white space collapsed; `None` while the page has
/// none (its code is still on the way).
pub fn main_heading_text() -> Option<String> {
    let text = main_heading()?.text_content()?;
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (!text.is_empty()).then_some(text)
}

/// Whether the page's main heading is another element than `seen` (the one a page had before a
/// route change): the new page is there.
pub fn main_heading_is_new(seen: Option<&web_sys::HtmlElement>) -> bool {
    match (main_heading(), seen) {
        (Some(now), Some(seen)) => now != *seen,
        (Some(_), None) => true,
        (None, _) => false,
    }
}

/// The page's main heading element, to compare with after a route change.
pub fn current_main_heading() -> Option<web_sys::HtmlElement> {
    main_heading()
}

/// Sets the document's title (the browser's tab, the history, a screen reader's page name).
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if document.title() != title {
            document.set_title(title);
        }
    }
}

/// Moves the focus to the page's main heading, made focusable for it (`tabindex="-1"`: not a
/// Tab stop); a screen reader then reads the new page's name. False when there is none.
pub fn focus_main_heading() -> bool {
    let Some(heading) = main_heading() else {
        return false;
    };
    if !heading.has_attribute("tabindex") {
        _ = heading.set_attribute("tabindex", "-1");
    }
    heading.focus().is_ok()
}
