//! A small reader and formatter for the part of Fluent (`.ftl`) the UI files use, in place of
//! `fluent-bundle`, whose plural tables for every CLDR locale, number parsing and parser were
//! about a tenth of the app's first load.
//!
//! Supported, with Fluent's meaning: messages and terms (`-name = …`), comments, multi-line
//! values (continuation lines indented; their indentation is dropped), placeables with
//! variables (`{ $n }`), message and term references, string and number literals, and select
//! expressions on a variable (`{ $n -> [one] … *[other] … }`, nested too) whose keys are
//! plural categories, numbers or strings. Attributes (`.attr = …`) are skipped; a line that
//! cannot be read is skipped up to the next entry, as Fluent's "junk". Bidi isolation marks are
//! never added (`set_use_isolating(false)` before).
//!
//! Tests compare every message of every file in `locales/` with `fluent-bundle` itself.

use std::collections::HashMap;

/// One language's messages and terms.
pub struct Messages {
    lang: &'static str,
    entries: HashMap<String, Pattern>,
}

/// An argument of a message: Fluent keeps numbers apart so that plural forms apply.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    Number(i64),
    Text(&'a str),
}

type Pattern = Vec<Element>;

enum Element {
    Text(String),
    Variable(String),
    /// A message (`name`) or term (`-name`) reference.
    Reference(String),
    Select {
        variable: String,
        variants: Vec<(Key, Pattern)>,
        default: usize,
    },
}

#[derive(PartialEq)]
enum Key {
    Number(i64),
    Name(String),
}

/// Nesting deeper than this (a reference cycle) stops with the message id.
const MAX_DEPTH: usize = 16;

impl Messages {
    /// Reads an `.ftl` text for the language `lang` (a code such as `es`, for plural forms).
    pub fn parse(source: &str, lang: &'static str) -> Messages {
        let mut messages = Messages {
            lang,
            entries: HashMap::new(),
        };
        messages.add(source);
        messages
    }

    /// Reads more of the language's messages (another part of its files); an id already there
    /// keeps its first definition.
    pub fn add(&mut self, source: &str) {
        let entries = &mut self.entries;
        let mut p = Parser {
            s: source.as_bytes(),
            src: source,
            i: 0,
        };
        while p.i < p.s.len() {
            let start = p.i;
            if let Some((id, pattern)) = p.entry() {
                // As fluent-bundle: the first definition of an id wins.
                entries.entry(id).or_insert(pattern);
            } else {
                p.i = start;
                p.skip_junk();
            }
        }
    }

    /// The message `id` with its arguments; `None` if there is no such message.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        // Terms are not messages; an empty value is no value (fluent-bundle: none either).
        let pattern = self
            .entries
            .get(id)
            .filter(|p| !id.starts_with('-') && !p.is_empty())?;
        let mut out = String::new();
        self.write(pattern, args, &mut out, 0);
        Some(out)
    }

    fn write(&self, pattern: &Pattern, args: &[(&str, Arg)], out: &mut String, depth: usize) {
        for element in pattern {
            match element {
                Element::Text(text) => out.push_str(text),
                Element::Variable(name) => match arg(args, name) {
                    Some(Arg::Number(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Text(t)) => out.push_str(t),
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Element::Reference(id) => match self.entries.get(id) {
                    Some(inner) if depth < MAX_DEPTH => {
                        // Terms see no arguments of the message; messages share them.
                        let inner_args = if id.starts_with('-') { &[][..] } else { args };
                        self.write(inner, inner_args, out, depth + 1);
                    }
                    _ => {
                        out.push('{');
                        out.push_str(id);
                        out.push('}');
                    }
                },
                Element::Select {
                    variable,
                    variants,
                    default,
                } => {
                    let chosen = arg(args, variable)
                        .and_then(|value| variants.iter().position(|(k, _)| self.matches(k, value)))
                        .unwrap_or(*default);
                    self.write(&variants[chosen].1, args, out, depth + 1);
                }
            }
        }
    }

    fn matches(&self, key: &Key, value: Arg) -> bool {
        match (key, value) {
            (Key::Number(k), Arg::Number(n)) => *k == n,
            (Key::Name(k), Arg::Number(n)) => k == plural_category(self.lang, n),
            (Key::Name(k), Arg::Text(t)) => k == t,
            (Key::Number(k), Arg::Text(t)) => t.parse::<i64>() == Ok(*k),
        }
    }
}

fn arg<'a>(args: &[(&str, Arg<'a>)], name: &str) -> Option<Arg<'a>> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// CLDR's cardinal plural category of a whole number in the UI languages: French and
/// Portuguese say "one" for 0 and 1, the others for 1 only. A UI language with other rules
/// (Russian, Polish, Czech: "few", "many") needs its line here.
pub fn plural_category(lang: &str, n: i64) -> &'static str {
    // CLDR's rules look at the absolute value: -1 is "one" as 1 is.
    let n = n.unsigned_abs();
    match lang {
        "fr" | "pt" if n == 0 || n == 1 => "one",
        "fr" | "pt" => "other",
        _ if n == 1 => "one",
        _ => "other",
    }
}

struct Parser<'s> {
    s: &'s [u8],
    src: &'s str,
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_inline_blank(&mut self) {
        while self.peek() == Some(b' ') {
            self.i += 1;
        }
    }

    /// Spaces and line breaks (inside placeables, where indentation does not matter).
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            self.i += 1;
            if c == b'\n' {
                break;
            }
        }
    }

    /// Skips a line that is no entry, and the indented lines after it.
    fn skip_junk(&mut self) {
        self.skip_line();
        while matches!(
            self.peek(),
            Some(b' ' | b'\r' | b'\n' | b'.' | b'[' | b'*' | b'}')
        ) {
            self.skip_line();
        }
    }

    fn identifier(&mut self) -> Option<String> {
        let start = self.i;
        if !self.peek()?.is_ascii_alphabetic() {
            return None;
        }
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        {
            self.i += 1;
        }
        Some(self.src[start..self.i].to_string())
    }

    /// One message or term at the start of a line; `None` for comments, blank lines and
    /// anything unreadable (the caller skips that line).
    fn entry(&mut self) -> Option<(String, Pattern)> {
        let term = self.peek() == Some(b'-');
        if term {
            self.i += 1;
        }
        let mut id = self.identifier()?;
        if term {
            id.insert(0, '-');
        }
        self.skip_inline_blank();
        if self.peek() != Some(b'=') {
            return None;
        }
        self.i += 1;
        self.skip_inline_blank();
        let pattern = self.pattern(false)?;
        // Attributes: skipped (the UI does not use them).
        while self.continuation_starts_with(b'.') {
            self.skip_line();
            self.skip_line();
        }
        Some((id, pattern))
    }

    /// At a line break: whether the next line is indented and its first visible character
    /// is `c`.
    fn continuation_starts_with(&self, c: u8) -> bool {
        let mut j = self.i;
        if self.s.get(j) == Some(&b'\r') {
            j += 1;
        }
        if self.s.get(j) != Some(&b'\n') {
            return false;
        }
        j += 1;
        let indent = j;
        while self.s.get(j) == Some(&b' ') {
            j += 1;
        }
        j > indent && self.s.get(j) == Some(&c)
    }

    /// If a line break here continues the pattern (the next non-blank line is indented and
    /// does not start a variant, an attribute or a closing brace), moves past the line breaks
    /// and the indentation and returns how many line breaks there were.
    fn continues(&mut self) -> Option<usize> {
        let mut j = self.i;
        let mut breaks = 0;
        loop {
            while self.s.get(j) == Some(&b'\r') {
                j += 1;
            }
            if self.s.get(j) != Some(&b'\n') {
                return None;
            }
            j += 1;
            breaks += 1;
            let indent = j;
            while self.s.get(j) == Some(&b' ') {
                j += 1;
            }
            match self.s.get(j) {
                Some(b'\n' | b'\r') => {}
                Some(b'[' | b'*' | b'.' | b'}') | None => return None,
                Some(_) if j > indent => {
                    self.i = j;
                    return Some(breaks);
                }
                Some(_) => return None,
            }
        }
    }

    /// A pattern up to the end of its value; in a variant, also up to the select's `}`.
    fn pattern(&mut self, in_variant: bool) -> Option<Pattern> {
        let mut elements: Pattern = Vec::new();
        let mut text = String::new();
        // A value that starts on the next line does not start with a line break.
        if matches!(self.peek(), Some(b'\n' | b'\r')) && self.continues().is_none() {
            return Some(elements);
        }
        loop {
            match self.peek() {
                None => break,
                Some(b'{') => {
                    if !text.is_empty() {
                        elements.push(Element::Text(std::mem::take(&mut text)));
                    }
                    self.i += 1;
                    elements.push(self.placeable()?);
                }
                Some(b'}') if in_variant => break,
                Some(b'}') => return None,
                Some(b'\r') => self.i += 1,
                Some(b'\n') => match self.continues() {
                    Some(breaks) => text.extend(std::iter::repeat_n('\n', breaks)),
                    None => break,
                },
                Some(_) => {
                    let start = self.i;
                    while !matches!(self.peek(), None | Some(b'{' | b'}' | b'\n' | b'\r')) {
                        self.i += 1;
                    }
                    text.push_str(&self.src[start..self.i]);
                }
            }
        }
        if !text.is_empty() {
            elements.push(Element::Text(text));
        }
        // Fluent trims the pattern's trailing blanks (and the first line's leading ones, done
        // by the caller).
        if let Some(Element::Text(last)) = elements.last_mut() {
            let kept = last.trim_end_matches([' ', '\n']).len();
            last.truncate(kept);
            if last.is_empty() {
                elements.pop();
            }
        }
        Some(elements)
    }

    /// After `{`: a placeable, up to and including its `}`.
    fn placeable(&mut self) -> Option<Element> {
        self.skip_blank();
        let element = match self.peek()? {
            b'$' => {
                self.i += 1;
                let name = self.identifier()?;
                self.skip_blank();
                if self.s[self.i..].starts_with(b"->") {
                    self.i += 2;
                    return self.select(name);
                }
                Element::Variable(name)
            }
            b'"' => Element::Text(self.string_literal()?),
            b'-' if self.s.get(self.i + 1).is_some_and(u8::is_ascii_digit) => {
                Element::Text(self.number_literal())
            }
            c if c.is_ascii_digit() => Element::Text(self.number_literal()),
            b'-' => {
                self.i += 1;
                Element::Reference(format!("-{}", self.identifier()?))
            }
            b'{' => {
                self.i += 1;
                self.placeable()?
            }
            _ => Element::Reference(self.identifier()?),
        };
        self.skip_blank();
        if self.peek() != Some(b'}') {
            return None;
        }
        self.i += 1;
        Some(element)
    }

    fn string_literal(&mut self) -> Option<String> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let start = self.i;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | b'\n')) {
                self.i += 1;
            }
            out.push_str(&self.src[start..self.i]);
            match self.peek()? {
                b'"' => {
                    self.i += 1;
                    return Some(out);
                }
                b'\\' => {
                    let escaped = self.s.get(self.i + 1).copied()?;
                    self.i += 2;
                    match escaped {
                        b'"' | b'\\' => out.push(escaped as char),
                        b'u' | b'U' => {
                            let len = if escaped == b'u' { 4 } else { 6 };
                            let hex = self.src.get(self.i..self.i + len)?;
                            out.push(char::from_u32(u32::from_str_radix(hex, 16).ok()?)?);
                            self.i += len;
                        }
                        _ => return None,
                    }
                }
                _ => return None,
            }
        }
    }

    fn number_literal(&mut self) -> String {
        let start = self.i;
        self.i += 1;
        while matches!(self.peek(), Some(c) if c.is_ascii_digit() || c == b'.') {
            self.i += 1;
        }
        self.src[start..self.i].to_string()
    }

    /// After `$name ->`: the variants, up to and including the closing `}`.
    fn select(&mut self, variable: String) -> Option<Element> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank();
            match self.peek()? {
                b'}' => {
                    self.i += 1;
                    break;
                }
                b'*' => {
                    self.i += 1;
                    default = Some(variants.len());
                }
                _ => {}
            }
            if self.peek()? != b'[' {
                return None;
            }
            self.i += 1;
            self.skip_blank();
            let key = if self.peek()?.is_ascii_digit() || self.peek()? == b'-' {
                Key::Number(self.number_literal().parse().ok()?)
            } else {
                Key::Name(self.identifier()?)
            };
            self.skip_blank();
            if self.peek()? != b']' {
                return None;
            }
            self.i += 1;
            self.skip_inline_blank();
            variants.push((key, self.pattern(true)?));
        }
        Some(Element::Select {
            variable,
            variants,
            default: default?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(source: &str, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        Messages::parse(source, "en").format(id, args)
    }

    #[test]
    fn reads_the_forms_the_ui_files_use() {
        let src = "# comment\n\
                   ## section\n\
                   plain = Hello\n\
                   var = Last move: { $move }\n\
                   sel = { $n } is { $c ->\n    [light] light\n   *[dark] dark\n}.\n\
                   multi =\n    First line\n    second line\n\
                   -brand = Escaque\n\
                   term = { -brand } app\n\
                   literal = { \"{\" }x{ 42 }\n";
        assert_eq!(format(src, "plain", &[]).as_deref(), Some("Hello"));
        assert_eq!(
            format(src, "var", &[("move", Arg::Text("e4"))]).as_deref(),
            Some("Last move: e4")
        );
        let sel = |c| format(src, "sel", &[("n", Arg::Text("a1")), ("c", Arg::Text(c))]);
        assert_eq!(sel("light").as_deref(), Some("a1 is light."));
        assert_eq!(sel("other").as_deref(), Some("a1 is dark."));
        assert_eq!(
            format(src, "multi", &[]).as_deref(),
            Some("First line\nsecond line")
        );
        assert_eq!(format(src, "term", &[]).as_deref(), Some("Escaque app"));
        assert_eq!(format(src, "-brand", &[]), None);
        assert_eq!(format(src, "literal", &[]).as_deref(), Some("{x42"));
        assert_eq!(format(src, "missing", &[]), None);
    }

    #[test]
    fn plural_and_number_keys() {
        let src = "n = { $n ->\n    [0] none\n    [one] one thing\n   *[other] { $n } things\n}\n";
        let f = |lang, n| Messages::parse(src, lang).format("n", &[("n", Arg::Number(n))]);
        assert_eq!(f("en", 0).as_deref(), Some("none"));
        assert_eq!(f("en", 1).as_deref(), Some("one thing"));
        assert_eq!(f("en", 5).as_deref(), Some("5 things"));
        assert_eq!(plural_category("fr", 0), "one");
        assert_eq!(plural_category("es", 0), "other");
        assert_eq!(plural_category("en", -1), "one");
    }

    #[test]
    fn bad_lines_are_skipped_and_cycles_stop() {
        let src = "good = ok\nbad = { $x\nafter = fine\nloop = { loop }\n";
        assert_eq!(format(src, "good", &[]).as_deref(), Some("ok"));
        assert_eq!(format(src, "bad", &[]), None);
        assert_eq!(format(src, "after", &[]).as_deref(), Some("fine"));
        assert!(format(src, "loop", &[]).is_some());
    }
}
