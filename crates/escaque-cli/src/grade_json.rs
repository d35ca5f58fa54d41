//! The JSON printed by `escaque grade`: `{"verdict", "canonical", "notes", "reason", "also",
//! "suggestions"}` (`also`: the answer's other mistakes, as reasons), and for a descriptive notation `"qualification"`. `suggestions` ("did you
//! mean") lists the legal moves closest to an answer that cannot be read or reads as an
//! illegal move, best first, in the canonical short form of the answer's notation.

use escaque_core::chess::ChessMove;
use escaque_core::grade::{Grade, Reason, Verdict};
use escaque_core::read::Illegal;
use escaque_core::{descriptive, Notation, Position};

/// A JSON string literal.
pub(crate) fn quote(text: &str) -> String {
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
fn reason_json(position: &Position, reason: &Reason, notation: Notation) -> String {
    let write = |mv| notation.write_move(position, mv);
    let moves = |candidates: &[ChessMove]| {
        let list: Vec<String> = candidates.iter().map(|m| quote(&write(*m))).collect();
        format!("[{}]", list.join(","))
    };
    let detail = reason
        .detail_code()
        .map_or(String::new(), |d| format!(",\"detail\":{}", quote(d)));
    let extra = match reason {
        Reason::Syntax(e) => format!(",\"span\":[{},{}]", e.span.start, e.span.end),
        // `rg8` for 0-0: the king's move in capitals, `Rg8` (castling is the next reason).
        Reason::Illegal(Illegal::LowerCasePieceLetter { mv, .. }) if position.is_castling(*mv) => {
            let king = notation
                .language()
                .map_or("K", |lang| lang.letter(escaque_core::Role::King));
            format!(
                ",\"suggestion\":{}",
                quote(&format!("{king}{}", mv.get_dest()))
            )
        }
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
            letters_of,
            played,
            letter,
            role,
            made_by,
            ..
        } => {
            let made_by = made_by.map_or(String::new(), |(role, to)| {
                format!(
                    ",\"made_by\":{{\"piece\":{},\"to\":\"{to}\"}}",
                    quote(role.english_name())
                )
            });
            format!(
                ",\"letters_of\":{},\"played\":{},\"letter\":{},\"piece\":{}{made_by}",
                quote(letters_of.code()),
                quote(&write(*played)),
                quote(letter),
                quote(role.english_name())
            )
        }
        Reason::ForeignPieceLetter {
            letter,
            role,
            languages,
        } => {
            let codes: Vec<String> = languages.iter().map(|l| quote(l.code())).collect();
            format!(
                ",\"letter\":{},\"piece\":{},\"languages\":[{}]",
                quote(letter),
                quote(role.english_name()),
                codes.join(",")
            )
        }
        Reason::WrongPieceAndSquare {
            role,
            to,
            written_role,
            written,
        } => format!(
            ",\"piece\":{},\"to\":\"{to}\",\"written_piece\":{},\"written\":\"{written}\"",
            quote(role.english_name()),
            quote(written_role.english_name())
        ),
        _ => String::new(),
    };
    format!(
        "{{\"code\":{}{detail},\"message\":{}{extra}}}",
        quote(reason.code()),
        quote(&reason.to_string())
    )
}

/// Why the canonical text of a descriptive move has a qualifier, as
/// `{"written", "bare", "fits"}` (the text without it and the moves it would fit), or `null`.
fn qualification_json(position: &Position, notation: Notation, expected: ChessMove) -> String {
    let Notation::Descriptive(lang) = notation else {
        return "null".to_string();
    };
    match descriptive::explain(position, expected, lang) {
        None => "null".to_string(),
        Some(why) => {
            let fits: Vec<String> = why.fits.iter().map(|m| quote(&m.to_string())).collect();
            format!(
                "{{\"written\":{},\"bare\":{},\"fits\":[{}]}}",
                quote(&why.written),
                quote(&why.bare),
                fits.join(",")
            )
        }
    }
}

/// The whole object; for a descriptive notation, with `"qualification"` (see
/// [`qualification_json`]).
pub fn to_json(
    position: &Position,
    graded: &Grade,
    notation: Notation,
    expected: ChessMove,
) -> String {
    let verdict = match graded.verdict {
        Verdict::Correct | Verdict::CorrectWithNotes => "correct",
        Verdict::Wrong => "wrong",
    };
    let notes: Vec<String> = graded.notes.iter().map(|n| quote(n.code())).collect();
    let reason = graded
        .reason
        .as_ref()
        .map_or("null".to_string(), |r| reason_json(position, r, notation));
    let also: Vec<String> = graded
        .also
        .iter()
        .map(|r| reason_json(position, r, notation))
        .collect();
    let qualification = match notation {
        Notation::Descriptive(_) => format!(
            ",\"qualification\":{}",
            qualification_json(position, notation, expected)
        ),
        _ => String::new(),
    };
    let suggestions: Vec<String> = graded
        .suggestions
        .iter()
        .map(|&mv| quote(&notation.write_move(position, mv)))
        .collect();
    format!(
        "{{\"verdict\":{},\"canonical\":{},\"notes\":[{}],\"reason\":{},\"also\":[{}],\"suggestions\":[{}]{qualification}}}",
        quote(verdict),
        quote(&graded.canonical),
        notes.join(","),
        reason,
        also.join(","),
        suggestions.join(",")
    )
}
