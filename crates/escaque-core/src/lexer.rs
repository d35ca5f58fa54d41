//! Splitting game text into tokens: tags, comments, variations, move numbers, moves, marks.

use crate::annotation;
use std::borrow::Cow;

/// One piece of game text, with its byte offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token<'a> {
    /// A tag's name and its value as written, escapes and all ([`unescape_tag`]).
    Tag(&'a str, &'a str),
    Comment(&'a str),
    VariationStart,
    VariationEnd,
    /// `(=)` written apart from its move.
    DrawOffer,
    /// `e.p.` / `a.p.` written apart from its move.
    EnPassantMark,
    /// `!`, `?!`, `$1`, `±`, `+-`, `N`, … written apart (see [`crate::annotation`]); `+` and
    /// `#` too.
    Glyph(&'a str),
    /// A move number; `black` for `1...` / `1…`.
    MoveNumber {
        number: u32,
        black: bool,
    },
    Result(&'a str),
    /// `etc.`: the text stops here.
    Etc,
    Word(&'a str),
    /// `{` or `(` never closed.
    Unclosed(char),
}

/// The tokens of a text with their byte offsets, read as they are asked for (a large file is
/// never held as tokens all at once).
pub(crate) struct Lexer<'a> {
    text: &'a str,
    i: usize,
    line_start: bool,
    /// Tokens found by the last scan (a word can give a move number and a move), handed out
    /// from `head` on: a list reused, not a queue.
    pending: Vec<(Token<'a>, usize)>,
    head: usize,
    /// Words that start with a letter are sorted at once (see [`push_word`]); off only in the
    /// test that checks that shortcut against the full checks.
    quick: bool,
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Lexer<'a> {
        let i = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Lexer {
            text,
            i,
            line_start: true,
            pending: Vec::new(),
            head: 0,
            quick: true,
        }
    }

    /// A lexer without [`push_word`]'s shortcut, for the test that compares both.
    #[cfg(test)]
    pub(crate) fn in_full(text: &'a str) -> Lexer<'a> {
        Lexer {
            quick: false,
            ..Lexer::new(text)
        }
    }

    /// Scans until at least one token is pending or the text ends.
    fn scan(&mut self) {
        self.pending.clear();
        self.head = 0;
        let text = self.text;
        let bytes = text.as_bytes();
        let tokens = &mut self.pending;
        let mut i = self.i;
        let mut line_start = self.line_start;
        let quick = self.quick;
        while i < bytes.len() && tokens.is_empty() {
            let c = bytes[i];
            if c == b'\n' {
                line_start = true;
                i += 1;
                continue;
            }
            if c.is_ascii() {
                // `char::is_whitespace`'s ASCII characters (vertical tab included).
                if matches!(c, b' ' | b'\t' | b'\x0B' | b'\x0C' | b'\r') {
                    i += 1;
                    continue;
                }
            } else {
                let ch = text[i..].chars().next().unwrap_or(' ');
                if ch.is_whitespace() {
                    i += ch.len_utf8();
                    continue;
                }
            }
            let at_line_start = std::mem::replace(&mut line_start, false);
            match c {
                b'%' if at_line_start => i = line_end(bytes, i),
                b';' => {
                    let end = line_end(bytes, i);
                    tokens.push((Token::Comment(&text[i + 1..end]), i));
                    i = end;
                }
                b'{' => match text[i..].find('}') {
                    Some(len) => {
                        tokens.push((Token::Comment(&text[i + 1..i + len]), i));
                        i += len + 1;
                    }
                    None => {
                        tokens.push((Token::Unclosed('{'), i));
                        i = bytes.len();
                    }
                },
                b'[' => match scan_tag_raw(text, i) {
                    Some((name, value, end)) => {
                        tokens.push((Token::Tag(name, value), i));
                        i = end;
                    }
                    // Not a tag ("[pgn]" wrappers and the like): skip it.
                    None => i = text[i..].find(']').map_or(bytes.len(), |len| i + len + 1),
                },
                b'<' => i = text[i..].find('>').map_or(bytes.len(), |len| i + len + 1),
                b'(' if text[i..].starts_with("(=)") => {
                    tokens.push((Token::DrawOffer, i));
                    i += 3;
                }
                b'(' => {
                    tokens.push((Token::VariationStart, i));
                    i += 1;
                }
                b')' => {
                    tokens.push((Token::VariationEnd, i));
                    i += 1;
                }
                _ => {
                    let end = word_end(text, i);
                    let end = if end == i {
                        i + text[i..].chars().next().map_or(1, char::len_utf8)
                    } else {
                        end
                    };
                    push_word(tokens, &text[i..end], i, quick);
                    i = end;
                }
            }
        }
        self.i = i;
        self.line_start = line_start;
    }
}

impl<'a> Lexer<'a> {
    /// The next token without taking it.
    pub(crate) fn peek(&mut self) -> Option<&(Token<'a>, usize)> {
        if self.head == self.pending.len() {
            self.scan();
        }
        self.pending.get(self.head)
    }
}

impl<'a> Iterator for Lexer<'a> {
    type Item = (Token<'a>, usize);

    fn next(&mut self) -> Option<(Token<'a>, usize)> {
        if self.head == self.pending.len() {
            self.scan();
        }
        let token = *self.pending.get(self.head)?;
        self.head += 1;
        Some(token)
    }
}

/// All tokens of `text` (for tests; readers use [`Lexer`]).
#[cfg(test)]
pub(crate) fn tokenize(text: &str) -> Vec<(Token<'_>, usize)> {
    Lexer::new(text).collect()
}

/// The ASCII bytes that end a word: whitespace and `{}()[];<` (one look-up per byte).
const ENDS_WORD: [bool; 128] = {
    let mut table = [false; 128];
    let mut b = 0;
    while b < 128 {
        table[b] = (b as u8).is_ascii_whitespace()
            || matches!(
                b as u8,
                b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'<'
            );
        b += 1;
    }
    table
};

/// End of the word starting at `start`: whitespace or one of `{}()[];<` ends it.
fn word_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = start;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii() {
            if ENDS_WORD[usize::from(b)] {
                return i;
            }
            i += 1;
        } else {
            let ch = text[i..].chars().next().unwrap_or(' ');
            if ch.is_whitespace() {
                return i;
            }
            i += ch.len_utf8();
        }
    }
    bytes.len()
}

fn line_end(bytes: &[u8], from: usize) -> usize {
    bytes[from..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |p| from + p)
}

/// `[Name "value"]` starting at `start`, with `\"` and `\\` escapes in the value (which may
/// hold `]`). Returns the name, the value and the offset after `]`.
pub(crate) fn scan_tag(text: &str, start: usize) -> Option<(&str, Cow<'_, str>, usize)> {
    let (name, raw, end) = scan_tag_raw(text, start)?;
    Some((name, unescape_tag(raw), end))
}

/// [`scan_tag`] with the value as written, escapes and all (see [`unescape_tag`]): nothing
/// allocated while the text is cut into tokens.
pub(crate) fn scan_tag_raw(text: &str, start: usize) -> Option<(&str, &str, usize)> {
    let after_bracket = &text[start + 1..];
    // Tag names are ASCII but for rare ones: the characters' test only then.
    let name_len = match after_bracket
        .bytes()
        .position(|b| !(b.is_ascii_alphanumeric() || b == b'_'))
    {
        Some(len) if after_bracket.as_bytes()[len].is_ascii() => len,
        _ => after_bracket.find(|c: char| !(c.is_alphanumeric() || c == '_'))?,
    };
    if name_len == 0 {
        return None;
    }
    let name = &after_bracket[..name_len];
    let rest = &after_bracket[name_len..];
    let quote = rest.bytes().position(|b| b == b'"')?;
    // Only white space between the name and the value (ASCII nearly always).
    let gap = &rest.as_bytes()[..quote];
    if !(gap.iter().all(u8::is_ascii_whitespace) || rest[..quote].trim().is_empty()) {
        return None;
    }
    let inner = &rest[quote + 1..];
    // The closing quote: the first `"` not escaped by a `\`, before any line break (the
    // bytes looked for are ASCII, never inside a longer character).
    let mut at = 0;
    let offset = loop {
        let stop = at
            + inner.as_bytes()[at..]
                .iter()
                .position(|&b| matches!(b, b'"' | b'\\' | b'\n'))?;
        match inner.as_bytes()[stop] {
            b'"' => break stop,
            b'\n' => return None,
            // An escape: the character after it, whatever it is, is part of the value.
            _ => at = stop + 1 + inner[stop + 1..].chars().next()?.len_utf8(),
        }
    };
    let tail = &inner[offset + 1..];
    let close = if tail.starts_with(']') {
        0
    } else {
        tail.find(']')?
    };
    if !tail[..close].trim().is_empty() {
        return None;
    }
    let end = text.len() - tail.len() + close + 1;
    Some((name, &inner[..offset], end))
}

/// A tag value as written ([`scan_tag_raw`]) without its escapes: `\x` is `x`.
pub(crate) fn unescape_tag(raw: &str) -> Cow<'_, str> {
    if !raw.contains('\\') {
        return Cow::Borrowed(raw);
    }
    let mut value = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.extend(chars.next()),
            _ => value.push(c),
        }
    }
    Cow::Owned(value)
}

const RESULTS: [&str; 7] = ["1-0", "0-1", "1/2-1/2", "½-½", "*", "1/2", "½"];

fn push_word<'a>(tokens: &mut Vec<(Token<'a>, usize)>, word: &'a str, at: usize, quick: bool) {
    let is = |candidates: &[&str]| candidates.iter().any(|c| word.eq_ignore_ascii_case(c));
    const ETC: [&str; 2] = ["etc.", "etc"];
    const EN_PASSANT: [&str; 7] = ["e.p.", "a.p.", "e.p", "a.p", "ep", "a.p..", "e.p.."];
    // Most words are moves, which start with a letter: of the special words, only `etc.`, the
    // en-passant marks and the glyphs `N` and `TN` do (no result, number or mark), so the
    // rest of the checks below are skipped (a hot path of reading games; same tokens).
    if quick && word.as_bytes().first().is_some_and(u8::is_ascii_alphabetic) {
        // `etc.` and the en-passant marks are short and start with `e` or `a`, either case.
        let maybe_mark = word.len() <= 5 && matches!(word.as_bytes()[0] | 0x20, b'e' | b'a');
        let token = if maybe_mark && is(&ETC) {
            Token::Etc
        } else if maybe_mark && is(&EN_PASSANT) {
            Token::EnPassantMark
        } else if matches!(word, "N" | "TN") {
            Token::Glyph(word)
        } else {
            Token::Word(word)
        };
        tokens.push((token, at));
        return;
    }
    // A word that starts with a digit is a result, a move number (maybe glued to its move) or a
    // move (`0-0`): no glyph, mark or `etc.` starts with a digit. Move numbers with ASCII dots
    // are read here at once (same tokens: tested in `game::fast_paths`).
    if quick && word.as_bytes()[0].is_ascii_digit() && !RESULTS.contains(&word) {
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let rest = &word[digits..];
        let dots = rest.bytes().take_while(|&b| b == b'.').count();
        if word != "0000"
            && digits <= 9
            && (dots > 0 || rest.is_empty())
            && !rest[dots..].starts_with('…')
        {
            let number = word.as_bytes()[..digits]
                .iter()
                .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
            tokens.push((
                Token::MoveNumber {
                    number,
                    black: dots > 1,
                },
                at,
            ));
            let remainder = &rest[dots..];
            if !remainder.is_empty() {
                push_word(tokens, remainder, at + digits + dots, quick);
            }
            return;
        }
    }
    if let Some(result) = RESULTS.iter().find(|r| word == **r) {
        tokens.push((Token::Result(result), at));
        return;
    }
    if is(&ETC) {
        tokens.push((Token::Etc, at));
        return;
    }
    if is(&EN_PASSANT) {
        tokens.push((Token::EnPassantMark, at));
        return;
    }
    if annotation::Nag::read(word).is_some()
        || annotation::is_check_mark(word)
        || word.chars().all(|c| "!?‼⁇⁈⁉".contains(c))
    {
        tokens.push((Token::Glyph(word), at));
        return;
    }
    // Move number, possibly glued to the move: "1.", "1...", "9", "12.e4", "3…Cf6".
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && word != "0000" {
        let rest = &word[digits..];
        let dots = rest.len() - rest.trim_start_matches(['.', '…']).len();
        if dots > 0 || rest.is_empty() {
            if let Ok(number) = word[..digits].parse() {
                let black = dots > 1 || rest.starts_with('…');
                tokens.push((Token::MoveNumber { number, black }, at));
            }
            let remainder = &rest[dots..];
            if !remainder.is_empty() {
                push_word(tokens, remainder, at + digits + dots, quick);
            }
            return;
        }
    }
    if word.chars().all(|c| c == '.' || c == '…') {
        return;
    }
    tokens.push((Token::Word(word), at));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_values_keep_what_their_escapes_mean() {
        let value = |text: &str| {
            scan_tag(text, 0).map(|(name, value, end)| (name.to_string(), value.into_owned(), end))
        };
        assert_eq!(
            value("[Event \"x\"]"),
            Some(("Event".into(), "x".into(), 11))
        );
        assert_eq!(
            value("[Event  \"a \\\"b\\\" \\\\ c]\"] 1.e4"),
            Some(("Event".into(), "a \"b\" \\ c]".into(), 24))
        );
        // An escaped line break is part of the value; a bare one ends the tag.
        assert_eq!(
            value("[A \"x\\\ny\"]"),
            Some(("A".into(), "x\ny".into(), 10))
        );
        assert_eq!(value("[A \"x\ny\"]"), None);
        assert_eq!(value("[A \"x\\"), None);
        assert_eq!(value("[A \"x\\\""), None);
        assert_eq!(value("[A \"é\\ñ\"]"), Some(("A".into(), "éñ".into(), 11)));
        assert_eq!(value("[A \"x\" y]"), None);
        assert_eq!(value("[ \"x\"]"), None);
    }

    #[test]
    fn splits_what_people_write() {
        let tokens: Vec<Token> =
            tokenize("[Event \"x\"]\n1.e4 e5 2. Cf3 {bien} (2.f4) 9 Cbd2 exd6 a.p. Rb1(=). 1-0")
                .into_iter()
                .map(|(t, _)| t)
                .collect();
        assert_eq!(
            tokens,
            vec![
                Token::Tag("Event", "x"),
                Token::MoveNumber {
                    number: 1,
                    black: false
                },
                Token::Word("e4"),
                Token::Word("e5"),
                Token::MoveNumber {
                    number: 2,
                    black: false
                },
                Token::Word("Cf3"),
                Token::Comment("bien"),
                Token::VariationStart,
                Token::MoveNumber {
                    number: 2,
                    black: false
                },
                Token::Word("f4"),
                Token::VariationEnd,
                Token::MoveNumber {
                    number: 9,
                    black: false
                },
                Token::Word("Cbd2"),
                Token::Word("exd6"),
                Token::EnPassantMark,
                Token::Word("Rb1"),
                Token::DrawOffer,
                Token::Result("1-0"),
            ]
        );
    }
}
