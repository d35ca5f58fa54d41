//! The kinds of mistake a repaired box shows, each with the rule it breaks and its words.
//!
//! The core gives the kind and its data; the app words them with its Fluent messages
//! (`scoresheet-kind-<code>`). The command line words them from [`Kind::words`], one table in
//! English and Spanish, as the grader's reasons are given plain words by the core.

use std::fmt;

/// What went wrong in a box, as an arbiter would name it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Written as played.
    None,
    /// The box was left empty or cannot be read: the move is found from the rest of the game.
    Empty,
    /// A look-alike character (`5` for `6`, `c` for `e`) on the square.
    LookAlike,
    /// Another square than the one reached (a neighbouring file or rank, or any other).
    Square,
    /// Another piece's letter.
    PieceLetter,
    /// The piece letter in English in a sheet of another language.
    EnglishLetter,
    /// A piece letter in lower case (`cf3`).
    LowerCase,
    /// A letter written twice (`CCe4`).
    DoubledLetter,
    /// A pawn capture written short (`xe5`, `de`, `e5` for `dxe5`).
    PawnCapture,
    /// Two pieces could go there and the one that went is not named.
    Disambiguation,
    /// The castling sides swapped (`0-0` for `0-0-0`).
    CastlingSide,
    /// The promotion piece is wrong or missing.
    Promotion,
    /// A legal move, but not the one played: later moves show it.
    OtherMove,
    /// A move played that the sheet does not have at all (the boxes after it move back).
    NotWritten,
    /// A move written twice: the second box is not a move of the game.
    WrittenTwice,
    /// Two moves of one player written in each other's place.
    Swapped,
    /// A box that is no move of the game (left out).
    Extra,
    /// Anything else.
    Other,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 18] = [
        Kind::None,
        Kind::Empty,
        Kind::LookAlike,
        Kind::Square,
        Kind::PieceLetter,
        Kind::EnglishLetter,
        Kind::LowerCase,
        Kind::DoubledLetter,
        Kind::PawnCapture,
        Kind::Disambiguation,
        Kind::CastlingSide,
        Kind::Promotion,
        Kind::OtherMove,
        Kind::NotWritten,
        Kind::WrittenTwice,
        Kind::Swapped,
        Kind::Extra,
        Kind::Other,
    ];

    /// Its code, as in JSON and in message ids (`look-alike`).
    pub fn code(self) -> &'static str {
        match self {
            Kind::None => "none",
            Kind::Empty => "empty",
            Kind::LookAlike => "look-alike",
            Kind::Square => "square",
            Kind::PieceLetter => "piece-letter",
            Kind::EnglishLetter => "english-letter",
            Kind::LowerCase => "lower-case",
            Kind::DoubledLetter => "doubled-letter",
            Kind::PawnCapture => "pawn-capture",
            Kind::Disambiguation => "disambiguation",
            Kind::CastlingSide => "castling-side",
            Kind::Promotion => "promotion",
            Kind::OtherMove => "other-move",
            Kind::NotWritten => "not-written",
            Kind::WrittenTwice => "written-twice",
            Kind::Swapped => "swapped",
            Kind::Extra => "extra",
            Kind::Other => "other",
        }
    }

    /// The rule it breaks: a paragraph of Appendix C of the FIDE Laws, or Article 8.1 (every
    /// move is written, one after the other, clearly and legibly) for what Appendix C does not
    /// cover.
    pub fn rule(self) -> &'static str {
        match self {
            Kind::None => "",
            Kind::LookAlike | Kind::Square => "C.4",
            Kind::PieceLetter | Kind::EnglishLetter | Kind::LowerCase | Kind::DoubledLetter => {
                "C.2"
            }
            Kind::PawnCapture => "C.9.3",
            Kind::Disambiguation => "C.10",
            Kind::CastlingSide => "C.13",
            Kind::Promotion => "C.11",
            Kind::Empty
            | Kind::OtherMove
            | Kind::NotWritten
            | Kind::WrittenTwice
            | Kind::Swapped
            | Kind::Extra
            | Kind::Other => "8.1",
        }
    }

    /// Plain words in English (`es == false`) or Spanish, with `{written}` and `{move}` to be
    /// filled in (see [`Kind::reason`]).
    pub fn words(self, es: bool) -> &'static str {
        let (en, sp) = match self {
            Kind::None => ("written as played", "escrita como se jugó"),
            Kind::Empty => (
                "the box is empty or cannot be read: the game says {move}",
                "la casilla está vacía o no se lee: la partida dice {move}",
            ),
            Kind::LookAlike => (
                "{written} has a character that looks like the right one: {move}",
                "{written} tiene un carácter que se parece al correcto: {move}",
            ),
            Kind::Square => (
                "{written} names another square: {move}",
                "{written} nombra otra casilla: {move}",
            ),
            Kind::PieceLetter => (
                "{written} has another piece's letter: {move}",
                "{written} lleva la letra de otra pieza: {move}",
            ),
            Kind::EnglishLetter => (
                "{written} uses the English letter: {move}",
                "{written} usa la letra inglesa: {move}",
            ),
            Kind::LowerCase => (
                "piece letters are capitals: {move}, not {written}",
                "las letras de las piezas van en mayúscula: {move}, no {written}",
            ),
            Kind::DoubledLetter => (
                "a letter is written twice in {written}: {move}",
                "en {written} hay una letra escrita dos veces: {move}",
            ),
            Kind::PawnCapture => (
                "a pawn capture names the file it leaves and the square: {move}, not {written}",
                "la captura de peón nombra su columna y la casilla: {move}, no {written}",
            ),
            Kind::Disambiguation => (
                "two pieces can go there: {move} says which one, {written} does not",
                "dos piezas pueden ir allí: {move} dice cuál, {written} no",
            ),
            Kind::CastlingSide => (
                "the other castling: {move}, not {written}",
                "el otro enroque: {move}, no {written}",
            ),
            Kind::Promotion => (
                "the promotion piece: {move}, not {written}",
                "la pieza de la promoción: {move}, no {written}",
            ),
            Kind::OtherMove => (
                "{written} is legal, but the moves after it show {move} was played",
                "{written} es legal, pero las jugadas siguientes muestran que se jugó {move}",
            ),
            Kind::NotWritten => (
                "{move} was played but not written: the boxes after it are one place back",
                "{move} se jugó pero no se anotó: las casillas siguientes van un lugar atrás",
            ),
            Kind::WrittenTwice => (
                "{written} is written twice: this box is not a move",
                "{written} está anotada dos veces: esta casilla no es una jugada",
            ),
            Kind::Swapped => (
                "two moves are written in each other's place: {move} here, {written} two boxes away",
                "dos jugadas están anotadas una en el lugar de la otra: aquí {move}, {written} a dos casillas",
            ),
            Kind::Extra => (
                "{written} is no move of this game: the box is left out",
                "{written} no es una jugada de esta partida: la casilla se omite",
            ),
            Kind::Other => (
                "{written} cannot be this game's move: {move}",
                "{written} no puede ser la jugada de la partida: {move}",
            ),
        };
        if es {
            sp
        } else {
            en
        }
    }

    /// The reason in plain words with the rule: `… (C.2)`.
    ///
    /// ```
    /// use escaque_core::scoresheet::Kind;
    /// assert_eq!(
    ///     Kind::DoubledLetter.reason(true, "CCe4", "Ce4"),
    ///     "en CCe4 hay una letra escrita dos veces: Ce4 (C.2)"
    /// );
    /// ```
    pub fn reason(self, es: bool, written: &str, mv: &str) -> String {
        let text = self
            .words(es)
            .replace("{written}", written)
            .replace("{move}", mv);
        match self.rule() {
            "" => text,
            rule => format!("{text} ({rule})"),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
