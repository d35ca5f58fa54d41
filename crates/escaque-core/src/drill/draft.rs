//! The builder's draft: what a teacher has chosen and typed (the drill's options, its title,
//! the pasted content, the shared seed), what the pasted text was read as, and the drill it
//! makes — or why it makes none. A draft is kept on the device and read back as it was.
//!
//! While the pasted text cannot be used (it does not read, or it does not fit the drill) the
//! draft makes no drill, so that no link leaves the content out.
//!
//! ```
//! use escaque_core::drill::draft::{Draft, Reading};
//! use escaque_core::drill::{DrillSpec, Mode};
//! let mut draft = Draft::new(DrillSpec::new(Mode::NameMove));
//! draft.text = "1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6#".into();
//! assert!(matches!(draft.reading(), Reading::Fits(ref game) if game.len() == 11));
//! let spec = draft.drill().unwrap();
//! assert!(spec.drill_path().starts_with("/drill/name-move?v=1&content=1"));
//! draft.text.push_str(" CCf6");
//! assert!(matches!(draft.reading(), Reading::Bad(_)));
//! assert!(draft.drill().is_err());
//! // Reopened from its link, the drill is the same draft.
//! assert_eq!(Draft::from_spec(&spec).drill(), Ok(spec));
//! ```

use super::content::{Content, InputError};
use super::fit::{self, Misfit};
use super::spec::{DrillSpec, Mode, Seed, SpecError, Title};
use crate::stored::{Partial, Versioned};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// What the teacher has chosen and typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The drill's options (no title, seed or content: those are the fields below).
    pub options: DrillSpec,
    /// The title as typed (blank: none).
    pub title: String,
    /// The content as pasted (blank: none).
    pub text: String,
    /// The seed that gives every student the same prompts (none: each run its own).
    pub seed: Option<u32>,
}

/// What the pasted text was read as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Nothing pasted: the drill asks its own prompts.
    Empty,
    /// Content the drill asks.
    Fits(Content),
    /// Content of another drill; `suggested` is the drill to offer.
    Misfit {
        content: Content,
        misfit: Misfit,
        suggested: Option<Mode>,
    },
    /// Text that does not read, with the error located in it.
    Bad(InputError),
}

/// Why a draft makes no drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftProblem {
    /// The pasted text cannot be used ([`Draft::reading`] says why).
    Content,
    /// The options cannot make a drill.
    Spec(SpecError),
}

impl Draft {
    /// A draft of `options`, with nothing typed and no seed.
    pub fn new(options: DrillSpec) -> Draft {
        Draft {
            options,
            title: String::new(),
            text: String::new(),
            seed: None,
        }
    }

    /// A draft that makes `spec` again (a drill reopened from its link): its content written
    /// out in the drill's notation language.
    pub fn from_spec(spec: &DrillSpec) -> Draft {
        Draft {
            // Without what the fields below hold, and what the content had replaced.
            options: spec.practice_copy(),
            title: spec.title().unwrap_or_default().to_string(),
            text: spec
                .content()
                .map(|c| c.to_text(spec.language()))
                .unwrap_or_default(),
            seed: spec.seed(),
        }
    }

    /// The pasted text, read as what it is and checked against the drill.
    pub fn reading(&self) -> Reading {
        let mode = self.options.mode();
        if self.text.trim().is_empty() {
            return Reading::Empty;
        }
        match Content::recognise(&self.text, fit::preferred_kind(mode), None) {
            Err(error) => Reading::Bad(error),
            Ok(content) => match fit::check(mode, &content) {
                Ok(()) => Reading::Fits(content),
                Err(misfit) => Reading::Misfit {
                    suggested: fit::suggested(mode, &content),
                    content,
                    misfit,
                },
            },
        }
    }

    /// The drill this draft makes: the options with the title, and the content (which decides
    /// the prompts) or else the seed.
    ///
    /// # Errors
    /// [`DraftProblem::Content`] while the pasted text cannot be used, or the options' error.
    pub fn drill(&self) -> Result<DrillSpec, DraftProblem> {
        let mut spec = self.options.practice_copy();
        let title = self.title.trim();
        let title = (!title.is_empty())
            .then(|| Title::new(title))
            .transpose()
            .map_err(DraftProblem::Spec)?;
        spec.set_title(title);
        match self.reading() {
            Reading::Fits(content) => spec.with_content(content).map_err(DraftProblem::Spec),
            Reading::Empty => {
                // A library game's drill made here is always for a class: its prompts are the
                // game's, and the seed (any) gives it a result code.
                let seed = match self.seed {
                    None if spec.mode().is_game() => {
                        Some(Seed::new(0).map_err(DraftProblem::Spec)?)
                    }
                    Some(seed) => Some(Seed::new(seed).map_err(DraftProblem::Spec)?),
                    None => None,
                };
                spec.set_seed(seed).map_err(DraftProblem::Spec)?;
                Ok(spec)
            }
            Reading::Misfit { .. } | Reading::Bad(_) => Err(DraftProblem::Content),
        }
    }

    /// The draft as kept on the device.
    pub fn to_kept(&self) -> KeptDraft {
        KeptDraft {
            options: self.options.practice_copy().to_string(),
            title: self.title.clone(),
            text: self.text.clone(),
            seed: self.seed,
        }
    }

    /// The draft kept on the device; `None` when its options no longer read (the app keeps
    /// such a draft aside: a draft is never lost silently).
    pub fn from_kept(kept: &KeptDraft) -> Option<Draft> {
        let options: DrillSpec = kept.options.parse().ok()?;
        Some(Draft {
            options: options.practice_copy(),
            title: kept.title.clone(),
            text: kept.text.clone(),
            seed: kept.seed,
        })
    }

    /// Whether nothing was typed (the options may have been chosen).
    pub fn is_blank(&self) -> bool {
        self.title.trim().is_empty() && self.text.trim().is_empty()
    }

    /// Whether the draft holds any work of the teacher's: something typed, or options other
    /// than its drill's defaults (the seed aside: a new draft gets one by itself).
    pub fn has_work(&self) -> bool {
        !self.is_blank() || self.options.practice_copy() != DrillSpec::new(self.options.mode())
    }

    /// Opens `opened` (a drill reopened for editing) over this draft: the draft to show, and
    /// this one when opening it would lose work — the builder keeps it aside, to go back to.
    ///
    /// ```
    /// use escaque_core::drill::draft::Draft;
    /// use escaque_core::drill::{DrillSpec, Mode};
    /// let mut typed = Draft::new(DrillSpec::new(Mode::Knight));
    /// typed.text = "e4 d5 a1".into();
    /// let opened = Draft::from_spec(&"v=1&mode=find&n=5&seed=3".parse().unwrap());
    /// let (shown, aside) = typed.clone().open(opened.clone());
    /// assert_eq!((shown, aside), (opened.clone(), Some(typed)));
    /// // Nothing typed, nothing chosen: nothing to keep.
    /// let fresh = Draft::new(DrillSpec::new(Mode::Find));
    /// assert_eq!(fresh.open(opened.clone()).1, None);
    /// // The same drill again: nothing lost either.
    /// assert_eq!(opened.clone().open(opened).1, None);
    /// ```
    pub fn open(self, opened: Draft) -> (Draft, Option<Draft>) {
        let aside = (self.has_work() && self != opened).then_some(self);
        (opened, aside)
    }
}

/// The builder's draft as kept on the device (`escaque.builder-draft`): the options as a drill
/// query with its mode, the title and the text as typed, the seed. The empty value (no
/// options) is "no draft".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptDraft {
    pub options: String,
    pub title: String,
    pub text: String,
    pub seed: Option<u32>,
}

impl Versioned for KeptDraft {
    const KEY: &'static str = "builder-draft";
    const VERSION: u32 = 1;
}

/// The drafts of the other kinds of drill (`escaque.builder-drafts-by-mode`): switching the
/// builder from one kind to another keeps the draft of the first under its mode and opens the
/// second's as it was left, so that a title or a game typed for one kind never goes along to
/// another, and switching back restores it.
///
/// ```
/// use escaque_core::drill::draft::{Draft, DraftsByMode};
/// use escaque_core::drill::{DrillSpec, Mode};
/// let mut game = Draft::new(DrillSpec::new(Mode::Game));
/// game.title = "Partida 1".into();
/// game.text = "1.e4 e5 2.Cf3 Cc6".into();
/// let mut kept = DraftsByMode::default();
/// // To a find drill: nothing of the game's draft goes along.
/// assert_eq!(kept.switch(&game, Mode::Find), None);
/// let find = Draft::new(DrillSpec::new(Mode::Find));
/// // Back to the game: its draft as it was.
/// assert_eq!(kept.switch(&find, Mode::Game), Some(game));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftsByMode {
    /// One draft a mode at most, with work in it.
    drafts: Vec<KeptDraft>,
}

impl Versioned for DraftsByMode {
    const KEY: &'static str = "builder-drafts-by-mode";
    const VERSION: u32 = 1;

    /// Both tabs' drafts: the stored one of each mode, else this tab's.
    fn merge(self, mine: DraftsByMode) -> DraftsByMode {
        let mut drafts = self.drafts;
        for draft in mine.drafts {
            let mode = Draft::from_kept(&draft).map(|d| d.options.mode());
            let known = drafts
                .iter()
                .any(|d| Draft::from_kept(d).map(|d| d.options.mode()) == mode);
            if !known {
                drafts.push(draft);
            }
        }
        DraftsByMode { drafts }
    }
}

impl DraftsByMode {
    /// Keeps `current` as its mode's draft (or forgets that mode's draft when `current` holds
    /// no work) and takes out the draft kept for `mode`, if any: the builder shows it, or a new
    /// draft of `mode` when there is none.
    pub fn switch(&mut self, current: &Draft, mode: Mode) -> Option<Draft> {
        let of_mode = |kept: &KeptDraft, mode: Mode| {
            Draft::from_kept(kept).is_some_and(|d| d.options.mode() == mode)
        };
        let from = current.options.mode();
        self.drafts.retain(|d| !of_mode(d, from));
        if current.has_work() && from != mode {
            self.drafts.push(current.to_kept());
        }
        let at = self.drafts.iter().position(|d| of_mode(d, mode))?;
        Draft::from_kept(&self.drafts.remove(at))
    }
}

/// The most drafts [`DraftsAside`] keeps.
pub const DRAFTS_ASIDE_KEPT: usize = 10;

/// The drafts that drills opened for editing replaced (`escaque.builder-drafts-aside`), the
/// latest first: kept so that the teacher can go back to any of them, or throw it away.
///
/// ```
/// use escaque_core::drill::draft::{Draft, DraftsAside};
/// use escaque_core::drill::{DrillSpec, Mode};
/// let mut typed = Draft::new(DrillSpec::new(Mode::Knight));
/// typed.text = "e4 d5 a1".into();
/// let mut aside = DraftsAside::default();
/// aside.push(&typed);
/// aside.push(&typed);
/// assert_eq!(aside.drafts().len(), 1);
/// assert_eq!(aside.take(0), Some(typed));
/// assert!(aside.drafts().is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftsAside {
    drafts: Vec<KeptDraft>,
}

impl Versioned for DraftsAside {
    const KEY: &'static str = "builder-drafts-aside";
    const VERSION: u32 = 1;

    /// Both tabs' drafts, the stored ones first, each once.
    fn merge(self, mine: DraftsAside) -> DraftsAside {
        let mut drafts = self.drafts;
        for draft in mine.drafts {
            if !drafts.contains(&draft) {
                drafts.push(draft);
            }
        }
        drafts.truncate(DRAFTS_ASIDE_KEPT);
        DraftsAside { drafts }
    }
}

impl DraftsAside {
    /// Puts `draft` first (once); the oldest beyond [`DRAFTS_ASIDE_KEPT`] go.
    pub fn push(&mut self, draft: &Draft) {
        let kept = draft.to_kept();
        self.drafts.retain(|d| *d != kept);
        self.drafts.insert(0, kept);
        self.drafts.truncate(DRAFTS_ASIDE_KEPT);
    }

    /// The drafts kept, the latest first (one whose options no longer read is left out).
    pub fn drafts(&self) -> Vec<Draft> {
        self.drafts.iter().filter_map(Draft::from_kept).collect()
    }

    /// Takes out draft `index` of [`DraftsAside::drafts`] (to open it again, or to throw it
    /// away).
    pub fn take(&mut self, index: usize) -> Option<Draft> {
        let at = self
            .drafts
            .iter()
            .enumerate()
            .filter(|(_, d)| Draft::from_kept(d).is_some())
            .nth(index)?
            .0;
        Draft::from_kept(&self.drafts.remove(at))
    }
}

/// The most drills [`MadeDrills`] keeps.
pub const MADE_DRILLS_KEPT: usize = 12;

/// A drill the teacher made (shared, opened or printed), for the builder's list of last drills.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadeDrill {
    /// The drill's query with its mode ([`DrillSpec`]'s text): it opens, prints and reopens it.
    pub query: String,
    /// When it was made: milliseconds since 1970 (UTC).
    pub at: u64,
}

impl MadeDrill {
    /// The drill, when its query still reads.
    pub fn spec(&self) -> Option<DrillSpec> {
        self.query.parse().ok()
    }
}

/// The teacher's last drills, the latest first, each once.
///
/// ```
/// use escaque_core::drill::draft::MadeDrills;
/// use escaque_core::drill::{DrillSpec, Mode};
/// let mut made = MadeDrills::default();
/// made.add(&DrillSpec::new(Mode::Find), 10);
/// made.add(&DrillSpec::new(Mode::Name), 20);
/// made.add(&DrillSpec::new(Mode::Find), 30);
/// let modes: Vec<Mode> = made.drills().iter().map(|d| d.spec().unwrap().mode()).collect();
/// assert_eq!(modes, [Mode::Find, Mode::Name]);
/// assert_eq!(made.drills()[0].at, 30);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadeDrills {
    drills: Vec<MadeDrill>,
}

impl Versioned for MadeDrills {
    const KEY: &'static str = "builder-drills";
    const VERSION: u32 = 1;

    /// Keeps every drill that reads; one that does not (damaged, or from a newer version) is
    /// left out and counted.
    fn read(mut fields: Map<String, Value>) -> Result<Partial<MadeDrills>, String> {
        let Some(Value::Array(entries)) = fields.remove("drills") else {
            return Err("no list of drills".into());
        };
        let total = entries.len();
        let mut drills: Vec<MadeDrill> = entries
            .into_iter()
            .filter_map(|e| serde_json::from_value::<MadeDrill>(e).ok())
            .filter(|d| d.spec().is_some())
            .collect();
        let skipped = total - drills.len();
        drills.truncate(MADE_DRILLS_KEPT);
        Ok(Partial {
            value: MadeDrills { drills },
            skipped,
        })
    }

    /// Both tabs' drills, the latest first, each once.
    fn merge(self, mine: MadeDrills) -> MadeDrills {
        let mut drills = self.drills;
        for drill in mine.drills {
            if !drills.iter().any(|d| d.query == drill.query) {
                drills.push(drill);
            }
        }
        drills.sort_by_key(|d| std::cmp::Reverse(d.at));
        drills.truncate(MADE_DRILLS_KEPT);
        MadeDrills { drills }
    }
}

impl MadeDrills {
    /// Puts `spec` first (once), made at `at`; the oldest beyond [`MADE_DRILLS_KEPT`] go.
    pub fn add(&mut self, spec: &DrillSpec, at: u64) {
        let query = spec.to_string();
        self.drills.retain(|d| d.query != query);
        self.drills.insert(0, MadeDrill { query, at });
        self.drills.truncate(MADE_DRILLS_KEPT);
    }

    /// The drills, the latest first.
    pub fn drills(&self) -> &[MadeDrill] {
        &self.drills
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::content::Kind;
    use crate::stored::{decode, encode, State};

    #[test]
    fn no_drill_while_the_text_cannot_be_used() {
        for (mode, text) in [
            (Mode::Find, "e4 d5 h9"),
            (
                Mode::Game,
                "1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 CCf6",
            ),
            (
                Mode::NameMove,
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1 O-O\n4k3/8/8/8/8/8/8/4K2R w K - 0 1 Kf3",
            ),
            (Mode::Find, "1.e4 e5 2.Cf3"),
            (Mode::Knight, "e4 d5 a1"),
        ] {
            let mut draft = Draft::new(DrillSpec::new(mode));
            draft.seed = Some(5);
            draft.text = text.into();
            assert_eq!(draft.drill(), Err(DraftProblem::Content), "{mode}: {text}");
            assert!(
                !matches!(draft.reading(), Reading::Fits(_) | Reading::Empty),
                "{text}"
            );
        }
        let mut draft = Draft::new(DrillSpec::new(Mode::Find));
        draft.text = "1.e4 e5 2.Cf3".into();
        let Reading::Misfit {
            content, suggested, ..
        } = draft.reading()
        else {
            panic!("a game in a find drill fits")
        };
        assert_eq!((content.kind(), suggested), (Kind::Game, Some(Mode::Game)));
    }

    #[test]
    fn a_library_game_made_in_the_builder_ends_with_a_result_code() {
        let mut draft = Draft::new("v=1&mode=game&game=caro-kann-trap".parse().unwrap());
        // Ticked or not in another mode, the game's prompts are the same for everyone.
        for seed in [None, Some(7)] {
            draft.seed = seed;
            let drill = draft.drill().unwrap();
            assert!(drill.is_shared(), "{drill}");
            assert_eq!(drill.game(), Some("caro-kann-trap"));
        }
        // A drawn drill unticked is each student's own, with no code.
        let mut draft = Draft::new(DrillSpec::new(Mode::Find));
        draft.seed = None;
        assert!(!draft.drill().unwrap().is_shared());
    }

    fn kept_and_read_back(draft: &Draft) -> Option<Draft> {
        let text = encode(&draft.to_kept());
        let decoded = decode::<KeptDraft>(Some(&text));
        assert_eq!(decoded.state, State::Current);
        Draft::from_kept(&decoded.value)
    }

    #[test]
    fn a_draft_is_kept_on_the_device_and_read_back() {
        let mut draft = Draft::new("v=1&mode=knight&t=60&o=black&files=abcd".parse().unwrap());
        draft.title = "Clase 3ºB \"saltos\"".into();
        // The text is the content (kept as typed, even when it does not read).
        draft.text = "e4 d5\nñ".into();
        draft.seed = Some(42);
        let read = kept_and_read_back(&draft).unwrap();
        assert_eq!(read, draft);
        // A draft whose options no longer read is not a draft: the app keeps it aside.
        let future = KeptDraft {
            options: "v=9&mode=find".into(),
            ..KeptDraft::default()
        };
        assert_eq!(Draft::from_kept(&future), None);
        assert!(decode::<KeptDraft>(Some("{oops")).state.keep_aside());
    }

    #[test]
    fn the_last_drills_are_kept_latest_first_and_bad_ones_left_out() {
        let mut made = MadeDrills::default();
        for n in 1..=20u8 {
            let mut spec = DrillSpec::new(Mode::Find);
            spec.set_length(crate::drill::Length::count(n).unwrap())
                .unwrap();
            made.add(&spec, u64::from(n));
        }
        assert_eq!(made.drills().len(), MADE_DRILLS_KEPT);
        assert_eq!(made.drills()[0].query, "v=1&mode=find&n=20");
        let text = encode(&made);
        assert_eq!(decode::<MadeDrills>(Some(&text)).value, made);
        let mixed = r#"{"version":1,"drills":[{"query":"v=1&mode=find&n=3","at":1},{"query":"v=9","at":2},7]}"#;
        let read = decode::<MadeDrills>(Some(mixed));
        assert_eq!(read.value.drills().len(), 1);
        assert!(read.state.keep_aside());
        // Two tabs' lists merge: both drills, the latest first.
        let mut other = MadeDrills::default();
        other.add(&DrillSpec::new(Mode::Name), 100);
        let merged = other.merge(made);
        assert_eq!(merged.drills().len(), MADE_DRILLS_KEPT);
        assert_eq!(merged.drills()[0].query, "v=1&mode=name&n=20");
    }

    #[test]
    fn a_draft_opened_over_is_kept_aside_and_comes_back() {
        let mut typed = Draft::new("v=1&mode=knight&t=60".parse().unwrap());
        typed.title = "Saltos".into();
        typed.text = "e4 d5".into();
        let opened = Draft::from_spec(&"v=1&mode=find&n=5&seed=3&title=Casillas".parse().unwrap());
        let (shown, aside) = typed.clone().open(opened.clone());
        assert_eq!(shown, opened);
        let aside = aside.expect("typed work is kept aside");
        // Kept on the device and read back as it was.
        let mut kept = DraftsAside::default();
        kept.push(&aside);
        let mut read = decode::<DraftsAside>(Some(&encode(&kept))).value;
        assert_eq!(read, kept);
        assert_eq!(read.drafts(), [typed.clone()]);
        // Two tabs' drafts aside merge: both kept.
        let mut other = DraftsAside::default();
        other.push(&opened);
        assert_eq!(
            other.clone().merge(read.clone()).drafts(),
            [opened.clone(), typed.clone()]
        );
        assert_eq!(read.take(0), Some(typed));
        assert_eq!(read.take(0), None);
        // Options chosen, nothing typed: still work.
        let chosen = Draft::new("v=1&mode=find&o=black&files=abcd".parse().unwrap());
        assert!(chosen.has_work());
        assert!(chosen.open(opened.clone()).1.is_some());
        // A new draft (its own seed) has none.
        let fresh = Draft {
            seed: Some(99),
            ..Draft::new(DrillSpec::new(Mode::Find))
        };
        assert!(!fresh.has_work());
        assert_eq!(fresh.open(opened).1, None);
    }

    #[test]
    fn a_drill_reopened_from_its_link_is_the_same_drill() {
        for query in [
            "v=1&mode=find&n=12&o=black&files=abcd&seed=7&title=Casillas",
            "v=1&mode=name-move&lang=en&n=5&focus=castling&seed=3",
            "v=1&mode=game&game=caro-kann-trap&side=black&seed=0",
            "v=1&mode=find&content=1AAJyMA&title=Dos",
            "v=1&mode=game&content=1AgAGDQgNDwcG&side=black",
        ] {
            let spec: DrillSpec = query.parse().unwrap();
            let draft = Draft::from_spec(&spec);
            assert_eq!(draft.drill(), Ok(spec.clone()), "{query}");
            assert_eq!(kept_and_read_back(&draft), Some(draft), "{query}");
        }
    }
}
