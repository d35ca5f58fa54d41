//! The options of a drill: length, orientation, coordinates, pieces, files and ranks, sounds.
//! Starting makes a new spec (without a seed: a run of the student's own) and opens its link.

use crate::i18n::{tr, tr_args};
use crate::state::AppState;
use escaque_core::drill::{Area, DrillSpec, Length, OrientationChoice};
use escaque_core::settings::Coordinates;
use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

#[component]
pub fn DrillOptions(spec: DrillSpec) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let length = RwSignal::new(spec.length);
    let orientation = RwSignal::new(spec.orientation);
    let coordinates = RwSignal::new(spec.coordinates);
    let pieces = RwSignal::new(spec.pieces);
    let area = RwSignal::new(spec.area);
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
            };
            let label = move || match l {
                Length::Count(n) => tr_args(ui(), "options-count", &[("n", &n.to_string())]),
                Length::Timed(s) => tr_args(ui(), "options-timed", &[("seconds", &s.to_string())]),
            };
            view! { <option value=value selected=move || length.get() == l>{label}</option> }
        })
        .collect_view();
    let radio = |name: &'static str| {
        move |choices: Vec<(&'static str, &'static str, bool, Callback<()>)>| {
            choices
                .into_iter()
                .map(|(value, label, checked, choose)| {
                    view! {
                        <label>
                            <input type="radio" name=name value=value prop:checked=checked on:change=move |_| choose.run(())/>
                            {move || tr(ui(), label)}
                        </label>
                    }
                })
                .collect_view()
        }
    };
    let orientations = radio("o")(
        [
            (
                "white",
                "settings-orientation-white",
                OrientationChoice::White,
            ),
            (
                "black",
                "settings-orientation-black",
                OrientationChoice::Black,
            ),
            (
                "random",
                "options-orientation-random",
                OrientationChoice::Random,
            ),
        ]
        .into_iter()
        .map(|(v, l, o)| {
            (
                v,
                l,
                spec.orientation == o,
                Callback::new(move |_| orientation.set(o)),
            )
        })
        .collect(),
    );
    let coordinate_choices = radio("coords")(
        [
            ("edges", "settings-coordinates-edges", Coordinates::Edges),
            (
                "squares",
                "settings-coordinates-squares",
                Coordinates::Squares,
            ),
            ("off", "settings-coordinates-off", Coordinates::Off),
        ]
        .into_iter()
        .map(|(v, l, c)| {
            (
                v,
                l,
                spec.coordinates == c,
                Callback::new(move |_| coordinates.set(c)),
            )
        })
        .collect(),
    );
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
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let next = DrillSpec {
            length: length.get_untracked(),
            orientation: orientation.get_untracked(),
            coordinates: coordinates.get_untracked(),
            pieces: pieces.get_untracked(),
            area: area.get_untracked(),
            seed: None,
            ..spec
        };
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
                <label>
                    <span>{move || tr(ui(), "options-length")}</span>
                    <select name="length" on:change=move |ev| {
                        let value = event_target_value(&ev);
                        let (kind, number) = value.split_at(1);
                        if let Ok(number) = number.parse::<u8>() {
                            length.set(if kind == "t" { Length::Timed(number) } else { Length::Count(number) });
                        }
                    }>{length_options}</select>
                </label>
                <fieldset><legend>{move || tr(ui(), "options-orientation")}</legend>{orientations}</fieldset>
                <fieldset><legend>{move || tr(ui(), "settings-coordinates")}</legend>{coordinate_choices}</fieldset>
                <label>
                    <input type="checkbox" name="pieces" prop:checked=spec.pieces on:change=move |ev| pieces.set(event_target_checked(&ev))/>
                    {move || tr(ui(), "options-pieces")}
                </label>
                <fieldset class="toggles"><legend>{move || tr(ui(), "options-files")}</legend>{toggles("files")}</fieldset>
                <fieldset class="toggles"><legend>{move || tr(ui(), "options-ranks")}</legend>{toggles("ranks")}</fieldset>
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
