//! The converter: a game pasted in any supported language and form comes out in any other
//! (a language's notation, short or long, figurines, UCI, PGN with its tags), checked by the
//! engine, errors shown at the move with their line and column — `escaque convert`, in the
//! browser, offline. Annotations of books and databases (`!?`, `±`, `+-`, `=`, `N`, `□`, `$14`)
//! are kept as written, and in PGN by their numbers; the page says so
//! (`[data-annotations-note]`).
//!
//! The text and the options are kept on the device as they are changed (a reload, Back or a
//! visit tomorrow finds them), in the same storage as the builder's draft
//! (`escaque_core::converter::ConverterDraft`). The result is copied (`button[data-copy]`) or
//! saved as a file (`button[data-download]`, `.pgn` for PGN, else `.txt`).
//!
//! A book's move whose side before a piece (`KN`, `QR`) names one piece by the side it stands
//! nearer and another by the side it started on is converted by the first reading and said in
//! `[data-convert-unsure] [data-unsure-move]`, with the other move.

use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::state::{AppState, Kept};
use crate::words::errors;
use escaque_core::chess::ChessMove;
use escaque_core::converter::ConverterDraft;
use escaque_core::drill::content::Location;
use escaque_core::game::{Game, GameError};
use escaque_core::notation::{convert, games, games_auto, Output};
use escaque_core::pgn::Target;
use escaque_core::{write_move, Language, Notation, Position, WriteOptions};
use leptos::prelude::*;

#[component]
pub fn ConvertPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    // Kept on the device: a reload finds the text and the options as they were left.
    let kept = Kept::<ConverterDraft>::load(app.notices, msg::NOTICE_CONVERTER_DAMAGED);
    let stored = kept.value.get_untracked();
    let input = RwSignal::new(stored.text.clone());
    let from = RwSignal::new(stored.from());
    let to = RwSignal::new(stored.to().unwrap_or(Output::Target(Target::Language(
        app.settings.with_untracked(|s| s.notation_language()),
    ))));
    let long = RwSignal::new(stored.long);
    Effect::new(move |_| {
        let form = ConverterDraft {
            text: input.get(),
            from: from.get().map(|n| n.code().to_string()),
            to: to.get().code(),
            long: long.get(),
        };
        if kept.value.with_untracked(|k| *k != form) {
            kept.update(|k| *k = form);
        }
    });
    let copied = RwSignal::new(false);
    // Every game converted, or the first error with the language it was read in.
    let converted = Memo::new(move |_| {
        let text = input.get();
        let (target, long) = (to.get(), long.get());
        let read: Vec<Result<(Game, Notation), GameError>> = match from.get() {
            None => games_auto(&text).collect(),
            Some(notation) => games(&text, notation)
                .map(|r| r.map(|g| (g, notation)))
                .collect(),
        };
        let mut out = String::new();
        let mut read_in = Vec::new();
        let mut unsure = Vec::new();
        for game in read {
            match game {
                Ok((game, notation)) => {
                    out.push_str(&convert(&game, notation, target, long));
                    unsure.extend(unsure_moves(&text, &game));
                    if !read_in.contains(&notation) {
                        read_in.push(notation);
                    }
                }
                // (An error's moves are written in the algebraic language read, else English.)
                Err(error) => {
                    let lang = from.get().and_then(Notation::language);
                    return Err((error, lang.unwrap_or(Language::En)));
                }
            }
        }
        Ok((out.trim_end().to_string(), read_in, unsure))
    });
    // A book's side before a piece (`KN`) that names another piece by its origin: said.
    let unsure_notes = move || {
        let lang = app.settings.with(|s| s.notation_language());
        converted.with(|c| {
            c.as_ref()
                .map(|(_, _, unsure)| {
                    unsure
                        .iter()
                        .map(|u| {
                            let write = |mv| write_move(&u.before, mv, &WriteOptions::short(lang));
                            let text = tr_args(
                                ui(),
                                msg::CONVERT_UNSURE_SIDE,
                                &[
                                    ("number", &u.number),
                                    ("written", &u.written),
                                    ("read", &write(u.read)),
                                    ("other", &write(u.other)),
                                ],
                            );
                            view! { <li data-unsure-move=u.written.clone()>{text}</li> }
                        })
                        .collect_view()
                })
                .ok()
        })
    };
    // With "Detect", the language (or languages) the games were read in, said.
    let detected = move || {
        if from.get().is_some() || input.with(|t| t.trim().is_empty()) {
            return None;
        }
        let langs = converted.with(|c| c.as_ref().ok().map(|(_, langs, _)| langs.clone()))?;
        let names: Vec<String> = langs.iter().map(|&n| notation_name(ui(), n)).collect();
        (!names.is_empty()).then(|| {
            let codes: Vec<&str> = langs.iter().map(|n| n.code()).collect();
            (
                codes.join(" "),
                tr_args(
                    ui(),
                    msg::CONVERT_DETECTED,
                    &[("language", &names.join(", "))],
                ),
            )
        })
    };
    let targets = Language::ALL
        .into_iter()
        .map(|l| (Output::Target(Target::Language(l)), None))
        .chain([
            // The figurine label is a UI string, in the UI language.
            (Output::Target(Target::Figurine), None),
            (Output::Target(Target::Uci), Some("UCI")),
            (Output::Target(Target::Pgn), Some("PGN")),
        ])
        .chain(Notation::OTHERS.map(|n| (Output::Notation(n), None)))
        .map(|(target, label)| {
            let label = move || match (target, label) {
                (_, Some(label)) => label.to_string(),
                (Output::Target(Target::Figurine), _) => tr(ui(), msg::CONVERT_FIGURINE),
                (Output::Target(Target::Language(l)), _) => {
                    notation_name(ui(), Notation::Algebraic(l))
                }
                (Output::Notation(n), _) => notation_name(ui(), n),
                (Output::Target(_), None) => target.code(),
            };
            view! { <option value=target.code() selected=move || to.get() == target>{label}</option> }
        })
        .collect_view();
    let sources = Notation::all()
        .map(|n| view! { <option value=n.code() selected=move || from.get() == Some(n)>{move || notation_name(ui(), n)}</option> })
        .collect_view();
    // Nothing to copy or save while there is no result.
    let nothing = move || converted.with(|c| c.as_ref().map_or(true, |(out, _, _)| out.is_empty()));
    let extension = move || {
        ConverterDraft {
            to: to.get().code(),
            ..ConverterDraft::default()
        }
        .file_extension()
    };
    let download = move |_| {
        if let Ok((text, _, _)) = converted.get_untracked() {
            let (extension, ui) = (extension(), ui());
            let name = format!("{}.{extension}", tr(ui, msg::TEACHER_CONVERT_FILE));
            let mime = if extension == "pgn" {
                "application/vnd.chess-pgn;charset=utf-8"
            } else {
                "text/plain;charset=utf-8"
            };
            platform::download(&name, &format!("{text}\n"), mime);
        }
    };
    view! {
        <section class="convert-page">
            <h1>{move || tr(ui(), msg::CONVERT_TITLE)}</h1>
            <p>{move || tr(ui(), msg::CONVERT_INTRO)}</p>
            <div class="convert-options">
                <label>
                    <span>{move || tr(ui(), msg::CONVERT_FROM)}</span>
                    <select name="from" prop:value=move || from.get().map_or("auto", |n| n.code()).to_string()
                        on:change=move |ev| from.set(event_target_value(&ev).parse::<Notation>().ok())>
                        <option value="auto">{move || tr(ui(), msg::CONVERT_AUTO)}</option>
                        {sources}
                    </select>
                </label>
                <label>
                    <span>{move || tr(ui(), msg::CONVERT_TO)}</span>
                    <select name="to" on:change=move |ev| { if let Ok(t) = event_target_value(&ev).parse::<Output>() { to.set(t) } }>{targets}</select>
                </label>
                <label class="check">
                    <input type="checkbox" name="long" prop:checked=move || long.get() on:change=move |ev| long.set(event_target_checked(&ev))/>
                    <span>{move || tr(ui(), msg::CONVERT_LONG)}</span>
                </label>
            </div>
            <label class="block">
                <span>{move || tr(ui(), msg::CONVERT_INPUT)}</span>
                <textarea name="game" rows="8" spellcheck="false" placeholder="1.e4 e5 2.Cf3 Cc6 3.Ab5"
                    prop:value=move || input.get() on:input=move |ev| { copied.set(false); input.set(event_target_value(&ev)) }></textarea>
            </label>
            <p class="hint" role="status">{move || detected().map(|(codes, text)| view! { <span data-detected=codes>{text}</span> })}</p>
            <p class="hint" data-annotations-note="">{move || tr(ui(), msg::CONVERT_ANNOTATIONS)}</p>
            <p class="answer-hint" role="alert" data-convert-error="">
                {move || converted.get().err().map(|(error, lang)| {
                    // Where it is in the pasted text, then what was not understood and why.
                    let at = input.with(|text| Location::of(text, error.offset));
                    tr_args(ui(), msg::BUILDER_ERROR_AT, &[
                        ("line", &at.line.to_string()),
                        ("column", &at.column.to_string()),
                        ("why", &errors::game(ui(), &error, lang)),
                    ])
                })}
            </p>
            <ul class="answer-hint" data-convert-unsure="">{unsure_notes}</ul>
            <label class="block">
                <span>{move || tr(ui(), msg::CONVERT_OUTPUT)}</span>
                <textarea name="output" rows="8" readonly spellcheck="false"
                    prop:value=move || converted.get().map(|(out, _, _)| out).unwrap_or_default()></textarea>
            </label>
            <p class="convert-actions">
                <button type="button" data-copy="" disabled=nothing on:click=move |_| {
                    if let Ok((text, _, _)) = converted.get_untracked() { copied.set(platform::copy_text(&text)); }
                }>{move || tr(ui(), msg::CONVERT_COPY)}</button>
                " "
                <button type="button" data-download=extension disabled=nothing on:click=download>
                    {move || tr_args(ui(), msg::TEACHER_CONVERT_DOWNLOAD, &[("extension", extension())])}
                </button>
                " "<span role="status">{move || copied.get().then(|| tr(ui(), msg::CONVERT_COPIED))}</span>
            </p>
        </section>
    }
}

/// A notation as the menus name it: an algebraic language by its own name and code
/// (`Español (es)`), the others in the UI language (`Descriptiva inglesa (descriptive-en)`).
fn notation_name(ui: escaque_core::settings::UiLanguage, notation: Notation) -> String {
    match notation {
        Notation::Algebraic(l) => format!("{} ({})", l.native_name(), l.code()),
        other => format!(
            "{} ({})",
            tr_args(ui, msg::CONVERT_NOTATION_NAME, &[("code", other.code())]),
            other.code()
        ),
    }
}

/// A move of a pasted game that its text names in two ways (a book's `KN`: nearer the king's
/// side, or started there): where it is, as written, and both moves.
#[derive(Clone, Debug, PartialEq)]
struct UnsureMove {
    /// `26...`
    number: String,
    written: String,
    before: Position,
    read: ChessMove,
    other: ChessMove,
}

fn unsure_moves(text: &str, game: &Game) -> Vec<UnsureMove> {
    let mut before = game.start;
    let mut found = Vec::new();
    for played in &game.moves {
        if let Some(other) = played.by_origin {
            found.push(UnsureMove {
                number: crate::components::drill::texts::move_number(&before),
                written: text
                    .get(played.span.clone())
                    .unwrap_or_default()
                    .to_string(),
                before,
                read: played.mv,
                other,
            });
        }
        before = played.after;
    }
    found
}
