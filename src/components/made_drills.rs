//! The teacher's last drills on the builder page: each with its title, its drill, when it was
//! made (in the UI language) and its links — open it, print it, or edit it again.
//!
//! Page contract: `[data-made-drills]`, one `li[data-made-drill]` a drill, its edit link
//! `a[data-edit]` (`/builder?<the drill's query>`).

use crate::components::drill::texts;
use crate::i18n::{msg, tr};
use crate::platform::intl;
use crate::state::AppState;
use escaque_core::drill::draft::MadeDrills;
use escaque_core::drill::DrillSpec;
use leptos::prelude::*;

/// The drills of `made`; `on_edit` reopens one in the builder.
#[component]
pub fn MadeDrillList(
    #[prop(into)] made: Signal<MadeDrills>,
    on_edit: Callback<DrillSpec>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let rows = move || {
        let ui = ui();
        made.with(|made| {
            made.drills()
                .iter()
                .filter_map(|drill| Some((drill.spec()?, drill.at, drill.query.clone())))
                .map(|(spec, at, query)| {
                    let mode_title = texts::title(ui, spec.mode());
                    // Without a title of its own, the drill's name once (not the name twice).
                    let title = spec.title().map(str::to_string);
                    let edit = spec.clone();
                    view! {
                        <li data-made-drill="">
                            {title.map(|title| view! { <span class="made-title">{title}</span> })}
                            <span class="made-mode" class:made-title=spec.title().is_none()>{mode_title}</span>
                            <time class="made-at">{intl::date_time(at, ui)}</time>
                            <span class="made-links">
                                <a href=spec.drill_path()>{tr(ui, msg::BUILDER_OPEN)}</a>
                                " · "
                                <a href=format!("/worksheet?{query}")>{tr(ui, msg::BUILDER_WORKSHEET)}</a>
                                " · "
                                <a href=format!("/builder?{query}") data-edit="" on:click=move |ev| {
                                    ev.prevent_default();
                                    on_edit.run(edit.clone());
                                }>{tr(ui, msg::BUILDER_EDIT)}</a>
                            </span>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <Show when=move || made.with(|m| !m.drills().is_empty())>
            <section class="made-drills" aria-labelledby="made-drills-title">
                <h2 id="made-drills-title">{move || tr(ui(), msg::BUILDER_MADE_DRILLS)}</h2>
                <ul data-made-drills="">{rows}</ul>
            </section>
        </Show>
    }
}
