//! How much a link holds, and for how long: every queue between the network and the
//! table is bounded, and so is what QUIC may buffer for a peer.
//!
//! The figures were chosen against a hostile guest (see `docs/NETWORK.md`, "Limits"):
//! one that floods frames and never reads the answers, opens streams it never writes,
//! or holds connections open without saying hello.

use std::time::Duration;

use iroh::endpoint::{QuicTransportConfig, VarInt};

use crate::protocol::{MAX_TO_GUEST, MAX_TO_HOST};

/// The length in front of every frame (4 bytes, big-endian).
pub const FRAME_HEADER: usize = 4;

/// Frames from one guest the table has not taken yet. A guest's reader waits (reading
/// nothing more from its stream) when this many are waiting, so QUIC's flow control
/// stops a flooding guest and the others' frames still reach the table in turn.
pub const EVENTS_PER_GUEST: usize = 16;

/// Frames from the host a guest's table has not taken yet (the same backpressure as
/// [`EVENTS_PER_GUEST`], towards a host that floods).
pub const EVENTS_FROM_HOST: usize = 16;

/// Frames waiting to be written to one guest. A guest whose queue is full does not read
/// what it is sent: its connection is closed with [`Close::NotReading`].
pub const OUTBOX_FRAMES: usize = 256;

/// Bytes waiting to be written to one guest. A frame is queued only while less than
/// this is waiting (so one whole game of up to [`MAX_TO_GUEST`] always fits an empty
/// queue); otherwise the guest is not reading and is closed like a full queue.
pub const OUTBOX_BYTES: usize = 1024 * 1024;

/// Messages a guest's table may queue for the host before the host counts as not
/// reading (the guest then drops the connection and dials again).
pub const OUTBOX_TO_HOST: usize = 64;

/// How many bytes a guest may send the host ahead of what the host has read, on its one
/// stream: four frames of the largest size a guest may send.
pub const HOST_STREAM_WINDOW: u32 = 4 * (MAX_TO_HOST + FRAME_HEADER) as u32;

/// How many bytes a host may send a guest ahead of what the guest has read: a whole
/// game of the largest size, so a game arrives in one go even over a slow path.
pub const GUEST_STREAM_WINDOW: u32 = (MAX_TO_GUEST + FRAME_HEADER) as u32;

/// Bytes a host keeps sent but not yet acknowledged, per guest. A guest that reads
/// nothing costs the host at most this plus its outbox ([`OUTBOX_BYTES`]).
pub const HOST_SEND_WINDOW: u64 = 256 * 1024;

/// Bytes a guest keeps sent but not yet acknowledged (its messages are small).
pub const GUEST_SEND_WINDOW: u64 = 64 * 1024;

/// Connections beyond the open seats a host accepts at once: a returning guest whose
/// old connection is not yet noticed gone, and a guest turned away while the table is
/// full (it is told why).
pub const SPARE_CONNECTIONS: usize = 4;

/// The most seats a table has.
const MOST_SEATS: usize = 4;

/// How long a connection has, from its first packet, to finish the handshake, open its
/// stream and send its first frame (the hello); then it is closed with
/// [`Close::NoHello`].
pub const HELLO_WITHIN: Duration = Duration::from_secs(5);

/// Events a front end takes from a link before it lets its own seats act, ticks the
/// table and draws a frame; more wait for the next round.
pub const EVENTS_PER_TICK: usize = 32;

/// How many connections a host holds at once, and how long a new one has for its hello.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections open or opening at once (further ones are refused at the door).
    pub connections: usize,
    /// How long a connection has for its first frame ([`HELLO_WITHIN`]).
    pub hello_within: Duration,
}

impl Limits {
    /// The limits of a table with `seats` seats open for guests (or held by guests):
    /// one connection each, and [`SPARE_CONNECTIONS`] more.
    pub fn for_guest_seats(seats: usize) -> Limits {
        Limits {
            connections: seats + SPARE_CONNECTIONS,
            hello_within: HELLO_WITHIN,
        }
    }
}

impl Default for Limits {
    /// A table with every seat but the host's open.
    fn default() -> Limits {
        Limits::for_guest_seats(MOST_SEATS - 1)
    }
}

/// Application close codes, with the reason sent along (QUIC's `CONNECTION_CLOSE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Close {
    /// Closed on purpose (the table ends, a guest leaves, a seat handed over).
    Bye,
    /// Too many messages waited for this peer: it does not read.
    NotReading,
    /// No first frame within [`HELLO_WITHIN`].
    NoHello,
    /// The same guest connected again; this older connection is over.
    Replaced,
}

impl Close {
    /// The code on the wire.
    pub fn code(self) -> VarInt {
        VarInt::from_u32(match self {
            Close::Bye => 0,
            Close::NotReading => 1,
            Close::NoHello => 2,
            Close::Replaced => 3,
        })
    }

    /// The reason sent with the code.
    pub fn reason(self) -> &'static [u8] {
        match self {
            Close::Bye => b"bye",
            Close::NotReading => b"too many messages waited: the peer does not read them",
            Close::NoHello => b"no hello in time",
            Close::Replaced => b"the same player connected again",
        }
    }
}

/// Which end of a connection a transport is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    Host,
    Guest,
}

/// QUIC's limits for `side`: one stream (the guest opens it), no others, no datagrams,
/// and finite windows sized for our frames.
pub(super) fn transport(side: Side, idle: iroh::endpoint::IdleTimeout) -> QuicTransportConfig {
    let (streams, stream_window, send_window) = match side {
        Side::Host => (1u32, HOST_STREAM_WINDOW, HOST_SEND_WINDOW),
        Side::Guest => (0, GUEST_STREAM_WINDOW, GUEST_SEND_WINDOW),
    };
    QuicTransportConfig::builder()
        .max_idle_timeout(Some(idle))
        .max_concurrent_bidi_streams(VarInt::from_u32(streams))
        .max_concurrent_uni_streams(VarInt::from_u32(0))
        .stream_receive_window(VarInt::from_u32(stream_window))
        .receive_window(VarInt::from_u32(stream_window))
        .send_window(send_window)
        .datagram_receive_buffer_size(None)
        .build()
}
