//! How long saving and loading take: a long game's autosave (with fsync), its validation on
//! load, and listing a history of many games.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use dhayam_core::{Dice, HouseRules, Phase, RecordedGame, Seat, Setup};
use dhayam_store::{SavedGame, Store, undo_last_human_move};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

/// The longest of a few seeded 4-player, 6-pawn games, played to the end.
fn long_game() -> SavedGame {
    let setup = Setup::new(Seat::ALL)
        .with_pawns(6)
        .with_rules(HouseRules::CLASSIC);
    (0..20)
        .map(|seed| {
            let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed));
            let mut game = RecordedGame::new(&setup).unwrap();
            loop {
                match game.game().phase() {
                    Phase::AwaitingThrow(_) => {
                        game.throw(dice.roll()).unwrap();
                    }
                    Phase::AwaitingMove(_) => {
                        let moves = game.game().legal_moves();
                        game.play(moves[dice.pick(moves.len())]).unwrap();
                    }
                    Phase::Finished => break game,
                }
            }
        })
        .max_by_key(|g| g.record().throws.len())
        .map(|game| {
            let players = game
                .game()
                .seats()
                .iter()
                .map(|&s| dhayam_store::SeatPlayer::human(s))
                .collect();
            SavedGame::with_start(game, players, true, 1_780_000_000).unwrap()
        })
        .unwrap()
}

fn bench(c: &mut Criterion) {
    let finished = long_game();
    // The autosaved game is in progress: the long game before its last move.
    let game = finished.undo().unwrap();
    assert!(!game.is_finished());
    let text = game.to_ron().unwrap();
    println!(
        "long game: {} throws, {} moves, save file {} bytes",
        game.record().throws.len(),
        game.record().moves.len(),
        text.len()
    );
    let replay = dhayam_store::Replay::new(finished.record()).unwrap();
    println!(
        "replay: {} positions of {} bytes each (plus the setup's seat list)",
        replay.len() + 1,
        std::mem::size_of::<dhayam_core::Game>()
    );
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();

    c.bench_function("save_current long game (write, fsync, rename)", |b| {
        b.iter(|| store.save_current(black_box(&game)).unwrap());
    });
    c.bench_function("to_ron long game", |b| {
        b.iter(|| black_box(&game).to_ron().unwrap());
    });
    c.bench_function("from_ron long game (parse and replay)", |b| {
        b.iter(|| SavedGame::from_ron(black_box(text.as_bytes())).unwrap());
    });
    c.bench_function("load_current long game", |b| {
        b.iter(|| store.load_current().value.unwrap());
    });
    c.bench_function("Replay::new long game", |b| {
        b.iter(|| dhayam_store::Replay::new(black_box(finished.record())).unwrap());
    });
    c.bench_function("undo_last_human_move long game", |b| {
        b.iter(|| undo_last_human_move(black_box(game.record()), |s| s == Seat::South));
    });
    c.bench_function("SavedGame::undo long game", |b| {
        b.iter(|| black_box(&game).undo().unwrap());
    });
    c.bench_function("SavedGame::undo_with long game, events counted", |b| {
        b.iter(|| {
            let mut events = 0;
            let undone = black_box(&game).undo_with(|step, _| events += step.events.len());
            (undone.unwrap(), events)
        });
    });

    let history = tempfile::tempdir().unwrap();
    let history_store = Store::open(history.path()).unwrap();
    for n in 0..200u64 {
        let copy = SavedGame::with_start(
            finished.game().clone(),
            finished.players().to_vec(),
            true,
            1_780_000_000 + n,
        )
        .unwrap();
        history_store.archive(&copy).unwrap();
    }
    let mut group = c.benchmark_group("history");
    group.sample_size(10);
    let index = history.path().join(dhayam_store::HISTORY_INDEX_FILE);
    group.bench_function("list 200 long games, index rebuilt", |b| {
        b.iter(|| {
            let _ = std::fs::remove_file(&index);
            assert_eq!(history_store.history().value.len(), 200);
        });
    });
    group.bench_function("list 200 long games", |b| {
        b.iter(|| assert_eq!(history_store.history().value.len(), 200));
    });
    group.bench_function("statistics over 200 long games", |b| {
        b.iter(|| history_store.statistics().value);
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
