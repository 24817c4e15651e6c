//! Who may play (in memory, through the wire format): a guest that withholds, is handed
//! to a computer, dials again and withholds again cannot stall the game beyond the
//! host's return policy; the host removes a guest (before the start, a key squatting a
//! seat; during the game, a player) and its hellos are refused from then on, even after
//! the host opened its saved table again; names cannot pose as the host or another seat.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_ai::Level;
use dhayam_core::{Seat, Setup};
use dhayam_net::host::{HostSave, Return};
use dhayam_net::protocol::encode;
use dhayam_net::{GuestError, Holder, Host, Refusal};
use dhayam_store::SavedGame;

use common::{Wired, wired};

fn three_players() -> Wired {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    wired(
        &setup,
        &[Seat::East, Seat::North],
        &[vec![Seat::East], vec![Seat::North]],
        Level::Easy,
    )
}

/// How long the host lets a guest hold the game up before a computer plays for it (the
/// app offers it after five seconds): 100 turns of 0.05 seconds.
const HAND_OVER_AFTER: f64 = 5.0;

/// North never sends its part of a throw. Each time it holds the game up for five
/// seconds it is handed to a computer; it dials again at once. Under `Return::After`
/// with a first wait of F seconds it waits F, 2F, 4F ... before it plays again, so over a
/// game of T seconds it is handed over at most 1 + log2(T / F + 1) times, and the game
/// ends. (One second here, so that a short game sees many rounds of it; the default is
/// twenty.)
#[test]
fn a_guest_that_withholds_again_and_again_waits_longer_each_time() {
    const FIRST: f64 = 1.0;
    let mut w = three_players();
    w.host.set_return(Return::After { first: FIRST });
    let north = w.guests[1].peer.clone();
    // Seated first (a guest that never commits to its chain never sits), then silent.
    w.deliver();
    w.guests[1].silent = true;
    let mut hand_overs = 0u32;
    let mut stalled = 0.0;
    for _ in 0..2_000_000 {
        if w.over() {
            break;
        }
        w.turn();
        if let Some(held) = w.host.held_up().filter(|h| h.peer == north)
            && w.now - held.since >= HAND_OVER_AFTER
        {
            stalled += w.now - held.since;
            let outcome = w.host.hand_over(&mut w.table, &north, Level::Easy, w.now);
            w.route(outcome);
            hand_overs += 1;
            // It dials again and commits to its chain, then withholds once more.
            w.guests[1].silent = false;
            w.connect(1);
            w.deliver();
            w.guests[1].silent = true;
        }
    }
    assert!(w.over(), "the game ended");
    let seconds = w.now;
    println!("{hand_overs} hand-overs, {stalled:.1} s stalled, in a game of {seconds:.0} s");
    let bound = 1.0 + (seconds / FIRST + 1.0).log2();
    assert!(hand_overs >= 4, "{hand_overs} hand-overs");
    assert!(
        f64::from(hand_overs) <= bound,
        "{hand_overs} hand-overs in a game of {seconds:.0} s (at most {bound:.1})"
    );
    assert!(
        stalled <= f64::from(hand_overs) * (HAND_OVER_AFTER + 0.1),
        "stalled {stalled:.1} s"
    );
    let saved = Host::saved(&w.table).unwrap();
    saved.dice().unwrap().verify(saved.record()).unwrap();
}

/// Under `Return::Ask` a guest handed to a computer watches until the host lets it back;
/// then it plays its seat again from a turn that is not its seat's.
#[test]
fn under_ask_a_guest_plays_again_only_when_the_host_lets_it() {
    let mut w = three_players();
    w.host.set_return(Return::Ask);
    let north = w.guests[1].peer.clone();
    for _ in 0..100 {
        w.turn();
    }
    let outcome = w.host.hand_over(&mut w.table, &north, Level::Easy, w.now);
    w.route(outcome);
    w.connect(1);
    for _ in 0..1_000 {
        w.turn();
    }
    assert_eq!(w.host.stood_in(), [Seat::North], "still a computer's");
    let holder = |w: &Wired| w.host.lobby().seat(Seat::North).unwrap().clone().holder;
    assert_eq!(holder(&w), Holder::StandIn);
    w.host.allow_back(&north);
    for _ in 0..200 {
        w.turn();
    }
    assert!(w.host.stood_in().is_empty(), "North is the guest's again");
    assert_eq!(holder(&w), Holder::Guest { connected: true });
    w.play_out(200_000);
    let (host, guests) = w.files();
    assert_eq!(guests, [host.clone(), host], "identical everywhere");
    assert_eq!(w.refusals, 0);
}

/// Before the start, throwaway keys take every open seat; the host removes them, their
/// hellos are refused from then on, and friends take the seats.
#[test]
fn the_host_removes_squatters_before_the_start() {
    let setup = Setup::new([Seat::South, Seat::East, Seat::North]);
    let mut w = wired(&setup, &[Seat::East, Seat::North], &[], Level::Easy);
    let mut table = dhayam_table::Table::networked(common::quick());
    for n in 0..2u8 {
        let mut squatter = common::guest("x", vec![], 100 + n);
        let outcome = common::say_hello(&mut w, &mut squatter, &mut table);
        assert!(outcome.refused.is_empty());
    }
    assert!(w.host.open_seats().is_empty(), "squatted");
    for n in 0..2u8 {
        let squatter = dhayam_net::peer_id(&common::identity(100 + n));
        let outcome = w.host.remove(&mut w.table, &squatter, Level::Easy, w.now);
        assert!(outcome.changed, "the ban is kept");
        assert!(
            outcome
                .out
                .contains(&dhayam_net::Out::Close(squatter.clone()))
        );
        w.host.disconnected(&mut w.table, &squatter, w.now);
        // It dials again: refused, closed.
        let mut guest = common::guest("x", vec![], 100 + n);
        let outcome = w
            .host
            .receive(&mut w.table, &squatter, &encode(&guest.hello()), w.now);
        assert_eq!(outcome.refused, [(squatter.clone(), Refusal::Removed)]);
        for out in outcome.out {
            if let dhayam_net::Out::To(_, message) = out {
                guest.receive(&mut table, &encode(&message), 0.0).unwrap();
            }
        }
        assert_eq!(guest.stopped(), Some(&GuestError::Removed));
    }
    assert_eq!(w.host.open_seats(), [Seat::East, Seat::North]);
    for (i, seats) in [vec![Seat::East], vec![Seat::North]]
        .into_iter()
        .enumerate()
    {
        let n = i as u8 + 1;
        w.guests.push(common::Seated {
            peer: dhayam_net::peer_id(&common::identity(n)),
            side: common::guest(&format!("Guest {n}"), seats, n),
            table: dhayam_table::Table::networked(common::quick()),
            bot: Level::Easy.bot(u64::from(n)),
            connected: false,
            silent: false,
            heard: Vec::new(),
            idle: false,
        });
        w.connect(i);
    }
    w.play_out(200_000);
    let saved = SavedGame::from_ron(w.files().0.as_bytes()).unwrap();
    assert!(saved.is_finished());
}

/// During the game the host removes a guest: a computer plays its seat to the end, and
/// its hellos are refused, even after the host crashed and opened its saved table again.
#[test]
fn a_guest_removed_during_the_game_stays_out_after_a_resume() {
    let mut w = three_players();
    let north = w.guests[1].peer.clone();
    for _ in 0..100 {
        w.turn();
    }
    let outcome = w.host.remove(&mut w.table, &north, Level::Easy, w.now);
    w.route(outcome);
    assert!(!w.guests[1].connected);
    assert_eq!(w.host.stood_in(), [Seat::North]);
    let save = w.host.save(&w.table, None).to_ron().unwrap();
    w.crash_host_and_resume(&save);
    w.connect(0);
    w.connect(1);
    w.deliver();
    assert_eq!(w.guests[1].side.stopped(), Some(&GuestError::Removed));
    assert!(!w.guests[1].connected);
    assert_eq!(w.host.stood_in(), [Seat::North], "still a computer's");
    assert_eq!(
        HostSave::from_ron(save.as_bytes()).map(|_| ()),
        Ok(()),
        "the save with its ban reads back"
    );
    for _ in 0..200_000 {
        if w.over() {
            break;
        }
        w.turn();
    }
    assert!(w.over());
    assert_eq!(w.host.removed().collect::<Vec<_>>(), [&north]);
}

/// Names that pose as the host or another player, or that show nothing, become the
/// seat's name; bidi controls, zero-width characters and piles of marks are removed.
#[test]
fn names_from_guests_cannot_pose_as_the_host_or_each_other() {
    let setup = Setup::new(Seat::ALL);
    let mut w = wired(
        &setup,
        &[Seat::East, Seat::North, Seat::West],
        &[],
        Level::Easy,
    );
    let names = [
        (Seat::East, "\u{202e}Host South\u{200b}", "East"),
        (
            Seat::North,
            "A\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}sha\u{2028}",
            "A\u{301}\u{301}\u{301}sha",
        ),
        (Seat::West, "  a\u{301}\u{301}\u{301}SHA ", "West"),
    ];
    let mut table = dhayam_table::Table::networked(common::quick());
    for (i, (seat, sent, _)) in names.iter().enumerate() {
        let mut guest = common::guest(sent, vec![*seat], i as u8 + 1);
        let outcome = common::say_hello(&mut w, &mut guest, &mut table);
        assert!(outcome.refused.is_empty());
    }
    let lobby = w.host.lobby();
    for (seat, sent, shown) in names {
        let view = lobby.seat(seat).unwrap();
        assert_eq!(view.name, shown, "{sent:?}");
    }
    // A name with nothing to see.
    let mut w = wired(
        &Setup::new([Seat::South, Seat::North]),
        &[Seat::North],
        &[],
        Level::Easy,
    );
    let mut guest = common::guest("\u{3164}\u{200d}\u{2800}\u{feff}", vec![], 9);
    common::say_hello(&mut w, &mut guest, &mut table);
    assert_eq!(w.host.lobby().seats[1].name, "North");
}

/// Two players: North goes silent at its own throw and is handed to a computer, so the
/// throw waits with nobody but the host. Let back, North has its seat again at that very
/// throw (nothing of the turn is played yet) and the throw is made with its part, not
/// the host's alone: the wait and the return never wait for each other.
#[test]
fn a_guest_let_back_at_its_own_waiting_throw_takes_part_in_it() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let mut w = wired(&setup, &[Seat::North], &[vec![Seat::North]], Level::Easy);
    w.host.set_return(Return::Ask);
    let north_to_throw = |w: &Wired| {
        let session = w.table.session().unwrap();
        session.seat_to_act() == Some(Seat::North)
            && matches!(session.game().phase(), dhayam_core::Phase::AwaitingThrow(_))
    };
    for _ in 0..20 {
        w.turn();
    }
    while !north_to_throw(&w) {
        w.turn();
    }
    w.guests[0].silent = true;
    for _ in 0..20 {
        w.turn();
    }
    let throws = |w: &Wired| Host::saved(&w.table).unwrap().record().throws.len();
    let before = throws(&w);
    let north = w.guests[0].peer.clone();
    let outcome = w.host.hand_over(&mut w.table, &north, Level::Easy, w.now);
    w.route(outcome);
    for _ in 0..20 {
        w.turn();
    }
    assert!(
        w.host.waits_alone(),
        "nobody but the host for North's throw"
    );
    assert_eq!(throws(&w), before);
    w.guests[0].silent = false;
    w.connect(0);
    w.deliver();
    w.host.allow_back(&north);
    for _ in 0..20 {
        w.turn();
    }
    assert!(
        w.host.stood_in().is_empty(),
        "North's seat is its own again"
    );
    assert!(throws(&w) > before, "the throw went ahead");
    let saved = Host::saved(&w.table).unwrap();
    let made = &saved.dice().unwrap().throws[before];
    assert!(made.has(1) && !made.alone, "with North's part: {made:?}");
    w.play_out(200_000);
}
