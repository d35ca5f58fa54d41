//! The grader's verdict in words of the UI language: the canonical answer, the notes of an
//! accepted answer and the reason of a wrong one, with moves written in the drill's notation.

use crate::i18n::{tr, tr_args};
use escaque_core::grade::{Grade, Note, Reason, Verdict};
use escaque_core::read::Illegal;
use escaque_core::san::CastlingSide;
use escaque_core::settings::UiLanguage;
use escaque_core::{write_move, Language, Position, Role, WriteOptions};

/// A piece's name in a sentence (`caballo`, `knight`).
fn piece(ui: UiLanguage, role: Role) -> String {
    tr_args(ui, "piece-lower", &[("role", role.english_name())])
}

fn side(castling: CastlingSide) -> &'static str {
    match castling {
        CastlingSide::King => "king",
        CastlingSide::Queen => "queen",
    }
}

/// The sentence of a note (`note-long_form`).
pub fn note(ui: UiLanguage, note: Note, canonical: &str) -> String {
    tr_args(
        ui,
        &format!("note-{}", note.code()),
        &[("canonical", canonical)],
    )
}

/// The sentence of a reason, with its detail for syntax errors and illegal moves.
pub fn reason(
    ui: UiLanguage,
    position: &Position,
    reason: &Reason,
    answer: &str,
    canonical: &str,
    lang: Language,
) -> String {
    let write = |mv| write_move(position, mv, &WriteOptions::short(lang));
    let id = format!("reason-{}", reason.code());
    let main = match reason {
        Reason::Ambiguous { candidates } => {
            let list: Vec<String> = candidates.iter().map(|&m| write(m)).collect();
            tr_args(
                ui,
                &id,
                &[("answer", answer), ("candidates", &list.join(", "))],
            )
        }
        Reason::DifferentMove { played } => tr_args(ui, &id, &[("played", &write(*played))]),
        Reason::WrongPieceLetter { letters_of } => tr_args(
            ui,
            &id,
            &[
                ("language", letters_of.native_name()),
                ("canonical", canonical),
            ],
        ),
        _ => tr_args(ui, &id, &[("answer", answer)]),
    };
    match detail(ui, reason, lang, position) {
        Some(detail) => format!("{main} {detail}"),
        None => main,
    }
}

fn detail(ui: UiLanguage, reason: &Reason, lang: Language, position: &Position) -> Option<String> {
    let code = reason.detail_code()?;
    let id = format!("reason-{code}");
    let square = |s: &escaque_core::chess::Square| s.to_string();
    let text = match reason {
        Reason::Syntax(e) => match e.kind {
            escaque_core::san::SyntaxErrorKind::Unexpected(c) => {
                tr_args(ui, &id, &[("char", &c.to_string())])
            }
            _ => tr(ui, &id),
        },
        Reason::Illegal(illegal) => match illegal {
            Illegal::NoSuchPiece { role } => tr_args(ui, &id, &[("piece", &piece(ui, *role))]),
            Illegal::EmptySource { square: s } => tr_args(ui, &id, &[("square", &square(s))]),
            Illegal::WrongPieceOnSource {
                square: s,
                written,
                found,
            } => tr_args(
                ui,
                &id,
                &[
                    ("square", &square(s)),
                    ("written", &piece(ui, *written)),
                    ("found", &piece(ui, *found)),
                ],
            ),
            Illegal::CannotReach { role, to } => tr_args(
                ui,
                &id,
                &[("piece", &piece(ui, *role)), ("square", &square(to))],
            ),
            Illegal::PathBlocked { from, to, blocker } => tr_args(
                ui,
                &id,
                &[
                    ("from", &square(from)),
                    ("to", &square(to)),
                    ("blocker", &square(blocker)),
                ],
            ),
            Illegal::OwnPieceOnTarget { square: s } => tr_args(ui, &id, &[("square", &square(s))]),
            Illegal::KingInCheck { from, to, pinned } => tr_args(
                ui,
                &id,
                &[
                    ("from", &square(from)),
                    ("to", &square(to)),
                    ("pinned", if *pinned { "yes" } else { "no" }),
                ],
            ),
            Illegal::NoCastlingRight { side: s } => tr_args(ui, &id, &[("side", side(*s))]),
            Illegal::CastlingBlocked { side: s, blocker } => {
                tr_args(ui, &id, &[("side", side(*s)), ("square", &square(blocker))])
            }
            Illegal::CastlingThroughCheck {
                side: s,
                square: sq,
            } => tr_args(ui, &id, &[("side", side(*s)), ("square", &square(sq))]),
            Illegal::LowerCasePieceLetter { letter, mv } => tr_args(
                ui,
                &id,
                &[
                    ("letter", &letter.to_string()),
                    (
                        "suggestion",
                        &write_move(position, *mv, &WriteOptions::short(lang)),
                    ),
                ],
            ),
            Illegal::NullMove | Illegal::PromotionNotAllowed | Illegal::CastlingOutOfCheck => {
                tr(ui, &id)
            }
        },
        _ => return None,
    };
    Some(text)
}

/// The whole feedback on a written move: verdict, canonical answer, notes or reason.
pub fn feedback(
    ui: UiLanguage,
    position: &Position,
    graded: &Grade,
    answer: &str,
    lang: Language,
) -> String {
    let canonical = &graded.canonical;
    match graded.verdict {
        Verdict::Correct => tr_args(ui, "move-correct", &[("canonical", canonical)]),
        Verdict::CorrectWithNotes => {
            let notes: Vec<String> = graded
                .notes
                .iter()
                .map(|&n| note(ui, n, canonical))
                .collect();
            tr_args(
                ui,
                "move-accepted",
                &[("canonical", canonical), ("notes", &notes.join("; "))],
            )
        }
        Verdict::Wrong => {
            let mut why = graded
                .reason
                .as_ref()
                .map(|r| reason(ui, position, r, answer.trim(), canonical, lang))
                .unwrap_or_default();
            // Strict profile: the notes say how the answer differs from the canonical text.
            if graded.reason == Some(Reason::NotCanonical) {
                let notes: Vec<String> = graded
                    .notes
                    .iter()
                    .map(|&n| note(ui, n, canonical))
                    .collect();
                why = format!("{why} ({})", notes.join("; "));
            }
            tr_args(
                ui,
                "move-wrong",
                &[("canonical", canonical), ("reason", &why)],
            )
        }
    }
}
