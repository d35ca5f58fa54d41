//! Settings: UI language, notation language, orientation, coordinates, theme.
use crate::i18n::tr;
use crate::state::AppState;
use escaque_core::board_state::Orientation;
use escaque_core::settings::{Coordinates, Theme, UiLanguage};
use escaque_core::Language;
use leptos::prelude::*;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let t = move |id: &'static str| move || tr(app.ui(), id);
    let s = app.settings;
    let ui_options = UiLanguage::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code() selected=move || s.with(|s| s.ui_language == l)>{native_ui_name(l)}</option> })
        .collect_view();
    let notation_options = Language::ALL
        .into_iter()
        .map(|l| {
            let label = format!("{} ({})", l.native_name(), l.code());
            view! { <option value=l.code() selected=move || s.with(|s| s.notation == l.code())>{label}</option> }
        })
        .collect_view();
    view! {
        <section class="settings">
            <h1>{t("settings-title")}</h1>
            <label>
                <span>{t("settings-ui-language")}</span>
                <select id="ui-language" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    s.update(|s| s.ui_language = if code == "en" { UiLanguage::En } else { UiLanguage::Es });
                }>{ui_options}</select>
            </label>
            <label>
                <span>{t("settings-notation")}</span>
                <select id="notation" on:change=move |ev| {
                    let code = event_target_value(&ev);
                    if code.parse::<Language>().is_ok() { s.update(|s| s.notation = code); }
                }>{notation_options}</select>
            </label>
            <fieldset>
                <legend>{t("settings-orientation")}</legend>
                <label><input type="radio" name="orientation" value="white" prop:checked=move || s.with(|s| s.orientation == Orientation::White) on:change=move |_| s.update(|s| s.orientation = Orientation::White)/>{t("settings-orientation-white")}</label>
                <label><input type="radio" name="orientation" value="black" prop:checked=move || s.with(|s| s.orientation == Orientation::Black) on:change=move |_| s.update(|s| s.orientation = Orientation::Black)/>{t("settings-orientation-black")}</label>
            </fieldset>
            <fieldset>
                <legend>{t("settings-coordinates")}</legend>
                <label><input type="radio" name="coordinates" value="off" prop:checked=move || s.with(|s| s.coordinates == Coordinates::Off) on:change=move |_| s.update(|s| s.coordinates = Coordinates::Off)/>{t("settings-coordinates-off")}</label>
                <label><input type="radio" name="coordinates" value="edges" prop:checked=move || s.with(|s| s.coordinates == Coordinates::Edges) on:change=move |_| s.update(|s| s.coordinates = Coordinates::Edges)/>{t("settings-coordinates-edges")}</label>
                <label><input type="radio" name="coordinates" value="squares" prop:checked=move || s.with(|s| s.coordinates == Coordinates::Squares) on:change=move |_| s.update(|s| s.coordinates = Coordinates::Squares)/>{t("settings-coordinates-squares")}</label>
            </fieldset>
            <fieldset>
                <legend>{t("settings-theme")}</legend>
                <label><input type="radio" name="theme" value="light" prop:checked=move || s.with(|s| s.theme == Theme::Light) on:change=move |_| s.update(|s| s.theme = Theme::Light)/>{t("settings-theme-light")}</label>
                <label><input type="radio" name="theme" value="dark" prop:checked=move || s.with(|s| s.theme == Theme::Dark) on:change=move |_| s.update(|s| s.theme = Theme::Dark)/>{t("settings-theme-dark")}</label>
            </fieldset>
            <p class="hint">{t("settings-saved")}</p>
        </section>
    }
}

fn native_ui_name(l: UiLanguage) -> &'static str {
    match l {
        UiLanguage::Es => "Español",
        UiLanguage::En => "English",
    }
}
