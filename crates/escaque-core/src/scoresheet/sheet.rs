//! A scoresheet as written: its boxes in order (white's first), read from text typed from a
//! sheet: numbered rows (`1. d4  Cf6`), one move per line, or PGN movetext.
//!
//! - `...`, `…`, `?` or `--` is an empty or unreadable box; with row numbers, a box left out
//!   (`2. Cf3` then `3. Ab5`) is an empty box too;
//! - `12...` before a move puts it in black's box of row 12;
//! - comments (`{…}`, `;…`), variations, NAGs and results are not boxes;
//! - sheets are separated by a blank line or by PGN tags (a blank line after tags does not end
//!   the sheet); a `FEN` tag gives the start position.
//!
//! ```
//! use escaque_core::scoresheet::sheet::read_sheets;
//! let sheets = read_sheets("1. d4 Cf6\n2. c4 ?\n3. Cc3\n4. e4 d6\n\n1. e4 e5");
//! assert_eq!(sheets.len(), 2);
//! let written: Vec<&str> = sheets[0].boxes.iter().map(|b| b.text.as_str()).collect();
//! assert_eq!(written, ["d4", "Cf6", "c4", "", "Cc3", "", "e4", "d6"]);
//! ```

use super::cost::is_blank;
use crate::Position;
use std::ops::Range;

/// One box of the sheet: what was written in it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WrittenBox {
    /// As written (trimmed); empty for a box left empty.
    pub text: String,
    /// Byte range in the text it was read from (empty for a box left out).
    pub span: Range<usize>,
}

impl WrittenBox {
    /// A box with this text.
    pub fn new(text: &str) -> WrittenBox {
        WrittenBox {
            text: text.trim().to_string(),
            span: 0..0,
        }
    }

    /// Whether nothing readable is in it (empty, `?`, `...`).
    pub fn is_blank(&self) -> bool {
        is_blank(&self.text)
    }
}

/// A scoresheet: the start position and the boxes, white's first box first.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Sheet {
    /// PGN tags, if the sheet had any.
    pub tags: Vec<(String, String)>,
    /// The start position (`FEN` tag), the initial position otherwise.
    pub start: Position,
    pub boxes: Vec<WrittenBox>,
}

impl Sheet {
    /// A sheet from the initial position with these boxes in order.
    ///
    /// ```
    /// use escaque_core::scoresheet::Sheet;
    /// assert_eq!(Sheet::from_boxes(["e4", "", "Cf3"]).boxes.len(), 3);
    /// ```
    pub fn from_boxes<'a>(boxes: impl IntoIterator<Item = &'a str>) -> Sheet {
        Sheet {
            boxes: boxes.into_iter().map(WrittenBox::new).collect(),
            ..Sheet::default()
        }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Every sheet of `text`, in order. Never fails: what is not a box is left out.
pub fn read_sheets(text: &str) -> Vec<Sheet> {
    let mut sheets = Vec::new();
    let mut current = Builder::default();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let trimmed = line.trim();
        if trimmed.is_empty() {
            // A blank line ends a sheet with boxes (not one that has only tags yet).
            if !current.sheet.boxes.is_empty() {
                sheets.push(std::mem::take(&mut current).finish());
            }
            continue;
        }
        if trimmed.starts_with('[') {
            if !current.sheet.boxes.is_empty() {
                sheets.push(std::mem::take(&mut current).finish());
            }
            current.tag(trimmed);
            continue;
        }
        if trimmed.starts_with('%') {
            continue;
        }
        current.line(line, at);
    }
    if !current.sheet.boxes.is_empty() || !current.sheet.tags.is_empty() {
        sheets.push(current.finish());
    }
    sheets
}

#[derive(Default)]
struct Builder {
    sheet: Sheet,
    /// The row number of the first numbered row, and whether rows are numbered.
    first_row: Option<u32>,
    /// Depth of `{`, `(` nesting carried over lines.
    brace: bool,
    paren: usize,
}

impl Builder {
    fn tag(&mut self, line: &str) {
        let inner = line.trim_start_matches('[').trim_end_matches(']');
        let (name, value) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
        let value = value.trim().trim_matches('"').to_string();
        if name == "FEN" {
            if let Ok(position) = value.parse::<Position>() {
                self.sheet.start = position;
            }
        }
        self.sheet.tags.push((name.to_string(), value));
    }

    fn finish(self) -> Sheet {
        self.sheet
    }

    /// The box index where row `row` (white's box when `black` is false) starts.
    fn row_box(&mut self, row: u32, black: bool) -> usize {
        let first = *self.first_row.get_or_insert(row);
        let black_first = self.sheet.start.turn() == chess::Color::Black;
        let index = 2 * row.saturating_sub(first) as usize + usize::from(black);
        index.saturating_sub(usize::from(black_first))
    }

    fn push_box(&mut self, text: &str, span: Range<usize>) {
        self.sheet.boxes.push(WrittenBox {
            text: text.to_string(),
            span,
        });
    }

    /// Pads with empty boxes up to `index` (a box left out of a numbered row); a row numbered
    /// lower than the boxes already written is left as it is (the boxes stay in order).
    fn pad_to(&mut self, index: usize) {
        // At most a row's worth of padding at once: a wildly wrong number is not a hole.
        let missing = index.saturating_sub(self.sheet.boxes.len());
        if missing <= 2 {
            for _ in 0..missing {
                self.push_box("", 0..0);
            }
        }
    }

    fn line(&mut self, line: &str, at: usize) {
        let mut words = Words { line, pos: 0 };
        while let Some((word, range)) = words.next_word(self) {
            let span = at + range.start..at + range.end;
            // A move number (`12.`, `12...`, `12.e4`, `12`), maybe glued to a move.
            let digits = word.chars().take_while(char::is_ascii_digit).count();
            if digits > 0 && digits < word.len() && word[digits..].starts_with('.') {
                let row: u32 = word[..digits].parse().unwrap_or(u32::MAX);
                let dots = word[digits..]
                    .chars()
                    .take_while(|c| *c == '.' || *c == '…')
                    .count();
                let rest_at = digits
                    + word[digits..]
                        .char_indices()
                        .nth(dots)
                        .map_or(word.len() - digits, |(i, _)| i);
                let rest = &word[rest_at..];
                let black = dots >= 3 || word[digits..].starts_with('…');
                if row < 10_000 {
                    let index = self.row_box(row, black);
                    self.pad_to(index);
                }
                if !rest.is_empty() {
                    self.push_box(rest, span.start + rest_at..span.end);
                }
                continue;
            }
            if digits == word.len() && self.first_row.is_some() && word.len() <= 3 {
                // `12 e4 e5`: a bare row number on a numbered sheet.
                if let Ok(row) = word.parse::<u32>() {
                    let index = self.row_box(row, false);
                    self.pad_to(index);
                    continue;
                }
            }
            if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") || word.starts_with('$') {
                continue;
            }
            self.push_box(if is_blank(word) { "" } else { word }, span);
        }
    }
}

/// The words of a line, skipping comments and variations (kept open across lines).
struct Words<'a> {
    line: &'a str,
    pos: usize,
}

impl<'a> Words<'a> {
    fn next_word(&mut self, state: &mut Builder) -> Option<(&'a str, Range<usize>)> {
        let bytes = self.line.as_bytes();
        loop {
            if self.pos >= bytes.len() {
                return None;
            }
            let c = bytes[self.pos];
            if state.brace {
                if c == b'}' {
                    state.brace = false;
                }
                self.pos += 1;
                continue;
            }
            match c {
                b'{' => {
                    state.brace = true;
                    self.pos += 1;
                }
                b'(' => {
                    state.paren += 1;
                    self.pos += 1;
                }
                b')' => {
                    state.paren = state.paren.saturating_sub(1);
                    self.pos += 1;
                }
                b';' => {
                    self.pos = bytes.len();
                }
                _ if c.is_ascii_whitespace() || c == b',' || c == b'|' || c == b'\t' => {
                    self.pos += 1;
                }
                _ => {
                    let start = self.pos;
                    while self.pos < bytes.len() {
                        let c = bytes[self.pos];
                        if c.is_ascii_whitespace()
                            || matches!(c, b'{' | b'(' | b')' | b';' | b',' | b'|')
                        {
                            break;
                        }
                        self.pos += 1;
                    }
                    if state.paren > 0 {
                        continue;
                    }
                    // Word boundaries are ASCII, so `start..pos` is on char boundaries.
                    return Some((&self.line[start..self.pos], start..self.pos));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(sheet: &Sheet) -> Vec<&str> {
        sheet.boxes.iter().map(|b| b.text.as_str()).collect()
    }

    #[test]
    fn reads_rows_lines_and_pgn() {
        let sheets = read_sheets(
            "[Event \"x\"]\n\n1. e4 e5 {good} 2. Nf3 (2. f4) Nc6 3... a6 1-0\n\ne4\ne5\nCf3\n",
        );
        assert_eq!(sheets.len(), 2);
        assert_eq!(sheets[0].tag("Event"), Some("x"));
        assert_eq!(texts(&sheets[0]), ["e4", "e5", "Nf3", "Nc6", "", "a6"]);
        assert_eq!(texts(&sheets[1]), ["e4", "e5", "Cf3"]);
    }

    #[test]
    fn empty_boxes_in_every_form() {
        let sheet = &read_sheets("1. e4 ...\n2. ? Cc6\n3.Ab5\n4. 0-0 …")[0];
        assert_eq!(texts(sheet), ["e4", "", "", "Cc6", "Ab5", "", "0-0", ""]);
    }

    #[test]
    fn spans_point_into_the_text() {
        let text = "1. e4 e5\n2.Cf3";
        let sheet = &read_sheets(text)[0];
        for b in &sheet.boxes {
            assert_eq!(&text[b.span.clone()], b.text);
        }
    }
}
