//! A link that cannot be opened: what is wrong, in the UI language, and a way back home.
//! Everything from the link is shown as text, never as HTML.

use crate::i18n::{msg, tr, tr_args};
use crate::state::AppState;
use crate::words::errors;
use escaque_core::drill::spec::DEFAULT_GAME;
use escaque_core::drill::{DrillSpec, SpecError};
use escaque_core::library::is_retired;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn LinkError(error: SpecError) -> impl IntoView {
    let app = expect_context::<AppState>();
    view! {
        <section class="link-error" role="alert">
            <h1>{move || tr(app.ui(), msg::LINK_ERROR_TITLE)}</h1>
            <p>{move || errors::spec(app.ui(), &error)}</p>
            <p><A href="/">{move || tr(app.ui(), msg::LINK_ERROR_HOME)}</A></p>
        </section>
    }
}

/// A game drill's link names a game the library does not have: one that was removed (its id is
/// retired: said plainly) or one it never had. Offers the same drill without that game (the
/// default game; Options lists the others). `[data-error=game-removed]` or `game-unknown`,
/// the offer in `a[data-without-game]`.
#[component]
pub fn MissingGame(spec: DrillSpec) -> impl IntoView {
    let app = expect_context::<AppState>();
    let game = spec.game_id().to_string();
    let id = if is_retired(&game) {
        msg::GAME_REMOVED
    } else {
        msg::GAME_UNKNOWN
    };
    let mut without = spec;
    // (A game drill without content of its own: its game can always be the default one.)
    let _ = without.set_game(DEFAULT_GAME);
    let without = without.drill_path();
    view! {
        <section class="link-error" role="alert" data-error=id.id()>
            <h1>{move || tr(app.ui(), msg::LINK_ERROR_TITLE)}</h1>
            <p>{move || tr_args(app.ui(), id, &[("game", &game)])}</p>
            <p><A href=without attr:data-without-game="">{move || tr(app.ui(), msg::GAME_REMOVED_OFFER)}</A></p>
            <p><A href="/">{move || tr(app.ui(), msg::LINK_ERROR_HOME)}</A></p>
        </section>
    }
}
