//! Fixed-seed matches: Hard beats Medium, which beats Easy.
//!
//! The quick test runs in debug builds; the `#[ignore]`d ones are the full-strength
//! matches, for release builds: `cargo test --release -p dhayam-ai -- --ignored`.
//! `scripts/strength.sh` plays the two- and four-player matches on paired dice
//! (`tournament --paired`), where luck cancels, against stated floors.

use dhayam_ai::{Contender, EXPECTIMAX_DEPTH, Level, MatchError, Tournament, TournamentReport};
use dhayam_core::Preset;

fn wins(report: &TournamentReport) -> Vec<u64> {
    report.bots.iter().map(|bot| bot.wins).collect()
}

fn three_way(
    games: u32,
    seed: u64,
    preset: Preset,
    hard_depth: u32,
) -> Result<TournamentReport, MatchError> {
    let mut tournament =
        Tournament::new(vec![Level::Hard, Level::Medium, Level::Easy], games, seed);
    tournament.rules = preset.rules();
    tournament.hard.depth = hard_depth;
    tournament.run()
}

/// Hard looking one throw ahead instead of three, so the debug-build match stays quick.
const QUICK: u32 = 1;

#[test]
fn hard_beats_medium_beats_easy_at_three_seats() {
    let wins = wins(&three_way(60, 2026, Preset::Classic, QUICK).unwrap());
    assert!(
        wins[0] > wins[1] && wins[1] > wins[2],
        "hard, medium, easy won {wins:?}"
    );
}

#[test]
#[ignore = "release-build strength match; run with --release -- --ignored"]
fn hard_beats_medium_beats_easy_in_long_matches() {
    for preset in Preset::ALL {
        let report = three_way(300, 7, preset, EXPECTIMAX_DEPTH).unwrap();
        assert!(report.bots.iter().all(|bot| bot.seat_games == 300));
        let wins = wins(&report);
        assert!(
            wins[0] > wins[1] && wins[1] > wins[2],
            "{preset}: hard, medium, easy won {wins:?}"
        );
    }
}

#[test]
#[ignore = "release-build strength match; run with --release -- --ignored"]
fn hard_beats_medium_head_to_head() {
    for preset in Preset::ALL {
        let mut tournament = Tournament::new(vec![Level::Hard, Level::Medium], 400, 11);
        tournament.rules = preset.rules();
        let wins = wins(&tournament.run().unwrap());
        // 400 games: 60% is 240; a 95% interval of +-5 points keeps the bar honest.
        assert!(
            wins[0] >= 220,
            "{preset}: hard won {} of 400 against medium",
            wins[0]
        );
    }
}

#[test]
#[ignore = "release-build strength match; run with --release -- --ignored"]
fn hard_beats_the_monte_carlo_search_head_to_head() {
    // The match of `tournament --bots hard,hard-mc --games 2000 --paired --seed 700`
    // (README.md, "How strong, how fast"): Hard won 1,060, paired 95% interval 51.1 to
    // 54.9%. Any change to a bot plays other games; more than half is the claim.
    let mut tournament = Tournament::new(
        vec![Contender::Level(Level::Hard), Contender::HardMc],
        2000,
        700,
    );
    tournament.paired = true;
    let won = wins(&tournament.run().unwrap())[0];
    assert!(won > 1000, "hard won {won} of 2000 against hard-mc");
}
