//! Constructed examples: positions written for the library where real games give too few
//! moves of a kind. Each row is (focus set, FEN, move in UCI); the build checks that every
//! move is legal and has its feature.

use super::focus::Focus;

/// The constructed examples.
pub(crate) const CONSTRUCTED: &[(Focus, &str, &str)] = &[];
