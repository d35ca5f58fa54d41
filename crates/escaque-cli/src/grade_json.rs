//! The JSON printed by `escaque grade`: `{"verdict", "canonical", "notes", "reason"}`.

use escaque_core::chess::ChessMove;
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

/// The reason as `{"code", "detail", "message", details}`: `code` is the reason's code (or, for
/// syntax errors and illegal moves, `syntax`/`illegal` with the finer `detail`), `message` its
/// plain words from the core; moves written in `lang`.
fn reason_json(position: &Position, reason: &Reason, lang: Language) -> String {
    let write = |mv| write_move(position, mv, &WriteOptions::short(lang));
    let moves = |candidates: &[ChessMove]| {
        let list: Vec<String> = candidates.iter().map(|m| quote(&write(*m))).collect();
        format!("[{}]", list.join(","))
    };
    let detail = reason
        .detail_code()
        .map_or(String::new(), |d| format!(",\"detail\":{}", quote(d)));
    let extra = match reason {
        Reason::Syntax(e) => format!(",\"span\":[{},{}]", e.span.start, e.span.end),
        Reason::Illegal(Illegal::LowerCasePieceLetter { mv, .. }) => {
            format!(",\"suggestion\":{}", quote(&write(*mv)))
        }
        Reason::Illegal(Illegal::PawnCaptureFileMissing { candidates })
        | Reason::Ambiguous { candidates } => format!(",\"candidates\":{}", moves(candidates)),
        Reason::DifferentMove { played } => format!(",\"played\":{}", quote(&write(*played))),
        Reason::WrongSquare { to, written } => {
            format!(",\"to\":\"{to}\",\"written\":\"{written}\"")
        }
        Reason::WrongOrigin { from, written, .. } => {
            format!(",\"from\":\"{from}\",\"written\":{}", quote(written))
        }
        Reason::PawnOrigin { from, written, .. } => {
            format!(",\"from\":\"{from}\",\"written\":\"{written}\"")
        }
        Reason::WrongPieceLetter { letters_of } => {
            format!(",\"letters_of\":{}", quote(letters_of.code()))
        }
        Reason::WrongPiece { written, role } => format!(
            ",\"written\":{},\"piece\":{}",
            quote(written.english_name()),
            quote(role.english_name())
        ),
        Reason::OtherLettersOtherMove {
            letters_of, played, ..
        } => format!(
            ",\"letters_of\":{},\"played\":{}",
            quote(letters_of.code()),
            quote(&write(*played))
        ),
        _ => String::new(),
    };
    format!(
        "{{\"code\":{}{detail},\"message\":{}{extra}}}",
        quote(reason.code()),
        quote(&reason.to_string())
    )
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
