//! The driver every front end plays across computers with: a hosted and a joined table on
//! loopback (real iroh connections on 127.0.0.1), driven only through their calls (apply,
//! tick, `next_wake`, events), as the window and the command line drive them.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{quick, secret};
use dhayam_ai::{Bot, Level};
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::driver::{HostPlan, Hosted, JoinPlan, Joined};
use dhayam_net::link::{GuestEvent, GuestLink, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{
    Connection, Guest, Holder, Host, HostCommand, NetEvent, Outcome, PROTOCOL_VERSION, ToHost,
    play_here,
};
use dhayam_store::{PlayerKind, SeatPlayer};
use dhayam_table::{Effect, Table};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(2);

/// The hosted tables' saves handed to the keeper, as RON text, in order.
type Kept = Arc<Mutex<Vec<String>>>;

/// A host of South (a Medium computer playing as the person there) and North open.
fn hosted(kept: &Kept) -> Hosted {
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Open", PlayerKind::Remote),
    ];
    let host = Host::open(&setup, players, secret(1), Digest([7; 32]), new_identity()).unwrap();
    let plan = HostPlan {
        reach: Reach::Loopback,
        port: None,
        shown_as: Some("never shown on loopback".to_owned()),
        wake: Arc::new(|| {}),
    };
    let kept = Arc::clone(kept);
    let keep = Box::new(move |save: &dhayam_net::host::HostSave| {
        kept.lock().unwrap().push(save.to_ron().unwrap());
    });
    let (hosted, effects) = Hosted::open(
        host,
        Table::hosting(quick()),
        Outcome::default(),
        plan,
        keep,
    )
    .unwrap();
    assert!(effects.is_empty(), "a new table has nothing to show yet");
    hosted
}

fn joined(code: &str) -> Joined {
    let plan = JoinPlan {
        code: code.to_owned(),
        reach: Reach::Loopback,
        wake: Arc::new(|| {}),
    };
    let guest = Guest::new("Kavi", Vec::new(), secret(2), new_identity());
    Joined::join(guest, Table::networked(quick()), plan).unwrap()
}

/// The host's side for a round: it ticks, starts when it can (if `start`), its person
/// plays, and a computer standing in answers at once.
fn host_round(hosted: &mut Hosted, bot: &mut dyn Bot, start: bool, now: f64) -> Vec<NetEvent> {
    let mut effects = hosted.tick(now);
    if start && hosted.can_start() {
        effects.extend(hosted.host_command(HostCommand::Start, now));
    }
    if let Some(command) = play_here(hosted.table(), bot) {
        effects.extend(hosted.apply(command, now));
    }
    while let Some(effect) = effects.pop() {
        if let Effect::Think(request) = effect {
            effects.extend(hosted.apply(request.answer(), now));
        }
    }
    hosted.events()
}

fn guest_round(joined: &mut Joined, bot: &mut dyn Bot, now: f64) -> Vec<NetEvent> {
    let _ = joined.tick(now);
    if let Some(command) = play_here(joined.table(), bot) {
        let _ = joined.apply(command, now);
    }
    joined.events()
}

fn over(table: &Table) -> bool {
    table.session().is_some_and(|s| s.game().is_over())
}

#[test]
fn a_hosted_and_a_joined_table_play_a_whole_game_through_the_driver() {
    let kept = Kept::default();
    let mut hosted = hosted(&kept);
    let code = hosted.code().unwrap().to_owned();
    let mut joined = joined(&code);
    let (mut host_bot, mut guest_bot) = (Level::Medium.bot(3), Level::Medium.bot(4));
    let (mut host_events, mut guest_events) = (Vec::new(), Vec::new());
    let start = Instant::now();
    while !(over(hosted.table()) && over(joined.table())) {
        assert!(start.elapsed() < PATIENCE, "the game stalled");
        let now = start.elapsed().as_secs_f64();
        host_events.extend(host_round(&mut hosted, host_bot.as_mut(), true, now));
        guest_events.extend(guest_round(&mut joined, guest_bot.as_mut(), now));
        // Woken by the network, or when a table is due: never a busy loop.
        let wake = [hosted.next_wake(now), joined.next_wake(now)]
            .into_iter()
            .flatten()
            .fold(now + 0.05, f64::min);
        joined.wait(Duration::from_secs_f64((wake - now).max(0.0) / 2.0));
        hosted.wait(Duration::from_secs_f64((wake - now).max(0.0) / 2.0));
    }
    // Both records are the same game, with a ledger that checks out.
    let hosts = Host::saved(hosted.table()).unwrap().clone();
    let guests = joined.guest().hosts_game(joined.table()).unwrap();
    assert_eq!(hosts.to_ron().unwrap(), guests.to_ron().unwrap());
    hosts.dice().unwrap().verify(hosts.record()).unwrap();
    assert!(hosts.record().throws.len() > 10, "a whole game was played");

    // What the network did reached the front ends as events.
    assert!(matches!(host_events.first(), Some(NetEvent::Code(c)) if *c == code));
    let seated = host_events.iter().any(|e| {
        matches!(e, NetEvent::Lobby(lobby) if lobby.seats.iter().any(|v| {
            v.seat == Seat::North && v.name == "Kavi"
                && v.holder == (Holder::Guest { connected: true })
        }))
    });
    assert!(
        seated,
        "the host heard the guest take North: {host_events:?}"
    );
    assert_eq!(
        guest_events.first(),
        Some(&NetEvent::Connection(Connection::Connecting))
    );
    assert!(guest_events.contains(&NetEvent::Connection(Connection::Up)));
    assert!(guest_events.contains(&NetEvent::Seats(vec![Seat::North])));
    assert_eq!(guest_events.last(), Some(&NetEvent::Over));

    // Kept after every change, and only then: no two saves in a row are the same, and
    // the last is the finished game.
    let kept = kept.lock().unwrap();
    assert!(kept.len() > hosts.record().throws.len());
    for pair in kept.windows(2) {
        assert_ne!(pair[0], pair[1], "a save without a change");
    }
    let last = dhayam_net::host::HostSave::from_ron(kept.last().unwrap().as_bytes()).unwrap();
    assert!(last.is_finished());
}

/// A guest speaking the real wire format by hand: a hello, then garbage and wishes the
/// rules refuse. The driver keeps the table for the seat taken, never for a refusal, and
/// an idle hosted table asks for no tick at all.
#[test]
fn refusals_are_never_kept_and_an_idle_table_sleeps() {
    let kept = Kept::default();
    let mut hosted = hosted(&kept);
    let identity = new_identity();
    let link = GuestLink::join(
        Reach::Loopback,
        hosted.code().unwrap(),
        identity,
        Arc::new(|| {}),
    )
    .unwrap();
    // Its chain, signed with the key it dials with, when the host names the table.
    let mut mallory = Guest::new("Mallory", vec![Seat::North], secret(9), identity);
    let mut mallorys = Table::networked(quick());
    let start = Instant::now();
    let mut seated = false;
    let mut bot = Level::Medium.bot(5);
    while !seated {
        assert!(start.elapsed() < PATIENCE, "never seated");
        match link.wait_event(Duration::from_millis(5)) {
            Some(GuestEvent::Connected) => {
                let hello = ToHost::Hello {
                    protocol: PROTOCOL_VERSION,
                    name: "Mallory".to_owned(),
                    seats: vec![Seat::North],
                };
                link.send(encode(&hello));
            }
            Some(GuestEvent::Frame(bytes)) => {
                let answer = mallory.receive(&mut mallorys, &bytes, 0.0).unwrap();
                for message in answer.out {
                    link.send(encode(&message));
                }
            }
            _ => {}
        }
        let events = host_round(
            &mut hosted,
            bot.as_mut(),
            false,
            start.elapsed().as_secs_f64(),
        );
        seated = events.iter().any(
            |e| matches!(e, NetEvent::Lobby(l) if l.seats.iter().any(|v| v.name == "Mallory")),
        );
    }
    let seated_saves = kept.lock().unwrap().len();
    assert!(seated_saves >= 1, "taking a seat is a change, kept");
    // Not started: the host has not pressed Start, so the table waits and nothing is due.
    // Ten garbage frames and ten wishes before the start: twenty refusals, fewer than
    // the host takes in a row before it closes the connection.
    for n in 0..10u8 {
        link.send(vec![0xff, n, 0x00]);
        let wish = ToHost::Want {
            seat: Seat::North,
            step: 0,
            play: None,
        };
        link.send(encode(&wish));
    }
    let until = Instant::now() + Duration::from_secs(2);
    while Instant::now() < until {
        hosted.wait(Duration::from_millis(20));
        let _ = hosted.tick(start.elapsed().as_secs_f64());
        let _ = hosted.events();
    }
    assert_eq!(
        kept.lock().unwrap().len(),
        seated_saves,
        "a refusal is never kept"
    );
    let now = start.elapsed().as_secs_f64();
    assert_eq!(
        hosted.next_wake(now),
        None,
        "an idle table asks for no tick"
    );
}

#[test]
fn a_guest_that_leaves_is_seen_gone_by_the_host_at_once_and_its_seat_waits() {
    let kept = Kept::default();
    let mut hosted = hosted(&kept);
    let mut joined = joined(hosted.code().unwrap());
    let mut bot = Level::Medium.bot(6);
    let start = Instant::now();
    let mut up = false;
    while !up {
        assert!(start.elapsed() < PATIENCE, "never connected");
        let now = start.elapsed().as_secs_f64();
        let _ = host_round(&mut hosted, bot.as_mut(), false, now);
        up = guest_round(&mut joined, bot.as_mut(), now)
            .iter()
            .any(|e| matches!(e, NetEvent::Seats(s) if !s.is_empty()));
        hosted.wait(Duration::from_millis(5));
    }
    let now = start.elapsed().as_secs_f64();
    assert_eq!(
        joined.next_wake(now),
        None,
        "a guest waiting for the start sleeps"
    );
    let closed = joined.leave();
    let mut gone = false;
    while !gone {
        assert!(
            start.elapsed() < PATIENCE,
            "the host never saw the guest leave"
        );
        hosted.wait(Duration::from_millis(50));
        let _ = hosted.tick(start.elapsed().as_secs_f64());
        gone = hosted.events().iter().any(|e| {
            matches!(e, NetEvent::Lobby(l) if l.seats.iter().any(|v| v.seat == Seat::North
                && v.holder == (Holder::Guest { connected: false })))
        });
    }
    assert!(closed.wait(Duration::from_secs(10)), "the link closed");
}

/// A keeper whose saves reach the disk only when the test says so.
struct SlowDisk {
    on_disk: Arc<std::sync::atomic::AtomicBool>,
    saves: Kept,
}

impl dhayam_net::driver::Keeper for SlowDisk {
    fn keep(&mut self, save: &dhayam_net::host::HostSave) {
        self.on_disk
            .store(false, std::sync::atomic::Ordering::SeqCst);
        self.saves.lock().unwrap().push(save.to_ron().unwrap());
    }

    fn kept(&self) -> bool {
        self.on_disk.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// What follows a change reaches the guests only once the change is kept: a host that
/// crashes while its save is on the way never comes back behind what a guest saw.
#[test]
fn nothing_decided_after_a_change_is_sent_before_the_change_is_kept() {
    let setup = Setup::new([Seat::South, Seat::North]);
    let players = vec![
        SeatPlayer::new(Seat::South, "Asha", PlayerKind::Human),
        SeatPlayer::new(Seat::North, "Open", PlayerKind::Remote),
    ];
    let host = Host::open(&setup, players, secret(1), Digest([8; 32]), new_identity()).unwrap();
    let plan = HostPlan {
        reach: Reach::Loopback,
        port: None,
        shown_as: None,
        wake: Arc::new(|| {}),
    };
    let on_disk = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let disk = SlowDisk {
        on_disk: Arc::clone(&on_disk),
        saves: Kept::default(),
    };
    let saves = Arc::clone(&disk.saves);
    let (mut hosted, _) = Hosted::open(
        host,
        Table::hosting(quick()),
        Outcome::default(),
        plan,
        Box::new(disk),
    )
    .unwrap();
    let mut joined = joined(hosted.code().unwrap());
    let mut bot = Level::Medium.bot(7);
    let start = Instant::now();
    // The guest says hello: taking the seat is a change, kept but not yet on disk.
    while saves.lock().unwrap().is_empty() {
        assert!(start.elapsed() < PATIENCE, "the guest never took its seat");
        let now = start.elapsed().as_secs_f64();
        let _ = host_round(&mut hosted, bot.as_mut(), false, now);
        let _ = guest_round(&mut joined, bot.as_mut(), now);
        hosted.wait(Duration::from_millis(5));
    }
    let now = start.elapsed().as_secs_f64();
    assert!(
        hosted.next_wake(now).is_some_and(|at| at - now < 0.1),
        "a table whose messages wait for its save looks again soon"
    );
    for _ in 0..200 {
        let now = start.elapsed().as_secs_f64();
        let _ = host_round(&mut hosted, bot.as_mut(), false, now);
        let heard = guest_round(&mut joined, bot.as_mut(), now);
        assert!(
            !heard.iter().any(|e| matches!(e, NetEvent::Seats(_))),
            "the guest was welcomed before its seat was kept"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    on_disk.store(true, std::sync::atomic::Ordering::SeqCst);
    let mut seated = false;
    while !seated {
        assert!(start.elapsed() < PATIENCE, "the welcome never went out");
        let now = start.elapsed().as_secs_f64();
        let _ = host_round(&mut hosted, bot.as_mut(), false, now);
        seated = guest_round(&mut joined, bot.as_mut(), now)
            .contains(&NetEvent::Seats(vec![Seat::North]));
        joined.wait(Duration::from_millis(5));
    }
}
