//! The game drill's score sheet: who played, and the moves so far in the drill's form, the
//! current one marked. The moves after it stay hidden.

use super::texts::move_number;
use crate::i18n::{msg, tr};
use crate::library::game_title;
use crate::state::AppState;
use escaque_core::drill::{DrillScreen, Prompt};
use escaque_core::library::GameTitle;
use leptos::prelude::*;

#[component]
pub fn GameSheet(screen: RwSignal<DrillScreen>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    // Who played, where and when; a text's example by its title in the UI language.
    let title = move || {
        screen.with(|s| {
            let d = s.drill();
            d.game().map(|g| {
                let title = GameTitle::of(&g.id, &g.white, &g.black, &g.event, g.year);
                game_title(ui(), title, true)
            })
        })
    };
    let moves = move || {
        screen.with(|s| {
            let d = s.drill();
            let Some(game) = d.game() else {
                return Vec::new();
            };
            // Every move before the question on the board is known (a held one: its move is
            // shown on the board, and in the sheet); at the end, all of them.
            let shown = match s.shown().question {
                Some(Prompt::Move { ply: Some(ply), .. })
                    if s.phase() == escaque_core::drill::Phase::Held =>
                {
                    usize::from(ply) + 1
                }
                Some(Prompt::Move { ply: Some(ply), .. }) => usize::from(ply),
                _ => game.moves.len(),
            };
            let mut position = game.start;
            let mut items = Vec::new();
            for (ply, &mv) in game.moves.iter().enumerate().take(shown) {
                let number = (ply == 0 || position.turn() == escaque_core::chess::Color::White)
                    .then(|| move_number(&position));
                // An old book's moves as the book writes them (`Drill::book_move`).
                let written = match d.spec().mode() {
                    escaque_core::drill::Mode::OldBook => {
                        d.book_move(&position, mv, u16::try_from(ply).ok())
                    }
                    _ => d.spec().write_move(&position, mv),
                };
                items.push((number, written));
                position = position.play(mv);
            }
            if shown < game.moves.len() {
                items.push((
                    Some(move_number(&position)).filter(|_| {
                        shown == 0 || position.turn() == escaque_core::chess::Color::White
                    }),
                    "…".to_string(),
                ));
            }
            items
        })
    };
    view! {
        <section class="game-sheet" aria-labelledby="game-sheet-title">
            <h2 id="game-sheet-title">{title}</h2>
            <ol class="moves" aria-label=move || tr(ui(), msg::GAME_MOVES)>
                {move || moves().into_iter().map(|(number, text)| view! {
                    <li>{number.map(|n| view! { <span class="number">{n}</span> })}" "<span class="move">{text}</span></li>
                }).collect_view()}
            </ol>
        </section>
    }
}
