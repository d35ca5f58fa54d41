//! A drill as a link: its mode, options and seed, written as a URL query string.
//!
//! Version 1 is the first key, always: `v=1`. Then, in any order, each at most once:
//!
//! | key | values | default | drills |
//! |---|---|---|---|
//! | `mode` | `find` `name` `colour` `diagonal` `knight` `name-move` `play-move` `game` `write-fen` `set-up` | (the route's) | all |
//! | `n` | prompts in an untimed run, 1–100 ([`PromptCount`]) | 20 | all but `game` |
//! | `t` | a timed run of `30` or `60` seconds (instead of `n`) | – | all but `game` |
//! | `o` | `white` `black` `random`, and `auto` (the side to move) for move and FEN drills | `white`; `auto` for move drills | all |
//! | `coords` | `edges` `squares` `off` | `edges` | all |
//! | `pieces` | `on` `off`: pieces on the board (off: blindfold) | `off` for square drills, `on` in `game` | square drills, `game` |
//! | `files` | the files asked, e.g. `abcd` | all eight | square drills |
//! | `ranks` | the ranks asked, e.g. `1234` | all eight | square drills |
//! | `lang` | the notation: an algebraic language (`es`, `en`, … 17 codes), `descriptive-en` `descriptive-es` `descriptive-fr` or `iccf` | `es` | move drills (not the FEN drills: FEN's letters are English) |
//! | `profile` | `fide` `strict`: what the grader accepts | `fide` | move drills |
//! | `focus` | a focus set: `castling` `en-passant` `promotion` `under-promotion` `disambiguation-file` `disambiguation-rank` `disambiguation-both` `captures` `checks` `mates` | any move | `name-move` `play-move` |
//! | `game` | a game's id in the library (`fide-sample`) | `fide-sample` | `game` |
//! | `input` | `write` (a move is played, the student writes it) or `play` (a move is written, the student plays it) | `write` | `game` |
//! | `side` | `white` `black` `both`: whose moves the student does | `both` | `game` |
//! | `form` | `short` `bare` (no `x`, `+`, `#`) `long`: how the game's moves are written | `short` | `game` |
//! | `speak` | `on` `off`: the browser reads each move aloud | `off` | move drills |
//! | `seed` | 0–999999999: the same prompts for everyone (in `game`, whose prompts are its game's, it only makes the drill shared: a result code at the end) | none: chosen per run | all |
//! | `title` | the teacher's title for the drill, percent-encoded text, at most 80 characters, no `<` or `>` | none | all |
//! | `content` | the teacher's own squares, positions or game ([`Content`], base64url): the drill asks them in order, every one | none | which drills take which content: [`super::fit`] |
//!
//! With `content`, the keys `n`, `t`, `seed`, `focus` and `game` have no use: the content decides.
//! Three keys are the student's unless the link states them ([`Personal`]): `lang`, `o` and
//! `coords`. A link without one follows the student's settings ([`DrillSpec::for_student`]); a
//! spec remembers which of them were stated (read from the link, or set by a setter: the
//! teacher's builder, the student's own options) and its link writes those even at their
//! default (`lang=es`), so that a choice is never taken back by the settings.
//!
//! Unknown or repeated keys, values out of bounds and keys of another mode are refused with a
//! [`SpecError`] naming the key. Each key, and the drills it is for, is in one table
//! (the link reader's); each named value (`white`, `edges`, `long`) in the table beside its enum
//! ([`LinkName`](crate::LinkName)). The defaults of version 1 never change, so a link made today
//! opens the same drill in every later version. A drill page's URL is
//! `/drill/<mode>?<query without mode>` ([`DrillSpec::drill_path`]); elsewhere (a worksheet) the
//! query carries `mode` ([`DrillSpec`]'s `Display`).
//!
//! A [`DrillSpec`] cannot hold a bad value: its fields are private, shared fields beside a
//! part per kind of drill ([`DrillKind`]: squares, moves, a game), each bounded value its own
//! type ([`PromptCount`], [`TimeLimit`], [`Seed`], [`Title`], [`Area`]), and every change goes
//! through a setter that refuses what a link would refuse, with the same [`SpecError`]. So a
//! [`Drill`](super::Drill) only ever starts from a drill that can run.
//!
//! ```
//! use escaque_core::drill::{DrillSpec, Mode, Length, OrientationChoice};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=20&seed=7&o=black").unwrap();
//! assert_eq!((spec.mode(), spec.length(), spec.seed()), (Mode::Find, Length::count(20).unwrap(), Some(7)));
//! assert_eq!(spec.orientation(), OrientationChoice::Black);
//! assert_eq!(spec.drill_path(), "/drill/find?v=1&n=20&o=black&seed=7");
//! assert_eq!(spec.to_string(), "v=1&mode=find&n=20&o=black&seed=7");
//! assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec));
//! assert!("v=1&mode=find&bogus=1".parse::<DrillSpec>().is_err());
//! ```

mod area;
mod bounds;
mod choices;
mod error;
mod kind;
mod link;
pub(in crate::drill) mod mode;

pub use super::limits::{MAX_PROMPTS, MAX_QUERY_LENGTH, MAX_SEED, MAX_TITLE_CHARS};
pub use area::Area;
pub use bounds::{Length, PromptCount, Seed, TimeLimit, Title};
pub use choices::{GameInput, GameSide, MoveForm, OrientationChoice};
pub use error::SpecError;
pub use kind::{DrillKind, FenDrill, GameDrill, MoveDrill, SquareDrill};
pub use mode::Mode;

use super::content::Content;
use super::fit;
use crate::descriptive::DescriptiveLanguage;
use crate::grade::Profile;
use crate::library::id::is_valid_id;
use crate::library::Focus;
use crate::link_name::LinkName;
use crate::query::clip;
use crate::settings::{Coordinates, Settings};
use crate::{Language, Notation, Position, WriteOptions};
use chess::ChessMove;
use kind::{Asked, Drawn, GameSource, Writing};
use std::fmt;
use std::str::FromStr;

/// An option that a link may leave to the student's settings: the notation language (move
/// drills), the side at the bottom and the coordinates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Personal {
    /// `lang`.
    Language,
    /// `o`.
    Orientation,
    /// `coords`.
    Coordinates,
}

impl Personal {
    /// Every one, in the order of the link's keys.
    pub const ALL: [Personal; 3] = [
        Personal::Orientation,
        Personal::Coordinates,
        Personal::Language,
    ];
}

/// Which [`Personal`] options a spec states (a link without them leaves them to the settings).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
struct Stated {
    language: bool,
    orientation: bool,
    coordinates: bool,
    /// Old-book's `book` (otherwise the UI language's descriptive notation).
    book: bool,
}

impl Stated {
    fn get(self, option: Personal) -> bool {
        match option {
            Personal::Language => self.language,
            Personal::Orientation => self.orientation,
            Personal::Coordinates => self.coordinates,
        }
    }
}

/// The game a game drill plays when its link names none.
pub const DEFAULT_GAME: &str = "fide-sample";

/// A whole drill: what it asks, how, and for how long. See the module docs for the link form.
///
/// Built by [`DrillSpec::new`] (the defaults of a mode) or read from a link; changed only
/// through setters that check, so that every value it holds can run.
///
/// ```
/// use escaque_core::drill::{Area, DrillSpec, Length, Mode, SpecError};
/// let mut spec = DrillSpec::new(Mode::Find);
/// spec.set_length(Length::count(12)?)?;
/// spec.set_area(Area::new(0b1111, 0xff)?)?;
/// assert_eq!(spec.drill_path(), "/drill/find?v=1&n=12&files=abcd");
/// // A square drill has no notation language; a game no count of prompts.
/// assert_eq!(
///     spec.set_language(escaque_core::Language::En),
///     Err(SpecError::NotForMode { key: "lang", mode: Mode::Find })
/// );
/// assert!(DrillSpec::new(Mode::Game).set_length(Length::count(5)?).is_err());
/// # Ok::<(), SpecError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DrillSpec {
    mode: Mode,
    orientation: OrientationChoice,
    coordinates: Coordinates,
    title: Option<Title>,
    /// Always the kind of `mode`.
    kind: DrillKind,
    /// The options the link (or a setter) states; the others follow the student's settings.
    stated: Stated,
}

impl DrillSpec {
    /// The defaults of version 1 for `mode`.
    pub fn new(mode: Mode) -> DrillSpec {
        let kind = if mode.is_square_drill() {
            DrillKind::Squares(SquareDrill {
                asked: Asked::default_with(()),
                pieces: false,
                area: Area::WHOLE,
            })
        } else if mode.is_fen_drill() {
            DrillKind::Fen(FenDrill {
                asked: Asked::default_with(()),
            })
        } else if mode.is_game() {
            DrillKind::Game(GameDrill {
                game: GameSource::Library(DEFAULT_GAME.to_string()),
                seed: None,
                input: GameInput::Write,
                side: GameSide::Both,
                form: MoveForm::Short,
                pieces: true,
                notation: Writing::DEFAULT,
                book: DescriptiveLanguage::Es,
            })
        } else {
            DrillKind::Moves(MoveDrill {
                asked: Asked::default_with(None),
                notation: Writing::DEFAULT,
            })
        };
        DrillSpec {
            mode,
            orientation: OrientationChoice::offered(mode)[0],
            coordinates: Coordinates::Edges,
            title: None,
            kind,
            stated: Stated::default(),
        }
    }

    /// Whether the spec states `option` (its link carries the key): then the student's
    /// settings leave it alone, and the link writes it even at its default.
    ///
    /// ```
    /// use escaque_core::drill::{DrillSpec, Mode, OrientationChoice, Personal};
    /// let mut spec = DrillSpec::new(Mode::Find);
    /// assert!(!spec.states(Personal::Orientation));
    /// spec.set_orientation(OrientationChoice::White)?;
    /// assert!(spec.states(Personal::Orientation));
    /// assert_eq!(spec.drill_path(), "/drill/find?v=1&n=20&o=white");
    /// # Ok::<(), escaque_core::drill::SpecError>(())
    /// ```
    pub fn states(&self, option: Personal) -> bool {
        self.stated.get(option)
    }

    /// What the drill asks.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The part of the drill that only its kind has.
    pub fn kind(&self) -> &DrillKind {
        &self.kind
    }

    /// Which side is at the bottom.
    pub fn orientation(&self) -> OrientationChoice {
        self.orientation
    }

    /// Where the board shows coordinates.
    pub fn coordinates(&self) -> Coordinates {
        self.coordinates
    }

    /// The teacher's title (plain text, no HTML).
    pub fn title(&self) -> Option<&str> {
        self.title.as_ref().map(Title::as_str)
    }

    /// How long a run lasts: a count or a time, or the whole game or content.
    pub fn length(&self) -> Length {
        match &self.kind {
            DrillKind::Squares(drill) => drill.length(),
            DrillKind::Moves(drill) => drill.length(),
            DrillKind::Fen(drill) => drill.length(),
            DrillKind::Game(_) => Length::Whole,
        }
    }

    /// A fixed seed: every student gets the same prompts, whatever their history.
    pub fn seed(&self) -> Option<u32> {
        match &self.kind {
            DrillKind::Squares(drill) => drill.seed(),
            DrillKind::Moves(drill) => drill.seed(),
            DrillKind::Fen(drill) => drill.seed(),
            DrillKind::Game(drill) => drill.seed,
        }
        .map(Seed::get)
    }

    /// The teacher's own squares, positions or game, asked in order.
    pub fn content(&self) -> Option<&Content> {
        match &self.kind {
            DrillKind::Squares(drill) => drill.content(),
            DrillKind::Moves(drill) => drill.content(),
            DrillKind::Fen(drill) => drill.content(),
            DrillKind::Game(drill) => drill.content(),
        }
    }

    /// Pieces on the board: the initial position in square drills; off is blindfold in a game
    /// (the other move drills always show them).
    pub fn pieces(&self) -> bool {
        match &self.kind {
            DrillKind::Squares(drill) => drill.pieces,
            DrillKind::Moves(_) | DrillKind::Fen(_) => true,
            DrillKind::Game(drill) => drill.pieces,
        }
    }

    /// The squares asked about (the whole board in move drills).
    pub fn area(&self) -> Area {
        match &self.kind {
            DrillKind::Squares(drill) => drill.area,
            DrillKind::Moves(_) | DrillKind::Game(_) | DrillKind::Fen(_) => Area::WHOLE,
        }
    }

    fn writing(&self) -> Writing {
        match &self.kind {
            DrillKind::Squares(_) | DrillKind::Fen(_) => Writing::DEFAULT,
            DrillKind::Moves(drill) => drill.notation,
            DrillKind::Game(drill) => drill.notation,
        }
    }

    fn writing_mut(&mut self) -> Option<&mut Writing> {
        match &mut self.kind {
            DrillKind::Squares(_) | DrillKind::Fen(_) => None,
            DrillKind::Moves(drill) => Some(&mut drill.notation),
            DrillKind::Game(drill) => Some(&mut drill.notation),
        }
    }

    /// The notation of move drills (algebraic, descriptive or ICCF; the default in square
    /// drills, which have none): how prompts are written and answers read and graded.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// use escaque_core::{Language, Notation};
    /// let spec = DrillSpec::from_drill_path("name-move", "v=1&lang=descriptive-es").unwrap();
    /// assert_eq!(spec.notation().code(), "descriptive-es");
    /// assert_eq!(spec.language(), Language::Es);
    /// ```
    pub fn notation(&self) -> Notation {
        self.writing().notation
    }

    /// The algebraic language of move drills: the notation's own, or for descriptive and ICCF
    /// the language of its piece letters ([`Notation::letters`]).
    pub fn language(&self) -> Language {
        self.notation().letters()
    }

    /// A move of `position` as the drill shows it: old-book's in its book's notation; the
    /// game drill's form ([`DrillSpec::write_options`]) in algebraic; the notation's one form
    /// otherwise.
    pub fn write_move(&self, position: &Position, mv: ChessMove) -> String {
        match self.shown_notation() {
            Notation::Algebraic(_) => crate::write_move(position, mv, &self.write_options()),
            other => other.write_move(position, mv),
        }
    }

    /// A move of `position` in the drill's notation, short form (prompts, answers, lists).
    pub fn write_short(&self, position: &Position, mv: ChessMove) -> String {
        self.notation().write_move(position, mv)
    }

    /// What the grader of move drills accepts.
    pub fn profile(&self) -> Profile {
        self.writing().profile
    }

    /// Whether a move drill reads each move aloud.
    pub fn speak(&self) -> bool {
        self.writing().speak
    }

    /// The focus set of a move drill's drawn moves (none: any move).
    pub fn focus(&self) -> Option<Focus> {
        match &self.kind {
            DrillKind::Moves(drill) => drill.focus(),
            DrillKind::Squares(_) | DrillKind::Game(_) | DrillKind::Fen(_) => None,
        }
    }

    /// The library game of a game drill (none in other drills, or with the teacher's game).
    pub fn game(&self) -> Option<&str> {
        match &self.kind {
            DrillKind::Game(drill) => drill.game(),
            DrillKind::Squares(_) | DrillKind::Moves(_) | DrillKind::Fen(_) => None,
        }
    }

    /// The game of a game drill (the default one when none was named).
    pub fn game_id(&self) -> &str {
        self.game().unwrap_or(DEFAULT_GAME)
    }

    fn game_drill(&self) -> Option<&GameDrill> {
        match &self.kind {
            DrillKind::Game(drill) => Some(drill),
            DrillKind::Squares(_) | DrillKind::Moves(_) | DrillKind::Fen(_) => None,
        }
    }

    /// In the game drill: does the student write the moves or play them?
    pub fn input(&self) -> GameInput {
        self.game_drill().map_or(GameInput::Write, GameDrill::input)
    }

    /// In the game drill: whose moves the student does.
    pub fn side(&self) -> GameSide {
        self.game_drill().map_or(GameSide::Both, GameDrill::side)
    }

    /// How the game drill writes moves.
    pub fn form(&self) -> MoveForm {
        self.game_drill().map_or(MoveForm::Short, GameDrill::form)
    }

    /// How the drill writes moves: the short form of its language, or the game drill's form.
    pub fn write_options(&self) -> WriteOptions {
        match self.form() {
            MoveForm::Short => WriteOptions::short(self.language()),
            MoveForm::Bare => WriteOptions::bare(self.language()),
            MoveForm::Long => WriteOptions::long(self.language()),
        }
    }

    /// Whether the drill needs the game library: a move drill without content of its own.
    pub fn needs_library(&self) -> bool {
        !self.mode.is_square_drill() && self.content().is_none()
    }

    /// Whether the drill is shared: its prompts are fixed by the link (a seed, or the teacher's
    /// content), so every student who opens it answers the same questions. The one definition,
    /// used everywhere: a shared drill's options are the teacher's (read-only on its page), its
    /// runs end with a result code (whose misses the results page can name by prompt) and are
    /// recorded as shared in the history.
    ///
    /// A title alone does not share a drill: without a seed or content each student gets other
    /// prompts, so no result code could be compared prompt by prompt; the title only names a
    /// drill that is, for each student, their own practice.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// let shared = |query: &str| DrillSpec::from_drill_path("find", query).unwrap().is_shared();
    /// assert!(shared("v=1&n=5&seed=7"));
    /// assert!(shared("v=1&content=1AAJyMA"));
    /// assert!(!shared("v=1&n=5&title=Casillas"));
    /// assert!(!shared("v=1&n=5"));
    /// ```
    pub fn is_shared(&self) -> bool {
        self.seed().is_some() || self.content().is_some()
    }

    /// The drill to practise freely: the same mode and options, without what the teacher fixed
    /// (the seed, the title, the content), so each run draws its own prompts from the history and
    /// it ends with no result code. The length of a drill of content becomes the mode's
    /// default; a game drill of content plays the default game.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// let spec = DrillSpec::from_drill_path("find", "v=1&n=5&o=black&seed=7&title=Casillas").unwrap();
    /// assert_eq!(spec.practice_copy().drill_path(), "/drill/find?v=1&n=5&o=black");
    /// let content = DrillSpec::from_drill_path("find", "v=1&content=1AAJyMA").unwrap();
    /// assert_eq!(content.practice_copy().drill_path(), "/drill/find?v=1&n=20");
    /// ```
    pub fn practice_copy(&self) -> DrillSpec {
        let mut copy = self.clone();
        copy.title = None;
        match &mut copy.kind {
            DrillKind::Squares(drill) => drill.asked = drill.asked.without_seed_or_content(()),
            DrillKind::Fen(drill) => drill.asked = drill.asked.without_seed_or_content(()),
            DrillKind::Moves(drill) => {
                let focus = drill.focus();
                drill.asked = drill.asked.without_seed_or_content(focus);
            }
            DrillKind::Game(drill) => {
                drill.seed = None;
                if let GameSource::Content(_) = drill.game {
                    drill.game = GameSource::Library(DEFAULT_GAME.to_string());
                }
            }
        }
        copy
    }

    /// The same drill with the teacher's content instead of drawn prompts: every item, in
    /// order (so no length, seed, focus set or library game).
    ///
    /// # Errors
    /// [`SpecError::Content`] for content that a link could not carry,
    /// [`SpecError::ContentNotForMode`] for content of another drill ([`fit::check`]).
    pub fn with_content(self, content: Content) -> Result<DrillSpec, SpecError> {
        content.validate().map_err(SpecError::Content)?;
        self.with_read_content(content)
    }

    /// [`DrillSpec::with_content`] for content already read from a link (so valid).
    fn with_read_content(mut self, content: Content) -> Result<DrillSpec, SpecError> {
        if fit::check(self.mode, &content).is_err() {
            return Err(SpecError::ContentNotForMode { mode: self.mode });
        }
        match &mut self.kind {
            DrillKind::Squares(drill) => drill.asked = Asked::Content(content),
            DrillKind::Moves(drill) => drill.asked = Asked::Content(content),
            DrillKind::Fen(drill) => drill.asked = Asked::Content(content),
            DrillKind::Game(drill) => {
                drill.game = GameSource::Content(content);
                drill.seed = None;
            }
        }
        Ok(self)
    }

    /// The drill page of this spec: `/drill/find?v=1&n=20`.
    pub fn drill_path(&self) -> String {
        format!("/drill/{}?{}", self.mode.slug(), link::write(self, false))
    }

    /// [`DrillSpec::drill_path`] of a drill without a teacher's content, written without the
    /// code that packs positions and games (and the move generator it needs), so that a page
    /// linking to the drills (the home page, in the app's first load) carries none of it. A
    /// spec with content gets its path without the content.
    ///
    /// ```
    /// use escaque_core::drill::{DrillSpec, Mode};
    /// let find = DrillSpec::new(Mode::Find);
    /// assert_eq!(find.plain_drill_path(), find.drill_path());
    /// ```
    pub fn plain_drill_path(&self) -> String {
        format!(
            "/drill/{}?{}",
            self.mode.slug(),
            link::write_with(self, false, |_| String::new())
        )
    }

    /// Reads the route's mode and its query (with or without a leading `?`). An empty query
    /// gives the defaults; a `mode` key in the query must agree with the route.
    ///
    /// # Errors
    /// A [`SpecError`] naming the offending key or value.
    pub fn from_drill_path(mode: &str, query: &str) -> Result<DrillSpec, SpecError> {
        let mode: Mode = mode.parse()?;
        let query = query.strip_prefix('?').unwrap_or(query);
        if query.is_empty() {
            return Ok(DrillSpec::new(mode));
        }
        link::read(query, Some(mode))
    }

    /// The drill of a link as a student opens it: what the link leaves open ([`Personal`]:
    /// not [stated](DrillSpec::states)) follows the student's settings — the notation
    /// language (move drills), the side at the bottom (square drills; move drills keep the
    /// side to move, as the student writes or plays that side's move) and the coordinates. A
    /// key the link carries was chosen (by the teacher, or by the student in the drill's
    /// options) and wins; so does all of a shared drill ([`DrillSpec::is_shared`]): everyone
    /// gets the drill its teacher saw. What the settings fill in stays unstated: a link
    /// written from the result leaves it open still.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// use escaque_core::settings::{Settings, UiLanguage};
    /// use escaque_core::Language;
    /// let english = Settings::for_ui(UiLanguage::En);
    /// let open = DrillSpec::from_drill_path("name-move", "v=1&n=5").unwrap();
    /// let open = open.for_student(&english);
    /// assert_eq!(open.language(), Language::En);
    /// assert_eq!(open.drill_path(), "/drill/name-move?v=1&n=5");
    /// let chosen = DrillSpec::from_drill_path("name-move", "v=1&n=5&lang=es").unwrap();
    /// assert_eq!(chosen.for_student(&english).language(), Language::Es);
    /// ```
    pub fn for_student(mut self, settings: &Settings) -> DrillSpec {
        // The book follows the UI language, in a shared drill too: its moves are the same.
        if let (DrillKind::Game(drill), false) = (&mut self.kind, self.stated.book) {
            drill.book = DescriptiveLanguage::of_ui(settings.ui_language);
        }
        if self.is_shared() {
            return self;
        }
        let stated = self.stated;
        let open = |option| !stated.get(option);
        if open(Personal::Language) {
            if let Some(writing) = self.writing_mut() {
                writing.notation = Notation::Algebraic(settings.notation_language());
            }
        }
        if open(Personal::Orientation) && self.mode.is_square_drill() {
            self.orientation = settings.orientation.into();
        }
        if open(Personal::Coordinates) {
            self.coordinates = settings.coordinates;
        }
        self
    }
}

impl DrillSpec {
    /// The spec as a teacher's builder starts it: a move drill that states no notation is
    /// written in the teacher's `language` (their notation setting), stated, so that the link
    /// carries it and every student gets what the teacher's preview shows. Spanish, the
    /// default, is left unstated (a shared link is in Spanish anyway; another one stays the
    /// students' own). A square drill has no notation: unchanged.
    ///
    /// ```
    /// use escaque_core::drill::{DrillSpec, Mode, Personal};
    /// use escaque_core::Language;
    /// let english = DrillSpec::new(Mode::NameMove).in_teachers_notation(Language::En);
    /// assert_eq!(english.language(), Language::En);
    /// assert!(english.drill_path().contains("lang=en"));
    /// let spanish = DrillSpec::new(Mode::NameMove).in_teachers_notation(Language::Es);
    /// assert!(!spanish.states(Personal::Language));
    /// let find = DrillSpec::new(Mode::Find).in_teachers_notation(Language::En);
    /// assert_eq!(find, DrillSpec::new(Mode::Find));
    /// ```
    pub fn in_teachers_notation(mut self, language: Language) -> DrillSpec {
        if !self.states(Personal::Language)
            && self.writing_mut().is_some()
            && Notation::Algebraic(language) != Writing::DEFAULT.notation
        {
            // Old-book's student writes algebraic too: any language is one it takes.
            let _ = self.set_language(language);
        }
        self
    }
}

/// The setters: each refuses what a link would refuse, with the same [`SpecError`]. A value
/// that a drill's kind does not have may be "set" to its default (a square drill's language
/// to Spanish): nothing changes.
impl DrillSpec {
    fn not_for_mode(&self, key: &'static str) -> SpecError {
        SpecError::NotForMode {
            key,
            mode: self.mode,
        }
    }

    /// Sets how long a run lasts.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] for a count or time in the game drill, or the whole content
    /// in a drill without; [`SpecError::NotWithContent`] for a count or time beside content.
    pub fn set_length(&mut self, length: Length) -> Result<(), SpecError> {
        let (drawn, key) = match length {
            Length::Count(n) => (Drawn::Count(n), "n"),
            Length::Timed(t) => (Drawn::Timed(t), "t"),
            Length::Whole if self.length() == Length::Whole => return Ok(()),
            Length::Whole => return Err(self.not_for_mode("length")),
        };
        let error = self.not_for_mode(key);
        match &mut self.kind {
            DrillKind::Squares(drill) => drill.asked.set_length(drawn, key),
            DrillKind::Moves(drill) => drill.asked.set_length(drawn, key),
            DrillKind::Fen(drill) => drill.asked.set_length(drawn, key),
            DrillKind::Game(_) => Err(error),
        }
    }

    /// Sets which side is at the bottom.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] for `auto` in a square drill ([`OrientationChoice::fits`]).
    pub fn set_orientation(&mut self, orientation: OrientationChoice) -> Result<(), SpecError> {
        if !orientation.fits(self.mode) {
            return Err(SpecError::BadValue {
                key: "o",
                value: orientation.link_name().to_string(),
            });
        }
        self.orientation = orientation;
        self.stated.orientation = true;
        Ok(())
    }

    /// Sets where the board shows coordinates.
    pub fn set_coordinates(&mut self, coordinates: Coordinates) {
        self.coordinates = coordinates;
        self.stated.coordinates = true;
    }

    /// Sets the teacher's title.
    pub fn set_title(&mut self, title: Option<Title>) {
        self.title = title;
    }

    /// Shows or hides the pieces (square drills, and the game drill's blindfold).
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] for hiding them in the other move drills.
    pub fn set_pieces(&mut self, pieces: bool) -> Result<(), SpecError> {
        match &mut self.kind {
            DrillKind::Squares(drill) => drill.pieces = pieces,
            DrillKind::Game(drill) => drill.pieces = pieces,
            DrillKind::Moves(_) | DrillKind::Fen(_) if pieces => {}
            DrillKind::Moves(_) | DrillKind::Fen(_) => return Err(self.not_for_mode("pieces")),
        }
        Ok(())
    }

    /// Sets the squares a square drill asks about.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] for a part of the board in a move drill.
    pub fn set_area(&mut self, area: Area) -> Result<(), SpecError> {
        match &mut self.kind {
            DrillKind::Squares(drill) => drill.area = area,
            _ if area == Area::WHOLE => {}
            _ if area.files() != Area::WHOLE.files() => return Err(self.not_for_mode("files")),
            _ => return Err(self.not_for_mode("ranks")),
        }
        Ok(())
    }

    /// Fixes the prompts with a seed (or lets each run draw its own).
    ///
    /// In the game drill a library game's prompts are its moves whatever the seed: there the
    /// seed only makes the drill shared, so that it ends with a result code.
    ///
    /// # Errors
    /// [`SpecError::NotWithContent`] beside content (which is shared already).
    pub fn set_seed(&mut self, seed: Option<Seed>) -> Result<(), SpecError> {
        match &mut self.kind {
            DrillKind::Squares(drill) => drill.asked.set_seed(seed),
            DrillKind::Moves(drill) => drill.asked.set_seed(seed),
            DrillKind::Fen(drill) => drill.asked.set_seed(seed),
            DrillKind::Game(drill) => match drill.game {
                GameSource::Content(_) if seed.is_some() => {
                    Err(SpecError::NotWithContent { key: "seed" })
                }
                _ => {
                    drill.seed = seed;
                    Ok(())
                }
            },
        }
    }

    /// Sets how a move drill's moves are written and read (stated: see [`Personal`]; a square
    /// drill has no language to state).
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in a square drill (for another language than the default).
    pub fn set_language(&mut self, language: Language) -> Result<(), SpecError> {
        self.set_notation(Notation::Algebraic(language))
    }

    /// Sets the notation of a move drill: algebraic in a language, descriptive or ICCF
    /// (stated, as [`DrillSpec::set_language`]).
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in a square drill (for another notation than the default).
    pub fn set_notation(&mut self, notation: Notation) -> Result<(), SpecError> {
        if self.mode == Mode::OldBook && notation.language().is_none() {
            // Old-book's student writes the book's moves in algebraic.
            return Err(SpecError::BadValue {
                key: "lang",
                value: notation.code().to_string(),
            });
        }
        self.set_writing("lang", notation == Writing::DEFAULT.notation, |n| {
            n.notation = notation
        })?;
        if self.writing_mut().is_some() {
            self.stated.language = true;
        }
        Ok(())
    }

    /// Sets the notation of old-book's book (stated: a link without it follows the UI
    /// language, [`DescriptiveLanguage::of_ui`]).
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in other drills.
    pub fn set_book(&mut self, book: DescriptiveLanguage) -> Result<(), SpecError> {
        let error = self.not_for_mode("book");
        match &mut self.kind {
            DrillKind::Game(drill) if self.mode == Mode::OldBook => drill.book = book,
            _ => return Err(error),
        }
        self.stated.book = true;
        Ok(())
    }

    /// Old-book's book notation (none in other drills).
    pub fn book(&self) -> Option<DescriptiveLanguage> {
        match &self.kind {
            DrillKind::Game(drill) if self.mode == Mode::OldBook => Some(drill.book),
            _ => None,
        }
    }

    /// Whether the link states old-book's book notation.
    pub fn states_book(&self) -> bool {
        self.stated.book
    }

    /// The notation in which the drill shows its moves: old-book's book, or its own.
    pub fn shown_notation(&self) -> Notation {
        self.book()
            .map_or_else(|| self.notation(), Notation::Descriptive)
    }

    /// Sets what the grader of a move drill accepts.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in a square drill (for another profile than the default).
    pub fn set_profile(&mut self, profile: Profile) -> Result<(), SpecError> {
        self.set_writing("profile", profile == Writing::DEFAULT.profile, |n| {
            n.profile = profile
        })
    }

    /// Sets whether a move drill reads each move aloud.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in a square drill (to read aloud).
    pub fn set_speak(&mut self, speak: bool) -> Result<(), SpecError> {
        self.set_writing("speak", speak == Writing::DEFAULT.speak, |n| {
            n.speak = speak
        })
    }

    fn set_writing(
        &mut self,
        key: &'static str,
        is_default: bool,
        set: impl FnOnce(&mut Writing),
    ) -> Result<(), SpecError> {
        let error = self.not_for_mode(key);
        match self.writing_mut() {
            Some(notation) => set(notation),
            None if is_default => {}
            None => return Err(error),
        }
        Ok(())
    }

    /// Sets the focus set of `name-move` and `play-move` (none: any move).
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in other drills, [`SpecError::NotWithContent`] beside content.
    pub fn set_focus(&mut self, focus: Option<Focus>) -> Result<(), SpecError> {
        match &mut self.kind {
            DrillKind::Moves(MoveDrill {
                asked: Asked::Drawn { focus: chosen, .. },
                ..
            }) => *chosen = focus,
            _ if focus.is_none() => {}
            DrillKind::Moves(_) => return Err(SpecError::NotWithContent { key: "focus" }),
            DrillKind::Squares(_) | DrillKind::Game(_) | DrillKind::Fen(_) => {
                return Err(self.not_for_mode("focus"))
            }
        }
        Ok(())
    }

    /// Sets the library game of the game drill, by its id.
    ///
    /// # Errors
    /// [`SpecError::BadValue`] for an id that is not well formed, [`SpecError::NotForMode`] in
    /// other drills, [`SpecError::NotWithContent`] beside the teacher's game.
    pub fn set_game(&mut self, id: &str) -> Result<(), SpecError> {
        let error = self.not_for_mode("game");
        let DrillKind::Game(drill) = &mut self.kind else {
            return Err(error);
        };
        if let GameSource::Content(_) = drill.game {
            return Err(SpecError::NotWithContent { key: "game" });
        }
        if !is_valid_id(id) {
            return Err(SpecError::BadValue {
                key: "game",
                value: clip(id),
            });
        }
        drill.game = GameSource::Library(id.to_string());
        Ok(())
    }

    /// Sets whether the game drill's student writes or plays the moves.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in other drills (for playing).
    pub fn set_input(&mut self, input: GameInput) -> Result<(), SpecError> {
        self.set_game_option("input", input == GameInput::Write, |g| g.input = input)
    }

    /// Sets whose moves the game drill's student does.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in other drills (for one side).
    pub fn set_side(&mut self, side: GameSide) -> Result<(), SpecError> {
        self.set_game_option("side", side == GameSide::Both, |g| g.side = side)
    }

    /// Sets how the game drill writes moves.
    ///
    /// # Errors
    /// [`SpecError::NotForMode`] in other drills (for another form than the short one).
    pub fn set_form(&mut self, form: MoveForm) -> Result<(), SpecError> {
        self.set_game_option("form", form == MoveForm::Short, |g| g.form = form)
    }

    fn set_game_option(
        &mut self,
        key: &'static str,
        is_default: bool,
        set: impl FnOnce(&mut GameDrill),
    ) -> Result<(), SpecError> {
        let error = self.not_for_mode(key);
        match &mut self.kind {
            DrillKind::Game(drill) => set(drill),
            _ if is_default => {}
            _ => return Err(error),
        }
        Ok(())
    }
}

impl<F> Asked<F> {
    fn set_length(&mut self, drawn: Drawn, key: &'static str) -> Result<(), SpecError> {
        match self {
            Asked::Drawn { length, .. } => {
                *length = drawn;
                Ok(())
            }
            Asked::Content(_) => Err(SpecError::NotWithContent { key }),
        }
    }

    fn set_seed(&mut self, seed: Option<Seed>) -> Result<(), SpecError> {
        match self {
            Asked::Drawn { seed: chosen, .. } => *chosen = seed,
            Asked::Content(_) if seed.is_none() => {}
            Asked::Content(_) => return Err(SpecError::NotWithContent { key: "seed" }),
        }
        Ok(())
    }

    /// The same drawn run without its seed; content gives way to a run of the default
    /// length (with `focus`).
    fn without_seed_or_content(&self, focus: F) -> Asked<F> {
        match self {
            Asked::Drawn { length, .. } => Asked::Drawn {
                length: *length,
                seed: None,
                focus,
            },
            Asked::Content(_) => Asked::default_with(focus),
        }
    }
}

impl fmt::Display for DrillSpec {
    /// The query with its `mode` key: `v=1&mode=find&n=20`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&link::write(self, true))
    }
}

impl FromStr for DrillSpec {
    type Err = SpecError;

    /// Reads a query that names its mode (`v=1&mode=find&…`), with or without a leading `?`.
    fn from_str(query: &str) -> Result<DrillSpec, SpecError> {
        link::read(query.strip_prefix('?').unwrap_or(query), None)
    }
}

#[cfg(test)]
mod tests;
