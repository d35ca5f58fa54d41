//! Progress: best score and a chart of scores over time per drill, orientation and length; a
//! heat map of missed and slow squares per square drill, with a legend that lists its squares;
//! the latest runs. All from the history kept on this device (and updated when another tab
//! records a run).

use crate::components::drill::texts;
use crate::i18n::{msg, tr, tr_args, MessageId};
use crate::platform;
use crate::state::AppState;
use escaque_core::chess::{Square, ALL_SQUARES};
use escaque_core::drill::geometry::square_at;
use escaque_core::drill::Mode;
use escaque_core::history::{RunLength, RunRecord, RunSide};
use escaque_core::progress::{chart, heat_levels, heat_map, HeatLevel, Point, Series};
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;
use leptos_router::components::A;

const CHART_WIDTH: f64 = 560.0;
const CHART_HEIGHT: f64 = 200.0;

#[component]
pub fn ProgressPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let history = app.history();
    let ui = move || app.ui();
    let all_series = Memo::new(move |_| history.with(Series::all));
    let chosen = RwSignal::new(0usize);
    let series = move || all_series.with(|all| all.get(chosen.get()).or(all.first()).copied());
    let heat_modes = Memo::new(move |_| {
        history.with(|h| {
            Mode::ALL
                .into_iter()
                .filter(|&m| h.square_stats(m).is_some())
                .collect::<Vec<_>>()
        })
    });
    let heat_mode = RwSignal::new(None::<Mode>);
    let shown_heat_mode = move || {
        heat_mode
            .get()
            .or_else(|| heat_modes.with(|m| m.first().copied()))
    };

    let series_picker = move || {
        all_series
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, s)| view! { <option value=i.to_string() selected=move || chosen.get() == i>{series_name(ui(), s)}</option> })
            .collect_view()
    };
    let chart_view = move || {
        series().map(|s| {
            let points = history.with(|h| s.points(h));
            // Only finished runs have a best: runs stopped early are marked, never the best.
            let best = history.with(|h| s.best_of(h));
            let line = match best {
                Some((best, of)) => view! { <p class="best" data-best=best.to_string()>{best_text(ui(), s, best, of)}</p> }.into_any(),
                None => view! { <p class="best" data-no-best="">{tr(ui(), msg::RUNS_NO_BEST)}</p> }.into_any(),
            };
            view! {
                {line}
                {score_chart(ui(), &points, best.map_or(0, |(best, _)| best))}
            }
        })
    };
    let heat_view = move || {
        shown_heat_mode().and_then(|mode| {
            let heat = history.with(|h| heat_map(h, mode))?;
            let ui = ui();
            let cells = (0..64).map(|slot| {
                let (row, column) = (slot / 8, slot % 8);
                let square = square_at(column, 7 - row);
                let h = heat[square.to_index()];
                let label = tr_args(ui, msg::PROGRESS_HEAT_SQUARE, &[
                    ("square", &square.to_string()),
                    ("seen", &h.seen.to_string()),
                    ("missed", &h.missed_percent.to_string()),
                    ("slow", &h.slow_percent.to_string()),
                ]);
                let level = h.level().slug();
                view! {
                    <g class=format!("heat-cell {level}") data-heat-square=square.to_string() data-heat-level=level
                        data-missed=h.missed_percent.to_string() data-slow=h.slow_percent.to_string()>
                        <rect class="heat" x=(column * 40).to_string() y=(row * 40).to_string() width="40" height="40"><title>{label}</title></rect>
                        <text class="heat-name" x=(column * 40 + 4).to_string() y=(row * 40 + 14).to_string()>{square.to_string()}</text>
                    </g>
                }
            }).collect_view();
            let legend = heat_levels(&heat).into_iter().map(|(level, squares)| {
                view! {
                    <li data-legend=level.slug()>
                        <span class=format!("swatch {}", level.slug()) aria-hidden="true"></span>
                        <span>{labelled(ui, &legend_name(ui, level, squares.len()), &legend_squares(ui, level, &squares))}</span>
                    </li>
                }
            }).collect_view();
            Some(view! {
                <svg class="heatmap" data-heatmap=mode.slug() role="img" aria-describedby="heat-legend"
                    aria-label=tr_args(ui, msg::PROGRESS_HEAT_LABEL, &[("drill", &texts::title(ui, mode))]) viewBox="0 0 320 320">
                    <defs>
                        <pattern id="heat-unseen-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                            <line class="hatch" x1="0" y1="0" x2="0" y2="8"/>
                        </pattern>
                    </defs>
                    {cells}
                </svg>
                <ul class="legend" id="heat-legend">{legend}</ul>
            })
        })
    };
    let recent = move || {
        let ui = ui();
        history.with(|h| {
            h.runs
                .iter()
                .rev()
                .take(20)
                .map(|r| run_row(ui, r))
                .collect_view()
        })
    };

    view! {
        <section class="progress-page">
            <h1>{move || tr(ui(), msg::PROGRESS_TITLE)}</h1>
            {course_progress()}
            {unfinished_runs()}
            <Show when=move || !all_series.with(|s| s.is_empty()) fallback=move || view! {
                <p>{tr(ui(), msg::PROGRESS_EMPTY)}" "<A href="/">{tr(ui(), msg::PROGRESS_START)}</A></p>
            }>
                <section class="chart-section" aria-labelledby="chart-heading">
                    <h2 id="chart-heading">{move || tr(ui(), msg::PROGRESS_SCORES)}</h2>
                    <label>
                        <span>{move || tr(ui(), msg::PROGRESS_SERIES)}</span>
                        <select name="series" on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>{series_picker}</select>
                    </label>
                    {chart_view}
                </section>
                <section class="heat-section" aria-labelledby="heat-heading">
                    <h2 id="heat-heading">{move || tr(ui(), msg::PROGRESS_HEAT)}</h2>
                    <Show when=move || !heat_modes.with(|m| m.is_empty()) fallback=move || view! {
                        <p class="hint" data-heat-empty="">{tr(ui(), msg::PROGRESS_HEAT_EMPTY)}</p>
                    }>
                        <label>
                            <span>{move || tr(ui(), msg::PROGRESS_HEAT_DRILL)}</span>
                            <select name="heat" on:change=move |ev| heat_mode.set(event_target_value(&ev).parse::<Mode>().ok())>
                                {move || heat_modes.get().into_iter().map(|m| view! { <option value=m.slug() selected=move || shown_heat_mode() == Some(m)>{texts::title(ui(), m)}</option> }).collect_view()}
                            </select>
                        </label>
                        <p class="hint">{move || tr(ui(), msg::PROGRESS_HEAT_HINT)}</p>
                        {heat_view}
                    </Show>
                </section>
                <section class="recent-section" aria-labelledby="recent-heading">
                    <h2 id="recent-heading">{move || tr(ui(), msg::PROGRESS_RECENT)}</h2>
                    // On a phone each row is a card of its own (style.css): every column shows.
                    <div class="table-scroll">
                    <table class="runs" role="table">
                        <thead role="rowgroup"><tr role="row">
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_DATE)}</th>
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_DRILL)}</th>
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_SCORE)}</th>
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_ACCURACY)}</th>
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_TIME)}</th>
                            <th role="columnheader" scope="col">{move || tr(ui(), msg::PROGRESS_COL_MISTAKES)}</th>
                        </tr></thead>
                        <tbody role="rowgroup">{recent}</tbody>
                    </table>
                    </div>
                </section>
            </Show>
        </section>
    }
}

/// The runs begun and not ended, to continue where they were (never a best score until they
/// end): `[data-unfinished]`, each with its link `a[data-continue]`.
fn unfinished_runs() -> impl IntoView {
    let app = expect_context::<AppState>();
    let runs = app.saved_runs();
    let ui = move || app.ui();
    let rows = move || {
        let ui = ui();
        runs.with(|r| {
            r.unfinished()
                .map(|run| {
                    let mode = run.drill_spec().ok().map(|spec| spec.mode());
                    let title = mode.map(|m| texts::title(ui, m)).unwrap_or_default();
                    let answered = run.answered().to_string();
                    let count = match run.total {
                        Some(total) => tr_args(ui, msg::RUNS_UNFINISHED_ANSWERED, &[("answered", &answered), ("total", &total.to_string())]),
                        None => tr_args(ui, msg::RUNS_UNFINISHED_ANSWERED_TIMED, &[("answered", &answered)]),
                    };
                    view! {
                        <li data-unfinished=run.link.clone() data-answered=answered.clone()>
                            <A href=run.link.clone() attr:data-continue="">{labelled(ui, &tr(ui, msg::RUNS_CONTINUE), &title)}</A>
                            " "<span class="hint">{count}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    move || {
        runs.with(|r| r.unfinished().next().is_some()).then(|| {
            view! {
                <section class="unfinished-section" aria-labelledby="unfinished-heading">
                    <h2 id="unfinished-heading">{tr(ui(), msg::RUNS_UNFINISHED_TITLE)}</h2>
                    <ul class="unfinished-runs">{rows}</ul>
                </section>
            }
        })
    }
}

/// "Mejor resultado: 4 de 5"; for a timed series, "Mejor resultado: 17 aciertos en 30 s".
fn best_text(ui: UiLanguage, series: Series, best: u32, of: Option<u32>) -> String {
    let best_arg = best.to_string();
    match series.length {
        RunLength::Timed(seconds) => tr_args(
            ui,
            msg::PROGRESS_BEST_TIMED,
            &[("best", &best_arg), ("seconds", &seconds.to_string())],
        ),
        _ => {
            let of = of.unwrap_or(best).to_string();
            tr_args(
                ui,
                msg::PROGRESS_BEST_OF,
                &[("best", &best_arg), ("of", &of)],
            )
        }
    }
}

/// The chart of a series: a guide per step up to the most prompts a run had, a dot per run
/// (its date and time in its title), the first and last run's dates below (with their times
/// when the runs are of one day).
fn score_chart(ui: UiLanguage, points: &[Point], best: u32) -> impl IntoView {
    let layout = chart(points, CHART_WIDTH, CHART_HEIGHT);
    let line = layout
        .line
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ");
    let last = points.last().map(|p| p.score).unwrap_or(0);
    let description = tr_args(
        ui,
        msg::PROGRESS_CHART_DESCRIPTION,
        &[
            (
                "runs",
                &points.iter().map(|p| p.runs).sum::<u32>().to_string(),
            ),
            ("best", &best.to_string()),
            ("last", &last.to_string()),
        ],
    );
    let guides = layout
        .guides
        .iter()
        .map(|&(score, y)| {
            view! {
                <line class="guide" x1="0" x2=CHART_WIDTH.to_string() y1=format!("{y:.1}") y2=format!("{y:.1}")/>
                <text class="guide-label" x="-8" y=format!("{:.1}", y + 5.0)>{platform::intl::number(f64::from(score), 0, ui)}</text>
            }
        })
        .collect_view();
    let dots = points
        .iter()
        .zip(&layout.line)
        .map(|(p, (x, y))| {
            let label = tr_args(
                ui,
                msg::PROGRESS_POINT,
                &[
                    ("date", &when(ui, p, false)),
                    ("score", &p.score.to_string()),
                    ("attempted", &p.attempted.to_string()),
                ],
            );
            view! { <circle data-point=p.score.to_string() cx=format!("{x:.1}") cy=format!("{y:.1}") r="5"><title>{label}</title></circle> }
        })
        .collect_view();
    let one_day = points.first().map(|p| p.day) == points.last().map(|p| p.day);
    // One run: its date under its dot, in the middle.
    let single = points.len() == 1;
    let first = points
        .first()
        .map(|p| when(ui, p, one_day))
        .unwrap_or_default();
    let last_when = points
        .last()
        .filter(|_| points.len() > 1)
        .map(|p| when(ui, p, one_day))
        .unwrap_or_default();
    view! {
        <svg class="chart" data-chart="" data-top=layout.top.to_string() role="img" aria-label=description
            viewBox=format!("-36 -12 {} {}", CHART_WIDTH + 48.0, CHART_HEIGHT + 52.0)>
            {guides}
            <polyline class="line" points=line/>
            {dots}
            <text class=if single { "axis-label middle" } else { "axis-label" } x=if single { CHART_WIDTH / 2.0 } else { 0.0 }.to_string()
                y=(CHART_HEIGHT + 26.0).to_string()>{first}</text>
            <text class="axis-label end" x=CHART_WIDTH.to_string() y=(CHART_HEIGHT + 26.0).to_string()>{last_when}</text>
        </svg>
    }
}

/// When a point's run ended: its date, with the time when `with_time` (or always, in a dot's
/// title, when the run is known one by one); a compacted day has only its date.
fn when(ui: UiLanguage, point: &Point, with_time: bool) -> String {
    match point.at {
        Some(at) if with_time || point.runs == 1 => platform::intl::date_time(at, ui),
        _ => platform::intl::day(point.day, ui),
    }
}

/// One row of the latest runs; each cell names its column for the phone's card layout.
fn run_row(ui: UiLanguage, run: &RunRecord) -> impl IntoView {
    let series = Series {
        mode: run.mode,
        side: run.side(),
        length: run.length,
    };
    let percent = escaque_core::drill::rounded_percent(run.right, run.attempted);
    let mistakes = if run.mistakes.is_empty() {
        tr(ui, msg::PROGRESS_NO_MISTAKES)
    } else {
        run.mistakes.join(", ")
    };
    // A table whose rows are laid out as cards on a phone: its roles said outright, so that
    // it stays a table to a screen reader whatever its display; the cards' labels are for the
    // eye only (a screen reader has the column's header).
    let label = move |id: MessageId| view! { <span class="cell-label" aria-hidden="true">{labelled(ui, &tr(ui, id), "")}" "</span> };
    view! {
        <tr role="row" data-run="" data-at=run.at.to_string()>
            <td role="cell" class="date">{platform::intl::date_time(run.at, ui)}</td>
            <td role="cell" class="drill">{run_name(ui, series, run)}</td>
            <td role="cell" class="number score" data-stopped=run.stopped.then_some("")>
                {format!("{}/{}", run.right, run.attempted)}
                {run.stopped.then(|| view! { " "<span class="stopped-mark">{format!("({})", tr(ui, msg::RUNS_STOPPED))}</span> })}
            </td>
            <td role="cell" class="number accuracy">{platform::intl::percent(percent, ui)}</td>
            <td role="cell" class="number time">{label(msg::PROGRESS_COL_TIME)}{platform::intl::seconds(run.mean_ms, ui)}</td>
            <td role="cell" class="mistakes">{label(msg::PROGRESS_COL_MISTAKES)}{mistakes}</td>
        </tr>
    }
}

/// A run as its row names it: its series, and the game of a game or old-book run (two runs of
/// one length are told apart by their games).
fn run_name(ui: UiLanguage, series: Series, run: &RunRecord) -> String {
    let name = series_name(ui, series);
    match &run.game {
        Some(game) => {
            let title = crate::library::game_title(ui, game.title(), false);
            if title.trim().is_empty() {
                name
            } else {
                format!("{name} · {title}")
            }
        }
        None => name,
    }
}

/// "Label: value", as the language punctuates it ("Étiquette : valeur").
fn labelled(ui: UiLanguage, label: &str, value: &str) -> String {
    tr_args(
        ui,
        msg::PROGRESS_LABELLED,
        &[("label", label), ("value", value)],
    )
    .trim_end()
    .to_string()
}

/// The legend's name of a heat level, agreeing with its number of squares ("fallada a
/// menudo: e5", "falladas a menudo: a5, c4").
fn legend_name(ui: UiLanguage, level: HeatLevel, squares: usize) -> String {
    tr_args(ui, legend_id(level), &[("count", &squares.to_string())])
}

/// The message of a heat level's name in the legend.
fn legend_id(level: HeatLevel) -> MessageId {
    match level {
        HeatLevel::MissedOften => msg::PROGRESS_LEGEND_MISSED,
        HeatLevel::MissedSometimes => msg::PROGRESS_LEGEND_SOMETIMES,
        HeatLevel::Slow => msg::PROGRESS_LEGEND_SLOW,
        HeatLevel::Good => msg::PROGRESS_LEGEND_GOOD,
        HeatLevel::Unseen => msg::PROGRESS_LEGEND_UNSEEN,
    }
}

/// The squares of a level, as the legend says them: the squares to practise by name, the
/// others by their number.
fn legend_squares(ui: UiLanguage, level: HeatLevel, squares: &[usize]) -> String {
    // By name, as a student looks them up: a5, c4, f6.
    let mut names: Vec<String> = squares
        .iter()
        .filter_map(|&i| ALL_SQUARES.get(i))
        .map(Square::to_string)
        .collect();
    names.sort();
    match level {
        _ if names.is_empty() => tr(ui, msg::PROGRESS_HEAT_NONE),
        HeatLevel::MissedOften | HeatLevel::MissedSometimes | HeatLevel::Slow => names.join(", "),
        HeatLevel::Good | HeatLevel::Unseen => tr_args(
            ui,
            msg::PROGRESS_HEAT_COUNT,
            &[("count", &names.len().to_string())],
        ),
    }
}

/// "Find the square · White · 30 s"; "Name the move · The side to move · 20 prompts" (the
/// options' words for the side the run had at the bottom).
fn series_name(ui: UiLanguage, series: Series) -> String {
    let side = tr(
        ui,
        match series.side {
            RunSide::White => msg::SETTINGS_ORIENTATION_WHITE,
            RunSide::Black => msg::SETTINGS_ORIENTATION_BLACK,
            RunSide::ToMove => msg::OPTIONS_ORIENTATION_AUTO,
        },
    );
    let length = match series.length {
        RunLength::Count(n) => tr_args(ui, msg::OPTIONS_COUNT, &[("n", &n.to_string())]),
        RunLength::Timed(s) => tr_args(ui, msg::OPTIONS_TIMED, &[("seconds", &s.to_string())]),
        RunLength::Game(n) => tr_args(ui, msg::OPTIONS_COUNT, &[("n", &n.to_string())]),
    };
    format!("{} · {side} · {length}", texts::title(ui, series.mode))
}

/// The course's part: how many lessons are mastered, with a link to the course, and each
/// lesson opened (`[data-course-lesson]` with `data-state` and `data-best`): its best practice
/// score and how many practices were finished, in the course's order.
fn course_progress() -> impl IntoView {
    use escaque_core::course::{CourseProgress, LessonState, ORDER};
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let progress =
        crate::state::Kept::<CourseProgress>::load(app.notices, msg::NOTICE_COURSE_DAMAGED);
    let mastered = move || progress.value.with(|p| p.mastered());
    let total = ORDER.len().to_string();
    let lessons = move || {
        let ui = ui();
        progress.value.with(|p| {
            ORDER
                .iter()
                .enumerate()
                .filter_map(|(i, &id)| {
                    let record = p.lessons.get(id)?;
                    let state = p.state(id);
                    let score = if record.runs == 0 {
                        tr(ui, msg::PROGRESS_COURSE_NOT_PRACTISED)
                    } else {
                        tr_args(ui, msg::PROGRESS_COURSE_BEST, &[
                            ("percent", &crate::platform::intl::percent(u32::from(record.best), ui)),
                            ("runs", &record.runs.to_string()),
                        ])
                    };
                    let number = tr_args(ui, msg::COURSE_LESSON_NUMBER, &[("number", &(i + 1).to_string())]);
                    Some(view! {
                        <li class="lesson-item" data-course-lesson=id data-state=state.code()
                            data-best=record.best.to_string()>
                            <a href=escaque_core::course::href(id, 0)>
                                <span class="number">{number}</span>" "
                                <span class="title">{crate::components::course::texts::title(ui, id)}</span>
                            </a>
                            " "
                            <span class=format!("state {}", state.code())>{crate::components::course::texts::state(ui, state)}</span>
                            " "
                            <span class="score">{score}</span>
                        </li>
                    })
                })
                .collect_view()
        })
    };
    let opened = move || {
        progress
            .value
            .with(|p| ORDER.iter().any(|&id| p.state(id) != LessonState::New))
    };
    view! {
        <section class="course-section" aria-labelledby="course-heading" data-course-progress=move || mastered().to_string()>
            <h2 id="course-heading">{move || tr(ui(), msg::PROGRESS_COURSE_TITLE)}</h2>
            <p>
                <A href="/learn">{move || tr_args(ui(), msg::COURSE_MASTERED_COUNT, &[("mastered", &mastered().to_string()), ("total", &total)])}</A>
            </p>
            <Show when=opened>
                <ol class="lessons course-lessons">{lessons}</ol>
            </Show>
        </section>
    }
}
