//! UI strings from the Fluent files in `locales/`, one bundle per UI language, each built the
//! first time its language is asked for.

use escaque_core::settings::UiLanguage;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use std::cell::RefCell;
use std::collections::HashMap;

/// The Fluent source of a UI language.
fn source(lang: UiLanguage) -> &'static str {
    match lang {
        UiLanguage::Es => include_str!("../locales/es.ftl"),
        UiLanguage::En => include_str!("../locales/en.ftl"),
        UiLanguage::Fr => include_str!("../locales/fr.ftl"),
        UiLanguage::De => include_str!("../locales/de.ftl"),
        UiLanguage::It => include_str!("../locales/it.ftl"),
        UiLanguage::Pt => include_str!("../locales/pt.ftl"),
        UiLanguage::Ca => include_str!("../locales/ca.ftl"),
    }
}

thread_local! {
    static BUNDLES: RefCell<HashMap<UiLanguage, FluentBundle<FluentResource>>> = RefCell::new(HashMap::new());
}

fn bundle(lang: UiLanguage) -> FluentBundle<FluentResource> {
    // The plural rules (`[one]`, `*[other]`) come from the bundle's locale.
    let id = match lang {
        UiLanguage::Es => unic_langid::langid!("es"),
        UiLanguage::En => unic_langid::langid!("en"),
        UiLanguage::Fr => unic_langid::langid!("fr"),
        UiLanguage::De => unic_langid::langid!("de"),
        UiLanguage::It => unic_langid::langid!("it"),
        UiLanguage::Pt => unic_langid::langid!("pt"),
        UiLanguage::Ca => unic_langid::langid!("ca"),
    };
    let resource =
        FluentResource::try_new(source(lang).to_string()).unwrap_or_else(|(res, _)| res);
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
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

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
    fn every_language_has_every_message() {
        let ids = |src: &str| -> Vec<String> {
            src.lines()
                .filter(|l| !l.starts_with(' ') && l.contains(" = "))
                .map(|l| l.split(" = ").next().unwrap().to_string())
                .collect()
        };
        let english = ids(source(UiLanguage::En));
        for lang in UiLanguage::ALL {
            assert_eq!(ids(source(lang)), english, "{}", lang.code());
        }
        for (lang, role, white, black) in [
            (UiLanguage::Es, "knight", "caballo blanco", "caballo negro"),
            (UiLanguage::En, "queen", "white queen", "black queen"),
            (UiLanguage::Fr, "bishop", "fou blanc", "fou noir"),
            (UiLanguage::De, "knight", "weißer Springer", "schwarzer Springer"),
            (UiLanguage::It, "queen", "donna bianca", "donna nera"),
            (UiLanguage::Pt, "bishop", "bispo branco", "bispo preto"),
            (UiLanguage::Ca, "pawn", "peó blanc", "peó negre"),
        ] {
            assert_eq!(tr_args(lang, "piece-white", &[("role", role)]), white);
            assert_eq!(tr_args(lang, "piece-black", &[("role", role)]), black);
        }
    }

    /// What a message needs and offers: the variables it references (inside selectors too) and,
    /// for each variable it selects on, the keys of its variants.
    #[derive(Default, Debug)]
    struct Shape {
        variables: BTreeSet<String>,
        selectors: BTreeMap<String, BTreeSet<String>>,
    }

    fn walk_pattern(pattern: &ast::Pattern<&str>, shape: &mut Shape) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                walk_expression(expression, shape);
            }
        }
    }

    fn walk_expression(expression: &ast::Expression<&str>, shape: &mut Shape) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                walk_inline(selector, shape);
                if let ast::InlineExpression::VariableReference { id } = selector {
                    let keys = shape.selectors.entry(id.name.to_string()).or_default();
                    for variant in variants {
                        keys.insert(match &variant.key {
                            ast::VariantKey::Identifier { name } => name.to_string(),
                            ast::VariantKey::NumberLiteral { value } => value.to_string(),
                        });
                    }
                }
                for variant in variants {
                    walk_pattern(&variant.value, shape);
                }
            }
            ast::Expression::Inline(inline) => walk_inline(inline, shape),
        }
    }

    fn walk_inline(inline: &ast::InlineExpression<&str>, shape: &mut Shape) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                shape.variables.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => walk_expression(expression, shape),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    walk_inline(argument, shape);
                }
                for argument in &arguments.named {
                    walk_inline(&argument.value, shape);
                }
            }
            _ => {}
        }
    }

    /// Every message of a Fluent file and its shape; panics on a syntax error, a duplicate id,
    /// a term, an attribute or a message without a value.
    fn shapes(lang: UiLanguage) -> BTreeMap<String, Shape> {
        let code = lang.code();
        let resource = fluent_syntax::parser::parse(source(lang)).unwrap_or_else(|(_, errors)| {
            panic!("{code}.ftl does not parse: {errors:?}")
        });
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
                    walk_pattern(value, &mut shape);
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

    #[test]
    fn every_file_parses_with_the_same_messages_variables_and_selector_keys() {
        let english = shapes(UiLanguage::En);
        assert!(english.len() > 400, "{} messages", english.len());
        for lang in UiLanguage::ALL {
            let code = lang.code();
            let messages = shapes(lang);
            let missing: Vec<_> = english.keys().filter(|id| !messages.contains_key(*id)).collect();
            let extra: Vec<_> = messages.keys().filter(|id| !english.contains_key(*id)).collect();
            assert!(missing.is_empty(), "missing in {code}.ftl: {missing:?}");
            assert!(extra.is_empty(), "only in {code}.ftl: {extra:?}");
            for (id, shape) in &messages {
                let source = &english[id];
                assert_eq!(shape.variables, source.variables, "variables of {id} in {code}.ftl");
                // Every selection of the English text is kept with its keys; a language may
                // select more (a gender, by the name of a piece).
                for (variable, keys) in &source.selectors {
                    let own = shape.selectors.get(variable);
                    assert!(
                        own.is_some_and(|own| own.is_superset(keys)),
                        "{id} in {code}.ftl selects on ${variable} with {own:?}, not {keys:?}"
                    );
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
                .map(|role| tr_args(lang, "piece-lower", &[("role", role)]))
                .collect();
            assert_eq!(names.len(), 6, "{}", lang.code());
            for (id, shape) in shapes(lang) {
                for variable in ["piece", "found", "written"] {
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
        let count = |lang, n: &str| tr_args(lang, "results-count", &[("count", n)]);
        for (lang, one, many) in [
            (UiLanguage::Fr, "Un résultat", "2 résultats"),
            (UiLanguage::De, "Ein Ergebnis", "2 Ergebnisse"),
            (UiLanguage::It, "Un risultato", "2 risultati"),
            (UiLanguage::Pt, "Um resultado", "2 resultados"),
            (UiLanguage::Ca, "Un resultat", "2 resultats"),
        ] {
            assert_eq!(count(lang, "1"), one);
            assert_eq!(count(lang, "2"), many);
        }
        let piece = |lang, role| tr_args(lang, "piece-lower", &[("role", role)]);
        let wrong_piece = |lang, found: &str, written: &str| {
            tr_args(
                lang,
                "reason-illegal_wrong_piece_on_source",
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
                "reason-illegal_cannot_reach",
                &[("piece", &piece(lang, role)), ("square", "f3")],
            )
        };
        assert_eq!(
            cannot_reach(UiLanguage::De, "queen"),
            "keine Dame kann f3 erreichen."
        );
        assert_eq!(
            cannot_reach(UiLanguage::It, "knight"),
            "nessun cavallo può arrivare in f3."
        );
        assert_eq!(
            cannot_reach(UiLanguage::Pt, "rook"),
            "nenhuma torre pode chegar a f3."
        );
    }
}
