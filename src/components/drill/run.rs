//! One run of a square drill: renders the core's [`Drill`] and forwards every answer to it.
//!
//! The page contract: `[data-drill][data-mode]`, the prompt in `[data-prompt]` (inside an
//! `aria-live` region), the score in `[data-score]`, `[data-verdict]` = `correct`|`wrong` after
//! each answer, the board's `data-orientation`, `data-marked` on the name drill's square,
//! `input[name=answer]`, keys with `data-answer`, and `[data-summary]` at the end.

use super::answers::{ChoiceKeys, SquareEntry};
use super::options::DrillOptions;
use super::summary::Summary;
use super::texts;
use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::i18n::{tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::drill::{Answer, AnswerError, Attempt, Drill, DrillSpec, Expected, Mode, Setup};
use escaque_core::Position;
use leptos::prelude::*;
use std::time::Duration;

/// How long the flash and the revealed squares stay after an answer.
const FEEDBACK: Duration = Duration::from_millis(900);

#[component]
pub fn DrillRun(spec: DrillSpec, #[prop(into)] on_again: Callback<()>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = Signal::derive(move || app.ui());
    let mode = spec.mode;
    let setup = Setup {
        seed: platform::random_seed(),
        weights: app.history.with_untracked(|h| h.weights(mode)),
    };
    let drill = RwSignal::new(Drill::new(spec, setup, platform::now()));
    let orientation = drill.with_untracked(|d| d.orientation());
    let board = RwSignal::new(BoardState::new(Position::default(), orientation));
    let flash = RwSignal::new(None::<Flash>);
    let feedback = RwSignal::new(None::<Marks>);
    let hint = RwSignal::new(None::<String>);
    let viewing = RwSignal::new(None::<usize>);
    let recorded = StoredValue::new(false);
    let graded = Memo::new(move |_| drill.with(|d| d.attempts().len()));
    let over = Memo::new(move |_| drill.with(|d| d.is_over()));

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
                set_timeout(
                    move || {
                        // Only if no newer answer came meanwhile.
                        if graded.try_get_untracked() == Some(answered) {
                            flash.set(None);
                            feedback.set(None);
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
            Err(AnswerError::Over | AnswerError::WrongKind) => {}
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
    // The first key press goes to the right place.
    request_animation_frame(move || match mode {
        Mode::Find => platform::focus_square(&board.with_untracked(|b| b.focus.to_string())),
        Mode::Name if !platform::prefers_touch() => platform::focus_selector("input[name=answer]"),
        _ => {}
    });

    let marks = Signal::derive(move || {
        if let Some(index) = viewing.get() {
            return drill.with(|d| {
                d.attempts()
                    .get(index)
                    .map(review_marks)
                    .unwrap_or_default()
            });
        }
        let mut marks = feedback.get().unwrap_or_default();
        if mode == Mode::Name {
            marks.marked = drill.with(|d| d.prompt().map(|p| p.first_square()));
        }
        marks
    });
    let prompt_text = move || drill.with(|d| d.prompt().map(|p| texts::prompt(ui.get(), mode, p)));
    let upcoming = move || {
        drill.with(|d| {
            d.upcoming()
                .filter(|_| mode != Mode::Name)
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
            .map(|a| texts::verdict(ui.get(), mode, &a))
            .unwrap_or_default()
    };
    let orientation_note = move || {
        (spec.orientation == escaque_core::drill::OrientationChoice::Random).then(|| {
            tr(
                ui.get(),
                if orientation == Orientation::White {
                    "drill-orientation-white"
                } else {
                    "drill-orientation-black"
                },
            )
        })
    };
    let answer_pad = move || {
        match mode {
        Mode::Find => view! { <p class="hint">{move || tr(ui.get(), "drill-find-keys")}</p> }.into_any(),
        Mode::Name => view! { <SquareEntry on_answer=submit graded=graded touch_first=platform::prefers_touch()/> }.into_any(),
        _ => view! { <ChoiceKeys mode=mode on_answer=submit/> }.into_any(),
    }
    };

    view! {
        <section class="drill" data-drill="" data-mode=mode.slug() aria-labelledby="drill-title">
            <header class="drill-head">
                <h1 id="drill-title">{move || texts::title(ui.get(), mode)}</h1>
                <p class="hint">{move || texts::instructions(ui.get(), mode)}</p>
                {move || spec.seed.map(|_| view! { <p class="shared-note">{tr(ui.get(), "drill-shared")}</p> })}
                {move || orientation_note().map(|note| view! { <p class="orientation-note" data-bottom=if orientation == Orientation::White { "white" } else { "black" }>{note}</p> })}
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
                            <p class="prompt" aria-live="assertive" aria-atomic="true">
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
                </div>
                <Board
                    state=board
                    coordinates=Signal::derive(move || spec.coordinates)
                    ui=ui
                    notation=Signal::derive(move || app.settings.with(|s| s.notation_language()))
                    flash=flash
                    input=if mode == Mode::Find { BoardInput::Pick } else { BoardInput::Off }
                    on_pick=Callback::new(move |square| submit.run(Answer::Square(square)))
                    marks=marks
                    hide_pieces=Signal::derive(move || !spec.pieces)
                    status_line=false
                />
            </div>
            <Show when=move || over.get()>
                <Summary drill=drill viewing=viewing on_again=on_again/>
            </Show>
            <DrillOptions spec=spec/>
        </section>
    }
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
    Marks {
        marked: None,
        reveal: attempt.prompt.squares(),
        missed,
    }
}
