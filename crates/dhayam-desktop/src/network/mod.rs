//! Playing across computers from the window: the host's or the guest's side of a table,
//! with its link, driving the app's networked [`Table`].
//!
//! The app keeps one [`Table`] whatever happens; when a table is hosted or joined it is a
//! [`Table::networked`] one, and every command and tick goes through [`Remote`] instead of
//! straight to it. The link runs on its own thread and wakes the window when a message
//! arrives; nothing here blocks a frame.

use std::fmt;

mod code;
mod joined;
mod kept;
mod leave;
mod nearby;
mod reach;
mod redial;

pub use code::{CodeError, JoinCode, find_code};
pub use joined::Joined;
pub use kept::{JoinedTable, Kept};
pub use leave::{Closed, Leaving};
pub use nearby::Looking;
pub use reach::{chosen_reach, relays};
use redial::Redial;

use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::host::{HeldUp, HostSaveError};
use dhayam_net::link::{
    Announce, Billboard, EVENTS_PER_TICK, GuestLink, HostEvent, HostLink, Limits, LinkError, Reach,
    Wake,
};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Holder, Host, Out, Outcome, SeatView};
use dhayam_store::SeatPlayer;
use dhayam_table::{Command, Effect, StartError, Table};

use crate::screens::setup::BackTo;

/// Why a table could not be hosted or joined.
#[derive(Debug)]
pub enum RemoteError {
    /// The setup or players do not make a game.
    Start(StartError),
    /// The network could not be opened, or the code is not one.
    Link(LinkError),
    /// The hosted table kept cannot be opened again.
    Save(HostSaveError),
}

impl fmt::Display for RemoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RemoteError::Start(e) => e.fmt(f),
            RemoteError::Link(e) => e.fmt(f),
            RemoteError::Save(e) => e.fmt(f),
        }
    }
}

/// A table played across computers, seen from this one.
pub enum Remote {
    /// This computer hosts it (boxed, like the guest's side: both keep a good deal).
    Hosting(Box<Hosting>),
    /// This computer joined it.
    Joined(Box<Joined>),
}

impl Remote {
    /// Hosts `setup`: seats whose player is remote are open for guests. The table is
    /// kept in `kept` after every change. With `shown_as` a name, the table is shown to
    /// computers on the same network under it (never on loopback).
    pub fn host(
        setup: &Setup,
        players: Vec<SeatPlayer>,
        reach: Reach,
        shown_as: Option<&str>,
        wake: Wake,
        kept: Kept,
    ) -> Result<Remote, RemoteError> {
        let host = Host::open(setup, players, DiceSecret::random(), Digest(rand::random()))
            .map_err(RemoteError::Start)?;
        let identity = kept.identity();
        let board = shown_as.map(|name| Billboard::new(name, host.open_seats().len()));
        let announce = board.clone().map_or(Announce::Quiet, Announce::Nearby);
        let link = HostLink::open_announced(reach, identity, None, limits(&host), announce, wake)
            .map_err(RemoteError::Link)?;
        Ok(Remote::Hosting(Box::new(Hosting {
            host,
            link,
            kept,
            identity,
            more: false,
            board,
        })))
    }

    /// Opens the hosted table kept in `kept` again at `table` (a fresh networked one),
    /// with the same key (and, on loopback, port), so its guests come back to it.
    pub fn reopen(
        reach: Reach,
        wake: Wake,
        kept: Kept,
        table: &mut Table,
        now: f64,
    ) -> Result<(Remote, Vec<Effect>), RemoteError> {
        let save = kept
            .hosted()
            .ok_or(RemoteError::Save(HostSaveError::Syntax(
                "there is no hosted table to open".to_owned(),
            )))?;
        let identity = save.identity_bytes();
        let port = save.port;
        let (host, outcome) = Host::resume(save, table, now).map_err(RemoteError::Save)?;
        let link = HostLink::open(reach, identity, port, limits(&host), wake)
            .map_err(RemoteError::Link)?;
        let effects = send_out(&link, outcome);
        let hosting = Hosting {
            host,
            link,
            kept,
            identity,
            more: false,
            board: None,
        };
        Ok((Remote::Hosting(Box::new(hosting)), effects))
    }

    /// Joins the table of `joined` (a new one, or the one kept: the same code, name and
    /// dice secret come back to the same seat).
    pub fn join(
        joined: &JoinedTable,
        reach: Reach,
        wake: Wake,
        kept: Kept,
    ) -> Result<Remote, RemoteError> {
        let identity = kept.identity();
        let link = GuestLink::join(reach, &joined.code, identity, wake.clone())
            .map_err(RemoteError::Link)?;
        // Back at the table: a window that closes now goes back to it by itself.
        kept.keep_joined(&JoinedTable {
            left: false,
            ..joined.clone()
        });
        let secret = DiceSecret::from_bytes(joined.secret.0);
        Ok(Remote::Joined(Box::new(Joined {
            guest: Guest::new(&joined.name, Vec::new(), secret),
            link,
            connected: false,
            lost: None,
            redial: Redial::new(joined.code.clone(), identity, reach, wake),
            kept,
            ended: false,
            more: false,
        })))
    }

    /// Whether this computer hosts the table.
    pub fn hosting(&self) -> bool {
        matches!(self, Remote::Hosting(_))
    }

    /// The join code, when hosting and once it is known.
    pub fn code(&self) -> Option<&str> {
        match self {
            Remote::Hosting(h) => h.link.ticket(),
            Remote::Joined(_) => None,
        }
    }

    /// Who sits where.
    pub fn lobby(&self) -> Vec<SeatView> {
        match self {
            Remote::Hosting(h) => h.host.lobby(),
            Remote::Joined(j) => j.guest.lobby().to_vec(),
        }
    }

    /// The seats played at this computer by a guest (empty for the host).
    pub fn own_seats(&self) -> Vec<Seat> {
        match self {
            Remote::Hosting(_) => Vec::new(),
            Remote::Joined(j) => j.guest.seats().to_vec(),
        }
    }

    /// Whether the host may start: every open seat taken, not started yet.
    pub fn can_start(&self, table: &Table) -> bool {
        match self {
            Remote::Hosting(h) => !Host::started(table) && h.host.open_seats().is_empty(),
            Remote::Joined(_) => false,
        }
    }

    /// Why the guest's connection is down, or why it stopped.
    pub fn trouble(&self) -> Option<Trouble> {
        match self {
            Remote::Hosting(_) => None,
            Remote::Joined(j) => j.trouble(),
        }
    }

    /// The guest the hosted game waits for, if any.
    pub fn held_up(&self) -> Option<HeldUp> {
        match self {
            Remote::Hosting(h) => h.host.held_up(),
            Remote::Joined(_) => None,
        }
    }

    /// The host hands `peer`'s seats to a computer until it comes back.
    pub fn hand_over(&mut self, table: &mut Table, peer: &str, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting(h) => {
                let outcome = h
                    .host
                    .hand_over(table, &peer.to_owned(), Level::Medium, now);
                h.carry(table, outcome)
            }
            Remote::Joined(_) => Vec::new(),
        }
    }

    /// When the app should look again by itself: at once while messages wait beyond
    /// the last frame's share, or when a guest is to dial the host again.
    pub fn next_wake(&self) -> Option<f64> {
        match self {
            Remote::Hosting(h) => h.more.then_some(0.0),
            Remote::Joined(j) if j.more => Some(0.0),
            Remote::Joined(j) => j.redial.at(),
        }
    }

    /// The host starts the game.
    pub fn start(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting(h) => {
                let outcome = h.host.start(table, now);
                h.carry(table, outcome)
            }
            Remote::Joined(_) => Vec::new(),
        }
    }

    /// A command from this window.
    pub fn command(&mut self, table: &mut Table, command: Command, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting(h) => {
                let outcome = h.host.command(table, command, now);
                h.carry(table, outcome)
            }
            Remote::Joined(j) => j.command(table, command, now),
        }
    }

    /// Time passes: what arrived is applied, and the table acts by itself.
    pub fn tick(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting(h) => h.tick(table, now),
            Remote::Joined(j) => j.tick(table, now),
        }
    }

    /// Leaves the table at `table`: a guest tells its host at once and keeps the table
    /// joined, to go back to, as `how` says (see [`Leaving`]); a host closes its table and
    /// keeps it, to open it again. What is closed on a thread of its own is returned.
    pub fn leave(self, table: &Table, how: Leaving) -> Closed {
        match self {
            // Closed here, as before: a table opened again at once needs its port free.
            Remote::Hosting(_) => Closed::done(),
            Remote::Joined(joined) => joined.leave(table, how),
        }
    }

    /// Whether the game at `table` is under way (started and not over): leaving it then is
    /// asked first.
    pub fn under_way(table: &Table) -> bool {
        table.session().is_some_and(|s| !s.game().is_over())
    }
}

/// Why a guest is not at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Dialling the host for the first time.
    Connecting,
    /// The connection dropped, and why; the host is dialled again.
    Lost(String),
    /// The host turned this guest away, and why.
    Stopped(String),
}

/// This computer's hosted table: the host's side, its open endpoint, and where it is kept.
pub struct Hosting {
    host: Host,
    link: HostLink,
    kept: Kept,
    /// This computer's network key, kept with the table.
    identity: [u8; 32],
    /// Whether the last frame took a whole share of events (more may wait).
    more: bool,
    /// What computers nearby are told, when the table is shown to them.
    board: Option<Billboard>,
}

/// The link's limits for `host`'s table: a connection for each seat a guest holds or may
/// take.
fn limits(host: &Host) -> Limits {
    let guest_seats = host
        .lobby()
        .iter()
        .filter(|v| {
            matches!(
                v.holder,
                Holder::Open | Holder::Guest { .. } | Holder::StandIn
            )
        })
        .count();
    Limits::for_guest_seats(guest_seats)
}

impl Hosting {
    /// What guests sent is checked and applied, a frame's share at a time (so a guest
    /// that floods never freezes the window); the host's own seats act.
    fn tick(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let events = self.link.events(EVENTS_PER_TICK);
        self.more = events.len() == EVENTS_PER_TICK;
        for event in events {
            let host = &mut self.host;
            let outcome = match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => host.receive(table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => host.too_large(&peer),
                HostEvent::Gone(peer) => host.disconnected(table, &peer, now),
            };
            effects.extend(self.carry(table, outcome));
        }
        let outcome = self.host.tick(table, now);
        effects.extend(self.carry(table, outcome));
        effects
    }

    /// Sends what the host decided, after keeping the table when it changed (so a host
    /// that crashes never comes back behind what its guests saw); gives the effects for
    /// the window.
    fn carry(&self, table: &Table, outcome: Outcome) -> Vec<Effect> {
        if let Some(board) = &self.board {
            board.set_open_seats(self.host.open_seats().len());
        }
        if outcome.changed {
            let save = self.host.save(table, self.identity, self.link.port());
            self.kept.keep_hosted(&save);
        }
        send_out(&self.link, outcome)
    }
}

fn send_out(link: &HostLink, outcome: Outcome) -> Vec<Effect> {
    for out in outcome.out {
        match out {
            Out::To(peer, message) => link.send(&peer, encode(&message)),
            Out::Close(peer) => link.close(&peer),
        }
    }
    outcome.effects
}

/// Everything the app keeps for play across computers.
pub struct Across {
    /// The table hosted or joined, if any.
    pub remote: Option<Remote>,
    /// The app's own table, set aside while a networked one is on the screen.
    pub parked: Option<Table>,
    /// How far hosting and joining reach (loopback only when started with `--loopback`).
    pub reach: Reach,
    /// The join form: open or not, and what is typed in it.
    pub join: JoinForm,
    /// The join form's tables nearby.
    pub nearby: Looking,
    /// What went wrong when hosting or joining, in words.
    pub error: Option<String>,
    /// The tables kept to go back to: hosted (unfinished, to open again) or joined.
    pub kept: BackTo,
    /// Whether the window goes back to the table joined by itself at its first frame (it
    /// was closed or crashed while joined, not left on purpose).
    pub rejoin_at_start: bool,
    /// Whether "Leave the table?" is asked (a game under way, and New game chosen).
    pub asking_to_leave: bool,
    /// Set when the network wakes the window, taken by the next frame.
    pub heard: Heard,
}

/// Whether the network woke the window since the last frame: shared with the link's
/// threads, which set it.
#[derive(Clone, Debug, Default)]
pub struct Heard(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Heard {
    /// The network brought something.
    pub fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Release);
    }

    /// Whether it did since the last call, clearing it.
    pub fn take(&self) -> bool {
        self.0.swap(false, std::sync::atomic::Ordering::AcqRel)
    }
}

/// What the join form holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    /// Whether the form is shown.
    pub open: bool,
    /// The join code pasted, or whatever text holds it.
    pub code: String,
    /// Why no join code is in [`JoinForm::code`], since the last paste or Join (cleared
    /// when the field is edited).
    pub problem: Option<CodeError>,
    /// The name to show at the table.
    pub name: String,
}

impl Across {
    /// Nothing hosted or joined; hosting and joining reach as far as `reach`.
    pub fn new(reach: Reach) -> Across {
        Across {
            remote: None,
            parked: None,
            reach,
            join: JoinForm::default(),
            nearby: Looking::Off,
            error: None,
            kept: BackTo::default(),
            rejoin_at_start: false,
            asking_to_leave: false,
            heard: Heard::default(),
        }
    }
}
