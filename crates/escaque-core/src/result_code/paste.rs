//! What a teacher pastes into the results page: one result a line, as a code, as a result link
//! (its query or the whole URL), or as a name and a code separated by a tab, a colon, a
//! comma or a semicolon (`Ana: 1ABCD-…`). Blank lines are skipped.
//!
//! ```
//! use escaque_core::result_code::{read_pasted, DrillId, ResultCode, ResultLink};
//! let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=2"), &[true, true], 9, 20_000).unwrap();
//! let link = ResultLink::new(code, Some("Ana".into())).unwrap();
//! let text = format!("{code}\n\nhttps://escaque.example{}\nLuis: {code}\nnonsense", link.path());
//! let lines = read_pasted(&text);
//! assert_eq!(lines.len(), 4);
//! assert_eq!(lines[0].line, 1);
//! assert_eq!(lines[1].result.as_ref().unwrap().name(), Some("Ana"));
//! assert_eq!(lines[2].result.as_ref().unwrap().name(), Some("Luis"));
//! assert!(lines[3].result.is_err());
//! ```

use super::code::ResultCode;
use super::link::{ResultLink, ResultLinkError};

/// One pasted line that is not blank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastedLine {
    /// Its number, from 1, blank lines included.
    pub line: usize,
    /// The result it holds, or why it holds none.
    pub result: Result<ResultLink, ResultLinkError>,
}

/// Every non-blank line of `text`, read (see the module docs).
pub fn read_pasted(text: &str) -> Vec<PastedLine> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| PastedLine {
            line: i + 1,
            result: read_line(l.trim()),
        })
        .collect()
}

fn read_line(line: &str) -> Result<ResultLink, ResultLinkError> {
    if line.contains("code=") {
        let query = line.rsplit_once('?').map_or(line, |(_, q)| q);
        return query.parse();
    }
    let (name, code) = match line.rfind(['\t', ':', ',', ';']) {
        Some(at) => (Some(line[..at].trim().to_string()), &line[at + 1..]),
        None => (None, line),
    };
    let code: ResultCode = code.parse().map_err(ResultLinkError::Code)?;
    ResultLink::new(code, name).map_err(ResultLinkError::Name)
}
