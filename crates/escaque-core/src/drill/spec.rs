//! A drill as a link: its mode, options and seed, written as a URL query string.
//!
//! Version 1 is the first key, always: `v=1`. Then, in any order, each at most once:
//!
//! | key | values | default | drills |
//! |---|---|---|---|
//! | `mode` | `find` `name` `colour` `diagonal` `knight` `name-move` `play-move` `game` | (the route's) | all |
//! | `n` | prompts in an untimed run, 1–100 | 20 | all but `game` |
//! | `t` | a timed run of `30` or `60` seconds (instead of `n`) | – | all but `game` |
//! | `o` | `white` `black` `random`, and `auto` (the side to move) for move drills | `white`; `auto` for move drills | all |
//! | `coords` | `edges` `squares` `off` | `edges` | all |
//! | `pieces` | `on` `off`: pieces on the board (off: blindfold) | `off` for square drills, `on` in `game` | square drills, `game` |
//! | `files` | the files asked, e.g. `abcd` | all eight | square drills |
//! | `ranks` | the ranks asked, e.g. `1234` | all eight | square drills |
//! | `lang` | the notation language (`es`, `en`, … 17 codes) | `es` | move drills |
//! | `profile` | `fide` `strict`: what the grader accepts | `fide` | move drills |
//! | `focus` | a focus set: `castling` `en-passant` `promotion` `under-promotion` `disambiguation-file` `disambiguation-rank` `disambiguation-both` `captures` `checks` `mates` | any move | `name-move` `play-move` |
//! | `game` | a game's id in the library (`fide-sample`) | `fide-sample` | `game` |
//! | `input` | `write` (a move is played, the student writes it) or `play` (a move is written, the student plays it) | `write` | `game` |
//! | `side` | `white` `black` `both`: whose moves the student does | `both` | `game` |
//! | `form` | `short` `bare` (no `x`, `+`, `#`) `long`: how the game's moves are written | `short` | `game` |
//! | `speak` | `on` `off`: the browser reads each move aloud | `off` | move drills |
//! | `seed` | 0–999999999: the same prompts for everyone | none: chosen per run | all but `game` |
//! | `title` | the teacher's title for the drill, percent-encoded text, at most 80 characters, no `<` or `>` | none | all |
//! | `content` | the teacher's own squares, positions or game ([`Content`], base64url): the drill asks them in order, every one | none | squares: square drills; positions with moves: `name-move` `play-move`; a game: `game` |
//!
//! With `content`, the keys `n`, `t`, `seed`, `focus` and `game` have no use: the content decides.
//! Unknown or repeated keys, values out of bounds and keys of another mode are refused with a
//! [`SpecError`] naming the key. The defaults of version 1 never change, so a link made today
//! opens the same drill in every later version. A drill page's URL is
//! `/drill/<mode>?<query without mode>` ([`DrillSpec::drill_path`]); elsewhere (a worksheet) the
//! query carries `mode` ([`DrillSpec`]'s `Display`).
//!
//! ```
//! use escaque_core::drill::{DrillSpec, Mode, Length, OrientationChoice};
//! let spec = DrillSpec::from_drill_path("find", "v=1&n=20&seed=7&o=black").unwrap();
//! assert_eq!((spec.mode, spec.length, spec.seed), (Mode::Find, Length::Count(20), Some(7)));
//! assert_eq!(spec.orientation, OrientationChoice::Black);
//! assert_eq!(spec.drill_path(), "/drill/find?v=1&n=20&o=black&seed=7");
//! assert_eq!(spec.to_string(), "v=1&mode=find&n=20&o=black&seed=7");
//! assert_eq!(spec.to_string().parse::<DrillSpec>(), Ok(spec));
//! assert!("v=1&mode=find&bogus=1".parse::<DrillSpec>().is_err());
//! ```

use super::content::{Content, ContentError};
use crate::board_state::Orientation;
use crate::grade::Profile;
use crate::library::id::is_valid_id;
use crate::library::Focus;
use crate::percent;
use crate::query::{clip, Query, QueryError};
use crate::settings::{Coordinates, Settings};
use crate::{Language, WriteOptions};
use chess::Square;
use std::fmt;
use std::str::FromStr;

pub use super::limits::MAX_QUERY_LENGTH;
/// The most prompts of an untimed run.
pub const MAX_PROMPTS: u8 = 100;
/// The largest seed a link may carry (nine digits).
pub const MAX_SEED: u32 = 999_999_999;

/// What the drill asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// A square is named; the student finds it on the board.
    Find,
    /// A square is marked; the student names it.
    Name,
    /// A square is named; light or dark?
    Colour,
    /// Two squares are named; are they on one diagonal?
    Diagonal,
    /// Two squares are named; how many knight moves from one to the other?
    Knight,
    /// A move is played on the board; the student writes it.
    NameMove,
    /// A move is written; the student plays it on the board.
    PlayMove,
    /// A whole game, move by move, written or played.
    Game,
}

impl Mode {
    /// Every mode, in menu order.
    pub const ALL: [Mode; 8] = [
        Mode::Find,
        Mode::Name,
        Mode::Colour,
        Mode::Diagonal,
        Mode::Knight,
        Mode::NameMove,
        Mode::PlayMove,
        Mode::Game,
    ];

    /// The drills about squares.
    pub const SQUARE_DRILLS: [Mode; 5] = [
        Mode::Find,
        Mode::Name,
        Mode::Colour,
        Mode::Diagonal,
        Mode::Knight,
    ];

    /// The drills about moves (they need the game library or the link's content).
    pub const MOVE_DRILLS: [Mode; 3] = [Mode::NameMove, Mode::PlayMove, Mode::Game];

    /// The mode's name in links and routes (`find`, `colour`).
    pub fn slug(self) -> &'static str {
        match self {
            Mode::Find => "find",
            Mode::Name => "name",
            Mode::Colour => "colour",
            Mode::Diagonal => "diagonal",
            Mode::Knight => "knight",
            Mode::NameMove => "name-move",
            Mode::PlayMove => "play-move",
            Mode::Game => "game",
        }
    }

    /// Whether the drill asks about squares (not moves).
    pub fn is_square_drill(self) -> bool {
        Mode::SQUARE_DRILLS.contains(&self)
    }

    /// Whether a prompt names two squares.
    pub fn asks_pairs(self) -> bool {
        matches!(self, Mode::Diagonal | Mode::Knight)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

impl FromStr for Mode {
    type Err = SpecError;

    /// Reads a slug; `color` is read as `colour`.
    fn from_str(text: &str) -> Result<Mode, SpecError> {
        match text {
            "color" => Ok(Mode::Colour),
            _ => Mode::ALL
                .into_iter()
                .find(|m| m.slug() == text)
                .ok_or_else(|| SpecError::UnknownMode(clip(text))),
        }
    }
}

/// How long a run lasts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Length {
    /// A number of prompts, untimed.
    Count(u8),
    /// A number of seconds (30 or 60); the clock starts with the first answer.
    Timed(u8),
    /// Every move of the game (the `game` drill), or every item of the link's content.
    Whole,
}

impl Length {
    /// The timed lengths a link may ask for.
    pub const TIMES: [u8; 2] = [30, 60];
}

/// Which side is at the bottom.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OrientationChoice {
    White,
    Black,
    /// Chosen per run from the seed; the page says which.
    Random,
    /// Move drills: the side to move (in a game, the student's side) at the bottom.
    Auto,
}

impl OrientationChoice {
    fn slug(self) -> &'static str {
        match self {
            OrientationChoice::White => "white",
            OrientationChoice::Black => "black",
            OrientationChoice::Random => "random",
            OrientationChoice::Auto => "auto",
        }
    }
}

/// In the game drill: does the student write the moves or play them?
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameInput {
    /// Each move is played on the board; the student writes it.
    Write,
    /// Each move is written; the student plays it.
    Play,
}

/// In the game drill: whose moves the student does (the others are played for them).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameSide {
    White,
    Black,
    Both,
}

/// How the game drill writes moves: the three forms of FIDE's sample game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveForm {
    /// `exd6 a.p.`, `De3+`: every mark.
    Short,
    /// `ed6`, `De3`: no capture, check or mate marks.
    Bare,
    /// `e5xd6`, `Dd4-e3`: the long form.
    Long,
}

/// The files and ranks a drill asks about (every square where both are chosen).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Area {
    /// Bit `i` set: file `a + i` is asked.
    pub files: u8,
    /// Bit `i` set: rank `1 + i` is asked.
    pub ranks: u8,
}

impl Default for Area {
    fn default() -> Area {
        Area::WHOLE
    }
}

impl Area {
    /// The whole board.
    pub const WHOLE: Area = Area {
        files: 0xff,
        ranks: 0xff,
    };

    /// Whether the square is asked about.
    pub fn contains(self, square: Square) -> bool {
        self.files & (1 << square.get_file().to_index()) != 0
            && self.ranks & (1 << square.get_rank().to_index()) != 0
    }

    /// The squares asked about, a1 first.
    pub fn squares(self) -> Vec<Square> {
        chess::ALL_SQUARES
            .into_iter()
            .filter(|&s| self.contains(s))
            .collect()
    }

    /// How many squares are asked about.
    pub fn len(self) -> usize {
        (self.files.count_ones() * self.ranks.count_ones()) as usize
    }

    /// Whether no square is asked about.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The chosen files as letters (`abcd`).
    pub fn file_letters(self) -> String {
        (0..8u8)
            .filter(|i| self.files & (1 << i) != 0)
            .map(|i| char::from(b'a' + i))
            .collect()
    }

    /// The chosen ranks as digits (`1234`).
    pub fn rank_digits(self) -> String {
        (0..8u8)
            .filter(|i| self.ranks & (1 << i) != 0)
            .map(|i| char::from(b'1' + i))
            .collect()
    }
}

/// A whole drill: what it asks, how, and for how long. See the module docs for the link form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DrillSpec {
    pub mode: Mode,
    pub length: Length,
    pub orientation: OrientationChoice,
    pub coordinates: Coordinates,
    /// Pieces on the board: the initial position in square drills; off is blindfold in a game.
    pub pieces: bool,
    pub area: Area,
    /// A fixed seed: every student gets the same prompts, whatever their history.
    pub seed: Option<u32>,
    /// The notation language of move drills.
    pub language: Language,
    pub profile: Profile,
    pub focus: Option<Focus>,
    /// The game of the game drill (a library id).
    pub game: Option<String>,
    pub input: GameInput,
    pub side: GameSide,
    pub form: MoveForm,
    /// Read each move aloud.
    pub speak: bool,
    /// The teacher's title (plain text, no HTML).
    pub title: Option<String>,
    /// The teacher's own squares, positions or game, asked in order.
    pub content: Option<Content>,
}

impl DrillSpec {
    /// The defaults of version 1 for `mode`.
    pub fn new(mode: Mode) -> DrillSpec {
        let square_drill = mode.is_square_drill();
        DrillSpec {
            mode,
            length: if mode == Mode::Game {
                Length::Whole
            } else {
                Length::Count(20)
            },
            orientation: if square_drill {
                OrientationChoice::White
            } else {
                OrientationChoice::Auto
            },
            coordinates: Coordinates::Edges,
            pieces: !square_drill,
            area: Area::WHOLE,
            seed: None,
            language: Language::Es,
            profile: Profile::Fide,
            focus: None,
            game: (mode == Mode::Game).then(|| DEFAULT_GAME.to_string()),
            input: GameInput::Write,
            side: GameSide::Both,
            form: MoveForm::Short,
            speak: false,
            title: None,
            content: None,
        }
    }

    /// The same drill with the teacher's content: every item, in order (and no game id).
    pub fn with_content(mut self, content: Content) -> DrillSpec {
        self.length = Length::Whole;
        self.seed = None;
        self.focus = None;
        self.game = None;
        self.content = Some(content);
        self
    }

    /// How the drill writes moves: the short form of its language, or the game drill's form.
    pub fn write_options(&self) -> WriteOptions {
        match self.form {
            MoveForm::Short => WriteOptions::short(self.language),
            MoveForm::Bare => WriteOptions::bare(self.language),
            MoveForm::Long => WriteOptions::long(self.language),
        }
    }

    /// Whether the drill needs the game library: a move drill without content of its own.
    pub fn needs_library(&self) -> bool {
        !self.mode.is_square_drill() && self.content.is_none()
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
        self.seed.is_some() || self.content.is_some()
    }

    /// The drill to practise freely: the same mode and options, without what the teacher fixed
    /// (seed, content) or named (title). Never shared: its prompts are the student's own, and
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
        let default = DrillSpec::new(self.mode);
        let mut copy = DrillSpec {
            seed: None,
            title: None,
            content: None,
            ..self.clone()
        };
        if self.content.is_some() {
            copy.length = default.length;
            copy.game = default.game;
        }
        copy
    }

    /// The game of a game drill (the default one when none was named).
    pub fn game_id(&self) -> &str {
        self.game.as_deref().unwrap_or(DEFAULT_GAME)
    }

    /// Checks what a form (not a link) may have put out of bounds.
    ///
    /// # Errors
    /// The [`SpecError`] a link with these values would get.
    pub fn validate(&self) -> Result<(), SpecError> {
        match self.length {
            Length::Count(n) if !(1..=MAX_PROMPTS).contains(&n) => {
                return Err(SpecError::OutOfRange {
                    key: "n",
                    value: n.to_string(),
                    min: 1,
                    max: u32::from(MAX_PROMPTS),
                })
            }
            Length::Timed(s) if !Length::TIMES.contains(&s) => {
                return Err(SpecError::BadValue {
                    key: "t",
                    value: s.to_string(),
                })
            }
            Length::Whole if self.mode != Mode::Game && self.content.is_none() => {
                return Err(SpecError::NotForMode {
                    key: "length",
                    mode: self.mode,
                })
            }
            Length::Count(_) | Length::Timed(_) if self.mode == Mode::Game => {
                return Err(SpecError::NotForMode {
                    key: "n",
                    mode: self.mode,
                })
            }
            _ => {}
        }
        if self.area.len() < 2 {
            return Err(SpecError::AreaTooSmall);
        }
        let default = DrillSpec::new(self.mode);
        for (key, differs) in [
            ("files", self.area.files != default.area.files),
            ("ranks", self.area.ranks != default.area.ranks),
            ("o", self.orientation != default.orientation),
            ("pieces", self.pieces != default.pieces),
            ("lang", self.language != default.language),
            ("profile", self.profile != default.profile),
            ("focus", self.focus != default.focus),
            ("game", self.game != default.game),
            ("input", self.input != default.input),
            ("side", self.side != default.side),
            ("form", self.form != default.form),
            ("speak", self.speak != default.speak),
            ("seed", self.seed.is_some()),
        ] {
            if differs && !key_applies(key, self.mode) {
                return Err(SpecError::NotForMode {
                    key,
                    mode: self.mode,
                });
            }
        }
        if self.orientation == OrientationChoice::Auto && self.mode.is_square_drill() {
            return Err(SpecError::BadValue {
                key: "o",
                value: "auto".into(),
            });
        }
        if let Some(title) = &self.title {
            check_title(title)?;
        }
        if let Some(content) = &self.content {
            content.validate().map_err(SpecError::Content)?;
            let fits = match content {
                Content::Squares(squares) => {
                    self.mode.is_square_drill()
                        && (!self.mode.asks_pairs()
                            || (squares.len() >= 2 && squares.len() % 2 == 0))
                }
                Content::Positions(items) => {
                    matches!(self.mode, Mode::NameMove | Mode::PlayMove)
                        && items.iter().all(|(_, mv)| mv.is_some())
                }
                Content::Game { moves, .. } => self.mode == Mode::Game && !moves.is_empty(),
            };
            if !fits {
                return Err(SpecError::ContentNotForMode { mode: self.mode });
            }
            for (key, used) in [
                ("n", self.length != Length::Whole),
                ("seed", self.seed.is_some()),
                ("focus", self.focus.is_some()),
                ("game", self.game.is_some()),
            ] {
                if used {
                    return Err(SpecError::NotWithContent { key });
                }
            }
        }
        if let Some(game) = &self.game {
            if !is_valid_id(game) {
                return Err(SpecError::BadValue {
                    key: "game",
                    value: clip(game),
                });
            }
        }
        match self.seed {
            Some(seed) if seed > MAX_SEED => Err(SpecError::OutOfRange {
                key: "seed",
                value: seed.to_string(),
                min: 0,
                max: MAX_SEED,
            }),
            _ => Ok(()),
        }
    }

    /// The drill page of this spec: `/drill/find?v=1&n=20`.
    pub fn drill_path(&self) -> String {
        format!("/drill/{}?{}", self.mode.slug(), self.query(false))
    }

    /// The drill page of `mode`'s own drill of `length`, with no teacher's content: what
    /// `DrillSpec { length, ..DrillSpec::new(mode) }.drill_path()` gives, written without the
    /// code that packs a teacher's positions and games (and the move generator it needs), so
    /// that a page linking to the drills (the home page, in the app's first load) carries none.
    ///
    /// ```
    /// use escaque_core::drill::{DrillSpec, Length, Mode};
    /// assert_eq!(DrillSpec::plain_drill_path(Mode::Find, Length::Timed(30)), "/drill/find?v=1&t=30");
    /// ```
    pub fn plain_drill_path(mode: Mode, length: Length) -> String {
        let spec = DrillSpec {
            length,
            ..DrillSpec::new(mode)
        };
        format!(
            "/drill/{}?{}",
            mode.slug(),
            spec.query_with(false, |_| String::new())
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
        let spec = parse(query, Some(mode))?;
        Ok(spec)
    }

    /// The query string, `v=1` first, defaults left out (but always `n` or `t`).
    fn query(&self, with_mode: bool) -> String {
        self.query_with(with_mode, Content::to_string)
    }

    /// [`DrillSpec::query`], the teacher's content (if any) written by `content`.
    fn query_with(&self, with_mode: bool, content: impl Fn(&Content) -> String) -> String {
        let default = DrillSpec::new(self.mode);
        let mut parts: Vec<String> = vec!["v=1".into()];
        if with_mode {
            parts.push(format!("mode={}", self.mode.slug()));
        }
        match self.length {
            Length::Count(n) => parts.push(format!("n={n}")),
            Length::Timed(s) => parts.push(format!("t={s}")),
            Length::Whole => {}
        }
        if self.orientation != default.orientation {
            parts.push(format!("o={}", self.orientation.slug()));
        }
        if self.coordinates != default.coordinates {
            parts.push(format!("coords={}", coordinates_slug(self.coordinates)));
        }
        if self.pieces != default.pieces {
            parts.push(format!("pieces={}", on_off(self.pieces)));
        }
        if self.area.files != Area::WHOLE.files {
            parts.push(format!("files={}", self.area.file_letters()));
        }
        if self.area.ranks != Area::WHOLE.ranks {
            parts.push(format!("ranks={}", self.area.rank_digits()));
        }
        if self.language != default.language {
            parts.push(format!("lang={}", self.language.code()));
        }
        if self.profile != default.profile {
            parts.push(format!("profile={}", profile_slug(self.profile)));
        }
        if let Some(focus) = self.focus {
            parts.push(format!("focus={focus}"));
        }
        if let Some(game) = self
            .game
            .as_ref()
            .filter(|&g| default.game.as_ref() != Some(g))
        {
            parts.push(format!("game={game}"));
        }
        if self.input != default.input {
            parts.push(format!("input={}", input_slug(self.input)));
        }
        if self.side != default.side {
            parts.push(format!("side={}", side_slug(self.side)));
        }
        if self.form != default.form {
            parts.push(format!("form={}", form_slug(self.form)));
        }
        if self.speak != default.speak {
            parts.push(format!("speak={}", on_off(self.speak)));
        }
        if let Some(seed) = self.seed {
            parts.push(format!("seed={seed}"));
        }
        if let Some(title) = &self.title {
            parts.push(format!("title={}", percent::encode(title)));
        }
        if let Some(written) = self.content.as_ref().map(content) {
            parts.push(format!("content={written}"));
        }
        parts.join("&")
    }
}

impl DrillSpec {
    /// The drill of a link as a student opens it: what the link leaves out and the student's
    /// settings decide follows them — the notation language (move drills), the side at the
    /// bottom (square drills; move drills keep the side to move, as the student writes or
    /// plays that side's move) and the coordinates. A key the link carries is the teacher's
    /// and wins; so does all of a shared drill ([`DrillSpec::is_shared`]): everyone gets the
    /// drill its teacher saw. `query` is the link's query, as read into `self`.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// use escaque_core::settings::{Settings, UiLanguage};
    /// use escaque_core::Language;
    /// let english = Settings::for_ui(UiLanguage::En);
    /// let open = DrillSpec::from_drill_path("name-move", "v=1&n=5").unwrap();
    /// assert_eq!(open.for_student("v=1&n=5", &english).language, Language::En);
    /// let teachers = DrillSpec::from_drill_path("name-move", "v=1&n=5&lang=es").unwrap();
    /// assert_eq!(teachers.for_student("v=1&n=5&lang=es", &english).language, Language::Es);
    /// ```
    pub fn for_student(mut self, query: &str, settings: &Settings) -> DrillSpec {
        if self.is_shared() {
            return self;
        }
        let query = query.strip_prefix('?').unwrap_or(query);
        let given: Vec<&str> = match Query::parse(query, MAX_QUERY_LENGTH, &KEYS) {
            _ if query.is_empty() => Vec::new(),
            Ok(given) => given.keys().collect(),
            Err(_) => return self,
        };
        let open = |key: &str| !given.contains(&key);
        if open("lang") && !self.mode.is_square_drill() {
            self.language = settings.notation_language();
        }
        if open("o") && self.mode.is_square_drill() {
            self.orientation = match settings.orientation {
                Orientation::White => OrientationChoice::White,
                Orientation::Black => OrientationChoice::Black,
            };
        }
        if open("coords") {
            self.coordinates = settings.coordinates;
        }
        self
    }
}

impl fmt::Display for DrillSpec {
    /// The query with its `mode` key: `v=1&mode=find&n=20`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.query(true))
    }
}

impl FromStr for DrillSpec {
    type Err = SpecError;

    /// Reads a query that names its mode (`v=1&mode=find&…`), with or without a leading `?`.
    fn from_str(query: &str) -> Result<DrillSpec, SpecError> {
        parse(query.strip_prefix('?').unwrap_or(query), None)
    }
}

/// Why a drill link was refused. Values are cut to 40 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// The query is refused before its values are read: too long (over
    /// [`MAX_QUERY_LENGTH`]), no or an unknown version, a part without `=`, an unknown or
    /// repeated key.
    Query(QueryError),
    /// A value that is not one of the key's values.
    BadValue {
        key: &'static str,
        value: String,
    },
    /// A key that the drill has no use for (`files` in a move drill).
    NotForMode {
        key: &'static str,
        mode: Mode,
    },
    /// A number out of bounds.
    OutOfRange {
        key: &'static str,
        value: String,
        min: u32,
        max: u32,
    },
    /// Both `n` and `t`.
    CountAndTime,
    /// Fewer than two squares to ask about.
    AreaTooSmall,
    UnknownMode(String),
    /// The query has no `mode` where one is needed.
    MissingMode,
    /// The query's `mode` is not the route's.
    ModeMismatch {
        route: Mode,
        query: Mode,
    },
    /// Text that is not plain text (control characters, a bad `%` escape) or too long.
    BadText {
        key: &'static str,
    },
    /// Text with `<` or `>`: links carry no HTML.
    HtmlInText {
        key: &'static str,
    },
    /// The teacher's content cannot be read.
    Content(ContentError),
    /// Content of a kind this drill does not ask (positions in a square drill).
    ContentNotForMode {
        mode: Mode,
    },
    /// A key the content makes useless (`n`: the content says how many).
    NotWithContent {
        key: &'static str,
    },
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::Query(QueryError::TooLong { length }) => write!(
                f,
                "the link is {length} characters long (at most {MAX_QUERY_LENGTH})"
            ),
            SpecError::Query(e) => write!(f, "{e}"),
            SpecError::BadValue { key, value } => write!(f, "'{value}' is not a value of '{key}'"),
            SpecError::OutOfRange {
                key,
                value,
                min,
                max,
            } => write!(f, "'{key}' must be between {min} and {max}, not '{value}'"),
            SpecError::CountAndTime => {
                write!(f, "a run has either 'n' prompts or 't' seconds, not both")
            }
            SpecError::AreaTooSmall => {
                write!(f, "the chosen files and ranks leave fewer than two squares")
            }
            SpecError::UnknownMode(mode) => write!(f, "unknown drill '{mode}'"),
            SpecError::NotForMode { key, mode } => {
                write!(f, "the key '{key}' has no use in the '{mode}' drill")
            }
            SpecError::MissingMode => write!(f, "the link does not say which drill (mode)"),
            SpecError::ModeMismatch { route, query } => {
                write!(f, "the link is for '{query}', the page for '{route}'")
            }
            SpecError::BadText { key } => {
                write!(
                    f,
                    "'{key}' must be plain text of at most {MAX_TITLE_CHARS} characters"
                )
            }
            SpecError::HtmlInText { key } => {
                write!(f, "'{key}' contains '<' or '>': links carry no HTML")
            }
            SpecError::Content(e) => write!(f, "the drill's content: {e}"),
            SpecError::ContentNotForMode { mode } => {
                write!(
                    f,
                    "the link's content is not of a kind the '{mode}' drill asks"
                )
            }
            SpecError::NotWithContent { key } => {
                write!(f, "'{key}' has no use with the drill's own content")
            }
        }
    }
}

impl std::error::Error for SpecError {}

impl From<QueryError> for SpecError {
    fn from(error: QueryError) -> SpecError {
        SpecError::Query(error)
    }
}

fn on_off(value: bool) -> &'static str {
    if value {
        "on"
    } else {
        "off"
    }
}

fn coordinates_slug(c: Coordinates) -> &'static str {
    match c {
        Coordinates::Edges => "edges",
        Coordinates::Squares => "squares",
        Coordinates::Off => "off",
    }
}

/// The game a game drill plays when its link names none.
pub const DEFAULT_GAME: &str = "fide-sample";

/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 80;

/// The keys of version 1.
const KEYS: [&str; 19] = [
    "mode", "n", "t", "o", "coords", "pieces", "files", "ranks", "seed", "lang", "profile",
    "focus", "game", "input", "side", "form", "speak", "title", "content",
];

/// A title is plain text: at most [`MAX_TITLE_CHARS`] characters, no control characters, no
/// `<` or `>` (a link never carries HTML, even to be shown as text).
fn check_title(title: &str) -> Result<(), SpecError> {
    if title.chars().any(|c| c == '<' || c == '>') {
        return Err(SpecError::HtmlInText { key: "title" });
    }
    if title.trim().is_empty()
        || title.chars().count() > MAX_TITLE_CHARS
        || title.chars().any(char::is_control)
    {
        return Err(SpecError::BadText { key: "title" });
    }
    Ok(())
}

/// Whether a key of version 1 means something in a drill.
fn key_applies(key: &str, mode: Mode) -> bool {
    let square = mode.is_square_drill();
    let moves = !square;
    match key {
        "v" | "mode" | "o" | "coords" | "title" | "content" => true,
        "n" | "t" | "seed" => mode != Mode::Game,
        "files" | "ranks" => square,
        "pieces" => square || mode == Mode::Game,
        "lang" | "profile" | "speak" => moves,
        "focus" => matches!(mode, Mode::NameMove | Mode::PlayMove),
        "game" | "input" | "side" | "form" => mode == Mode::Game,
        _ => false,
    }
}

fn profile_slug(profile: Profile) -> &'static str {
    match profile {
        Profile::Fide => "fide",
        Profile::Strict => "strict",
    }
}

fn input_slug(input: GameInput) -> &'static str {
    match input {
        GameInput::Write => "write",
        GameInput::Play => "play",
    }
}

fn side_slug(side: GameSide) -> &'static str {
    match side {
        GameSide::White => "white",
        GameSide::Black => "black",
        GameSide::Both => "both",
    }
}

fn form_slug(form: MoveForm) -> &'static str {
    match form {
        MoveForm::Short => "short",
        MoveForm::Bare => "bare",
        MoveForm::Long => "long",
    }
}

fn parse(query: &str, route: Option<Mode>) -> Result<DrillSpec, SpecError> {
    let query = Query::parse(query, MAX_QUERY_LENGTH, &KEYS)?;
    let value = |key: &str| query.get(key);
    let mode = match (value("mode").map(str::parse::<Mode>).transpose()?, route) {
        (Some(query), Some(route)) if query != route => {
            return Err(SpecError::ModeMismatch { route, query })
        }
        (Some(mode), _) | (None, Some(mode)) => mode,
        (None, None) => return Err(SpecError::MissingMode),
    };
    for key in query.keys() {
        if let Some(&known) = KEYS.iter().find(|&&k| k == key) {
            if !key_applies(known, mode) {
                return Err(SpecError::NotForMode { key: known, mode });
            }
        }
    }
    let mut spec = DrillSpec::new(mode);
    spec.length = match (value("n"), value("t")) {
        (Some(_), Some(_)) => return Err(SpecError::CountAndTime),
        (Some(n), None) => Length::Count(number("n", n, 1, u32::from(MAX_PROMPTS))? as u8),
        (None, Some(t)) => {
            let seconds = number("t", t, 30, 60)?;
            if !Length::TIMES.iter().any(|&s| u32::from(s) == seconds) {
                return Err(SpecError::BadValue {
                    key: "t",
                    value: clip(t),
                });
            }
            Length::Timed(seconds as u8)
        }
        (None, None) => spec.length,
    };
    if let Some(o) = value("o") {
        spec.orientation = choice(
            "o",
            o,
            &[
                ("white", OrientationChoice::White),
                ("black", OrientationChoice::Black),
                ("random", OrientationChoice::Random),
                ("auto", OrientationChoice::Auto),
            ],
        )?;
    }
    if let Some(c) = value("coords") {
        spec.coordinates = choice(
            "coords",
            c,
            &[
                ("edges", Coordinates::Edges),
                ("squares", Coordinates::Squares),
                ("off", Coordinates::Off),
            ],
        )?;
    }
    if let Some(p) = value("pieces") {
        spec.pieces = choice("pieces", p, &[("on", true), ("off", false)])?;
    }
    if let Some(files) = value("files") {
        spec.area.files = letters("files", files, b'a')?;
    }
    if let Some(ranks) = value("ranks") {
        spec.area.ranks = letters("ranks", ranks, b'1')?;
    }
    if let Some(lang) = value("lang") {
        spec.language = lang
            .parse::<Language>()
            .ok()
            .filter(|l| l.code() == lang)
            .ok_or_else(|| SpecError::BadValue {
                key: "lang",
                value: clip(lang),
            })?;
    }
    if let Some(profile) = value("profile") {
        spec.profile = choice(
            "profile",
            profile,
            &[("fide", Profile::Fide), ("strict", Profile::Strict)],
        )?;
    }
    if let Some(focus) = value("focus") {
        spec.focus = Some(focus.parse::<Focus>().map_err(|_| SpecError::BadValue {
            key: "focus",
            value: clip(focus),
        })?);
    }
    if let Some(game) = value("game") {
        spec.game = Some(game.to_string());
    }
    if let Some(input) = value("input") {
        spec.input = choice(
            "input",
            input,
            &[("write", GameInput::Write), ("play", GameInput::Play)],
        )?;
    }
    if let Some(side) = value("side") {
        spec.side = choice(
            "side",
            side,
            &[
                ("white", GameSide::White),
                ("black", GameSide::Black),
                ("both", GameSide::Both),
            ],
        )?;
    }
    if let Some(form) = value("form") {
        spec.form = choice(
            "form",
            form,
            &[
                ("short", MoveForm::Short),
                ("bare", MoveForm::Bare),
                ("long", MoveForm::Long),
            ],
        )?;
    }
    if let Some(speak) = value("speak") {
        spec.speak = choice("speak", speak, &[("on", true), ("off", false)])?;
    }
    if let Some(seed) = value("seed") {
        spec.seed = Some(number("seed", seed, 0, MAX_SEED)?);
    }
    if let Some(title) = value("title") {
        let text = percent::decode(title).map_err(|_| SpecError::BadText { key: "title" })?;
        check_title(&text)?;
        spec.title = Some(text);
    }
    if let Some(content) = value("content") {
        if value("n").is_some() || value("t").is_some() {
            return Err(SpecError::NotWithContent { key: "n" });
        }
        spec.content = Some(content.parse::<Content>().map_err(SpecError::Content)?);
        spec.length = Length::Whole;
        spec.game = None;
    }
    spec.validate()?;
    Ok(spec)
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

fn choice<T: Copy>(key: &'static str, text: &str, values: &[(&str, T)]) -> Result<T, SpecError> {
    values
        .iter()
        .find(|(name, _)| *name == text)
        .map(|&(_, value)| value)
        .ok_or_else(|| SpecError::BadValue {
            key,
            value: clip(text),
        })
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
        assert_eq!(spec.length, Length::Count(20));
        assert_eq!(spec.orientation, OrientationChoice::White);
        assert_eq!(spec.coordinates, Coordinates::Edges);
        assert!(!spec.pieces);
        assert_eq!(spec.area.len(), 64);
        assert_eq!(spec.seed, None);
        assert_eq!(spec.drill_path(), "/drill/colour?v=1&n=20");
    }

    #[test]
    fn every_option_is_written_and_read() {
        let spec: DrillSpec =
            "v=1&mode=knight&t=60&o=random&coords=squares&pieces=on&files=hgba&ranks=81&seed=0"
                .parse()
                .unwrap();
        assert_eq!(spec.length, Length::Timed(60));
        assert_eq!(spec.area.file_letters(), "abgh");
        assert_eq!(spec.area.rank_digits(), "18");
        assert!(spec.area.contains(Square::H8) && !spec.area.contains(Square::H7));
        assert_eq!(
            spec.to_string(),
            "v=1&mode=knight&t=60&o=random&coords=squares&pieces=on&files=abgh&ranks=18&seed=0"
        );
        assert_eq!("color".parse::<Mode>(), Ok(Mode::Colour));
    }
}
