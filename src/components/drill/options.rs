//! The options of a drill, as form fields bound to a [`DrillSpec`] signal ([`SpecFields`]): the
//! drill page's options ([`DrillOptions`]) and the teacher's builder both use them.
//!
//! Square drills: length, orientation, coordinates, pieces, files and ranks. Move drills:
//! length, notation language, profile, focus set, hear the move; the game drill: the game, write
//! or play, whose moves, the form, blindfold. Sounds (a setting of the device) for all.

use crate::components::later::Later;
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::library::game_list;
use crate::state::AppState;
use crate::words::errors;
use crate::words::settings::coordinates_label;
use escaque_core::drill::{
    DrillSpec, GameInput, GameSide, Length, Mode, MoveForm, OrientationChoice, SpecError, TimeLimit,
};
use escaque_core::grade::Profile;
use escaque_core::library::{Focus, Library};
use escaque_core::settings::Coordinates;
use escaque_core::{Language, LinkName, Notation};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_navigate;
use std::rc::Rc;

// The counts of prompts the length menu offers (with the times of TimeLimit::ALL): the core's.
use escaque_core::drill::limits::MENU_COUNTS;

/// Changes the spec with a setter; a change the spec refuses leaves it as it was (the fields
/// show it again) and says why in `problem`.
fn change(
    spec: RwSignal<DrillSpec>,
    problem: RwSignal<Option<SpecError>>,
    set: impl FnOnce(&mut DrillSpec) -> Result<(), SpecError>,
) {
    let mut refused = None;
    // (An update notifies even when refused, so that every field shows the spec again.)
    spec.update(|s| refused = set(s).err());
    problem.set(refused);
}

/// One field of the spec: its form name, its legend (a message id), how to read and change it.
struct Field<T> {
    name: &'static str,
    legend: MessageId,
    get: fn(&DrillSpec) -> T,
    set: fn(&mut DrillSpec, T) -> Result<(), SpecError>,
}

/// A group of radio buttons over one field of the spec (disabled when `read_only`): each
/// choice's value is its name in links (the core's table), its label the message `label` gives.
fn radios<T: LinkName + Send + Sync>(
    app: AppState,
    spec: RwSignal<DrillSpec>,
    problem: RwSignal<Option<SpecError>>,
    read_only: bool,
    field: Field<T>,
    choices: impl IntoIterator<Item = T>,
    label: fn(T) -> MessageId,
) -> impl IntoView {
    let Field {
        name,
        legend,
        get,
        set,
    } = field;
    let buttons = choices
        .into_iter()
        .map(|choice| {
            view! {
                <label>
                    <input type="radio" name=name value=choice.link_name() disabled=read_only
                        prop:checked=move || spec.with(|s| get(s) == choice)
                        on:change=move |_| change(spec, problem, |s| set(s, choice))/>
                    {move || tr(app.ui(), label(choice))}
                </label>
            }
        })
        .collect_view();
    view! { <fieldset><legend>{move || tr(app.ui(), legend)}</legend>{buttons}</fieldset> }
}

/// A checkbox over one field of the spec (disabled when `read_only`); `legend` is its label.
fn checkbox(
    app: AppState,
    spec: RwSignal<DrillSpec>,
    problem: RwSignal<Option<SpecError>>,
    read_only: bool,
    field: Field<bool>,
) -> impl IntoView {
    let Field {
        name,
        legend,
        get,
        set,
    } = field;
    view! {
        <label class="check">
            <input type="checkbox" name=name disabled=read_only prop:checked=move || spec.with(get)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    change(spec, problem, |s| set(s, on))
                }/>
            <span>{move || tr(app.ui(), legend)}</span>
        </label>
    }
}

fn orientation_label(choice: OrientationChoice) -> MessageId {
    match choice {
        OrientationChoice::White => msg::SETTINGS_ORIENTATION_WHITE,
        OrientationChoice::Black => msg::SETTINGS_ORIENTATION_BLACK,
        OrientationChoice::Random => msg::OPTIONS_ORIENTATION_RANDOM,
        OrientationChoice::Auto => msg::OPTIONS_ORIENTATION_AUTO,
    }
}

fn input_label(input: GameInput) -> MessageId {
    match input {
        GameInput::Write => msg::OPTIONS_INPUT_WRITE,
        GameInput::Play => msg::OPTIONS_INPUT_PLAY,
    }
}

fn side_label(side: GameSide) -> MessageId {
    match side {
        GameSide::Both => msg::OPTIONS_SIDE_BOTH,
        GameSide::White => msg::SETTINGS_ORIENTATION_WHITE,
        GameSide::Black => msg::SETTINGS_ORIENTATION_BLACK,
    }
}

fn form_label(form: MoveForm) -> MessageId {
    match form {
        MoveForm::Short => msg::OPTIONS_FORM_SHORT,
        MoveForm::Bare => msg::OPTIONS_FORM_BARE,
        MoveForm::Long => msg::OPTIONS_FORM_LONG,
    }
}

fn profile_label(profile: Profile) -> MessageId {
    match profile {
        Profile::Fide => msg::OPTIONS_PROFILE_FIDE,
        Profile::Strict => msg::OPTIONS_PROFILE_STRICT,
    }
}

/// A length's value in the length menu: `n20`, `t30`.
fn length_value(length: Length) -> String {
    match length {
        Length::Count(n) => format!("n{n}"),
        Length::Timed(t) => format!("t{t}"),
        Length::Whole => "all".to_string(),
    }
}

/// The length a value of the length menu names.
fn length_of_value(value: &str) -> Option<Length> {
    let (kind, number) = value.split_at_checked(1)?;
    let number = number.parse::<u8>().ok()?;
    match kind {
        "n" => Length::count(number).ok(),
        "t" => Length::timed(number).ok(),
        _ => None,
    }
}

/// The fields of the spec's mode, bound to `spec`. The game list comes from `library` (a
/// signal: a library that arrives later fills the list, and nothing else is built again). With
/// `read_only` (a shared drill's options, which are the teacher's) every field is disabled.
/// `with_content` says whether the drill has content of its own (the builder's pasted text;
/// else the spec's): then the fields that content decides (length, focus set, game) are not
/// shown. A change the spec refuses (too few squares) is said under the fields.
#[component]
pub fn SpecFields(
    spec: RwSignal<DrillSpec>,
    #[prop(optional)] library: Signal<Option<Rc<Library>>, LocalStorage>,
    #[prop(optional)] read_only: bool,
    #[prop(optional, into)] with_content: Option<Signal<bool>>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let problem = RwSignal::new(None::<SpecError>);
    let mode = Memo::new(move |_| spec.with(|s| s.mode()));
    let has_content = Memo::new(move |_| match with_content {
        Some(given) => given.get(),
        None => spec.with(|s| s.content().is_some()),
    });
    // The library's games, made again each time the field shows; each named as the UI
    // language names it (players, or a text's example by its title).
    let game_options = move || {
        library.with(|library| {
            library.iter().flat_map(|l| game_list(ui(), l)).map(|(id, label)| {
                let selected = id.clone();
                view! { <option value=id selected=move || spec.with(|s| s.game_id() == selected)>{label}</option> }
            })
            .collect_view()
        })
    };
    let length_field = move || {
        let current = spec.with_untracked(|s| s.length());
        let mut lengths: Vec<Length> = MENU_COUNTS
            .into_iter()
            .filter_map(|n| Length::count(n).ok())
            .chain(TimeLimit::ALL.map(Length::Timed))
            .collect();
        if !lengths.contains(&current) && current != Length::Whole {
            lengths.insert(0, current);
        }
        let options = lengths
            .into_iter()
            .map(|l| {
                let label = move || match l {
                    Length::Count(n) => tr_args(ui(), msg::OPTIONS_COUNT, &[("n", &n.to_string())]),
                    Length::Timed(s) => tr_args(ui(), msg::OPTIONS_TIMED, &[("seconds", &s.to_string())]),
                    Length::Whole => tr(ui(), msg::OPTIONS_WHOLE_GAME),
                };
                view! { <option value=length_value(l) selected=move || spec.with(|s| s.length() == l)>{label}</option> }
            })
            .collect_view();
        view! {
            <label>
                <span>{move || tr(ui(), msg::OPTIONS_LENGTH)}</span>
                <select name="length" disabled=read_only on:change=move |ev| {
                    if let Some(length) = length_of_value(&event_target_value(&ev)) {
                        change(spec, problem, |s| s.set_length(length));
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
                let on = move || spec.with(|s| if files { s.area().has_file(i) } else { s.area().has_rank(i) });
                view! {
                    <label class="toggle">
                        <input type="checkbox" name=name value=text.clone() disabled=read_only prop:checked=on
                            on:change=move |ev| {
                                let checked = event_target_checked(&ev);
                                change(spec, problem, |s| {
                                    let area = s.area();
                                    let area = if files { area.with_file(i, checked) } else { area.with_rank(i, checked) }?;
                                    s.set_area(area)
                                });
                            }/>
                        {text}
                    </label>
                }
            })
            .collect_view()
    };
    // The algebraic languages, then (but in old-book, whose answers are algebraic) the
    // descriptive notations and ICCF.
    let languages = move || {
        let others = (mode.get() != Mode::OldBook).then_some(Notation::OTHERS);
        Language::ALL
            .into_iter()
            .map(Notation::Algebraic)
            .chain(others.into_iter().flatten())
            .map(|n| {
                let label = move || match n {
                    Notation::Algebraic(l) => format!("{} ({})", l.native_name(), l.code()),
                    // As the converter names them.
                    other => format!(
                        "{} ({})",
                        tr_args(ui(), msg::CONVERT_NOTATION_NAME, &[("code", other.code())]),
                        other.code()
                    ),
                };
                view! { <option value=n.code() selected=move || spec.with(|s| s.notation() == n)>{label}</option> }
            })
            .collect_view()
    };
    let focuses = move || {
        Focus::ALL
            .into_iter()
            .map(|f| view! { <option value=f.link_name() selected=move || spec.with(|s| s.focus() == Some(f))>{move || crate::words::drills::focus(ui(), f)}</option> })
            .collect_view()
    };
    view! {
        <div class="spec-fields">
            <Show when=move || !mode.get().is_game() && !has_content.get()>{length_field}</Show>
            <Show when=move || mode.get().is_game() && !has_content.get()>
                <label>
                    <span>{move || tr(ui(), msg::OPTIONS_GAME)}</span>
                    <select name="game" disabled=read_only on:change=move |ev| {
                        let id = event_target_value(&ev);
                        change(spec, problem, |s| s.set_game(&id));
                    }>{game_options}</select>
                </label>
            </Show>
            <Show when=move || mode.get().is_game()>
                {radios(app, spec, problem, read_only, Field { name: "input", legend: msg::OPTIONS_INPUT, get: DrillSpec::input, set: DrillSpec::set_input }, GameInput::ALL, input_label)}
                {radios(app, spec, problem, read_only, Field { name: "side", legend: msg::OPTIONS_SIDE, get: DrillSpec::side, set: DrillSpec::set_side }, GameSide::ALL, side_label)}
            </Show>
            // (Old-book's moves are written as its book writes them.)
            <Show when=move || mode.get() == Mode::Game>
                {radios(app, spec, problem, read_only, Field { name: "form", legend: msg::OPTIONS_FORM, get: DrillSpec::form, set: DrillSpec::set_form }, MoveForm::ALL, form_label)}
            </Show>
            <Show when=move || mode.get().is_move_drill()>
                <label>
                    <span>{move || tr(ui(), msg::SETTINGS_NOTATION)}</span>
                    <select name="lang" disabled=read_only on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<Notation>() {
                            change(spec, problem, |s| s.set_notation(n));
                        }
                    }>{languages}</select>
                </label>
                {radios(app, spec, problem, read_only, Field { name: "profile", legend: msg::OPTIONS_PROFILE, get: DrillSpec::profile, set: DrillSpec::set_profile }, Profile::ALL, profile_label)}
            </Show>
            <Show when=move || matches!(mode.get(), Mode::NameMove | Mode::PlayMove) && !has_content.get()>
                <label>
                    <span>{move || tr(ui(), msg::OPTIONS_FOCUS)}</span>
                    <select name="focus" disabled=read_only on:change=move |ev| {
                        let focus = Focus::from_link_name(&event_target_value(&ev));
                        change(spec, problem, |s| s.set_focus(focus));
                    }>
                        <option value="" selected=move || spec.with(|s| s.focus().is_none())>{move || tr(ui(), msg::FOCUS_ANY)}</option>
                        {focuses}
                    </select>
                </label>
            </Show>
            {move || {
                let orientation = Field { name: "o", legend: msg::OPTIONS_ORIENTATION, get: DrillSpec::orientation, set: DrillSpec::set_orientation };
                radios(app, spec, problem, read_only, orientation, OrientationChoice::offered(mode.get()), orientation_label)
            }}
            {radios(app, spec, problem, read_only, Field { name: "coords", legend: msg::SETTINGS_COORDINATES, get: DrillSpec::coordinates, set: |s, c| { s.set_coordinates(c); Ok(()) } }, Coordinates::ALL, coordinates_label)}
            // Names on the squares would be the answer here: the board shows the edges (the core's rule).
            <Show when=move || spec.with(|s| s.mode().coordinates_shown(s.coordinates()) != s.coordinates())>
                <p class="hint" data-coords-note="">{move || tr(ui(), msg::OPTIONS_COORDINATES_NOTE)}</p>
            </Show>
            <Show when=move || mode.get().is_square_drill()>
                {checkbox(app, spec, problem, read_only, Field { name: "pieces", legend: msg::OPTIONS_PIECES, get: DrillSpec::pieces, set: DrillSpec::set_pieces })}
                <fieldset class="toggles"><legend>{move || tr(ui(), msg::OPTIONS_FILES)}</legend>{toggles(true)}</fieldset>
                <fieldset class="toggles"><legend>{move || tr(ui(), msg::OPTIONS_RANKS)}</legend>{toggles(false)}</fieldset>
            </Show>
            <Show when=move || mode.get().is_game()>
                {checkbox(app, spec, problem, read_only, Field { name: "pieces", legend: msg::OPTIONS_PIECES_BLINDFOLD, get: DrillSpec::pieces, set: DrillSpec::set_pieces })}
            </Show>
            <Show when=move || mode.get().is_move_drill()>
                {checkbox(app, spec, problem, read_only, Field { name: "speak", legend: msg::OPTIONS_SPEAK, get: DrillSpec::speak, set: DrillSpec::set_speak })}
            </Show>
            <label class="check">
                <input type="checkbox" name="sounds" disabled=read_only prop:checked=move || app.settings.with(|s| s.sounds)
                    on:change=move |ev| app.settings.update(|s| s.sounds = event_target_checked(&ev))/>
                <span>{move || tr(ui(), msg::OPTIONS_SOUNDS)}</span>
            </label>
            <p class="answer-hint" role="alert">{move || problem.get().map(|e| errors::spec(ui(), &e))}</p>
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
    let navigate = use_navigate();
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if shared {
            return;
        }
        // The spec cannot hold a bad value: whatever the fields hold can run.
        navigate(&draft.get_untracked().drill_path(), Default::default());
    };
    let library = Signal::stored_local(library);
    // The fields a task after the rest while the app starts: they are many.
    let fields = view! {
        <Later at_start_only=true>
            <SpecFields spec=draft library=library read_only=shared/>
        </Later>
    };
    let teachers = shared.then(|| {
        view! {
            <div class="shared-options">
                <p class="shared-options-note" data-teachers-options="">{move || tr(ui(), msg::OPTIONS_SHARED_NOTE)}</p>
                <p>
                    <A href=practice.clone() attr:data-practise-freely="" attr:class="practise-freely">{move || tr(ui(), msg::OPTIONS_PRACTISE_FREELY)}</A>
                </p>
                <p class="hint">{move || tr(ui(), msg::OPTIONS_PRACTISE_FREELY_HINT)}</p>
            </div>
        }
    });
    view! {
        <details class="drill-options" data-shared=shared.then_some("")>
            <summary>{move || tr(ui(), msg::OPTIONS_TITLE)}</summary>
            {teachers}
            <form on:submit=start>
                {fields}
                {(!shared).then(|| view! {
                    <button type="submit" class="start">{move || tr(ui(), msg::OPTIONS_START)}</button>
                })}
            </form>
        </details>
    }
}
