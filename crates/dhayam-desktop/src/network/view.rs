//! What the network said of a table, as the screens show it: kept up to date from the
//! driver's events, never asked for each frame.

use dhayam_core::Seat;
use dhayam_net::host::HeldUp;
use dhayam_net::{Connection, GuestError, Lobby, NetEvent, SeatView};

use super::Talk;

/// The part this computer takes at a table across computers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Part {
    /// It hosts the table: its own seats are its people's.
    Host,
    /// It plays the seats the host gave it.
    #[default]
    Guest,
    /// It watches: no seat, no dice.
    Watcher,
}

impl Part {
    /// Whether this computer hosts the table.
    pub fn hosts(self) -> bool {
        self == Part::Host
    }

    /// Whether this computer watches the table.
    pub fn watches(self) -> bool {
        self == Part::Watcher
    }
}

/// What the network said of a table, as the screens show it (kept up to date from the
/// driver's [`NetEvent`]s, never asked for each frame).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NetView {
    /// Whether this computer hosts, plays as a guest or watches.
    pub part: Part,
    /// Who sits where, the rules, which game of the table it is, who watches.
    pub lobby: Lobby,
    /// Between games: where this computer's players stand on another game.
    pub again: Again,
    /// The host had no seat for this watcher when it asked for one.
    pub no_seat: bool,
    /// The join code, when hosting and once it is known.
    pub code: Option<String>,
    /// The guest the hosted game waits for.
    pub held: Option<HeldUp>,
    /// The seats a guest plays at this computer.
    pub seats: Vec<Seat>,
    /// Why a guest is not at the table, if it is not.
    pub trouble: Option<Trouble>,
    /// The hosted game waits for a throw nobody but the host is here to take part in.
    pub waits_alone: bool,
    /// Throws made without this guest while it was away, until the player has read it.
    pub missed: Option<dhayam_net::Missed>,
    /// What was said at the table.
    pub talk: Talk,
    /// The table's turn clock.
    pub clock: dhayam_net::TurnClock,
    /// The last seat whose turn clock ran out at the host (a computer played that turn),
    /// and since when it is shown (stamped by [`NetView::follow_time`]).
    pub ran_out: Option<(Seat, Option<f64>)>,
    /// A player who came back to the table (connected again, or playing their seats again),
    /// and since when it is shown.
    pub back: Option<(String, Option<f64>)>,
}

impl NetView {
    /// Takes in what the network did, at `step` of the game on the table.
    pub(super) fn take(&mut self, event: NetEvent, step: u32) {
        match event {
            NetEvent::Lobby(lobby) => {
                if let Some(name) = came_back(&self.lobby.seats, &lobby.seats) {
                    self.back = Some((name, None));
                }
                if lobby.game != self.lobby.game {
                    // The next game at the table: its own questions from the start.
                    self.again = Again::Undecided;
                }
                self.lobby = lobby;
            }
            NetEvent::Watching => self.part = Part::Watcher,
            NetEvent::NextGame => {
                if self.again == Again::Undecided {
                    self.again = Again::Offered;
                }
            }
            NetEvent::NoSeat => self.no_seat = true,
            NetEvent::Code(code) => self.code = Some(code),
            NetEvent::HeldUp(held) => self.held = held,
            NetEvent::Seats(seats) => {
                if !seats.is_empty() {
                    // A watcher who took a seat plays from now on.
                    if self.part.watches() {
                        self.part = Part::Guest;
                    }
                }
                self.seats = seats;
            }
            NetEvent::Connection(Connection::Connecting) => {
                self.trouble = Some(Trouble::Connecting);
            }
            NetEvent::Connection(Connection::Up) => self.trouble = None,
            NetEvent::Connection(Connection::Lost { why, .. }) => {
                if !matches!(self.trouble, Some(Trouble::Stopped(_))) {
                    self.trouble = Some(Trouble::Lost(why));
                }
            }
            NetEvent::Stopped(error) => self.trouble = Some(Trouble::Stopped(error)),
            NetEvent::Over => {}
            NetEvent::WaitsAlone(waits) => self.waits_alone = waits,
            NetEvent::Missed(missed) => self.missed = Some(missed),
            NetEvent::Said(said) => {
                let mine = self.ours(&said.seats) || (said.watcher && self.part.watches());
                self.talk.hear(said, mine, self.lobby.game, step);
            }
            NetEvent::TooFast => self.talk.too_fast = true,
            NetEvent::Clock(clock) => self.clock = clock,
            NetEvent::RanOut(seat) => self.ran_out = Some((seat, None)),
        }
    }

    /// Whether `seats` are this computer's: a guest's own seats (as the host gave them),
    /// or the host's people's at the host.
    pub fn ours(&self, seats: &[Seat]) -> bool {
        !seats.is_empty()
            && seats.iter().all(|seat| {
                if self.part.hosts() {
                    self.lobby
                        .seats
                        .iter()
                        .any(|v| v.seat == *seat && v.holder == dhayam_net::Holder::Host)
                } else {
                    self.seats.contains(seat)
                }
            })
    }
}

/// Where this computer's players stand on another game at the table, once one is over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Again {
    /// Nothing said yet (and nothing asked).
    #[default]
    Undecided,
    /// The host opened the next game: this computer's players play it once they say so.
    Offered,
    /// They said they play it; the host has not opened it yet.
    Ready,
}

/// A player who was gone or away in `before` and plays again in `after`.
fn came_back(before: &[SeatView], after: &[SeatView]) -> Option<String> {
    use dhayam_net::Holder;
    after.iter().find_map(|now| {
        let was = before.iter().find(|v| v.seat == now.seat)?;
        let away = matches!(
            was.holder,
            Holder::Guest { connected: false } | Holder::StandIn | Holder::Away
        );
        (away && now.holder == (Holder::Guest { connected: true })).then(|| now.name.clone())
    })
}

/// Why a guest is not at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Dialling the host for the first time.
    Connecting,
    /// The connection dropped, and why; the host is dialled again.
    Lost(String),
    /// The host turned this guest away, and why.
    Stopped(GuestError),
}
