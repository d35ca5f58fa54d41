//! The curated game library of the move drills: real games with stable ids, and examples of
//! each [`Focus`] set, in a compact binary asset (about a byte a move, see [`codec`]).
//!
//! [`build`] makes a library from PGN (the `escaque library build` command writes the asset);
//! [`Library::decode`] reads the asset back.
//!
//! ```
//! use escaque_core::library::{build, Focus, Library, Source};
//! let text = "[Id \"caro-kann-trap\"]\n\n1.e4 c6 2.d4 d5 3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 Cgf6 6.Cd6# 1-0";
//! let library = build(&[Source { name: "seeds.pgn", text }]).unwrap();
//! let asset = library.encode();
//! let library = Library::decode(&asset).unwrap();
//! let trap = library.game("caro-kann-trap").unwrap();
//! assert_eq!(trap.moves.len(), 11);
//! let mate = library.examples(Focus::Mates).into_iter().find(|e| e.mv.to_string() == "e4d6");
//! assert!(mate.is_some());
//! ```

mod build;
mod catalog;
pub mod codec;
mod constructed;
mod example;
mod focus;
mod game;
pub mod id;
pub mod names;
pub mod order;
mod retired;
mod wire;

pub use build::{build, BuildError, Source, MAX_EXAMPLES_FROM_GAMES};
pub use catalog::Library;
pub use codec::{Decoding, LibraryDecoder, LibraryError};
pub use example::{Example, ExampleSource};
pub use focus::{Focus, UnknownFocus};
pub use game::{is_known, listed, GameResult, GameTitle, LibraryGame, Listed};
pub use retired::{is_retired, RETIRED_IDS};
