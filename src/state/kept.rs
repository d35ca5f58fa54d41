//! A stored value as a signal: loaded once, written at each change without losing another tab's,
//! and brought up to date when another tab stores it.

use crate::i18n::MessageId;
use crate::platform::storage;
use escaque_core::stored::Versioned;
use leptos::prelude::*;

/// A value kept on the device ([`Versioned`]), as a signal kept in step with storage and with
/// the app's other tabs.
///
/// Read it like any signal (`kept.value.get()`, `kept.value.with(…)`); change it only with
/// [`Kept::update`], which re-reads the stored copy, merges this tab's into it, applies the
/// change and stores the result (the signal shows it). When another tab stores the value, the
/// signal takes the merge of theirs and this tab's.
///
/// ```no_run
/// # use escaque_app::state::{AppState, Kept};
/// # use leptos::prelude::*;
/// # use escaque_core::history::History;
/// # let app: AppState = leptos::prelude::expect_context();
/// // In a page: its notice says that a damaged copy was kept aside.
/// let history = Kept::<History>::load(app.notices, escaque_app::i18n::msg::NOTICE_HISTORY_DAMAGED);
/// let runs = move || history.value.with(|h| h.runs.len());
/// history.update(|h| h.runs.clear());
/// ```
pub struct Kept<T: Send + Sync + 'static> {
    pub value: RwSignal<T>,
}

impl<T: Send + Sync + 'static> Clone for Kept<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Kept<T> {}

impl<T: Versioned + Send + Sync + 'static> Kept<T> {
    /// Loads `T` from storage and follows other tabs. When the stored copy was damaged (it is
    /// kept aside, and what could be read is used), `damaged_notice` is shown once.
    pub fn load(notices: RwSignal<Vec<MessageId>>, damaged_notice: MessageId) -> Kept<T> {
        let loaded = storage::load::<T>();
        if loaded.state.keep_aside() {
            notices.update(|n| {
                if !n.contains(&damaged_notice) {
                    n.push(damaged_notice);
                }
            });
        }
        Kept::follow(RwSignal::new(loaded.value))
    }

    /// A value already loaded, in `value`, from now on following other tabs.
    pub fn follow(value: RwSignal<T>) -> Kept<T> {
        let kept = Kept::new(value);
        let subscription = storage::subscribe::<T>(move |theirs: T| kept.take_theirs(theirs));
        // A page's value stops following when the page goes; the app's lives as long as it.
        on_cleanup(move || subscription.cancel());
        kept
    }

    /// The stored value held in `value`, changed through [`Kept::update`] (which does not
    /// follow other tabs by itself: see [`Kept::follow`]).
    pub fn new(value: RwSignal<T>) -> Kept<T> {
        Kept { value }
    }

    /// Changes the value: re-reads the stored copy, merges this tab's into it, applies
    /// `change`, stores the result and shows it. Where storage fails the change is kept for this
    /// visit (and the app says once that it will not be kept).
    pub fn update(&self, change: impl FnOnce(&mut T)) {
        let Some(mine) = self.value.try_with_untracked(Clone::clone) else {
            return;
        };
        let stored = storage::update(&mine, change);
        self.show(stored);
    }

    /// Another tab stored `theirs`: take it, with what only this tab holds merged in (stored
    /// again when the other tab's copy lacked it, so that no tab loses it). [`Kept::follow`]
    /// calls it; a value that must prepare something first (settings: the messages of a new
    /// UI language) subscribes itself and calls it when ready.
    pub fn take_theirs(&self, theirs: T) {
        let Some(mine) = self.value.try_with_untracked(Clone::clone) else {
            return;
        };
        let merged = theirs.clone().merge(mine);
        if merged != theirs {
            let merged = storage::update(&merged, |_| {});
            self.show(merged);
        } else {
            self.show(theirs);
        }
    }

    /// Sets the signal, notifying only when the value changed.
    fn show(&self, value: T) {
        self.value.maybe_update(|current| {
            if *current == value {
                return false;
            }
            *current = value;
            true
        });
    }
}
