//! The drill's link as the builder shares it: the link (`input[name=link]`), Copy, its length,
//! and its QR code (`[data-qr] svg`), which can fill the screen for a projector with the title
//! and the link under it, and closes with Esc. While there is no link (the content cannot be
//! used) the field is empty and Copy and the QR code give way to why (`[data-link-blocked]`).

use crate::components::later::Later;
use crate::components::qr::QrCodeView;
use crate::i18n::{msg, tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::drill::content::MAX_LINK_LENGTH;
use leptos::ev;
use leptos::prelude::*;

/// `link` (none: `blocked` says why); `title` captions the large QR code; `on_share` runs when
/// the teacher copies the link or shows the code.
#[component]
pub fn ShareBox(
    #[prop(into)] link: Signal<Option<String>>,
    #[prop(into)] blocked: Signal<Option<String>>,
    #[prop(into)] title: Signal<String>,
    on_share: Callback<()>,
) -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let copied = RwSignal::new(false);
    let large = RwSignal::new(false);
    Effect::new(move |_| {
        link.track();
        copied.set(false);
    });
    // Esc closes the large code, wherever the focus is.
    let closer = window_event_listener(ev::keydown, move |event| {
        if event.key() == "Escape" && large.get_untracked() {
            large.set(false);
            platform::focus_selector(".qr-toggle");
        }
    });
    on_cleanup(move || closer.remove());
    let text = Signal::derive(move || link.get().unwrap_or_default());
    let length = move || text.with(|t| t.chars().count());
    let too_long = move || length() > MAX_LINK_LENGTH;
    let open_large = move |_| {
        large.set(true);
        on_share.run(());
        request_animation_frame(|| platform::focus_selector(".qr-box.large .qr-toggle"));
    };
    view! {
        <p class="link-line">
            <input type="text" name="link" readonly prop:value=text aria-label=move || tr(ui(), msg::BUILDER_LINK)/>
            <Show when=move || link.with(Option::is_some)>
                <button type="button" class="copy-link" on:click=move |_| {
                    copied.set(platform::copy_text(&text.get_untracked()));
                    on_share.run(());
                }>{move || tr(ui(), msg::BUILDER_COPY)}</button>
            </Show>
            <span role="status">{move || copied.get().then(|| tr(ui(), msg::CONVERT_COPIED))}</span>
        </p>
        {move || match blocked.get() {
            Some(why) => view! { <p class="link-blocked" data-link-blocked="">{why}</p> }.into_any(),
            None => view! {
                <p class="hint" class:answer-hint=too_long role="status">
                    {move || {
                        let args = [("length", length().to_string()), ("max", MAX_LINK_LENGTH.to_string())];
                        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                        tr_args(ui(), if too_long() { msg::BUILDER_TOO_LONG } else { msg::BUILDER_LENGTH }, &args)
                    }}
                </p>
                <div class="qr-box" class:large=move || large.get() data-qr=""
                    role=move || large.get().then_some("dialog") aria-modal=move || large.get().then_some("true")
                    aria-label=move || large.get().then(|| tr(ui(), msg::BUILDER_QR))>
                    // Its own task while the app starts (the code is computed from the link).
                    <Later at_start_only=true>
                        <QrCodeView text=text label=Signal::derive(move || tr(app.ui(), msg::BUILDER_QR))/>
                    </Later>
                    <Show when=move || large.get()>
                        <p class="qr-caption" data-qr-caption="">
                            <span class="qr-title">{move || title.get()}</span>
                            <span class="qr-link">{move || text.get()}</span>
                        </p>
                    </Show>
                    <button type="button" class="qr-toggle" aria-pressed=move || if large.get() { "true" } else { "false" }
                        on:click=move |ev| if large.get_untracked() {
                            large.set(false);
                            request_animation_frame(|| platform::focus_selector(".qr-toggle"));
                        } else {
                            open_large(ev)
                        }>
                        {move || tr(ui(), if large.get() { msg::BUILDER_QR_CLOSE } else { msg::BUILDER_QR_LARGE })}
                    </button>
                </div>
            }
            .into_any(),
        }}
    }
}
