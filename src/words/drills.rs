//! A drill mode's name and what to do in it, in the UI language: the home page lists the modes
//! with them, the drill page heads its run with them. Here, and not with the drill's other words
//! (`components/drill/texts.rs`), because the home page is in the first load: these messages
//! are the first load's (`src/i18n/first_load.rs` checks it).

use crate::i18n::{msg, tr, MessageId};
use escaque_core::drill::Mode;
use escaque_core::library::Focus;
use escaque_core::settings::UiLanguage;

/// The message of a mode's name (`drill-title-<mode>`).
pub fn title_message(mode: Mode) -> MessageId {
    match mode {
        Mode::Find => msg::DRILL_TITLE_FIND,
        Mode::Name => msg::DRILL_TITLE_NAME,
        Mode::Colour => msg::DRILL_TITLE_COLOUR,
        Mode::Diagonal => msg::DRILL_TITLE_DIAGONAL,
        Mode::Knight => msg::DRILL_TITLE_KNIGHT,
        Mode::NameMove => msg::DRILL_TITLE_NAME_MOVE,
        Mode::PlayMove => msg::DRILL_TITLE_PLAY_MOVE,
        Mode::Game => msg::DRILL_TITLE_GAME,
        Mode::OldBook => msg::DRILL_TITLE_OLD_BOOK,
        Mode::WriteFen => msg::DRILL_TITLE_WRITE_FEN,
        Mode::SetUp => msg::DRILL_TITLE_SET_UP,
    }
}

/// The drill's title ("Encuentra la casilla").
pub fn title(ui: UiLanguage, mode: Mode) -> String {
    tr(ui, title_message(mode))
}

/// The message of what to do in `mode` (`drill-intro-<mode>`); on a touch-only screen, for
/// the modes that name keys, the one that says "tap" and names no keys
/// (`drill-intro-touch-<mode>`).
pub fn intro_message(mode: Mode, touch: bool) -> MessageId {
    match (mode, touch) {
        (Mode::Find, true) => msg::DRILL_INTRO_TOUCH_FIND,
        (Mode::Find, false) => msg::DRILL_INTRO_FIND,
        (Mode::Name, true) => msg::DRILL_INTRO_TOUCH_NAME,
        (Mode::Name, false) => msg::DRILL_INTRO_NAME,
        (Mode::Colour, true) => msg::DRILL_INTRO_TOUCH_COLOUR,
        (Mode::Colour, false) => msg::DRILL_INTRO_COLOUR,
        (Mode::Diagonal, true) => msg::DRILL_INTRO_TOUCH_DIAGONAL,
        (Mode::Diagonal, false) => msg::DRILL_INTRO_DIAGONAL,
        (Mode::Knight, true) => msg::DRILL_INTRO_TOUCH_KNIGHT,
        (Mode::Knight, false) => msg::DRILL_INTRO_KNIGHT,
        (Mode::PlayMove, true) => msg::DRILL_INTRO_TOUCH_PLAY_MOVE,
        (Mode::PlayMove, false) => msg::DRILL_INTRO_PLAY_MOVE,
        (Mode::SetUp, true) => msg::DRILL_INTRO_TOUCH_SET_UP,
        (Mode::SetUp, false) => msg::DRILL_INTRO_SET_UP,
        (Mode::NameMove, _) => msg::DRILL_INTRO_NAME_MOVE,
        (Mode::Game, _) => msg::DRILL_INTRO_GAME,
        (Mode::OldBook, _) => msg::DRILL_INTRO_OLD_BOOK,
        (Mode::WriteFen, _) => msg::DRILL_INTRO_WRITE_FEN,
    }
}

/// What to do in `mode`, in one sentence; `touch`: for a touch-only screen.
pub fn intro(ui: UiLanguage, mode: Mode, touch: bool) -> String {
    tr(ui, intro_message(mode, touch))
}

/// The message of a drill's focus: the kind of move it asks (`focus-<focus>`).
pub fn focus_message(focus: Focus) -> MessageId {
    match focus {
        Focus::Castling => msg::FOCUS_CASTLING,
        Focus::EnPassant => msg::FOCUS_EN_PASSANT,
        Focus::Promotion => msg::FOCUS_PROMOTION,
        Focus::UnderPromotion => msg::FOCUS_UNDER_PROMOTION,
        Focus::DisambiguationFile => msg::FOCUS_DISAMBIGUATION_FILE,
        Focus::DisambiguationRank => msg::FOCUS_DISAMBIGUATION_RANK,
        Focus::DisambiguationBoth => msg::FOCUS_DISAMBIGUATION_BOTH,
        Focus::Captures => msg::FOCUS_CAPTURES,
        Focus::Checks => msg::FOCUS_CHECKS,
        Focus::Mates => msg::FOCUS_MATES,
    }
}

/// A drill's focus in words ("enroques").
pub fn focus(ui: UiLanguage, focus: Focus) -> String {
    tr(ui, focus_message(focus))
}

/// What to do in `mode`, in one sentence, for this device (as the home page lists the modes).
pub fn mode_instructions(ui: UiLanguage, mode: Mode) -> String {
    intro(ui, mode, crate::platform::prefers_touch())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each mode's name and instructions are its own messages, `drill-title-<slug>` and
    /// `drill-intro-<slug>` (`drill-intro-touch-<slug>` for the modes that have one), and the
    /// touch wording names no keys.
    #[test]
    fn every_mode_has_its_name_and_instructions() {
        let with_touch_text = [
            Mode::Find,
            Mode::Name,
            Mode::Colour,
            Mode::Diagonal,
            Mode::Knight,
            Mode::PlayMove,
            Mode::SetUp,
        ];
        for mode in Mode::ALL {
            let slug = mode.slug();
            assert_eq!(title_message(mode).id(), format!("drill-title-{slug}"));
            assert_eq!(
                intro_message(mode, false).id(),
                format!("drill-intro-{slug}")
            );
            let touch = if with_touch_text.contains(&mode) {
                format!("drill-intro-touch-{slug}")
            } else {
                format!("drill-intro-{slug}")
            };
            assert_eq!(intro_message(mode, true).id(), touch);
        }
        for focus in Focus::ALL {
            assert_eq!(focus_message(focus).id(), format!("focus-{}", focus.slug()));
        }
    }
}
