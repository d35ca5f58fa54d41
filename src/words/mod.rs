//! The words of the UI: text for the user built from the core's data and the UI language,
//! one module per kind of text. Plain functions (no signals), tested natively; every message
//! named by its constant ([`crate::i18n::msg`]).
//!
//! - [`drills`]: a drill mode's name and what to do in it.
//! - [`errors`]: the core's errors, located (a FEN, a game's move, a teacher's line, a link).
//! - [`grading`]: the grader's verdict: the canonical answer, its notes, a wrong answer's reason.
//! - [`lessons`]: a lesson's title.
//! - [`pieces`]: pieces and squares: a piece's name, a square's accessible name.
//! - [`refusals`]: why the board refused a try.
//! - [`results`]: a result's drill as the class results name it.
//! - [`settings`]: the settings' choices.

pub mod drills;
pub mod errors;
pub mod grading;
pub mod lessons;
pub mod pieces;
pub mod refusals;
pub mod results;
pub mod settings;
