//! A [`DrillSpec`] as a link's query: read ([`read`]) and written ([`write`]) here, each key
//! once in [`KEYS`] with the drills it is for, each named value by its enum's table
//! ([`LinkName`]).

use super::area::Area;
use super::bounds::{Length, PromptCount, Seed, TimeLimit, Title};
use super::error::SpecError;
use super::mode::Mode;
use super::{DrillSpec, Personal, DEFAULT_GAME};
use crate::descriptive::DescriptiveLanguage;
use crate::drill::content::Content;
use crate::drill::limits::{MAX_PROMPTS, MAX_QUERY_LENGTH, MAX_SEED, MIN_PROMPTS, TIMED_SECONDS};
use crate::link_name::LinkName;
use crate::percent;
use crate::query::{clip, Query};
use crate::Notation;

/// The drills a key is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Drills {
    All,
    /// All but `game` (whose length is its game's).
    Drawn,
    Squares,
    /// The square drills and `game` (`pieces`).
    SquaresAndGame,
    /// The move drills, `game` included.
    Moves,
    /// `name-move` and `play-move`.
    DrawnMoves,
    /// `game` and `old-book`.
    Game,
    /// `game` alone (`form`: old-book's moves are written as its book writes them).
    PlainGame,
    OldBook,
}

impl Drills {
    fn contain(self, mode: Mode) -> bool {
        let square = mode.is_square_drill();
        match self {
            Drills::All => true,
            Drills::Drawn => !mode.is_game(),
            Drills::Squares => square,
            Drills::SquaresAndGame => square || mode.is_game(),
            Drills::Moves => mode.is_move_drill(),
            Drills::DrawnMoves => matches!(mode, Mode::NameMove | Mode::PlayMove),
            Drills::Game => mode.is_game(),
            Drills::PlainGame => mode == Mode::Game,
            Drills::OldBook => mode == Mode::OldBook,
        }
    }
}

/// The keys of version 1 (after `v`), each with the drills it is for.
const KEYS: [(&str, Drills); 20] = [
    ("mode", Drills::All),
    ("n", Drills::Drawn),
    ("t", Drills::Drawn),
    ("o", Drills::All),
    ("coords", Drills::All),
    ("pieces", Drills::SquaresAndGame),
    ("files", Drills::Squares),
    ("ranks", Drills::Squares),
    ("seed", Drills::All),
    ("lang", Drills::Moves),
    ("profile", Drills::Moves),
    ("focus", Drills::DrawnMoves),
    ("game", Drills::Game),
    ("input", Drills::Game),
    ("side", Drills::Game),
    ("form", Drills::PlainGame),
    ("book", Drills::OldBook),
    ("speak", Drills::Moves),
    ("title", Drills::All),
    ("content", Drills::All),
];

/// The names of [`KEYS`], for the query's reader.
const KEY_NAMES: [&str; KEYS.len()] = {
    let mut names = [""; KEYS.len()];
    let mut i = 0;
    while i < KEYS.len() {
        names[i] = KEYS[i].0;
        i += 1;
    }
    names
};

/// `pieces` and `speak`: on or off.
const ON_OFF: [(bool, &str); 2] = [(true, "on"), (false, "off")];

fn on_off(value: bool) -> &'static str {
    if value {
        ON_OFF[0].1
    } else {
        ON_OFF[1].1
    }
}

/// Reads a query (without its `?`); `route` is the page's mode, if any.
///
/// Every value is read first, in the order of the keys' table, each with its own error; then
/// what one value means beside the others is checked: the area, the side at the bottom, the
/// content (its fit, then the keys it makes useless), the game.
pub(super) fn read(query: &str, route: Option<Mode>) -> Result<DrillSpec, SpecError> {
    let query = Query::parse(query, MAX_QUERY_LENGTH, &KEY_NAMES)?;
    let value = |key: &str| query.get(key);
    let mode = match (value("mode").map(str::parse::<Mode>).transpose()?, route) {
        (Some(query), Some(route)) if query != route => {
            return Err(SpecError::ModeMismatch { route, query })
        }
        (Some(mode), _) | (None, Some(mode)) => mode,
        (None, None) => return Err(SpecError::MissingMode),
    };
    for key in query.keys() {
        if let Some(&(known, drills)) = KEYS.iter().find(|(k, _)| *k == key) {
            if !drills.contain(mode) {
                return Err(SpecError::NotForMode { key: known, mode });
            }
        }
    }
    let length = match (value("n"), value("t")) {
        (Some(_), Some(_)) => return Err(SpecError::CountAndTime),
        (Some(n), None) => {
            let count = number("n", n, MIN_PROMPTS.into(), MAX_PROMPTS.into())?;
            Some(Length::Count(PromptCount::new(count as u8)?))
        }
        (None, Some(t)) => {
            let (shortest, longest) = (TIMED_SECONDS[0], TIMED_SECONDS[TIMED_SECONDS.len() - 1]);
            let seconds = number("t", t, shortest.into(), longest.into())?;
            let limit = TimeLimit::new(seconds as u8).map_err(|_| SpecError::BadValue {
                key: "t",
                value: clip(t),
            })?;
            Some(Length::Timed(limit))
        }
        (None, None) => None,
    };
    let orientation = value("o").map(|o| named("o", o)).transpose()?;
    let coordinates = value("coords").map(|c| named("coords", c)).transpose()?;
    let pieces = value("pieces").map(|p| switch("pieces", p)).transpose()?;
    let files = value("files")
        .map(|f| letters("files", f, b'a'))
        .transpose()?;
    let ranks = value("ranks")
        .map(|r| letters("ranks", r, b'1'))
        .transpose()?;
    let language = value("lang").map(language).transpose()?;
    let profile = value("profile").map(|p| named("profile", p)).transpose()?;
    let focus = value("focus")
        .map(|focus| {
            focus.parse().map_err(|_| SpecError::BadValue {
                key: "focus",
                value: clip(focus),
            })
        })
        .transpose()?;
    let game = value("game");
    let input = value("input").map(|i| named("input", i)).transpose()?;
    let side = value("side").map(|s| named("side", s)).transpose()?;
    let form = value("form").map(|f| named("form", f)).transpose()?;
    let book = value("book").map(book).transpose()?;
    let speak = value("speak").map(|s| switch("speak", s)).transpose()?;
    let seed = value("seed")
        .map(|seed| number("seed", seed, 0, MAX_SEED).and_then(Seed::new))
        .transpose()?;
    let title = value("title").map(title).transpose()?;
    let content = match value("content") {
        Some(_) if value("n").is_some() || value("t").is_some() => {
            return Err(SpecError::NotWithContent { key: "n" })
        }
        Some(content) => Some(content.parse::<Content>().map_err(SpecError::Content)?),
        None => None,
    };

    // Each value is of its key's drills (checked above), so a setter refuses only what a
    // value means beside the others.
    let mut spec = DrillSpec::new(mode);
    if let Some(length) = length {
        spec.set_length(length)?;
    }
    if let Some(coordinates) = coordinates {
        spec.set_coordinates(coordinates);
    }
    if let Some(pieces) = pieces {
        spec.set_pieces(pieces)?;
    }
    if let Some(notation) = language {
        spec.set_notation(notation)?;
    }
    if let Some(book) = book {
        spec.set_book(book)?;
    }
    if let Some(profile) = profile {
        spec.set_profile(profile)?;
    }
    if let Some(input) = input {
        spec.set_input(input)?;
    }
    if let Some(side) = side {
        spec.set_side(side)?;
    }
    if let Some(form) = form {
        spec.set_form(form)?;
    }
    if let Some(speak) = speak {
        spec.set_speak(speak)?;
    }
    spec.set_title(title);
    if files.is_some() || ranks.is_some() {
        let whole = Area::WHOLE;
        let area = Area::new(
            files.unwrap_or(whole.files()),
            ranks.unwrap_or(whole.ranks()),
        )?;
        spec.set_area(area)?;
    }
    if let Some(orientation) = orientation {
        spec.set_orientation(orientation)?;
    }
    match content {
        Some(content) => {
            spec = spec.with_read_content(content)?;
            if seed.is_some() {
                return Err(SpecError::NotWithContent { key: "seed" });
            }
            if focus.is_some() {
                return Err(SpecError::NotWithContent { key: "focus" });
            }
            // A `game` beside the teacher's game has always been read and left out.
        }
        None => {
            if let Some(game) = game {
                spec.set_game(game)?;
            }
            spec.set_seed(seed)?;
            spec.set_focus(focus)?;
        }
    }
    Ok(spec)
}

/// The query string, `v=1` first, defaults left out (but always `n` or `t`); the
/// [`Personal`] options when the spec states them, whatever their value.
pub(super) fn write(spec: &DrillSpec, with_mode: bool) -> String {
    write_with(spec, with_mode, Content::to_string)
}

/// [`write`], the teacher's content (if any) written by `content`: a page that links only to
/// drills without content passes a writer that does not pull in the content's packer.
pub(super) fn write_with(
    spec: &DrillSpec,
    with_mode: bool,
    content: impl Fn(&Content) -> String,
) -> String {
    let default = DrillSpec::new(spec.mode());
    let mut parts: Vec<String> = vec!["v=1".into()];
    if with_mode {
        parts.push(format!("mode={}", spec.mode().slug()));
    }
    match spec.length() {
        Length::Count(n) => parts.push(format!("n={n}")),
        Length::Timed(t) => parts.push(format!("t={t}")),
        Length::Whole => {}
    }
    let mut put = |key: &str, differs: bool, name: &str| {
        if differs {
            parts.push(format!("{key}={name}"));
        }
    };
    // The personal options: written when stated, even at their default (so the settings do
    // not take a choice back); left out otherwise, for the settings to fill in (a value they
    // filled in is not the link's).
    let stated = |option| spec.states(option);
    put(
        "o",
        stated(Personal::Orientation),
        spec.orientation().link_name(),
    );
    put(
        "coords",
        stated(Personal::Coordinates),
        spec.coordinates().link_name(),
    );
    put(
        "pieces",
        spec.pieces() != default.pieces(),
        on_off(spec.pieces()),
    );
    let area = spec.area();
    put(
        "files",
        area.files() != Area::WHOLE.files(),
        &area.file_letters(),
    );
    put(
        "ranks",
        area.ranks() != Area::WHOLE.ranks(),
        &area.rank_digits(),
    );
    put("lang", stated(Personal::Language), spec.notation().code());
    let profile = spec.profile();
    put("profile", profile != default.profile(), profile.link_name());
    if let Some(focus) = spec.focus() {
        put("focus", true, focus.link_name());
    }
    if let Some(game) = spec.game() {
        put("game", game != DEFAULT_GAME, game);
    }
    let input = spec.input();
    put("input", input != default.input(), input.link_name());
    let side = spec.side();
    put("side", side != default.side(), side.link_name());
    let form = spec.form();
    put("form", form != default.form(), form.link_name());
    if let Some(book) = spec.book() {
        put("book", spec.states_book(), book.code());
    }
    put(
        "speak",
        spec.speak() != default.speak(),
        on_off(spec.speak()),
    );
    if let Some(seed) = spec.seed() {
        put("seed", true, &seed.to_string());
    }
    if let Some(title) = spec.title() {
        put("title", true, &percent::encode(title));
    }
    if let Some(written) = spec.content().map(content).filter(|w| !w.is_empty()) {
        put("content", true, &written);
    }
    parts.join("&")
}

/// A decimal number in `min..=max`, digits only (no sign, no spaces, no leading zeros).
fn number(key: &'static str, text: &str, min: u32, max: u32) -> Result<u32, SpecError> {
    let out_of_range = || SpecError::OutOfRange {
        key,
        value: clip(text),
        min,
        max,
    };
    if text.is_empty()
        || !text.bytes().all(|b| b.is_ascii_digit())
        || (text.len() > 1 && text.starts_with('0'))
    {
        return Err(out_of_range());
    }
    match text.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(out_of_range()),
    }
}

/// A value of an enum, by its name in the enum's table.
fn named<T: LinkName>(key: &'static str, text: &str) -> Result<T, SpecError> {
    T::from_link_name(text).ok_or_else(|| SpecError::BadValue {
        key,
        value: clip(text),
    })
}

/// `on` or `off`.
fn switch(key: &'static str, text: &str) -> Result<bool, SpecError> {
    ON_OFF
        .iter()
        .find(|(_, name)| *name == text)
        .map(|&(value, _)| value)
        .ok_or_else(|| SpecError::BadValue {
            key,
            value: clip(text),
        })
}

/// A notation by its code exactly (`es`, `descriptive-es`, `iccf`; not `ES` or `spanish`).
fn language(text: &str) -> Result<Notation, SpecError> {
    text.parse::<Notation>()
        .ok()
        .filter(|n| n.code() == text)
        .ok_or_else(|| SpecError::BadValue {
            key: "lang",
            value: clip(text),
        })
}

/// An old book's notation: `descriptive-en`, `descriptive-es` or `descriptive-fr` exactly.
fn book(text: &str) -> Result<DescriptiveLanguage, SpecError> {
    text.parse::<DescriptiveLanguage>()
        .ok()
        .filter(|l| l.code() == text)
        .ok_or_else(|| SpecError::BadValue {
            key: "book",
            value: clip(text),
        })
}

/// A percent-encoded title.
fn title(text: &str) -> Result<Title, SpecError> {
    let text = percent::decode(text).map_err(|_| SpecError::BadText { key: "title" })?;
    Title::new(&text)
}

/// A set of files (`abcd`, from `first` = b'a') or ranks (`1234`, from b'1') as a bit mask;
/// each at most once.
fn letters(key: &'static str, text: &str, first: u8) -> Result<u8, SpecError> {
    let bad = || SpecError::BadValue {
        key,
        value: clip(text),
    };
    let mut mask = 0u8;
    for byte in text.bytes() {
        let index = byte.checked_sub(first).filter(|&i| i < 8).ok_or_else(bad)?;
        if mask & (1 << index) != 0 {
            return Err(bad());
        }
        mask |= 1 << index;
    }
    if mask == 0 {
        return Err(bad());
    }
    Ok(mask)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::spec::OrientationChoice;
    use crate::query::QueryError;
    use crate::settings::Coordinates;
    use chess::Square;

    #[test]
    fn every_bad_link_is_refused_with_its_reason() {
        for (query, expected) in [
            ("", SpecError::Query(QueryError::Malformed(String::new()))),
            ("n=20", SpecError::Query(QueryError::MissingVersion)),
            (
                "mode=find&v=1",
                SpecError::Query(QueryError::MissingVersion),
            ),
            (
                "v=2&mode=find",
                SpecError::Query(QueryError::UnknownVersion("2".into())),
            ),
            (
                "v=1&mode=find&x",
                SpecError::Query(QueryError::Malformed("x".into())),
            ),
            (
                "v=1&mode=find&size=3",
                SpecError::Query(QueryError::UnknownKey("size".into())),
            ),
            (
                "v=1&mode=find&n=3&n=4",
                SpecError::Query(QueryError::RepeatedKey("n".into())),
            ),
            (
                "v=1&mode=find&v=1",
                SpecError::Query(QueryError::RepeatedKey("v".into())),
            ),
            ("v=1&n=3", SpecError::MissingMode),
            (
                "v=1&mode=chess960",
                SpecError::UnknownMode("chess960".into()),
            ),
            (
                "v=1&mode=find&n=0",
                SpecError::OutOfRange {
                    key: "n",
                    value: "0".into(),
                    min: 1,
                    max: 100,
                },
            ),
            (
                "v=1&mode=find&n=101",
                SpecError::OutOfRange {
                    key: "n",
                    value: "101".into(),
                    min: 1,
                    max: 100,
                },
            ),
            (
                "v=1&mode=find&n=+5",
                SpecError::OutOfRange {
                    key: "n",
                    value: "+5".into(),
                    min: 1,
                    max: 100,
                },
            ),
            (
                "v=1&mode=find&t=45",
                SpecError::BadValue {
                    key: "t",
                    value: "45".into(),
                },
            ),
            ("v=1&mode=find&n=5&t=30", SpecError::CountAndTime),
            (
                "v=1&mode=find&o=up",
                SpecError::BadValue {
                    key: "o",
                    value: "up".into(),
                },
            ),
            (
                "v=1&mode=find&files=aa",
                SpecError::BadValue {
                    key: "files",
                    value: "aa".into(),
                },
            ),
            (
                "v=1&mode=find&files=ai",
                SpecError::BadValue {
                    key: "files",
                    value: "ai".into(),
                },
            ),
            ("v=1&mode=find&files=a&ranks=1", SpecError::AreaTooSmall),
            (
                "v=1&mode=find&seed=1000000000",
                SpecError::OutOfRange {
                    key: "seed",
                    value: "1000000000".into(),
                    min: 0,
                    max: MAX_SEED,
                },
            ),
        ] {
            assert_eq!(query.parse::<DrillSpec>(), Err(expected), "{query}");
        }
        let long = format!("v=1&mode=find&n=1{}", "0".repeat(MAX_QUERY_LENGTH));
        assert!(matches!(
            long.parse::<DrillSpec>(),
            Err(SpecError::Query(QueryError::TooLong { .. }))
        ));
        assert_eq!(
            DrillSpec::from_drill_path("find", "v=1&mode=name"),
            Err(SpecError::ModeMismatch {
                route: Mode::Find,
                query: Mode::Name
            })
        );
    }

    #[test]
    fn defaults_of_version_1_are_frozen() {
        let spec = DrillSpec::from_drill_path("colour", "").unwrap();
        assert_eq!(spec, "v=1&mode=colour".parse().unwrap());
        assert_eq!(spec.length(), Length::count(20).unwrap());
        assert_eq!(spec.orientation(), OrientationChoice::White);
        assert_eq!(spec.coordinates(), Coordinates::Edges);
        assert!(!spec.pieces());
        assert_eq!(spec.area().square_count(), 64);
        assert_eq!(spec.seed(), None);
        assert_eq!(spec.drill_path(), "/drill/colour?v=1&n=20");
    }

    #[test]
    fn every_option_is_written_and_read() {
        let spec: DrillSpec =
            "v=1&mode=knight&t=60&o=random&coords=squares&pieces=on&files=hgba&ranks=81&seed=0"
                .parse()
                .unwrap();
        assert_eq!(spec.length(), Length::timed(60).unwrap());
        assert_eq!(spec.area().file_letters(), "abgh");
        assert_eq!(spec.area().rank_digits(), "18");
        assert!(spec.area().contains(Square::H8) && !spec.area().contains(Square::H7));
        assert_eq!(
            spec.to_string(),
            "v=1&mode=knight&t=60&o=random&coords=squares&pieces=on&files=abgh&ranks=18&seed=0"
        );
        assert_eq!("color".parse::<Mode>(), Ok(Mode::Colour));
    }
}
