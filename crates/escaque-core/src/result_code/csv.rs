//! A class's results as CSV that a spreadsheet opens as it should, in the teacher's language.
//!
//! UTF-8 with a byte-order mark (so that a spreadsheet reads `Lucía`, not `LucÃ­a`); the
//! separator a spreadsheet of the UI language expects ([`Separator::of`]: `;` where decimals
//! are written with a comma, `,` in English); lines end in CRLF (RFC 4180); a cell with the
//! separator, a quote or a line break is quoted, quotes doubled. A cell that a spreadsheet
//! would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a
//! leading `'`, so a student's name cannot become a formula. Each pasted result is a row, a
//! repeated code too, marked in the last column (two students sending one code is worth
//! seeing).
//!
//! ```
//! use escaque_core::result_code::{class_csv, class_results, DrillId, ResultCode, Separator, CSV_HEADER};
//! let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=3"), &[true, false, false], 75, 20_000).unwrap();
//! let class = class_results(&format!("=1+1, \"Ana\": {code}\nLuis: {code}"));
//! let csv = class_csv(&CSV_HEADER, "yes", &class.rows, &[], Separator::Semicolon);
//! assert!(csv.starts_with('\u{feff}'));
//! let mut lines = csv.trim_start_matches('\u{feff}').split("\r\n");
//! assert_eq!(
//!     lines.next(),
//!     Some("name;drill;date;right;answered;questions;accuracy;seconds;mistakes;repeated")
//! );
//! let row = lines.next().unwrap();
//! assert!(row.starts_with("\"'=1+1, \"\"Ana\"\"\";"), "{row}");
//! assert!(row.ends_with(";2024-10-04;1;3;;33;75;2, 3;"), "{row}");
//! assert!(lines.next().unwrap().ends_with(";2, 3;yes"));
//! ```

use super::class::{ClassRow, KnownDrill};
use crate::settings::UiLanguage;

/// The byte-order mark a CSV file starts with.
pub const BOM: char = '\u{feff}';

/// How many columns a class table has.
pub const CSV_COLUMNS: usize = 10;

/// The header in English (the app passes its own translation): name, drill, date
/// (`YYYY-MM-DD`), right answers, questions answered, the drill's questions (blank when neither
/// the code nor the drill's link says: a timed drill), accuracy in whole percent of the
/// answered, total seconds, the missed questions separated by `, ` (with their numbers and what
/// they asked when the drill is known, `2 · g1`, else numbered from 1), and whether the code repeats an earlier line's.
pub const CSV_HEADER: [&str; CSV_COLUMNS] = [
    "name",
    "drill",
    "date",
    "right",
    "answered",
    "questions",
    "accuracy",
    "seconds",
    "mistakes",
    "repeated",
];

/// The character between cells.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Separator {
    /// `,`: where decimals are written with a point (English).
    Comma,
    /// `;`: where decimals are written with a comma, and spreadsheets split cells at `;`.
    Semicolon,
}

impl Separator {
    /// The separator a spreadsheet expects in the UI language: `;` in Spanish, Catalan,
    /// French, German, Italian and Portuguese (decimal comma), `,` in English.
    ///
    /// ```
    /// use escaque_core::result_code::Separator;
    /// use escaque_core::settings::UiLanguage;
    /// assert_eq!(Separator::of(UiLanguage::Es), Separator::Semicolon);
    /// assert_eq!(Separator::of(UiLanguage::En), Separator::Comma);
    /// ```
    pub fn of(lang: UiLanguage) -> Separator {
        match lang {
            UiLanguage::En => Separator::Comma,
            UiLanguage::Es
            | UiLanguage::Ca
            | UiLanguage::Fr
            | UiLanguage::De
            | UiLanguage::It
            | UiLanguage::Pt => Separator::Semicolon,
        }
    }

    /// The character.
    pub fn char(self) -> char {
        match self {
            Separator::Comma => ',',
            Separator::Semicolon => ';',
        }
    }
}

/// The file: the byte-order mark, the header, then a line a pasted result (a repeat marked
/// with `repeated`, the UI language's "yes"), each line ending in CRLF. A result of a drill in
/// `known` (each with its title as the page shows it) is shown by that title, its misses by
/// their prompts and out of its questions; any other by the drill's id and the misses'
/// numbers.
pub fn class_csv(
    header: &[&str; CSV_COLUMNS],
    repeated: &str,
    rows: &[ClassRow],
    known: &[(&KnownDrill, &str)],
    separator: Separator,
) -> String {
    let mut out = String::from(BOM);
    push_line(&mut out, header.iter().map(|h| h.to_string()), separator);
    for row in rows {
        let code = &row.code;
        let (drill, title) = match known.iter().find(|(d, _)| d.id == code.drill()) {
            Some(&(drill, title)) => (Some(drill), title.to_string()),
            None => (None, code.drill().to_string()),
        };
        let mistakes: Vec<String> = code
            .mistakes()
            .map(|i| match drill.and_then(|d| d.prompt_label(i)) {
                Some(label) => label,
                None => (i + 1).to_string(),
            })
            .collect();
        let standing = row.standing(drill);
        push_line(
            &mut out,
            [
                row.name.clone().unwrap_or_default(),
                title,
                code.date().to_string(),
                standing.right.to_string(),
                standing.answered.to_string(),
                standing.total.map(|t| t.to_string()).unwrap_or_default(),
                code.accuracy_percent().to_string(),
                code.seconds().to_string(),
                mistakes.join(", "),
                row.repeat_of
                    .map(|_| repeated.to_string())
                    .unwrap_or_default(),
            ]
            .into_iter(),
            separator,
        );
    }
    out
}

fn push_line(out: &mut String, cells: impl Iterator<Item = String>, separator: Separator) {
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            out.push(separator.char());
        }
        out.push_str(&cell_text(&cell, separator));
    }
    out.push_str("\r\n");
}

/// A cell as written: defused, then quoted when needed.
pub fn cell_text(cell: &str, separator: Separator) -> String {
    let defused = if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    };
    if defused.contains([separator.char(), '"', '\r', '\n']) {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_defused() {
        for (cell, comma, semicolon) in [
            ("Ana", "Ana", "Ana"),
            ("", "", ""),
            ("a,b", "\"a,b\"", "a,b"),
            ("a;b", "a;b", "\"a;b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\"", "\"say \"\"hi\"\"\""),
            ("two\nlines", "\"two\nlines\"", "\"two\nlines\""),
            (
                "=HYPERLINK(\"x\")",
                "\"'=HYPERLINK(\"\"x\"\")\"",
                "\"'=HYPERLINK(\"\"x\"\")\"",
            ),
            ("+1", "'+1", "'+1"),
            ("-1", "'-1", "'-1"),
            ("@SUM(A1)", "'@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx", "'\tx"),
            ("a=b", "a=b", "a=b"),
        ] {
            assert_eq!(cell_text(cell, Separator::Comma), comma, "{cell}");
            assert_eq!(cell_text(cell, Separator::Semicolon), semicolon, "{cell}");
        }
    }
}
