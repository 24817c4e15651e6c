#![allow(clippy::expect_used)]
//! Random-playout throughput: complete games with random legal choices.
//!
//! `cargo bench -p dhayam-core --bench playout` reports games per second
//! (criterion's "thrpt" in elements/s, one element = one complete game).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dhayam_core::{Dice, Game, Phase, Preset, Seat, Setup};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use std::hint::black_box;

/// Plays one game to the end with random legal choices; returns the winner's index.
fn playout(setup: &Setup, dice: &mut Dice<Xoshiro256PlusPlus>) -> usize {
    let mut game = Game::new(setup).expect("valid setup");
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) => game.throw_with(dice.roll(), |_| {}).expect("throw"),
            Phase::AwaitingMove(_) => {
                let moves = game.legal_move_slice();
                let mv = moves[dice.pick(moves.len())];
                game.play_with(mv, |_| {}).expect("legal move");
            }
            Phase::Finished => return game.ranking()[0].index(),
        }
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    group.throughput(Throughput::Elements(1));
    let tables = [
        ("4 players classic", Setup::new(Seat::ALL)),
        (
            "4 players traditional",
            Setup::new(Seat::ALL).with_rules(Preset::Traditional.rules()),
        ),
        ("2 players classic", Setup::new([Seat::South, Seat::North])),
    ];
    for (name, setup) in tables {
        let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(1));
        group.bench_function(name, |b| b.iter(|| black_box(playout(&setup, &mut dice))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
