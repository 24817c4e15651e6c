//! Refining a value network on its own games by temporal differences: the network plays
//! itself (each mover's best move by the network, now and then a random one), and every
//! kept position before a throw learns what the network itself expects one throw later,
//! averaged over the seven values at their exact odds, blended with the game's winner.
//! The positions are the ones a searching player meets, and the targets are far less noisy
//! than a winner alone.

use dhayam_core::{Game, Phase};
use rand::RngExt;

use super::encode::encode;
use super::train::{
    KEEP_ONE_IN, NetReport, Sample, Target, deal, fit, mean_loss, play_games, report, sample,
};
use super::{OUTPUTS, ValueNet};
use crate::expectimax::{greedy, look};

/// What [`refine_net`] does.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RefineOptions {
    /// Seed of the dice, the house rules, the positions kept and the random moves.
    pub seed: u64,
    /// Self-play games at each table size (2, 3 and 4 players).
    pub games: u32,
    /// Passes of the optimiser over the positions.
    pub epochs: u32,
    /// Throws the target looks ahead (1 or 2).
    pub depth: u32,
    /// The weight of the game's winner in a target (the rest is the look ahead).
    pub winner_weight: f32,
    /// The optimiser's first step size.
    pub rate: f32,
    /// Threads that play the games (the result is the same for any count).
    pub threads: usize,
}

impl Default for RefineOptions {
    fn default() -> Self {
        RefineOptions {
            seed: 1,
            games: 20_000,
            epochs: 2,
            depth: 1,
            winner_weight: 0.25,
            rate: 3e-4,
            threads: 2,
        }
    }
}

/// Plays `options.games` games at each table size with `start`, keeps positions before a
/// throw with their targets, and fits a copy of `start` to them. Every tenth game is held
/// out and reported on with its winner, as [`train_net`](super::train_net) does.
pub fn refine_net(
    start: &ValueNet,
    options: RefineOptions,
    mut progress: impl FnMut(&str),
) -> (ValueNet, NetReport) {
    let mut trained = Vec::new();
    let mut held = Vec::new();
    for players in 2..=4 {
        progress(&format!("playing {} games of {players}", options.games));
        let games = play_games(options.games, options.threads, |g| {
            own_game(start, players, options, g)
        });
        for (g, samples) in games.into_iter().enumerate() {
            if g % 10 == 9 {
                held.extend(samples.into_iter().map(|(winner, _)| winner));
            } else {
                trained.extend(samples.into_iter().map(|(_, soft)| soft));
            }
        }
    }
    progress(&format!(
        "before: held-out log-loss {:.4}",
        mean_loss(start, &held)
    ));
    let mut rng = <rand::rngs::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(
        options.seed ^ 0x7464_5f66_6974,
    );
    let mut net = start.clone();
    let passes = (options.epochs, options.rate);
    fit(&mut net, &trained, &held, passes, &mut rng, progress);
    let report = report(&net, trained.len(), &held);
    (net, report)
}

/// One game of `net` against itself; each kept position twice: labelled with the winner
/// (for the report) and with the blended target (to learn).
fn own_game(
    net: &ValueNet,
    players: usize,
    options: RefineOptions,
    game_number: u64,
) -> Vec<(Sample, Sample)> {
    let seed = options.seed ^ 0x6f77_6e5f_6761_6d65;
    let Some((mut game, mut rng, mut dice)) = deal(players, seed, game_number) else {
        return Vec::new();
    };
    let mut kept: Vec<(Game, [f32; 4])> = Vec::new();
    for _ in 0..100_000 {
        if game.winner().is_some() {
            break;
        }
        let step = match game.phase() {
            Phase::Finished => break,
            Phase::AwaitingThrow(_) => {
                if rng.random_range(0..KEEP_ONE_IN) == 0 {
                    kept.push((game.clone(), look(net, &game, 0, options.depth)));
                }
                game.throw_with(dice.roll(), |_| {})
            }
            Phase::AwaitingMove(mover) => {
                let moves = game.legal_move_slice();
                if moves.len() > 1 && rng.random_range(0..20) == 0 {
                    let mv = moves[rng.random_range(0..moves.len())];
                    game.play_with(mv, |_| {})
                } else {
                    match greedy(net, &game, mover, 0) {
                        Some(next) => {
                            game = next;
                            Ok(())
                        }
                        None => break,
                    }
                }
            }
        };
        if step.is_err() {
            break;
        }
    }
    let Some(winner) = game.winner() else {
        return Vec::new();
    };
    kept.iter()
        .filter_map(|(position, ahead)| {
            let labelled = sample(position, winner)?;
            let Target::Winner(place) = labelled.target else {
                return None;
            };
            let encoded = encode(position);
            let mut soft = [0.0; OUTPUTS];
            for (p, seat) in encoded.seats.iter().enumerate() {
                if encoded.racing[p] {
                    let won = if usize::from(place) == p { 1.0 } else { 0.0 };
                    soft[p] = options.winner_weight * won
                        + (1.0 - options.winner_weight) * ahead[seat.index()];
                }
            }
            let blended = Sample {
                encoded,
                target: Target::Soft(soft),
                linear: labelled.linear,
            };
            Some((labelled, blended))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_refinement_changes_the_network_and_repeats_from_its_seed() {
        let start = ValueNet::shipped();
        let options = RefineOptions {
            seed: 5,
            games: 20,
            epochs: 1,
            depth: 1,
            threads: 2,
            ..RefineOptions::default()
        };
        let (net, report) = refine_net(start, options, |_| {});
        assert!(report.trained > 200 && report.held_out > 10, "{report:?}");
        assert!(report.net_loss < report.uniform_loss, "{report:?}");
        assert_ne!(&net, start);
        let one_thread = RefineOptions {
            threads: 1,
            ..options
        };
        assert_eq!(refine_net(start, one_thread, |_| {}).0, net);
    }

    #[test]
    fn a_target_is_a_chance_for_every_racer_and_nothing_for_the_others() {
        let options = RefineOptions {
            depth: 1,
            ..RefineOptions::default()
        };
        let samples = own_game(ValueNet::shipped(), 3, options, 0);
        assert!(samples.len() > 5);
        for (labelled, blended) in &samples {
            let Target::Soft(soft) = blended.target else {
                panic!("a blended target")
            };
            let Target::Winner(winner) = labelled.target else {
                panic!("a winner's label")
            };
            let sum: f32 = soft.iter().sum();
            assert!((sum - 1.0).abs() < 1e-3, "{soft:?}");
            for (place, &chance) in soft.iter().enumerate() {
                if !blended.encoded.racing[place] {
                    assert!(chance.abs() < f32::EPSILON);
                }
            }
            // The winner's share is in every target of the game.
            assert!(soft[usize::from(winner)] >= options.winner_weight - 1e-6);
        }
    }
}
