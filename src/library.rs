//! The game library of the move drills: fetched once, when a move drill first needs it (the
//! first page never waits for it), then kept for the session.

use crate::platform;
use escaque_core::library::Library;
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
    let bytes = platform::fetch_bytes(LIBRARY_PATH)
        .await
        .map_err(LoadError::Fetch)?;
    let library = Rc::new(Library::decode(&bytes).map_err(|e| LoadError::Decode(e.to_string()))?);
    LOADED.with(|l| *l.borrow_mut() = Some(library.clone()));
    Ok(library)
}
