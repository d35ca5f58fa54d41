//! "A new version is ready": shown once an update is installed, never during a drill run; the
//! page reloads only when the user clicks the button.
use crate::i18n::{msg, tr};
use crate::platform::service_worker;
use crate::state::AppState;
use leptos::prelude::*;

#[component]
pub fn UpdateNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ready = RwSignal::new(false);
    service_worker::register(move || {
        let _ = ready.try_set(true);
    });
    let reloading = RwSignal::new(false);
    let hidden = move || !ready.get() || state.run_active.get();
    // The live region is always in the page, so that screen readers announce what appears in it.
    view! {
        <div class="update-region" role="status">
            <div class="update-notice" hidden=hidden>
                <span>{move || tr(state.ui(), msg::UPDATE_READY)}</span>
                <button
                    class="update-reload"
                    disabled=move || reloading.get()
                    on:click=move |_| {
                        reloading.set(true);
                        service_worker::activate_update();
                    }
                >
                    {move || tr(state.ui(), msg::UPDATE_RELOAD)}
                </button>
            </div>
        </div>
    }
}
