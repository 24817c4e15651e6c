//! Fixed-seed matches: Hard beats Medium, which beats Easy.
//!
//! The quick test runs in debug builds; the `#[ignore]`d ones are the full-strength
//! matches, for release builds: `cargo test --release -p dhayam-ai -- --ignored`.
//! `scripts/strength.sh` plays the two- and four-player matches on paired dice
//! (`tournament --paired`), where luck cancels, against stated floors.

use dhayam_ai::{Contender, Level, MatchError, SearchBudget, Tournament, TournamentReport};
use dhayam_core::Preset;

fn wins(report: &TournamentReport) -> Vec<u64> {
    report.bots.iter().map(|bot| bot.wins).collect()
}

fn three_way(
    games: u32,
    seed: u64,
    preset: Preset,
    hard_budget: SearchBudget,
) -> Result<TournamentReport, MatchError> {
    let mut tournament =
        Tournament::new(vec![Level::Hard, Level::Medium, Level::Easy], games, seed);
    tournament.rules = preset.rules();
    tournament.hard_budget = hard_budget;
    tournament.run()
}

/// Hard with a twentieth of its rollouts, so the debug-build match stays quick. At three
/// seats Hard plays out only the rest of its own turn, where the learned evaluation does
/// most of the work, so few rollouts lose little.
const QUICK: SearchBudget = SearchBudget {
    rollouts: 48,
    min_per_move: 4,
    horizon_turns: [3, 1, 1],
    time_limit: None,
};

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
        let report = three_way(300, 7, preset, SearchBudget::default()).unwrap();
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
fn hard_is_no_weaker_than_its_2026_self_head_to_head() {
    // The same games as `tournament --bots hard,hard-2026 --games 200 --seed 100` to 104.
    let mut won = 0;
    for seed in 100..=104 {
        let bots = vec![Contender::Level(Level::Hard), Contender::Hard2026];
        won += wins(&Tournament::new(bots, 200, seed).run().unwrap())[0];
    }
    // The edge is slim: 53.5% over 4,000 games (seeds 100 to 109 and 500 to 509), and 515
    // of these 1,000.
    assert!(won > 500, "hard won {won} of 1000 against hard-2026");
}
