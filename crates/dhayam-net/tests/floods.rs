//! A host that holds up under floods (in memory, through the wire format): garbage and
//! whole-game requests by the thousand, strangers, a returning computer with another dice
//! secret, and a wish sent twice during a throw. Each ends in a close or a clear stop
//! after a bounded number of messages, never a save, never a loop, and the game goes on.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_ai::Level;
use dhayam_core::{Phase, Seat};
use dhayam_net::protocol::encode;
use dhayam_net::{Guest, GuestError, Host, Out, PeerId, Refusal, ToGuest, ToHost};
use dhayam_store::SavedGame;
use dhayam_table::Table;

use common::{Wired, three_players};

fn check_identical_and_fair(w: &Wired) {
    let (host, guests) = w.files();
    for (i, guest) in guests.iter().enumerate() {
        assert_eq!(*guest, host, "guest {i}'s copy differs from the host's");
    }
    let saved = SavedGame::from_ron(host.as_bytes()).unwrap();
    assert!(saved.is_finished());
    saved.dice().unwrap().verify(saved.record()).unwrap();
}

/// What the host sent `peer` in `outcome`.
fn sent_to<'a>(
    outcome: &'a dhayam_net::Outcome,
    peer: &'a str,
) -> impl Iterator<Item = &'a ToGuest> {
    outcome.out.iter().filter_map(move |out| match out {
        Out::To(p, message) if p == peer => Some(message),
        _ => None,
    })
}

fn closes(outcome: &dhayam_net::Outcome, peer: &str) -> bool {
    outcome
        .out
        .iter()
        .any(|o| *o == Out::Close(peer.to_owned()))
}

/// 10,000 frames that are not messages, from a seated guest: none makes the table change
/// (so none is saved), 32 are refused, then the connection is told why and closed and
/// nothing more is read. The guest dials again and the game ends identical and fair.
#[test]
fn a_garbage_flood_changes_nothing_and_ends_in_a_close() {
    let mut w = three_players();
    for _ in 0..80 {
        w.turn();
    }
    w.deliver();
    let peer = w.guests[1].peer.clone();
    let before = Host::saved(&w.table).unwrap().clone();
    let (mut changed, mut refused, mut answered, mut closed_at) = (0, 0, 0, None);
    // All 10,000 are read off the connection before the link carries out the close.
    let mut close = None;
    for i in 0..10_000 {
        let garbage = vec![0xFF, (i % 251) as u8, b'{', b'['];
        let outcome = w.host.receive(&mut w.table, &peer, &garbage, w.now);
        changed += usize::from(outcome.changed);
        refused += outcome.refused.len();
        answered += sent_to(&outcome, &peer).count();
        if closes(&outcome, &peer) {
            assert!(closed_at.is_none(), "closed once");
            closed_at = Some(i);
            assert_eq!(
                sent_to(&outcome, &peer).last(),
                Some(&ToGuest::Refused(Refusal::TooMany)),
                "told why"
            );
            close = Some(outcome);
        }
    }
    w.route(close.unwrap());
    assert_eq!(changed, 0, "no garbage changed the table (nothing to save)");
    assert_eq!(closed_at, Some(31), "closed at the 32nd refusal in a row");
    assert_eq!(refused, 32);
    assert_eq!(
        answered, 33,
        "32 refusals and why it is closed; nothing after"
    );
    assert_eq!(
        Host::saved(&w.table).unwrap(),
        &before,
        "the game untouched"
    );
    // The connection is gone; the guest dials again and plays on.
    w.connect(1);
    w.play_out(200_000);
    check_identical_and_fair(&w);
}

/// 10,000 requests for the whole game at one step get one game; the rest are dropped
/// unanswered, and once the guest sends faster than the rate allows for long enough it
/// is closed. Over a whole game, a guest asking at every turn gets at most one game per
/// step.
#[test]
fn a_resync_storm_gets_at_most_one_game_per_step() {
    let mut w = three_players();
    for _ in 0..80 {
        w.turn();
    }
    w.deliver();
    let peer = w.guests[1].peer.clone();
    let resync = encode(&ToHost::Resync);
    let mut games = 0;
    let mut closed = false;
    for _ in 0..10_000 {
        let outcome = w.host.receive(&mut w.table, &peer, &resync, w.now);
        assert!(!outcome.changed);
        games += sent_to(&outcome, &peer)
            .filter(|m| matches!(m, ToGuest::Game(_)))
            .count();
        if closes(&outcome, &peer) {
            assert!(!closed, "closed once");
            closed = true;
        }
    }
    assert_eq!(games, 1, "one game for one step");
    assert!(closed, "a flood faster than the rate is closed");

    // A guest that asks again at every turn of a whole game (its honest copy ignores
    // the games it did not ask for): never two games at one step.
    let mut w = three_players();
    let east = w.guests[0].peer.clone();
    let mut games_at: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    for _ in 0..200_000 {
        if w.over() {
            break;
        }
        w.deliver();
        if let Some(step) = w.table.session().map(dhayam_table::Session::step) {
            let outcome = w.host.receive(&mut w.table, &east, &resync, w.now);
            let n = sent_to(&outcome, &east)
                .filter(|m| matches!(m, ToGuest::Game(_)))
                .count();
            *games_at.entry(step).or_default() += n;
            assert!(
                !closes(&outcome, &east),
                "one request a turn is within the rate"
            );
        }
        w.turn();
    }
    assert!(w.over(), "the game ended");
    assert!(
        games_at.values().all(|&n| n <= 1),
        "at most one game per step"
    );
}

/// A message before the hello, and a hello when no seat is open: refused and closed at
/// once.
#[test]
fn not_seated_and_no_seat_close_at_once() {
    let mut w = three_players();
    w.deliver();
    let stranger: PeerId = "stranger".to_owned();
    let want = encode(&ToHost::Want {
        seat: Seat::East,
        step: 0,
        play: None,
    });
    let outcome = w.host.receive(&mut w.table, &stranger, &want, w.now);
    assert_eq!(outcome.refused, [(stranger.clone(), Refusal::NotSeated)]);
    assert!(closes(&outcome, &stranger));
    assert!(!outcome.changed);
    // Until the link says it is gone, nothing more from it is read.
    let again = w.host.receive(&mut w.table, &stranger, &want, w.now);
    assert!(again.out.is_empty() && again.refused.is_empty());
    w.host.disconnected(&mut w.table, &stranger, w.now);

    let hello = encode(&common::guest("Late", vec![], 90).hello());
    let outcome = w.host.receive(&mut w.table, &stranger, &hello, w.now);
    assert_eq!(outcome.refused, [(stranger.clone(), Refusal::NoSeat)]);
    assert!(closes(&outcome, &stranger));
    assert!(!outcome.changed, "a refused hello is not saved");
}

/// A guest comes back with the same network key but a new dice secret (it lost its saved
/// joined table and typed the code in again). The host refuses it with a reason and
/// closes; the guest stops with words a player understands; a handful of messages, no
/// loop. The host hands the seat to a computer and the game ends.
#[test]
fn a_returning_key_with_another_secret_is_told_so_on_both_sides() {
    let mut w = three_players();
    for _ in 0..150 {
        w.turn();
    }
    w.drop_guest(1);
    w.guests[1].side = Guest::new(
        "Guest 2",
        vec![Seat::North],
        common::secret(77),
        common::identity(2),
    );
    w.guests[1].table = Table::networked(common::quick());
    let peer = w.guests[1].peer.clone();
    let carried = w.carried_by.get(&peer).copied().unwrap_or(0);
    let refusals = w.refusals;
    w.connect(1);
    for _ in 0..300 {
        w.turn();
    }
    assert_eq!(w.guests[1].side.stopped(), Some(&GuestError::OtherSecret));
    assert!(!w.guests[1].connected, "the host closed it");
    assert_eq!(w.refusals - refusals, 1, "refused once");
    let guest_messages = w.carried_by[&peer] - carried;
    assert!(
        guest_messages <= 4,
        "{guest_messages} messages (hello, refusal, and no more)"
    );
    let outcome = w.host.hand_over(&mut w.table, &peer, Level::Easy, w.now);
    w.route(outcome);
    for _ in 0..200_000 {
        if w.over() {
            break;
        }
        w.turn();
        assert_eq!(w.refusals - refusals, 1, "no more refusals");
    }
    assert!(w.over());
    let text = GuestError::OtherSecret.to_string();
    assert!(text.contains("another dice secret"), "{text}");
}

/// East asks to throw while North withholds its part; East is sent the game again and
/// its copy asks to throw once more. The host waits for North without a word to East:
/// no refusal, no loop, a bounded number of messages. North is handed to a computer and
/// the game ends identical and fair.
#[test]
fn a_wish_sent_twice_during_an_open_throw_waits_without_a_loop() {
    let mut w = three_players();
    for _ in 0..40 {
        w.turn();
    }
    let east = w.guests[0].peer.clone();
    let north = w.guests[1].peer.clone();
    // Until East is to throw; then North withholds its part of that throw.
    let east_to_throw = |w: &Wired| {
        let session = w.table.session().unwrap();
        session.seat_to_act() == Some(Seat::East)
            && matches!(session.game().phase(), Phase::AwaitingThrow(_))
    };
    for _ in 0..5_000 {
        if east_to_throw(&w) {
            break;
        }
        w.turn();
    }
    assert!(east_to_throw(&w), "East is to throw");
    w.guests[1].silent = true;
    for _ in 0..50 {
        w.turn();
    }
    assert!(east_to_throw(&w), "East's throw waits");
    assert_eq!(w.host.held_up().map(|h| h.peer), Some(north.clone()));
    w.deliver();
    let refusals = w.refusals;
    let carried = w.carried;
    // East is sent the whole game again: its copy asks to throw a second time.
    w.to_host.push_back((east.clone(), encode(&ToHost::Resync)));
    for _ in 0..500 {
        w.turn();
    }
    assert_eq!(w.refusals, refusals, "nothing refused");
    assert!(
        w.carried - carried < 20,
        "{} messages in 500 turns of waiting",
        w.carried - carried
    );
    let outcome = w.host.hand_over(&mut w.table, &north, Level::Easy, w.now);
    w.route(outcome);
    w.guests[1].silent = false;
    w.play_out(200_000);
    assert_eq!(w.refusals, refusals);
    let (host, guests) = w.files();
    assert_eq!(guests[0], host, "East's copy is the host's");
    let saved = SavedGame::from_ron(host.as_bytes()).unwrap();
    assert!(saved.is_finished());
}
