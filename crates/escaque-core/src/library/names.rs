//! Players' names as the library shows them: tidied (`Tal,M` → `Tal, M.`), and one player's
//! variants within one career written one way (`Petrosian, T.` and `Petrosian, Tigran V` →
//! `Petrosian, Tigran V.`), so that a list of games does not name one master four ways.
//!
//! Only names written "Surname, Given" (or a surname alone) are unified, and only when the given names agree
//! (each is the other's, or its initial) and the games are at most [`ONE_CAREER`] years
//! apart: a Tigran Petrosian of 2025 is not the champion of 1963.

use std::collections::HashMap;

/// The most years between two games of one player whose names are unified.
pub const ONE_CAREER: u16 = 30;

/// A name with its spacing mended: one space between words and after a comma, a dot after a
/// lone initial of a "Surname, Given" name, and the digits a database glued to a word to tell
/// two players apart taken off (`Chen, Yuan2` → `Chen, Yuan`, `Grigoryan, K2` →
/// `Grigoryan, K.`); a number that is a word of its own stays (`Stockfish 16`).
///
/// ```
/// use escaque_core::library::names::tidy;
/// assert_eq!(tidy("Tal,M"), "Tal, M.");
/// assert_eq!(tidy("Chen, Yuan2"), "Chen, Yuan");
/// assert_eq!(tidy("Grigoryan, K2"), "Grigoryan, K.");
/// assert_eq!(tidy("Suez Panama, G."), "Suez Panama, G.");
/// assert_eq!(tidy("Stockfish 16"), "Stockfish 16");
/// assert_eq!(tidy("  Petrosian,Tigran  V"), "Petrosian, Tigran V.");
/// assert_eq!(tidy("Aravindh,Chithambaram VR."), "Aravindh, Chithambaram VR.");
/// assert_eq!(tidy("Aansh Nandan Nerurkar"), "Aansh Nandan Nerurkar");
/// assert_eq!(tidy("Deep Blue (Computer)"), "Deep Blue (Computer)");
/// ```
pub fn tidy(name: &str) -> String {
    let words = |text: &str| {
        text.split_whitespace()
            .map(without_glued_digits)
            .collect::<Vec<_>>()
            .join(" ")
    };
    match name.split_once(',') {
        Some((surname, given)) if !given.trim().is_empty() => {
            let given: Vec<String> = given
                .split_whitespace()
                .map(without_glued_digits)
                .map(|word| {
                    let initial = word.chars().count() == 1 && word.chars().all(char::is_uppercase);
                    if initial {
                        format!("{word}.")
                    } else {
                        word.to_string()
                    }
                })
                .collect();
            format!("{}, {}", words(surname), given.join(" "))
        }
        _ => words(name),
    }
}

/// A word without the digits a database glued to its end (`Yuan2` → `Yuan`); a word of digits
/// alone stays as it is.
fn without_glued_digits(word: &str) -> &str {
    let bare = word.trim_end_matches(|c: char| c.is_ascii_digit());
    if bare.chars().last().is_some_and(char::is_alphabetic) {
        bare
    } else {
        word
    }
}

/// A "Surname, Given" name's parts, the given names as words without dots; a surname alone
/// (`Hort`) has none.
fn parts(name: &str) -> Option<(&str, Vec<&str>)> {
    match name.split_once(", ") {
        Some((surname, given)) => Some((
            surname,
            given.split(' ').map(|w| w.trim_end_matches('.')).collect(),
        )),
        None if !name.contains(' ') && name != "?" => Some((name, Vec::new())),
        None => None,
    }
}

/// Whether two lists of given names can be one person's: word by word equal, or one the
/// other's initial, as far as the shorter list goes.
fn agree(a: &[&str], b: &[&str]) -> bool {
    let initial_of =
        |short: &str, long: &str| short.chars().count() == 1 && long.starts_with(short);
    a.iter()
        .zip(b)
        .all(|(x, y)| x == y || initial_of(x, y) || initial_of(y, x))
}

/// How full a name is: its letters, for choosing the fullest variant.
fn fullness(name: &str) -> usize {
    name.chars().filter(|c| c.is_alphabetic()).count()
}

/// The names to show for `names` (each tidied, with the year of its game): a name is replaced
/// by the fullest variant of the same player — same surname, agreeing given names, at most
/// [`ONE_CAREER`] years apart — unless its variants cannot all be one person.
///
/// ```
/// use escaque_core::library::names::unify;
/// let names = [
///     ("Petrosian, T.", Some(1959)),
///     ("Petrosian, Tigran V.", Some(1962)),
///     ("Petrosian, Tigran", Some(2025)),
///     ("Petrosian, A.", Some(2025)),
/// ];
/// let shown = unify(&names);
/// assert_eq!(shown, ["Petrosian, Tigran V.", "Petrosian, Tigran V.", "Petrosian, Tigran", "Petrosian, A."]);
/// ```
pub fn unify(names: &[(&str, Option<u16>)]) -> Vec<String> {
    let mut by_surname: HashMap<&str, Vec<usize>> = HashMap::new();
    for (index, (name, _)) in names.iter().enumerate() {
        if let Some((surname, _)) = parts(name) {
            by_surname.entry(surname).or_default().push(index);
        }
    }
    let near = |a: Option<u16>, b: Option<u16>| match (a, b) {
        (Some(a), Some(b)) => a.abs_diff(b) <= ONE_CAREER,
        _ => false,
    };
    names
        .iter()
        .map(|&(name, year)| {
            let Some((surname, given)) = parts(name) else {
                return name.to_string();
            };
            // The other variants that can be this player's.
            let mut variants: Vec<(&str, Vec<&str>)> = Vec::new();
            for &other in &by_surname[surname] {
                let (other_name, other_year) = names[other];
                match parts(other_name) {
                    Some((_, other_given))
                        if other_name != name
                            && near(year, other_year)
                            && agree(&given, &other_given)
                            && !variants.iter().any(|(v, _)| *v == other_name) =>
                    {
                        variants.push((other_name, other_given))
                    }
                    _ => {}
                }
            }
            // Two that cannot be one person (`Wang, Yi` and `Wang, Youran` for `Wang, Y.`):
            // the name stays as written.
            let one_person = variants
                .iter()
                .all(|(_, a)| variants.iter().all(|(_, b)| agree(a, b)));
            let fullest = variants
                .iter()
                .map(|(v, _)| *v)
                .filter(|v| fullness(v) > fullness(name))
                .max_by_key(|v| fullness(v));
            match fullest {
                Some(fullest) if one_person => fullest.to_string(),
                _ => name.to_string(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_of_one_player_become_one_and_others_stay_apart() {
        let names = [
            ("Tal, M.", Some(1973)),
            ("Tal, Mikhail N.", Some(1959)),
            ("Nepomniachtchi, I.", Some(2025)),
            ("Nepomniachtchi, Ian", Some(2023)),
            ("Wang, Yi(BJ)", Some(2025)),
            ("Wang, Youran", Some(2025)),
            ("Wang, Y.", Some(2025)),
            ("Filip, L.", Some(2025)),
            ("Filip, Andrei", Some(2025)),
            ("Molinari", Some(1979)),
            ("Hort", Some(1972)),
            ("Hort, Vlastimil", Some(1968)),
            ("Chen", Some(2025)),
            ("Chen, Max", Some(2025)),
            ("Chen, Zhi", Some(2025)),
            ("Fischer, R.", Some(1970)),
            ("Fischer, Robert J.", Some(1962)),
        ];
        let shown = unify(&names);
        assert_eq!(shown[0], "Tal, Mikhail N.");
        assert_eq!(shown[2], "Nepomniachtchi, Ian");
        // Two Wangs with a Y: the initial could be either, so it stays as written.
        assert_eq!(&shown[4..7], ["Wang, Yi(BJ)", "Wang, Youran", "Wang, Y."]);
        assert_eq!(&shown[7..9], ["Filip, L.", "Filip, Andrei"]);
        assert_eq!(shown[9], "Molinari");
        assert_eq!(&shown[10..12], ["Hort, Vlastimil", "Hort, Vlastimil"]);
        assert_eq!(shown[12], "Chen");
        assert_eq!(shown[15], "Fischer, Robert J.");
    }
}
