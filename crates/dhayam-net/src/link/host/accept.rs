//! The host link's thread: binds, accepts at most so many connections, and serves each
//! guest with a reader (under credit) and a writer (from its outbox).

use std::sync::{Arc, OnceLock, mpsc};
use std::time::Duration;

use iroh::EndpointAddr;
use iroh::endpoint::{Connection, Incoming, SendStream};
use iroh_tickets::endpoint::EndpointTicket;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc as tmpsc, oneshot};
use tokio::time::Instant;

use super::super::frame::{Frame, read_frame, write_frame};
use super::super::inbox::Outlet;
use super::super::limits::{Close, EVENTS_PER_GUEST, Limits, Side};
use super::super::nearby::{self, Announce, Door};
use super::super::{HostEvent, LinkError, Reach, Wake, bind};
use super::{Outboxes, Outgoing, Writer, close, lock, outbox};
use crate::PeerId;
use crate::protocol::MAX_TO_HOST;

/// The host link thread's ends of its channels.
pub(super) struct Ends {
    pub(super) ready: mpsc::Sender<Result<Option<u16>, LinkError>>,
    pub(super) code: Arc<OnceLock<String>>,
    pub(super) outboxes: Outboxes,
    pub(super) outlet: Outlet<HostEvent>,
    pub(super) quit: oneshot::Receiver<()>,
    pub(super) wake: Wake,
    pub(super) limits: Limits,
    /// Whether (and as what) the table is shown to computers nearby.
    pub(super) announce: Announce,
}

/// A connection through its handshake, holding one of the host's connection slots.
struct Joined {
    peer: PeerId,
    conn: Connection,
    slot: OwnedSemaphorePermit,
    /// When its first frame must have come.
    hello_by: Instant,
}

/// A connection's task has ended.
struct Ended {
    peer: PeerId,
    number: u64,
    slot: OwnedSemaphorePermit,
}

pub(super) async fn host_main(reach: Reach, identity: [u8; 32], port: Option<u16>, mut ends: Ends) {
    let bound = match bind(reach, identity, port, Side::Host).await {
        Err(e) if port.is_some() => {
            log::warn!("port {port:?} is taken ({e}); the table listens on another");
            bind(reach, identity, None, Side::Host).await
        }
        other => other,
    };
    let endpoint = match bound {
        Ok(endpoint) => endpoint,
        Err(e) => {
            let _ = ends.ready.send(Err(e));
            return;
        }
    };
    // Peeks from computers nearby are answered at the door; the table never sees them.
    let announce = std::mem::replace(&mut ends.announce, Announce::Quiet);
    let door = match (reach, announce) {
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
        Reach::Lan => nearby::direct_addr(&endpoint).await,
        // Give the relay a moment to be known, so the code works across the internet
        // (`online` never gives up by itself); the opener is not kept waiting meanwhile.
        Reach::Internet(_) => {
            let _ = ends.ready.send(Ok(bound_port));
            let _ = tokio::time::timeout(Duration::from_secs(10), endpoint.online()).await;
            endpoint.addr()
        }
    };
    let _ = ends.code.set(EndpointTicket::new(addr).to_string());
    let _ = ends.ready.send(Ok(bound_port));
    (ends.wake)();
    serve(&endpoint, ends, door).await;
    endpoint.close().await;
}

/// Accepts guests until the link is dropped.
async fn serve(endpoint: &iroh::Endpoint, ends: Ends, mut door: Option<Door>) {
    let Ends {
        outboxes,
        outlet,
        mut quit,
        limits,
        ..
    } = ends;
    // One permit per connection open or opening; a permit comes back when the table has
    // taken the connection's last event, so neither connections nor their events pile up.
    let slots = Arc::new(Semaphore::new(limits.connections));
    let mut numbered = 0u64;
    // Both channels hold at most one message per slot.
    let (joined_tx, mut joined_rx) = tmpsc::unbounded_channel::<Joined>();
    let (ended_tx, mut ended_rx) = tmpsc::unbounded_channel::<Ended>();
    let mut refused = 0u64;
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
                    refused += 1;
                    // Once, then now and then: a flood of connections is not a flood of lines.
                    if refused.is_power_of_two() {
                        log::warn!("the table is full of connections: refused {refused} so far");
                    }
                    incoming.refuse();
                    continue;
                };
                tokio::spawn(handshake(incoming, slot, limits.hello_within, joined_tx.clone()));
            }
            Some(joined) = joined_rx.recv() => {
                let Joined { peer, conn, slot, hello_by } = joined;
                if conn.alpn() == nearby::ABOUT_ALPN {
                    // A peek holds no slot: the door has limits of its own.
                    drop(slot);
                    match door.as_mut() {
                        Some(door) => door.answer(conn),
                        None => conn.close(0u32.into(), b"not shown"),
                    }
                    continue;
                }
                numbered += 1;
                let number = numbered;
                let (outbox, writer) = outbox(number, &conn);
                if let Some(old) = lock(&outboxes).insert(peer.clone(), outbox) {
                    // The same guest again (it restarted): the old connection is over.
                    close(&old.conn, Close::Replaced);
                    outlet.tell(HostEvent::Gone(peer.clone()), None);
                }
                outlet.tell(HostEvent::Connected(peer.clone()), None);
                let guest = Guest { peer, conn, outlet: outlet.clone() };
                let ended = ended_tx.clone();
                tokio::spawn(async move {
                    let peer = guest.peer.clone();
                    guest.serve(writer, hello_by).await;
                    let _ = ended.send(Ended { peer, number, slot });
                });
            }
            Some(Ended { peer, number, slot }) = ended_rx.recv() => {
                // Only the guest's current connection ending means it is gone.
                let current = {
                    let mut boxes = lock(&outboxes);
                    let current = boxes.get(&peer).is_some_and(|b| b.number == number);
                    if current {
                        boxes.remove(&peer);
                    }
                    current
                };
                if current {
                    outlet.tell(HostEvent::Gone(peer), Some(slot));
                } else {
                    outlet.give_back(slot);
                }
            }
            _ = &mut quit => break,
        }
    }
    for (_, outbox) in lock(&outboxes).drain() {
        close(&outbox.conn, Close::Bye);
    }
}

/// Finishes the handshake by the hello deadline, holding `slot`.
async fn handshake(
    incoming: Incoming,
    slot: OwnedSemaphorePermit,
    within: Duration,
    joined: tmpsc::UnboundedSender<Joined>,
) {
    let hello_by = Instant::now() + within;
    match tokio::time::timeout_at(hello_by, incoming).await {
        Ok(Ok(conn)) => {
            let peer = conn.remote_id().to_string();
            let _ = joined.send(Joined {
                peer,
                conn,
                slot,
                hello_by,
            });
        }
        Ok(Err(e)) => log::info!("a connection attempt failed: {e}"),
        Err(_) => log::info!("a connection attempt did not finish its handshake in time"),
    }
}

/// One guest's connection, being served.
struct Guest {
    peer: PeerId,
    conn: Connection,
    outlet: Outlet<HostEvent>,
}

impl Guest {
    /// Reads the guest's frames (under credit) and writes its outbox until either ends.
    async fn serve(self, writer: Writer, hello_by: Instant) {
        let credits = Arc::new(Semaphore::new(EVENTS_PER_GUEST));
        let first = async {
            let (send, mut recv) = self.conn.accept_bi().await.ok()?;
            let credit = Arc::clone(&credits).acquire_owned().await.ok()?;
            let frame = read_frame(&mut recv, MAX_TO_HOST).await.ok()?;
            Some((send, recv, frame, credit))
        };
        let Ok(Some((send, mut recv, frame, credit))) =
            tokio::time::timeout_at(hello_by, first).await
        else {
            log::info!("a connection sent no hello in time; it is closed");
            return close(&self.conn, Close::NoHello);
        };
        self.tell(frame, credit);
        let mut writing = tokio::spawn(write_all(send, writer, self.conn.clone()));
        let reading = async {
            loop {
                let Ok(credit) = Arc::clone(&credits).acquire_owned().await else {
                    break;
                };
                match read_frame(&mut recv, MAX_TO_HOST).await {
                    Ok(frame) => self.tell(frame, credit),
                    Err(()) => break,
                }
            }
        };
        tokio::select! {
            () = reading => {}
            _ = &mut writing => {}
        }
        writing.abort();
        close(&self.conn, Close::Bye);
    }

    fn tell(&self, frame: Frame, credit: OwnedSemaphorePermit) {
        let event = match frame {
            Frame::Message(bytes) => HostEvent::Frame(self.peer.clone(), bytes),
            Frame::TooLarge => HostEvent::TooLarge(self.peer.clone()),
        };
        self.outlet.tell(event, Some(credit));
    }
}

/// Writes what the table queued for a guest, in order, until told to finish.
async fn write_all(mut send: SendStream, mut writer: Writer, conn: Connection) {
    while let Some(out) = writer.rx.recv().await {
        match out {
            Outgoing::Frame(bytes) => {
                let sent = write_frame(&mut send, &bytes).await;
                writer.written(bytes.len());
                if sent.is_err() {
                    return;
                }
            }
            Outgoing::Finish => break,
        }
    }
    let _ = send.finish();
    // Sent: give the guest a moment to read it, then end the connection (the reader
    // stops with it).
    tokio::time::sleep(Duration::from_millis(200)).await;
    close(&conn, Close::Bye);
}
