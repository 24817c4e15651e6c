//! Playing across computers from the window: the host's or the guest's side of a table,
//! with its link, driving the app's networked [`Table`].
//!
//! The app keeps one [`Table`] whatever happens; when a table is hosted or joined it is a
//! [`Table::networked`] one, and every command and tick goes through [`Remote`] instead of
//! straight to it. The link runs on its own thread and wakes the window when a message
//! arrives; nothing here blocks a frame.

use std::fmt;

use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::link::{GuestEvent, GuestLink, HostEvent, HostLink, LinkError, Reach, Wake};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Host, Out, Outcome, SeatView};
use dhayam_store::SeatPlayer;
use dhayam_table::{Command, Effect, StartError, Table};

/// Why a table could not be hosted or joined.
#[derive(Debug)]
pub enum RemoteError {
    /// The setup or players do not make a game.
    Start(StartError),
    /// The network could not be opened, or the code is not one.
    Link(LinkError),
}

impl fmt::Display for RemoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RemoteError::Start(e) => e.fmt(f),
            RemoteError::Link(e) => e.fmt(f),
        }
    }
}

/// A table played across computers, seen from this one.
pub enum Remote {
    /// This computer hosts it.
    Hosting {
        /// The host's side (boxed, like the guest's: both keep a good deal).
        host: Box<Host>,
        /// The open endpoint.
        link: HostLink,
    },
    /// This computer joined it.
    Joined {
        /// The guest's side (boxed: it keeps a whole game, the host's copy).
        guest: Box<Guest>,
        /// The connection to the host.
        link: GuestLink,
        /// Whether the connection is up.
        connected: bool,
        /// Why it went down, if it did.
        lost: Option<String>,
    },
}

impl Remote {
    /// Hosts `setup`: seats whose player is remote are open for guests.
    pub fn host(
        setup: &Setup,
        players: Vec<SeatPlayer>,
        reach: Reach,
        wake: Wake,
    ) -> Result<Remote, RemoteError> {
        let host = Host::open(setup, players, DiceSecret::random(), Digest(rand::random()))
            .map_err(RemoteError::Start)?;
        let identity = dhayam_net::link::new_identity();
        let link = HostLink::open(reach, identity, wake).map_err(RemoteError::Link)?;
        Ok(Remote::Hosting {
            host: Box::new(host),
            link,
        })
    }

    /// Joins the table of join code `code` as `name`.
    pub fn join(code: &str, name: &str, reach: Reach, wake: Wake) -> Result<Remote, RemoteError> {
        let identity = dhayam_net::link::new_identity();
        let link = GuestLink::join(reach, code, identity, wake).map_err(RemoteError::Link)?;
        Ok(Remote::Joined {
            guest: Box::new(Guest::new(name, Vec::new(), DiceSecret::random())),
            link,
            connected: false,
            lost: None,
        })
    }

    /// Whether this computer hosts the table.
    pub fn hosting(&self) -> bool {
        matches!(self, Remote::Hosting { .. })
    }

    /// The join code, when hosting and once it is known.
    pub fn code(&self) -> Option<&str> {
        match self {
            Remote::Hosting { link, .. } => link.ticket(),
            Remote::Joined { .. } => None,
        }
    }

    /// Who sits where.
    pub fn lobby(&self) -> Vec<SeatView> {
        match self {
            Remote::Hosting { host, .. } => host.lobby(),
            Remote::Joined { guest, .. } => guest.lobby().to_vec(),
        }
    }

    /// The seats played at this computer by a guest (empty for the host).
    pub fn own_seats(&self) -> Vec<Seat> {
        match self {
            Remote::Hosting { .. } => Vec::new(),
            Remote::Joined { guest, .. } => guest.seats().to_vec(),
        }
    }

    /// Whether the host may start: every open seat taken, not started yet.
    pub fn can_start(&self, table: &Table) -> bool {
        match self {
            Remote::Hosting { host, .. } => !Host::started(table) && host.open_seats().is_empty(),
            Remote::Joined { .. } => false,
        }
    }

    /// Why the guest's connection is down, or why it stopped.
    pub fn trouble(&self) -> Option<String> {
        match self {
            Remote::Hosting { .. } => None,
            Remote::Joined {
                guest,
                connected,
                lost,
                ..
            } => guest
                .stopped()
                .map(ToString::to_string)
                .or_else(|| lost.clone())
                .or_else(|| (!connected).then(String::new)),
        }
    }

    /// The host starts the game.
    pub fn start(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting { host, link } => {
                let outcome = host.start(table, now);
                send_out(link, outcome)
            }
            Remote::Joined { .. } => Vec::new(),
        }
    }

    /// A command from this window.
    pub fn command(&mut self, table: &mut Table, command: Command, now: f64) -> Vec<Effect> {
        match self {
            Remote::Hosting { host, link } => {
                let outcome = host.command(table, command, now);
                send_out(link, outcome)
            }
            Remote::Joined { guest, link, .. } => {
                let outcome = guest.command(table, command, now);
                for message in outcome.out {
                    link.send(encode(&message));
                }
                outcome.effects
            }
        }
    }

    /// Time passes: what arrived is applied, and the table acts by itself.
    pub fn tick(&mut self, table: &mut Table, now: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        match self {
            Remote::Hosting { host, link } => {
                while let Some(event) = link.try_event() {
                    let outcome = match event {
                        HostEvent::Connected(_) => Outcome::default(),
                        HostEvent::Frame(peer, bytes) => host.receive(table, &peer, &bytes, now),
                        HostEvent::TooLarge(peer) => host.too_large(&peer),
                        HostEvent::Gone(peer) => host.disconnected(table, &peer, now),
                    };
                    effects.extend(send_out(link, outcome));
                }
                let outcome = host.tick(table, now);
                effects.extend(send_out(link, outcome));
            }
            Remote::Joined {
                guest,
                link,
                connected,
                lost,
            } => {
                while let Some(event) = link.try_event() {
                    match event {
                        GuestEvent::Connected => {
                            *connected = true;
                            *lost = None;
                            link.send(encode(&guest.hello()));
                        }
                        GuestEvent::Frame(bytes) => match guest.receive(table, &bytes, now) {
                            Ok(outcome) => {
                                for message in outcome.out {
                                    link.send(encode(&message));
                                }
                                effects.extend(outcome.effects);
                            }
                            Err(error) => log::warn!("refused a frame from the host: {error}"),
                        },
                        GuestEvent::Gone(why) => {
                            log::warn!("the connection to the host is gone: {why}");
                            *connected = false;
                            *lost = Some(why);
                        }
                    }
                }
                let outcome = guest.tick(table, now);
                for message in outcome.out {
                    link.send(encode(&message));
                }
                effects.extend(outcome.effects);
            }
        }
        effects
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
    /// What went wrong when hosting or joining, in words.
    pub error: Option<String>,
}

/// What the join form holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct JoinForm {
    /// Whether the form is shown.
    pub open: bool,
    /// The join code pasted.
    pub code: String,
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
            error: None,
        }
    }
}
