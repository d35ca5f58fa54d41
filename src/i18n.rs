//! UI strings from the Fluent files in `locales/`, one set of messages per UI language: the
//! files of `locales/<lang>/` (one per area: `app.ftl`, …), joined by `build.rs`.
//!
//! The files are read by [`ftl`], a small reader of the part of Fluent they use (the
//! `fluent-bundle` crate was about a tenth of the first load); its tests compare every message
//! with `fluent-bundle`.
//!
//! The files use a small part of Fluent, checked by the tests below: messages with `{ $var }`
//! placeables and select expressions on a variable (not nested), whose keys are names: words
//! (`[white]`, `[dama]`) or the plural categories `[one]` and `*[other]` only. No terms,
//! attributes, functions or number keys (speak-move alone nests one select in another).
//! Plural categories follow CLDR: `one` is exactly 1, except in French, where 0 is `one` as
//! well (so French `[one]` variants show the number); Portuguese follows European Portuguese.

#[cfg(test)]
mod first_load;
pub mod ftl;
pub mod msg;
#[cfg(test)]
mod notation_examples;

pub use msg::MessageId;

use escaque_core::settings::UiLanguage;
use ftl::{Arg, Messages};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// A part of a language's messages (`build.rs` cuts them): the first load's, and the later
/// part, which only the pages whose code is in a split chunk need (the drills, progress, the
/// teachers' pages, the course: their grader, builder, results and course files).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Part {
    First,
    Later,
}

/// The Fluent sources of each UI language, two split points each (`wasm_split`): the release
/// build (`pwa/wasm.js`) puts each in a wasm chunk of its own, so that the first load carries
/// the first part of the one language the app starts in, not seven languages and not the
/// messages of pages it does not show. [`load`] and [`load_later`] fetch them.
macro_rules! sources {
    ($($lang:ident: $source:ident and $later:ident from $code:literal,)*) => {
        $(
            #[wasm_split($source, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $source() -> Result<&'static str, SplitLoaderError> {
                Ok(include_str!(concat!(env!("OUT_DIR"), "/locales/", $code, ".ftl")))
            }

            #[wasm_split($later, wasm_split_path = ::leptos::wasm_split, fallible)]
            fn $later() -> Result<&'static str, SplitLoaderError> {
                Ok(include_str!(concat!(env!("OUT_DIR"), "/locales/", $code, "-later.ftl")))
            }
        )*

        async fn source(lang: UiLanguage, part: Part) -> Result<&'static str, SplitLoaderError> {
            match (lang, part) {
                $(
                    (UiLanguage::$lang, Part::First) => $source().await,
                    (UiLanguage::$lang, Part::Later) => $later().await,
                )*
            }
        }
    };
}

sources! {
    Es: source_es and later_es from "es",
    En: source_en and later_en from "en",
    Fr: source_fr and later_fr from "fr",
    De: source_de and later_de from "de",
    It: source_it and later_it from "it",
    Pt: source_pt and later_pt from "pt",
    Ca: source_ca and later_ca from "ca",
}

/// Natively (the tests) a split point is a plain call: the source is there at once.
#[cfg(not(target_family = "wasm"))]
fn source_now(lang: UiLanguage, part: Part) -> &'static str {
    use std::future::Future;
    use std::task::{Context, Poll, Waker};
    let mut future = std::pin::pin!(source(lang, part));
    match future
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(Ok(source)) => source,
        _ => unreachable!("off wasm, a split point is a plain call"),
    }
}

/// A language's messages, and whether its later part is read.
struct Bundle {
    messages: Messages,
    later: bool,
}

thread_local! {
    static BUNDLES: RefCell<HashMap<UiLanguage, Bundle>> = RefCell::new(HashMap::new());
    /// The language [`load`] made ready last: the UI's.
    static CURRENT: Cell<Option<UiLanguage>> = const { Cell::new(None) };
    /// Whether a page that needs the later part has been opened: a language loaded from then
    /// on gets its later part too, so that the page never shows a message id.
    static LATER_WANTED: Cell<bool> = const { Cell::new(false) };
}

fn parse(lang: UiLanguage, source: &str) -> Messages {
    // pt.ftl is European Portuguese, where 0 is plural ("0 resultados"); CLDR's "pt" (Brazil)
    // makes 0 singular.
    let plurals = match lang {
        UiLanguage::Pt => "pt-PT",
        other => other.code(),
    };
    Messages::parse(source, plurals)
}

/// Reads the first part of `lang`, once (a second reader of the same language, which fetched
/// it at the same time, finds it there).
fn read_first(lang: UiLanguage, source: &str) {
    BUNDLES.with(|cell| {
        cell.borrow_mut().entry(lang).or_insert_with(|| Bundle {
            messages: parse(lang, source),
            later: false,
        });
    });
}

/// Adds the later part of `lang`, once; its first part is read.
fn read_later(lang: UiLanguage, source: &str) {
    BUNDLES.with(|cell| {
        if let Some(bundle) = cell.borrow_mut().get_mut(&lang) {
            if !bundle.later {
                bundle.messages.add(source);
                bundle.later = true;
            }
        }
    });
}

fn has(lang: UiLanguage, part: Part) -> bool {
    BUNDLES.with(|cell| {
        cell.borrow()
            .get(&lang)
            .is_some_and(|b| part == Part::First || b.later)
    })
}

/// Makes the messages of `lang` ready for [`tr`]: the first time, fetches its chunk (the service
/// worker keeps it for offline use) and reads it; its later part too once a page has needed it
/// ([`load_later`]). Call it before the UI switches to `lang`. Fails when a chunk cannot be
/// fetched (no network, and not cached yet).
pub async fn load(lang: UiLanguage) -> Result<(), SplitLoaderError> {
    let later = LATER_WANTED.get();
    let first = async {
        if !has(lang, Part::First) {
            read_first(lang, source(lang, Part::First).await?);
        }
        Ok::<_, SplitLoaderError>(())
    };
    let later_source = async {
        match later && !has(lang, Part::Later) {
            true => source(lang, Part::Later).await.map(Some),
            false => Ok(None),
        }
    };
    // Both chunks at once.
    let (first, later_source) = futures::future::join(first, later_source).await;
    first?;
    if let Some(text) = later_source? {
        read_later(lang, text);
    }
    CURRENT.set(Some(lang));
    Ok(())
}

/// Makes the later part of the UI language's messages ready (see [`Part`]): a page whose code
/// comes in a split chunk awaits it with its code (`src/routes.rs`), before it is built. Fails
/// when the chunk cannot be fetched.
pub async fn load_later() -> Result<(), SplitLoaderError> {
    LATER_WANTED.set(true);
    // Before the start has loaded a language, the start's [`load`] now brings the later part.
    let Some(lang) = CURRENT.get() else {
        return Ok(());
    };
    if !has(lang, Part::Later) {
        read_later(lang, source(lang, Part::Later).await?);
    }
    Ok(())
}

/// The message `id` in `lang`, with arguments; the id itself if its part of the messages is not
/// loaded (see [`load_later`]). Arguments that are whole numbers are passed as numbers (for
/// plural forms).
pub fn tr_args(lang: UiLanguage, id: MessageId, args: &[(&str, &str)]) -> String {
    let id = id.id();
    #[cfg(not(target_family = "wasm"))]
    if !has(lang, Part::Later) {
        read_first(lang, source_now(lang, Part::First));
        read_later(lang, source_now(lang, Part::Later));
    }
    BUNDLES.with(|cell| {
        let bundles = cell.borrow();
        // In the browser a language is used after `load`; should one not be, any loaded
        // language is better than message ids.
        let Some(bundle) = bundles.get(&lang).or_else(|| bundles.values().next()) else {
            return id.to_string();
        };
        let bundle = &bundle.messages;
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|&(name, value)| {
                // Whole numbers go in as numbers, so that plural forms ("1 salto", "2 saltos") work.
                // Only text that is the number as written ("00", "+1" and "007" stay text).
                match value.parse::<i64>() {
                    Ok(number) if number.to_string() == value => (name, Arg::Number(number)),
                    _ => (name, Arg::Text(value)),
                }
            })
            .collect();
        bundle.format(id, &args).unwrap_or_else(|| id.to_string())
    })
}

/// The message `id` in `lang`.
pub fn tr(lang: UiLanguage, id: MessageId) -> String {
    tr_args(lang, id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;

    /// The rule of the cut between a language's two parts (build.rs includes the same file).
    mod parts {
        include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/i18n_parts.rs"));
    }
    use std::collections::{BTreeMap, BTreeSet};

    /// Every message of a language: its two parts joined.
    fn full_source(lang: UiLanguage) -> String {
        format!(
            "{}{}",
            source_now(lang, Part::First),
            source_now(lang, Part::Later)
        )
    }

    /// Each reason, headline and note of the grader has its own message, `reason-<code>` or
    /// `note-<code>` (the matches of `grading.rs`), with words in every language.
    #[test]
    fn every_grader_code_has_its_message_in_every_language() {
        use crate::words::grading::{headline_message, note_message, reason_message};
        use escaque_core::grade::{Headline, Note, ReasonCode};
        let codes = ReasonCode::ALL
            .iter()
            .map(|&c| (reason_message(c), format!("reason-{}", c.code())))
            .chain(
                Headline::ALL
                    .iter()
                    .map(|&h| (headline_message(h), format!("reason-{}", h.code()))),
            )
            .chain(
                Note::ALL
                    .iter()
                    .map(|&n| (note_message(n), format!("note-{}", n.code()))),
            );
        for (id, wanted) in codes {
            assert_eq!(id.id(), wanted);
            for lang in UiLanguage::ALL {
                let text = tr(lang, id);
                assert_ne!(text, wanted, "{wanted} is missing in {}", lang.code());
                assert!(
                    !text.trim().is_empty(),
                    "{wanted} is empty in {}",
                    lang.code()
                );
            }
        }
    }

    /// The message ids of a Fluent source.
    fn ids_of(source: &str) -> BTreeSet<String> {
        source
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && l.contains(" = "))
            .map(|l| l.split(" = ").next().unwrap().to_string())
            .collect()
    }

    /// Each message is in one part of its language, and the first part holds the first-load
    /// files (all but `LATER_FILES`: those only split pages need) and, from those, the
    /// first-load pages' messages (`nav-`, `home-`, `settings-`, `notice-`, the lessons'
    /// titles): the rule of `src/i18n_parts.rs`, which build.rs follows.
    #[test]
    fn each_message_is_in_one_part_and_the_first_load_has_its_own() {
        let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/locales"));
        for lang in UiLanguage::ALL {
            let code = lang.code();
            let first = ids_of(source_now(lang, Part::First));
            let later = ids_of(source_now(lang, Part::Later));
            assert!(first.is_disjoint(&later), "{code}: in both parts");
            assert!(
                first.contains(msg::APP_TITLE.id()) && first.contains(msg::SETTINGS_TITLE.id())
            );
            assert!(
                later.contains(msg::COURSE_TITLE.id())
                    && later.contains(msg::REASON_AMBIGUOUS.id())
            );
            for file in std::fs::read_dir(dir.join(code)).unwrap() {
                let path = file.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                let later_file = parts::LATER_FILES.contains(&name.as_str());
                for id in ids_of(&std::fs::read_to_string(&path).unwrap()) {
                    let first_load = !later_file || parts::is_first_load_message(&id);
                    let part = if first_load { &first } else { &later };
                    assert!(part.contains(&id), "{id} of locales/{code}/{name}");
                }
            }
        }
    }

    #[test]
    fn every_language_has_every_message() {
        let ids = |src: &str| -> Vec<String> {
            src.lines()
                .filter(|l| !l.starts_with(' ') && l.contains(" = "))
                .map(|l| l.split(" = ").next().unwrap().to_string())
                .collect()
        };
        let english = ids(&full_source(UiLanguage::En));
        for lang in UiLanguage::ALL {
            assert_eq!(ids(&full_source(lang)), english, "{}", lang.code());
        }
        for (lang, role, white, black) in [
            (UiLanguage::Es, "knight", "caballo blanco", "caballo negro"),
            (UiLanguage::En, "queen", "white queen", "black queen"),
            (UiLanguage::Fr, "bishop", "fou blanc", "fou noir"),
            (
                UiLanguage::De,
                "knight",
                "weißer Springer",
                "schwarzer Springer",
            ),
            (UiLanguage::It, "queen", "donna bianca", "donna nera"),
            (UiLanguage::Pt, "bishop", "bispo branco", "bispo preto"),
            (UiLanguage::Ca, "pawn", "peó blanc", "peó negre"),
        ] {
            assert_eq!(tr_args(lang, msg::PIECE_WHITE, &[("role", role)]), white);
            assert_eq!(tr_args(lang, msg::PIECE_BLACK, &[("role", role)]), black);
        }
    }

    /// What a message needs and offers: the variables it references (inside selectors too) and,
    /// for each variable it selects on, the keys of its variants; and whatever it uses beyond
    /// the subset of Fluent the app reads (see the module's documentation).
    #[derive(Default, Debug)]
    struct Shape {
        variables: BTreeSet<String>,
        selectors: BTreeMap<String, BTreeSet<String>>,
        beyond_subset: Vec<String>,
        nested_select: bool,
    }

    fn walk_pattern(pattern: &ast::Pattern<&str>, shape: &mut Shape, depth: usize) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                walk_expression(expression, shape, depth);
            }
        }
    }

    fn walk_expression(expression: &ast::Expression<&str>, shape: &mut Shape, depth: usize) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                shape.nested_select |= depth > 0;
                walk_inline(selector, shape, depth);
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = shape.selectors.entry(id.name.to_string()).or_default();
                    for variant in variants {
                        keys.insert(match &variant.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => {
                                shape.beyond_subset.push(format!("number key [{value}]"));
                                value.to_string()
                            }
                        });
                    }
                } else {
                    shape.beyond_subset.push(format!("selector {selector:?}"));
                }
                for key in ["zero", "two", "few", "many"] {
                    if shape.selectors.values().any(|keys| keys.contains(key)) {
                        shape.beyond_subset.push(format!("plural key [{key}]"));
                    }
                }
                for variant in variants {
                    walk_pattern(&variant.value, shape, depth + 1);
                }
            }
            ast::Expression::Inline(inline) => walk_inline(inline, shape, depth),
        }
    }

    fn walk_inline(inline: &ast::InlineExpression<&str>, shape: &mut Shape, depth: usize) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                shape.variables.insert(id.name.to_string());
            }
            // `{""}`, for a variant that says nothing.
            ast::InlineExpression::StringLiteral { value: "" } => {}
            ast::InlineExpression::Placeable { expression } => {
                shape.beyond_subset.push("nested placeable".into());
                walk_expression(expression, shape, depth);
            }
            other => shape.beyond_subset.push(format!("{other:?}")),
        }
    }

    /// Every message of a Fluent file and its shape; panics on a syntax error, a duplicate id,
    /// a term, an attribute or a message without a value.
    fn shapes(lang: UiLanguage) -> BTreeMap<String, Shape> {
        let code = lang.code();
        let source = full_source(lang);
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{code}.ftl does not parse: {errors:?}"));
        let mut messages = BTreeMap::new();
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name;
                    let value = message
                        .value
                        .as_ref()
                        .unwrap_or_else(|| panic!("{id} has no value in {code}.ftl"));
                    assert!(message.attributes.is_empty(), "{id} in {code}.ftl");
                    let mut shape = Shape::default();
                    walk_pattern(value, &mut shape, 0);
                    let previous = messages.insert(id.to_string(), shape);
                    assert!(previous.is_none(), "{id} twice in {code}.ftl");
                }
                ast::Entry::Comment(_)
                | ast::Entry::GroupComment(_)
                | ast::Entry::ResourceComment(_) => {}
                other => panic!("{code}.ftl has {other:?}"),
            }
        }
        messages
    }

    /// The variables whose value is a piece's name (`piece-lower`): a language may select on
    /// them for the name's gender (une dame, ein Turm), with the names as keys.
    const PIECE_NAME_VARIABLES: [&str; 3] = ["piece", "found", "written"];

    #[test]
    fn every_file_has_the_same_messages_variables_and_selector_keys() {
        let english = shapes(UiLanguage::En);
        // Every line that starts a message was read as one.
        let starts = full_source(UiLanguage::En)
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && l.contains(" = "))
            .count();
        assert_eq!(english.len(), starts);
        for lang in UiLanguage::ALL {
            let code = lang.code();
            let messages = shapes(lang);
            let missing: Vec<_> = english
                .keys()
                .filter(|id| !messages.contains_key(*id))
                .collect();
            let extra: Vec<_> = messages
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "missing in {code}.ftl: {missing:?}");
            assert!(extra.is_empty(), "only in {code}.ftl: {extra:?}");
            for (id, shape) in &messages {
                let source = &english[id];
                assert_eq!(
                    shape.variables, source.variables,
                    "variables of {id} in {code}.ftl"
                );
                let own: BTreeMap<_, _> = shape
                    .selectors
                    .iter()
                    .filter(|(variable, _)| !PIECE_NAME_VARIABLES.contains(&variable.as_str()))
                    .collect();
                let theirs: BTreeMap<_, _> = source.selectors.iter().collect();
                assert_eq!(own, theirs, "selector keys of {id} in {code}.ftl");
            }
        }
    }

    #[test]
    fn every_file_keeps_to_the_fluent_subset() {
        for lang in UiLanguage::ALL {
            for (id, shape) in shapes(lang) {
                let code = lang.code();
                assert!(
                    shape.beyond_subset.is_empty(),
                    "{id} in {code}.ftl uses {:?}",
                    shape.beyond_subset
                );
                // The one message with a select inside a variant (in the Spanish and English
                // files it came from): speak-move, the words of a move for speech.
                assert!(
                    !shape.nested_select || id == msg::SPEAK_MOVE.id(),
                    "{id} in {code}.ftl nests selects"
                );
                for (variable, keys) in &shape.selectors {
                    if keys.contains("one") {
                        assert_eq!(
                            keys.iter().map(String::as_str).collect::<Vec<_>>(),
                            ["one", "other"],
                            "plural keys of ${variable} in {id} in {code}.ftl"
                        );
                    }
                }
            }
        }
    }

    /// The keys an instruction names, with the word each stands for: "Keys C (claire) and
    /// F (foncée)" → [('C', "claire"), ('F', "foncée")].
    fn named_keys(text: &str) -> Vec<(char, String)> {
        text.match_indices(" (")
            .filter_map(|(at, _)| {
                let key = text[..at].chars().next_back()?;
                let before_key = text[..at].chars().nth_back(1);
                let word = text[at + 2..].split(')').next()?;
                (key.is_ascii_uppercase() && before_key == Some(' '))
                    .then(|| (key, word.to_string()))
            })
            .collect()
    }

    #[test]
    fn the_keys_each_drill_names_answer_what_its_buttons_say() {
        use escaque_core::drill::geometry::SquareColour;
        use escaque_core::drill::{Answer, Mode};
        for lang in UiLanguage::ALL {
            let code = lang.code();
            for (mode, intro, answers) in [
                (
                    Mode::Colour,
                    msg::DRILL_INTRO_COLOUR,
                    [
                        (msg::ANSWER_LIGHT, Answer::Colour(SquareColour::Light)),
                        (msg::ANSWER_DARK, Answer::Colour(SquareColour::Dark)),
                    ],
                ),
                (
                    Mode::Diagonal,
                    msg::DRILL_INTRO_DIAGONAL,
                    [
                        (msg::ANSWER_YES, Answer::YesNo(true)),
                        (msg::ANSWER_NO, Answer::YesNo(false)),
                    ],
                ),
            ] {
                let keys = named_keys(&tr(lang, intro));
                let intro = intro.id();
                assert_eq!(keys.len(), 2, "{intro} in {code}.ftl names {keys:?}");
                for ((key, word), (button, answer)) in keys.iter().zip(answers) {
                    let label = tr(lang, button);
                    // The key is the initial of the word in brackets, which is the button's.
                    assert_eq!(
                        word.to_lowercase(),
                        label.to_lowercase(),
                        "{intro} in {code}.ftl"
                    );
                    assert_eq!(
                        word.chars().next().map(|c| c.to_ascii_uppercase()),
                        Some(*key)
                    );
                    for typed in [key.to_string(), key.to_ascii_lowercase().to_string()] {
                        assert_eq!(
                            Answer::from_key(mode, &typed),
                            Some(answer.clone()),
                            "{typed} in the {intro} of {code}.ftl"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn selectors_on_a_piece_name_use_the_names_of_their_language() {
        let roles = ["king", "queen", "rook", "bishop", "knight", "pawn"];
        for lang in UiLanguage::ALL {
            let names: BTreeSet<String> = roles
                .iter()
                .map(|role| tr_args(lang, msg::PIECE_LOWER, &[("role", role)]))
                .collect();
            assert_eq!(names.len(), 6, "{}", lang.code());
            for (id, shape) in shapes(lang) {
                for variable in PIECE_NAME_VARIABLES {
                    for key in shape.selectors.get(variable).into_iter().flatten() {
                        assert!(
                            key == "other" || names.contains(key),
                            "{id} in {}.ftl selects on the piece name {key}",
                            lang.code()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn plural_and_gender_come_out_right() {
        let count = |lang, n: &str| tr_args(lang, msg::RESULTS_COUNT, &[("count", n)]);
        // No results yet (the class results page before anything is pasted): French says
        // "0 résultat" (0 is singular there), the others use the plural.
        for (lang, zero, one, many) in [
            (
                UiLanguage::Es,
                "0 resultados",
                "Un resultado",
                "2 resultados",
            ),
            (UiLanguage::En, "0 results", "One result", "2 results"),
            (UiLanguage::Fr, "0 résultat", "1 résultat", "2 résultats"),
            (
                UiLanguage::De,
                "0 Ergebnisse",
                "Ein Ergebnis",
                "2 Ergebnisse",
            ),
            (UiLanguage::It, "0 risultati", "Un risultato", "2 risultati"),
            (
                UiLanguage::Pt,
                "0 resultados",
                "Um resultado",
                "2 resultados",
            ),
            (UiLanguage::Ca, "0 resultats", "Un resultat", "2 resultats"),
        ] {
            assert_eq!(count(lang, "0"), zero);
            assert_eq!(count(lang, "1"), one);
            assert_eq!(count(lang, "2"), many);
            assert_eq!(count(lang, "21"), many.replace('2', "21"));
        }
        // A square of the heat map asked once: no "1 veces", "1 volte".
        for (lang, once, twice) in [
            (UiLanguage::Es, "e4: 1 vez, 0 %", "e4: 2 veces, 0 %"),
            (UiLanguage::En, "e4: asked once,", "e4: asked 2 times,"),
            (
                UiLanguage::Fr,
                "e4\u{a0}: demandée 1 fois,",
                "e4\u{a0}: demandée 2 fois,",
            ),
            (UiLanguage::De, "e4: einmal gefragt,", "e4: 2-mal gefragt,"),
            (
                UiLanguage::It,
                "e4: chiesta una volta,",
                "e4: chiesta 2 volte,",
            ),
            (
                UiLanguage::Pt,
                "e4: perguntada uma vez,",
                "e4: perguntada 2 vezes,",
            ),
            (
                UiLanguage::Ca,
                "e4: preguntada una vegada,",
                "e4: preguntada 2 vegades,",
            ),
        ] {
            let heat = |seen| {
                tr_args(
                    lang,
                    msg::PROGRESS_HEAT_SQUARE,
                    &[
                        ("square", "e4"),
                        ("seen", seen),
                        ("missed", "0"),
                        ("slow", "0"),
                    ],
                )
            };
            assert!(heat("1").starts_with(once), "{}", heat("1"));
            assert!(heat("2").starts_with(twice), "{}", heat("2"));
        }
        let piece = |lang, role: &str| tr_args(lang, msg::PIECE_LOWER, &[("role", role)]);
        let wrong_piece = |lang, found: &str, written: &str| {
            tr_args(
                lang,
                msg::REASON_ILLEGAL_WRONG_PIECE_ON_SOURCE,
                &[
                    ("square", "e4"),
                    ("found", &piece(lang, found)),
                    ("written", &piece(lang, written)),
                ],
            )
        };
        assert_eq!(
            wrong_piece(UiLanguage::Fr, "queen", "bishop"),
            "en e4 il n'y a pas de fou, mais une dame."
        );
        assert_eq!(
            wrong_piece(UiLanguage::De, "queen", "knight"),
            "auf e4 steht eine Dame, kein Springer."
        );
        assert_eq!(
            wrong_piece(UiLanguage::De, "rook", "queen"),
            "auf e4 steht ein Turm, keine Dame."
        );
        assert_eq!(
            wrong_piece(UiLanguage::It, "rook", "bishop"),
            "in e4 non c'è un alfiere, ma una torre."
        );
        assert_eq!(
            wrong_piece(UiLanguage::Pt, "knight", "queen"),
            "em e4 não há uma dama, mas um cavalo."
        );
        assert_eq!(
            wrong_piece(UiLanguage::Ca, "rook", "knight"),
            "a e4 no hi ha cap cavall, sinó una torre."
        );
        let cannot_reach = |lang, role| {
            tr_args(
                lang,
                msg::REASON_ILLEGAL_CANNOT_REACH,
                &[("piece", &piece(lang, role)), ("square", "f3")],
            )
        };
        assert_eq!(
            cannot_reach(UiLanguage::De, "queen"),
            "keine Dame kann nach f3 ziehen."
        );
        assert_eq!(
            cannot_reach(UiLanguage::It, "knight"),
            "nessun cavallo può andare in f3."
        );
        assert_eq!(
            cannot_reach(UiLanguage::Pt, "rook"),
            "nenhuma torre pode ir para f3."
        );
        assert_eq!(
            cannot_reach(UiLanguage::Es, "queen"),
            "ninguna dama puede ir a f3."
        );
        assert_eq!(
            cannot_reach(UiLanguage::Es, "bishop"),
            "ningún alfil puede ir a f3."
        );
        assert_eq!(
            cannot_reach(UiLanguage::Fr, "rook"),
            "aucune tour ne peut aller en f3."
        );
    }

    /// Every message of every language (its files in `locales/<lang>/`, joined), with many
    /// argument values, formats as `fluent-bundle` (the reference implementation, a
    /// dev-dependency only) formats it.
    #[test]
    fn every_message_formats_as_fluent_bundle_does() {
        use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
        const VALUES: [&str; 18] = [
            "0", "1", "2", "5", "21", "-1", "+3", "king", "queen", "pawn", "light", "dark", "yes",
            "no", "one", "other", "e4", "",
        ];
        let mut files = 0;
        for lang in UiLanguage::ALL {
            files += 1;
            let source = full_source(lang);
            let code = lang.code();
            let path = std::path::PathBuf::from(format!("locales/{code}/"));
            let ours = Messages::parse(&source, code);
            let resource = FluentResource::try_new(source.clone()).expect("valid Fluent");
            let ids: Vec<String> = resource
                .entries()
                .filter_map(|e| match e {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                    _ => None,
                })
                .collect();
            let mut theirs = FluentBundle::new(vec![code.parse().unwrap()]);
            theirs.set_use_isolating(false);
            theirs.add_resource(resource).unwrap();
            // Each variable name once (a message's arguments have distinct names).
            let names: std::collections::BTreeSet<&str> = source
                .split('$')
                .skip(1)
                .map(|rest| {
                    let end = rest
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                        .unwrap_or(rest.len());
                    &rest[..end]
                })
                .collect();
            let names: Vec<&str> = names.into_iter().collect();
            assert!(ids.len() > 10, "{}", path.display());
            for id in &ids {
                // Every variable the same value, then each variable its own (rotating).
                let mut cases: Vec<Vec<(&str, &str)>> = VALUES
                    .iter()
                    .map(|v| names.iter().map(|n| (*n, *v)).collect())
                    .collect();
                cases.push(
                    names
                        .iter()
                        .enumerate()
                        .map(|(i, n)| (*n, VALUES[i % VALUES.len()]))
                        .collect(),
                );
                for args in cases {
                    let mut fluent_args = FluentArgs::new();
                    let mut our_args = Vec::new();
                    for &(name, value) in &args {
                        match value.parse::<i64>() {
                            Ok(n) if !value.starts_with('+') => {
                                fluent_args.set(name, n);
                                our_args.push((name, Arg::Number(n)));
                            }
                            _ => {
                                fluent_args.set(name, value.to_string());
                                our_args.push((name, Arg::Text(value)));
                            }
                        }
                    }
                    let pattern = theirs.get_message(id).and_then(|m| m.value());
                    let expected = pattern.map(|p| {
                        theirs
                            .format_pattern(p, Some(&fluent_args), &mut Vec::new())
                            .into_owned()
                    });
                    assert_eq!(
                        ours.format(id, &our_args),
                        expected,
                        "{}: {id} with {args:?}",
                        path.display()
                    );
                }
            }
        }
        assert_eq!(files, UiLanguage::ALL.len());
    }

    /// Every language's folder has the same Fluent files (one per area), and no other folder
    /// or file is in `locales/`.
    #[test]
    fn every_language_has_the_same_files() {
        let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/locales"));
        let files = |code: &str| -> Vec<String> {
            let mut names: Vec<String> = std::fs::read_dir(dir.join(code))
                .unwrap_or_else(|e| panic!("locales/{code}/: {e}"))
                .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        let english = files("en");
        assert!(english.contains(&"app.ftl".to_string()));
        assert!(english.iter().all(|f| f.ends_with(".ftl")), "{english:?}");
        for lang in UiLanguage::ALL {
            assert_eq!(files(lang.code()), english, "locales/{}/", lang.code());
        }
        let mut entries: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        entries.sort();
        let mut codes: Vec<String> = UiLanguage::ALL
            .iter()
            .map(|l| l.code().to_string())
            .collect();
        codes.sort();
        assert_eq!(entries, codes, "locales/ holds one folder per UI language");
    }
}
