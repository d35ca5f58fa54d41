//! A text whose citations of the rules ("(C.9)") are links to the lesson of the course that
//! teaches them: the one place reasons and notes become links (the table is the core's,
//! `escaque_core::course::ARTICLES`).
use escaque_core::course::{citations, Segment};
use leptos::prelude::*;

/// `text`, with each article a lesson teaches as a link to it (`a[data-lesson-ref]`).
pub fn cited(text: &str) -> AnyView {
    citations(text)
        .into_iter()
        .map(|segment| match segment {
            Segment::Text(t) => t.to_string().into_any(),
            Segment::Article { text, lesson, .. } => view! {
                <a href=format!("/learn/{lesson}") data-lesson-ref=lesson>{text.to_string()}</a>
            }
            .into_any(),
        })
        .collect_view()
        .into_any()
}
