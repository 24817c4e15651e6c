//! Saving on a thread: the newest game lands, errors come back, dropping writes what waits.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::{play, saved, setup};
use dhayam_core::{Seat, TurnStructure};
use dhayam_store::{Autosaver, Store, StoreError};

#[test]
fn the_newest_game_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let games: Vec<_> = (1..60).map(|steps| saved(play(&setup, 2, steps))).collect();
    let autosaver = Autosaver::new(store.clone()).unwrap();
    for game in &games {
        autosaver.save(game.clone());
    }
    autosaver.flush().unwrap();
    assert_eq!(store.load_current().value.as_ref(), games.last());
    let written = autosaver.written();
    assert!((1..=games.len() as u64).contains(&written), "{written}");

    // Dropping writes what is pending.
    let first = games[0].clone();
    autosaver.save(first.clone());
    drop(autosaver);
    assert_eq!(store.load_current().value, Some(first));
}

#[test]
fn a_failed_write_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let autosaver = Autosaver::new(store.clone()).unwrap();
    // The data folder disappears under the app.
    fs::remove_dir_all(store.dir()).unwrap();
    autosaver.save(saved(play(&setup, 2, 5)));
    let error = autosaver.flush().unwrap_err();
    assert!(error.to_string().contains("could not"), "{error}");
    assert!(autosaver.take_error().is_none(), "flush took the error");
    // Once the folder is back, saving works again.
    fs::create_dir_all(store.dir()).unwrap();
    autosaver.save(saved(play(&setup, 2, 6)));
    autosaver.flush().unwrap();
    assert!(store.load_current().value.is_some());
}

#[test]
fn a_panicking_write_is_an_error_not_a_hang() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    // The first write panics; later ones go to the store. The test counts the calls.
    let calls = Arc::new(AtomicUsize::new(0));
    let (writer, counter) = (store.clone(), Arc::clone(&calls));
    let autosaver = Autosaver::with_writer(move |game| {
        assert!(counter.fetch_add(1, Ordering::SeqCst) > 0, "disk on fire");
        writer.save_current(game)
    })
    .unwrap();
    autosaver.save(saved(play(&setup, 2, 5)));
    // Returns (the writer is not left busy), with the panic as a typed error.
    match autosaver.flush() {
        Err(StoreError::WriterPanicked { message }) => {
            assert_eq!(message.as_deref(), Some("disk on fire"));
        }
        other => panic!("expected a panicked writer, got {other:?}"),
    }
    assert!(autosaver.take_error().is_none(), "flush took the error");
    assert_eq!(autosaver.written(), 0);
    assert!(store.load_current().value.is_none(), "nothing was saved");
    assert_eq!(calls.load(Ordering::SeqCst), 1);

    // The writer carries on with the next game.
    let game = saved(play(&setup, 2, 6));
    autosaver.save(game.clone());
    autosaver.flush().unwrap();
    assert_eq!(autosaver.written(), 1);
    assert_eq!(store.load_current().value, Some(game));
    drop(autosaver);
}

#[test]
fn a_panic_on_every_write_never_blocks_flush_or_drop() {
    let setup = setup(&[Seat::South, Seat::North], 4, TurnStructure::PerThrow);
    let autosaver = Autosaver::with_writer(|_| -> Result<(), StoreError> {
        std::panic::panic_any(17_u32);
    })
    .unwrap();
    for steps in 1..4 {
        autosaver.save(saved(play(&setup, 2, steps)));
        let error = autosaver.flush().unwrap_err();
        assert!(
            matches!(error, StoreError::WriterPanicked { message: None }),
            "{error:?}"
        );
        assert!(error.to_string().contains("a bug in Dhayam"), "{error}");
        assert!(!error.is_bad_content());
    }
    // Dropping with a game pending writes it (and catches that panic too).
    autosaver.save(saved(play(&setup, 2, 9)));
    drop(autosaver);
}
