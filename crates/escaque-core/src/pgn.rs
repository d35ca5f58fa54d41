//! Writing whole games: PGN (English SAN with tags), movetext in any language, or UCI lines.
//!
//! What was written around the moves is kept in every form but UCI (a list of moves for
//! engines): comments `{…}`, annotations (`!`, `?!`, `$1`, `±`, `+-`, `N`: see
//! [`crate::annotation`]) and variations `(…)`, each variation read again in the game's
//! language from its own position and written like the main line. Marks are written on their
//! move (`Nf3!?`), other annotations apart, as written — except in PGN for other programs
//! ([`Glyphs::Numbered`], what [`convert_game`] writes for [`Target::Pgn`]), where a symbol
//! becomes its number (`±` → `$16`). Lines of PGN are broken between moves, never between a
//! move number and its move.
//!
//! ```
//! use escaque_core::{game::read_games, pgn::{write_annotated, write_movetext}, Language, WriteOptions};
//! let game = read_games("1.e4 e5 2.Nf3 Nc6 1-0", Language::En).remove(0).unwrap();
//! assert_eq!(write_movetext(&game, &WriteOptions::short(Language::De)), "1. e4 e5 2. Sf3 Sc6 1-0");
//! let text = "1.e4 e5 2.Cf3! {el mejor} (2.Ac4 Cf6) 2...Cc6 $1 *";
//! let game = read_games(text, Language::Es).remove(0).unwrap();
//! assert_eq!(write_annotated(&game, Language::Es, &WriteOptions::short(Language::En)),
//!            "1. e4 e5 2. Nf3! {el mejor} (2. Bc4 Nf6) 2... Nc6 $1 *");
//! ```

use crate::annotation::{self, Nag};
use crate::game::{games, Game, GameMove};
use crate::write::{append_san, san_plus_after, write_move, Form};
use crate::{Language, Position, WriteOptions};
use chess::Color;

/// The Seven Tag Roster, written first and in this order.
const SEVEN_TAGS: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The longest line of PGN movetext.
const LINE_WIDTH: usize = 80;

/// How annotations other than the six marks are written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Glyphs {
    /// As the text had them (`±`, `+-`, `$16`).
    AsWritten,
    /// By their PGN numbers (`$16`), as other programs read them.
    Numbered,
}

/// The moves of a game with move numbers and result, one line (`1. e4 e5 2. Nf3 …`), without
/// what was written around them (see [`write_annotated`]). With [`Form::Uci`], only the moves
/// separated by spaces.
pub fn write_movetext(game: &Game, options: &WriteOptions) -> String {
    units(game, None, options, Glyphs::AsWritten).join(" ")
}

/// The moves of a game as [`write_movetext`] writes them, one unit a move with its number and
/// marks (`6. exd6 a.p.`, `10. 0-0-0`): what a page shows unbroken, one after the other.
pub fn movetext_units(game: &Game, options: &WriteOptions) -> Vec<String> {
    units(game, None, options, Glyphs::AsWritten)
}

/// Like [`write_movetext`], with the comments, marks and variations as written; the
/// variations are read again in `from`, the language the game was read in (one that does not
/// read is kept as written). UCI has the moves only.
pub fn write_annotated(game: &Game, from: Language, options: &WriteOptions) -> String {
    units(game, Some(from), options, Glyphs::AsWritten).join(" ")
}

/// The movetext as units that a line never breaks: a move with its number and marks, a word
/// of a comment, a NAG, the result; a variation's parentheses go with its first and last unit.
/// Annotations are written when `from` is given.
fn units(
    game: &Game,
    from: Option<Language>,
    options: &WriteOptions,
    glyphs: Glyphs,
) -> Vec<String> {
    let mut out = Vec::new();
    units_into(
        &mut out,
        game,
        from,
        options,
        glyphs,
        game.result.as_deref(),
    );
    out
}

/// Where units go: a list ([`units`]), or straight into wrapped lines ([`Wrapped`]), without a
/// string allocated for each move.
trait UnitSink {
    fn unit(&mut self, unit: &str);
}

impl UnitSink for Vec<String> {
    fn unit(&mut self, unit: &str) {
        self.push(unit.to_string());
    }
}

/// Movetext broken between units at [`LINE_WIDTH`] columns, appended to a string.
struct Wrapped<'a> {
    out: &'a mut String,
    line_len: usize,
}

impl UnitSink for Wrapped<'_> {
    fn unit(&mut self, unit: &str) {
        let len = if unit.is_ascii() {
            unit.len()
        } else {
            unit.chars().count()
        };
        if self.line_len > 0 && self.line_len + 1 + len > LINE_WIDTH {
            self.out.push('\n');
            self.line_len = 0;
        } else if self.line_len > 0 {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(unit);
        self.line_len += len;
    }
}

/// [`units`] into `out`, with `result` as the game's result.
fn units_into(
    out: &mut impl UnitSink,
    game: &Game,
    from: Option<Language>,
    options: &WriteOptions,
    glyphs: Glyphs,
    result: Option<&str>,
) {
    let annotated = from.filter(|_| options.form != Form::Uci);
    if annotated.is_some() {
        for comment in &game.intro_comments {
            push_comment(out, comment);
        }
    }
    let style = Style {
        from: annotated,
        options,
        glyphs,
    };
    line_units(out, game.start, &game.moves, &style, 0);
    if options.form != Form::Uci {
        if let Some(result) = result {
            out.unit(result);
        }
    }
}

/// How a game is written: the moves' options; the language variations are read in (none: no
/// annotations); how annotations are written.
struct Style<'a> {
    from: Option<Language>,
    options: &'a WriteOptions,
    glyphs: Glyphs,
}

/// The units of `moves` from `start` (a main line or a variation `depth` deep).
fn line_units(
    out: &mut impl UnitSink,
    start: Position,
    moves: &[GameMove],
    style: &Style,
    depth: usize,
) {
    let options = style.options;
    // The positions are the game's own (`GameMove::after`), borrowed, not copied.
    let mut position = &start;
    // Black's move is numbered at the start and after a comment or a variation.
    let mut numbered = false;
    // One buffer for every move's unit: no allocation per move.
    let mut unit = String::new();
    for played in moves {
        let after = &played.after;
        unit.clear();
        if options.form == Form::Uci {
            unit.push_str(&write_move(position, played.mv, options));
        } else {
            if position.turn() == Color::White {
                push_number(&mut unit, position.fullmove_number());
                unit.push_str(". ");
            } else if !numbered {
                push_number(&mut unit, position.fullmove_number());
                unit.push_str("... ");
            }
            let mut plus = san_plus_after(position, played.mv, after, options.form == Form::Long);
            plus.draw_offer = played.draw_offer;
            append_san(&mut unit, &plus, options, position.turn());
        }
        numbered = true;
        if let Some(from) = style.from {
            if played.glyphs.is_empty() {
                out.unit(&unit);
            } else {
                let (marks, apart) = glyphs(&played.glyphs, style.glyphs);
                unit.push_str(&marks);
                out.unit(&unit);
                for glyph in &apart {
                    out.unit(glyph);
                }
            }
            for comment in &played.comments {
                push_comment(out, comment);
                numbered = false;
            }
            for variation in &played.variations {
                push_variation(out, *position, variation, from, style, depth + 1);
                numbered = false;
            }
        } else {
            out.unit(&unit);
        }
        position = after;
    }
}

/// Appends a move number without the formatting machinery.
fn push_number(out: &mut String, number: u32) {
    let mut digits = [0u8; 10];
    let mut n = number;
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits: always UTF-8.
    out.push_str(std::str::from_utf8(&digits[at..]).unwrap_or_default());
}

/// A move's annotations as the marks written on the move (`!`, `?!`) and the others written
/// apart (`$1`, `±`, as written or [`Glyphs::Numbered`]); check and mate marks written apart
/// are left to the writer, which writes its own.
fn glyphs(written: &[String], style: Glyphs) -> (String, Vec<String>) {
    let mut marks = String::new();
    let mut apart: Vec<String> = Vec::new();
    for word in written {
        let nag = Nag::read(word);
        if annotation::is_check_mark(word) {
            continue;
        }
        let numbered = nag.filter(|_| style == Glyphs::Numbered);
        if word.chars().all(|c| "!?‼⁇⁈⁉".contains(c)) {
            // On the move: a mark as PGN writes it (`!?` for `⁉`).
            marks.push_str(numbered.map(Nag::pgn).as_deref().unwrap_or(word));
        } else {
            // Apart: by its number (`$4` stays `$4`, `±` is `$16`).
            apart.push(numbered.map_or_else(|| word.clone(), |n| format!("${}", n.0)));
        }
    }
    (marks, apart)
}

/// A comment as units: its words, the first after `{` and the last before `}`.
fn push_comment(out: &mut impl UnitSink, comment: &str) {
    let text = comment.replace('}', ")");
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [] => out.unit("{}"),
        [one] => out.unit(&format!("{{{one}}}")),
        [first, middle @ .., last] => {
            out.unit(&format!("{{{first}"));
            for word in middle {
                out.unit(word);
            }
            out.unit(&format!("{last}}}"));
        }
    }
}

/// A variation (an alternative to the move played from `position`), read again in `from` and
/// written like the main line; as written when it does not read.
fn push_variation(
    out: &mut impl UnitSink,
    position: Position,
    variation: &str,
    from: Language,
    style: &Style,
    depth: usize,
) {
    let text = format!("[FEN \"{}\"]\n{variation}", position.to_fen());
    let read = (depth < 16)
        .then(|| games(&text, from).next())
        .flatten()
        .and_then(Result::ok)
        .filter(|line| !line.moves.is_empty());
    let mut inner = Vec::new();
    match read {
        Some(line) => {
            for comment in &line.intro_comments {
                push_comment(&mut inner, comment);
            }
            line_units(&mut inner, position, &line.moves, style, depth);
            if let Some(result) = line.result {
                inner.push(result);
            }
        }
        None => inner.extend(variation.split_whitespace().map(str::to_string)),
    }
    if inner.is_empty() {
        return;
    }
    let last = inner.len() - 1;
    inner[0].insert(0, '(');
    inner[last].push(')');
    for unit in &inner {
        out.unit(unit);
    }
}

/// A PGN game: the Seven Tag Roster, the other tags, and the movetext, with what was written
/// around the moves (variations read again in `from`), wrapped at 80 columns between units.
///
/// ```
/// use escaque_core::{game::read_games, pgn::write_pgn, Language, WriteOptions};
/// let moves: String = (1..=12).map(|n| format!("{n}.Cf3 Cf6 {}.Cg1 Cg8 ", n + 12)).collect();
/// let game = read_games(&moves, Language::Es).remove(0).unwrap();
/// let pgn = write_pgn(&game, Language::Es, &WriteOptions::short(Language::En));
/// for line in pgn.lines().skip(8) {
///     assert!(line.chars().count() <= 80 && !line.ends_with('.'), "{line}");
/// }
/// ```
pub fn write_pgn(game: &Game, from: Language, options: &WriteOptions) -> String {
    write_pgn_with(game, from, options, Glyphs::AsWritten)
}

/// Like [`write_pgn`], with the annotations written as `glyphs` says.
///
/// ```
/// use escaque_core::{game::read_games, pgn::{write_pgn_with, Glyphs}, Language, WriteOptions};
/// let game = read_games("1.e4 e5 2.Cf3 ± Cc6 +- *", Language::Es).remove(0).unwrap();
/// let options = WriteOptions::short(Language::En);
/// let pgn = write_pgn_with(&game, Language::Es, &options, Glyphs::Numbered);
/// assert!(pgn.ends_with("1. e4 e5 2. Nf3 $16 Nc6 $18 *\n\n"), "{pgn}");
/// let as_written = write_pgn_with(&game, Language::Es, &options, Glyphs::AsWritten);
/// assert!(as_written.contains("Nf3 ±") && as_written.contains("Nc6 +-"), "{as_written}");
/// ```
pub fn write_pgn_with(
    game: &Game,
    from: Language,
    options: &WriteOptions,
    glyphs: Glyphs,
) -> String {
    let mut out = String::with_capacity(1024 + 8 * game.moves.len());
    let result = game.result.as_deref().unwrap_or("*");
    for (name, default) in SEVEN_TAGS {
        let value = if name == "Result" {
            result
        } else {
            game.tag(name).unwrap_or(default)
        };
        push_tag(&mut out, name, value);
    }
    for (name, value) in &game.tags {
        if !SEVEN_TAGS.iter().any(|(n, _)| n == name) {
            push_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut wrapped = Wrapped {
        out: &mut out,
        line_len: 0,
    };
    units_into(
        &mut wrapped,
        game,
        Some(from),
        options,
        glyphs,
        Some(result),
    );
    out.push_str("\n\n");
    out
}

/// Appends movetext `units` to `out` broken between units at [`LINE_WIDTH`] columns, then the
/// blank line that ends a game (PGN's export format; the descriptive and ICCF writers too).
pub(crate) fn wrap_movetext(units: impl IntoIterator<Item = String>, out: &mut String) {
    let mut wrapped = Wrapped {
        out: &mut *out,
        line_len: 0,
    };
    for unit in units {
        wrapped.unit(&unit);
    }
    out.push_str("\n\n");
}

pub(crate) fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    if value.bytes().any(|b| b == b'\\' || b == b'"') {
        for c in value.chars() {
            if c == '\\' || c == '"' {
                out.push('\\');
            }
            out.push(c);
        }
    } else {
        // Nothing to escape (nearly every value): copied at once.
        out.push_str(value);
    }
    out.push_str("\"]\n");
}

/// What a game is converted to: a language's notation, figurines, UCI, or PGN (English, with
/// tags).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Language(Language),
    Figurine,
    Uci,
    Pgn,
}

/// A target name that is not a language, `figurine`, `uci` or `pgn`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTarget(pub String);

impl std::fmt::Display for UnknownTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "unknown target '{}': a language code, figurine, uci or pgn",
            self.0
        )
    }
}

impl std::error::Error for UnknownTarget {}

impl std::str::FromStr for Target {
    type Err = UnknownTarget;

    /// `es`, `en`, … (any language code), `figurine` (or `fan`), `uci`, `pgn`.
    fn from_str(text: &str) -> Result<Target, UnknownTarget> {
        match text.to_ascii_lowercase().as_str() {
            "figurine" | "fan" => Ok(Target::Figurine),
            "uci" => Ok(Target::Uci),
            "pgn" => Ok(Target::Pgn),
            other => other
                .parse()
                .map(Target::Language)
                .map_err(|_| UnknownTarget(text.to_string())),
        }
    }
}

impl Target {
    /// How moves are written for this target, in the long form if `long` (UCI has one form).
    pub fn options(self, long: bool) -> WriteOptions {
        let mut options = match self {
            Target::Language(lang) => WriteOptions::short(lang),
            Target::Figurine => WriteOptions::figurine(),
            Target::Uci => WriteOptions::uci(),
            Target::Pgn => WriteOptions::short(Language::En),
        };
        if long && self != Target::Uci {
            options.form = crate::Form::Long;
        }
        options
    }
}

/// One game (read in `from`) converted: UCI moves on one line; movetext alone for a game
/// without tags (unless PGN is asked for); otherwise PGN with its tags. Comments, annotations
/// and variations are kept in every form but UCI: as written, and in PGN by their numbers
/// (`±` → `$16`) but for the six marks.
///
/// ```
/// use escaque_core::{game::read_games, pgn::{convert_game, Target}, Language};
/// let game = read_games("1.e4 e5 2.Cf3 {bien} Cc6 *", Language::Es).remove(0).unwrap();
/// assert_eq!(convert_game(&game, Language::Es, Target::Language(Language::En), false),
///            "1. e4 e5 2. Nf3 {bien} 2... Nc6 *\n\n");
/// assert_eq!(convert_game(&game, Language::Es, Target::Uci, false), "e2e4 e7e5 g1f3 b8c6\n");
/// ```
pub fn convert_game(game: &Game, from: Language, target: Target, long: bool) -> String {
    let options = target.options(long);
    match target {
        Target::Uci => format!("{}\n", write_movetext(game, &options)),
        _ if game.tags.is_empty() && target != Target::Pgn => {
            format!("{}\n\n", write_annotated(game, from, &options))
        }
        Target::Pgn => write_pgn_with(game, from, &options, Glyphs::Numbered),
        _ => write_pgn(game, from, &options),
    }
}
