//! How well scoresheets are repaired: TWIC games written on Spanish sheets with generated slips
//! (see `escaque_core::scoresheet::slips`), repaired, compared move for move with the game.
//!
//! ```text
//! cargo run --release -p escaque-core --example scoresheet_recovery [GAMES] [SEED]
//! ```
//!
//! Prints, for one slip a sheet, three slips, and both players' sheets with three slips each:
//! the sheets made undecidable by their slips (`slips::undecidable`), the games recovered whole
//! of the decidable ones, the moves right (of all), the time a sheet takes (sheets a second,
//! median, p95), and the decidable games not recovered (to fit the costs on).

use escaque_core::game::read_games;
use escaque_core::scoresheet::slips::{slip_sheet, undecidable, write_sheet, Slip};
use escaque_core::scoresheet::{reading_cost, repair, repair_pair, Repair};
use escaque_core::{Language, Notation};
use rand_core::SeedableRng;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/pgn/twic1599.pgn"
    ))
    .expect("tests/data/pgn/twic1599.pgn");
    let notation = Notation::Algebraic(Language::Es);
    let all: Vec<_> = read_games(&text, Language::En)
        .into_iter()
        .flatten()
        .filter(|g| g.moves.len() >= 10)
        .take(games)
        .collect();
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    for (label, slips, pair) in [
        ("1 slip", 1, false),
        ("3 slips", 3, false),
        ("two sheets, 3 slips each", 3, true),
    ] {
        let mut whole = 0;
        let mut undecided = 0;
        let mut moves_right = 0;
        let mut moves_total = 0;
        let mut times = Vec::new();
        let mut work = 0;
        let mut failures = Vec::new();
        for game in &all {
            let moves: Vec<_> = game.moves.iter().map(|m| m.mv).collect();
            let clean = write_sheet(&game.start, &moves, notation);
            let mut sheet = clean.clone();
            let done = slip_sheet(&mut sheet, slips, &Slip::ALL, &mut rng);
            let mut other = clean.clone();
            if pair {
                slip_sheet(&mut other, slips, &Slip::ALL, &mut rng);
            }
            let started = Instant::now();
            let repaired: Repair = if pair {
                repair_pair(&sheet, &other, notation)
            } else {
                repair(&sheet, notation)
            };
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            let sheets = if pair {
                vec![&sheet, &other]
            } else {
                vec![&sheet]
            };
            work += repaired.work;
            let got = repaired.moves();
            moves_total += moves.len();
            moves_right += moves.iter().zip(&got).filter(|(a, b)| a == b).count();
            if got == moves {
                whole += 1;
            } else if undecidable(&sheets, notation, &moves, &repaired) {
                undecided += 1;
            } else if failures.len() < 12 {
                let at = moves
                    .iter()
                    .zip(&got)
                    .position(|(a, b)| a != b)
                    .unwrap_or(moves.len().min(got.len()));
                let written: Vec<&str> = sheet.boxes.iter().map(|b| b.text.as_str()).collect();
                let lo = at.saturating_sub(3);
                let hi = (at + 4).min(written.len());
                let near: Vec<String> = repaired.plies
                    [at.saturating_sub(3)..(at + 4).min(repaired.plies.len())]
                    .iter()
                    .map(|p| format!("{}={}:{}", p.marks[0].written, p.mv, p.marks[0].kind))
                    .collect();
                let truth = reading_cost(&sheets, notation, &moves).unwrap_or(f32::NAN);
                failures.push(format!(
                    "  {:?} ply {at}: played {} got {:?} (cost {:.1}, the game played {truth:.1}) {near:?}; boxes {lo}..{hi}: {:?}",
                    done,
                    moves.get(at).map_or("-".into(), |m| m.to_string()),
                    got.get(at).map(|m| m.to_string()),
                    repaired.cost,
                    &written[lo..hi]
                ));
            }
        }
        let total: f64 = times.iter().sum();
        times.sort_by(f64::total_cmp);
        let n = all.len();
        let decidable = n - undecided;
        println!(
            "{label}: {undecided} undecidable; {whole}/{decidable} decidable games whole ({:.1} %), {:.2} % of moves (all); {:.0} sheets/s, median {:.2} ms, p95 {:.2} ms, max {:.1} ms",
            100.0 * whole as f64 / decidable.max(1) as f64,
            100.0 * moves_right as f64 / moves_total as f64,
            1000.0 * n as f64 / total,
            times[n / 2],
            times[n * 95 / 100],
            times[n - 1]
        );
        println!("  work: {} moves costed a sheet", work / n);
        for f in failures {
            println!("{f}");
        }
    }
}
