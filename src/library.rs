//! The game library of the move drills: fetched once, when a move drill first needs it (the
//! first page never waits for it), then kept for the session.

use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use escaque_core::library::{listed, Decoding, GameTitle, Library, LibraryDecoder, LibraryError};
use escaque_core::settings::UiLanguage;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the asset is served (copied by Trunk from `assets/games.bin`).
pub const LIBRARY_PATH: &str = "/games.bin";

thread_local! {
    static LOADED: RefCell<Option<Rc<Library>>> = const { RefCell::new(None) };
}

/// Why the library could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The network or the server failed (offline before the first visit).
    Fetch(String),
    /// The file is not a library this build can read.
    Decode(String),
}

/// The library, fetched and decoded on first use.
pub async fn load() -> Result<Rc<Library>, LoadError> {
    if let Some(library) = LOADED.with(|l| l.borrow().clone()) {
        return Ok(library);
    }
    // Asked for while a page is built: the request in a task of its own.
    platform::paint::yield_now().await;
    let bytes = platform::fetch_bytes(LIBRARY_PATH)
        .await
        .map_err(LoadError::Fetch)?;
    let library = Rc::new(
        decode(&bytes)
            .await
            .map_err(|e| LoadError::Decode(e.to_string()))?,
    );
    LOADED.with(|l| *l.borrow_mut() = Some(library.clone()));
    Ok(library)
}

/// About how many moves one task replays while the library is read: some milliseconds on a
/// phone, so that a drill's start-up is many short tasks rather than one long one.
const PLIES_A_TASK: usize = 600;

/// Reads the asset in parts, letting the browser paint and answer input between them.
async fn decode(bytes: &[u8]) -> Result<Library, LibraryError> {
    let mut decoder = LibraryDecoder::new(bytes)?;
    // The chess crate builds its tables on the first position it is given: a task of their own.
    platform::paint::yield_now().await;
    let _ = escaque_core::Position::default();
    loop {
        // Each part in a task of its own, the first too: not after whatever task the fetch
        // ended in, nor before whatever the caller builds with the library.
        platform::paint::yield_now().await;
        match decoder.step(PLIES_A_TASK)? {
            Decoding::Partly(rest) => decoder = rest,
            Decoding::Done(library) => {
                platform::paint::yield_now().await;
                return Ok(library);
            }
        }
    }
}

/// How a game is named to the user, in the UI language: its players (`Fischer, Robert J. –
/// Spassky, Boris V.`), with the event when `with_event`, and the year; an example of the texts
/// on notation by its title (`game-title-<id>` in `locales/`), else by its event.
pub fn game_title(ui: UiLanguage, title: GameTitle, with_event: bool) -> String {
    match title {
        GameTitle::Players {
            white,
            black,
            event,
            year,
        } => {
            let mut parts = vec![format!("{white} – {black}")];
            parts.extend(event.filter(|_| with_event).map(str::to_string));
            parts.extend(year.map(|y| y.to_string()));
            parts.join(", ")
        }
        GameTitle::Example { id, event } => match msg::game_title(id) {
            Some(message) => tr(ui, message),
            None => event.unwrap_or_default().to_string(),
        },
    }
}

/// The library's games as a list shows them, `(id, label)` in order: each label told apart
/// from the others by the event, then by its number in a match ([`listed`]).
pub fn game_list(ui: UiLanguage, library: &Library) -> Vec<(String, String)> {
    listed(library.games())
        .into_iter()
        .map(|entry| {
            let title = game_title(ui, entry.game.title(), entry.with_event);
            let label = match entry.number {
                Some(n) => tr_args(
                    ui,
                    msg::GAME_LIST_NUMBERED,
                    &[("title", &title), ("n", &n.to_string())],
                ),
                None => title,
            };
            (entry.game.id.clone(), label)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use escaque_core::library::GameTitle;

    /// The library the app ships (`assets/games.bin`).
    fn shipped_library() -> Library {
        let bytes =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/games.bin")).unwrap();
        Library::decode(&bytes).unwrap()
    }

    /// No two games of the shipped library's list have the same label, in any UI language.
    #[test]
    fn the_game_list_names_every_game_apart() {
        let library = shipped_library();
        for lang in UiLanguage::ALL {
            let list = game_list(lang, &library);
            assert_eq!(list.len(), library.games().len());
            let mut labels: Vec<&str> = list.iter().map(|(_, label)| label.as_str()).collect();
            labels.sort_unstable();
            let before = labels.len();
            labels.dedup();
            assert_eq!(labels.len(), before, "{}: a label twice", lang.code());
        }
        let list = game_list(UiLanguage::Es, &library);
        let label = |id: &str| list.iter().find(|(i, _)| i == id).unwrap().1.clone();
        assert!(
            label("spassky-petrosian-1966-2").ends_with("(partida 2)"),
            "{}",
            label("spassky-petrosian-1966-2")
        );
        assert_eq!(
            label("petrosian-hort-1972"),
            "Petrosian, Tigran V. – Hort, Vlastimil, 1972"
        );
    }

    /// Every game of the shipped library has a title in every UI language, and none of them is
    /// "? – ?" or an online handle's: the texts' examples are named by their translated title.
    #[test]
    fn every_game_of_the_asset_has_a_title_in_every_language() {
        let library = shipped_library();
        for lang in UiLanguage::ALL {
            for game in library.games() {
                let title = game_title(lang, game.title(), true);
                assert!(!title.trim().is_empty(), "{}: {}", game.id, lang.code());
                assert!(!title.contains('?'), "{}: {title}", game.id);
                if let GameTitle::Example { id, .. } = game.title() {
                    assert!(msg::game_title(id).is_some(), "no game-title-{id}");
                }
            }
        }
        let sample = library.game("caro-kann-trap").unwrap();
        assert_eq!(
            game_title(UiLanguage::Es, sample.title(), true),
            "Una celada en la Defensa Caro-Kann"
        );
        assert_eq!(
            game_title(UiLanguage::En, sample.title(), false),
            "A trap in the Caro-Kann Defence"
        );
        let tal = GameTitle::of("x", "Tal, Mikhail N.", "Hort, Vlastimil", "?", Some(1959));
        assert_eq!(
            game_title(UiLanguage::Es, tal, true),
            "Tal, Mikhail N. – Hort, Vlastimil, 1959"
        );
    }
}
