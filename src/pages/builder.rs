//! The drill builder, for teachers: pick a drill and its options, paste squares, positions or a
//! game (read as what it is, checked live by the engine, errors shown at their line and
//! column, shown on a board), see the first prompts as the students will, and share the link —
//! copied, or as a QR code large enough for a projector — or print it as a worksheet. While
//! the pasted text cannot be used there is no link and no QR code.
//!
//! The draft is kept on the device as it is typed (a reload or Back finds it); the last
//! drills shared, opened or printed are listed with links to open, print or edit them;
//! `/builder?<a drill's query with its mode>` opens a drill for editing. A draft that a drill
//! opened for editing replaces is never lost: it is kept aside, listed at the top
//! (`[data-drafts-aside] li[data-draft-aside]`) with a button to go back to it
//! (`button[data-restore-draft]`: the draft shown then goes aside in its place) and one to throw
//! it away. Each kind of drill has its own draft: choosing another kind in `select[name=mode]`
//! keeps the one shown under its kind and opens the other's as it was left (title, text, options),
//! so nothing typed for one kind goes along to another, and switching back restores it. Taking
//! the kind the page suggests for the pasted text keeps the text and the title, and the page
//! says so (`[data-title-kept]`, with a button to clear it); without a title the field shows the
//! one the students will see.
//!
//! Page contract: `select[name=mode]`, `input[name=title]`, `textarea[name=content]`, the
//! link in `input[name=link]` (read-only; empty while `[data-content-error]` shows), the QR
//! code as an `svg` inside `[data-qr]`, the first prompts in `[data-preview] li`.

use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::components::content_status::{blocked_words, ContentStatus};
use crate::components::drill::options::SpecFields;
use crate::components::drill::texts;
use crate::components::later::Later;
use crate::components::made_drills::MadeDrillList;
use crate::components::prompt_preview::PromptPreview;
use crate::components::share_box::ShareBox;
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::library;
use crate::platform;
use crate::platform::storage;
use crate::state::{AppState, Kept};
use crate::words::errors;
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::chess::ChessMove;
use escaque_core::drill::content::{Content, InputError};
use escaque_core::drill::draft::{
    Draft, DraftProblem, DraftsAside, DraftsByMode, KeptDraft, MadeDrills, Reading,
};
use escaque_core::drill::spec::MAX_SEED;
use escaque_core::drill::{Drill, DrillSpec, Mode, Personal, Prompt, Setup, SpecError};
use escaque_core::stored::{encode, Versioned};
use escaque_core::{replay, Language, Position};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_navigate};
use leptos_router::NavigateOptions;

/// What the board of the builder can show: a position, the move played on it, and whether it
/// is a move of a game (watched from one side).
type Frame = (Position, Option<ChessMove>, bool);

/// A new seed for "the same prompts for everyone".
fn new_seed() -> u32 {
    (platform::random_seed() % u64::from(MAX_SEED)) as u32
}

/// The draft the page starts with: the drill of the page's query (`/builder?v=1&mode=…`), or
/// the one kept on the device, or a new one. A kept draft that no longer reads is kept aside
/// in storage (and said so); one with work in it that the query replaces goes to the drafts
/// aside, to go back to.
fn starting_draft(
    query: &str,
    teachers_notation: Language,
    kept: Kept<KeptDraft>,
    aside: Kept<DraftsAside>,
    notices: RwSignal<Vec<MessageId>>,
) -> (Draft, Option<QueryProblem>) {
    let notice = |id: MessageId| {
        notices.update(|n| {
            if !n.contains(&id) {
                n.push(id);
            }
        })
    };
    let stored = kept.value.get_untracked();
    let kept_draft = Draft::from_kept(&stored);
    if kept_draft.is_none() && stored != KeptDraft::default() {
        storage::keep_aside(KeptDraft::KEY, &encode(&stored));
        notice(msg::NOTICE_DRAFT_DAMAGED);
    }
    let fresh = || Draft {
        seed: Some(new_seed()),
        ..Draft::new(DrillSpec::new(Mode::Find).in_teachers_notation(teachers_notation))
    };
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.is_empty() {
        return (kept_draft.unwrap_or_else(fresh), None);
    }
    match query.parse::<DrillSpec>() {
        Ok(spec) => {
            let opened = Draft::from_spec(&spec);
            let Some(previous) = kept_draft else {
                return (opened, None);
            };
            let (opened, set_aside) = previous.open(opened);
            if let Some(previous) = set_aside {
                aside.update(|a| a.push(&previous));
            }
            (opened, None)
        }
        Err(error) => {
            let problem = QueryProblem {
                error,
                draft_kept: kept_draft.is_some(),
            };
            (kept_draft.unwrap_or_else(fresh), Some(problem))
        }
    }
}

/// A query of `/builder?…` that opens no drill: why, and whether the page shows the draft kept
/// on the device (else a new drill).
#[derive(Clone, Debug)]
struct QueryProblem {
    error: SpecError,
    draft_kept: bool,
}

#[component]
pub fn BuilderPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let kept = Kept::<KeptDraft>::load(app.notices, msg::NOTICE_DRAFT_DAMAGED);
    let made = Kept::<MadeDrills>::load(app.notices, msg::NOTICE_DRILLS_DAMAGED);
    let aside = Kept::<DraftsAside>::load(app.notices, msg::NOTICE_DRAFT_DAMAGED);
    let by_mode = Kept::<DraftsByMode>::load(app.notices, msg::NOTICE_DRAFT_DAMAGED);
    let query = use_location().search.get_untracked();
    let teachers_notation = move || app.settings.with_untracked(|s| s.notation_language());
    let (start, query_error) =
        starting_draft(&query, teachers_notation(), kept, aside, app.notices);
    if !query.is_empty() {
        // The draft is kept from now on: a reload must not open the link over later edits.
        use_navigate()(
            "/builder",
            NavigateOptions {
                replace: true,
                scroll: false,
                ..NavigateOptions::default()
            },
        );
    }
    let spec = RwSignal::new(start.options);
    let content_text = RwSignal::new(start.text);
    let title = RwSignal::new(start.title);
    let shared_seed = RwSignal::new(start.seed);
    let frame = RwSignal::new(0usize);
    let library = LocalResource::new(library::load);
    // The title typed before the kind of drill changed: the page asks whether it still fits.
    let title_kept = RwSignal::new(false);
    let open = move |draft: Draft| {
        spec.set(draft.options);
        content_text.set(draft.text);
        title.set(draft.title);
        shared_seed.set(draft.seed);
        frame.set(0);
        title_kept.set(false);
    };

    // The draft as typed; what its text was read as (again only when the text or the drill
    // changes); the drill it makes, if any.
    let draft = Memo::new(move |_| Draft {
        options: spec.get(),
        title: title.get(),
        text: content_text.get(),
        seed: shared_seed.get(),
    });
    let mode = Memo::new(move |_| spec.with(|s| s.mode()));
    let reading = Memo::new(move |_| {
        let mode = mode.get();
        let text = content_text.get();
        Draft {
            text,
            ..Draft::new(DrillSpec::new(mode))
        }
        .reading()
    });
    let full = Memo::new(move |_| draft.with(Draft::drill));
    // Every change is kept on the device: a reload or Back finds the draft as it was. (Set
    // up with the form, a task after the page's first while the app starts.)
    let keep_draft = move || {
        Effect::new(move |_| {
            let kept_form = draft.with(Draft::to_kept);
            if kept.value.with_untracked(|k| *k != kept_form) {
                kept.update(|k| *k = kept_form);
            }
        })
    };
    // A drill shared, opened or printed goes to the list of last drills.
    let remember = move || {
        if let Ok(spec) = full.get_untracked() {
            made.update(|m| m.add(&spec, platform::unix_millis()));
        }
    };
    // The options show what the content leaves to decide (no length, focus set or library
    // game with it): as soon as anything is pasted, even with an error, it is that content
    // that will be asked, never a library game instead.
    let with_content = Signal::derive(move || content_text.with(|t| !t.trim().is_empty()));
    let link = Signal::derive(move || {
        full.with(|f| {
            f.as_ref()
                .ok()
                .map(|s| format!("{}{}", platform::origin(), s.drill_path()))
        })
    });
    let blocked = Signal::derive(move || {
        full.with(|f| matches!(f, Err(DraftProblem::Content)))
            .then(|| content_text.with(|t| blocked_words(ui(), &reading.get(), t)))
    });
    let drill = Memo::new(move |_| {
        let spec = full.get().ok()?;
        let loaded = library.get().and_then(|r| r.ok());
        if spec.needs_library() && loaded.is_none() {
            return None;
        }
        Drill::new(spec, Setup::default(), loaded.as_deref(), 0.0).ok()
    });
    let loading = move || {
        full.with(|f| f.as_ref().is_ok_and(|s| s.needs_library()))
            && library.with(|l| l.as_ref().is_none_or(|r| r.is_err()))
    };

    // The board: the pasted positions or game, move by move; else the first prompt.
    let frames = Memo::new(move |_| -> Vec<Frame> {
        match reading.get() {
            Reading::Fits(content) | Reading::Misfit { content, .. } => match content {
                Content::Positions(items) => {
                    items.into_iter().map(|(p, mv)| (p, mv, false)).collect()
                }
                Content::Game { start, moves } => replay::frames(start, &moves)
                    .map(|(p, mv)| (p, mv, true))
                    .collect(),
                Content::Squares(_) => vec![(Position::default(), None, false)],
            },
            // A bad move: the position it was written in.
            Reading::Bad(InputError::Game(error)) => vec![(*error.position, None, true)],
            Reading::Bad(InputError::Move { position, .. }) => vec![(*position, None, false)],
            _ => drill.with(|d| match d.as_ref().and_then(|d| d.prompt().copied()) {
                Some(Prompt::Move { position, .. }) => vec![(position, None, false)],
                _ => vec![(Position::default(), None, false)],
            }),
        }
    });
    // Set up with the board (a task of its own while the app starts): the frames it follows
    // are read, and the drill made, only then.
    let follow_frames = move |board: RwSignal<BoardState>| {
        Effect::new(move |_| {
            let index = frame.get().min(frames.with(|f| f.len().saturating_sub(1)));
            let Some((position, mv, in_game)) = frames.with(|f| f.get(index).copied()) else {
                return;
            };
            // The side at the bottom as the drill will have it.
            let orientation = drill.with(|d| match (d, mv) {
                (Some(d), Some(mv)) => d.orientation_of(&Prompt::Move {
                    position,
                    mv,
                    ply: in_game.then_some(0),
                }),
                (Some(d), None) => match d.prompt() {
                    Some(Prompt::Move { mv, .. }) => d.orientation_of(&Prompt::Move {
                        position,
                        mv: *mv,
                        ply: in_game.then_some(0),
                    }),
                    Some(prompt) => d.orientation_of(prompt),
                    None => d.orientation(),
                },
                (None, _) => Orientation::White,
            });
            board.set(BoardState {
                last_move: mv,
                ..BoardState::new(position, orientation)
            });
        })
    };
    let marks = Signal::derive(move || match reading.get() {
        Reading::Fits(Content::Squares(squares)) => Marks {
            reveal: squares,
            ..Marks::default()
        },
        Reading::Fits(Content::Positions(items)) => {
            let mv = items.get(frame.get()).and_then(|(_, mv)| *mv);
            Marks {
                arrow: mv.map(|m| (m.get_source(), m.get_dest())),
                ..Marks::default()
            }
        }
        _ => Marks::default(),
    });

    let content_hint = move || {
        let mode = spec.with(|s| s.mode());
        tr(
            ui(),
            if mode.is_square_drill() {
                msg::BUILDER_CONTENT_SQUARES
            } else if mode.is_fen_drill() {
                msg::BUILDER_CONTENT_FEN
            } else if mode.is_game() {
                msg::BUILDER_CONTENT_GAME
            } else {
                msg::BUILDER_CONTENT_MOVES
            },
        )
    };
    let spec_problem = move || match full.get() {
        Err(DraftProblem::Spec(error)) => Some(errors::spec(ui(), &error)),
        _ => None,
    };
    // Another kind of drill. Chosen in the list, it has its own draft: the one shown is kept
    // under its kind, and the new kind's comes back as it was left (else a new one), so that
    // no title or game goes along. Suggested for the pasted text (`carry`), the text and the
    // title go along: they are what the teacher is making, and the page asks about the title.
    let set_mode = move |mode: Mode, carry: bool| {
        let (notation, chosen) =
            spec.with_untracked(|s| (s.notation(), s.states(Personal::Language)));
        let mut next = DrillSpec::new(mode);
        // The notation the teacher chose goes along to another move drill (a square drill has
        // none; old-book takes an algebraic one only); one never chosen is the teacher's own
        // notation setting (DrillSpec::in_teachers_notation).
        if chosen {
            let _ = next.set_notation(notation);
        }
        let next = next.in_teachers_notation(teachers_notation());
        if carry {
            spec.set(next);
            frame.set(0);
            title_kept.set(title.with_untracked(|t| !t.trim().is_empty()));
            return;
        }
        let current = draft.get_untracked();
        let mut back = None;
        by_mode.update(|kept| back = kept.switch(&current, mode));
        match back {
            Some(back) => open(back),
            None => open(Draft {
                seed: current.seed,
                ..Draft::new(next)
            }),
        }
    };
    // Opening another draft (a drill to edit, or one kept aside) keeps the one shown aside when
    // it holds work: nothing typed is ever lost.
    let open_over = move |opened: Draft| {
        let (shown, set_aside) = draft.get_untracked().open(opened);
        if let Some(previous) = set_aside {
            aside.update(|a| a.push(&previous));
        }
        open(shown);
    };
    let restore = move |index: usize| {
        let mut taken = None;
        aside.update(|a| taken = a.take(index));
        if let Some(back) = taken {
            open_over(back);
        }
    };
    let discard = move |index: usize| {
        aside.update(|a| {
            a.take(index);
        })
    };
    let aside_label = move |d: &Draft| {
        let name = d.title.trim();
        let name = if name.is_empty() {
            texts::title(ui(), d.options.mode())
        } else {
            name.to_string()
        };
        let text: String = d.text.split_whitespace().collect::<Vec<_>>().join(" ");
        match text.char_indices().nth(40) {
            Some((at, _)) => format!("{name} · {}…", &text[..at]),
            None if text.is_empty() => name,
            None => format!("{name} · {text}"),
        }
    };
    let modes = move || {
        Mode::ALL
            .into_iter()
            .map(|m| view! { <option value=m.slug() selected=move || spec.with(|s| s.mode() == m)>{move || texts::title(ui(), m)}</option> })
            .collect_view()
    };
    // The form is built once; the library fills the game list when it comes.
    let loaded = Signal::derive_local(move || library.get().and_then(Result::ok));
    let fields = move || view! { <SpecFields spec=spec library=loaded with_content=with_content/> };
    let share_title = Signal::derive(move || {
        full.with(|f| match f {
            Ok(s) => s
                .title()
                .map(str::to_string)
                .unwrap_or_else(|| texts::title(ui(), s.mode())),
            Err(_) => String::new(),
        })
    });

    view! {
        <section class="builder" aria-labelledby="builder-title">
            <h1 id="builder-title">{move || tr(ui(), msg::BUILDER_TITLE)}</h1>
            <p>{move || tr(ui(), msg::BUILDER_INTRO)}</p>
            // A link that opens no drill says why, and what the page shows instead.
            {query_error.map(|problem| {
                let instead = if problem.draft_kept { msg::BUILDER_QUERY_DRAFT } else { msg::BUILDER_QUERY_NEW };
                if problem.error == SpecError::MissingMode {
                    // Once the page is there: the kind of drill is what the link left out.
                    Effect::new(|_| platform::focus_selector("select[name=mode]"));
                }
                view! {
                    <p class="answer-hint" role="alert" data-query-error="">
                        {move || format!("{} {}", errors::spec(ui(), &problem.error), tr(ui(), instead))}
                    </p>
                }
            })}
            <Show when=move || aside.value.with(|a| !a.drafts().is_empty())>
                <section class="drafts-aside" data-drafts-aside="" aria-labelledby="drafts-aside-title">
                    <h2 id="drafts-aside-title">{move || tr(ui(), msg::BUILDER_ASIDE_TITLE)}</h2>
                    <p class="hint">{move || tr(ui(), msg::BUILDER_ASIDE_INTRO)}</p>
                    <ul>
                        {move || aside.value.with(|a| a.drafts()).iter().enumerate().map(|(i, d)| view! {
                            <li data-draft-aside="">
                                <span class="aside-label">{aside_label(d)}</span>
                                <button type="button" data-restore-draft="" on:click=move |_| restore(i)>{tr(ui(), msg::BUILDER_ASIDE_RESTORE)}</button>
                                <button type="button" class="secondary" data-discard-draft="" on:click=move |_| discard(i)>{tr(ui(), msg::BUILDER_ASIDE_DISCARD)}</button>
                            </li>
                        }).collect_view()}
                    </ul>
                </section>
            </Show>
            <div class="builder-body">
                <form class="builder-form" on:submit=|ev| ev.prevent_default()>
                    // The form a task after the page's heading while the app starts, then
                    // what the content was read as, then its options.
                    <Later at_start_only=true>
                    {keep_draft();}
                    <label>
                        <span>{move || tr(ui(), msg::BUILDER_MODE)}</span>
                        <select name="mode" prop:value=move || mode.get().slug() on:change=move |ev| {
                            if let Ok(mode) = event_target_value(&ev).parse::<Mode>() {
                                set_mode(mode, false);
                            }
                        }>{modes()}</select>
                    </label>
                    <label>
                        <span>{move || tr(ui(), msg::BUILDER_DRILL_TITLE)}</span>
                        // Empty, the field shows the title the students will see.
                        <input type="text" name="title" maxlength="80"
                            placeholder=move || texts::title(ui(), mode.get())
                            prop:value=move || title.get() on:input=move |ev| { title_kept.set(false); title.set(event_target_value(&ev)) }/>
                    </label>
                    <Show when=move || title_kept.get()>
                        <p class="hint title-kept" role="status" data-title-kept="">
                            {move || tr_args(ui(), msg::BUILDER_TITLE_KEPT, &[("title", &title.get()), ("mode", &texts::title(ui(), mode.get()))])}
                            " "
                            <button type="button" class="secondary" data-clear-title="" on:click=move |_| { title.set(String::new()); title_kept.set(false); }>
                                {move || tr(ui(), msg::BUILDER_TITLE_CLEAR)}
                            </button>
                        </p>
                    </Show>
                    <label class="block">
                        <span>{move || tr(ui(), msg::BUILDER_CONTENT)}</span>
                        <span class="hint">{content_hint}</span>
                        <textarea name="content" rows="6" spellcheck="false"
                            prop:value=move || content_text.get()
                            on:input=move |ev| { frame.set(0); content_text.set(event_target_value(&ev)) }></textarea>
                    </label>
                    </Later>
                    <Later at_start_only=true>
                    <ContentStatus reading=reading text=content_text mode=Signal::derive(move || spec.with(|s| s.mode()))
                        notation=Signal::derive(move || spec.with(|s| s.language()))
                        on_suggest=Callback::new(move |mode| set_mode(mode, true))/>
                    <Show when=move || reading.with(|r| matches!(r, Reading::Empty)) && spec.with(|s| !s.mode().is_game())>
                        <label class="check">
                            <input type="checkbox" name="same" prop:checked=move || shared_seed.get().is_some()
                                on:change=move |ev| shared_seed.set(event_target_checked(&ev).then(new_seed))/>
                            <span>{move || tr(ui(), msg::BUILDER_SAME_PROMPTS)}</span>
                        </label>
                        // Unticked, the students' runs are their own: no code comes back.
                        <Show when=move || shared_seed.get().is_none()>
                            <p class="hint" data-no-result-code>{move || tr(ui(), msg::BUILDER_SAME_PROMPTS_OFF)}</p>
                        </Show>
                    </Show>
                    </Later>
                    // The page in a few tasks while the app starts: the form's options, then
                    // the board, the preview and link, then the list of drills made.
                    <Later at_start_only=true>{fields}</Later>
                </form>
                <div class="builder-output">
                    <Later at_start_only=true>
                    {
                        // (The chess crate builds its tables for the first position: in this
                        // task too, not the page's first.)
                        let board = RwSignal::new(BoardState::new(Position::default(), Orientation::White));
                        follow_frames(board);
                        view! {
                            <Board state=board coordinates=Signal::derive(move || spec.with(|s| s.coordinates()))
                                ui=Signal::derive(move || app.ui()) notation=Signal::derive(move || spec.with(|s| s.language()))
                                flash=RwSignal::new(None::<Flash>) input=BoardInput::Off marks=marks status_line=false
                                hide_pieces=Signal::derive(move || spec.with(|s| s.mode().is_square_drill() && !s.pieces()))/>
                        }
                    }
                    <Show when=move || frames.with(|f| f.len() > 1)>
                        <p class="stepper">
                            <button type="button" aria-label=move || tr(ui(), msg::BUILDER_FIRST) on:click=move |_| frame.set(0)>"|◀"</button>
                            <button type="button" aria-label=move || tr(ui(), msg::BUILDER_PREVIOUS) on:click=move |_| frame.update(|f| *f = f.saturating_sub(1))>"◀"</button>
                            <span>{move || format!("{} / {}", frame.get() + 1, frames.with(|f| f.len()))}</span>
                            <button type="button" aria-label=move || tr(ui(), msg::BUILDER_NEXT) on:click=move |_| frame.update(|f| *f = (*f + 1).min(frames.with_untracked(|fs| fs.len() - 1)))>"▶"</button>
                            <button type="button" aria-label=move || tr(ui(), msg::BUILDER_LAST) on:click=move |_| frame.set(frames.with_untracked(|f| f.len() - 1))>"▶|"</button>
                        </p>
                    </Show>
                    </Later>
                    // The preview, then the link, each a task after the board (the QR code is
                    // work too).
                    <Later at_start_only=true>
                    <Show when=move || drill.with(Option::is_some)>
                        <h2>{move || tr(ui(), msg::BUILDER_PREVIEW)}</h2>
                    </Show>
                    <Show when=loading>
                        <p role="status">{move || tr(ui(), msg::LIBRARY_LOADING)}</p>
                    </Show>
                    <PromptPreview drill=Signal::derive(move || drill.get())/>
                    <p class="answer-hint" role="alert">{spec_problem}</p>
                    </Later>
                    <Later at_start_only=true>
                    <h2>{move || tr(ui(), msg::BUILDER_LINK)}</h2>
                    <ShareBox link=link blocked=blocked title=share_title on_share=Callback::new(move |_| remember())/>
                    <p class="links">
                        {move || full.get().ok().map(|s| view! {
                            <A href=s.drill_path() on:click=move |_| remember()>{tr(ui(), msg::BUILDER_OPEN)}</A>
                            " · "
                            <A href=format!("/worksheet?{s}") on:click=move |_| remember()>{tr(ui(), msg::BUILDER_WORKSHEET)}</A>
                            " · "
                        })}
                        <A href="/results">{move || tr(ui(), msg::BUILDER_RESULTS)}</A>
                    </p>
                    </Later>
                </div>
            </div>
            <Later at_start_only=true>
                <MadeDrillList made=made.value on_edit=Callback::new(move |spec: DrillSpec| {
                    open_over(Draft::from_spec(&spec));
                    platform::focus_selector("select[name=mode]");
                })/>
            </Later>
        </section>
    }
}
