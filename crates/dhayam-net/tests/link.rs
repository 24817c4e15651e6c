//! The host's link against raw iroh connections on loopback: the connection cap, the
//! hello deadline, a guest's frames held back while the table has not taken them, and a
//! guest that never reads closed with the reason.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::str::FromStr as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_net::link::limits::EVENTS_PER_GUEST;
use dhayam_net::link::{Close, HostEvent, HostLink, Limits, Reach};
use iroh::endpoint::{Connection, ConnectionError, PortmapperConfig, presets};
use iroh::{Endpoint, EndpointAddr, SecretKey};
use iroh_tickets::endpoint::EndpointTicket;

const ALPN: &[u8] = b"dhayam/1";

fn open(limits: Limits) -> HostLink {
    HostLink::open(
        Reach::Loopback,
        rand::random(),
        None,
        limits,
        Arc::new(|| {}),
    )
    .unwrap()
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap()
}

fn address(link: &HostLink) -> EndpointAddr {
    EndpointTicket::from_str(link.ticket().unwrap())
        .unwrap()
        .endpoint_addr()
        .clone()
}

/// A connection to `host` from a new endpoint (its own network key), or why not.
async fn dial(host: &EndpointAddr) -> (Endpoint, Result<Connection, String>) {
    let endpoint = Endpoint::builder(presets::Minimal)
        .clear_ip_transports()
        .bind_addr("127.0.0.1:0")
        .unwrap()
        .portmapper_config(PortmapperConfig::Disabled)
        .secret_key(SecretKey::from_bytes(&rand::random()))
        .bind()
        .await
        .unwrap();
    let conn = tokio::time::timeout(
        Duration::from_secs(10),
        endpoint.connect(host.clone(), ALPN),
    )
    .await
    .map_err(|_| "no answer".to_owned())
    .and_then(|c| c.map_err(|e| e.to_string()));
    (endpoint, conn)
}

fn frame(body: &[u8]) -> Vec<u8> {
    let mut frame = (body.len() as u32).to_be_bytes().to_vec();
    frame.extend_from_slice(body);
    frame
}

/// The application close code `conn` was closed with, waiting at most 30 s.
async fn closed_with(conn: &Connection) -> Option<u32> {
    match tokio::time::timeout(Duration::from_secs(30), conn.closed()).await {
        Ok(ConnectionError::ApplicationClosed(close)) => {
            Some(u32::try_from(close.error_code.into_inner()).unwrap())
        }
        _ => None,
    }
}

fn code(close: Close) -> u32 {
    u32::try_from(close.code().into_inner()).unwrap()
}

#[test]
fn connections_beyond_the_cap_are_refused_and_silent_ones_closed_for_want_of_a_hello() {
    let link = open(Limits {
        connections: 2,
        hello_within: Duration::from_millis(500),
    });
    let host = address(&link);
    let rt = runtime();
    rt.block_on(async {
        let (_a, first) = dial(&host).await;
        let (_b, second) = dial(&host).await;
        let (_c, third) = dial(&host).await;
        let (first, second) = (first.unwrap(), second.unwrap());
        assert!(
            third.is_err(),
            "a third connection was let in past a cap of two"
        );
        // Neither says hello: both are closed, and told why.
        assert_eq!(closed_with(&first).await, Some(code(Close::NoHello)));
        assert_eq!(closed_with(&second).await, Some(code(Close::NoHello)));
    });
    // Their slots come back once the table has taken their events.
    let start = Instant::now();
    let mut gone = 0;
    while gone < 2 && start.elapsed() < Duration::from_secs(10) {
        for event in link.wait_events(8, Duration::from_millis(100)) {
            gone += usize::from(matches!(event, HostEvent::Gone(_)));
        }
    }
    assert_eq!(gone, 2);
    rt.block_on(async {
        let (_d, again) = dial(&host).await;
        assert!(
            again.is_ok(),
            "the slots of closed connections never came back"
        );
    });
}

#[test]
fn a_flooding_guest_waits_for_the_table_and_others_still_get_through() {
    let link = open(Limits::default());
    let host = address(&link);
    let rt = runtime();
    let (_flooder, flooding, _honest, _kept) = rt.block_on(async {
        let (flooder, conn) = dial(&host).await;
        let conn = conn.unwrap();
        let (mut send, recv) = conn.open_bi().await.unwrap();
        let garbage = frame(b"not a message");
        let flooding = tokio::spawn(async move {
            let mut sent = 0u64;
            for _ in 0..1_000_000 {
                if send.write_all(&garbage).await.is_err() {
                    break;
                }
                sent += 1;
            }
            sent
        });
        // Let the flood run up against the table, which takes nothing yet.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let (honest, conn2) = dial(&host).await;
        let conn2 = conn2.unwrap();
        let (mut send2, recv2) = conn2.open_bi().await.unwrap();
        send2.write_all(&frame(b"hello")).await.unwrap();
        tokio::time::sleep(Duration::from_millis(500)).await;
        (flooder, flooding, honest, (conn, recv, conn2, send2, recv2))
    });
    // Everything ahead of the honest guest's frame was waiting before the table took any
    // (the channel keeps its order; taking frees credit, so more of the flood follows it).
    let events = link.events(1000);
    let honest = events
        .iter()
        .position(|e| matches!(e, HostEvent::Frame(_, b) if b == b"hello"))
        .expect("the honest guest's frame never came");
    let ahead = events[..honest]
        .iter()
        .filter(|e| matches!(e, HostEvent::Frame(..)))
        .count();
    assert!(
        ahead <= EVENTS_PER_GUEST,
        "{ahead} of the flooder's frames waited for the table"
    );
    assert!(ahead > 0, "the flood never arrived");
    flooding.abort();
}

#[test]
fn a_guest_that_never_reads_is_closed_with_the_reason() {
    let link = open(Limits::default());
    let host = address(&link);
    let rt = runtime();
    let conn = rt.block_on(async {
        let (endpoint, conn) = dial(&host).await;
        let conn = conn.unwrap();
        let (mut send, recv) = conn.open_bi().await.unwrap();
        send.write_all(&frame(b"hello")).await.unwrap();
        // Holds the streams (never reads) until the test ends.
        std::mem::forget((endpoint, send, recv));
        conn
    });
    // The table answers with more than the guest will ever read.
    let answer = vec![b'a'; 64 * 1024];
    let start = Instant::now();
    let mut peer = None;
    let mut gone = false;
    while !gone && start.elapsed() < Duration::from_secs(30) {
        for event in link.wait_events(8, Duration::from_millis(10)) {
            match event {
                HostEvent::Frame(p, _) => peer = Some(p),
                HostEvent::Gone(_) => gone = true,
                _ => {}
            }
        }
        if let Some(peer) = &peer {
            link.send(peer, answer.clone());
        }
    }
    assert!(gone, "a guest that reads nothing was never closed");
    let closed = rt.block_on(closed_with(&conn));
    assert_eq!(closed, Some(code(Close::NotReading)));
}
