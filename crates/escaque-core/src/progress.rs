//! What the progress page shows, computed from the [`History`]: best scores, the points of the
//! score chart and the heat map of a square drill.
//!
//! ```
//! use escaque_core::history::{History, RunLength};
//! use escaque_core::progress::{chart, Series};
//! use escaque_core::drill::Mode;
//! use escaque_core::history::RunSide;
//! let history = History::default();
//! let series = Series { mode: Mode::Find, side: RunSide::White, length: RunLength::Timed(30) };
//! assert_eq!(series.best(&history), None);
//! assert_eq!(series.out_of(), None, "a timed run has no fixed number of prompts");
//! assert!(chart(&series.points(&history), 300.0, 150.0).line.is_empty());
//! ```

use crate::drill::Mode;
use crate::history::{History, RunLength, RunSide};

/// The runs of one drill, side at the bottom and length: one line of the chart. Runs with the
/// side to move at the bottom are a series of their own, whatever side their last question had.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Series {
    pub mode: Mode,
    pub side: RunSide,
    pub length: RunLength,
}

/// A point of the chart: one run, or the mean of a compacted day.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Point {
    pub day: u32,
    /// When the run ended (Unix milliseconds); `None` for a compacted day.
    pub at: Option<u64>,
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
            .map(|r| (r.mode, r.side(), r.length))
            .chain(
                history
                    .aggregates
                    .iter()
                    .map(|a| (a.mode, a.side(), a.length)),
            )
            .map(|(mode, side, length)| Series { mode, side, length })
            .collect();
        all.sort_by_key(|s| (s.mode, s.side, s.length));
        all.dedup();
        all
    }

    /// The points of this series, oldest first.
    pub fn points(&self, history: &History) -> Vec<Point> {
        // Oldest day first; within a day, its compacted runs before its whole ones.
        let mut points: Vec<((u32, u64), Point)> = history
            .aggregates
            .iter()
            .filter(|a| (a.mode, a.side(), a.length) == self.key())
            .map(|a| {
                (
                    (a.day, 0),
                    Point {
                        day: a.day,
                        at: None,
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
                    .filter(|r| (r.mode, r.side(), r.length) == self.key())
                    .map(|r| {
                        (
                            (r.day, r.at.max(1)),
                            Point {
                                day: r.day,
                                at: Some(r.at),
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
            .filter(|r| (r.mode, r.side(), r.length) == self.key() && !r.stopped)
            .map(|r| r.right);
        let from_days = history
            .aggregates
            .iter()
            .filter(|a| (a.mode, a.side(), a.length) == self.key())
            .map(|a| a.best);
        from_runs.chain(from_days).max()
    }

    /// The best score and what it is out of, as the list of runs shows it: a run the student
    /// stopped ([`RunRecord::stopped`](crate::history::RunRecord::stopped)) is never the best;
    /// one recorded before runs said so counts out of what it answered (`0 de 1`, not `0 de 20`), and of two runs with
    /// as many right answers, the one that answered fewer is the better; `None` out of for a
    /// timed series. A compacted day's best counts out of the series' prompts.
    ///
    /// ```
    /// use escaque_core::history::{History, RunLength, RunSide};
    /// use escaque_core::progress::Series;
    /// use escaque_core::drill::Mode;
    /// let series = Series { mode: Mode::NameMove, side: RunSide::White, length: RunLength::Count(20) };
    /// assert_eq!(series.best_of(&History::default()), None);
    /// ```
    pub fn best_of(&self, history: &History) -> Option<(u32, Option<u32>)> {
        let out_of = self.out_of();
        let of = |attempted: u32| out_of.map(|n| if attempted < n { attempted } else { n });
        let from_runs = history
            .runs
            .iter()
            .filter(|r| (r.mode, r.side(), r.length) == self.key() && !r.stopped)
            .map(|r| (r.right, of(r.attempted)));
        let from_days = history
            .aggregates
            .iter()
            .filter(|a| (a.mode, a.side(), a.length) == self.key())
            .map(|a| (a.best, out_of));
        from_runs
            .chain(from_days)
            .max_by_key(|&(right, of)| (right, std::cmp::Reverse(of)))
    }

    /// The number of prompts every run of this series has (`Some(5)` for 5-prompt runs and
    /// for a game of 5 moves); `None` for timed runs.
    pub fn out_of(&self) -> Option<u32> {
        match self.length {
            RunLength::Count(n) | RunLength::Game(n) => Some(u32::from(n)),
            RunLength::Timed(_) => None,
        }
    }

    fn key(&self) -> (Mode, RunSide, RunLength) {
        (self.mode, self.side, self.length)
    }
}

/// The chart of a series, in the coordinates of a `width` × `height` drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// One (x, y) per point, left to right; y grows downwards as in SVG.
    pub line: Vec<(f64, f64)>,
    /// The score at the top of the chart: the most prompts a run of it had, rounded up to a
    /// guide.
    pub top: u32,
    /// Scores with a horizontal guide line, and their y, from 0 up to `top`.
    pub guides: Vec<(u32, f64)>,
}

/// Lays out `points` evenly from left to right, scores from 0 (bottom) to the most prompts a
/// run had (5 for 5-prompt runs; a timed run's answers rounded up to a step of 2, 5, 10…).
pub fn chart(points: &[Point], width: f64, height: f64) -> Chart {
    let max = points
        .iter()
        .map(|p| p.score.max(p.attempted))
        .max()
        .unwrap_or(0);
    let (top, step) = scale(max.max(1));
    let y = |score: u32| height - f64::from(score) / f64::from(top) * height;
    let step_x = if points.len() > 1 {
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
                i as f64 * step_x
            };
            (x, y(p.score))
        })
        .collect();
    let guides = (0..=top / step)
        .map(|i| i * step)
        .map(|s| (s, y(s)))
        .collect();
    Chart { line, top, guides }
}

/// The top of the chart and the step between guides for a highest score `max`: every whole
/// number up to 10, else a step of 2, 5, 10, 20, 25, 50, 100… with at most 6 steps.
fn scale(max: u32) -> (u32, u32) {
    if max <= 10 {
        return (max, 1);
    }
    let mut steps = [2, 5].into_iter().chain(
        std::iter::successors(Some(10u32), |s| s.checked_mul(10))
            .flat_map(|decade| [decade, decade * 2, decade * 5 / 2, decade * 5]),
    );
    let step = steps.find(|&step| max.div_ceil(step) <= 6).unwrap_or(max);
    (max.div_ceil(step) * step, step)
}

/// How a square has gone in a drill, for the heat map.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SquareHeat {
    /// How often it was asked (recent runs weigh most).
    pub seen: u32,
    /// How often it was missed (counted as `seen` is).
    pub missed: u32,
    /// Percent of misses.
    pub missed_percent: u32,
    /// Percent of right but slow answers.
    pub slow_percent: u32,
}

/// The misses that make "often": one miss is never often, whatever the percentage.
pub const OFTEN: u32 = 2;

/// What the heat map says of a square, one colour each (and one line of its legend).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HeatLevel {
    /// Missed more than once, and at least half the times it was asked.
    MissedOften,
    /// Missed, but once only or less than half the times.
    MissedSometimes,
    /// Never missed, but slow at times.
    Slow,
    /// Always right, quickly.
    Good,
    /// Never asked yet.
    Unseen,
}

impl HeatLevel {
    /// Every level, in the legend's order (what to practise first).
    pub const ALL: [HeatLevel; 5] = [
        HeatLevel::MissedOften,
        HeatLevel::MissedSometimes,
        HeatLevel::Slow,
        HeatLevel::Good,
        HeatLevel::Unseen,
    ];

    /// A name for classes and attributes: `missed-often`.
    pub fn slug(self) -> &'static str {
        match self {
            HeatLevel::MissedOften => "missed-often",
            HeatLevel::MissedSometimes => "missed-sometimes",
            HeatLevel::Slow => "slow",
            HeatLevel::Good => "good",
            HeatLevel::Unseen => "unseen",
        }
    }
}

impl SquareHeat {
    /// Its level: misses first, then slowness.
    ///
    /// ```
    /// use escaque_core::progress::{HeatLevel, SquareHeat};
    /// let heat = SquareHeat { seen: 4, missed: 1, missed_percent: 25, slow_percent: 50 };
    /// assert_eq!(heat.level(), HeatLevel::MissedSometimes);
    /// // Missed the one time it was asked: not "often".
    /// let once = SquareHeat { seen: 1, missed: 1, missed_percent: 100, slow_percent: 0 };
    /// assert_eq!(once.level(), HeatLevel::MissedSometimes);
    /// ```
    pub fn level(&self) -> HeatLevel {
        match (self.seen, self.missed_percent, self.slow_percent) {
            (0, _, _) => HeatLevel::Unseen,
            (_, m, _) if m >= 50 && self.missed >= OFTEN => HeatLevel::MissedOften,
            (_, m, _) if m > 0 => HeatLevel::MissedSometimes,
            (_, _, s) if s > 0 => HeatLevel::Slow,
            _ => HeatLevel::Good,
        }
    }
}

/// The squares of each level of a heat map (indices, a1 = 0), in the legend's order: the text
/// the map stands for.
pub fn heat_levels(heat: &[SquareHeat]) -> Vec<(HeatLevel, Vec<usize>)> {
    HeatLevel::ALL
        .into_iter()
        .map(|level| {
            let squares = (0..heat.len())
                .filter(|&i| heat[i].level() == level)
                .collect();
            (level, squares)
        })
        .collect()
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
                    missed: u32::from(s.missed.min(s.seen)),
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

    fn points(scores: &[(u32, u32)]) -> Vec<Point> {
        scores
            .iter()
            .map(|&(score, attempted)| Point {
                day: 1,
                at: Some(1),
                score,
                attempted,
                runs: 1,
            })
            .collect()
    }

    #[test]
    fn chart_scales_to_the_runs() {
        let c = chart(&points(&[(3, 20), (17, 20), (9, 20)]), 200.0, 100.0);
        assert_eq!(c.top, 20);
        assert_eq!(c.line, vec![(0.0, 85.0), (100.0, 15.0), (200.0, 55.0)]);
        assert_eq!(c.guides.first(), Some(&(0, 100.0)));
        assert_eq!(c.guides.last(), Some(&(20, 0.0)));
        // Five-prompt runs: the axis goes to 5, a guide for each score.
        let five = chart(&points(&[(4, 5), (2, 5), (5, 5)]), 100.0, 100.0);
        assert_eq!(five.top, 5);
        let guides: Vec<u32> = five.guides.iter().map(|g| g.0).collect();
        assert_eq!(guides, [0, 1, 2, 3, 4, 5]);
        assert_eq!(five.line[2].1, 0.0, "a full score at the top");
        // No points, or none answered: a chart of one.
        assert_eq!(chart(&[], 10.0, 10.0).top, 1);
    }

    #[test]
    fn a_stopped_run_is_never_the_best() {
        use crate::drill::{Answer, Drill, DrillSpec, Setup};
        let series = Series {
            mode: Mode::Find,
            side: RunSide::White,
            length: RunLength::Count(20),
        };
        let spec = DrillSpec::from_drill_path("find", "v=1&n=20&seed=3&o=white").unwrap();
        let mut history = History::default();
        let mut drill = Drill::new(spec.clone(), Setup::default(), None, 0.0).unwrap();
        for t in 1..=2 {
            let square = drill.prompt().unwrap().first_square();
            drill
                .answer(Answer::Square(square), f64::from(t) * 500.0)
                .unwrap();
        }
        drill.finish(2_000.0);
        history.record(&drill, 1_000, 1);
        assert!(history.runs[0].stopped);
        assert_eq!(
            (series.best(&history), series.best_of(&history)),
            (None, None)
        );
        // A whole run with fewer right answers is the best.
        let mut whole = Drill::new(spec, Setup::default(), None, 0.0).unwrap();
        for t in 1..=20 {
            let asked = whole.prompt().unwrap().first_square();
            let miss = if asked == chess::Square::A1 {
                chess::Square::B1
            } else {
                chess::Square::A1
            };
            whole
                .answer(Answer::Square(miss), f64::from(t) * 500.0)
                .unwrap();
        }
        history.record(&whole, 2_000, 1);
        assert_eq!(series.best_of(&history), Some((0, Some(20))));
        // Compacted, the stopped run is still no best.
        let mut old = History::default();
        old.record(&drill, 1_000, 1);
        old.runs[0].right = 2;
        for i in 0..crate::history::MAX_RUNS as u64 {
            old.record(&whole, 10_000 + i, 2);
        }
        assert_eq!(old.aggregates.len(), 1);
        assert_eq!(old.aggregates[0].best, 0);
    }

    #[test]
    fn scale_has_few_round_guides() {
        for (max, top, step) in [
            (1, 1, 1),
            (5, 5, 1),
            (8, 8, 1),
            (10, 10, 1),
            (11, 12, 2),
            (12, 12, 2),
            (13, 15, 5),
            (20, 20, 5),
            (23, 25, 5),
            (30, 30, 5),
            (31, 40, 10),
            (60, 60, 10),
            (61, 80, 20),
            (101, 120, 20),
            (121, 125, 25),
            (240, 250, 50),
            (999, 1000, 200),
        ] {
            assert_eq!(scale(max), (top, step), "{max}");
            assert!(top / step <= 6 || step == 1, "{max}: at most six steps");
        }
    }

    #[test]
    fn every_square_has_one_level() {
        let heat = |seen: u32, missed: u32, slow: u32| SquareHeat {
            seen,
            missed,
            missed_percent: (missed * 100).checked_div(seen).unwrap_or(0),
            slow_percent: (slow * 100).checked_div(seen).unwrap_or(0),
        };
        // (seen, missed, slow): "often" needs two misses, at least half the times.
        for (square, level) in [
            (heat(0, 0, 0), HeatLevel::Unseen),
            (heat(3, 0, 0), HeatLevel::Good),
            (heat(3, 0, 1), HeatLevel::Slow),
            (heat(3, 1, 1), HeatLevel::MissedSometimes),
            (heat(1, 1, 0), HeatLevel::MissedSometimes),
            (heat(2, 1, 0), HeatLevel::MissedSometimes),
            (heat(5, 2, 0), HeatLevel::MissedSometimes),
            (heat(4, 2, 0), HeatLevel::MissedOften),
            (heat(2, 2, 0), HeatLevel::MissedOften),
        ] {
            assert_eq!(square.level(), level, "{square:?}");
        }
        let map = [heat(2, 2, 0), heat(0, 0, 0), heat(2, 0, 0), heat(1, 1, 0)];
        assert_eq!(
            heat_levels(&map),
            vec![
                (HeatLevel::MissedOften, vec![0]),
                (HeatLevel::MissedSometimes, vec![3]),
                (HeatLevel::Slow, vec![]),
                (HeatLevel::Good, vec![2]),
                (HeatLevel::Unseen, vec![1]),
            ]
        );
    }
}
