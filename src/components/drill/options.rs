//! The options of a drill, as form fields bound to a [`DrillSpec`] signal ([`SpecFields`]): the
//! drill page's options ([`DrillOptions`]) and the teacher's builder both use them.
//!
//! Square drills: length, orientation, coordinates, pieces, files and ranks. Move drills:
//! length, notation language, profile, focus set, hear the move; the game drill: the game, write
//! or play, whose moves, the form, blindfold. Sounds (a setting of the device) for all.

use crate::i18n::{tr, tr_args};
use crate::library::game_title;
use crate::state::AppState;
use escaque_core::drill::{
    DrillSpec, GameInput, GameSide, Length, Mode, MoveForm, OrientationChoice,
};
use escaque_core::grade::Profile;
use escaque_core::library::{Focus, Library};
use escaque_core::settings::Coordinates;
use escaque_core::Language;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use std::rc::Rc;

/// A group of radio buttons over one field of the spec (disabled when `read_only`).
#[allow(clippy::too_many_arguments)]
fn radios<T: Copy + PartialEq + Send + Sync + 'static>(
    app: AppState,
    spec: RwSignal<DrillSpec>,
    read_only: bool,
    name: &'static str,
    legend: &'static str,
    choices: Vec<(T, &'static str, &'static str)>,
    get: fn(&DrillSpec) -> T,
    set: fn(&mut DrillSpec, T),
) -> impl IntoView {
    let buttons = choices
        .into_iter()
        .map(|(choice, slug, label)| {
            view! {
                <label>
                    <input type="radio" name=name value=slug disabled=read_only
                        prop:checked=move || spec.with(|s| get(s) == choice)
                        on:change=move |_| spec.update(|s| set(s, choice))/>
                    {move || tr(app.ui(), label)}
                </label>
            }
        })
        .collect_view();
    view! { <fieldset><legend>{move || tr(app.ui(), legend)}</legend>{buttons}</fieldset> }
}

/// A checkbox over one field of the spec (disabled when `read_only`).
fn checkbox(
    app: AppState,
    spec: RwSignal<DrillSpec>,
    read_only: bool,
    name: &'static str,
    label: &'static str,
    get: fn(&DrillSpec) -> bool,
    set: fn(&mut DrillSpec, bool),
) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" name=name disabled=read_only prop:checked=move || spec.with(get)
                on:change=move |ev| spec.update(|s| set(s, event_target_checked(&ev)))/>
            <span>{move || tr(app.ui(), label)}</span>
        </label>
    }
}

/// The fields of the spec's mode, bound to `spec`. The game list comes from `library`. With
/// `read_only` (a shared drill's options, which are the teacher's) every field is disabled.
#[component]
pub fn SpecFields(
    spec: RwSignal<DrillSpec>,
    #[prop(optional)] library: Option<Rc<Library>>,
    #[prop(optional)] read_only: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let mode = Memo::new(move |_| spec.with(|s| s.mode));
    let has_content = Memo::new(move |_| spec.with(|s| s.content.is_some()));
    // The library's games, so the options can be made again each time the field shows; each
    // named as the UI language names it (players, or a text's example by its title).
    let games = StoredValue::new_local(library);
    let game_options = move || {
        games.with_value(|library| {
            library.iter().flat_map(|l| l.games()).map(|g| {
                let label = game_title(ui(), g.title(), false);
                let selected = g.id.clone();
                view! { <option value=g.id.clone() selected=move || spec.with(|s| s.game_id() == selected)>{label}</option> }
            })
            .collect_view()
        })
    };
    let length_field = move || {
        let current = spec.with_untracked(|s| s.length);
        let mut lengths = vec![
            Length::Count(10),
            Length::Count(20),
            Length::Count(50),
            Length::Timed(30),
            Length::Timed(60),
        ];
        if !lengths.contains(&current) && current != Length::Whole {
            lengths.insert(0, current);
        }
        let options = lengths
            .into_iter()
            .map(|l| {
                let value = match l {
                    Length::Count(n) => format!("n{n}"),
                    Length::Timed(s) => format!("t{s}"),
                    Length::Whole => "all".to_string(),
                };
                let label = move || match l {
                    Length::Count(n) => tr_args(ui(), "options-count", &[("n", &n.to_string())]),
                    Length::Timed(s) => tr_args(ui(), "options-timed", &[("seconds", &s.to_string())]),
                    Length::Whole => tr(ui(), "options-whole-game"),
                };
                view! { <option value=value selected=move || spec.with(|s| s.length == l)>{label}</option> }
            })
            .collect_view();
        view! {
            <label>
                <span>{move || tr(ui(), "options-length")}</span>
                <select name="length" disabled=read_only on:change=move |ev| {
                    let value = event_target_value(&ev);
                    let (kind, number) = value.split_at(1);
                    if let Ok(number) = number.parse::<u8>() {
                        spec.update(|s| s.length = if kind == "t" { Length::Timed(number) } else { Length::Count(number) });
                    }
                }>{options}</select>
            </label>
        }
    };
    let toggles = move |files: bool| {
        (0..8u8)
            .map(|i| {
                let text = char::from(if files { b'a' } else { b'1' } + i).to_string();
                let name = if files { "files" } else { "ranks" };
                let on = move || spec.with(|s| (if files { s.area.files } else { s.area.ranks }) & (1 << i) != 0);
                view! {
                    <label class="toggle">
                        <input type="checkbox" name=name value=text.clone() disabled=read_only prop:checked=on
                            on:change=move |ev| {
                                let checked = event_target_checked(&ev);
                                spec.update(|s| {
                                    let mask = if files { &mut s.area.files } else { &mut s.area.ranks };
                                    if checked { *mask |= 1 << i } else { *mask &= !(1 << i) }
                                });
                            }/>
                        {text}
                    </label>
                }
            })
            .collect_view()
    };
    let languages = move || {
        Language::ALL
            .into_iter()
            .map(|l| {
                let label = format!("{} ({})", l.native_name(), l.code());
                view! { <option value=l.code() selected=move || spec.with(|s| s.language == l)>{label}</option> }
            })
            .collect_view()
    };
    let focuses = move || {
        Focus::ALL
            .into_iter()
            .map(|f| view! { <option value=f.to_string() selected=move || spec.with(|s| s.focus == Some(f))>{move || tr(ui(), &format!("focus-{f}"))}</option> })
            .collect_view()
    };
    view! {
        <div class="spec-fields">
            <Show when=move || mode.get() != Mode::Game && !has_content.get()>{length_field}</Show>
            <Show when=move || mode.get() == Mode::Game && !has_content.get()>
                <label>
                    <span>{move || tr(ui(), "options-game")}</span>
                    <select name="game" disabled=read_only on:change=move |ev| spec.update(|s| s.game = Some(event_target_value(&ev)))>{game_options}</select>
                </label>
            </Show>
            <Show when=move || mode.get() == Mode::Game>
                {radios(app, spec, read_only, "input", "options-input", vec![(GameInput::Write, "write", "options-input-write"), (GameInput::Play, "play", "options-input-play")], |s| s.input, |s, v| s.input = v)}
                {radios(app, spec, read_only, "side", "options-side", vec![(GameSide::Both, "both", "options-side-both"), (GameSide::White, "white", "settings-orientation-white"), (GameSide::Black, "black", "settings-orientation-black")], |s| s.side, |s, v| s.side = v)}
                {radios(app, spec, read_only, "form", "options-form", vec![(MoveForm::Short, "short", "options-form-short"), (MoveForm::Bare, "bare", "options-form-bare"), (MoveForm::Long, "long", "options-form-long")], |s| s.form, |s, v| s.form = v)}
            </Show>
            <Show when=move || !mode.get().is_square_drill()>
                <label>
                    <span>{move || tr(ui(), "settings-notation")}</span>
                    <select name="lang" disabled=read_only on:change=move |ev| {
                        if let Ok(l) = event_target_value(&ev).parse::<Language>() { spec.update(|s| s.language = l); }
                    }>{languages}</select>
                </label>
                {radios(app, spec, read_only, "profile", "options-profile", vec![(Profile::Fide, "fide", "options-profile-fide"), (Profile::Strict, "strict", "options-profile-strict")], |s| s.profile, |s, v| s.profile = v)}
            </Show>
            <Show when=move || matches!(mode.get(), Mode::NameMove | Mode::PlayMove) && !has_content.get()>
                <label>
                    <span>{move || tr(ui(), "options-focus")}</span>
                    <select name="focus" disabled=read_only on:change=move |ev| spec.update(|s| s.focus = event_target_value(&ev).parse::<Focus>().ok())>
                        <option value="" selected=move || spec.with(|s| s.focus.is_none())>{move || tr(ui(), "focus-any")}</option>
                        {focuses}
                    </select>
                </label>
            </Show>
            {move || {
                let square = mode.get().is_square_drill();
                let mut sides = vec![
                    (OrientationChoice::White, "white", "settings-orientation-white"),
                    (OrientationChoice::Black, "black", "settings-orientation-black"),
                ];
                if square {
                    sides.push((OrientationChoice::Random, "random", "options-orientation-random"));
                } else {
                    sides.insert(0, (OrientationChoice::Auto, "auto", "options-orientation-auto"));
                }
                radios(app, spec, read_only, "o", "options-orientation", sides, |s| s.orientation, |s, v| s.orientation = v)
            }}
            {radios(app, spec, read_only, "coords", "settings-coordinates", vec![(Coordinates::Edges, "edges", "settings-coordinates-edges"), (Coordinates::Squares, "squares", "settings-coordinates-squares"), (Coordinates::Off, "off", "settings-coordinates-off")], |s| s.coordinates, |s, v| s.coordinates = v)}
            <Show when=move || mode.get().is_square_drill()>
                {checkbox(app, spec, read_only, "pieces", "options-pieces", |s| s.pieces, |s, v| s.pieces = v)}
                <fieldset class="toggles"><legend>{move || tr(ui(), "options-files")}</legend>{toggles(true)}</fieldset>
                <fieldset class="toggles"><legend>{move || tr(ui(), "options-ranks")}</legend>{toggles(false)}</fieldset>
            </Show>
            <Show when=move || mode.get() == Mode::Game>
                {checkbox(app, spec, read_only, "pieces", "options-pieces-blindfold", |s| s.pieces, |s, v| s.pieces = v)}
            </Show>
            <Show when=move || !mode.get().is_square_drill()>
                {checkbox(app, spec, read_only, "speak", "options-speak", |s| s.speak, |s, v| s.speak = v)}
            </Show>
            <label class="check">
                <input type="checkbox" name="sounds" disabled=read_only prop:checked=move || app.settings.with(|s| s.sounds)
                    on:change=move |ev| app.settings.update(|s| s.sounds = event_target_checked(&ev))/>
                <span>{move || tr(ui(), "options-sounds")}</span>
            </label>
        </div>
    }
}

/// The options of the drill page. A shared drill's ([`DrillSpec::is_shared`]) are the
/// teacher's: shown read-only (every field disabled), said to be the teacher's, with a link to
/// practise freely ([`DrillSpec::practice_copy`]: no seed, content or title, so no result
/// code). Any other drill's can be changed: starting opens a new spec of the student's own.
///
/// The page contract: `details.drill-options` (`data-shared` when shared), `a[data-practise-freely]`.
#[component]
pub fn DrillOptions(
    spec: DrillSpec,
    #[prop(optional)] library: Option<Rc<Library>>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let shared = spec.is_shared();
    let practice = spec.practice_copy().drill_path();
    let draft = RwSignal::new(if shared {
        spec.clone()
    } else {
        spec.practice_copy()
    });
    let error = RwSignal::new(None::<String>);
    let navigate = use_navigate();
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if shared {
            return;
        }
        let next = draft.get_untracked();
        match next.validate() {
            Ok(()) => {
                error.set(None);
                navigate(&next.drill_path(), Default::default());
            }
            Err(e) => error.set(Some(crate::components::errors::spec(ui(), &e))),
        }
    };
    let fields = match library {
        Some(library) => {
            view! { <SpecFields spec=draft library=library read_only=shared/> }.into_any()
        }
        None => view! { <SpecFields spec=draft read_only=shared/> }.into_any(),
    };
    let teachers = shared.then(|| {
        view! {
            <div class="shared-options">
                <p class="shared-options-note" data-teachers-options="">{move || tr(ui(), "options-shared-note")}</p>
                <p>
                    <A href=practice.clone() attr:data-practise-freely="" attr:class="practise-freely">{move || tr(ui(), "options-practise-freely")}</A>
                </p>
                <p class="hint">{move || tr(ui(), "options-practise-freely-hint")}</p>
            </div>
        }
    });
    view! {
        <details class="drill-options" data-shared=shared.then_some("")>
            <summary>{move || tr(ui(), "options-title")}</summary>
            {teachers}
            <form on:submit=start>
                {fields}
                <p class="answer-hint" role="alert">{move || error.get()}</p>
                {(!shared).then(|| view! {
                    <button type="submit" class="start">{move || tr(ui(), "options-start")}</button>
                })}
            </form>
        </details>
    }
}
