//! A link that cannot be opened: what is wrong, in the UI language, and a way back home.
//! Everything from the link is shown as text, never as HTML.

use crate::i18n::{tr, tr_args};
use crate::state::AppState;
use escaque_core::drill::SpecError;
use leptos::prelude::*;
use leptos_router::components::A;

/// The message id and arguments of a spec error.
pub fn spec_error_message(error: &SpecError) -> (&'static str, Vec<(&'static str, String)>) {
    match error {
        SpecError::TooLong { length } => ("link-too-long", vec![("length", length.to_string())]),
        SpecError::MissingVersion => ("link-missing-version", vec![]),
        SpecError::UnknownVersion(v) => ("link-unknown-version", vec![("version", v.clone())]),
        SpecError::Malformed(part) => ("link-malformed", vec![("part", part.clone())]),
        SpecError::UnknownKey(key) => ("link-unknown-key", vec![("key", key.clone())]),
        SpecError::RepeatedKey(key) => ("link-repeated-key", vec![("key", key.clone())]),
        SpecError::BadValue { key, value } => (
            "link-bad-value",
            vec![("key", key.to_string()), ("value", value.clone())],
        ),
        SpecError::OutOfRange {
            key,
            value,
            min,
            max,
        } => (
            "link-out-of-range",
            vec![
                ("key", key.to_string()),
                ("value", value.clone()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
        ),
        SpecError::CountAndTime => ("link-count-and-time", vec![]),
        SpecError::AreaTooSmall => ("options-area-too-small", vec![]),
        SpecError::UnknownMode(mode) => ("link-unknown-mode", vec![("mode", mode.clone())]),
        SpecError::NotForMode { key, mode } => (
            "link-not-for-mode",
            vec![("key", key.to_string()), ("mode", mode.to_string())],
        ),
        SpecError::MissingMode => ("link-missing-mode", vec![]),
        SpecError::ModeMismatch { route, query } => (
            "link-mode-mismatch",
            vec![("route", route.to_string()), ("query", query.to_string())],
        ),
    }
}

#[component]
pub fn LinkError(error: SpecError) -> impl IntoView {
    let app = expect_context::<AppState>();
    let (id, args) = spec_error_message(&error);
    let message = move || {
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        tr_args(app.ui(), id, &args)
    };
    view! {
        <section class="link-error" role="alert" data-error=id>
            <h1>{move || tr(app.ui(), "link-error-title")}</h1>
            <p>{message}</p>
            <p><A href="/">{move || tr(app.ui(), "link-error-home")}</A></p>
        </section>
    }
}
