//! Tables on the same network: a hosted table shown by mDNS, and [`Nearby`], which finds
//! them and asks each what it is.
//!
//! A shown table publishes on mDNS (our own service name, [`SERVICE`]) its endpoint id,
//! its direct addresses and the marker [`MARKER`] as user data, and nothing else: its
//! name and open seats are never published, here or in an internet lookup. A computer
//! nearby that sees the marker connects on the peek protocol ([`ABOUT_ALPN`]), sends a
//! [`Peek`] and reads the table's [`About`] over the encrypted connection; the host's
//! link answers it from a [`Billboard`] at its door (rate-limited, bounded in time) and
//! the table never sees it.

mod about;
mod tables;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, mpsc};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use iroh::address_lookup::UserData;
use iroh::endpoint::Connection;
use iroh::{Endpoint, EndpointAddr, EndpointId};
use iroh_mdns_address_lookup::{DiscoveryEvent, MdnsAddressLookup};
use iroh_tickets::endpoint::EndpointTicket;
use n0_future::StreamExt as _;
use tokio::sync::{Semaphore, mpsc as tmpsc, oneshot};

use super::frame::{Frame, read_frame, write_frame};
use super::limits::Side;
use super::{ALPN, LinkError, Reach, Wake, bind, runtime};
use crate::protocol::{About, MAX_ABOUT, PROTOCOL_VERSION, Peek, decode, encode};

pub use about::{
    ABOUT_ALPN, Announce, Billboard, PEEK_BURST, PEEK_TIME, PEEKS_AT_ONCE, PEEKS_PER_SECOND,
    PeekGate,
};
pub use tables::{MARKER, NearbyEvent, NearbyTable, Tables, is_table};

/// The mDNS service name Dhayam's tables are shown under (not iroh's shared one, so
/// other programs' endpoints are never even seen).
pub const SERVICE: &str = "dhayam";

/// How often a table already found is asked again (its open seats change as guests
/// sit down).
const ASK_AGAIN: Duration = Duration::from_secs(3);

/// Peeks in a row a listed table may fail before it is taken off the list.
const FAILS_BEFORE_GONE: u32 = 3;

/// Shows the hosted table of `endpoint` on the local network: mDNS advertising with the
/// marker, and the peek protocol accepted beside the guests'.
pub(super) fn show(endpoint: &Endpoint) -> Result<(), LinkError> {
    let mdns = MdnsAddressLookup::builder()
        .service_name(SERVICE)
        .advertise(true)
        .build(endpoint.id())
        .map_err(|e| LinkError::Bind(e.to_string()))?;
    endpoint
        .address_lookup()
        .map_err(|e| LinkError::Bind(e.to_string()))?
        .add(mdns);
    let marker = MARKER
        .parse::<UserData>()
        .map_err(|e| LinkError::Bind(e.to_string()))?;
    endpoint.set_user_data_for_address_lookup(Some(marker));
    endpoint.set_alpns(vec![ALPN.to_vec(), ABOUT_ALPN.to_vec()]);
    Ok(())
}

/// `addr` without its relay: its direct addresses only.
pub(super) fn direct_only(addr: EndpointAddr) -> EndpointAddr {
    EndpointAddr::from_parts(
        addr.id,
        addr.addrs.into_iter().filter(iroh::TransportAddr::is_ip),
    )
}

/// The endpoint's direct addresses (no relay), once it has any (at most two seconds).
pub(super) async fn direct_addr(endpoint: &Endpoint) -> EndpointAddr {
    let by = Instant::now() + Duration::from_secs(2);
    loop {
        let addr = endpoint.addr();
        if addr.ip_addrs().next().is_some() || Instant::now() > by {
            return direct_only(addr);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The host link's door for peeks: the board it answers from, the rate gate, and the
/// count of peeks being answered.
pub(super) struct Door {
    board: Billboard,
    gate: PeekGate,
    at_once: Arc<Semaphore>,
}

impl Door {
    pub(super) fn new(board: Billboard) -> Door {
        Door {
            board,
            gate: PeekGate::new(Instant::now()),
            at_once: Arc::new(Semaphore::new(PEEKS_AT_ONCE)),
        }
    }

    /// Answers the peek on `conn` if the gate lets it in, else closes it at once.
    pub(super) fn answer(&mut self, conn: Connection) {
        let permit = if self.gate.admit(Instant::now()) {
            Arc::clone(&self.at_once).try_acquire_owned().ok()
        } else {
            None
        };
        match permit {
            Some(permit) => {
                let about = self.board.about();
                tokio::spawn(async move {
                    about::answer_peek(conn, about).await;
                    drop(permit);
                });
            }
            None => conn.close(0u32.into(), b"busy"),
        }
    }
}

/// Looks for tables on the local network, on a thread of its own, and keeps the list of
/// those found. Dropping it stops looking.
pub struct Nearby {
    tables: Arc<Mutex<Tables>>,
    events: mpsc::Receiver<NearbyEvent>,
    quit: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Nearby {
    /// Starts looking, with an endpoint of its own on the local network only (a fresh
    /// key each time, not the player's). `wake` is called whenever the list changes.
    pub fn browse(wake: Wake) -> Result<Nearby, LinkError> {
        let tables = Arc::new(Mutex::new(Tables::default()));
        let (event_tx, events) = mpsc::channel();
        let (ready_tx, ready_rx) = mpsc::channel::<Result<(), LinkError>>();
        let (quit, quit_rx) = oneshot::channel();
        let shared = Arc::clone(&tables);
        let thread = std::thread::Builder::new()
            .name("dhayam-nearby".to_owned())
            .spawn(move || {
                let rt = match runtime() {
                    Ok(rt) => rt,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return;
                    }
                };
                let tell = move |event: NearbyEvent| {
                    let _ = event_tx.send(event);
                    wake();
                };
                rt.block_on(browse_main(shared, ready_tx, quit_rx, tell));
            })
            .map_err(|e| LinkError::Thread(e.to_string()))?;
        ready_rx
            .recv()
            .map_err(|e| LinkError::Thread(e.to_string()))??;
        Ok(Nearby {
            tables,
            events,
            quit: Some(quit),
            thread: Some(thread),
        })
    }

    /// The tables found so far, by name.
    pub fn tables(&self) -> Vec<NearbyTable> {
        self.tables
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .list()
    }

    /// The next change to the list, if one is waiting.
    pub fn try_event(&self) -> Option<NearbyEvent> {
        self.events.try_recv().ok()
    }

    /// The next change to the list, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<NearbyEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

impl Drop for Nearby {
    fn drop(&mut self) {
        if let Some(quit) = self.quit.take() {
            let _ = quit.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// An endpoint seen with the marker: how to dial it, and how its peeks went.
struct Seen {
    addr: EndpointAddr,
    asking: bool,
    fails: u32,
}

/// What a peek came back with.
struct Told {
    id: EndpointId,
    addr: EndpointAddr,
    about: Result<About, String>,
}

async fn browse_main(
    tables: Arc<Mutex<Tables>>,
    ready: mpsc::Sender<Result<(), LinkError>>,
    mut quit: oneshot::Receiver<()>,
    tell: impl Fn(NearbyEvent),
) {
    let endpoint = match bind(Reach::Lan, rand::random(), None, Side::Guest).await {
        Ok(endpoint) => endpoint,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    let mdns = match MdnsAddressLookup::builder()
        .service_name(SERVICE)
        .advertise(false)
        .build(endpoint.id())
    {
        Ok(mdns) => mdns,
        Err(e) => {
            let _ = ready.send(Err(LinkError::Bind(e.to_string())));
            return;
        }
    };
    let mut found = mdns.subscribe().await;
    let _ = ready.send(Ok(()));
    let start = Instant::now();
    let mut seen: HashMap<EndpointId, Seen> = HashMap::new();
    let (told_tx, mut told_rx) = tmpsc::unbounded_channel::<Told>();
    let mut again = tokio::time::interval(ASK_AGAIN);
    let change = |event: Option<NearbyEvent>| {
        if let Some(event) = event {
            tell(event);
        }
    };
    let lock = || tables.lock().unwrap_or_else(PoisonError::into_inner);
    loop {
        tokio::select! {
            _ = &mut quit => break,
            event = found.next() => match event {
                Some(DiscoveryEvent::Discovered { endpoint_info, .. }) => {
                    if !is_table(endpoint_info.data.user_data().map(AsRef::as_ref)) {
                        continue;
                    }
                    let id = endpoint_info.endpoint_id;
                    let addr = endpoint_info.into_endpoint_addr();
                    let addr = direct_only(addr);
                    let entry = seen.entry(id).or_insert(Seen { addr: addr.clone(), asking: false, fails: 0 });
                    entry.addr = addr;
                    if !entry.asking {
                        entry.asking = true;
                        ask(&endpoint, id, entry.addr.clone(), told_tx.clone());
                    }
                }
                Some(DiscoveryEvent::Expired { endpoint_id }) => {
                    seen.remove(&endpoint_id);
                    change(lock().gone(&endpoint_id.to_string()));
                }
                // Events added to the lookup later mean nothing to the list yet.
                Some(_) => {}
                None => break,
            },
            Some(told) = told_rx.recv() => {
                let Some(entry) = seen.get_mut(&told.id) else { continue };
                entry.asking = false;
                let id = told.id.to_string();
                match told.about {
                    Ok(about) => {
                        entry.fails = 0;
                        let ticket = EndpointTicket::new(told.addr).to_string();
                        let ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
                        change(lock().described(&id, &ticket, &about, ms));
                    }
                    Err(why) => {
                        entry.fails += 1;
                        log::info!("a table nearby did not answer: {why}");
                        if entry.fails >= FAILS_BEFORE_GONE {
                            seen.remove(&told.id);
                            change(lock().gone(&id));
                        }
                    }
                }
            }
            _ = again.tick() => {
                for (id, entry) in &mut seen {
                    if !entry.asking {
                        entry.asking = true;
                        ask(&endpoint, *id, entry.addr.clone(), told_tx.clone());
                    }
                }
            }
        }
    }
    endpoint.close().await;
}

/// Peeks at the table of `id` at `addr`, and sends what it told back to the loop.
fn ask(
    endpoint: &Endpoint,
    id: EndpointId,
    addr: EndpointAddr,
    told: tmpsc::UnboundedSender<Told>,
) {
    let endpoint = endpoint.clone();
    tokio::spawn(async move {
        let about = match tokio::time::timeout(PEEK_TIME * 2, peek(&endpoint, addr.clone())).await {
            Ok(about) => about,
            Err(_) => Err("no answer in time".to_owned()),
        };
        let _ = told.send(Told { id, addr, about });
    });
}

async fn peek(endpoint: &Endpoint, addr: EndpointAddr) -> Result<About, String> {
    let conn = endpoint
        .connect(addr, ABOUT_ALPN)
        .await
        .map_err(|e| e.to_string())?;
    let (mut send, mut recv) = conn.open_bi().await.map_err(|e| e.to_string())?;
    let asked = encode(&Peek {
        protocol: PROTOCOL_VERSION,
    });
    write_frame(&mut send, &asked)
        .await
        .map_err(|()| "the peek could not be sent".to_owned())?;
    let _ = send.finish();
    let answer = match read_frame(&mut recv, MAX_ABOUT).await {
        Ok(Frame::Message(bytes)) => decode::<About>(&bytes, MAX_ABOUT).map_err(|e| e.to_string()),
        Ok(Frame::TooLarge) => Err("the answer was too large".to_owned()),
        Err(()) => Err("the table closed without an answer".to_owned()),
    };
    conn.close(0u32.into(), b"thanks");
    answer
}
