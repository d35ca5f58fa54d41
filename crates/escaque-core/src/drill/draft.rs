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
use super::spec::{DrillSpec, Mode, SpecError};
use serde::{Deserialize, Serialize};

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
        let mut options = spec.clone();
        let text = options
            .content
            .take()
            .map(|c| c.to_text(spec.language))
            .unwrap_or_default();
        let seed = options.seed.take();
        let title = options.title.take().unwrap_or_default();
        if spec.content.is_some() {
            // The defaults that the content had replaced.
            let defaults = DrillSpec::new(spec.mode);
            options.length = defaults.length;
            options.game = defaults.game;
        }
        Draft {
            options,
            title,
            text,
            seed,
        }
    }

    /// The pasted text, read as what it is and checked against the drill.
    pub fn reading(&self) -> Reading {
        let mode = self.options.mode;
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
        let mut spec = self.options.clone();
        let title = self.title.trim();
        spec.title = (!title.is_empty()).then(|| title.to_string());
        spec.content = None;
        match self.reading() {
            Reading::Fits(content) => spec = spec.with_content(content),
            Reading::Empty => spec.seed = self.seed.filter(|_| spec.mode != Mode::Game),
            Reading::Misfit { .. } | Reading::Bad(_) => return Err(DraftProblem::Content),
        }
        spec.validate().map_err(DraftProblem::Spec)?;
        Ok(spec)
    }

    /// The draft as stored text (JSON: the options as a link query, the title, the text, the
    /// seed).
    pub fn to_json(&self) -> String {
        let options = DrillSpec {
            title: None,
            seed: None,
            content: None,
            ..self.options.clone()
        };
        let stored = Stored {
            options: options.to_string(),
            title: self.title.clone(),
            text: self.text.clone(),
            seed: self.seed,
        };
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// A draft from its stored text; `None` when the text is not one (corrupt, or from a
    /// version that wrote other options).
    pub fn from_json(text: &str) -> Option<Draft> {
        let stored: Stored = serde_json::from_str(text).ok()?;
        let mut options: DrillSpec = stored.options.parse().ok()?;
        options.title = None;
        options.seed = None;
        options.content = None;
        Some(Draft {
            options,
            title: stored.title,
            text: stored.text,
            seed: stored.seed,
        })
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
/// let modes: Vec<Mode> = made.drills().iter().map(|d| d.spec().unwrap().mode).collect();
/// assert_eq!(modes, [Mode::Find, Mode::Name]);
/// assert_eq!(made.drills()[0].at, 30);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadeDrills(Vec<MadeDrill>);

impl MadeDrills {
    /// Puts `spec` first (once), made at `at`; the oldest beyond [`MADE_DRILLS_KEPT`] go.
    pub fn add(&mut self, spec: &DrillSpec, at: u64) {
        let query = spec.to_string();
        self.0.retain(|d| d.query != query);
        self.0.insert(0, MadeDrill { query, at });
        self.0.truncate(MADE_DRILLS_KEPT);
    }

    /// The drills, the latest first.
    pub fn drills(&self) -> &[MadeDrill] {
        &self.0
    }

    /// As stored text (JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// From stored text; `None` when it is not a list of drills. Drills whose query no longer
    /// reads are left out.
    pub fn from_json(text: &str) -> Option<MadeDrills> {
        let mut made: MadeDrills = serde_json::from_str(text).ok()?;
        made.0.retain(|d| d.spec().is_some());
        made.0.truncate(MADE_DRILLS_KEPT);
        Some(made)
    }
}

#[derive(Serialize, Deserialize)]
struct Stored {
    options: String,
    title: String,
    text: String,
    seed: Option<u32>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drill::content::Kind;

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
    fn a_draft_is_kept_as_text_and_read_back() {
        let mut draft = Draft::new("v=1&mode=knight&t=60&o=black&files=abcd".parse().unwrap());
        draft.title = "Clase 3ºB \"saltos\"".into();
        // Options that carry content (the builder shows the options of the content) are
        // stored without it: the text is the content.
        draft.options.content = Some(Content::Squares(vec![chess::Square::E4]));
        draft.text = "e4 d5\nñ".into();
        draft.seed = Some(42);
        let read = Draft::from_json(&draft.to_json()).unwrap();
        draft.options.content = None;
        assert_eq!(read, draft);
        for corrupt in [
            "",
            "{",
            "[]",
            "{\"options\":\"v=9\",\"title\":\"\",\"text\":\"\",\"seed\":null}",
        ] {
            assert_eq!(Draft::from_json(corrupt), None, "{corrupt}");
        }
    }

    #[test]
    fn the_last_drills_are_kept_latest_first_and_bad_ones_left_out() {
        let mut made = MadeDrills::default();
        for n in 1..=20u8 {
            let mut spec = DrillSpec::new(Mode::Find);
            spec.length = crate::drill::Length::Count(n);
            made.add(&spec, u64::from(n));
        }
        assert_eq!(made.drills().len(), MADE_DRILLS_KEPT);
        assert_eq!(made.drills()[0].query, "v=1&mode=find&n=20");
        let text = made.to_json();
        assert_eq!(MadeDrills::from_json(&text), Some(made));
        let mixed = r#"[{"query":"v=1&mode=find&n=3","at":1},{"query":"v=9","at":2}]"#;
        assert_eq!(MadeDrills::from_json(mixed).unwrap().drills().len(), 1);
        assert_eq!(MadeDrills::from_json("{"), None);
    }

    #[test]
    fn a_drill_reopened_from_its_link_is_the_same_drill() {
        for query in [
            "v=1&mode=find&n=12&o=black&files=abcd&seed=7&title=Casillas",
            "v=1&mode=name-move&lang=en&n=5&focus=castling&seed=3",
            "v=1&mode=game&game=caro-kann-trap&side=black",
            "v=1&mode=find&content=1AAJyMA&title=Dos",
            "v=1&mode=game&content=1AgAGDQgNDwcG&side=black",
        ] {
            let spec: DrillSpec = query.parse().unwrap();
            let draft = Draft::from_spec(&spec);
            assert_eq!(draft.drill(), Ok(spec.clone()), "{query}");
            assert_eq!(Draft::from_json(&draft.to_json()), Some(draft), "{query}");
        }
    }
}
