//! Saving on a thread: the newest game lands, errors come back, dropping writes what waits.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::fs;

use common::{play, saved, setup};
use dhayam_core::{Seat, TurnStructure};
use dhayam_store::{Autosaver, Store};

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
