//! Reusable components, one per file (a drill's parts in `drill/`).
pub mod board;
pub mod class_view;
pub mod content_status;
pub mod diagram;
pub mod drill;
pub mod errors;
pub mod later;
pub mod link_error;
pub mod load_failed;
pub mod made_drills;
pub mod nav;
pub mod notice;
pub mod piece;
pub mod prompt_preview;
pub mod qr;
pub mod share_box;
pub mod update_notice;
