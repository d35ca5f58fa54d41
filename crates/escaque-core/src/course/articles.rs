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

/// What a reason or a note of the grader is about, where its article is taught by more than
/// one lesson: C.13 lists castling beside the check and mate marks, C.9.3 the pawn captures
/// with en passant. The code of a [`crate::grade::ReasonCode`] or a [`crate::grade::Note`] →
/// the lesson its citation links to (a lesson that teaches the article; a test checks).
pub const TOPICS: &[(&str, &str)] = &[
    ("castling_as_king_move", "castling"),
    ("syntax_castling_without_hyphens", "castling"),
    ("illegal_no_castling_right", "castling"),
    ("illegal_castling_blocked", "castling"),
    ("illegal_castling_out_of_check", "castling"),
    ("illegal_castling_through_check", "castling"),
    ("castling_spelling", "castling"),
    ("en_passant_mark_wrong", "en-passant"),
    ("en_passant_mark", "en-passant"),
];

/// The codes a grade is about, for [`citations_about`]: its reason's own code (under a
/// headline, the detail: `syntax_castling_without_hyphens`) and its notes' codes.
pub fn grade_codes(grade: &crate::grade::Grade) -> Vec<&'static str> {
    grade
        .reason
        .iter()
        .map(|r| r.kind().code())
        .chain(grade.notes.iter().map(|n| n.code()))
        .collect()
}

/// Whether lesson `id` teaches `article`: one of its articles, or what one of them is part of
/// (`C.10.3` is taught where `C.10` is).
fn teaches(id: &str, article: &str) -> bool {
    super::lesson(id).is_some_and(|l| {
        l.articles.iter().any(|a| {
            article == *a
                || article
                    .strip_prefix(a)
                    .is_some_and(|rest| rest.starts_with('.'))
        })
    })
}

/// The lesson a citation of `article` links to in a text about `about` (reason and note
/// codes, [`grade_codes`]): the lesson of the first topic ([`TOPICS`]) that teaches the
/// article, else the article's own ([`lesson_for_article`]).
///
/// ```
/// use escaque_core::course::lesson_about;
/// assert_eq!(lesson_about("C.13", &["castling_as_king_move"]), Some("castling"));
/// assert_eq!(lesson_about("C.13", &["check_mark_missing"]), Some("check-mate"));
/// assert_eq!(lesson_about("C.9", &["castling_spelling"]), Some("captures"));
/// ```
pub fn lesson_about(article: &str, about: &[&str]) -> Option<&'static str> {
    about
        .iter()
        .filter_map(|code| TOPICS.iter().find(|(c, _)| c == code))
        .map(|(_, lesson)| *lesson)
        .find(|lesson| teaches(lesson, article))
        .or_else(|| lesson_for_article(article))
}

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
    citations_about(text, &[])
}

/// Like [`citations`], for a text about the reasons and notes `about` ([`grade_codes`]): a
/// citation links to the lesson of what it is about ([`lesson_about`]).
///
/// ```
/// use escaque_core::course::{citations_about, Segment};
/// let text = "Castling is written 0-0, not as a king move (C.13).";
/// assert_eq!(citations_about(text, &["castling_as_king_move"])[1],
///     Segment::Article { text: "(C.13)", article: "C.13", lesson: "castling" });
/// ```
pub fn citations_about<'a>(text: &'a str, about: &[&str]) -> Vec<Segment<'a>> {
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
        if let Some(lesson) = lesson_about(article, about).filter(|_| is_article) {
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
