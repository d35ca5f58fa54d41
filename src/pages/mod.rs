//! Pages, one per route.
pub mod home;
pub mod settings;
