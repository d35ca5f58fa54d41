//! The JSON printed by `escaque grade`: `{"verdict", "canonical", "notes", "reason"}`.

use escaque_core::grade::{Grade, Reason, Verdict};
use escaque_core::read::Illegal;
use escaque_core::{write_move, Language, Position, WriteOptions};

/// A JSON string literal.
fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The reason as `{"code": ..., "message": ..., details}`; moves written in `lang`.
fn reason_json(position: &Position, reason: &Reason, lang: Language) -> String {
    let write = |mv| write_move(position, mv, &WriteOptions::short(lang));
    let code = reason.code();
    let extra = match reason {
        Reason::Syntax(e) => format!(",\"span\":[{},{}]", e.span.start, e.span.end),
        Reason::Illegal(Illegal::LowerCasePieceLetter { mv, .. }) => {
            format!(",\"suggestion\":{}", quote(&write(*mv)))
        }
        Reason::Ambiguous { candidates } => {
            let list: Vec<String> = candidates.iter().map(|m| quote(&write(*m))).collect();
            format!(",\"candidates\":[{}]", list.join(","))
        }
        Reason::DifferentMove { played } => format!(",\"played\":{}", quote(&write(*played))),
        Reason::WrongPieceLetter { letters_of } => {
            format!(",\"letters_of\":{}", quote(letters_of.code()))
        }
        _ => String::new(),
    };
    let message = match reason {
        Reason::Syntax(e) => e.to_string(),
        Reason::Illegal(e) => e.to_string(),
        other => code_message(other),
    };
    format!(
        "{{\"code\":{},\"message\":{}{extra}}}",
        quote(code),
        quote(&message)
    )
}

fn code_message(reason: &Reason) -> String {
    match reason {
        Reason::Ambiguous { .. } => "more than one move fits".into(),
        Reason::MissingPromotion => "the promotion piece is missing".into(),
        Reason::DifferentMove { .. } => "a legal move, but not the expected one".into(),
        Reason::WrongPieceLetter { .. } => "right move, piece letters of another language".into(),
        Reason::CaptureMarkWrong => "x on a move that captures nothing".into(),
        Reason::CheckMarkWrong => "check mark on a move that gives no check".into(),
        Reason::MateMarkWrong => "mate mark on a check that is not mate".into(),
        Reason::PawnLetter => "pawns are written without a letter".into(),
        Reason::PieceLetterMissing => "a piece move needs its letter".into(),
        Reason::NotCanonical => "right move, not the canonical text".into(),
        Reason::Syntax(_) | Reason::Illegal(_) => String::new(),
    }
}

/// The whole object.
pub fn to_json(position: &Position, graded: &Grade, lang: Language) -> String {
    let verdict = match graded.verdict {
        Verdict::Correct | Verdict::CorrectWithNotes => "correct",
        Verdict::Wrong => "wrong",
    };
    let notes: Vec<String> = graded.notes.iter().map(|n| quote(n.code())).collect();
    let reason = graded
        .reason
        .as_ref()
        .map_or("null".to_string(), |r| reason_json(position, r, lang));
    format!(
        "{{\"verdict\":{},\"canonical\":{},\"notes\":[{}],\"reason\":{}}}",
        quote(verdict),
        quote(&graded.canonical),
        notes.join(","),
        reason
    )
}
