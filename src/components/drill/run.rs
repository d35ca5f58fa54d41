//! One run of a drill: a thin shell around the core's [`DrillScreen`]. It forwards answers,
//! Next and the time to it, and renders what it says to show ([`Shown`]); it decides nothing.
//!
//! The page contract: `[data-drill][data-mode]` with `data-answered` (answers so far) and
//! `data-total` (questions; empty for a timed run), the prompt in `[data-prompt]` (inside an
//! `aria-live` region), the score in `[data-score]`, `[data-verdict]` = `correct`|`wrong` after
//! each answer, the board's `data-orientation`, `data-marked` on the name drill's square,
//! `input[name=answer]`, keys with `data-answer`, `[data-summary]` at the end; in move drills,
//! `data-question-fen` (and in name-move `data-question-move`) on `[data-drill]`: always the
//! question on the board, the answered one while a wrong answer is held, when the right move
//! is in `data-shown-move` (UCI) and `button[data-next]` goes on; `[data-turned]` when the
//! board turned to the other side for this question.

use super::answers::{ChoiceKeys, MoveEntry, SquareEntry};
use super::game_sheet::GameSheet;
use super::options::DrillOptions;
use super::summary::Summary;
use super::texts;
use crate::components::board::{Board, BoardInput, Flash};
use crate::components::later::Later;
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::drill::screen::{self, Phase};
use escaque_core::drill::{
    Answer, AnswerError, Drill, DrillError, DrillScreen, DrillSpec, Mode, OrientationChoice,
    Prompt, Setup,
};
use escaque_core::library::Library;
use escaque_core::saved_runs::SavedRun;
use escaque_core::LinkName;
use leptos::prelude::*;
use leptos_router::hooks::use_location;
use std::rc::Rc;
use std::time::Duration;

/// A run of `spec`; move drills get the game library. The run kept under this page's address
/// goes on where it was (a reload, Back, a tab opened again), and a shared link's finished run
/// shows its result first; `fresh` (the student's "again") starts a new one.
#[component]
pub fn DrillRun(
    spec: DrillSpec,
    #[prop(optional)] library: Option<Rc<Library>>,
    #[prop(into)] on_again: Callback<()>,
    #[prop(optional)] fresh: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let link = page_link();
    let now = platform::now();
    let kept = app.saved_runs().with_untracked(|r| r.get(&link).cloned());
    let resumed = kept
        .filter(|run| !fresh && (!run.is_finished() || spec.is_shared()))
        .and_then(|run| {
            let screen = run.replay(library.as_deref(), now).ok()?;
            Some((screen, run))
        });
    if let Some((screen, run)) = resumed {
        return view! { <Running screen=screen saved=run library=library on_again=on_again/> }
            .into_any();
    }
    let setup = Setup {
        seed: platform::random_seed(),
        weights: app.history().with_untracked(|h| h.weights(spec.mode())),
    };
    match Drill::new(spec.clone(), setup, library.as_deref(), now) {
        Ok(drill) => {
            let run = SavedRun::new(&link, drill.spec(), setup, platform::unix_millis());
            if fresh {
                // Over the finished run of this address: a reload goes on with this one.
                app.save_run(run.clone());
            }
            let screen = DrillScreen::new(drill, now);
            view! { <Running screen=screen saved=run library=library on_again=on_again/> }
                .into_any()
        }
        Err(error) => {
            let (id, arg) = match &error {
                DrillError::UnknownGame(game) => (msg::DRILL_UNKNOWN_GAME, game.clone()),
                DrillError::NoExamples(focus) => (msg::DRILL_NO_EXAMPLES, focus.to_string()),
                DrillError::NeedsLibrary => (msg::LIBRARY_FAILED, String::new()),
                DrillError::NothingToAsk => (msg::DRILL_NOTHING_TO_ASK, String::new()),
            };
            view! {
                <section class="link-error" role="alert" data-error=id.id()>
                    <h1>{move || tr(app.ui(), msg::LINK_ERROR_TITLE)}</h1>
                    <p>{move || tr_args(app.ui(), id, &[("game", &arg), ("focus", &arg), ("error", &arg)])}</p>
                    <p><leptos_router::components::A href="/">{move || tr(app.ui(), msg::LINK_ERROR_HOME)}</leptos_router::components::A></p>
                </section>
            }
            .into_any()
        }
    }
}

/// The page's address, path and query (`/drill/find?v=1&n=20`): a saved run's key.
fn page_link() -> String {
    let location = use_location();
    let (path, search) = (
        location.pathname.get_untracked(),
        location.search.get_untracked(),
    );
    match search.trim_start_matches('?') {
        "" => path,
        query => format!("{path}?{query}"),
    }
}

#[component]
fn Running(
    screen: DrillScreen,
    saved: SavedRun,
    library: Option<Rc<Library>>,
    on_again: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = Signal::derive(move || app.ui());
    let touch = platform::prefers_touch();
    let drill = screen.drill();
    let spec = drill.spec().clone();
    let mode = spec.mode();
    let language = spec.language();
    let written_in = spec.notation();
    let teacher_title = spec.title().map(str::to_string);
    let shared = spec.is_shared();
    // (Never a square's name on the squares when that is the answer: the core decides.)
    let (orientation_choice, coordinates, pieces, speak) = (
        spec.orientation(),
        mode.coordinates_shown(spec.coordinates()),
        spec.pieces(),
        spec.speak(),
    );
    // (write-fen's FEN is written in a field as a move is: focus and Next alike.)
    let writes_moves = drill.writes_moves() || mode == Mode::WriteFen;
    let plays_moves = drill.plays_moves();
    // A finished run shown again (a shared link done before) is in the history already.
    let shown_again = screen.drill().is_over();
    let screen = RwSignal::new(screen);
    let saved = StoredValue::new(saved);
    // A prompt of the summary, pressed: the board shows it instead.
    let viewing = RwSignal::new(None::<usize>);
    let shown = Memo::new(move |_| {
        let review = viewing.get().and_then(|i| screen.with(|s| s.review(i)));
        review.unwrap_or_else(|| screen.with(DrillScreen::shown))
    });
    let phase = Memo::new(move |_| screen.with(DrillScreen::phase));
    let held = Memo::new(move |_| phase.get() == Phase::Held);
    let over = Memo::new(move |_| phase.get() == Phase::Over);
    let graded = Memo::new(move |_| screen.with(|s| s.drill().attempts().len()));
    let hint = RwSignal::new(None::<String>);
    let recorded = StoredValue::new(shown_again);
    // The run kept as it goes: on every answer, Next, the end, and when the page is left.
    let save = move || {
        let now = platform::now();
        let (at, day) = (platform::unix_millis(), platform::local_day());
        let run = screen
            .try_with_untracked(|s| {
                saved.try_update_value(|run| {
                    run.update(s, now, at, day);
                    run.clone()
                })
            })
            .flatten();
        if let Some(run) = run.filter(|run| run.answered() > 0) {
            app.save_run(run);
        }
    };

    // The board: the shown position, orientation and last move; its own selection and focus.
    let board = RwSignal::new(shown.with_untracked(|s| BoardState {
        last_move: s.last_move,
        ..BoardState::new(s.position, s.orientation)
    }));
    let sync_board = move || {
        let (position, last_move, orientation) =
            shown.with_untracked(|s| (s.position, s.last_move, s.orientation));
        board.update(|b| {
            // Only a change: a piece the student has just picked up stays in the hand.
            if (b.position, b.last_move, b.orientation) != (position, last_move, orientation) {
                *b = BoardState {
                    last_move,
                    focus: b.focus,
                    ..BoardState::new(position, orientation)
                };
            }
        });
    };
    Effect::new(move |_| {
        shown.track();
        sync_board();
    });
    let flash = RwSignal::new(None::<Flash>);
    Effect::new(move |_| {
        flash.set(shown.with(|s| s.flash).map(|f| match f {
            screen::Flash::Correct => Flash::Correct,
            screen::Flash::Wrong => Flash::Wrong,
        }));
    });

    let finish = move || {
        if !recorded.get_value() {
            recorded.set_value(true);
            save();
            screen.with_untracked(|s| app.record_run(s.drill()));
        }
        app.run_active.set(false);
    };
    // After every event: record a run that ended, and wake up when the screen next changes
    // by itself (the move to play, the flash to end, the clock to run out).
    let alarm = RwSignal::new(0u32);
    let pending = StoredValue::new(0u32);
    let after_event = move || {
        if screen.with_untracked(|s| s.drill().is_over()) {
            finish();
        } else if graded.get_untracked() > 0 {
            app.run_active.set(true);
        }
        let now = platform::now();
        if let Some(at) = screen.with_untracked(|s| s.wake_at(now)) {
            let ticket = pending.get_value().wrapping_add(1);
            pending.set_value(ticket);
            let delay = Duration::from_millis((at - now).max(0.0).ceil() as u64 + 1);
            set_timeout(
                move || {
                    if pending.try_get_value() == Some(ticket) {
                        _ = alarm.try_update(|a| *a = a.wrapping_add(1));
                    }
                },
                delay,
            );
        }
    };
    Effect::new(move |first: Option<()>| {
        alarm.track();
        if first.is_some() {
            let now = platform::now();
            if screen.try_update_untracked(|s| s.tick(now)) == Some(true) {
                screen.notify();
            }
        }
        after_event();
    });

    let submit = Callback::new(move |answer: Answer| {
        // (Set only when it changes: every reader of a signal set runs again.)
        viewing.maybe_update(|v| v.take().is_some());
        let now = platform::now();
        let Some(result) = screen.try_update(|s| s.answer(answer, now)) else {
            return;
        };
        match result {
            Ok(attempt) => {
                hint.maybe_update(|h| h.take().is_some());
                // Kept once the verdict is on screen: reading and writing the stored runs
                // (other tabs' too) is most of an answer's work on a slow phone, and the page
                // saves again when it is hidden or left.
                platform::after_next_paint(save);
                if app.settings.with_untracked(|s| s.sounds) {
                    platform::play_feedback(attempt.correct);
                }
                after_event();
                // A wrong move may have been played on the board: show what the screen says.
                sync_board();
                // A held miss: Next is the next thing to do (the keys pressed are off now),
                // unless the answer field keeps the focus and takes Enter for it.
                if held.get_untracked() && !touch {
                    platform::focus_first(&[
                        ".drill input[name=answer]:focus",
                        ".drill [data-next]",
                    ]);
                }
                if touch {
                    platform::scroll_into_view(".drill .verdict-box", false);
                }
            }
            Err(AnswerError::NotASquare(text)) => {
                hint.set(Some(tr_args(
                    ui.get_untracked(),
                    msg::ANSWER_NOT_SQUARE,
                    &[("text", &text)],
                )));
            }
            Err(
                AnswerError::Over | AnswerError::WrongKind | AnswerError::Empty | AnswerError::Held,
            ) => sync_board(),
        }
    });
    let next = Callback::new(move |()| {
        let now = platform::now();
        if screen.try_update(|s| s.next(now)) == Some(true) {
            hint.set(None);
            save();
            after_event();
            if writes_moves && !touch {
                platform::focus_selector("input[name=answer]");
            } else if !touch && mode != Mode::SetUp {
                // Next has gone with the miss: the next question's keys, or its board.
                platform::focus_first(&[
                    ".drill input[name=answer]",
                    ".drill .answer-keys button:not([disabled])",
                    ".drill .board [data-square][tabindex=\"0\"]",
                ]);
            } else if mode == Mode::SetUp {
                // Next hides with the held board.
                super::fen::show_next_setup(touch);
            }
        }
    });

    // Timed runs: the clock on screen, once a tenth of a second (the screen ends the run).
    let clock = RwSignal::new(platform::now());
    if screen.with_untracked(|s| s.drill().time_left(0.0).is_some()) {
        if let Ok(handle) = set_interval_with_handle(
            move || {
                let now = platform::now();
                clock.set(now);
                // Only a change is told: the clock alone redraws only the time left.
                if screen.try_update_untracked(|s| s.tick(now)) == Some(true) {
                    screen.notify();
                    after_event();
                }
            },
            Duration::from_millis(100),
        ) {
            on_cleanup(move || handle.clear());
        }
    }
    // Keys for the button drills, and Enter for Next; typing in a field is left alone.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || platform::event_from_field(&ev) {
            return;
        }
        if ev.key() == "Enter" && held.get_untracked() {
            ev.prevent_default();
            next.run(());
        } else if let Some(answer) = Answer::from_key(mode, &ev.key()) {
            ev.prevent_default();
            submit.run(answer);
        }
    });
    // A hidden page stops a timed run's clock (a reload, a closed tab: the run is saved
    // with the time it had left).
    let visibility = window_event_listener_untyped("visibilitychange", move |_| {
        let now = platform::now();
        if platform::page_hidden() {
            screen.try_update_untracked(|s| s.page_hidden(now));
            save();
        } else {
            screen.try_update_untracked(|s| s.page_shown(now));
            clock.try_set(now);
        }
    });
    on_cleanup(move || {
        keys.remove();
        visibility.remove();
        // A run left half-way is kept as it stands, to go on with: never in the history
        // (nor a best score) until it ends.
        save();
        app.run_active.set(false);
    });
    // The first key press goes to the right place: the board (which takes the focus when it
    // comes, a task after the rest) or the answer field. Not on a touch screen, where there is
    // no key to press (a focus ring on a square would only puzzle) and a focused field would
    // open the on-screen keyboard over the board.
    // At the end, the summary comes into view and takes the focus (on a phone it is below
    // the board, out of sight).
    Effect::new(move |was: Option<bool>| {
        let now = over.get();
        if now && (was == Some(false) || (was.is_none() && shown_again)) {
            platform::focus_first(&[".drill [data-summary] h2"]);
            request_animation_frame(|| platform::scroll_into_view(".drill [data-summary]", true));
        }
        now
    });
    let focus_board = (mode == Mode::Find || plays_moves) && !touch;
    if !focus_board && (mode == Mode::Name || writes_moves) && !touch {
        request_animation_frame(|| platform::focus_selector("input[name=answer]"));
    }

    // Speech: the move to play as it is asked; the move played once it is on the board.
    let spoken = StoredValue::new(None::<Prompt>);
    Effect::new(move |_| {
        let (question, phase) = shown.with(|s| (s.question, s.phase));
        if !speak || phase != Phase::Asking || viewing.get_untracked().is_some() {
            return;
        }
        let Some(question @ Prompt::Move { position, mv, .. }) = question else {
            return;
        };
        if spoken.get_value() != Some(question) {
            spoken.set_value(Some(question));
            platform::speak(
                &texts::spoken_move(ui.get_untracked(), &position, mv),
                ui.get_untracked().code(),
            );
        }
    });

    // The board hears of the marks only when they change.
    let marks = Memo::new(move |_| shown.with(|s| s.marks.clone()));
    let prompt_text = move || {
        screen.with(|s| {
            let drill = s.drill();
            shown
                .with(|sh| sh.question)
                .filter(|_| viewing.get().is_none())
                .map(|p| texts::prompt(ui.get(), drill, &p))
        })
    };
    let upcoming = move || {
        screen.with(|s| {
            s.drill()
                .upcoming()
                .filter(|_| mode.is_square_drill() && mode != Mode::Name)
                .map(|p| p.to_string())
        })
    };
    let score = move || {
        screen.with(|s| {
            let score = s.drill().score();
            format!("{}/{}", score.right, score.attempted)
        })
    };
    let streak = move || {
        tr_args(
            ui.get(),
            msg::DRILL_STREAK,
            &[("streak", &screen.with(|s| s.drill().streak()).to_string())],
        )
    };
    let progress = move || {
        let (done, total) = screen.with(|s| s.drill().progress());
        match screen.with(|s| s.drill().time_left(clock.get())) {
            // The clock stands still while a miss is held: said, or it looks stuck.
            Some(left) => tr_args(
                ui.get(),
                if held.get() {
                    msg::DRILL_TIME_PAUSED
                } else {
                    msg::DRILL_TIME_LEFT
                },
                &[("seconds", &format!("{:.0}", (left / 1000.0).ceil()))],
            ),
            None => tr_args(
                ui.get(),
                msg::DRILL_PROGRESS,
                &[
                    ("done", &done.to_string()),
                    ("total", &total.unwrap_or(done).to_string()),
                ],
            ),
        }
    };
    let timed = screen.with_untracked(|s| s.drill().time_left(0.0).is_some());
    let clock_waits = move || timed && graded.get() == 0;
    // The verdict: of the held answer, the latest one, or the summary's pressed prompt.
    let verdict_attempt = move || {
        let index = shown.with(|s| s.verdict)?;
        screen.with(|s| s.drill().attempts().get(index).cloned())
    };
    let verdict = move || verdict_attempt().map(|a| if a.correct { "correct" } else { "wrong" });
    // Beside a new question, a right answer's verdict names the question it is about.
    let verdict_text = move || {
        verdict_attempt()
            .map(|a| {
                let text = screen.with(|s| texts::verdict(ui.get(), s.drill(), &a, touch));
                match shown.with(|s| s.earlier) {
                    Some(earlier) => texts::verdict_of(ui.get(), earlier, &text),
                    None => text,
                }
            })
            .unwrap_or_default()
    };
    // The verdict's words, with its citations linked to the lesson of what its grade is about.
    let verdict_view = move || {
        let grade = verdict_attempt().and_then(|a| a.grade);
        crate::components::cited::cited_about(&verdict_text(), grade.as_ref())
    };
    let legend = move || {
        shown.with(|s| s.shown_move.is_some()).then(|| {
            let id = if shown.with(|s| s.marks.wrong_arrow.is_some()) {
                msg::DRILL_HELD_BOTH_ARROWS
            } else {
                msg::DRILL_HELD_ARROW
            };
            tr(ui.get(), id)
        })
    };
    // The move drills name their notation: its language and piece letters (old-book the
    // book's too).
    let notation_line = {
        let spec = spec.clone();
        move |ui| {
            if mode == Mode::OldBook {
                texts::old_book_notation(ui, &spec, plays_moves)
            } else {
                texts::notation_of(ui, written_in)
            }
        }
    };
    let notation = mode
        .is_move_drill()
        .then(|| (written_in.code(), notation_line));
    let fixed_bottom = screen.with_untracked(|s| s.drill().orientation());
    let orientation_note = move || {
        (orientation_choice == OrientationChoice::Random).then(|| {
            tr(
                ui.get(),
                if fixed_bottom == Orientation::White {
                    msg::DRILL_ORIENTATION_WHITE
                } else {
                    msg::DRILL_ORIENTATION_BLACK
                },
            )
        })
    };
    let turned = move || {
        shown.with(|s| s.turned).map(|side| {
            let id = match side {
                Orientation::White => msg::DRILL_TURNED_WHITE,
                Orientation::Black => msg::DRILL_TURNED_BLACK,
            };
            (side, tr(ui.get(), id))
        })
    };
    let question_fen = move || {
        shown.with(|s| match s.question {
            Some(Prompt::Move { position, .. }) => Some(position.to_fen()),
            Some(Prompt::Position { position, last }) => {
                Some(escaque_core::drill::fen::FenAnswer::of(&position, last).fen())
            }
            _ => None,
        })
    };
    // FEN drills: the first wrong field of a held answer, and the lesson on FEN.
    let fen_detail = move || {
        let attempt = verdict_attempt().filter(|a| !a.correct && mode.is_fen_drill())?;
        let (field, rank) = super::fen::field_of(&attempt)?;
        Some(view! {
            <p class="fen-lesson" data-fen-field=field data-fen-rank=rank.map(|r| r.to_string())>
                <a href="/learn/fen">{move || tr(ui.get(), msg::FEN_LESSON_LINK)}</a>
            </p>
        })
    };
    let question = Signal::derive(move || shown.with(|s| s.question));
    let question_move = move || {
        shown.with(|s| match s.question {
            Some(Prompt::Move { mv, .. }) if writes_moves => Some(mv.to_string()),
            _ => None,
        })
    };
    let shown_move = move || shown.with(|s| s.shown_move.map(|m| m.to_string()));
    // Whose move it is, with a move to play on the board (a pawn of either side may reach the
    // square named, and the board may turn between questions).
    let to_move = move || {
        shown.with(|s| match s.question {
            Some(Prompt::Move { position, .. }) if plays_moves => Some(position.turn()),
            _ => None,
        })
    };
    let to_move_view = move || {
        to_move().map(|side| {
            let (slug, id) = if side == escaque_core::chess::Color::White {
                ("white", msg::BOARD_TURN_WHITE)
            } else {
                ("black", msg::BOARD_TURN_BLACK)
            };
            view! { <p class="to-move" data-to-move=slug>{tr(ui.get(), id)}</p> }
        })
    };
    let busy = Signal::derive(move || !shown.with(|s| s.accepts_answers));
    let answer_pad = move || {
        match mode {
        Mode::Find if touch => ().into_any(),
        Mode::Find => view! { <p class="hint">{move || tr(ui.get(), msg::DRILL_FIND_KEYS)}</p> }.into_any(),
        Mode::Name => view! { <SquareEntry on_answer=submit graded=graded touch_first=touch/> }.into_any(),
        Mode::Colour | Mode::Diagonal | Mode::Knight => view! { <ChoiceKeys mode=mode on_answer=submit answered=busy/> }.into_any(),
        Mode::WriteFen => view! {
            <super::fen::FenEntry on_answer=submit on_next=next held=held graded=graded question=question/>
        }.into_any(),
        Mode::SetUp => ().into_any(),
        _ if writes_moves => view! {
            <MoveEntry notation=written_in on_answer=submit on_next=next held=held graded=graded touch_first=touch/>
        }.into_any(),
        _ if touch => ().into_any(),
        _ => view! { <p class="hint">{move || tr(ui.get(), msg::DRILL_PLAY_KEYS)}</p> }.into_any(),
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
    let screen_for_summary = screen;
    // A square drill's area: the files and ranks it leaves out, dimmed on the board.
    let off_area = if mode.is_square_drill() {
        let (files, ranks) = spec.area().left_out();
        (
            (!files.is_empty()).then_some(files),
            (!ranks.is_empty()).then_some(ranks),
        )
    } else {
        (None, None)
    };
    view! {
        <section class="drill" data-drill="" data-mode=mode.slug()
            data-answered=move || graded.get().to_string()
            data-total=move || screen.with(|s| s.drill().progress().1).map(|n| n.to_string()).unwrap_or_default() data-square-drill=mode.is_square_drill().then_some("") aria-labelledby="drill-title"
            data-off-files=off_area.0 data-off-ranks=off_area.1
            data-question-fen=question_fen data-question-move=question_move data-shown-move=shown_move>
            <header class="drill-head">
                <h1 id="drill-title">{move || texts::title(ui.get(), mode)}</h1>
                {teacher_title.map(|title| view! { <p class="teacher-title" data-title="">{title}</p> })}
                // (The instructions are the run's: only the UI language changes them.)
                <p class="hint">{move || { let ui = ui.get(); screen.with_untracked(|s| texts::instructions(ui, s.drill(), touch)) }}</p>
                // Always there, hidden unless shared: the static page shows it as soon as its
                // address has a seed or content (`html[data-link-shared]`, pwa/prerender.js), so
                // the page does not change when the app takes over.
                <p class="shared-note" hidden=!shared>{move || tr(ui.get(), msg::DRILL_SHARED)}</p>
                {move || orientation_note().map(|note| view! { <p class="orientation-note" data-bottom=fixed_bottom.link_name()>{note}</p> })}
                {notation.map(|(code, text)| view! { <p class="notation-note" data-notation=code>{move || text(ui.get())}</p> })}
            </header>
            <div class="drill-body">
                <div class="drill-panel">
                    // The panel a task after the run's heading while the app starts, its lower
                    // half a task after that: a drill's first build is several short tasks.
                    <Later at_start_only=true>
                    <p class="drill-stats">
                        <span class="score">{move || tr(ui.get(), msg::DRILL_SCORE_LABEL)}" "<strong data-score="">{score}</strong></span>
                        <span class="streak">{streak}</span>
                        <span class="progress" role=move || timed.then_some("timer")>{progress}</span>
                    </p>
                    // A timed run's note keeps its place once the clock runs (unseen, unread),
                    // so that the board never moves under the finger at the first answer.
                    {timed.then(|| view! {
                        <p class="hint clock-hint" class:spent=move || !clock_waits()
                            aria-hidden=move || (!clock_waits()).then_some("true")>
                            {move || tr(ui.get(), msg::DRILL_CLOCK_WAITS)}
                        </p>
                    })}
                    <Show when=move || !over.get()>
                        <div class="prompt-box" class:held=move || held.get()>
                            <p class="prompt" class:words=!mode.is_square_drill() || mode == Mode::Name aria-live="assertive" aria-atomic="true">
                                <span data-prompt="">{move || prompt_text().map(|t| crate::components::cited::breakable(&t))}</span>
                            </p>
                            {to_move_view}
                            <p class="upcoming" aria-hidden="true">{move || upcoming().map(|next| tr_args(ui.get(), msg::DRILL_NEXT, &[("prompt", &next)]))}</p>
                        </div>
                    </Show>
                    </Later>
                    <Later at_start_only=true>
                    <div class="verdict-box" class:held=move || held.get()>
                        <p class="verdict" class:wrong=move || verdict() == Some("wrong") role="status"
                            data-verdict=verdict data-count=move || graded.get().to_string()>{verdict_view}</p>
                        {move || legend().map(|text| view! { <p class="legend">{text}</p> })}
                        {fen_detail}
                        <Show when=move || held.get()>
                            <button type="button" class="next" data-next="" on:click=move |_| next.run(())>
                                {move || tr(ui.get(), msg::DRILL_GO_ON)}
                            </button>
                        </Show>
                    </div>
                    <p class="turned-note" role="status">
                        {move || turned().map(|(side, text)| view! {
                            <span data-turned=side.link_name()>{text}</span>
                        })}
                    </p>
                    // A hint about a typing slip belongs to the run, not to its summary.
                    <p class="answer-hint" role="alert">{move || (!over.get()).then(|| hint.get()).flatten()}</p>
                    <Show when=move || !over.get()>
                        // The keys a task after the prompt, while the app starts: on a phone
                        // the move keys are many buttons.
                        <div class="answer-pad"><Later at_start_only=true>{answer_pad}</Later></div>
                        <button type="button" class="stop" on:click=move |_| { screen.update(|s| s.stop(platform::now())); finish(); }>
                            {move || tr(ui.get(), msg::DRILL_STOP)}
                        </button>
                    </Show>
                    <Show when=move || mode.is_game()>
                        <GameSheet screen=screen/>
                    </Show>
                    </Later>
                </div>
                // The board a task after the panel: each is a shorter block of work for the
                // phone, and the prompt shows first. Its place is kept meanwhile.
                <Later fallback=|| view! { <div class="board-wrap" aria-hidden="true"><div class="board-slot"></div></div> }>
                {(mode == Mode::SetUp).then(|| view! {
                    <super::fen::SetUpBoard on_answer=submit on_next=next held=held graded=graded
                        held_attempt=Signal::derive(move || verdict_attempt().filter(|_| held.get()))
                        white_bottom=Signal::derive(move || shown.with(|s| s.orientation) == Orientation::White)/>
                })}
                {(mode != Mode::SetUp).then(|| view! {
                <Board
                    state=board
                    coordinates=Signal::derive(move || coordinates)
                    ui=ui
                    notation=Signal::derive(move || language)
                    flash=flash
                    input=board_input
                    on_pick=Callback::new(move |square| submit.run(Answer::Square(square)))
                    on_move=Callback::new(move |(_, mv)| submit.run(Answer::Move(mv)))
                    busy=busy
                    marks=marks
                    hide_pieces=Signal::derive(move || !pieces)
                    status_line=false
                    focus_on_mount=focus_board
                    named_squares=!mode.is_square_drill()
                />
                })}
                </Later>
            </div>
            <Show when=move || over.get()>
                <Summary screen=screen_for_summary viewing=viewing on_again=on_again/>
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
