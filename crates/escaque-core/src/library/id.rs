//! Stable game ids: `fischer-spassky-1972`. Links name games by id forever, so an id is stored
//! in the asset (and in the curated PGN's `Id` tag), never recomputed from a game's place.
//!
//! ```
//! use escaque_core::library::id::{derive_id, is_valid_id};
//! assert_eq!(derive_id("Fischer, Robert J.", "Spassky, Boris V.", Some(1972)), "fischer-spassky-1972");
//! assert_eq!(derive_id("Nepomniachtchi,I", "Ding Liren", Some(2023)), "nepomniachtchi-ding-liren-2023");
//! assert!(is_valid_id("caro-kann-trap"));
//! assert!(!is_valid_id("Caro Kann"));
//! ```

/// The longest id [`is_valid_id`] accepts, in bytes.
pub const MAX_ID_LEN: usize = 64;

/// The longest player part of a derived id, in bytes.
const MAX_NAME_LEN: usize = 24;

/// Whether `id` is well formed: 1 to [`MAX_ID_LEN`] bytes, lower-case ASCII letters and digits
/// in words joined by single hyphens.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// The id a game gets from its tags: the surnames (the part of a name before its comma, or the
/// whole name) in lower-case ASCII, then the year. Letters with accents lose them; other
/// characters become hyphens. A missing name is `unknown`.
pub fn derive_id(white: &str, black: &str, year: Option<u16>) -> String {
    let mut id = format!("{}-{}", surname(white), surname(black));
    if let Some(year) = year {
        id.push_str(&format!("-{year}"));
    }
    id
}

/// `base`, or `base-2`, `base-3`, … whichever `taken` does not hold yet.
pub fn deduplicate(base: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(base) {
        return base.to_string();
    }
    (2..)
        .map(|n| format!("{base}-{n}"))
        .find(|id| !taken(id))
        .unwrap_or_default()
}

/// The surname of `name` as an id part.
fn surname(name: &str) -> String {
    let name = name.split('(').next().unwrap_or(name);
    let name = name.split(',').next().unwrap_or(name);
    let mut part = String::new();
    for c in name.chars().flat_map(|c| c.to_lowercase()) {
        let ascii = match c {
            'a'..='z' | '0'..='9' => Some(c.to_string()),
            _ => fold_accent(c).map(str::to_string),
        };
        match ascii {
            Some(text) => part.push_str(&text),
            None if !part.is_empty() && !part.ends_with('-') => part.push('-'),
            None => {}
        }
    }
    if part.len() > MAX_NAME_LEN {
        part.truncate(MAX_NAME_LEN);
    }
    let part = part.trim_end_matches('-');
    if part.is_empty() {
        "unknown".to_string()
    } else {
        part.to_string()
    }
}

/// The plain letters of an accented Latin letter (`ö` → `o`, `ß` → `ss`).
fn fold_accent(c: char) -> Option<&'static str> {
    const TABLE: [(&str, &str); 22] = [
        ("àáâãäåāăą", "a"),
        ("æ", "ae"),
        ("çćčĉ", "c"),
        ("ďđð", "d"),
        ("èéêëēėęě", "e"),
        ("ğ", "g"),
        ("ìíîïīı", "i"),
        ("ł", "l"),
        ("ñńň", "n"),
        ("òóôõöøőō", "o"),
        ("œ", "oe"),
        ("ř", "r"),
        ("śšş", "s"),
        ("ß", "ss"),
        ("ťţ", "t"),
        ("þ", "th"),
        ("ùúûüůűū", "u"),
        ("ýÿ", "y"),
        ("źżž", "z"),
        ("ĳ", "ij"),
        ("ŀ", "l"),
        ("ħ", "h"),
    ];
    TABLE
        .iter()
        .find(|(accented, _)| accented.contains(c))
        .map(|&(_, plain)| plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_ids_are_surnames_and_year() {
        for (white, black, year, id) in [
            (
                "Fischer, Robert J.",
                "Petrosian, Tigran V.",
                Some(1971),
                "fischer-petrosian-1971",
            ),
            (
                "Erigaisi,Arjun",
                "Praggnanandhaa,R",
                Some(2025),
                "erigaisi-praggnanandhaa-2025",
            ),
            (
                "Deep Blue (Computer)",
                "Garry Kasparov",
                Some(1997),
                "deep-blue-garry-kasparov-1997",
            ),
            (
                "Björnsson, Tómas",
                "Gíslason, Guðmundur",
                None,
                "bjornsson-gislason",
            ),
            ("?", "", Some(1900), "unknown-unknown-1900"),
            (
                "alan_brito4",
                "Meridyan",
                Some(2025),
                "alan-brito4-meridyan-2025",
            ),
            (
                "Carlsen, Magnus",
                "Иванчук, Василий",
                Some(2001),
                "carlsen-unknown-2001",
            ),
            (
                "averyveryverylongusernamethatgoeson",
                "x",
                None,
                "averyveryverylongusernam-x",
            ),
        ] {
            let derived = derive_id(white, black, year);
            assert_eq!(derived, id);
            assert!(is_valid_id(&derived), "{derived}");
        }
    }

    #[test]
    fn validity() {
        for good in ["fide-sample", "a", "kasparov-deep-blue-1997-2"] {
            assert!(is_valid_id(good), "{good}");
        }
        let long = "a".repeat(MAX_ID_LEN + 1);
        for bad in ["", "-a", "a-", "a--b", "A", "a b", "ñ", long.as_str()] {
            assert!(!is_valid_id(bad), "{bad}");
        }
    }

    #[test]
    fn duplicates_get_numbers() {
        let taken = ["x-1990", "x-1990-2"];
        assert_eq!(deduplicate("x-1990", |id| taken.contains(&id)), "x-1990-3");
        assert_eq!(deduplicate("y", |id| taken.contains(&id)), "y");
    }
}
