//! A lesson's step: its text and what it shows — a board with a marked square or a move's
//! arrow and the move written piece by piece, the piece letters, a move in other languages,
//! a game in three forms, a FEN.
use super::texts;
use crate::components::board::{Board, BoardInput, Flash, Marks};
use crate::i18n::{msg, tr, tr_args};
use crate::state::AppState;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::board_state::{BoardState, Orientation};
use escaque_core::course::{
    self, game_units, numbered_parts, parts, Example, GameForm, Lesson, Step,
};
use escaque_core::language::figurine;
use escaque_core::settings::Coordinates;
use escaque_core::{write_move, Language, Position, Role, WriteOptions};
use leptos::prelude::*;

/// The languages a move is shown in beside the student's own (C.3).
const OTHER_LANGUAGES: [Language; 7] = [
    Language::Es,
    Language::En,
    Language::Fr,
    Language::De,
    Language::It,
    Language::Pt,
    Language::Nl,
];

/// A board that only shows, with the pawn's two-square advance just played marked as the last
/// move where the position records one (its en passant square).
fn shown_board(position: Position, orientation: Orientation, marks: Marks) -> impl IntoView {
    let mut board = BoardState::new(position, orientation);
    board.last_move = course::double_step(&board.position)
        .map(|(from, to)| escaque_core::chess::ChessMove::new(from, to, None));
    let state = RwSignal::new(board);
    showing_board(state, Signal::derive(move || marks.clone()))
}

/// A board that only shows `state`, which may change (a game stepped through).
fn showing_board(state: RwSignal<BoardState>, marks: Signal<Marks>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let flash = RwSignal::new(None::<Flash>);
    view! {
        <Board
            state=state
            coordinates=Signal::derive(|| Coordinates::Edges)
            ui=Signal::derive(move || app.ui())
            notation=Signal::derive(move || app.settings.with(|s| s.notation_language()))
            flash=flash
            input=BoardInput::Off
            marks=marks
            status_line=false
            named_squares=true
        />
    }
}

/// A game on a board, stepped through move by move (`[data-game-board]` with `data-ply`,
/// buttons `[data-game-back]` and `[data-game-next]`); the move just played is marked and named
/// in its short form with its number (`Después de 3...exd4`, `[data-game-ply-text]`) and marked
/// in the three forms of the text above (`.move-unit[data-current]`).
fn game_board(moves: &'static str, ply: RwSignal<usize>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let lang = move || app.settings.with(|s| s.notation_language());
    let Some((start, line)) = course::game_line(moves) else {
        return ().into_any();
    };
    let line = std::sync::Arc::new(line);
    let total = line.len();
    let state = RwSignal::new(BoardState::new(start, Orientation::White));
    let shown = line.clone();
    Effect::new(move |_| {
        let at = ply.get();
        let position = escaque_core::replay::position_at(start, &shown, at).unwrap_or(start);
        state.update(|b| {
            b.position = position;
            b.last_move = at.checked_sub(1).map(|i| shown[i]);
        });
    });
    let named = line.clone();
    let caption = move || {
        let at = ply.get();
        match at.checked_sub(1) {
            None => tr(ui(), msg::COURSE_GAME_START),
            Some(i) => {
                let before = escaque_core::replay::position_at(start, &named, i).unwrap_or(start);
                let parts = numbered_parts(&before, named[i], &GameForm::Short.options(lang()));
                let text: String = parts.iter().map(|p| p.text.as_str()).collect();
                tr_args(ui(), msg::COURSE_GAME_AFTER, &[("move", text.trim())])
            }
        }
    };
    view! {
        <figure class="game-board" data-game-board="" data-ply=move || ply.get().to_string()
            aria-label=move || tr(ui(), msg::COURSE_GAME_BOARD)>
            {showing_board(state, Signal::derive(Marks::default))}
            <figcaption>
                <p class="game-ply" data-game-ply-text="" aria-live="polite">{caption}</p>
                <div class="game-steps">
                    <button type="button" data-game-back="" disabled=move || ply.get() == 0
                        on:click=move |_| ply.update(|p| *p = p.saturating_sub(1))>
                        <span aria-hidden="true">"◀ "</span>{move || tr(ui(), msg::COURSE_GAME_BACK)}
                    </button>
                    <button type="button" data-game-next="" disabled=move || { ply.get() >= total }
                        on:click=move |_| ply.update(|p| *p = (*p + 1).min(total))>
                        {move || tr(ui(), msg::COURSE_GAME_NEXT)}<span aria-hidden="true">" ▶"</span>
                    </button>
                </div>
            </figcaption>
        </figure>
    }
    .into_any()
}

fn side_to_move(position: &Position) -> Orientation {
    match position.turn() {
        escaque_core::chess::Color::White => Orientation::White,
        escaque_core::chess::Color::Black => Orientation::Black,
    }
}

/// Who plays, said above a board that shows a move: the side to move is at the bottom, so a
/// board turned for Black says so (`[data-turn]`).
pub fn turn_line(position: &Position) -> impl IntoView {
    let app = expect_context::<AppState>();
    let side = side_to_move(position);
    let (code, id) = match side {
        Orientation::White => ("white", msg::COURSE_TURN_WHITE),
        Orientation::Black => ("black", msg::COURSE_TURN_BLACK),
    };
    view! { <p class="turn" data-turn=code>{move || tr(app.ui(), id)}</p> }
}

/// Step `index` of `lesson`: `[data-step][data-index]`.
#[component]
pub fn StepView(lesson: &'static Lesson, index: usize) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let lang = move || app.settings.with(|s| s.notation_language());
    let step = &lesson.steps[index];
    let id = lesson.id;
    let text = move || course::unbroken(&texts::step(ui(), id, index));
    let shows = match *step {
        Step::Text => ().into_any(),
        Step::Square { square, side } => {
            let marks = Marks {
                marked: Some(course::square(square)),
                ..Marks::default()
            };
            view! {
                <div class="lesson-show">{shown_board(Position::default(), side, marks)}</div>
            }
            .into_any()
        }
        Step::Example(example) => example_view(example).into_any(),
        Step::Letters => {
            let rows = Role::KING_FIRST
                .into_iter()
                .map(|role| {
                    let letter = move || {
                        let l = lang().letter(role);
                        if l.is_empty() {
                            "—".to_string()
                        } else {
                            l.to_string()
                        }
                    };
                    view! {
                        <tr data-letter-role=role.english_name()>
                            <th scope="row">{move || piece_name(ui(), role, PieceForm::Lower)}</th>
                            <td class="letter">{letter}</td>
                            <td class="figurine" aria-hidden="true">{figurine(role)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <div class="lesson-show">
                    <table class="letters" data-letters="">
                        <thead><tr>
                            <th scope="col">{move || tr(ui(), msg::COURSE_LETTERS_PIECE)}</th>
                            <th scope="col">{move || tr(ui(), msg::COURSE_LETTERS_LETTER)}</th>
                            <th scope="col">{move || tr(ui(), msg::COURSE_LETTERS_FIGURINE)}</th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            }
            .into_any()
        }
        Step::Languages { uci } => {
            let start = Position::default();
            let mv = course::uci_move(&start, uci);
            let rows = move || {
                let mut langs = vec![lang()];
                langs.extend(OTHER_LANGUAGES.into_iter().filter(|l| *l != lang()));
                langs
                    .into_iter()
                    .filter_map(|l| mv.map(|mv| (l, write_move(&start, mv, &WriteOptions::short(l)))))
                    .map(|(l, written)| {
                        let name = tr_args(ui(), msg::NOTATION_LANGUAGE_NAME, &[("code", l.code())]);
                        view! { <li><span class="language">{name}</span>" "<strong class="move-text">{written}</strong></li> }
                    })
                    .collect_view()
            };
            let fig = mv.map(|mv| write_move(&start, mv, &WriteOptions::figurine()));
            let marks = Marks {
                arrow: mv.map(|m| (m.get_source(), m.get_dest())),
                ..Marks::default()
            };
            view! {
                <div class="lesson-show">
                    <ul class="languages" data-languages="">
                        {rows}
                        <li><span class="language">{move || tr(ui(), msg::COURSE_FIGURINES)}</span>" "<strong class="move-text">{fig.clone()}</strong></li>
                    </ul>
                    {shown_board(start, Orientation::White, marks)}
                </div>
            }
            .into_any()
        }
        Step::Game { moves } => {
            // The move the board shows (0: none yet), marked in the three forms too.
            let ply = RwSignal::new(0usize);
            // Each move with its number and marks one unit that a line never breaks
            // (`10. 0-0-0` whole on a phone); White's and Black's moves of one number kept
            // together, so that every line starts with a move number, as the seed prints them.
            let forms = move || {
                let l = lang();
                GameForm::ALL
                    .into_iter()
                    .map(|form| {
                        // Each unit with its ply (from 1), marked while the board shows it.
                        let mut pairs: Vec<Vec<(usize, String)>> = Vec::new();
                        for (ply_of, unit) in game_units(moves, form, l).into_iter().enumerate() {
                            let unit = (ply_of + 1, unit);
                            // `10. 0-0-0` starts with its number; Black's `0-0` does not.
                            let numbered = unit.1.split_once('.').is_some_and(|(n, _)| {
                                !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
                            });
                            match pairs.last_mut() {
                                Some(pair) if !numbered => pair.push(unit),
                                _ => pairs.push(vec![unit]),
                            }
                        }
                        let units = pairs
                            .into_iter()
                            .map(|pair| {
                                let pair = pair
                                    .into_iter()
                                    .enumerate()
                                    .map(|(i, (at, unit))| {
                                        let gap = (i > 0).then_some(" ");
                                        let current = move || ply.get() == at;
                                        view! { {gap}<span class="move-unit" class:current=current
                                        data-current=move || current().then_some("")>{unit}</span> }
                                    })
                                    .collect_view();
                                view! { <span class="move-pair">{pair}</span>" " }
                            })
                            .collect_view();
                        let label = match form {
                            GameForm::Short => msg::COURSE_GAME_SHORT,
                            GameForm::Bare => msg::COURSE_GAME_BARE,
                            GameForm::Long => msg::COURSE_GAME_LONG,
                        };
                        view! {
                            <div class="game-form" data-game-form=form.code()>
                                <h3>{tr(ui(), label)}</h3>
                                <p class="game-text" lang="">{units}</p>
                            </div>
                        }
                    })
                    .collect_view()
            };
            view! {
                <div class="lesson-show games" data-game="">{forms}</div>
                {game_board(moves, ply)}
            }
            .into_any()
        }
        Step::Fen { fen } => {
            let position = course::position(fen);
            view! {
                <div class="lesson-show">
                    <p class="fen"><span class="label">"FEN "</span><code data-fen="">{crate::components::cited::breakable(fen)}</code></p>
                    {shown_board(position, Orientation::White, Marks::default())}
                </div>
            }
            .into_any()
        }
    };
    view! {
        <div class="lesson-step" data-step="" data-index=index.to_string()>
            <p class="step-text">{text}</p>
            {shows}
        </div>
    }
}

/// A worked example: the board with the move's arrow, and the move written piece by piece.
fn example_view(example: Example) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let lang = move || app.settings.with(|s| s.notation_language());
    let position = course::position(example.fen);
    let mv = course::uci_move(&position, example.uci);
    // Written by the rule the lesson's text states (the core's `Example::options`).
    let options = move || example.options(lang());
    let pieces = move || {
        let Some(mv) = mv else {
            return ().into_any();
        };
        let parts = if example.numbered {
            numbered_parts(&position, mv, &options())
        } else {
            parts(&position, mv, &options())
        };
        let mut so_far = String::new();
        parts
            .iter()
            .map(|p| {
                so_far.push_str(&p.text);
                let line = texts::part(ui(), p);
                // The move so far, where it says more than the piece's own text: not "e4 e4".
                let built = so_far.trim().to_string();
                let built = (built != p.text.trim()).then_some(built);
                view! { <li>{line}" "<span class="so-far" aria-hidden="true">{built}</span></li> }
            })
            .collect_view()
            .into_any()
    };
    let written = move || {
        let Some(mv) = mv else {
            return String::new();
        };
        if example.numbered {
            let parts = numbered_parts(&position, mv, &options());
            parts.iter().map(|p| p.text.as_str()).collect()
        } else {
            write_move(&position, mv, &options())
        }
    };
    // A castling moves two pieces: the rook's arrow beside the king's.
    let marks = Marks {
        arrow: mv.map(|m| (m.get_source(), m.get_dest())),
        rook_arrow: mv.and_then(|m| course::castling_rook(&position, m)),
        ..Marks::default()
    };
    view! {
        <div class="lesson-show example" data-example=example.uci>
            {turn_line(&position)}
            <div class="built">
                <ol class="parts">{pieces}</ol>
                <p class="written">{move || tr(ui(), msg::COURSE_WRITTEN)}" "<strong class="move-text" data-written="">{written}</strong></p>
            </div>
            {shown_board(position, side_to_move(&position), marks)}
        </div>
    }
}
