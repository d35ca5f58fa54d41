//! The parts of a drill page: the run, its prompt, answer keys, options and summary.
pub mod answers;
pub mod fen;
pub mod game_sheet;
pub mod options;
pub mod result_box;
pub mod run;
pub mod summary;
pub mod texts;
