//! A printable worksheet of any drill: `/worksheet?<spec>` (the spec with its `mode`). Its
//! prompts as diagrams with blank lines for the answers, worded for paper, then the answer key
//! on a page of its own, numbered as the sheet (a game's moves by their move numbers). Without
//! a seed the sheet uses seed 0, so a link always prints the same sheet; no prompt comes twice
//! until the area is used up (the core's draw).
//!
//! Every question of the drill is printed (a long sheet on more pages, in four columns of
//! smaller diagrams); only beyond [`MAX_ITEMS`] is the sheet cut, and then it says so
//! (`[data-left-out]`), as a timed drill's sheet says how many questions it has. A game's sheet
//! names its players and event when the library knows them (`[data-game]`). The key gives the
//! answer, never the question again: the square marked on a small board for "find", the move
//! drawn from square to square for "play".

use crate::components::diagram::Diagram;
use crate::components::drill::texts;
use crate::components::link_error::LinkError;
use crate::i18n::{msg, tr, tr_args};
use crate::library::{self, game_title};
use crate::platform;
use crate::state::AppState;
use escaque_core::drill::geometry::colour_of;
use escaque_core::drill::{
    Drill, DrillSpec, Expected, GameInput, Length, Mode, Prompt, Seed, Setup,
};
use escaque_core::library::{GameTitle, Library};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::Position;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;
use std::rc::Rc;

/// The most prompts a sheet prints (a game of 100 moves a side); beyond, the sheet says what it
/// leaves out.
pub const MAX_ITEMS: usize = 200;
/// Prompts of a timed drill's sheet.
const TIMED_ITEMS: usize = 20;
/// From this many prompts on, the printed sheet has four columns of smaller diagrams.
const DENSE_ITEMS: usize = 25;

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
        Some(Err(_)) => {
            view! { <p role="alert">{tr(app.ui(), msg::LIBRARY_FAILED)}</p> }.into_any()
        }
        None => view! { <p role="status">{tr(app.ui(), msg::LIBRARY_LOADING)}</p> }.into_any(),
    }
}

/// The label of a prompt on the sheet and in its key: the move's number in a game's moves
/// (`5.`, `5...`), the prompt's number otherwise (`3.`).
fn item_label(index: usize, prompt: &Prompt) -> String {
    match prompt {
        Prompt::Move {
            position,
            ply: Some(_),
            ..
        } => texts::move_number(position),
        _ => format!("{}.", index + 1),
    }
}

/// A notation as the worksheet names it: an algebraic language by its own name
/// ("Español"), another notation by the UI language's ("Notación descriptiva española").
fn notation_named(ui: UiLanguage, notation: escaque_core::Notation) -> String {
    match notation {
        escaque_core::Notation::Algebraic(language) => language.native_name().to_string(),
        other => texts::capitalised(&texts::notation_name(ui, other)),
    }
}

/// What to do, written for paper: mark, write, draw (never "press").
fn paper_instructions(ui: UiLanguage, spec: &DrillSpec) -> String {
    let id = match spec.mode() {
        Mode::Game if spec.input() == GameInput::Play => msg::WORKSHEET_INTRO_GAME_PLAY,
        Mode::Game => msg::WORKSHEET_INTRO_GAME_WRITE,
        Mode::OldBook if spec.input() == GameInput::Play => msg::WORKSHEET_INTRO_GAME_PLAY,
        Mode::OldBook => msg::WORKSHEET_INTRO_OLD_BOOK,
        Mode::Find => msg::WORKSHEET_INTRO_FIND,
        Mode::Name => msg::WORKSHEET_INTRO_NAME,
        Mode::Colour => msg::WORKSHEET_INTRO_COLOUR,
        Mode::Diagonal => msg::WORKSHEET_INTRO_DIAGONAL,
        Mode::Knight => msg::WORKSHEET_INTRO_KNIGHT,
        Mode::NameMove => msg::WORKSHEET_INTRO_NAME_MOVE,
        Mode::PlayMove => msg::WORKSHEET_INTRO_PLAY_MOVE,
        Mode::WriteFen => msg::WORKSHEET_INTRO_WRITE_FEN,
        Mode::SetUp => msg::WORKSHEET_INTRO_SET_UP,
    };
    let text = tr(ui, id);
    // (FEN's letters are English whatever the notation: the FEN drills have none.)
    if spec.mode().is_square_drill() || spec.mode().is_fen_drill() {
        text
    } else {
        let notation = tr_args(
            ui,
            msg::WORKSHEET_NOTATION,
            &[("language", &notation_named(ui, spec.notation()))],
        );
        format!("{text} {notation}")
    }
}

#[component]
fn Sheet(spec: DrillSpec, #[prop(optional)] library: Option<Rc<Library>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = app.ui();
    // Drawn prompts get a seed, so the sheet is the same at every print (content and a game
    // have their own order, and the spec refuses a seed beside them).
    let mut sheet_spec = spec.clone();
    if spec.seed().is_none() {
        let _ = sheet_spec.set_seed(Seed::new(0).ok());
    }
    let drill = match Drill::new(sheet_spec, Setup::default(), library.as_deref(), 0.0) {
        Ok(drill) => drill,
        Err(_) => {
            return view! { <p role="alert">{tr(ui, msg::DRILL_UNKNOWN_GAME)}</p> }.into_any()
        }
    };
    // Every question of the drill (a timed one has no number of its own).
    let timed = matches!(spec.length(), Length::Timed(_));
    let asked = drill.progress().1.unwrap_or(TIMED_ITEMS);
    let prompts = drill.preview(asked.min(MAX_ITEMS));
    let left_out = (prompts.len() < asked).then(|| {
        tr_args(
            ui,
            msg::WORKSHEET_LEFT_OUT,
            &[
                ("shown", &prompts.len().to_string()),
                ("total", &asked.to_string()),
            ],
        )
    });
    let timed_note = timed.then(|| {
        tr_args(
            ui,
            msg::WORKSHEET_TIMED,
            &[("count", &prompts.len().to_string())],
        )
    });
    // Who played the game, where and when (a game of the library; a pasted one has no names).
    let game = drill
        .game()
        .map(|g| {
            let title = GameTitle::of(&g.id, &g.white, &g.black, &g.event, g.year);
            game_title(ui, title, true)
        })
        .filter(|t| !t.trim().is_empty());
    let dense = prompts.len() >= DENSE_ITEMS;
    let mode = spec.mode();
    let coordinates = spec.coordinates() != Coordinates::Off;
    let area = mode.is_square_drill().then_some(spec.area());
    let pieces = spec.pieces().then(Position::default);
    let title = spec
        .title()
        .map(str::to_string)
        .unwrap_or_else(|| texts::title(ui, mode));
    let items = prompts
        .iter()
        .enumerate()
        .map(|(i, prompt)| {
            let number = item_label(i, prompt);
            // A game's moves are seen from one side, never flipped at every half-move.
            let orientation = drill.orientation_of(prompt);
            let label = tr_args(ui, msg::WORKSHEET_DIAGRAM, &[("number", &(i + 1).to_string())]);
            let (diagram, question) = match (mode, prompt) {
                (Mode::Find, Prompt::Square(square)) => (
                    Some(view! { <Diagram position=pieces orientation=orientation area=area coordinates=coordinates label=label/> }.into_any()),
                    tr_args(ui, msg::WORKSHEET_FIND, &[("square", &square.to_string())]),
                ),
                (Mode::Name, Prompt::Square(square)) => (
                    Some(view! { <Diagram position=pieces orientation=orientation marked=vec![*square] area=area coordinates=coordinates label=label/> }.into_any()),
                    tr(ui, msg::DRILL_PROMPT_NAME),
                ),
                (Mode::OldBook, Prompt::Move { position, mv, .. }) => (
                    Some(view! { <Diagram position=Some(*position) orientation=orientation coordinates=coordinates label=label/> }.into_any()),
                    tr_args(
                        ui,
                        if drill.plays_moves() { msg::WORKSHEET_PLAY } else { msg::WORKSHEET_OLD_BOOK },
                        &[("move", &drill.spec().write_move(position, *mv))],
                    ),
                ),
                (Mode::PlayMove, Prompt::Move { position, .. })
                | (Mode::Game, Prompt::Move { position, .. }) if drill.plays_moves() => (
                    Some(view! { <Diagram position=Some(*position) orientation=orientation coordinates=coordinates label=label/> }.into_any()),
                    tr_args(ui, msg::WORKSHEET_PLAY, &[("move", &drill.describe(prompt))]),
                ),
                (Mode::NameMove | Mode::Game, Prompt::Move { position, mv, .. }) => (
                    Some(view! { <Diagram position=Some(*position) orientation=orientation arrow=Some((mv.get_source(), mv.get_dest())) coordinates=coordinates label=label/> }.into_any()),
                    tr(ui, msg::WORKSHEET_NAME_MOVE),
                ),
                (Mode::WriteFen, Prompt::Position { position, last }) => (
                    Some(view! { <Diagram position=Some(*position) orientation=orientation arrow=last.map(|m| (m.get_source(), m.get_dest())) coordinates=coordinates label=label/> }.into_any()),
                    crate::components::drill::fen::facts_line(ui, position, *last),
                ),
                (Mode::SetUp, Prompt::Position { .. }) => (
                    Some(view! { <Diagram position=None orientation=orientation coordinates=coordinates label=label/> }.into_any()),
                    prompt.to_string(),
                ),
                _ => (None, texts::prompt(ui, &drill, prompt)),
            };
            let text_only = diagram.is_none();
            view! {
                <li class="item" class:text-only=text_only>
                    <p class="question"><span class="number">{number}</span>" "{question}</p>
                    {diagram}
                    <p class="answer-line" aria-hidden="true"></p>
                </li>
            }
        })
        .collect_view();
    // The answers: where the sheet asks to mark or draw, the answer drawn on a small board.
    let drawn_key = mode == Mode::Find || mode == Mode::SetUp || drill.plays_moves();
    let key = prompts
        .iter()
        .enumerate()
        .map(|(i, prompt)| {
            let orientation = drill.orientation_of(prompt);
            let label = tr_args(ui, msg::WORKSHEET_DIAGRAM, &[("number", &(i + 1).to_string())]);
            let (answer, diagram) = match (Expected::of(mode, prompt), prompt) {
                (Expected::Colour(_), Prompt::Square(square)) => {
                    (texts::colour(ui, colour_of(*square)), None)
                }
                (Expected::YesNo(yes), _) => {
                    (tr(ui, if yes { msg::ANSWER_YES } else { msg::ANSWER_NO }), None)
                }
                (Expected::Square(square), _) if mode == Mode::Find => (
                    square.to_string(),
                    Some(view! { <Diagram position=pieces orientation=orientation marked=vec![square] area=area coordinates=false label=label/> }.into_any()),
                ),
                (Expected::Move(mv), Prompt::Move { position, .. }) if drill.plays_moves() => (
                    tr_args(
                        ui,
                        msg::WORKSHEET_KEY_MOVE,
                        &[
                            ("move", &drill.describe(prompt)),
                            ("from", &mv.get_source().to_string()),
                            ("to", &mv.get_dest().to_string()),
                        ],
                    ),
                    Some(view! { <Diagram position=Some(*position) orientation=orientation arrow=Some((mv.get_source(), mv.get_dest())) coordinates=false label=label/> }.into_any()),
                ),
                (Expected::Move(_), _) => (drill.describe(prompt), None),
                (Expected::Fen(asked), Prompt::Position { position, .. }) if mode == Mode::SetUp => (
                    asked.fen(),
                    Some(view! { <Diagram position=Some(*position) orientation=orientation coordinates=false label=label/> }.into_any()),
                ),
                (other, _) => (other.to_string(), None),
            };
            view! {
                <li data-key-answer="">
                    <span class="key-text"><span class="number">{item_label(i, prompt)}</span>" "{answer}</span>
                    {diagram}
                </li>
            }
        })
        .collect_view();
    view! {
        <article class="worksheet" data-worksheet="" data-mode=mode.slug()>
            <header class="worksheet-head">
                <h1>{title.clone()}</h1>
                {game.map(|g| view! { <p class="sheet-game" data-game="">{g}</p> })}
                <p class="instructions">{paper_instructions(ui, &spec)}</p>
                {timed_note.map(|note| view! { <p class="sheet-note" data-timed="">{note}</p> })}
                {left_out.map(|note| view! { <p class="sheet-note" role="note" data-left-out="">{note}</p> })}
                <p class="fill-in">
                    <span>{tr(ui, msg::WORKSHEET_NAME)}" ____________________"</span>
                    <span>{tr(ui, msg::WORKSHEET_DATE)}" __________"</span>
                </p>
                <p class="no-print">
                    <button type="button" on:click=|_| platform::print()>{tr(ui, msg::WORKSHEET_PRINT)}</button>
                    " "
                    <A href=format!("/builder?{spec}")>{tr(ui, msg::BUILDER_EDIT)}</A>
                </p>
            </header>
            <ol class="items" class:dense=dense data-items=prompts.len().to_string()>{items}</ol>
            <section class="sheet-key" data-answer-key="">
                <h2>{tr_args(ui, msg::WORKSHEET_KEY, &[("title", &title)])}</h2>
                <ol class="key-list" class:drawn=drawn_key>{key}</ol>
            </section>
        </article>
    }
    .into_any()
}
