//! Progress: best score and a chart of scores over time per drill, orientation and length; a
//! heat map of missed and slow squares per square drill; the latest runs. All from the history
//! kept on this device.

use crate::components::drill::texts;
use crate::i18n::{tr, tr_args};
use crate::platform;
use crate::state::AppState;
use escaque_core::board_state::Orientation;
use escaque_core::drill::geometry::square_at;
use escaque_core::drill::Mode;
use escaque_core::history::RunLength;
use escaque_core::progress::{chart, heat_map, Series};
use escaque_core::settings::UiLanguage;
use leptos::prelude::*;
use leptos_router::components::A;

const CHART_WIDTH: f64 = 560.0;
const CHART_HEIGHT: f64 = 200.0;

#[component]
pub fn ProgressPage() -> impl IntoView {
    let app = expect_context::<AppState>();
    let ui = move || app.ui();
    let all_series = Memo::new(move |_| app.history.with(Series::all));
    let chosen = RwSignal::new(0usize);
    let series = move || all_series.with(|all| all.get(chosen.get()).or(all.first()).copied());
    let heat_modes = Memo::new(move |_| {
        app.history.with(|h| {
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
            let points = app.history.with(|h| s.points(h));
            let best = app.history.with(|h| s.best(h)).unwrap_or(0);
            let layout = chart(&points, CHART_WIDTH, CHART_HEIGHT);
            let line = layout.line.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" ");
            let last = points.last().map(|p| p.score).unwrap_or(0);
            let description = tr_args(ui(), "progress-chart-description", &[
                ("runs", &points.iter().map(|p| p.runs).sum::<u32>().to_string()),
                ("best", &best.to_string()),
                ("last", &last.to_string()),
            ]);
            let guides = layout.guides.iter().map(|&(score, y)| view! {
                <line class="guide" x1="0" x2=CHART_WIDTH.to_string() y1=format!("{y:.1}") y2=format!("{y:.1}")/>
                <text class="guide-label" x="-6" y=format!("{:.1}", y + 4.0)>{score.to_string()}</text>
            }).collect_view();
            let dots = points.iter().zip(&layout.line).map(|(p, (x, y))| {
                let label = tr_args(ui(), "progress-point", &[("date", &platform::intl::day(p.day, ui())), ("score", &p.score.to_string()), ("attempted", &p.attempted.to_string())]);
                view! { <circle data-point=p.score.to_string() cx=format!("{x:.1}") cy=format!("{y:.1}") r="4"><title>{label}</title></circle> }
            }).collect_view();
            let first_day = points.first().map(|p| platform::intl::day(p.day, ui())).unwrap_or_default();
            let last_day = points.last().map(|p| platform::intl::day(p.day, ui())).unwrap_or_default();
            view! {
                <p class="best" data-best=best.to_string()>{tr_args(ui(), "progress-best", &[("best", &best.to_string())])}</p>
                <svg class="chart" data-chart="" role="img" aria-label=description
                    viewBox=format!("-30 -10 {} {}", CHART_WIDTH + 40.0, CHART_HEIGHT + 36.0)>
                    {guides}
                    <polyline class="line" points=line/>
                    {dots}
                    <text class="axis-label" x="0" y=(CHART_HEIGHT + 22.0).to_string()>{first_day}</text>
                    <text class="axis-label end" x=CHART_WIDTH.to_string() y=(CHART_HEIGHT + 22.0).to_string()>{last_day}</text>
                </svg>
            }
        })
    };
    let heat_view = move || {
        shown_heat_mode().and_then(|mode| {
            let heat = app.history.with(|h| heat_map(h, mode))?;
            let cells = (0..64).map(|slot| {
                let (row, column) = (slot / 8, slot % 8);
                let square = square_at(column, 7 - row);
                let h = heat[square.to_index()];
                let label = tr_args(ui(), "progress-heat-square", &[
                    ("square", &square.to_string()),
                    ("seen", &h.seen.to_string()),
                    ("missed", &h.missed_percent.to_string()),
                    ("slow", &h.slow_percent.to_string()),
                ]);
                // Misses in red, slowness in amber, unseen squares grey.
                let class = match (h.seen, h.missed_percent, h.slow_percent) {
                    (0, _, _) => "unseen",
                    (_, m, _) if m >= 50 => "miss-high",
                    (_, m, _) if m > 0 => "miss-low",
                    (_, _, s) if s > 0 => "slow",
                    _ => "good",
                };
                view! {
                    <g data-heat-square=square.to_string() data-missed=h.missed_percent.to_string() data-slow=h.slow_percent.to_string()>
                        <rect class=format!("heat {class}") x=(column * 40).to_string() y=(row * 40).to_string() width="40" height="40"><title>{label}</title></rect>
                        <text class="heat-name" x=(column * 40 + 4).to_string() y=(row * 40 + 14).to_string()>{square.to_string()}</text>
                    </g>
                }
            }).collect_view();
            Some(view! {
                <svg class="heatmap" data-heatmap=mode.slug() role="img" aria-label=tr_args(ui(), "progress-heat-label", &[("drill", &texts::title(ui(), mode))]) viewBox="0 0 320 320">{cells}</svg>
                <ul class="legend">
                    <li><span class="swatch miss-high"></span>{tr(ui(), "progress-legend-missed")}</li>
                    <li><span class="swatch miss-low"></span>{tr(ui(), "progress-legend-sometimes")}</li>
                    <li><span class="swatch slow"></span>{tr(ui(), "progress-legend-slow")}</li>
                    <li><span class="swatch good"></span>{tr(ui(), "progress-legend-good")}</li>
                    <li><span class="swatch unseen"></span>{tr(ui(), "progress-legend-unseen")}</li>
                </ul>
            })
        })
    };
    let recent = move || {
        app.history.with(|h| {
            h.runs.iter().rev().take(20).map(|r| {
                let series = Series { mode: r.mode, orientation: r.orientation, length: r.length };
                let percent = (r.right * 100).checked_div(r.attempted).unwrap_or(0);
                view! {
                    <tr data-run="">
                        <td>{platform::intl::day(r.day, ui())}</td>
                        <td>{series_name(ui(), series)}</td>
                        <td class="number">{format!("{}/{}", r.right, r.attempted)}</td>
                        <td class="number">{format!("{percent} %")}</td>
                        <td class="number">{format!("{:.1} s", f64::from(r.mean_ms) / 1000.0)}</td>
                        <td>{r.mistakes.join(", ")}</td>
                    </tr>
                }
            }).collect_view()
        })
    };

    view! {
        <section class="progress-page">
            <h1>{move || tr(ui(), "progress-title")}</h1>
            <Show when=move || !all_series.with(|s| s.is_empty()) fallback=move || view! {
                <p>{tr(ui(), "progress-empty")}" "<A href="/">{tr(ui(), "progress-start")}</A></p>
            }>
                <section class="chart-section" aria-labelledby="chart-heading">
                    <h2 id="chart-heading">{move || tr(ui(), "progress-scores")}</h2>
                    <label>
                        <span>{move || tr(ui(), "progress-series")}</span>
                        <select name="series" on:change=move |ev| chosen.set(event_target_value(&ev).parse().unwrap_or(0))>{series_picker}</select>
                    </label>
                    {chart_view}
                </section>
                <section class="heat-section" aria-labelledby="heat-heading">
                    <h2 id="heat-heading">{move || tr(ui(), "progress-heat")}</h2>
                    <Show when=move || !heat_modes.with(|m| m.is_empty())>
                        <label>
                            <span>{move || tr(ui(), "progress-heat-drill")}</span>
                            <select name="heat" on:change=move |ev| heat_mode.set(event_target_value(&ev).parse::<Mode>().ok())>
                                {move || heat_modes.get().into_iter().map(|m| view! { <option value=m.slug() selected=move || shown_heat_mode() == Some(m)>{texts::title(ui(), m)}</option> }).collect_view()}
                            </select>
                        </label>
                        <p class="hint">{move || tr(ui(), "progress-heat-hint")}</p>
                        {heat_view}
                    </Show>
                </section>
                <section class="recent-section" aria-labelledby="recent-heading">
                    <h2 id="recent-heading">{move || tr(ui(), "progress-recent")}</h2>
                    <div class="table-scroll">
                        <table class="runs">
                            <thead><tr>
                                <th scope="col">{move || tr(ui(), "progress-col-date")}</th>
                                <th scope="col">{move || tr(ui(), "progress-col-drill")}</th>
                                <th scope="col">{move || tr(ui(), "progress-col-score")}</th>
                                <th scope="col">{move || tr(ui(), "progress-col-accuracy")}</th>
                                <th scope="col">{move || tr(ui(), "progress-col-time")}</th>
                                <th scope="col">{move || tr(ui(), "progress-col-mistakes")}</th>
                            </tr></thead>
                            <tbody>{recent}</tbody>
                        </table>
                    </div>
                </section>
            </Show>
        </section>
    }
}

/// "Find the square · White · 30 s".
fn series_name(ui: UiLanguage, series: Series) -> String {
    let side = tr(
        ui,
        match series.orientation {
            Orientation::White => "settings-orientation-white",
            Orientation::Black => "settings-orientation-black",
        },
    );
    let length = match series.length {
        RunLength::Count(n) => tr_args(ui, "options-count", &[("n", &n.to_string())]),
        RunLength::Timed(s) => tr_args(ui, "options-timed", &[("seconds", &s.to_string())]),
        RunLength::Game(n) => tr_args(ui, "options-count", &[("n", &n.to_string())]),
    };
    format!("{} · {side} · {length}", texts::title(ui, series.mode))
}
