//! Fetching a file of the app (the game library), as bytes.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The bytes at `path` on the app's own origin; an error in words when the network or the
/// server fails.
pub async fn fetch_bytes(path: &str) -> Result<Vec<u8>, String> {
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(describe)?;
    let response: web_sys::Response = response.dyn_into().map_err(describe)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(describe)?)
        .await
        .map_err(describe)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

fn describe(error: wasm_bindgen::JsValue) -> String {
    error
        .as_string()
        .or_else(|| {
            error
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| "network error".into())
}
