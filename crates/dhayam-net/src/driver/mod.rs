//! One networked table, driven: the host's or the guest's side, its link, its [`Table`]
//! and what keeps it, behind the same three calls as a table at one computer.
//!
//! A front end holds a [`Networked`] instead of a [`Table`] while a game is played across
//! computers and calls it exactly as it calls a local table:
//!
//! - [`Networked::apply`] a command from the screen (a click, a key, a computer's answer),
//! - [`Networked::tick`] as time passes: what arrived from the network is handled (a
//!   bounded share at a time, so a flood never starves the table), the table acts by
//!   itself, what was decided is kept (only when the table changed) and sent,
//! - [`Networked::next_wake`] when to tick again, so an idle front end sleeps,
//!
//! each giving the table's [`Effect`]s. What the network did besides comes out as typed
//! [`NetEvent`]s on one queue ([`Networked::events`]): who sits where, the join code, who
//! holds the game up, the connection to the host. The host's own decisions (start, hand a
//! guest's seats to a computer, remove a guest, let one back) are [`HostCommand`]s.
//!
//! The desktop, the command line, the tests and the benchmark all play across computers
//! through this driver; only the in-memory tests of [`crate::Host`] and [`crate::Guest`]
//! wire the two sides together by hand.

mod hosted;
mod joined;
mod leave;
mod redial;

pub use hosted::{HostPlan, Hosted, Keep, Keeper};
pub use joined::{JoinPlan, Joined};
pub use leave::Closed;

use std::time::Duration;

use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_table::{Command, Effect, Table};

use crate::host::HeldUp;
use crate::{GuestError, Line, Lobby, PeerId, Said, TurnClock};

/// The most events a driver keeps for a front end that does not take them.
pub const MAX_EVENTS: usize = 256;

/// The events a driver keeps for its front end until it takes them.
#[derive(Debug, Default)]
struct Events(std::collections::VecDeque<NetEvent>);

impl Events {
    fn starting_with(event: NetEvent) -> Events {
        Events(std::collections::VecDeque::from([event]))
    }

    /// Queues `event`; past [`MAX_EVENTS`] untaken, the oldest goes (each event says how
    /// things stand now, so the newest matter).
    fn push(&mut self, event: NetEvent) {
        if self.0.len() >= MAX_EVENTS {
            self.0.pop_front();
        }
        self.0.push_back(event);
    }

    /// Every event queued, oldest first.
    fn take(&mut self) -> Vec<NetEvent> {
        self.0.drain(..).collect()
    }
}

/// What the network did, for the front end to show.
#[derive(Clone, Debug, PartialEq)]
pub enum NetEvent {
    /// Who sits where, the rules and who watches, as it stands now (sent when it
    /// changed).
    Lobby(Lobby),
    /// The hosted table's join code, once it is known.
    Code(String),
    /// Who the hosted game waits for now (`None`: nobody), when that changed.
    HeldUp(Option<HeldUp>),
    /// The seats this guest plays here, as the host gave them.
    Seats(Vec<Seat>),
    /// The guest's connection to its host changed.
    Connection(Connection),
    /// The host turned this guest away, and why: the guest does not dial again.
    Stopped(GuestError),
    /// The guest's game is over: nothing to go back to.
    Over,
    /// The hosted game waits for a throw that nobody but the host is here to take part
    /// in (`true`), or no longer (`false`): the host may go on alone
    /// ([`HostCommand::GoOnAlone`]), its throws marked not provably fair.
    WaitsAlone(bool),
    /// This guest is back, and throws were made without its part meanwhile.
    Missed(crate::Missed),
    /// Someone at the table said something (this computer's own lines come back too).
    Said(Said),
    /// The host refused one of this guest's lines as said too fast.
    TooFast,
    /// The table's turn clock, when it is set (the host's) or told (a guest's).
    Clock(TurnClock),
    /// The turn clock of this seat ran out: a computer played that turn (the host's
    /// screen is told; a guest sees its own ring run out).
    RanOut(Seat),
    /// The host let this computer in to watch.
    Watching,
    /// The host opened the next game at the table: this player plays it once it says so
    /// ([`Networked::play_again`]).
    NextGame,
    /// The host had no seat for this watcher: it watches on.
    NoSeat,
}

/// A guest's connection to its host.
#[derive(Clone, Debug, PartialEq)]
pub enum Connection {
    /// Dialling the host for the first time.
    Connecting,
    /// Connected.
    Up,
    /// The connection dropped, and why; the host is dialled again (this many times so
    /// far since the connection was last up).
    Lost {
        /// Why it dropped.
        why: String,
        /// Dials since it was last up.
        redials: u32,
    },
}

/// What the host decides about its table, besides playing its own seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostCommand {
    /// Start the game (once every open seat is taken).
    Start,
    /// A computer of `level` plays `peer`'s seats until it may come back.
    HandOver {
        /// The guest.
        peer: PeerId,
        /// Who plays for it.
        level: Level,
    },
    /// `peer` is removed from the table and not let in again; during the game a computer
    /// of `level` plays its seats to the end.
    Remove {
        /// The guest.
        peer: PeerId,
        /// Who plays for it.
        level: Level,
    },
    /// `peer`, handed to a computer, may have its seats back.
    AllowBack(PeerId),
    /// Throw with the host's part alone while nobody else is here (not provably fair).
    GoOnAlone,
    /// Sets the table's turn clock.
    SetClock(TurnClock),
    /// Opens the next game at the table once the game is over: the same players, the
    /// first player moved on one seat; guests still here are asked to play it.
    NextGame,
    /// Between games, a computer of `level` called `name` takes `seat` (open for a
    /// friend).
    SeatComputer {
        /// The seat.
        seat: Seat,
        /// How well it plays.
        level: Level,
        /// The name it plays under.
        name: String,
    },
    /// Between games, a computer's `seat` is open for a friend again (shown as `name`
    /// until one takes it).
    OpenSeat {
        /// The seat.
        seat: Seat,
        /// The name shown meanwhile.
        name: String,
    },
    /// Lets people watch, or not (those watching are told and closed).
    SetWatching(bool),
}

/// A table played across computers, seen from this one.
pub enum Networked {
    /// This computer hosts it (boxed: both sides keep a good deal).
    Hosted(Box<Hosted>),
    /// This computer joined it.
    Joined(Box<Joined>),
}

impl Networked {
    /// The table, to draw and to ask (who is to act, which moves a person may play).
    pub fn table(&self) -> &Table {
        match self {
            Networked::Hosted(h) => h.table(),
            Networked::Joined(j) => j.table(),
        }
    }

    /// Whether this computer hosts the table.
    pub fn is_hosted(&self) -> bool {
        matches!(self, Networked::Hosted(_))
    }

    /// A command from this computer's screen or its computer players, at `now`.
    pub fn apply(&mut self, command: Command, now: f64) -> Vec<Effect> {
        match self {
            Networked::Hosted(h) => h.apply(command, now),
            Networked::Joined(j) => j.apply(command, now),
        }
    }

    /// Time passes to `now`: what arrived is handled, the table acts by itself.
    pub fn tick(&mut self, now: f64) -> Vec<Effect> {
        match self {
            Networked::Hosted(h) => h.tick(now),
            Networked::Joined(j) => j.tick(now),
        }
    }

    /// When the table wants its next tick: at once while messages wait beyond the last
    /// tick's share, else when the table, a guest's return or a redial is due.
    pub fn next_wake(&self, now: f64) -> Option<f64> {
        match self {
            Networked::Hosted(h) => h.next_wake(now),
            Networked::Joined(j) => j.next_wake(now),
        }
    }

    /// Blocks until the network brings something or `timeout` passes (a front end with
    /// no window to wake, such as the command line; the window is woken instead).
    pub fn wait(&mut self, timeout: Duration) {
        match self {
            Networked::Hosted(h) => h.wait(timeout),
            Networked::Joined(j) => j.wait(timeout),
        }
    }

    /// What the network did since the last call, oldest first.
    pub fn events(&mut self) -> Vec<NetEvent> {
        match self {
            Networked::Hosted(h) => h.events(),
            Networked::Joined(j) => j.events(),
        }
    }

    /// A host's decision (a guest's table has none to make: nothing happens).
    pub fn host(&mut self, command: HostCommand, now: f64) -> Vec<Effect> {
        match self {
            Networked::Hosted(h) => h.host_command(command, now),
            Networked::Joined(_) => Vec::new(),
        }
    }

    /// Says `line` to everyone at the table: the host passes its own on at once, a guest
    /// sends its to the host (it comes back as [`NetEvent::Said`] once passed on).
    pub fn say(&mut self, line: Line) {
        match self {
            Networked::Hosted(h) => h.say(line),
            Networked::Joined(j) => j.say(line),
        }
    }

    /// The seat the turn clock runs for and when its turn runs out (the clock passed to
    /// the driver's calls), for a front end's ring; `None` without a clock or while
    /// nobody's turn is timed.
    pub fn clock_runs_out(&self) -> Option<(Seat, f64)> {
        match self {
            Networked::Hosted(h) => h.host().clock_runs_out(),
            Networked::Joined(j) => j.guest().clock_runs_out(),
        }
    }

    /// The table's turn clock.
    pub fn turn_clock(&self) -> TurnClock {
        match self {
            Networked::Hosted(h) => h.host().turn_clock(),
            Networked::Joined(j) => j.guest().turn_clock(),
        }
    }

    /// This player plays another game at the table once this one is over: a guest says
    /// so to its host (a host opens the next game with [`HostCommand::NextGame`]).
    pub fn play_again(&mut self, now: f64) -> Vec<Effect> {
        match self {
            Networked::Hosted(_) => Vec::new(),
            Networked::Joined(j) => j.play_again(now),
        }
    }

    /// A watcher takes `seats` (empty: the first open one) between games.
    pub fn sit(&mut self, seats: Vec<Seat>) {
        if let Networked::Joined(j) = self {
            j.sit(seats);
        }
    }

    /// A guest whose seats a computer plays (its clock ran out too often) is back at its
    /// screen and wants them again (a host has nothing to ask: nothing happens).
    pub fn back(&mut self) {
        match self {
            Networked::Hosted(_) => {}
            Networked::Joined(j) => j.back(),
        }
    }

    /// Leaves the table: a guest tells its host at once and its link is closed off this
    /// thread ([`Closed`] waits for it); a host's table closes here (a table opened again
    /// at once needs its port free). Whatever is kept stays kept.
    pub fn leave(self) -> Closed {
        match self {
            Networked::Hosted(_) => Closed::done(),
            Networked::Joined(j) => j.leave(),
        }
    }
}
