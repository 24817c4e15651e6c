//! The computer players on the 5x5 board with four cowries: Medium's rules of thumb read
//! the board they play on, every level plays a 5x5 game to its end, the board's own
//! learned evaluation foresees its winners, and luck and analysis weigh the cowries.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{Bot, ExpectimaxBot, Level, Tournament, analyse, throw_luck, win_chances};
use dhayam_core::{Game, Phase, Seat, Setup, ThrowKind, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// A paired match of `bots` on the 5x5 board under its default rules.
fn small_board(bots: Vec<Level>, games: u32, seed: u64) -> Tournament {
    let mut tournament = Tournament::new(bots, games, seed);
    tournament.variant = Variant::Thayam;
    tournament.rules = Variant::Thayam.default_rules();
    tournament.paired = true;
    tournament
}

#[test]
fn medium_beats_random_play_on_the_5x5_board() {
    let report = small_board(vec![Level::Medium, Level::Easy], 200, 5)
        .run()
        .unwrap();
    let medium = &report.bots[0];
    // Measured: 197 of these 200 games (random play seldom cuts, so its gate stays shut).
    assert!(
        medium.win_rate() > 0.85,
        "Medium won {:.1}% on the 5x5 board",
        100.0 * medium.win_rate()
    );
}

#[test]
fn every_level_plays_a_5x5_game_to_its_end() {
    for players in [2, 4] {
        let bots = Level::ALL.into_iter().cycle().take(players).collect();
        let report = small_board(bots, players as u32, 9).run().unwrap();
        let games: u64 = report.bots.iter().map(|b| b.seat_games).sum();
        assert_eq!(games, players as u64 * players as u64);
        assert_eq!(
            report.bots.iter().map(|b| b.wins).sum::<u64>(),
            players as u64
        );
    }
}

/// Medium self-play on the 5x5 board (2 players), throwing cowries from `seed`: every
/// position waiting for a throw, and the winner.
fn self_play(seed: u64) -> (Vec<Game>, Seat) {
    let setup = Setup::new([Seat::South, Seat::North])
        .with_variant(Variant::Thayam)
        .with_first(if seed.is_multiple_of(2) {
            Seat::South
        } else {
            Seat::North
        });
    let mut game = Game::new(&setup).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut medium = Level::Medium.bot(seed);
    let mut positions = Vec::new();
    while game.winner().is_none() {
        match game.phase() {
            Phase::AwaitingThrow(_) => {
                positions.push(game.clone());
                game.throw(ThrowKind::Cowries.from_bits(rng.next_u32() as u8))
                    .unwrap();
            }
            Phase::AwaitingMove(_) => {
                let mv = medium.choose(&game).unwrap();
                game.play(mv).unwrap();
            }
            Phase::Finished => break,
        }
    }
    (positions, game.winner().unwrap())
}

/// The 5x5 board's own learned evaluation tells the winner ahead of time better than a
/// coin: over 60 games, the chance it gave the eventual winner averages well over a half
/// (measured: 0.611 over 1,156 positions) and its log-loss (0.558) beats the coin's.
#[test]
fn the_small_boards_win_chances_foresee_the_winner() {
    let (mut given, mut log_loss, mut count) = (0.0, 0.0, 0.0);
    for seed in 0..60 {
        let (positions, winner) = self_play(seed);
        for game in positions.iter().step_by(5) {
            let chances = win_chances(game);
            let sum: f32 = chances.iter().sum();
            assert!((sum - 1.0).abs() < 1e-4, "{chances:?}");
            let p = f64::from(chances[winner.index()]);
            given += p;
            log_loss -= p.max(1e-6).ln();
            count += 1.0;
        }
    }
    let (mean, loss) = (given / count, log_loss / count);
    assert!(mean > 0.56, "the winner was given {mean:.3} on average");
    assert!(loss < 0.64, "log-loss {loss:.3} against a coin's 0.693");
}

/// The review's luck and the analysis read the cowries: the five values at their odds
/// (4, 6, 4, 1, 1 in 16), each throw's luck adding up to zero over the table and
/// averaging zero over the values.
#[test]
fn luck_and_analysis_weigh_the_cowries_at_their_odds() {
    let (positions, _) = self_play(7);
    for game in positions.iter().step_by(20).take(4) {
        let analysis = analyse(game, 1);
        let values: Vec<(u8, u32)> = analysis
            .throws
            .iter()
            .map(|t| (t.value, t.odds_in_16))
            .collect();
        assert_eq!(values, [(1, 4), (2, 6), (3, 4), (4, 1), (8, 1)]);
        let mut average = 0.0;
        for worth in &analysis.throws {
            let throw = ThrowKind::Cowries.with_value(worth.value).unwrap();
            let luck = throw_luck(game, throw, 0).unwrap();
            let sum: f64 = Seat::ALL.iter().map(|&s| luck.luck_of(s)).sum();
            assert!(sum.abs() < 1e-5, "{luck:?}");
            average += f64::from(worth.odds_in_16) / 16.0 * luck.luck();
        }
        assert!(average.abs() < 1e-6, "{average}");
    }
}

/// Hard searches the 5x5 board (its learned features score what it reaches) rather than
/// playing Medium's moves: somewhere among these positions the two choose differently.
#[test]
fn hard_searches_the_small_board_and_does_not_just_play_medium() {
    let mut differ = 0;
    let mut looked = 0;
    for seed in 20..26 {
        let (positions, _) = self_play(seed);
        for start in positions.iter().step_by(9) {
            let mut game = start.clone();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            game.throw(ThrowKind::Cowries.from_bits(rng.next_u32() as u8))
                .unwrap();
            if game.legal_moves().len() < 2 {
                continue;
            }
            looked += 1;
            let hard = ExpectimaxBot::new(1).choose(&game).unwrap();
            assert!(game.legal_moves().contains(&hard));
            let medium = Level::Medium.bot(1).choose(&game).unwrap();
            differ += usize::from(hard != medium);
        }
    }
    assert!(looked > 20, "{looked} positions with a choice");
    assert!(differ > 0, "Hard chose as Medium in all {looked} positions");
}
