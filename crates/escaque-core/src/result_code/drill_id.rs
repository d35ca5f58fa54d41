//! A drill's identity in a result code: 25 bits of a hash of the drill's link.
//!
//! The hash is 32-bit FNV-1a of the link's UTF-8 bytes (offset basis `0x811c9dc5`, prime
//! `0x01000193`), xor-folded to 25 bits: `(h >> 25) ^ (h & 0x1ff_ffff)`. Hash the drill's
//! canonical query (the `DrillSpec`'s `Display`, content included), so that the same drill
//! gets the same id however its link was written. Two different drills share an id once in
//! about 33 million pairs: enough to tell a class's drills apart, not a proof of anything.
//!
//! ```
//! use escaque_core::result_code::DrillId;
//! let id = DrillId::of_link("v=1&mode=find&n=20&seed=7");
//! assert_eq!(id.to_string().len(), 5);
//! assert_eq!(id.to_string().parse::<DrillId>(), Ok(id));
//! ```

use super::crockford::{digit_char, digit_value};
use std::fmt;
use std::str::FromStr;

/// Bits of a [`DrillId`].
pub const DRILL_ID_BITS: u32 = 25;

/// A drill's identity (see the module docs). Written as five base32 digits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DrillId(u32);

/// 32-bit FNV-1a.
fn fnv1a_32(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

impl DrillId {
    /// The id of a drill's link text.
    pub fn of_link(link: &str) -> DrillId {
        let h = fnv1a_32(link.as_bytes());
        DrillId((h >> DRILL_ID_BITS) ^ (h & Self::MASK))
    }

    const MASK: u32 = (1 << DRILL_ID_BITS) - 1;

    /// An id from its bits; `None` above 25 bits.
    pub fn from_bits(bits: u32) -> Option<DrillId> {
        (bits <= Self::MASK).then_some(DrillId(bits))
    }

    /// The id's 25 bits.
    pub fn bits(self) -> u32 {
        self.0
    }
}

impl fmt::Display for DrillId {
    /// Five base32 digits, most significant first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for shift in [20, 15, 10, 5, 0] {
            write!(f, "{}", digit_char((self.0 >> shift) as u8 & 31))?;
        }
        Ok(())
    }
}

/// Text that is not five base32 digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadDrillId;

impl fmt::Display for BadDrillId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a drill id is five characters of 0-9 and A-Z")
    }
}

impl std::error::Error for BadDrillId {}

impl FromStr for DrillId {
    type Err = BadDrillId;

    /// Five base32 digits, read as in codes (any case, `I L` for `1`, `O` for `0`).
    fn from_str(text: &str) -> Result<DrillId, BadDrillId> {
        if text.chars().count() != 5 {
            return Err(BadDrillId);
        }
        text.chars().try_fold(DrillId(0), |id, c| {
            let v = digit_value(c).ok_or(BadDrillId)?;
            Ok(DrillId(id.0 << 5 | u32::from(v)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_reference_vectors() {
        // From the FNV reference test suite (draft-eastlake-fnv).
        assert_eq!(fnv1a_32(b""), 0x811c_9dc5);
        assert_eq!(fnv1a_32(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a_32(b"foobar"), 0xbf9c_f968);
    }

    #[test]
    fn ids_are_pinned() {
        // Computed once by an independent script from the definition; changing them breaks
        // every code sent before.
        for (link, bits, text) in [
            ("", 0x11c_9d85, "HS7C5"),
            ("a", 0x00c_295e, "0RAAY"),
            ("foobar", 0x19c_f937, "SSY9Q"),
            ("v=1&mode=find&n=20", 0x138_0c67, "KG337"),
        ] {
            let id = DrillId::of_link(link);
            assert_eq!((id.bits(), id.to_string().as_str()), (bits, text), "{link}");
        }
    }

    #[test]
    fn ids_read_back_and_bad_ones_are_refused() {
        assert_eq!("00000".parse::<DrillId>(), Ok(DrillId(0)));
        assert_eq!(
            "zzzzz".parse::<DrillId>(),
            DrillId::from_bits(DrillId::MASK).ok_or(BadDrillId)
        );
        assert_eq!("ZZZZ".parse::<DrillId>(), Err(BadDrillId));
        assert_eq!("ZZZZU".parse::<DrillId>(), Err(BadDrillId));
        assert_eq!(DrillId::from_bits(1 << 25), None);
    }
}
