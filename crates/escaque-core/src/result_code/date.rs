//! Calendar dates from days since 1970-01-01 (the day of a result code), in the proleptic
//! Gregorian calendar (Howard Hinnant's `civil_from_days`).
//!
//! ```
//! use escaque_core::result_code::Date;
//! let date = Date::from_days(20_000);
//! assert_eq!(date.to_string(), "2024-10-04");
//! assert_eq!(date.to_days(), 20_000);
//! ```

use std::fmt;

/// A calendar date.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    pub year: i64,
    /// 1–12.
    pub month: u8,
    /// 1–31.
    pub day: u8,
}

impl Date {
    /// The date `days` days after 1970-01-01.
    pub fn from_days(days: u32) -> Date {
        let z = i64::from(days) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date { year, month, day }
    }

    /// Days since 1970-01-01 (negative before).
    pub fn to_days(self) -> i64 {
        let year = self.year - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let yoe = year - era * 400;
        let month = i64::from(self.month);
        let doy =
            (153 * if month > 2 { month - 3 } else { month + 9 } + 2) / 5 + i64::from(self.day) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }
}

impl fmt::Display for Date {
    /// ISO 8601: `2024-10-04`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        for (days, text) in [
            (0, "1970-01-01"),
            (59, "1970-03-01"),
            (11_016, "2000-02-29"),
            (11_017, "2000-03-01"),
            (19_782, "2024-02-29"),
            (65_535, "2149-06-06"),
        ] {
            let date = Date::from_days(days);
            assert_eq!(date.to_string(), text);
            assert_eq!(date.to_days(), i64::from(days));
        }
    }

    #[test]
    fn every_day_follows_the_one_before() {
        let mut previous = Date::from_days(0);
        for days in 1..=65_535u32 {
            let date = Date::from_days(days);
            assert!(date > previous, "{date} after {previous}");
            assert!((1..=12).contains(&date.month) && (1..=31).contains(&date.day));
            assert_eq!(date.to_days(), i64::from(days));
            previous = date;
        }
    }
}
