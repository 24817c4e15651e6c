//! Fitting the learned evaluation's weights to Medium self-play.

use dhayam_core::{Game, GateRule, HouseRules, Phase, Preset, Seat, Setup, TurnStructure, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::medium::policy_move;
use crate::team::{slot, team_features};
use crate::value::{
    FEATURES, ROWS, ValueWeights, chances_from, features, row_index, team_row_index,
};

/// What [`train_value`] does: how many games, from which seed, how long it fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrainOptions {
    /// Seed of the dice and of which positions are kept.
    pub seed: u64,
    /// Medium self-play games for each table size (2, 3 and 4 players, and two teams of two).
    pub games: u32,
    /// Full passes of the optimiser over the positions.
    pub epochs: u32,
    /// The board the games are played on (each board has its own weights).
    pub variant: Variant,
}

impl Default for TrainOptions {
    /// 20,000 games per table size, 300 epochs, seed 1.
    fn default() -> Self {
        TrainOptions {
            seed: 1,
            games: 20_000,
            epochs: 300,
            variant: Variant::Dhayam,
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

/// The tables self-play is played at: 2, 3 and 4 players alone, and two teams of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Table {
    Alone(usize),
    Teams,
}

/// Plays `options.games` Medium self-play games on `options.variant`'s board at each table
/// size (2, 3, 4 players) and two against two, under either turn structure and either
/// gate rule ([`rules_for`]), keeps about one position in six at the start of a turn, and
/// fits the weights of the learned evaluation by maximum likelihood of who took first
/// place (in team games, which team won). The same options give the same weights.
pub fn train_value(options: TrainOptions) -> (ValueWeights, TrainReport) {
    let mut weights = [[0.0; FEATURES]; ROWS];
    let mut report = TrainReport::default();
    for table in [2, 3, 4]
        .map(Table::Alone)
        .into_iter()
        .chain([Table::Teams])
    {
        let (players, key) = match table {
            Table::Alone(players) => (players, players as u64),
            // Two racers, the teams; its own seed.
            Table::Teams => (2, 5),
        };
        let seed = options.seed ^ key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let samples = self_play(options.variant, table, options.games, seed);
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

/// The house rules of self-play game `g` on `variant`'s board: on the 7x7 board Classic
/// and Traditional in turn, on the 5x5 board its defaults with either turn structure; the
/// gate rule changes every two games.
fn rules_for(variant: Variant, g: u32) -> HouseRules {
    let mut rules = match variant {
        Variant::Dhayam if g.is_multiple_of(2) => Preset::Classic.rules(),
        Variant::Dhayam => Preset::Traditional.rules(),
        Variant::Thayam => HouseRules {
            turn: if g.is_multiple_of(2) {
                TurnStructure::ThrowFirst
            } else {
                TurnStructure::PerThrow
            },
            gate: GateRule::Circle,
            ..variant.default_rules()
        },
    };
    if g % 4 >= 2 {
        rules.gate = GateRule::Wait;
    }
    rules
}

/// Medium self-play positions on `variant`'s board at `table`, labelled with the winner
/// (in team games, the winning team's slot: see [`team_features`]).
fn self_play(variant: Variant, table: Table, games: u32, seed: u64) -> Vec<Sample> {
    let seats: &[Seat] = match table {
        Table::Alone(2) => &[Seat::South, Seat::North],
        Table::Alone(3) => &[Seat::South, Seat::East, Seat::North],
        _ => &Seat::ALL,
    };
    let teams = table == Table::Teams;
    let describe = if teams { team_features } else { features };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut samples = Vec::new();
    let kind = variant.throw_kind();
    for g in 0..games {
        let rules = rules_for(variant, g);
        let first = seats[(g as usize / 4) % seats.len()];
        let setup = Setup::new(seats.iter().copied())
            .with_variant(variant)
            .with_rules(rules)
            .with_first(first);
        let setup = if teams { setup.with_teams() } else { setup };
        let Ok(mut game) = Game::new(&setup) else {
            continue;
        };
        let mut kept = Vec::new();
        for _ in 0..100_000 {
            if game.is_over() || (!teams && !game.ranking().is_empty()) {
                break;
            }
            let step = match game.phase() {
                Phase::Finished => break,
                Phase::AwaitingThrow(_) => {
                    if game.pool().next().is_none() && rng.next_u32() % 6 == 0 {
                        kept.push(describe(&game));
                    }
                    game.throw_with(kind.from_bits(rng.next_u32() as u8), |_| {})
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
        let (row, winner) = if teams {
            let winner = game.team_ranking().map(|[team, _]| slot(team.seats()[0]));
            (team_row_index(&rules), winner)
        } else {
            (
                row_index(seats.len(), &rules),
                game.winner().map(Seat::index),
            )
        };
        if let Some(winner) = winner {
            samples.extend(kept.into_iter().map(|(features, racing)| Sample {
                row,
                features,
                racing,
                winner,
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
    fn fitting_beats_a_coin_toss_and_repeats_on_both_boards() {
        for variant in Variant::ALL {
            let options = TrainOptions {
                seed: 5,
                games: 40,
                epochs: 40,
                variant,
            };
            let (weights, report) = train_value(options);
            for row in 0..ROWS {
                assert!(report.positions[row] > 20, "{variant}: {report:?}");
                assert!(
                    report.log_loss[row] < report.uniform_log_loss[row],
                    "{variant}: {report:?}"
                );
            }
            assert_eq!(train_value(options).0, weights);
        }
    }

    #[test]
    fn the_small_board_plays_its_own_rules_with_either_turn_and_gate() {
        let rules: Vec<HouseRules> = (0..4).map(|g| rules_for(Variant::Thayam, g)).collect();
        for r in &rules {
            assert!(r.cut_bonus, "{r:?}");
        }
        let turns: Vec<_> = rules.iter().map(|r| r.turn).collect();
        let gates: Vec<_> = rules.iter().map(|r| r.gate).collect();
        assert!(
            turns.contains(&TurnStructure::PerThrow) && turns.contains(&TurnStructure::ThrowFirst)
        );
        assert!(gates.contains(&GateRule::Wait) && gates.contains(&GateRule::Circle));
        // The 7x7 board's games are as they always were: Classic and Traditional.
        assert_eq!(rules_for(Variant::Dhayam, 0), Preset::Classic.rules());
        assert_eq!(
            rules_for(Variant::Dhayam, 3),
            HouseRules {
                gate: GateRule::Wait,
                ..Preset::Traditional.rules()
            }
        );
    }
}
