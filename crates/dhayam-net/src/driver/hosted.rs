//! The host's driver: its side of the table, the link guests dial, the one true table,
//! and what keeps it after every change.

use std::time::Duration;

use dhayam_table::{Command, Effect, Table};

use super::{Events, HostCommand, NetEvent};
use crate::host::MAX_WATCHERS;
use crate::host::{HeldUp, HostSave};
use crate::link::{
    Announce, Billboard, EVENTS_PER_TICK, HostEvent, HostLink, Limits, LinkError, Reach, Wake,
};
use crate::protocol::encode;
use crate::{Holder, Host, Lobby, Out, Outcome};

/// Keeps the hosted table somewhere (a file written off the caller's thread, say). It is
/// handed the table as it stands each time it changed; what was decided since is sent
/// only once [`Keeper::kept`] says it is on disk, so a host that crashes never comes back
/// behind what its guests saw (they would refuse it as a rewind).
pub trait Keeper: Send {
    /// Keeps `save` (or queues it to be kept).
    fn keep(&mut self, save: &HostSave);
    /// Whether every table handed over so far is kept (on disk, or failed for good).
    fn kept(&self) -> bool {
        true
    }
}

/// A closure that keeps the table at once (or nowhere) is a keeper.
impl<F: FnMut(&HostSave) + Send> Keeper for F {
    fn keep(&mut self, save: &HostSave) {
        self(save);
    }
}

/// What keeps a hosted table.
pub type Keep = Box<dyn Keeper>;

/// How often a table whose messages wait for its save looks again, in seconds (a save
/// takes a few milliseconds; only then is anything looked at this often).
const SAVE_POLL: f64 = 0.002;

/// How a hosted table is opened on the network.
pub struct HostPlan {
    /// How far it reaches.
    pub reach: Reach,
    /// The port to listen on (a loopback table opened again listens where it did).
    pub port: Option<u16>,
    /// The name computers on the same network see it under (`None`: not shown; never
    /// on loopback).
    pub shown_as: Option<String>,
    /// Called from the link's thread when something arrives.
    pub wake: Wake,
}

/// What the front end was last told, to tell it again only what changed.
#[derive(Default)]
struct Told {
    lobby: Lobby,
    held: Option<HeldUp>,
    code: bool,
    alone: bool,
}

/// This computer's hosted table.
pub struct Hosted {
    host: Host,
    table: Table,
    link: HostLink,
    keep: Keep,
    /// What computers nearby are told, when the table is shown to them.
    board: Option<Billboard>,
    /// Events waited for ([`Hosted::wait`]) and not handled yet.
    arrived: Vec<HostEvent>,
    /// What was decided after a change and waits for the change to be kept, in order.
    held: std::collections::VecDeque<Out>,
    /// Whether the last tick took a whole share of events (more may wait).
    more: bool,
    events: Events,
    told: Told,
}

/// The link's limits for `host`'s table: a connection for each seat a guest holds or may
/// take, and for each person who may watch.
fn limits(host: &Host) -> Limits {
    let guest_seats = host
        .lobby()
        .seats
        .iter()
        .filter(|v| {
            matches!(
                v.holder,
                Holder::Open
                    | Holder::Guest { .. }
                    | Holder::StandIn
                    | Holder::Away
                    | Holder::Deciding
            )
        })
        .count();
    let mut limits = Limits::for_guest_seats(guest_seats);
    // A computer's seat may be opened for a friend between games.
    limits.connections += host.lobby().seats.len() - guest_seats;
    if host.watching() {
        limits.connections += MAX_WATCHERS;
    }
    limits
}

impl Hosted {
    /// Opens `host`'s table, played at `table` (a [`Table::hosting`]), on the network as
    /// `plan` says; `first` is what opening it decided (a resumed table's, see
    /// [`Host::resume`]), carried out at once: its effects are returned.
    pub fn open(
        host: Host,
        table: Table,
        first: Outcome,
        plan: HostPlan,
        keep: Keep,
    ) -> Result<(Hosted, Vec<Effect>), LinkError> {
        let shown_as = plan.shown_as.filter(|_| plan.reach != Reach::Loopback);
        let board = shown_as.map(|name| Billboard::new(&name, host.open_seats().len()));
        let announce = board.clone().map_or(Announce::Quiet, Announce::Nearby);
        let link = HostLink::open_announced(
            plan.reach,
            host.identity(),
            plan.port,
            limits(&host),
            announce,
            plan.wake,
        )?;
        let mut hosted = Hosted {
            host,
            table,
            link,
            keep,
            board,
            arrived: Vec::new(),
            held: std::collections::VecDeque::new(),
            more: false,
            events: Events::default(),
            told: Told::default(),
        };
        let effects = hosted.carry(first);
        Ok((hosted, effects))
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The host's side (who sits where, who holds the game up, the dice ledger).
    pub fn host(&self) -> &Host {
        &self.host
    }

    /// The join code, once the link knows its addresses.
    pub fn code(&self) -> Option<&str> {
        self.link.ticket()
    }

    /// The port the table listens on.
    pub fn port(&self) -> Option<u16> {
        self.link.port()
    }

    /// Whether the host may start: not started, every open seat taken, nobody of the
    /// last game still deciding.
    pub fn can_start(&self) -> bool {
        self.host.ready(&self.table)
    }

    /// A command from the host's screen or its computer players.
    pub fn apply(&mut self, command: Command, now: f64) -> Vec<Effect> {
        let outcome = self.host.command(&mut self.table, command, now);
        self.carry(outcome)
    }

    /// A host's decision about its table.
    pub fn host_command(&mut self, command: HostCommand, now: f64) -> Vec<Effect> {
        let table = &mut self.table;
        let outcome = match command {
            HostCommand::Start => self.host.start(table, now),
            HostCommand::HandOver { peer, level } => self.host.hand_over(table, &peer, level, now),
            HostCommand::Remove { peer, level } => self.host.remove(table, &peer, level, now),
            HostCommand::AllowBack(peer) => {
                self.host.allow_back(&peer);
                self.host.tick(table, now)
            }
            HostCommand::GoOnAlone => self.host.go_on_alone(table, now),
            HostCommand::SetClock(clock) => {
                let outcome = self.host.set_turn_clock(table, clock, now);
                self.tell(NetEvent::Clock(clock));
                outcome
            }
            HostCommand::NextGame => self.host.next_game(table, now),
            HostCommand::SeatComputer { seat, level, name } => {
                self.host.seat_computer(table, seat, level, &name)
            }
            HostCommand::OpenSeat { seat, name } => self.host.open_seat(table, seat, &name),
            HostCommand::SetWatching(allowed) => self.host.set_watching(allowed),
        };
        self.carry(outcome)
    }

    /// The host says `line` to everyone at the table.
    pub fn say(&mut self, line: crate::Line) {
        let outcome = self.host.say(line);
        let effects = self.carry(outcome);
        debug_assert!(effects.is_empty(), "talk changes nothing at the table");
    }

    /// What guests sent is checked and applied, a share at a time (so a guest that
    /// floods never starves the host's own seats); the host's own seats act.
    pub fn tick(&mut self, now: f64) -> Vec<Effect> {
        let mut events = std::mem::take(&mut self.arrived);
        let room = EVENTS_PER_TICK.saturating_sub(events.len());
        events.extend(self.link.events(room));
        self.more = events.len() >= EVENTS_PER_TICK;
        let mut effects = Vec::new();
        for event in events {
            let table = &mut self.table;
            let outcome = match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => self.host.receive(table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => self.host.too_large(&peer),
                HostEvent::Gone(peer) => self.host.disconnected(table, &peer, now),
            };
            effects.extend(self.carry(outcome));
        }
        let outcome = self.host.tick(&mut self.table, now);
        effects.extend(self.carry(outcome));
        self.send_kept();
        effects
    }

    /// When to tick again.
    pub fn next_wake(&self, now: f64) -> Option<f64> {
        if self.more || !self.arrived.is_empty() {
            return Some(now);
        }
        let saving = (!self.held.is_empty()).then_some(now + SAVE_POLL);
        let clock = self.host.clock_runs_out().map(|(_, at)| at);
        [
            self.table.next_wake(now),
            self.host.next_return(),
            clock,
            saving,
        ]
        .into_iter()
        .flatten()
        .min_by(f64::total_cmp)
    }

    /// Blocks until a guest speaks or `timeout` passes.
    pub fn wait(&mut self, timeout: Duration) {
        let timeout = if self.held.is_empty() {
            timeout
        } else {
            timeout.min(Duration::from_secs_f64(SAVE_POLL))
        };
        if self.arrived.is_empty() {
            self.arrived = self.link.wait_events(EVENTS_PER_TICK, timeout);
        }
    }

    /// What the network did since the last call.
    pub fn events(&mut self) -> Vec<NetEvent> {
        self.events.take()
    }

    fn tell(&mut self, event: NetEvent) {
        self.events.push(event);
    }

    /// Carries out what the host decided: kept first when the table changed (never for a
    /// refusal or a game sent again), then sent once kept; gives the effects for the
    /// screen and notes what the front end is to be told.
    fn carry(&mut self, outcome: Outcome) -> Vec<Effect> {
        for said in outcome.said {
            self.tell(NetEvent::Said(said));
        }
        for seat in outcome.ran_out {
            self.tell(NetEvent::RanOut(seat));
        }
        if outcome.changed {
            let save = self.host.save(&self.table, self.link.port());
            self.keep.keep(&save);
        }
        self.held.extend(outcome.out);
        self.send_kept();
        if let Some(board) = &self.board {
            board.set_open_seats(self.host.open_seats().len());
            board.set_watching(self.host.watching());
        }
        self.note();
        outcome.effects
    }

    /// Sends what waits, in order, once the table it followed from is kept.
    fn send_kept(&mut self) {
        if self.held.is_empty() || !self.keep.kept() {
            return;
        }
        for out in self.held.drain(..) {
            match out {
                Out::To(peer, message) => self.link.send(&peer, encode(&message)),
                Out::Close(peer) => self.link.close(&peer),
            }
        }
    }

    /// Tells the front end what changed since it was last told.
    fn note(&mut self) {
        if !self.told.code
            && let Some(code) = self.link.ticket()
        {
            self.told.code = true;
            self.tell(NetEvent::Code(code.to_owned()));
        }
        let lobby = self.host.lobby();
        if lobby != self.told.lobby {
            self.told.lobby.clone_from(&lobby);
            self.tell(NetEvent::Lobby(lobby));
        }
        let held = self.host.held_up();
        if held != self.told.held {
            self.told.held.clone_from(&held);
            self.tell(NetEvent::HeldUp(held));
        }
        let alone = self.host.waits_alone();
        if alone != self.told.alone {
            self.told.alone = alone;
            self.tell(NetEvent::WaitsAlone(alone));
        }
    }
}
