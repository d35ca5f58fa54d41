//! A lesson's address with the step shown (`/learn/moves?step=3`), so that a reload, a
//! bookmark or a teacher's link opens the lesson where it was, not at its first step.

/// The address of lesson `id` at step `index` (from 0; the first step has no query).
///
/// ```
/// use escaque_core::course::href;
/// assert_eq!(href("moves", 0), "/learn/moves");
/// assert_eq!(href("moves", 2), "/learn/moves?step=3");
/// ```
pub fn href(id: &str, index: usize) -> String {
    if index == 0 {
        format!("/learn/{id}")
    } else {
        format!("/learn/{id}?step={}", index + 1)
    }
}

/// The step (from 0) that an address's query asks for, in a lesson of `steps` steps and its
/// practice (index `steps`); the first step for anything else.
///
/// ```
/// use escaque_core::course::step_in_query;
/// assert_eq!(step_in_query("?step=3", 4), 2);
/// assert_eq!(step_in_query("step=5", 4), 4); // the practice
/// assert_eq!(step_in_query("?step=9", 4), 0);
/// assert_eq!(step_in_query("?step=0", 4), 0);
/// assert_eq!(step_in_query("", 4), 0);
/// ```
pub fn step_in_query(query: &str, steps: usize) -> usize {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|part| part.strip_prefix("step="))
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|n| (1..=steps + 1).contains(n))
        .map_or(0, |n| n - 1)
}
