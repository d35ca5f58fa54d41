//! What a teacher pastes into the results page: one result a line, as students really send
//! them: a code alone, a result link (the whole URL or its query), or a name and then a code or
//! a link, with or without a separator (`Ana: 1ABCD-…`, `Sofía 1ABCD-…`, `Carlos – https://…`,
//! `Pérez, Luis; 1abcd …`), in any case and with any spacing. Blank lines are skipped.
//!
//! How a line is read: a word holding `code=` or `/result?` is a result link (its query after
//! the last `?`); otherwise the code is the rightmost, shortest run of words that reads as a result code
//! (hyphens and spaces inside a code are skipped, as when it is typed). What comes before it is
//! the student's name, without the separator (`:` `;` `,` `-` `–` `—` `|` a tab), its spaces
//! made single. A link's own name wins over the one before it. A line with nothing that looks
//! like a code is [`PasteError::NotACode`]; one whose code is damaged says how
//! ([`ResultCodeError::ChecksumMismatch`]: a typing mistake). Text before a code that is too
//! long to be a name (a sentence) is not taken as one: the code is read without a name.
//!
//! Chat exports and e-mail quoting are read line by line too (see [`chat_line`]): the code is
//! found anywhere in the message, and its name is the link's own, else the message's sender
//! (the words before the code are the message's, not a name); the lines below a message, up to
//! a blank line, are its sender's.
//!
//! ```
//! use escaque_core::result_code::{read_pasted, DrillId, PasteError, ResultCode, ResultLink};
//! let code = ResultCode::new(DrillId::of_link("v=1&mode=find&n=2"), &[true, true], 9, 20_000).unwrap();
//! let link = ResultLink::new(code, Some("Ana".into())).unwrap();
//! let text = format!(
//!     "{code}\n\nhttps://escaque.example{}\nLuis: {code}\n  sofía   {}\nnonsense",
//!     link.path(),
//!     code.compact().to_lowercase()
//! );
//! let lines = read_pasted(&text);
//! assert_eq!(lines.len(), 5);
//! assert_eq!(lines[0].line, 1);
//! assert_eq!(lines[1].result.as_ref().unwrap().name(), Some("Ana"));
//! assert_eq!(lines[2].result.as_ref().unwrap().name(), Some("Luis"));
//! assert_eq!(lines[3].result.as_ref().unwrap().name(), Some("sofía"));
//! assert_eq!(lines[4].result, Err(PasteError::NotACode));
//!
//! let chat = format!(
//!     "[3/12/25, 18:02] Lucía Fernández: Hola profe, aquí va mi código: {code}\n\
//!      Pablo Ruiz, [03.12.25 18:05]\n{}\n\n> Marta: {code}",
//!     link.path()
//! );
//! let names: Vec<Option<String>> = read_pasted(&chat)
//!     .into_iter()
//!     .map(|l| l.result.unwrap().name().map(str::to_string))
//!     .collect();
//! assert_eq!(names, [Some("Lucía Fernández".into()), Some("Ana".into()), Some("Marta".into())]);
//! ```

use super::chat::{chat_line, ChatLine};
use super::code::{ResultCode, ResultCodeError};
use super::link::{ResultLink, ResultLinkError, MAX_NAME_CHARS};
use std::fmt;

/// The most words of a line searched for a code; a longer line is read from its last words.
const MAX_WORDS: usize = 40;
/// Fewest letters and digits of something that looks like a code (a code has at least 17).
const CODE_LIKE_CHARS: usize = 10;

/// One pasted line that is not blank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastedLine {
    /// Its number, from 1, blank lines included.
    pub line: usize,
    /// The result it holds, or why it holds none.
    pub result: Result<ResultLink, PasteError>,
}

/// Why a pasted line holds no result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing in the line looks like a result code or a result link.
    NotACode,
    /// A result link, or something that looks like a code, that is refused: a typing mistake
    /// ([`ResultCodeError::ChecksumMismatch`]), a code cut short, a name too long…
    Refused(ResultLinkError),
}

impl fmt::Display for PasteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PasteError::NotACode => write!(f, "the line holds no result code"),
            PasteError::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PasteError {}

/// Every non-blank line of `text`, read (see the module docs). A chat app's header line
/// (Telegram's `Name, [date time]`) holds no result and is not listed.
pub fn read_pasted(text: &str) -> Vec<PastedLine> {
    let mut lines = Vec::new();
    // The sender of the chat message being read: its later lines are theirs too.
    let mut sender: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            // A blank line ends a message: what follows is no longer its sender's.
            sender = None;
            continue;
        }
        let result = match chat_line(line) {
            ChatLine::Header(name) => {
                sender = Some(name);
                continue;
            }
            ChatLine::Message { sender: from, text } => {
                sender = from;
                read_line(text, Some(from))
            }
            ChatLine::Plain(text) => read_line(text, sender.map(Some)),
        };
        lines.push(PastedLine {
            line: i + 1,
            result,
        });
    }
    lines
}

/// Characters that separate a name from its code, or a code from the words around it.
fn is_separator(c: char) -> bool {
    matches!(
        c,
        ':' | ';'
            | ','
            | '.'
            | '!'
            | '|'
            | '/'
            | '–'
            | '—'
            | '='
            | '('
            | ')'
            | '['
            | ']'
            | '<'
            | '>'
            | '"'
            | '«'
            | '»'
            | '“'
            | '”'
    )
}

/// Whether a word could be (part of) a code as students type it: letters, digits and hyphens,
/// with a digit or a hyphen, or a group of four or five capitals.
fn is_code_like(word: &str) -> bool {
    let chars = word.chars().filter(|&c| c != '-').count();
    word.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && (word.chars().any(|c| c.is_ascii_digit() || c == '-')
            || ((4..=5).contains(&chars) && word.chars().all(|c| c.is_ascii_uppercase())))
}

/// The words of `line` with their byte ranges: split at whitespace and separators.
fn words(line: &str) -> Vec<(usize, usize)> {
    let mut words = Vec::new();
    let mut start = None;
    for (at, c) in line.char_indices() {
        let boundary = c.is_whitespace() || is_separator(c);
        match (boundary, start) {
            (true, Some(from)) => {
                words.push((from, at));
                start = None;
            }
            (false, None) => start = Some(at),
            _ => {}
        }
    }
    if let Some(from) = start {
        words.push((from, line.len()));
    }
    words
}

/// The name before a code: the separators a name and a code are written with (`:` `;` `,` `-`
/// `–` `—` `|`, an opening bracket) and spaces at its ends dropped, spaces single.
fn name_before(text: &str) -> Option<String> {
    let trimmed = text.trim_matches(|c: char| {
        c.is_whitespace() || matches!(c, ':' | ';' | ',' | '-' | '–' | '—' | '|' | '(' | '[' | '<')
    });
    let name = trimmed.split_whitespace().collect::<Vec<_>>().join(" ");
    (!name.is_empty()).then_some(name)
}

/// The name of a code found at byte `from` of `line`: in a chat message (`chat` is
/// `Some(sender)`), its sender (cut to [`MAX_NAME_CHARS`]), the words before the code being the
/// message's; else the words
/// before it, unless they are too long to be a name (a sentence: the code is kept, unnamed).
fn name_of(line: &str, from: usize, chat: Option<Option<&str>>) -> Option<String> {
    match chat {
        // A chat's sender is named as the chat app names them: a name longer than a result
        // link's is cut, never a reason to refuse the code.
        Some(sender) => sender.and_then(name_before).map(|name| {
            match name.char_indices().nth(MAX_NAME_CHARS - 1) {
                Some((at, _)) => format!("{}…", name[..at].trim_end()),
                None => name,
            }
        }),
        None => name_before(&line[..from]).filter(|n| n.chars().count() <= MAX_NAME_CHARS),
    }
}

/// Reads one line's text; `chat` is `Some(sender)` when it is (part of) a chat message.
fn read_line(line: &str, chat: Option<Option<&str>>) -> Result<ResultLink, PasteError> {
    if let Some(at) = line.find("code=").or_else(|| line.find("/result?")) {
        return read_link_line(line, at, chat);
    }
    let words = words(line);
    let words = &words[words.len().saturating_sub(MAX_WORDS)..];
    for end in (0..words.len()).rev() {
        for start in (0..=end).rev() {
            let (from, to) = (words[start].0, words[end].1);
            if let Ok(code) = line[from..to].parse::<ResultCode>() {
                return ResultLink::new(code, name_of(line, from, chat))
                    .map_err(|e| PasteError::Refused(ResultLinkError::Name(e)));
            }
        }
    }
    // Nothing reads: say why the code-like part at the end does not, or that there is none.
    let tail = words
        .iter()
        .rev()
        .take_while(|&&(from, to)| is_code_like(&line[from..to]))
        .count();
    let tail = &words[words.len() - tail..];
    let first_digit = tail
        .iter()
        .position(|&(from, to)| line[from..to].chars().any(|c| c.is_ascii_digit()));
    if let Some(first) = first_digit {
        let (from, to) = (tail[first].0, tail[tail.len() - 1].1);
        let text = &line[from..to];
        let chars = text.chars().filter(char::is_ascii_alphanumeric).count();
        if chars >= CODE_LIKE_CHARS {
            let error = text
                .parse::<ResultCode>()
                .err()
                .unwrap_or(ResultCodeError::ChecksumMismatch);
            return Err(PasteError::Refused(ResultLinkError::Code(error)));
        }
    }
    Err(PasteError::NotACode)
}

/// A line with a result link: the link is the word holding `code=` or `/result?` (at byte
/// `at`); a name may come before it.
fn read_link_line(
    line: &str,
    at: usize,
    chat: Option<Option<&str>>,
) -> Result<ResultLink, PasteError> {
    let start = line[..at]
        .rfind(|c: char| c.is_whitespace())
        .map_or(0, |space| space + 1);
    let end = line[at..]
        .find(|c: char| c.is_whitespace())
        .map_or(line.len(), |space| at + space);
    // "Carlos:https://…": the name may touch the link.
    let start = start + line[start..at].find("http").unwrap_or(0);
    let word = &line[start..end];
    let query = |word: &'_ str| -> Result<ResultLink, ResultLinkError> {
        word.rsplit_once('?').map_or(word, |(_, q)| q).parse()
    };
    let link = query(word).or_else(|first| {
        // A link at the end of a sentence or in brackets: "(…/result?v=1&code=…)."
        let bare = word.trim_end_matches(|c: char| is_separator(c) || c == '\'');
        query(bare).map_err(|_| first)
    });
    let link = link.map_err(PasteError::Refused)?;
    match (link.name(), name_of(line, start, chat)) {
        (None, Some(name)) => ResultLink::new(*link.code(), Some(name))
            .map_err(|e| PasteError::Refused(ResultLinkError::Name(e))),
        _ => Ok(link),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_at_spaces_and_separators_but_not_hyphens() {
        let line = "Pérez, Ana:1AB-CD  x.";
        let texts: Vec<&str> = words(line).iter().map(|&(f, t)| &line[f..t]).collect();
        assert_eq!(texts, ["Pérez", "Ana", "1AB-CD", "x"]);
    }

    #[test]
    fn code_like_words() {
        for (word, like) in [
            ("1309M-ABCDE", true),
            ("13O9M", true),
            ("ABCDE", true),
            ("abcde", false),
            ("hola", false),
            ("Sofía", false),
            ("a-b", true),
        ] {
            assert_eq!(is_code_like(word), like, "{word}");
        }
    }

    #[test]
    fn names_lose_their_separators_and_extra_spaces() {
        for (text, name) in [
            ("Ana: ", Some("Ana")),
            ("  María   José –", Some("María José")),
            ("Pérez, Luis ;", Some("Pérez, Luis")),
            ("\"Ana M.\" |", Some("\"Ana M.\"")),
            (" - ", None),
            ("", None),
        ] {
            assert_eq!(name_before(text).as_deref(), name, "{text:?}");
        }
    }
}
