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
    assert_eq!(ledger.verify(saved.record()), Ok(()));
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
        ledger.throws.iter().all(|parts| parts.len() == 4),
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
    let north = lobby.iter().find(|v| v.seat == Seat::North).unwrap();
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
        first: common::secret(1).commitment(0),
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

    let mut guest = dhayam_net::Guest::new("Old", vec![], common::secret(3));
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
