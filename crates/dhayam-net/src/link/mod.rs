//! The wire: iroh connections on a thread of their own, talking to the tables over
//! channels.
//!
//! A host opens an endpoint and accepts guests; a guest dials the host by the join code
//! (an iroh endpoint ticket). Each connection carries one stream of frames both ways: a
//! 4-byte big-endian length, then the message. The link never decides anything: it
//! hands frames to the table's driver and sends what the driver gives it.
//!
//! Nothing in it grows without bound ([`limits`]): a guest's frames wait for the table a
//! few at a time, what waits for a guest is capped (one that does not read is closed),
//! QUIC allows one stream with small windows, and a host holds so many connections at
//! once, each with a deadline for its first frame. Front ends take events in batches
//! ([`EVENTS_PER_TICK`]) so that a flood never starves their own seats or their window.
//!
//! **Loopback only** ([`Reach::Loopback`]) binds 127.0.0.1 alone, with no relay, no
//! discovery and no port mapping: tests and the command line's `--loopback` use it, and
//! nothing leaves the machine. [`Reach::Internet`] uses iroh's public relays (or one of
//! the player's own, [`Relays`]), n0's address lookup and the router's port mapping; it
//! starts only when a person asks for it. [`Reach::Lan`] stays on the local network:
//! direct addresses only, tables found nearby by mDNS ([`nearby`]). What each opens is
//! worked out as an [`EndpointPlan`] first ([`Reach::plan`]).

use std::fmt;
use std::sync::Arc;

use std::time::Duration;

use iroh::endpoint::{Builder, PortmapperConfig, presets};
use iroh::{Endpoint, RelayMap, RelayMode, SecretKey};

use crate::PeerId;

mod frame;
mod guest;
mod host;
mod inbox;
pub mod limits;
pub mod nearby;
mod reach;
#[cfg(test)]
mod through_relay;

pub use guest::GuestLink;
pub use host::HostLink;
use limits::Side;
pub use limits::{Close, EVENTS_PER_TICK, Limits};
pub use nearby::{Announce, Billboard, Nearby, NearbyEvent, NearbyTable};
pub use reach::{
    BadRelay, CustomRelay, EndpointPlan, Lookups, PortMapping, RELAY_ENV, Reach, RelayFrom,
    RelayProblem, Relaying, Relays, Sockets,
};

/// The protocol name both sides announce (QUIC's ALPN).
const ALPN: &[u8] = b"dhayam/1";

/// Why the link could not start or connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The network thread could not start.
    Thread(String),
    /// The endpoint could not open.
    Bind(String),
    /// The join code is not one.
    Ticket(String),
    /// The host could not be reached.
    Connect(String),
    /// The relay server named cannot be used (nothing was opened).
    Relay(BadRelay),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Thread(e) => write!(f, "the network thread could not start: {e}"),
            LinkError::Bind(e) => write!(f, "the network could not be opened: {e}"),
            LinkError::Ticket(e) => write!(f, "that is not a join code: {e}"),
            LinkError::Connect(e) => write!(f, "the host could not be reached: {e}"),
            LinkError::Relay(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LinkError {}

/// Called from the network thread whenever something arrives (for example egui's
/// `request_repaint`), so a sleeping front end wakes up.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What happened on a host's link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostEvent {
    /// A guest connected (its hello follows).
    Connected(PeerId),
    /// One frame from a guest.
    Frame(PeerId, Vec<u8>),
    /// A guest sent a frame over the size limit; it was skipped.
    TooLarge(PeerId),
    /// A guest's connection is gone.
    Gone(PeerId),
}

/// What happened on a guest's link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestEvent {
    /// Connected to the host.
    Connected,
    /// One frame from the host.
    Frame(Vec<u8>),
    /// The connection is gone, and why.
    Gone(String),
}

/// The network identity of this computer: keep its bytes so a returning guest is known.
pub fn new_identity() -> [u8; 32] {
    rand::random()
}

fn runtime() -> Result<tokio::runtime::Runtime, LinkError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| LinkError::Thread(e.to_string()))
}

/// Opens an endpoint with `identity` and the QUIC limits of `side`, as `reach` plans it.
/// On loopback and the local network it listens on `port` when given (a resumed table,
/// where guests dial the port they knew), else on any free port.
async fn bind(
    reach: Reach,
    identity: [u8; 32],
    port: Option<u16>,
    side: Side,
) -> Result<Endpoint, LinkError> {
    bind_planned(reach.plan(port), identity, side).await
}

/// Opens the endpoint `plan` describes.
async fn bind_planned(
    plan: EndpointPlan,
    identity: [u8; 32],
    side: Side,
) -> Result<Endpoint, LinkError> {
    // A computer that vanished (killed, unplugged) is noticed in ten seconds rather than
    // QUIC's default thirty: a guest then dials again, a host shows the seat as away.
    let idle = Duration::from_secs(10)
        .try_into()
        .map_err(|e: iroh::endpoint::VarIntBoundsExceeded| LinkError::Bind(e.to_string()))?;
    builder(plan)?
        .secret_key(SecretKey::from_bytes(&identity))
        .transport_config(limits::transport(side, idle))
        .alpns(vec![ALPN.to_vec()])
        .bind()
        .await
        .map_err(|e| LinkError::Bind(e.to_string()))
}

/// An endpoint builder set up as `plan` says.
fn builder(plan: EndpointPlan) -> Result<Builder, LinkError> {
    let bad_addr = |e: iroh::endpoint::InvalidSocketAddr| LinkError::Bind(e.to_string());
    // Minimal: no relay and no address lookup; N0: n0's relays and DNS lookup.
    let builder = match plan.lookups {
        Lookups::None => Endpoint::builder(presets::Minimal),
        Lookups::N0Dns => Endpoint::builder(presets::N0),
    };
    let builder = match plan.sockets {
        Sockets::Loopback { port } => builder
            .clear_ip_transports()
            .bind_addr(format!("127.0.0.1:{port}").as_str())
            .map_err(bad_addr)?,
        Sockets::Everywhere { port: Some(port) } => builder
            .clear_ip_transports()
            .bind_addr(format!("0.0.0.0:{port}").as_str())
            .map_err(bad_addr)?,
        Sockets::Everywhere { port: None } => builder,
    };
    let builder = match plan.relays {
        Relaying::Off => builder.relay_mode(RelayMode::Disabled),
        // The preset's own: n0's production relays (staging when iroh is told so).
        Relaying::Through(Relays::Default) if plan.lookups == Lookups::N0Dns => builder,
        Relaying::Through(Relays::Default) => builder.relay_mode(RelayMode::Default),
        Relaying::Through(Relays::Custom(relay)) => {
            builder.relay_mode(RelayMode::Custom(RelayMap::from(relay.url().clone())))
        }
    };
    Ok(builder.portmapper_config(match plan.port_mapping {
        PortMapping::Off => PortmapperConfig::Disabled,
        PortMapping::On => PortmapperConfig::default(),
    }))
}
