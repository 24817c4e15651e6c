//! Another game at the same table (in memory, through the wire format): the same players
//! play on with the first player moved on one seat, each game with its own dice that
//! check out; a guest says yes before or after the host opens the next game; one who
//! left frees its seat for a new friend or a computer; nothing starts while someone is
//! still deciding; a host cannot use "another game" to take back a game under way.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use dhayam_core::Seat;
use dhayam_core::fair::DiceLedger;
use dhayam_net::{Holder, Host};
use dhayam_store::SavedGame;

use common::{Wired, guest, say_hello, three_players};

/// The host's game, checked by its own ledger; its first player.
fn checked(w: &Wired) -> (SavedGame, Seat) {
    let saved = Host::saved(&w.table).unwrap().clone();
    let ledger: &DiceLedger = saved.dice().unwrap();
    ledger.verify(saved.record()).unwrap();
    let first = saved.record().setup.first.unwrap();
    (saved, first)
}

#[test]
fn three_games_in_a_row_at_one_table_the_first_seat_moving_on() {
    let mut w = three_players();
    let mut firsts = Vec::new();
    let mut tables = Vec::new();
    for game in 1..=3 {
        if game > 1 {
            // One says yes before the host opens the next game, one after.
            w.play_again(0);
            w.deliver();
            w.next_game();
            assert_eq!(w.host.game_number(), game);
            assert!(!w.host.ready(&w.table), "guest 2 has not said yes yet");
            assert_eq!(w.holder(Seat::North), Holder::Deciding);
            w.play_again(1);
            w.until_started(100);
        } else {
            w.until_started(100);
        }
        w.play_out(20_000);
        let (saved, first) = checked(&w);
        let (host, guests) = w.files();
        for copy in guests {
            assert_eq!(copy, host, "game {game}: every copy is the host's");
        }
        firsts.push(first);
        tables.push(saved.dice().unwrap().table);
        for g in &w.guests {
            assert!(g.side.stopped().is_none(), "{:?}", g.side.stopped());
        }
    }
    assert_eq!(firsts, [Seat::South, Seat::East, Seat::North]);
    assert_ne!(tables[0], tables[1]);
    assert_ne!(tables[1], tables[2]);
}

#[test]
fn another_game_opens_only_once_the_game_is_over() {
    let mut w = three_players();
    w.until_started(100);
    for _ in 0..30 {
        w.turn();
    }
    w.next_game();
    assert_eq!(w.host.game_number(), 1, "nothing opened mid-game");
    w.play_again(0);
    w.deliver();
    assert!(!w.guests[0].side.would_play_again(), "nor said yes to");
    w.play_out(20_000);
    assert!(w.over());
}

#[test]
fn a_guest_who_left_frees_its_seat_for_a_new_friend_or_a_computer() {
    let mut w = three_players();
    w.until_started(100);
    w.play_out(20_000);
    w.leave(1);
    w.play_again(0);
    w.next_game();
    assert_eq!(w.holder(Seat::North), Holder::Open, "North's guest left");
    assert!(!w.host.ready(&w.table));
    // A new friend takes it, by the same code.
    let mut friend = guest("Meena", Vec::new(), 9);
    let mut table = dhayam_table::Table::networked(common::quick());
    let outcome = say_hello(&mut w, &mut friend, &mut table);
    assert!(outcome.refused.is_empty(), "{:?}", outcome.refused);
    assert_eq!(w.holder(Seat::North), Holder::Guest { connected: true });
    assert_eq!(w.host.lobby().seat(Seat::North).unwrap().name, "Meena");
    assert!(w.host.ready(&w.table));

    // Or, after that game, a computer.
    let mut w = three_players();
    w.until_started(100);
    w.play_out(20_000);
    w.leave(1);
    w.play_again(0);
    w.next_game();
    let outcome = w
        .host
        .seat_computer(&w.table, Seat::North, dhayam_ai::Level::Hard, "Computer");
    assert!(outcome.changed);
    w.route(outcome);
    assert_eq!(
        w.holder(Seat::North),
        Holder::Computer(dhayam_ai::Level::Hard)
    );
    w.until_started(100);
    w.play_out(20_000);
    let (saved, first) = checked(&w);
    assert_eq!(first, Seat::East);
    assert_eq!(
        saved.dice().unwrap().contributors.len(),
        2,
        "host and one guest"
    );
}

#[test]
fn nothing_starts_while_a_guest_of_the_last_game_decides_and_the_host_may_free_its_seat() {
    let mut w = three_players();
    w.until_started(100);
    w.play_out(20_000);
    w.play_again(0);
    w.next_game();
    for _ in 0..50 {
        w.turn();
    }
    assert!(!Host::started(&w.table), "North decides: no start");
    assert_eq!(w.holder(Seat::North), Holder::Deciding);
    // A seat kept for a deciding guest is not a stranger's.
    let mut stranger = guest("Stranger", vec![Seat::North], 9);
    let mut table = dhayam_table::Table::networked(common::quick());
    let outcome = say_hello(&mut w, &mut stranger, &mut table);
    assert!(!outcome.refused.is_empty(), "the seat is kept");
    // The host removes the one who does not decide: its seat is open again.
    let peer = w.guests[1].peer.clone();
    let outcome = w
        .host
        .remove(&mut w.table, &peer, dhayam_ai::Level::Medium, w.now);
    w.route(outcome);
    w.deliver();
    assert_eq!(w.holder(Seat::North), Holder::Open);
}

#[test]
fn a_guest_whose_game_is_under_way_refuses_a_new_table_as_a_rewind() {
    let mut w = three_players();
    w.until_started(100);
    for _ in 0..20 {
        w.turn();
    }
    let commit = dhayam_net::ToGuest::Commit {
        protocol: dhayam_net::PROTOCOL_VERSION,
        table: dhayam_core::fair::Digest([1; 32]),
    };
    let g = &mut w.guests[0];
    g.side
        .receive(&mut g.table, &dhayam_net::protocol::encode(&commit), 0.0)
        .unwrap();
    assert!(matches!(
        g.side.stopped(),
        Some(dhayam_net::GuestError::DiceDoNotCheckOut {
            why: dhayam_net::DiceFault::Rewound,
            ..
        })
    ));
}

#[test]
fn a_host_that_crashed_between_games_opens_the_next_one_again() {
    let mut w = three_players();
    w.until_started(100);
    w.play_out(20_000);
    w.play_again(0);
    w.play_again(1);
    w.deliver();
    w.next_game();
    w.until_started(100);
    let save = w.host.save(&w.table, None).to_ron().unwrap();
    assert!(save.contains("game_number: 2"), "the game's number is kept");
    w.crash_host_and_resume(&save);
    assert_eq!(w.host.game_number(), 2);
    for i in 0..w.guests.len() {
        w.connect(i);
    }
    w.play_out(20_000);
    let (_, first) = checked(&w);
    assert_eq!(first, Seat::East);
}
