//! Lines of a chat app's or an e-mail's export, as a teacher pastes them into the results page:
//! what the app added around a message (the date, the time, the sender) told apart from the
//! message itself.
//!
//! The forms read:
//!
//! - WhatsApp on a phone: `[3/12/25, 18:02] Lucía Fernández: <message>` (iOS; seconds, `a. m.`
//!   or `PM` may follow the time) and `3/12/25, 18:02 - Lucía Fernández: <message>` (Android);
//!   a line without such a prefix continues the message above it.
//! - Telegram's copy of several messages: a header line `Lucía Fernández, [03.12.25 18:02]`,
//!   then the message on the lines below it.
//! - E-mail quoting: any number of `>` before the line (`> Ana: <code>`, `>> <code>`).
//!
//! ```
//! use escaque_core::result_code::{chat_line, ChatLine};
//! assert_eq!(
//!     chat_line("[3/12/25, 18:02] Lucía Fernández: mi código 1ABC"),
//!     ChatLine::Message { sender: Some("Lucía Fernández"), text: "mi código 1ABC" }
//! );
//! assert_eq!(
//!     chat_line("03/12/2025, 18:02 - Pablo: 1ABC"),
//!     ChatLine::Message { sender: Some("Pablo"), text: "1ABC" }
//! );
//! assert_eq!(chat_line("Lucía Fernández, [03.12.25 18:02]"), ChatLine::Header("Lucía Fernández"));
//! assert_eq!(chat_line(">> Ana: 1ABC"), ChatLine::Plain("Ana: 1ABC"));
//! assert_eq!(chat_line("Ana: 1ABC"), ChatLine::Plain("Ana: 1ABC"));
//! ```

/// What one pasted line is, once a chat app's or an e-mail's additions are known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ChatLine<'a> {
    /// A chat message with its date and time: its sender (`None` for the app's own notices,
    /// which name nobody) and its text.
    Message {
        sender: Option<&'a str>,
        text: &'a str,
    },
    /// A line that only names a sender and a time (Telegram): the message follows below.
    Header(&'a str),
    /// Anything else, e-mail quoting taken off.
    Plain(&'a str),
}

/// Whether `text` is a chat app's date and time: digits with a date's separators (`/ . -`), a
/// time with `:`, perhaps a comma, spaces and an `a. m.`/`PM` mark.
fn is_date_time(text: &str) -> bool {
    let text = text.trim();
    let has_time = text.contains(':');
    let has_date = text.contains(['/', '.', '-']);
    let digits = text.chars().filter(char::is_ascii_digit).count();
    let fits = text.chars().all(|c| {
        c.is_ascii_digit()
            || c.is_whitespace()
            || matches!(
                c,
                '/' | '.' | '-' | ',' | ':' | 'a' | 'p' | 'm' | 'A' | 'P' | 'M'
            )
    });
    has_time && has_date && fits && digits >= 5
}

/// `Name: message` after a chat prefix; the app's notices have no sender.
fn message(rest: &str) -> ChatLine<'_> {
    let rest = rest.trim_start();
    match rest.split_once(": ") {
        Some((sender, text)) if !sender.trim().is_empty() && !sender.contains('/') => {
            ChatLine::Message {
                sender: Some(sender.trim()),
                text: text.trim(),
            }
        }
        _ => ChatLine::Message {
            sender: None,
            text: rest.trim_end_matches(':').trim(),
        },
    }
}

/// What `line` is (see the module docs). Spaces at its ends do not count.
pub fn chat_line(line: &str) -> ChatLine<'_> {
    let line = line.trim();
    // E-mail quoting: `>`, `>>`, `> >`.
    let unquoted = line.trim_start_matches(|c: char| c == '>' || c.is_whitespace());
    if unquoted.len() != line.len() {
        return ChatLine::Plain(unquoted);
    }
    // WhatsApp (iOS) and others: `[date, time] Name: message`.
    if let Some(rest) = line.strip_prefix('[') {
        if let Some((stamp, rest)) = rest.split_once(']') {
            if is_date_time(stamp) {
                return message(rest);
            }
        }
    }
    // WhatsApp (Android): `date, time - Name: message`.
    if let Some((stamp, rest)) = line.split_once(" - ") {
        if is_date_time(stamp) {
            return message(rest);
        }
    }
    // Telegram: `Name, [date time]` alone on its line.
    if let Some(head) = line.strip_suffix(']') {
        if let Some((sender, stamp)) = head.rsplit_once(", [") {
            if is_date_time(stamp) && !sender.trim().is_empty() {
                return ChatLine::Header(sender.trim());
            }
        }
    }
    ChatLine::Plain(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_prefixes_are_told_apart_from_messages() {
        for (line, expected) in [
            (
                "[3/12/25, 18:02:15] Lucía Fernández: 1ABC",
                ChatLine::Message {
                    sender: Some("Lucía Fernández"),
                    text: "1ABC",
                },
            ),
            (
                "[12/3/25, 6:02\u{202f}PM] Ann Lee: here: 1ABC",
                ChatLine::Message {
                    sender: Some("Ann Lee"),
                    text: "here: 1ABC",
                },
            ),
            (
                "3/12/25, 6:02 p. m. - Luis: 1ABC",
                ChatLine::Message {
                    sender: Some("Luis"),
                    text: "1ABC",
                },
            ),
            (
                "[03.12.25, 18:02] Los mensajes están cifrados",
                ChatLine::Message {
                    sender: None,
                    text: "Los mensajes están cifrados",
                },
            ),
            (
                "Pérez, Ana, [03.12.25 18:02]",
                ChatLine::Header("Pérez, Ana"),
            ),
            ("> > Ana 1ABC", ChatLine::Plain("Ana 1ABC")),
            // Not a chat's: a name in brackets, a dash between a name and a code.
            ("[Ana] 1ABC", ChatLine::Plain("[Ana] 1ABC")),
            ("Ana - 1ABC-DEF", ChatLine::Plain("Ana - 1ABC-DEF")),
            ("Ana, [1ABC]", ChatLine::Plain("Ana, [1ABC]")),
        ] {
            assert_eq!(chat_line(line), expected, "{line}");
        }
    }
}
