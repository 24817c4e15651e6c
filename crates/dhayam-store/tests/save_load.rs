//! Saves and loads: round trips in every phase, backups, history, import and export.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::HashSet;
use std::fs;

use common::{play, play_out, players, saved, setup};
use dhayam_core::{Phase, Seat, TurnStructure};
use dhayam_store::{
    BACKUP_FILE, HISTORY_INDEX_FILE, NameError, PlayersError, SavedGame, Store, StoreError,
    export_game, import_game,
};

const TABLES: [&[Seat]; 3] = [
    &[Seat::South, Seat::North],
    &[Seat::South, Seat::East, Seat::West],
    &Seat::ALL,
];

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::AwaitingThrow(_) => "throw",
        Phase::AwaitingMove(_) => "move",
        Phase::Finished => "finished",
    }
}

#[test]
fn round_trip_in_every_phase_and_both_turn_structures() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut seen = HashSet::new();
    for turn in [TurnStructure::PerThrow, TurnStructure::ThrowFirst] {
        for (t, seats) in TABLES.iter().enumerate() {
            for pawns in [4, 6] {
                let setup = setup(seats, pawns, turn);
                let full = play_out(&setup, 100 + t as u64 + u64::from(pawns));
                let length = full.record().throws.len() + full.record().moves.len();
                for steps in [
                    0,
                    1,
                    2,
                    3,
                    7,
                    length / 2,
                    length / 2 + 1,
                    length - 1,
                    length,
                ] {
                    let game = saved(play(&setup, 100 + t as u64 + u64::from(pawns), steps));
                    let phase = game.game().game().phase();
                    seen.insert((turn, phase_name(phase)));

                    // The text alone round-trips, and the game is the same position.
                    let back = SavedGame::from_ron(game.to_ron().unwrap().as_bytes()).unwrap();
                    assert_eq!(back, game);
                    assert_eq!(back.game().game(), game.game().game());

                    // Through the data folder.
                    store.save_current(&game).unwrap();
                    let loaded = store.load_current();
                    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
                    if game.is_finished() {
                        // A finished game goes to the history, not back to the board.
                        assert_eq!(loaded.value, None);
                        assert!(!store.current_path().exists());
                    } else {
                        assert_eq!(loaded.value.as_ref(), Some(&game));
                    }
                }
            }
        }
    }
    for turn in [TurnStructure::PerThrow, TurnStructure::ThrowFirst] {
        for phase in ["throw", "move", "finished"] {
            assert!(
                seen.contains(&(turn, phase)),
                "{turn:?} never saved at {phase}"
            );
        }
    }
    // Every finished game was kept once.
    let history = store.history();
    assert!(history.notices.is_empty());
    assert_eq!(history.value.len(), 2 * TABLES.len() * 2);
}

#[test]
fn the_previous_save_is_kept_as_backup_and_used_when_the_save_is_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let older = saved(play(&setup, 5, 20));
    let newer = saved(play(&setup, 5, 21));
    store.save_current(&older).unwrap();
    store.save_current(&newer).unwrap();
    let backup = fs::read(store.backup_path()).unwrap();
    assert_eq!(SavedGame::from_ron(&backup).unwrap(), older);

    // Damage the save: the backup is offered, the damaged file kept aside.
    fs::write(store.current_path(), b"(format: 1, game: (started: 3").unwrap();
    let loaded = store.load_current();
    assert_eq!(loaded.value, Some(older.clone()));
    assert_eq!(loaded.notices.len(), 1);
    let moved = loaded.notices[0].moved_to.clone().unwrap();
    assert_eq!(fs::read(&moved).unwrap(), b"(format: 1, game: (started: 3");
    assert!(loaded.notices[0].to_string().contains("damaged"));

    // A save with the save file missing (a crash between the two renames) keeps the backup.
    store.save_current(&newer).unwrap();
    assert_eq!(store.load_current().value, Some(newer));
    assert_eq!(
        SavedGame::from_ron(&fs::read(dir.path().join(BACKUP_FILE)).unwrap()).unwrap(),
        older
    );
}

#[test]
fn discarding_keeps_the_game_as_backup() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = setup(&[Seat::East, Seat::West], 5, TurnStructure::ThrowFirst);
    let game = saved(play(&setup, 8, 30));
    store.save_current(&game).unwrap();
    store.discard_current().unwrap();
    assert!(!store.current_path().exists());
    assert_eq!(
        SavedGame::from_ron(&fs::read(store.backup_path()).unwrap()).unwrap(),
        game
    );
}

#[test]
fn history_lists_summaries_and_loads_games_for_replay() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut games = Vec::new();
    for seed in 0..4 {
        let setup = setup(TABLES[seed as usize % 3], 4, TurnStructure::PerThrow);
        let game = saved(play_out(&setup, seed));
        store.save_current(&game).unwrap();
        let entry = store.finish_current(&game).unwrap();
        // Finishing twice keeps one copy.
        assert_eq!(store.finish_current(&game).unwrap().path, entry.path);
        assert!(!store.current_path().exists() && !store.backup_path().exists());
        games.push(game);
    }
    let history = store.history();
    assert!(history.notices.is_empty());
    assert_eq!(history.value.len(), games.len());
    for entry in &history.value {
        let game = store.load_history(&entry.path).unwrap();
        assert!(games.contains(&game));
        let s = &entry.summary;
        assert_eq!(s.players, game.players());
        assert_eq!(s.winner, game.game().game().winner());
        assert_eq!(s.ranking, game.game().game().ranking());
        assert_eq!(s.throws as usize, game.record().throws.len());
        assert_eq!(s.moves as usize, game.record().moves.len());
        assert_eq!(s.throw_counts.iter().sum::<u32>(), s.throws);
        assert!(s.finished);
    }
}

#[test]
fn export_and_import_check_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let setup = setup(&Seat::ALL, 6, TurnStructure::ThrowFirst);
    let game = saved(play_out(&setup, 21));
    let export = dir.path().join("somewhere else.ron");
    export_game(&game, &export).unwrap();
    assert_eq!(import_game(&export).unwrap(), game);
    let entry = store.import(&export).unwrap();
    assert_eq!(store.load_history(&entry.path).unwrap(), game);
    assert!(export.exists(), "the imported file stays where it was");

    // A bare record (as dhayam-cli writes) imports with people named after their seats.
    let bare = dir.path().join("bare.ron");
    fs::write(&bare, ron::to_string(game.record()).unwrap()).unwrap();
    let imported = import_game(&bare).unwrap();
    assert_eq!(imported.record(), game.record());
    assert_eq!(imported.players()[0].name, "South");

    // A hand-edited export that cheats is refused, and the file is left alone.
    let cheat = dir.path().join("cheat.ron");
    let text = fs::read_to_string(&export).unwrap();
    let edited = text.replacen("(value: 1,", "(value: 6,", 1);
    assert_ne!(edited, text);
    fs::write(&cheat, &edited).unwrap();
    let error = store.import(&cheat).unwrap_err();
    assert!(matches!(error, StoreError::Record(_)), "{error}");
    assert_eq!(fs::read_to_string(&cheat).unwrap(), edited);
}

#[test]
fn players_must_fit_the_seats() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let game = play(&setup, 1, 5);
    let mut wrong = players(&game, &[Seat::South]);
    wrong[1].seat = Seat::East;
    let error = SavedGame::new(game.clone(), wrong, true).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Players(PlayersError::Missing(Seat::North))
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("North"), "{error}");
    let mut unnamed = players(&game, &[Seat::South]);
    unnamed[0].name = "  ".to_owned();
    let error = SavedGame::new(game, unnamed, true).unwrap_err();
    assert!(
        matches!(
            error,
            StoreError::Players(PlayersError::Name(Seat::South, NameError::Empty))
        ),
        "{error:?}"
    );
}

#[test]
fn the_history_index_is_only_a_cache() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let entries: Vec<_> = (0..3)
        .map(|seed| store.archive(&saved(play_out(&setup, seed))).unwrap())
        .collect();
    let index = dir.path().join(HISTORY_INDEX_FILE);
    assert_eq!(store.history().value.len(), 3);
    assert!(index.exists());

    // A damaged index is rebuilt from the games.
    fs::write(&index, b"garbage").unwrap();
    let listed = store.history();
    assert!(listed.notices.is_empty());
    assert_eq!(listed.value.len(), 3);
    assert_ne!(fs::read(&index).unwrap(), b"garbage");

    // A game file damaged after it was indexed is noticed, moved aside and dropped.
    fs::write(&entries[1].path, b"(format: 1, summary: None, game: ())").unwrap();
    let listed = store.history();
    assert_eq!(listed.value.len(), 2);
    assert_eq!(listed.notices.len(), 1);
    assert!(listed.notices[0].moved_to.as_ref().unwrap().exists());
    assert!(listed.value.iter().all(|e| e.path != entries[1].path));
    let listed = store.history();
    assert!(listed.notices.is_empty());
    assert_eq!(listed.value.len(), 2);
}

#[test]
fn finishing_a_game_leaves_a_different_save_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let two = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let in_progress = saved(play(&two, 1, 30));
    store.save_current(&in_progress).unwrap();
    // Another game (say, one played elsewhere) is put in the history as finished.
    let other = saved(play_out(&two, 2));
    store.finish_current(&other).unwrap();
    assert_eq!(store.load_current().value, Some(in_progress.clone()));
    // The game in progress, played on to its end from the save, clears it.
    let mut finished = in_progress;
    let mut dice = dhayam_core::Dice::new(
        <rand::rngs::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(3),
    );
    while !finished.is_finished() {
        let game = finished.game_mut();
        if let Phase::AwaitingMove(_) = game.game().phase() {
            let moves = game.game().legal_moves();
            game.play(moves[dice.pick(moves.len())]).unwrap();
        } else {
            game.throw(dice.roll()).unwrap();
        }
    }
    store.finish_current(&finished).unwrap();
    assert!(!store.current_path().exists());
    assert_eq!(store.history().value.len(), 2);
}

/// Two 5x5 games alike in every value and move, whose first throw differs only in which
/// shell fell mouth up, are two games: two history files, not one written over the other.
#[test]
fn history_tells_apart_5x5_games_whose_shells_differ() {
    use dhayam_core::{GameRecord, RecordedGame, Setup, Throw, Variant};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let small = Setup::new([Seat::South, Seat::North]).with_variant(Variant::Thayam);
    let mut game = RecordedGame::new(&small).unwrap();
    game.throw(Throw::from_shells([true, false, false, false]))
        .unwrap();
    let mut record: GameRecord = game.record().clone();
    let first = store.archive(&saved(game)).unwrap();
    record.throws[0] = Throw::from_shells([false, true, false, false]);
    let other = RecordedGame::from_record(record).unwrap();
    let second = store.archive(&saved(other)).unwrap();
    assert_ne!(first.path, second.path);
    assert_eq!(store.history().value.len(), 2);
}
