//! Home: what the trainer offers, and a board to play on.
use crate::components::board::{Board, Flash};
use crate::components::later::Later;
use crate::i18n::{msg, tr, MessageId};
use crate::platform;
use crate::state::AppState;
use crate::words::drills;
use escaque_core::board_state::BoardState;
use escaque_core::drill::{DrillSpec, Length, Mode, TimeLimit};
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

#[component]
pub fn Home() -> impl IntoView {
    let app = expect_context::<AppState>();
    // The UI language alone: the page's texts follow it, not every setting (the board's
    // orientation is one).
    let ui = Memo::new(move |_| app.ui());
    let t = move |id: MessageId| move || tr(ui.get(), id);
    let board_place = NodeRef::<leptos::html::Div>::new();
    let near = RwSignal::new(false);
    let watch = StoredValue::new_local(None::<platform::NearScreen>);
    Effect::new(move |_| {
        if let Some(place) = board_place.get() {
            watch.set_value(Some(platform::when_near_screen(&place, move || {
                near.set(true)
            })));
        }
    });
    // The browser's offer to install the app, while there is one.
    let offered = RwSignal::new(false);
    offered.set(platform::service_worker::install_offered(move |o| {
        _ = offered.try_set(o);
    }));
    view! {
        // The first screen, on a phone too: what this is, that it works offline, and the two
        // ways in besides the drills (the course, the teachers' tools).
        <section class="home-top" aria-labelledby="home-heading">
            <h1 id="home-heading">{t(msg::APP_TAGLINE)}</h1>
            <p class="offline-line" data-offline-line="">
                {t(msg::HOME_OFFLINE)}
                <Show when=move || offered.get()>
                    " "
                    <button type="button" class="install" data-install="" on:click=|_| platform::service_worker::install()>
                        {t(msg::HOME_INSTALL)}
                    </button>
                </Show>
            </p>
        </section>
        <div class="home-entries">
            {course_card(ui)}
            <section class="drills-home teachers-home" aria-labelledby="teachers-home-heading">
                <h2 id="teachers-home-heading">{t(msg::HOME_TEACHERS_TITLE)}</h2>
                <p>{t(msg::HOME_TEACHERS_INTRO)}</p>
                <p class="links"><a href="/builder" data-teachers-link="">{t(msg::HOME_TEACHERS_OPEN)}</a></p>
            </section>
        </div>
        <section class="drills-home" aria-labelledby="drills-heading">
            <h2 id="drills-heading">{t(msg::HOME_DRILLS_TITLE)}</h2>
            <ul class="drill-cards">{Mode::SQUARE_DRILLS.map(|mode| drill_card(ui, mode)).collect_view()}</ul>
        </section>
        // The rest of the page in the browser's next task.
        <Later>
            <section class="drills-home" aria-labelledby="move-drills-heading">
                <h2 id="move-drills-heading">{t(msg::HOME_MOVE_DRILLS_TITLE)}</h2>
                <ul class="drill-cards">{Mode::MOVE_DRILLS.into_iter().chain(Mode::FEN_DRILLS).map(|mode| drill_card(ui, mode)).collect_view()}</ul>
            </section>
            <section class="home" aria-labelledby="home-board-heading">
                <div class="intro">
                    <h2 id="home-board-heading">{t(msg::APP_TITLE)}</h2>
                    <p>{t(msg::HOME_INTRO)}</p>
                    <ul>
                        <li>{t(msg::HOME_OFFER_SQUARES)}</li>
                        <li>{t(msg::HOME_OFFER_MOVES)}</li>
                        <li>{t(msg::HOME_OFFER_GRADING)}</li>
                    </ul>
                    // A finger has no arrows and no Enter: its own words.
                    <p class="hint">{t(if platform::prefers_touch() { msg::HOME_BOARD_HINT_TOUCH } else { msg::HOME_BOARD_HINT })}</p>
                </div>
                // The board and its move generator come in a chunk of their own, after the
                // page, and are only built when the board's place comes near the screen: on a
                // phone it is below the fold, and the first screen should not wait for it.
                <Show when=move || near.get() fallback=move || view! { <div class="home-play board-placeholder" node_ref=board_place></div> }>
                    <Suspense fallback=|| view! { <div class="home-play board-placeholder"></div> }>
                        // Without its chunk (offline, never fetched) the page goes on without a board.
                        {Suspend::new(async move { home_board(app).await.unwrap_or_else(|_| ().into_any()) })}
                    </Suspense>
                </Show>
            </section>
        </Later>
    }
}

/// A drill's card: its name, what it asks, and links to start it untimed and timed. Rebuilt
/// whole when the UI language changes (one reactive view, not one per text).
fn drill_card(ui: Memo<UiLanguage>, mode: Mode) -> impl IntoView {
    // Written without the code of a teacher's content: the home page is in the first load.
    let untimed = DrillSpec::new(mode).plain_drill_path();
    // The shortest timed run, where the drill has one (not the game drill).
    let mut timed = DrillSpec::new(mode);
    let timed = timed
        .set_length(Length::Timed(TimeLimit::ALL[0]))
        .ok()
        .map(|()| timed.plain_drill_path());
    let first_label = if mode.is_game() {
        msg::HOME_START_GAME
    } else {
        msg::HOME_START_UNTIMED
    };
    move || {
        let ui = ui.get();
        // Plain links: the router takes their clicks as it takes `<A>`'s.
        // Each link's name says where it goes: the drill's title, then its own words
        // ("Find the square 20 prompts"), not "20 prompts" nine times.
        let slug = mode.slug();
        let heading = format!("card-{slug}");
        view! {
            <li class="drill-card" data-drill-card=slug>
                <h3 id=heading.clone()>{drills::title(ui, mode)}</h3>
                <p>{drills::mode_instructions(ui, mode)}</p>
                <p class="links">
                    <a href=untimed.clone() id=format!("{heading}-untimed") aria-labelledby=format!("{heading} {heading}-untimed")>{tr(ui, first_label)}</a>
                    {timed.clone().map(|timed| view! {
                        <a href=timed id=format!("{heading}-timed") aria-labelledby=format!("{heading} {heading}-timed")>{tr(ui, msg::HOME_START_TIMED)}</a>
                    })}
                </p>
            </li>
        }
    }
}

/// The home page's board, to play on, with its buttons: a split point (see `crate::routes`).
#[wasm_split(home_board, wasm_split_path = ::leptos::wasm_split, preload(preload_home_board), fallible)]
pub(crate) fn home_board(app: AppState) -> Result<AnyView, SplitLoaderError> {
    let t = move |id: MessageId| move || tr(app.ui(), id);
    let board = RwSignal::new(BoardState::new(
        Default::default(),
        app.settings.with_untracked(|s| s.orientation),
    ));
    // The board follows the orientation setting.
    Effect::new(move |_| {
        let orientation = app.settings.with(|s| s.orientation);
        board.update(|b| b.orientation = orientation);
    });
    let flash = RwSignal::new(None::<Flash>);
    Ok(view! {
        <div class="home-play">
            <Board
                state=board
                coordinates=Signal::derive(move || app.settings.with(|s| s.coordinates))
                ui=Signal::derive(move || app.ui())
                notation=Signal::derive(move || app.settings.with(|s| s.notation_language()))
                flash=flash
            />
            <div class="actions">
                <button type="button" class="flip" on:click=move |_| app.settings.update(|s| s.orientation = s.orientation.flipped())>{t(msg::BOARD_FLIP)}</button>
                <button type="button" class="reset" on:click=move |_| board.update(|b| *b = BoardState::new(Default::default(), b.orientation))>{t(msg::BOARD_RESET)}</button>
            </div>
        </div>
    }
    .into_any())
}

/// The course's card: a link to it, and to the lesson to go on with once one is started.
fn course_card(ui: Memo<UiLanguage>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let progress = crate::state::Kept::<escaque_core::course::CourseProgress>::load(
        app.notices,
        msg::NOTICE_COURSE_DAMAGED,
    );
    let next = move || {
        progress.value.with(|p| {
            p.to_continue()
                .map(|id| (id, escaque_core::course::number(id).unwrap_or(1)))
        })
    };
    view! {
        <section class="drills-home course-home" aria-labelledby="course-home-heading">
            <h2 id="course-home-heading">{move || tr(ui.get(), msg::HOME_COURSE_TITLE)}</h2>
            <p>{move || tr(ui.get(), msg::HOME_COURSE_INTRO)}</p>
            <p class="links">
                <a href="/learn" data-course-link="">{move || tr(ui.get(), if progress.value.with(|p| p.lessons.is_empty()) { msg::HOME_COURSE_OPEN } else { msg::HOME_COURSE_ALL })}</a>
                {move || next().map(|(id, number)| view! {
                    <a href=format!("/learn/{id}") data-continue=id>{crate::i18n::tr_args(ui.get(), msg::HOME_COURSE_CONTINUE, &[
                        ("number", &number.to_string()),
                        ("title", &crate::words::lessons::title(ui.get(), id)),
                    ])}</a>
                })}
            </p>
        </section>
    }
}
