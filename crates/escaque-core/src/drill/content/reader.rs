//! The bytes of link content: a reader that names what went wrong and where, and the writer of
//! its one variable-length number.
//!
//! A number is unsigned LEB128: seven bits a byte, low bits first, the high bit set on every
//! byte but the last; at most five bytes, at most `u32::MAX`, in the fewest bytes.

use super::error::ContentError;

/// Reads the payload front to back.
pub(super) struct Bytes<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Bytes<'a> {
        Bytes { bytes, at: 0 }
    }

    /// Bytes read so far: the offset of the next one.
    pub(super) fn offset(&self) -> usize {
        self.at
    }

    pub(super) fn take(&mut self, n: usize) -> Result<&'a [u8], ContentError> {
        let end = self.at.checked_add(n).ok_or(ContentError::Truncated)?;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or(ContentError::Truncated)?;
        self.at = end;
        Ok(slice)
    }

    pub(super) fn byte(&mut self) -> Result<u8, ContentError> {
        Ok(self.take(1)?[0])
    }

    pub(super) fn number(&mut self) -> Result<u32, ContentError> {
        let start = self.at;
        let bad = ContentError::BadNumber { offset: start };
        let mut value: u32 = 0;
        for shift in [0, 7, 14, 21, 28] {
            let byte = self.byte()?;
            let bits = u32::from(byte & 0x7f);
            if shift == 28 && bits > 0x0f {
                return Err(bad);
            }
            value |= bits << shift;
            if byte & 0x80 == 0 {
                if byte == 0 && shift > 0 {
                    return Err(bad);
                }
                return Ok(value);
            }
        }
        Err(bad)
    }

    /// Refuses bytes after the end of the content.
    pub(super) fn finish(&self) -> Result<(), ContentError> {
        if self.at < self.bytes.len() {
            return Err(ContentError::TrailingBytes { offset: self.at });
        }
        Ok(())
    }
}

/// Appends a number (see the module doc).
pub(super) fn push_number(out: &mut Vec<u8>, mut value: u32) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_and_bad_ones_are_refused() {
        for value in [0, 1, 127, 128, 300, 16_384, u32::MAX] {
            let mut out = Vec::new();
            push_number(&mut out, value);
            let mut bytes = Bytes::new(&out);
            assert_eq!(bytes.number(), Ok(value));
            assert_eq!(bytes.finish(), Ok(()));
        }
        for (input, error) in [
            (&[0x80][..], ContentError::Truncated),
            (&[0x80, 0x00], ContentError::BadNumber { offset: 0 }),
            (
                &[0xff, 0xff, 0xff, 0xff, 0x1f],
                ContentError::BadNumber { offset: 0 },
            ),
        ] {
            assert_eq!(Bytes::new(input).number(), Err(error));
        }
        let mut bytes = Bytes::new(&[1, 2]);
        assert_eq!(bytes.byte(), Ok(1));
        assert_eq!(
            bytes.finish(),
            Err(ContentError::TrailingBytes { offset: 1 })
        );
    }
}
