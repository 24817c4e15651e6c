#![allow(clippy::expect_used)]
//! Random-playout throughput: complete games with random legal choices.
//!
//! `cargo bench -p dhayam-core --bench playout` reports games per second
//! (criterion's "thrpt" in elements/s, one element = one complete game). The target is
//! 100,000 four-player Classic games per second on one core. The 5x5 tables play the
//! small board with four cowries under its default rules.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dhayam_core::{Dice, Game, Phase, Preset, Seat, Setup, Variant};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use std::hint::black_box;

/// Plays one game to the end with random legal choices, each played by its place in the
/// legal list; returns the winner's index.
fn playout(setup: &Setup, dice: &mut Dice<Xoshiro256PlusPlus>) -> usize {
    let kind = setup.variant.throw_kind();
    let mut game = Game::new(setup).expect("valid setup");
    loop {
        match game.phase() {
            Phase::AwaitingThrow(_) => game.throw_with(dice.throw(kind), |_| {}).expect("throw"),
            Phase::AwaitingMove(_) => {
                let nth = dice.pick(game.legal_move_slice().len());
                game.play_nth_with(nth, |_| {}).expect("listed move");
            }
            Phase::Finished => return game.ranking()[0].index(),
        }
    }
}

/// The same playout, but each move handed back by value and checked again by
/// [`Game::play_with`], as a front end does.
fn checked_playout(setup: &Setup, dice: &mut Dice<Xoshiro256PlusPlus>) -> usize {
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
        (
            "5x5 4 players",
            Setup::new(Seat::ALL).with_variant(Variant::Thayam),
        ),
        (
            "5x5 2 players",
            Setup::new([Seat::South, Seat::North]).with_variant(Variant::Thayam),
        ),
    ];
    let classic = tables[0].1.clone();
    for (name, setup) in tables {
        let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(1));
        group.bench_function(name, |b| b.iter(|| black_box(playout(&setup, &mut dice))));
    }
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(1));
    group.bench_function("4 players classic, moves checked", |b| {
        b.iter(|| black_box(checked_playout(&classic, &mut dice)));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
