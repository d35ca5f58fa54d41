//! UI strings from the Fluent files in `locales/`, one set of messages per UI language.
//!
//! The files are read by [`ftl`], a small reader of the part of Fluent they use (the
//! `fluent-bundle` crate was about a tenth of the first load); its tests compare every message
//! with `fluent-bundle`.

pub mod ftl;

use escaque_core::settings::UiLanguage;
use ftl::{Arg, Messages};
use std::cell::RefCell;
use std::collections::HashMap;

const ES: &str = include_str!("../locales/es.ftl");
const EN: &str = include_str!("../locales/en.ftl");

thread_local! {
    static BUNDLES: RefCell<HashMap<UiLanguage, Messages>> = RefCell::new(HashMap::new());
}

fn bundle(lang: UiLanguage) -> Messages {
    let source = match lang {
        UiLanguage::Es => ES,
        UiLanguage::En => EN,
    };
    Messages::parse(source, lang.code())
}

/// The message `id` in `lang`, with arguments; the id itself if the message is missing.
/// Arguments that are whole numbers are passed as numbers (for plural forms).
pub fn tr_args(lang: UiLanguage, id: &str, args: &[(&str, &str)]) -> String {
    BUNDLES.with(|cell| {
        let mut bundles = cell.borrow_mut();
        let bundle = bundles.entry(lang).or_insert_with(|| bundle(lang));
        let args: Vec<(&str, Arg)> = args
            .iter()
            .map(|&(name, value)| {
                // Whole numbers go in as numbers, so that plural forms ("1 salto", "2 saltos") work.
                match value.parse::<i64>() {
                    Ok(number) if !value.starts_with('+') => (name, Arg::Number(number)),
                    _ => (name, Arg::Text(value)),
                }
            })
            .collect();
        bundle.format(id, &args).unwrap_or_else(|| id.to_string())
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

    /// Every message of every file in `locales/`, with many argument values, formats as
    /// `fluent-bundle` (the reference implementation, a dev-dependency only) formats it.
    #[test]
    fn every_message_formats_as_fluent_bundle_does() {
        use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
        const VALUES: [&str; 18] = [
            "0", "1", "2", "5", "21", "-1", "+3", "king", "queen", "pawn", "light", "dark", "yes",
            "no", "one", "other", "e4", "",
        ];
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/locales");
        let mut files = 0;
        for file in std::fs::read_dir(dir).unwrap() {
            let path = file.unwrap().path();
            if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            files += 1;
            let source = std::fs::read_to_string(&path).unwrap();
            let code: &'static str = Box::leak(
                path.file_stem()
                    .unwrap()
                    .to_str()
                    .unwrap()
                    .to_string()
                    .into(),
            );
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
        assert!(files >= 2);
    }
}
