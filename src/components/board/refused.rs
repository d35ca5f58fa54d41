//! An illegal try, said in `[data-refused]` (a status region under the board, clear of its
//! squares; its value is the try, `e2e5`) with the rule it breaks, and a brief flash of the
//! board. A press on a piece of the side not to move says whose move it is
//! (`[data-wrong-side]`).

use super::Shared;
use crate::words::refusals::refusal_text;
use escaque_core::chess::Square;
use escaque_core::Position;
use leptos::prelude::*;
use std::time::Duration;

/// How long the board flashes after an illegal try.
const REFUSED_FLASH: Duration = Duration::from_millis(600);

/// An illegal try, said in `[data-refused]` while its position is on the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct RefusedTry {
    from: Square,
    to: Square,
    position: Position,
    /// A press on a piece of the side not to move (`from` = `to` = its square), not a move.
    wrong_side: bool,
    /// Counts the tries, so that each one is said (and flashed) anew.
    serial: u32,
}

impl Shared {
    /// Says a refused try (`from`–`to` on `position`, or a press on the wrong side's piece);
    /// a move flashes the board.
    pub(super) fn refuse(self, position: Position, (from, to): (Square, Square), wrong_side: bool) {
        let refused = self.refused;
        let serial = refused.with_untracked(|r| r.map_or(0, |r| r.serial)) + 1;
        refused.set(Some(RefusedTry {
            from,
            to,
            position,
            wrong_side,
            serial,
        }));
        if wrong_side {
            return;
        }
        let flash = self.refused_flash;
        flash.set(Some(serial));
        set_timeout(
            move || flash.maybe_update(|f| *f == Some(serial) && f.take().is_some()),
            REFUSED_FLASH,
        );
    }

    /// The try said is over (a move was played, a piece picked up or put down).
    pub(super) fn clear_refused(self) {
        self.refused.maybe_update(|r| r.take().is_some());
    }
}

/// The status region under the squares, with the try while its position is on the board.
pub(super) fn refused_region(shared: Shared) -> impl IntoView {
    let Shared {
        state, refused, ui, ..
    } = shared;
    let refused_now = Memo::new(move |_| {
        refused
            .get()
            .filter(|r| state.with(|s| s.position == r.position))
    });
    view! {
        <p class="refused" role="status"
            data-refused=move || refused_now.get().filter(|r| !r.wrong_side).map(|r| format!("{}{}", r.from, r.to)).unwrap_or_default()
            data-wrong-side=move || refused_now.get().filter(|r| r.wrong_side).map(|r| r.from.to_string())>
            {move || refused_now.get().map(|r| {
                view! {
                    // A new element for each try: it is said again and its flash starts anew.
                    <span class="refused-text" data-serial=r.serial>{move || refusal_text(ui.get(), &r.position, (r.from, r.to), r.wrong_side)}</span>
                }
            })}
        </p>
    }
}
