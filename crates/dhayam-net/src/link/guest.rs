//! The guest's end: one connection to the host, frames both ways.

use std::str::FromStr as _;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::EndpointAddr;
use iroh::endpoint::{Connection, ConnectionError, RecvStream, SendStream};
use iroh_tickets::endpoint::EndpointTicket;
use tokio::sync::{Semaphore, mpsc as tmpsc, watch};

use super::frame::{Frame, read_frame, write_frame};
use super::inbox::{Inbox, Outlet, channel};
use super::limits::{Close, EVENTS_FROM_HOST, OUTBOX_TO_HOST, Side};
use super::{ALPN, GuestEvent, LinkError, Reach, Wake, bind, runtime};
use crate::protocol::MAX_TO_GUEST;

/// What the table's side asks of the network thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    /// Carry on.
    No,
    /// The link is dropped.
    Quit,
    /// The host let too many of this guest's messages wait: drop the connection.
    HostNotReading,
}

/// A guest's connection to a host.
pub struct GuestLink {
    outbox: tmpsc::Sender<Vec<u8>>,
    stop: watch::Sender<Stop>,
    events: Inbox<GuestEvent>,
    thread: Option<JoinHandle<()>>,
}

impl GuestLink {
    /// Dials the host of `ticket` with `identity`; events then arrive on
    /// [`GuestLink::events`]. Fails at once on a join code that is not one.
    pub fn join(
        reach: Reach,
        ticket: &str,
        identity: [u8; 32],
        wake: Wake,
    ) -> Result<GuestLink, LinkError> {
        let ticket = EndpointTicket::from_str(ticket.trim())
            .map_err(|e| LinkError::Ticket(e.to_string()))?;
        let mut addr: EndpointAddr = ticket.endpoint_addr().clone();
        if reach == Reach::Loopback && addr.ip_addrs().any(|a| !a.ip().is_loopback()) {
            return Err(LinkError::Ticket(
                "a loopback guest only dials 127.0.0.1".to_owned(),
            ));
        }
        if reach == Reach::Lan {
            // The local network only: the code's relay, if it names one, is never dialled.
            addr = super::nearby::direct_only(addr);
            if addr.is_empty() {
                return Err(LinkError::Ticket(
                    "this code has no address on the local network".to_owned(),
                ));
            }
        }
        let (outlet, events) = channel(wake);
        let (outbox, outbox_rx) = tmpsc::channel(OUTBOX_TO_HOST);
        let (stop, stop_rx) = watch::channel(Stop::No);
        let thread = std::thread::Builder::new()
            .name("dhayam-guest-link".to_owned())
            .spawn(move || match runtime() {
                Ok(rt) => {
                    let dial = Dial {
                        reach,
                        identity,
                        addr,
                    };
                    rt.block_on(guest_main(dial, outbox_rx, stop_rx, outlet));
                }
                Err(e) => outlet.tell(GuestEvent::Gone(e.to_string()), None),
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        Ok(GuestLink {
            outbox,
            stop,
            events,
            thread: Some(thread),
        })
    }

    /// Sends one message to the host. If too many are waiting (the host reads none of
    /// them), the connection is dropped instead ([`GuestEvent::Gone`] follows).
    pub fn send(&self, bytes: Vec<u8>) {
        if let Err(tmpsc::error::TrySendError::Full(_)) = self.outbox.try_send(bytes) {
            log::warn!("the host reads none of this guest's messages; the connection is dropped");
            let _ = self.stop.send(Stop::HostNotReading);
        }
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<GuestEvent> {
        self.events.take(1).pop()
    }

    /// At most `max` of the events waiting, without waiting.
    pub fn events(&self, max: usize) -> Vec<GuestEvent> {
        self.events.take(max)
    }

    /// At most `max` events, waiting at most `timeout` for the first.
    pub fn wait_events(&self, max: usize, timeout: Duration) -> Vec<GuestEvent> {
        self.events.wait(max, timeout)
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<GuestEvent> {
        self.events.wait(1, timeout).pop()
    }
}

impl Drop for GuestLink {
    fn drop(&mut self) {
        let _ = self.stop.send(Stop::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Whom to dial, and how.
struct Dial {
    reach: Reach,
    identity: [u8; 32],
    addr: EndpointAddr,
}

async fn guest_main(
    dial: Dial,
    outbox: tmpsc::Receiver<Vec<u8>>,
    mut stop: watch::Receiver<Stop>,
    outlet: Outlet<GuestEvent>,
) {
    let gone = |why: String| outlet.tell(GuestEvent::Gone(why), None);
    let endpoint = match bind(dial.reach, dial.identity, None, Side::Guest).await {
        Ok(endpoint) => endpoint,
        Err(e) => return gone(e.to_string()),
    };
    let connecting =
        tokio::time::timeout(Duration::from_secs(20), endpoint.connect(dial.addr, ALPN));
    // A link dropped while it dials lets go at once (its owner waits for this thread).
    let dialled = tokio::select! {
        dialled = connecting => dialled,
        _ = stop.wait_for(|s| *s == Stop::Quit) => return endpoint.close().await,
    };
    let conn = match dialled {
        Ok(Ok(conn)) => conn,
        failed => {
            let why = match failed {
                Ok(Err(e)) => e.to_string(),
                _ => "no answer in 20 seconds".to_owned(),
            };
            // Closed, not dropped: iroh logs an error for an endpoint dropped open.
            endpoint.close().await;
            return gone(LinkError::Connect(why).to_string());
        }
    };
    let Ok((send, recv)) = conn.open_bi().await else {
        endpoint.close().await;
        return gone("the host closed the table".to_owned());
    };
    outlet.tell(GuestEvent::Connected, None);
    let why = tokio::select! {
        why = talk(&conn, send, recv, outbox, &outlet) => Some(why),
        stopped = stop.wait_for(|s| *s != Stop::No) => {
            if matches!(stopped.map(|s| *s), Ok(Stop::HostNotReading)) {
                conn.close(Close::NotReading.code(), Close::NotReading.reason());
                Some("the host read none of our messages".to_owned())
            } else {
                conn.close(Close::Bye.code(), Close::Bye.reason());
                None
            }
        }
    };
    if let Some(why) = why {
        gone(why);
    }
    endpoint.close().await;
}

/// Reads the host's frames (under credit) and writes the guest's, until the connection
/// ends; says why it ended.
async fn talk(
    conn: &Connection,
    mut send: SendStream,
    mut recv: RecvStream,
    mut outbox: tmpsc::Receiver<Vec<u8>>,
    outlet: &Outlet<GuestEvent>,
) -> String {
    let credits = Arc::new(Semaphore::new(EVENTS_FROM_HOST));
    let reading = async {
        loop {
            let Ok(credit) = Arc::clone(&credits).acquire_owned().await else {
                break;
            };
            match read_frame(&mut recv, MAX_TO_GUEST).await {
                Ok(Frame::Message(bytes)) => outlet.tell(GuestEvent::Frame(bytes), Some(credit)),
                Ok(Frame::TooLarge) => log::warn!("skipped a frame from the host over the limit"),
                Err(()) => break,
            }
        }
        closed_why(conn)
    };
    let writing = async {
        while let Some(bytes) = outbox.recv().await {
            if write_frame(&mut send, &bytes).await.is_err() {
                break;
            }
        }
    };
    tokio::select! {
        why = reading => why,
        () = writing => "the connection to the host broke".to_owned(),
    }
}

/// Why the host's connection ended, in words (the host's reason when it gave one).
fn closed_why(conn: &Connection) -> String {
    match conn.close_reason() {
        Some(ConnectionError::ApplicationClosed(close))
            if close.error_code != Close::Bye.code() =>
        {
            format!(
                "the host closed the connection: {}",
                String::from_utf8_lossy(&close.reason)
            )
        }
        // Nothing heard for the idle timeout: a cable out, a host that vanished.
        Some(ConnectionError::TimedOut) => "the connection to the host timed out".to_owned(),
        _ => "the host closed the connection".to_owned(),
    }
}
