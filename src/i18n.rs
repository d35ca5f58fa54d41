//! UI strings from the Fluent files in `locales/`, one bundle per UI language.

use escaque_core::settings::UiLanguage;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use std::cell::RefCell;
use std::collections::HashMap;

const ES: &str = include_str!("../locales/es.ftl");
const EN: &str = include_str!("../locales/en.ftl");

thread_local! {
    static BUNDLES: RefCell<HashMap<UiLanguage, FluentBundle<FluentResource>>> = RefCell::new(HashMap::new());
}

fn bundle(lang: UiLanguage) -> FluentBundle<FluentResource> {
    let (source, id) = match lang {
        UiLanguage::Es => (ES, unic_langid::langid!("es")),
        UiLanguage::En => (EN, unic_langid::langid!("en")),
    };
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    // A duplicate message id is a bug in the .ftl file; the first one wins.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The message `id` in `lang`, with arguments; the id itself if the message is missing.
/// Arguments that are whole numbers are passed as numbers (for plural forms).
pub fn tr_args(lang: UiLanguage, id: &str, args: &[(&str, &str)]) -> String {
    BUNDLES.with(|cell| {
        let mut bundles = cell.borrow_mut();
        let bundle = bundles.entry(lang).or_insert_with(|| bundle(lang));
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            // Whole numbers go in as numbers, so that plural forms ("1 salto", "2 saltos") work.
            match value.parse::<i64>() {
                Ok(number) if !value.starts_with('+') => fluent_args.set(*name, number),
                _ => fluent_args.set(*name, value.to_string()),
            }
        }
        let mut errors = Vec::new();
        bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    })
}

/// The message `id` in `lang`.
pub fn tr(lang: UiLanguage, id: &str) -> String {
    tr_args(lang, id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grader_code_has_a_message_in_every_language() {
        use escaque_core::grade::{Note, Reason};
        let codes = Reason::CODES
            .iter()
            .chain(Reason::DETAIL_CODES.iter())
            .map(|c| format!("reason-{c}"))
            .chain(Note::ALL.iter().map(|n| format!("note-{}", n.code())));
        for id in codes {
            for lang in UiLanguage::ALL {
                let text = tr(lang, &id);
                assert_ne!(text, id, "{id} is missing in {}", lang.code());
                assert!(!text.trim().is_empty(), "{id} is empty in {}", lang.code());
            }
        }
    }

    #[test]
    fn both_languages_have_every_message() {
        let ids = |src: &str| -> Vec<String> {
            src.lines()
                .filter(|l| !l.starts_with(' ') && l.contains(" = "))
                .map(|l| l.split(" = ").next().unwrap().to_string())
                .collect()
        };
        assert_eq!(ids(ES), ids(EN));
        assert_eq!(
            tr_args(UiLanguage::Es, "piece-white", &[("role", "knight")]),
            "caballo blanco"
        );
        assert_eq!(
            tr_args(UiLanguage::En, "piece-black", &[("role", "queen")]),
            "black queen"
        );
    }
}
