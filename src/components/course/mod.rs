//! The course's pieces: a lesson's steps, its practice, their words.
pub mod practice;
pub mod steps;
pub mod texts;
