//! The grader's verdict in words of the UI language: the canonical answer, the notes of an
//! accepted answer and the reason of a wrong one, with moves written in the drill's notation.
//!
//! Every note and reason message (`locales/<lang>/grader.ftl`) is a sentence of its own, or,
//! after a headline ("«C3f» no está bien escrita:"), the end of one; the feedback puts them
//! one after the other. Lists of moves are joined with the language's "o"/"or".

use crate::i18n::{msg, tr_args, MessageId};
use crate::platform::intl::{list, Joined};
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::chess::{ChessMove, Square};
use escaque_core::grade::{Grade, Headline, Note, Reason, ReasonCode, Verdict};
use escaque_core::read::Illegal;
use escaque_core::san::{CastlingSide, San, SanPlus, Suffix, SyntaxErrorKind};
use escaque_core::settings::UiLanguage;
use escaque_core::written_square::Slip;
use escaque_core::{Language, Notation, Position, Role, WriteOptions};

fn side(castling: CastlingSide) -> &'static str {
    match castling {
        CastlingSide::King => "king",
        CastlingSide::Queen => "queen",
    }
}

/// Castling as the drill's notation writes it (`0-0`, `O-O-O`).
fn castling(side: CastlingSide, lang: Language) -> String {
    let mut out = String::new();
    SanPlus::new(San::Castle(side)).append_to(&mut out, &WriteOptions::short(lang));
    out
}

/// The sentence of a note (`note-long_form`).
pub fn note(ui: UiLanguage, note: Note, canonical: &str) -> String {
    tr_args(ui, note_message(note), &[("canonical", canonical)])
}

/// The message of a reason's headline (`reason-<code>`).
pub fn headline_message(headline: Headline) -> MessageId {
    match headline {
        Headline::Syntax => msg::REASON_SYNTAX,
        Headline::Illegal => msg::REASON_ILLEGAL,
    }
}
/// The message of a reason (`reason-<code>`).
pub fn reason_message(code: ReasonCode) -> MessageId {
    match code {
        ReasonCode::SyntaxEmpty => msg::REASON_SYNTAX_EMPTY,
        ReasonCode::SyntaxUnexpected => msg::REASON_SYNTAX_UNEXPECTED,
        ReasonCode::SyntaxMissingDestination => msg::REASON_SYNTAX_MISSING_DESTINATION,
        ReasonCode::SyntaxTrailingText => msg::REASON_SYNTAX_TRAILING_TEXT,
        ReasonCode::SyntaxBadPromotion => msg::REASON_SYNTAX_BAD_PROMOTION,
        ReasonCode::SyntaxRepeatedPieceLetter => msg::REASON_SYNTAX_REPEATED_PIECE_LETTER,
        ReasonCode::SyntaxReversedSquare => msg::REASON_SYNTAX_REVERSED_SQUARE,
        ReasonCode::SyntaxUpperCaseFile => msg::REASON_SYNTAX_UPPER_CASE_FILE,
        ReasonCode::SyntaxSpace => msg::REASON_SYNTAX_SPACE,
        ReasonCode::SyntaxCastlingWithoutHyphens => msg::REASON_SYNTAX_CASTLING_WITHOUT_HYPHENS,
        ReasonCode::IllegalNullMove => msg::REASON_ILLEGAL_NULL_MOVE,
        ReasonCode::IllegalNoSuchPiece => msg::REASON_ILLEGAL_NO_SUCH_PIECE,
        ReasonCode::IllegalEmptySource => msg::REASON_ILLEGAL_EMPTY_SOURCE,
        ReasonCode::IllegalWrongPieceOnSource => msg::REASON_ILLEGAL_WRONG_PIECE_ON_SOURCE,
        ReasonCode::IllegalCannotReach => msg::REASON_ILLEGAL_CANNOT_REACH,
        ReasonCode::IllegalPathBlocked => msg::REASON_ILLEGAL_PATH_BLOCKED,
        ReasonCode::IllegalOwnPieceOnTarget => msg::REASON_ILLEGAL_OWN_PIECE_ON_TARGET,
        ReasonCode::IllegalKingInCheck => msg::REASON_ILLEGAL_KING_IN_CHECK,
        ReasonCode::IllegalPromotionNotAllowed => msg::REASON_ILLEGAL_PROMOTION_NOT_ALLOWED,
        ReasonCode::IllegalNoCastlingRight => msg::REASON_ILLEGAL_NO_CASTLING_RIGHT,
        ReasonCode::IllegalCastlingBlocked => msg::REASON_ILLEGAL_CASTLING_BLOCKED,
        ReasonCode::IllegalCastlingOutOfCheck => msg::REASON_ILLEGAL_CASTLING_OUT_OF_CHECK,
        ReasonCode::IllegalCastlingThroughCheck => msg::REASON_ILLEGAL_CASTLING_THROUGH_CHECK,
        ReasonCode::PieceLetterLowercase => msg::REASON_PIECE_LETTER_LOWERCASE,
        ReasonCode::PawnCaptureFileMissing => msg::REASON_PAWN_CAPTURE_FILE_MISSING,
        ReasonCode::CastlingAsKingMove => msg::REASON_CASTLING_AS_KING_MOVE,
        ReasonCode::Ambiguous => msg::REASON_AMBIGUOUS,
        ReasonCode::MissingPromotion => msg::REASON_MISSING_PROMOTION,
        ReasonCode::WrongPromotion => msg::REASON_WRONG_PROMOTION,
        ReasonCode::DifferentMove => msg::REASON_DIFFERENT_MOVE,
        ReasonCode::WrongSquare => msg::REASON_WRONG_SQUARE,
        ReasonCode::WrongOrigin => msg::REASON_WRONG_ORIGIN,
        ReasonCode::PawnOrigin => msg::REASON_PAWN_ORIGIN,
        ReasonCode::WrongPieceLetter => msg::REASON_WRONG_PIECE_LETTER,
        ReasonCode::WrongPiece => msg::REASON_WRONG_PIECE,
        ReasonCode::OtherLettersOtherMove => msg::REASON_OTHER_LETTERS_OTHER_MOVE,
        ReasonCode::ForeignPieceLetter => msg::REASON_FOREIGN_PIECE_LETTER,
        ReasonCode::WrongPieceAndSquare => msg::REASON_WRONG_PIECE_AND_SQUARE,
        ReasonCode::PawnFileWithoutCapture => msg::REASON_PAWN_FILE_WITHOUT_CAPTURE,
        ReasonCode::CaptureMarkWrong => msg::REASON_CAPTURE_MARK_WRONG,
        ReasonCode::CheckMarkWrong => msg::REASON_CHECK_MARK_WRONG,
        ReasonCode::MateMarkWrong => msg::REASON_MATE_MARK_WRONG,
        ReasonCode::EnPassantMarkWrong => msg::REASON_EN_PASSANT_MARK_WRONG,
        ReasonCode::PawnLetter => msg::REASON_PAWN_LETTER,
        ReasonCode::PieceLetterMissing => msg::REASON_PIECE_LETTER_MISSING,
        ReasonCode::PieceLetterLast => msg::REASON_PIECE_LETTER_LAST,
        ReasonCode::NotCanonical => msg::REASON_NOT_CANONICAL,
        ReasonCode::OtherNotation => msg::REASON_OTHER_NOTATION,
        ReasonCode::MoveNumber => msg::REASON_MOVE_NUMBER,
        ReasonCode::PieceCapitalFile => msg::REASON_PIECE_CAPITAL_FILE,
    }
}

/// The reason a square or move written another way than the rules write it is refused
/// (`5d`, `D7`, `CG5`, `1.e4`, `1…e5`): the rule in plain words, what was meant, the article.
/// The one wording of each slip, in the lessons, the drills and the grader's reasons alike.
pub fn written_slip(ui: UiLanguage, slip: &Slip) -> String {
    let meant = slip.meant();
    match slip {
        Slip::Reversed { .. } => tr_args(ui, msg::WRITTEN_SLIP_REVERSED, &[("meant", &meant)]),
        Slip::CapitalFile { .. } => {
            tr_args(ui, msg::WRITTEN_SLIP_CAPITAL_FILE, &[("meant", &meant)])
        }
        Slip::PieceCapitalFile { .. } => {
            tr_args(ui, msg::REASON_PIECE_CAPITAL_FILE, &[("meant", &meant)])
        }
        Slip::MoveNumber { black, .. } => tr_args(
            ui,
            msg::REASON_MOVE_NUMBER,
            &[
                ("meant", &meant),
                ("black", if *black { "yes" } else { "no" }),
            ],
        ),
    }
}
/// The message of a note (`note-<code>`).
pub fn note_message(note: Note) -> MessageId {
    match note {
        Note::CaptureMarkMissing => msg::NOTE_CAPTURE_MARK_MISSING,
        Note::CheckMarkMissing => msg::NOTE_CHECK_MARK_MISSING,
        Note::MateMarkMissing => msg::NOTE_MATE_MARK_MISSING,
        Note::NeedlessDisambiguation => msg::NOTE_NEEDLESS_DISAMBIGUATION,
        Note::RankWhereFileSuffices => msg::NOTE_RANK_WHERE_FILE_SUFFICES,
        Note::LongForm => msg::NOTE_LONG_FORM,
        Note::Hyphen => msg::NOTE_HYPHEN,
        Note::PromotionSpelling => msg::NOTE_PROMOTION_SPELLING,
        Note::CastlingSpelling => msg::NOTE_CASTLING_SPELLING,
        Note::NonCanonicalMark => msg::NOTE_NON_CANONICAL_MARK,
        Note::EnPassantMark => msg::NOTE_EN_PASSANT_MARK,
        Note::DoublePlusMate => msg::NOTE_DOUBLE_PLUS_MATE,
    }
}

/// The notes as sentences, one after the other.
fn notes(ui: UiLanguage, notes: &[Note], canonical: &str) -> String {
    let sentences: Vec<String> = notes.iter().map(|&n| note(ui, n, canonical)).collect();
    sentences.join(" ")
}

/// The sentence of a reason: its message, after its headline when it has one. `answer` is the
/// text as graded (spans point into it); `canonical` the expected move as written.
pub fn reason(
    ui: UiLanguage,
    position: &Position,
    reason: &Reason,
    answer: &str,
    canonical: &str,
    lang: Language,
) -> String {
    reason_in(
        ui,
        position,
        reason,
        answer,
        canonical,
        Notation::Algebraic(lang),
    )
}

/// [`reason`] in any notation (descriptive, ICCF): moves written as the notation writes them.
fn reason_in(
    ui: UiLanguage,
    position: &Position,
    reason: &Reason,
    answer: &str,
    canonical: &str,
    notation: Notation,
) -> String {
    let kind = reason.kind();
    let shown = answer.trim();
    let mut args = arguments(ui, position, reason, answer, canonical, notation);
    args.push(("answer", shown.to_string()));
    args.push(("canonical", canonical.to_string()));
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let mut own = tr_args(ui, reason_message(kind), &args);
    // `Nf3` in Spanish for `Tf8`: another piece and another square, both said.
    if let Reason::OtherLettersOtherMove {
        made_by: Some((role, to)),
        ..
    } = reason
    {
        let square = to.to_string();
        let made_by = tr_args(
            ui,
            msg::GRADER_MADE_BY,
            &[
                ("piece", &piece_name(ui, *role, PieceForm::WithArticle)),
                ("square", &square),
            ],
        );
        own = format!("{own} {made_by}");
    }
    match kind.headline() {
        Some(headline) => {
            let id = headline_message(headline);
            format!("{} {own}", tr_args(ui, id, &[("answer", shown)]))
        }
        None => own,
    }
}

/// What the message of `reason` names, beyond the answer and the canonical text.
fn arguments(
    ui: UiLanguage,
    position: &Position,
    reason: &Reason,
    answer: &str,
    canonical: &str,
    notation: Notation,
) -> Vec<(&'static str, String)> {
    // Piece letters and castling as the notation's language writes them.
    let lang = notation.letters();
    let write = |mv: ChessMove| notation.write_move(position, mv);
    let moves = |candidates: &[ChessMove]| {
        let written: Vec<String> = candidates.iter().map(|&m| write(m)).collect();
        list(&written, Joined::Or, ui)
    };
    let square = |s: &Square| s.to_string();
    let language = |of: Language| tr_args(ui, msg::NOTATION_LANGUAGE_NAME, &[("code", of.code())]);
    let languages = |of: &[Language]| {
        let names: Vec<String> = of.iter().map(|&l| language(l)).collect();
        list(&names, Joined::And, ui)
    };
    // A letter of other languages: which piece it is there, and how the drill writes it.
    let foreign = |letter: &str, role: Role, of: &[Language]| {
        vec![
            ("letter", letter.to_string()),
            ("notation", language(lang)),
            ("piece", piece_name(ui, role, PieceForm::WithArticle)),
            ("right", lang.letter(role).to_string()),
            ("languages", languages(of)),
        ]
    };
    match reason {
        Reason::Syntax(e) => {
            let written = answer.get(e.span.clone()).unwrap_or_default().to_string();
            match e.kind {
                SyntaxErrorKind::Unexpected(c) => vec![("char", c.to_string())],
                SyntaxErrorKind::RepeatedPieceLetter => vec![("letter", written)],
                SyntaxErrorKind::ReversedSquare { square: s } => {
                    vec![("square", square(&s)), ("written", written)]
                }
                SyntaxErrorKind::UpperCaseFile { square: s } => vec![("square", square(&s))],
                SyntaxErrorKind::CastlingWithoutHyphens { side } => {
                    vec![("castling", castling(side, lang))]
                }
                SyntaxErrorKind::Empty
                | SyntaxErrorKind::MissingDestination
                | SyntaxErrorKind::TrailingText
                | SyntaxErrorKind::BadPromotion
                | SyntaxErrorKind::Space => vec![],
            }
        }
        Reason::Illegal(illegal) => match illegal {
            Illegal::NoSuchPiece { role } => {
                vec![("piece", piece_name(ui, *role, PieceForm::Lower))]
            }
            Illegal::EmptySource { square: s } => vec![("square", square(s))],
            Illegal::WrongPieceOnSource {
                square: s,
                written,
                found,
            } => vec![
                ("square", square(s)),
                ("written", piece_name(ui, *written, PieceForm::Lower)),
                ("found", piece_name(ui, *found, PieceForm::Lower)),
            ],
            Illegal::CannotReach { role, to } => {
                vec![
                    ("piece", piece_name(ui, *role, PieceForm::Lower)),
                    ("square", square(to)),
                ]
            }
            Illegal::PathBlocked { from, to, blocker } => vec![
                ("from", square(from)),
                ("to", square(to)),
                ("blocker", square(blocker)),
            ],
            Illegal::OwnPieceOnTarget { square: s } => vec![("square", square(s))],
            Illegal::KingInCheck { from, to, pinned } => vec![
                ("from", square(from)),
                ("to", square(to)),
                ("pinned", if *pinned { "yes" } else { "no" }.to_string()),
            ],
            Illegal::NoCastlingRight { side: s } => vec![("side", side(*s).to_string())],
            Illegal::CastlingBlocked { side: s, blocker } => {
                vec![("side", side(*s).to_string()), ("square", square(blocker))]
            }
            Illegal::CastlingThroughCheck {
                side: s,
                square: sq,
            } => vec![("side", side(*s).to_string()), ("square", square(sq))],
            Illegal::LowerCasePieceLetter { letter, mv } => vec![
                ("letter", letter.to_string()),
                // `rg8` for 0-0: `Rg8`, the king's move in capitals (castling comes next).
                (
                    "suggestion",
                    if position.is_castling(*mv) {
                        format!("{}{}", lang.letter(Role::King), mv.get_dest())
                    } else {
                        write(*mv)
                    },
                ),
                (
                    "file",
                    if ('a'..='h').contains(letter) {
                        "yes"
                    } else {
                        "no"
                    }
                    .to_string(),
                ),
            ],
            // The pawns that can take there; when the move asked is one of them, that one
            // alone: "exf5 or gxf5" would read as "either will do".
            Illegal::PawnCaptureFileMissing { candidates } => {
                let asked = candidates.iter().any(|&m| write(m) == canonical);
                let named = if asked {
                    canonical.to_string()
                } else {
                    moves(candidates)
                };
                vec![("candidates", named)]
            }
            Illegal::CastlingAsKingMove { side } => vec![("castling", castling(*side, lang))],
            Illegal::NullMove | Illegal::PromotionNotAllowed | Illegal::CastlingOutOfCheck => {
                vec![]
            }
        },
        Reason::Ambiguous { candidates } => vec![("candidates", moves(candidates))],
        // The message quotes what the student wrote (`$answer`), not the move it reads as.
        Reason::DifferentMove { played } => vec![("played", write(*played))],
        Reason::WrongSquare { to, written } => {
            vec![("square", square(to)), ("written", square(written))]
        }
        Reason::WrongOrigin {
            role,
            from,
            to,
            written,
        } => vec![
            ("piece", piece_name(ui, *role, PieceForm::Lower)),
            ("square", square(to)),
            ("from", square(from)),
            ("written", written.clone()),
        ],
        Reason::PawnOrigin {
            from,
            to,
            written,
            capture,
        } => vec![
            ("square", square(to)),
            ("from", square(from)),
            ("file", square(from)[..1].to_string()),
            ("written", written.to_string()),
            ("capture", if *capture { "yes" } else { "no" }.to_string()),
        ],
        Reason::WrongPieceLetter { letters_of } => vec![("language", language(*letters_of))],
        Reason::WrongPiece { written, role } => vec![
            ("letter", lang.letter(*written).to_string()),
            ("written", piece_name(ui, *written, PieceForm::WithArticle)),
            ("piece", piece_name(ui, *role, PieceForm::WithArticle)),
            ("right", lang.letter(*role).to_string()),
            (
                "pawn",
                if *role == Role::Pawn { "yes" } else { "no" }.to_string(),
            ),
        ],
        Reason::OtherLettersOtherMove {
            letters_of,
            played,
            written,
            letter,
            role,
            languages: of,
            made_by: _,
        } => {
            let mut args = foreign(letter, *role, of);
            args.extend([
                ("language", language(*letters_of)),
                ("played", write(*played)),
                (
                    "written",
                    written.map_or(String::new(), |role| {
                        piece_name(ui, role, PieceForm::WithArticle)
                    }),
                ),
                (
                    "known",
                    if written.is_some() { "yes" } else { "no" }.to_string(),
                ),
            ]);
            args
        }
        Reason::ForeignPieceLetter {
            letter,
            role,
            languages: of,
        } => foreign(letter, *role, of),
        Reason::WrongPieceAndSquare {
            role,
            to,
            written_role,
            written,
        } => vec![
            ("piece", piece_name(ui, *role, PieceForm::WithArticle)),
            ("square", square(to)),
            (
                "written_piece",
                piece_name(ui, *written_role, PieceForm::WithArticle),
            ),
            ("written", square(written)),
        ],
        Reason::CheckMarkWrong { written } | Reason::MateMarkWrong { written } => {
            let kind = if *written == Suffix::Check {
                "check"
            } else {
                "mate"
            };
            vec![
                ("mark", written.as_str().to_string()),
                ("kind", kind.to_string()),
            ]
        }
        // The piece the pawn becomes and the one written, by name and letter.
        Reason::WrongPromotion { role, written } => vec![
            ("piece", piece_name(ui, *role, PieceForm::Lower)),
            ("letter", lang.letter(*role).to_string()),
            ("written_piece", piece_name(ui, *written, PieceForm::Lower)),
            ("written_letter", lang.letter(*written).to_string()),
        ],
        Reason::MissingPromotion
        | Reason::CaptureMarkWrong
        | Reason::EnPassantMarkWrong
        | Reason::PawnLetter
        | Reason::PieceLetterMissing
        | Reason::PieceLetterLast
        | Reason::PawnFileWithoutCapture
        | Reason::NotCanonical => vec![],
        Reason::MoveNumber { meant, black } => vec![
            ("meant", meant.clone()),
            ("black", if *black { "yes" } else { "no" }.to_string()),
        ],
        Reason::PieceCapitalFile { meant } => vec![("meant", meant.clone())],
        // The two notations by name ("notación descriptiva española", "notación algebraica").
        Reason::OtherNotation { written_in } => {
            let name = |code: &str| tr_args(ui, msg::NOTATION_OTHER_NAME, &[("code", code)]);
            let asked = match notation {
                Notation::Algebraic(_) => "algebraic",
                other => other.code(),
            };
            vec![("written_in", name(written_in)), ("asked", name(asked))]
        }
    }
}

/// `text` with each article of the rules (`(C.8)`) cited once: a later citation of the same
/// article, and the space before it, is left out. The notes and reason of one answer are
/// separate sentences, and two of them may rest on one article (the long form and the hyphen
/// on C.8).
fn cite_once(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut cited: Vec<&str> = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("(C.") {
        let Some(len) = rest[at..].find(')').map(|end| end + 1) else {
            break;
        };
        let citation = &rest[at..at + len];
        let is_article = citation[3..citation.len() - 1]
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.');
        let before = &rest[..at];
        if is_article && cited.contains(&citation) {
            out.push_str(before.strip_suffix(' ').unwrap_or(before));
        } else {
            out.push_str(before);
            out.push_str(citation);
            if is_article {
                cited.push(citation);
            }
        }
        rest = &rest[at + len..];
    }
    out.push_str(rest);
    out
}

/// `answer` without surrounding spaces, its first letter in capitals.
fn upper_first(answer: &str) -> String {
    let mut chars = answer.trim().chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "Did you mean Ce4?": the grade's suggestions in the drill's notation, joined with the
/// language's "or"; `None` when there are none.
pub fn suggestions(
    ui: UiLanguage,
    position: &Position,
    moves: &[ChessMove],
    notation: Notation,
) -> Option<String> {
    if moves.is_empty() {
        return None;
    }
    let written: Vec<String> = moves
        .iter()
        .map(|&mv| notation.write_move(position, mv))
        .collect();
    Some(tr_args(
        ui,
        msg::GRADER_DID_YOU_MEAN,
        &[("moves", &list(&written, Joined::Or, ui))],
    ))
}

/// The whole feedback on a written move: verdict, canonical answer, notes or reason, each
/// article of the rules cited once.
pub fn feedback(
    ui: UiLanguage,
    position: &Position,
    graded: &Grade,
    answer: &str,
    lang: Language,
) -> String {
    feedback_in(ui, position, graded, answer, Notation::Algebraic(lang))
}

/// [`feedback`] in any notation (descriptive, ICCF): moves written as the notation writes them.
pub fn feedback_in(
    ui: UiLanguage,
    position: &Position,
    graded: &Grade,
    answer: &str,
    notation: Notation,
) -> String {
    cite_once(&verdict_text(ui, position, graded, answer, notation))
}

fn verdict_text(
    ui: UiLanguage,
    position: &Position,
    graded: &Grade,
    answer: &str,
    notation: Notation,
) -> String {
    let canonical = &graded.canonical;
    match graded.verdict {
        Verdict::Correct => tr_args(ui, msg::MOVE_CORRECT, &[("canonical", canonical)]),
        Verdict::CorrectWithNotes => tr_args(
            ui,
            msg::MOVE_ACCEPTED,
            &[
                ("canonical", canonical),
                ("notes", &notes(ui, &graded.notes, canonical)),
            ],
        ),
        Verdict::Wrong => {
            let mut why = graded
                .reason
                .as_ref()
                .map(|r| reason_in(ui, position, r, answer, canonical, notation))
                .unwrap_or_default();
            // Strict profile: the notes say how the answer differs from the canonical text.
            if graded.reason == Some(Reason::NotCanonical) {
                why = format!("{why} {}", notes(ui, &graded.notes, canonical));
            }
            // The answer's other mistakes: `tc1`, once in capitals, is still ambiguous.
            let fixed = match &graded.reason {
                Some(Reason::Illegal(Illegal::LowerCasePieceLetter { .. })) => upper_first(answer),
                _ => answer.trim().to_string(),
            };
            for also in &graded.also {
                why = format!(
                    "{why} {}",
                    reason_in(ui, position, also, &fixed, canonical, notation)
                );
            }
            // A drill knows the move asked and says it ("it is written Af7"): "did you mean"
            // says the answer was a slip of that move, never another move, which would be
            // a guess against the board.
            let asked: Vec<_> = graded
                .suggestions
                .iter()
                .copied()
                .filter(|&mv| notation.write_move(position, mv) == *canonical)
                .collect();
            if let Some(did_you_mean) = suggestions(ui, position, &asked, notation) {
                why = format!("{why} {did_you_mean}");
            }
            tr_args(
                ui,
                msg::MOVE_WRONG,
                &[("canonical", canonical), ("reason", &why)],
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tr;

    /// Every reason and note, graded from its example, reads in every UI language: a message
    /// of its own (not its id), every variable filled, a capital after each full stop.
    #[test]
    fn every_reason_and_note_reads_in_every_language() {
        let examples = ReasonCode::ALL
            .iter()
            .map(|code| code.example())
            .chain(Note::ALL.iter().map(|note| note.example()));
        for example in examples {
            let position = example.position();
            let graded = example.grade();
            for ui in UiLanguage::ALL {
                let text = feedback(ui, &position, &graded, example.answer, example.language);
                let code = ui.code();
                assert!(
                    !text.contains("reason-") && !text.contains("note-"),
                    "{code}: {text}"
                );
                assert!(!text.contains('{') && !text.contains('$'), "{code}: {text}");
                capitals_after_full_stops(&text, example.answer);
            }
        }
        for ui in UiLanguage::ALL {
            for headline in Headline::ALL {
                let id = headline_message(*headline);
                let text = tr(ui, id);
                assert!(!text.trim().is_empty() && text != id.id(), "{text}");
            }
        }
    }

    /// After ". " comes a capital, an opening quote or a move (the answer or the canonical
    /// text, which are never capitalised); "a.p." and "e.p." are abbreviations, not full stops.
    fn capitals_after_full_stops(text: &str, answer: &str) {
        for (at, _) in text.match_indices(". ") {
            if text[..at].ends_with("a.p") || text[..at].ends_with("e.p") {
                continue;
            }
            let next = &text[at + 2..];
            let first = next.chars().next().unwrap_or(' ');
            assert!(
                first.is_uppercase()
                    || "«“„\"¡¿".contains(first)
                    || next.starts_with(answer.trim()),
                "no capital after a full stop: {text}"
            );
        }
    }

    /// The mistakes students make (the core's `tests/data/grader_mistakes.tsv`, drawn from the
    /// seeds' rules), each with the whole feedback a student reads, in Spanish and in English.
    #[test]
    fn the_mistakes_students_make_read_well_in_spanish_and_english() {
        let table = include_str!("../../crates/escaque-core/tests/data/grader_mistakes.tsv");
        let mut wrong = Vec::new();
        let mut rows = 0;
        for line in table
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let cells: Vec<&str> = line.split('\t').collect();
            let [fen, uci, answer, lang, profile, _, _, _, es, en] = cells[..] else {
                panic!("a row has ten cells: {line}")
            };
            rows += 1;
            let position: Position = fen.parse().expect("the table's FENs are valid");
            let expected = escaque_core::read_move(&position, uci, Language::En)
                .expect("the table's moves are legal");
            let lang: Language = lang.parse().expect("a notation language");
            let profile = match profile {
                "strict" => escaque_core::grade::Profile::Strict,
                _ => escaque_core::grade::Profile::Fide,
            };
            let graded = escaque_core::grade::grade(&position, expected, answer, lang, profile);
            let es_now = feedback(UiLanguage::Es, &position, &graded, answer, lang);
            let en_now = feedback(UiLanguage::En, &position, &graded, answer, lang);
            if (es_now.as_str(), en_now.as_str()) != (es, en) {
                let cells = &cells[..8];
                wrong.push(format!("{}\t{es_now}\t{en_now}", cells.join("\t")));
            }
        }
        assert!(rows >= 40, "{rows} rows");
        assert!(
            wrong.is_empty(),
            "rows whose feedback differs:\n{}",
            wrong.join("\n")
        );
    }

    /// A verdict cites an article of the rules once, however many of its sentences rest on it.
    #[test]
    fn an_article_is_cited_once_in_a_verdict() {
        assert_eq!(
            cite_once("Forma larga (C.8). El guion no hace falta (C.8). Otra (C.9.3): exd4 (C.9)."),
            "Forma larga (C.8). El guion no hace falta. Otra (C.9.3): exd4 (C.9)."
        );
        assert_eq!(cite_once("(C.8) (no C.8) (C.8"), "(C.8) (no C.8) (C.8");
        let start: Position = Position::default();
        let nf3 = escaque_core::read_move(&start, "Nf3", Language::En).unwrap();
        let graded = escaque_core::grade::grade(
            &start,
            nf3,
            "Cg1-f3",
            Language::Es,
            escaque_core::grade::Profile::Fide,
        );
        assert_eq!(graded.notes, [Note::LongForm, Note::Hyphen]);
        for ui in UiLanguage::ALL {
            let text = feedback(ui, &start, &graded, "Cg1-f3", Language::Es);
            assert_eq!(text.matches("(C.8)").count(), 1, "{}: {text}", ui.code());
        }
    }

    /// Language names inside a sentence are in the UI language.
    #[test]
    fn the_other_language_is_named_in_the_ui_language() {
        let example = ReasonCode::WrongPieceLetter.example();
        let graded = example.grade();
        let position = example.position();
        for (ui, name) in [
            (UiLanguage::Es, "(inglés)"),
            (UiLanguage::En, "(English)"),
            (UiLanguage::Fr, "(anglais)"),
            (UiLanguage::De, "(Englisch)"),
            (UiLanguage::It, "(inglese)"),
            (UiLanguage::Pt, "(inglês)"),
            (UiLanguage::Ca, "(anglès)"),
        ] {
            let text = feedback(ui, &position, &graded, example.answer, example.language);
            assert!(text.contains(name), "{}: {text}", ui.code());
        }
        for lang in Language::ALL {
            for ui in UiLanguage::ALL {
                let name = tr_args(ui, msg::NOTATION_LANGUAGE_NAME, &[("code", lang.code())]);
                assert!(!name.is_empty() && name != lang.code(), "{lang} in {ui:?}");
            }
        }
    }
}
