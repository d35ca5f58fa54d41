//! The typed message ids (`$OUT_DIR/message_ids.rs`, which `src/i18n/msg.rs` builds in): one
//! constant per message of `locales/`, so that the app names a message by a constant
//! (`msg::BOARD_LAST_MOVE` for `board-last-move`) and an unknown id is a compile error.
//!
//! Before writing them it checks the seven languages against each other: a message missing in
//! one language (or in another file there), two messages with one id, or a message whose
//! variables differ from the Spanish one is a build error naming the file and the line.
//!
//! Families of messages named by a key the core gives as text (a lesson's id, a game's id) get a
//! table each ([`FAMILIES`]), e.g. `msg::lesson_title("captures")`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// The language whose text the constants' doc comments show, and the others are checked
/// against.
const REFERENCE: &str = "es";

/// One message of a Fluent file, as far as the ids need it.
struct Message {
    id: String,
    /// The file's name (`app.ftl`) and the message's first line (from 1).
    file: String,
    line: usize,
    /// Its value, its lines joined with `\n`.
    value: String,
    /// The variables it references (`$move`), inside selectors too.
    variables: BTreeSet<String>,
}

impl Message {
    fn place(&self, lang: &str) -> String {
        format!("locales/{lang}/{}:{}", self.file, self.line)
    }
}

/// The messages of one Fluent file (terms and comments skipped).
fn read_messages(file: &str, text: &str) -> Vec<Message> {
    let mut messages: Vec<Message> = Vec::new();
    // Whether the indented lines that follow belong to the last message (not to a term).
    let mut in_message = false;
    for (index, line) in text.lines().enumerate() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            let (id, value) = line.split_once('=').unwrap_or((line, ""));
            messages.push(Message {
                id: id.trim().to_string(),
                file: file.to_string(),
                line: index + 1,
                value: value.trim().to_string(),
                variables: BTreeSet::new(),
            });
            in_message = true;
        } else if line.starts_with([' ', '\t', '}']) && in_message {
            // An indented line, or the closing brace of a select (which may start a line).
            if let Some(message) = messages.last_mut() {
                message.value.push('\n');
                message.value.push_str(line.trim());
            }
        } else if !line.trim().is_empty() {
            // A comment or a term ends the message above.
            in_message = false;
        }
    }
    for message in &mut messages {
        message.variables = variables(&message.value);
    }
    messages
}

/// The variables a Fluent value references: each `$name` inside braces (not inside a string
/// literal).
fn variables(value: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut chars = value.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' if depth > 0 => in_string = !in_string,
            '{' if !in_string => depth += 1,
            '}' if !in_string => depth = depth.saturating_sub(1),
            '$' if depth > 0 && !in_string => {
                let rest = &value[at + 1..];
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                    .unwrap_or(rest.len());
                out.insert(rest[..end].to_string());
                while chars.peek().is_some_and(|&(i, _)| i < at + 1 + end) {
                    chars.next();
                }
            }
            _ => {}
        }
    }
    out
}

/// `BOARD_LAST_MOVE` for `board-last-move` (and for `board_last_move`: [`check`] refuses two
/// ids with one name).
pub fn const_name(id: &str) -> String {
    id.chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' => c.to_ascii_uppercase(),
            _ => '_',
        })
        .collect()
}

/// A message of a family: its key and, for a numbered family, its number.
type Member<'a> = (&'a str, Option<usize>);

/// A family of messages named by a key the core gives as text: a table from the key to the
/// message(s).
struct Family {
    /// The generated function's name.
    function: &'static str,
    doc: &'static str,
    /// The key and, for a numbered family, the number of a message of the family; `None` for
    /// any other message.
    member: fn(&str) -> Option<Member<'_>>,
}

/// `lesson-<id>-title`, `lesson-<id>-<n>` and `game-title-<id>`.
const FAMILIES: [Family; 3] = [
    Family {
        function: "lesson_title",
        doc: "The title of lesson `lesson` (its id in the core's `course::LESSONS`): `lesson-<id>-title`.",
        member: |id| Some((id.strip_prefix("lesson-")?.strip_suffix("-title")?, None)),
    },
    Family {
        function: "lesson_steps",
        doc: "The steps' texts of lesson `lesson`, in order: `lesson-<id>-1`, `lesson-<id>-2`, …",
        member: |id| {
            let (key, number) = id.strip_prefix("lesson-")?.rsplit_once('-')?;
            Some((key, Some(number.parse().ok()?)))
        },
    },
    Family {
        function: "game_title",
        doc: "The title of the library's example game `game` (its id): `game-title-<id>`.",
        member: |id| Some((id.strip_prefix("game-title-")?, None)),
    },
];

/// Reads every language's Fluent files, checks them against each other and writes
/// `$OUT_DIR/message_ids.rs`. On a mistake in `locales/`, prints each (`file:line: what`) and
/// stops the build.
pub fn write(locales: &Path, out: &Path) {
    let mut languages: BTreeMap<String, Vec<Message>> = BTreeMap::new();
    for entry in fs::read_dir(locales).expect("locales/ can be listed") {
        let dir = entry.expect("locales/ can be listed").path();
        if !dir.is_dir() {
            continue;
        }
        let lang = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a folder has a name")
            .to_string();
        let mut messages = Vec::new();
        for file in fs::read_dir(&dir).expect("a language's folder can be listed") {
            let path = file.expect("a language's folder can be listed").path();
            if path.extension().is_some_and(|e| e == "ftl") {
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let text = fs::read_to_string(&path).expect("a Fluent file is UTF-8 text");
                messages.extend(read_messages(name, &text));
            }
        }
        languages.insert(lang, messages);
    }
    let mut errors = check(&languages);
    if let Some(reference) = languages.get(REFERENCE) {
        errors.extend(family_gaps(reference));
    }
    if !errors.is_empty() {
        for error in &errors {
            eprintln!("error: {error}");
        }
        eprintln!(
            "{} mistake(s) in locales/: every message in all seven languages, in the same file, with the same variables",
            errors.len()
        );
        std::process::exit(1);
    }
    let reference = &languages[REFERENCE];
    fs::write(out.join("message_ids.rs"), code(reference)).expect("OUT_DIR is writable");
}

/// A language's messages by id; an id twice is a mistake.
fn by_id<'a>(
    messages: &'a [Message],
    lang: &str,
    errors: &mut Vec<String>,
) -> BTreeMap<&'a str, &'a Message> {
    let mut map: BTreeMap<&str, &Message> = BTreeMap::new();
    for message in messages {
        if let Some(first) = map.insert(message.id.as_str(), message) {
            errors.push(format!(
                "{}: `{}` again (first at {})",
                message.place(lang),
                message.id,
                first.place(lang)
            ));
        }
    }
    map
}

/// The mistakes in `languages` (each language's messages): each as `file:line: what`.
fn check(languages: &BTreeMap<String, Vec<Message>>) -> Vec<String> {
    let mut errors = Vec::new();
    let Some(reference) = languages.get(REFERENCE) else {
        return vec![format!("locales/{REFERENCE}/ is missing")];
    };
    let mut names: BTreeMap<String, &Message> = BTreeMap::new();
    for message in reference {
        if let Some(other) = names.insert(const_name(&message.id), message) {
            if other.id != message.id {
                errors.push(format!(
                    "{}: `{}` and `{}` ({}) would have one constant, {}",
                    message.place(REFERENCE),
                    message.id,
                    other.id,
                    other.place(REFERENCE),
                    const_name(&message.id)
                ));
            }
        }
    }
    let reference_ids = by_id(reference, REFERENCE, &mut errors);
    for (lang, messages) in languages {
        if lang == REFERENCE {
            continue;
        }
        let ids = by_id(messages, lang, &mut errors);
        for (id, theirs) in &reference_ids {
            let Some(ours) = ids.get(id) else {
                errors.push(format!(
                    "locales/{lang}/{}: `{id}` is missing (it is at {})",
                    theirs.file,
                    theirs.place(REFERENCE)
                ));
                continue;
            };
            if ours.file != theirs.file {
                errors.push(format!(
                    "{}: `{id}` belongs in {} (as at {})",
                    ours.place(lang),
                    theirs.file,
                    theirs.place(REFERENCE)
                ));
            }
            if ours.variables != theirs.variables {
                errors.push(format!(
                    "{}: `{id}` has the variables {:?}, but {} has {:?}",
                    ours.place(lang),
                    ours.variables,
                    theirs.place(REFERENCE),
                    theirs.variables
                ));
            }
        }
        for (id, ours) in &ids {
            if !reference_ids.contains_key(id) {
                errors.push(format!(
                    "{}: `{id}` is not in locales/{REFERENCE}/{}",
                    ours.place(lang),
                    ours.file
                ));
            }
        }
    }
    errors
}

/// The numbered families whose numbers do not run 1, 2, 3… (a step lost in a lesson).
fn family_gaps(messages: &[Message]) -> Vec<String> {
    let mut errors = Vec::new();
    for family in &FAMILIES {
        let mut numbers: BTreeMap<&str, Vec<(usize, &Message)>> = BTreeMap::new();
        for message in messages {
            if let Some((key, Some(number))) = (family.member)(&message.id) {
                numbers.entry(key).or_default().push((number, message));
            }
        }
        for (key, mut list) in numbers {
            list.sort_by_key(|(n, _)| *n);
            for (expected, (number, message)) in (1..).zip(&list) {
                if *number != expected {
                    errors.push(format!(
                        "{}: `{}`: the messages of {key} are numbered 1, 2, 3… (want {expected} here)",
                        message.place(REFERENCE),
                        message.id
                    ));
                    break;
                }
            }
        }
    }
    errors
}

/// The Spanish text in one line for a doc comment: its lines joined, at most 100 characters.
fn doc_text(value: &str) -> String {
    let one_line = value.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut text: String = one_line.replace('`', "'").chars().take(100).collect();
    if text.len() < one_line.len() {
        text.push('…');
    }
    text
}

/// The generated module: a constant per message, then the families' tables.
fn code(messages: &[Message]) -> String {
    let mut out = String::from(
        "// Made by build.rs (build/message_ids.rs) from locales/: edit the Fluent files, not this file.\n\n",
    );
    let mut sorted: Vec<&Message> = messages.iter().collect();
    sorted.sort_by(|a, b| a.id.cmp(&b.id));
    for message in &sorted {
        let _ = writeln!(
            out,
            "/// `{}` ({}:{})\npub const {}: MessageId = MessageId({:?});",
            doc_text(&message.value),
            message.file,
            message.line,
            const_name(&message.id),
            message.id
        );
    }
    // Every constant by its name, for the tests (the first load's, src/i18n/first_load.rs).
    out.push_str("\n/// Every message by its constant's name (for the tests).\n#[cfg(test)]\npub(crate) const ALL: &[(&str, MessageId)] = &[\n");
    for message in &sorted {
        let _ = writeln!(
            out,
            "    ({:?}, {}),",
            const_name(&message.id),
            const_name(&message.id)
        );
    }
    out.push_str("];\n");
    let mut tables = String::new();
    for family in &FAMILIES {
        // Each key's messages, numbered ones in order of their number.
        let mut members: BTreeMap<&str, Vec<(Option<usize>, &Message)>> = BTreeMap::new();
        for message in &sorted {
            if let Some((key, number)) = (family.member)(&message.id) {
                members.entry(key).or_default().push((number, message));
            }
        }
        let numbered = members.values().flatten().any(|(n, _)| n.is_some());
        let _ = writeln!(out, "\n/// {}", family.doc);
        if numbered {
            let _ = writeln!(
                out,
                "pub fn {}(key: &str) -> &'static [MessageId] {{\n    match key {{",
                family.function
            );
        } else {
            let _ = writeln!(
                out,
                "pub fn {}(key: &str) -> Option<MessageId> {{\n    match key {{",
                family.function
            );
        }
        let _ = write!(tables, "    ({:?}, &[", family.function);
        for (key, list) in &mut members {
            list.sort_by_key(|(n, _)| *n);
            let names: Vec<String> = list.iter().map(|(_, m)| const_name(&m.id)).collect();
            if numbered {
                let _ = writeln!(out, "        {key:?} => &[{}],", names.join(", "));
            } else {
                let _ = writeln!(out, "        {key:?} => Some({}),", names[0]);
            }
            for name in &names {
                let _ = write!(tables, "{name}, ");
            }
        }
        tables.push_str("]),\n");
        let _ = writeln!(
            out,
            "        _ => {},\n    }}\n}}",
            if numbered { "&[]" } else { "None" }
        );
    }
    out.push_str("\n/// Each family's function and the messages it can give (for the tests).\n#[cfg(test)]\npub(crate) const FAMILIES: &[(&str, &[MessageId])] = &[\n");
    out.push_str(&tables);
    out.push_str("];\n");
    out
}
