//! Home: what the trainer offers, and a board to play on.
use crate::components::board::{Board, Flash};
use crate::i18n::tr;
use crate::state::AppState;
use escaque_core::board_state::BoardState;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let app = expect_context::<AppState>();
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
    view! {
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
                <div class="actions">
                    <button type="button" class="flip" on:click=move |_| app.settings.update(|s| s.orientation = s.orientation.flipped())>{t("board-flip")}</button>
                    <button type="button" class="reset" on:click=move |_| board.update(|b| *b = BoardState::new(Default::default(), b.orientation))>{t("board-reset")}</button>
                </div>
            </div>
            <Board
                state=board
                coordinates=Signal::derive(move || app.settings.with(|s| s.coordinates))
                ui=Signal::derive(move || app.ui())
                notation=Signal::derive(move || app.settings.with(|s| s.notation_language()))
                flash=flash
            />
        </section>
    }
}
