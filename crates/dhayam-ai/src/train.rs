//! Fitting the learned evaluation's weights to Medium self-play.

use dhayam_core::{Game, GateRule, Phase, Preset, Seat, Setup, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::medium::policy_move;
use crate::value::{FEATURES, ValueWeights, chances_from, features};

/// What [`train_value`] does: how many games, from which seed, how long it fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrainOptions {
    /// Seed of the dice and of which positions are kept.
    pub seed: u64,
    /// Medium self-play games for each table size (2, 3 and 4 players).
    pub games: u32,
    /// Full passes of the optimiser over the positions.
    pub epochs: u32,
}

impl Default for TrainOptions {
    /// 20,000 games per table size, 300 epochs, seed 1.
    fn default() -> Self {
        TrainOptions {
            seed: 1,
            games: 20_000,
            epochs: 300,
        }
    }
}

/// One position kept for fitting: every seat's features, who races, who won.
struct Sample {
    features: [[f32; FEATURES]; 4],
    racing: [bool; 4],
    winner: usize,
}

/// How the fitted weights do on the positions they were fitted to, per table size.
#[derive(Clone, Copy, Debug, Default)]
pub struct TrainReport {
    /// Positions kept for each table size (2, 3, 4 players).
    pub positions: [usize; 3],
    /// Mean log-loss of the winner's chance, per table size.
    pub log_loss: [f64; 3],
    /// Log-loss of giving every racer the same chance, for comparison.
    pub uniform_log_loss: [f64; 3],
}

/// Plays `options.games` Medium self-play games at each table size (2, 3, 4 players)
/// under Classic and Traditional rules, with either gate rule, keeps about one position in
/// six at the start of a turn, and fits the weights of the learned evaluation by maximum
/// likelihood of who took first place. The same options give the same weights.
pub fn train_value(options: TrainOptions) -> (ValueWeights, TrainReport) {
    let mut weights = [[0.0; FEATURES]; 3];
    let mut report = TrainReport::default();
    for (size, players) in (2..=4).enumerate() {
        let seed = options.seed ^ (players as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let samples = self_play(players, options.games, seed);
        let (fitted, loss) = fit(&samples, players, options.epochs);
        weights[size] = fitted;
        report.positions[size] = samples.len();
        report.log_loss[size] = loss;
        report.uniform_log_loss[size] = (players as f64).ln();
    }
    (weights, report)
}

/// Medium self-play positions at a table of `players`, labelled with the winner.
fn self_play(players: usize, games: u32, seed: u64) -> Vec<Sample> {
    let seats: &[Seat] = match players {
        2 => &[Seat::South, Seat::North],
        3 => &[Seat::South, Seat::East, Seat::North],
        _ => &Seat::ALL,
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut samples = Vec::new();
    for g in 0..games {
        let mut rules = if g % 2 == 0 {
            Preset::Classic.rules()
        } else {
            Preset::Traditional.rules()
        };
        if g % 4 >= 2 {
            rules.gate = GateRule::Wait;
        }
        let first = seats[(g as usize / 4) % seats.len()];
        let setup = Setup::new(seats.iter().copied())
            .with_rules(rules)
            .with_first(first);
        let Ok(mut game) = Game::new(&setup) else {
            continue;
        };
        let mut kept = Vec::new();
        for _ in 0..100_000 {
            if !game.ranking().is_empty() {
                break;
            }
            let step = match game.phase() {
                Phase::Finished => break,
                Phase::AwaitingThrow(_) => {
                    if game.pool().next().is_none() && rng.next_u32() % 6 == 0 {
                        kept.push(features(&game));
                    }
                    game.throw_with(Throw::from_bits(rng.next_u32() as u8), |_| {})
                }
                Phase::AwaitingMove(_) => match policy_move(&game) {
                    Some(mv) => game.play_with(mv, |_| {}),
                    None => break,
                },
            };
            if step.is_err() {
                break;
            }
        }
        if let Some(winner) = game.winner() {
            samples.extend(kept.into_iter().map(|(features, racing)| Sample {
                features,
                racing,
                winner: winner.index(),
            }));
        }
    }
    samples
}

/// Fits one row of weights by full-batch Adam on the mean log-loss; returns the weights
/// and their final loss.
fn fit(samples: &[Sample], players: usize, epochs: u32) -> ([f32; FEATURES], f64) {
    let mut weights = [[0.0f32; FEATURES]; 3];
    let size = players - 2;
    let (rate, beta1, beta2) = (0.05, 0.9, 0.999);
    let mut mean = [0.0f64; FEATURES];
    let mut square = [0.0f64; FEATURES];
    let mut loss = 0.0;
    let count = samples.len().max(1) as f64;
    for epoch in 1..=epochs {
        let mut gradient = [0.0f64; FEATURES];
        loss = 0.0;
        for sample in samples {
            let chances = chances_from(&weights, &sample.features, sample.racing);
            loss -= f64::from(chances[sample.winner].max(1e-9)).ln();
            for (s, &chance) in chances.iter().enumerate() {
                if !sample.racing[s] {
                    continue;
                }
                let target = if s == sample.winner { 1.0 } else { 0.0 };
                let error = f64::from(chance) - target;
                for (sum, &feature) in gradient.iter_mut().zip(&sample.features[s]) {
                    *sum += error * f64::from(feature);
                }
            }
        }
        loss /= count;
        let step = f64::from(epoch);
        for k in 0..FEATURES {
            let slope = gradient[k] / count;
            mean[k] = beta1 * mean[k] + (1.0 - beta1) * slope;
            square[k] = beta2 * square[k] + (1.0 - beta2) * slope * slope;
            let mean_hat = mean[k] / (1.0 - beta1.powf(step));
            let square_hat = square[k] / (1.0 - beta2.powf(step));
            weights[size][k] -= (rate * mean_hat / (square_hat.sqrt() + 1e-8)) as f32;
        }
    }
    (weights[size], loss)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_beats_a_coin_toss_and_repeats() {
        let options = TrainOptions {
            seed: 5,
            games: 40,
            epochs: 40,
        };
        let (weights, report) = train_value(options);
        for size in 0..3 {
            assert!(report.positions[size] > 100, "{report:?}");
            assert!(
                report.log_loss[size] < report.uniform_log_loss[size],
                "{report:?}"
            );
        }
        assert_eq!(train_value(options).0, weights);
    }
}
