// Which UI messages come in the first load and which in a language's later chunk: read by
// build.rs (which cuts the Fluent files) and by src/i18n.rs's tests (which check the cut), so
// the rule is written once. Plain Rust with no imports: build.rs `include!`s it.

/// The Fluent files whose messages only pages outside the main module need (the drills,
/// progress, the teachers' pages, the course: their code comes in split chunks, `src/pages.txt`).
/// They come in a second source per language, `$OUT_DIR/locales/<lang>-later.ftl`, which
/// `src/i18n.rs` puts in a wasm chunk of its own and each such page awaits with its code; every
/// other file (a new one too) is in the first load, `$OUT_DIR/locales/<lang>.ftl`.
pub const LATER_FILES: [&str; 7] = [
    "builder.ftl",
    "course.ftl",
    "grader.ftl",
    "results.ftl",
    "policy.ftl",
    "runs.ftl",
    "teacher.ftl",
];

/// The first-load pages' messages are named by their page or part: the header (`nav-*`), the
/// home page (`home-*`), the settings (`settings-*`) and the notices (`notice-*`, shown by the
/// header's notice bar on any page). Wherever their file, they come in the first load.
pub const FIRST_LOAD_PREFIXES: [&str; 4] = ["nav-", "home-", "settings-", "notice-"];

/// Whether message `id` of a later file comes in the first load all the same: a first-load
/// page's (by its prefix), or a lesson's title (`lesson-<id>-title`), which the home page's
/// "continue: lesson N, <title>" names.
pub fn is_first_load_message(id: &str) -> bool {
    FIRST_LOAD_PREFIXES.iter().any(|p| id.starts_with(p))
        || (id.starts_with("lesson-") && id.ends_with("-title"))
}
