//! The core's errors in words of the UI language, located: a FEN, a move of a game, a line of a
//! teacher's text, a drill link, a result code. Every argument is shown as text, never as HTML.

use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::words::grading;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::chess::Color;
use escaque_core::drill::content::{ContentError, InputError};
use escaque_core::drill::fen_error;
use escaque_core::drill::SpecError;
use escaque_core::game::{GameError, GameErrorKind};
use escaque_core::grade::Reason;
use escaque_core::read::ReadError;
use escaque_core::result_code::{NameError, ResultCodeError, ResultLinkError};
use escaque_core::settings::UiLanguage;
use escaque_core::{FenError, Language, Position, QueryError, Role};

/// For a FEN refused over a piece letter of another notation (a Spanish `T`, or no king where
/// `R` was written for one): which English letter FEN writes for that piece.
pub fn fen_letter_hint(ui: UiLanguage, error: &FenError, lang: Language) -> Option<String> {
    let (role, white) = match error {
        FenError::BadPieceChar(c) => (fen_error::foreign_letter(*c, Some(lang))?, c.is_uppercase()),
        FenError::KingCount { white, count: 0 } if lang.letter(Role::King) != "K" => {
            (Role::King, *white)
        }
        _ => return None,
    };
    let letter = Language::En.letter(role);
    let letter = if white {
        letter.to_string()
    } else {
        letter.to_lowercase()
    };
    Some(tr_args(
        ui,
        msg::TEACHER_FEN_ENGLISH_LETTERS,
        &[
            ("letter", &letter),
            ("piece", &piece_name(ui, role, PieceForm::WithArticle)),
        ],
    ))
}

/// Why a FEN is refused.
pub fn fen(ui: UiLanguage, error: &FenError) -> String {
    let side = |white: &bool| if *white { "white" } else { "black" };
    match error {
        FenError::FieldCount(n) => tr_args(ui, msg::FEN_FIELD_COUNT, &[("count", &n.to_string())]),
        FenError::BadBoard { rank } => {
            tr_args(ui, msg::FEN_BAD_BOARD, &[("rank", &rank.to_string())])
        }
        FenError::BadPieceChar(c) => tr_args(ui, msg::FEN_BAD_PIECE, &[("char", &c.to_string())]),
        FenError::BadSideToMove(s) => tr_args(ui, msg::FEN_BAD_SIDE, &[("text", s)]),
        FenError::BadCastling(s) => tr_args(ui, msg::FEN_BAD_CASTLING, &[("text", s)]),
        FenError::BadEnPassant(s) => tr_args(ui, msg::FEN_BAD_EN_PASSANT, &[("text", s)]),
        FenError::BadCounter(s) => tr_args(ui, msg::FEN_BAD_COUNTER, &[("text", s)]),
        FenError::KingCount { white, count } => tr_args(
            ui,
            msg::FEN_KING_COUNT,
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::PawnOnBackRank(square) => tr_args(
            ui,
            msg::FEN_PAWN_BACK_RANK,
            &[("square", &square.to_string())],
        ),
        FenError::TooManyPieces { white, count } => tr_args(
            ui,
            msg::FEN_TOO_MANY_PIECES,
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::TooManyPawns { white, count } => tr_args(
            ui,
            msg::FEN_TOO_MANY_PAWNS,
            &[("side", side(white)), ("count", &count.to_string())],
        ),
        FenError::ImpossibleMaterial { white } => {
            tr_args(ui, msg::FEN_IMPOSSIBLE_MATERIAL, &[("side", side(white))])
        }
        FenError::OpponentInCheck => tr(ui, msg::FEN_OPPONENT_IN_CHECK),
        FenError::CastlingWithoutPieces(s) => {
            tr_args(ui, msg::FEN_CASTLING_WITHOUT_PIECES, &[("text", s)])
        }
        FenError::ImpossibleEnPassant(s) => {
            tr_args(ui, msg::FEN_IMPOSSIBLE_EN_PASSANT, &[("text", s)])
        }
        FenError::ImpossibleCheck => tr(ui, msg::FEN_IMPOSSIBLE_CHECK),
        FenError::Refused => tr(ui, msg::FEN_REFUSED),
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
        GameErrorKind::Unclosed(c) => tr_args(ui, msg::GAME_UNCLOSED, &[("char", &c.to_string())]),
        GameErrorKind::UnbalancedParenthesis => tr(ui, msg::GAME_UNBALANCED),
    };
    tr_args(
        ui,
        msg::GAME_ERROR_AT,
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
        InputError::Empty => tr(ui, msg::INPUT_EMPTY),
        InputError::TooMany { count, max } => tr_args(
            ui,
            msg::INPUT_TOO_MANY,
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        InputError::BadSquare { text, .. } => {
            tr_args(ui, msg::BUILDER_BAD_SQUARE, &[("text", text)])
        }
        InputError::Fen { error, .. } => {
            let why = tr_args(ui, msg::BUILDER_BAD_FEN, &[("why", &fen(ui, error))]);
            match fen_letter_hint(ui, error, lang) {
                Some(hint) => format!("{why} {hint}"),
                None => why,
            }
        }
        InputError::Move {
            text,
            error,
            position,
            ..
        } => tr_args(
            ui,
            msg::BUILDER_BAD_MOVE,
            &[
                ("text", text),
                ("why", &read(ui, position, error, text, lang)),
            ],
        ),
        InputError::ExtraText { text, .. } => {
            tr_args(ui, msg::BUILDER_EXTRA_TEXT, &[("text", text)])
        }
        InputError::Game(error) => game(ui, error, lang),
        InputError::SeveralGames { count } => tr_args(
            ui,
            msg::INPUT_SEVERAL_GAMES,
            &[("count", &count.to_string())],
        ),
        InputError::NullMove {
            move_number,
            side: s,
            ..
        } => tr_args(
            ui,
            msg::INPUT_NULL_MOVE,
            &[("number", &move_number.to_string()), ("side", side(s))],
        ),
    };
    match error.location(text) {
        Some(at) => tr_args(
            ui,
            msg::BUILDER_ERROR_AT,
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
            msg::CONTENT_TOO_LONG,
            &[("length", &length.to_string()), ("max", &max.to_string())],
        ),
        ContentError::Truncated => tr(ui, msg::CONTENT_TRUNCATED),
        ContentError::UnknownVersion(v) => tr_args(
            ui,
            msg::CONTENT_UNKNOWN_VERSION,
            &[("version", &v.to_string())],
        ),
        ContentError::TooMany { count, max } => tr_args(
            ui,
            msg::INPUT_TOO_MANY,
            &[("count", &count.to_string()), ("max", &max.to_string())],
        ),
        ContentError::BadPosition { index, error } => tr_args(
            ui,
            msg::CONTENT_BAD_POSITION,
            &[("index", &index.to_string()), ("why", &fen(ui, error))],
        ),
        ContentError::IllegalMove { index } => tr_args(
            ui,
            msg::CONTENT_ILLEGAL_MOVE,
            &[("index", &index.to_string())],
        ),
        ContentError::NoItems => tr(ui, msg::INPUT_EMPTY),
        ContentError::BadBase64 { .. }
        | ContentError::UnknownKind(_)
        | ContentError::BadPiece { .. }
        | ContentError::ReservedBits { .. }
        | ContentError::BadNumber { .. }
        | ContentError::TrailingBytes { .. } => tr(ui, msg::CONTENT_DAMAGED),
    }
}

/// A link's query refused before its values were read (drill links and result links alike).
pub fn query(ui: UiLanguage, error: &QueryError) -> String {
    let (id, args): (MessageId, Vec<(&str, String)>) = match error {
        QueryError::TooLong { length } => {
            (msg::LINK_TOO_LONG, vec![("length", length.to_string())])
        }
        QueryError::MissingVersion => (msg::LINK_MISSING_VERSION, vec![]),
        QueryError::UnknownVersion(v) => (msg::LINK_UNKNOWN_VERSION, vec![("version", v.clone())]),
        QueryError::Malformed(part) => (msg::LINK_MALFORMED, vec![("part", part.clone())]),
        QueryError::UnknownKey(key) => (msg::LINK_UNKNOWN_KEY, vec![("key", key.clone())]),
        QueryError::RepeatedKey(key) => (msg::LINK_REPEATED_KEY, vec![("key", key.clone())]),
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tr_args(ui, id, &args)
}

/// A drill link that cannot be opened.
pub fn spec(ui: UiLanguage, error: &SpecError) -> String {
    let (id, args): (MessageId, Vec<(&str, String)>) = match error {
        SpecError::Query(e) => return query(ui, e),
        SpecError::BadValue { key, value } => (
            msg::LINK_BAD_VALUE,
            vec![("key", key.to_string()), ("value", value.clone())],
        ),
        SpecError::OutOfRange {
            key,
            value,
            min,
            max,
        } => (
            msg::LINK_OUT_OF_RANGE,
            vec![
                ("key", key.to_string()),
                ("value", value.clone()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
        ),
        SpecError::CountAndTime => (msg::LINK_COUNT_AND_TIME, vec![]),
        SpecError::AreaTooSmall => (msg::OPTIONS_AREA_TOO_SMALL, vec![]),
        SpecError::UnknownMode(mode) => (msg::LINK_UNKNOWN_MODE, vec![("mode", mode.clone())]),
        // Said for a person: what the link asks for, and the drill by its name.
        SpecError::NotForMode { key, mode } => (
            msg::LINK_NOT_FOR_MODE,
            vec![
                ("what", key_words(ui, key)),
                ("mode", crate::words::drills::title(ui, *mode)),
            ],
        ),
        SpecError::MissingMode => (msg::LINK_MISSING_MODE, vec![]),
        SpecError::ModeMismatch { route, query } => (
            msg::LINK_MODE_MISMATCH,
            vec![("route", route.to_string()), ("query", query.to_string())],
        ),
        SpecError::BadText { key } => (msg::LINK_BAD_TEXT, vec![("key", key.to_string())]),
        SpecError::HtmlInText { key } => (msg::LINK_HTML, vec![("key", key.to_string())]),
        SpecError::Content(e) => return content(ui, e),
        SpecError::ContentNotForMode { mode } => (
            msg::LINK_CONTENT_NOT_FOR_MODE,
            vec![("mode", mode.to_string())],
        ),
        SpecError::NotWithContent { key } => {
            (msg::LINK_NOT_WITH_CONTENT, vec![("key", key.to_string())])
        }
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    tr_args(ui, id, &args)
}

/// What a link's key asks for, in words ("un número de preguntas" for `n`); the key itself
/// for one without words.
fn key_words(ui: UiLanguage, key: &str) -> String {
    let id = match key {
        "n" => msg::LINK_ASKS_N,
        "t" => msg::LINK_ASKS_T,
        "pieces" => msg::LINK_ASKS_PIECES,
        "files" => msg::LINK_ASKS_FILES,
        "ranks" => msg::LINK_ASKS_RANKS,
        "lang" => msg::LINK_ASKS_LANG,
        "profile" => msg::LINK_ASKS_PROFILE,
        "focus" => msg::LINK_ASKS_FOCUS,
        "game" => msg::LINK_ASKS_GAME,
        "input" => msg::LINK_ASKS_INPUT,
        "side" => msg::LINK_ASKS_SIDE,
        "form" => msg::LINK_ASKS_FORM,
        "speak" => msg::LINK_ASKS_SPEAK,
        _ => return format!("«{key}»"),
    };
    tr(ui, id)
}

/// A result code or result link that cannot be read.
pub fn result(ui: UiLanguage, error: &ResultLinkError) -> String {
    let code = |e: &ResultCodeError| match e {
        ResultCodeError::BadCharacter {
            character,
            position,
        } => tr_args(
            ui,
            msg::CODE_BAD_CHARACTER,
            &[
                ("char", &character.to_string()),
                ("position", &position.to_string()),
            ],
        ),
        ResultCodeError::WrongLength { .. } => tr(ui, msg::CODE_WRONG_LENGTH),
        ResultCodeError::ChecksumMismatch => tr(ui, msg::CODE_CHECKSUM),
        ResultCodeError::UnknownVersion(_) => tr(ui, msg::CODE_UNKNOWN_VERSION),
        _ => tr(ui, msg::CODE_DAMAGED),
    };
    match error {
        ResultLinkError::Code(e) => code(e),
        ResultLinkError::MissingCode => tr(ui, msg::CODE_MISSING),
        ResultLinkError::Name(NameError::TooLong { .. }) => tr(ui, msg::CODE_NAME_TOO_LONG),
        ResultLinkError::Name(_) => tr(ui, msg::CODE_BAD_NAME),
        _ => tr(ui, msg::CODE_BAD_LINK),
    }
}
