//! The host's end: an endpoint that accepts guests, one writer and one reader per guest.

use std::sync::Arc;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::EndpointAddr;
use iroh::endpoint::Connection;
use iroh_tickets::endpoint::EndpointTicket;
use tokio::sync::mpsc as tmpsc;

use super::frame::{Frame, read_frame, write_frame};
use super::nearby::{self, Announce, Door};
use super::{HostEvent, LinkError, Order, Reach, Wake, Writer, bind, runtime};
use crate::PeerId;
use crate::protocol::MAX_TO_HOST;

/// A host's open table on the network.
pub struct HostLink {
    ticket: Arc<std::sync::OnceLock<String>>,
    port: Option<u16>,
    orders: tmpsc::UnboundedSender<Order>,
    events: mpsc::Receiver<HostEvent>,
    thread: Option<JoinHandle<()>>,
}

impl HostLink {
    /// Opens the endpoint with `identity` and starts accepting guests. Returns once the
    /// endpoint is bound (at once); on loopback the join code is ready then too, across
    /// the internet it follows when the relay is known (at most ten seconds later, with a
    /// wake), so a window never waits for it.
    ///
    /// `port` is the port a resumed loopback table listened on before, so that guests
    /// dialling the code they have find it again; if it is taken, any free port is used.
    pub fn open(
        reach: Reach,
        identity: [u8; 32],
        port: Option<u16>,
        wake: Wake,
    ) -> Result<HostLink, LinkError> {
        HostLink::open_announced(reach, identity, port, Announce::Quiet, wake)
    }

    /// [`HostLink::open`], and shown to computers on the same network as `announce`
    /// says (never on loopback, which stays on 127.0.0.1).
    pub fn open_announced(
        reach: Reach,
        identity: [u8; 32],
        port: Option<u16>,
        announce: Announce,
        wake: Wake,
    ) -> Result<HostLink, LinkError> {
        let (ready_tx, ready_rx) = mpsc::channel::<Result<Option<u16>, LinkError>>();
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
                rt.block_on(host_main(reach, identity, port, announce, link));
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        let port = ready_rx
            .recv()
            .map_err(|e| LinkError::Thread(e.to_string()))??;
        Ok(HostLink {
            ticket,
            port,
            orders,
            events,
            thread: Some(thread),
        })
    }

    /// The join code guests paste, once it is known.
    pub fn ticket(&self) -> Option<&str> {
        self.ticket.get().map(String::as_str)
    }

    /// The port the table listens on (kept in the host's save, to listen there again).
    pub fn port(&self) -> Option<u16> {
        self.port
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
    ready: mpsc::Sender<Result<Option<u16>, LinkError>>,
    code: Arc<std::sync::OnceLock<String>>,
    events: mpsc::Sender<HostEvent>,
    orders: tmpsc::UnboundedReceiver<Order>,
    wake: Wake,
}

async fn host_main(
    reach: Reach,
    identity: [u8; 32],
    port: Option<u16>,
    announce: Announce,
    link: LinkEnds,
) {
    let LinkEnds {
        ready,
        code,
        events,
        mut orders,
        wake,
    } = link;
    let bound = match bind(reach, identity, port).await {
        Err(e) if port.is_some() => {
            log::warn!("port {port:?} is taken ({e}); the table listens on another");
            bind(reach, identity, None).await
        }
        other => other,
    };
    let endpoint = match bound {
        Ok(endpoint) => endpoint,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    // Peeks from computers nearby are answered at the door; the table never sees them.
    let mut door = match (reach, announce) {
        (Reach::Loopback, _) | (_, Announce::Quiet) => None,
        (_, Announce::Nearby(board)) => match nearby::show(&endpoint) {
            Ok(()) => Some(Door::new(board)),
            Err(e) => {
                log::warn!("the table cannot be shown nearby: {e}");
                None
            }
        },
    };
    let bound_port = endpoint
        .bound_sockets()
        .into_iter()
        .find(std::net::SocketAddr::is_ipv4)
        .map(|a| a.port());
    let addr = match reach {
        // Exactly the loopback sockets bound: nothing else is put in the code.
        Reach::Loopback => endpoint
            .bound_sockets()
            .into_iter()
            .fold(EndpointAddr::new(endpoint.id()), EndpointAddr::with_ip_addr),
        // Give the relay a moment to be known, so the code works across the internet
        // (`online` never gives up by itself); the opener is not kept waiting meanwhile.
        Reach::Lan => nearby::direct_addr(&endpoint).await,
        Reach::Internet => {
            let _ = ready.send(Ok(bound_port));
            let _ = tokio::time::timeout(Duration::from_secs(10), endpoint.online()).await;
            endpoint.addr()
        }
    };
    let _ = code.set(EndpointTicket::new(addr).to_string());
    let _ = ready.send(Ok(bound_port));
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
                if conn.alpn() == nearby::ABOUT_ALPN {
                    match door.as_mut() {
                        Some(door) => door.answer(conn),
                        None => conn.close(0u32.into(), b"not shown"),
                    }
                    continue;
                }
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
