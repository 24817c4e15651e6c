//! `dhayam-cli join` against a host on loopback (127.0.0.1 only, run here in the test)
//! whose step for one throw is tampered with on its way: the guest exits non-zero with
//! the message naming the throw, and writes no record.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Action, Seat, Setup, Throw};
use dhayam_net::link::{HostEvent, HostLink, Limits, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Host, Out, Outcome, ToGuest, play_here};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::{Effect, Table};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The throw (0-based) whose step is tampered with.
const TAMPERED: usize = 3;

/// The host's side by hand: the real host and link, with a hand on the wire.
struct Tampering {
    host: Host,
    table: Table,
    link: HostLink,
    bot: Box<dyn Bot>,
    tampered: bool,
}

impl Tampering {
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
                let [a, b] = throw.faces();
                *throw = Throw::from_faces(b, (a + 1) % 4).unwrap();
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

    fn turn(&mut self, now: f64) {
        for event in self.link.wait_events(64, Duration::from_millis(5)) {
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

#[test]
fn join_exits_with_the_dice_error_when_a_throw_is_not_what_its_parts_make() {
    let dir = std::env::temp_dir().join(format!("dhayam-dice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Open", PlayerKind::Remote),
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
    let settings = TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    };
    let mut host = Tampering {
        host: Host::open(
            &setup,
            players,
            DiceSecret::random(),
            Digest([3; 32]),
            identity,
        )
        .unwrap(),
        table: Table::hosting(settings),
        link,
        bot: Level::Medium.bot(5),
        tampered: false,
    };
    let ticket = dir.join("ticket");
    std::fs::write(&ticket, host.link.ticket().unwrap()).unwrap();
    let record = dir.join("guest.ron");
    let log = dir.join("guest.log");
    let mut guest = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["join", "--loopback", "--play", "random", "--timeout", "100"])
        .arg("--ticket-file")
        .arg(&ticket)
        .arg("--record")
        .arg(&record)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(status) = guest.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > PATIENCE {
            let _ = guest.kill();
            panic!("the guest never stopped");
        }
        host.turn(start.elapsed().as_secs_f64());
    };
    let said = std::fs::read_to_string(&log).unwrap();
    assert!(host.tampered, "the step was tampered with");
    assert!(!status.success(), "{said}");
    assert!(
        said.contains(&format!(
            "dhayam-cli: the host's dice do not check out: throw {}: the throw is not the one \
             its secrets make",
            TAMPERED + 1
        )),
        "{said}"
    );
    assert!(
        !record.exists(),
        "no record of a game that does not check out"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
