//! The builder's preview: the drill's first prompts, each as its student will see it — its own
//! position, the side at the bottom and the files and ranks chosen — with the prompt in words
//! (`[data-preview] li`: a square's name, or the move in the drill's notation).

use crate::components::diagram::Diagram;
use crate::components::later::Later;
use crate::i18n::{msg, tr_args};
use crate::state::AppState;
use escaque_core::board_state::Orientation;
use escaque_core::drill::{Area, Drill, Mode, Prompt};
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
            drill
                .preview(PREVIEW_PROMPTS)
                .into_iter()
                .enumerate()
                .map(|(i, prompt)| {
                    let item = Item {
                        orientation: drill.orientation_of(&prompt),
                        label: tr_args(
                            ui,
                            msg::WORKSHEET_DIAGRAM,
                            &[("number", &(i + 1).to_string())],
                        ),
                        text: drill.describe(&prompt),
                        mode: spec.mode(),
                        pieces: spec.pieces(),
                        area: spec.mode().is_square_drill().then_some(spec.area()),
                        prompt,
                    };
                    // Each diagram a task of its own while the app starts: five boards are a
                    // long task on a phone.
                    view! { <Later at_start_only=true>{item.view()}</Later> }
                })
                .collect::<Vec<_>>()
        })
    };
    view! { <ol class="preview" data-preview="">{items}</ol> }
}

/// One prompt of the preview, with what its diagram is drawn from.
struct Item {
    prompt: Prompt,
    orientation: Orientation,
    label: String,
    /// The prompt in words.
    text: String,
    mode: Mode,
    /// Whether a square drill shows the pieces of the starting position.
    pieces: bool,
    /// The squares a square drill asks about.
    area: Option<Area>,
}

impl Item {
    fn view(&self) -> impl IntoView {
        let label = self.label.clone();
        let orientation = self.orientation;
        let diagram = match self.prompt {
            Prompt::Move { position, mv, .. } => {
                let arrow = (self.mode != Mode::PlayMove).then(|| (mv.get_source(), mv.get_dest()));
                view! { <Diagram position=Some(position) orientation=orientation arrow=arrow coordinates=false label=label/> }
            }
            Prompt::Position { position, last } => {
                let arrow = last.map(|mv| (mv.get_source(), mv.get_dest()));
                view! { <Diagram position=Some(position) orientation=orientation arrow=arrow coordinates=false label=label/> }
            }
            ref square_prompt => {
                let marked = square_prompt.squares();
                view! {
                    <Diagram position=self.pieces.then(escaque_core::Position::default) orientation=orientation
                        marked=marked area=self.area coordinates=false label=label/>
                }
            }
        };
        view! {
            <li class:play-move=self.mode == Mode::PlayMove>{diagram}<span class="prompt-text">{self.text.clone()}</span></li>
        }
    }
}
