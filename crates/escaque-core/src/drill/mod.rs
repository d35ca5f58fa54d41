//! Drills: a [`DrillSpec`] (what to ask, how, for how long; also the drill's link) and a
//! [`Drill`] (the run: prompts, answers, verdicts, score, streaks, timings).
//!
//! Everything here is plain data and deterministic: the same spec and seed give the same
//! prompts natively and in wasm. The app renders a drill and forwards input; it decides nothing:
//! what the screen shows, step by step, is [`DrillScreen`]'s.

pub mod content;
pub mod draft;
pub mod error;
pub mod fen;
pub mod fen_error;
pub mod fit;
pub mod geometry;
pub mod limits;
pub mod moves;
pub mod prompt;
pub mod rng;
pub mod screen;
pub mod session;
pub mod spec;
pub mod squares;
pub mod weights;

pub use error::DrillError;
pub use moves::ShownGame;
pub use prompt::{Answer, AnswerError, Expected, Prompt};
pub use screen::{DrillScreen, Phase, Shown};
pub use session::{rounded_percent, Attempt, Drill, Score, Setup};
pub use spec::{
    Area, DrillKind, DrillSpec, GameDrill, GameInput, GameSide, Length, Mode, MoveDrill, MoveForm,
    OrientationChoice, Personal, PromptCount, Seed, SpecError, SquareDrill, TimeLimit, Title,
};
