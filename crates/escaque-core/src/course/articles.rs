//! Which lesson teaches which article of Appendix C: the one table the app's links to the
//! lessons come from ("(C.9)" in a reason links to `captures`).

/// Article → lesson id. An article not listed is taught by the lesson of the article it is part
/// of (`C.10.3` → `C.10`).
pub const ARTICLES: &[(&str, &str)] = &[
    ("C.1", "pieces"),
    ("C.2", "pieces"),
    ("C.3", "pieces"),
    ("C.4", "pieces"),
    ("C.5", "board"),
    ("C.6", "board"),
    ("C.7", "board"),
    ("C.8", "moves"),
    ("C.9", "captures"),
    ("C.9.3", "pawn-captures"),
    ("C.10", "two-pieces"),
    ("C.11", "promotion"),
    ("C.12", "check-mate"),
    ("C.13", "check-mate"),
];

/// The lesson that teaches `article` (`C.9.3`), if any.
pub fn lesson_for_article(article: &str) -> Option<&'static str> {
    let mut at = article;
    loop {
        if let Some((_, lesson)) = ARTICLES.iter().find(|(a, _)| *a == at) {
            return Some(lesson);
        }
        let (head, _) = at.rsplit_once('.')?;
        if head == "C" {
            return None;
        }
        at = head;
    }
}

/// A piece of a text: plain text, or a citation of an article (`(C.9)`) with its lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment<'a> {
    Text(&'a str),
    /// `text` is the citation as written (`(C.9)`), `article` without the brackets.
    Article {
        text: &'a str,
        article: &'a str,
        lesson: &'static str,
    },
}

/// `text` cut into plain text and the citations of articles that a lesson teaches.
///
/// ```
/// use escaque_core::course::{citations, Segment};
/// assert_eq!(citations("The x is optional (C.9)."), [
///     Segment::Text("The x is optional "),
///     Segment::Article { text: "(C.9)", article: "C.9", lesson: "captures" },
///     Segment::Text("."),
/// ]);
/// assert_eq!(citations("(C.99) stays"), [Segment::Text("(C.99) stays")]);
/// ```
pub fn citations(text: &str) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    let mut plain = 0;
    let mut from = 0;
    while let Some(found) = text[from..].find("(C.") {
        let at = from + found;
        let Some(len) = text[at..].find(')') else {
            break;
        };
        let article = &text[at + 1..at + len];
        let digits = &article[2..];
        let is_article = !digits.is_empty()
            && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
            && !digits.ends_with('.');
        if let Some(lesson) = lesson_for_article(article).filter(|_| is_article) {
            if plain < at {
                out.push(Segment::Text(&text[plain..at]));
            }
            out.push(Segment::Article {
                text: &text[at..at + len + 1],
                article,
                lesson,
            });
            plain = at + len + 1;
        }
        from = at + len + 1;
    }
    if plain < text.len() {
        out.push(Segment::Text(&text[plain..]));
    }
    out
}
