//! A lesson's title in the UI language. Here, apart from the course's other words
//! (`components/course/texts.rs`), because the home page's "continue: lesson N, <title>" is in
//! the first load: the titles are the first load's messages (`src/i18n_parts.rs`).

use crate::i18n::{msg, tr};
use escaque_core::settings::UiLanguage;

/// The title of lesson `lesson` (its id in the core's `course::LESSONS`); empty for an id no
/// lesson has (the tests check that every lesson has its title).
pub fn title(ui: UiLanguage, lesson: &str) -> String {
    msg::lesson_title(lesson)
        .map(|id| tr(ui, id))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::course::{LESSONS, ORDER};

    /// Every lesson of the core has its title, and only they have one.
    #[test]
    fn every_lesson_has_a_title_in_every_language() {
        assert_eq!(ORDER.len(), LESSONS.len());
        for lesson in LESSONS {
            let id = msg::lesson_title(lesson.id);
            assert_eq!(
                id.map(|m| m.id()),
                Some(format!("lesson-{}-title", lesson.id).as_str())
            );
            for ui in UiLanguage::ALL {
                assert!(
                    !title(ui, lesson.id).is_empty(),
                    "{} in {}",
                    lesson.id,
                    ui.code()
                );
            }
        }
        assert_eq!(title(UiLanguage::Es, "no-such-lesson"), "");
        let titled = crate::i18n::msg::FAMILIES
            .iter()
            .find(|(name, _)| *name == "lesson_title")
            .map(|(_, ids)| ids.len());
        assert_eq!(
            titled,
            Some(LESSONS.len()),
            "a title for a lesson the core lacks"
        );
    }
}
