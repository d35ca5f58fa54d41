//! One run of a drill: renders the core's [`Drill`] and forwards every answer to it.
//!
//! The page contract: `[data-drill][data-mode]`, the prompt in `[data-prompt]` (inside an
//! `aria-live` region), the score in `[data-score]`, `[data-verdict]` = `correct`|`wrong` after
//! each answer, the board's `data-orientation`, `data-marked` on the name drill's square,
//! `input[name=answer]`, keys with `data-answer`, `[data-summary]` at the end; in move drills,
//! `data-question-fen` (and in name-move `data-question-move`) on `[data-drill]`.

use super::answers::{ChoiceKeys, MoveEntry, SquareEntry};
use super::game_sheet::GameSheet;
use super::options::DrillOptions;
use super::summary::Summary;
use super::texts;
use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::components::later::Later;
use crate::i18n::{tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::drill::{
    Answer, AnswerError, Attempt, Drill, DrillError, DrillSpec, Expected, Mode, OrientationChoice,
    Prompt, Setup,
};
use escaque_core::library::Library;
use escaque_core::Position;
use leptos::prelude::*;
use std::rc::Rc;
use std::time::Duration;

/// How long the flash and the revealed squares stay after an answer.
const FEEDBACK: Duration = Duration::from_millis(900);
/// How long a move drill shows the position before the move is played on it.
const BEFORE_THE_MOVE: Duration = Duration::from_millis(350);

/// A run of `spec`; move drills get the game library.
#[component]
pub fn DrillRun(
    spec: DrillSpec,
    #[prop(optional)] library: Option<Rc<Library>>,
    #[prop(into)] on_again: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let setup = Setup {
        seed: platform::random_seed(),
        weights: app.history.with_untracked(|h| h.weights(spec.mode)),
    };
    match Drill::new(spec.clone(), setup, library.as_deref(), platform::now()) {
        Ok(drill) => view! { <Running drill=drill library=library on_again=on_again/> }.into_any(),
        Err(error) => {
            let (id, arg) = match &error {
                DrillError::UnknownGame(game) => ("drill-unknown-game", game.clone()),
                DrillError::NoExamples(focus) => ("drill-no-examples", focus.to_string()),
                DrillError::NeedsLibrary => ("library-failed", String::new()),
            };
            view! {
                <section class="link-error" role="alert" data-error=id>
                    <h1>{move || tr(app.ui(), "link-error-title")}</h1>
                    <p>{move || tr_args(app.ui(), id, &[("game", &arg), ("focus", &arg), ("error", &arg)])}</p>
                    <p><leptos_router::components::A href="/">{move || tr(app.ui(), "link-error-home")}</leptos_router::components::A></p>
                </section>
            }
            .into_any()
        }
    }
}

#[component]
fn Running(drill: Drill, library: Option<Rc<Library>>, on_again: Callback<()>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = Signal::derive(move || app.ui());
    let spec = drill.spec().clone();
    let mode = spec.mode;
    let language = spec.language;
    let teacher_title = spec.title.clone();
    let spec_has_content = spec.content.is_some();
    let shared = spec.is_shared();
    let (seed, orientation_choice, coordinates, pieces, speak) = (
        spec.seed,
        spec.orientation,
        spec.coordinates,
        spec.pieces,
        spec.speak,
    );
    let writes_moves = drill.writes_moves();
    let plays_moves = drill.plays_moves();
    let drill = RwSignal::new(drill);
    let board = RwSignal::new(BoardState::new(
        Position::default(),
        drill.with_untracked(|d| d.orientation()),
    ));
    let flash = RwSignal::new(None::<Flash>);
    let feedback = RwSignal::new(None::<Marks>);
    let move_marks = RwSignal::new(Marks::default());
    // After a wrong move was played: the board shows the right one for a moment, and takes no
    // move until the next position is up.
    let correcting = RwSignal::new(false);
    let hint = RwSignal::new(None::<String>);
    let viewing = RwSignal::new(None::<usize>);
    let recorded = StoredValue::new(false);
    let graded = Memo::new(move |_| drill.with(|d| d.attempts().len()));
    let over = Memo::new(move |_| drill.with(|d| d.is_over()));

    // Move drills: the board shows each prompt's position; in name-move the move is then played
    // on it, sliding in with an arrow.
    let show_prompt = move || {
        let (prompt, orientation) =
            drill.with_untracked(|d| (d.prompt().copied(), d.orientation()));
        let Some(Prompt::Move { position, mv, ply }) = prompt else {
            return;
        };
        let previous = drill.with_untracked(|d| previous_game_move(d, ply));
        board.set(BoardState {
            last_move: previous,
            ..BoardState::new(position, orientation)
        });
        move_marks.set(Marks::default());
        if speak && plays_moves {
            platform::speak(
                &texts::spoken_move(ui.get_untracked(), &position, mv),
                ui.get_untracked().code(),
            );
        }
        if writes_moves {
            let index = graded.get_untracked();
            set_timeout(
                move || {
                    if graded.try_get_untracked() != Some(index) {
                        return;
                    }
                    board.update(|b| {
                        b.position = position.play(mv);
                        b.last_move = Some(mv);
                    });
                    move_marks.set(Marks {
                        arrow: Some((mv.get_source(), mv.get_dest())),
                        arrival: Some((mv.get_source(), mv.get_dest())),
                        ..Marks::default()
                    });
                    if speak {
                        platform::speak(
                            &texts::spoken_move(ui.get_untracked(), &position, mv),
                            ui.get_untracked().code(),
                        );
                    }
                },
                BEFORE_THE_MOVE,
            );
        }
    };
    if !mode.is_square_drill() {
        show_prompt();
    }

    let finish = move || {
        if !recorded.get_value() {
            recorded.set_value(true);
            drill.with_untracked(|d| app.record_run(d));
        }
        app.run_active.set(false);
    };
    let submit = Callback::new(move |answer: Answer| {
        let now = platform::now();
        let Some(result) = drill.try_update(|d| d.answer(answer, now).cloned()) else {
            return;
        };
        match result {
            Ok(attempt) => {
                hint.set(None);
                flash.set(Some(if attempt.correct {
                    Flash::Correct
                } else {
                    Flash::Wrong
                }));
                feedback.set(marks_after(mode, &attempt));
                if app.settings.with_untracked(|s| s.sounds) {
                    platform::play_feedback(attempt.correct);
                }
                let answered = graded.get_untracked();
                let wrong_move_played = plays_moves && !attempt.correct;
                if wrong_move_played {
                    correcting.set(true);
                    // Show the right move on the position it belonged to, then go on.
                    if let (Prompt::Move { position, mv, .. }, orientation) =
                        (attempt.prompt, board.with_untracked(|b| b.orientation))
                    {
                        board.set(BoardState {
                            last_move: Some(mv),
                            ..BoardState::new(position.play(mv), orientation)
                        });
                        move_marks.set(Marks {
                            arrow: Some((mv.get_source(), mv.get_dest())),
                            arrival: Some((mv.get_source(), mv.get_dest())),
                            ..Marks::default()
                        });
                    }
                } else if !mode.is_square_drill() {
                    show_prompt();
                }
                set_timeout(
                    move || {
                        // Only if no newer answer came meanwhile.
                        if graded.try_get_untracked() == Some(answered) {
                            flash.set(None);
                            feedback.set(None);
                            if wrong_move_played {
                                correcting.set(false);
                                show_prompt();
                            }
                        }
                    },
                    FEEDBACK,
                );
                if drill.with_untracked(|d| d.is_over()) {
                    finish();
                } else {
                    app.run_active.set(true);
                }
            }
            Err(AnswerError::NotASquare(text)) => {
                hint.set(Some(tr_args(
                    ui.get_untracked(),
                    "answer-not-square",
                    &[("text", &text)],
                )));
            }
            Err(AnswerError::Over | AnswerError::WrongKind | AnswerError::Empty) => {}
        }
    });

    // Timed runs: a clock for the display; the run ends by itself when the time is up.
    let clock = RwSignal::new(platform::now());
    if drill.with_untracked(|d| d.time_left(0.0).is_some()) {
        if let Ok(handle) = set_interval_with_handle(
            move || {
                let now = platform::now();
                clock.set(now);
                let was_over = drill.with_untracked(|d| d.is_over());
                if !was_over && drill.try_update(|d| d.tick(now)).unwrap_or(false) {
                    finish();
                }
            },
            Duration::from_millis(100),
        ) {
            on_cleanup(move || handle.clear());
        }
    }
    // Keys for the button drills; typing in a field is left alone.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || platform::event_from_field(&ev) {
            return;
        }
        if let Some(answer) = Answer::from_key(mode, &ev.key()) {
            ev.prevent_default();
            submit.run(answer);
        }
    });
    on_cleanup(move || {
        keys.remove();
        // A run left half-way is kept too.
        if drill
            .try_with_untracked(|d| d.attempts().len())
            .unwrap_or(0)
            > 0
        {
            finish();
        } else {
            app.run_active.set(false);
        }
    });
    // The first key press goes to the right place: the board (which takes the focus when it
    // comes, a task after the rest) or the answer field. Not on a touch screen, where there is
    // no key to press (a focus ring on a square would only puzzle) and a focused field would
    // open the on-screen keyboard over the board.
    let touch = platform::prefers_touch();
    let focus_board = (mode == Mode::Find || plays_moves) && !touch;
    if !focus_board && (mode == Mode::Name || writes_moves) && !touch {
        request_animation_frame(|| platform::focus_selector("input[name=answer]"));
    }

    // A move of the summary, pressed: its position, the move played on it.
    Effect::new(move |_| {
        let Some(index) = viewing.get() else { return };
        let prompt = drill.with_untracked(|d| d.attempts().get(index).map(|a| a.prompt));
        if let Some(Prompt::Move { position, mv, .. }) = prompt {
            let orientation = board.with_untracked(|b| b.orientation);
            board.set(BoardState {
                last_move: Some(mv),
                ..BoardState::new(position.play(mv), orientation)
            });
        }
    });
    // A memo: the board hears of the marks only when they change, not on every answer.
    let marks = Memo::new(move |_| {
        if let Some(index) = viewing.get() {
            return drill.with(|d| {
                d.attempts()
                    .get(index)
                    .map(review_marks)
                    .unwrap_or_default()
            });
        }
        let mut marks = feedback.get().unwrap_or_else(|| move_marks.get());
        if mode == Mode::Name {
            marks.marked = drill.with(|d| d.prompt().map(|p| p.first_square()));
        }
        marks
    });
    let prompt_text = move || drill.with(|d| d.prompt().map(|p| texts::prompt(ui.get(), d, p)));
    let upcoming = move || {
        drill.with(|d| {
            d.upcoming()
                .filter(|_| mode.is_square_drill() && mode != Mode::Name)
                .map(|p| p.to_string())
        })
    };
    let score = move || drill.with(|d| format!("{}/{}", d.score().right, d.score().attempted));
    let streak = move || {
        tr_args(
            ui.get(),
            "drill-streak",
            &[("streak", &drill.with(|d| d.streak()).to_string())],
        )
    };
    let progress = move || {
        let (done, total) = drill.with(|d| d.progress());
        match drill.with(|d| d.time_left(clock.get())) {
            Some(left) => tr_args(
                ui.get(),
                "drill-time-left",
                &[("seconds", &format!("{:.0}", (left / 1000.0).ceil()))],
            ),
            None => tr_args(
                ui.get(),
                "drill-progress",
                &[
                    ("done", &done.to_string()),
                    ("total", &total.unwrap_or(done).to_string()),
                ],
            ),
        }
    };
    let clock_waits = move || drill.with(|d| d.time_left(0.0).is_some() && d.attempts().is_empty());
    let last = move || drill.with(|d| d.last().cloned());
    let verdict = move || last().map(|a| if a.correct { "correct" } else { "wrong" });
    let verdict_text = move || {
        last()
            .map(|a| drill.with(|d| texts::verdict(ui.get(), d, &a)))
            .unwrap_or_default()
    };
    let fixed_bottom = drill.with_untracked(|d| d.orientation());
    let orientation_note = move || {
        (orientation_choice == OrientationChoice::Random).then(|| {
            tr(
                ui.get(),
                if fixed_bottom == Orientation::White {
                    "drill-orientation-white"
                } else {
                    "drill-orientation-black"
                },
            )
        })
    };
    // The board turns with the side to move where the link says `o=auto`.
    Effect::new(move |_| {
        let orientation = drill.with(|d| d.orientation());
        if board.with_untracked(|b| b.orientation != orientation) {
            board.update(|b| b.orientation = orientation);
        }
    });
    let question_fen = move || {
        drill.with(|d| match d.prompt() {
            Some(Prompt::Move { position, .. }) => Some(position.to_fen()),
            _ => None,
        })
    };
    let question_move = move || {
        drill.with(|d| match d.prompt() {
            Some(Prompt::Move { mv, .. }) if writes_moves => Some(mv.to_string()),
            _ => None,
        })
    };
    let answer_pad = move || {
        match mode {
        Mode::Find => view! { <p class="hint">{move || tr(ui.get(), "drill-find-keys")}</p> }.into_any(),
        Mode::Name => view! { <SquareEntry on_answer=submit graded=graded touch_first=platform::prefers_touch()/> }.into_any(),
        Mode::Colour | Mode::Diagonal | Mode::Knight => view! { <ChoiceKeys mode=mode on_answer=submit/> }.into_any(),
        _ if writes_moves => view! { <MoveEntry language=language on_answer=submit graded=graded touch_first=platform::prefers_touch()/> }.into_any(),
        _ => view! { <p class="hint">{move || tr(ui.get(), "drill-play-keys")}</p> }.into_any(),
    }
    };
    let board_input = if mode == Mode::Find {
        BoardInput::Pick
    } else if plays_moves {
        BoardInput::Play
    } else {
        BoardInput::Off
    };

    // What the options below the board are built from, kept here for their later build.
    let options = StoredValue::new_local((spec.clone(), library.clone()));
    view! {
        <section class="drill" data-drill="" data-mode=mode.slug() aria-labelledby="drill-title"
            data-question-fen=question_fen data-question-move=question_move>
            <header class="drill-head">
                <h1 id="drill-title">{move || texts::title(ui.get(), mode)}</h1>
                {teacher_title.map(|title| view! { <p class="teacher-title" data-title="">{title}</p> })}
                <p class="hint">{move || drill.with(|d| texts::instructions(ui.get(), d))}</p>
                {move || (shared && (seed.is_some() || spec_has_content)).then(|| view! { <p class="shared-note">{tr(ui.get(), "drill-shared")}</p> })}
                {move || orientation_note().map(|note| view! { <p class="orientation-note" data-bottom=if fixed_bottom == Orientation::White { "white" } else { "black" }>{note}</p> })}
            </header>
            <div class="drill-body">
                <div class="drill-panel">
                    <p class="drill-stats">
                        <span class="score">{move || tr(ui.get(), "drill-score-label")}" "<strong data-score="">{score}</strong></span>
                        <span class="streak">{streak}</span>
                        <span class="progress" role=move || drill.with(|d| d.time_left(0.0).is_some()).then_some("timer")>{progress}</span>
                    </p>
                    <Show when=clock_waits>
                        <p class="hint">{move || tr(ui.get(), "drill-clock-waits")}</p>
                    </Show>
                    <Show when=move || !over.get()>
                        <div class="prompt-box">
                            <p class="prompt" class:words=!mode.is_square_drill() || mode == Mode::Name aria-live="assertive" aria-atomic="true">
                                <span data-prompt="">{prompt_text}</span>
                            </p>
                            <p class="upcoming" aria-hidden="true">{move || upcoming().map(|next| tr_args(ui.get(), "drill-next", &[("prompt", &next)]))}</p>
                        </div>
                    </Show>
                    <p class="verdict" class:wrong=move || verdict() == Some("wrong") role="status"
                        data-verdict=verdict data-count=move || graded.get().to_string()>{verdict_text}</p>
                    <p class="answer-hint" role="alert">{move || hint.get()}</p>
                    <Show when=move || !over.get()>
                        {answer_pad}
                        <button type="button" class="stop" on:click=move |_| { drill.update(|d| d.finish()); finish(); }>
                            {move || tr(ui.get(), "drill-stop")}
                        </button>
                    </Show>
                    <Show when=move || mode == Mode::Game>
                        <GameSheet drill=drill/>
                    </Show>
                </div>
                // The board a task after the panel: each is a shorter block of work for the
                // phone, and the prompt shows first. Its place is kept meanwhile.
                <Later fallback=|| view! { <div class="board-wrap" aria-hidden="true"><div class="board-slot"></div></div> }>
                <Board
                    state=board
                    coordinates=Signal::derive(move || coordinates)
                    ui=ui
                    notation=Signal::derive(move || language)
                    flash=flash
                    input=board_input
                    on_pick=Callback::new(move |square| submit.run(Answer::Square(square)))
                    on_move=Callback::new(move |(_, mv)| if !correcting.get_untracked() { submit.run(Answer::Move(mv)) })
                    busy=correcting
                    marks=marks
                    hide_pieces=Signal::derive(move || !pieces)
                    status_line=false
                    focus_on_mount=focus_board
                />
                </Later>
            </div>
            <Show when=move || over.get()>
                <Summary drill=drill viewing=viewing on_again=on_again/>
            </Show>
            // Below the board: built after it, in the browser's next task.
            <Later>
                {move || options.with_value(|(spec, library)| match library.clone() {
                    Some(library) => view! { <DrillOptions spec=spec.clone() library=library/> }.into_any(),
                    None => view! { <DrillOptions spec=spec.clone()/> }.into_any(),
                })}
            </Later>
        </section>
    }
}

/// The game move before `ply`, if the student did not play it (the opponent's reply): the
/// board highlights it.
fn previous_game_move(drill: &Drill, ply: Option<u16>) -> Option<escaque_core::chess::ChessMove> {
    let ply = usize::from(ply?);
    let game = drill.game()?;
    ply.checked_sub(1).and_then(|p| game.moves.get(p).copied())
}

/// What the board shows right after an answer: the right square after a miss in the find
/// drill, the squares asked about in the button drills.
fn marks_after(mode: Mode, attempt: &Attempt) -> Option<Marks> {
    match (mode, attempt.expected, &attempt.given) {
        (Mode::Find, Expected::Square(square), Answer::Square(given)) if !attempt.correct => {
            Some(Marks {
                reveal: vec![square],
                missed: Some(*given),
                ..Marks::default()
            })
        }
        (Mode::Colour | Mode::Diagonal | Mode::Knight, _, _) => Some(Marks {
            reveal: attempt.prompt.squares(),
            ..Marks::default()
        }),
        _ => None,
    }
}

/// A prompt of the summary shown on the board.
fn review_marks(attempt: &Attempt) -> Marks {
    let missed = match attempt.given {
        Answer::Square(given) if !attempt.correct => Some(given),
        _ => None,
    };
    let arrow = match attempt.prompt {
        Prompt::Move { mv, .. } => Some((mv.get_source(), mv.get_dest())),
        _ => None,
    };
    Marks {
        reveal: attempt.prompt.squares(),
        missed,
        arrow,
        ..Marks::default()
    }
}
