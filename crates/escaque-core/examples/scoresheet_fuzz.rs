//! Random sheets, a million by default: the repair never panics and always answers a legal game.
//! First, the bound: a 200-move sheet (400 boxes) of garbage, timed.
//!
//! ```text
//! cargo run --release -p escaque-core --example scoresheet_fuzz [COUNT] [SEED]
//! ```

use escaque_core::scoresheet::slips::random_text;
use escaque_core::scoresheet::{guess_notation, read_sheets, repair, Sheet};
use escaque_core::{Language, Notation};
use rand_core::SeedableRng;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let garbage: Vec<String> = (0..400)
        .map(|_| random_text(&mut rng, 6).replace(char::is_whitespace, ""))
        .collect();
    let sheet = Sheet::from_boxes(garbage.iter().map(String::as_str));
    let started = Instant::now();
    let r = repair(&sheet, Notation::Algebraic(Language::Es));
    println!(
        "a 200-move sheet of garbage: {} plies in {:.0} ms",
        r.plies.len(),
        started.elapsed().as_secs_f64() * 1000.0
    );
    let started = Instant::now();
    let mut plies = 0usize;
    for _ in 0..count {
        let text = random_text(&mut rng, 39);
        for sheet in read_sheets(&text) {
            let r = repair(&sheet, guess_notation(&[&sheet]));
            let mut p = r.start;
            for ply in &r.plies {
                assert!(p.is_legal(ply.mv), "{text:?}");
                p = p.play(ply.mv);
            }
            plies += r.plies.len();
        }
    }
    println!(
        "{count} inputs, {plies} plies repaired, no panic, {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
