//! A bit stream, most significant bit first: the packing of link content and result codes.

/// Writes numbers of a few bits each into bytes, most significant bit first.
#[derive(Clone, Debug, Default)]
pub(crate) struct BitWriter {
    bytes: Vec<u8>,
    /// Bits written in total.
    len: usize,
}

impl BitWriter {
    pub(crate) fn new() -> BitWriter {
        BitWriter::default()
    }

    /// Appends the low `width` bits of `value` (`width` ≤ 64); higher bits are ignored.
    pub(crate) fn push(&mut self, value: u64, width: u32) {
        for shift in (0..width).rev() {
            let bit = (value >> shift) & 1 == 1;
            if self.len == self.bytes.len() * 8 {
                self.bytes.push(0);
            }
            if bit {
                if let Some(last) = self.bytes.last_mut() {
                    *last |= 0x80 >> (self.len % 8);
                }
            }
            self.len += 1;
        }
    }

    /// Bits written so far.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The bytes, the last one padded with zero bits.
    pub(crate) fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads numbers of a few bits each, most significant bit first.
#[derive(Clone, Debug)]
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    /// Bits read so far.
    at: usize,
    /// Bits available (at most `bytes.len() * 8`).
    end: usize,
}

impl<'a> BitReader<'a> {
    /// Reads the first `end` bits of `bytes` (all of them when `end` is larger).
    pub(crate) fn new(bytes: &'a [u8], end: usize) -> BitReader<'a> {
        BitReader {
            bytes,
            at: 0,
            end: end.min(bytes.len() * 8),
        }
    }

    /// The next `width` bits (`width` ≤ 64) as a number; `None` past the end.
    pub(crate) fn take(&mut self, width: u32) -> Option<u64> {
        let width_bits = width as usize;
        if self.end - self.at < width_bits {
            return None;
        }
        let mut value = 0u64;
        for _ in 0..width {
            let byte = *self.bytes.get(self.at / 8)?;
            let bit = (byte >> (7 - self.at % 8)) & 1;
            value = value << 1 | u64::from(bit);
            self.at += 1;
        }
        Some(value)
    }

    /// Bits left to read.
    pub(crate) fn remaining(&self) -> usize {
        self.end - self.at
    }

    /// Whether every bit left is zero (padding).
    pub(crate) fn rest_is_zero(&self) -> bool {
        let mut copy = self.clone();
        while copy.remaining() > 0 {
            if copy.take(1) != Some(0) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_of_any_width_round_trip_most_significant_bit_first() {
        let mut writer = BitWriter::new();
        writer.push(0b101, 3);
        writer.push(63, 6);
        writer.push(0, 1);
        writer.push(u64::MAX, 64);
        assert_eq!(writer.len(), 74);
        let bytes = writer.into_bytes();
        assert_eq!(bytes.len(), 10);
        assert_eq!(bytes[0], 0b1011_1111);
        assert_eq!(bytes[1] >> 6, 0b10);
        let mut reader = BitReader::new(&bytes, 74);
        assert_eq!(reader.take(3), Some(0b101));
        assert_eq!(reader.take(6), Some(63));
        assert_eq!(reader.take(1), Some(0));
        assert_eq!(reader.take(64), Some(u64::MAX));
        assert_eq!(reader.take(1), None);
    }

    #[test]
    fn padding_is_checked() {
        let reader = BitReader::new(&[0b1000_0000], 8);
        assert!(!reader.rest_is_zero());
        let mut reader = BitReader::new(&[0b1000_0000], 8);
        assert_eq!(reader.take(1), Some(1));
        assert!(reader.rest_is_zero());
        assert_eq!(reader.remaining(), 7);
    }
}
