//! A lesson's practice: a thin shell around the core's [`Practice`], with the drills' board and
//! answer inputs. The page contract is the drills': `[data-prompt]`, `input[name=answer]`,
//! `[data-answer]` keys (`yes`/`no` for "is this written correctly?"), `[data-verdict]` and
//! `[data-next]` after a wrong answer; the end is `[data-lesson-done][data-mastered]`.
use super::texts;
use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::components::cited::cited_about;
use crate::components::drill::answers::{ChoiceKeys, MoveEntry, SquareEntry};
use crate::components::drill::texts as drill_texts;
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::state::{AppState, Kept};
use escaque_core::board_state::BoardState;
use escaque_core::course::{self, CourseProgress, Exercise, Practice, Reply, LESSONS};
use escaque_core::drill::{Answer, DrillSpec, Mode};
use escaque_core::settings::Coordinates;
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;
use leptos_router::components::A;

fn reply(answer: Answer) -> Option<Reply> {
    match answer {
        Answer::Square(s) => Some(Reply::Square(s)),
        Answer::Text(t) => Some(Reply::Text(t)),
        Answer::YesNo(y) => Some(Reply::YesNo(y)),
        Answer::Move(m) => Some(Reply::Move(m)),
        Answer::Colour(_) | Answer::Number(_) | Answer::Placement(_) => None,
    }
}

/// "Practise more: Name the move (Captures)": the drill a lesson offers at its end (`more`, a
/// drill page's address), named by its title and focus set.
fn more_text(ui: UiLanguage, more: &str) -> String {
    let spec = more
        .strip_prefix("/drill/")
        .and_then(|path| path.split_once('?'))
        .and_then(|(mode, query)| DrillSpec::from_drill_path(mode, query).ok());
    let Some(spec) = spec else {
        return more.to_string();
    };
    let drill = drill_texts::title(ui, spec.mode());
    match spec.focus() {
        Some(focus) => tr_args(
            ui,
            msg::COURSE_PRACTISE_MORE_FOCUS,
            &[
                ("drill", &drill),
                ("focus", &crate::words::drills::focus(ui, focus)),
            ],
        ),
        None => tr_args(ui, msg::COURSE_PRACTISE_MORE, &[("drill", &drill)]),
    }
}

/// The practice of the page's lesson, held in `practice` (the page shows its question's data).
#[component]
pub fn PracticeRun(
    practice: RwSignal<Practice>,
    progress: Kept<CourseProgress>,
    #[prop(into)] on_again: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = Signal::derive(move || app.ui());
    let touch = platform::prefers_touch();
    let index = Memo::new(move |_| practice.with(Practice::index));
    let held = Memo::new(move |_| practice.with(Practice::held));
    let over = Memo::new(move |_| practice.with(Practice::is_over));
    let graded = Memo::new(move |_| practice.with(|p| p.score().1));
    let lesson = practice.with_untracked(Practice::lesson);
    let total = lesson.exercises.len();
    let recorded = StoredValue::new(false);

    // The square last pressed or named: the next board's keyboard focus starts there.
    let pressed = StoredValue::new(None::<escaque_core::chess::Square>);
    let submit = Callback::new(move |answer: Answer| {
        if let Answer::Square(square) = &answer {
            pressed.set_value(Some(*square));
        }
        let Some(reply) = reply(answer) else { return };
        let answered = practice
            .try_update(|p| p.answer(reply).is_some())
            .unwrap_or(false);
        if !answered {
            return;
        }
        if practice.with_untracked(Practice::is_over) && !recorded.get_value() {
            recorded.set_value(true);
            let percent = practice.with_untracked(Practice::percent);
            progress.update(|p| p.finish(lesson.id, percent));
        }
        if app.settings.with_untracked(|s| s.sounds) {
            let correct = practice.with_untracked(|p| p.last().is_some_and(|o| o.correct));
            platform::play_feedback(correct);
        }
    });
    let next = Callback::new(move |()| {
        if practice.try_update(Practice::go_on) == Some(true)
            && practice.with_untracked(Practice::is_over)
            && !recorded.get_value()
        {
            recorded.set_value(true);
            let percent = practice.with_untracked(Practice::percent);
            progress.update(|p| p.finish(lesson.id, percent));
        }
    });

    let verdict = move || {
        practice.with(|p| {
            p.last()
                .map(|o| if o.correct { "correct" } else { "wrong" })
        })
    };
    // The verdict speaks of the question on screen: while a wrong answer is held, its own;
    // after a right answer (which goes on at once), the previous one's, named by its number;
    // once Next has left a wrong answer, none.
    let verdict_text = move || {
        practice.with(|p| match p.last() {
            Some(o) if p.held() => texts::verdict(ui.get(), p, o),
            Some(o) if o.correct && o.index + 1 == p.index() => tr_args(
                ui.get(),
                msg::COURSE_VERDICT_OF,
                &[
                    ("n", &(o.index + 1).to_string()),
                    ("verdict", &texts::verdict(ui.get(), p, o)),
                ],
            ),
            _ => String::new(),
        })
    };
    // Its words, with each citation linked to the lesson of what the grade is about.
    let verdict_view = move || {
        let grade = practice.with(|p| p.last().and_then(|o| o.grade.clone()));
        cited_about(&course::unbroken(&verdict_text()), grade.as_ref())
    };
    let counter = move || {
        tr_args(
            ui.get(),
            msg::COURSE_PROGRESS,
            &[
                ("done", &(index.get() + 1).min(total).to_string()),
                ("total", &total.to_string()),
            ],
        )
    };

    // The focus follows the question: when the practice starts, after a right answer (which
    // replaces the exercise and its keys) and after Next, to the answer field where there is
    // one (not on a touch screen, where the keys on screen are the keyboard), else to the
    // question itself; at the end, to the score. Never left to fall to the page.
    Effect::new(move |_| {
        index.track();
        if over.get() {
            platform::focus_first(&[".lesson-done h2"]);
        } else if touch {
            platform::focus_first(&[".practice [data-prompt-box]"]);
        } else {
            // A board that takes the answer: its square (the new question is read out from
            // the prompt's live region all the same).
            platform::focus_first(&[
                ".practice input[name=answer]",
                ".practice .board [data-square][tabindex=\"0\"]",
                ".practice [data-prompt-box]",
            ]);
        }
    });

    // A wrong answer held: Next is what comes, unless the answer field has the focus and
    // takes Enter for it (a written answer sent with the send key, which hides, goes to Next).
    Effect::new(move |was: Option<bool>| {
        let now = held.get();
        let writes = matches!(
            practice.with_untracked(|p| p.exercise().copied()),
            Some(Exercise::Write { .. })
        );
        if now && was == Some(false) {
            if writes {
                platform::focus_first(&[
                    ".practice input[name=answer]:focus",
                    ".practice [data-next]",
                ]);
            } else {
                platform::focus_first(&[".practice [data-next]"]);
            }
        }
        now
    });

    // "Is it written correctly?": the keys the diagonal drill advertises answer here too
    // (Y or N, and each UI language's own: S/N, J/N, O/N); typing in a field is left alone.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.alt_key() || ev.meta_key() || platform::event_from_field(&ev) {
            return;
        }
        let asks_yes_no = !held.get_untracked()
            && !over.get_untracked()
            && matches!(
                practice.with_untracked(|p| p.exercise().copied()),
                Some(Exercise::Check { .. })
            );
        if let Some(answer) = asks_yes_no
            .then(|| Answer::from_key(Mode::Diagonal, &ev.key()))
            .flatten()
        {
            ev.prevent_default();
            submit.run(answer);
        }
    });
    on_cleanup(move || keys.remove());

    // The question: rebuilt for each exercise (its board's input depends on its kind).
    let question = move || {
        index.track();
        // The practice's own order: a run practised again asks in another order.
        let Some(exercise) = practice.with_untracked(|p| p.exercise().copied()) else {
            return ().into_any();
        };
        let hands = Hands { touch, pressed };
        exercise_view(practice, exercise, held, submit, next, graded, hands).into_any()
    };

    let done = move || {
        let (right, _) = practice.with(Practice::score);
        let mastered = practice.with(Practice::mastered);
        let percent = practice.with(Practice::percent);
        let next_lesson = course::number(lesson.id)
            .and_then(|n| LESSONS.get(n))
            .map(|l| l.id);
        view! {
            <div class="lesson-done" data-lesson-done="" data-mastered=if mastered { "true" } else { "false" }
                data-score=right.to_string() role="status">
                // A right last answer goes on at once, to here: its verdict is said here.
                <p class="verdict last-verdict" data-verdict=verdict data-count=move || graded.get().to_string()>{verdict_view}</p>
                <h2 tabindex="-1">{move || tr(ui.get(), if mastered {
                    msg::COURSE_DONE_MASTERED
                } else if percent >= course::NEARLY_PERCENT {
                    msg::COURSE_DONE_NOT_YET
                } else {
                    msg::COURSE_DONE_KEEP_GOING
                })}</h2>
                <p>{move || tr_args(ui.get(), msg::COURSE_DONE_SCORE, &[
                    ("right", &right.to_string()), ("total", &total.to_string()),
                    ("percent", &platform::intl::percent(u32::from(percent), ui.get())),
                ])}</p>
                <p class="links">
                    <button type="button" class="again" on:click=move |_| on_again.run(())>{move || tr(ui.get(), msg::COURSE_AGAIN)}</button>
                    {next_lesson.map(|id| view! {
                        <A href=format!("/learn/{id}") attr:data-next-lesson=id>{move || tr_args(ui.get(), msg::COURSE_NEXT_LESSON, &[("title", &texts::title(ui.get(), id))])}</A>
                    })}
                    <A href=lesson.more attr:data-lesson-drill="">{move || more_text(ui.get(), lesson.more)}</A>
                    <A href="/learn" exact=true>{move || tr(ui.get(), msg::COURSE_BACK_TO_LIST)}</A>
                </p>
            </div>
        }
    };

    view! {
        <div class="practice">
            <h2>{move || tr(ui.get(), msg::COURSE_PRACTICE_TITLE)}</h2>
            <Show when=move || !over.get() fallback=done>
                <p class="practice-count">{counter}</p>
                <p class="prompt words" aria-live="assertive" aria-atomic="true" tabindex="-1" data-prompt-box="">
                    // Heard first, and it changes with each exercise: the next one is announced
                    // even when its question is worded as the last one's.
                    <span class="sr-only" data-prompt-number="">{counter}": "</span>
                    <span data-prompt="">{move || practice.with(|p| p.exercise().map(|e| course::unbroken(&texts::prompt(ui.get(), p, e, touch))))}</span>
                    // The arrow is drawn, not said: a screen reader hears it in words.
                    <span class="sr-only" data-arrow-words="">{move || practice.with(|p| p.exercise().and_then(|e| texts::arrow_words(ui.get(), e)))}</span>
                </p>
                <div class="verdict-box" class:held=move || held.get()>
                    <p class="verdict" class:wrong=move || verdict() == Some("wrong") role="status"
                        data-verdict=verdict data-count=move || graded.get().to_string()>{verdict_view}</p>
                    <Show when=move || held.get()>
                        <button type="button" class="next" data-next="" on:click=move |_| next.run(())>
                            {move || tr(ui.get(), msg::DRILL_GO_ON)}
                        </button>
                    </Show>
                </div>
                {question}
            </Show>
        </div>
    }
}

/// Sends an answer given on the board once the board's own event is over: a right answer
/// replaces the exercise, and its board with it.
fn later(submit: Callback<Answer>, answer: Answer) {
    set_timeout(move || submit.run(answer), std::time::Duration::ZERO);
}

/// How the student answers: on a touch screen or not, and the square last pressed or named
/// (the next board's keyboard focus starts there).
#[derive(Clone, Copy)]
struct Hands {
    touch: bool,
    pressed: StoredValue<Option<escaque_core::chess::Square>>,
}

/// One exercise: its board and its answer input.
fn exercise_view(
    practice: RwSignal<Practice>,
    exercise: Exercise,
    held: Memo<bool>,
    submit: Callback<Answer>,
    next: Callback<()>,
    graded: Memo<usize>,
    hands: Hands,
) -> impl IntoView {
    let Hands { touch, pressed } = hands;
    let app = expect_context::<AppState>();
    let ui = Signal::derive(move || app.ui());
    let language = practice.with_untracked(Practice::language);
    let position = exercise.position();
    let orientation = exercise.side();
    let mv = exercise.mv();
    // The question's board, with the pawn's two-square advance just played marked where the
    // position records one (the en passant square).
    let question = move || {
        let mut state = BoardState::new(position, orientation);
        state.last_move = course::double_step(&state.position)
            .map(|(from, to)| escaque_core::chess::ChessMove::new(from, to, None));
        // The keyboard goes on from the square last pressed, as on one board.
        if let Some(square) = pressed.get_value() {
            state.focus = square;
        }
        state
    };
    let board = RwSignal::new(question());
    // A wrong answer: the board back to the question, the right move or square shown.
    Effect::new(move |_| {
        if held.get() {
            board.set(question());
        }
    });
    let flash = RwSignal::new(None::<Flash>);
    let arrow = mv.map(|m| (m.get_source(), m.get_dest()));
    let rook = mv.and_then(|m| course::castling_rook(&position, m));
    let marks = Signal::derive(move || {
        let held = held.get();
        let last = practice.with(|p| p.last().cloned());
        let mut marks = Marks::default();
        match exercise {
            Exercise::Write { .. } | Exercise::Check { .. } => {
                marks.arrow = arrow;
                marks.rook_arrow = rook;
            }
            Exercise::Play { .. } if held => {
                marks.arrow = arrow;
                marks.rook_arrow = rook;
                marks.wrong_arrow = last
                    .and_then(|o| o.played)
                    .map(|m| (m.get_source(), m.get_dest()));
            }
            Exercise::Name { .. } => marks.marked = exercise.square(),
            Exercise::Find { .. } | Exercise::FenSquare { .. } if held => {
                marks.reveal = exercise.square().into_iter().collect();
                marks.missed = last.and_then(|o| o.square);
            }
            _ => {}
        }
        marks
    });
    let input = match exercise {
        Exercise::Play { .. } => BoardInput::Play,
        Exercise::Find { .. } | Exercise::FenSquare { .. } => BoardInput::Pick,
        _ => BoardInput::Off,
    };
    let hide = matches!(exercise, Exercise::FenSquare { .. });
    let fen = match exercise {
        Exercise::FenSquare { fen, .. } => Some(fen),
        _ => None,
    };
    let pad = match exercise {
        Exercise::Write { .. } => view! {
            <MoveEntry notation=escaque_core::Notation::Algebraic(language) on_answer=submit on_next=next held=held graded=graded touch_first=touch/>
        }
        .into_any(),
        Exercise::Name { .. } => {
            view! { <SquareEntry on_answer=submit graded=graded touch_first=touch/> }.into_any()
        }
        Exercise::Check { .. } => view! { <ChoiceKeys mode=Mode::Diagonal on_answer=submit answered=held/> }.into_any(),
        _ => ().into_any(),
    };
    let coordinates = match exercise {
        Exercise::Find { .. } | Exercise::Name { .. } => Coordinates::Edges,
        _ => app.settings.with_untracked(|s| s.coordinates),
    };
    let coordinates =
        if coordinates == Coordinates::Squares && matches!(exercise, Exercise::FenSquare { .. }) {
            Coordinates::Edges
        } else {
            coordinates
        };
    let turn = mv.is_some().then(|| super::steps::turn_line(&position));
    // Playing on the board comes after typing: how to move a piece, said where it is done.
    let how = matches!(exercise, Exercise::Play { .. }).then(|| {
        let id = if touch {
            msg::HOME_BOARD_HINT_TOUCH
        } else {
            msg::HOME_BOARD_HINT
        };
        view! { <p class="how" data-how-to-play="">{move || tr(ui.get(), id)}</p> }
    });
    view! {
        <div class="exercise" data-exercise=exercise.kind()>
            {fen.map(|fen| view! { <p class="fen"><span class="label">"FEN "</span><code data-fen="">{crate::components::cited::breakable(fen)}</code></p> })}
            {turn}
            {how}
            <div class="answer-pad">{pad}</div>
            <Board
                state=board
                coordinates=Signal::derive(move || coordinates)
                ui=ui
                notation=Signal::derive(move || language)
                flash=flash
                input=input
                on_pick=Callback::new(move |square| later(submit, Answer::Square(square)))
                on_move=Callback::new(move |(_, mv)| later(submit, Answer::Move(mv)))
                busy=Signal::derive(move || held.get())
                marks=marks
                hide_pieces=Signal::derive(move || hide && !held.get())
                status_line=false
                named_squares=matches!(exercise, Exercise::Write { .. } | Exercise::Check { .. } | Exercise::Play { .. })
            />
        </div>
    }
}
