//! Reusable components, one per file.
pub mod board;
pub mod nav;
pub mod notice;
pub mod piece;
pub mod update_notice;
