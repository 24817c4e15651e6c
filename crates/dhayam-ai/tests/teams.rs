//! The computer players two against two (RULES-TEAMS.md): every level plays a team game
//! to its end on both boards, a team's wins count for both partners, Medium, which knows
//! its partner, beats random play as a team, and Hard, which rates positions by the teams'
//! chances, beats Medium as a team.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use dhayam_ai::{Level, Tournament};
use dhayam_core::Variant;

/// A paired team match of four bots (the first and third partners) on `variant`'s board.
fn teams(bots: Vec<Level>, games: u32, seed: u64, variant: Variant) -> Tournament {
    let mut tournament = Tournament::new(bots, games, seed);
    tournament.variant = variant;
    tournament.rules = variant.default_rules();
    tournament.paired = true;
    tournament.teams = true;
    tournament
}

#[test]
fn every_level_plays_team_games_to_their_end_and_partners_share_each_win() {
    for variant in Variant::ALL {
        let bots = vec![Level::Hard, Level::Medium, Level::Easy, Level::Medium];
        // One deal: Hard's full search is slow in a test build.
        let report = teams(bots, 4, 3, variant).run().unwrap();
        // Partners sit opposite in every game, so they win together.
        assert_eq!(report.bots[0].wins, report.bots[2].wins, "{report:?}");
        assert_eq!(report.bots[1].wins, report.bots[3].wins, "{report:?}");
        assert_eq!(report.bots[0].wins + report.bots[1].wins, 4, "{report:?}");
    }
}

#[test]
fn medium_partners_beat_random_partners_on_both_boards() {
    for variant in Variant::ALL {
        let bots = vec![Level::Medium, Level::Easy, Level::Medium, Level::Easy];
        let report = teams(bots, 160, 11, variant).run().unwrap();
        let medium = &report.bots[0];
        assert!(
            medium.win_rate() > 0.8,
            "{variant}: the Medium team won {:.1}%",
            100.0 * medium.win_rate()
        );
    }
}

#[test]
fn hard_partners_beat_medium_partners() {
    // One throw deep, so the test is quick: the search then rests on the teams' learned
    // chances alone (the full Hard won 73.5% of 400 such games, README).
    let bots = vec![Level::Hard, Level::Medium, Level::Hard, Level::Medium];
    let mut tournament = teams(bots, 160, 12, Variant::Dhayam);
    tournament.hard.depth = 1;
    tournament.hard.deepen = false;
    let report = tournament.run().unwrap();
    let hard = &report.bots[0];
    assert!(
        hard.win_rate() > 0.55,
        "the Hard team won {:.1}%",
        100.0 * hard.win_rate()
    );
}
