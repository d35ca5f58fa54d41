//! The asset's primitives: bytes, variable-length numbers and length-prefixed text.
//!
//! Numbers are unsigned LEB128: seven bits a byte, low bits first, the high bit set on every
//! byte but the last; at most five bytes, at most `u32::MAX`.

/// What went wrong reading a primitive; the codec adds where.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum WireError {
    Truncated,
    BadNumber,
    BadText,
}

/// Reads primitives from a byte slice, front to back.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    /// Bytes read so far.
    pub(crate) fn offset(&self) -> usize {
        self.at
    }

    /// Bytes not read yet.
    pub(crate) fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        let end = self.at.checked_add(n).ok_or(WireError::Truncated)?;
        let slice = self.bytes.get(self.at..end).ok_or(WireError::Truncated)?;
        self.at = end;
        Ok(slice)
    }

    pub(crate) fn byte(&mut self) -> Result<u8, WireError> {
        Ok(self.take(1)?[0])
    }

    pub(crate) fn number(&mut self) -> Result<u32, WireError> {
        let mut value: u32 = 0;
        for shift in [0, 7, 14, 21, 28] {
            let byte = self.byte()?;
            let bits = u32::from(byte & 0x7f);
            if shift == 28 && bits > 0x0f {
                return Err(WireError::BadNumber);
            }
            value |= bits << shift;
            if byte & 0x80 == 0 {
                // One way only to write a number: no trailing zero groups.
                if byte == 0 && shift > 0 {
                    return Err(WireError::BadNumber);
                }
                return Ok(value);
            }
        }
        Err(WireError::BadNumber)
    }

    /// A count of items that each take at least one byte: never more than the bytes left, so
    /// that a bad count cannot make the reader reserve memory it will not fill.
    pub(crate) fn count(&mut self) -> Result<usize, WireError> {
        let n = self.number()? as usize;
        if n > self.remaining() {
            return Err(WireError::Truncated);
        }
        Ok(n)
    }

    pub(crate) fn text(&mut self) -> Result<&'a str, WireError> {
        let len = self.count()?;
        std::str::from_utf8(self.take(len)?).map_err(|_| WireError::BadText)
    }
}

/// Appends a number (see the module doc).
pub(crate) fn push_number(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let low = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// Appends a count or index (see the module doc). Counts of a library fit in `u32`.
pub(crate) fn push_usize(out: &mut Vec<u8>, value: usize) {
    push_number(out, u32::try_from(value).unwrap_or(u32::MAX));
}

/// Appends text: its length in bytes, then its UTF-8 bytes.
pub(crate) fn push_text(out: &mut Vec<u8>, text: &str) {
    push_usize(out, text.len());
    out.extend_from_slice(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_in_the_fewest_bytes() {
        for (value, len) in [
            (0, 1),
            (127, 1),
            (128, 2),
            (16_383, 2),
            (16_384, 3),
            (u32::MAX, 5),
        ] {
            let mut out = Vec::new();
            push_number(&mut out, value);
            assert_eq!(out.len(), len, "{value}");
            let mut reader = Reader::new(&out);
            assert_eq!(reader.number(), Ok(value));
            assert_eq!(reader.remaining(), 0);
        }
    }

    #[test]
    fn bad_numbers_and_text_are_refused() {
        for (bytes, error) in [
            (&[0x80][..], WireError::Truncated),
            (&[0x80, 0x00][..], WireError::BadNumber),
            (&[0xff, 0xff, 0xff, 0xff, 0x1f][..], WireError::BadNumber),
            (
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0x01][..],
                WireError::BadNumber,
            ),
        ] {
            assert_eq!(Reader::new(bytes).number(), Err(error), "{bytes:?}");
        }
        assert_eq!(
            Reader::new(&[2, 0xc3, 0x28]).text(),
            Err(WireError::BadText)
        );
        assert_eq!(Reader::new(&[5, b'a']).text(), Err(WireError::Truncated));
    }
}
