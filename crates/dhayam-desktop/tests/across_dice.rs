//! A window joins a host on loopback (127.0.0.1 only) whose step for one throw is
//! tampered with on its way: the window says the host's dice do not check out, naming
//! the throw, keeps what the host sent beside its own copy in the data folder, and puts
//! nothing of that game into History.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Action, Seat, Setup, Throw};
use dhayam_desktop::{Command, DhayamApp};
use dhayam_net::link::{HostEvent, HostLink, Limits, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Host, Out, Outcome, ToGuest, play_here};
use dhayam_store::{PlayerKind, SeatPlayer};
use dhayam_table::{Effect, Table};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use loopback::{join_form, window_in};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The throw (0-based) whose step is tampered with.
const TAMPERED: usize = 4;

/// The host's side by hand: the real host and link, with a hand on the wire.
struct Tampering {
    host: Host,
    table: Table,
    link: HostLink,
    bot: Box<dyn Bot>,
    tampered: bool,
    start: Instant,
}

impl Tampering {
    fn open() -> Tampering {
        let setup = Setup::new([Seat::South, Seat::North]);
        let players = vec![
            SeatPlayer::new(Seat::North, "Asha", PlayerKind::Human),
            SeatPlayer::new(Seat::South, "Open", PlayerKind::Remote),
        ];
        let identity = new_identity();
        let link = HostLink::open(
            Reach::Loopback,
            identity,
            None,
            Limits::for_guest_seats(1),
            Arc::new(|| {}),
        )
        .unwrap();
        Tampering {
            host: Host::open(
                &setup,
                players,
                DiceSecret::random(),
                Digest([5; 32]),
                identity,
            )
            .unwrap(),
            table: Table::hosting(common::instant().table),
            link,
            bot: Level::Medium.bot(8),
            tampered: false,
            start: Instant::now(),
        }
    }

    /// Sends what the host decided; the step of throw [`TAMPERED`] goes out with other
    /// faces (its parts as they are).
    fn carry(&mut self, outcome: Outcome, now: f64) {
        for out in outcome.out {
            let Out::To(peer, mut message) = out else {
                continue;
            };
            let made = self
                .table
                .session()
                .map_or(0, |s| s.saved().record().throws.len());
            if let ToGuest::Step {
                action: Action::Throw(_, throw),
                ..
            } = &mut message
                && !self.tampered
                && made == TAMPERED + 1
            {
                *throw = other(*throw);
                self.tampered = true;
            }
            self.link.send(&peer, encode(&message));
        }
        for effect in outcome.effects {
            if let Effect::Think(request) = effect {
                let outcome = self.host.command(&mut self.table, request.answer(), now);
                self.carry(outcome, now);
            }
        }
    }

    fn turn(&mut self) {
        let now = self.start.elapsed().as_secs_f64();
        for event in self.link.events(64) {
            let outcome = match event {
                HostEvent::Frame(peer, bytes) => {
                    self.host.receive(&mut self.table, &peer, &bytes, now)
                }
                HostEvent::Gone(peer) => self.host.disconnected(&mut self.table, &peer, now),
                HostEvent::Connected(_) | HostEvent::TooLarge(_) => Outcome::default(),
            };
            self.carry(outcome, now);
        }
        if !Host::started(&self.table) && self.host.open_seats().is_empty() {
            let outcome = self.host.start(&mut self.table, now);
            self.carry(outcome, now);
        }
        if let Some(command) = play_here(&self.table, self.bot.as_mut()) {
            let outcome = self.host.command(&mut self.table, command, now);
            self.carry(outcome, now);
        }
        let outcome = self.host.tick(&mut self.table, now);
        self.carry(outcome, now);
    }
}

/// Another throw of the same value where it can be (the faces swapped round).
fn other(t: Throw) -> Throw {
    let [a, b] = t.faces();
    if a == b {
        Throw::from_faces((a + 1) % 4, b).unwrap()
    } else {
        Throw::from_faces(b, a).unwrap()
    }
}

fn window_plays(harness: &mut Harness<'static, DhayamApp>, bot: &mut dyn Bot) {
    if let Some(command) = play_here(harness.state().table(), bot) {
        harness.state_mut().apply(Command::Table(command));
    }
}

#[test]
fn a_host_whose_dice_do_not_check_out_is_named_and_its_game_kept_as_evidence() {
    let dir = tempfile::tempdir().unwrap();
    let mut host = Tampering::open();
    let mut harness = window_in(dir.path());
    join_form(&mut harness, host.link.ticket().unwrap(), "Kavi");
    let mut bot = Level::Medium.bot(9);
    let told = "the host's dice do not check out: throw 5";
    let start = Instant::now();
    while harness.query_by_label_contains(told).is_none() {
        assert!(start.elapsed() < PATIENCE, "never told");
        host.turn();
        window_plays(&mut harness, bot.as_mut());
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(host.tampered);
    let throws = harness
        .state()
        .table()
        .session()
        .map_or(0, |s| s.saved().record().throws.len());
    assert_eq!(throws, TAMPERED, "nothing of the tampered throw is shown");

    // The evidence: what the host sent and the window's own copy, named with the table.
    let folder = dir.path().join("evidence");
    let mut found = None;
    while found.is_none() {
        assert!(start.elapsed() < PATIENCE, "no evidence kept");
        found = std::fs::read_dir(&folder).ok().and_then(|d| {
            d.filter_map(Result::ok)
                .find(|e| e.file_name().to_string_lossy().ends_with(".ron"))
        });
        std::thread::sleep(Duration::from_millis(10));
    }
    let entry = found.unwrap();
    let name = entry.file_name().to_string_lossy().into_owned();
    assert!(name.starts_with(&Digest([5; 32]).to_hex()[..16]), "{name}");
    let text = std::fs::read_to_string(entry.path()).unwrap();
    assert!(text.contains("throw 5"), "{text}");
    assert!(text.contains("Step"), "the host's step as sent: {text}");
    assert!(
        text.contains("accepted: Some("),
        "the window's own copy: {text}"
    );

    // Nothing of it is in History.
    let history = dir.path().join("history");
    let archived = std::fs::read_dir(&history).map_or(0, Iterator::count);
    assert_eq!(archived, 0, "nothing archived");
}
