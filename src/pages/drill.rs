//! A drill: `/drill/<mode>?<spec>`. The spec comes from the link, and what the link leaves
//! open from the student's settings ([`DrillSpec::for_student`]); a bad link gets a message.
//! Move drills first load the game library (once per session, never on the first page).
use crate::components::drill::run::DrillRun;
use crate::components::later::Later;
use crate::components::link_error::{LinkError, MissingGame};
use crate::i18n::{msg, tr, tr_args};
use crate::library::{self, LoadError};
use crate::state::AppState;
use escaque_core::drill::DrillSpec;
use escaque_core::library::Library;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_params_map};

#[component]
pub fn DrillPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let params = use_params_map();
    let location = use_location();
    let spec = Memo::new(move |_| {
        let mode = params.with(|p| p.get("mode").unwrap_or_default());
        let query = location.search.get();
        DrillSpec::from_drill_path(&mode, &query)
            .map(|spec| app.settings.with_untracked(|s| spec.for_student(s)))
    });
    // "Again" starts a new run of the same spec; until then, the run kept under this address
    // goes on (or a shared link's finished run shows its result).
    let generation = RwSignal::new(0u32);
    let again = Callback::new(move |_| generation.update(|g| *g += 1));
    // The run a task after the page's code has come (start-up in short tasks).
    view! {
        <Later at_start_only=true>
            {move || {
                let fresh = generation.get() > 0;
                match spec.get() {
                    Ok(spec) if !spec.needs_library() => {
                        view! { <DrillRun spec=spec on_again=again fresh=fresh/> }.into_any()
                    }
                    Ok(spec) => view! { <WithLibrary spec=spec on_again=again fresh=fresh/> }.into_any(),
                    Err(error) => view! { <LinkError error=error/> }.into_any(),
                }
            }}
        </Later>
    }
}

/// Loads the game library, then runs the drill; says so while loading, and why if it fails.
#[component]
fn WithLibrary(spec: DrillSpec, on_again: Callback<()>, fresh: bool) -> impl IntoView {
    let app = expect_context::<AppState>();
    // The static page stays on screen while the library comes (see `platform::paint`).
    let hold = StoredValue::new_local(Some(crate::platform::paint::hold()));
    let loaded = LocalResource::new(move || async move {
        let library = library::load().await;
        hold.try_update_value(Option::take);
        library
    });
    move || match loaded.get() {
        None => view! { <p class="loading" role="status">{tr(app.ui(), msg::LIBRARY_LOADING)}</p> }
            .into_any(),
        Some(Ok(library)) if names_missing_game(&spec, &library) => {
            view! { <MissingGame spec=spec.clone()/> }.into_any()
        }
        Some(Ok(library)) => {
            view! { <DrillRun spec=spec.clone() library=library on_again=on_again fresh=fresh/> }
                .into_any()
        }
        Some(Err(error)) => {
            let why = match error {
                LoadError::Fetch(why) | LoadError::Decode(why) => why,
            };
            view! {
                <section class="link-error" role="alert" data-error="library-failed">
                    <h1>{tr(app.ui(), msg::LINK_ERROR_TITLE)}</h1>
                    <p>{tr_args(app.ui(), msg::LIBRARY_FAILED, &[("error", &why)])}</p>
                    <p><A href="/">{tr(app.ui(), msg::LINK_ERROR_HOME)}</A></p>
                </section>
            }
            .into_any()
        }
    }
}

/// Whether a game drill names a game the library does not have (removed, or never there).
fn names_missing_game(spec: &DrillSpec, library: &Library) -> bool {
    spec.mode().is_game() && spec.content().is_none() && library.game(spec.game_id()).is_none()
}
