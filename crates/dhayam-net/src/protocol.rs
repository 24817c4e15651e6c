//! The messages between a host and its guests, and how they cross the wire.
//!
//! Every message is one frame: a 4-byte big-endian length, then that many bytes of JSON.
//! Frames have a size limit in each direction (guests only ever send small ones), and a
//! frame that is too large, is not JSON or is not a message of this protocol is refused
//! with a [`WireError`]: nothing is applied.

use std::fmt;

use dhayam_ai::Level;
use dhayam_core::fair::{Commitment, Digest, Made};
use dhayam_core::{Action, Move, Seat, Setup};
use serde::{Deserialize, Serialize};

use crate::clock::TurnClock;
use crate::talk::{Line, Said};

/// The version of this protocol. A host and a guest of different versions tell each
/// other so, and stop. Version 3 added [`ToHost::Leave`]; version 4 made the dice signed
/// chains ([`ToGuest::Commit`], [`ToHost::Chain`]); version 5 added talk ([`ToHost::Say`],
/// [`ToGuest::Said`]); version 6 the turn clock ([`ToGuest::Clock`], [`ToHost::Back`]);
/// version 7 another game at the same table (the [`Lobby`] names the game, and a new
/// [`ToGuest::Commit`] asks for the next one's dice), people who watch ([`ToHost::Watch`],
/// [`ToGuest::Watching`]) and a lobby that says the rules and who watches.
pub const PROTOCOL_VERSION: u32 = 7;

/// The largest frame a guest may send (its messages are a few hundred bytes).
pub const MAX_TO_HOST: usize = 16 * 1024;

/// The largest frame a host may send (a whole game with its dice ledger).
pub const MAX_TO_GUEST: usize = 8 * 1024 * 1024;

/// What a guest sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first message: who this is and which seats it would like.
    Hello {
        /// The guest's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The name to show (cleaned by the host like a typed name).
        name: String,
        /// The seats wanted; empty: the first open one.
        seats: Vec<Seat>,
    },
    /// The guest's dice chain for the table the host named ([`ToGuest::Commit`]): its
    /// head, signed with the key of this connection. The guest is seated once the host
    /// has checked it.
    Chain(Commitment),
    /// A seat the guest holds wants to throw or move, at step `step` of the game.
    Want {
        /// The seat.
        seat: Seat,
        /// The step the guest saw (throws plus moves so far).
        step: u32,
        /// A throw, or this move.
        play: Option<Move>,
    },
    /// The guest's part of throw number `throw`: its chain's link for that throw.
    Reveal {
        /// Which throw (0-based, as in the record).
        throw: u32,
        /// Link `throw + 1` of the guest's chain.
        link: Digest,
    },
    /// The guest's copy went wrong: send the whole game again.
    Resync,
    /// The guest leaves the table on purpose: the host counts it gone at once (its seats
    /// wait for it, and no throw waits for its part) and closes its connection, rather
    /// than waiting for the connection to time out. A hello later takes the seats back.
    Leave,
    /// A line for everyone at the table (a seated guest's; a few a second at most).
    Say(Line),
    /// The player is back at the screen: a computer that plays the guest's seats since
    /// its turn clock ran out too often gives them back (at a turn not theirs).
    Back,
    /// The first message of someone who comes to watch: no seat, no part in the dice.
    /// Between games a watcher may take a seat that is open with a [`ToHost::Hello`].
    Watch {
        /// The watcher's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The name to show (cleaned by the host like a typed name).
        name: String,
    },
}

/// What the host sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToGuest {
    /// The answer to a hello: commit to a dice chain for this table ([`ToHost::Chain`]).
    Commit {
        /// The host's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The table's id, which the guest's chain and signature are bound to.
        table: Digest,
    },
    /// The guest is seated.
    Welcome {
        /// The host's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// The seats the guest holds.
        seats: Vec<Seat>,
        /// The guest's number in the dice ledger.
        contributor: u16,
    },
    /// What the guest sent was refused; nothing changed.
    Refused(Refusal),
    /// Who sits where, the rules and who watches (before the game and whenever someone
    /// comes or goes).
    Lobby(Lobby),
    /// The whole game (RON text of a game file, dice ledger included).
    Game(String),
    /// Send your part of throw number `throw`.
    CallReveal {
        /// Which throw.
        throw: u32,
    },
    /// A throw or move the host decided, with what went into a throw and the hash of the
    /// position after it.
    Step {
        /// The step it is (throws plus moves before it).
        step: u32,
        /// What was done.
        action: Action,
        /// For a throw: who took part (their links), who did not and why.
        made: Made,
        /// The position after it.
        hash: Digest,
    },
    /// A line someone at the table said (the guest's own lines come back this way too).
    Said(Said),
    /// The table's turn clock (sent after the welcome, and again when the host changes
    /// it); each guest counts a turn from when it reached it.
    Clock(TurnClock),
    /// The answer to a [`ToHost::Watch`]: the watcher is let in (the lobby, the game and
    /// the talk follow, as for a guest).
    Watching {
        /// The host's [`PROTOCOL_VERSION`].
        protocol: u32,
    },
}

/// The table as its lobby shows it: who sits where, the rules, which game of the table
/// it is, and who watches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lobby {
    /// Who sits where, seat by seat.
    pub seats: Vec<SeatView>,
    /// The rules of the game (seats, pawns, house rules, the first player); `None` only
    /// before a host said anything.
    pub setup: Option<Setup>,
    /// The game's number at this table: 1 for the first, 2 for the one played again ...
    pub game: u32,
    /// The names of the people watching (cleaned by the host).
    pub watchers: Vec<String>,
    /// Whether the host lets people watch.
    pub watching: bool,
}

impl Lobby {
    /// The view of `seat`, if the table has it.
    pub fn seat(&self, seat: Seat) -> Option<&SeatView> {
        self.seats.iter().find(|v| v.seat == seat)
    }
}

/// One seat, as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// The name shown.
    pub name: String,
    /// Who plays it.
    pub holder: Holder,
}

/// Who plays a seat of a table hosted across computers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// A person at the host's computer.
    Host,
    /// A computer player run by the host, and how well it plays.
    Computer(Level),
    /// Open for a guest.
    Open,
    /// A guest, connected or not.
    Guest {
        /// Whether the guest is connected now.
        connected: bool,
    },
    /// A guest's seat that the host's computer plays until the guest is back.
    StandIn,
    /// A guest's seat that the host's computer plays since its turn clock ran out too
    /// often: the guest is connected, and has it back when it says so
    /// ([`ToHost::Back`]).
    Away,
    /// The seat of a guest of the last game, kept for it while it says whether it plays
    /// the next one (its dice chain for it: [`ToHost::Chain`]).
    Deciding,
}

/// Why the host refused a message. Each is written to the host's log too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The guest speaks another protocol version.
    Version {
        /// The host's version.
        host: u32,
    },
    /// The frame was larger than [`MAX_TO_HOST`].
    TooLarge,
    /// The frame was not a message of this protocol.
    Garbled,
    /// A second hello.
    AlreadySeated,
    /// A message before the hello.
    NotSeated,
    /// No seat is open (or the one asked for is taken).
    NoSeat,
    /// The seat is not the guest's.
    NotYourSeat,
    /// It is not that seat's turn, or not the time for that.
    NotYourTurn,
    /// The message was about an earlier (or later) step.
    Stale,
    /// The rules do not allow that move now.
    Illegal,
    /// A dice link that is not the guest's for that throw, or is not wanted now; or a
    /// chain not signed by the connection's key, for another table or of another length.
    BadReveal,
    /// The game has not started yet.
    NotStarted,
    /// Too many messages refused in a row (or too many too fast): the host closes the
    /// connection.
    TooMany,
    /// This network key joined the table before with another dice secret (its chain is
    /// not the one in the dice ledger): its seats wait for that secret.
    OtherSecret,
    /// The host removed this guest from the table: its hellos are refused.
    Removed,
    /// A line said faster than [`crate::talk::TALK_PER_SECOND`] allows: not passed on.
    TooFast,
    /// The host lets nobody watch (now, or any more), or has no room for more watchers.
    NoWatching,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Refusal::Version { host } => {
                return write!(f, "the host speaks protocol version {host}");
            }
            Refusal::TooLarge => "the message was too large",
            Refusal::Garbled => "the message was not understood",
            Refusal::AlreadySeated => "the guest said hello twice",
            Refusal::NotSeated => "the guest has not said hello",
            Refusal::NoSeat => "no seat is open",
            Refusal::NotYourSeat => "that seat is not the guest's",
            Refusal::NotYourTurn => "it is not that seat's turn",
            Refusal::Stale => "the message was about another step",
            Refusal::Illegal => "the rules do not allow that move now",
            Refusal::BadReveal => "the dice secret is not the one its chain holds",
            Refusal::NotStarted => "the game has not started",
            Refusal::TooMany => "too many messages were refused",
            Refusal::OtherSecret => "this guest joined before with another dice secret",
            Refusal::Removed => "the host removed this guest from the table",
            Refusal::TooFast => "lines were said too fast: that one was not passed on",
            Refusal::NoWatching => "the host lets nobody watch, or has no room for more",
        };
        f.write_str(text)
    }
}

/// Why a frame could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    /// Longer than the limit.
    TooLarge {
        /// Its length.
        len: usize,
        /// The limit.
        limit: usize,
    },
    /// Not a message of this protocol.
    Garbled(String),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::TooLarge { len, limit } => {
                write!(f, "a frame of {len} bytes is over the limit of {limit}")
            }
            WireError::Garbled(why) => write!(f, "not a message of this protocol: {why}"),
        }
    }
}

impl std::error::Error for WireError {}

/// The bytes of `message` (JSON, without the length prefix).
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Our messages are plain data with string keys: serialising cannot fail.
    serde_json::to_vec(message).unwrap_or_default()
}

/// Reads a message from `bytes`, refusing anything over `limit` bytes.
pub fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8], limit: usize) -> Result<T, WireError> {
    if bytes.len() > limit {
        return Err(WireError::TooLarge {
            len: bytes.len(),
            limit,
        });
    }
    serde_json::from_slice(bytes).map_err(|e| WireError::Garbled(e.to_string()))
}

/// A computer nearby asks a hosted table what it is, on a connection of its own (the
/// link's `about` protocol name, never a guest's): the table answers with [`About`] and
/// closes. The table's game never sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peek {
    /// The asker's [`PROTOCOL_VERSION`].
    pub protocol: u32,
}

/// What a hosted table tells a computer nearby that peeked: only what the join list
/// shows. It is sent over the encrypted connection, never published.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct About {
    /// The host's [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The table's name (cleaned like a typed name by whoever shows it).
    pub name: String,
    /// How many seats are open for a guest now.
    pub open_seats: u8,
    /// Whether the host lets people watch (tables of before version 7: no).
    #[serde(default)]
    pub watching: bool,
}

/// The largest [`Peek`] or [`About`] frame (both are a few dozen bytes).
pub const MAX_ABOUT: usize = 1024;
