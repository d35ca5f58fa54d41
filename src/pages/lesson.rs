//! A lesson: `/learn/<id>`. Its steps one at a time (`[data-step][data-index]`, moved with
//! `[data-step-next]` and `[data-step-back]`), then, as the last step, its practice. The
//! question's data is on `[data-lesson]`: `data-question-fen` and `data-question-move` (UCI) for
//! the exercises about a move, `data-question-written` for "is this written correctly?" (with
//! `data-question-answer`, `yes` or `no`), `data-question-square` for the squares.
use crate::components::course::practice::PracticeRun;
use crate::components::course::steps::StepView;
use crate::components::course::texts;
use crate::i18n::{msg, tr, tr_args};
use crate::platform::storage;
use crate::state::{AppState, Kept};
use escaque_core::course::{self, CourseProgress, Exercise, Lesson, Practice};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_navigate, use_params_map};
use leptos_router::NavigateOptions;

#[component]
pub fn LessonPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let params = use_params_map();
    let id = Memo::new(move |_| params.with(|p| p.get("id").unwrap_or_default()));
    move || {
        match course::lesson(&id.get()) {
        Some(lesson) => view! { <LessonView lesson=lesson/> }.into_any(),
        None => view! {
            <section class="link-error" role="alert" data-error="unknown-lesson">
                <h1>{move || tr(app.ui(), msg::COURSE_UNKNOWN_LESSON)}</h1>
                <p><A href="/learn" exact=true>{move || tr(app.ui(), msg::COURSE_BACK_TO_LIST)}</A></p>
            </section>
        }
        .into_any(),
    }
    }
}

/// Where the practice under way is kept (`escaque.course-practice`): one at a time.
const PRACTICE_KEY: &str = "course-practice";

#[component]
fn LessonView(lesson: &'static Lesson) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let progress = Kept::<CourseProgress>::load(app.notices, msg::NOTICE_COURSE_DAMAGED);
    let steps = lesson.steps.len();
    // The step shown is the address's (`?step=3`), and each step is its own history entry:
    // a reload opens the lesson where it was, Back and Forward step inside it.
    let location = use_location();
    let opened_at = course::step_in_query(&location.search.get_untracked(), steps);
    let step = Memo::new(move |_| course::step_in_query(&location.search.get(), steps));
    let navigate = use_navigate();
    let lang = app.settings.with_untracked(|s| s.notation_language());
    // A practice under way when the page was left (a reload, a phone that dropped the page in
    // the background) goes on where it was; kept on the device until it ends.
    let resumed = (opened_at == steps)
        .then(|| storage::load_text(PRACTICE_KEY))
        .flatten()
        .and_then(|saved| Practice::resume(lesson, lang, &saved));
    let practice = RwSignal::new(resumed.unwrap_or_else(|| Practice::new(lesson, lang)));
    Effect::new(move |_| {
        practice.with(|p| {
            if p.is_over() {
                storage::save_text(PRACTICE_KEY, "");
            } else if p.score().1 > 0 {
                storage::save_text(PRACTICE_KEY, &p.saved());
            }
        })
    });
    let run = RwSignal::new(0u32);
    let number = course::number(lesson.id).unwrap_or(1);
    let go = Callback::new(move |to: usize| {
        if to > 0
            && progress.value.with_untracked(|p| p.state(lesson.id)) == course::LessonState::New
        {
            progress.update(|p| p.start(lesson.id));
        }
        let to = to.min(steps);
        navigate(
            &course::href(lesson.id, to),
            NavigateOptions {
                scroll: false,
                ..NavigateOptions::default()
            },
        );
        crate::platform::scroll_into_view(".lesson-head", true);
        // The button pressed may be gone (Practise, at the last step: the practice takes the
        // focus) or disabled (Back, at the first): the focus goes on with Next.
        if to == 0 {
            crate::platform::focus_first(&["[data-step-next]"]);
        }
    });
    let again = Callback::new(move |()| {
        let lang = app.settings.with_untracked(|s| s.notation_language());
        practice.set(Practice::again(
            lesson,
            lang,
            crate::platform::random_seed(),
        ));
        run.update(|r| *r += 1);
    });
    // The question's data, for tests and anyone's tools.
    let asked = move || {
        (step.get() == steps)
            .then(|| practice.with(|p| p.exercise().copied().map(|e| (e, p.written(&e)))))
            .flatten()
    };
    let fen = move || {
        asked().and_then(|(e, _)| {
            matches!(
                e,
                Exercise::Write { .. } | Exercise::Play { .. } | Exercise::Check { .. }
            )
            .then(|| e.position().to_fen())
        })
    };
    let mv = move || asked().and_then(|(e, _)| e.mv().map(|m| m.to_string()));
    let written = move || {
        asked().and_then(|(e, w)| matches!(e, Exercise::Check { .. }).then_some(w).flatten())
    };
    let answer = move || {
        asked().and_then(|(e, _)| match e {
            Exercise::Check { correct, .. } => Some(if correct { "yes" } else { "no" }),
            _ => None,
        })
    };
    let square = move || asked().and_then(|(e, _)| e.square().map(|s| s.to_string()));
    let articles = lesson.articles.join(", ");
    let body = move || {
        let at = step.get();
        if at < steps {
            view! { <StepView lesson=lesson index=at/> }.into_any()
        } else {
            run.track();
            view! {
                <div class="lesson-step" data-step="" data-index=at.to_string() data-practice="">
                    <p class="step-text">{move || tr_args(ui(), msg::COURSE_PRACTICE_INTRO, &[
                        ("total", &lesson.exercises.len().to_string()),
                        ("percent", &crate::platform::intl::percent(u32::from(course::MASTERY_PERCENT), ui())),
                    ])}</p>
                    <PracticeRun practice=practice progress=progress on_again=again/>
                </div>
            }
            .into_any()
        }
    };
    view! {
        <section class="lesson" data-lesson=lesson.id aria-labelledby="lesson-title"
            data-question-fen=fen data-question-move=mv data-question-written=written
            data-question-answer=answer data-question-square=square>
            <header class="lesson-head">
                <p class="crumbs"><A href="/learn" exact=true>{move || tr(ui(), msg::COURSE_BACK_TO_LIST)}</A></p>
                <h1 id="lesson-title">
                    <span class="number">{move || tr_args(ui(), msg::COURSE_LESSON_NUMBER, &[("number", &number.to_string())])}</span>
                    " "{move || texts::title(ui(), lesson.id)}
                </h1>
                {(!articles.is_empty()).then(|| view! {
                    <p class="articles">{move || tr_args(ui(), msg::COURSE_ARTICLES, &[("articles", &articles)])}</p>
                })}
            </header>
            {body}
            <nav class="step-nav" aria-label=move || tr(ui(), msg::COURSE_STEPS)>
                <button type="button" data-step-back="" disabled=move || step.get() == 0
                    on:click=move |_| go.run(step.get_untracked().saturating_sub(1))>{move || tr(ui(), msg::COURSE_STEP_BACK)}</button>
                <span class="step-count">{move || tr_args(ui(), msg::COURSE_STEP_OF, &[
                    ("index", &(step.get() + 1).to_string()), ("total", &(steps + 1).to_string()),
                ])}</span>
                <Show when=move || { step.get() < steps }>
                    <button type="button" class="primary" data-step-next=""
                        on:click=move |_| go.run(step.get_untracked() + 1)>
                        {move || tr(ui(), if step.get() + 1 == steps { msg::COURSE_START_PRACTICE } else { msg::COURSE_STEP_NEXT })}
                    </button>
                </Show>
            </nav>
        </section>
    }
}
