//! The facts that scripts and tests outside Rust need, from the one place each is kept: the
//! drill modes and a working link of each, the lessons, the UI languages, the notation
//! languages and their piece letters. `escaque facts --json` prints them; the build writes
//! them to `target/facts.json`, which the end-to-end tests, the audits and the build scripts
//! read instead of keeping lists of their own.
//!
//! ```
//! let facts = escaque_core::facts::facts();
//! assert!(facts.modes.iter().any(|m| m.slug == "old-book"));
//! assert!(facts.lessons.iter().any(|l| l.id == "fen"));
//! ```

use crate::course::LESSONS;
use crate::drill::{DrillSpec, Mode};
use crate::language::Language;
use crate::role::Role;
use crate::settings::UiLanguage;
use serde::Serialize;

/// Everything [`facts`] reports.
#[derive(Debug, Serialize)]
pub struct Facts {
    /// Every drill mode, in menu order.
    pub modes: Vec<ModeFact>,
    /// Every lesson of the course, in order.
    pub lessons: Vec<LessonFact>,
    /// The UI languages' codes, in menu order (the first is the default).
    pub ui_languages: Vec<&'static str>,
    /// The notation languages and their piece letters.
    pub notation_languages: Vec<NotationFact>,
}

/// One drill mode.
#[derive(Debug, Serialize)]
pub struct ModeFact {
    /// Its name in links and routes (`name-move`).
    pub slug: &'static str,
    /// `square`, `move` or `fen`.
    pub kind: &'static str,
    /// A link the drill page accepts: five prompts, seed 7, where the mode takes them.
    pub sample: String,
}

/// One lesson.
#[derive(Debug, Serialize)]
pub struct LessonFact {
    /// Its id, the last part of `/learn/<id>`.
    pub id: &'static str,
    /// Its page.
    pub path: String,
    /// The drill offered after its practice.
    pub more: &'static str,
}

/// One notation language.
#[derive(Debug, Serialize)]
pub struct NotationFact {
    /// Its code in links (`es`).
    pub code: &'static str,
    /// Its letters for king, queen, rook, bishop, knight (`RDTAC`).
    pub letters: String,
}

/// The facts, computed from the core's own tables.
pub fn facts() -> Facts {
    Facts {
        modes: Mode::ALL.iter().map(|&mode| mode_fact(mode)).collect(),
        lessons: LESSONS
            .iter()
            .map(|lesson| LessonFact {
                id: lesson.id,
                path: format!("/learn/{}", lesson.id),
                more: lesson.more,
            })
            .collect(),
        ui_languages: UiLanguage::ALL.iter().map(|ui| ui.code()).collect(),
        notation_languages: Language::ALL
            .iter()
            .map(|&language| NotationFact {
                code: language.code(),
                letters: [
                    Role::King,
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                ]
                .iter()
                .map(|&role| language.letter(role))
                .collect(),
            })
            .collect(),
    }
}

/// The facts as one line of JSON.
pub fn facts_json() -> String {
    serde_json::to_string(&facts()).expect("the facts are plain data")
}

fn mode_fact(mode: Mode) -> ModeFact {
    let kind = if mode.is_square_drill() {
        "square"
    } else if mode.is_fen_drill() {
        "fen"
    } else {
        "move"
    };
    // The shortest link the mode's page takes: a whole game takes neither a length nor a seed.
    let sample = ["v=1&n=5&seed=7", "v=1&seed=7", "v=1"]
        .iter()
        .find_map(|query| DrillSpec::from_drill_path(mode.slug(), query).ok())
        .map(|spec| format!("/drill/{}?{}", mode.slug(), query_of(&spec)))
        .expect("every mode takes `v=1`");
    ModeFact {
        slug: mode.slug(),
        kind,
        sample,
    }
}

fn query_of(spec: &DrillSpec) -> String {
    let path = spec.drill_path();
    path.split_once('?')
        .map(|(_, q)| q.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_link_reads_back_as_its_mode() {
        let facts = facts();
        assert_eq!(facts.modes.len(), Mode::ALL.len());
        for fact in &facts.modes {
            let (route, query) = fact.sample.split_once('?').unwrap();
            let slug = route.strip_prefix("/drill/").unwrap();
            let spec = DrillSpec::from_drill_path(slug, query)
                .unwrap_or_else(|e| panic!("{}: {e:?}", fact.sample));
            assert_eq!(spec.mode().slug(), fact.slug);
        }
    }

    #[test]
    fn the_json_names_every_lesson_and_language() {
        let json: serde_json::Value = serde_json::from_str(&facts_json()).unwrap();
        assert_eq!(json["lessons"].as_array().unwrap().len(), LESSONS.len());
        assert_eq!(json["ui_languages"][0], "es");
        let es = json["notation_languages"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["code"] == "es")
            .unwrap();
        assert_eq!(es["letters"], "RDTAC");
    }
}
