#![allow(clippy::expect_used)]
//! Plays `N` random games of one table and prints the sum of the winners' seat indices:
//! the same games on every machine and build, so instruction counts compare exactly.
//!
//! `valgrind --tool=callgrind target/release/examples/playouts 2000 4c` counts the
//! instructions of 2,000 four-player Classic games (`4t` Traditional, `2c` two players,
//! `5x5` four players on the small board), whatever else the machine is doing.

use dhayam_core::{Dice, Game, Phase, Preset, Seat, Setup, Throw, ThrowKind, Variant};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

type SeededDice = Dice<Xoshiro256PlusPlus>;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u32 = args
        .get(1)
        .and_then(|n| n.parse().ok())
        .expect("usage: playouts GAMES [4c|4t|2c|5x5]");
    let setup = match args.get(2).map_or("4c", String::as_str) {
        "4t" => Setup::new(Seat::ALL).with_rules(Preset::Traditional.rules()),
        "2c" => Setup::new([Seat::South, Seat::North]),
        "5x5" => Setup::new(Seat::ALL).with_variant(Variant::Thayam),
        _ => Setup::new(Seat::ALL),
    };
    let sum = match setup.variant.throw_kind() {
        // `roll`, as before there were cowries, so 7x7 counts compare with the engine
        // of then.
        ThrowKind::LongDice => playouts(&setup, games, Dice::roll),
        ThrowKind::Cowries => playouts(&setup, games, |dice| dice.throw(ThrowKind::Cowries)),
    };
    println!("{sum}");
}

/// Plays `games` games of `setup`, each throw from `throw`; returns the sum of the
/// winners' seat indices.
fn playouts(setup: &Setup, games: u32, mut throw: impl FnMut(&mut SeededDice) -> Throw) -> usize {
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(1));
    let mut sum = 0;
    for _ in 0..games {
        let mut game = Game::new(setup).expect("valid setup");
        loop {
            match game.phase() {
                Phase::AwaitingThrow(_) => {
                    game.throw_with(throw(&mut dice), |_| {}).expect("throw");
                }
                Phase::AwaitingMove(_) => {
                    let nth = dice.pick(game.legal_move_slice().len());
                    game.play_nth_with(nth, |_| {}).expect("listed move");
                }
                Phase::Finished => break,
            }
        }
        sum += game.ranking()[0].index();
    }
    sum
}
