//! Base64url without padding (RFC 4648 §5): the text form of link content.
//!
//! Decoding is strict, so that one content has one text: no `=`, no whitespace, and the unused
//! low bits of the last character must be zero.

/// The 64 characters, in value order.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of a character, `None` when it is not in the alphabet.
fn value(c: u8) -> Option<u32> {
    match c {
        b'A'..=b'Z' => Some(u32::from(c - b'A')),
        b'a'..=b'z' => Some(u32::from(c - b'a') + 26),
        b'0'..=b'9' => Some(u32::from(c - b'0') + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// The text of `bytes`: four characters for every three bytes, the last group shortened.
pub(crate) fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let mut group = 0u32;
        for (i, &b) in chunk.iter().enumerate() {
            group |= u32::from(b) << (16 - 8 * i);
        }
        for i in 0..=chunk.len() {
            let index = (group >> (18 - 6 * i)) & 63;
            out.push(char::from(ALPHABET[index as usize]));
        }
    }
    out
}

/// The bytes of `text`; on error, the byte offset in `text` of the first bad character (or of
/// the end, when the length is impossible).
pub(crate) fn decode(text: &str) -> Result<Vec<u8>, usize> {
    let chars = text.as_bytes();
    if chars.len() % 4 == 1 {
        return Err(chars.len());
    }
    let mut out = Vec::with_capacity(chars.len() / 4 * 3 + 2);
    for (chunk_index, chunk) in chars.chunks(4).enumerate() {
        let mut group = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = value(c).ok_or(chunk_index * 4 + i)?;
            group |= v << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        // The bits after the last whole byte must be zero.
        let unused = group & (0x00ff_ffff >> (8 * bytes));
        if unused != 0 {
            return Err(chunk_index * 4 + chunk.len() - 1);
        }
        for i in 0..bytes {
            out.push((group >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors_without_padding() {
        for (bytes, text) in [
            (&b""[..], ""),
            (b"f", "Zg"),
            (b"fo", "Zm8"),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg"),
            (b"fooba", "Zm9vYmE"),
            (b"foobar", "Zm9vYmFy"),
            (&[0xfb, 0xff, 0xfe], "-__-"),
        ] {
            assert_eq!(encode(bytes), text);
            assert_eq!(decode(text), Ok(bytes.to_vec()));
        }
    }

    #[test]
    fn bad_text_is_refused_at_the_bad_character() {
        assert_eq!(decode("Zm9vYg=="), Err(6));
        assert_eq!(decode("Zm9v="), Err(5));
        assert_eq!(decode("Zm+v"), Err(2));
        assert_eq!(decode("Zm9vY"), Err(5));
        // "Zh" carries the same byte as "Zg" with a stray low bit.
        assert_eq!(decode("Zh"), Err(1));
        assert_eq!(decode("Zm9vYh"), Err(5));
        assert_eq!(decode("Zé"), Err(1));
    }
}
