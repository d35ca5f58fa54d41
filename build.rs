//! Joins each UI language's Fluent files (`locales/<lang>/*.ftl`, in file-name order) into two
//! sources that `src/i18n.rs` builds in: `$OUT_DIR/locales/<lang>.ftl`, the messages of the
//! first load (the header, home, settings, notices), and `$OUT_DIR/locales/<lang>-later.ftl`,
//! those only the pages of the split chunks need (see [`LATER_FILES`]).
//!
//! A language's messages are split by area (`app.ftl`, `course.ftl`, …) so that a translator
//! can take one area at a time; every language has the same files with the same messages (the
//! tests in `src/i18n.rs` check the joined sources).
//!
//! Also writes the typed message ids, `$OUT_DIR/message_ids.rs` (one constant per message, which
//! `src/i18n/msg.rs` builds in), after checking that every language has every message with the
//! same variables: see `build/message_ids.rs`.
//!
//! Also makes the app's routes from the page list `src/pages.txt` (`$OUT_DIR/pages.rs`, which
//! `src/routes.rs` builds in): see [`pages`].

use std::fs;
use std::path::Path;

#[path = "build/message_ids.rs"]
mod message_ids;

fn main() {
    locales();
    println!("cargo:rerun-if-changed=build/message_ids.rs");
    message_ids::write(
        Path::new("locales"),
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")),
    );
    pages();
}

/// One line of `src/pages.txt`.
struct PageLine {
    path: String,
    module: String,
    page: String,
}

impl PageLine {
    /// The component's name (`DrillPage` of `drill::DrillPage`).
    fn component(&self) -> &str {
        self.page.rsplit("::").next().unwrap_or(&self.page)
    }

    /// `drill_page` for `DrillPage`.
    fn snake(&self) -> String {
        let mut out = String::new();
        for (i, c) in self.component().chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        }
        out
    }
}

/// Reads `src/pages.txt` (see its header) and writes `$OUT_DIR/pages.rs`: a `lazy_route!` for
/// each page outside the main module, `PAGES` (path and module of each), `preload_page`, and
/// the router's `PageRoutes`.
fn pages() {
    println!("cargo:rerun-if-changed=src/pages.txt");
    println!("cargo:rerun-if-changed=src/i18n_parts.rs");
    let text = fs::read_to_string("src/pages.txt").expect("src/pages.txt is there");
    let mut lines = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let columns: Vec<&str> = line.split_whitespace().collect();
        let [path, module, page] = columns[..] else {
            panic!(
                "src/pages.txt:{}: want three columns (path, module, page): {line}",
                number + 1
            );
        };
        assert!(
            path.starts_with('/'),
            "src/pages.txt:{}: a path starts with /",
            number + 1
        );
        lines.push(PageLine {
            path: path.into(),
            module: module.into(),
            page: page.into(),
        });
    }
    let mut code =
        String::from("// Made by build.rs from src/pages.txt: edit that list, not this file.\n\n");
    for line in lines.iter().filter(|l| l.module != "main") {
        let snake = line.snake();
        code.push_str(&format!(
            "lazy_route!(\n    /// `{path}`.\n    {component}Route: {snake}_view, {snake}_preload in {module} shows crate::pages::{page}\n);\n",
            path = line.path,
            component = line.component(),
            module = line.module,
            page = line.page,
        ));
    }
    code.push_str(
        "\n/// The app's pages, as `src/pages.txt` lists them.\npub const PAGES: &[Page] = &[\n",
    );
    for line in &lines {
        code.push_str(&format!(
            "    Page {{ path: {:?}, module: {:?} }},\n",
            line.path, line.module
        ));
    }
    code.push_str("];\n\n/// Fetches the code of page `index` of [`PAGES`] (nothing for the main module's).\nasync fn preload_page(index: usize) {\n    match index {\n");
    for (index, line) in lines.iter().enumerate().filter(|(_, l)| l.module != "main") {
        code.push_str(&format!(
            "        {index} => {}Route::preload().await,\n",
            line.component()
        ));
    }
    code.push_str("        _ => {}\n    }\n}\n\n/// The router's routes: one per page; any other address is not found.\n#[component]\npub fn PageRoutes() -> impl IntoView {\n    view! {\n        <Routes fallback=NotFound>\n");
    for line in &lines {
        let view = if line.module == "main" {
            format!("crate::pages::{}", line.page)
        } else {
            format!("{{Lazy::<{}Route>::new()}}", line.component())
        };
        code.push_str(&format!(
            "            <Route path=path!({:?}) view={view}/>\n",
            line.path
        ));
    }
    code.push_str("        </Routes>\n    }\n}\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("pages.rs");
    fs::write(out, code).expect("OUT_DIR is writable");
}

// LATER_FILES, FIRST_LOAD_PREFIXES and is_first_load_message: the rule of the cut, shared with
// src/i18n.rs's tests.
include!("src/i18n_parts.rs");

/// A Fluent file cut into its first-load part and its later part: each message (with the
/// comment lines just before it and its indented lines) goes to the first load when its id
/// is a first-load message ([`is_first_load_message`]), else to the later part.
fn split_file(text: &str) -> (String, String) {
    let mut first = String::new();
    let mut later = String::new();
    // Comment lines, kept for the message they come before.
    let mut pending = String::new();
    let mut to_first = false;
    for line in text.lines() {
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            let id = line.split(['=', ' ']).next().unwrap_or("");
            to_first = is_first_load_message(id);
            let out = if to_first { &mut first } else { &mut later };
            out.push_str(&pending);
            pending.clear();
            out.push_str(line);
        } else if line.starts_with('#') || !pending.is_empty() {
            pending.push_str(line);
            pending.push('\n');
            continue;
        } else {
            // An indented line of the message above, or a blank line (inside its value, or
            // between two entries, where it does no harm).
            let out = if to_first { &mut first } else { &mut later };
            out.push_str(line);
        }
        let out = if to_first { &mut first } else { &mut later };
        out.push('\n');
    }
    later.push_str(&pending);
    (first, later)
}

/// A Fluent source without what the app never reads: comment lines and the blank lines between
/// entries (a blank line followed by an indented one is inside a multi-line value, and kept).
fn without_comments(source: &str) -> String {
    let lines: Vec<&str> = source.lines().filter(|l| !l.starts_with('#')).collect();
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        let blank = line.trim().is_empty();
        let next_indented = lines[i + 1..]
            .iter()
            .find(|l| !l.trim().is_empty())
            .is_some_and(|l| l.starts_with([' ', '\t']));
        if !blank || next_indented {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Joins each language's Fluent files into its first-load source `$OUT_DIR/locales/<lang>.ftl`
/// and its later source `$OUT_DIR/locales/<lang>-later.ftl` (see [`LATER_FILES`]).
fn locales() {
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales");
    fs::create_dir_all(&out).expect("OUT_DIR is writable");
    println!("cargo:rerun-if-changed=locales");
    let mut languages: Vec<_> = fs::read_dir("locales")
        .expect("locales/ is there")
        .map(|entry| entry.expect("locales/ can be listed").path())
        .filter(|path| path.is_dir())
        .collect();
    languages.sort();
    for dir in languages {
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a language's folder can be listed")
            .map(|entry| entry.expect("a language's folder can be listed").path())
            .filter(|path| path.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        let mut first = String::new();
        let mut later = String::new();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let mut text = fs::read_to_string(&file).expect("a Fluent file is UTF-8 text");
            if !text.ends_with('\n') {
                text.push('\n');
            }
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if LATER_FILES.contains(&name) {
                let (first_part, later_part) = split_file(&text);
                first.push_str(&first_part);
                later.push_str(&later_part);
            } else {
                first.push_str(&text);
            }
        }
        let first = without_comments(&first);
        let later = without_comments(&later);
        let code = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a folder has a name");
        fs::write(out.join(format!("{code}.ftl")), first).expect("OUT_DIR is writable");
        fs::write(out.join(format!("{code}-later.ftl")), later).expect("OUT_DIR is writable");
    }
}
