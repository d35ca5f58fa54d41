//! The FEN drills' own parts: write-fen's facts and answer field, set-up's board and palette,
//! and both drills' verdicts (the core grades: `escaque_core::drill::fen`).
//!
//! Page contract: in write-fen, `input[name=answer]` (the FEN; Enter sends, and goes on while
//! a wrong answer is held) and the facts the board cannot show in `[data-fen-facts]`; in
//! set-up, `[data-setup-board]` with a button `[data-square]` a square (its man in
//! `data-piece`, `wN`; `data-wrong` on a square the held answer got wrong), palette buttons
//! `[data-palette-piece]` (`wK` … `bP`, and `none`, which empties the squares tapped) with
//! `aria-pressed`, `[data-clear-board]`, and `[data-check]`, which sends the board. After a
//! wrong answer, `[data-fen-field]` on the verdict's detail names the first wrong field
//! (`placement`, `side-to-move`, `castling`, `en-passant`, `halfmove`, `fullmove`) and
//! `data-fen-rank` its rank, or `data-wrong-squares` counts set-up's wrong squares.

use crate::components::board::{client_point, edge_labels, is_drag, point_on_board};
use crate::components::piece::{piece_code, Piece};
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::platform::intl::{list, Joined};
use crate::state::AppState;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::board_state::free::{Edit, FreeBoard};
use escaque_core::board_state::{Arrow, Orientation};
use escaque_core::chess::{ChessMove, Color, Square};
use escaque_core::drill::fen::{
    grade_written, man_of_letter, FenAnswer, FenMistake, Man, Placement, RankProblem, SetUpMistake,
};
use escaque_core::drill::geometry::{colour_of, SquareColour};
use escaque_core::drill::{Answer, Attempt, Expected, Prompt};
use escaque_core::settings::{Coordinates, UiLanguage};
use escaque_core::{LinkName, Role};
use leptos::prelude::*;

/// A man in words, inside a sentence: "a black pawn", "un peón negro".
fn man_words(ui: UiLanguage, (role, white): Man) -> String {
    piece_name(ui, role, PieceForm::OneOfSide { white })
}

/// Why a written FEN is wrong, in the UI language: the first wrong field (and rank).
pub fn reason(ui: UiLanguage, mistake: &FenMistake) -> String {
    match mistake {
        FenMistake::RankCount { count } => tr_args(
            ui,
            msg::FEN_REASON_RANK_COUNT,
            &[("count", &count.to_string())],
        ),
        FenMistake::Rank { rank, problem } => {
            let rank = rank.to_string();
            match problem {
                RankProblem::BadChar(c) => tr_args(
                    ui,
                    msg::FEN_REASON_BAD_CHAR,
                    &[("rank", &rank), ("char", &c.to_string())],
                ),
                RankProblem::Square {
                    square,
                    token,
                    written,
                    actual,
                } => {
                    let token = match written {
                        Some(man) => format!("{token} ({})", man_words(ui, *man)),
                        None => token.clone(),
                    };
                    let square = square.to_string();
                    match actual {
                        Some(man) => tr_args(
                            ui,
                            msg::FEN_REASON_SQUARE_MAN,
                            &[
                                ("rank", &rank),
                                ("token", &token),
                                ("man", &man_words(ui, *man)),
                                ("square", &square),
                            ],
                        ),
                        None => tr_args(
                            ui,
                            msg::FEN_REASON_SQUARE_EMPTY,
                            &[("rank", &rank), ("token", &token), ("square", &square)],
                        ),
                    }
                }
                RankProblem::Squares { count } => tr_args(
                    ui,
                    msg::FEN_REASON_SQUARES,
                    &[("rank", &rank), ("count", &count.to_string())],
                ),
                RankProblem::SplitDigits { digits } => tr_args(
                    ui,
                    msg::FEN_REASON_SPLIT_DIGITS,
                    &[("rank", &rank), ("digits", digits)],
                ),
            }
        }
        FenMistake::ExtraFields { count } => tr_args(
            ui,
            msg::FEN_REASON_EXTRA_FIELDS,
            &[("count", &count.to_string())],
        ),
        FenMistake::SideToMove { written, white } => tr_args(
            ui,
            msg::FEN_REASON_SIDE,
            &[
                ("written", written),
                ("expected", if *white { "w" } else { "b" }),
            ],
        ),
        FenMistake::Castling { written, expected } => tr_args(
            ui,
            msg::FEN_REASON_CASTLING,
            &[("written", written), ("expected", expected)],
        ),
        FenMistake::EnPassant { written, expected } => tr_args(
            ui,
            msg::FEN_REASON_EN_PASSANT,
            &[("written", written), ("expected", expected)],
        ),
        FenMistake::Halfmove { written, expected } => tr_args(
            ui,
            msg::FEN_REASON_HALFMOVE,
            &[("written", written), ("expected", &expected.to_string())],
        ),
        FenMistake::Fullmove { written, expected } => tr_args(
            ui,
            msg::FEN_REASON_FULLMOVE,
            &[("written", written), ("expected", &expected.to_string())],
        ),
        FenMistake::Missing(field) => {
            tr_args(ui, msg::FEN_REASON_MISSING, &[("field", field.slug())])
        }
        FenMistake::MissingClocks => tr(ui, msg::FEN_REASON_MISSING_CLOCKS),
    }
}

/// The question's answer, if `attempt` is a FEN drill's.
fn asked(attempt: &Attempt) -> Option<FenAnswer> {
    match attempt.expected {
        Expected::Fen(asked) => Some(asked),
        _ => None,
    }
}

/// The verdict of a FEN drill's answer: right, or the first mistake (write-fen) or the wrong
/// squares (set-up), then the FEN.
pub fn verdict(ui: UiLanguage, attempt: &Attempt) -> String {
    let Some(asked) = asked(attempt) else {
        return String::new();
    };
    let fen = asked.fen();
    if attempt.correct {
        return tr_args(ui, msg::FEN_RIGHT, &[("fen", &fen)]);
    }
    let why = match &attempt.given {
        Answer::Text(text) => grade_written(&asked, text)
            .map(|mistake| reason(ui, &mistake))
            .unwrap_or_default(),
        Answer::Placement(placement) => match placement.grade(&asked.placement) {
            Some(SetUpMistake::UpsideDown) => tr(ui, msg::FEN_REASON_UPSIDE_DOWN),
            Some(SetUpMistake::Squares(wrong)) => squares_wrong(ui, &wrong, &asked.placement),
            None => String::new(),
        },
        _ => String::new(),
    };
    tr_args(ui, msg::FEN_WRONG, &[("reason", &why), ("fen", &fen)])
}

/// At most this many wrong squares are listed; more are only counted (they are marked on the
/// board).
const SQUARES_LISTED: usize = 8;

/// set-up's wrong squares, each with what belongs there ("d7 should hold a black pawn", "d8
/// should be empty"); only counted when there are many.
fn squares_wrong(ui: UiLanguage, wrong: &[Square], asked: &Placement) -> String {
    let count = wrong.len().to_string();
    if wrong.len() > SQUARES_LISTED {
        return tr_args(ui, msg::FEN_REASON_SQUARES_MANY, &[("count", &count)]);
    }
    let names: Vec<String> = wrong
        .iter()
        .map(|&square| {
            let name = square.to_string();
            match asked.get(square) {
                Some((role, white)) => tr_args(
                    ui,
                    msg::SETUP_SQUARE_BELONGS,
                    &[
                        ("square", &name),
                        (
                            "piece",
                            &piece_name(ui, role, PieceForm::OneOfSide { white }),
                        ),
                    ],
                ),
                None => tr_args(ui, msg::SETUP_SQUARE_EMPTY, &[("square", &name)]),
            }
        })
        .collect();
    tr_args(
        ui,
        msg::FEN_REASON_SQUARES_WRONG,
        &[
            ("count", &count),
            ("squares", &list(&names, Joined::And, ui)),
        ],
    )
}

/// The double step that made the en passant square, when the prompt does not know its last
/// move: from the square behind it (`d6`: d7–d5).
fn last_move(asked: &FenAnswer, last: Option<ChessMove>) -> Option<String> {
    if let Some(mv) = last {
        return Some(format!("{}–{}", mv.get_source(), mv.get_dest()));
    }
    let square = asked.en_passant?;
    let (from, to) = if asked.white_to_move {
        (square.up()?, square.down()?)
    } else {
        (square.down()?, square.up()?)
    };
    Some(format!("{from}–{to}"))
}

/// The facts of [`FenFacts`] as one line (a worksheet's question).
pub fn facts_line(
    ui: UiLanguage,
    position: &escaque_core::Position,
    last: Option<ChessMove>,
) -> String {
    facts(ui, position, last).join(" · ")
}

/// What a FEN says that the board does not show, in words: whose move, castling rights, the
/// last move, the clocks.
fn facts(
    ui: UiLanguage,
    position: &escaque_core::Position,
    last: Option<ChessMove>,
) -> [String; 4] {
    let asked = FenAnswer::of(position, last);
    let turn = tr(
        ui,
        if position.turn() == Color::White {
            msg::BOARD_TURN_WHITE
        } else {
            msg::BOARD_TURN_BLACK
        },
    );
    let rights: Vec<String> = [
        msg::FEN_CASTLE_WHITE_SHORT,
        msg::FEN_CASTLE_WHITE_LONG,
        msg::FEN_CASTLE_BLACK_SHORT,
        msg::FEN_CASTLE_BLACK_LONG,
    ]
    .into_iter()
    .zip(asked.castling)
    .filter(|(_, has)| *has)
    .map(|(id, _)| tr(ui, id))
    .collect();
    let castling = if rights.is_empty() {
        tr(ui, msg::FEN_CASTLE_NONE)
    } else {
        list(&rights, Joined::And, ui)
    };
    let last = last_move(&asked, last)
        .map(|mv| tr_args(ui, msg::FEN_FACTS_LAST, &[("move", &mv)]))
        .unwrap_or_else(|| tr(ui, msg::FEN_FACTS_LAST_UNKNOWN));
    let clocks = tr_args(
        ui,
        msg::FEN_FACTS_CLOCKS,
        &[
            ("halfmove", &asked.halfmove_clock.to_string()),
            ("fullmove", &asked.fullmove_number.to_string()),
        ],
    );
    [
        turn,
        tr_args(ui, msg::FEN_FACTS_CASTLING, &[("rights", &castling)]),
        last,
        clocks,
    ]
}

/// What a FEN says that the board does not show: whose move, castling rights, the last move,
/// the clocks (write-fen).
#[component]
pub fn FenFacts(#[prop(into)] question: Signal<Option<Prompt>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let facts = move || {
        let Some(Prompt::Position { position, last }) = question.get() else {
            return None;
        };
        let [turn, castling, last, clocks] = facts(app.ui(), &position, last);
        Some(view! {
            <ul class="fen-facts" data-fen-facts="">
                <li data-fact="turn">{turn}</li>
                <li data-fact="castling">{castling}</li>
                <li data-fact="last">{last}</li>
                <li data-fact="clocks">{clocks}</li>
            </ul>
        })
    };
    view! { <div class="fen-facts-box">{facts}</div> }
}

/// The first wrong field of the latest wrong answer, for `[data-fen-field]`.
pub fn field_of(attempt: &Attempt) -> Option<(&'static str, Option<u8>)> {
    let asked = asked(attempt)?;
    match &attempt.given {
        Answer::Text(text) if !attempt.correct => grade_written(&asked, text).map(|m| {
            let rank = match m {
                FenMistake::Rank { rank, .. } => Some(rank),
                _ => None,
            };
            (m.field().slug(), rank)
        }),
        Answer::Placement(_) if !attempt.correct => Some(("placement", None)),
        _ => None,
    }
}

/// write-fen's answer: a text field (Enter sends; while a wrong answer is held, it goes on),
/// with the reminder that FEN's letters are English.
#[component]
pub fn FenEntry(
    #[prop(into)] on_answer: Callback<Answer>,
    #[prop(into)] on_next: Callback<()>,
    #[prop(into)] held: Signal<bool>,
    #[prop(into)] graded: Signal<usize>,
    #[prop(into)] question: Signal<Option<Prompt>>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        graded.track();
        if !held.get() {
            text.set(String::new());
        }
    });
    let send = move || {
        let typed = text.get_untracked();
        if held.get_untracked() {
            on_next.run(());
        } else if !typed.trim().is_empty() {
            on_answer.run(Answer::Text(typed));
        }
    };
    // Keys a phone's keyboard hides behind another layer.
    let key = move |insert: &'static str, label: &'static str| {
        view! {
            <button type="button" class="answer-key" data-answer=insert
                on:pointerdown=|ev| ev.prevent_default()
                disabled=move || held.get()
                on:click=move |_| text.update(|t| t.push_str(insert))>{label}</button>
        }
    };
    view! {
        <div class="fen-entry">
            <FenFacts question=question/>
            <form class="typed" on:submit=move |ev| { ev.prevent_default(); send(); }>
                <label>
                    <span>{move || tr(app.ui(), msg::FEN_ANSWER_LABEL)}</span>
                    <input type="text" name="answer" autocomplete="off" autocapitalize="off"
                        spellcheck="false" maxlength="100" enterkeyhint="send"
                        prop:readOnly=move || held.get()
                        aria-readonly=move || held.get().then_some("true")
                        prop:value=move || text.get()
                        on:input=move |ev| {
                            if !held.get_untracked() {
                                text.set(event_target_value(&ev));
                            }
                        }/>
                </label>
                // While a wrong answer is held, Next is the verdict's own button (`[data-next]`):
                // this key hides, as MoveEntry's does; Enter in the field still goes on.
                <button type="submit" hidden=move || held.get()>{move || tr(app.ui(), msg::ANSWER_SEND)}</button>
            </form>
            <div class="answer-keys fen-keys" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_MARKS)>
                {key("/", "/")}{key(" ", "␣")}{key("-", "-")}
                <button type="button" class="answer-key delete" data-answer="delete"
                    aria-label=move || tr(app.ui(), msg::ANSWER_DELETE)
                    disabled=move || held.get()
                    on:pointerdown=|ev| ev.prevent_default()
                    on:click=move |_| text.update(|t| { t.pop(); })>"⌫"</button>
            </div>
            <p class="hint">{move || tr(app.ui(), msg::FEN_LETTERS_HINT)}</p>
        </div>
    }
}

/// A pointer that holds a man in set-up: where it went down, and how its copy is drawn.
#[derive(Copy, Clone, PartialEq)]
struct Hold {
    pointer: i32,
    start: (f64, f64),
    /// The pointer now, in the viewport's coordinates.
    at: (f64, f64),
    /// The pressed element's width: the copy's size (a square's, or a palette man's).
    size: f64,
    touch: bool,
}

/// What the palette holds: a man, or the eraser.
type Tool = Option<Man>;

/// The palette's men, White's then Black's, king first.
const PALETTE: [Role; 6] = Role::KING_FIRST;

/// A new FEN to set up is on the page (after a right board, or Next after a wrong one): once it
/// is drawn, the page shows its prompt and, with a keyboard, the board's one Tab stop has the
/// focus, which would otherwise fall to the top of the page with the button pressed.
pub fn show_next_setup(touch: bool) {
    request_animation_frame(move || {
        platform::scroll_into_view(".drill .prompt-box", true);
        if !touch {
            platform::focus_first(&[".setup-board [data-square][tabindex=\"0\"]"]);
        }
    });
}

/// set-up's board and palette: a man picked from the palette goes on each square tapped (or
/// dragged onto one); the eraser empties them; a man on the board can be dragged to another
/// square or off the board. `[data-check]` sends the board. The gestures and keys are the free
/// placement's of the core ([`FreeBoard`]), read with the board's drag threshold and hit test
/// ([`crate::components::board`]).
#[component]
pub fn SetUpBoard(
    #[prop(into)] on_answer: Callback<Answer>,
    #[prop(into)] on_next: Callback<()>,
    #[prop(into)] held: Signal<bool>,
    #[prop(into)] graded: Signal<usize>,
    /// The latest attempt while it is held: its wrong squares are marked.
    #[prop(into)]
    held_attempt: Signal<Option<Attempt>>,
    #[prop(into)] white_bottom: Signal<bool>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    // "Tap" on a touch screen, "click" with a mouse.
    let touch = platform::prefers_touch();
    let placement = RwSignal::new(Placement::EMPTY);
    let free = RwSignal::new(FreeBoard::default());
    // A new question: an empty board (the held board stays until Next).
    Effect::new(move |_| {
        graded.track();
        if !held.get() {
            placement.set(Placement::EMPTY);
        }
    });
    let orientation = Memo::new(move |_| {
        if white_bottom.get() {
            Orientation::White
        } else {
            Orientation::Black
        }
    });
    Effect::new(move |_| {
        let o = orientation.get();
        free.update(|f| f.orientation = o);
    });
    let wrong = Memo::new(move |_| {
        held_attempt.with(|a| match a {
            Some(Attempt {
                expected: Expected::Fen(asked),
                given: Answer::Placement(given),
                correct: false,
                ..
            }) => given.wrong_squares(&asked.placement),
            _ => Vec::new(),
        })
    });
    let apply = move |edit: Option<Edit>| {
        if let Some(edit) = edit.filter(|_| !held.get_untracked()) {
            placement.update(|p| p.apply(edit));
        }
    };
    let tap = move |square: Square| {
        if held.get_untracked() {
            return;
        }
        let there = placement.with_untracked(|p| p.get(square));
        apply(free.try_update(|f| f.tap(square, there)).flatten());
    };
    let hand = Memo::new(move |_| free.with(|f| f.hand));
    // The keyboard's square: the board is one Tab stop (a roving tabindex), the arrows walk
    // it, a FEN letter puts that man there (K Q R B N P white, k q r b n p black), Delete or
    // Backspace clears it, Enter or Space puts the palette's choice (a click). Until a square
    // is chosen, the top left one, where a FEN starts.
    let cursor = Memo::new(move |_| free.with(|f| f.focus_square()));
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        if held.get_untracked() && Arrow::from_key(&key).is_none() {
            return;
        }
        let letter = {
            let mut chars = key.chars();
            chars.next().filter(|_| chars.next().is_none())
        };
        let Some((edit, ours)) = free.try_update(|f| f.key(&key, letter.and_then(man_of_letter)))
        else {
            return;
        };
        if ours {
            ev.prevent_default();
        }
        apply(edit);
        if Arrow::from_key(&key).is_some() {
            let to = cursor.get_untracked();
            platform::focus_selector(&format!(".setup-board [data-square=\"{to}\"]"));
        }
    };
    let board_ref = NodeRef::<leptos::html::Div>::new();
    // The square under a point of the viewport: the board's own hit test.
    let square_at = move |point: (f64, f64)| {
        let board = board_ref.get_untracked()?;
        point_on_board(&board, orientation.get_untracked(), point).0
    };
    // The pointer holding a man; its copy is drawn under it (above a finger, which would hide
    // it) once it has gone past the drag threshold, and the square it would land on is ringed.
    let hold = RwSignal::new(None::<Hold>);
    let dragged = Memo::new(move |_| free.with(|f| f.dragged()));
    let start_drag =
        move |ev: &leptos::ev::PointerEvent, from: Option<Square>, man: Option<Man>| {
            let element = platform::listening_element(ev);
            if let Some(element) = &element {
                platform::capture_pointer(element, ev.pointer_id());
            }
            let size = element
                .as_ref()
                .and_then(platform::content_box)
                .map_or(40.0, |(_, _, width, _)| width);
            let start = client_point(ev);
            free.update(|f| f.pointer_down(from, man));
            hold.set(Some(Hold {
                pointer: ev.pointer_id(),
                start,
                at: start,
                size,
                touch: ev.pointer_type() == "touch",
            }));
        };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let Some(h) = hold
            .get_untracked()
            .filter(|h| h.pointer == ev.pointer_id())
        else {
            return;
        };
        let at = client_point(&ev);
        let over = square_at(at);
        free.maybe_update(|f| f.pointer_move(over, is_drag(h.start, at)));
        if free.with_untracked(|f| f.dragged().is_some()) {
            hold.set(Some(Hold { at, ..h }));
        }
    };
    let end_drag = move || {
        hold.set(None);
        free.update(|f| f.pointer_cancel());
    };
    // The release: a drag puts its man where it ends; a press that stayed put is a tap.
    let on_up = move |ev: leptos::ev::PointerEvent| {
        if !hold.with_untracked(|h| h.is_some_and(|h| h.pointer == ev.pointer_id())) {
            return;
        }
        hold.set(None);
        let over = square_at(client_point(&ev));
        apply(free.try_update(|f| f.pointer_up(over)).flatten());
    };
    let square_view = move |slot: usize| {
        let square = Memo::new(move |_| orientation.get().square_at(slot / 8, slot % 8));
        let man = move || placement.with(|p| p.get(square.get()));
        let dark = move || colour_of(square.get()) == SquareColour::Dark;
        let is_wrong = move || wrong.with(|w| w.contains(&square.get()));
        let label = move || {
            let s = square.get().to_string();
            match man() {
                Some(m) => format!("{s}, {}", man_words(ui(), m)),
                None => s,
            }
        };
        let lifted = move || dragged.with(|d| d.is_some_and(|d| d.from == Some(square.get())));
        let over = move || {
            dragged.with(|d| d.is_some_and(|d| d.over == Some(square.get()) && d.from != d.over))
        };
        view! {
            <button type="button" class="square"
                class:dark=dark class:light=move || !dark() class:occupied=move || man().is_some()
                class:lifted=lifted class:over=over
                class:missed=is_wrong
                data-square=move || square.get().to_string()
                data-piece=move || man().map(|(r, w)| piece_code(r, w))
                data-wrong=move || is_wrong().then_some("")
                aria-label=label
                tabindex=move || if square.get() == cursor.get() { "0" } else { "-1" }
                on:focus=move |_| {
                    let sq = square.get_untracked();
                    if free.with_untracked(|f| f.focus != Some(sq)) {
                        free.update(|f| f.focus = Some(sq));
                    }
                }
                on:keydown=on_keydown
                on:pointerdown=move |ev: leptos::ev::PointerEvent| {
                    if ev.button() == 0 && ev.is_primary() && !held.get_untracked() {
                        let from = square.get_untracked();
                        start_drag(&ev, Some(from), placement.with_untracked(|p| p.get(from)));
                    }
                }
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=move |_| end_drag()
                on:click=move |ev: leptos::ev::MouseEvent| {
                    // A keyboard's or screen reader's activation (a pointer's is above).
                    if ev.detail() == 0 {
                        tap(square.get_untracked());
                    }
                }>
                {move || man().map(|(role, white)| view! { <Piece role=role white=white/> })}
            </button>
        }
    };
    let palette_button = move |choice: Tool| {
        let code = choice.map_or_else(|| "none".to_string(), |(r, w)| piece_code(r, w));
        let label = move || match choice {
            Some(man) => man_words(ui(), man),
            None => tr(ui(), msg::FEN_PALETTE_NONE),
        };
        let pressed = move || hand.get() == Some(choice);
        let choose = move || free.update(|f| f.hand = Some(choice));
        view! {
            <button type="button" class="palette-piece" data-palette-piece=code
                aria-pressed=move || if pressed() { "true" } else { "false" }
                aria-label=label title=label
                disabled=move || held.get()
                on:pointerdown=move |ev: leptos::ev::PointerEvent| {
                    if ev.button() == 0 && ev.is_primary() && !held.get_untracked() {
                        choose();
                        start_drag(&ev, None, choice);
                    }
                }
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=move |_| end_drag()
                on:click=move |_| choose()>
                {match choice {
                    Some((role, white)) => view! { <Piece role=role white=white/> }.into_any(),
                    None => view! { <span class="eraser" aria-hidden="true">"⌫"</span> }.into_any(),
                }}
            </button>
        }
    };
    let palette_row = move |white: bool| {
        PALETTE
            .into_iter()
            .map(|role| palette_button(Some((role, white))))
            .collect_view()
    };
    let check = move || {
        if held.get_untracked() {
            on_next.run(());
        } else {
            on_answer.run(Answer::Placement(placement.get_untracked()));
        }
        // Once the page shows the outcome: a wrong board is held, and Next (the verdict's, as
        // Check hides) takes the focus; a new FEN is to be set up, and the page shows it with
        // the focus on the board. Never left to fall to the top of the page.
        if held.get_untracked() {
            request_animation_frame(|| platform::focus_first(&[".drill [data-next]"]));
        } else {
            show_next_setup(touch);
        }
    };
    let ghost = move || {
        let (d, h) = (dragged.get()?, hold.get()?);
        let (role, white) = d.man?;
        Some(view! {
            <div class="setup-ghost" class:touch=h.touch aria-hidden="true"
                style:--x=format!("{}px", h.at.0) style:--y=format!("{}px", h.at.1)
                style:--size=format!("{}px", h.size)>
                <Piece role=role white=white/>
            </div>
        })
    };
    view! {
        <div class="setup">
            <div class="board-wrap edges">
                <div class="board setup-board" data-setup-board="" node_ref=board_ref
                    data-orientation=move || orientation.get().link_name()
                    role="group" aria-label=move || tr(ui(), msg::BOARD_LABEL)>
                    {(0..64).map(square_view).collect_view()}
                    {edge_labels(Signal::stored(Coordinates::Edges), orientation.into())}
                </div>
                {ghost}
            </div>
            <div class="palette" role="group" aria-label=move || tr(ui(), msg::FEN_PALETTE)>
                <div class="palette-row">{palette_row(true)}</div>
                <div class="palette-row">{palette_row(false)}{palette_button(None)}</div>
            </div>
            <p class="hint">{move || tr(ui(), if touch { msg::FEN_PALETTE_HINT_TOUCH } else { msg::FEN_PALETTE_HINT })}</p>
            {(!touch).then(|| view! { <p class="hint" data-setup-keys="">{move || tr(ui(), msg::FEN_SETUP_KEYS)}</p> })}
            <p class="setup-actions">
                <button type="button" class="clear-board" data-clear-board=""
                    disabled=move || held.get()
                    on:click=move |_| placement.set(Placement::EMPTY)>{move || tr(ui(), msg::FEN_CLEAR_BOARD)}</button>
                // While a wrong board is held, Next is the verdict's own button (`[data-next]`):
                // this one hides, as the move entry's send key does (one Next on the screen).
                <button type="button" class="check primary" data-check="" hidden=move || held.get()
                    on:click=move |_| check()>
                    {move || tr(ui(), msg::FEN_CHECK)}
                </button>
            </p>
        </div>
    }
}
