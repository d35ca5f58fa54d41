//! A class's results as CSV (RFC 4180), safe to open in a spreadsheet.
//!
//! Lines end in CRLF; a cell with a comma, a quote or a line break is quoted, quotes doubled.
//! A cell that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab
//! or a carriage return) gets a leading `'`, so a student's name cannot become a formula.
//!
//! ```
//! use escaque_core::result_code::{class_csv, ClassRow, DrillId, ResultCode, CSV_HEADER};
//! let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=3"), &[true, false, false], 75, 20_000).unwrap();
//! let rows = [ClassRow { name: Some("=1+1, \"Ana\"".into()), code }];
//! let csv = class_csv(&CSV_HEADER, &rows);
//! let mut lines = csv.split("\r\n");
//! assert_eq!(lines.next(), Some("name,drill,date,right,attempted,accuracy,seconds,mistakes"));
//! let row = lines.next().unwrap();
//! assert!(row.starts_with("\"'=1+1, \"\"Ana\"\"\","), "{row}");
//! assert!(row.ends_with(",2024-10-04,1,3,33,75,2 3"), "{row}");
//! ```

use super::code::ResultCode;

/// One student's row: the name (if known) and the decoded code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassRow {
    pub name: Option<String>,
    pub code: ResultCode,
}

/// How many columns a class table has.
pub const CSV_COLUMNS: usize = 8;

/// The header in English (the app passes its own translation): name, drill id, date
/// (`YYYY-MM-DD`), right answers, answers, accuracy in whole percent, total seconds, and the
/// missed prompts numbered from 1, separated by spaces.
pub const CSV_HEADER: [&str; CSV_COLUMNS] = [
    "name",
    "drill",
    "date",
    "right",
    "attempted",
    "accuracy",
    "seconds",
    "mistakes",
];

/// The table: the header, then a line a row, each line ending in CRLF.
pub fn class_csv(header: &[&str; CSV_COLUMNS], rows: &[ClassRow]) -> String {
    let mut out = String::new();
    push_line(&mut out, header.iter().map(|h| h.to_string()));
    for row in rows {
        let code = &row.code;
        let score = code.score();
        let mistakes: Vec<String> = code.mistakes().map(|i| (i + 1).to_string()).collect();
        push_line(
            &mut out,
            [
                row.name.clone().unwrap_or_default(),
                code.drill().to_string(),
                code.date().to_string(),
                score.right.to_string(),
                score.attempted.to_string(),
                code.accuracy_percent().to_string(),
                code.seconds().to_string(),
                mistakes.join(" "),
            ]
            .into_iter(),
        );
    }
    out
}

fn push_line(out: &mut String, cells: impl Iterator<Item = String>) {
    for (i, cell) in cells.enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&cell_text(&cell));
    }
    out.push_str("\r\n");
}

/// A cell as written: defused, then quoted when needed.
pub fn cell_text(cell: &str) -> String {
    let defused = if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_string()
    };
    if defused.contains([',', '"', '\r', '\n']) {
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
        for (cell, written) in [
            ("Ana", "Ana"),
            ("", ""),
            ("a,b", "\"a,b\""),
            ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("two\nlines", "\"two\nlines\""),
            ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
            ("+1", "'+1"),
            ("-1", "'-1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("a=b", "a=b"),
        ] {
            assert_eq!(cell_text(cell), written, "{cell}");
        }
    }
}
