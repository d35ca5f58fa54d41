//! The converter: a game pasted in any supported language and form comes out in any other
//! (a language's notation, short or long, figurines, UCI, PGN with its tags), checked by the
//! engine, errors shown at the move with their line and column — `escaque convert`, in the
//! browser, offline. Annotations of books and databases (`!?`, `±`, `+-`, `=`, `N`, `□`, `$14`)
//! are kept as written, and in PGN by their numbers; the page says so
//! (`[data-annotations-note]`).

use crate::components::errors;
use crate::i18n::{tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::drill::content::Location;
use escaque_core::game::{games, games_auto, Game, GameError};
use escaque_core::pgn::{convert_game, Target};
use escaque_core::Language;
use leptos::prelude::*;

#[component]
pub fn ConvertPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let input = RwSignal::new(String::new());
    let from = RwSignal::new(None::<Language>);
    let to = RwSignal::new(Target::Language(
        app.settings.with_untracked(|s| s.notation_language()),
    ));
    let long = RwSignal::new(false);
    let copied = RwSignal::new(false);
    // Every game converted, or the first error with the language it was read in.
    let converted = Memo::new(move |_| {
        let text = input.get();
        let (target, long) = (to.get(), long.get());
        let read: Vec<Result<(Game, Language), GameError>> = match from.get() {
            None => games_auto(&text).collect(),
            Some(lang) => games(&text, lang).map(|r| r.map(|g| (g, lang))).collect(),
        };
        let mut out = String::new();
        let mut read_in = Vec::new();
        for game in read {
            match game {
                Ok((game, lang)) => {
                    out.push_str(&convert_game(&game, lang, target, long));
                    if !read_in.contains(&lang) {
                        read_in.push(lang);
                    }
                }
                Err(error) => return Err((error, from.get().unwrap_or(Language::En))),
            }
        }
        Ok((out.trim_end().to_string(), read_in))
    });
    // With "Detect", the language (or languages) the games were read in, said.
    let detected = move || {
        if from.get().is_some() || input.with(|t| t.trim().is_empty()) {
            return None;
        }
        let langs = converted.with(|c| c.as_ref().ok().map(|(_, langs)| langs.clone()))?;
        let names: Vec<String> = langs
            .iter()
            .map(|l| format!("{} ({})", l.native_name(), l.code()))
            .collect();
        (!names.is_empty()).then(|| {
            let codes: Vec<&str> = langs.iter().map(|l| l.code()).collect();
            (
                codes.join(" "),
                tr_args(ui(), "convert-detected", &[("language", &names.join(", "))]),
            )
        })
    };
    let targets = Language::ALL
        .into_iter()
        .map(|l| {
            (
                Target::Language(l),
                l.code().to_string(),
                Some(format!("{} ({})", l.native_name(), l.code())),
            )
        })
        .chain([
            // The figurine label is a UI string, in the UI language.
            (Target::Figurine, "figurine".to_string(), None),
            (Target::Uci, "uci".to_string(), Some("UCI".to_string())),
            (Target::Pgn, "pgn".to_string(), Some("PGN".to_string())),
        ])
        .map(|(target, value, label)| {
            let label = move || {
                label
                    .clone()
                    .unwrap_or_else(|| tr(ui(), "convert-figurine"))
            };
            view! { <option value=value selected=move || to.get() == target>{label}</option> }
        })
        .collect_view();
    let sources = Language::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code()>{format!("{} ({})", l.native_name(), l.code())}</option> })
        .collect_view();
    view! {
        <section class="convert-page">
            <h1>{move || tr(ui(), "convert-title")}</h1>
            <p>{move || tr(ui(), "convert-intro")}</p>
            <div class="convert-options">
                <label>
                    <span>{move || tr(ui(), "convert-from")}</span>
                    <select name="from" on:change=move |ev| from.set(event_target_value(&ev).parse::<Language>().ok())>
                        <option value="auto">{move || tr(ui(), "convert-auto")}</option>
                        {sources}
                    </select>
                </label>
                <label>
                    <span>{move || tr(ui(), "convert-to")}</span>
                    <select name="to" on:change=move |ev| { if let Ok(t) = event_target_value(&ev).parse::<Target>() { to.set(t) } }>{targets}</select>
                </label>
                <label class="check">
                    <input type="checkbox" name="long" prop:checked=move || long.get() on:change=move |ev| long.set(event_target_checked(&ev))/>
                    <span>{move || tr(ui(), "convert-long")}</span>
                </label>
            </div>
            <label class="block">
                <span>{move || tr(ui(), "convert-input")}</span>
                <textarea name="game" rows="8" spellcheck="false" placeholder="1.e4 e5 2.Cf3 Cc6 3.Ab5"
                    prop:value=move || input.get() on:input=move |ev| { copied.set(false); input.set(event_target_value(&ev)) }></textarea>
            </label>
            <p class="hint" role="status">{move || detected().map(|(codes, text)| view! { <span data-detected=codes>{text}</span> })}</p>
            <p class="hint" data-annotations-note="">{move || tr(ui(), "convert-annotations")}</p>
            <p class="answer-hint" role="alert" data-convert-error="">
                {move || converted.get().err().map(|(error, lang)| {
                    // Where it is in the pasted text, then what was not understood and why.
                    let at = input.with(|text| Location::of(text, error.offset));
                    tr_args(ui(), "builder-error-at", &[
                        ("line", &at.line.to_string()),
                        ("column", &at.column.to_string()),
                        ("why", &errors::game(ui(), &error, lang)),
                    ])
                })}
            </p>
            <label class="block">
                <span>{move || tr(ui(), "convert-output")}</span>
                <textarea name="output" rows="8" readonly spellcheck="false"
                    prop:value=move || converted.get().map(|(out, _)| out).unwrap_or_default()></textarea>
            </label>
            <p>
                <button type="button" on:click=move |_| {
                    if let Ok((text, _)) = converted.get_untracked() { copied.set(platform::copy_text(&text)); }
                }>{move || tr(ui(), "convert-copy")}</button>
                " "<span role="status">{move || copied.get().then(|| tr(ui(), "convert-copied"))}</span>
            </p>
        </section>
    }
}
