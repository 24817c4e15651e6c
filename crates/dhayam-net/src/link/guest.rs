//! The guest's end: one connection to the host, frames both ways.

use std::str::FromStr as _;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use iroh::EndpointAddr;
use iroh_tickets::endpoint::EndpointTicket;
use tokio::sync::mpsc as tmpsc;

use super::frame::{Frame, read_frame, write_frame};
use super::{ALPN, GuestEvent, LinkError, Order, Reach, Wake, bind, runtime};
use crate::protocol::MAX_TO_GUEST;

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
    let endpoint = match bind(reach, identity, None).await {
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
