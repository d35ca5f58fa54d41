//! Crockford's base32 digits and the code's check characters.
//!
//! Digits are `0–9 A–Z` without `I L O U`. Reading is case-insensitive, takes `I` and `L` for
//! `1` and `O` for `0`, and skips hyphens and whitespace. The check is the value of the data
//! digits (as one base-32 number) modulo 1021, written as two digits (`1021 < 32²`).
//!
//! Why that catches every single change and every swap of two neighbours: 1021 is prime, so it
//! divides a product only when it divides one of its factors, and every factor below is either
//! a power of 2 or between 1 and 33 in size.
//! - One data digit changed by `δ` (`0 < |δ| < 32`) at weight `32^k` changes the value by
//!   `δ·32^k`, not a multiple of 1021; a check digit changed gives another number that is not
//!   the value's remainder.
//! - Two data neighbours `a b` swapped change the value by `(a − b)·31·32^k`; the two check
//!   digits swapped change the check by `31·(c₀ − c₁)`, which is not 0.
//! - The last data digit `d` swapped with the first check digit `c₁` passes only if
//!   `33·d ≡ 33·c₁ (mod 1021)`, that is `d = c₁`: no change at all.
//!
//! `tests/result_codes.rs` checks it exhaustively on real codes.

/// The 32 digits, in value order.
pub(crate) const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The modulus of the check: the largest prime below 32².
pub(crate) const MODULUS: u32 = 1021;

/// The value of a character; `None` for a character that is not a digit.
pub(crate) fn digit_value(c: char) -> Option<u8> {
    let upper = c.to_ascii_uppercase();
    match upper {
        'I' | 'L' => Some(1),
        'O' => Some(0),
        _ => DIGITS
            .iter()
            .position(|&d| char::from(d) == upper)
            .map(|v| v as u8),
    }
}

/// The character of a value below 32.
pub(crate) fn digit_char(value: u8) -> char {
    char::from(DIGITS[usize::from(value & 31)])
}

/// The check of data digits: their value modulo [`MODULUS`].
pub(crate) fn check(digits: &[u8]) -> u32 {
    digits
        .iter()
        .fold(0, |r, &d| (r * 32 + u32::from(d)) % MODULUS)
}

/// The two check digits of data digits.
pub(crate) fn check_digits(digits: &[u8]) -> [u8; 2] {
    let c = check(digits);
    [(c / 32) as u8, (c % 32) as u8]
}

/// Hyphenated groups of four or five characters, the longer ones first (`ABCDE-FGHIJ-KLMN`).
/// Texts of fewer than twelve characters that cannot be cut so are cut into fives.
pub(crate) fn grouped(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    let groups = n.div_ceil(5);
    let fives = if n >= 4 * groups {
        n - 4 * groups
    } else {
        groups
    };
    let mut out = String::with_capacity(n + groups);
    let mut at = 0;
    for g in 0..groups {
        if g > 0 {
            out.push('-');
        }
        let size = if g < fives { 5 } else { 4 };
        let end = (at + size).min(n);
        out.extend(&chars[at..end]);
        at = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_read_leniently() {
        for (c, v) in [
            ('0', 0),
            ('o', 0),
            ('O', 0),
            ('1', 1),
            ('i', 1),
            ('L', 1),
            ('a', 10),
            ('H', 17),
            ('J', 18),
            ('z', 31),
        ] {
            assert_eq!(digit_value(c), Some(v), "{c}");
        }
        for c in ['U', 'u', '-', '*', 'é'] {
            assert_eq!(digit_value(c), None, "{c}");
        }
        for v in 0..32 {
            assert_eq!(digit_value(digit_char(v)), Some(v));
        }
    }

    #[test]
    fn check_is_the_value_modulo_1021() {
        // "10" is 32: below the modulus. "Z0Z" is 31·1024 + 31 = 31775 = 31·1021 + 124.
        assert_eq!(check(&[1, 0]), 32);
        assert_eq!(check(&[31, 0, 31]), 124);
        assert_eq!(check_digits(&[31, 0, 31]), [3, 28]);
    }

    #[test]
    fn groups_have_four_or_five_characters() {
        assert_eq!(grouped("ABCDEFGHIJKLMNOPQ"), "ABCDE-FGHI-JKLM-NOPQ");
        assert_eq!(
            grouped("ABCDEFGHIJKLMNOPQRSTU"),
            "ABCDE-FGHI-JKLM-NOPQ-RSTU"
        );
        assert_eq!(
            grouped("ABCDEFGHIJKLMNOPQRSTUVW"),
            "ABCDE-FGHIJ-KLMNO-PQRS-TUVW"
        );
        for n in 12..60 {
            let text: String = "X".repeat(n);
            let out = grouped(&text);
            assert_eq!(out.replace('-', ""), text);
            for group in out.split('-') {
                assert!((4..=5).contains(&group.len()), "{n}: {out}");
            }
        }
    }
}
