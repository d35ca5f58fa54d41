//! App-wide state in context: settings, history, the runs under way, notices, whether a drill
//! run is under way.
//!
//! Settings and history are stored values ([`Kept`]): each change is written at once, merged
//! with what other tabs stored, and what another tab stores shows here without a reload. The
//! history is loaded when a page first asks for it ([`AppState::history`]: the drills and the
//! progress page), so that its code is not in the first load's wasm.

mod kept;

pub use kept::Kept;

use crate::i18n::{msg, MessageId};
use crate::platform;
use crate::platform::storage::{Failure, Loaded};
use escaque_core::history::History;
use escaque_core::saved_runs::{SavedRun, SavedRuns};
use escaque_core::settings::{Settings, Theme, UiLanguage};
use escaque_core::stored::{Problem, State};
use leptos::prelude::*;

/// What every page can read and change.
#[derive(Copy, Clone)]
pub struct AppState {
    /// The settings; every change is stored (field by field, see
    /// [`Settings::apply_changes`]).
    pub settings: RwSignal<Settings>,
    /// The runs kept on this device, once a page has asked for them ([`AppState::history`]).
    history: StoredValue<Option<RwSignal<History>>>,
    /// The runs under way (and finished ones, by link), once a page has asked for them
    /// ([`AppState::saved_runs`]).
    saved_runs: StoredValue<Option<RwSignal<SavedRuns>>>,
    /// The app's owner: the history, loaded later, lives as long as the app.
    owner: StoredValue<Owner>,
    /// Message ids to show once (a stored value could not be read), until dismissed.
    pub notices: RwSignal<Vec<MessageId>>,
    /// A drill run is under way: nothing may reload the page.
    pub run_active: RwSignal<bool>,
    /// Storage failed during this visit (blocked or full): what changes now is not kept.
    pub storage_failure: RwSignal<Option<Failure>>,
}

/// The settings the app starts with, worked out once from what was stored (at the start, to pick
/// the UI language's messages before the mount): the stored ones, else defaults from the
/// browser's language. An upgraded or unreadable stored value is replaced in storage at once
/// (an unreadable one kept aside first), so that its notice shows only once.
pub struct StartingSettings {
    pub settings: Settings,
    notice: Option<MessageId>,
}

impl StartingSettings {
    /// From [`platform::load_settings`]'s answer.
    pub fn from_stored(stored: Loaded<Settings>) -> StartingSettings {
        let (settings, notice) = match stored.state {
            State::Missing => (Settings::for_ui(browser_ui_language()), None),
            State::Current | State::Upgraded { .. } => (stored.value, None),
            // A newer version's or an unversioned value whose fields this build knows.
            State::Damaged(Problem::NewerVersion(_) | Problem::Damaged { .. })
                if stored.value != Settings::default() =>
            {
                (stored.value, None)
            }
            State::Damaged(_) => {
                let settings = Settings::for_ui(browser_ui_language());
                let stored = platform::storage::update(&settings, |s| *s = settings.clone());
                (stored, Some(msg::NOTICE_SETTINGS_REPLACED))
            }
        };
        StartingSettings { settings, notice }
    }
}

impl AppState {
    /// The app's state from the settings it starts with and the stored history; stores every
    /// change of the settings, follows other tabs, and says once when storage fails.
    pub fn load(starting: StartingSettings) -> AppState {
        let StartingSettings { settings, notice } = starting;
        let notices = RwSignal::new(notice.into_iter().collect::<Vec<MessageId>>());
        let storage_failure = RwSignal::new(None);
        platform::storage::on_failure(move |failure| {
            storage_failure.try_update(|f| *f = f.or(Some(failure)));
            let id = match failure {
                Failure::Blocked => msg::NOTICE_STORAGE_BLOCKED,
                Failure::Full => msg::NOTICE_STORAGE_FULL,
            };
            notices.try_update(|n| {
                if !n.contains(&id) {
                    n.push(id);
                }
            });
        });
        let settings = Kept::new(RwSignal::new(settings));
        // Another tab's settings, once the messages of its UI language are here (offline, one
        // never used in this tab may not be: this tab keeps its own).
        let _follows_for_the_apps_life = platform::storage::subscribe::<Settings>(move |theirs| {
            leptos::task::spawn_local(async move {
                let mut theirs = theirs;
                if crate::i18n::load(theirs.ui_language).await.is_err() {
                    theirs.ui_language = settings.value.with_untracked(|s| s.ui_language);
                }
                settings.take_theirs(theirs);
            });
        });
        let state = AppState {
            settings: settings.value,
            history: StoredValue::new(None),
            saved_runs: StoredValue::new(None),
            owner: StoredValue::new(Owner::current().unwrap_or_default()),
            notices,
            run_active: RwSignal::new(false),
            storage_failure,
        };
        Effect::new(move |previous: Option<Settings>| {
            let current = state.settings.get();
            let theme = match current.theme {
                Theme::System => None,
                Theme::Light => Some("light"),
                Theme::Dark => Some("dark"),
            };
            platform::apply_theme(theme, current.ui_language.code());
            if let Some(before) = previous.filter(|before| *before != current) {
                // Only what changed here, on top of what other tabs stored.
                settings.update(|stored| stored.apply_changes(&before, &current));
            }
            current
        });
        state
    }

    /// The UI language, reactively.
    pub fn ui(&self) -> UiLanguage {
        self.settings.with(|s| s.ui_language)
    }

    /// The runs kept on this device (change them through [`AppState::record_run`]): loaded
    /// from storage the first time a page asks, then following other tabs for the app's life.
    /// Call it when the page is built, not inside a reactive closure (loading may show a notice).
    pub fn history(&self) -> RwSignal<History> {
        if let Some(history) = self.history.get_value() {
            return history;
        }
        let owner = self.owner.get_value();
        let notices = self.notices;
        let history =
            owner.with(|| Kept::<History>::load(notices, msg::NOTICE_HISTORY_DAMAGED).value);
        self.history.set_value(Some(history));
        history
    }

    /// The history as a stored value (to change it).
    fn kept_history(&self) -> Kept<History> {
        Kept::new(self.history())
    }

    /// The runs kept as they go (change them through [`AppState::save_run`]): loaded from
    /// storage the first time a page asks, then following other tabs for the app's life.
    pub fn saved_runs(&self) -> RwSignal<SavedRuns> {
        if let Some(runs) = self.saved_runs.get_value() {
            return runs;
        }
        let owner = self.owner.get_value();
        let notices = self.notices;
        let runs =
            owner.with(|| Kept::<SavedRuns>::load(notices, msg::NOTICE_HISTORY_DAMAGED).value);
        self.saved_runs.set_value(Some(runs));
        runs
    }

    /// Keeps `run` (on every answer: see [`escaque_core::saved_runs`]), with the runs other
    /// tabs saved meanwhile.
    pub fn save_run(&self, run: SavedRun) {
        Kept::new(self.saved_runs()).update(|runs| runs.put(run));
    }

    /// Adds a run to the history and stores it, with the runs other tabs stored meanwhile.
    pub fn record_run(&self, drill: &escaque_core::drill::Drill) {
        let (at, day) = (platform::unix_millis(), platform::local_day());
        self.kept_history().update(|h| h.record(drill, at, day));
    }
}

fn browser_ui_language() -> UiLanguage {
    UiLanguage::from_browser(&platform::browser_languages().unwrap_or_default())
}
