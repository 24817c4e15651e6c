//! Going back to a table across computers after the window quit or crashed, on loopback
//! (127.0.0.1 only): the host's window opens its kept table again and its guest comes
//! back; a guest's window goes back to its seat. Each in a temporary data folder.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{all_human, harness_for, instant};
use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_desktop::{AppOptions, Command, DhayamApp};
use dhayam_net::link::{GuestEvent, GuestLink, HostEvent, HostLink, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Host, Out, Outcome, play_here};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};
use dhayam_table::{ScriptedDice, Table};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The app on the data folder `dir`, two players, loopback only.
fn app_in(dir: &Path) -> Harness<'static, DhayamApp> {
    let options = AppOptions {
        data_dir: Some(dir.to_path_buf()),
        ..AppOptions::default()
    };
    let mut app = DhayamApp::open(Box::new(ScriptedDice::values([])), &options).loopback_only();
    common::change_settings(&mut app, |s| *s = instant());
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    *app.choice_mut() = choice;
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    harness
}

fn throws(harness: &Harness<'static, DhayamApp>) -> usize {
    harness
        .state()
        .session()
        .map_or(0, |s| s.saved().record().throws.len())
}

fn over(harness: &Harness<'static, DhayamApp>) -> bool {
    harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
}

/// A guest in the test itself, that dials again (same key, same secret) when dropped.
struct Headless {
    guest: Guest,
    table: Table,
    link: GuestLink,
    code: String,
    identity: [u8; 32],
    bot: Box<dyn Bot + Send>,
    redial: Option<Instant>,
}

impl Headless {
    fn join(code: &str) -> Headless {
        let identity = new_identity();
        Headless {
            guest: Guest::new("Bala", vec![], DiceSecret::random()),
            table: Table::networked(instant()),
            link: GuestLink::join(Reach::Loopback, code, identity, Arc::new(|| {})).unwrap(),
            code: code.to_owned(),
            identity,
            bot: Level::Easy.bot(5),
            redial: None,
        }
    }

    fn pump(&mut self, now: f64) {
        if self.redial.is_some_and(|at| Instant::now() >= at) {
            self.redial = None;
            self.link =
                GuestLink::join(Reach::Loopback, &self.code, self.identity, Arc::new(|| {}))
                    .unwrap();
        }
        while let Some(event) = self.link.try_event() {
            match event {
                GuestEvent::Connected => self.link.send(encode(&self.guest.hello())),
                GuestEvent::Frame(bytes) => {
                    let outcome = self.guest.receive(&mut self.table, &bytes, now).unwrap();
                    for m in outcome.out {
                        self.link.send(encode(&m));
                    }
                }
                GuestEvent::Gone(_) => {
                    self.redial = Some(Instant::now() + Duration::from_millis(300));
                }
            }
        }
        if let Some(command) = play_here(&self.table, self.bot.as_mut()) {
            for m in self.guest.command(&mut self.table, command, now).out {
                self.link.send(encode(&m));
            }
        }
    }

    fn over(&self) -> bool {
        self.table.session().is_some_and(|s| s.game().is_over())
    }
}

#[test]
fn the_host_window_opens_its_kept_table_again_and_its_guest_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_in(dir.path());
    harness
        .get_by_label("Yellow: Friend on another computer")
        .click();
    harness.run();
    harness.get_by_label("Start game").click();
    harness.run();
    let code = harness.state().join_code().unwrap().to_owned();
    let mut guest = Headless::join(&code);
    let mut bot = Level::Medium.bot(6);
    let start = Instant::now();
    // Play a while, then the window goes away mid-game.
    while throws(&harness) < 12 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        guest.pump(start.elapsed().as_secs_f64());
        if harness.query_by_label("Start the game").is_some() {
            harness.get_by_label("Start the game").click();
        }
        if let Some(command) = play_here(harness.state().table(), bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(!over(&harness), "still under way");
    let kept = harness.state().session().unwrap().saved().record().clone();
    drop(harness);
    assert!(dir.path().join("hosted-table.ron").exists());

    // Started again: the setup screen offers the table back.
    let mut harness = app_in(dir.path());
    harness.get_by_label("Open your table again").click();
    harness.run();
    assert_eq!(
        harness.state().session().unwrap().saved().record(),
        &kept,
        "the table opens at the position it was left"
    );
    while !(over(&harness) && guest.over()) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        guest.pump(start.elapsed().as_secs_f64());
        if let Some(command) = play_here(harness.state().table(), bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let saved = harness.state().session().unwrap().saved().clone();
    let copy = guest.guest.hosts_game(&guest.table).unwrap();
    assert_eq!(copy.to_ron().unwrap(), saved.to_ron().unwrap());
    assert_eq!(saved.dice().unwrap().verify(saved.record()), Ok(()));
    assert_eq!(saved.player(Seat::North).unwrap().name, "Bala");
}

#[test]
fn a_guest_window_goes_back_to_its_seat_after_it_quit() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Open", PlayerKind::Remote),
    ];
    let mut host = Host::open(&setup, players, DiceSecret::random(), Digest([4; 32])).unwrap();
    let mut table = Table::networked(instant());
    let link = HostLink::open(Reach::Loopback, new_identity(), None, Arc::new(|| {})).unwrap();
    let code = link.ticket().unwrap().to_owned();
    let mut host_bot = Level::Medium.bot(8);
    let mut window_bot = Level::Easy.bot(9);
    let start = Instant::now();
    let mut host_turn = |table: &mut Table, host: &mut Host| {
        let now = start.elapsed().as_secs_f64();
        let mut outcomes = Vec::new();
        while let Some(event) = link.try_event() {
            outcomes.push(match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => host.receive(table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => host.too_large(&peer),
                HostEvent::Gone(peer) => host.disconnected(table, &peer, now),
            });
        }
        if !Host::started(table) && host.open_seats().is_empty() {
            outcomes.push(host.start(table, now));
        }
        if let Some(command) = play_here(table, host_bot.as_mut()) {
            outcomes.push(host.command(table, command, now));
        }
        outcomes.push(host.tick(table, now));
        for outcome in outcomes {
            for out in outcome.out {
                match out {
                    Out::To(peer, m) => link.send(&peer, encode(&m)),
                    Out::Close(peer) => link.close(&peer),
                }
            }
        }
    };

    let dir = tempfile::tempdir().unwrap();
    let mut harness = app_in(dir.path());
    harness.get_by_label("Join a table…").click();
    harness.run();
    harness.get_by_label("Join code").click();
    harness.run();
    harness.get_by_label("Join code").type_text(&code);
    harness.run();
    harness.get_by_label("Your name").click();
    harness.run();
    harness.get_by_label("Your name").type_text("Kavi");
    harness.run();
    harness.get_by_label("Join").click();
    harness.run();
    let mut game_throws = 0;
    while game_throws < 12 {
        assert!(start.elapsed() < PATIENCE, "the game did not get going");
        host_turn(&mut table, &mut host);
        if let Some(command) = play_here(harness.state().table(), window_bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        game_throws = Host::saved(&table).map_or(0, |s| s.record().throws.len());
        std::thread::sleep(Duration::from_millis(1));
    }
    drop(harness);
    assert!(dir.path().join("joined-table.ron").exists());

    let mut harness = app_in(dir.path());
    harness.get_by_label("Go back to your table").click();
    harness.run();
    while !(over(&harness) && Host::saved(&table).is_some_and(SavedGame::is_finished)) {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        host_turn(&mut table, &mut host);
        if let Some(command) = play_here(harness.state().table(), window_bot.as_mut()) {
            harness.state_mut().apply(Command::Table(command));
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    let hosted = Host::saved(&table).unwrap();
    assert_eq!(hosted.dice().unwrap().verify(hosted.record()), Ok(()));
    assert_eq!(
        hosted.dice().unwrap().contributors.len(),
        2,
        "the same guest, back"
    );
    let joined = harness.state().session().unwrap();
    assert_eq!(joined.recorded().record(), hosted.record());
    assert_eq!(joined.player(Seat::North).unwrap().kind, PlayerKind::Human);
    harness.step();
    assert!(
        !dir.path().join("joined-table.ron").exists(),
        "a finished table is forgotten"
    );
}
