//! Percent-encoding of text in a query (RFC 3986): any Unicode text survives a link.

use std::fmt::Write;

/// `text` with every byte but the unreserved ones (`A–Z a–z 0–9 - . _ ~`) written as `%XX`.
pub(crate) fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// Why a query value cannot be decoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PercentError {
    /// A `%` not followed by two hexadecimal digits.
    BadEscape,
    /// The bytes are not UTF-8.
    NotUtf8,
}

/// The text of a query value: `%XX` is a byte, `+` a space, anything else itself.
pub(crate) fn decode(value: &str) -> Result<String, PercentError> {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).ok_or(PercentError::BadEscape)?;
                let hex = std::str::from_utf8(hex).map_err(|_| PercentError::BadEscape)?;
                if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return Err(PercentError::BadEscape);
                }
                let byte = u8::from_str_radix(hex, 16).map_err(|_| PercentError::BadEscape)?;
                out.push(byte);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            other => {
                out.push(other);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| PercentError::NotUtf8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_and_bad_escapes_are_refused() {
        for (text, encoded) in [
            ("Ana", "Ana"),
            ("José Pérez", "Jos%C3%A9%20P%C3%A9rez"),
            ("a+b&c=d%", "a%2Bb%26c%3Dd%25"),
            ("<script>", "%3Cscript%3E"),
            ("Кр 🐴", "%D0%9A%D1%80%20%F0%9F%90%B4"),
        ] {
            assert_eq!(encode(text), encoded);
            assert_eq!(decode(encoded).as_deref(), Ok(text));
        }
        assert_eq!(decode("a+b").as_deref(), Ok("a b"));
        assert_eq!(decode("José").as_deref(), Ok("José"));
        assert_eq!(decode("%4"), Err(PercentError::BadEscape));
        assert_eq!(decode("%+1"), Err(PercentError::BadEscape));
        assert_eq!(decode("%zz"), Err(PercentError::BadEscape));
        assert_eq!(decode("%C3"), Err(PercentError::NotUtf8));
    }
}
