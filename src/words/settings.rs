//! The settings' choices in words: the labels of the settings page's radio buttons, which the
//! drill options' fields share (orientation, coordinates).

use crate::i18n::{msg, MessageId};
use escaque_core::board_state::Orientation;
use escaque_core::settings::{Coordinates, Theme};

/// The label of a side at the bottom of the board (`settings-orientation-<side>`).
pub fn orientation_label(orientation: Orientation) -> MessageId {
    match orientation {
        Orientation::White => msg::SETTINGS_ORIENTATION_WHITE,
        Orientation::Black => msg::SETTINGS_ORIENTATION_BLACK,
    }
}

/// The label of a way to show coordinates (`settings-coordinates-<way>`).
pub fn coordinates_label(coordinates: Coordinates) -> MessageId {
    match coordinates {
        Coordinates::Edges => msg::SETTINGS_COORDINATES_EDGES,
        Coordinates::Squares => msg::SETTINGS_COORDINATES_SQUARES,
        Coordinates::Off => msg::SETTINGS_COORDINATES_OFF,
    }
}

/// The label of a theme (`settings-theme-<theme>`).
pub fn theme_label(theme: Theme) -> MessageId {
    match theme {
        Theme::System => msg::SETTINGS_THEME_SYSTEM,
        Theme::Light => msg::SETTINGS_THEME_LIGHT,
        Theme::Dark => msg::SETTINGS_THEME_DARK,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::LinkName;

    /// Each choice's label is the message named after its setting and its stored name (as the
    /// settings page named them before the ids were typed: `settings-theme-dark`).
    #[test]
    fn each_choice_has_its_own_label() {
        for (choice, name) in Orientation::TABLE {
            assert_eq!(
                orientation_label(*choice).id(),
                format!("settings-orientation-{name}")
            );
        }
        for (choice, name) in Coordinates::TABLE {
            assert_eq!(
                coordinates_label(*choice).id(),
                format!("settings-coordinates-{name}")
            );
        }
        for (choice, name) in Theme::TABLE {
            assert_eq!(theme_label(*choice).id(), format!("settings-theme-{name}"));
        }
    }
}
