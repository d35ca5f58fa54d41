//! The first load names only first-load messages: a message of a language's later part (see
//! `src/i18n_parts.rs`) named by code that runs before that part is fetched would show as its id.
//!
//! Which code is in the first load is derived, not listed: the crate's root (`lib.rs`,
//! `main.rs`, `routes.rs`) and the pages of the `main` module in `src/pages.txt`, then every
//! file they reach through paths (`use crate::…`, `crate::…`, `super::…`, a child module's
//! name), file by file. Test code (`#[cfg(test)]`) is left out. A file is the unit: a module
//! reached for one function brings all its messages, so the words the first load needs live in
//! modules of their own (`src/words/drills.rs`, `src/words/lessons.rs`).
//!
//! Each `msg::NAME` in those files, and each family table (`msg::lesson_title`), must give
//! first-load messages only.

use super::{msg, source_now, Part};
use escaque_core::settings::UiLanguage;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// `text` with its comments and the contents of its string and char literals blanked out, so
/// that only code is searched for paths.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').unwrap_or(rest.len());
            i += end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(rest.len(), |e| e + 2);
            i += end;
        } else if rest.starts_with("r#\"") || rest.starts_with("r\"") {
            let hashes = rest[1..].chars().take_while(|&c| c == '#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let body = 2 + hashes;
            let end = rest[body..]
                .find(&close)
                .map_or(rest.len(), |e| body + e + close.len());
            out.push_str("\"\"");
            i += end;
        } else if rest.starts_with('"') {
            let mut j = 1;
            while j < rest.len() {
                match rest.as_bytes()[j] {
                    b'\\' => j += 2,
                    b'"' => break,
                    _ => j += 1,
                }
            }
            out.push_str("\"\"");
            i += (j + 1).min(rest.len());
        } else if let Some(len) = char_literal(rest) {
            out.push_str("' '");
            i += len;
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of the char literal `rest` starts with (`'"'`, `'\''`), if it starts with one
/// (and not with a lifetime, `'a`).
fn char_literal(rest: &str) -> Option<usize> {
    let mut chars = rest.char_indices();
    if chars.next()?.1 != '\'' {
        return None;
    }
    let (_, c) = chars.next()?;
    let after = if c == '\\' {
        chars.next()?;
        chars.next()?
    } else {
        chars.next()?
    };
    (after.1 == '\'').then_some(after.0 + 1)
}

/// `text` without its test code: each `#[cfg(test)]` and the item after it (a block up to its
/// closing brace, or a line up to its `;`).
fn without_tests(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let brace = item.find('{');
        let semicolon = item.find(';');
        let end = match (brace, semicolon) {
            (Some(b), Some(s)) if s < b => s + 1,
            (Some(b), _) => {
                let mut depth = 0;
                let mut end = item.len();
                for (i, c) in item[b..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = b + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (None, Some(s)) => s + 1,
            (None, None) => item.len(),
        };
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The paths of a use tree: `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or(tree);
        return vec![path.split_whitespace().collect()];
    };
    let prefix: String = tree[..open].split_whitespace().collect();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|item| !item.trim().is_empty())
        .flat_map(|item| expand(item).into_iter().map(|p| format!("{prefix}{p}")))
        .collect()
}

/// The module path of a file under `src/` (`components/drill/texts.rs` → `components`,
/// `drill`, `texts`; `lib.rs` → none).
fn module_of(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src()).unwrap_or(file).with_extension("");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The file of the longest prefix of a module path (`components::board::Board` →
/// `components/board.rs`).
fn file_of(path: &[String]) -> Option<PathBuf> {
    (1..=path.len()).rev().find_map(|n| {
        let base = path[..n].iter().fold(src(), |dir, part| dir.join(part));
        [base.with_extension("rs"), base.join("mod.rs")]
            .into_iter()
            .find(|f| f.is_file())
    })
}

/// Every path (`a::b::c`, use trees expanded) in a file's code.
fn paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let starts_word =
            at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let end = rest[at..].find(';').map_or(rest.len(), |e| at + e);
        if starts_word {
            out.extend(expand(&rest[at + 4..end]));
        }
        rest = &rest[(at + 4).min(end)..];
    }
    let is_path_char = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
    let mut i = 0;
    while i < code.len() {
        let c = code[i..].chars().next().unwrap_or(' ');
        if is_path_char(c) && (i == 0 || !code[..i].ends_with(is_path_char)) {
            let end = code[i..]
                .find(|c| !is_path_char(c))
                .map_or(code.len(), |e| i + e);
            if code[i..end].contains("::") {
                out.push(code[i..end].to_string());
            }
            i = end;
        } else {
            i += c.len_utf8();
        }
    }
    out
}

/// The files `file` reaches through its paths: `crate::…`, `super::…`, `self::…`, and paths
/// that start with one of its child modules (`mod name;`).
fn reached(file: &Path, code: &str) -> BTreeSet<PathBuf> {
    let module = module_of(file);
    let children: BTreeSet<String> = code
        .split(';')
        .filter_map(|item| {
            let words: Vec<&str> = item.split_whitespace().collect();
            match words[..] {
                [.., "mod", name] => Some(name.to_string()),
                _ => None,
            }
        })
        .collect();
    let mut out = BTreeSet::new();
    for path in paths(code) {
        let parts: Vec<String> = path
            .split("::")
            .filter(|p| !p.is_empty())
            .map(str::to_string)
            .collect();
        let Some(first) = parts.first() else { continue };
        let absolute: Vec<String> = match first.as_str() {
            "crate" => parts[1..].to_vec(),
            "self" => module.iter().chain(&parts[1..]).cloned().collect(),
            "super" => {
                let ups = parts.iter().take_while(|p| *p == "super").count();
                let base = &module[..module.len().saturating_sub(ups)];
                base.iter().chain(&parts[ups..]).cloned().collect()
            }
            name if children.contains(name) => module.iter().chain(&parts).cloned().collect(),
            _ => continue,
        };
        if let Some(target) = file_of(&absolute) {
            out.insert(target);
        }
    }
    out
}

/// The files of the first load: the roots and what they reach (see the module's doc).
pub(super) fn first_load_files() -> BTreeSet<PathBuf> {
    let src = src();
    let mut roots = vec![
        src.join("lib.rs"),
        src.join("main.rs"),
        src.join("routes.rs"),
    ];
    let pages = std::fs::read_to_string(src.join("pages.txt")).expect("src/pages.txt");
    for line in pages.lines().filter(|l| !l.trim_start().starts_with('#')) {
        if let [_, "main", page] = line.split_whitespace().collect::<Vec<_>>()[..] {
            let module: Vec<String> = std::iter::once("pages")
                .chain(page.split("::"))
                .map(str::to_string)
                .collect();
            roots.push(file_of(&module).unwrap_or_else(|| panic!("no file for {page}")));
        }
    }
    let mut seen = BTreeSet::new();
    let mut to_read = roots;
    while let Some(file) = to_read.pop() {
        if !seen.insert(file.clone()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a source file");
        to_read.extend(reached(&file, &without_tests(&code_only(&text))));
    }
    seen
}

/// The messages `code` names: each `msg::NAME` (a constant, or a family's table: all its
/// messages) and each constant imported by name from `crate::i18n::msg`.
fn named_messages(code: &str) -> Vec<(String, Vec<msg::MessageId>)> {
    let constants: BTreeMap<&str, msg::MessageId> = msg::ALL.iter().copied().collect();
    let families: BTreeMap<&str, &[msg::MessageId]> = msg::FAMILIES.iter().copied().collect();
    let mut out = Vec::new();
    let unique: BTreeSet<String> = paths(code).into_iter().collect();
    for path in unique {
        let Some((before, name)) = path.rsplit_once("::") else {
            continue;
        };
        if !(before == "msg" || before.ends_with("::msg")) {
            continue;
        }
        if let Some(&id) = constants.get(name) {
            out.push((path.clone(), vec![id]));
        } else if let Some(&ids) = families.get(name) {
            out.push((path.clone(), ids.to_vec()));
        }
    }
    out
}

/// The message ids of the first part of a language.
fn first_part_ids(lang: UiLanguage) -> BTreeSet<String> {
    source_now(lang, Part::First)
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()) && l.contains(" = "))
        .filter_map(|l| l.split(" = ").next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_first_load_names_only_first_load_messages() {
    let files = first_load_files();
    let relative: BTreeSet<String> = files
        .iter()
        .map(|f| {
            f.strip_prefix(src())
                .unwrap_or(f)
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    // The walk finds the shell, the main module's pages and what they use, and stops at the
    // split pages.
    for expected in [
        "lib.rs",
        "routes.rs",
        "pages/home.rs",
        "pages/settings.rs",
        "components/nav.rs",
        "components/notice.rs",
        "components/board/mod.rs",
        "words/drills.rs",
    ] {
        assert!(
            relative.contains(expected),
            "{expected} not in {relative:?}"
        );
    }
    for split in ["pages/drill.rs", "pages/lesson.rs", "words/grading.rs"] {
        assert!(
            !relative.contains(split),
            "{split} in the first load: {relative:?}"
        );
    }
    let first = first_part_ids(UiLanguage::Es);
    let mut named = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (path, ids) in named_messages(&without_tests(&code_only(&text))) {
            for id in ids {
                named += 1;
                assert!(
                    first.contains(id.id()),
                    "src/{} names {path} ({}), which is not in the first load (src/i18n_parts.rs)",
                    file.strip_prefix(src()).unwrap_or(file).display(),
                    id.id()
                );
            }
        }
    }
    assert!(named > 50, "only {named} messages named by the first load");
}

#[test]
fn the_walk_reads_paths_and_use_trees() {
    assert_eq!(
        expand("crate::{a::b, c::{d, e as f}}"),
        ["crate::a::b", "crate::c::d", "crate::c::e"]
    );
    let code = code_only("use crate::i18n::msg; // crate::pages::drill\nlet x = \"crate::pages::lesson\"; msg::APP_TITLE; c == '\"';");
    let found: BTreeSet<String> = paths(&code).into_iter().collect();
    assert_eq!(
        found,
        BTreeSet::from(["crate::i18n::msg".to_string(), "msg::APP_TITLE".to_string()])
    );
    let code = without_tests(
        "fn a() {}\n#[cfg(test)]\nmod tests {\n    use crate::pages::drill;\n}\nfn b() {}",
    );
    assert!(!code.contains("pages") && code.contains("fn b"));
    let named = named_messages("tr(ui, msg::APP_TITLE); msg::lesson_title(id); msg::MessageId");
    assert_eq!(named.len(), 2);
    assert_eq!(
        named[0],
        ("msg::APP_TITLE".to_string(), vec![msg::APP_TITLE])
    );
    assert_eq!(named[1].0, "msg::lesson_title");
    assert!(named[1].1.len() > 10);
}
