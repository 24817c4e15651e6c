//! Going back to a table across computers after the window quit or crashed, on loopback
//! (127.0.0.1 only): the host's window opens its kept table again and its guest comes
//! back; a guest's window goes back to its seat. Each in a temporary data folder.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{all_human, harness_for, instant};
use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_desktop::{AppOptions, Command, DhayamApp};
use dhayam_net::{Holder, play_here};
use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup, join_form};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The app on the data folder `dir`, two players, loopback only.
fn app_in(dir: &Path) -> Harness<'static, DhayamApp> {
    let options = AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options).loopback_only();
    common::change_settings(&mut app, |s| *s = instant());
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    *app.choice_mut() = choice;
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

fn throws(harness: &Harness<'static, DhayamApp>) -> usize {
    harness
        .state()
        .session()
        .map_or(0, |s| s.saved().record().throws.len())
}

fn over(harness: &Harness<'static, DhayamApp>) -> bool {
    harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
}

#[test]
fn the_host_window_opens_its_kept_table_again_and_its_guest_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_in(dir.path());
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    let mut bot = Level::Medium.bot(6);
    let start = Instant::now();
    // Play a while, then the window goes away mid-game.
    while throws(&harness) < 12 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        guest.pump(start.elapsed().as_secs_f64());
        if harness.query_by_label("Start the game").is_some() {
            harness.get_by_label("Start the game").click();
        }
        if let Some(command) = play_here(harness.state().table(), bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(!over(&harness), "still under way");
    let kept = harness.state().session().unwrap().saved().record().clone();
    drop(harness);
    assert!(dir.path().join("hosted-table.ron").exists());

    // Started again: the setup screen offers the table back.
    let mut harness = app_in(dir.path());
    harness.get_by_label("Open your table again").click();
    harness.run();
    assert_eq!(
        harness.state().session().unwrap().saved().record(),
        &kept,
        "the table opens at the position it was left"
    );
    while !(over(&harness) && guest.over()) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        guest.pump(start.elapsed().as_secs_f64());
        if let Some(command) = play_here(harness.state().table(), bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let saved = harness.state().session().unwrap().saved().clone();
    let copy = guest.hosts_game().unwrap();
    assert_eq!(copy.to_ron().unwrap(), saved.to_ron().unwrap());
    saved.dice().unwrap().verify(saved.record()).unwrap();
    assert_eq!(saved.player(Seat::North).unwrap().name, "Bala");
}

/// The window closes while joined: the host is told at once (not after the connection's
/// ten seconds), and the window opened again goes back to its seat by itself.
#[test]
fn a_guest_window_goes_back_to_its_seat_after_it_quit() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let mut window_bot = Level::Easy.bot(9);
    let start = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_in(dir.path());
    join_form(&mut harness, &host.code(), "Kavi");
    while host.saved().map_or(0, |s| s.record().throws.len()) < 12 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        host.turn();
        if let Some(command) = play_here(harness.state().table(), window_bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    // What eframe calls as the window closes.
    let closing = Instant::now();
    harness.state_mut().window_closing();
    // A figure, not a check: the window waits at most a few milliseconds here.
    eprintln!("closing the window took {:?}", closing.elapsed());
    drop(harness);
    assert!(dir.path().join("joined-table.ron").exists());
    let gone = Holder::Guest { connected: false };
    let mut rounds = 0;
    while host.holder(Seat::North) != gone {
        rounds += 1;
        assert!(
            rounds < 500,
            "the host did not see the window close at once"
        );
        host.turn();
        std::thread::sleep(Duration::from_millis(1));
    }

    let mut harness = app_in(dir.path());
    assert!(
        harness.query_by_label("Go back to your table").is_none(),
        "back by itself, not offered"
    );
    while harness.state().session().is_none() {
        assert!(
            start.elapsed() < PATIENCE,
            "the window did not go back by itself"
        );
        host.turn();
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    while !(over(&harness) && host.saved().is_some_and(SavedGame::is_finished)) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        host.turn();
        if let Some(command) = play_here(harness.state().table(), window_bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let hosted = host.saved().unwrap();
    hosted.dice().unwrap().verify(hosted.record()).unwrap();
    assert_eq!(
        hosted.dice().unwrap().contributors.len(),
        2,
        "the same guest, back"
    );
    assert_eq!(hosted.player(Seat::North).unwrap().name, "Kavi");
    let joined = harness.state().session().unwrap();
    assert_eq!(joined.recorded().record(), hosted.record());
    assert_eq!(joined.player(Seat::North).unwrap().kind, PlayerKind::Human);
    harness.step();
    assert!(
        !dir.path().join("joined-table.ron").exists(),
        "a finished table is forgotten"
    );
}

/// A hosted table's file damaged on disk (cut short, say) is told when the window opens,
/// kept aside rather than deleted, and not offered to open again.
#[test]
fn a_damaged_hosted_table_is_told_and_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let damaged = b"(format: 1, identity: \"00";
    std::fs::write(dir.path().join("hosted-table.ron"), damaged).unwrap();
    let harness = loopback::window_in(dir.path());
    let messages = harness.state().messages().join("\n");
    assert!(
        messages.contains("hosted-table.ron could not be used") && messages.contains("moved to"),
        "{messages}"
    );
    assert!(harness.query_by_label("Open your table again").is_none());
    let aside: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("hosted-table.ron.") && n.contains("corrupt"))
        .collect();
    assert_eq!(aside.len(), 1, "kept aside: {aside:?}");
    assert_eq!(
        std::fs::read(dir.path().join(&aside[0])).unwrap(),
        damaged,
        "kept as it was"
    );
}
