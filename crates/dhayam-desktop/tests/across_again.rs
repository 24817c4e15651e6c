//! Another game at a table across computers, from the window (loopback, 127.0.0.1 only):
//! the window hosting opens the next game from the game-over window and its guest plays
//! on, the next player first; the window as a guest says Play again before the host opens
//! it and follows into it; what was said at the table, after the end too, is kept with
//! the finished game in History.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::time::Instant;

use common::instant;
use dhayam_core::Seat;
use dhayam_desktop::{Command, DhayamApp};
use dhayam_net::{Line, Phrase};
use dhayam_store::PlayerKind;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use loopback::{LoopbackGuest, LoopbackHost, host_from_setup, window_in};

fn shows(harness: &Harness<'static, DhayamApp>, label: &str) -> bool {
    harness.query_all_by_label(label).next().is_some()
}

/// The first player of the game on the window's board.
fn first(harness: &Harness<'static, DhayamApp>) -> Option<Seat> {
    harness.state().session()?.game().setup().first
}

#[test]
fn the_window_hosting_plays_again_with_its_guest_the_next_player_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_in(dir.path());
    // South is a computer at the window, so the game runs by itself.
    harness.state_mut().choice_mut().seats[0].kind = PlayerKind::Computer(dhayam_ai::Level::Easy);
    harness.run();
    let code = host_from_setup(&mut harness);
    let mut guest = LoopbackGuest::join(&code);
    let start = Instant::now();
    guest.until(&mut harness, start, "Bala seated", |_, g| g.seated());
    harness.get_by_label("Start the game").click();
    harness.run();
    guest.until(&mut harness, start, "game 1 under way", |h, _| {
        h.state().session().is_some()
    });
    assert_eq!(first(&harness), Some(Seat::South));
    guest.say(Line::Text("நல்ல ஆட்டம்".to_owned()));
    guest.until(&mut harness, start, "game 1 over", |h, g| {
        g.over() && shows(h, "Game over")
    });
    // Said after the end: kept with the game too.
    guest.say(Line::Phrase(Phrase::GoodGame));
    guest.until(&mut harness, start, "the good game heard", |h, _| {
        h.query_all_by_label("Good game!").count() > 0
    });
    // Bala says yes first; then the window opens the next game.
    guest.play_again(start.elapsed().as_secs_f64());
    harness.get_by_label("Play again").click();
    harness.run();
    guest.until(&mut harness, start, "the lobby of game 2", |h, _| {
        shows(h, "Game 2 at this table")
    });
    guest.until(&mut harness, start, "Bala seated again", |h, _| {
        h.query_by_label("Start the game")
            .is_some_and(|b| !b.accesskit_node().is_disabled())
    });
    harness.get_by_label("Start the game").click();
    harness.run();
    guest.until(&mut harness, start, "game 2 under way", |h, _| {
        h.state().session().is_some_and(|s| !s.game().is_over())
    });
    assert_eq!(
        first(&harness),
        Some(Seat::North),
        "the next player throws first"
    );

    // Game 1 is in History with what was said at its table.
    harness.state_mut().apply(Command::ShowHistory);
    harness.run();
    let history = harness.state().history().to_vec();
    assert_eq!(history.len(), 1, "game 1 is finished and kept");
    let kept = dhayam_store::Store::open(dir.path())
        .unwrap()
        .load_history(&history[0].path)
        .unwrap();
    let lines: Vec<_> = kept.talk().iter().map(|l| l.said.line.clone()).collect();
    assert_eq!(
        lines,
        [
            Line::Text("நல்ல ஆட்டம்".to_owned()),
            Line::Phrase(Phrase::GoodGame)
        ],
        "the talk of game 1, the line after its end included"
    );
    harness.get_by_label("Replay game 1").click();
    harness.run();
    harness.get_by_label("Talk at the table (2 lines)");
}

#[test]
fn the_window_as_a_guest_says_play_again_and_follows_the_host_into_the_next_game() {
    let mut host = LoopbackHost::open(Seat::North, instant());
    let mut harness = host.join([1280.0, 800.0], instant());
    host.pump_until(&mut harness, "seated", |app| {
        app.bottom_seat() == Seat::North
    });
    // The window's own seat is played by the window: a computer plays it for the test.
    let mut computer = dhayam_ai::Level::Easy.bot(3);
    let start = Instant::now();
    while !harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
    {
        assert!(
            start.elapsed() < std::time::Duration::from_mins(2),
            "game 1 never ended"
        );
        host.turn();
        if let Some(command) = dhayam_net::play_here(harness.state().table(), computer.as_mut()) {
            harness.state_mut().apply(command.into());
        }
        harness.step();
    }
    host.pump_until(&mut harness, "game over shown", |_| true);
    harness.run();
    harness.get_by_label("Play again").click();
    harness.run();
    assert!(shows(
        &harness,
        "You play again: waiting for the host to open the next game."
    ));
    host.next_game();
    host.pump_until(&mut harness, "the lobby of game 2", |app| {
        app.session().is_none()
    });
    harness.run();
    assert!(shows(&harness, "Game 2 at this table"));
    host.pump_until(&mut harness, "game 2 started", |app| {
        app.session().is_some_and(|s| !s.game().is_over())
    });
    assert_eq!(
        first(&harness),
        Some(Seat::North),
        "the window's turn after Asha's"
    );
    assert_eq!(host.game_number(), 2);
}
