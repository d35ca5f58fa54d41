//! Pages, one per route.
pub mod builder;
pub mod convert;
pub mod drill;
pub mod home;
pub mod learn;
pub mod lesson;
pub mod progress;
pub mod result;
pub mod results;
pub mod settings;
pub mod worksheet;
