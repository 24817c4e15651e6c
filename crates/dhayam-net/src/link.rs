//! The wire: iroh connections on a thread of their own, talking to the tables over
//! channels.
//!
//! A host opens an endpoint and accepts guests; a guest dials the host by the join code
//! (an iroh endpoint ticket). Each connection carries one stream of frames both ways: a
//! 4-byte big-endian length, then the message. The link never decides anything: it
//! hands frames to the table's driver and sends what the driver gives it.
//!
//! **Loopback only** ([`Reach::Loopback`]) binds 127.0.0.1 alone, with no relay, no
//! discovery and no port mapping: tests and the command line's `--loopback` use it, and
//! nothing leaves the machine. [`Reach::Internet`] uses iroh's public relays and address
//! lookup; it starts only when a person asks for it.

use std::fmt;
use std::str::FromStr as _;
use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::endpoint::{Connection, PortmapperConfig, RecvStream, SendStream, presets};
use iroh::{Endpoint, EndpointAddr, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;
use tokio::sync::mpsc as tmpsc;

use crate::PeerId;
use crate::protocol::{MAX_TO_GUEST, MAX_TO_HOST};

/// The protocol name both sides announce (QUIC's ALPN).
const ALPN: &[u8] = b"dhayam/1";

/// How far a table reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// 127.0.0.1 only: no relays, no discovery, no port mapping.
    Loopback,
    /// Across the internet, through iroh's public relays when a direct path fails.
    Internet,
}

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
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Thread(e) => write!(f, "the network thread could not start: {e}"),
            LinkError::Bind(e) => write!(f, "the network could not be opened: {e}"),
            LinkError::Ticket(e) => write!(f, "that is not a join code: {e}"),
            LinkError::Connect(e) => write!(f, "the host could not be reached: {e}"),
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

/// What a guest's writer is handed: a frame to send, or `None` to stop.
type Writer = tmpsc::UnboundedSender<Option<Vec<u8>>>;

enum Order {
    Send(PeerId, Vec<u8>),
    Close(PeerId),
    Quit,
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

async fn bind(reach: Reach, identity: [u8; 32]) -> Result<Endpoint, LinkError> {
    let key = SecretKey::from_bytes(&identity);
    let builder = match reach {
        Reach::Loopback => Endpoint::builder(presets::Minimal)
            .clear_ip_transports()
            .bind_addr("127.0.0.1:0")
            .map_err(|e| LinkError::Bind(e.to_string()))?
            .portmapper_config(PortmapperConfig::Disabled),
        Reach::Internet => Endpoint::builder(presets::N0),
    };
    builder
        .secret_key(key)
        .alpns(vec![ALPN.to_vec()])
        .bind()
        .await
        .map_err(|e| LinkError::Bind(e.to_string()))
}

/// A host's open table on the network.
pub struct HostLink {
    ticket: Arc<std::sync::OnceLock<String>>,
    orders: tmpsc::UnboundedSender<Order>,
    events: mpsc::Receiver<HostEvent>,
    thread: Option<JoinHandle<()>>,
}

impl HostLink {
    /// Opens the endpoint with `identity` and starts accepting guests. Returns once the
    /// endpoint is bound (at once); on loopback the join code is ready then too, across
    /// the internet it follows when the relay is known (at most ten seconds later, with a
    /// wake), so a window never waits for it.
    pub fn open(reach: Reach, identity: [u8; 32], wake: Wake) -> Result<HostLink, LinkError> {
        let (ready_tx, ready_rx) = mpsc::channel::<Result<(), LinkError>>();
        let ticket = Arc::new(std::sync::OnceLock::new());
        let code = Arc::clone(&ticket);
        let (event_tx, events) = mpsc::channel();
        let (orders, order_rx) = tmpsc::unbounded_channel();
        let thread = std::thread::Builder::new()
            .name("dhayam-host-link".to_owned())
            .spawn(move || {
                let rt = match runtime() {
                    Ok(rt) => rt,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                let link = LinkEnds {
                    ready: ready_tx,
                    code,
                    events: event_tx,
                    orders: order_rx,
                    wake,
                };
                rt.block_on(host_main(reach, identity, link));
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        ready_rx
            .recv()
            .map_err(|e| LinkError::Thread(e.to_string()))??;
        Ok(HostLink {
            ticket,
            orders,
            events,
            thread: Some(thread),
        })
    }

    /// The join code guests paste, once it is known.
    pub fn ticket(&self) -> Option<&str> {
        self.ticket.get().map(String::as_str)
    }

    /// Sends one message to a guest.
    pub fn send(&self, peer: &PeerId, bytes: Vec<u8>) {
        let _ = self.orders.send(Order::Send(peer.clone(), bytes));
    }

    /// Closes a guest's connection.
    pub fn close(&self, peer: &PeerId) {
        let _ = self.orders.send(Order::Close(peer.clone()));
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<HostEvent> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<HostEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

impl Drop for HostLink {
    fn drop(&mut self) {
        let _ = self.orders.send(Order::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The host link thread's ends of its channels.
struct LinkEnds {
    ready: mpsc::Sender<Result<(), LinkError>>,
    code: Arc<std::sync::OnceLock<String>>,
    events: mpsc::Sender<HostEvent>,
    orders: tmpsc::UnboundedReceiver<Order>,
    wake: Wake,
}

async fn host_main(reach: Reach, identity: [u8; 32], link: LinkEnds) {
    let LinkEnds {
        ready,
        code,
        events,
        mut orders,
        wake,
    } = link;
    let endpoint = match bind(reach, identity).await {
        Ok(endpoint) => endpoint,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    let addr = match reach {
        // Exactly the loopback sockets bound: nothing else is put in the code.
        Reach::Loopback => endpoint
            .bound_sockets()
            .into_iter()
            .fold(EndpointAddr::new(endpoint.id()), EndpointAddr::with_ip_addr),
        // Give the relay a moment to be known, so the code works across the internet
        // (`online` never gives up by itself); the opener is not kept waiting meanwhile.
        Reach::Internet => {
            let _ = ready.send(Ok(()));
            let _ = tokio::time::timeout(Duration::from_secs(10), endpoint.online()).await;
            endpoint.addr()
        }
    };
    let _ = code.set(EndpointTicket::new(addr).to_string());
    let _ = ready.send(Ok(()));
    wake();
    // Each guest's current connection: its number and the sender of its writer.
    let mut writers: std::collections::HashMap<PeerId, (u64, Writer)> =
        std::collections::HashMap::new();
    let mut numbered = 0u64;
    let (joined_tx, mut joined_rx) = tmpsc::unbounded_channel::<(PeerId, Connection)>();
    let (ended_tx, mut ended_rx) = tmpsc::unbounded_channel::<(PeerId, u64)>();
    let tell = {
        let wake = wake.clone();
        move |event: HostEvent| {
            let _ = events.send(event);
            wake();
        }
    };
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                let joined = joined_tx.clone();
                tokio::spawn(async move {
                    match incoming.await {
                        Ok(conn) => {
                            let peer = conn.remote_id().to_string();
                            let _ = joined.send((peer, conn));
                        }
                        Err(e) => log::info!("a connection attempt failed: {e}"),
                    }
                });
            }
            Some((peer, conn)) = joined_rx.recv() => {
                numbered += 1;
                let number = numbered;
                let (tx, rx) = tmpsc::unbounded_channel();
                if let Some((_, old)) = writers.insert(peer.clone(), (number, tx)) {
                    // The same guest again (it restarted): the old connection is over.
                    let _ = old.send(None);
                    tell(HostEvent::Gone(peer.clone()));
                }
                tell(HostEvent::Connected(peer.clone()));
                let tell = tell.clone();
                let ended = ended_tx.clone();
                tokio::spawn(async move {
                    serve_guest(peer.clone(), conn, rx, &tell).await;
                    let _ = ended.send((peer, number));
                });
            }
            Some((peer, number)) = ended_rx.recv() => {
                // Only the guest's current connection ending means it is gone.
                if writers.get(&peer).is_some_and(|(n, _)| *n == number) {
                    writers.remove(&peer);
                    tell(HostEvent::Gone(peer));
                }
            }
            order = orders.recv() => match order {
                Some(Order::Send(peer, bytes)) => {
                    if let Some((_, w)) = writers.get(&peer) {
                        let _ = w.send(Some(bytes));
                    }
                }
                Some(Order::Close(peer)) => {
                    if let Some((_, w)) = writers.remove(&peer) {
                        let _ = w.send(None);
                        tell(HostEvent::Gone(peer));
                    }
                }
                Some(Order::Quit) | None => break,
            },
        }
    }
    for (_, (_, w)) in writers.drain() {
        let _ = w.send(None);
    }
    endpoint.close().await;
}

async fn serve_guest(
    peer: PeerId,
    conn: Connection,
    mut outgoing: tmpsc::UnboundedReceiver<Option<Vec<u8>>>,
    tell: &(impl Fn(HostEvent) + Clone + Send + 'static),
) {
    let Ok((mut send, mut recv)) = conn.accept_bi().await else {
        return;
    };
    let closer = conn.clone();
    let writer = tokio::spawn(async move {
        while let Some(Some(bytes)) = outgoing.recv().await {
            if write_frame(&mut send, &bytes).await.is_err() {
                break;
            }
        }
        let _ = send.finish();
        // Sent: give the guest a moment to read it, then end the connection (the reader
        // below stops with it).
        tokio::time::sleep(Duration::from_millis(200)).await;
        closer.close(0u32.into(), b"closed");
    });
    loop {
        match read_frame(&mut recv, MAX_TO_HOST).await {
            Ok(Frame::Message(bytes)) => tell(HostEvent::Frame(peer.clone(), bytes)),
            Ok(Frame::TooLarge) => tell(HostEvent::TooLarge(peer.clone())),
            Err(()) => break,
        }
        if writer.is_finished() {
            break;
        }
    }
    writer.abort();
    conn.close(0u32.into(), b"bye");
}

/// A guest's connection to a host.
pub struct GuestLink {
    orders: tmpsc::UnboundedSender<Order>,
    events: mpsc::Receiver<GuestEvent>,
    thread: Option<JoinHandle<()>>,
}

impl GuestLink {
    /// Dials the host of `ticket` with `identity`; events then arrive on
    /// [`GuestLink::try_event`]. Fails at once on a join code that is not one.
    pub fn join(
        reach: Reach,
        ticket: &str,
        identity: [u8; 32],
        wake: Wake,
    ) -> Result<GuestLink, LinkError> {
        let ticket = EndpointTicket::from_str(ticket.trim())
            .map_err(|e| LinkError::Ticket(e.to_string()))?;
        let addr: EndpointAddr = ticket.endpoint_addr().clone();
        if reach == Reach::Loopback && addr.ip_addrs().any(|a| !a.ip().is_loopback()) {
            return Err(LinkError::Ticket(
                "a loopback guest only dials 127.0.0.1".to_owned(),
            ));
        }
        let (event_tx, events) = mpsc::channel();
        let (orders, order_rx) = tmpsc::unbounded_channel();
        let thread = std::thread::Builder::new()
            .name("dhayam-guest-link".to_owned())
            .spawn(move || {
                let tell = move |event: GuestEvent| {
                    let _ = event_tx.send(event);
                    wake();
                };
                match runtime() {
                    Ok(rt) => rt.block_on(guest_main(reach, identity, addr, order_rx, tell)),
                    Err(e) => tell(GuestEvent::Gone(e.to_string())),
                }
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        Ok(GuestLink {
            orders,
            events,
            thread: Some(thread),
        })
    }

    /// Sends one message to the host.
    pub fn send(&self, bytes: Vec<u8>) {
        let _ = self.orders.send(Order::Send(String::new(), bytes));
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<GuestEvent> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<GuestEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

impl Drop for GuestLink {
    fn drop(&mut self) {
        let _ = self.orders.send(Order::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

async fn guest_main(
    reach: Reach,
    identity: [u8; 32],
    addr: EndpointAddr,
    mut orders: tmpsc::UnboundedReceiver<Order>,
    tell: impl Fn(GuestEvent),
) {
    let endpoint = match bind(reach, identity).await {
        Ok(endpoint) => endpoint,
        Err(e) => return tell(GuestEvent::Gone(e.to_string())),
    };
    let conn =
        match tokio::time::timeout(Duration::from_secs(20), endpoint.connect(addr, ALPN)).await {
            Ok(Ok(conn)) => conn,
            Ok(Err(e)) => {
                return tell(GuestEvent::Gone(
                    LinkError::Connect(e.to_string()).to_string(),
                ));
            }
            Err(_) => {
                return tell(GuestEvent::Gone(
                    LinkError::Connect("no answer in 20 seconds".to_owned()).to_string(),
                ));
            }
        };
    let Ok((mut send, mut recv)) = conn.open_bi().await else {
        return tell(GuestEvent::Gone("the host closed the table".to_owned()));
    };
    tell(GuestEvent::Connected);
    let why = loop {
        tokio::select! {
            frame = read_frame(&mut recv, MAX_TO_GUEST) => match frame {
                Ok(Frame::Message(bytes)) => tell(GuestEvent::Frame(bytes)),
                Ok(Frame::TooLarge) => log::warn!("skipped a frame from the host over the limit"),
                Err(()) => break "the host closed the connection".to_owned(),
            },
            order = orders.recv() => match order {
                Some(Order::Send(_, bytes)) => {
                    if write_frame(&mut send, &bytes).await.is_err() {
                        break "the connection to the host broke".to_owned();
                    }
                }
                Some(Order::Close(_) | Order::Quit) | None => {
                    let _ = send.finish();
                    conn.close(0u32.into(), b"bye");
                    endpoint.close().await;
                    return;
                }
            },
        }
    };
    tell(GuestEvent::Gone(why));
    endpoint.close().await;
}

enum Frame {
    Message(Vec<u8>),
    TooLarge,
}

async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), ()> {
    let len = u32::try_from(bytes.len()).map_err(|_| ())?;
    send.write_all(&len.to_be_bytes()).await.map_err(|_| ())?;
    send.write_all(bytes).await.map_err(|_| ())
}

/// Reads one frame; a frame over `limit` is read past in small pieces (never held) and
/// reported as too large. `Err` when the stream ends or breaks.
async fn read_frame(recv: &mut RecvStream, limit: usize) -> Result<Frame, ()> {
    let mut len = [0u8; 4];
    recv.read_exact(&mut len).await.map_err(|_| ())?;
    let len = u32::from_be_bytes(len) as usize;
    if len > limit {
        let mut left = len;
        let mut sink = vec![0u8; 16 * 1024];
        while left > 0 {
            let n = left.min(sink.len());
            recv.read_exact(&mut sink[..n]).await.map_err(|_| ())?;
            left -= n;
        }
        return Ok(Frame::TooLarge);
    }
    let mut bytes = vec![0u8; len];
    recv.read_exact(&mut bytes).await.map_err(|_| ())?;
    Ok(Frame::Message(bytes))
}
