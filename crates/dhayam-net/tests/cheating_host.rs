//! A cheating host, as a strict test double: the real host and a real guest wired in
//! memory (every message through the same bytes as on the wire), with the host's side
//! rewriting what it sends the way a host that wanted other dice would. Each forgery
//! is well formed and, where it can be, checks out by itself; only what the honest guest
//! accepted before gives it away. The guest stops with the dice error naming the throw,
//! applies nothing of the forgery, and its copy stays as it was.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::Wired;
use dhayam_ai::Level;
use dhayam_core::fair::{DiceLedger, Part, commit, throw_from};
use dhayam_core::{Action, GameRecord, Phase, RecordedGame, Seat, Setup, Throw};
use dhayam_net::protocol::{MAX_TO_GUEST, MAX_TO_HOST, decode, encode};
use dhayam_net::{
    DiceFault, DiceSecret, GuestError, GuestOutcome, Host, ToGuest, ToHost, position_hash,
};
use dhayam_store::SavedGame;

/// The host's dice secret in `common::wired`, which the cheater knows.
fn hosts_secret() -> DiceSecret {
    common::secret(200)
}

/// South is the host's (a computer plays it), North the guest's.
fn table() -> Wired {
    let setup = Setup::new([Seat::South, Seat::North]);
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

/// The host's part of the next throw, as its secret makes it.
fn hosts_part(ledger: &DiceLedger) -> Part {
    let n = ledger.contributions(0);
    Part {
        by: 0,
        reveal: hosts_secret().reveal(n),
        next: hosts_secret().commitment(n + 1),
    }
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
fn step_for(w: &Wired, throw: Throw, parts: Vec<Part>) -> ToGuest {
    let session = w.guests[0].table.session().unwrap();
    let seat = session.seat_to_act().unwrap();
    let mut after = session.saved().game().clone();
    after.throw(throw).unwrap();
    ToGuest::Step {
        step: session.step() as u32,
        action: Action::Throw(seat, throw),
        parts,
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
/// its own part makes alone. That throw is what its one part makes, and the part matches
/// the host's commitment: a finished game's ledger would check out. Only the guest knows
/// it gave its part.
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
    let parts = vec![hosts_part(&ledger)];
    let forged = throw_from(&ledger.table, throw, &parts);
    // By itself the forgery checks out.
    record.throws.push(forged);
    ledger.throws.push(parts.clone());
    assert_eq!(ledger.verify(&record), Ok(()));

    let step = step_for(&w, forged, parts);
    let outcome = send(&mut w, &step);
    assert_refused(&w, &outcome, throw, DiceFault::MineLeftOut, &before);
    assert_stays(&mut w, &before);
}

/// (b) A throw step that is not what its parts make, or whose parts are repeated, of a
/// stranger, or reveal what was not committed.
#[test]
fn a_throw_its_parts_do_not_make_or_parts_that_do_not_check_are_refused() {
    type Forge = fn(Throw, &mut Vec<Part>) -> Throw;
    let forgeries: [(Forge, DiceFault); 4] = [
        (|t, _| other(t), DiceFault::NotItsParts),
        (
            |t, parts| {
                parts.push(parts[0]);
                t
            },
            DiceFault::Parts,
        ),
        (
            |t, parts| {
                parts[0].by = 7;
                t
            },
            DiceFault::Parts,
        ),
        (
            |t, parts| {
                parts[1].reveal = commit(&parts[1].reveal);
                t
            },
            // The guest is contributor 1 (the host is 0): the second of the sorted parts.
            DiceFault::Reveal { by: 1 },
        ),
    ];
    for (forge, why) in forgeries {
        let mut w = table();
        let seen = play_until(&mut w, |w, s| {
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
            mut parts,
            hash,
        }) = seen
        else {
            unreachable!()
        };
        assert_eq!(parts.len(), 2, "the host's part and the guest's");
        parts.sort_by_key(|p| p.by);
        let index = guest_throws(&w) as u32;
        let before = copy(&w);
        let throw = forge(throw, &mut parts);
        let message = ToGuest::Step {
            step,
            action: Action::Throw(seat, throw),
            parts,
            hash,
        };
        let outcome = send(&mut w, &message);
        assert_refused(&w, &outcome, index, why, &before);
        assert_stays(&mut w, &before);
    }
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
/// edited its autosave: the throw remade from a new host secret, with the host's
/// published commitment before it patched to match, so that the forged ledger checks
/// out by itself; and the plain rewind, the last throw dropped.
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
            let new = DiceSecret::from_bytes([201; 32]);
            let n = ledger.contributions(0) - 1;
            let reveal = new.reveal(n);
            // The host's commitment to this reveal was published with its part of the
            // throw before: patched.
            let previous = ledger.throws[last - 1].iter_mut().find(|p| p.by == 0);
            previous.unwrap().next = commit(&reveal);
            let mine = ledger.throws[last].iter_mut().find(|p| p.by == 0).unwrap();
            mine.reveal = reveal;
            mine.next = new.commitment(n + 1);
            record.throws[last] = throw_from(&ledger.table, last as u32, &ledger.throws[last]);
            assert_eq!(ledger.verify(&record), Ok(()), "by itself it checks out");
            last - 1
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

/// (d) The host sees the guest's part of throw N, keeps it back, makes throw N of its own
/// part and sends that as a whole game (as after a restart), then asks for the guest's
/// part again under throw N + 1: the guest gives nothing for either.
#[test]
fn a_reveal_asked_for_again_under_a_new_throw_number_is_never_given() {
    let mut w = table();
    let seen = play_until(&mut w, |w, s| {
        matches!(s, Seen::ToHost(ToHost::Reveal { .. })) && guest_throws(w) >= 4
    });
    let Seen::ToHost(ToHost::Reveal { throw, reveal, .. }) = seen else {
        unreachable!()
    };
    let before = copy(&w);
    let (mut record, mut ledger) = copy_parts(&w);
    let parts = vec![hosts_part(&ledger)];
    record.throws.push(throw_from(&ledger.table, throw, &parts));
    ledger.throws.push(parts);
    assert_eq!(ledger.verify(&record), Ok(()), "by itself it checks out");
    let text = game_text(&w, record, ledger);

    // Asked first under the new number, before the game: its copy is not there yet.
    let early = send(&mut w, &ToGuest::CallReveal { throw: throw + 1 });
    assert!(
        !early
            .out
            .iter()
            .any(|m| matches!(m, ToHost::Reveal { reveal: r, .. } if *r == reveal)),
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
    let parts = vec![hosts_part(&ledger)];
    let index = record.throws.len() as u32;
    record.throws.push(throw_from(&ledger.table, index, &parts));
    ledger.throws.push(parts);
    assert_eq!(ledger.verify(&record), Ok(()), "by itself it checks out");
    // Played on to the next throw (the first legal move each time), as a host would.
    let mut game = RecordedGame::from_record(record).unwrap();
    while let Phase::AwaitingMove(_) = game.game().phase() {
        let mv = game.game().legal_move_slice()[0];
        game.play(mv).unwrap();
    }
    game_text(w, game.record().clone(), ledger)
}

/// A reveal sent as the connection dropped may never have reached the host: a whole
/// game on the next connection whose throw was made without it is taken, and the reveal
/// goes to the next throw instead, once; a host that has it happen a second time in one
/// game (a host that drops the connection whenever it dislikes the throw it would make)
/// gets nothing, and the guest stops.
#[test]
fn a_reveal_lost_with_the_connection_goes_to_the_next_throw_once_and_never_twice() {
    let mut w = table();
    let seen = play_until(&mut w, |w, s| {
        matches!(s, Seen::ToHost(ToHost::Reveal { .. })) && guest_throws(w) >= 4
    });
    let Seen::ToHost(ToHost::Reveal { throw, reveal, .. }) = seen else {
        unreachable!()
    };
    // The connection drops; on the next one the host's game has the throw without it.
    let g = &mut w.guests[0];
    g.side.connected(&g.table);
    let game = with_a_hosts_throw(&w);
    assert!(send(&mut w, &ToGuest::Game(game)).out.is_empty());
    assert_eq!(w.guests[0].side.stopped(), None);
    assert_eq!(guest_throws(&w), throw as usize + 1, "the game is taken");

    let again = send(&mut w, &ToGuest::CallReveal { throw: throw + 1 });
    assert!(
        matches!(again.out.as_slice(), [ToHost::Reveal { throw: t, reveal: r, .. }]
            if *t == throw + 1 && *r == reveal),
        "the same reveal, once, for the next throw: {:?}",
        again.out
    );

    // The same again.
    let g = &mut w.guests[0];
    g.side.connected(&g.table);
    let before = {
        let game = with_a_hosts_throw(&w);
        assert!(send(&mut w, &ToGuest::Game(game)).out.is_empty());
        assert_eq!(w.guests[0].side.stopped(), None);
        copy(&w)
    };
    let last = send(&mut w, &ToGuest::CallReveal { throw: throw + 2 });
    assert_refused(&w, &last, throw + 2, DiceFault::AskedAgain, &before);
}

/// The host names another contributor as this guest (one whose commitments it holds
/// itself): the next whole game is refused, since that contributor's first commitment is
/// not the guest's.
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
