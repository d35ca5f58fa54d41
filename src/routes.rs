//! The pages whose code loads on the first visit to their route. Each page's view is a split
//! point (`wasm_split`), grouped in a few modules: the release build (`pwa/wasm.js`) cuts each
//! module, and the code that only some of them share, into wasm chunks of their own, so that
//! the first load carries the shell, the home page and the settings, not every page. A chunk is
//! fetched once, then kept by the service worker like every other file of the build.
//!
//! Few modules, not one a page: a drill needs only its own, and pages that are used together
//! (a teacher's builder, results and worksheet) come in one fetch.
use crate::components::load_failed::PageLoadFailed;
use crate::pages;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use leptos_router::LazyRoute;

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
                _ = $preload().await;
            }
            async fn view(_this: Self) -> AnyView {
                $view()
                    .await
                    .unwrap_or_else(|ChunkMissing| view! { <PageLoadFailed/> }.into_any())
            }
        }
    };
}

lazy_route!(
    /// `/drill/:mode`: every drill.
    DrillRoute: drill_view, drill_preload in drill shows pages::drill::DrillPage
);
lazy_route!(
    /// `/progress`: the student's progress.
    ProgressRoute: progress_view, progress_preload in progress shows pages::progress::ProgressPage
);
lazy_route!(
    /// `/builder`: the teacher's drill builder.
    BuilderRoute: builder_view, builder_preload in teacher shows pages::builder::BuilderPage
);
lazy_route!(
    /// `/results`: the teacher's table of result codes.
    ResultsRoute: results_view, results_preload in teacher shows pages::results::ResultsPage
);
lazy_route!(
    /// `/result`: one result link.
    ResultRoute: result_view, result_preload in teacher shows pages::result::ResultPage
);
lazy_route!(
    /// `/convert`: the notation converter.
    ConvertRoute: convert_view, convert_preload in teacher shows pages::convert::ConvertPage
);
lazy_route!(
    /// `/worksheet`: the printable worksheet.
    WorksheetRoute: worksheet_view, worksheet_preload in teacher shows pages::worksheet::WorksheetPage
);

/// Fetches the chunk of the page at `path` (the address a visit starts at), so that it comes
/// while the app starts rather than after: a link straight to a drill waits for one round trip
/// less.
pub async fn preload_for(path: &str) {
    let first = path
        .trim_start_matches('/')
        .split('/')
        .next()
        .unwrap_or_default();
    match first {
        "drill" => DrillRoute::preload().await,
        "progress" => ProgressRoute::preload().await,
        "builder" => BuilderRoute::preload().await,
        "results" => ResultsRoute::preload().await,
        "result" => ResultRoute::preload().await,
        "convert" => ConvertRoute::preload().await,
        "worksheet" => WorksheetRoute::preload().await,
        // The home page's board.
        "" => _ = pages::home::preload_home_board().await,
        _ => {}
    }
}
