//! What the teacher gave the results page, kept on the device: a reload (or a visit tomorrow)
//! finds the pasted results and the drill link as they were left.
//!
//! ```
//! use escaque_core::result_code::PastedResults;
//! use escaque_core::stored::{decode, encode};
//! let pasted = PastedResults { codes: "Ana: 1AKQ6-…".into(), drill: "/drill/find?v=1&n=3&seed=7".into() };
//! let text = encode(&pasted);
//! assert!(text.starts_with(r#"{"version":1,"codes":"#));
//! assert_eq!(decode::<PastedResults>(Some(&text)).value, pasted);
//! ```

use crate::stored::Versioned;
use serde::{Deserialize, Serialize};

/// The results page's two fields, as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastedResults {
    /// The pasted lines (codes, result links, names).
    pub codes: String,
    /// The drill link.
    pub drill: String,
}

impl Versioned for PastedResults {
    const KEY: &'static str = "results-pasted";
    const VERSION: u32 = 1;
    // No merge: one whole text, the latest edit wins (as a draft).
}
