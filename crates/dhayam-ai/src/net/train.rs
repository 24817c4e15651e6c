//! Training the value network on self-play: positions of many games under every house
//! rule, each labelled with the place round the table of the game's winner (the
//! Monte-Carlo target of TD(1)), and positions rated by a search, fitted together by
//! minibatch Adam on the log-loss.

use dhayam_core::{Dice, Game, HouseRules, Phase, Seat, Setup};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, RngExt, SeedableRng};

use super::adam::{Adam, shuffle};
use super::encode::{Encoded, INPUTS, encode};
use super::{HIDDEN, OUTPUTS, ValueNet};
use crate::medium::policy_move;
use crate::value::{chances_from, racers, row_index, shipped_weights};

/// What [`train_net`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NetTrainOptions {
    /// Seed of the dice, the house rules, the positions kept and the first weights.
    pub seed: u64,
    /// Self-play games at each table size (2, 3 and 4 players).
    pub games: u32,
    /// Passes of the optimiser over the positions.
    pub epochs: u32,
    /// Self-play games at each table size in which one decision in six is rated by
    /// today's Hard, each move's position learning its rated chance (0: none).
    pub searched_games: u32,
    /// Threads that play the games (the games and the weights are the same for any count).
    pub threads: usize,
}

impl Default for NetTrainOptions {
    /// 40,000 games per table size, 6 epochs, seed 1, two threads.
    fn default() -> Self {
        NetTrainOptions {
            seed: 1,
            games: 40_000,
            epochs: 6,
            searched_games: 0,
            threads: 2,
        }
    }
}

/// How the trained network does on positions of games it never learned from (every tenth
/// game), beside the learned evaluation it replaces and a coin toss.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NetReport {
    /// Positions learned from.
    pub trained: usize,
    /// Of those, positions labelled by a search.
    pub searched: usize,
    /// Positions held out.
    pub held_out: usize,
    /// Mean log-loss of the winner's chance on the held-out positions, by the network.
    pub net_loss: f64,
    /// The same by the 16-feature learned evaluation ([`win_chances`](crate::win_chances)).
    pub linear_loss: f64,
    /// The same giving every racer the same chance.
    pub uniform_loss: f64,
    /// The largest gap, in points, between the mean chance and the share of wins among the
    /// held-out chances of each tenth (0-10%, ..., 90-100%) with 200 or more of them.
    pub worst_decile_gap: f64,
}

/// A position kept for learning: its inputs, what it is to learn there, and the learned
/// evaluation's chance of the winner (for the report; zero for searched positions).
pub(super) struct Sample {
    pub encoded: Encoded,
    pub target: Target,
    pub linear: f32,
}

/// What a position teaches.
#[derive(Clone, Copy, Debug)]
pub(super) enum Target {
    /// The place round the table of the game's winner.
    Winner(u8),
    /// The chance a search gave the seat at `place` (the seat that had just moved).
    Searched {
        /// The seat's place round the table.
        place: u8,
        /// The searched chance of that seat.
        chance: f32,
    },
    /// A chance for every place round the table (zero for places that do not race).
    Soft([f32; OUTPUTS]),
}

impl Sample {
    /// The winner's place, for positions labelled with one.
    fn winner(&self) -> Option<usize> {
        match self.target {
            Target::Winner(place) => Some(usize::from(place)),
            Target::Searched { .. } | Target::Soft(_) => None,
        }
    }
}

/// Plays `options.games` self-play games at each table size under house rules drawn from
/// every combination and keeps about one decision in [`KEEP_ONE_IN`] before anybody
/// finishes, labelled with the winner; plays `options.searched_games` more in which some
/// decisions are rated by today's Hard (see `searched.rs`); and fits a network to both.
/// The same options give the same network. `progress` hears a line now and then.
pub fn train_net(
    options: NetTrainOptions,
    mut progress: impl FnMut(&str),
) -> (ValueNet, NetReport) {
    let mut trained = Vec::new();
    let mut held = Vec::new();
    let mut searched = 0;
    for players in 2..=4 {
        progress(&format!("playing {} games of {players}", options.games));
        let games = play_games(options.games, options.threads, |g| {
            play_one(players, options.seed, g)
        });
        for (g, samples) in games.into_iter().enumerate() {
            if g % 10 == 9 {
                held.extend(samples);
            } else {
                trained.extend(samples);
            }
        }
        if options.searched_games > 0 {
            progress(&format!(
                "rating moves in {} games of {players}",
                options.searched_games
            ));
            let rated = play_games(options.searched_games, options.threads, |g| {
                super::searched::searched_samples(players, options.seed, g)
            });
            searched += rated.iter().map(Vec::len).sum::<usize>();
            trained.extend(rated.into_iter().flatten());
        }
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(options.seed ^ 0x006e_6574_5f66_6974);
    let mut net = initial(&mut rng);
    fit(
        &mut net,
        &trained,
        &held,
        (options.epochs, 1e-3),
        &mut rng,
        progress,
    );
    let mut report = report(&net, trained.len(), &held);
    report.searched = searched;
    (net, report)
}

/// Fits `net` to `trained` by minibatch Adam, `epochs` passes in an order drawn from `rng`,
/// the step size `rate` at first and six tenths of the pass before after that, and tells
/// `progress` the log-loss on `held` after each pass.
pub(super) fn fit(
    net: &mut ValueNet,
    trained: &[Sample],
    held: &[Sample],
    (epochs, rate): (u32, f32),
    rng: &mut Xoshiro256PlusPlus,
    mut progress: impl FnMut(&str),
) {
    let mut adam = Adam::new();
    let mut order: Vec<usize> = (0..trained.len()).collect();
    for epoch in 0..epochs {
        shuffle(&mut order, rng);
        let rate = rate * 0.6f32.powf(epoch as f32);
        for batch in order.chunks(BATCH) {
            let mut gradient = ValueNet::zero();
            for &i in batch {
                accumulate(net, &trained[i], &mut gradient);
            }
            adam.step(net, &gradient, batch.len(), rate);
        }
        let loss = mean_loss(net, held);
        progress(&format!("epoch {}: held-out log-loss {loss:.4}", epoch + 1));
    }
}

/// Positions per step of the optimiser.
const BATCH: usize = 128;

/// One decision in this many is kept: neighbours in a game say much the same.
pub(super) const KEEP_ONE_IN: u32 = 8;

/// What `play` keeps of each of `games` games, game by game in order, played on `threads`
/// threads (the same for any count).
pub(super) fn play_games<T: Send>(
    games: u32,
    threads: usize,
    play: impl Fn(u64) -> Vec<T> + Sync,
) -> Vec<Vec<T>> {
    let games = games as usize;
    let chunk = games.div_ceil(threads.max(1)).max(1);
    let mut out = Vec::with_capacity(games);
    let play = &play;
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..games)
            .step_by(chunk)
            .map(|start| {
                scope.spawn(move || {
                    (start..(start + chunk).min(games))
                        .map(|g| play(g as u64))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            out.extend(handle.join().unwrap_or_default());
        }
    });
    out
}

/// House rules drawn from every combination (play on or not changes nothing before the
/// first winner, where self-play stops).
fn draw_rules(rng: &mut impl RngExt) -> HouseRules {
    let bits = rng.next_u32() & 31;
    let drawn = HouseRules::all_combinations()
        .nth(bits as usize)
        .unwrap_or(HouseRules::CLASSIC);
    HouseRules {
        play_on: false,
        ..drawn
    }
}

/// A new game at a table of `players` for self-play game `game_number`: which seats, who
/// starts, the house rules and the pawns drawn from the game's own seed, with the game's
/// generator (for what is kept and the odd random move) and its dice.
pub(super) fn deal(
    players: usize,
    seed: u64,
    game_number: u64,
) -> Option<(Game, Xoshiro256PlusPlus, Dice<Xoshiro256PlusPlus>)> {
    let game_seed = seed
        ^ (players as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ game_number.wrapping_mul(0xD1B5_4A32_D192_ED03);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(game_seed);
    let absent = Seat::ALL[rng.random_range(0..4)];
    let seats: Vec<Seat> = match players {
        2 => vec![absent, absent.opposite()],
        3 => Seat::ALL.into_iter().filter(|&s| s != absent).collect(),
        _ => Seat::ALL.to_vec(),
    };
    let first = seats[rng.random_range(0..seats.len())];
    let setup = Setup::new(seats)
        .with_rules(draw_rules(&mut rng))
        .with_pawns(rng.random_range(4..=6))
        .with_first(first);
    let game = Game::new(&setup).ok()?;
    let dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(rng.next_u64()));
    Some((game, rng, dice))
}

/// Plays `game` to its first winner, every player as Medium but one move in twenty at
/// random (so play strays from Medium's paths), showing `visit` every position first.
pub(super) fn self_play(
    game: &mut Game,
    rng: &mut Xoshiro256PlusPlus,
    dice: &mut Dice<Xoshiro256PlusPlus>,
    mut visit: impl FnMut(&Game, &mut Xoshiro256PlusPlus),
) {
    for _ in 0..100_000 {
        if game.winner().is_some() {
            break;
        }
        visit(game, rng);
        let step = match game.phase() {
            Phase::Finished => break,
            Phase::AwaitingThrow(_) => game.throw_with(dice.roll(), |_| {}),
            Phase::AwaitingMove(_) => {
                let moves = game.legal_move_slice();
                let mv = if moves.len() > 1 && rng.random_range(0..20) == 0 {
                    Some(moves[rng.random_range(0..moves.len())])
                } else {
                    policy_move(game)
                };
                match mv {
                    Some(mv) => game.play_with(mv, |_| {}),
                    None => break,
                }
            }
        };
        if step.is_err() {
            break;
        }
    }
}

/// One self-play game at a table of `players`; the positions kept, labelled with the
/// winner.
fn play_one(players: usize, seed: u64, game_number: u64) -> Vec<Sample> {
    let Some((mut game, mut rng, mut dice)) = deal(players, seed, game_number) else {
        return Vec::new();
    };
    let mut kept = Vec::new();
    self_play(&mut game, &mut rng, &mut dice, |position, rng| {
        if rng.random_range(0..KEEP_ONE_IN) == 0 {
            kept.push(position.clone());
        }
    });
    let Some(winner) = game.winner() else {
        return Vec::new();
    };
    kept.iter()
        .filter_map(|position| sample(position, winner))
        .collect()
}

/// `position` labelled with `winner`, unless the winner does not race there.
pub(super) fn sample(position: &Game, winner: Seat) -> Option<Sample> {
    let encoded = encode(position);
    let place = encoded.seats.iter().position(|&s| s == winner)?;
    if !encoded.racing[place] {
        return None;
    }
    let (features, racing) = crate::value::features(position);
    let row = row_index(racers(racing), position.rules());
    let weights = shipped_weights(position.variant());
    let linear = chances_from(&weights[row], &features, racing)[winner.index()];
    Some(Sample {
        encoded,
        target: Target::Winner(u8::try_from(place).unwrap_or(0)),
        linear,
    })
}

/// First weights: small, drawn from `rng`, scaled to each layer's inputs.
fn initial(rng: &mut impl RngExt) -> ValueNet {
    let mut net = ValueNet::zero();
    let mut draw = |scale: f32| (rng.random::<f32>() * 2.0 - 1.0) * scale;
    let first = (6.0 / 60.0f32).sqrt();
    for w in net.w1.iter_mut().flat_map(|row| row.iter_mut()) {
        *w = draw(first);
    }
    let second = (6.0 / HIDDEN as f32).sqrt() * 0.1;
    for w in net.w2.iter_mut().flat_map(|row| row.iter_mut()) {
        *w = draw(second);
    }
    net.b1 = [0.01; HIDDEN];
    net
}

/// Adds the gradient of the log-loss of `sample` to `gradient`.
fn accumulate(net: &ValueNet, sample: &Sample, gradient: &mut ValueNet) {
    let pass = net.forward(&sample.encoded);
    let mut error = [0.0f32; OUTPUTS];
    let racing = sample.encoded.racing;
    match sample.target {
        Target::Winner(winner) => {
            for (place, e) in error.iter_mut().enumerate() {
                if racing[place] {
                    let target = if usize::from(winner) == place {
                        1.0
                    } else {
                        0.0
                    };
                    *e = pass.chances[place] - target;
                }
            }
        }
        Target::Soft(targets) => {
            for (place, e) in error.iter_mut().enumerate() {
                if racing[place] {
                    *e = pass.chances[place] - targets[place];
                }
            }
        }
        Target::Searched { place, chance } => {
            // Cross-entropy of the one chance searched, through the softmax.
            let mine = pass.chances[usize::from(place)];
            let gap = mine - chance;
            for (other, e) in error.iter_mut().enumerate() {
                if other == usize::from(place) {
                    *e = gap;
                } else if racing[other] {
                    *e = -gap * pass.chances[other] / (1.0 - mine).max(1e-6);
                }
            }
        }
    }
    let mut back = [0.0f32; HIDDEN];
    for (place, &e) in error.iter().enumerate() {
        if e == 0.0 {
            continue;
        }
        gradient.b2[place] += e;
        let rows = gradient.w2[place].iter_mut().zip(&net.w2[place]);
        for ((g, w), (b, h)) in rows.zip(back.iter_mut().zip(&pass.hidden)) {
            *g += e * h;
            *b += e * w;
        }
    }
    for ((b, h), g) in back.iter_mut().zip(&pass.hidden).zip(&mut gradient.b1) {
        if *h <= 0.0 {
            *b = 0.0;
        }
        *g += *b;
    }
    let dense = sample
        .encoded
        .dense
        .iter()
        .enumerate()
        .map(|(k, &v)| (super::SPARSE_INPUTS + k, v));
    let sparse = sample
        .encoded
        .active
        .iter()
        .map(|&(i, v)| (usize::from(i), v));
    for (index, value) in sparse.chain(dense) {
        if value == 0.0 || index >= INPUTS {
            continue;
        }
        for (g, b) in gradient.w1[index].iter_mut().zip(&back) {
            *g += b * value;
        }
    }
}

/// Mean log-loss of the winner's chance by `net` over `samples`.
pub(super) fn mean_loss(net: &ValueNet, samples: &[Sample]) -> f64 {
    let total: f64 = samples
        .iter()
        .filter_map(|s| {
            let chance = net.forward(&s.encoded).chances[s.winner()?];
            Some(-f64::from(chance.max(1e-9)).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The report on the held-out positions.
pub(super) fn report(net: &ValueNet, trained: usize, held: &[Sample]) -> NetReport {
    let count = held.len().max(1) as f64;
    let mut linear = 0.0;
    let mut uniform = 0.0;
    // Per tenth of chance: positions, summed chances, wins.
    let mut deciles = [(0u32, 0.0f64, 0u32); 10];
    for sample in held {
        linear -= f64::from(sample.linear.max(1e-9)).ln();
        let racing = sample.encoded.racing.iter().filter(|&&r| r).count();
        uniform += (racing.max(1) as f64).ln();
        let pass = net.forward(&sample.encoded);
        for place in 0..OUTPUTS {
            if sample.encoded.racing[place] {
                let chance = f64::from(pass.chances[place]);
                let tenth = ((chance * 10.0) as usize).min(9);
                deciles[tenth].0 += 1;
                deciles[tenth].1 += chance;
                deciles[tenth].2 += u32::from(sample.winner() == Some(place));
            }
        }
    }
    let worst = deciles
        .iter()
        .filter(|d| d.0 >= 200)
        .map(|&(n, sum, wins)| (sum - f64::from(wins)).abs() / f64::from(n) * 100.0)
        .fold(0.0, f64::max);
    NetReport {
        trained,
        searched: 0,
        held_out: held.len(),
        net_loss: mean_loss(net, held),
        linear_loss: linear / count,
        uniform_loss: uniform / count,
        worst_decile_gap: worst,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_run_learns_and_repeats_from_its_seed() {
        let options = NetTrainOptions {
            seed: 3,
            games: 60,
            epochs: 2,
            searched_games: 4,
            threads: 2,
        };
        let (net, report) = train_net(options, |_| {});
        assert!(report.trained > 1000 && report.held_out > 100, "{report:?}");
        assert!(report.searched > 50, "{report:?}");
        assert!(report.net_loss < report.uniform_loss, "{report:?}");
        let one_thread = NetTrainOptions {
            threads: 1,
            ..options
        };
        assert_eq!(train_net(one_thread, |_| {}).0, net);
    }
}
