//! The converter page's work, kept on the device as the builder's draft is: the pasted text and
//! the options chosen (the notation read, the one written, long form), so that a reload, Back
//! or a visit tomorrow finds them as they were left; and the file its result is saved as.
//!
//! ```
//! use escaque_core::converter::ConverterDraft;
//! use escaque_core::notation::Output;
//! use escaque_core::stored::{decode, encode};
//! use escaque_core::Notation;
//! let draft = ConverterDraft {
//!     text: "1.e4 e5 2.Cf3".into(),
//!     from: Some(Notation::Algebraic(escaque_core::Language::Es).code().into()),
//!     to: "pgn".into(),
//!     long: false,
//! };
//! assert_eq!(decode::<ConverterDraft>(Some(&encode(&draft))).value, draft);
//! assert_eq!(draft.to(), Some("pgn".parse::<Output>().unwrap()));
//! assert_eq!(draft.file_extension(), "pgn");
//! ```

use crate::notation::Output;
use crate::pgn::Target;
use crate::stored::Versioned;
use crate::Notation;
use serde::{Deserialize, Serialize};

/// The converter's fields, as left (`escaque.converter`). Options are kept by their codes
/// ([`Notation::code`], [`Output::code`]); one a later version no longer knows reads as unset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConverterDraft {
    /// The pasted games.
    pub text: String,
    /// The notation they are read in (`None`: detected).
    pub from: Option<String>,
    /// What they are written as (empty: the page's default, the user's notation).
    pub to: String,
    /// Long algebraic (`Cg1-f3`).
    pub long: bool,
}

impl Versioned for ConverterDraft {
    const KEY: &'static str = "converter";
    const VERSION: u32 = 1;
    // No merge: one whole form, the latest edit wins (as the builder's draft).
}

impl ConverterDraft {
    /// The notation chosen to read, when one was and it still reads.
    pub fn from(&self) -> Option<Notation> {
        self.from.as_deref()?.parse().ok()
    }

    /// What the games are written as, when it was chosen and still reads.
    pub fn to(&self) -> Option<Output> {
        self.to.parse().ok()
    }

    /// The extension of the file the result is saved as: `pgn` for PGN, else `txt`.
    pub fn file_extension(&self) -> &'static str {
        match self.to() {
            Some(Output::Target(Target::Pgn)) => "pgn",
            _ => "txt",
        }
    }
}
