//! Settings: UI language, notation language, orientation, coordinates, theme. Where a setting
//! does not reach a drill (the side at the bottom in move drills, names on the squares where
//! they are the answer) a note under it says so (`[data-note]`).
use crate::i18n::{msg, tr, MessageId};
use crate::state::AppState;
use crate::words::settings::{coordinates_label, orientation_label, theme_label};
use escaque_core::board_state::Orientation;
use escaque_core::settings::{Coordinates, Settings, Theme, UiLanguage};
use escaque_core::{Language, LinkName};
use leptos::prelude::*;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let t = move |id: MessageId| move || tr(app.ui(), id);
    let s = app.settings;
    let ui_options = UiLanguage::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code() lang=l.code() selected=move || s.with(|s| s.ui_language == l)>{native_ui_name(l)}</option> })
        .collect_view();
    let notation_options = Language::ALL
        .into_iter()
        .map(|l| {
            let label = format!("{} ({})", l.native_name(), l.code());
            // (The property too: an attribute changed after the user chose no longer selects.)
            let chosen = move || s.with(|s| s.notation == l.code());
            view! { <option value=l.code() selected=chosen prop:selected=chosen>{label}</option> }
        })
        .collect_view();
    let notation_followed = RwSignal::new(false);
    // A select's choice applies when it is committed (a pick from its list, Enter, leaving it),
    // not at each arrow step of the closed select, where Chromium fires `change` at once: one
    // ArrowDown would turn the whole page into another language.
    let ui_step = StoredValue::new(false);
    let notation_step = StoredValue::new(false);
    let apply_ui = move |code: &str| {
        let Some(ui) = UiLanguage::from_code(code) else {
            return;
        };
        if s.with_untracked(|s| s.ui_language == ui) {
            return;
        }
        // The page switches once the language's messages are there (offline, one never used
        // here may not be: the page stays as it is).
        leptos::task::spawn_local(async move {
            if crate::i18n::load(ui).await.is_ok() {
                let mut followed = false;
                s.update(|s| followed = s.set_ui_language(ui));
                notation_followed.set(followed);
            }
        });
    };
    let apply_notation = move |code: &str| {
        if code.parse::<Language>().is_ok() && s.with_untracked(|s| s.notation != code) {
            s.update(|s| s.choose_notation(code));
            notation_followed.set(false);
        }
    };
    view! {
        <section class="settings">
            <h1>{t(msg::SETTINGS_TITLE)}</h1>
            <label>
                <span>{t(msg::SETTINGS_UI_LANGUAGE)}</span>
                <select id="ui-language" data-committed=move || s.with(|s| s.ui_language.code())
                    on:keydown=move |ev| ui_step.set_value(on_select_key(&ev, apply_ui))
                    on:change=move |ev| if !ui_step.get_value() { apply_ui(&event_target_value(&ev)) }
                    on:blur=move |ev| { ui_step.set_value(false); apply_ui(&event_target_value(&ev)) }
                >{ui_options}</select>
            </label>
            <label>
                <span>{t(msg::SETTINGS_NOTATION)}</span>
                <select id="notation" data-committed=move || s.with(|s| s.notation.clone())
                    on:keydown=move |ev| notation_step.set_value(on_select_key(&ev, apply_notation))
                    on:change=move |ev| if !notation_step.get_value() { apply_notation(&event_target_value(&ev)) }
                    on:blur=move |ev| { notation_step.set_value(false); apply_notation(&event_target_value(&ev)) }
                >{notation_options}</select>
            </label>
            // The notation changed with the UI language: said, so that it is no surprise.
            <p class="hint setting-note" role="status" data-note="notation-followed">
                {move || notation_followed.get().then(|| t(msg::SETTINGS_NOTATION_FOLLOWED)())}
            </p>
            <RadioGroup name="orientation" legend=msg::SETTINGS_ORIENTATION label=orientation_label
                get=|s| s.orientation set=|s, v: Orientation| s.orientation = v/>
            // Where the setting does not apply, the page says so (move drills: the side to move).
            <p class="hint setting-note" data-note="orientation">{t(msg::SETTINGS_ORIENTATION_NOTE)}</p>
            <RadioGroup name="coordinates" legend=msg::SETTINGS_COORDINATES label=coordinates_label
                get=|s| s.coordinates set=|s, v: Coordinates| s.coordinates = v/>
            <Show when=move || s.with(|s| s.coordinates == Coordinates::Squares)>
                <p class="hint setting-note" data-note="coordinates">{t(msg::SETTINGS_COORDINATES_NOTE)}</p>
            </Show>
            <RadioGroup name="theme" legend=msg::SETTINGS_THEME label=theme_label
                get=|s| s.theme set=|s, v: Theme| s.theme = v/>
            <label class="check">
                <input type="checkbox" name="sounds" prop:checked=move || s.with(|s| s.sounds)
                    on:change=move |ev| s.update(|s| s.sounds = event_target_checked(&ev))/>
                <span>{t(msg::SETTINGS_SOUNDS)}</span>
            </label>
            <p class="hint">{move || t(if app.storage_failure.get().is_some() { msg::SETTINGS_NOT_SAVED } else { msg::SETTINGS_SAVED })()}</p>
        </section>
    }
}

/// One setting chosen with radio buttons: every value of its name table, in the table's order;
/// each button's value is the value's name (the core's table, as the settings are stored), its
/// label the message `label` gives (`src/words/settings.rs`).
#[component]
fn RadioGroup<T: LinkName + Send + Sync>(
    name: &'static str,
    legend: MessageId,
    label: fn(T) -> MessageId,
    get: fn(&Settings) -> T,
    set: fn(&mut Settings, T),
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let s = app.settings;
    let buttons = T::TABLE
        .iter()
        .map(|&(choice, value)| {
            let label = label(choice);
            view! {
                <label>
                    <input type="radio" name=name value=value
                        prop:checked=move || s.with(|s| get(s) == choice)
                        on:change=move |_| s.update(|s| set(s, choice))/>
                    {move || tr(app.ui(), label)}
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset>
            <legend>{move || tr(app.ui(), legend)}</legend>
            {buttons}
        </fieldset>
    }
}

/// A key pressed on a select: Enter commits its value (`apply`); returns whether the key steps a
/// closed select to another option (an arrow, Home, End, a page key, a letter typed to jump),
/// whose `change` is then not a choice yet. Alt with an arrow opens the list instead.
fn on_select_key(ev: &leptos::ev::KeyboardEvent, apply: impl Fn(&str)) -> bool {
    let key = ev.key();
    if key == "Enter" {
        apply(&event_target_value(ev));
        return false;
    }
    if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
        return false;
    }
    matches!(
        key.as_str(),
        "ArrowUp"
            | "ArrowDown"
            | "ArrowLeft"
            | "ArrowRight"
            | "Home"
            | "End"
            | "PageUp"
            | "PageDown"
    ) || (key.chars().count() == 1 && key != " ")
}

/// The name of a UI language in itself, from the notation table.
fn native_ui_name(l: UiLanguage) -> &'static str {
    l.notation_language().native_name()
}
