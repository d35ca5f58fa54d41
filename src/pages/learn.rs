//! The course: `/learn` lists the lessons in order, each with where the student stands
//! (`a[data-lesson-link][data-state]` = `new`, `started`, `mastered`).
use crate::components::course::texts;
use crate::i18n::{msg, tr, tr_args};
use crate::platform::intl;
use crate::state::{AppState, Kept};
use escaque_core::course::{CourseProgress, LESSONS, MASTERY_PERCENT};
use leptos::prelude::*;

#[component]
pub fn LearnPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let progress = Kept::<CourseProgress>::load(app.notices, msg::NOTICE_COURSE_DAMAGED);
    let items = move || {
        LESSONS
            .iter()
            .enumerate()
            .map(|(i, lesson)| {
                let state = progress.value.with(|p| p.state(lesson.id));
                let articles = lesson.articles.join(", ");
                view! {
                    <li class="lesson-item" data-state=state.code()>
                        <a href=format!("/learn/{}", lesson.id) data-lesson-link=lesson.id data-state=state.code()>
                            <span class="number">{tr_args(ui(), msg::COURSE_LESSON_NUMBER, &[("number", &(i + 1).to_string())])}</span>
                            " "
                            <span class="title">{texts::title(ui(), lesson.id)}</span>
                        </a>
                        " "
                        <span class=format!("state {}", state.code())>{crate::components::course::texts::state(ui(), state)}</span>
                        {(!articles.is_empty()).then(|| view! { <span class="articles">{articles}</span> })}
                    </li>
                }
            })
            .collect_view()
    };
    let mastered = move || progress.value.with(CourseProgress::mastered);
    view! {
        <section class="course" data-course="" aria-labelledby="course-title">
            <h1 id="course-title">{move || tr(ui(), msg::COURSE_TITLE)}</h1>
            <p class="intro">{move || tr_args(ui(), msg::COURSE_INTRO, &[("percent", &intl::percent(u32::from(MASTERY_PERCENT), ui()))])}</p>
            <p class="course-count" data-mastered-count=move || mastered().to_string()>
                {move || tr_args(ui(), msg::COURSE_MASTERED_COUNT, &[("mastered", &mastered().to_string()), ("total", &LESSONS.len().to_string())])}
            </p>
            <ol class="lessons">{items}</ol>
        </section>
    }
}
