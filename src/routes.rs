//! The app's pages (the list is `src/pages.txt`) and their routes.
//!
//! The pages whose code loads on the first visit to their route: each page's view is a split
//! point (`wasm_split`), grouped in a few modules: the release build (`pwa/wasm.js`) cuts each
//! module, and the code that only some of them share, into wasm chunks of their own, so that
//! the first load carries the shell, the home page and the settings, not every page. A chunk is
//! fetched once, then kept by the service worker like every other file of the build.
//!
//! Few modules, not one a page: a drill needs only its own, and pages that are used together
//! (a teacher's builder, results and worksheet) come in one fetch.
use crate::components::load_failed::PageLoadFailed;
use crate::i18n::{msg, tr, MessageId};
use crate::state::AppState;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use leptos_router::components::{Route, Routes, A};
use leptos_router::{path, Lazy, LazyRoute};

/// A page's chunk could not be fetched (offline, on a first visit to the page).
pub struct ChunkMissing;

impl From<SplitLoaderError> for ChunkMissing {
    fn from(_: SplitLoaderError) -> Self {
        ChunkMissing
    }
}

/// A route whose page `$view` (a split point in `$module`, fetched early by `$preload`) is
/// loaded on the first visit; if its chunk cannot be fetched, the route says so instead.
macro_rules! lazy_route {
    ($(#[$doc:meta])* $route:ident: $view:ident, $preload:ident in $module:ident shows $page:path) => {
        $(#[$doc])*
        pub struct $route;

        #[wasm_split($module, wasm_split_path = ::leptos::wasm_split, preload($preload), fallible)]
        fn $view() -> Result<AnyView, ChunkMissing> {
            Ok(view! { <$page/> }.into_any())
        }

        impl LazyRoute for $route {
            fn data() -> Self {
                $route
            }
            async fn preload() {
                // A failure shows when the page is opened.
                _ = futures::future::join($preload(), crate::i18n::load_later()).await;
            }
            async fn view(_this: Self) -> AnyView {
                // The static page stays on screen while the page's code comes, and with it
                // the later part of the messages (src/i18n.rs), before the page is built.
                let _hold = crate::platform::paint::hold();
                let (code, messages) =
                    futures::future::join($preload(), crate::i18n::load_later()).await;
                let built = match (code, messages) {
                    (Ok(_), Ok(())) => $view().await,
                    _ => Err(ChunkMissing),
                };
                built.unwrap_or_else(|ChunkMissing| view! { <PageLoadFailed/> }.into_any())
            }
        }
    };
}

/// A page of the app: its route and the wasm module its code comes in (`main`, or a split
/// module's name).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// `/drill/:mode`: `:name` stands for one segment.
    pub path: &'static str,
    pub module: &'static str,
}

impl Page {
    /// Whether `address` (a path, no query) is this page's: the same segments, `:name` matching
    /// any one.
    ///
    /// ```
    /// use escaque_app::routes::Page;
    /// let drill = Page { path: "/drill/:mode", module: "drill" };
    /// assert!(drill.matches("/drill/find"));
    /// assert!(!drill.matches("/drill"));
    /// assert!(!drill.matches("/drill/find/x"));
    /// ```
    pub fn matches(&self, address: &str) -> bool {
        let mut want = self.path.split('/').filter(|s| !s.is_empty());
        let mut have = address.split('/').filter(|s| !s.is_empty());
        loop {
            match (want.next(), have.next()) {
                (None, None) => return true,
                (Some(w), Some(h)) if w.starts_with(':') || w == h => {}
                _ => return false,
            }
        }
    }
}

/// The index in [`PAGES`] of the page at `address` (a path), if it is one.
pub fn page_index(address: &str) -> Option<usize> {
    PAGES.iter().position(|page| page.matches(address))
}

/// Any address that is no page of the app.
#[component]
fn NotFound() -> impl IntoView {
    let app = expect_context::<AppState>();
    let t = move |id: MessageId| move || tr(app.ui(), id);
    view! {
        <section class="link-error" role="alert">
            <h1>{t(msg::NOT_FOUND)}</h1>
            <p><A href="/">{t(msg::LINK_ERROR_HOME)}</A></p>
        </section>
    }
}

// The lazy routes, PAGES, preload_page and PageRoutes, from src/pages.txt.
include!(concat!(env!("OUT_DIR"), "/pages.rs"));

/// Fetches the code of the page at `path` (the address a visit starts at), so that it comes
/// while the app starts rather than after: a link straight to a drill waits for one round trip
/// less. (The home page's board is fetched when its place comes near the screen.)
pub async fn preload_for(path: &str) {
    if let Some(index) = page_index(path) {
        preload_page(index).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_address_finds_its_page() {
        let cases = [
            ("/", Some(("/", "main"))),
            ("", Some(("/", "main"))),
            ("/settings", Some(("/settings", "main"))),
            ("/drill/find", Some(("/drill/:mode", "drill"))),
            ("/drill/name-move", Some(("/drill/:mode", "drill"))),
            ("/drill", None),
            ("/drill/find/more", None),
            ("/progress", Some(("/progress", "progress"))),
            ("/builder", Some(("/builder", "teacher"))),
            ("/results", Some(("/results", "teacher"))),
            ("/result", Some(("/result", "teacher"))),
            ("/convert", Some(("/convert", "teacher"))),
            ("/worksheet", Some(("/worksheet", "teacher"))),
            ("/nowhere", None),
        ];
        for (address, want) in cases {
            let got = page_index(address).map(|i| (PAGES[i].path, PAGES[i].module));
            assert_eq!(got, want, "{address}");
        }
    }

    #[test]
    fn the_list_names_each_path_once_and_home_first() {
        assert_eq!(PAGES[0].path, "/");
        for (i, page) in PAGES.iter().enumerate() {
            assert!(
                PAGES[..i].iter().all(|p| p.path != page.path),
                "{} twice in src/pages.txt",
                page.path
            );
            assert!(!page.module.is_empty());
        }
    }

    /// pwa/post-build.js reads src/pages.txt itself: the file the build made the routes from is
    /// the one in the tree.
    #[test]
    fn the_routes_come_from_src_pages_txt() {
        let text = include_str!("pages.txt");
        let listed: Vec<(&str, &str)> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let mut columns = l.split_whitespace();
                (columns.next().unwrap(), columns.next().unwrap())
            })
            .collect();
        let built: Vec<(&str, &str)> = PAGES.iter().map(|p| (p.path, p.module)).collect();
        assert_eq!(listed, built);
    }
}
