//! The turn clock from the window, on loopback (127.0.0.1 only): the window hosting chooses
//! it in the lobby and its guest is told; the ring counts down on the board; a guest who
//! never acts has its turns played, then a computer plays its seat until it says it is
//! back. And the window as a guest: its own seat's ring, "I'm back" when its time ran
//! out three turns in a row.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::{Duration, Instant};

use common::{harness_for, instant};
use dhayam_core::Seat;
use dhayam_desktop::{DhayamApp, PlayerCount};
use dhayam_net::{Holder, TurnClock};
use dhayam_store::PlayerKind;
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// Whether the window shows a widget labelled exactly `label`.
fn shows(harness: &Harness<'static, DhayamApp>, label: &str) -> bool {
    harness.query_by_label(label).is_some()
}

/// Whether the window shows a widget whose label holds `part`.
fn shows_part(harness: &Harness<'static, DhayamApp>, part: &str) -> bool {
    harness.query_by_label_contains(part).is_some()
}

#[test]
fn the_window_hosting_sets_a_clock_and_an_idle_guest_is_played_for_until_it_is_back() {
    // South is a computer at the window, so the game runs by itself; Yellow (North) is
    // the guest's.
    let mut choice = common::all_human();
    choice.count = PlayerCount::Two;
    choice.seats[0].kind = PlayerKind::Computer(dhayam_ai::Level::Easy);
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
    let mut harness = harness_for(app, [1280.0, 800.0]);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    guest.idle = true;
    let start = Instant::now();
    guest.until(&mut harness, start, "Bala seated", |_, g| g.seated());

    // No clock unless the host asks; the host picks 30 s and the guest is told.
    assert_eq!(guest.clock(), TurnClock::Off);
    let chosen = |h: &Harness<'static, DhayamApp>, label: &str| {
        h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(chosen(&harness, "Off"), "Off is chosen at first");
    harness.get_by_label("30 s").click();
    harness.run();
    let thirty = TurnClock::Limit {
        seconds: 30,
        host_people: false,
    };
    guest.until(&mut harness, start, "the guest told", |_, g| {
        g.clock() == thirty
    });
    assert!(chosen(&harness, "30 s") && !chosen(&harness, "Off"));
    assert!(
        shows(&harness, "Also for the players at this computer"),
        "the host may time its own people too"
    );
    harness.get_by_label("Start the game").click();
    harness.run();

    // On Yellow's turn the ring runs round its yard, in the window's time.
    guest.until(&mut harness, start, "Yellow's ring", |h, _| {
        shows_part(h, "s left to play")
    });
    let label = harness
        .query_by_label_contains("s left to play")
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(label.starts_with("Yellow: "), "{label}");

    // Bala never acts: its turn is played when the clock runs out, and after three in a
    // row a computer plays its seat.
    guest.until(&mut harness, start, "time ran out", |h, _| {
        shows_part(h, "Time ran out for Bala")
    });
    guest.until(&mut harness, start, "Bala away", |_, g| g.away());
    assert!(
        shows_part(&harness, "Bala (away"),
        "the strip says a computer plays for Bala"
    );
    // Bala comes back to the screen and says so: its seat is its own again.
    guest.back();
    guest.until(&mut harness, start, "Bala back", |h, g| {
        !g.away() && !shows_part(h, "Bala (away")
    });
}

#[test]
fn the_window_as_a_guest_sees_its_own_ring_and_says_it_is_back() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    host.set_clock(TurnClock::for_guests(1).unwrap());
    let mut harness = host.join([1280.0, 800.0], instant());
    host.pump_until(&mut harness, "the game under way", |app| {
        app.session().is_some()
    });
    // The person at the window never acts: its own ring shows, and the clock runs out
    // three turns in a row.
    let deadline = Instant::now() + PATIENCE;
    let mut ring = None;
    while host.holder(Seat::North) != Holder::Away {
        assert!(
            Instant::now() < deadline,
            "the window's seat never went away"
        );
        host.turn();
        harness.step();
        if ring.is_none() {
            ring = harness
                .query_by_label_contains("s left to play")
                .and_then(|n| n.accesskit_node().label());
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let ring = ring.expect("the window showed its own seat's ring");
    assert!(ring.starts_with("Yellow: "), "{ring}");
    while !shows(&harness, "I'm back") {
        assert!(
            Instant::now() < deadline,
            "the window never offered I'm back"
        );
        host.turn();
        harness.step();
    }
    harness.get_by_label("I'm back").click();
    harness.run();
    // Its seat is its own again from the next turn that is not its own.
    while host.holder(Seat::North) != (Holder::Guest { connected: true }) {
        assert!(
            Instant::now() < deadline,
            "the host never gave the seat back"
        );
        host.turn();
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
    }
}
