//! A relay server of one's own, for real and without leaving the machine: an `iroh-relay`
//! on 127.0.0.1, and a host and a guest opened with a custom relay the way play over the
//! internet opens them ([`bind_planned`]), except that they stay on loopback and look
//! nothing up. The guest knows only the host's key and the relay's address, so the
//! connection must go through the relay.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use iroh::EndpointAddr;
use iroh_relay::server::{RelayConfig, Server, ServerConfig};

use super::limits::Side;
use super::{
    ALPN, EndpointPlan, Lookups, PortMapping, RelayFrom, Relaying, Relays, Sockets, bind_planned,
};

/// A guard against a hang, never a measure of speed.
const GIVE_UP: Duration = Duration::from_secs(30);

/// A relay server on 127.0.0.1 (plain HTTP, no QUIC address discovery, no metrics port).
async fn local_relay() -> (Server, String) {
    let mut config = ServerConfig::default();
    config.relay = Some(RelayConfig::new(std::net::SocketAddr::from((
        [127, 0, 0, 1],
        0,
    ))));
    let server = Server::spawn(config)
        .await
        .expect("the relay server starts");
    let addr = server.http_addr().expect("it serves HTTP");
    (server, format!("http://{addr}"))
}

/// The plan of play over the internet through `relays`, kept on 127.0.0.1 with no
/// lookups and no port mapping.
fn on_loopback_through(relays: Relays) -> EndpointPlan {
    EndpointPlan {
        sockets: Sockets::Loopback { port: 0 },
        relays: Relaying::Through(relays),
        port_mapping: PortMapping::Off,
        lookups: Lookups::None,
    }
}

#[test]
fn a_guest_that_knows_only_the_relay_reaches_the_host_through_it() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let (server, url) = local_relay().await;
        let relays = Relays::parse(&url, RelayFrom::Given).unwrap();
        let Relays::Custom(relay) = relays else {
            panic!("{url} read as {relays:?}");
        };
        let plan = on_loopback_through(relays);
        let host = bind_planned(plan, rand::random(), Side::Host)
            .await
            .unwrap();
        tokio::time::timeout(GIVE_UP, host.online())
            .await
            .expect("the host reaches its relay");
        assert!(
            host.addr().relay_urls().any(|u| u == relay.url()),
            "the host's home relay is ours: {:?}",
            host.addr()
        );
        let guest = bind_planned(plan, rand::random(), Side::Guest)
            .await
            .unwrap();
        let only_the_relay = EndpointAddr::new(host.id()).with_relay_url(relay.url().clone());
        assert_eq!(only_the_relay.ip_addrs().count(), 0);

        let accepted = tokio::spawn({
            let host = host.clone();
            async move {
                let incoming = host.accept().await.expect("a connection comes");
                let conn = incoming.await.expect("and is accepted");
                let (mut send, mut recv) = conn.accept_bi().await.unwrap();
                let heard = recv.read_to_end(64).await.unwrap();
                send.write_all(b"welcome").await.unwrap();
                send.finish().unwrap();
                conn.closed().await;
                (conn.remote_id(), heard)
            }
        });
        let conn = tokio::time::timeout(GIVE_UP, guest.connect(only_the_relay, ALPN))
            .await
            .expect("the guest connects in time")
            .expect("through the relay");
        let (mut send, mut recv) = conn.open_bi().await.unwrap();
        send.write_all(b"hello").await.unwrap();
        send.finish().unwrap();
        let answer = tokio::time::timeout(GIVE_UP, recv.read_to_end(64))
            .await
            .expect("the host answers in time")
            .unwrap();
        assert_eq!(answer, b"welcome");
        conn.close(0u32.into(), b"bye");
        let (who, heard) = tokio::time::timeout(GIVE_UP, accepted)
            .await
            .expect("the host sees the guest go")
            .unwrap();
        assert_eq!(who, guest.id());
        assert_eq!(heard, b"hello");
        let relayed = server.metrics().server.send_packets_recv.get();
        assert!(relayed > 0, "packets went through the relay: {relayed}");
        guest.close().await;
        host.close().await;
        server.shutdown().await.unwrap();
    });
}
