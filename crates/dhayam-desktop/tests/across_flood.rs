//! The window hosts a game while a stranger holding the join code floods it over real
//! loopback connections (127.0.0.1 only): connection after connection, each with a new
//! network key, sending garbage frames and wishes for seats it does not hold as fast as
//! it can. The window goes on drawing frames and the real game is played to its end, the
//! same on both sides, with dice that check out.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
#[path = "loopback/mod.rs"]
mod loopback;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use common::{all_human, harness_for, instant};
use dhayam_ai::{Bot, Level};
use dhayam_core::Seat;
use dhayam_desktop::{Command, DhayamApp};
use dhayam_net::link::{GuestEvent, GuestLink, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{ToHost, play_here};
use dhayam_table::ScriptedDice;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use loopback::{LoopbackGuest, host_from_setup};

/// Gives up (fails) after this long: a bound for a broken test, never what decides it.
const PATIENCE: Duration = Duration::from_mins(3);

/// Frames the stranger sends on each connection before it dials again with a new key.
const PER_CONNECTION: u64 = 500;

/// Floods the table of `code` until `stop`; counts the frames sent and the connections
/// the host closed.
fn flood(code: &str, stop: &AtomicBool, sent: &AtomicU64, closed: &AtomicU64) {
    while !stop.load(Ordering::Relaxed) {
        let link = GuestLink::join(Reach::Loopback, code, new_identity(), Arc::new(|| {}))
            .expect("the stranger dials");
        for n in 0..PER_CONNECTION {
            let frame = if n % 2 == 0 {
                vec![0xde, 0xad, (n % 251) as u8]
            } else {
                encode(&ToHost::Want {
                    seat: Seat::East,
                    step: n as u32,
                    play: None,
                })
            };
            link.send(frame);
            sent.fetch_add(1, Ordering::Relaxed);
        }
        // Until the host closes this connection (too many refusals), or a while.
        let until = Instant::now() + Duration::from_secs(2);
        while Instant::now() < until && !stop.load(Ordering::Relaxed) {
            if let Some(GuestEvent::Gone(_)) = link.wait_event(Duration::from_millis(50)) {
                closed.fetch_add(1, Ordering::Relaxed);
                break;
            }
        }
    }
}

fn window_plays(harness: &mut Harness<'static, DhayamApp>, bot: &mut dyn Bot) {
    if let Some(command) = play_here(harness.state().table(), bot) {
        harness.state_mut().apply(Command::Table(command));
    }
    harness.step();
}

fn over(harness: &Harness<'static, DhayamApp>) -> bool {
    harness
        .state()
        .session()
        .is_some_and(|s| s.game().is_over())
}

#[test]
fn a_flooding_stranger_never_stops_the_window_or_its_game() {
    let mut choice = all_human();
    choice.count = dhayam_desktop::PlayerCount::Two;
    let app =
        DhayamApp::with_dice(Box::new(ScriptedDice::values([])), choice, instant()).loopback_only();
    let mut harness = harness_for(app, [1200.0, 900.0]);
    harness.run();
    let code = host_from_setup(&mut harness);

    let stop = Arc::new(AtomicBool::new(false));
    let (sent, closed) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let stranger = {
        let (code, stop, sent, closed) = (
            code.clone(),
            Arc::clone(&stop),
            Arc::clone(&sent),
            Arc::clone(&closed),
        );
        std::thread::spawn(move || flood(&code, &stop, &sent, &closed))
    };
    let mut guest = LoopbackGuest::join(&code);
    let mut bot = Level::Medium.bot(6);
    let start = Instant::now();
    let mut frames = 0u64;
    while !(over(&harness) && guest.over()) {
        assert!(
            start.elapsed() < PATIENCE,
            "the game stalled under the flood"
        );
        guest.pump(start.elapsed().as_secs_f64());
        if harness.query_by_label("Start the game").is_some() {
            harness.get_by_label("Start the game").click();
        }
        window_plays(&mut harness, bot.as_mut());
        frames += 1;
        std::thread::sleep(Duration::from_millis(1));
    }
    stop.store(true, Ordering::Relaxed);
    stranger.join().unwrap();

    let sent = sent.load(Ordering::Relaxed);
    let closed = closed.load(Ordering::Relaxed);
    eprintln!(
        "{frames} frames drawn while a stranger sent {sent} frames on {closed} closed connections"
    );
    assert!(sent >= 2 * PER_CONNECTION, "the stranger flooded: {sent}");
    assert!(closed >= 1, "the host closed the stranger's connections");
    let saved = harness.state().session().unwrap().saved().clone();
    assert_eq!(
        guest.hosts_game().unwrap().to_ron().unwrap(),
        saved.to_ron().unwrap(),
        "the same game on both sides"
    );
    saved.dice().unwrap().verify(saved.record()).unwrap();
    assert_eq!(
        saved.dice().unwrap().contributors.len(),
        2,
        "the stranger took no part in the dice"
    );
}
