//! Tests that the notation examples in a language's messages (`Cg1f3`, `2.Sf3…`, `e8=D`) are
//! written with that language's piece letters, the core's table ([`Language::letter`]): a
//! French student shown `Nf3` as "the long form" learns the wrong letter.
//!
//! An example is found by its shape (see [`example_letters`]); the few messages that show
//! another language's letters on purpose are named in [`FOREIGN_LETTERS_ON_PURPOSE`].

use super::{source_now, Part};
use crate::i18n::msg;
use escaque_core::settings::UiLanguage;
use escaque_core::{Language, Role};
use fluent_syntax::ast;
use std::collections::BTreeSet;

/// Messages whose examples are in another language's letters on purpose, with the reason.
/// Keep it short: an entry here is a message a student reads in foreign letters.
const FOREIGN_LETTERS_ON_PURPOSE: [(&str, &str); 0] = [];

/// The piece letters of the examples in `text`: each word written as a piece move (`Nf3`,
/// `Cg1f3`, `Sxe5`, `Tad1`, `R1e2`, `Cg1-f3`, `Dd8+`) gives its letter, and each pawn move
/// that promotes (`e8=D`, `exd8D`) the letter it promotes to. Words (`De`, `FEN`, `KQkq`),
/// sections of the Laws (`C.5`) and squares (`e4`) are not examples.
fn example_letters(text: &str) -> Vec<char> {
    text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '=' | '-' | ':')))
        .filter_map(move_letter)
        .collect()
}

/// The piece letter of `word` if it is written as a move: `L [file] [rank] [x:-] square` or
/// `[file [rank]] [x:-] square [=] L`, with the square's rank 1 or 8 for a promotion.
fn move_letter(word: &str) -> Option<char> {
    let chars: Vec<char> = word.chars().collect();
    let is_file = |c: &char| ('a'..='h').contains(c);
    let is_rank = |c: &char| ('1'..='8').contains(c);
    let is_link = |c: &char| matches!(c, 'x' | ':' | '-');
    // Skips one character of a class if it is there.
    fn optional(rest: &mut &[char], class: impl Fn(&char) -> bool) {
        if rest.first().is_some_and(class) {
            *rest = &rest[1..];
        }
    }
    let (&first, tail) = chars.split_first()?;
    if first.is_uppercase() {
        // A piece move: the square is the last two characters.
        let [head @ .., file, rank] = tail else {
            return None;
        };
        let mut rest = head;
        optional(&mut rest, is_file);
        optional(&mut rest, is_rank);
        optional(&mut rest, is_link);
        return (rest.is_empty() && is_file(file) && is_rank(rank)).then_some(first);
    }
    // A promotion: the letter is last, after the square (and `=`).
    let (&letter, head) = chars.split_last()?;
    let head = head.strip_suffix(&['=']).unwrap_or(head);
    let [before @ .., file, rank] = head else {
        return None;
    };
    let mut rest = before;
    optional(&mut rest, is_file);
    optional(&mut rest, is_rank);
    optional(&mut rest, is_link);
    (letter.is_uppercase() && rest.is_empty() && is_file(file) && matches!(rank, '1' | '8'))
        .then_some(letter)
}

/// The text of every message of `lang` (all variants, placeables as spaces), by id.
fn message_texts(lang: UiLanguage) -> Vec<(String, String)> {
    fn text_of(pattern: &ast::Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => {
                    out.push(' ');
                    if let ast::Expression::Select { variants, .. } = expression {
                        for variant in variants {
                            text_of(&variant.value, out);
                            out.push('\n');
                        }
                    }
                }
            }
        }
    }
    let source = format!(
        "{}{}",
        source_now(lang, Part::First),
        source_now(lang, Part::Later)
    );
    let resource = fluent_syntax::parser::parse(source.as_str()).expect("valid Fluent");
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => {
                let mut text = String::new();
                text_of(message.value.as_ref()?, &mut text);
                Some((message.id.name.to_string(), text))
            }
            _ => None,
        })
        .collect()
}

/// The letters a player of `language` writes: its piece letters and its pawn letter, if any.
fn own_letters(language: Language) -> BTreeSet<char> {
    Role::ALL
        .iter()
        .map(|&role| language.letter(role))
        .chain(language.pawn_letter())
        .flat_map(str::chars)
        .collect()
}

#[test]
fn examples_are_found_by_their_shape() {
    for (text, letters) in [
        ("Long (Ng1f3)", vec!['N']),
        ("1.e4 e5 2.Cf3…", vec!['C']),
        (
            "Sxe5, Tad1, R1e2, Dd8, Cg1-f3.",
            vec!['S', 'T', 'R', 'D', 'C'],
        ),
        ("e8=D or exd8D, then Kxf7+", vec!['D', 'D', 'K']),
        ("«Nf3»", vec!['N']),
        // Not examples: words, sections of the Laws, squares, FEN letters.
        ("De e4 à Dijon, C.5, FEN, KQkq, KQRBNP", vec![]),
        ("Casillas: e4 d5 a1… Caf3e", vec![]),
        ("x=Q, Fe9, Ni3", vec![]),
    ] {
        assert_eq!(example_letters(text), letters, "{text}");
    }
}

#[test]
fn notation_examples_use_the_letters_of_their_language() {
    for &(id, reason) in &FOREIGN_LETTERS_ON_PURPOSE {
        assert!(!reason.is_empty(), "{id} needs a reason");
    }
    let on_purpose: BTreeSet<&str> = FOREIGN_LETTERS_ON_PURPOSE.iter().map(|e| e.0).collect();
    let mut wrong = Vec::new();
    for lang in UiLanguage::ALL {
        let code = lang.code();
        let own = own_letters(lang.notation_language());
        let mut examples = 0;
        for (id, text) in message_texts(lang) {
            let letters = example_letters(&text);
            examples += letters.len();
            let foreign: String = letters.iter().filter(|c| !own.contains(c)).collect();
            if !foreign.is_empty() && !on_purpose.contains(id.as_str()) {
                wrong.push(format!("{code}: {id} writes {foreign:?} ({text:?})"));
            }
        }
        // The files do show examples (the long form, a game's first moves): the test reads them.
        assert!(examples >= 4, "{code}: only {examples} examples found");
        for id in [msg::OPTIONS_FORM_LONG.id(), msg::CONVERT_LONG.id()] {
            let (_, text) = message_texts(lang)
                .into_iter()
                .find(|(i, _)| i == id)
                .unwrap_or_else(|| panic!("{id} in {code}"));
            assert_eq!(example_letters(&text).len(), 1, "{code}: {id} = {text:?}");
        }
    }
    assert!(
        wrong.is_empty(),
        "examples in another language's letters:\n{}",
        wrong.join("\n")
    );
}
