//! The options of a drill. Square drills: length, orientation, coordinates, pieces, files and
//! ranks. Move drills: length, notation language, profile, focus set, hear the move; the game
//! drill: the game, write or play, whose moves, the form, blindfold. Sounds for all.
//! Starting makes a new spec (without a seed: a run of the student's own) and opens its link.

use crate::i18n::{tr, tr_args};
use crate::state::AppState;
use escaque_core::drill::{
    Area, DrillSpec, GameInput, GameSide, Length, Mode, MoveForm, OrientationChoice,
};
use escaque_core::grade::Profile;
use escaque_core::library::{Focus, Library};
use escaque_core::settings::Coordinates;
use escaque_core::Language;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use std::rc::Rc;

/// A group of radio buttons over the values of `T`; `label` gives each value's message id.
fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
    app: AppState,
    name: &'static str,
    legend: &'static str,
    choices: Vec<(T, &'static str, &'static str)>,
    value: RwSignal<T>,
) -> impl IntoView {
    let buttons = choices
        .into_iter()
        .map(|(choice, slug, label)| {
            view! {
                <label>
                    <input type="radio" name=name value=slug
                        prop:checked=move || value.get() == choice
                        on:change=move |_| value.set(choice)/>
                    {move || tr(app.ui(), label)}
                </label>
            }
        })
        .collect_view();
    view! { <fieldset><legend>{move || tr(app.ui(), legend)}</legend>{buttons}</fieldset> }
}

#[component]
pub fn DrillOptions(
    spec: DrillSpec,
    #[prop(optional)] library: Option<Rc<Library>>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let mode = spec.mode;
    let square_drill = mode.is_square_drill();
    let length = RwSignal::new(spec.length);
    let orientation = RwSignal::new(spec.orientation);
    let coordinates = RwSignal::new(spec.coordinates);
    let pieces = RwSignal::new(spec.pieces);
    let area = RwSignal::new(spec.area);
    let language = RwSignal::new(spec.language);
    let profile = RwSignal::new(spec.profile);
    let focus = RwSignal::new(spec.focus);
    let game = RwSignal::new(spec.game_id().to_string());
    let input = RwSignal::new(spec.input);
    let side = RwSignal::new(spec.side);
    let form = RwSignal::new(spec.form);
    let speak = RwSignal::new(spec.speak);
    let error = RwSignal::new(None::<String>);
    let navigate = use_navigate();

    let mut lengths = vec![
        Length::Count(10),
        Length::Count(20),
        Length::Count(50),
        Length::Timed(30),
        Length::Timed(60),
    ];
    if !lengths.contains(&spec.length) {
        lengths.insert(0, spec.length);
    }
    let length_options = lengths
        .into_iter()
        .map(|l| {
            let value = match l {
                Length::Count(n) => format!("n{n}"),
                Length::Timed(s) => format!("t{s}"),
                Length::Whole => "game".to_string(),
            };
            let label = move || match l {
                Length::Count(n) => tr_args(ui(), "options-count", &[("n", &n.to_string())]),
                Length::Timed(s) => tr_args(ui(), "options-timed", &[("seconds", &s.to_string())]),
                Length::Whole => tr(ui(), "options-whole-game"),
            };
            view! { <option value=value selected=move || length.get() == l>{label}</option> }
        })
        .collect_view();
    let mut sides = vec![
        (
            OrientationChoice::White,
            "white",
            "settings-orientation-white",
        ),
        (
            OrientationChoice::Black,
            "black",
            "settings-orientation-black",
        ),
    ];
    if square_drill {
        sides.push((
            OrientationChoice::Random,
            "random",
            "options-orientation-random",
        ));
    } else {
        sides.insert(
            0,
            (OrientationChoice::Auto, "auto", "options-orientation-auto"),
        );
    }
    let toggles = |kind: &'static str| {
        (0..8u8)
            .map(|i| {
                let files = kind == "files";
                let text = char::from(if files { b'a' } else { b'1' } + i).to_string();
                let bit = move |a: &Area| (if files { a.files } else { a.ranks }) & (1 << i) != 0;
                view! {
                    <label class="toggle">
                        <input type="checkbox" name=kind value=text.clone()
                            prop:checked=move || area.with(bit)
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                area.update(|a| {
                                    let mask = if files { &mut a.files } else { &mut a.ranks };
                                    if on { *mask |= 1 << i } else { *mask &= !(1 << i) }
                                });
                            }/>
                        {text}
                    </label>
                }
            })
            .collect_view()
    };
    let language_options = Language::ALL
        .into_iter()
        .map(|l| {
            let label = format!("{} ({})", l.native_name(), l.code());
            view! { <option value=l.code() selected=move || language.get() == l>{label}</option> }
        })
        .collect_view();
    let focus_options = Focus::ALL
        .into_iter()
        .map(|f| view! { <option value=f.to_string() selected=move || focus.get() == Some(f)>{move || tr(ui(), &format!("focus-{f}"))}</option> })
        .collect_view();
    let game_options = library
        .map(|library| {
            library
                .games()
                .iter()
                .map(|g| {
                    let id = g.id.clone();
                    let selected = id.clone();
                    let year = g.year.map(|y| format!(", {y}")).unwrap_or_default();
                    let label = format!("{} – {}{year}", g.white, g.black);
                    view! { <option value=id selected=move || game.with(|chosen| *chosen == selected)>{label}</option> }
                })
                .collect_view()
        });

    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut next = DrillSpec {
            length: length.get_untracked(),
            orientation: orientation.get_untracked(),
            coordinates: coordinates.get_untracked(),
            pieces: pieces.get_untracked(),
            seed: None,
            ..DrillSpec::new(mode)
        };
        if square_drill {
            next.area = area.get_untracked();
        } else {
            next.language = language.get_untracked();
            next.profile = profile.get_untracked();
            next.speak = speak.get_untracked();
        }
        if matches!(mode, Mode::NameMove | Mode::PlayMove) {
            next.focus = focus.get_untracked();
        }
        if mode == Mode::Game {
            next.game = Some(game.get_untracked());
            next.input = input.get_untracked();
            next.side = side.get_untracked();
            next.form = form.get_untracked();
        }
        match next.validate() {
            Ok(()) => {
                error.set(None);
                navigate(&next.drill_path(), Default::default());
            }
            Err(_) => error.set(Some(tr(ui(), "options-area-too-small"))),
        }
    };
    view! {
        <details class="drill-options">
            <summary>{move || tr(ui(), "options-title")}</summary>
            <form on:submit=start>
                <Show when=move || mode != Mode::Game>
                    <label>
                        <span>{move || tr(ui(), "options-length")}</span>
                        <select name="length" on:change=move |ev| {
                            let value = event_target_value(&ev);
                            let (kind, number) = value.split_at(1);
                            if let Ok(number) = number.parse::<u8>() {
                                length.set(if kind == "t" { Length::Timed(number) } else { Length::Count(number) });
                            }
                        }>{length_options.clone()}</select>
                    </label>
                </Show>
                {(mode == Mode::Game).then(|| view! {
                    <label>
                        <span>{move || tr(ui(), "options-game")}</span>
                        <select name="game" on:change=move |ev| game.set(event_target_value(&ev))>{game_options.clone()}</select>
                    </label>
                    {radios(app, "input", "options-input", vec![(GameInput::Write, "write", "options-input-write"), (GameInput::Play, "play", "options-input-play")], input)}
                    {radios(app, "side", "options-side", vec![(GameSide::Both, "both", "options-side-both"), (GameSide::White, "white", "settings-orientation-white"), (GameSide::Black, "black", "settings-orientation-black")], side)}
                    {radios(app, "form", "options-form", vec![(MoveForm::Short, "short", "options-form-short"), (MoveForm::Bare, "bare", "options-form-bare"), (MoveForm::Long, "long", "options-form-long")], form)}
                })}
                {(!square_drill).then(|| view! {
                    <label>
                        <span>{move || tr(ui(), "settings-notation")}</span>
                        <select name="lang" on:change=move |ev| {
                            if let Ok(l) = event_target_value(&ev).parse::<Language>() { language.set(l); }
                        }>{language_options.clone()}</select>
                    </label>
                    {radios(app, "profile", "options-profile", vec![(Profile::Fide, "fide", "options-profile-fide"), (Profile::Strict, "strict", "options-profile-strict")], profile)}
                })}
                {matches!(mode, Mode::NameMove | Mode::PlayMove).then(|| view! {
                    <label>
                        <span>{move || tr(ui(), "options-focus")}</span>
                        <select name="focus" on:change=move |ev| focus.set(event_target_value(&ev).parse::<Focus>().ok())>
                            <option value="" selected=move || focus.get().is_none()>{move || tr(ui(), "focus-any")}</option>
                            {focus_options.clone()}
                        </select>
                    </label>
                })}
                {radios(app, "o", "options-orientation", sides, orientation)}
                {radios(app, "coords", "settings-coordinates", vec![(Coordinates::Edges, "edges", "settings-coordinates-edges"), (Coordinates::Squares, "squares", "settings-coordinates-squares"), (Coordinates::Off, "off", "settings-coordinates-off")], coordinates)}
                {(square_drill || mode == Mode::Game).then(|| view! {
                    <label>
                        <input type="checkbox" name="pieces" prop:checked=move || pieces.get() on:change=move |ev| pieces.set(event_target_checked(&ev))/>
                        {move || tr(ui(), if square_drill { "options-pieces" } else { "options-pieces-blindfold" })}
                    </label>
                })}
                {square_drill.then(|| view! {
                    <fieldset class="toggles"><legend>{move || tr(ui(), "options-files")}</legend>{toggles("files")}</fieldset>
                    <fieldset class="toggles"><legend>{move || tr(ui(), "options-ranks")}</legend>{toggles("ranks")}</fieldset>
                })}
                {(!square_drill).then(|| view! {
                    <label>
                        <input type="checkbox" name="speak" prop:checked=move || speak.get() on:change=move |ev| speak.set(event_target_checked(&ev))/>
                        {move || tr(ui(), "options-speak")}
                    </label>
                })}
                <label>
                    <input type="checkbox" name="sounds" prop:checked=move || app.settings.with(|s| s.sounds)
                        on:change=move |ev| app.settings.update(|s| s.sounds = event_target_checked(&ev))/>
                    {move || tr(ui(), "options-sounds")}
                </label>
                <p class="answer-hint" role="alert">{move || error.get()}</p>
                <button type="submit" class="start">{move || tr(ui(), "options-start")}</button>
            </form>
        </details>
    }
}
