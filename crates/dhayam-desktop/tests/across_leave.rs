//! A guest's window leaving its table mid-game, against a headless host on loopback
//! (127.0.0.1 only): asked first, then gone at once for the host (no wait for the
//! connection to time out), on the New game screen, and able to go back. And the join
//! form's name: the player's own, never a seat's colour.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::{Duration, Instant};

use common::{harness_for, instant};
use dhayam_ai::{Bot, Level};
use dhayam_core::Seat;
use dhayam_desktop::{Command, DhayamApp};
use dhayam_net::{Holder, play_here};
use dhayam_store::{PlayerKind, SavedGame};
use dhayam_table::ScriptedDice;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup, join_form, window_in};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The most rounds of the host (each about a millisecond) before it must have seen the
/// guest go: far less than the ten seconds a connection takes to time out.
const AT_ONCE: usize = 500;

fn hosted_throws(host: &LoopbackHost) -> usize {
    host.saved().map_or(0, |s| s.record().throws.len())
}

fn window_plays(harness: &mut Harness<'static, DhayamApp>, bot: &mut dyn Bot) {
    if let Some(command) = play_here(harness.state().table(), bot) {
        harness.state_mut().apply(Command::Table(command));
    }
    harness.step();
}

fn window_over(harness: &Harness<'static, DhayamApp>) -> bool {
    harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
}

/// Runs the host alone until its lobby shows North's guest gone; the rounds it took.
fn host_sees_north_gone(host: &mut LoopbackHost) -> usize {
    let gone = Holder::Guest { connected: false };
    let mut rounds = 0;
    while host.holder(Seat::North) != gone {
        rounds += 1;
        assert!(
            rounds < AT_ONCE,
            "the host did not see the guest go at once: {:?}",
            host.holder(Seat::North)
        );
        host.turn();
        std::thread::sleep(Duration::from_millis(1));
    }
    rounds
}

#[test]
fn a_guest_window_pressing_ctrl_n_mid_game_is_asked_leaves_at_once_and_can_go_back() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_in(dir.path());
    join_form(&mut harness, &host.code(), "Kavi");
    let mut window_bot = Level::Easy.bot(9);
    let start = Instant::now();
    while hosted_throws(&host) < 8 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        host.turn();
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }

    // Ctrl+N mid-game asks first; Stay keeps the window at its table.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    harness.get_by_label("Leave the table?");
    harness.get_by_label("Stay").click();
    harness.run();
    assert!(harness.query_by_label("Leave the table?").is_none());
    assert!(harness.state().session().is_some(), "still at the table");
    assert_eq!(host.holder(Seat::North), Holder::Guest { connected: true });

    // Asked again, Leave: the New game screen, with the way back at its top.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    harness.get_by_label("Leave").click();
    harness.run();
    assert!(harness.state().session().is_none(), "no stale table");
    harness.get_by_label("Start game");
    harness.get_by_label("Go back to your table");
    assert!(
        harness
            .query_by_label("Waiting for the host to start the game…")
            .is_none()
    );
    assert!(
        dir.path().join("joined-table.ron").exists(),
        "kept, to go back to"
    );

    // The host is told at once, and no throw waits for the guest.
    let rounds = host_sees_north_gone(&mut host);
    eprintln!("the host saw the guest leave after {rounds} rounds");
    let mut rounds = 0;
    let peer = loop {
        if let Some(held) = host.held_up() {
            assert!(!held.connected, "waited for as gone, not as silent");
            break held.peer;
        }
        rounds += 1;
        assert!(
            rounds < 100_000,
            "the host's game never came to the guest's seat"
        );
        host.turn();
    };
    // A computer plays the seat, and the game ends.
    host.hand_over(&peer);
    assert_eq!(host.holder(Seat::North), Holder::StandIn);
    // Nobody but the host is left for the throws: it goes on alone (marked).
    host.go_on_alone();
    while !host.saved().is_some_and(SavedGame::is_finished) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        host.turn();
    }
    let hosted = host.saved().unwrap().clone();
    hosted.dice().unwrap().verify(hosted.record()).unwrap();
    assert_eq!(
        hosted.player(Seat::North).unwrap().kind,
        PlayerKind::Computer(Level::Medium)
    );

    // The window goes back: it sees how its table ended, and forgets it.
    harness.get_by_label("Go back to your table").click();
    harness.run();
    while !window_over(&harness) {
        assert!(start.elapsed() < PATIENCE, "the window did not get back");
        host.turn();
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let joined = harness.state().session().unwrap();
    assert_eq!(joined.recorded().record(), hosted.record());
    harness.step();
    assert!(
        !dir.path().join("joined-table.ron").exists(),
        "over: forgotten"
    );
    // Its game over, New game leaves at once: nothing asked, nothing to go back to.
    assert!(harness.query_by_label("Play again").is_none());
    // The game-over window's New game (the menu's does the same).
    harness.get_all_by_label("New game").last().unwrap().click();
    harness.run();
    assert!(harness.query_by_label("Leave the table?").is_none());
    harness.get_by_label("Start game");
    assert!(harness.query_by_label("Go back to your table").is_none());
}

/// The host's window: a guest who leaves is named as gone at once, the window's own game
/// goes on without it, and the offer of a computer for its seat ends the game.
#[test]
fn the_host_window_names_a_guest_who_left_at_once_and_a_computer_plays_for_it() {
    let mut choice = common::all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
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
    guest.leave();
    let gone = "Bala (disconnected; the seat waits)";
    let mut frames = 0;
    while harness.query_by_label_contains(gone).is_none() {
        frames += 1;
        assert!(
            frames < AT_ONCE,
            "the strip did not name the guest gone at once"
        );
        window_plays(&mut harness, window_bot.as_mut());
        std::thread::sleep(Duration::from_millis(1));
    }
    eprintln!("the host's window named the guest gone after {frames} frames");
    let offer = "Let a computer play for Bala";
    while harness.query_by_label(offer).is_none() {
        assert!(start.elapsed() < PATIENCE, "no offer of a computer");
        assert!(!window_over(&harness), "the game ended without the guest");
        window_plays(&mut harness, window_bot.as_mut());
    }
    harness.get_by_label_contains("Waiting for Bala to come back");
    harness.get_by_label(offer).click();
    harness.run();
    // Nobody but the host is left for the throws: the host goes on alone.
    let alone = "Throw without the others";
    while harness.query_by_label(alone).is_none() {
        assert!(start.elapsed() < PATIENCE, "no offer to go on alone");
        window_plays(&mut harness, window_bot.as_mut());
    }
    harness.get_by_label(alone).click();
    harness.run();
    while !window_over(&harness) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        window_plays(&mut harness, window_bot.as_mut());
    }
    let saved = harness.state().session().unwrap().saved().clone();
    assert_eq!(
        saved.player(Seat::North).unwrap().kind,
        PlayerKind::Computer(Level::Medium)
    );
    saved.dice().unwrap().verify(saved.record()).unwrap();
}

/// The setup screen's name left empty: the store keeps the seat's colour ("Red") as the
/// player's name; the join form must not offer it as the name to show at another table.
#[test]
fn the_join_form_never_fills_in_a_seat_colour_as_the_name() {
    let name_in_join_form = |own: &str| {
        // Two people at this computer (no computer throws with the test's empty dice).
        let mut choice = common::all_human();
        choice.count = dhayam_desktop::PlayerCount::Two;
        choice.seats[0].name = own.to_owned();
        let app = DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant());
        let mut harness = harness_for(app, [1200.0, 900.0]);
        harness.run();
        harness.get_by_label("Start game").click();
        harness.run();
        assert!(
            harness.state().session().is_some(),
            "a game at this computer"
        );
        harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
        harness.run();
        harness.get_by_label("Join a table…").click();
        harness.run();
        let field = harness.get_by_label("Your name");
        field.accesskit_node().value().unwrap_or_default()
    };
    assert_eq!(name_in_join_form(""), "", "not Red: empty, with the hint");
    assert_eq!(name_in_join_form("Asha"), "Asha", "the player's own name");
}

/// Sound and language are the window's own, not the table's: a guest who mutes (M) and
/// turns to Tamil in the menu at a table across computers changes nothing of the table's
/// settings (nothing goes to the host), finds both saved at once, and keeps both after
/// leaving the table.
#[test]
fn a_guest_s_mute_and_language_are_its_window_s_own_and_outlast_the_table() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_in(dir.path());
    join_form(&mut harness, &host.code(), "Kavi");
    let start = Instant::now();
    while harness.state().session().is_none() {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        host.turn();
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let table_before = harness.state().table().settings().clone();
    assert!(!harness.state().preferences().sound.muted);

    harness.key_press(Key::M);
    harness.run();
    common::change_settings(harness.state_mut(), |s| {
        s.preferences.language = dhayam_store::Language::Tamil;
    });
    harness.run();
    let preferences = harness.state().preferences().clone();
    assert!(preferences.sound.muted, "M mutes");
    assert_eq!(preferences.language, dhayam_store::Language::Tamil);
    assert_eq!(
        harness.state().table().settings(),
        &table_before,
        "the table's settings are not touched"
    );
    let saved = dhayam_store::Store::open(dir.path())
        .unwrap()
        .load_settings()
        .value;
    assert_eq!(saved.preferences, preferences, "saved at once");
    assert_eq!(saved.table, table_before);

    // Leaving the table (in Tamil now: the command, as the dialog's Leave gives it).
    harness.state_mut().apply(Command::LeaveTable);
    harness.run();
    assert!(harness.state().session().is_none(), "left");
    assert_eq!(
        harness.state().preferences(),
        &preferences,
        "still the window's"
    );
    let saved = dhayam_store::Store::open(dir.path())
        .unwrap()
        .load_settings()
        .value;
    assert_eq!(saved.preferences, preferences);
}
