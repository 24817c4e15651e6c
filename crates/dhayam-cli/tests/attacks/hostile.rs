//! The hostile guest: a process of its own that dials a join code over loopback and runs
//! one attack, speaking the real wire format (iroh, the `dhayam/1` protocol, 4-byte
//! big-endian lengths). It never reads what the host answers unless the attack says so.
//!
//! The tests start it as a separate process (this test binary run again with
//! `--ignored --exact hostile_guest`, the attack in the environment), so nothing of it is
//! ever built into a program people install. By hand:
//!
//! ```sh
//! DHAYAM_HOSTILE="idle 1000" DHAYAM_HOSTILE_CODE=code.txt DHAYAM_HOSTILE_FOR=10 \
//!     cargo test -p dhayam-cli --test attacks -- --ignored --exact hostile_guest --nocapture
//! ```
//!
//! Every loop is bounded in count and in time (`DHAYAM_HOSTILE_FOR` seconds).

use std::str::FromStr as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use iroh::endpoint::{Connection, ConnectionError, PortmapperConfig, VarInt, presets};
use iroh::{Endpoint, EndpointAddr, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;
use tokio::time::{Instant, timeout};

use super::seated::{self, Misdeed};

/// The protocol name the host accepts.
const ALPN: &[u8] = b"dhayam/1";

/// The host's close code for a connection with no hello in time.
const NO_HELLO: u32 = 2;

/// Endpoints (network keys) the idle connections come from.
const ENDPOINTS: u32 = 64;

/// One attack, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attack {
    /// Garbage frames as fast as possible, never reading the answers.
    GarbageUnread,
    /// Many streams on a few connections, filled and never accepted.
    Streams,
    /// This many connections that never say hello.
    Idle(u32),
    /// Connect, say hello and disconnect this many times.
    Churn(u32),
    /// Connect and disconnect this many times, saying nothing.
    ChurnQuiet(u32),
    /// Frames over the size limit, as fast as possible.
    Oversized,
    /// Streams opened with half a length on them, then nothing.
    StallStream,
    /// A seated guest that misbehaves (`seated.rs`).
    Seated(Misdeed),
}

impl Attack {
    /// Parses `garbage-unread`, `streams`, `idle N`, `churn N`, `churn-quiet N`,
    /// `oversized`, `stall-stream`, and the seated `resync-unread`, `withhold`, `refused`,
    /// `chat-flood`, `away-and-back`.
    pub fn parse(text: &str) -> Option<Attack> {
        let mut words = text.split_whitespace();
        let name = words.next()?;
        let mut count = || words.next().and_then(|n| n.parse().ok());
        Some(match name {
            "garbage-unread" => Attack::GarbageUnread,
            "streams" => Attack::Streams,
            "idle" => Attack::Idle(count()?),
            "churn" => Attack::Churn(count()?),
            "churn-quiet" => Attack::ChurnQuiet(count()?),
            "oversized" => Attack::Oversized,
            "stall-stream" => Attack::StallStream,
            "resync-unread" => Attack::Seated(Misdeed::ResyncUnread),
            "withhold" => Attack::Seated(Misdeed::Withhold),
            "refused" => Attack::Seated(Misdeed::Refused),
            "chat-flood" => Attack::Seated(Misdeed::ChatFlood),
            "away-and-back" => Attack::Seated(Misdeed::AwayAndBack),
            _ => return None,
        })
    }
}

/// What the attack did, written to stdout at the end.
#[derive(Default)]
pub struct Tally {
    pub connections: AtomicU64,
    pub failed: AtomicU64,
    pub frames: AtomicU64,
    pub bytes: AtomicU64,
    pub closed: AtomicU64,
    /// Closed with the host's code for "no hello in time" (2).
    pub no_hello: AtomicU64,
    /// Connections on which the host seated a seated attacker.
    pub seated: AtomicU64,
    /// Dice links a seated attacker kept to itself.
    pub withheld: AtomicU64,
}

impl Tally {
    /// Adds `by` to the counter `n`.
    pub fn add(n: &AtomicU64, by: u64) {
        n.fetch_add(by, Ordering::Relaxed);
    }

    fn line(&self) -> String {
        let get = |n: &AtomicU64| n.load(Ordering::Relaxed);
        format!(
            "connections {} failed {} frames {} bytes {} closed-by-host {} no-hello {} \
             seated {} withheld {}",
            get(&self.connections),
            get(&self.failed),
            get(&self.frames),
            get(&self.bytes),
            get(&self.closed),
            get(&self.no_hello),
            get(&self.seated),
            get(&self.withheld)
        )
    }
}

/// Runs `attack` on the table whose join code is `code` for at most `seconds`.
pub fn run(attack: Attack, code: &str, seconds: u64) {
    let ticket = EndpointTicket::from_str(code.trim()).expect("a join code");
    let host = ticket.endpoint_addr().clone();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let tally = Arc::new(Tally::default());
    let until = Instant::now() + Duration::from_secs(seconds);
    let job = Job {
        host,
        until,
        tally: Arc::clone(&tally),
    };
    rt.block_on(async move {
        match attack {
            Attack::GarbageUnread => job.flood(garbage_frame(), 10_000).await,
            Attack::Oversized => job.flood(oversized_frame(), 10_000).await,
            Attack::Streams => job.streams(3).await,
            Attack::Idle(n) => job.idle(n, false).await,
            Attack::StallStream => job.idle(50, true).await,
            Attack::Churn(n) => job.churn(n, true).await,
            Attack::ChurnQuiet(n) => job.churn(n, false).await,
            Attack::Seated(misdeed) => seated::sit(&job, misdeed).await,
        }
    });
    println!("hostile {attack:?}: {}", tally.line());
    rt.shutdown_timeout(Duration::from_secs(1));
}

/// `body` as a frame: its length (4 bytes, big-endian), then the body.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let mut frame = (body.len() as u32).to_be_bytes().to_vec();
    frame.extend_from_slice(body);
    frame
}

/// A frame that is no message: the length, then bytes that are not JSON.
fn garbage_frame() -> Vec<u8> {
    frame(&b"\xff\xfe not a message {[(".repeat(4))
}

/// A frame of a megabyte (the host's limit from a guest is 16 KiB).
fn oversized_frame() -> Vec<u8> {
    let len = 1024 * 1024;
    let mut frame = (len as u32).to_be_bytes().to_vec();
    frame.resize(4 + len, b'x');
    frame
}

/// One attack's target, deadline and tally.
pub struct Job {
    host: EndpointAddr,
    /// When the attack stops.
    pub until: Instant,
    /// What it did.
    pub tally: Arc<Tally>,
}

impl Job {
    /// A fresh endpoint (a new network key each time: an attacker has as many as it
    /// likes) and a connection to the host.
    async fn dial(&self) -> Option<(Endpoint, Connection)> {
        let endpoint = endpoint().await?;
        if let Some(conn) = self.connect(&endpoint).await {
            Some((endpoint, conn))
        } else {
            endpoint.close().await;
            None
        }
    }

    /// A connection from `endpoint` to the host.
    pub async fn connect(&self, endpoint: &Endpoint) -> Option<Connection> {
        let left = self.until.saturating_duration_since(Instant::now());
        let dialing = endpoint.connect(self.host.clone(), ALPN);
        if let Ok(Ok(conn)) = timeout(left.min(Duration::from_secs(5)), dialing).await {
            Tally::add(&self.tally.connections, 1);
            Some(conn)
        } else {
            Tally::add(&self.tally.failed, 1);
            None
        }
    }

    /// Whether the attack's time is up.
    pub fn over(&self) -> bool {
        Instant::now() >= self.until
    }

    /// Writes `frame` again and again, never reading; when the host closes the
    /// connection, dials again (at most `dials` times).
    async fn flood(&self, frame: Vec<u8>, dials: u32) {
        for _ in 0..dials {
            if self.over() {
                return;
            }
            let Some((endpoint, conn)) = self.dial().await else {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            if let Ok((mut send, _unread)) = conn.open_bi().await {
                while !self.over() {
                    let left = self.until.saturating_duration_since(Instant::now());
                    match timeout(left, send.write_all(&frame)).await {
                        Ok(Ok(())) => {
                            Tally::add(&self.tally.frames, 1);
                            Tally::add(&self.tally.bytes, frame.len() as u64);
                        }
                        Ok(Err(_)) => {
                            Tally::add(&self.tally.closed, 1);
                            break;
                        }
                        Err(_) => break,
                    }
                }
            }
            conn.close(0u32.into(), b"");
            endpoint.close().await;
        }
    }

    /// On each of `connections` connections, opens as many streams of both kinds as the
    /// host allows and fills each, never reading.
    async fn streams(&self, connections: u32) {
        let fill = vec![b'y'; 1024 * 1024];
        let wait = Duration::from_millis(200);
        let mut held = Vec::new();
        for _ in 0..connections {
            let Some((endpoint, conn)) = self.dial().await else {
                continue;
            };
            let mut streams = Vec::new();
            for _ in 0..100 {
                if self.over() {
                    break;
                }
                let before = streams.len();
                if let Ok(Ok((mut send, recv))) = timeout(wait, conn.open_bi()).await {
                    if timeout(wait, send.write_all(&fill)).await.is_ok() {
                        Tally::add(&self.tally.bytes, fill.len() as u64);
                    }
                    streams.push((send, Some(recv)));
                }
                if let Ok(Ok(mut send)) = timeout(wait, conn.open_uni()).await {
                    if timeout(wait, send.write_all(&fill)).await.is_ok() {
                        Tally::add(&self.tally.bytes, fill.len() as u64);
                    }
                    streams.push((send, None));
                }
                // The host allows no more: on to the next connection.
                if streams.len() == before {
                    break;
                }
            }
            Tally::add(&self.tally.frames, streams.len() as u64);
            held.push((endpoint, conn, streams));
        }
        for (_, conn, _) in &held {
            held_open(&self.tally, conn, self.until).await;
        }
    }

    /// Opens `n` connections from a pool of endpoints (each its own network key) and
    /// holds them; with `stall`, each opens its stream and writes half a length on it.
    async fn idle(&self, n: u32, stall: bool) {
        let mut pool = Vec::new();
        for _ in 0..n.min(ENDPOINTS) {
            pool.extend(endpoint().await);
        }
        let mut held = Vec::new();
        for i in 0..n as usize {
            if self.over() || pool.is_empty() {
                break;
            }
            let Some(conn) = self.connect(&pool[i % pool.len()]).await else {
                continue;
            };
            if stall && let Ok((mut send, recv)) = conn.open_bi().await {
                let _ = send.write_all(&[0, 0]).await;
                held.push((conn, Some((send, recv))));
            } else {
                held.push((conn, None));
            }
        }
        for (conn, _) in &held {
            held_open(&self.tally, conn, self.until).await;
        }
        for endpoint in pool {
            endpoint.close().await;
        }
    }

    /// Connects, says a real hello (with `hello`) and disconnects, `n` times.
    async fn churn(&self, n: u32, hello: bool) {
        for i in 0..n {
            if self.over() {
                break;
            }
            let Some((endpoint, conn)) = self.dial().await else {
                continue;
            };
            if hello && let Ok((mut send, _recv)) = conn.open_bi().await {
                let secret = dhayam_net::DiceSecret::from_bytes(rand::random());
                // The host's own seat: refused every time (a stranger who asked for an open
                // seat would take it, and the game would wait for them).
                let seats = vec![dhayam_core::Seat::South];
                let identity = rand::random();
                let hello =
                    dhayam_net::Guest::new(&format!("churn {i}"), seats, secret, identity).hello();
                let hello = frame(&dhayam_net::protocol::encode(&hello));
                if send.write_all(&hello).await.is_ok() {
                    Tally::add(&self.tally.frames, 1);
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            conn.close(0u32.into(), b"");
            endpoint.close().await;
        }
    }
}

/// A fresh endpoint on loopback with a new network key.
async fn endpoint() -> Option<Endpoint> {
    endpoint_with(SecretKey::from_bytes(&rand::random())).await
}

/// An endpoint on loopback with the network key `key`.
pub async fn endpoint_with(key: SecretKey) -> Option<Endpoint> {
    Endpoint::builder(presets::Minimal)
        .clear_ip_transports()
        .bind_addr("127.0.0.1:0")
        .ok()?
        .portmapper_config(PortmapperConfig::Disabled)
        .secret_key(key)
        .bind()
        .await
        .ok()
}

/// Waits until `until` or until the host closes `conn` (counted, and counted again when
/// the host said there was no hello in time).
async fn held_open(tally: &Tally, conn: &Connection, until: Instant) {
    if let Ok(why) = tokio::time::timeout_at(until, conn.closed()).await {
        Tally::add(&tally.closed, 1);
        if let ConnectionError::ApplicationClosed(close) = why
            && close.error_code == VarInt::from_u32(NO_HELLO)
        {
            Tally::add(&tally.no_hello, 1);
        }
    }
}
