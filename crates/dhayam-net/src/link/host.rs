//! The host's end: an endpoint that accepts guests, one writer and one reader per guest.
//!
//! What is sent to a guest goes straight into that guest's outbox (bounded in frames and
//! bytes); a guest whose outbox is full is not reading and is closed. What a guest sends
//! comes to the table through the [`Inbox`], a few frames per guest at a time.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::endpoint::Connection;
use tokio::sync::{mpsc as tmpsc, oneshot};

use super::inbox::{Inbox, Outlet, channel};
use super::limits::{Close, Limits, OUTBOX_BYTES, OUTBOX_FRAMES};
use super::nearby::Announce;
use super::{HostEvent, LinkError, Reach, Wake, runtime};
use crate::PeerId;

mod accept;

/// A host's open table on the network.
pub struct HostLink {
    ticket: Arc<OnceLock<String>>,
    port: Option<u16>,
    outboxes: Outboxes,
    events: Inbox<HostEvent>,
    /// Tells the table a guest closed here is gone.
    outlet: Outlet<HostEvent>,
    quit: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

/// Each guest's current connection, shared by the table's thread (which sends) and the
/// network thread (which adds and removes them).
type Outboxes = Arc<Mutex<HashMap<PeerId, Outbox>>>;

/// What is waiting to be written to one guest's connection.
pub(super) enum Outgoing {
    Frame(Vec<u8>),
    /// Finish the stream, give the guest a moment to read it, and close.
    Finish,
}

/// One guest's current connection and the queue to its writer.
struct Outbox {
    /// Which connection this is (a guest that dials again gets a new one).
    number: u64,
    frames: tmpsc::Sender<Outgoing>,
    /// Bytes queued and not yet written.
    queued: Arc<AtomicUsize>,
    conn: Connection,
}

impl Outbox {
    /// Queues `bytes`, or closes a guest that does not read what it is sent.
    fn push(&self, bytes: Vec<u8>) {
        let len = bytes.len();
        if self.queued.load(Ordering::Acquire) >= OUTBOX_BYTES {
            return self.not_reading();
        }
        self.queued.fetch_add(len, Ordering::AcqRel);
        match self.frames.try_send(Outgoing::Frame(bytes)) {
            Ok(()) => {}
            Err(tmpsc::error::TrySendError::Full(_)) => {
                self.queued.fetch_sub(len, Ordering::AcqRel);
                self.not_reading();
            }
            // The writer has stopped: the connection is ending anyway.
            Err(tmpsc::error::TrySendError::Closed(_)) => {
                self.queued.fetch_sub(len, Ordering::AcqRel);
            }
        }
    }

    fn not_reading(&self) {
        log::warn!("a guest does not read what it is sent; its connection is closed");
        close(&self.conn, Close::NotReading);
    }
}

fn close(conn: &Connection, why: Close) {
    conn.close(why.code(), why.reason());
}

fn lock(outboxes: &Outboxes) -> std::sync::MutexGuard<'_, HashMap<PeerId, Outbox>> {
    outboxes.lock().unwrap_or_else(PoisonError::into_inner)
}

impl HostLink {
    /// Opens the endpoint with `identity` and starts accepting guests, at most
    /// `limits.connections` at once. Returns once the endpoint is bound (at once); on
    /// loopback the join code is ready then too, across the internet it follows when the
    /// relay is known (at most ten seconds later, with a wake), so a window never waits
    /// for it.
    ///
    /// `port` is the port a resumed loopback table listened on before, so that guests
    /// dialling the code they have find it again; if it is taken, any free port is used.
    pub fn open(
        reach: Reach,
        identity: [u8; 32],
        port: Option<u16>,
        limits: Limits,
        wake: Wake,
    ) -> Result<HostLink, LinkError> {
        HostLink::open_announced(reach, identity, port, limits, Announce::Quiet, wake)
    }

    /// [`HostLink::open`], and shown to computers on the same network as `announce`
    /// says (never on loopback, which stays on 127.0.0.1).
    pub fn open_announced(
        reach: Reach,
        identity: [u8; 32],
        port: Option<u16>,
        limits: Limits,
        announce: Announce,
        wake: Wake,
    ) -> Result<HostLink, LinkError> {
        let (ready_tx, ready_rx) = mpsc::channel::<Result<Option<u16>, LinkError>>();
        let ticket = Arc::new(OnceLock::new());
        let outboxes = Outboxes::default();
        let (outlet, events) = channel(wake.clone());
        let (quit, quit_rx) = oneshot::channel();
        let ends = accept::Ends {
            ready: ready_tx.clone(),
            code: Arc::clone(&ticket),
            outboxes: Arc::clone(&outboxes),
            outlet: outlet.clone(),
            quit: quit_rx,
            wake,
            limits,
            announce,
        };
        let thread = std::thread::Builder::new()
            .name("dhayam-host-link".to_owned())
            .spawn(move || match runtime() {
                Ok(rt) => rt.block_on(accept::host_main(reach, identity, port, ends)),
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                }
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        let port = ready_rx
            .recv()
            .map_err(|e| LinkError::Thread(e.to_string()))??;
        Ok(HostLink {
            ticket,
            port,
            outboxes,
            events,
            outlet,
            quit: Some(quit),
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

    /// Sends one message to a guest. A guest that has let too much pile up unread is
    /// closed instead (its [`HostEvent::Gone`] follows).
    pub fn send(&self, peer: &PeerId, bytes: Vec<u8>) {
        if let Some(outbox) = lock(&self.outboxes).get(peer) {
            outbox.push(bytes);
        }
    }

    /// Closes a guest's connection once what was sent to it is written.
    pub fn close(&self, peer: &PeerId) {
        let Some(outbox) = lock(&self.outboxes).remove(peer) else {
            return;
        };
        if outbox.frames.try_send(Outgoing::Finish).is_err() {
            close(&outbox.conn, Close::Bye);
        }
        self.outlet.tell(HostEvent::Gone(peer.clone()), None);
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<HostEvent> {
        self.events.take(1).pop()
    }

    /// At most `max` of the events waiting, without waiting. A front end takes a
    /// batch ([`super::EVENTS_PER_TICK`]) per tick or frame, so its own seats, its
    /// checks and its drawing go on while a guest floods.
    pub fn events(&self, max: usize) -> Vec<HostEvent> {
        self.events.take(max)
    }

    /// At most `max` events, waiting at most `timeout` for the first.
    pub fn wait_events(&self, max: usize, timeout: Duration) -> Vec<HostEvent> {
        self.events.wait(max, timeout)
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<HostEvent> {
        self.events.wait(1, timeout).pop()
    }
}

impl Drop for HostLink {
    fn drop(&mut self) {
        if let Some(quit) = self.quit.take() {
            let _ = quit.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A new outbox for connection `number` of a guest, and the writer's end of it.
fn outbox(number: u64, conn: &Connection) -> (Outbox, Writer) {
    let (frames, rx) = tmpsc::channel(OUTBOX_FRAMES);
    let queued = Arc::new(AtomicUsize::new(0));
    let outbox = Outbox {
        number,
        frames,
        queued: Arc::clone(&queued),
        conn: conn.clone(),
    };
    (outbox, Writer { rx, queued })
}

/// The writer's end of an outbox.
pub(super) struct Writer {
    pub(super) rx: tmpsc::Receiver<Outgoing>,
    pub(super) queued: Arc<AtomicUsize>,
}

impl Writer {
    /// Counts `len` bytes as written.
    pub(super) fn written(&self, len: usize) {
        self.queued.fetch_sub(len, Ordering::AcqRel);
    }
}
