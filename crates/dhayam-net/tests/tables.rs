//! Whole games between a host and guests (in memory, through the wire format): every copy
//! ends identical, every throw checks out, and a dropped guest comes back to its seat.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_ai::Level;
use dhayam_core::{Preset, Seat, Setup};
use dhayam_net::{GuestError, Holder, Host, PROTOCOL_VERSION, Refusal, ToHost};
use dhayam_store::SavedGame;

use common::wired;

fn check_identical_and_fair(w: &common::Wired, contributors: usize) {
    let (host, guests) = w.files();
    for (i, guest) in guests.iter().enumerate() {
        assert_eq!(*guest, host, "guest {i}'s copy differs from the host's");
    }
    let saved = SavedGame::from_ron(host.as_bytes()).unwrap();
    assert!(saved.is_finished());
    let ledger = saved.dice().expect("a network game keeps its dice ledger");
    assert_eq!(ledger.contributors.len(), contributors);
    ledger.verify(saved.record()).unwrap();
}

#[test]
fn four_players_on_four_computers_end_with_one_identical_fair_game() {
    let setup = Setup::new(Seat::ALL);
    let remote = [Seat::East, Seat::North, Seat::West];
    let mut w = wired(
        &setup,
        &remote,
        &[vec![Seat::East], vec![Seat::North], vec![Seat::West]],
        Level::Medium,
    );
    w.play_out(200_000);
    assert_eq!(w.refusals, 0, "nobody sent anything out of place");
    check_identical_and_fair(&w, 4);
    let saved = Host::saved(&w.table).unwrap();
    let ledger = saved.dice().unwrap();
    assert!(
        ledger.throws.iter().all(|made| made.parts.len() == 4),
        "every throw has a part from each of the four computers"
    );
    for seat in remote {
        assert_eq!(
            saved.player(seat).unwrap().kind,
            dhayam_store::PlayerKind::Remote
        );
    }
}

#[test]
fn two_opposite_with_traditional_rules_and_a_guest_holding_two_seats() {
    let traditional =
        Setup::new([Seat::South, Seat::North]).with_rules(Preset::Traditional.rules());
    let mut w = wired(&traditional, &[Seat::North], &[vec![]], Level::Easy);
    w.play_out(200_000);
    check_identical_and_fair(&w, 2);
    assert_eq!(
        w.guests[0].side.seats(),
        [Seat::North],
        "the first open seat"
    );

    let three = Setup::new([Seat::South, Seat::East, Seat::North]);
    let mut w = wired(
        &three,
        &[Seat::East, Seat::North],
        &[vec![Seat::North, Seat::East]],
        Level::Easy,
    );
    w.play_out(200_000);
    check_identical_and_fair(&w, 2);
    assert_eq!(w.guests[0].side.seats(), [Seat::East, Seat::North]);
}

#[test]
fn a_dropped_guest_keeps_its_seat_and_rejoins_at_the_current_position() {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    let mut w = wired(
        &setup,
        &[Seat::East, Seat::North],
        &[vec![Seat::East], vec![Seat::North]],
        Level::Easy,
    );
    for _ in 0..300 {
        w.turn();
    }
    let before = Host::saved(&w.table).unwrap().record().throws.len();
    assert!(before > 5, "the game is under way");
    w.drop_guest(1);
    let lobby = w.host.lobby();
    let north = lobby.seat(Seat::North).unwrap();
    assert_eq!(north.holder, Holder::Guest { connected: false });
    // The game waits for North's turn; throws go on without its part meanwhile.
    for _ in 0..200 {
        w.turn();
    }
    // It comes back with the same key and secret: same seat, same place in the ledger.
    w.connect(1);
    w.play_out(200_000);
    assert_eq!(w.guests[1].side.seats(), [Seat::North]);
    check_identical_and_fair(&w, 3);
}

#[test]
fn a_guest_of_another_version_is_told_and_closed_on_both_sides() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[], Level::Easy);
    let hello = ToHost::Hello {
        protocol: PROTOCOL_VERSION + 1,
        name: "Future".to_owned(),
        seats: vec![],
    };
    let outcome = w.host.receive(
        &mut w.table,
        &"future".to_owned(),
        &dhayam_net::protocol::encode(&hello),
        0.0,
    );
    assert_eq!(
        outcome.refused,
        [(
            "future".to_owned(),
            Refusal::Version {
                host: PROTOCOL_VERSION
            }
        )]
    );
    assert!(
        outcome
            .out
            .contains(&dhayam_net::Out::Close("future".to_owned()))
    );
    assert_eq!(w.host.open_seats(), [Seat::North], "nothing was taken");

    let mut guest = common::guest("Old", vec![], 3);
    let mut table = dhayam_table::Table::networked(common::quick());
    let welcome = dhayam_net::ToGuest::Welcome {
        protocol: PROTOCOL_VERSION + 1,
        seats: vec![Seat::North],
        contributor: 1,
    };
    guest
        .receive(&mut table, &dhayam_net::protocol::encode(&welcome), 0.0)
        .unwrap();
    assert_eq!(
        guest.stopped(),
        Some(&GuestError::Version {
            host: PROTOCOL_VERSION + 1
        })
    );
}

/// Throws of many network games, against the exact odds of two long dice (chi-square
/// over the seven values, 1% critical value for 6 degrees of freedom: 16.81).
#[test]
fn network_throws_have_the_exact_odds() {
    let mut counts = [0u32; 7];
    for game in 0..12u8 {
        let setup = Setup::new([Seat::South, Seat::North]);
        let mut w = wired(&setup, &[Seat::North], &[vec![]], Level::Easy);
        // Different secrets per game.
        w.guests[0].side = dhayam_net::Guest::new(
            "Guest",
            vec![],
            common::secret(game.wrapping_mul(7).wrapping_add(50)),
            common::identity(1),
        );
        w.to_host.clear();
        w.connect(0);
        w.play_out(200_000);
        for throw in &Host::saved(&w.table).unwrap().record().throws {
            counts[throw.slot()] += 1;
        }
    }
    let n: u32 = counts.iter().sum();
    assert!(n > 1_000, "{n} throws");
    let odds = dhayam_core::throw::ODDS_IN_16;
    let chi: f64 = counts
        .iter()
        .zip(odds)
        .map(|(&c, o)| {
            let expected = f64::from(n) * f64::from(o) / 16.0;
            (f64::from(c) - expected).powi(2) / expected
        })
        .sum();
    assert!(chi < 16.81, "chi-square {chi:.1} over {counts:?}");
}

/// Whether the host's own seat (South) is to throw.
fn host_to_throw(w: &common::Wired) -> bool {
    let session = w.table.session().unwrap();
    session.seat_to_act() == Some(Seat::South)
        && matches!(session.game().phase(), dhayam_core::Phase::AwaitingThrow(_))
}

#[test]
fn a_guest_who_leaves_mid_throw_is_not_waited_for() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Easy);
    for _ in 0..100 {
        w.turn();
    }
    // When the host is next to throw, the guest goes quiet (it hears the host but
    // answers nothing): the host's throw waits for its part.
    let mut rounds = 0;
    while !host_to_throw(&w) {
        rounds += 1;
        assert!(rounds < 10_000, "the host never came to throw");
        w.turn();
    }
    w.guests[0].silent = true;
    while !w.host.held_up().is_some_and(|h| h.connected) {
        rounds += 1;
        assert!(
            rounds < 10_000,
            "the host's throw never waited for the guest"
        );
        w.turn();
    }
    assert!(
        host_to_throw(&w),
        "waiting for the guest's part of the host's throw"
    );
    let throws = Host::saved(&w.table).unwrap().record().throws.len();
    for _ in 0..20 {
        w.turn();
    }
    assert_eq!(
        Host::saved(&w.table).unwrap().record().throws.len(),
        throws,
        "the throw waits for the silent guest's part"
    );

    w.leave(0);
    assert!(
        !w.guests[0].connected,
        "the host closed the guest's connection"
    );
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: false });
    assert_eq!(w.refusals, 0, "a seated guest's leave is no refusal");
    // Nobody but the host is left for the throw: it waits for the host's choice.
    assert_eq!(
        Host::saved(&w.table).unwrap().record().throws.len(),
        throws,
        "a throw of the host's alone waits"
    );
    assert!(w.host.waits_alone());
    let outcome = w.host.go_on_alone(&mut w.table, w.now);
    w.route(outcome);
    assert!(!w.host.waits_alone());
    let saved = Host::saved(&w.table).unwrap();
    assert_eq!(
        saved.record().throws.len(),
        throws + 1,
        "the throw went ahead once the host chose to, without the guest"
    );
    let made = saved.dice().unwrap().throws.last().unwrap();
    assert_eq!(made.parts.len(), 1, "only the host's part: {made:?}");
    assert_eq!(made.parts[0].by, 0);
    assert!(made.alone, "marked as the host's alone");
    assert_eq!(
        made.without,
        [dhayam_core::fair::Absent {
            by: 1,
            why: dhayam_core::fair::Absence::Away
        }]
    );
    // The game waits for the guest's seat until a computer plays it; then it ends.
    let held = w.host.held_up();
    let peer = w.guests[0].peer.clone();
    if let Some(held) = &held {
        assert_eq!(held.peer, peer);
        assert!(!held.connected, "named as gone, not as silent");
    }
    let outcome = w.host.hand_over(&mut w.table, &peer, Level::Easy, w.now);
    w.route(outcome);
    w.play_out(200_000);
    let saved = Host::saved(&w.table).unwrap();
    saved.dice().unwrap().verify(saved.record()).unwrap();
}

#[test]
fn a_leave_before_the_hello_is_refused_once_and_closed() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[], Level::Easy);
    let stranger = "stranger".to_owned();
    let leave = dhayam_net::protocol::encode(&ToHost::Leave);
    let outcome = w.host.receive(&mut w.table, &stranger, &leave, 0.0);
    assert_eq!(outcome.refused, [(stranger.clone(), Refusal::NotSeated)]);
    assert_eq!(
        outcome.out,
        [
            dhayam_net::Out::To(
                stranger.clone(),
                dhayam_net::ToGuest::Refused(Refusal::NotSeated)
            ),
            dhayam_net::Out::Close(stranger),
        ],
        "told once, then closed"
    );
    assert_eq!(w.host.open_seats(), [Seat::North], "nothing was taken");
    assert!(
        w.host
            .lobby()
            .seats
            .iter()
            .all(|v| v.holder != Holder::Guest { connected: false })
    );
}

#[test]
fn a_guest_who_left_says_hello_again_and_has_its_seats_back() {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    let mut w = wired(
        &setup,
        &[Seat::East, Seat::North],
        &[vec![Seat::East], vec![Seat::North]],
        Level::Easy,
    );
    for _ in 0..300 {
        w.turn();
    }
    assert!(Host::saved(&w.table).unwrap().record().throws.len() > 5);
    w.leave(1);
    assert!(!w.guests[1].connected);
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: false });
    assert_eq!(w.holder(Seat::East), Holder::Guest { connected: true });
    for _ in 0..200 {
        w.turn();
    }
    w.connect(1);
    w.deliver();
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: true });
    w.play_out(200_000);
    assert_eq!(
        w.guests[1].side.seats(),
        [Seat::North],
        "the same seat back"
    );
    // The same place in the dice ledger: still three contributors.
    check_identical_and_fair(&w, 3);
    assert_eq!(w.refusals, 0);
}
