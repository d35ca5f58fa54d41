//! A printable worksheet of any drill: `/worksheet?<spec>` (the spec with its `mode`). Its
//! prompts as diagrams with blank lines for the answers, then the answer key on a page of its
//! own. Without a seed the sheet uses seed 0, so a link always prints the same sheet.

use crate::components::diagram::Diagram;
use crate::components::drill::texts;
use crate::components::link_error::LinkError;
use crate::i18n::{tr, tr_args};
use crate::library;
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::Orientation;
use escaque_core::chess::Color;
use escaque_core::drill::geometry::colour_of;
use escaque_core::drill::{Drill, DrillSpec, Expected, Length, Mode, Prompt, Setup};
use escaque_core::library::Library;
use escaque_core::settings::Coordinates;
use leptos::prelude::*;
use leptos_router::hooks::use_location;
use std::rc::Rc;

/// The most prompts a sheet prints.
const MAX_ITEMS: usize = 30;
/// Prompts of a timed drill's sheet.
const TIMED_ITEMS: usize = 20;

#[component]
pub fn WorksheetPage() -> impl IntoView {
    let location = use_location();
    let spec = Memo::new(move |_| location.search.get().parse::<DrillSpec>());
    move || match spec.get() {
        Ok(spec) if spec.needs_library() => view! { <WithLibrary spec=spec/> }.into_any(),
        Ok(spec) => view! { <Sheet spec=spec/> }.into_any(),
        Err(error) => view! { <LinkError error=error/> }.into_any(),
    }
}

#[component]
fn WithLibrary(spec: DrillSpec) -> impl IntoView {
    let app = expect_context::<AppState>();
    let loaded = LocalResource::new(library::load);
    move || match loaded.get() {
        Some(Ok(library)) => view! { <Sheet spec=spec.clone() library=library/> }.into_any(),
        Some(Err(_)) => view! { <p role="alert">{tr(app.ui(), "library-failed")}</p> }.into_any(),
        None => view! { <p role="status">{tr(app.ui(), "library-loading")}</p> }.into_any(),
    }
}

#[component]
fn Sheet(spec: DrillSpec, #[prop(optional)] library: Option<Rc<Library>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = app.ui();
    let count = match spec.length {
        Length::Count(n) => usize::from(n),
        Length::Timed(_) => TIMED_ITEMS,
        Length::Whole => MAX_ITEMS,
    }
    .min(MAX_ITEMS);
    let sheet_spec = DrillSpec {
        seed: spec
            .seed
            .or(Some(0))
            .filter(|_| spec.content.is_none() && spec.mode != Mode::Game),
        ..spec.clone()
    };
    let drill = match Drill::new(sheet_spec, Setup::default(), library.as_deref(), 0.0) {
        Ok(drill) => drill,
        Err(_) => return view! { <p role="alert">{tr(ui, "drill-unknown-game")}</p> }.into_any(),
    };
    let prompts = drill.preview(count);
    let mode = spec.mode;
    let coordinates = spec.coordinates != Coordinates::Off;
    let orientation_of = |prompt: &Prompt| match (drill.orientation(), prompt) {
        (_, Prompt::Move { position, .. })
            if spec.orientation == escaque_core::drill::OrientationChoice::Auto =>
        {
            if position.turn() == Color::White {
                Orientation::White
            } else {
                Orientation::Black
            }
        }
        (fixed, _) => fixed,
    };
    let title = spec.title.clone().unwrap_or_else(|| texts::title(ui, mode));
    let items = prompts
        .iter()
        .enumerate()
        .map(|(i, prompt)| {
            let number = i + 1;
            let orientation = orientation_of(prompt);
            let label = tr_args(ui, "worksheet-diagram", &[("number", &number.to_string())]);
            let (diagram, question) = match (mode, prompt) {
                (Mode::Find, Prompt::Square(square)) => (
                    Some(view! { <Diagram orientation=orientation coordinates=coordinates label=label/> }.into_any()),
                    tr_args(ui, "worksheet-find", &[("square", &square.to_string())]),
                ),
                (Mode::Name, Prompt::Square(square)) => (
                    Some(view! { <Diagram orientation=orientation marked=*square coordinates=coordinates label=label/> }.into_any()),
                    tr(ui, "drill-prompt-name"),
                ),
                (Mode::PlayMove, Prompt::Move { position, .. }) => (
                    Some(view! { <Diagram position=*position orientation=orientation coordinates=coordinates label=label/> }.into_any()),
                    tr_args(ui, "worksheet-play", &[("move", &drill.describe(prompt))]),
                ),
                (Mode::NameMove | Mode::Game, Prompt::Move { position, mv, ply }) => (
                    Some(view! { <Diagram position=*position orientation=orientation arrow=(mv.get_source(), mv.get_dest()) coordinates=coordinates label=label/> }.into_any()),
                    match ply {
                        Some(_) => tr_args(ui, "worksheet-name-game-move", &[("number", &texts::move_number(position))]),
                        None => tr(ui, "worksheet-name-move"),
                    },
                ),
                _ => (None, texts::prompt(ui, &drill, prompt)),
            };
            let text_only = diagram.is_none();
            view! {
                <li class="item" class:text-only=text_only>
                    <p class="question"><span class="number">{format!("{number}.")}</span>" "{question}</p>
                    {diagram}
                    <p class="answer-line" aria-hidden="true"></p>
                </li>
            }
        })
        .collect_view();
    let key = prompts
        .iter()
        .enumerate()
        .map(|(i, prompt)| {
            let answer = match (Expected::of(mode, prompt), prompt) {
                (Expected::Colour(_), Prompt::Square(square)) => {
                    texts::colour(ui, colour_of(*square))
                }
                (Expected::YesNo(yes), _) => tr(ui, if yes { "answer-yes" } else { "answer-no" }),
                (Expected::Move(_), _) => drill.describe(prompt),
                (other, _) => other.to_string(),
            };
            view! { <li><span class="number">{format!("{}.", i + 1)}</span>" "{answer}</li> }
        })
        .collect_view();
    view! {
        <article class="worksheet" data-worksheet="" data-mode=mode.slug()>
            <header class="worksheet-head">
                <h1>{title}</h1>
                <p class="instructions">{texts::mode_instructions(ui, mode)}</p>
                <p class="fill-in">
                    <span>{tr(ui, "worksheet-name")}" ____________________"</span>
                    <span>{tr(ui, "worksheet-date")}" __________"</span>
                </p>
                <p class="no-print">
                    <button type="button" on:click=|_| platform::print()>{tr(ui, "worksheet-print")}</button>
                </p>
            </header>
            <ol class="items" data-items=prompts.len().to_string()>{items}</ol>
            <section class="answer-key" data-answer-key="">
                <h2>{tr_args(ui, "worksheet-key", &[("title", &spec.title.clone().unwrap_or_else(|| texts::title(ui, mode)))])}</h2>
                <ol class="key-list">{key}</ol>
            </section>
        </article>
    }
    .into_any()
}
