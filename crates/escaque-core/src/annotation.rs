//! Annotations written beside a move, as books and databases print them: the marks `!` `?`
//! `!!` `??` `!?` `?!`, the evaluation symbols (`=`, `±`, `+-`, `∓`, `-+`, `⩲`, `∞`…), the
//! signs `□` (only move), `N` (novelty), `Δ` (with the idea)…, and PGN's numbered glyphs
//! (`$1` … `$255`). Each is read as its NAG (Numeric Annotation Glyph, the PGN standard's
//! number), in every spelling people type (`+-`, `+−`, `+/-`, `$18`).
//!
//! A game keeps them as written; PGN written for other programs gets the numbers of those that
//! are not marks (`±` → `$16`), since PGN has no symbols but the six marks.
//!
//! ```
//! use escaque_core::annotation::Nag;
//! assert_eq!(Nag::read("±"), Some(Nag(16)));
//! assert_eq!(Nag::read("+/-"), Some(Nag(16)));
//! assert_eq!(Nag::read("$16"), Some(Nag(16)));
//! assert_eq!(Nag::read("!?"), Some(Nag(5)));
//! assert_eq!(Nag::read("N"), Some(Nag(146)));
//! assert_eq!(Nag::read("Nf3"), None);
//! assert_eq!(Nag(16).pgn(), "$16");
//! assert_eq!(Nag(5).pgn(), "!?");
//! ```

/// A Numeric Annotation Glyph: 0 to 255.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nag(pub u8);

/// Every spelling read, with its NAG. The first spelling of a number is its symbol.
const SPELLINGS: &[(&str, u8)] = &[
    ("!", 1),
    ("?", 2),
    ("!!", 3),
    ("‼", 3),
    ("??", 4),
    ("⁇", 4),
    ("!?", 5),
    ("⁉", 5),
    ("?!", 6),
    ("⁈", 6),
    ("□", 7),
    ("=", 10),
    ("∞", 13),
    ("⩲", 14),
    ("+=", 14),
    ("+/=", 14),
    ("⩱", 15),
    ("=+", 15),
    ("=/+", 15),
    ("±", 16),
    ("+/-", 16),
    ("+/−", 16),
    ("∓", 17),
    ("-/+", 17),
    ("−/+", 17),
    ("+-", 18),
    ("+−", 18),
    ("+--", 18),
    ("-+", 19),
    ("−+", 19),
    ("--+", 19),
    ("⨀", 22),
    ("⊙", 22),
    ("↑", 36),
    ("→", 40),
    ("=/∞", 44),
    ("=∞", 44),
    ("≂", 44),
    ("⇆", 132),
    ("⊕", 138),
    ("Δ", 140),
    ("∆", 140),
    ("⌓", 142),
    ("N", 146),
    ("TN", 146),
    ("⟳", 32),
];

/// Symbols that can be glued to the end of a move (`Cf5±`): none of them can end a move.
const GLUED: &[&str] = &[
    "±", "∓", "⩲", "⩱", "∞", "□", "+/-", "-/+", "+/=", "=/+", "+−", "−+", "+-", "-+", "⨀", "⊙",
    "↑", "→", "⇆", "⊕", "Δ", "∆",
];

impl Nag {
    /// A word that is wholly one annotation (a mark, a symbol, `$n`), as its NAG.
    pub fn read(word: &str) -> Option<Nag> {
        if let Some(number) = word.strip_prefix('$') {
            return (!number.is_empty()
                && number.len() <= 3
                && number.bytes().all(|b| b.is_ascii_digit()))
            .then(|| number.parse().ok().map(Nag))
            .flatten();
        }
        // Every spelling but `N` and `TN` starts with a sign: a move (`e4`, `Nf3`) is no glyph,
        // found without comparing it with every spelling (a hot path of reading games; tested
        // against the full search on the corpora's words in `game::fast_paths`).
        if word
            .as_bytes()
            .first()
            .is_none_or(|b| b.is_ascii_alphanumeric())
            && !matches!(word, "N" | "TN")
        {
            return None;
        }
        Nag::read_in_full(word)
    }

    /// [`Nag::read`] without its shortcut for moves.
    pub(crate) fn read_in_full(word: &str) -> Option<Nag> {
        if let Some(number) = word.strip_prefix('$') {
            return (!number.is_empty()
                && number.len() <= 3
                && number.bytes().all(|b| b.is_ascii_digit()))
            .then(|| number.parse().ok().map(Nag))
            .flatten();
        }
        SPELLINGS
            .iter()
            .find(|(spelling, _)| *spelling == word)
            .map(|&(_, n)| Nag(n))
    }

    /// Whether it is one of the six marks that PGN writes on the move (`Nf3!?`).
    pub fn is_mark(self) -> bool {
        (1..=6).contains(&self.0)
    }

    /// As PGN writes it: a mark as a mark (`!?`), any other glyph by its number (`$16`).
    pub fn pgn(self) -> String {
        if self.is_mark() {
            self.symbol().unwrap_or_default().to_string()
        } else {
            format!("${}", self.0)
        }
    }

    /// Its symbol, when it has one (`±` for 16); `None` for a number without one.
    pub fn symbol(self) -> Option<&'static str> {
        SPELLINGS
            .iter()
            .find(|&&(_, n)| n == self.0)
            .map(|&(spelling, _)| spelling)
    }
}

/// The symbol glued at the end of `text` (`Cf5±` → `±`), if one is: its length in bytes.
pub(crate) fn glued_suffix(text: &str) -> Option<usize> {
    // Every glued symbol ends with a non-ASCII character or one of `+ - =`: a move ending in a
    // square or a piece letter has none (a hot path of reading games).
    if text
        .as_bytes()
        .last()
        .is_none_or(|&b| b.is_ascii() && !matches!(b, b'+' | b'-' | b'='))
    {
        return None;
    }
    glued_suffix_in_full(text)
}

/// [`glued_suffix`] without its shortcut for moves.
pub(crate) fn glued_suffix_in_full(text: &str) -> Option<usize> {
    GLUED
        .iter()
        .filter(|g| text.len() > g.len() && text.ends_with(**g))
        .map(|g| g.len())
        .max()
}

/// Whether `word` is check or mate marks only (`+`, `#`, `++`), written apart from a move: the
/// writer writes its own.
pub(crate) fn is_check_mark(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c == '+' || c == '#')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_reads_and_the_symbols_come_first() {
        for &(spelling, n) in SPELLINGS {
            assert_eq!(Nag::read(spelling), Some(Nag(n)), "{spelling}");
            let symbol = Nag(n).symbol().unwrap();
            assert_eq!(Nag::read(symbol), Some(Nag(n)));
        }
        assert_eq!(Nag(16).symbol(), Some("±"));
        assert_eq!(Nag(18).symbol(), Some("+-"));
        assert_eq!(Nag(200).symbol(), None);
        for word in [
            "$", "$1234", "$x", "e4", "Nf3", "+", "#", "O-O", "1-0", "0-1", "==", "n",
        ] {
            assert_eq!(Nag::read(word), None, "{word}");
        }
        assert_eq!(Nag::read("$255"), Some(Nag(255)));
        assert_eq!(Nag::read("$256"), None);
        assert_eq!(glued_suffix("Cf5±"), Some("±".len()));
        assert_eq!(glued_suffix("Dh7+-"), Some(2));
        assert_eq!(glued_suffix("±"), None);
        assert_eq!(glued_suffix("Cf5+"), None);
        assert_eq!(glued_suffix("O-O-O"), None);
        assert!(is_check_mark("+") && is_check_mark("#") && !is_check_mark("+-"));
    }
}
