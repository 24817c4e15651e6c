//! The computer players on the 5x5 board with four cowries: Medium's rules of thumb read
//! the board they play on, and every level plays a 5x5 game to its end.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{Level, Tournament};
use dhayam_core::Variant;

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
