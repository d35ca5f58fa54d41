//! A QR code of a link, drawn as one SVG path (the `qrcode` crate gives the modules; no HTML is
//! made from text).

use leptos::prelude::*;
use qrcode::{Color, EcLevel, QrCode};

/// The SVG path of the dark modules of `text`'s QR code, and its width in modules (with the
/// quiet zone); `None` when the text is too long for a QR code.
pub fn qr_path(text: &str) -> Option<(String, usize)> {
    // Short links get more error correction (a projected code is read from afar).
    let level = if text.len() < 600 {
        EcLevel::M
    } else {
        EcLevel::L
    };
    let code = QrCode::with_error_correction_level(text.as_bytes(), level).ok()?;
    let width = code.width();
    let quiet = 4;
    let mut path = String::new();
    for (index, color) in code.to_colors().into_iter().enumerate() {
        if color == Color::Dark {
            let (x, y) = (index % width + quiet, index / width + quiet);
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    Some((path, width + 2 * quiet))
}

/// The QR code of `text` (`[data-qr] svg`), or nothing when it does not fit in one.
#[component]
pub fn QrCodeView(
    #[prop(into)] text: Signal<String>,
    #[prop(into)] label: Signal<String>,
) -> impl IntoView {
    let drawn = Memo::new(move |_| text.with(|t| qr_path(t)));
    move || {
        drawn.get().map(|(path, size)| {
            view! {
                <svg class="qr" viewBox=format!("0 0 {size} {size}") role="img" aria-label=move || label.get()
                    shape-rendering="crispEdges">
                    <rect width=size.to_string() height=size.to_string() fill="#fff"/>
                    <path d=path fill="#000"/>
                </svg>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_readable_code_and_an_overlong_text_none() {
        let (path, size) = qr_path("https://escaque.example/drill/find?v=1&n=20&seed=7").unwrap();
        assert!(size >= 21 + 8, "version 1 or more, with the quiet zone");
        assert!(path.matches('M').count() > 100);
        assert!(qr_path(&"x".repeat(5000)).is_none());
    }
}
