//! A host whose step for one throw is tampered with on its way, through the real link on
//! loopback (iroh on 127.0.0.1) to a guest driven by the [`Joined`] driver as the window
//! and the command line drive it: the driver reports that the guest stopped with the
//! dice error, nothing of the tampered throw is on the guest's table, and it does not
//! dial the host again.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{quick, secret};
use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Action, Seat, Setup, Throw};
use dhayam_net::driver::{JoinPlan, Joined};
use dhayam_net::link::{HostEvent, HostLink, Limits, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{
    Connection, DiceFault, Guest, GuestError, Host, NetEvent, Out, Outcome, ToGuest, play_here,
};
use dhayam_store::{PlayerKind, SeatPlayer};
use dhayam_table::{Effect, Table};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The throw (0-based) whose step is tampered with.
const TAMPERED: usize = 5;

/// The host's side, by hand: the real host and link, with a hand on the wire.
struct Tampering {
    host: Host,
    table: Table,
    link: HostLink,
    /// The throw the guest was sent instead of the real one, once it was.
    sent_instead: Option<Throw>,
}

impl Tampering {
    /// Sends what the host decided; the step of throw [`TAMPERED`] goes out with its
    /// faces changed (its parts as they are).
    fn carry(&mut self, outcome: Outcome) {
        for out in outcome.out {
            let Out::To(peer, mut message) = out else {
                continue;
            };
            if let ToGuest::Step {
                action: Action::Throw(_, throw),
                ..
            } = &mut message
                && self.sent_instead.is_none()
                && throws(&self.table) == TAMPERED + 1
            {
                *throw = other(*throw);
                self.sent_instead = Some(*throw);
            }
            self.link.send(&peer, encode(&message));
        }
        for effect in outcome.effects {
            if let Effect::Think(request) = effect {
                let outcome = self.host.command(&mut self.table, request.answer(), 0.0);
                self.carry(outcome);
            }
        }
    }

    fn round(&mut self, bot: &mut dyn dhayam_ai::Bot, now: f64) {
        for event in self.link.events(64) {
            let outcome = match event {
                HostEvent::Frame(peer, bytes) => {
                    self.host.receive(&mut self.table, &peer, &bytes, now)
                }
                HostEvent::Gone(peer) => self.host.disconnected(&mut self.table, &peer, now),
                HostEvent::Connected(_) | HostEvent::TooLarge(_) => Outcome::default(),
            };
            self.carry(outcome);
        }
        if !Host::started(&self.table) && self.host.open_seats().is_empty() {
            let outcome = self.host.start(&mut self.table, now);
            self.carry(outcome);
        }
        if let Some(command) = play_here(&self.table, bot) {
            let outcome = self.host.command(&mut self.table, command, now);
            self.carry(outcome);
        }
        let outcome = self.host.tick(&mut self.table, now);
        self.carry(outcome);
    }
}

fn throws(table: &Table) -> usize {
    table
        .session()
        .map_or(0, |s| s.saved().record().throws.len())
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

#[test]
fn a_tampered_throw_step_stops_the_joined_driver_with_the_dice_error() {
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
    let mut host = Tampering {
        host: Host::open(&setup, players, secret(1), Digest([7; 32]), identity).unwrap(),
        table: Table::hosting(quick()),
        link,
        sent_instead: None,
    };
    let plan = JoinPlan {
        code: host.link.ticket().unwrap().to_owned(),
        reach: Reach::Loopback,
        wake: Arc::new(|| {}),
    };
    let guest = Guest::new("Kavi", Vec::new(), secret(2), new_identity());
    let mut joined = Joined::join(guest, Table::networked(quick()), plan).unwrap();
    let (mut host_bot, mut guest_bot) = (Level::Medium.bot(3), Level::Medium.bot(4));
    let mut events = Vec::new();
    let start = Instant::now();
    let stopped = loop {
        assert!(start.elapsed() < PATIENCE, "the guest never stopped");
        let now = start.elapsed().as_secs_f64();
        host.round(host_bot.as_mut(), now);
        let _ = joined.tick(now);
        if let Some(command) = play_here(joined.table(), guest_bot.as_mut()) {
            let _ = joined.apply(command, now);
        }
        let new = joined.events();
        let stop = new.iter().find_map(|e| match e {
            NetEvent::Stopped(error) => Some(error.clone()),
            _ => None,
        });
        events.extend(new);
        if let Some(error) = stop {
            break error;
        }
        joined.wait(Duration::from_millis(20));
    };
    assert!(host.sent_instead.is_some(), "the step was tampered with");
    assert_eq!(
        stopped,
        GuestError::DiceDoNotCheckOut {
            throw: TAMPERED as u32,
            why: DiceFault::NotItsParts
        }
    );
    assert_eq!(throws(joined.table()), TAMPERED, "nothing of it applied");
    assert!(joined.guest().evidence().is_some(), "the evidence is kept");
    // It does not dial again: dropped by the host now, it stays away.
    drop(host);
    let gone = Instant::now();
    while !matches!(joined.connection(), Connection::Lost { .. }) {
        assert!(gone.elapsed() < PATIENCE, "the connection never dropped");
        joined.wait(Duration::from_millis(50));
        let now = start.elapsed().as_secs_f64();
        let _ = joined.tick(now);
    }
    for _ in 0..20 {
        joined.wait(Duration::from_millis(50));
        let now = start.elapsed().as_secs_f64();
        let _ = joined.tick(now);
    }
    assert!(
        matches!(joined.connection(), Connection::Lost { redials: 0, .. }),
        "{:?}",
        joined.connection()
    );
}
