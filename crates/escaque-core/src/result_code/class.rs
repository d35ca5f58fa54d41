//! A class's results as the results page shows them: one row a pasted result (a repeated code
//! flagged), the drills known from their links (title and prompts), and each prompt with how
//! many students missed it.
//!
//! A result code names its drill only by a hash of its link ([`DrillId`]) and its misses only
//! by number. Given the drill link, the page knows the rest (a question is always its number:
//! [`KnownDrill::prompt_label`]): a shared drill's prompts are fixed
//! by the link ([`DrillSpec::is_shared`]), so [`KnownDrill`] draws them again, in order.
//!
//! ```
//! use escaque_core::drill::DrillSpec;
//! use escaque_core::result_code::{class_misses, class_results, read_drill_link, KnownDrill};
//! use escaque_core::result_code::{DrillId, ResultCode};
//! let spec = read_drill_link("https://escaque.example/drill/find?v=1&n=3&seed=7").unwrap();
//! let drill = KnownDrill::new(spec, None).unwrap();
//! assert_eq!(drill.prompt_text(0), Some("e5"));
//! let code = |answers: &[bool]| ResultCode::new(drill.id, answers, 30, 20_000).unwrap();
//! let text = format!(
//!     "Ana: {}\nLuis {}\nAna: {}",
//!     code(&[true, false, false]),
//!     code(&[true, false, true]),
//!     code(&[true, false, false])
//! );
//! let class = class_results(&text);
//! assert_eq!(class.rows[2].repeat_of, Some(1));
//! let misses = class_misses(class.unique().map(|row| &row.code));
//! assert_eq!((misses[0].index, misses[0].missed), (1, 2)); // the second prompt, missed by both
//! assert_eq!((misses[1].index, misses[1].missed), (2, 1));
//! ```

use super::code::{ResultCode, Standing, MAX_LISTED};
use super::drill_id::DrillId;
use super::paste::{read_pasted, PasteError};
use crate::drill::draft::MadeDrills;
use crate::drill::{Drill, DrillError, DrillSpec, Prompt, Setup, SpecError};
use crate::library::Library;
use crate::percent;
use chess::Square;
use std::collections::HashMap;
use std::fmt;

/// One student's result on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassRow {
    /// The student's name, if the line or the link gave one.
    pub name: Option<String>,
    pub code: ResultCode,
    /// The pasted line it came from (from 1).
    pub line: usize,
    /// When the same code came on an earlier line: that line. A repeat is shown, flagged, and
    /// counted once.
    pub repeat_of: Option<usize>,
}

impl ClassRow {
    /// The row's score out of its drill's questions: the code's own number, else that of
    /// `known` when it is the row's drill (a version-1 code of a run left half-way).
    pub fn standing(&self, known: Option<&KnownDrill>) -> Standing {
        let total = known
            .filter(|k| k.id == self.code.drill())
            .and_then(|k| k.total);
        self.code.standing(total)
    }
}

/// A pasted line that holds no result, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub line: usize,
    pub error: PasteError,
}

/// What a paste holds: the results, in the order pasted, and the lines skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassResults {
    pub rows: Vec<ClassRow>,
    pub skipped: Vec<Skipped>,
}

impl ClassResults {
    /// The rows without the repeats: each result once.
    pub fn unique(&self) -> impl Iterator<Item = &ClassRow> + '_ {
        self.rows.iter().filter(|row| row.repeat_of.is_none())
    }
}

/// Reads a paste (see [`read_pasted`]) and flags every code that an earlier line already had.
pub fn class_results(text: &str) -> ClassResults {
    let mut results = ClassResults::default();
    let mut first_line: HashMap<ResultCode, usize> = HashMap::new();
    for pasted in read_pasted(text) {
        match pasted.result {
            Ok(link) => {
                let code = *link.code();
                let repeat_of = first_line.get(&code).copied();
                first_line.entry(code).or_insert(pasted.line);
                results.rows.push(ClassRow {
                    name: link.name().map(str::to_string),
                    code,
                    line: pasted.line,
                    repeat_of,
                });
            }
            Err(error) => results.skipped.push(Skipped {
                line: pasted.line,
                error,
            }),
        }
    }
    results
}

/// A prompt of a drill and how many students missed it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PromptMisses {
    /// The prompt's number in the drill, from 0.
    pub index: usize,
    /// How many results missed it.
    pub missed: usize,
    /// How many results answered it (a timed run may stop before it).
    pub answered: usize,
}

/// Each prompt that one of `codes` answered (among the first [`MAX_LISTED`]), with how many
/// missed it: most missed first, ties in the drill's order. Pass each result once (see
/// [`ClassResults::unique`]) and the codes of one drill.
pub fn class_misses<'a>(codes: impl IntoIterator<Item = &'a ResultCode>) -> Vec<PromptMisses> {
    let mut prompts: Vec<PromptMisses> = Vec::new();
    for code in codes {
        for index in 0..code.listed() {
            if prompts.len() <= index {
                prompts.extend((prompts.len()..=index).map(|index| PromptMisses {
                    index,
                    missed: 0,
                    answered: 0,
                }));
            }
            prompts[index].answered += 1;
            prompts[index].missed += usize::from(code.missed(index));
        }
    }
    prompts.sort_by(|a, b| b.missed.cmp(&a.missed).then(a.index.cmp(&b.index)));
    prompts
}

/// A question of a known drill, named, and how many students missed it. A question is its
/// number in the drill: a square asked twice is two questions, a move played twice in a game two
/// moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMisses {
    /// What it asked, in words (`g1`, `Cxd4`).
    pub prompt: String,
    /// The question as the results show it, with its number (see [`KnownDrill::prompt_label`]).
    pub label: String,
    /// Its number in the drill, from 0.
    pub index: usize,
    /// How many results missed it.
    pub missed: usize,
    /// How many results answered it.
    pub answered: usize,
}

/// A drill the page knows from its link: the id its codes carry, its spec (its title), and,
/// when it is shared, its prompts in order.
#[derive(Clone, Debug, PartialEq)]
pub struct KnownDrill {
    pub id: DrillId,
    pub spec: DrillSpec,
    /// The first [`MAX_LISTED`] prompts, as the codes number them; empty when the link does not
    /// fix them (a drill that is not shared).
    pub prompts: Vec<Prompt>,
    /// How many questions every run has (`None`: a timed drill, or one that is not shared).
    pub total: Option<u32>,
    texts: Vec<String>,
}

impl KnownDrill {
    /// The drill of `spec`, its prompts drawn as every student's run draws them. Move drills
    /// without content of their own need the game library.
    ///
    /// # Errors
    /// [`DrillError`] when a move drill has no library or names a game it does not have.
    pub fn new(spec: DrillSpec, library: Option<&Library>) -> Result<KnownDrill, DrillError> {
        let id = DrillId::of_link(&spec.to_string());
        let (prompts, texts, total) = if spec.is_shared() {
            let drill = Drill::new(spec.clone(), Setup::default(), library, 0.0)?;
            let prompts = drill.preview(MAX_LISTED);
            let texts = prompts
                .iter()
                .map(|prompt| match prompt {
                    Prompt::Pair(a, b) => format!("{a}–{b}"),
                    other => drill.describe(other),
                })
                .collect();
            let total = drill.progress().1.map(|n| n as u32);
            (prompts, texts, total)
        } else {
            (Vec::new(), Vec::new(), None)
        };
        Ok(KnownDrill {
            id,
            spec,
            prompts,
            total,
            texts,
        })
    }

    /// Prompt `index` (from 0) in words: `e4`, `e4–g6`, a move in the drill's language (`Cxd4`).
    pub fn prompt_text(&self, index: usize) -> Option<&str> {
        self.texts.get(index).map(String::as_str)
    }

    /// For a drill about squares: how many misses fell on each square (a pair's misses on both
    /// of its squares), the squares with none left out, a1 first.
    pub fn square_misses(&self, misses: &[PromptMisses]) -> Vec<(Square, usize)> {
        if !self.spec.mode().is_square_drill() {
            return Vec::new();
        }
        let mut counts = [0usize; 64];
        for miss in misses {
            if let Some(prompt) = self.prompts.get(miss.index) {
                for square in prompt.squares() {
                    counts[square.to_index()] += miss.missed;
                }
            }
        }
        chess::ALL_SQUARES
            .into_iter()
            .filter(|s| counts[s.to_index()] > 0)
            .map(|s| (s, counts[s.to_index()]))
            .collect()
    }

    /// Question `index` (from 0) as the results show it: its number and what it asked
    /// (`2 · d4`); in a game drill, the move with its number and side (`4. e5`, `1… e5`).
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// use escaque_core::result_code::KnownDrill;
    /// let spec = DrillSpec::from_drill_path("find", "v=1&content=1AAJyMA").unwrap(); // e4 d5
    /// assert_eq!(KnownDrill::new(spec, None).unwrap().prompt_label(1).as_deref(), Some("2 · d5"));
    /// ```
    pub fn prompt_label(&self, index: usize) -> Option<String> {
        let text = self.prompt_text(index)?;
        Some(match self.prompts.get(index) {
            Some(Prompt::Move { ply: Some(ply), .. }) if self.is_game() => {
                let number = ply / 2 + 1;
                if ply % 2 == 0 {
                    format!("{number}. {text}")
                } else {
                    format!("{number}… {text}")
                }
            }
            _ => format!("{} · {text}", index + 1),
        })
    }

    /// Each question of the drill with how many of `codes` missed it: most missed first, ties
    /// in the drill's order. A question is its number, never its text: the same move asked at
    /// two points of a game is two rows. Empty when the link does not fix the prompts.
    ///
    /// ```
    /// use escaque_core::drill::DrillSpec;
    /// use escaque_core::result_code::{KnownDrill, ResultCode};
    /// let spec = DrillSpec::from_drill_path("find", "v=1&content=1AAJyMA").unwrap(); // e4 d5
    /// let drill = KnownDrill::new(spec, None).unwrap();
    /// let code = ResultCode::new(drill.id, &[true, false], 9, 20_000).unwrap();
    /// let misses = drill.misses(&[code]);
    /// assert_eq!((misses[0].label.as_str(), misses[0].missed), ("2 · d5", 1));
    /// ```
    pub fn misses<'a>(&self, codes: impl IntoIterator<Item = &'a ResultCode>) -> Vec<NamedMisses> {
        class_misses(codes)
            .into_iter()
            .filter_map(|m| {
                Some(NamedMisses {
                    prompt: self.prompt_text(m.index)?.to_string(),
                    label: self.prompt_label(m.index)?,
                    index: m.index,
                    missed: m.missed,
                    answered: m.answered,
                })
            })
            .collect()
    }

    /// Whether the drill is a game drill (game, old-book: its prompts are the game's moves).
    pub fn is_game(&self) -> bool {
        self.spec.mode().is_game()
    }
}

/// The drills of a paste that this device made (the builder's list of last drills, see
/// [`MadeDrills`]), each once, in the order `ids` first names them: (the drill, when it was made
/// in milliseconds since 1970). The results page names them by their title, else by their mode
/// and that date, instead of by their id.
///
/// ```
/// use escaque_core::drill::draft::MadeDrills;
/// use escaque_core::result_code::{made_drills_of, DrillId};
/// let mut made = MadeDrills::default();
/// let spec = "v=1&mode=find&n=5&seed=3&title=Casillas".parse().unwrap();
/// made.add(&spec, 1_700_000_000_000);
/// let id = DrillId::of_link(&spec.to_string());
/// let found = made_drills_of(&made, [id, id, DrillId::of_link("v=1&mode=name&n=5")]);
/// assert_eq!(found, [(spec, 1_700_000_000_000)]);
/// ```
pub fn made_drills_of(
    made: &MadeDrills,
    ids: impl IntoIterator<Item = DrillId>,
) -> Vec<(DrillSpec, u64)> {
    let mine: Vec<(DrillId, DrillSpec, u64)> = made
        .drills()
        .iter()
        .filter_map(|d| {
            let spec = d.spec()?;
            Some((DrillId::of_link(&spec.to_string()), spec, d.at))
        })
        .collect();
    let mut found: Vec<(DrillSpec, u64)> = Vec::new();
    for id in ids {
        if let Some((_, spec, at)) = mine.iter().find(|(mine, _, _)| *mine == id) {
            if !found.iter().any(|(s, _)| s == spec) {
                found.push((spec.clone(), *at));
            }
        }
    }
    found
}

/// Why a pasted drill link is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillLinkError {
    /// Not a link to a drill (`…/drill/<mode>?v=1&…`, or a query with `mode`).
    NotADrillLink,
    /// A drill link that cannot be opened.
    Spec(SpecError),
}

impl fmt::Display for DrillLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrillLinkError::NotADrillLink => write!(f, "this is not a link to a drill"),
            DrillLinkError::Spec(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DrillLinkError {}

/// Reads a drill link as a teacher pastes it: the whole URL (`https://…/drill/find?v=1&…`), its
/// path, or a query that names its mode (`v=1&mode=find&…`, as a worksheet's link has).
///
/// # Errors
/// [`DrillLinkError::NotADrillLink`], or the link's [`SpecError`].
pub fn read_drill_link(text: &str) -> Result<DrillSpec, DrillLinkError> {
    let text = text.trim();
    let text = text.split('#').next().unwrap_or(text);
    if let Some(at) = text.find("/drill/") {
        let rest = &text[at + "/drill/".len()..];
        let (mode, query) = rest.split_once('?').unwrap_or((rest, ""));
        return DrillSpec::from_drill_path(mode.trim_end_matches('/'), query)
            .map_err(DrillLinkError::Spec);
    }
    let query = text.split_once('?').map_or(text, |(_, query)| query);
    if !query.starts_with("v=") {
        return Err(DrillLinkError::NotADrillLink);
    }
    query.parse().map_err(DrillLinkError::Spec)
}

/// The drill link carried by the results page's own query, `/results?drill=<the drill link,
/// percent-encoded>` (the builder's "class results" link): `None` when it has none.
///
/// ```
/// use escaque_core::result_code::results_query_drill;
/// assert_eq!(
///     results_query_drill("?drill=%2Fdrill%2Ffind%3Fv%3D1%26n%3D5%26seed%3D7").as_deref(),
///     Some("/drill/find?v=1&n=5&seed=7")
/// );
/// assert_eq!(results_query_drill(""), None);
/// ```
pub fn results_query_drill(query: &str) -> Option<String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let value = query
        .split('&')
        .find_map(|pair| pair.strip_prefix("drill="))?;
    let link = percent::decode(value).unwrap_or_else(|_| value.to_string());
    (!link.trim().is_empty()).then_some(link)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drill_links_are_read_in_every_form_a_teacher_pastes() {
        let expected = DrillSpec::from_drill_path("find", "v=1&n=5&seed=7").unwrap();
        for text in [
            "https://escaque.example/drill/find?v=1&n=5&seed=7",
            "  http://127.0.0.1:8080/drill/find?v=1&n=5&seed=7#top ",
            "/drill/find?v=1&n=5&seed=7",
            "v=1&mode=find&n=5&seed=7",
            "https://escaque.example/worksheet?v=1&mode=find&n=5&seed=7",
        ] {
            assert_eq!(read_drill_link(text), Ok(expected.clone()), "{text}");
        }
        assert_eq!(read_drill_link("hola"), Err(DrillLinkError::NotADrillLink));
        assert!(matches!(
            read_drill_link("/drill/find?v=1&n=500"),
            Err(DrillLinkError::Spec(SpecError::OutOfRange { .. }))
        ));
    }
}
