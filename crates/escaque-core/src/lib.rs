//! Escaque's notation engine: read, write and grade algebraic chess notation in many languages.
//!
//! Pure Rust, no web dependencies; builds for native and `wasm32-unknown-unknown`.
//! Legal moves come from the `chess` crate; everything about notation is ours.
//!
//! ```
//! use escaque_core::{Language, Position, read_move, write_move, WriteOptions};
//! let start = Position::default();
//! let mv = read_move(&start, "Cf3", Language::Es).unwrap();
//! assert_eq!(write_move(&start, mv, &WriteOptions::short(Language::En)), "Nf3");
//! ```

pub mod annotation;
mod attacks;
mod bits;
pub mod board_state;
pub mod course;
pub mod descriptive;
pub mod drill;
pub mod facts;
pub mod game;
pub mod grade;
pub mod history;
pub mod iccf;
pub mod language;
mod lexer;
pub mod library;
pub mod link_name;
pub mod notation;
mod percent;
pub mod pgn;
pub mod position;
pub mod progress;
mod query;
pub use query::QueryError;
pub mod converter;
pub mod read;
pub mod refusal;
pub mod replay;
pub mod result_code;
pub mod role;
pub mod san;
pub mod scoresheet;
pub mod settings;
pub mod spoken;
pub mod stored;
pub mod style;
pub mod write;
pub mod written_square;

pub use chess;
pub use language::{Language, UnknownLanguage};
pub use link_name::LinkName;
pub use notation::Notation;
pub use position::{FenError, Position};
pub use read::{read_move, Illegal, ReadError};
pub use role::Role;
pub use write::{write_move, Form, WriteOptions};
pub mod saved_runs;
