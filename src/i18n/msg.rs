//! The UI's messages by name: one constant per message of `locales/` (made by `build.rs`, see
//! `build/message_ids.rs`), so that [`tr`](super::tr) is given a message that exists, in every
//! language, with the same variables: an unknown id is a compile error, and so is a message
//! missing in one of the seven languages (the build stops, naming its file and line).
//!
//! A message's constant is its id in capitals, `-` as `_`: `board-last-move` is
//! [`BOARD_LAST_MOVE`]; its doc comment shows the Spanish text and where it is. Families named by
//! a key the core gives as text have a table each: [`lesson_title`], [`lesson_steps`],
//! [`game_title`].
//!
//! ```
//! use escaque_app::i18n::{msg, tr};
//! use escaque_core::settings::UiLanguage;
//!
//! assert_eq!(msg::BOARD_FLIP.id(), "board-flip");
//! assert_eq!(tr(UiLanguage::Es, msg::BOARD_FLIP), "Girar el tablero");
//! assert_eq!(msg::lesson_title("captures"), Some(msg::LESSON_CAPTURES_TITLE));
//! assert_eq!(msg::lesson_steps("captures").len(), 3);
//! assert_eq!(msg::game_title("no-such-game"), None);
//! ```

/// A message of `locales/`: only the constants of this module make one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MessageId(&'static str);

impl MessageId {
    /// The message's id in the Fluent files (`board-last-move`).
    pub const fn id(self) -> &'static str {
        self.0
    }
}

include!(concat!(env!("OUT_DIR"), "/message_ids.rs"));
