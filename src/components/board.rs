//! The board: renders a [`BoardState`] and turns pointer and keyboard input into its functions.
//!
//! No chess logic here: selection, destinations and moves come from `escaque_core::board_state`.
//! Three ways to use it ([`BoardInput`]): play moves, pick a square (the find drill), or only
//! show. Every square is a button: a mouse or a finger acts on `pointerdown` (once per touch, so
//! a finger dragged across the board answers once), a keyboard or a screen reader through the
//! button's own activation (a `click` with `detail == 0`); the click that follows a pointer
//! press is ignored.

use crate::components::piece::Piece;
use crate::i18n::{tr, tr_args};
use crate::platform;
use escaque_core::board_state::{Arrow, BoardState, Orientation, Outcome};
use escaque_core::chess::{ChessMove, Color, Square};
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::{write_move, Language, Position, Role, WriteOptions};
use leptos::prelude::*;
use std::time::Duration;

/// The feedback flash drills use after an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flash {
    Correct,
    Wrong,
}

/// What pressing a square does.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardInput {
    /// Select and move pieces (the home board, the play-move drill).
    #[default]
    Play,
    /// Any square is an answer (the find drill).
    Pick,
    /// Nothing: the board only shows.
    Off,
}

/// Squares a drill points out, besides the pieces: the core's (the drill screen decides them).
pub use escaque_core::drill::screen::Marks;

/// The accessible name of a square: "e4" or "e4, caballo blanco".
pub fn square_label(ui: UiLanguage, square: Square, piece: Option<(Role, bool)>) -> String {
    match piece {
        None => square.to_string(),
        Some((role, white)) => format!("{square}, {}", piece_name(ui, role, white)),
    }
}

fn piece_name(ui: UiLanguage, role: Role, white: bool) -> String {
    let id = if white { "piece-white" } else { "piece-black" };
    tr_args(ui, id, &[("role", role.english_name())])
}

/// The accessible name of a square in a vision drill: only what a sighted student sees — the
/// coordinates written on it, its colour, its piece, its mark — never a name that gives the
/// answer away.
fn drill_square_label(
    ui: UiLanguage,
    square: Square,
    piece: Option<(Role, bool)>,
    coordinates: Coordinates,
    (row, column): (usize, usize),
    marked: bool,
    plain: bool,
) -> String {
    let mut parts: Vec<String> = Vec::new();
    match coordinates {
        Coordinates::Squares => parts.push(square.to_string()),
        Coordinates::Edges => {
            let name = square.to_string();
            if row == 7 {
                parts.push(tr_args(ui, "square-file", &[("file", &name[..1])]));
            }
            if column == 0 {
                parts.push(tr_args(ui, "square-rank", &[("rank", &name[1..])]));
            }
        }
        Coordinates::Off => {}
    }
    // A plain square shows no colour, and its name tells none.
    parts.push(tr(
        ui,
        match colour_of(square) {
            _ if plain => "square-plain",
            SquareColour::Light => "square-light",
            SquareColour::Dark => "square-dark",
        },
    ));
    if let Some((role, white)) = piece {
        parts.push(piece_name(ui, role, white));
    }
    if marked {
        parts.push(tr(ui, "square-marked"));
    }
    parts.join(", ")
}

/// What one square shows, apart from the UI language and the coordinates setting.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SquareLook {
    square: Square,
    piece: Option<(Role, bool)>,
    selected: bool,
    /// A legal destination of the selected piece.
    dest: bool,
    /// The source or destination of the last move.
    last: bool,
    /// The king in check.
    check: bool,
    focus: bool,
    marked: bool,
    reveal: bool,
    missed: bool,
    /// Drawn in the neutral tone, without its colour.
    plain: bool,
    /// On the knight's route shown after a miss.
    route: bool,
    /// The piece slides in from this many squares away (columns, rows), as `Piece` takes it.
    slide: Option<(i32, i32)>,
}

/// The classes of a square's button for its look (`square dark occupied focus`).
fn square_classes(look: &SquareLook) -> String {
    let mut classes = String::from("square");
    let colour = match colour_of(look.square) {
        _ if look.plain => " plain",
        SquareColour::Dark => " dark",
        SquareColour::Light => " light",
    };
    classes.push_str(colour);
    for (on, class) in [
        (look.selected, " selected"),
        (look.dest, " dest"),
        (look.piece.is_some(), " occupied"),
        (look.last, " last"),
        (look.check, " check"),
        (look.focus, " focus"),
        (look.marked, " marked"),
        (look.reveal, " reveal"),
        (look.missed, " missed"),
        (look.route, " route"),
    ] {
        if on {
            classes.push_str(class);
        }
    }
    classes
}

/// The look of the 64 squares in screen order (top-left first).
fn square_looks(state: &BoardState, marks: &Marks, hide_pieces: bool) -> Vec<SquareLook> {
    let destinations = state.destinations();
    let checked = state.checked_king();
    (0..64)
        .map(|slot| {
            let square = state.orientation.square_at(slot / 8, slot % 8);
            let piece = if hide_pieces {
                None
            } else {
                state.piece_on(square)
            };
            let slide = marks
                .arrival
                .filter(|&(_, to)| to == square && piece.is_some())
                .map(|(from, to)| {
                    let (fr, fc) = state.screen_coordinates(from);
                    let (tr_, tc) = state.screen_coordinates(to);
                    (fc as i32 - tc as i32, fr as i32 - tr_ as i32)
                });
            SquareLook {
                square,
                piece,
                selected: state.selected == Some(square),
                dest: destinations.contains(&square),
                last: state
                    .last_move
                    .is_some_and(|m| m.get_source() == square || m.get_dest() == square),
                check: checked == Some(square),
                focus: state.focus == square,
                marked: marks.marked == Some(square),
                reveal: marks.reveal.contains(&square),
                missed: marks.missed == Some(square),
                plain: marks.plain && !marks.reveal.contains(&square),
                route: marks.route.contains(&square),
                slide,
            }
        })
        .collect()
}

/// A board. In [`BoardInput::Play`] `on_move` hears every move played, with the position
/// before it; in [`BoardInput::Pick`] `on_pick` hears every square pressed.
#[component]
pub fn Board(
    state: RwSignal<BoardState>,
    #[prop(into)] coordinates: Signal<Coordinates>,
    #[prop(into)] ui: Signal<UiLanguage>,
    #[prop(into)] notation: Signal<Language>,
    flash: RwSignal<Option<Flash>>,
    #[prop(optional)] input: BoardInput,
    #[prop(optional, into)] on_pick: Option<Callback<Square>>,
    #[prop(optional, into)] on_move: Option<Callback<(Position, ChessMove)>>,
    #[prop(optional, into)] marks: Option<Signal<Marks>>,
    #[prop(optional, into)] hide_pieces: Option<Signal<bool>>,
    /// While true the board is busy (`aria-busy`): it shows something and takes no input.
    #[prop(optional, into)]
    busy: Option<Signal<bool>>,
    /// Whether the board writes the last move and whose turn it is under itself.
    #[prop(default = true)]
    status_line: bool,
    /// Whether the board takes the keyboard focus (on its focused square) once it is there.
    #[prop(optional)]
    focus_on_mount: bool,
) -> impl IntoView {
    if focus_on_mount {
        request_animation_frame(move || {
            // The page may have been left within that frame, and the board's state with it.
            if let Some(focus) = state.try_with_untracked(|s| s.focus.to_string()) {
                platform::focus_square(&focus);
            }
        });
    }
    let status = RwSignal::new(None::<String>);
    let drag_from = RwSignal::new(None::<Square>);
    let marks = marks.unwrap_or_else(|| Signal::derive(Marks::default));
    let hide_pieces = hide_pieces.unwrap_or_else(|| Signal::derive(|| false));
    let busy = busy.unwrap_or_else(|| Signal::derive(|| false));

    let after_outcome = move |before: Position, outcome: Outcome| match outcome {
        Outcome::Moved(mv) => {
            let written = write_move(&before, mv, &WriteOptions::short(notation.get_untracked()));
            status.set(Some(tr_args(
                ui.get_untracked(),
                "board-last-move",
                &[("move", &written)],
            )));
            if let Some(on_move) = on_move {
                on_move.run((before, mv));
            }
        }
        Outcome::Refused => {
            status.set(Some(tr(ui.get_untracked(), "board-refused")));
            flash.set(Some(Flash::Wrong));
            set_timeout(move || flash.set(None), Duration::from_millis(600));
        }
        _ => {}
    };
    let press = move |square: Square| match input {
        _ if busy.get_untracked() => {}
        BoardInput::Play => {
            let before = state.with_untracked(|s| s.position);
            let outcome = state
                .try_update(|s| s.press(square))
                .unwrap_or(Outcome::Ignored);
            after_outcome(before, outcome);
        }
        BoardInput::Pick => {
            state.update(|s| s.focus = square);
            if let Some(on_pick) = on_pick {
                on_pick.run(square);
            }
        }
        BoardInput::Off => {}
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let arrow = match ev.key().as_str() {
            "ArrowUp" => Arrow::Up,
            "ArrowDown" => Arrow::Down,
            "ArrowLeft" => Arrow::Left,
            "ArrowRight" => Arrow::Right,
            _ => return,
        };
        ev.prevent_default();
        state.update(|s| s.move_focus(arrow));
        platform::focus_square(&state.with_untracked(|s| s.focus.to_string()));
    };

    // One memo computes what all 64 squares show; each square then reads only its own memo, so
    // a change of the board re-runs the DOM updates of the squares whose look changed, not of
    // all 64 (a signal's subscriber list is costly to churn: bench/click-to-verdict.js).
    let looks = Memo::new(move |_| {
        let hide = hide_pieces.get();
        marks.with(|m| state.with(|s| square_looks(s, m, hide)))
    });
    let squares = (0..64)
        .map(|slot| {
            let (row, column) = (slot / 8, slot % 8);
            let look = Memo::new(move |_| looks.with(|l| l[slot].clone()));
            // Which square this button is: changes only when the board turns.
            let square = Memo::new(move |_| look.with(|l| l.square));
            // The piece and its slide only: a change of focus or marks leaves the picture alone.
            let drawn = Memo::new(move |_| look.with(|l| (l.piece, l.slide)));
            // All the square's classes in one reactive attribute, not one each: 64 squares make
            // every per-square effect count, in the board's first build above all.
            let classes = move || look.with(square_classes);
            // The coordinates shown on this square: its name, or its file or rank on the edge.
            let coordinate = move || {
                let name = square.get().to_string();
                let (file, rank) = name.split_at(1);
                match coordinates.get() {
                    Coordinates::Squares => Some(view! { <span class="coord all" aria-hidden="true">{name.clone()}</span> }.into_any()),
                    Coordinates::Edges => Some(view! {
                        {(row == 7).then(|| view! { <span class="coord file" aria-hidden="true">{file.to_string()}</span> })}
                        {(column == 0).then(|| view! { <span class="coord rank" aria-hidden="true">{rank.to_string()}</span> })}
                    }.into_any()),
                    Coordinates::Off => None,
                }
            };
            let label = move || {
                let (square, piece, marked, plain) = look.with(|l| (l.square, l.piece, l.marked, l.plain));
                match input {
                    BoardInput::Play => square_label(ui.get(), square, piece),
                    BoardInput::Pick | BoardInput::Off => drill_square_label(
                        ui.get(),
                        square,
                        piece,
                        coordinates.get(),
                        (row, column),
                        marked,
                        plain,
                    ),
                }
            };
            view! {
                <button
                    type="button"
                    class=classes
                    data-square=move || square.get().to_string()
                    data-marked=move || look.with(|l| l.marked).then_some("true")
                    data-reveal=move || look.with(|l| l.reveal).then_some("true")
                    aria-label=label
                    aria-pressed=move || (input == BoardInput::Play).then(|| if look.with(|l| l.selected) { "true" } else { "false" })
                    aria-disabled=move || (input == BoardInput::Off).then_some("true")
                    tabindex=move || if input != BoardInput::Off && look.with(|l| l.focus) { "0" } else { "-1" }
                    on:focus=move |_| {
                        // Tab or a click gave the square the focus: the arrows start from here.
                        let sq = look.with_untracked(|l| l.square);
                        if state.with_untracked(|s| s.focus != sq) {
                            state.update(|s| s.focus = sq);
                        }
                    }
                    on:pointerdown=move |ev: leptos::ev::PointerEvent| {
                        if ev.button() != 0 || !ev.is_primary() { return; }
                        press(look.with_untracked(|l| l.square));
                        if input == BoardInput::Play {
                            drag_from.set(state.with_untracked(|s| s.selected));
                        }
                    }
                    on:click=move |ev: leptos::ev::MouseEvent| {
                        // A keyboard or screen reader activation; a pointer's click was handled on pointerdown.
                        if ev.detail() == 0 {
                            press(look.with_untracked(|l| l.square));
                        }
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
                    {move || {
                        let (piece, slide) = drawn.get();
                        piece.map(|(role, white)| match slide {
                            Some(slide) => view! { <Piece role=role white=white slide=slide/> }.into_any(),
                            None => view! { <Piece role=role white=white/> }.into_any(),
                        })
                    }}
                    {coordinate}
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
    let orientation = move || match state.with(|s| s.orientation) {
        Orientation::White => "white",
        Orientation::Black => "black",
    };

    view! {
        <div class="board-wrap">
            <div
                class="board"
                class:flash-correct=move || flash.get() == Some(Flash::Correct)
                class:flash-wrong=move || flash.get() == Some(Flash::Wrong)
                class:pick=input == BoardInput::Pick
                data-orientation=orientation
                aria-busy=move || busy.get().then_some("true")
                role="group"
                aria-label=move || tr(ui.get(), "board-label")
                on:keydown=on_keydown
            >
                {squares}
                {move || {
                    let (arrow, wrong, route) = marks.with(|m| (m.arrow, m.wrong_arrow, m.route.clone()));
                    (arrow.is_some() || wrong.is_some() || route.len() > 1).then(|| {
                        // Screen coordinates of a square's centre, in the 8×8 box.
                        let centre = move |square: Square| {
                            let (row, column) = state.with_untracked(|s| s.screen_coordinates(square));
                            (format!("{column}.5"), format!("{row}.5"))
                        };
                        let line = move |(from, to): (Square, Square), class: &'static str, head: &'static str| {
                            let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
                            view! { <line class=class x1=x1 y1=y1 x2=x2 y2=y2 marker-end=format!("url(#{head})")/> }
                        };
                        let points = route
                            .iter()
                            .map(|&square| {
                                let (x, y) = centre(square);
                                format!("{x},{y}")
                            })
                            .collect::<Vec<_>>()
                            .join(" ");
                        view! {
                            <svg class="arrows" viewBox="0 0 8 8" aria-hidden="true">
                                <defs>
                                    <marker id="arrow-head" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                                        <path d="M0,0 L4,2 L0,4 z"/>
                                    </marker>
                                    <marker id="wrong-arrow-head" class="wrong" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="3" markerHeight="3" orient="auto">
                                        <path d="M0,0 L4,2 L0,4 z"/>
                                    </marker>
                                    <marker id="route-dot" class="route" viewBox="0 0 4 4" refX="2" refY="2" markerWidth="2.4" markerHeight="2.4">
                                        <circle cx="2" cy="2" r="2"/>
                                    </marker>
                                </defs>
                                {(route.len() > 1).then(|| view! {
                                    <polyline class="route" points=points marker-start="url(#route-dot)" marker-mid="url(#route-dot)" marker-end="url(#route-dot)"/>
                                })}
                                {wrong.map(|ends| line(ends, "wrong", "wrong-arrow-head"))}
                                {arrow.map(|ends| line(ends, "right", "arrow-head"))}
                            </svg>
                        }
                    })
                }}
                {promotion}
            </div>
            <Show when=move || status_line>
                <p class="status" aria-live="polite">
                    // Two announcements, not one run-on sentence for a screen reader.
                    <span class="turn">{turn}</span>
                    ". "
                    <span class="last">{move || status.get()}</span>
                </p>
            </Show>
        </div>
    }
}
