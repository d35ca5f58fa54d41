//! Numbers, dates, lists and sorting as the UI language writes them, by the browser's own `Intl`
//! (never tables of our own): "0,8 s" in Spanish and "0.8 s" in English, "40 %" in French and
//! German, "1 dic 2026", "e4, d4 o c4", Ángela before Lucía.
//!
//! Every function takes the UI language; dates and numbers follow the browser's locale when it
//! is a variant of the UI language (`en-GB` writes `1 Dec 2026` where `en` writes
//! `Dec 1, 2026`: [`UiLanguage::format_locale`]), else the UI language's. The formatters are
//! made once per language and kind.
//! Off the browser (native tests, build-time rendering) a plain fallback stands in: digits with
//! the language's decimal sign, ISO dates, lists joined by commas.

use escaque_core::settings::UiLanguage;
use std::cmp::Ordering;

/// Which word joins the last two items of a list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Joined {
    /// "a, b and c"
    And,
    /// "a, b or c"
    Or,
}

/// A number with at most `fraction_digits` decimals (`0,8`, `1.234`).
pub fn number(value: f64, fraction_digits: u8, lang: UiLanguage) -> String {
    imp::number(value, fraction_digits, lang)
}

/// A whole percentage as the language writes it (`40 %`, `40%`).
pub fn percent(percent: u32, lang: UiLanguage) -> String {
    imp::percent(percent, lang)
}

/// Seconds with one decimal and the language's unit (`0,8 s`).
pub fn seconds(millis: u32, lang: UiLanguage) -> String {
    imp::seconds(millis, lang)
}

/// A local day number (days since 1970-01-01) as a short date (`1 dic 2026`).
pub fn day(day: u32, lang: UiLanguage) -> String {
    imp::day(day, lang)
}

/// A moment (Unix milliseconds) as a short date and time in the device's time zone
/// (`1 dic 2026, 19:44`).
pub fn date_time(unix_millis: u64, lang: UiLanguage) -> String {
    imp::date_time(unix_millis, lang)
}

/// Items as a list in the language (`e4, d4 o c4`).
pub fn list<S: AsRef<str>>(items: &[S], joined: Joined, lang: UiLanguage) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    imp::list(&items, joined, lang)
}

/// Compares two texts as the language sorts them (accents and case after the letter:
/// `Ángela` < `Lucía` < `lucía`).
pub fn compare(a: &str, b: &str, lang: UiLanguage) -> Ordering {
    imp::compare(a, b, lang)
}

/// The BCP 47 tag for `Intl` of the UI language: the browser's own variant of it
/// (`navigator.languages`), else the language's (European Portuguese for `pt`).
#[cfg(target_family = "wasm")]
fn tag(lang: UiLanguage) -> String {
    thread_local! {
        static BROWSER: Vec<String> = super::browser_languages().unwrap_or_default();
    }
    BROWSER.with(|browser| lang.format_locale(browser))
}

#[cfg(target_family = "wasm")]
mod imp {
    use super::{tag, Joined};
    use escaque_core::settings::UiLanguage;
    use js_sys::{Array, Function, Object, Reflect};
    use std::cell::RefCell;
    use std::cmp::Ordering;
    use std::collections::HashMap;
    use wasm_bindgen::{JsCast, JsValue};

    thread_local! {
        /// Formatters made so far, by a key naming the kind, its options and the language.
        static MADE: RefCell<HashMap<String, JsValue>> = RefCell::new(HashMap::new());
    }

    /// `new Intl[kind](tag, options)`, made once per key; `None` where the browser lacks it.
    fn formatter(kind: &str, lang: UiLanguage, options: &[(&str, JsValue)]) -> Option<JsValue> {
        let key = format!("{kind}|{}|{options:?}", tag(lang));
        if let Some(made) = MADE.with(|m| m.borrow().get(&key).cloned()) {
            return Some(made);
        }
        let intl = Reflect::get(&js_sys::global(), &"Intl".into()).ok()?;
        let constructor: Function = Reflect::get(&intl, &kind.into()).ok()?.dyn_into().ok()?;
        let settings = Object::new();
        for (name, value) in options {
            Reflect::set(&settings, &(*name).into(), value).ok()?;
        }
        let args = Array::of2(&tag(lang).as_str().into(), &settings);
        let made = Reflect::construct(&constructor, &args).ok()?;
        MADE.with(|m| m.borrow_mut().insert(key, made.clone()));
        Some(made)
    }

    /// Calls the formatter's method `method` with `args`.
    fn call(made: &JsValue, method: &str, args: &[JsValue]) -> Option<JsValue> {
        let function: Function = Reflect::get(made, &method.into()).ok()?.dyn_into().ok()?;
        let args: Array = args.iter().collect();
        Reflect::apply(&function, made, &args).ok()
    }

    fn format(
        kind: &str,
        lang: UiLanguage,
        options: &[(&str, JsValue)],
        value: JsValue,
    ) -> Option<String> {
        call(&formatter(kind, lang, options)?, "format", &[value])?.as_string()
    }

    pub fn number(value: f64, fraction_digits: u8, lang: UiLanguage) -> String {
        let options = [("maximumFractionDigits", JsValue::from(fraction_digits))];
        format("NumberFormat", lang, &options, value.into())
            .unwrap_or_else(|| super::fallback::number(value, fraction_digits, lang))
    }

    pub fn percent(percent: u32, lang: UiLanguage) -> String {
        let options = [("style", JsValue::from("percent"))];
        format(
            "NumberFormat",
            lang,
            &options,
            (f64::from(percent) / 100.0).into(),
        )
        .unwrap_or_else(|| super::fallback::percent(percent, lang))
    }

    pub fn seconds(millis: u32, lang: UiLanguage) -> String {
        let options = [
            ("style", JsValue::from("unit")),
            ("unit", JsValue::from("second")),
            ("unitDisplay", JsValue::from("short")),
            ("minimumFractionDigits", JsValue::from(1)),
            ("maximumFractionDigits", JsValue::from(1)),
        ];
        format(
            "NumberFormat",
            lang,
            &options,
            (f64::from(millis) / 1000.0).into(),
        )
        .unwrap_or_else(|| super::fallback::seconds(millis, lang))
    }

    pub fn day(day: u32, lang: UiLanguage) -> String {
        // Noon UTC of that day, shown in UTC: the same calendar day everywhere.
        let at = f64::from(day) * 86_400_000.0 + 43_200_000.0;
        let options = [
            ("day", JsValue::from("numeric")),
            ("month", JsValue::from("short")),
            ("year", JsValue::from("numeric")),
            ("timeZone", JsValue::from("UTC")),
        ];
        format(
            "DateTimeFormat",
            lang,
            &options,
            js_sys::Date::new(&at.into()).into(),
        )
        .unwrap_or_else(|| super::fallback::day(day, lang))
    }

    pub fn date_time(unix_millis: u64, lang: UiLanguage) -> String {
        let options = [
            ("day", JsValue::from("numeric")),
            ("month", JsValue::from("short")),
            ("year", JsValue::from("numeric")),
            ("hour", JsValue::from("2-digit")),
            ("minute", JsValue::from("2-digit")),
        ];
        let at = unix_millis as f64;
        format(
            "DateTimeFormat",
            lang,
            &options,
            js_sys::Date::new(&at.into()).into(),
        )
        .unwrap_or_else(|| super::fallback::date_time(unix_millis, lang))
    }

    pub fn list(items: &[&str], joined: Joined, lang: UiLanguage) -> String {
        let kind = match joined {
            Joined::And => "conjunction",
            Joined::Or => "disjunction",
        };
        let options = [
            ("type", JsValue::from(kind)),
            ("style", JsValue::from("long")),
        ];
        let array: Array = items.iter().map(|item| JsValue::from(*item)).collect();
        format("ListFormat", lang, &options, array.into())
            .unwrap_or_else(|| super::fallback::list(items, joined, lang))
    }

    pub fn compare(a: &str, b: &str, lang: UiLanguage) -> Ordering {
        let compared = formatter("Collator", lang, &[])
            .and_then(|collator| call(&collator, "compare", &[a.into(), b.into()]))
            .and_then(|n| n.as_f64());
        match compared {
            Some(n) if n < 0.0 => Ordering::Less,
            Some(n) if n > 0.0 => Ordering::Greater,
            Some(_) => Ordering::Equal,
            None => super::fallback::compare(a, b, lang),
        }
    }
}

#[cfg(not(target_family = "wasm"))]
use fallback as imp;

/// Off the browser: plain forms, close to what `Intl` writes for the UI languages.
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
mod fallback {
    use super::Joined;
    use escaque_core::settings::UiLanguage;
    use std::cmp::Ordering;

    fn decimal_comma(lang: UiLanguage) -> bool {
        lang != UiLanguage::En
    }

    pub fn number(value: f64, fraction_digits: u8, lang: UiLanguage) -> String {
        let text = format!("{value:.*}", usize::from(fraction_digits));
        let text = if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        };
        if decimal_comma(lang) {
            text.replace('.', ",")
        } else {
            text
        }
    }

    pub fn percent(percent: u32, lang: UiLanguage) -> String {
        match lang {
            UiLanguage::En | UiLanguage::It | UiLanguage::Pt => format!("{percent}%"),
            _ => format!("{percent}\u{a0}%"),
        }
    }

    pub fn seconds(millis: u32, lang: UiLanguage) -> String {
        let text = format!("{:.1}", f64::from(millis) / 1000.0);
        let text = if decimal_comma(lang) {
            text.replace('.', ",")
        } else {
            text
        };
        format!("{text} s")
    }

    pub fn day(day: u32, _lang: UiLanguage) -> String {
        let (year, month, date) = civil(i64::from(day));
        format!("{year:04}-{month:02}-{date:02}")
    }

    pub fn date_time(unix_millis: u64, lang: UiLanguage) -> String {
        let minutes = unix_millis / 60_000;
        let day = (minutes / 1440) as u32;
        let (hour, minute) = ((minutes % 1440) / 60, minutes % 60);
        format!("{} {hour:02}:{minute:02}", self::day(day, lang))
    }

    pub fn list(items: &[&str], joined: Joined, lang: UiLanguage) -> String {
        let word = match (joined, lang) {
            (Joined::And, UiLanguage::Es) => "y",
            (Joined::And, UiLanguage::En) => "and",
            (Joined::And, UiLanguage::Fr) => "et",
            (Joined::And, UiLanguage::De) => "und",
            (Joined::And, UiLanguage::It | UiLanguage::Pt) => "e",
            (Joined::And, UiLanguage::Ca) => "i",
            (Joined::Or, UiLanguage::Es | UiLanguage::Ca) => "o",
            (Joined::Or, UiLanguage::En) => "or",
            (Joined::Or, UiLanguage::Fr) => "ou",
            (Joined::Or, UiLanguage::De) => "oder",
            (Joined::Or, UiLanguage::It) => "o",
            (Joined::Or, UiLanguage::Pt) => "ou",
        };
        match items {
            [] => String::new(),
            [one] => (*one).to_string(),
            [init @ .., last] => format!("{} {word} {last}", init.join(", ")),
        }
    }

    pub fn compare(a: &str, b: &str, _lang: UiLanguage) -> Ordering {
        let key = |s: &str| -> String { s.chars().map(base_letter).collect() };
        key(a).cmp(&key(b)).then_with(|| a.cmp(b))
    }

    /// A letter without its accent, in lower case (a rough collation key).
    fn base_letter(c: char) -> char {
        let lower = c.to_lowercase().next().unwrap_or(c);
        match lower {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other,
        }
    }

    /// The calendar date of a day number (Howard Hinnant's `civil_from_days`).
    fn civil(days: i64) -> (i64, u32, u32) {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let date = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        (year, month, date)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_fallback_writes_plain_forms() {
            assert_eq!(number(0.8, 1, UiLanguage::Es), "0,8");
            assert_eq!(number(2.0, 1, UiLanguage::En), "2");
            assert_eq!(seconds(800, UiLanguage::Es), "0,8 s");
            assert_eq!(seconds(1250, UiLanguage::En), "1.2 s");
            assert_eq!(percent(40, UiLanguage::Fr), "40\u{a0}%");
            assert_eq!(day(20_788, UiLanguage::Es), "2026-12-01");
            assert_eq!(
                list(&["e4", "d4", "c4"], Joined::Or, UiLanguage::Es),
                "e4, d4 o c4"
            );
            assert_eq!(list(&["e4"], Joined::And, UiLanguage::En), "e4");
            assert_eq!(compare("Ángela", "Lucía", UiLanguage::Es), Ordering::Less);
        }
    }
}
