//! The computer players two against two (RULES-TEAMS.md): every level plays a team game
//! to its end on both boards, a team's wins count for both partners, and Medium, which
//! knows its partner, beats random play as a team.

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
        let report = teams(bots, 8, 3, variant).run().unwrap();
        // Partners sit opposite in every game, so they win together.
        assert_eq!(report.bots[0].wins, report.bots[2].wins, "{report:?}");
        assert_eq!(report.bots[1].wins, report.bots[3].wins, "{report:?}");
        assert_eq!(report.bots[0].wins + report.bots[1].wins, 8, "{report:?}");
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
