//! User settings as plain data, stored as versioned JSON. Storage itself is the app's business.
//!
//! Stored through [`crate::stored`] under `escaque.settings`: a value stored by an older
//! version is upgraded; one that is corrupt, foreign, or of an unknown version is not an error
//! for the user to fix: the app keeps it aside, says so once and starts from the defaults.
//!
//! Version history: 1 had no `sounds`, and its theme was always `light` or `dark`; 2 adds
//! `sounds` (off) and the theme `system` (the default: follow the device until the user picks);
//! 3 adds `notation_chosen` (whether the user chose the notation: then it no longer follows the
//! UI language), true where a version 2 notation differs from its UI language's own.
//!
//! ```
//! use escaque_core::settings::Settings;
//! use escaque_core::stored::{decode, encode, State};
//! let stored = encode(&Settings::default());
//! assert_eq!(decode::<Settings>(Some(&stored)).value, Settings::default());
//! assert!(decode::<Settings>(Some("{oops")).state.keep_aside());
//! ```

use crate::board_state::Orientation;
use crate::link_name::link_names;
use crate::stored::{Partial, Versioned};
use crate::Language;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The schema version written by this build.
pub const SETTINGS_VERSION: u32 = 3;

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

    /// The locale dates and numbers are written in (a BCP 47 tag for `Intl`): the first of the
    /// browser's preferred languages that is a regional variant of this one (`en-GB` for
    /// English on a British browser: `1 Dec 2026`, not `Dec 1, 2026`), else this language's own
    /// (`pt-PT` for Portuguese, the European Portuguese of the UI).
    ///
    /// ```
    /// use escaque_core::settings::UiLanguage;
    /// assert_eq!(UiLanguage::En.format_locale(&["en-GB", "en"]), "en-GB");
    /// assert_eq!(UiLanguage::En.format_locale(&["es-ES", "en-AU"]), "en-AU");
    /// assert_eq!(UiLanguage::En.format_locale(&["es-ES"]), "en");
    /// assert_eq!(UiLanguage::Es.format_locale(&["es_MX"]), "es-MX");
    /// assert_eq!(UiLanguage::Pt.format_locale(&["pt"]), "pt-PT");
    /// assert_eq!(UiLanguage::Pt.format_locale(&["pt-BR"]), "pt-BR");
    /// ```
    pub fn format_locale<S: AsRef<str>>(self, browser: &[S]) -> String {
        let variant = browser.iter().find_map(|tag| {
            let tag = tag.as_ref().trim().replace('_', "-");
            let mut parts = tag.split('-');
            let primary = parts.next()?;
            let well_formed = tag.len() <= 35
                && tag.split('-').all(|p| {
                    (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric())
                });
            (well_formed && primary.eq_ignore_ascii_case(self.code()) && parts.next().is_some())
                .then_some(tag)
        });
        variant.unwrap_or_else(|| {
            match self {
                UiLanguage::Pt => "pt-PT",
                other => other.code(),
            }
            .to_string()
        })
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

// The names of the settings page's form and of the stored settings (serde's, checked equal).
link_names!(Theme {
    System => "system",
    Light => "light",
    Dark => "dark",
});

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

// Link (`coords=`), form and stored names, in the options' menu order.
link_names!(Coordinates {
    Edges => "edges",
    Squares => "squares",
    Off => "off",
});

/// Everything the user can set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub ui_language: UiLanguage,
    /// Notation language code (`es`, `en`, … as in [`Language`]).
    pub notation: String,
    pub orientation: Orientation,
    pub coordinates: Coordinates,
    pub theme: Theme,
    /// Right and wrong sounds in drills.
    pub sounds: bool,
    /// The user chose the notation ([`Settings::choose_notation`]): it stays when the UI
    /// language changes.
    pub notation_chosen: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::for_ui(UiLanguage::Es)
    }
}

impl Settings {
    /// Defaults for a UI language, with the notation in the same language.
    pub fn for_ui(ui_language: UiLanguage) -> Settings {
        Settings {
            ui_language,
            notation: ui_language.notation_language().code().to_string(),
            orientation: Orientation::White,
            coordinates: Coordinates::Edges,
            theme: Theme::System,
            sounds: false,
            notation_chosen: false,
        }
    }

    /// Switches the UI to `ui_language`. The notation follows it when the user has not chosen
    /// it and it was the old UI language's own (the default): an English page teaching Spanish
    /// letters would contradict itself. A notation the user chose stays, even the UI's own.
    ///
    /// Returns whether the notation followed (the page says so).
    ///
    /// ```
    /// use escaque_core::settings::{Settings, UiLanguage};
    /// let mut settings = Settings::for_ui(UiLanguage::Es);
    /// assert!(settings.set_ui_language(UiLanguage::En));
    /// assert_eq!(settings.notation, "en"); // followed
    /// settings.notation = "de".into();
    /// assert!(!settings.set_ui_language(UiLanguage::Fr));
    /// assert_eq!(settings.notation, "de"); // chosen apart: kept
    /// settings.choose_notation("fr");
    /// assert!(!settings.set_ui_language(UiLanguage::En));
    /// assert_eq!(settings.notation, "fr"); // chosen, though it was the UI's own: kept
    /// ```
    pub fn set_ui_language(&mut self, ui_language: UiLanguage) -> bool {
        let before = self.notation.clone();
        if !self.notation_chosen && self.notation == self.ui_language.notation_language().code() {
            self.notation = ui_language.notation_language().code().to_string();
        }
        self.ui_language = ui_language;
        self.notation != before
    }

    /// The user chooses the notation `code` (a [`Language`] code): from now on it stays
    /// when the UI language changes.
    pub fn choose_notation(&mut self, code: &str) {
        code.clone_into(&mut self.notation);
        self.notation_chosen = true;
    }

    /// The notation language.
    pub fn notation_language(&self) -> Language {
        self.notation.parse().unwrap_or(Language::Es)
    }

    /// Applies to these settings (the copy just read from storage, which holds what other tabs
    /// changed) the fields this tab changed from `before` to `after`: the newer change of each
    /// field wins, and a field this tab did not touch keeps the stored value.
    ///
    /// ```
    /// use escaque_core::settings::{Settings, Theme, UiLanguage};
    /// // Another tab turned the sounds on; this one, which had not seen it yet, chose dark.
    /// let before = Settings::for_ui(UiLanguage::Es);
    /// let mut stored = Settings { sounds: true, ..before.clone() };
    /// let after = Settings { theme: Theme::Dark, ..before.clone() };
    /// stored.apply_changes(&before, &after);
    /// assert!(stored.sounds);
    /// assert_eq!(stored.theme, Theme::Dark);
    /// ```
    pub fn apply_changes(&mut self, before: &Settings, after: &Settings) {
        // Every field, by name: a new field that is not listed here does not compile.
        let Settings {
            ui_language,
            notation,
            orientation,
            coordinates,
            theme,
            sounds,
            notation_chosen,
        } = after;
        if *ui_language != before.ui_language {
            self.ui_language = *ui_language;
        }
        if *notation != before.notation {
            self.notation.clone_from(notation);
        }
        if *orientation != before.orientation {
            self.orientation = *orientation;
        }
        if *coordinates != before.coordinates {
            self.coordinates = *coordinates;
        }
        if *theme != before.theme {
            self.theme = *theme;
        }
        if *sounds != before.sounds {
            self.sounds = *sounds;
        }
        if *notation_chosen != before.notation_chosen {
            self.notation_chosen = *notation_chosen;
        }
    }
}

/// Stored as `escaque.settings`. Merging keeps the stored copy (what every tab has changed so
/// far); a tab's own change is applied on top with [`Settings::apply_changes`].
impl Versioned for Settings {
    const KEY: &'static str = "settings";
    const VERSION: u32 = SETTINGS_VERSION;

    /// Version 1 → 2: sounds off; the theme the user had stays. 2 → 3: the notation counts as
    /// chosen where it is not the UI language's own.
    fn upgrade(from: u32, fields: &mut Map<String, Value>) -> Result<(), String> {
        match from {
            1 => {
                fields.entry("sounds").or_insert(false.into());
                Ok(())
            }
            2 => {
                let ui = fields
                    .get("ui_language")
                    .cloned()
                    .and_then(|v| serde_json::from_value::<UiLanguage>(v).ok());
                let notation = fields.get("notation").and_then(Value::as_str);
                let chosen = match (ui, notation) {
                    (Some(ui), Some(notation)) => notation != ui.notation_language().code(),
                    _ => false,
                };
                fields.entry("notation_chosen").or_insert(chosen.into());
                Ok(())
            }
            _ => Err(format!("no settings version {from}")),
        }
    }

    /// Every field, and a notation language this build knows.
    fn read(fields: Map<String, Value>) -> Result<Partial<Settings>, String> {
        let settings: Settings =
            serde_json::from_value(Value::Object(fields)).map_err(|e| e.to_string())?;
        match settings.notation.parse::<Language>() {
            Ok(_) => Ok(Partial::whole(settings)),
            Err(_) => Err(format!("unknown notation '{}'", settings.notation)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::Profile;
    use crate::link_name::{assert_table_round_trips, every, LinkName};
    use crate::stored::{decode, encode, Decoded, Problem, State};

    #[test]
    fn the_ui_languages_notations_are_the_graders_list() {
        let mapped: Vec<Language> = UiLanguage::ALL
            .into_iter()
            .map(UiLanguage::notation_language)
            .collect();
        assert_eq!(mapped, Language::SPOKEN.to_vec());
    }

    /// A value's name as the stored settings write it.
    fn stored_name<T: Serialize>(value: T) -> String {
        serde_json::to_value(value)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }

    #[test]
    fn each_settings_table_names_every_value_as_stored() {
        let themes = every(Theme::System, |theme| match theme {
            Theme::System => Some(Theme::Light),
            Theme::Light => Some(Theme::Dark),
            Theme::Dark => None,
        });
        assert_table_round_trips(&themes);
        let coordinates = every(Coordinates::Edges, |c| match c {
            Coordinates::Edges => Some(Coordinates::Squares),
            Coordinates::Squares => Some(Coordinates::Off),
            Coordinates::Off => None,
        });
        assert_table_round_trips(&coordinates);
        let sides = every(Orientation::White, |side| match side {
            Orientation::White => Some(Orientation::Black),
            Orientation::Black => None,
        });
        assert_table_round_trips(&sides);
        for theme in themes {
            assert_eq!(stored_name(theme), theme.link_name());
        }
        for c in coordinates {
            assert_eq!(stored_name(c), c.link_name());
        }
        for side in sides {
            assert_eq!(stored_name(side), side.link_name());
        }
        let profiles = every(Profile::Fide, |profile| match profile {
            Profile::Fide => Some(Profile::Strict),
            Profile::Strict => None,
        });
        assert_table_round_trips(&profiles);
    }

    fn read(stored: &str) -> Decoded<Settings> {
        decode::<Settings>(Some(stored))
    }

    #[test]
    fn corrupt_or_foreign_values_are_kept_aside_and_replaced_by_the_defaults() {
        for bad in [
            "",
            "null",
            "42",
            "{}",
            "{oops",
            r#"{"version":2,"ui_language":"es","notation":"es","orientation":"white","coordinates":"edges","theme":"light"}"#,
            r#"{"version":1,"ui_language":"xx","notation":"es","orientation":"white","coordinates":"edges","theme":"light"}"#,
            r#"{"version":1,"ui_language":"es","notation":"tlh","orientation":"white","coordinates":"edges","theme":"light"}"#,
            r#"{"version":2,"ui_language":"es","notation":"es","orientation":"white","coordinates":"edges","theme":"light","sounds":false,"colour":"red"}"#,
        ] {
            let decoded = read(bad);
            assert!(
                matches!(decoded.state, State::Damaged(Problem::Unreadable(_))),
                "{bad}: {:?}",
                decoded.state
            );
            assert!(decoded.state.keep_aside());
            assert_eq!(decoded.value, Settings::default(), "{bad}");
        }
        assert_eq!(decode::<Settings>(None).state, State::Missing);
        // A newer version is read when its fields are known, and still kept aside.
        let newer = read(
            r#"{"version":4,"ui_language":"en","notation":"es","orientation":"white","coordinates":"edges","theme":"light","sounds":false,"notation_chosen":true}"#,
        );
        assert_eq!(newer.state, State::Damaged(Problem::NewerVersion(4)));
        assert_eq!(newer.value.ui_language, UiLanguage::En);
    }

    #[test]
    fn round_trip_and_browser_default() {
        let s = Settings {
            notation: "de".into(),
            theme: Theme::Dark,
            ..Settings::for_ui(UiLanguage::En)
        };
        assert_eq!(
            read(&encode(&s)),
            Decoded {
                value: s,
                state: State::Current
            }
        );
        assert_eq!(UiLanguage::from_browser(&["es-AR"]), UiLanguage::Es);
        assert_eq!(Settings::default().ui_language, UiLanguage::Es);
        assert_eq!(Settings::default().theme, Theme::System);
        assert!(!Settings::default().sounds);
        assert_eq!(UiLanguage::from_browser(&["nl-NL"]), UiLanguage::En);
    }

    #[test]
    fn each_field_keeps_the_newer_change() {
        let base = Settings::for_ui(UiLanguage::Es);
        // (what another tab stored since, what this tab changed, what is stored after).
        let cases: [(Settings, Settings, Settings); 5] = [
            // Different fields: both changes kept.
            (
                Settings {
                    sounds: true,
                    ..base.clone()
                },
                Settings {
                    theme: Theme::Dark,
                    ..base.clone()
                },
                Settings {
                    sounds: true,
                    theme: Theme::Dark,
                    ..base.clone()
                },
            ),
            // The same field: this tab's change is the newer one.
            (
                Settings {
                    theme: Theme::Light,
                    ..base.clone()
                },
                Settings {
                    theme: Theme::Dark,
                    ..base.clone()
                },
                Settings {
                    theme: Theme::Dark,
                    ..base.clone()
                },
            ),
            // This tab changed nothing: the stored copy stays as it is.
            (
                Settings {
                    notation: "en".into(),
                    orientation: Orientation::Black,
                    ..base.clone()
                },
                base.clone(),
                Settings {
                    notation: "en".into(),
                    orientation: Orientation::Black,
                    ..base.clone()
                },
            ),
            // Every field changed here: all of them win.
            (
                Settings {
                    coordinates: Coordinates::Off,
                    ..base.clone()
                },
                Settings {
                    ui_language: UiLanguage::Ca,
                    notation: "de".into(),
                    orientation: Orientation::Black,
                    coordinates: Coordinates::Squares,
                    theme: Theme::Dark,
                    sounds: true,
                    notation_chosen: true,
                },
                Settings {
                    ui_language: UiLanguage::Ca,
                    notation: "de".into(),
                    orientation: Orientation::Black,
                    coordinates: Coordinates::Squares,
                    theme: Theme::Dark,
                    sounds: true,
                    notation_chosen: true,
                },
            ),
            // A change back to the value of before is a change too.
            (
                Settings {
                    ui_language: UiLanguage::Fr,
                    ..base.clone()
                },
                Settings {
                    ui_language: UiLanguage::En,
                    notation: "en".into(),
                    ..base.clone()
                },
                Settings {
                    ui_language: UiLanguage::En,
                    notation: "en".into(),
                    ..base.clone()
                },
            ),
        ];
        for (theirs, mine, expected) in cases {
            let mut stored = theirs.clone().merge(mine.clone());
            assert_eq!(stored, theirs, "merging keeps the stored copy");
            stored.apply_changes(&base, &mine);
            assert_eq!(stored, expected, "{theirs:?} + {mine:?}");
        }
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
            let stored = encode(&settings);
            assert!(
                stored.contains(&format!(r#""ui_language":"{}""#, ui.code())),
                "{stored}"
            );
            assert_eq!(read(&stored).value, settings);
            assert_eq!(read(&stored).state, State::Current);
            assert_eq!(settings.notation_language().code(), ui.code());
            assert_eq!(UiLanguage::from_code(ui.code()), Some(ui));
        }
        // A version 2 value with a new UI language and a notation of another language is read
        // as it is, the notation taken as chosen (it is not the UI's own), and written back so.
        let v2 = r#"{"version":2,"ui_language":"ca","notation":"es","orientation":"black","coordinates":"off","theme":"light","sounds":true}"#;
        let Decoded {
            value: settings,
            state: State::Upgraded { from: 2 },
        } = read(v2)
        else {
            panic!("a stored Catalan UI is read")
        };
        assert_eq!(settings.ui_language, UiLanguage::Ca);
        assert_eq!(settings.notation_language(), Language::Es);
        assert!(settings.notation_chosen);
        assert_eq!(
            encode(&settings),
            r#"{"version":3,"ui_language":"ca","notation":"es","orientation":"black","coordinates":"off","theme":"light","sounds":true,"notation_chosen":true}"#
        );
        // Its UI language's own notation is not taken as chosen: it follows the UI still.
        let own = read(
            r#"{"version":2,"ui_language":"ca","notation":"ca","orientation":"black","coordinates":"off","theme":"light","sounds":true}"#,
        );
        assert!(!own.value.notation_chosen);
        // A UI language this build does not know is replaced, not guessed.
        for unknown in ["nl", "FR", "fr-FR", ""] {
            let stored = format!(
                r#"{{"version":2,"ui_language":"{unknown}","notation":"es","orientation":"white","coordinates":"edges","theme":"light","sounds":false}}"#
            );
            assert!(read(&stored).state.keep_aside(), "{unknown}");
            assert_eq!(read(&stored).value, Settings::default(), "{unknown}");
        }
    }

    #[test]
    fn version_1_is_upgraded_keeping_the_users_choices() {
        // What Escaque 0.1 stored (settings version 1).
        let v1 = r#"{"version":1,"ui_language":"en","notation":"de","orientation":"black","coordinates":"squares","theme":"dark"}"#;
        let Decoded {
            value: settings,
            state: State::Upgraded { from: 1 },
        } = read(v1)
        else {
            panic!("version 1 is upgraded")
        };
        assert_eq!(
            settings,
            Settings {
                notation: "de".into(),
                orientation: Orientation::Black,
                coordinates: Coordinates::Squares,
                theme: Theme::Dark,
                notation_chosen: true,
                ..Settings::for_ui(UiLanguage::En)
            }
        );
        assert_eq!(
            read(&encode(&settings)),
            Decoded {
                value: settings,
                state: State::Current
            }
        );
    }
}
