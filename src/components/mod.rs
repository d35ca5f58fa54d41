//! Reusable components, one per file (a drill's parts in `drill/`).
pub mod board;
pub mod drill;
pub mod link_error;
pub mod nav;
pub mod notice;
pub mod piece;
pub mod update_notice;
