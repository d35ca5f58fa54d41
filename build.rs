//! Joins each UI language's Fluent files (`locales/<lang>/*.ftl`, in file-name order) into one
//! source, `$OUT_DIR/locales/<lang>.ftl`, which `src/i18n.rs` builds in.
//!
//! A language's messages are split by area (`app.ftl`, `course.ftl`, …) so that a translator
//! can take one area at a time; every language has the same files with the same messages (the
//! tests in `src/i18n.rs` check the joined sources).

use std::fs;
use std::path::Path;

fn main() {
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
        let mut joined = String::new();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let text = fs::read_to_string(&file).expect("a Fluent file is UTF-8 text");
            joined.push_str(&format!("\n## {}\n\n", file.display()));
            joined.push_str(&text);
            if !text.ends_with('\n') {
                joined.push('\n');
            }
        }
        let code = dir.file_name().expect("a folder has a name");
        fs::write(out.join(code).with_extension("ftl"), joined).expect("OUT_DIR is writable");
    }
}
