//! What the progress page shows, computed from the [`History`]: best scores, the points of the
//! score chart and the heat map of a square drill.
//!
//! ```
//! use escaque_core::history::{History, RunLength};
//! use escaque_core::progress::{chart, Series};
//! use escaque_core::drill::Mode;
//! use escaque_core::board_state::Orientation;
//! let history = History::default();
//! let series = Series { mode: Mode::Find, orientation: Orientation::White, length: RunLength::Timed(30) };
//! assert_eq!(series.best(&history), None);
//! assert!(chart(&series.points(&history), 300.0, 150.0).line.is_empty());
//! ```

use crate::board_state::Orientation;
use crate::drill::Mode;
use crate::history::{History, RunLength};

/// The runs of one drill, orientation and length: one line of the chart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Series {
    pub mode: Mode,
    pub orientation: Orientation,
    pub length: RunLength,
}

/// A point of the chart: one run, or the mean of a compacted day.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Point {
    pub day: u32,
    /// Right answers (a compacted day: the mean of its runs, rounded down).
    pub score: u32,
    pub attempted: u32,
    /// How many runs the point stands for.
    pub runs: u32,
}

impl Series {
    /// Every series the history has runs of, in a stable order.
    pub fn all(history: &History) -> Vec<Series> {
        let mut all: Vec<Series> = history
            .runs
            .iter()
            .map(|r| (r.mode, r.orientation, r.length))
            .chain(
                history
                    .aggregates
                    .iter()
                    .map(|a| (a.mode, a.orientation, a.length)),
            )
            .map(|(mode, orientation, length)| Series {
                mode,
                orientation,
                length,
            })
            .collect();
        all.sort_by_key(|s| (s.mode, s.orientation == Orientation::Black, s.length));
        all.dedup();
        all
    }

    /// The points of this series, oldest first.
    pub fn points(&self, history: &History) -> Vec<Point> {
        // Oldest day first; within a day, its compacted runs before its whole ones.
        let mut points: Vec<((u32, u64), Point)> = history
            .aggregates
            .iter()
            .filter(|a| (a.mode, a.orientation, a.length) == self.key())
            .map(|a| {
                (
                    (a.day, 0),
                    Point {
                        day: a.day,
                        score: a.right.checked_div(a.runs).unwrap_or(0),
                        attempted: a.attempted.checked_div(a.runs).unwrap_or(0),
                        runs: a.runs,
                    },
                )
            })
            .chain(
                history
                    .runs
                    .iter()
                    .filter(|r| (r.mode, r.orientation, r.length) == self.key())
                    .map(|r| {
                        (
                            (r.day, r.at.max(1)),
                            Point {
                                day: r.day,
                                score: r.right,
                                attempted: r.attempted,
                                runs: 1,
                            },
                        )
                    }),
            )
            .collect();
        points.sort_by_key(|(at, _)| *at);
        points.into_iter().map(|(_, p)| p).collect()
    }

    /// The best score (right answers in one run).
    pub fn best(&self, history: &History) -> Option<u32> {
        let from_runs = history
            .runs
            .iter()
            .filter(|r| (r.mode, r.orientation, r.length) == self.key())
            .map(|r| r.right);
        let from_days = history
            .aggregates
            .iter()
            .filter(|a| (a.mode, a.orientation, a.length) == self.key())
            .map(|a| a.best);
        from_runs.chain(from_days).max()
    }

    fn key(&self) -> (Mode, Orientation, RunLength) {
        (self.mode, self.orientation, self.length)
    }
}

/// The chart of a series, in the coordinates of a `width` × `height` drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// One (x, y) per point, left to right; y grows downwards as in SVG.
    pub line: Vec<(f64, f64)>,
    /// The score at the top of the chart.
    pub top: u32,
    /// Scores with a horizontal guide line, and their y.
    pub guides: Vec<(u32, f64)>,
}

/// Lays out `points` evenly from left to right, scores from 0 (bottom) to a round top.
pub fn chart(points: &[Point], width: f64, height: f64) -> Chart {
    let max = points
        .iter()
        .map(|p| p.score.max(p.attempted))
        .max()
        .unwrap_or(0);
    let top = round_up(max.max(1));
    let y = |score: u32| height - f64::from(score) / f64::from(top) * height;
    let step = if points.len() > 1 {
        width / (points.len() - 1) as f64
    } else {
        0.0
    };
    let line = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = if points.len() == 1 {
                width / 2.0
            } else {
                i as f64 * step
            };
            (x, y(p.score))
        })
        .collect();
    let guides = (0..=4).map(|i| top * i / 4).map(|s| (s, y(s))).collect();
    Chart { line, top, guides }
}

/// A round number at least `n`: 4, 8, 12, 20, 40, 60, 80, 100, 200…
fn round_up(n: u32) -> u32 {
    for top in [4, 8, 12, 20, 40, 60, 80, 100] {
        if n <= top {
            return top;
        }
    }
    n.div_ceil(100) * 100
}

/// How a square has gone in a drill, for the heat map.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SquareHeat {
    /// How often it was asked (recent runs weigh most).
    pub seen: u32,
    /// Percent of misses.
    pub missed_percent: u32,
    /// Percent of right but slow answers.
    pub slow_percent: u32,
}

/// The heat map of a square drill, a1 first; `None` if it was never run.
pub fn heat_map(history: &History, mode: Mode) -> Option<Vec<SquareHeat>> {
    let stats = history.square_stats(mode)?;
    Some(
        stats
            .iter()
            .map(|s| {
                let seen = u32::from(s.seen);
                let percent = |n: u16| {
                    (u32::from(n.min(s.seen)) * 100)
                        .checked_div(seen)
                        .unwrap_or(0)
                };
                SquareHeat {
                    seen,
                    missed_percent: percent(s.missed),
                    slow_percent: percent(s.slow),
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chart_scales_to_a_round_top() {
        let points: Vec<Point> = [3, 17, 9]
            .iter()
            .map(|&score| Point {
                day: 1,
                score,
                attempted: score,
                runs: 1,
            })
            .collect();
        let c = chart(&points, 200.0, 100.0);
        assert_eq!(c.top, 20);
        assert_eq!(c.line, vec![(0.0, 85.0), (100.0, 15.0), (200.0, 55.0)]);
        assert_eq!(c.guides.first(), Some(&(0, 100.0)));
        assert_eq!(c.guides.last(), Some(&(20, 0.0)));
        assert_eq!(round_up(101), 200);
    }
}
