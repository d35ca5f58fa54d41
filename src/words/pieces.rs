//! Pieces and squares in words, in the UI language: a piece's name in each form a sentence or a
//! control needs ([`piece_name`], the one place a piece is named), and a square's accessible
//! name on a board ([`square_label`], [`drill_square_label`]), and a move a board shows as played
//! ([`move_words`]).

use crate::i18n::{msg, tr, tr_args};
use escaque_core::chess::Square;
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::spoken::PlayedMove;
use escaque_core::Role;

/// The form a piece is named in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PieceForm {
    /// "caballo", "knight": inside a sentence (`piece-lower`).
    Lower,
    /// "Caballo", "Knight": alone, as a button names it (`piece-name`).
    Capital,
    /// "el caballo", "the knight" (`piece-with-article`).
    WithArticle,
    /// "caballo blanco", "white knight": a man by its side (`piece-white`, `piece-black`).
    OfSide { white: bool },
    /// "un caballo blanco", "a white knight" (`fen-man-white`, `fen-man-black`).
    OneOfSide { white: bool },
}

/// A piece's name in the UI language, in `form`.
///
/// ```
/// use escaque_app::words::pieces::{piece_name, PieceForm};
/// use escaque_core::{settings::UiLanguage, Role};
///
/// let es = UiLanguage::Es;
/// assert_eq!(piece_name(es, Role::Knight, PieceForm::Lower), "caballo");
/// assert_eq!(piece_name(es, Role::Queen, PieceForm::OfSide { white: true }), "dama blanca");
/// assert_eq!(piece_name(UiLanguage::En, Role::Pawn, PieceForm::OneOfSide { white: false }), "a black pawn");
/// ```
pub fn piece_name(ui: UiLanguage, role: Role, form: PieceForm) -> String {
    let id = match form {
        PieceForm::Lower => msg::PIECE_LOWER,
        PieceForm::Capital => msg::PIECE_NAME,
        PieceForm::WithArticle => msg::PIECE_WITH_ARTICLE,
        PieceForm::OfSide { white: true } => msg::PIECE_WHITE,
        PieceForm::OfSide { white: false } => msg::PIECE_BLACK,
        PieceForm::OneOfSide { white: true } => msg::FEN_MAN_WHITE,
        PieceForm::OneOfSide { white: false } => msg::FEN_MAN_BLACK,
    };
    tr_args(ui, id, &[("role", role.english_name())])
}

/// The accessible name of a square: "e4" or "e4, caballo blanco".
pub fn square_label(ui: UiLanguage, square: Square, piece: Option<(Role, bool)>) -> String {
    match piece {
        None => square.to_string(),
        Some((role, white)) => format!(
            "{square}, {}",
            piece_name(ui, role, PieceForm::OfSide { white })
        ),
    }
}

/// The accessible name of a square in a vision drill: only what a sighted student sees — the
/// coordinates written on it (at `row`, `column` of the board as shown), where it is on the
/// board as shown ("5 from the left, 4 from the bottom"), its colour (none when `plain`), its
/// piece, its mark — never a name that gives the answer away.
pub fn drill_square_label(
    ui: UiLanguage,
    square: Square,
    piece: Option<(Role, bool)>,
    coordinates: Coordinates,
    (row, column): (usize, usize),
    marked: bool,
    plain: bool,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    match coordinates {
        Coordinates::Squares => parts.push(square.to_string()),
        Coordinates::Edges => {
            let name = square.to_string();
            if row == 7 {
                parts.push(tr_args(ui, msg::SQUARE_FILE, &[("file", &name[..1])]));
            }
            if column == 0 {
                parts.push(tr_args(ui, msg::SQUARE_RANK, &[("rank", &name[1..])]));
            }
        }
        Coordinates::Off => {}
    }
    // Where it is, as a sighted student sees it: counted from the board's bottom-left corner.
    if coordinates != Coordinates::Squares {
        parts.push(tr_args(
            ui,
            msg::SQUARE_PLACE,
            &[
                ("column", &(column + 1).to_string()),
                ("row", &(8 - row).to_string()),
            ],
        ));
    }
    // A plain square shows no colour, and its name tells none.
    parts.push(tr(
        ui,
        match colour_of(square) {
            _ if plain => msg::SQUARE_PLAIN,
            SquareColour::Light => msg::SQUARE_LIGHT,
            SquareColour::Dark => msg::SQUARE_DARK,
        },
    ));
    if let Some((role, white)) = piece {
        parts.push(piece_name(ui, role, PieceForm::OfSide { white }));
    }
    if marked {
        parts.push(tr(ui, msg::SQUARE_MARKED));
    }
    parts.join(", ")
}

/// The move a board shows as played, in words for a screen reader: "Move played: white knight
/// from g1 to f3" (the piece, its side, its squares; what a sighted student sees, never how it is
/// written).
pub fn move_words(ui: UiLanguage, played: PlayedMove) -> String {
    let promotion = played
        .promotion
        .map(|r| piece_name(ui, r, PieceForm::Lower))
        .unwrap_or_else(|| "none".into());
    let check = if played.mate {
        "mate"
    } else if played.check {
        "check"
    } else {
        "none"
    };
    tr_args(
        ui,
        msg::BOARD_MOVE_WORDS,
        &[
            (
                "piece",
                &piece_name(
                    ui,
                    played.role,
                    PieceForm::OfSide {
                        white: played.white,
                    },
                ),
            ),
            ("from", &played.from.to_string()),
            ("to", &played.to.to_string()),
            ("promotion", &promotion),
            ("check", check),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    const FORMS: [PieceForm; 7] = [
        PieceForm::Lower,
        PieceForm::Capital,
        PieceForm::WithArticle,
        PieceForm::OfSide { white: true },
        PieceForm::OfSide { white: false },
        PieceForm::OneOfSide { white: true },
        PieceForm::OneOfSide { white: false },
    ];

    /// In every language and form the six pieces have six names, none empty or left with a
    /// placeable; the forms differ from each other (but for the capital one).
    #[test]
    fn every_piece_has_a_name_in_every_form_and_language() {
        for ui in UiLanguage::ALL {
            for form in FORMS {
                let names: BTreeSet<String> = Role::ALL
                    .iter()
                    .map(|&role| piece_name(ui, role, form))
                    .collect();
                assert_eq!(names.len(), 6, "{form:?} in {}: {names:?}", ui.code());
                assert!(
                    names
                        .iter()
                        .all(|n| !n.trim().is_empty() && !n.contains('{')),
                    "{form:?} in {}: {names:?}",
                    ui.code()
                );
            }
            // (German writes every noun with a capital: there the two are one.)
            let knight: BTreeSet<String> = FORMS
                .iter()
                .filter(|&&form| form != PieceForm::Capital)
                .map(|&form| piece_name(ui, Role::Knight, form))
                .collect();
            assert_eq!(knight.len(), FORMS.len() - 1, "{}: {knight:?}", ui.code());
        }
        let es = UiLanguage::Es;
        assert_eq!(piece_name(es, Role::Bishop, PieceForm::Capital), "Alfil");
        assert_eq!(
            piece_name(es, Role::Rook, PieceForm::WithArticle),
            "la torre"
        );
        assert_eq!(
            piece_name(es, Role::Pawn, PieceForm::OneOfSide { white: false }),
            "un peón negro"
        );
    }

    #[test]
    fn a_square_is_named_with_its_piece_and_in_a_drill_by_what_shows() {
        let es = UiLanguage::Es;
        assert_eq!(square_label(es, Square::E4, None), "e4");
        assert_eq!(
            square_label(es, Square::G1, Some((Role::Knight, true))),
            "g1, caballo blanco"
        );
        // a1 at the bottom left, coordinates on the edges: its file and rank, its colour.
        let a1 = drill_square_label(
            es,
            Square::A1,
            Some((Role::Rook, true)),
            Coordinates::Edges,
            (7, 0),
            true,
            false,
        );
        assert_eq!(
            a1,
            format!(
                "{}, {}, 1 desde la izquierda, 1 desde abajo, {}, torre blanca, {}",
                tr_args(es, msg::SQUARE_FILE, &[("file", "a")]),
                tr_args(es, msg::SQUARE_RANK, &[("rank", "1")]),
                tr(es, msg::SQUARE_DARK),
                tr(es, msg::SQUARE_MARKED)
            )
        );
        // No coordinates, a plain board: no name gives the square away, its place is said as
        // a sighted student sees it (row 4 from the top is the fourth from the bottom).
        let plain = drill_square_label(es, Square::E4, None, Coordinates::Off, (4, 4), false, true);
        assert_eq!(
            plain,
            format!(
                "5 desde la izquierda, 4 desde abajo, {}",
                tr(es, msg::SQUARE_PLAIN)
            )
        );
        assert!(!plain.contains("e4"));
        // Every square of a board without coordinates has its own name.
        let names: BTreeSet<String> = (0..64)
            .map(|i| {
                drill_square_label(
                    es,
                    Square::E4,
                    None,
                    Coordinates::Off,
                    (i / 8, i % 8),
                    false,
                    false,
                )
            })
            .collect();
        assert_eq!(names.len(), 64);
        // With every square's name shown, the place is not said twice.
        let named = drill_square_label(
            es,
            Square::E4,
            None,
            Coordinates::Squares,
            (4, 4),
            false,
            false,
        );
        assert!(
            named.starts_with("e4, ") && !named.contains("desde"),
            "{named}"
        );
    }
}
