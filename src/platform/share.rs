//! Sharing what the app made: the page's origin for absolute links, the clipboard, downloads.

use wasm_bindgen::JsCast;

/// `https://host:port` of the page.
pub fn origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// Puts `text` on the clipboard; false where the browser refuses (no permission, no HTTPS).
pub fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let _ = window.navigator().clipboard().write_text(text);
    true
}

/// Offers `text` as a file to save (`resultados.csv`), through a Blob and a link.
pub fn download(file_name: &str, text: &str, mime: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        link.set_href(&url);
        link.set_download(file_name);
        link.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Opens the browser's print dialog (the worksheet's print stylesheet does the rest).
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}
