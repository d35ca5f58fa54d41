//! Pages, one per route.
pub mod drill;
pub mod home;
pub mod progress;
pub mod settings;
