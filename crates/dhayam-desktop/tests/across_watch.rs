//! Watching a table across computers, from the window (loopback, 127.0.0.1 only): the
//! window watches a headless host's table (no seat, the board not turned, nothing to
//! play), says how many watch, and takes a seat that falls free between games; the window
//! hosting lets nobody watch, and the watcher is told.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::Instant;

use common::{harness_for, instant};
use dhayam_core::Seat;
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup, watch_form};

fn shows(harness: &Harness<'static, DhayamApp>, label: &str) -> bool {
    harness.query_all_by_label(label).next().is_some()
}

fn shows_part(harness: &Harness<'static, DhayamApp>, part: &str) -> bool {
    harness.query_by_label_contains(part).is_some()
}

#[test]
fn the_window_watches_a_table_and_takes_a_seat_that_falls_free_between_games() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let mut bala = LoopbackGuest::join(&host.code());
    let app = DhayamApp::with_dice(
        Box::new(ScriptedDice::values([])),
        dhayam_desktop::SetupChoice::default(),
        instant(),
    )
    .loopback_only();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    watch_form(&mut harness, &host.code(), "Meena");
    let start = Instant::now();
    let pump = |host: &mut LoopbackHost,
                bala: &mut LoopbackGuest,
                harness: &mut Harness<'static, DhayamApp>,
                what: &str,
                done: &dyn Fn(&Harness<'static, DhayamApp>) -> bool| {
        while !done(harness) {
            assert!(
                start.elapsed() < std::time::Duration::from_mins(2),
                "never: {what}"
            );
            host.turn();
            bala.pump(start.elapsed().as_secs_f64());
            harness.step();
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        harness.run();
    };
    pump(
        &mut host,
        &mut bala,
        &mut harness,
        "the game watched",
        &|h| h.state().session().is_some(),
    );
    assert!(shows(&harness, "You are watching"), "the strip says so");
    assert_eq!(
        harness.state().bottom_seat(),
        Seat::South,
        "no seat: not turned"
    );
    assert!(harness.state().table().person_moves().is_empty());
    assert!(!harness.state().table().person_to_throw());
    pump(&mut host, &mut bala, &mut harness, "game 1 over", &|h| {
        shows(
            h,
            "You are watching: the next game shows here when the host opens it.",
        )
    });
    let game_one = host.saved().unwrap().to_ron().unwrap();
    // Bala leaves; the host opens the next game: North is open, and the watcher takes it.
    bala.leave();
    host.next_game();
    pump(
        &mut host,
        &mut bala,
        &mut harness,
        "the lobby of game 2",
        &|h| h.state().session().is_none() && h.query_by_label("Take this seat").is_some(),
    );
    assert!(shows(&harness, "You are watching this table"));
    assert!(shows(&harness, "Game 2 at this table"));
    harness.get_by_label("Take this seat").click();
    harness.run();
    pump(
        &mut host,
        &mut bala,
        &mut harness,
        "seated at North",
        &|h| h.state().bottom_seat() == Seat::North && h.state().session().is_some(),
    );
    assert!(!shows(&harness, "You are watching"));
    assert_ne!(host.saved().unwrap().to_ron().unwrap(), game_one);
    assert_eq!(host.game_number(), 2);
}

#[test]
fn the_window_hosting_lets_nobody_watch_and_the_watcher_is_told() {
    let mut choice = common::all_human();
    choice.count = PlayerCount::Two;
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut watcher = LoopbackGuest::watch(&code, "Velu");
    let start = Instant::now();
    watcher.until(&mut harness, start, "Velu watches", |h, g| {
        g.watching() && shows_part(h, "1 person is watching: Velu")
    });
    harness.get_by_label("Let people watch").click();
    harness.run();
    watcher.until(&mut harness, start, "Velu told", |_, g| {
        g.heard.iter().any(|e| {
            matches!(
                e,
                dhayam_net::NetEvent::Stopped(dhayam_net::GuestError::NoWatching)
            )
        })
    });
    assert!(shows(&harness, "Nobody is watching."));
}
