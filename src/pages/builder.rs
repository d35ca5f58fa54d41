//! The drill builder, for teachers: pick a drill and its options, paste squares, positions or a
//! game (checked live by the engine, errors shown at the move, shown on a board), see the first
//! prompts, and share the link — copied, or as a QR code large enough for a projector — or
//! print it as a worksheet.
//!
//! Page contract: `textarea[name=content]`, the link in `input[name=link]` (read-only), the QR
//! code as an `svg` inside `[data-qr]`.

use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::components::drill::options::SpecFields;
use crate::components::drill::texts;
use crate::components::errors;
use crate::components::qr::QrCodeView;
use crate::i18n::{tr, tr_args};
use crate::library;
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::chess::ChessMove;
use escaque_core::drill::content::{Content, MAX_LINK_LENGTH};
use escaque_core::drill::spec::MAX_SEED;
use escaque_core::drill::{Drill, DrillSpec, Mode, Setup};
use escaque_core::Position;
use leptos::prelude::*;
use leptos_router::components::A;

/// What the board of the builder can show: a position, the move played on it.
type Frame = (Position, Option<ChessMove>);

#[component]
pub fn BuilderPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let spec = RwSignal::new(DrillSpec::new(Mode::Find));
    let content_text = RwSignal::new(String::new());
    let title = RwSignal::new(String::new());
    let shared_seed = RwSignal::new(Some((platform::random_seed() % u64::from(MAX_SEED)) as u32));
    let copied = RwSignal::new(false);
    let large_qr = RwSignal::new(false);
    let frame = RwSignal::new(0usize);
    let library = LocalResource::new(library::load);

    // The teacher's text, read as the drill's kind of content.
    let content = Memo::new(move |_| {
        let text = content_text.get();
        if text.trim().is_empty() {
            return Ok(None);
        }
        let mode = spec.with(|s| s.mode);
        let read = if mode.is_square_drill() {
            Content::from_squares_text(&text)
        } else if mode == Mode::Game {
            Content::from_game_text(&text, None)
        } else {
            Content::from_fen_lines(&text, None)
        };
        read.map(Some)
    });
    // The whole spec: options, title, content, seed.
    let full = Memo::new(move |_| {
        let mut full = spec.get();
        let typed = title.get();
        full.title = (!typed.trim().is_empty()).then(|| typed.trim().to_string());
        match content.get() {
            Ok(Some(content)) => full = full.with_content(content),
            Ok(None) => {
                full.seed = shared_seed.get().filter(|_| full.mode != Mode::Game);
            }
            Err(_) => {}
        }
        full.validate().map(|()| full)
    });
    let link = move || {
        full.get()
            .map(|s| format!("{}{}", platform::origin(), s.drill_path()))
            .unwrap_or_default()
    };
    let too_long = move || {
        let length = link().chars().count();
        (length > MAX_LINK_LENGTH).then_some(length)
    };
    let frames = Memo::new(move |_| -> Vec<Frame> {
        match content.get() {
            Ok(Some(Content::Positions(items))) => items,
            Ok(Some(Content::Game { start, moves })) => {
                let mut position = start;
                let mut frames = vec![(start, None)];
                for mv in moves {
                    let after = position.play(mv);
                    frames.push((after, Some(mv)));
                    position = after;
                }
                frames
            }
            _ => vec![(Position::default(), None)],
        }
    });
    let board = RwSignal::new(BoardState::new(Position::default(), Orientation::White));
    Effect::new(move |_| {
        let index = frame.get().min(frames.with(|f| f.len().saturating_sub(1)));
        if let Some((position, mv)) = frames.with(|f| f.get(index).copied()) {
            board.set(BoardState {
                last_move: mv,
                ..BoardState::new(position, Orientation::White)
            });
        }
    });
    let marks = Signal::derive(move || match content.get() {
        Ok(Some(Content::Squares(squares))) => Marks {
            reveal: squares,
            ..Marks::default()
        },
        Ok(Some(Content::Positions(items))) => {
            let mv = items.get(frame.get()).and_then(|(_, mv)| *mv);
            Marks {
                arrow: mv.map(|m| (m.get_source(), m.get_dest())),
                ..Marks::default()
            }
        }
        _ => Marks::default(),
    });
    let preview = move || {
        let spec = full.get().ok()?;
        let loaded = library.get().and_then(|r| r.ok());
        if spec.needs_library() && loaded.is_none() {
            return Some(vec![tr(ui(), "library-loading")]);
        }
        let drill = Drill::new(spec, Setup::default(), loaded.as_deref(), 0.0).ok()?;
        let prompts = drill.preview(5).iter().map(|p| drill.describe(p)).collect();
        Some(prompts)
    };
    let content_hint = move || {
        let mode = spec.with(|s| s.mode);
        tr(
            ui(),
            if mode.is_square_drill() {
                "builder-content-squares"
            } else if mode == Mode::Game {
                "builder-content-game"
            } else {
                "builder-content-positions"
            },
        )
    };
    let content_status = move || match content.get() {
        Ok(None) => None,
        Ok(Some(content)) => Some((
            false,
            tr_args(
                ui(),
                "builder-content-ok",
                &[("count", &content.len().to_string())],
            ),
        )),
        Err(error) => {
            let lang = spec.with(|s| s.language);
            Some((true, errors::input(ui(), &error, lang)))
        }
    };
    let spec_problem = move || match (content.get(), full.get()) {
        (Err(_), _) => None,
        (_, Err(error)) => Some(errors::spec(ui(), &error)),
        _ => None,
    };
    let modes = Mode::ALL
        .into_iter()
        .map(|m| view! { <option value=m.slug() selected=move || spec.with(|s| s.mode == m)>{move || texts::title(ui(), m)}</option> })
        .collect_view();
    let fields = move || match library.get() {
        Some(Ok(library)) => view! { <SpecFields spec=spec library=library/> }.into_any(),
        _ => view! { <SpecFields spec=spec/> }.into_any(),
    };

    view! {
        <section class="builder" aria-labelledby="builder-title">
            <h1 id="builder-title">{move || tr(ui(), "builder-title")}</h1>
            <p>{move || tr(ui(), "builder-intro")}</p>
            <div class="builder-body">
                <form class="builder-form" on:submit=|ev| ev.prevent_default()>
                    <label>
                        <span>{move || tr(ui(), "builder-mode")}</span>
                        <select name="mode" on:change=move |ev| {
                            if let Ok(mode) = event_target_value(&ev).parse::<Mode>() {
                                let language = spec.with_untracked(|s| s.language);
                                spec.set(DrillSpec { language, ..DrillSpec::new(mode) });
                                frame.set(0);
                            }
                        }>{modes}</select>
                    </label>
                    <label>
                        <span>{move || tr(ui(), "builder-drill-title")}</span>
                        <input type="text" name="title" maxlength="80"
                            prop:value=move || title.get() on:input=move |ev| title.set(event_target_value(&ev))/>
                    </label>
                    <label class="block">
                        <span>{move || tr(ui(), "builder-content")}</span>
                        <span class="hint">{content_hint}</span>
                        <textarea name="content" rows="6" spellcheck="false"
                            prop:value=move || content_text.get()
                            on:input=move |ev| { frame.set(0); content_text.set(event_target_value(&ev)) }></textarea>
                    </label>
                    {move || content_status().map(|(bad, text)| view! {
                        <p class=if bad { "answer-hint" } else { "hint" } role=if bad { "alert" } else { "status" } data-content-error=bad.then_some("")>{text}</p>
                    })}
                    <Show when=move || content.with(|c| matches!(c, Ok(None))) && spec.with(|s| s.mode != Mode::Game)>
                        <label class="check">
                            <input type="checkbox" name="same" prop:checked=move || shared_seed.get().is_some()
                                on:change=move |ev| shared_seed.set(event_target_checked(&ev).then(|| (platform::random_seed() % u64::from(MAX_SEED)) as u32))/>
                            <span>{move || tr(ui(), "builder-same-prompts")}</span>
                        </label>
                    </Show>
                    {fields}
                </form>
                <div class="builder-output">
                    <Board state=board coordinates=Signal::derive(|| escaque_core::settings::Coordinates::Edges)
                        ui=Signal::derive(move || app.ui()) notation=Signal::derive(move || spec.with(|s| s.language))
                        flash=RwSignal::new(None::<Flash>) input=BoardInput::Off marks=marks status_line=false
                        hide_pieces=Signal::derive(move || spec.with(|s| s.mode.is_square_drill() && !s.pieces))/>
                    <Show when=move || frames.with(|f| f.len() > 1)>
                        <p class="stepper">
                            <button type="button" aria-label=move || tr(ui(), "builder-first") on:click=move |_| frame.set(0)>"⏮"</button>
                            <button type="button" aria-label=move || tr(ui(), "builder-previous") on:click=move |_| frame.update(|f| *f = f.saturating_sub(1))>"◀"</button>
                            <span>{move || format!("{} / {}", frame.get() + 1, frames.with(|f| f.len()))}</span>
                            <button type="button" aria-label=move || tr(ui(), "builder-next") on:click=move |_| frame.update(|f| *f = (*f + 1).min(frames.with_untracked(|fs| fs.len() - 1)))>"▶"</button>
                            <button type="button" aria-label=move || tr(ui(), "builder-last") on:click=move |_| frame.set(frames.with_untracked(|f| f.len() - 1))>"⏭"</button>
                        </p>
                    </Show>
                    <h2>{move || tr(ui(), "builder-preview")}</h2>
                    <ol class="preview" data-preview="">
                        {move || preview().unwrap_or_default().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                    </ol>
                    <p class="answer-hint" role="alert">{spec_problem}</p>
                    <h2>{move || tr(ui(), "builder-link")}</h2>
                    <p class="link-line">
                        <input type="text" name="link" readonly prop:value=link aria-label=move || tr(ui(), "builder-link")/>
                        <button type="button" on:click=move |_| copied.set(platform::copy_text(&link()))>{move || tr(ui(), "builder-copy")}</button>
                        <span role="status">{move || copied.get().then(|| tr(ui(), "convert-copied"))}</span>
                    </p>
                    <p class="hint" class:answer-hint=move || too_long().is_some() role="status">
                        {move || match too_long() {
                            Some(length) => tr_args(ui(), "builder-too-long", &[("length", &length.to_string()), ("max", &MAX_LINK_LENGTH.to_string())]),
                            None => tr_args(ui(), "builder-length", &[("length", &link().chars().count().to_string()), ("max", &MAX_LINK_LENGTH.to_string())]),
                        }}
                    </p>
                    <div class="qr-box" class:large=move || large_qr.get() data-qr="">
                        <QrCodeView text=Signal::derive(link) label=Signal::derive(move || tr(app.ui(), "builder-qr"))/>
                        <button type="button" class="qr-toggle" aria-pressed=move || if large_qr.get() { "true" } else { "false" }
                            on:click=move |_| large_qr.update(|l| *l = !*l)>
                            {move || tr(ui(), if large_qr.get() { "builder-qr-small" } else { "builder-qr-large" })}
                        </button>
                    </div>
                    <p class="links">
                        {move || full.get().ok().map(|s| view! {
                            <A href=s.drill_path()>{tr(ui(), "builder-open")}</A>
                            " · "
                            <A href=format!("/worksheet?{s}")>{tr(ui(), "builder-worksheet")}</A>
                        })}
                        " · "
                        <A href="/results">{move || tr(ui(), "builder-results")}</A>
                    </p>
                </div>
            </div>
        </section>
    }
}
