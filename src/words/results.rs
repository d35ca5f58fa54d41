//! A class's results in words: a result's drill named as the results page and its class view
//! show it (the teacher's title, else the mode's name and the day this device made it).

use crate::i18n::{msg, tr_args};
use crate::platform::intl;
use crate::words::drills as texts;
use escaque_core::result_code::{DrillId, KnownDrill};
use escaque_core::settings::UiLanguage;

/// A drill the page knows: from the link given, or one this device made (with when it was
/// made, in milliseconds since 1970).
pub type Known = (KnownDrill, Option<u64>);

/// The drill's title as the page shows it: the teacher's, else the mode's name, with the day it
/// was made when this device made it.
pub fn drill_title(ui: UiLanguage, drill: &KnownDrill, made: Option<u64>) -> String {
    if let Some(title) = drill.spec.title() {
        return title.to_string();
    }
    let mode = texts::title(ui, drill.spec.mode());
    match made {
        Some(at) => tr_args(
            ui,
            msg::TEACHER_DRILL_MADE,
            &[
                ("mode", &mode),
                ("date", &intl::day((at / 86_400_000) as u32, ui)),
            ],
        ),
        None => mode,
    }
}

/// The known drill whose codes carry `id`.
pub fn known_of(known: &[Known], id: DrillId) -> Option<&Known> {
    known.iter().find(|(k, _)| k.id == id)
}

/// A result's drill as the table shows it: the known drill's title, else its id.
pub fn drill_label(ui: UiLanguage, known: &[Known], id: DrillId) -> String {
    match known_of(known, id) {
        Some((drill, made)) => drill_title(ui, drill, *made),
        None => tr_args(ui, msg::RESULTS_DRILL_UNKNOWN, &[("id", &id.to_string())]),
    }
}
