//! The `chess` crate's move generator, through our FEN loading, against published perft
//! counts (CPW, perftsuite, chess.js, shakmaty's tricky positions) up to 2,000,000 nodes.
//! Positions the crate cannot handle must be refused by our FEN loading, with a reason.

mod common;

use common::data_path;
use escaque_core::chess::MoveGen;
use escaque_core::Position;

const MAX_NODES: u64 = 2_000_000;

struct Line {
    fen: String,
    counts: Vec<(usize, u64)>,
    tags: String,
    id: String,
}

fn epd(name: &str) -> Vec<Line> {
    let text = std::fs::read_to_string(data_path(&format!("perft/{name}"))).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let (mut counts, mut tags, mut id) = (Vec::new(), String::new(), String::new());
            for part in parts {
                let part = part.trim();
                if let Some(rest) = part.strip_prefix('D') {
                    let mut it = rest.split_whitespace();
                    if let (Some(d), Some(n)) = (it.next(), it.next()) {
                        if let (Ok(d), Ok(n)) = (d.parse(), n.parse()) {
                            counts.push((d, n));
                        }
                    }
                } else if let Some(t) = part.strip_prefix("tags ") {
                    tags = t.to_string();
                } else if let Some(i) = part.strip_prefix("id ") {
                    id = i.to_string();
                }
            }
            Line {
                fen,
                counts,
                tags,
                id,
            }
        })
        .collect()
}

#[test]
fn perft_counts_match_up_to_two_million_nodes() {
    let mut checked = 0;
    for file in [
        "cpw_standard.epd",
        "perftsuite.epd",
        "chessjs_perft.epd",
        "shakmaty_tricky.epd",
    ] {
        for line in epd(file) {
            let crate_fails = line
                .tags
                .split(',')
                .any(|t| t.starts_with("rust-chess-3.2.0:") || t == "chess960-castling");
            let position = line.fen.parse::<Position>();
            if crate_fails {
                assert!(
                    position.is_err(),
                    "{file} {}: the crate fails here, our loading must refuse it",
                    line.id
                );
                continue;
            }
            let position =
                position.unwrap_or_else(|e| panic!("{file} {} {}: {e}", line.id, line.fen));
            for &(depth, nodes) in &line.counts {
                if nodes <= MAX_NODES && depth <= 8 {
                    assert_eq!(
                        MoveGen::movegen_perft_test(position.board(), depth) as u64,
                        nodes,
                        "{file} {} D{depth}",
                        line.id
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 700, "{checked} counts checked");
}
