//! The `console` examples of `docs/cli.md` (the command's manual, linked from the README), run as
//! written, so the manual cannot drift from the command.
//!
//! In every ```` ```console ```` block, a line starting with `$ ` is a command; the lines after
//! it, up to the next command or the end of the block, are what it prints (stdout and stderr
//! together). Each command runs under `sh -c` in the repository's root, with the `escaque` built
//! for this test first on `PATH`, and must exit 0 (an example that fails says so, e.g. with
//! `echo "exit $?"`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// One `$ ` line of the manual and the text it shows after it.
struct Example {
    line: usize,
    command: String,
    expected: String,
}

/// The examples of every `console` block of `markdown`, in order.
fn console_examples(markdown: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    let mut in_console = false;
    // The command being read (its line and text) and the output lines seen after it.
    let mut current: Option<(usize, &str)> = None;
    let mut output: Vec<&str> = Vec::new();
    let mut finish = |current: &mut Option<(usize, &str)>, output: &mut Vec<&str>| {
        while output.last().is_some_and(|l| l.is_empty()) {
            output.pop();
        }
        if let Some((line, command)) = current.take() {
            examples.push(Example {
                line,
                command: command.to_string(),
                expected: output.join("\n"),
            });
        }
        output.clear();
    };
    for (i, line) in markdown.lines().enumerate() {
        if !in_console {
            in_console = line.trim_end() == "```console";
            continue;
        }
        if line.trim_end() == "```" {
            finish(&mut current, &mut output);
            in_console = false;
        } else if let Some(command) = line.strip_prefix("$ ") {
            finish(&mut current, &mut output);
            current = Some((i + 1, command));
        } else {
            assert!(
                current.is_some() || line.is_empty(),
                "docs/cli.md line {}: output before any `$ ` command",
                i + 1
            );
            output.push(line);
        }
    }
    assert!(!in_console, "docs/cli.md: a console block is not closed");
    examples
}

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `command` as a user would in a shell; returns stdout and stderr as one text, and whether
/// the shell exited 0.
fn run(command: &str, root: &Path) -> (String, bool) {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_escaque"))
        .parent()
        .expect("the binary lives in a directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH entries join");
    let out = Command::new("sh")
        .arg("-c")
        // One stream for both, in the order they were written, as a terminal shows them.
        .arg(format!("exec 2>&1\n{command}"))
        .current_dir(root)
        .env("PATH", path)
        .output()
        .expect("sh runs");
    let text = String::from_utf8_lossy(&out.stdout)
        .trim_end_matches('\n')
        .to_string();
    (text, out.status.success())
}

#[test]
fn manual_console_examples_print_what_the_manual_shows() {
    let root = repository_root();
    let manual =
        std::fs::read_to_string(root.join("docs/cli.md")).expect("docs/cli.md is readable");
    let examples = console_examples(&manual);
    assert!(
        examples.len() >= 5,
        "docs/cli.md: expected the console examples, found {}",
        examples.len()
    );
    let mut failures = Vec::new();
    for ex in &examples {
        let (got, success) = run(&ex.command, &root);
        if got != ex.expected || !success {
            failures.push(format!(
                "docs/cli.md line {}: $ {}\n--- docs/cli.md shows:\n{}\n--- the command printed{}:\n{}",
                ex.line,
                ex.command,
                ex.expected,
                if success { "" } else { " (and failed)" },
                got
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

#[test]
fn console_blocks_split_into_commands_and_their_output() {
    let md = "text\n```sh\n$ not run\n```\n```console\n$ a\none\n\n$ b | c\ntwo\nthree\n\n```\n\
              ```console\n$ d\n```\n";
    let examples = console_examples(md);
    let got: Vec<(usize, &str, &str)> = examples
        .iter()
        .map(|e| (e.line, e.command.as_str(), e.expected.as_str()))
        .collect();
    assert_eq!(
        got,
        [(6, "a", "one"), (9, "b | c", "two\nthree"), (15, "d", "")]
    );
}
