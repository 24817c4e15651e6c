//! The turn clock: a guest who never acts has each of its turns played when its clock
//! runs out, a computer plays its seats after three in a row until it says it is back,
//! the dice stay everyone's, and nobody at the host's screen is timed unless the host
//! asks.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{Wired, wired};
use dhayam_ai::Level;
use dhayam_core::{Seat, Setup};
use dhayam_net::clock::TIMEOUTS_TO_STAND_IN;
use dhayam_net::protocol::encode;
use dhayam_net::{Holder, Host, ToGuest, ToHost, TurnClock};

/// South at the host (Easy), North a guest who never acts; a clock of `seconds`.
fn idle_north(seconds: u64) -> Wired {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Easy);
    w.guests[0].idle = true;
    let clock = TurnClock::for_guests(seconds).unwrap();
    let outcome = w.host.set_turn_clock(&w.table, clock, w.now);
    w.route(outcome);
    w
}

#[test]
fn an_idle_guest_has_its_turns_played_when_the_clock_runs_out_and_the_game_ends() {
    let mut w = idle_north(2);
    w.play_out(200_000);
    let north_turns = w.ran_out.iter().filter(|(s, _)| *s == Seat::North).count();
    // Its table plays a forced move by itself, which counts as acting: the count in a
    // row may start again before a computer takes the seat.
    assert!(
        north_turns >= TIMEOUTS_TO_STAND_IN as usize,
        "its turns ran out until a computer played its seat: {:?}",
        w.ran_out
    );
    assert!(w.ran_out.iter().all(|(s, _)| *s == Seat::North));
    assert_eq!(w.holder(Seat::North), Holder::Away);
    assert_eq!(
        w.host.connected(),
        1,
        "a guest whose seat a computer plays is still connected: a host waits for it"
    );
    // Every throw is everyone's: the idle guest's dice part is in each.
    let saved = Host::saved(&w.table).unwrap();
    let verified = saved.dice().unwrap().verify(saved.record()).unwrap();
    assert_eq!(verified.shared, verified.throws, "{verified:?}");
    assert!(verified.alone.is_empty());
    let (host, guests) = w.files();
    assert_eq!(host, guests[0], "the guest's copy is the host's game");
}

#[test]
fn a_turn_runs_out_at_its_limit_and_not_before() {
    let mut w = idle_north(2);
    // Play until the clock runs for North.
    while w.host.clock_runs_out().is_none() {
        w.turn();
        assert!(w.now < 60.0, "North's turn came");
    }
    let (seat, at) = w.host.clock_runs_out().unwrap();
    assert_eq!(seat, Seat::North);
    let step = Host::saved(&w.table).unwrap().record().throws.len()
        + Host::saved(&w.table).unwrap().record().moves.len();
    // Just before: nothing.
    let outcome = w.host.tick(&mut w.table, at - 0.01);
    assert!(outcome.ran_out.is_empty());
    w.route(outcome);
    let saved = Host::saved(&w.table).unwrap();
    assert_eq!(
        saved.record().throws.len() + saved.record().moves.len(),
        step
    );
    // At the limit: the computer acts for North.
    w.now = at;
    let outcome = w.host.tick(&mut w.table, at);
    assert_eq!(outcome.ran_out, [Seat::North]);
    w.route(outcome);
    for _ in 0..20 {
        w.turn();
    }
    let saved = Host::saved(&w.table).unwrap();
    assert!(
        saved.record().throws.len() + saved.record().moves.len() > step,
        "North's turn was played"
    );
}

#[test]
fn a_guest_who_says_it_is_back_plays_its_seats_again() {
    let mut w = idle_north(1);
    while w.holder(Seat::North) != Holder::Away {
        w.turn();
        assert!(w.now < 120.0, "the clock ran out three times");
    }
    w.deliver();
    assert!(
        w.guests[0].side.away(),
        "the guest sees a computer on its seat"
    );
    // The person comes back to the screen.
    w.guests[0].idle = false;
    let back = encode(&ToHost::Back);
    let peer = w.guests[0].peer.clone();
    w.to_host.push_back((peer, back));
    for _ in 0..400 {
        w.turn();
        if w.holder(Seat::North) != Holder::Away || w.over() {
            break;
        }
    }
    assert_eq!(
        w.holder(Seat::North),
        Holder::Guest { connected: true },
        "its seat is its own again"
    );
    assert!(!w.guests[0].side.away());
    let before = w.ran_out.len();
    w.play_out(200_000);
    assert_eq!(
        w.ran_out.len(),
        before,
        "a guest who plays is never timed out"
    );
}

/// The seats the clock timed in a game of South (the host's person) and North (a guest)
/// under `clock`, both playing at once.
fn timed_seats(clock: TurnClock) -> std::collections::BTreeSet<Seat> {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Easy);
    let outcome = w.host.set_turn_clock(&w.table, clock, w.now);
    w.route(outcome);
    let mut timed = std::collections::BTreeSet::new();
    while !w.over() {
        w.turn();
        timed.extend(w.host.clock_runs_out().map(|(s, _)| s));
        assert!(w.now < 3_600.0, "the game ended");
    }
    assert!(w.ran_out.is_empty(), "nobody who plays at once runs out");
    timed
}

#[test]
fn nobody_at_the_host_is_timed_unless_the_host_asks() {
    let guests_only = TurnClock::for_guests(30).unwrap();
    assert_eq!(
        timed_seats(guests_only),
        [Seat::North].into(),
        "only the guest's seat is timed"
    );
    let everyone = TurnClock::Limit {
        seconds: 30,
        host_people: true,
    };
    assert_eq!(timed_seats(everyone), [Seat::South, Seat::North].into());
}

#[test]
fn guests_are_told_the_clock_and_count_it_down_themselves() {
    let mut w = idle_north(5);
    for _ in 0..40 {
        w.turn();
    }
    let guest = &w.guests[0];
    assert_eq!(guest.side.turn_clock(), TurnClock::for_guests(5).unwrap());
    // Whenever the host times North's turn, the guest does too, within what the
    // messages took (a tick here).
    let mut both = 0;
    for _ in 0..400 {
        w.turn();
        let host = w.host.clock_runs_out();
        let guest = w.guests[0].side.clock_runs_out();
        if let (Some((hs, hat)), Some((gs, gat))) = (host, guest) {
            assert_eq!(hs, gs);
            assert!((hat - gat).abs() <= 0.1, "host {hat}, guest {gat}");
            both += 1;
        }
    }
    assert!(both > 0, "the guest's clock ran with the host's");
}

#[test]
fn a_wild_clock_from_the_wire_is_brought_within_limits() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Easy);
    w.deliver();
    let wild = ToGuest::Clock(TurnClock::Limit {
        seconds: u16::MAX,
        host_people: false,
    });
    let g = &mut w.guests[0];
    g.side.receive(&mut g.table, &encode(&wild), 0.0).unwrap();
    assert_eq!(g.side.turn_clock().seconds(), Some(3600.0));
}

#[test]
fn a_guest_saying_it_is_back_again_and_again_changes_nothing() {
    let mut w = idle_north(2);
    w.guests[0].idle = false;
    for _ in 0..200 {
        w.turn();
    }
    let peer = w.guests[0].peer.clone();
    // A hundred at once: read and let go (a guest at its screen has nothing to come back
    // to), none refused, its seat and connection as they were.
    for _ in 0..100 {
        w.to_host.push_back((peer.clone(), encode(&ToHost::Back)));
    }
    w.deliver();
    assert_eq!(w.refusals, 0);
    assert!(w.guests[0].connected);
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: true });
    w.play_out(200_000);
    assert!(w.ran_out.is_empty(), "nobody was away");
    let (host, guests) = w.files();
    assert_eq!(host, guests[0]);
}

#[test]
fn a_flood_of_backs_is_closed_like_any_flood() {
    let mut w = idle_north(2);
    w.guests[0].idle = false;
    for _ in 0..200 {
        w.turn();
    }
    let peer = w.guests[0].peer.clone();
    for _ in 0..10_000 {
        w.to_host.push_back((peer.clone(), encode(&ToHost::Back)));
    }
    w.deliver();
    assert!(
        !w.guests[0].connected,
        "past the rate a connection may send, the host closes it"
    );
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: false });
}
