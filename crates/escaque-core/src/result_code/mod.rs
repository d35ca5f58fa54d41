//! Result codes: the short code a student sends back after a drill opened from a link, the
//! result link that carries it with the student's name, and the class table a teacher gets
//! from many of them.
//!
//! A code is a string of Crockford base32 digits (`0–9 A–Z` without `I L O U`; read in any
//! case, `I L` as `1`, `O` as `0`, hyphens and spaces skipped), written in hyphenated groups of
//! four or five. Its bits, most significant first, in version 1 (a run that went to its end)
//! and version 2 (a run the student stopped early):
//!
//! ```text
//! version    5 bits   1 or 2: the first character
//! drill     25 bits   DrillId: FNV-1a of the drill's link, folded (see DrillId)
//! day       16 bits   days since 1970-01-01 (up to 2149-06-06)
//! seconds   16 bits   total time, at most 65535
//! attempted 10 bits   answers, 0 to 1000
//! total     10 bits   version 2 only: the drill's questions (attempted to 1000), 0 for a
//!                     timed drill
//! mistakes   1 bit for each of the first min(attempted, 100) prompts: set when missed
//! right     10 bits   only when attempted > 100; otherwise attempted minus the mistakes
//! padding   zero bits to a whole character
//! check      2 characters: the value of the characters before them mod 1021
//! ```
//!
//! The check catches every mistyped character and every swap of two neighbouring characters
//! (see `crockford`'s docs for why, and `tests/result_codes.rs` for the exhaustive proof on
//! real codes). A code is not tamper-proof: anyone who reads this can make one.
//!
//! ```
//! use escaque_core::result_code::{DrillId, ResultCode, ResultCodeError};
//! let drill = DrillId::of_link("v=1&mode=find&n=5&seed=7");
//! let code = ResultCode::new(drill, &[true, true, false, true, true], 83, 20_000).unwrap();
//! let text = code.to_string();
//! assert_eq!(code.compact().len(), 18); // 77 bits in 16 characters, then the check
//! assert_eq!(text.len(), 21); // groups of 5, 5, 4, 4
//! let read: ResultCode = text.to_lowercase().replace('1', "l").parse().unwrap();
//! assert_eq!(read, code);
//! assert_eq!((read.score().right, read.score().attempted, read.accuracy_percent()), (4, 5, 80));
//! assert_eq!(read.mistakes().collect::<Vec<_>>(), [2]);
//! assert_eq!(read.date().to_string(), "2024-10-04");
//! let mut typo = code.compact().into_bytes();
//! typo[9] = if typo[9] == b'7' { b'8' } else { b'7' };
//! let typo = String::from_utf8(typo).unwrap();
//! assert_eq!(typo.parse::<ResultCode>(), Err(ResultCodeError::ChecksumMismatch));
//! ```

mod chat;
mod class;
mod code;
mod crockford;
mod csv;
mod date;
mod drill_id;
mod link;
mod paste;
mod pasted;
mod run;
mod table;

pub use chat::{chat_line, ChatLine};
pub use class::{
    class_misses, class_results, made_drills_of, read_drill_link, results_query_drill,
    ClassResults, ClassRow, DrillLinkError, KnownDrill, NamedMisses, PromptMisses, Skipped,
};
pub use code::{
    Ending, ResultCode, ResultCodeError, Standing, CODE_VERSION, MAX_ANSWERS, MAX_DAY, MAX_LISTED,
    MAX_SECONDS, STOPPED_VERSION,
};
pub use csv::{cell_text, class_csv, Separator, BOM, CSV_COLUMNS, CSV_HEADER};
pub use date::Date;
pub use drill_id::{BadDrillId, DrillId, DRILL_ID_BITS};
pub use link::{NameError, ResultLink, ResultLinkError, MAX_NAME_CHARS, MAX_RESULT_QUERY_LENGTH};
pub use paste::{read_pasted, PasteError, PastedLine};
pub use pasted::PastedResults;
pub use table::{sort_rows, Column};
