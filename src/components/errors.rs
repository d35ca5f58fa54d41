//! The core's errors in words of the UI language, located: a FEN, a move of a game, a line of a
//! teacher's text, a drill link, a result code. Every argument is shown as text, never as HTML.

use crate::components::drill::grading;
use crate::i18n::{tr, tr_args};
use escaque_core::chess::Color;
use escaque_core::drill::content::{ContentError, InputError};
use escaque_core::drill::SpecError;
use escaque_core::game::{GameError, GameErrorKind};
use escaque_core::grade::Reason;
use escaque_core::read::ReadError;
use escaque_core::result_code::{NameError, ResultCodeError, ResultLinkError};
use escaque_core::settings::UiLanguage;
use escaque_core::{FenError, Language, Position, QueryError};

/// Why a FEN is refused.
pub fn fen(ui: UiLanguage, error: &FenError) -> String {
    let side = |white: &bool| if *white { "white" } else { "black" };
    match error {
        FenError::FieldCount(n) => tr_args(ui, "fen-field-count", &[("count", &n.to_string())]),
        FenError::BadBoard { rank } => tr_args(ui, "fen-bad-board", &[("rank", &rank.to_string())]),
        FenError::BadPieceChar(c) => tr_args(ui, "fen-bad-piece", &[("char", &c.to_string())]),
        FenError::BadSideToMove(s) => tr_args(ui, "fen-bad-side", &[("text", s)]),
        FenError::BadCastling(s) => tr_args(ui, "fen-bad-castling", &[("text", s)]),
        FenError::BadEnPassant(s) => tr_args(ui, "fen-bad-en-passant", &[("text", s)]),
        FenError::BadCounter(s) => tr_args(ui, "fen-bad-counter", &[("text", s)]),
        FenError::KingCount { white, count } => tr_args(
            ui,
            "fen-king-count",
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::PawnOnBackRank(square) => {
            tr_args(ui, "fen-pawn-back-rank", &[("square", &square.to_string())])
        }
        FenError::TooManyPieces { white, count } => tr_args(
            ui,
            "fen-too-many-pieces",
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::TooManyPawns { white, count } => tr_args(
            ui,
            "fen-too-many-pawns",
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::ImpossibleMaterial { white } => {
            tr_args(ui, "fen-impossible-material", &[("side", side(white))])
        }
        FenError::OpponentInCheck => tr(ui, "fen-opponent-in-check"),
        FenError::CastlingWithoutPieces(s) => {
            tr_args(ui, "fen-castling-without-pieces", &[("text", s)])
        }
        FenError::ImpossibleEnPassant(s) => {
            tr_args(ui, "fen-impossible-en-passant", &[("text", s)])
        }
        FenError::ImpossibleCheck => tr(ui, "fen-impossible-check"),
        FenError::Refused => tr(ui, "fen-refused"),
    }
}

/// Why a written move does not read in `position`.
pub fn read(
    ui: UiLanguage,
    position: &Position,
    error: &ReadError,
    text: &str,
    lang: Language,
) -> String {
    let reason = match error.clone() {
        ReadError::Syntax(e) => Reason::Syntax(e),
        ReadError::Illegal(i) => Reason::Illegal(i),
        ReadError::Ambiguous { candidates } => Reason::Ambiguous { candidates },
        ReadError::MissingPromotion { .. } => Reason::MissingPromotion,
    };
    grading::reason(ui, position, &reason, text, "", lang)
}

/// A bad move of a game, located: "move 4, black, «CCe4»: …".
pub fn game(ui: UiLanguage, error: &GameError, lang: Language) -> String {
    let side = if error.side == Color::White {
        "white"
    } else {
        "black"
    };
    let why = match &error.kind {
        GameErrorKind::Move(e) => read(ui, &error.position, e, &error.token, lang),
        GameErrorKind::BadFen(e) => fen(ui, e),
        GameErrorKind::Unclosed(c) => tr_args(ui, "game-unclosed", &[("char", &c.to_string())]),
        GameErrorKind::UnbalancedParenthesis => tr(ui, "game-unbalanced"),
    };
    tr_args(
        ui,
        "game-error-at",
        &[
            ("number", &error.move_number.to_string()),
            ("side", side),
            ("token", &error.token),
            ("why", &why),
        ],
    )
}

/// A teacher's text that cannot become a drill's content, with its line and column in `text`
/// when it is at one place: "Línea 2, columna 18. Jugada 5, negras, «CCf6»: …".
pub fn input(ui: UiLanguage, error: &InputError, text: &str, lang: Language) -> String {
    let side = |side: &Color| {
        if *side == Color::White {
            "white"
        } else {
            "black"
        }
    };
    let why = match error {
        InputError::Empty => tr(ui, "input-empty"),
        InputError::TooMany { count, max } => tr_args(
            ui,
            "input-too-many",
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        InputError::BadSquare { text, .. } => tr_args(ui, "builder-bad-square", &[("text", text)]),
        InputError::Fen { error, .. } => {
            tr_args(ui, "builder-bad-fen", &[("why", &fen(ui, error))])
        }
        InputError::Move {
            text,
            error,
            position,
            ..
        } => tr_args(
            ui,
            "builder-bad-move",
            &[
                ("text", text),
                ("why", &read(ui, position, error, text, lang)),
            ],
        ),
        InputError::ExtraText { text, .. } => tr_args(ui, "builder-extra-text", &[("text", text)]),
        InputError::Game(error) => game(ui, error, lang),
        InputError::SeveralGames { count } => {
            tr_args(ui, "input-several-games", &[("count", &count.to_string())])
        }
        InputError::NullMove {
            move_number,
            side: s,
            ..
        } => tr_args(
            ui,
            "input-null-move",
            &[("number", &move_number.to_string()), ("side", side(s))],
        ),
    };
    match error.location(text) {
        Some(at) => tr_args(
            ui,
            "builder-error-at",
            &[
                ("line", &at.line.to_string()),
                ("column", &at.column.to_string()),
                ("why", &why),
            ],
        ),
        None => why,
    }
}

/// A link's content that cannot be read.
pub fn content(ui: UiLanguage, error: &ContentError) -> String {
    match error {
        ContentError::TooLong { length, max } => tr_args(
            ui,
            "content-too-long",
            &[("length", &length.to_string()), ("max", &max.to_string())],
        ),
        ContentError::Truncated => tr(ui, "content-truncated"),
        ContentError::UnknownVersion(v) => tr_args(
            ui,
            "content-unknown-version",
            &[("version", &v.to_string())],
        ),
        ContentError::TooMany { count, max } => tr_args(
            ui,
            "input-too-many",
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        ContentError::BadPosition { index, error } => tr_args(
            ui,
            "content-bad-position",
            &[("index", &index.to_string()), ("why", &fen(ui, error))],
        ),
        ContentError::IllegalMove { index } => {
            tr_args(ui, "content-illegal-move", &[("index", &index.to_string())])
        }
        ContentError::NoItems => tr(ui, "input-empty"),
        ContentError::BadBase64 { .. }
        | ContentError::UnknownKind(_)
        | ContentError::BadPiece { .. }
        | ContentError::ReservedBits { .. }
        | ContentError::BadNumber { .. }
        | ContentError::TrailingBytes { .. } => tr(ui, "content-damaged"),
    }
}

/// A link's query refused before its values were read (drill links and result links alike).
pub fn query(ui: UiLanguage, error: &QueryError) -> String {
    let (id, args): (&str, Vec<(&str, String)>) = match error {
        QueryError::TooLong { length } => ("link-too-long", vec![("length", length.to_string())]),
        QueryError::MissingVersion => ("link-missing-version", vec![]),
        QueryError::UnknownVersion(v) => ("link-unknown-version", vec![("version", v.clone())]),
        QueryError::Malformed(part) => ("link-malformed", vec![("part", part.clone())]),
        QueryError::UnknownKey(key) => ("link-unknown-key", vec![("key", key.clone())]),
        QueryError::RepeatedKey(key) => ("link-repeated-key", vec![("key", key.clone())]),
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tr_args(ui, id, &args)
}

/// A drill link that cannot be opened.
pub fn spec(ui: UiLanguage, error: &SpecError) -> String {
    let (id, args): (&str, Vec<(&str, String)>) = match error {
        SpecError::Query(e) => return query(ui, e),
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
        // Said for a person: what the link asks for, and the drill by its name.
        SpecError::NotForMode { key, mode } => (
            "link-not-for-mode",
            vec![
                ("what", key_words(ui, key)),
                ("mode", crate::components::drill::texts::title(ui, *mode)),
            ],
        ),
        SpecError::MissingMode => ("link-missing-mode", vec![]),
        SpecError::ModeMismatch { route, query } => (
            "link-mode-mismatch",
            vec![("route", route.to_string()), ("query", query.to_string())],
        ),
        SpecError::BadText { key } => ("link-bad-text", vec![("key", key.to_string())]),
        SpecError::HtmlInText { key } => ("link-html", vec![("key", key.to_string())]),
        SpecError::Content(e) => return content(ui, e),
        SpecError::ContentNotForMode { mode } => (
            "link-content-not-for-mode",
            vec![("mode", mode.to_string())],
        ),
        SpecError::NotWithContent { key } => {
            ("link-not-with-content", vec![("key", key.to_string())])
        }
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tr_args(ui, id, &args)
}

/// What a link's key asks for, in words ("un número de preguntas" for `n`); the key itself
/// for one without words.
fn key_words(ui: UiLanguage, key: &str) -> String {
    const WORDED: [&str; 13] = [
        "n", "t", "pieces", "files", "ranks", "lang", "profile", "focus", "game", "input", "side",
        "form", "speak",
    ];
    if WORDED.contains(&key) {
        tr(ui, &format!("link-asks-{key}"))
    } else {
        format!("«{key}»")
    }
}

/// A result code or result link that cannot be read.
pub fn result(ui: UiLanguage, error: &ResultLinkError) -> String {
    let code = |e: &ResultCodeError| match e {
        ResultCodeError::BadCharacter {
            character,
            position,
        } => tr_args(
            ui,
            "code-bad-character",
            &[
                ("char", &character.to_string()),
                ("position", &position.to_string()),
            ],
        ),
        ResultCodeError::WrongLength { .. } => tr(ui, "code-wrong-length"),
        ResultCodeError::ChecksumMismatch => tr(ui, "code-checksum"),
        ResultCodeError::UnknownVersion(_) => tr(ui, "code-unknown-version"),
        _ => tr(ui, "code-damaged"),
    };
    match error {
        ResultLinkError::Code(e) => code(e),
        ResultLinkError::MissingCode => tr(ui, "code-missing"),
        ResultLinkError::Name(NameError::TooLong { .. }) => tr(ui, "code-name-too-long"),
        ResultLinkError::Name(_) => tr(ui, "code-bad-name"),
        _ => tr(ui, "code-bad-link"),
    }
}
