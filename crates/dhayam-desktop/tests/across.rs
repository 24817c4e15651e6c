//! Hosting and joining from the window, against a headless guest or host in the same test,
//! on loopback (127.0.0.1 only): the same game ends on both sides, with fair dice.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::{Duration, Instant};

use common::{all_human, harness_for, instant};
use dhayam_ai::{Bot, Level};
use dhayam_core::{Seat, ThrowKind, Variant};
use dhayam_desktop::{Command, DhayamApp, SetupChoice};
use dhayam_net::play_here;
use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup, join_form};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_secs(90);

fn two_players() -> SetupChoice {
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    choice
}

/// The window's person plays with `bot` whenever the table asks it to.
fn window_plays(harness: &mut Harness<'static, DhayamApp>, bot: &mut dyn Bot) {
    if let Some(command) = play_here(harness.state().table(), bot) {
        harness.state_mut().apply(Command::Table(command));
    }
    harness.step();
}

fn window_game_over(harness: &Harness<'static, DhayamApp>) -> bool {
    harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
}

#[test]
fn the_window_hosts_and_a_headless_guest_joins_with_the_code() {
    hosts_and_a_headless_guest_joins(two_players());
}

/// The 5x5 board across computers from the window: its cowries made of both computers'
/// parts, the guest's copy the window's game.
#[test]
fn the_window_hosts_the_5x5_board_and_a_headless_guest_plays_it_with_cowries() {
    let mut choice = two_players();
    choice.variant = Variant::Thayam;
    choice.pawns = 4;
    choice.rules = Variant::Thayam.default_rules();
    let saved = hosts_and_a_headless_guest_joins(choice);
    assert_eq!(saved.game().game().variant(), Variant::Thayam);
    assert!(
        saved
            .record()
            .throws
            .iter()
            .all(|t| t.kind() == ThrowKind::Cowries),
        "every throw is four cowries"
    );
}

/// The window hosts `choice` for a headless guest at North; both play it to its end.
fn hosts_and_a_headless_guest_joins(choice: SetupChoice) -> SavedGame {
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    harness.get_by_label("Copy the code");
    assert!(
        harness
            .get_by_label("Start the game")
            .accesskit_node()
            .is_disabled(),
        "no start while the seat for a friend is open"
    );

    let mut guest = LoopbackGuest::join(&code);
    let mut window_bot = Level::Medium.bot(6);
    let start = Instant::now();
    let mut started = false;
    while !(window_game_over(&harness) && guest.over()) {
        assert!(
            start.elapsed() < PATIENCE,
            "the game across computers stalled"
        );
        guest.pump(start.elapsed().as_secs_f64());
        if !started
            && harness.query_by_label("Start the game").is_some()
            && !harness
                .get_by_label("Start the game")
                .accesskit_node()
                .is_disabled()
        {
            harness.get_by_label("Start the game").click();
            started = true;
        }
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    let hosted = harness.state().session().unwrap().saved().to_ron().unwrap();
    let copy = guest.hosts_game().unwrap().to_ron().unwrap();
    assert_eq!(copy, hosted, "the guest's game differs from the window's");
    let saved = harness.state().session().unwrap().saved().clone();
    let ledger = saved.dice().unwrap();
    assert_eq!(ledger.contributors.len(), 2);
    ledger.verify(saved.record()).unwrap();
    assert_eq!(
        saved.player(Seat::North).unwrap().name,
        "Bala",
        "the guest's name is on its seat"
    );
    saved
}

#[test]
fn the_window_joins_a_headless_host_with_the_code() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), instant())
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    join_form(&mut harness, &host.code(), "Kavi");
    let mut window_bot = Level::Easy.bot(9);
    let start = Instant::now();
    while !(window_game_over(&harness) && host.saved().is_some_and(SavedGame::is_finished)) {
        assert!(
            start.elapsed() < PATIENCE,
            "the game across computers stalled"
        );
        host.turn();
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    let hosted = host.saved().unwrap();
    hosted.dice().unwrap().verify(hosted.record()).unwrap();
    let joined = harness.state().session().unwrap();
    assert_eq!(joined.recorded().record(), hosted.record());
    assert_eq!(
        joined.player(Seat::North).unwrap().kind,
        PlayerKind::Human,
        "the window plays its own seat"
    );
    assert_eq!(joined.player(Seat::South).unwrap().kind, PlayerKind::Remote);
    assert_eq!(
        hosted.player(Seat::North).unwrap().name,
        "Kavi",
        "the name typed, not a seat's default name"
    );
}

/// The headless guest stops answering mid-game: the window's strip names it, offers a
/// computer for its seat after a while, and with one click the game plays on to its end.
#[test]
fn the_host_lets_a_computer_play_for_a_guest_who_stopped_answering() {
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), instant())
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    let mut window_bot = Level::Medium.bot(6);
    let start = Instant::now();
    let throws = |h: &Harness<'static, DhayamApp>| {
        h.state()
            .session()
            .map_or(0, |s| s.saved().record().throws.len())
    };
    while throws(&harness) < 8 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        guest.pump(start.elapsed().as_secs_f64());
        if harness.query_by_label("Start the game").is_some() {
            harness.get_by_label("Start the game").click();
        }
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    // From here on the guest hears nothing and says nothing (its connection stays open).
    let offer = "Let a computer play for Bala";
    while harness.query_by_label(offer).is_none() {
        assert!(start.elapsed() < PATIENCE, "no offer of a computer");
        assert!(
            !window_game_over(&harness),
            "the game ended without the guest"
        );
        window_plays(&mut harness, window_bot.as_mut());
    }
    harness.get_by_label_contains("No answer from Bala");
    harness.get_by_label(offer).click();
    harness.run();
    // Nobody but the host is left for the throws: the strip says so, and one more click
    // goes on with the host's dice alone.
    let alone = "Throw without the others";
    while harness.query_by_label(alone).is_none() {
        assert!(start.elapsed() < PATIENCE, "no offer to go on alone");
        assert!(!window_game_over(&harness), "the game ended by itself");
        window_plays(&mut harness, window_bot.as_mut());
    }
    harness.get_by_label_contains("Nobody else is here to take part in the throws");
    harness.get_by_label(alone).click();
    harness.run();
    while !window_game_over(&harness) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        window_plays(&mut harness, window_bot.as_mut());
    }
    let saved = harness.state().session().unwrap().saved().clone();
    assert_eq!(
        saved.player(Seat::North).unwrap().kind,
        PlayerKind::Computer(Level::Medium)
    );
    let report = saved.dice().unwrap().verify(saved.record()).unwrap();
    assert!(!report.alone.is_empty(), "the throws made alone are listed");
    assert_eq!(report.shared + report.alone.len(), report.throws);
    let first_alone = report.alone[0];
    assert!(
        saved.dice().unwrap().throws[first_alone].alone,
        "and marked in the record"
    );
    drop(guest);
}

/// Before the start the host removes a guest it does not want: the guest is told and
/// stops, its seat is open again, and another friend takes it.
#[test]
fn the_host_removes_a_guest_from_the_lobby_and_another_takes_the_seat() {
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), instant())
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut squatter = LoopbackGuest::join(&code);
    let start = Instant::now();
    while harness.query_by_label("Remove Bala").is_none() {
        assert!(start.elapsed() < PATIENCE, "the guest was never seated");
        squatter.pump(start.elapsed().as_secs_f64());
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    harness.get_by_label("Remove Bala").click();
    harness.run();
    let removed = dhayam_net::NetEvent::Stopped(dhayam_net::GuestError::Removed);
    while !squatter.heard.contains(&removed) {
        assert!(start.elapsed() < PATIENCE, "the guest was never told");
        squatter.pump(start.elapsed().as_secs_f64());
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    harness.get_by_label("Open: waiting for a friend");
    assert!(
        harness
            .get_by_label("Start the game")
            .accesskit_node()
            .is_disabled(),
        "the seat is open again"
    );
    let mut friend = LoopbackGuest::join(&code);
    while harness
        .get_by_label("Start the game")
        .accesskit_node()
        .is_disabled()
    {
        assert!(start.elapsed() < PATIENCE, "the seat was not taken again");
        friend.pump(start.elapsed().as_secs_f64());
        squatter.pump(start.elapsed().as_secs_f64());
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let told = squatter.heard.iter().position(|e| *e == removed).unwrap();
    assert!(
        !squatter.heard[told..].contains(&dhayam_net::NetEvent::Connection(
            dhayam_net::Connection::Up
        )),
        "a removed guest does not dial again: {:?}",
        &squatter.heard[told..]
    );
}

/// A guest handed to a computer comes back as soon as the host lets it ("Let Bala play
/// again"), without the wait the table sets otherwise, and plays its seat to the end.
#[test]
fn the_host_lets_a_guest_handed_to_a_computer_play_again_at_once() {
    let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), two_players(), instant())
        .loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    let mut window_bot = Level::Medium.bot(6);
    let start = Instant::now();
    while harness
        .state()
        .session()
        .is_none_or(|s| s.saved().record().throws.len() < 6)
    {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        guest.pump(start.elapsed().as_secs_f64());
        if harness.query_by_label("Start the game").is_some() {
            harness.get_by_label("Start the game").click();
        }
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    // Bala goes quiet until the host hands its seat to a computer.
    let offer = "Let a computer play for Bala";
    while harness.query_by_label(offer).is_none() {
        assert!(start.elapsed() < PATIENCE, "no offer of a computer");
        window_plays(&mut harness, window_bot.as_mut());
    }
    harness.get_by_label(offer).click();
    harness.run();
    // Bala is back on the line (it dials again by itself) and watches; the window's
    // person waits, so the game cannot end meanwhile.
    let let_back = "Let Bala play again";
    harness.get_by_label(let_back);
    let back = "Yellow: Bala";
    let mut clicked = false;
    while harness.query_by_label(back).is_none() {
        assert!(start.elapsed() < PATIENCE, "Bala never played again");
        guest.pump(start.elapsed().as_secs_f64());
        if !clicked
            && guest.heard.contains(&dhayam_net::NetEvent::Connection(
                dhayam_net::Connection::Up,
            ))
        {
            harness.get_by_label(let_back).click();
            clicked = true;
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(harness.query_by_label(let_back).is_none());
    while !(window_game_over(&harness) && guest.over()) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        guest.pump(start.elapsed().as_secs_f64());
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    let saved = harness.state().session().unwrap().saved().clone();
    assert_eq!(saved.player(Seat::North).unwrap().kind, PlayerKind::Remote);
    assert_eq!(
        guest.hosts_game().unwrap().to_ron().unwrap(),
        saved.to_ron().unwrap()
    );
    saved.dice().unwrap().verify(saved.record()).unwrap();
}
