//! Statistics over the history: per player (name and kind), and the dice against the exact
//! odds.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{play, play_out, players, setup};
use dhayam_ai::Level;
use dhayam_core::throw::ODDS_IN_16;
use dhayam_core::throw::{COWRIE_ODDS_IN_16, ThrowKind};
use dhayam_core::{HouseRules, Seat, Setup, Sides, Team, TurnStructure, Variant};
use dhayam_store::{
    GameSummary, PlayerKey, PlayerKind, PlayerStats, SavedGame, SeatPlayer, Statistics, Store,
};

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
        let (name, key) = if matches!(seat, Seat::South | Seat::North) {
            let name = format!("Player {seat}");
            (name.clone(), PlayerKey::person(name))
        } else {
            let name = format!("Computer {seat}");
            (name.clone(), PlayerKey::computer(name, Level::Hard))
        };
        let p = &stats.players[&key];
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

/// A finished game of `setup` (seeded) kept in the history of `store` with `players`.
fn archive_with(store: &Store, seed: u64, players: Vec<SeatPlayer>) -> dhayam_store::HistoryEntry {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play_out(&setup, seed);
    let saved = SavedGame::with_start(game, players, true, 1_780_000_000 + seed).unwrap();
    store.archive(&saved).unwrap()
}

#[test]
fn a_person_and_the_computer_of_the_same_name_are_counted_apart_and_each_level_too() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let kinds = [
        PlayerKind::Human,
        PlayerKind::Computer(Level::Hard),
        PlayerKind::Computer(Level::Easy),
        PlayerKind::Remote,
    ];
    // "Red" at South each time, played by someone else; "Yellow" always by a person.
    let mut first = Vec::new();
    for (seed, kind) in kinds.into_iter().enumerate() {
        let players = vec![
            SeatPlayer::new(Seat::South, " Red", kind),
            SeatPlayer::new(Seat::North, "Yellow", PlayerKind::Human),
        ];
        let entry = archive_with(&store, seed as u64, players);
        first.push(entry.summary.ranking[0] == Seat::South);
    }
    let stats = store.statistics().value;
    let keys: Vec<&PlayerKey> = stats.players.keys().collect();
    assert_eq!(
        keys,
        [
            &PlayerKey::person("Red"),
            &PlayerKey::computer("Red", Level::Easy),
            &PlayerKey::computer("Red", Level::Hard),
            &PlayerKey::person("Yellow"),
        ],
        "a person here and one at another computer are both people"
    );
    let red = |key: PlayerKey| stats.players[&key].clone();
    // The person played games 0 (here) and 3 (at another computer).
    let person = red(PlayerKey::person("Red"));
    assert_eq!(person.games, 2);
    assert_eq!(person.wins, u32::from(first[0]) + u32::from(first[3]));
    assert_eq!(red(PlayerKey::computer("Red", Level::Hard)).games, 1);
    assert_eq!(
        red(PlayerKey::computer("Red", Level::Hard)).wins,
        u32::from(first[1])
    );
    assert_eq!(red(PlayerKey::computer("Red", Level::Easy)).games, 1);
    assert_eq!(red(PlayerKey::person("Yellow")).games, 4);
}

#[test]
fn history_files_as_older_dhayams_wrote_them_still_count_and_a_player_of_no_kind_is_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Red", PlayerKind::Computer(Level::Medium)),
    ];
    let old = archive_with(&store, 5, players.clone());
    // Version 1: the same fields without a dice ledger (games at one computer have none).
    let text = std::fs::read_to_string(&old.path).unwrap();
    assert!(text.contains("format: 3"), "{text}");
    std::fs::write(&old.path, text.replacen("format: 3", "format: 1", 1)).unwrap();
    // A file that never says who was a computer (written by hand, or by another program).
    let bare = archive_with(&store, 6, players);
    let text = std::fs::read_to_string(&bare.path).unwrap();
    let without_kinds = text
        .replace(", kind: human", "")
        .replace(", kind: computer(medium)", "");
    assert!(!without_kinds.contains("kind"), "{without_kinds}");
    std::fs::write(&bare.path, without_kinds).unwrap();

    let listed = store.history();
    assert!(listed.notices.is_empty(), "{:?}", listed.notices);
    assert_eq!(listed.value.len(), 2);
    let stats = store.statistics().value;
    let games = |key: PlayerKey| stats.players.get(&key).map_or(0, |p| p.games);
    assert_eq!(games(PlayerKey::person("Asha")), 2);
    assert_eq!(
        games(PlayerKey::computer("Red", Level::Medium)),
        1,
        "{stats:?}"
    );
    assert_eq!(games(PlayerKey::person("Red")), 1, "{stats:?}");
    // And the game loads for its replay, its players people.
    let game = store.load_history(&bare.path).unwrap();
    assert!(game.players().iter().all(|p| p.kind == PlayerKind::Human));
}

#[test]
fn a_game_ended_on_a_frozen_board_is_a_first_place_without_a_win() {
    // A summary as a game ends when nobody can move (gate = wait): nobody brought every
    // pawn home, so nobody won, and the ranking goes by how far the pawns got.
    let frozen = GameSummary {
        started: 1_780_000_000,
        ended: 1_780_000_900,
        players: vec![
            SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
            SeatPlayer::new(Seat::North, "Red", PlayerKind::Computer(Level::Easy)),
        ],
        ranking: vec![Seat::North, Seat::South],
        winner: None,
        finished: true,
        throws: 300,
        moves: 200,
        throw_counts: [0; 7],
        cowrie_counts: [0; 5],
        pawns: 4,
        rules: HouseRules::CLASSIC,
        sides: Sides::Alone,
    };
    assert!(frozen.is_consistent());
    let won = GameSummary {
        winner: Some(Seat::North),
        ..frozen.clone()
    };
    let stats = Statistics::of([&frozen, &won]);
    assert_eq!(
        stats.players[&PlayerKey::computer("Red", Level::Easy)],
        PlayerStats {
            games: 2,
            wins: 1,
            places: [2, 0, 0, 0],
        }
    );
    assert_eq!(
        stats.players[&PlayerKey::person("Asha")],
        PlayerStats {
            games: 2,
            wins: 0,
            places: [0, 2, 0, 0],
        }
    );
    // Each game in one column: the win, or the first place that was not one.
    let red = &stats.players[&PlayerKey::computer("Red", Level::Easy)];
    assert_eq!((red.wins, red.firsts_without_win()), (1, 1));
    assert_eq!(
        stats.players[&PlayerKey::person("Asha")].firsts_without_win(),
        0
    );
}

/// A team game in the history counts as a team's: both winners get the win and first
/// place, both of the other team second place (not 2nd to 4th by who finished when). The
/// summary says so in its file; a summary without the field is a game without teams, but
/// a history file whose summary lacks it (written before summaries kept the sides) is
/// summarised again from its team game.
#[test]
fn a_team_game_counts_a_win_for_both_partners() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = Setup::new(Seat::ALL).with_teams();
    let game = play_out(&setup, 3);
    let winner = game
        .game()
        .winner()
        .expect("a team game ends with a winner");
    let partners = Team::of(winner).seats();
    let players = players(&game, &Seat::ALL);
    let saved = SavedGame::with_start(game, players, true, 1_780_000_000).unwrap();
    let entry = store.archive(&saved).unwrap();
    assert_eq!(entry.summary.sides, Sides::Teams);
    let text = std::fs::read_to_string(&entry.path).unwrap();
    assert!(text.contains("sides: teams"), "the history file says so");
    let listed = store.history().value;
    let stats = Statistics::of(listed.iter().map(|e| &e.summary));
    for seat in Seat::ALL {
        let player = &saved.player(seat).unwrap();
        let row = &stats.players[&PlayerKey::of(player)];
        let won = partners.contains(&seat);
        assert_eq!(row.wins, u32::from(won), "{seat:?}: {row:?}");
        let place = if won { [1, 0, 0, 0] } else { [0, 1, 0, 0] };
        assert_eq!(row.places, place, "{seat:?}: {row:?}");
    }
    // The same summary without its sides (an older file) is a game of four players.
    let mut alone = entry.summary.clone();
    alone.sides = Sides::Alone;
    let stats = Statistics::of([&alone]);
    let wins: u32 = stats.players.values().map(|p| p.wins).sum();
    assert_eq!(wins, 1);
    // A history file whose summary lacks the sides (the game's setup still has them).
    let summary_sides = text.find("sides: teams").unwrap();
    assert!(summary_sides < text.find("record").unwrap(), "{text}");
    std::fs::write(&entry.path, text.replacen("sides: teams,", "", 1)).unwrap();
    let listed = Store::open(dir.path()).unwrap().history().value;
    assert_eq!(listed[0].summary.sides, Sides::Teams);
    let stats = Statistics::of(listed.iter().map(|e| &e.summary));
    let wins: u32 = stats.players.values().map(|p| p.wins).sum();
    assert_eq!(wins, 2);
}

#[test]
fn cowrie_throws_count_in_their_own_table_and_older_5x5_files_are_counted_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let seats = [Seat::South, Seat::North];
    let thayam = Setup::new(seats)
        .with_variant(Variant::Thayam)
        .with_rules(HouseRules::THAYAM);
    let cowrie_game = play_out(&thayam, 3);
    let mut by_value = [0u64; 7];
    for throw in &cowrie_game.record().throws {
        assert_eq!(throw.kind(), ThrowKind::Cowries);
        by_value[throw.slot()] += 1;
    }
    let cowries = cowrie_game.record().throws.len() as u64;
    let people = players(&cowrie_game, &seats);
    let kept = store
        .finish_current(&SavedGame::with_start(cowrie_game, people, true, 1_780_000_000).unwrap())
        .unwrap();
    let dice_game = play_out(&setup(&seats, 4, TurnStructure::PerThrow), 4);
    let dice = dice_game.record().throws.len() as u64;
    let people = players(&dice_game, &seats);
    store
        .finish_current(&SavedGame::with_start(dice_game, people, true, 1_780_000_100).unwrap())
        .unwrap();

    let counted = |store: &Store| {
        let stats = store.statistics();
        assert!(stats.notices.is_empty(), "{:?}", stats.notices);
        stats.value
    };
    let stats = counted(&store);
    assert_eq!(stats.dice.kind, ThrowKind::LongDice);
    assert_eq!(stats.dice.total(), dice);
    assert_eq!(stats.cowries.kind, ThrowKind::Cowries);
    assert_eq!(stats.cowries.total(), cowries);
    assert_eq!(stats.cowries.counts, by_value);
    let rows: Vec<(u8, f64)> = stats.cowries.rows().map(|r| (r.0, r.3)).collect();
    let exact: Vec<(u8, f64)> = [1, 2, 3, 4, 8]
        .into_iter()
        .zip(COWRIE_ODDS_IN_16)
        .map(|(value, odds)| (value, f64::from(odds) / 16.0))
        .collect();
    assert_eq!(rows, exact);
    assert_eq!(stats.cowries.degrees_of_freedom(), 4);

    // A 5x5 history file written before cowries were counted apart: its shells in the
    // long dice's slots and no cowrie counts.
    let text = std::fs::read_to_string(&kept.path).unwrap();
    let counts = |c: &[u64]| c.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
    let new = format!("cowrie_counts: ({}),", counts(&by_value[..5]));
    assert!(text.contains(&new), "{text}");
    let old = text.replace(&new, "").replace(
        "throw_counts: (0, 0, 0, 0, 0, 0, 0)",
        &format!("throw_counts: ({})", counts(&by_value)),
    );
    std::fs::write(&kept.path, old).unwrap();
    let fresh = Store::open(dir.path()).unwrap();
    let stats = counted(&fresh);
    assert_eq!(stats.dice.total(), dice);
    assert_eq!(stats.cowries.total(), cowries);
}
