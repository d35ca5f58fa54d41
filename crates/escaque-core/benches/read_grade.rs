//! Read + grade per move, over the moves of the FIDE sample game.
use criterion::{criterion_group, criterion_main, Criterion};
use escaque_core::game::read_games;
use escaque_core::grade::{grade, Profile};
use escaque_core::{read_move, write_move, Language, WriteOptions};
use std::hint::black_box;

const GAME: &str = "1.e4 e5 2.Cf3 Cf6 3.d4 exd4 4.e5 Ce4 5.Dxd4 d5 6.exd6 a.p. Cxd6 7.Ag5 Cc6 8.De3+ Ae7 9.Cbd2 0-0 10.0-0-0 Te8 11.Rb1";

fn bench(c: &mut Criterion) {
    let game = read_games(GAME, Language::Es).remove(0).unwrap();
    let mut positions = Vec::new();
    let mut pos = game.start;
    for m in &game.moves {
        positions.push((
            pos,
            m.mv,
            write_move(&pos, m.mv, &WriteOptions::short(Language::Es)),
        ));
        pos = pos.play(m.mv);
    }
    c.bench_function("read+grade 21 moves (es, FIDE)", |b| {
        b.iter(|| {
            for (pos, mv, text) in &positions {
                let read = read_move(pos, text, Language::Es).unwrap();
                black_box(grade(pos, read, text, Language::Es, Profile::Fide));
                black_box(mv);
            }
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
