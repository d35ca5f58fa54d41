//! Answer keys: light/dark, yes/no, knight distances, and a square's name typed or tapped.
//! Every key carries `data-answer` with its value (`light`, `yes`, `3`, `e`, `4`).

use crate::i18n::{msg, tr, MessageId};
use crate::state::AppState;
use escaque_core::drill::geometry::SquareColour;
use escaque_core::drill::{Answer, Mode};
use escaque_core::written_square::pad_press;
use escaque_core::{Language, Notation, Role};
use leptos::prelude::*;

/// The keys of a mode that is answered with buttons (colour, diagonal, knight).
#[component]
pub fn ChoiceKeys(
    mode: Mode,
    #[prop(into)] on_answer: Callback<Answer>,
    /// No answer is taken now (a wrong one is held, the next question not asked yet): the
    /// keys are disabled, so that an answered choice never looks live.
    #[prop(into)]
    answered: Signal<bool>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let choices: Vec<(Answer, String, Option<MessageId>)> = match mode {
        Mode::Colour => vec![
            (
                Answer::Colour(SquareColour::Light),
                "light".into(),
                Some(msg::ANSWER_LIGHT),
            ),
            (
                Answer::Colour(SquareColour::Dark),
                "dark".into(),
                Some(msg::ANSWER_DARK),
            ),
        ],
        Mode::Diagonal => vec![
            (Answer::YesNo(true), "yes".into(), Some(msg::ANSWER_YES)),
            (Answer::YesNo(false), "no".into(), Some(msg::ANSWER_NO)),
        ],
        Mode::Knight => (1..=6u8)
            .map(|n| (Answer::Number(n), n.to_string(), None))
            .collect(),
        _ => Vec::new(),
    };
    let buttons = choices
        .into_iter()
        .map(|(answer, value, label)| {
            let text = value.clone();
            let label = move || match label {
                Some(id) => tr(app.ui(), id),
                None => text.clone(),
            };
            view! {
                <button type="button" class="answer-key" data-answer=value
                    disabled=move || answered.get()
                    on:click=move |_| on_answer.run(answer.clone())>{label}</button>
            }
        })
        .collect_view();
    view! {
        <div class="answer-keys" class:numbers=mode == Mode::Knight role="group"
            aria-label=move || tr(app.ui(), msg::ANSWER_KEYS)>{buttons}</div>
    }
}

/// The name drill's answer: a text field (Enter sends) and file and rank keys. The keys type
/// into the field in the order tapped, and two keys send it: a file then a rank is the square,
/// a rank first is refused with the square policy's reason (never turned round).
#[component]
pub fn SquareEntry(
    #[prop(into)] on_answer: Callback<Answer>,
    /// Answers graded so far: the field empties after each.
    #[prop(into)]
    graded: Signal<usize>,
    touch_first: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        graded.track();
        text.set(String::new());
    });
    // The keys type in the order pressed, as a keyboard does (the core's square policy,
    // `pad_press`): "2" then "a" is `2a`, refused with its reason, never guessed as a2.
    let tap = move |c: char| {
        let (typed, send) = pad_press(&text.get_untracked(), c);
        text.set(typed.clone());
        if send {
            on_answer.run(Answer::Text(typed));
        }
    };
    let key = move |c: char| {
        let pressed = move || text.with(|t| t.chars().count() == 1 && t.starts_with(c));
        view! {
            <button type="button" class="answer-key coordinate" data-answer=c.to_string()
                aria-pressed=move || if pressed() { "true" } else { "false" }
                on:click=move |_| tap(c)>{c.to_string()}</button>
        }
    };
    let sent_empty = RwSignal::new(false);
    let send = move || {
        let typed = text.get_untracked();
        if typed.trim().is_empty() {
            sent_empty.set(true);
        } else {
            on_answer.run(Answer::Text(typed));
        }
    };
    view! {
        <div class="square-entry" class:touch-first=touch_first>
            <form class="typed" on:submit=move |ev| { ev.prevent_default(); send(); }>
                <label>
                    <span>{move || tr(app.ui(), msg::ANSWER_SQUARE_LABEL)}</span>
                    <input type="text" name="answer" autocomplete="off" autocapitalize="off"
                        spellcheck="false" maxlength="8" enterkeyhint="send"
                        prop:value=move || text.get()
                        on:input=move |ev| text.set(event_target_value(&ev))/>
                </label>
                <button type="submit">{move || tr(app.ui(), msg::ANSWER_SEND)}</button>
            </form>
            {empty_answer_note(sent_empty, text, graded)}
            <div class="answer-keys files" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_FILES)>
                {('a'..='h').map(key).collect_view()}
            </div>
            <div class="answer-keys ranks" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_RANKS)>
                {('1'..='8').map(key).collect_view()}
            </div>
        </div>
    }
}

/// The answer of the move drills: a text field that takes everything the reader takes (Enter
/// sends; it keeps the focus), and keys for phones in four rows of eight: files, ranks, the
/// drill language's piece letters with `x + #`, then `=`, castling and delete. Descriptive
/// notation has no file letters (its files are named by the pieces' letters, `P` too) but
/// `-` `(` `)` `/`; ICCF numeric only the digits 1–8. While a wrong
/// answer is held, the send key hides (the verdict's `[data-next]` is the one Next on the
/// screen) and Enter in the field goes on to the next question.
#[component]
pub fn MoveEntry(
    notation: Notation,
    #[prop(into)] on_answer: Callback<Answer>,
    /// Next, while a wrong answer is held.
    #[prop(into)]
    on_next: Callback<()>,
    #[prop(into)] held: Signal<bool>,
    /// Answers graded so far: the field empties after each.
    #[prop(into)]
    graded: Signal<usize>,
    touch_first: bool,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    // What the keys put at the end of the field, in order (typing forgets it).
    let keyed = StoredValue::new(Vec::<String>::new());
    // The field empties after each answer, but while a wrong one is held it shows what was
    // answered, read-only (nothing typed then could count, so nothing is taken): Next empties it.
    Effect::new(move |_| {
        graded.track();
        if !held.get() {
            text.set(String::new());
            keyed.update_value(Vec::clear);
        }
    });
    let type_in = move |insert: &str| {
        if !held.get_untracked() {
            text.update(|t| t.push_str(insert));
            keyed.update_value(|k| k.push(insert.to_string()));
        }
    };
    // ⌫ takes back what a key put in (all of `0-0`), else one character.
    let delete = move || {
        let token = keyed.try_update_value(Vec::pop).flatten();
        text.update(
            |t| match token.filter(|token| t.ends_with(token.as_str())) {
                Some(token) => t.truncate(t.len() - token.len()),
                None => {
                    t.pop();
                }
            },
        );
    };
    let sent_empty = RwSignal::new(false);
    let send = move || {
        let typed = text.get_untracked();
        if !held.get_untracked() && typed.trim().is_empty() {
            sent_empty.set(true);
        }
        if held.get_untracked() {
            on_next.run(());
        } else if !typed.trim().is_empty() {
            on_answer.run(Answer::Text(typed));
        }
    };
    let key = move |insert: String, label: String| {
        let value = insert.clone();
        view! {
            <button type="button" class="answer-key" data-answer=value
                // Keep the focus in the field (a desktop keeps typing there).
                on:pointerdown=|ev| ev.prevent_default()
                disabled=move || held.get()
                on:click=move |_| type_in(&insert)>{label}</button>
        }
    };
    let texts = |texts: &[&str]| -> Vec<String> { texts.iter().map(|t| t.to_string()).collect() };
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
    ];
    // The keys of each row (none: the row is not there).
    let (files, letters, marks, last_row): (Vec<String>, Vec<String>, Vec<String>, Vec<String>) =
        match notation {
            Notation::Algebraic(language) => (
                ('a'..='h').map(String::from).collect(),
                roles
                    .iter()
                    .map(|&r| language.letter(r).to_string())
                    .collect(),
                texts(&["x", "+", "#"]),
                texts(&if language == Language::En {
                    ["=", "O-O", "O-O-O"]
                } else {
                    ["=", "0-0", "0-0-0"]
                }),
            ),
            Notation::Descriptive(lang) => (
                Vec::new(),
                roles
                    .iter()
                    .chain([&Role::Pawn])
                    .map(|&r| lang.letter(r).to_string())
                    .collect(),
                texts(&["x", "-", "+"]),
                texts(&["(", ")", "/", "=", "O-O", "O-O-O"]),
            ),
            Notation::Iccf => (Vec::new(), Vec::new(), Vec::new(), Vec::new()),
        };
    let keys = move |row: Vec<String>| row.into_iter().map(|k| key(k.clone(), k)).collect_view();
    let has_files = !files.is_empty();
    let has_letters = !letters.is_empty();
    let files = keys(files);
    let ranks = keys(('1'..='8').map(String::from).collect());
    let letters = keys(letters);
    let marks = keys(marks);
    let last_row = keys(last_row);
    view! {
        <div class="move-entry" class:touch-first=touch_first>
            <form class="typed" on:submit=move |ev| { ev.prevent_default(); send(); }>
                <label>
                    <span>{move || tr(app.ui(), msg::ANSWER_MOVE_LABEL)}</span>
                    <input type="text" name="answer" autocomplete="off" autocapitalize="off"
                        spellcheck="false" maxlength="24" enterkeyhint="send"
                        inputmode=if touch_first { "none" } else { "text" }
                        prop:readOnly=move || held.get()
                        aria-readonly=move || held.get().then_some("true")
                        prop:value=move || text.get()
                        on:input=move |ev| {
                            if !held.get_untracked() {
                                keyed.update_value(Vec::clear);
                                text.set(event_target_value(&ev));
                            }
                        }/>
                </label>
                // While a wrong answer is held, Next is the verdict's own button: this key
                // hides (one Next on the screen), and Enter in the field still goes on.
                <button type="submit" hidden=move || held.get()>{move || tr(app.ui(), msg::ANSWER_SEND)}</button>
            </form>
            <p class="hint held-hint" data-held-hint="" hidden=move || !held.get()>
                {move || tr(app.ui(), msg::ANSWER_HELD_HINT)}
            </p>
            {empty_answer_note(sent_empty, text, graded)}
            {has_files.then(|| view! { <div class="answer-keys files" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_FILES)>{files}</div> })}
            <div class="answer-keys ranks" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_RANKS)>{ranks}</div>
            {has_letters.then(|| view! { <div class="answer-keys pieces" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_PIECES)>{letters}{marks}</div> })}
            <div class="answer-keys marks" role="group" aria-label=move || tr(app.ui(), msg::ANSWER_MARKS)>
                {last_row}
                <button type="button" class="answer-key delete" data-answer="delete"
                    aria-label=move || tr(app.ui(), msg::ANSWER_DELETE)
                    disabled=move || held.get()
                    on:pointerdown=|ev| ev.prevent_default()
                    on:click=move |_| delete()>"⌫"</button>
            </div>
        </div>
    }
}

/// Said when an empty answer is sent (`sent_empty`: Enter, or the send key, with nothing typed
/// or tapped): nothing is graded, and the student knows why nothing happened. Once something is
/// typed its words go but its place stays, until the answer is graded (which clears
/// `sent_empty`), so that the keys do not move between the taps of one answer.
fn empty_answer_note(
    sent_empty: RwSignal<bool>,
    text: RwSignal<String>,
    graded: Signal<usize>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    Effect::new(move |_| {
        graded.track();
        sent_empty.set(false);
    });
    view! {
        <p class="empty-answer" role="status" data-empty-answer=""
            class:typed-over=move || text.with(|t| !t.trim().is_empty())
            hidden=move || !sent_empty.get()>
            {move || tr(app.ui(), msg::ANSWER_EMPTY)}
        </p>
    }
}
