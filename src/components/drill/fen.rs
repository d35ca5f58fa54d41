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

use crate::components::piece::{piece_code, Piece};
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::platform::intl::{list, Joined};
use crate::state::AppState;
use crate::words::pieces::{piece_name, PieceForm};
use escaque_core::board_state::{Arrow, Orientation};
use escaque_core::chess::{ChessMove, Color, Square};
use escaque_core::drill::fen::{
    grade_written, man_of_letter, FenAnswer, FenMistake, Man, Placement, RankProblem, SetUpMistake,
};
use escaque_core::drill::{Answer, Attempt, Expected, Prompt};
use escaque_core::settings::UiLanguage;
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

/// A man dragged in set-up, as drawn under the pointer.
#[derive(Copy, Clone, PartialEq)]
struct Ghost {
    man: Man,
    /// The square it was lifted from (drawn faint meanwhile); `None` from the palette.
    from: Option<Square>,
    /// The square under the pointer.
    over: Option<Square>,
    /// The pointer, in the viewport's coordinates.
    at: (f64, f64),
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
/// square or off the board. `[data-check]` sends the board.
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
    let tool = RwSignal::new(None::<Tool>);
    // A new question: an empty board (the held board stays until Next).
    Effect::new(move |_| {
        graded.track();
        if !held.get() {
            placement.set(Placement::EMPTY);
        }
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
    let put = move |square: Square, man: Option<Man>| {
        if !held.get_untracked() {
            placement.update(|p| p.set(square, man));
        }
    };
    let tap = move |square: Square| {
        if held.get_untracked() {
            return;
        }
        match tool.get_untracked() {
            // The same man tapped again comes off.
            Some(Some(man)) if placement.with_untracked(|p| p.get(square)) == Some(man) => {
                put(square, None)
            }
            Some(chosen) => put(square, chosen),
            None => {}
        }
    };
    let orientation_now = move || {
        if white_bottom.get() {
            Orientation::White
        } else {
            Orientation::Black
        }
    };
    // The keyboard's square: the board is one Tab stop (a roving tabindex), the arrows walk
    // it, a FEN letter puts that man there (K Q R B N P white, k q r b n p black), Delete or
    // Backspace clears it, Enter or Space puts the palette's choice (a click). Until a square
    // is chosen, the top left one, where a FEN starts.
    let cursor = RwSignal::new(None::<Square>);
    let at_cursor = move || {
        cursor
            .get()
            .unwrap_or_else(|| orientation_now().square_at(0, 0))
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let at = cursor
            .get_untracked()
            .unwrap_or_else(|| orientation_now().square_at(0, 0));
        let key = ev.key();
        if let Some(arrow) = Arrow::from_key(&key) {
            ev.prevent_default();
            let to = orientation_now().step(at, arrow);
            cursor.set(Some(to));
            platform::focus_selector(&format!(".setup-board [data-square=\"{to}\"]"));
            return;
        }
        if held.get_untracked() {
            return;
        }
        let letter = {
            let mut chars = key.chars();
            chars.next().filter(|_| chars.next().is_none())
        };
        if let Some(man) = letter.and_then(man_of_letter) {
            ev.prevent_default();
            tool.set(Some(Some(man)));
            put(at, Some(man));
        } else if key == "Delete" || key == "Backspace" {
            ev.prevent_default();
            put(at, None);
        }
    };
    // A drag: from the palette (a man to put) or from a square (a man to move).
    #[derive(Copy, Clone)]
    struct Drag {
        pointer: i32,
        from: Option<Square>,
        man: Option<Man>,
        start: (f64, f64),
        moved: bool,
        /// The pressed element's width: the copy's size (a square's, or a palette man's).
        size: f64,
        touch: bool,
    }
    let drag = StoredValue::new(None::<Drag>);
    // The dragged man's copy under the pointer (above a finger, which would hide it), once the
    // pointer has moved; the square it would land on is ringed.
    let ghost = RwSignal::new(None::<Ghost>);
    let point =
        |ev: &leptos::ev::PointerEvent| (f64::from(ev.client_x()), f64::from(ev.client_y()));
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
            drag.set_value(Some(Drag {
                pointer: ev.pointer_id(),
                from,
                man,
                start: point(ev),
                moved: false,
                size,
                touch: ev.pointer_type() == "touch",
            }));
        };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let Some(mut d) = drag.get_value().filter(|d| d.pointer == ev.pointer_id()) else {
            return;
        };
        let (x, y) = point(&ev);
        d.moved |= (x - d.start.0).hypot(y - d.start.1) >= 8.0;
        drag.set_value(Some(d));
        if let (true, Some(man)) = (d.moved, d.man) {
            let over = platform::square_at_point(x, y).and_then(|n| n.parse::<Square>().ok());
            ghost.set(Some(Ghost {
                man,
                from: d.from,
                over,
                at: (x, y),
                size: d.size,
                touch: d.touch,
            }));
        }
    };
    let end_drag = move || {
        drag.set_value(None);
        ghost.set(None);
    };
    // The release: a drag puts its man where it ends; a tap is a tap.
    let on_up = move |ev: leptos::ev::PointerEvent| {
        let Some(d) = drag.get_value().filter(|d| d.pointer == ev.pointer_id()) else {
            return;
        };
        end_drag();
        let (x, y) = point(&ev);
        let over = platform::square_at_point(x, y).and_then(|name| name.parse::<Square>().ok());
        if !d.moved {
            if let Some(square) = d.from {
                tap(square);
            }
            return;
        }
        match (d.from, over) {
            (Some(from), Some(to)) if from != to => {
                put(from, None);
                put(to, d.man);
            }
            (Some(from), None) => put(from, None),
            (None, Some(to)) => put(to, d.man),
            _ => {}
        }
    };
    let square_view = move |slot: usize| {
        let square = Memo::new(move |_| {
            let (row, column) = (slot / 8, slot % 8);
            let (rank, file) = if white_bottom.get() {
                (7 - row, column)
            } else {
                (row, 7 - column)
            };
            Square::make_square(
                escaque_core::chess::Rank::from_index(rank),
                escaque_core::chess::File::from_index(file),
            )
        });
        let man = move || placement.with(|p| p.get(square.get()));
        let dark = move || {
            let s = square.get();
            (s.get_rank().to_index() + s.get_file().to_index()) % 2 == 0
        };
        let is_wrong = move || wrong.with(|w| w.contains(&square.get()));
        let label = move || {
            let s = square.get().to_string();
            match man() {
                Some(m) => format!("{s}, {}", man_words(ui(), m)),
                None => s,
            }
        };
        let lifted = move || ghost.with(|g| g.is_some_and(|g| g.from == Some(square.get())));
        let over = move || ghost.with(|g| g.is_some_and(|g| g.over == Some(square.get())));
        view! {
            <button type="button" class="square"
                class:dark=dark class:light=move || !dark() class:occupied=move || man().is_some()
                class:lifted=lifted class:over=over
                class:missed=is_wrong
                data-square=move || square.get().to_string()
                data-piece=move || man().map(|(r, w)| piece_code(r, w))
                data-wrong=move || is_wrong().then_some("")
                aria-label=label
                tabindex=move || if square.get() == at_cursor() { "0" } else { "-1" }
                on:focus=move |_| cursor.set(Some(square.get_untracked()))
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
        let pressed = move || tool.get() == Some(choice);
        view! {
            <button type="button" class="palette-piece" data-palette-piece=code
                aria-pressed=move || if pressed() { "true" } else { "false" }
                aria-label=label title=label
                disabled=move || held.get()
                on:pointerdown=move |ev: leptos::ev::PointerEvent| {
                    if ev.button() == 0 && ev.is_primary() && !held.get_untracked() {
                        tool.set(Some(choice));
                        start_drag(&ev, None, choice);
                    }
                }
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=move |_| end_drag()
                on:click=move |_| tool.set(Some(choice))>
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
    let orientation = move || orientation_now().link_name();
    // The files under the board and the ranks beside it, as on every board.
    let edge_labels = move || {
        let white = white_bottom.get();
        let files: Vec<char> = if white {
            ('a'..='h').collect()
        } else {
            ('a'..='h').rev().collect()
        };
        let ranks: Vec<char> = if white {
            ('1'..='8').rev().collect()
        } else {
            ('1'..='8').collect()
        };
        view! {
            <div class="coords files" aria-hidden="true">{files.into_iter().map(|f| view! { <span>{f.to_string()}</span> }).collect_view()}</div>
            <div class="coords ranks" aria-hidden="true">{ranks.into_iter().map(|r| view! { <span>{r.to_string()}</span> }).collect_view()}</div>
        }
    };
    view! {
        <div class="setup">
            <div class="board-wrap edges">
                <div class="board setup-board" data-setup-board="" data-orientation=orientation
                    role="group" aria-label=move || tr(ui(), msg::BOARD_LABEL)>
                    {(0..64).map(square_view).collect_view()}
                    {edge_labels}
                </div>
                {move || ghost.get().map(|g| view! {
                    <div class="setup-ghost" class:touch=g.touch aria-hidden="true"
                        style:--x=format!("{}px", g.at.0) style:--y=format!("{}px", g.at.1)
                        style:--size=format!("{}px", g.size)>
                        <Piece role=g.man.0 white=g.man.1/>
                    </div>
                })}
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
