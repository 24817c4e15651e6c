//! A hostile guest: more than 10,000 messages that are garbage, too large, for a seat it
//! does not hold, out of turn, illegal, replayed, or of another protocol version. The host
//! refuses every one with a reason, never panics, and the game ends exactly as the same
//! seeded game without them. (With the limits of [`Limits::default`] the host would close
//! the guest after 32 refusals in a row; here they are lifted to see every kind refused
//! all game long. `floods.rs` tests the limits.)

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Move, Phase, Seat, Setup};
use dhayam_net::host::Limits;
use dhayam_net::protocol::{MAX_TO_HOST, encode};
use dhayam_net::{Host, Out, PROTOCOL_VERSION, ToHost};
use dhayam_table::Session;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt as _, SeedableRng as _};

const HOSTILE: usize = 10_500;

fn table() -> common::Wired {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    common::wired(
        &setup,
        &[Seat::East, Seat::North],
        &[vec![Seat::East], vec![Seat::North]],
        Level::Medium,
    )
}

/// One hostile message for the position the host is at, from guest 1 (North) or from a
/// stranger.
fn hostile(w: &common::Wired, rng: &mut Xoshiro256PlusPlus, sent: &[Vec<u8>]) -> (String, Vec<u8>) {
    let mallory = w.guests[1].peer.clone();
    let session: &Session = w.table.session().unwrap();
    let step = session.step() as u32;
    let north_to_move = session.seat_to_act() == Some(Seat::North)
        && matches!(session.game().phase(), Phase::AwaitingMove(_));
    let message = match rng.random_range(0..9u8) {
        0 => {
            let mut bytes: Vec<u8> = (0..rng.random_range(1..200))
                .map(|_| rng.random())
                .collect();
            bytes[0] = 0xFF; // never JSON
            bytes
        }
        1 => vec![b' '; MAX_TO_HOST + 1],
        2 => encode(&ToHost::Want {
            seat: Seat::South,
            step,
            play: None,
        }),
        3 => encode(&ToHost::Want {
            seat: Seat::North,
            step: step + 1 + rng.random_range(0..5u32),
            play: None,
        }),
        4 if north_to_move => {
            let legal = session.game().legal_moves();
            let bogus = (0..=12u8)
                .flat_map(|value| {
                    (0..4u8).map(move |pawn| Move {
                        value,
                        pawn,
                        from: None,
                        to: 7,
                    })
                })
                .find(|m| !legal.contains(m))
                .unwrap();
            encode(&ToHost::Want {
                seat: Seat::North,
                step,
                play: Some(bogus),
            })
        }
        5 if !sent.is_empty() => sent[rng.random_range(0..sent.len())].clone(),
        6 => {
            return (
                format!("stranger-{}", rng.random::<u16>()),
                encode(&ToHost::Hello {
                    protocol: PROTOCOL_VERSION + 1 + rng.random_range(0..3u32),
                    name: "\u{202e}evil\n".repeat(20),
                    seats: vec![Seat::South],
                }),
            );
        }
        7 => encode(&ToHost::Chain(dhayam_core::fair::Commitment {
            key: dhayam_core::fair::PlayerKey(rng.random()),
            head: Digest(rng.random()),
            links: dhayam_core::fair::CHAIN_LINKS,
            signature: dhayam_core::fair::Signature([rng.random(); 64]),
        })),
        _ => encode(&ToHost::Reveal {
            throw: rng.random_range(0..3000),
            link: Digest(rng.random()),
        }),
    };
    (mallory, message)
}

#[test]
fn ten_thousand_hostile_messages_change_nothing() {
    // The game as it goes without them.
    let mut calm = table();
    calm.play_out(200_000);
    let (reference, _) = calm.files();

    let mut w = table();
    w.host.set_limits(Limits {
        refusals_in_a_row: u32::MAX,
        burst: 1e12,
        per_second: 1e12,
        dropped_in_a_row: u32::MAX,
    });
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let mut sent = 0;
    let mut quiet_replays = 0;
    let mut replayable: Vec<Vec<u8>> = Vec::new();
    while !w.over() {
        w.deliver();
        if Host::started(&w.table) && sent < HOSTILE {
            for _ in 0..24 {
                let (peer, bytes) = hostile(&w, &mut rng, &replayable);
                let outcome = w.host.receive(&mut w.table, &peer, &bytes, w.now);
                // A replay of the wish that opened the throw being made is answered by
                // that throw's step: dropped without a word.
                let quiet = outcome.out.is_empty() && replayable.contains(&bytes);
                assert!(
                    outcome.refused.len() == 1 || quiet && outcome.refused.is_empty(),
                    "hostile message {sent} was refused exactly once"
                );
                assert!(!outcome.changed, "hostile message {sent} changed the table");
                // A stranger closed (another version) is gone once the link closed it.
                if outcome.out.contains(&Out::Close(peer.clone())) {
                    w.host.disconnected(&mut w.table, &peer, w.now);
                }
                quiet_replays += usize::from(quiet);
                // Mallory does not pass the refusals to its own honest copy.
                w.refusals += outcome.refused.len();
                sent += 1;
            }
        }
        w.turn();
        // Keep some of North's honest messages (delivered before any replay) to replay.
        for (peer, bytes) in &w.to_host {
            if *peer == w.guests[1].peer && replayable.len() < 500 {
                replayable.push(bytes.clone());
            }
        }
        assert!(w.now < 100_000.0, "the game did not end");
    }
    w.deliver();
    assert!(sent >= 10_000, "only {sent} hostile messages were sent");
    assert_eq!(
        w.refusals,
        sent - quiet_replays,
        "every hostile message, and nothing else, was refused"
    );
    assert!(quiet_replays < sent / 100, "{quiet_replays} quiet replays");
    let (host, guests) = w.files();
    let calm_record = Host::saved(&calm.table).unwrap().record().clone();
    let record = Host::saved(&w.table).unwrap().record().clone();
    let first_throw = calm_record
        .throws
        .iter()
        .zip(&record.throws)
        .position(|(a, b)| a != b);
    let first_move = calm_record
        .moves
        .iter()
        .zip(&record.moves)
        .position(|(a, b)| a != b);
    assert_eq!(
        (first_throw, first_move),
        (None, None),
        "the hostile messages changed the game"
    );
    assert_eq!(record, calm_record);
    // The files differ at most in when the game started.
    let started = |text: &str| {
        text.lines()
            .find(|l| l.contains("started"))
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        host.replace(&started(&host), ""),
        reference.replace(&started(&reference), "")
    );
    for guest in guests {
        assert_eq!(guest, host);
    }
}
