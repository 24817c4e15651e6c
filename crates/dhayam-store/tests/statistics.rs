//! Statistics over the history: per player name, and the dice against the exact odds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, play_out, players, setup};
use dhayam_core::throw::ODDS_IN_16;
use dhayam_core::{Seat, TurnStructure};
use dhayam_store::{SavedGame, Store};

#[test]
fn statistics_count_games_wins_places_and_throws() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut throws = 0;
    let mut wins_by_seat = [0u32; 4];
    let games = 12;
    for seed in 0..games {
        let setup = setup(&Seat::ALL, 4, TurnStructure::PerThrow);
        let game = play_out(&setup, seed);
        throws += game.record().throws.len() as u64;
        if let Some(w) = game.game().winner() {
            wins_by_seat[w.index()] += 1;
        }
        let players = players(&game, &[Seat::South, Seat::North]);
        let saved = SavedGame::with_start(game, players, true, 1_780_000_000 + seed).unwrap();
        store.finish_current(&saved).unwrap();
    }
    // An unfinished game in the history counts for the dice only.
    let unfinished = play(
        &setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow),
        77,
        40,
    );
    throws += unfinished.record().throws.len() as u64;
    let players = players(&unfinished, &[Seat::South]);
    store
        .archive(&SavedGame::new(unfinished, players, true).unwrap())
        .unwrap();

    let stats = store.statistics();
    assert!(stats.notices.is_empty());
    let stats = stats.value;
    assert_eq!(stats.players.len(), 4);
    for seat in Seat::ALL {
        let name = if matches!(seat, Seat::South | Seat::North) {
            format!("Player {seat}")
        } else {
            format!("Computer {seat}")
        };
        let p = &stats.players[&name];
        assert_eq!(p.games, games as u32, "{name}");
        assert_eq!(p.wins, wins_by_seat[seat.index()], "{name}");
        assert_eq!(p.places.iter().sum::<u32>(), games as u32, "{name}");
        assert_eq!(p.places[0], p.wins, "{name}");
    }
    assert_eq!(stats.dice.total(), throws);
    let rows: Vec<_> = stats.dice.rows().collect();
    assert_eq!(rows.len(), ODDS_IN_16.len());
    let share: f64 = rows.iter().map(|r| r.2).sum();
    assert!((share - 1.0).abs() < 1e-9);
    // Seeded fair dice: the counts sit near the odds (99.9% quantile, 6 degrees of freedom).
    assert!(
        stats.dice.chi_square() < 22.5,
        "chi-square {}",
        stats.dice.chi_square()
    );
}

#[test]
fn a_summary_that_cannot_be_right_is_worked_out_again_from_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play_out(&setup, 3);
    let saved = SavedGame::with_start(game, players_all(&setup), true, 1_780_000_000).unwrap();
    let entry = store.archive(&saved).unwrap();
    assert!(entry.summary.is_consistent());
    let text = std::fs::read_to_string(&entry.path).unwrap();
    // A hand-edited ranking: South ranked four more times (it would count a fifth place).
    let at = text.find("ranking:").unwrap();
    let at = at + text[at..].find('[').unwrap() + 1;
    let bad = format!("{}South, South, South, South, {}", &text[..at], &text[at..]);
    std::fs::write(&entry.path, bad).unwrap();
    // The summary alone is refused, and summarised again from the game.
    let listed = store.history();
    assert!(listed.notices.is_empty(), "{:?}", listed.notices);
    let summary = &listed.value[0].summary;
    assert!(summary.is_consistent(), "{summary:?}");
    assert_eq!(summary.ranking, entry.summary.ranking);
    let stats = store.statistics().value;
    assert_eq!(stats.players.values().map(|p| p.games).sum::<u32>(), 2);
}

/// People at every seat of `setup`.
fn players_all(setup: &dhayam_core::Setup) -> Vec<dhayam_store::SeatPlayer> {
    setup
        .seats
        .iter()
        .map(|&s| dhayam_store::SeatPlayer::human(s))
        .collect()
}
