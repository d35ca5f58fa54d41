//! A text whose citations of the rules ("(C.9)") are links to the lesson of the course that
//! teaches them: the one place reasons and notes become links (the tables are the core's,
//! `escaque_core::course::ARTICLES` and, for what a reason or note is about, `TOPICS`).
use escaque_core::course::{citations_about, grade_codes, Segment};
use escaque_core::grade::Grade;
use leptos::prelude::*;

/// `text`, the words of `grade` (if any), with each article a lesson teaches as a link to it
/// (`a[data-lesson-ref]`): to the lesson of what the grade's reason or notes are about, so
/// "(C.13)" after a castling reason links to `castling`, after the check mark's note to
/// `check-mate`.
pub fn cited_about(text: &str, grade: Option<&Grade>) -> AnyView {
    let about = grade.map(grade_codes).unwrap_or_default();
    citations_about(text, &about)
        .into_iter()
        .map(|segment| match segment {
            Segment::Text(t) => breakable(t),
            Segment::Article { text, lesson, .. } => view! {
                <a href=format!("/learn/{lesson}") data-lesson-ref=lesson>{text.to_string()}</a>
            }
            .into_any(),
        })
        .collect_view()
        .into_any()
}

/// `text` with a line break allowed after each `/`: a FEN wraps between its ranks
/// (`…/PP3P1P/<wbr>R1BQR1K1 w - - 0 1`), never inside one, and its last rank stays on one line
/// with the fields after it (`b - - 0 27` never split). The text itself is unchanged (`<wbr>`
/// is no character: a copied FEN is the FEN).
/// Whether `part`, what follows a text's last `/`, is a FEN's last rank with its fields
/// (`R1RQ1B2 b - - 0 27`), not a sentence.
fn is_fen_tail(part: &str) -> bool {
    let mut words = part.split(' ');
    let rank = words.next().unwrap_or_default();
    let side = words.next();
    !rank.is_empty()
        && rank.len() <= 8
        && rank
            .chars()
            .all(|c| c.is_ascii_digit() || "pnbrqkPNBRQK".contains(c))
        && matches!(side, Some("w" | "b"))
        && words.count() <= 4
}

pub fn breakable(text: &str) -> AnyView {
    if !text.contains('/') {
        return text.to_string().into_any();
    }
    let parts: Vec<String> = text.split_inclusive('/').map(str::to_string).collect();
    parts
        .into_iter()
        .map(|part| {
            if part.ends_with('/') {
                view! { {part}<wbr/> }.into_any()
            } else if is_fen_tail(&part) {
                view! { <span class="fen-tail">{part}</span> }.into_any()
            } else {
                // A sentence after a slash: it wraps as text does.
                part.into_any()
            }
        })
        .collect_view()
        .into_any()
}

#[cfg(test)]
mod tests {
    use super::is_fen_tail;

    /// A FEN's last rank with its fields stays whole; a sentence after a slash does not.
    #[test]
    fn a_fen_tail_is_known_by_its_shape() {
        for tail in [
            "R1RQ1B2 b - - 0 27",
            "RNBQKBNR w KQkq - 0 1",
            "8 w - -",
            "4K3 b - e3 100 100",
        ] {
            assert!(is_fen_tail(tail), "{tail}");
        }
        for text in [
            "b, the bishop's square",
            "RNBQKBNR",
            "d5 is the square",
            "",
            "8 x - - 0 1",
        ] {
            assert!(!is_fen_tail(text), "{text}");
        }
    }
}
