//! Time and chance: a monotonic clock for answer times, the calendar day, a seed per run.

/// Milliseconds from a clock that only goes forward (`performance.now()`).
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Unix milliseconds.
pub fn unix_millis() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

/// Today's local day number (days since 1970-01-01 in the device's time zone).
pub fn local_day() -> u32 {
    let date = js_sys::Date::new_0();
    let local = date.get_time() - date.get_timezone_offset() * 60_000.0;
    (local / 86_400_000.0).floor().max(0.0) as u32
}

/// A fresh seed for a run of the student's own (not for shared links, which carry theirs).
pub fn random_seed() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (high << 32) | low
}
