//! A guest process frozen (SIGSTOP) while the host closes its connection, as a hand-over
//! to a computer does: thawed, it reads the close, dials again with the same network key
//! and gets through. The guest is this test binary run again as a child process, so
//! that it is frozen for real (its sockets and timers stop, its peer's packets wait).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Read as _;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_net::link::{GuestEvent, GuestLink, HostEvent, HostLink, Limits, Reach};

/// The join code the child dials (set only in the child).
const TICKET: &str = "DHAYAM_FROZEN_GUEST_TICKET";
/// The child's network key, in hex.
const IDENTITY: &str = "DHAYAM_FROZEN_GUEST_IDENTITY";

fn hex(bytes: &[u8; 32]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut text, b| {
        let _ = write!(text, "{b:02x}");
        text
    })
}

fn unhex(text: &str) -> [u8; 32] {
    let mut bytes = [0u8; 32];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap();
    }
    bytes
}

/// The guest's next event, waiting at most 30 s.
fn next(link: &GuestLink) -> GuestEvent {
    link.wait_event(Duration::from_secs(30))
        .expect("nothing from the host in 30 s")
}

/// The guest's side, run by the test below in a process of its own: it says hello,
/// waits for its connection to end, dials again with the same key, says hello again and
/// waits to be welcomed. It does nothing when run by itself.
#[test]
#[ignore = "the guest process of the frozen guest's test; does nothing by itself"]
fn frozen_guest_process() {
    let (Ok(ticket), Ok(identity)) = (std::env::var(TICKET), std::env::var(IDENTITY)) else {
        return;
    };
    let identity = unhex(&identity);
    let dial = || GuestLink::join(Reach::Loopback, &ticket, identity, Arc::new(|| {})).unwrap();
    let link = dial();
    assert_eq!(next(&link), GuestEvent::Connected);
    link.send(b"hello".to_vec());
    let why = loop {
        match next(&link) {
            GuestEvent::Gone(why) => break why,
            GuestEvent::Frame(_) | GuestEvent::Connected => {}
        }
    };
    println!("gone: {why}");
    drop(link);
    let link = dial();
    match next(&link) {
        GuestEvent::Connected => {}
        other => panic!("dialling again with the same key failed: {other:?}"),
    }
    link.send(b"hello again".to_vec());
    loop {
        match next(&link) {
            GuestEvent::Frame(bytes) if bytes == b"welcome" => break,
            GuestEvent::Frame(_) => {}
            other => panic!("the new connection did not hold: {other:?}"),
        }
    }
    println!("welcomed");
}

/// Sends `signal` (a name `kill` knows, like STOP) to `child`.
fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .unwrap();
    assert!(status.success(), "kill -{signal} failed");
}

/// Takes the host's events until `wanted` matches one (at most 30 s).
fn until(link: &HostLink, what: &str, mut wanted: impl FnMut(&HostEvent) -> bool) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        if link
            .wait_events(8, Duration::from_millis(50))
            .iter()
            .any(&mut wanted)
        {
            return;
        }
    }
    panic!("the host never saw {what}");
}

#[test]
fn a_guest_closed_while_frozen_dials_again_with_its_key_and_gets_through() {
    let link = HostLink::open(
        Reach::Loopback,
        rand::random(),
        None,
        Limits::for_guest_seats(1),
        Arc::new(|| {}),
    )
    .unwrap();
    let identity: [u8; 32] = rand::random();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "frozen_guest_process",
            "--ignored",
            "--nocapture",
        ])
        .env(TICKET, link.ticket().unwrap())
        .env(IDENTITY, hex(&identity))
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut peer = None;
    until(&link, "the first hello", |event| match event {
        HostEvent::Frame(p, bytes) if bytes == b"hello" => {
            peer = Some(p.clone());
            true
        }
        _ => false,
    });
    let peer = peer.unwrap();
    signal(&child, "STOP");
    // Frozen: the host sends what the guest will not read now, and closes the connection.
    link.send(&peer, b"unread".to_vec());
    link.close(&peer);
    let gone = HostEvent::Gone(peer.clone());
    until(&link, "the guest gone", |e| *e == gone);
    // Long enough for the host to forget the old connection (closed, drained): what the
    // thawed guest sends on it is answered with a stateless reset.
    std::thread::sleep(Duration::from_secs(1));
    signal(&child, "CONT");
    let hello_again = HostEvent::Frame(peer.clone(), b"hello again".to_vec());
    until(&link, "the same key dial again", |e| *e == hello_again);
    link.send(&peer, b"welcome".to_vec());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("the guest process did not end");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut said = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    assert!(status.success(), "the guest process failed: {said}");
    assert!(
        said.contains("gone: the host closed the connection"),
        "the frozen guest did not read the close: {said}"
    );
    assert!(said.contains("welcomed"), "{said}");
}
