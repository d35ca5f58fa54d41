//! What the builder read in the pasted text: "Reconocida: una partida de 11 jugadas.", or why
//! it cannot be used — content of another drill (with the drill to switch to), or an error
//! located by line and column with its line shown and the bad word marked.
//!
//! Page contract: `[data-content-kind]` (`squares` `positions` `game`) on what was recognised;
//! `[data-content-error]` while the text cannot be used; `button[data-suggest-mode]` switches
//! to the drill that takes it.

use crate::components::drill::texts;
use crate::i18n::{msg, tr, tr_args};
use crate::platform::intl::{self, Joined};
use crate::state::AppState;
use crate::words::errors;
use escaque_core::drill::content::{position_line, Content, Kind, Location};
use escaque_core::drill::draft::Reading;
use escaque_core::drill::fit::{self, Misfit};
use escaque_core::drill::Mode;
use escaque_core::settings::UiLanguage;
use escaque_core::Language;
use leptos::prelude::*;

/// The slug of a kind, for `data-content-kind`.
fn kind_slug(kind: Kind) -> &'static str {
    match kind {
        Kind::Squares => "squares",
        Kind::Positions => "positions",
        Kind::Game => "game",
    }
}

/// "una partida de 11 jugadas", "12 casillas".
pub fn content_words(ui: UiLanguage, content: &Content) -> String {
    let id = match content {
        Content::Squares(_) => msg::BUILDER_KIND_SQUARES,
        // "with its move" only when each has one (a FEN to write needs none).
        Content::Positions(items) if items.iter().all(|(_, mv)| mv.is_some()) => {
            msg::BUILDER_KIND_POSITIONS
        }
        Content::Positions(_) => msg::BUILDER_KIND_POSITIONS_BARE,
        Content::Game { .. } => msg::BUILDER_KIND_GAME,
    };
    // A game is counted as a teacher counts it, by move numbers (1.e4 e5 2.Cf3 Cc6 is 2).
    let count = match content.kind() {
        Kind::Game => content.len().div_ceil(2),
        _ => content.len(),
    };
    tr_args(ui, id, &[("count", &count.to_string())])
}

/// Why content does not fit `mode`, in words.
fn misfit_words(
    ui: UiLanguage,
    mode: Mode,
    content: &Content,
    misfit: &Misfit,
    text: &str,
) -> String {
    let mode_name = texts::title(ui, mode);
    match misfit {
        Misfit::Kind(_) => {
            let modes: Vec<String> = fit::modes_for(content)
                .into_iter()
                .map(|m| tr_args(ui, msg::BUILDER_QUOTED, &[("text", &texts::title(ui, m))]))
                .collect();
            tr_args(
                ui,
                msg::BUILDER_MISFIT_KIND,
                &[
                    ("what", &content_words(ui, content)),
                    ("mode", &mode_name),
                    ("modes", &intl::list(&modes, Joined::Or, ui)),
                ],
            )
        }
        Misfit::OddSquares { count } => tr_args(
            ui,
            msg::BUILDER_MISFIT_ODD,
            &[("count", &count.to_string()), ("mode", &mode_name)],
        ),
        Misfit::NoMove { index } => tr_args(
            ui,
            msg::BUILDER_MISFIT_NO_MOVE,
            &[
                ("index", &index.to_string()),
                (
                    "line",
                    &position_line(text, *index).unwrap_or(*index).to_string(),
                ),
            ],
        ),
    }
}

/// The place of what cannot be used in the text, when it is at one place.
pub fn problem_place(reading: &Reading, text: &str) -> Option<Location> {
    match reading {
        Reading::Bad(error) => error.location(text),
        Reading::Misfit {
            misfit: Misfit::NoMove { index },
            ..
        } => {
            // The end of the line, where the move is missing.
            let line = position_line(text, *index)?;
            let length = text.lines().nth(line - 1)?.trim_end().chars().count();
            Some(Location {
                line,
                column: length + 2,
            })
        }
        _ => None,
    }
}

/// The line of `place` in `text`, cut around the place, with the word there marked: what is
/// before it, the word, what is after it.
fn line_excerpt(text: &str, place: Location) -> Option<(String, String, String)> {
    let line = text.lines().nth(place.line.checked_sub(1)?)?;
    let chars: Vec<char> = line.chars().collect();
    let start = place.column.saturating_sub(1).min(chars.len());
    let end = chars[start..]
        .iter()
        .position(|c| c.is_whitespace())
        .map_or(chars.len(), |n| start + n);
    let from = start.saturating_sub(32);
    let to = (end + 32).min(chars.len());
    let before: String = chars[from..start].iter().collect();
    let word: String = chars[start..end].iter().collect();
    let after: String = chars[end..to].iter().collect();
    let before = if from > 0 {
        format!("…{before}")
    } else {
        before
    };
    let after = if to < chars.len() {
        format!("{after}…")
    } else {
        after
    };
    Some((before, word, after))
}

/// What was read in `text` for `mode`; `on_suggest` switches the drill.
#[component]
pub fn ContentStatus(
    #[prop(into)] reading: Signal<Reading>,
    #[prop(into)] text: Signal<String>,
    #[prop(into)] mode: Signal<Mode>,
    #[prop(into)] notation: Signal<Language>,
    on_suggest: Callback<Mode>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    move || {
        let ui = app.ui();
        let mode = mode.get();
        text.with(|text| match reading.get() {
            Reading::Empty => ().into_any(),
            Reading::Fits(content) => view! {
                <p class="hint content-read" role="status" data-content-kind=kind_slug(content.kind())>
                    {tr_args(ui, msg::BUILDER_READ, &[("what", &content_words(ui, &content))])}
                </p>
            }
            .into_any(),
            reading => {
                let (message, suggested) = match &reading {
                    Reading::Misfit {
                        content,
                        misfit,
                        suggested,
                    } => (misfit_words(ui, mode, content, misfit, text), *suggested),
                    Reading::Bad(error) => (errors::input(ui, error, text, notation.get()), None),
                    _ => (String::new(), None),
                };
                let excerpt = problem_place(&reading, text).and_then(|at| line_excerpt(text, at));
                view! {
                    <div class="content-error" role="alert" data-content-error="">
                        <p>{message}</p>
                        {excerpt.map(|(before, word, after)| view! {
                            <p class="error-line" aria-hidden="true"><code>{before}<mark>{word}</mark>{after}</code></p>
                        })}
                        {suggested.map(|to| view! {
                            <button type="button" data-suggest-mode=to.slug() on:click=move |_| on_suggest.run(to)>
                                {tr_args(ui, msg::BUILDER_USE_MODE, &[("mode", &texts::title(ui, to))])}
                            </button>
                        })}
                    </div>
                }
                .into_any()
            }
        })
    }
}

/// The line under the link while there is none: why, and where in the text.
pub fn blocked_words(ui: UiLanguage, reading: &Reading, text: &str) -> String {
    match problem_place(reading, text) {
        Some(at) => tr_args(
            ui,
            msg::BUILDER_NO_LINK_AT,
            &[
                ("line", &at.line.to_string()),
                ("column", &at.column.to_string()),
            ],
        ),
        None => tr(ui, msg::BUILDER_NO_LINK),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bad_word_is_marked_in_its_line() {
        let text = "1.e4 c6 2.d4 d5\n3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 CCf6 6.Cd6#";
        let place = Location {
            line: 2,
            column: 29,
        };
        assert_eq!(
            line_excerpt(text, place),
            Some((
                "3.Cc3 dxe4 4.Cxe4 Cd7 5.De2 ".into(),
                "CCf6".into(),
                " 6.Cd6#".into()
            ))
        );
        let long = format!("{} h9 {}", "e4 ".repeat(20), "d5 ".repeat(20));
        let (before, word, after) = line_excerpt(
            &long,
            Location {
                line: 1,
                column: 62,
            },
        )
        .unwrap();
        assert_eq!(word, "h9");
        assert!(before.starts_with('…') && after.ends_with('…'));
        assert_eq!(line_excerpt("e4", Location { line: 3, column: 1 }), None);
    }
}
