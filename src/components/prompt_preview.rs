//! The builder's preview: the drill's first prompts, each as its student will see it — its own
//! position, the side at the bottom and the files and ranks chosen — with the prompt in words
//! (`[data-preview] li`: a square's name, or the move in the drill's notation).

use crate::components::diagram::Diagram;
use crate::i18n::tr_args;
use crate::state::AppState;
use escaque_core::drill::{Drill, Mode, Prompt};
use leptos::prelude::*;

/// How many prompts the preview shows.
pub const PREVIEW_PROMPTS: usize = 5;

/// The first prompts of `drill` (none while there is no drill).
#[component]
pub fn PromptPreview(#[prop(into)] drill: Signal<Option<Drill>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let items = move || {
        let ui = app.ui();
        drill.with(|drill| {
            let Some(drill) = drill else {
                return Vec::new();
            };
            let spec = drill.spec();
            let area = spec.mode().is_square_drill().then_some(spec.area());
            drill
                .preview(PREVIEW_PROMPTS)
                .into_iter()
                .enumerate()
                .map(|(i, prompt)| {
                    let orientation = drill.orientation_of(&prompt);
                    let label = tr_args(ui, "worksheet-diagram", &[("number", &(i + 1).to_string())]);
                    let diagram = match prompt {
                        Prompt::Move { position, mv, .. } => {
                            // Play-move shows the position only: the move is the question.
                            let arrow = (spec.mode() != Mode::PlayMove)
                                .then(|| (mv.get_source(), mv.get_dest()));
                            view! { <Diagram position=Some(position) orientation=orientation arrow=arrow coordinates=false label=label/> }
                        }
                        Prompt::Position { position, last } => {
                            let arrow = last.map(|mv| (mv.get_source(), mv.get_dest()));
                            view! { <Diagram position=Some(position) orientation=orientation arrow=arrow coordinates=false label=label/> }
                        }
                        square_prompt => {
                            let marked = square_prompt.squares();
                            view! {
                                <Diagram position=spec.pieces().then(escaque_core::Position::default) orientation=orientation
                                    marked=marked area=area coordinates=false label=label/>
                            }
                        }
                    };
                    let play_move = spec.mode() == Mode::PlayMove;
                    view! {
                        <li class:play-move=play_move>{diagram}<span class="prompt-text">{drill.describe(&prompt)}</span></li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! { <ol class="preview" data-preview="">{items}</ol> }
}
