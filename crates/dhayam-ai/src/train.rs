//! Fitting the learned evaluation's weights to Medium self-play.

use dhayam_core::{Game, GateRule, Phase, Preset, Seat, Setup, Throw};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::medium::policy_move;
use crate::value::{FEATURES, ROWS, ValueWeights, chances_from, features, row_index};

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

/// One position kept for fitting: its row of weights, every seat's features, who races,
/// who won.
struct Sample {
    row: usize,
    features: [[f32; FEATURES]; 4],
    racing: [bool; 4],
    winner: usize,
}

/// How the fitted weights do on the positions they were fitted to, per row of weights
/// ([`row_index`](crate::row_index) order).
#[derive(Clone, Copy, Debug, Default)]
pub struct TrainReport {
    /// Positions kept for each row.
    pub positions: [usize; ROWS],
    /// Mean log-loss of the winner's chance, per row.
    pub log_loss: [f64; ROWS],
    /// Log-loss of giving every racer the same chance, for comparison.
    pub uniform_log_loss: [f64; ROWS],
}

/// Plays `options.games` Medium self-play games at each table size (2, 3, 4 players)
/// under Classic and Traditional rules, with either gate rule, keeps about one position in
/// six at the start of a turn, and fits the weights of the learned evaluation by maximum
/// likelihood of who took first place. The same options give the same weights.
pub fn train_value(options: TrainOptions) -> (ValueWeights, TrainReport) {
    let mut weights = [[0.0; FEATURES]; ROWS];
    let mut report = TrainReport::default();
    for players in 2..=4 {
        let seed = options.seed ^ (players as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let samples = self_play(players, options.games, seed);
        for (row, weight_row) in weights.iter_mut().enumerate() {
            let kept: Vec<&Sample> = samples.iter().filter(|s| s.row == row).collect();
            if kept.is_empty() {
                continue;
            }
            let (fitted, loss) = fit(&kept, options.epochs);
            *weight_row = fitted;
            report.positions[row] = kept.len();
            report.log_loss[row] = loss;
            report.uniform_log_loss[row] = (players as f64).ln();
        }
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
        let row = row_index(players, &rules);
        if let Some(winner) = game.winner() {
            samples.extend(kept.into_iter().map(|(features, racing)| Sample {
                row,
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
fn fit(samples: &[&Sample], epochs: u32) -> ([f32; FEATURES], f64) {
    let mut weights = [0.0f32; FEATURES];
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
            weights[k] -= (rate * mean_hat / (square_hat.sqrt() + 1e-8)) as f32;
        }
    }
    (weights, loss)
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
        for row in 0..ROWS {
            assert!(report.positions[row] > 20, "{report:?}");
            assert!(
                report.log_loss[row] < report.uniform_log_loss[row],
                "{report:?}"
            );
        }
        assert_eq!(train_value(options).0, weights);
    }
}
