//! A cheating host, as a strict test double: the real host and a real guest wired in
//! memory (every message through the same bytes as on the wire), with the host's side
//! rewriting what it sends the way a host that wanted other dice would. Each forgery
//! is well formed and, where it can be, checks out by itself; only what the honest guest
//! accepted before gives it away. The guest stops with the dice error naming the throw,
//! applies nothing of the forgery, and its copy stays as it was.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "cheating_host/cowries.rs"]
mod cowries;

use common::Wired;
use dhayam_ai::Level;
use dhayam_core::fair::{Absence, Absent, DiceLedger, Digest, Made, Part, throw_from};
use dhayam_core::{
    Action, GameRecord, Phase, RecordedGame, Seat, Setup, Throw, ThrowKind, Variant,
};
use dhayam_net::protocol::{MAX_TO_GUEST, MAX_TO_HOST, decode, encode};
use dhayam_net::{DiceFault, GuestError, GuestOutcome, Host, ToGuest, ToHost, position_hash};
use dhayam_store::SavedGame;

/// South is the host's (a computer plays it), North the guest's.
fn table() -> Wired {
    table_on(Variant::Dhayam)
}

/// The same on `variant`'s board.
fn table_on(variant: Variant) -> Wired {
    let setup = Setup::new([Seat::South, Seat::North]).with_variant(variant);
    common::wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Medium)
}

/// A message on its way, as the cheater sees it.
enum Seen {
    ToHost(ToHost),
    ToGuest(ToGuest),
}

/// Delivers what is in flight, in order, until `stop` picks a message: that one is kept
/// back and given to the cheater.
fn deliver_until(w: &mut Wired, stop: &mut impl FnMut(&Wired, &Seen) -> bool) -> Option<Seen> {
    loop {
        if let Some((peer, bytes)) = w.to_host.pop_front() {
            let seen = Seen::ToHost(decode(&bytes, MAX_TO_HOST).unwrap());
            if stop(w, &seen) {
                return Some(seen);
            }
            let outcome = w.host.receive(&mut w.table, &peer, &bytes, w.now);
            w.route(outcome);
        } else if let Some((peer, bytes)) = w.to_guest.pop_front() {
            let seen = Seen::ToGuest(decode(&bytes, MAX_TO_GUEST).unwrap());
            if stop(w, &seen) {
                return Some(seen);
            }
            let g = &mut w.guests[0];
            let outcome = g.side.receive(&mut g.table, &bytes, w.now).unwrap();
            for message in outcome.out {
                w.to_host.push_back((peer.clone(), encode(&message)));
            }
        } else {
            return None;
        }
    }
}

/// Plays honestly until `stop` picks a message in flight.
fn play_until(w: &mut Wired, mut stop: impl FnMut(&Wired, &Seen) -> bool) -> Seen {
    for _ in 0..100_000 {
        if let Some(seen) = deliver_until(w, &mut stop) {
            return seen;
        }
        assert!(!w.over(), "the game ended first");
        w.turn();
    }
    panic!("never seen");
}

/// The guest's throws so far.
fn guest_throws(w: &Wired) -> usize {
    w.guests[0]
        .table
        .session()
        .map_or(0, |s| s.saved().record().throws.len())
}

/// The guest's copy, as a game file.
fn copy(w: &Wired) -> String {
    w.guests[0]
        .table
        .session()
        .unwrap()
        .saved()
        .to_ron()
        .unwrap()
}

/// The guest's copy: its record and its dice ledger.
fn copy_parts(w: &Wired) -> (GameRecord, DiceLedger) {
    let saved = w.guests[0].table.session().unwrap().saved();
    (saved.record().clone(), saved.dice().unwrap().clone())
}

/// Sends the guest `message` as the host would.
fn send(w: &mut Wired, message: &ToGuest) -> GuestOutcome {
    let g = &mut w.guests[0];
    g.side
        .receive(&mut g.table, &encode(message), w.now)
        .unwrap()
}

/// The next throw made of the host's part alone (the guest named away), as its chain
/// makes it: by itself, a throw that checks out.
fn hosts_alone(ledger: &DiceLedger) -> Made {
    let throw = ledger.throws.len() as u32;
    let link = common::host_chain(&ledger.table).link_for(throw).unwrap();
    Made {
        parts: vec![Part { by: 0, link }],
        without: vec![Absent {
            by: 1,
            why: Absence::Away,
        }],
        alone: true,
    }
}

/// `ledger` and `record` with the next throw made of `made`.
fn push_throw(record: &mut GameRecord, ledger: &mut DiceLedger, made: Made) -> Throw {
    let throw = throw_from(
        ThrowKind::LongDice,
        &ledger.game_id(),
        ledger.throws.len() as u32,
        &made.parts,
    );
    record.throws.push(throw);
    ledger.throws.push(made);
    throw
}

/// A whole game with the host's players around `record` and `ledger`.
fn game_text(w: &Wired, record: GameRecord, ledger: DiceLedger) -> String {
    let hosts = Host::saved(&w.table).unwrap();
    let game = RecordedGame::from_record(record).unwrap();
    SavedGame::with_start(game, hosts.players().to_vec(), false, hosts.started())
        .unwrap()
        .with_dice(Some(ledger))
        .to_ron()
        .unwrap()
}

/// What the host's step would be for `throw` on the guest's copy.
fn step_for(w: &Wired, throw: Throw, made: Made) -> ToGuest {
    let session = w.guests[0].table.session().unwrap();
    let seat = session.seat_to_act().unwrap();
    let mut after = session.saved().game().clone();
    after.throw(throw).unwrap();
    ToGuest::Step {
        step: session.step() as u32,
        action: Action::Throw(seat, throw),
        made,
        hash: position_hash(after.game()),
    }
}

/// The guest stopped with the dice error at `throw` for `why`, applied nothing and kept
/// the evidence: what was sent, and its copy as it was (`before`).
fn assert_refused(w: &Wired, outcome: &GuestOutcome, throw: u32, why: DiceFault, before: &str) {
    let error = GuestError::DiceDoNotCheckOut { throw, why };
    assert_eq!(w.guests[0].side.stopped(), Some(&error));
    assert!(
        error.to_string().contains(&format!("throw {}:", throw + 1)),
        "{error}"
    );
    assert!(outcome.out.is_empty(), "nothing sent: {:?}", outcome.out);
    assert!(outcome.effects.is_empty(), "nothing shown");
    assert_eq!(copy(w), before, "the copy is unchanged");
    let evidence = w.guests[0].side.evidence().unwrap();
    assert_eq!(evidence.accepted.as_deref(), Some(before));
    assert!(!evidence.sent.is_empty());
}

/// And it stays so: the rest of what the host sends changes nothing.
fn assert_stays(w: &mut Wired, before: &str) {
    for _ in 0..50 {
        w.turn();
    }
    assert_eq!(copy(w), before);
}

/// (a) The host sees the guest's part of a throw, keeps it back, and sends the throw
/// its own part makes alone, the guest named away. That throw is what its one part makes,
/// and the part is on the host's chain: a finished game's ledger would check out (as a
/// throw by the host alone). Only the guest knows it gave its part.
#[test]
fn a_throw_made_without_the_guests_part_after_seeing_it_is_refused() {
    let mut w = table();
    let seen = play_until(&mut w, |w, s| {
        matches!(s, Seen::ToHost(ToHost::Reveal { .. })) && guest_throws(w) >= 4
    });
    let Seen::ToHost(ToHost::Reveal { throw, .. }) = seen else {
        unreachable!()
    };
    let before = copy(&w);
    let (mut record, mut ledger) = copy_parts(&w);
    assert_eq!(throw as usize, record.throws.len());
    let made = hosts_alone(&ledger);
    let forged = push_throw(&mut record, &mut ledger, made.clone());
    // By itself the forgery checks out (as a throw by the host alone).
    assert_eq!(ledger.verify(&record).unwrap().alone, [throw as usize]);

    let step = step_for(&w, forged, made);
    let outcome = send(&mut w, &step);
    assert_refused(&w, &outcome, throw, DiceFault::MineLeftOut, &before);
    assert_stays(&mut w, &before);
}

/// (b) A throw step that is not what its parts make, or whose parts are repeated, of a
/// stranger, a link not on its chain, a contributor left out without a reason, or a
/// throw by the host alone not marked so.
#[test]
fn a_throw_its_parts_do_not_make_or_parts_that_do_not_check_are_refused() {
    type Forge = fn(Throw, &mut Made) -> Throw;
    let forgeries: [(Forge, DiceFault); 6] = [
        (|t, _| other(t), DiceFault::NotItsParts),
        (
            |t, made| {
                made.parts.push(made.parts[0]);
                t
            },
            DiceFault::Parts,
        ),
        (
            |t, made| {
                made.parts[0].by = 7;
                t
            },
            DiceFault::Parts,
        ),
        (
            |t, made| {
                made.parts[1].link = Digest([5; 32]);
                t
            },
            // The guest is contributor 1 (the host is 0): the second of the sorted parts.
            DiceFault::Link { by: 1 },
        ),
        (
            |t, made| {
                made.parts.truncate(1);
                t
            },
            DiceFault::Parts,
        ),
        (
            |t, made| {
                made.alone = true;
                t
            },
            DiceFault::Alone,
        ),
    ];
    for (forge, why) in forgeries {
        let mut w = table();
        let (step, seat, throw, mut made, hash) = a_throw_step_kept_back(&mut w);
        assert_eq!(made.parts.len(), 2, "the host's part and the guest's");
        made.parts.sort_by_key(|p| p.by);
        let index = guest_throws(&w) as u32;
        let before = copy(&w);
        let throw = forge(throw, &mut made);
        let message = ToGuest::Step {
            step,
            action: Action::Throw(seat, throw),
            made,
            hash,
        };
        let outcome = send(&mut w, &message);
        assert_refused(&w, &outcome, index, why, &before);
        assert_stays(&mut w, &before);
    }
}

/// Plays honestly until the host sends a throw step once the guest has three throws, and
/// keeps it back: its step number, seat, throw, parts and position hash.
fn a_throw_step_kept_back(w: &mut Wired) -> (u32, Seat, Throw, Made, Digest) {
    let seen = play_until(w, |w, s| {
        matches!(
            s,
            Seen::ToGuest(ToGuest::Step {
                action: Action::Throw(..),
                ..
            })
        ) && guest_throws(w) >= 3
    });
    let Seen::ToGuest(ToGuest::Step {
        step,
        action: Action::Throw(seat, throw),
        made,
        hash,
    }) = seen
    else {
        unreachable!()
    };
    (step, seat, throw, made, hash)
}

/// Another throw than `t`: the faces swapped round where they differ (the same value,
/// so a check of values alone would pass), else another face.
fn other(t: Throw) -> Throw {
    let [a, b] = t.faces();
    if a == b {
        Throw::from_faces((a + 1) % 4, b).unwrap()
    } else {
        Throw::from_faces(b, a).unwrap()
    }
}

/// (c) A whole game that takes back the last throw the guest accepted, as after the host
/// edited its autosave: remade from a new host chain, signed and consistent, so that the
/// forged ledger checks out by itself; and the plain rewind, the last throw dropped.
#[test]
fn a_whole_game_that_rewinds_a_throw_is_refused() {
    for remake in [true, false] {
        let mut w = table();
        let seen = play_until(&mut w, |w, s| {
            matches!(
                s,
                Seen::ToGuest(ToGuest::Step {
                    action: Action::Throw(..),
                    ..
                })
            ) && guest_throws(w) >= 4
        });
        let Seen::ToGuest(step) = seen else {
            unreachable!()
        };
        // The guest takes that throw; its copy ends on it.
        send(&mut w, &step);
        assert_eq!(w.guests[0].side.stopped(), None);
        let before = copy(&w);
        let (mut record, mut ledger) = copy_parts(&w);
        let last = record.throws.len() - 1;
        let expected_throw = if remake {
            // A new host chain from another secret, signed with the host's key (what a
            // host that edited its autosave's secret would send): its links are the
            // host's to choose again, so the chains are not the ones the guest accepted.
            let key = iroh::SecretKey::from_bytes(&common::HOST_IDENTITY);
            let chain = dhayam_net::DiceSecret::from_bytes([201; 32])
                .chain(&ledger.table, &dhayam_net::player_key(&key));
            ledger.contributors[0].commitment = dhayam_net::commitment(&key, &ledger.table, &chain);
            assert!(ledger.contributors[0].commitment.is_signed(&ledger.table));
            for (t, made) in ledger.throws.iter_mut().enumerate() {
                let host = made.parts.iter_mut().find(|p| p.by == 0).unwrap();
                host.link = chain.link_for(t as u32).unwrap();
            }
            guest_throws(&w)
        } else {
            record = record.prefix(last, record.moves.len());
            ledger.throws.truncate(last);
            last
        };
        let text = game_text(&w, record, ledger);
        let outcome = send(&mut w, &ToGuest::Game(text.clone()));
        assert_refused(
            &w,
            &outcome,
            expected_throw as u32,
            DiceFault::Rewound,
            &before,
        );
        assert_eq!(w.guests[0].side.evidence().unwrap().sent, text);
        assert_stays(&mut w, &before);
    }
}

/// (d) The host sees the guest's link for throw N, keeps it back, makes throw N of its
/// own part and sends that as a whole game (as after a restart); then it asks for the
/// guest's part under throw N + 1 before that game is taken. The guest gives nothing
/// early, and refuses the game: its link was left out.
#[test]
fn a_link_kept_back_and_a_call_out_of_turn_get_nothing() {
    let mut w = table();
    let seen = play_until(&mut w, |w, s| {
        matches!(s, Seen::ToHost(ToHost::Reveal { .. })) && guest_throws(w) >= 4
    });
    let Seen::ToHost(ToHost::Reveal { throw, .. }) = seen else {
        unreachable!()
    };
    let before = copy(&w);
    let (mut record, mut ledger) = copy_parts(&w);
    let made = hosts_alone(&ledger);
    push_throw(&mut record, &mut ledger, made);
    assert!(ledger.verify(&record).is_ok(), "by itself it checks out");
    let text = game_text(&w, record, ledger);

    // Asked first under the next number, before the game: its copy is not there yet.
    let early = send(&mut w, &ToGuest::CallReveal { throw: throw + 1 });
    assert!(
        !early.out.iter().any(|m| matches!(m, ToHost::Reveal { .. })),
        "{:?}",
        early.out
    );
    let outcome = send(&mut w, &ToGuest::Game(text));
    assert_refused(&w, &outcome, throw, DiceFault::MineLeftOut, &before);
    let again = send(&mut w, &ToGuest::CallReveal { throw: throw + 1 });
    assert!(again.out.is_empty(), "{:?}", again.out);
    assert_stays(&mut w, &before);
}

/// The game the guest's copy makes with one more throw, of the host's part alone.
fn with_a_hosts_throw(w: &Wired) -> String {
    let (mut record, mut ledger) = copy_parts(w);
    let made = hosts_alone(&ledger);
    push_throw(&mut record, &mut ledger, made);
    assert!(ledger.verify(&record).is_ok(), "by itself it checks out");
    // Played on to the next throw (the first legal move each time), as a host would.
    let mut game = RecordedGame::from_record(record).unwrap();
    while let Phase::AwaitingMove(_) = game.game().phase() {
        let mv = game.game().legal_move_slice()[0];
        game.play(mv).unwrap();
    }
    game_text(w, game.record().clone(), ledger)
}

/// A link sent as the connection dropped may never have reached the host: a whole game
/// on the next connection whose throw was made without it is taken, once in a game; a
/// host that has it happen a second time (a host that drops the connection whenever it
/// dislikes the throw it would make) is refused, and the guest stops.
#[test]
fn a_link_lost_with_the_connection_is_forgiven_once_and_never_twice() {
    let mut w = table();
    let seen = play_until(&mut w, |w, s| {
        matches!(s, Seen::ToHost(ToHost::Reveal { .. })) && guest_throws(w) >= 4
    });
    let Seen::ToHost(ToHost::Reveal { throw, .. }) = seen else {
        unreachable!()
    };
    // The connection drops; on the next one the host's game has the throw without it.
    let g = &mut w.guests[0];
    g.side.connected(&g.table);
    let game = with_a_hosts_throw(&w);
    assert!(send(&mut w, &ToGuest::Game(game)).out.is_empty());
    assert_eq!(w.guests[0].side.stopped(), None);
    assert_eq!(guest_throws(&w), throw as usize + 1, "the game is taken");
    let missed = w.guests[0].side.take_missed().unwrap();
    assert_eq!(
        (missed.throws, missed.alone),
        (1, 1),
        "and the player is told"
    );

    // Its link for the next throw is that throw's own.
    let next = send(&mut w, &ToGuest::CallReveal { throw: throw + 1 });
    let [ToHost::Reveal { throw: t, link }] = next.out.as_slice() else {
        panic!("one link for the next throw: {:?}", next.out)
    };
    assert_eq!(*t, throw + 1);
    let (_, ledger) = copy_parts(&w);
    assert!(ledger.link_checks(1, throw + 1, link));

    // The same again: refused.
    let g = &mut w.guests[0];
    g.side.connected(&g.table);
    let before = copy(&w);
    let game = with_a_hosts_throw(&w);
    let outcome = send(&mut w, &ToGuest::Game(game));
    assert_refused(&w, &outcome, throw + 1, DiceFault::MineLeftOut, &before);
}

/// The host names another contributor as this guest (one whose commitments it holds
/// itself): the next whole game is refused, since that contributor's chain is not the
/// guest's.
#[test]
fn a_host_that_names_the_guest_as_someone_else_in_the_ledger_is_refused() {
    let mut w = table();
    play_until(&mut w, |w, _| guest_throws(w) >= 3);
    w.deliver();
    let before = copy(&w);
    let welcome = ToGuest::Welcome {
        protocol: dhayam_net::PROTOCOL_VERSION,
        seats: vec![Seat::North],
        contributor: 0,
    };
    assert!(send(&mut w, &welcome).out.is_empty());
    let game = Host::saved(&w.table).unwrap().to_ron().unwrap();
    let outcome = send(&mut w, &ToGuest::Game(game));
    let next = guest_throws(&w) as u32;
    assert_refused(&w, &outcome, next, DiceFault::NotMine, &before);
}

/// The honest host still plays whole games with a guest that checks every throw.
#[test]
fn an_honest_host_plays_a_whole_game_with_a_guest_that_checks() {
    let mut w = table();
    w.play_out(100_000);
    assert_eq!(w.guests[0].side.stopped(), None);
    let (host, guests) = w.files();
    assert_eq!(guests[0], host);
}
