//! A drill: `/drill/<mode>?<spec>`. The spec comes from the link; a bad link gets a message.
use crate::components::drill::run::DrillRun;
use crate::components::link_error::LinkError;
use escaque_core::drill::DrillSpec;
use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_params_map};

#[component]
pub fn DrillPage() -> impl IntoView {
    let params = use_params_map();
    let location = use_location();
    let spec = Memo::new(move |_| {
        let mode = params.with(|p| p.get("mode").unwrap_or_default());
        DrillSpec::from_drill_path(&mode, &location.search.get())
    });
    // "Again" starts a new run of the same spec.
    let generation = RwSignal::new(0u32);
    move || {
        generation.track();
        match spec.get() {
            Ok(spec) => {
                view! { <DrillRun spec=spec on_again=move |_| generation.update(|g| *g += 1)/> }
                    .into_any()
            }
            Err(error) => view! { <LinkError error=error/> }.into_any(),
        }
    }
}
