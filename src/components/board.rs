//! The board: renders a [`BoardState`] and turns pointer and keyboard input into its functions.
//!
//! No chess logic here: selection, destinations and moves come from `escaque_core::board_state`.

use crate::components::piece::Piece;
use crate::i18n::{tr, tr_args};
use crate::platform;
use escaque_core::board_state::{Arrow, BoardState, Outcome};
use escaque_core::chess::{Color, Square};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::{write_move, Language, Role, WriteOptions};
use leptos::prelude::*;
use std::time::Duration;

/// The feedback flash drills use after an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flash {
    Correct,
    Wrong,
}

/// The accessible name of a square: "e4" or "e4, caballo blanco".
pub fn square_label(ui: UiLanguage, square: Square, piece: Option<(Role, bool)>) -> String {
    match piece {
        None => square.to_string(),
        Some((role, white)) => {
            let id = if white { "piece-white" } else { "piece-black" };
            format!(
                "{square}, {}",
                tr_args(ui, id, &[("role", role.english_name())])
            )
        }
    }
}

/// An interactive board. `on_move` hears every move played on it, with the position before.
#[component]
pub fn Board(
    state: RwSignal<BoardState>,
    #[prop(into)] coordinates: Signal<Coordinates>,
    #[prop(into)] ui: Signal<UiLanguage>,
    #[prop(into)] notation: Signal<Language>,
    flash: RwSignal<Option<Flash>>,
) -> impl IntoView {
    let status = RwSignal::new(None::<String>);
    // Computed once per change of the board, shared by the 64 squares.
    let destinations = Memo::new(move |_| state.with(|s| s.destinations()));
    let drag_from = RwSignal::new(None::<Square>);

    let after_outcome = move |before: escaque_core::Position, outcome: Outcome| match outcome {
        Outcome::Moved(mv) => {
            let written = write_move(&before, mv, &WriteOptions::short(notation.get_untracked()));
            status.set(Some(tr_args(
                ui.get_untracked(),
                "board-last-move",
                &[("move", &written)],
            )));
        }
        Outcome::Refused => {
            status.set(Some(tr(ui.get_untracked(), "board-refused")));
            flash.set(Some(Flash::Wrong));
            set_timeout(move || flash.set(None), Duration::from_millis(600));
        }
        _ => {}
    };
    let press = move |square: Square| {
        let before = state.with_untracked(|s| s.position);
        let outcome = state
            .try_update(|s| s.press(square))
            .unwrap_or(Outcome::Ignored);
        after_outcome(before, outcome);
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let arrow = match ev.key().as_str() {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        };
        if let Some(arrow) = arrow {
            ev.prevent_default();
            state.update(|s| s.move_focus(arrow));
            platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
        } else if ev.key() == "Enter" || ev.key() == " " {
            ev.prevent_default();
            press(state.with_untracked(|s| s.focus));
        }
    };

    let squares = (0..64)
        .map(|slot| {
            let (row, column) = (slot / 8, slot % 8);
            let square = Memo::new(move |_| state.with(|s| s.orientation.square_at(row, column)));
            let piece = move || state.with(|s| s.piece_on(square.get()));
            let dark = move || (square.get().get_rank().to_index() + square.get().get_file().to_index()) % 2 == 0;
            let is = move |f: fn(&BoardState, Square) -> bool| move || state.with(|s| f(s, square.get()));
            let edge_file = move || coordinates.get() == Coordinates::Edges && row == 7;
            let edge_rank = move || coordinates.get() == Coordinates::Edges && column == 0;
            view! {
                <button
                    type="button"
                    class="square"
                    class:dark=dark
                    class:light=move || !dark()
                    class:selected=is(|s, sq| s.selected == Some(sq))
                    class:dest=move || destinations.with(|d| d.contains(&square.get()))
                    class:occupied=move || piece().is_some()
                    class:last=is(|s, sq| s.last_move.is_some_and(|m| m.get_source() == sq || m.get_dest() == sq))
                    class:check=is(|s, sq| s.checked_king() == Some(sq))
                    class:focus=is(|s, sq| s.focus == sq)
                    data-square=move || square.get().to_string()
                    aria-label=move || square_label(ui.get(), square.get(), piece())
                    aria-pressed=move || if state.with(|s| s.selected == Some(square.get())) { "true" } else { "false" }
                    tabindex=move || if state.with(|s| s.focus == square.get()) { "0" } else { "-1" }
                    on:pointerdown=move |ev: leptos::ev::PointerEvent| {
                        if ev.button() != 0 { return; }
                        press(square.get_untracked());
                        drag_from.set(state.with_untracked(|s| s.selected));
                    }
                    on:pointerup=move |ev: leptos::ev::PointerEvent| {
                        let Some(from) = drag_from.get_untracked() else { return };
                        drag_from.set(None);
                        let target = platform::square_at_point(ev.client_x() as f64, ev.client_y() as f64)
                            .and_then(|name| name.parse::<Square>().ok());
                        if let Some(to) = target.filter(|&to| to != from) {
                            let before = state.with_untracked(|s| s.position);
                            let outcome = state.try_update(|s| s.drop_piece(from, to)).unwrap_or(Outcome::Ignored);
                            after_outcome(before, outcome);
                        }
                    }
                >
                    {move || piece().map(|(role, white)| view! { <Piece role=role white=white/> })}
                    <Show when=move || coordinates.get() == Coordinates::Squares>
                        <span class="coord all" aria-hidden="true">{move || square.get().to_string()}</span>
                    </Show>
                    <Show when=edge_file>
                        <span class="coord file" aria-hidden="true">{move || square.get().to_string()[..1].to_string()}</span>
                    </Show>
                    <Show when=edge_rank>
                        <span class="coord rank" aria-hidden="true">{move || square.get().to_string()[1..].to_string()}</span>
                    </Show>
                </button>
            }
        })
        .collect_view();

    let turn = move || {
        let id = if state.with(|s| s.position.turn()) == Color::White {
            "board-turn-white"
        } else {
            "board-turn-black"
        };
        tr(ui.get(), id)
    };
    let choose = move |role: Option<Role>| {
        let before = state.with_untracked(|s| s.position);
        let outcome = state
            .try_update(|s| s.promote(role))
            .unwrap_or(Outcome::Ignored);
        after_outcome(before, outcome);
        platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
    };
    let promotion = move || {
        state.with(|s| s.pending_promotion).map(|_| {
            let white = state.with_untracked(|s| s.position.turn()) == Color::White;
            let buttons = Role::PROMOTIONS
                .into_iter()
                .map(|role| {
                    let name = move || tr_args(ui.get(), "piece-name", &[("role", role.english_name())]);
                    view! {
                        <button type="button" class="promote" data-role=role.english_name() aria-label=name on:click=move |_| choose(Some(role))>
                            <Piece role=role white=white/>
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="promotion" role="dialog" aria-label=move || tr(ui.get(), "board-promotion")>
                    <p>{move || tr(ui.get(), "board-promotion")}</p>
                    {buttons}
                    <button type="button" class="cancel" on:click=move |_| choose(None)>{move || tr(ui.get(), "board-promotion-cancel")}</button>
                </div>
            }
        })
    };

    view! {
        <div class="board-wrap">
            <div
                class="board"
                class:flash-correct=move || flash.get() == Some(Flash::Correct)
                class:flash-wrong=move || flash.get() == Some(Flash::Wrong)
                role="group"
                aria-label=move || tr(ui.get(), "board-label")
                on:keydown=on_keydown
            >
                {squares}
                {promotion}
            </div>
            <p class="status" aria-live="polite">
                <span class="turn">{turn}</span>
                " "
                <span class="last">{move || status.get()}</span>
            </p>
        </div>
    }
}
