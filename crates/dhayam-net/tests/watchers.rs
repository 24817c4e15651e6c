//! People who watch a table (in memory, through the wire format): they follow the same
//! game to the same record and talk, but have no seat and no part in the dice, so a
//! frozen watcher never holds a throw up; the host may let nobody watch; a watcher takes
//! a seat that falls free between games.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_ai::Level;
use dhayam_core::{Seat, Setup};
use dhayam_net::host::MAX_WATCHERS;
use dhayam_net::protocol::encode;
use dhayam_net::{Holder, Host, Line, ToHost};

use common::{Wired, three_players, wired};

/// A table of four: South at the host, three guests.
fn four_players() -> Wired {
    let setup = Setup::new(Seat::ALL);
    let remote = [Seat::East, Seat::North, Seat::West];
    wired(
        &setup,
        &remote,
        &[vec![Seat::East], vec![Seat::North], vec![Seat::West]],
        Level::Medium,
    )
}

#[test]
fn two_watchers_at_a_four_player_table_keep_the_players_record_and_give_no_dice() {
    let mut w = four_players();
    let a = w.add_watcher(41);
    let b = w.add_watcher(42);
    w.until_started(100);
    assert_eq!(w.host.watchers(), 2);
    assert_eq!(w.host.lobby().watchers, ["Watcher 41", "Watcher 42"]);
    w.play_out(50_000);
    let (host, copies) = w.files();
    assert_eq!(copies.len(), 5);
    for copy in &copies {
        assert_eq!(*copy, host, "players and watchers keep one record");
    }
    let saved = Host::saved(&w.table).unwrap();
    let ledger = saved.dice().unwrap();
    ledger.verify(saved.record()).unwrap();
    assert_eq!(ledger.contributors.len(), 4, "the host and three guests");
    for (i, g) in w.guests.iter().enumerate() {
        assert!(g.side.stopped().is_none(), "{i}: {:?}", g.side.stopped());
    }
    for watcher in [a, b] {
        assert!(w.guests[watcher].side.watching());
        assert!(w.guests[watcher].side.seats().is_empty());
    }
}

#[test]
fn a_frozen_watcher_never_holds_a_throw_up() {
    // The same table and seeds, once without a watcher and once with one that froze at
    // the start: the game is the same, throw for throw, in the same rounds.
    let mut plain = three_players();
    plain.until_started(100);
    let mut rounds_plain = 0;
    while !plain.over() {
        plain.turn();
        rounds_plain += 1;
    }
    let mut watched = three_players();
    let frozen = watched.add_watcher(43);
    watched.until_started(100);
    watched.guests[frozen].silent = true;
    let mut rounds = 0;
    while !watched.over() {
        watched.turn();
        rounds += 1;
        if let Some(held) = watched.host.held_up() {
            assert_ne!(held.peer, watched.guests[frozen].peer, "never the watcher");
        }
    }
    assert_eq!(rounds, rounds_plain);
    let record = |w: &Wired| Host::saved(&w.table).unwrap().record().clone();
    assert!(
        record(&watched) == record(&plain),
        "the same throws and moves, watched or not"
    );
}

#[test]
fn a_watcher_has_no_seat_and_no_dice_to_give() {
    let mut w = three_players();
    let i = w.add_watcher(44);
    w.until_started(100);
    let peer = w.guests[i].peer.clone();
    let refusals = w.refusals;
    for wish in [
        ToHost::Want {
            seat: Seat::South,
            step: 0,
            play: None,
        },
        ToHost::Reveal {
            throw: 0,
            link: dhayam_core::fair::Digest([0; 32]),
        },
        ToHost::Back,
    ] {
        w.to_host.push_back((peer.clone(), encode(&wish)));
    }
    let before = Host::saved(&w.table).unwrap().record().clone();
    w.deliver();
    assert_eq!(
        w.refusals,
        refusals + 2,
        "Want and Reveal refused; Back ignored"
    );
    assert!(w.guests[i].connected, "still watching");
    assert!(
        *Host::saved(&w.table).unwrap().record() == before,
        "nothing changed"
    );
    for _ in 0..10 {
        w.turn();
    }
    assert!(w.guests[i].side.stopped().is_none());
}

#[test]
fn a_watcher_talks_as_a_watcher_and_hears_everyone() {
    let mut w = three_players();
    let i = w.add_watcher(45);
    w.until_started(100);
    let peer = w.guests[i].peer.clone();
    let line = ToHost::Say(Line::Text("வணக்கம் from the gallery".to_owned()));
    w.to_host.push_back((peer, encode(&line)));
    w.deliver();
    let said = w.heard.last().unwrap();
    assert!(said.watcher);
    assert!(said.seats.is_empty());
    assert_eq!(said.name, "Watcher 45");
    for g in &w.guests {
        assert_eq!(g.heard.last(), Some(said), "{} heard it", g.peer);
    }
}

#[test]
fn the_host_may_let_nobody_watch() {
    let mut w = three_players();
    let i = w.add_watcher(46);
    w.deliver();
    assert!(w.guests[i].side.watching());
    let outcome = w.host.set_watching(false);
    assert!(outcome.changed, "kept with the table");
    w.route(outcome);
    w.deliver();
    assert!(!w.guests[i].connected, "closed");
    assert_eq!(
        w.guests[i].side.stopped(),
        Some(&dhayam_net::GuestError::NoWatching)
    );
    let j = w.add_watcher(47);
    w.deliver();
    assert!(!w.guests[j].side.watching(), "nobody more is let in");
    assert!(!w.host.lobby().watching);
    let save = w.host.save(&w.table, None).to_ron().unwrap();
    assert!(save.contains("watching: false"));
}

#[test]
fn no_more_than_so_many_watch() {
    let mut w = three_players();
    let first: Vec<usize> = (0..MAX_WATCHERS as u8)
        .map(|n| w.add_watcher(50 + n))
        .collect();
    w.deliver();
    assert_eq!(w.host.watchers(), MAX_WATCHERS);
    let late = w.add_watcher(99);
    w.deliver();
    assert!(!w.guests[late].side.watching());
    assert!(first.iter().all(|&i| w.guests[i].side.watching()));
    // One leaves: there is room again.
    w.drop_guest(first[0]);
    let again = w.add_watcher(98);
    w.deliver();
    assert!(w.guests[again].side.watching());
}

#[test]
fn a_watcher_takes_a_seat_that_falls_free_between_games() {
    let mut w = three_players();
    let i = w.add_watcher(48);
    w.until_started(100);
    // No seat while a game is played: it watches on.
    let sit = w.guests[i].side.sit(vec![Seat::North]).unwrap();
    let peer = w.guests[i].peer.clone();
    w.to_host.push_back((peer.clone(), encode(&sit)));
    w.deliver();
    assert!(w.guests[i].connected);
    assert!(w.guests[i].side.watching(), "watching on");
    w.play_out(20_000);
    w.leave(1);
    w.play_again(0);
    w.next_game();
    assert_eq!(w.holder(Seat::North), Holder::Open);
    let sit = w.guests[i].side.sit(vec![Seat::North]).unwrap();
    w.to_host.push_back((peer, encode(&sit)));
    w.until_started(100);
    assert_eq!(w.guests[i].side.seats(), [Seat::North]);
    assert!(!w.guests[i].side.watching());
    assert_eq!(w.host.watchers(), 0);
    w.guests.remove(1);
    w.play_out(20_000);
    let saved = Host::saved(&w.table).unwrap();
    saved.dice().unwrap().verify(saved.record()).unwrap();
    assert_eq!(
        saved.player(Seat::North).unwrap().name,
        "Watcher 48",
        "the watcher plays North"
    );
}

#[test]
fn a_watcher_follows_the_table_into_its_next_game() {
    let mut w = three_players();
    let i = w.add_watcher(49);
    w.until_started(100);
    w.play_out(20_000);
    assert!(
        w.guests[i]
            .table
            .session()
            .is_some_and(|s| s.game().is_over())
    );
    w.play_again(0);
    w.play_again(1);
    w.deliver();
    w.next_game();
    assert!(w.guests[i].table.session().is_none(), "back in the lobby");
    w.until_started(100);
    w.play_out(20_000);
    let (host, copies) = w.files();
    assert_eq!(copies[i], host, "the second game too");
}
