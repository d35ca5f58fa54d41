//! Piece letters by language: one table, read by longest match.
//!
//! Letters are upper case (FIDE Laws, Appendix C.2); lower-case `a`–`h` are always files. So in
//! Spanish `Cf3` is a knight move and `cf3` is read as a pawn of the c-file capturing on f3
//! (which is usually illegal; the resolver then suggests the upper-case reading).
//!
//! ```
//! use escaque_core::{Language, Role};
//! assert_eq!(Language::Es.letter(Role::Knight), "C");
//! assert_eq!(Language::Ru.letter(Role::King), "Кр");
//! assert_eq!(Language::Ru.read_piece("Крe2"), Some((Role::King, "Кр".len())));
//! assert_eq!(Language::Ru.read_piece("Кe2"), Some((Role::Knight, "К".len())));
//! ```

use crate::Role;
use std::fmt;
use std::str::FromStr;

/// A language's letters for knight, bishop, rook, queen and king, and its optional pawn letter.
struct Letters {
    code: &'static str,
    name: &'static str,
    /// Indexed by [`Role::index`]; the pawn entry is the pawn letter some writers use ("" if none).
    letters: [&'static str; 6],
}

/// The one table of piece letters. Sources: FIDE Appendix C, SCID `langPieces[]`, pgn-extract.
const TABLE: [Letters; 17] = [
    Letters {
        code: "en",
        name: "English",
        letters: ["P", "N", "B", "R", "Q", "K"],
    },
    Letters {
        code: "es",
        name: "Español",
        letters: ["P", "C", "A", "T", "D", "R"],
    },
    Letters {
        code: "fr",
        name: "Français",
        letters: ["P", "C", "F", "T", "D", "R"],
    },
    Letters {
        code: "de",
        name: "Deutsch",
        letters: ["B", "S", "L", "T", "D", "K"],
    },
    Letters {
        code: "it",
        name: "Italiano",
        letters: ["P", "C", "A", "T", "D", "R"],
    },
    Letters {
        code: "pt",
        name: "Português",
        letters: ["P", "C", "B", "T", "D", "R"],
    },
    Letters {
        code: "nl",
        name: "Nederlands",
        letters: ["", "P", "L", "T", "D", "K"],
    },
    Letters {
        code: "ca",
        name: "Català",
        letters: ["P", "C", "A", "T", "D", "R"],
    },
    Letters {
        code: "pl",
        name: "Polski",
        letters: ["P", "S", "G", "W", "H", "K"],
    },
    Letters {
        code: "cs",
        name: "Čeština",
        letters: ["P", "J", "S", "V", "D", "K"],
    },
    Letters {
        code: "sv",
        name: "Svenska",
        letters: ["B", "S", "L", "T", "D", "K"],
    },
    Letters {
        code: "da",
        name: "Dansk",
        letters: ["B", "S", "L", "T", "D", "K"],
    },
    Letters {
        code: "no",
        name: "Norsk",
        letters: ["B", "S", "L", "T", "D", "K"],
    },
    Letters {
        code: "fi",
        name: "Suomi",
        letters: ["S", "R", "L", "T", "D", "K"],
    },
    Letters {
        code: "ro",
        name: "Română",
        letters: ["P", "C", "N", "T", "D", "R"],
    },
    Letters {
        code: "hu",
        name: "Magyar",
        letters: ["G", "H", "F", "B", "V", "K"],
    },
    Letters {
        code: "ru",
        name: "Русский",
        letters: ["", "К", "С", "Л", "Ф", "Кр"],
    },
];

/// Figurines, white then black, indexed by [`Role::index`]. Read in every language.
const FIGURINES: [[&str; 6]; 2] = [
    ["♙", "♘", "♗", "♖", "♕", "♔"],
    ["♟", "♞", "♝", "♜", "♛", "♚"],
];

/// A notation language: the letters its players write for the pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    En,
    Es,
    Fr,
    De,
    It,
    Pt,
    Nl,
    Ca,
    Pl,
    Cs,
    Sv,
    Da,
    No,
    Fi,
    Ro,
    Hu,
    Ru,
}

/// [`Language::ascii_letter`] for every language and upper-case letter, worked out from
/// [`TABLE`] when compiling: the first piece whose letter is that one byte, unless a longer
/// letter starts with it.
const ASCII_LETTERS: [[Option<Role>; 26]; TABLE.len()] = {
    let mut table = [[None; 26]; TABLE.len()];
    let mut lang = 0;
    while lang < TABLE.len() {
        let mut b = 0;
        while b < 26 {
            let byte = b'A' + b as u8;
            let mut found = None;
            let mut longer = false;
            let mut i = 0;
            while i < 6 {
                let letter = TABLE[lang].letters[i].as_bytes();
                if letter.len() == 1 && letter[0] == byte && found.is_none() {
                    found = Some(Role::ALL[i]);
                }
                if letter.len() > 1 && letter[0] == byte {
                    longer = true;
                }
                i += 1;
            }
            table[lang][b] = if longer { None } else { found };
            b += 1;
        }
        lang += 1;
    }
    table
};

impl Language {
    /// Every language, in table order (English first, then Spanish).
    pub const ALL: [Language; 17] = [
        Language::En,
        Language::Es,
        Language::Fr,
        Language::De,
        Language::It,
        Language::Pt,
        Language::Nl,
        Language::Ca,
        Language::Pl,
        Language::Cs,
        Language::Sv,
        Language::Da,
        Language::No,
        Language::Fi,
        Language::Ro,
        Language::Hu,
        Language::Ru,
    ];

    /// The notations of the languages the app speaks (its UI languages), in the UI's order:
    /// the letters a student is likely to mix up with the drill's. The grader reads a slip in
    /// these; [`crate::settings::UiLanguage::notation_language`] maps onto exactly this list.
    pub const SPOKEN: [Language; 7] = [
        Language::Es,
        Language::En,
        Language::Fr,
        Language::De,
        Language::It,
        Language::Pt,
        Language::Ca,
    ];

    fn entry(self) -> &'static Letters {
        &TABLE[self as usize]
    }

    /// ISO 639-1 code (`"es"`).
    pub fn code(self) -> &'static str {
        self.entry().code
    }

    /// The language's own name (`"Español"`).
    pub fn native_name(self) -> &'static str {
        self.entry().name
    }

    /// The letters of the pieces, king to knight, with a space between: what a drill's or a
    /// lesson's heading shows of a notation ("R D T A C").
    ///
    /// ```
    /// use escaque_core::Language;
    /// assert_eq!(Language::Es.piece_letters(), "R D T A C");
    /// assert_eq!(Language::En.piece_letters(), "K Q R B N");
    /// ```
    pub fn piece_letters(self) -> String {
        let pieces = &crate::Role::KING_FIRST[..5];
        let letters: Vec<&str> = pieces.iter().map(|&role| self.letter(role)).collect();
        letters.join(" ")
    }

    /// The letter written for `role`; empty for a pawn (pawns have no letter in SAN).
    pub fn letter(self, role: Role) -> &'static str {
        match role {
            Role::Pawn => "",
            _ => self.entry().letters[role.index()],
        }
    }

    /// The pawn letter some writers put before a pawn move (`P` in `Pe4`, which C.4 says not
    /// to write); `None` where the language has none.
    pub fn pawn_letter(self) -> Option<&'static str> {
        Some(self.entry().letters[Role::Pawn.index()]).filter(|l| !l.is_empty())
    }

    /// Reads a piece letter at the start of `text` by longest match: the language's letters,
    /// its pawn letter if it has one, and figurines of either colour.
    /// Returns the role and the number of bytes read.
    pub fn read_piece(self, text: &str) -> Option<(Role, usize)> {
        // Files, ranks and castling digits start most moves: no letter can start that way.
        if text
            .as_bytes()
            .first()
            .is_none_or(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        {
            return None;
        }
        let entry = self.entry();
        let mut best: Option<(Role, usize)> = None;
        let mut consider = |letter: &str, role: Role| {
            if !letter.is_empty()
                && text.starts_with(letter)
                && best.is_none_or(|(_, len)| letter.len() > len)
            {
                best = Some((role, letter.len()));
            }
        };
        for (letter, role) in entry.letters.iter().zip(Role::ALL) {
            consider(letter, role);
        }
        // Figurines are not ASCII: only look for them when the text does not start with ASCII.
        if !text.as_bytes()[0].is_ascii() {
            for set in &FIGURINES {
                for (letter, role) in set.iter().zip(Role::ALL) {
                    consider(letter, role);
                }
            }
        }
        best
    }

    /// The piece whose letter in this language is the one ASCII byte `b`, when no longer letter
    /// starts with it: what [`Language::read_piece`] reads at the start of a word beginning
    /// with `b`, without comparing strings (`None`: ask `read_piece`).
    pub(crate) fn ascii_letter(self, b: u8) -> Option<Role> {
        if !b.is_ascii_uppercase() {
            return None;
        }
        ASCII_LETTERS[self as usize][usize::from(b - b'A')]
    }

    /// Reads a promotion piece: like [`Language::read_piece`], and also the lower-case form of
    /// the language's letters (`e8q`, `d8d`), which after a last-rank square can only be a piece.
    pub fn read_promotion_piece(self, text: &str) -> Option<(Role, usize)> {
        if let Some(found) = self.read_piece(text) {
            return Some(found);
        }
        let first = text.chars().next()?;
        for role in Role::PROMOTIONS {
            let letter = self.letter(role);
            let mut chars = letter.chars();
            if let (Some(only), None) = (chars.next(), chars.next()) {
                if only.to_lowercase().eq(first.to_lowercase()) && first.is_lowercase() {
                    return Some((role, first.len_utf8()));
                }
            }
        }
        None
    }
}

/// The figurine written for `role`: one set for both sides, as printed books do (`♘`).
pub fn figurine(role: Role) -> &'static str {
    FIGURINES[0][role.index()]
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not in the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        write!(
            f,
            "unknown language '{}' (known: {})",
            self.0,
            codes.join(", ")
        )
    }
}

impl std::error::Error for UnknownLanguage {}

impl FromStr for Language {
    type Err = UnknownLanguage;

    /// Parses an ISO code, case-insensitively; `cz` and `sw` (SCID's codes) are accepted too.
    fn from_str(code: &str) -> Result<Language, UnknownLanguage> {
        let lower = code.trim().to_ascii_lowercase();
        let normalised = match lower.as_str() {
            "cz" => "cs",
            "sw" | "se" => "sv",
            "nb" | "nn" => "no",
            "ne" => "nl",
            "dk" => "da",
            other => other,
        };
        Language::ALL
            .into_iter()
            .find(|l| l.code() == normalised)
            .ok_or_else(|| UnknownLanguage(code.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_distinct_piece_letters() {
        for lang in Language::ALL {
            let letters: Vec<&str> = Role::ALL
                .iter()
                .map(|&r| lang.entry().letters[r.index()])
                .collect();
            for (i, a) in letters.iter().enumerate() {
                for b in &letters[i + 1..] {
                    assert!(a.is_empty() || a != b, "{lang}: letter {a} used twice");
                }
                assert!(
                    !a.chars().any(|c| ('a'..='h').contains(&c)),
                    "{lang}: {a} is a file"
                );
            }
        }
    }

    #[test]
    fn codes_round_trip() {
        for lang in Language::ALL {
            assert_eq!(lang.code().parse::<Language>(), Ok(lang));
        }
        assert_eq!("CZ".parse::<Language>(), Ok(Language::Cs));
        assert!("xx".parse::<Language>().is_err());
    }

    #[test]
    fn russian_king_is_longest_match() {
        assert_eq!(Language::Ru.read_piece("Кр"), Some((Role::King, 4)));
        assert_eq!(Language::Ru.read_piece("Кf3"), Some((Role::Knight, 2)));
    }

    #[test]
    fn lower_case_letters_are_promotions_only() {
        assert_eq!(Language::Es.read_piece("d"), None);
        assert_eq!(
            Language::Es.read_promotion_piece("d"),
            Some((Role::Queen, 1))
        );
        assert_eq!(
            Language::En.read_promotion_piece("n"),
            Some((Role::Knight, 1))
        );
    }
}
