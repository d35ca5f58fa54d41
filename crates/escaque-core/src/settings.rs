//! User settings as plain data, stored as versioned JSON. Storage itself is the app's business.
//!
//! A value stored by an older version is upgraded ([`Loaded::Upgraded`]). A stored value that is
//! corrupt, foreign, or of an unknown version is not an error for the user to fix:
//! [`Settings::from_stored`] says so once and gives the defaults.
//!
//! Version history: 1 had no `sounds`, and its theme was always `light` or `dark`; 2 adds
//! `sounds` (off) and the theme `system` (the default: follow the device until the user picks).
//!
//! ```
//! use escaque_core::settings::{Settings, Loaded};
//! let stored = Settings::default().to_stored();
//! assert_eq!(Settings::from_stored(Some(&stored)), Loaded::Stored(Settings::default()));
//! assert!(matches!(Settings::from_stored(Some("{oops")), Loaded::Replaced { .. }));
//! ```

use crate::board_state::Orientation;
use crate::Language;
use serde::{Deserialize, Serialize};

/// The schema version written by this build.
pub const SETTINGS_VERSION: u32 = 2;

/// Language of the interface (not of the notation).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum UiLanguage {
    #[default]
    Es,
    En,
    Fr,
    De,
    It,
    Pt,
    Ca,
}

impl UiLanguage {
    /// Every UI language, in menu order.
    pub const ALL: [UiLanguage; 7] = [
        UiLanguage::Es,
        UiLanguage::En,
        UiLanguage::Fr,
        UiLanguage::De,
        UiLanguage::It,
        UiLanguage::Pt,
        UiLanguage::Ca,
    ];

    /// The UI language for the browser's preferred languages (`navigator.languages`, best
    /// first): the first one that is a UI language, by its primary subtag (`es-AR` → Spanish,
    /// `pt-BR` → Portuguese, `ca-ES-valencia` → Catalan); failing that, the first one whose
    /// speakers read one of them ([`UiLanguage::read_by`]: Swiss German → German, Galician →
    /// Spanish); failing that, English.
    ///
    /// ```
    /// use escaque_core::settings::UiLanguage;
    /// assert_eq!(UiLanguage::from_browser(&["fr-CA", "en"]), UiLanguage::Fr);
    /// assert_eq!(UiLanguage::from_browser(&["nl-NL", "de-DE"]), UiLanguage::De);
    /// assert_eq!(UiLanguage::from_browser(&["gsw"]), UiLanguage::De);
    /// assert_eq!(UiLanguage::from_browser(&["nl-NL"]), UiLanguage::En);
    /// ```
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> UiLanguage {
        let primary = |tag: &S| {
            let tag = tag.as_ref().trim();
            tag.split(['-', '_'])
                .next()
                .unwrap_or(tag)
                .to_ascii_lowercase()
        };
        tags.iter()
            .find_map(|tag| UiLanguage::from_code(&primary(tag)))
            .or_else(|| {
                tags.iter()
                    .find_map(|tag| UiLanguage::read_by(&primary(tag)))
            })
            .unwrap_or(UiLanguage::En)
    }

    /// The UI language that nearly every speaker of a language without its own UI reads: the
    /// language of the schools where it is spoken (`gsw`, Swiss German → German; `gl`,
    /// Galician → Spanish). Primary subtags, lower case; `None` for most.
    pub fn read_by(primary: &str) -> Option<UiLanguage> {
        match primary {
            // Galician, Basque, Asturian, Aragonese.
            "gl" | "eu" | "ast" | "an" => Some(UiLanguage::Es),
            // Alemannic (Swiss German), Bavarian, Low German, Luxembourgish, Romansh, Sorbian,
            // Colognian.
            "gsw" | "bar" | "nds" | "lb" | "rm" | "hsb" | "dsb" | "ksh" => Some(UiLanguage::De),
            // Breton, Corsican, Occitan, Walloon, Arpitan.
            "br" | "co" | "oc" | "wa" | "frp" => Some(UiLanguage::Fr),
            // Sardinian, Friulian, Ladin, Venetian, Neapolitan, Sicilian, Ligurian, Lombard,
            // Piedmontese.
            "sc" | "fur" | "lld" | "vec" | "nap" | "scn" | "lij" | "lmo" | "pms" => {
                Some(UiLanguage::It)
            }
            // Mirandese.
            "mwl" => Some(UiLanguage::Pt),
            _ => None,
        }
    }

    /// The UI language of a code (`"fr"`, case-insensitive); `None` if there is none.
    pub fn from_code(code: &str) -> Option<UiLanguage> {
        UiLanguage::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The notation language of the same language (its letters, its own name).
    ///
    /// ```
    /// use escaque_core::settings::UiLanguage;
    /// assert_eq!(UiLanguage::De.notation_language().native_name(), "Deutsch");
    /// ```
    pub fn notation_language(self) -> Language {
        match self {
            UiLanguage::Es => Language::Es,
            UiLanguage::En => Language::En,
            UiLanguage::Fr => Language::Fr,
            UiLanguage::De => Language::De,
            UiLanguage::It => Language::It,
            UiLanguage::Pt => Language::Pt,
            UiLanguage::Ca => Language::Ca,
        }
    }

    /// BCP 47 code.
    pub fn code(self) -> &'static str {
        match self {
            UiLanguage::Es => "es",
            UiLanguage::En => "en",
            UiLanguage::Fr => "fr",
            UiLanguage::De => "de",
            UiLanguage::It => "it",
            UiLanguage::Pt => "pt",
            UiLanguage::Ca => "ca",
        }
    }
}

/// Light, dark, or whatever the device prefers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the device's light or dark preference.
    #[default]
    System,
    Light,
    Dark,
}

/// Where the board shows coordinates.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Coordinates {
    Off,
    #[default]
    Edges,
    /// On every square.
    Squares,
}

/// Everything the user can set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub version: u32,
    pub ui_language: UiLanguage,
    /// Notation language code (`es`, `en`, … as in [`Language`]).
    pub notation: String,
    pub orientation: Orientation,
    pub coordinates: Coordinates,
    pub theme: Theme,
    /// Right and wrong sounds in drills.
    pub sounds: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::for_ui(UiLanguage::Es)
    }
}

/// The result of loading stored settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded {
    /// Nothing was stored: first visit.
    Fresh,
    Stored(Settings),
    /// Stored by an older version, upgraded; the app stores it again.
    Upgraded {
        settings: Settings,
        from: u32,
    },
    /// What was stored could not be used; `problem` says why (for the one-time notice).
    Replaced {
        problem: String,
    },
}

impl Settings {
    /// Defaults for a UI language, with the notation in the same language.
    pub fn for_ui(ui_language: UiLanguage) -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            ui_language,
            notation: ui_language.notation_language().code().to_string(),
            orientation: Orientation::White,
            coordinates: Coordinates::Edges,
            theme: Theme::System,
            sounds: false,
        }
    }

    /// The notation language.
    pub fn notation_language(&self) -> Language {
        self.notation.parse().unwrap_or(Language::Es)
    }

    /// JSON for storage.
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads what storage held (`None`: nothing).
    pub fn from_stored(stored: Option<&str>) -> Loaded {
        let Some(text) = stored else {
            return Loaded::Fresh;
        };
        let mut value: serde_json::Value = match serde_json::from_str(text) {
            Ok(value) => value,
            Err(e) => {
                return Loaded::Replaced {
                    problem: e.to_string(),
                }
            }
        };
        let from = value.get("version").and_then(serde_json::Value::as_u64);
        if from == Some(1) {
            upgrade_from_1(&mut value);
        }
        match serde_json::from_value::<Settings>(value) {
            Ok(s) if s.version != SETTINGS_VERSION => Loaded::Replaced {
                problem: format!("unknown settings version {}", s.version),
            },
            Ok(s) if s.notation.parse::<Language>().is_err() => Loaded::Replaced {
                problem: format!("unknown notation '{}'", s.notation),
            },
            Ok(settings) if from == Some(1) => Loaded::Upgraded { settings, from: 1 },
            Ok(s) => Loaded::Stored(s),
            Err(e) => Loaded::Replaced {
                problem: e.to_string(),
            },
        }
    }
}

/// Version 1 → 2: sounds off; the theme the user had stays.
fn upgrade_from_1(value: &mut serde_json::Value) {
    if let Some(object) = value.as_object_mut() {
        object.insert("version".into(), 2.into());
        object.entry("sounds").or_insert(false.into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrupt_foreign_or_future_values_are_replaced() {
        for bad in [
            "",
            "null",
            "42",
            "{}",
            "{oops",
            r#"{"version":3,"ui_language":"es","notation":"es","orientation":"white","coordinates":"edges","theme":"light","sounds":false}"#,
            r#"{"version":2,"ui_language":"es","notation":"es","orientation":"white","coordinates":"edges","theme":"light"}"#,
            r#"{"version":1,"ui_language":"xx","notation":"es","orientation":"white","coordinates":"edges","theme":"light"}"#,
            r#"{"version":1,"ui_language":"es","notation":"tlh","orientation":"white","coordinates":"edges","theme":"light"}"#,
        ] {
            assert!(
                matches!(Settings::from_stored(Some(bad)), Loaded::Replaced { .. }),
                "{bad}"
            );
        }
        assert_eq!(Settings::from_stored(None), Loaded::Fresh);
    }

    #[test]
    fn round_trip_and_browser_default() {
        let s = Settings {
            notation: "de".into(),
            theme: Theme::Dark,
            ..Settings::for_ui(UiLanguage::En)
        };
        assert_eq!(
            Settings::from_stored(Some(&s.to_stored())),
            Loaded::Stored(s)
        );
        assert_eq!(UiLanguage::from_browser(&["es-AR"]), UiLanguage::Es);
        assert_eq!(Settings::default().ui_language, UiLanguage::Es);
        assert_eq!(Settings::default().theme, Theme::System);
        assert!(!Settings::default().sounds);
        assert_eq!(UiLanguage::from_browser(&["nl-NL"]), UiLanguage::En);
    }

    #[test]
    fn a_browser_language_picks_by_its_primary_subtag() {
        for (tag, ui) in [
            ("es", UiLanguage::Es),
            ("es-419", UiLanguage::Es),
            ("en-GB", UiLanguage::En),
            ("fr-FR", UiLanguage::Fr),
            ("fr-CA", UiLanguage::Fr),
            ("FR", UiLanguage::Fr),
            ("de", UiLanguage::De),
            ("de-AT", UiLanguage::De),
            ("de-CH", UiLanguage::De),
            ("it-IT", UiLanguage::It),
            ("pt-BR", UiLanguage::Pt),
            ("pt-PT", UiLanguage::Pt),
            ("ca-ES", UiLanguage::Ca),
            ("ca-ES-valencia", UiLanguage::Ca),
            ("ca_AD", UiLanguage::Ca),
            (" it ", UiLanguage::It),
            // Read by the speakers of a language without a UI of its own.
            ("gsw", UiLanguage::De),
            ("gsw-CH", UiLanguage::De),
            ("lb-LU", UiLanguage::De),
            ("gl-ES", UiLanguage::Es),
            ("eu", UiLanguage::Es),
            ("oc", UiLanguage::Fr),
            ("fur", UiLanguage::It),
            // Not a UI language, or only looks like one.
            ("nl-BE", UiLanguage::En),
            ("zh-Hans-CN", UiLanguage::En),
            ("cat", UiLanguage::En),
            ("est", UiLanguage::En),
            ("deu", UiLanguage::En),
            ("-", UiLanguage::En),
            ("", UiLanguage::En),
        ] {
            assert_eq!(UiLanguage::from_browser(&[tag]), ui, "{tag}");
        }
    }

    #[test]
    fn the_first_browser_language_with_a_ui_wins_then_a_neighbour_then_english() {
        let cases: [(&[&str], UiLanguage); 9] = [
            (&[], UiLanguage::En),
            (&["fr-CA", "en-CA"], UiLanguage::Fr),
            (&["en-US", "es-MX"], UiLanguage::En),
            (&["es-ES", "ca-ES"], UiLanguage::Es),
            (&["ca-ES", "es-ES"], UiLanguage::Ca),
            // Languages without a UI are passed over for a later one that has one...
            (&["nl-NL", "ja", "pt-BR", "en"], UiLanguage::Pt),
            (&["gsw", "en"], UiLanguage::En),
            // ...and only then does a neighbour count, the first one.
            (&["sv", "gsw", "gl"], UiLanguage::De),
            (&["ja", "ko"], UiLanguage::En),
        ];
        for (tags, ui) in cases {
            assert_eq!(UiLanguage::from_browser(tags), ui, "{tags:?}");
        }
        // What the app passes: the browser's strings.
        let owned = vec!["it-CH".to_string(), "de-CH".to_string()];
        assert_eq!(UiLanguage::from_browser(&owned), UiLanguage::It);
    }

    #[test]
    fn every_ui_language_is_stored_by_its_code_and_has_its_own_notation() {
        for ui in UiLanguage::ALL {
            let settings = Settings::for_ui(ui);
            let stored = settings.to_stored();
            assert!(
                stored.contains(&format!(r#""ui_language":"{}""#, ui.code())),
                "{stored}"
            );
            assert_eq!(
                Settings::from_stored(Some(&stored)),
                Loaded::Stored(settings.clone())
            );
            assert_eq!(settings.notation_language().code(), ui.code());
            assert_eq!(UiLanguage::from_code(ui.code()), Some(ui));
        }
        // A version 2 value with a new UI language (the schema did not change: only values were
        // added) and a notation of another language is read as it is, and written back the same.
        let v2 = r#"{"version":2,"ui_language":"ca","notation":"es","orientation":"black","coordinates":"off","theme":"light","sounds":true}"#;
        let Loaded::Stored(settings) = Settings::from_stored(Some(v2)) else {
            panic!("a stored Catalan UI is read")
        };
        assert_eq!(settings.ui_language, UiLanguage::Ca);
        assert_eq!(settings.notation_language(), Language::Es);
        assert_eq!(settings.to_stored(), v2);
        // A UI language this build does not know is replaced, not guessed.
        for unknown in ["nl", "FR", "fr-FR", ""] {
            let stored = format!(
                r#"{{"version":2,"ui_language":"{unknown}","notation":"es","orientation":"white","coordinates":"edges","theme":"light","sounds":false}}"#
            );
            assert!(
                matches!(
                    Settings::from_stored(Some(&stored)),
                    Loaded::Replaced { .. }
                ),
                "{unknown}"
            );
        }
    }

    #[test]
    fn version_1_is_upgraded_keeping_the_users_choices() {
        // What Escaque 0.1 stored (settings version 1).
        let v1 = r#"{"version":1,"ui_language":"en","notation":"de","orientation":"black","coordinates":"squares","theme":"dark"}"#;
        let Loaded::Upgraded { settings, from: 1 } = Settings::from_stored(Some(v1)) else {
            panic!("version 1 is upgraded")
        };
        assert_eq!(
            settings,
            Settings {
                notation: "de".into(),
                orientation: Orientation::Black,
                coordinates: Coordinates::Squares,
                theme: Theme::Dark,
                ..Settings::for_ui(UiLanguage::En)
            }
        );
        assert_eq!(
            Settings::from_stored(Some(&settings.to_stored())),
            Loaded::Stored(settings)
        );
    }
}
