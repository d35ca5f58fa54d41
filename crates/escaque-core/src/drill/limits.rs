//! The limits of a drill link: shared by the link's reader ([`super::spec`]) and the teacher's
//! content ([`super::content`]), kept here so that neither depends on the other for them
//! (content is below spec: spec reads content, never the other way).

/// The longest query accepted (teacher content included); longer text is refused unread.
pub const MAX_QUERY_LENGTH: usize = 4096;

/// The fewest prompts of an untimed run.
pub const MIN_PROMPTS: u8 = 1;

/// The most prompts of an untimed run.
pub const MAX_PROMPTS: u8 = 100;

/// The prompts of an untimed run when the link says nothing.
pub const DEFAULT_PROMPTS: u8 = 20;

/// The numbers of questions a drill's length menu offers (the times of
/// [`TIMED_SECONDS`] besides): from a five-question warm-up to a long practice.
pub const MENU_COUNTS: [u8; 4] = [5, 10, 20, 50];

/// The timed runs a link may ask for, in seconds.
pub const TIMED_SECONDS: [u8; 2] = [30, 60];

/// The largest seed a link may carry (nine digits).
pub const MAX_SEED: u32 = 999_999_999;

/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 80;

/// The fewest squares a square drill asks about.
pub const MIN_AREA_SQUARES: usize = 2;
