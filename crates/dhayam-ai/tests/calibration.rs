//! The learned evaluation and the value network are calibrated: positions they rate near
//! X% are won about X% of the time. Slow in debug builds, so ignored there:
//! `cargo test --release -p dhayam-ai --test calibration -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{Bot, PolicyBot, ValueNet, win_chances};
use dhayam_core::{Game, Phase, Preset, Seat, Setup, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// Rated chances and outcomes (1 won, 0 lost) of the player to act, at the start of about
/// one turn in six of Medium self-play games, seeds apart from the training seeds.
fn rated_positions(
    seats: &[Seat],
    preset: Preset,
    wanted: usize,
    seed: u64,
    rate: fn(&Game) -> [f32; 4],
) -> Vec<(f32, f32)> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut bot = PolicyBot::new();
    let mut rated = Vec::new();
    while rated.len() < wanted {
        let setup = Setup::new(seats.iter().copied()).with_rules(preset.rules());
        let mut game = Game::new(&setup).unwrap();
        let mut kept: Vec<(Seat, f32)> = Vec::new();
        while game.ranking().is_empty() {
            match game.phase() {
                Phase::Finished => break,
                Phase::AwaitingThrow(seat) => {
                    if game.pool().next().is_none() && rng.next_u32() % 6 == 0 {
                        kept.push((seat, rate(&game)[seat.index()]));
                    }
                    game.throw(Throw::from_bits(rng.next_u32() as u8)).unwrap();
                }
                Phase::AwaitingMove(_) => {
                    let mv = bot.choose(&game).unwrap();
                    game.play(mv).unwrap();
                }
            }
        }
        let winner = game.winner().unwrap();
        for (seat, chance) in kept {
            rated.push((chance, if seat == winner { 1.0 } else { 0.0 }));
        }
    }
    rated
}

/// Per decile of rated chance: positions, mean rated chance, share won.
fn deciles(rated: &[(f32, f32)]) -> Vec<(usize, f64, f64)> {
    let mut bins = vec![(0usize, 0.0f64, 0.0f64); 10];
    for &(chance, won) in rated {
        let bin = ((chance * 10.0) as usize).min(9);
        bins[bin].0 += 1;
        bins[bin].1 += f64::from(chance);
        bins[bin].2 += f64::from(won);
    }
    bins.into_iter()
        .map(|(n, sum, wins)| (n, sum / n.max(1) as f64, wins / n.max(1) as f64))
        .collect()
}

/// How one evaluation rates the positions of one kind of table: the log-loss of the
/// mover's chance, and the widest gap between rated and won in a decile of at least 500
/// positions (deciles with fewer say little).
struct Calibration {
    loss: f64,
    worst_gap: f64,
}

fn calibration(
    seats: &[Seat],
    preset: Preset,
    seed: u64,
    rate: fn(&Game) -> [f32; 4],
) -> Calibration {
    let rated = rated_positions(seats, preset, 100_000, seed, rate);
    let loss: f64 = rated
        .iter()
        .map(|&(chance, won)| {
            let p = f64::from(if won > 0.5 { chance } else { 1.0 - chance });
            -p.max(1e-9).ln()
        })
        .sum::<f64>()
        / rated.len() as f64;
    println!(
        "{preset} {} players: log-loss of the mover's chance {loss:.4}",
        seats.len()
    );
    let mut worst_gap = 0.0f64;
    for (decile, (n, rated, won)) in deciles(&rated).into_iter().enumerate() {
        println!(
            "{preset} {} players, decile {decile}: {n} positions, rated {rated:.3}, won {won:.3}",
            seats.len()
        );
        if n >= 500 {
            worst_gap = worst_gap.max((rated - won).abs());
        }
    }
    Calibration { loss, worst_gap }
}

/// The tables every evaluation is checked at, with the seeds of their games.
const TABLES: [(&[Seat], Preset, u64); 3] = [
    (&[Seat::South, Seat::North], Preset::Classic, 901),
    (&Seat::ALL, Preset::Classic, 902),
    (&Seat::ALL, Preset::Traditional, 903),
];

#[test]
#[ignore = "release-build calibration check; run with --release -- --ignored"]
fn learned_chances_are_calibrated_at_two_and_four_players() {
    for (seats, preset, seed) in TABLES {
        let learned = calibration(seats, preset, seed, win_chances);
        assert!(
            learned.worst_gap <= 0.03,
            "{preset}, {} players: a decile {:.3} off",
            seats.len(),
            learned.worst_gap
        );
    }
}

fn network(game: &Game) -> [f32; 4] {
    ValueNet::shipped().chances(game)
}

/// The win-chance bar, the hint's chances and the review rate positions with the learned
/// evaluation because the shipped network is not better calibrated: on these tables it
/// misses the 3-point bar somewhere, or loses more than the learned evaluation. A network
/// that does better fails this test, which is the sign to move them to the network.
#[test]
#[ignore = "release-build calibration check; run with --release -- --ignored"]
fn the_network_is_not_better_calibrated_than_the_learned_evaluation() {
    let mut better_everywhere = true;
    for (seats, preset, seed) in TABLES {
        let net = calibration(seats, preset, seed, network);
        let learned = calibration(seats, preset, seed, win_chances);
        println!(
            "{preset} {} players: network log-loss {:.4}, widest gap {:.3}; learned {:.4}, {:.3}",
            seats.len(),
            net.loss,
            net.worst_gap,
            learned.loss,
            learned.worst_gap
        );
        better_everywhere &= net.worst_gap <= 0.03 && net.loss < learned.loss;
    }
    assert!(
        !better_everywhere,
        "the network is now within 3 points in every decile and loses less: move the \
         win-chance bar, the hint and the review to it"
    );
}
