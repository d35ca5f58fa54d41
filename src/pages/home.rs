//! Home: what the trainer offers, and a board to play on.
use crate::components::board::{Board, Flash};
use crate::components::drill::texts;
use crate::i18n::tr;
use crate::state::AppState;
use escaque_core::board_state::BoardState;
use escaque_core::drill::{DrillSpec, Length, Mode};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use leptos_router::components::A;

#[component]
pub fn Home() -> impl IntoView {
    let app = expect_context::<AppState>();
    let t = move |id: &'static str| move || tr(app.ui(), id);
    let card = move |mode: Mode| {
        let untimed = DrillSpec::new(mode).drill_path();
        let second = match mode {
            Mode::Game => None,
            _ => Some(
                DrillSpec {
                    length: Length::Timed(30),
                    ..DrillSpec::new(mode)
                }
                .drill_path(),
            ),
        };
        let first_label = if mode == Mode::Game {
            "home-start-game"
        } else {
            "home-start-untimed"
        };
        view! {
            <li class="drill-card" data-drill-card=mode.slug()>
                <h3>{move || texts::title(app.ui(), mode)}</h3>
                <p>{move || texts::mode_instructions(app.ui(), mode)}</p>
                <p class="links">
                    <A href=untimed>{move || tr(app.ui(), first_label)}</A>
                    {second.map(|timed| view! { <A href=timed>{move || tr(app.ui(), "home-start-timed")}</A> })}
                </p>
            </li>
        }
    };
    let square_drills = Mode::SQUARE_DRILLS.into_iter().map(card).collect_view();
    let move_drills = Mode::MOVE_DRILLS.into_iter().map(card).collect_view();
    view! {
        <section class="drills-home" aria-labelledby="drills-heading">
            <h2 id="drills-heading">{t("home-drills-title")}</h2>
            <ul class="drill-cards">{square_drills}</ul>
        </section>
        <section class="drills-home" aria-labelledby="move-drills-heading">
            <h2 id="move-drills-heading">{t("home-move-drills-title")}</h2>
            <ul class="drill-cards">{move_drills}</ul>
        </section>
        <section class="home">
            <div class="intro">
                <h1>{t("app-tagline")}</h1>
                <p>{t("home-intro")}</p>
                <ul>
                    <li>{t("home-offer-squares")}</li>
                    <li>{t("home-offer-moves")}</li>
                    <li>{t("home-offer-grading")}</li>
                </ul>
                <p class="hint">{t("home-board-hint")}</p>
            </div>
            // The board and its move generator come in a chunk of their own, after the page.
            <Suspense fallback=|| view! { <div class="home-play board-placeholder"></div> }>
                // Without its chunk (offline, never fetched) the page goes on without a board.
                {Suspend::new(async move { home_board(app).await.unwrap_or_else(|_| ().into_any()) })}
            </Suspense>
        </section>
    }
}

/// The home page's board, to play on, with its buttons: a split point (see `crate::routes`).
#[wasm_split(home_board, wasm_split_path = ::leptos::wasm_split, preload(preload_home_board), fallible)]
pub(crate) fn home_board(app: AppState) -> Result<AnyView, SplitLoaderError> {
    let t = move |id: &'static str| move || tr(app.ui(), id);
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
                <button type="button" class="flip" on:click=move |_| app.settings.update(|s| s.orientation = s.orientation.flipped())>{t("board-flip")}</button>
                <button type="button" class="reset" on:click=move |_| board.update(|b| *b = BoardState::new(Default::default(), b.orientation))>{t("board-reset")}</button>
            </div>
        </div>
    }
    .into_any())
}
