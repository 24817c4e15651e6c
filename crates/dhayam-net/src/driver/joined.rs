//! The guest's driver: its side of the table, its connection to the host (dialled again
//! when it drops), and its copy of the table.

use std::time::Duration;

use dhayam_core::Seat;
use dhayam_table::{Command, Effect, Table};

use super::leave::{Closed, close_in_background};
use super::redial::Redial;
use super::{Connection, Events, NetEvent};
use crate::link::{EVENTS_PER_TICK, GuestEvent, GuestLink, LinkError, Reach, Wake};
use crate::protocol::encode;
use crate::{Guest, GuestOutcome, Lobby, ToHost};

/// How a guest dials its host.
pub struct JoinPlan {
    /// The join code.
    pub code: String,
    /// How far the guest reaches.
    pub reach: Reach,
    /// Called from the link's thread when something arrives.
    pub wake: Wake,
}

/// What the front end was last told.
#[derive(Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each is one thing the front end was told, to tell it only when it changes"
)]
struct Told {
    lobby: Lobby,
    seats: Vec<Seat>,
    stopped: bool,
    over: bool,
    clock: crate::TurnClock,
    watching: bool,
    offered: bool,
}

/// A table joined from this computer.
pub struct Joined {
    guest: Guest,
    table: Table,
    link: GuestLink,
    connection: Connection,
    redial: Redial,
    /// Events waited for ([`Joined::wait`]) and not handled yet.
    arrived: Vec<GuestEvent>,
    /// Whether the last tick took a whole share of events (more may wait).
    more: bool,
    events: Events,
    told: Told,
}

impl Joined {
    /// Dials the host of `plan`'s code for `guest`, whose copy of the game is `table` (a
    /// [`Table::networked`]). Fails at once on a code that is not one.
    pub fn join(guest: Guest, table: Table, plan: JoinPlan) -> Result<Joined, LinkError> {
        let identity = guest.identity();
        let link = GuestLink::join(plan.reach, &plan.code, identity, plan.wake.clone())?;
        Ok(Joined {
            guest,
            table,
            link,
            connection: Connection::Connecting,
            redial: Redial::new(plan.code, identity, plan.reach, plan.wake),
            arrived: Vec::new(),
            more: false,
            events: Events::starting_with(NetEvent::Connection(Connection::Connecting)),
            told: Told::default(),
        })
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The guest's side (its seats, the lobby, the host's game for the record).
    pub fn guest(&self) -> &Guest {
        &self.guest
    }

    /// The connection to the host as it stands.
    pub fn connection(&self) -> &Connection {
        &self.connection
    }

    /// The next dial uses `code` (a host that opened its table again may have a new one).
    pub fn redial_with(&mut self, code: &str) {
        self.redial.set_code(code);
    }

    /// A command from this computer's screen or its computer players: what its seats
    /// want goes to the host.
    pub fn apply(&mut self, command: Command, now: f64) -> Vec<Effect> {
        let outcome = self.guest.command(&mut self.table, command, now);
        self.carry(outcome)
    }

    /// What arrived is applied, a share at a time; a dropped connection is dialled again
    /// when due; the guest's own seats' forced moves play.
    pub fn tick(&mut self, now: f64) -> Vec<Effect> {
        let mut events = std::mem::take(&mut self.arrived);
        let room = EVENTS_PER_TICK.saturating_sub(events.len());
        events.extend(self.link.events(room));
        self.more = events.len() >= EVENTS_PER_TICK;
        let mut effects = Vec::new();
        for event in events {
            match event {
                GuestEvent::Connected => {
                    self.redial.connected();
                    self.set_connection(Connection::Up);
                    self.guest.connected(&self.table);
                    self.link.send(encode(&self.guest.hello()));
                }
                GuestEvent::Frame(bytes) => {
                    match self.guest.receive(&mut self.table, &bytes, now) {
                        Ok(outcome) => effects.extend(self.carry(outcome)),
                        Err(error) => log::warn!("refused a frame from the host: {error}"),
                    }
                }
                GuestEvent::Gone(why) => self.lost(why, now),
            }
        }
        if let Some(link) = self.redial.due(now) {
            let old = std::mem::replace(&mut self.link, link);
            // Dropping a link waits for its endpoint to close: never on the caller's thread.
            drop(close_in_background(old));
            self.arrived.clear();
        }
        let outcome = self.guest.tick(&mut self.table, now);
        effects.extend(self.carry(outcome));
        effects
    }

    /// When to tick again.
    pub fn next_wake(&self, now: f64) -> Option<f64> {
        if self.more || !self.arrived.is_empty() {
            return Some(now);
        }
        [self.table.next_wake(now), self.redial.at()]
            .into_iter()
            .flatten()
            .min_by(f64::total_cmp)
    }

    /// Blocks until the host speaks or `timeout` passes.
    pub fn wait(&mut self, timeout: Duration) {
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

    /// Sends `line` to the host, to be passed on to everyone (while connected and
    /// seated or watching; nothing visible, nothing sent).
    pub fn say(&mut self, line: crate::Line) {
        let at_table = !self.guest.seats().is_empty() || self.guest.watching();
        if self.connection != Connection::Up || !at_table {
            log::info!("not at the table now: the line was not sent");
            return;
        }
        if let Some(line) = line.cleaned() {
            self.link.send(encode(&ToHost::Say(line)));
        }
    }

    /// This player plays another game at the table once this one is over (the one the
    /// host opened, or the one it opens next).
    pub fn play_again(&mut self, now: f64) -> Vec<Effect> {
        let outcome = self.guest.play_again(&mut self.table, now);
        self.carry(outcome)
    }

    /// A watcher takes `seats` (empty: the first open one) between games.
    pub fn sit(&mut self, seats: Vec<Seat>) {
        if self.connection != Connection::Up {
            log::info!("not connected: no seat asked for");
            return;
        }
        if let Some(hello) = self.guest.sit(seats) {
            self.link.send(encode(&hello));
        }
    }

    /// Tells the host this guest is back at its screen: a computer that plays its seats
    /// since its clock ran out too often gives them back (only then is anything sent).
    pub fn back(&mut self) {
        if self.connection == Connection::Up && self.guest.away() {
            self.link.send(encode(&ToHost::Back));
        }
    }

    /// Leaves the table: the host is told at once (if connected) and the link closed off
    /// this thread.
    pub fn leave(self) -> Closed {
        if self.connection == Connection::Up {
            log::info!("leaving the table: telling the host");
            self.link.send(encode(&ToHost::Leave));
        }
        close_in_background(self.link)
    }

    fn lost(&mut self, why: String, now: f64) {
        log::warn!("the connection to the host is gone: {why}");
        // A finished game has nothing to go back to, unless its player plays the next.
        let wanted = !over(&self.table) || self.guest.would_play_again();
        if self.guest.stopped().is_none() && wanted {
            self.redial.schedule(now);
        }
        let redials = self.redial.tries();
        self.set_connection(Connection::Lost { why, redials });
    }

    fn set_connection(&mut self, connection: Connection) {
        if connection != self.connection {
            self.connection = connection.clone();
            self.tell(NetEvent::Connection(connection));
        }
    }

    /// Sends what the guest's side decided; gives the effects for the screen and notes
    /// what the front end is to be told.
    fn carry(&mut self, outcome: GuestOutcome) -> Vec<Effect> {
        for message in outcome.out {
            self.link.send(encode(&message));
        }
        for said in outcome.said {
            self.tell(NetEvent::Said(said));
        }
        if outcome.too_fast {
            self.tell(NetEvent::TooFast);
        }
        if outcome.no_seat {
            self.tell(NetEvent::NoSeat);
        }
        self.note();
        outcome.effects
    }

    fn note(&mut self) {
        if *self.guest.lobby() != self.told.lobby {
            self.told.lobby = self.guest.lobby().clone();
            self.tell(NetEvent::Lobby(self.told.lobby.clone()));
        }
        if self.guest.watching() && !self.told.watching {
            self.tell(NetEvent::Watching);
        }
        self.told.watching = self.guest.watching();
        if self.guest.next_game_offered() && !self.told.offered {
            self.tell(NetEvent::NextGame);
        }
        self.told.offered = self.guest.next_game_offered();
        if self.guest.seats() != self.told.seats.as_slice() {
            self.told.seats = self.guest.seats().to_vec();
            self.tell(NetEvent::Seats(self.told.seats.clone()));
        }
        if !self.told.stopped
            && let Some(error) = self.guest.stopped()
        {
            self.told.stopped = true;
            self.redial.cancel();
            self.tell(NetEvent::Stopped(error.clone()));
        }
        if self.guest.turn_clock() != self.told.clock {
            self.told.clock = self.guest.turn_clock();
            self.tell(NetEvent::Clock(self.told.clock));
        }
        if let Some(missed) = self.guest.take_missed() {
            self.tell(NetEvent::Missed(missed));
        }
        if !self.told.over && over(&self.table) {
            self.told.over = true;
            self.redial.cancel();
            self.tell(NetEvent::Over);
        }
        // The next game at the table: its end is told again.
        self.told.over &= self.table.session().is_some();
    }
}

fn over(table: &Table) -> bool {
    table.session().is_some_and(|s| s.game().is_over())
}
