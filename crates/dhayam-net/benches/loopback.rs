//! Loopback latency of a four-player game across computers: from a guest's wish leaving it
//! to every guest's copy having applied the step it became, over real iroh connections on
//! 127.0.0.1. Prints the median, the 99th percentile and the worst over a whole game.
//!
//! `cargo bench -p dhayam-net --bench loopback`

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::link::{GuestEvent, GuestLink, HostEvent, HostLink, Limits, Reach, new_identity};
use dhayam_net::protocol::encode;
use dhayam_net::{DiceSecret, Guest, Host, Out, Outcome, ToHost, play_here};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, SeatPlayer, Settings};
use dhayam_table::{Session, Table};

fn quick() -> Settings {
    Settings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..Settings::default()
    }
}

struct Seated {
    guest: Guest,
    table: Table,
    link: GuestLink,
    bot: Box<dyn dhayam_ai::Bot + Send>,
}

fn main() {
    let setup = Setup::new(Seat::ALL);
    let players = Seat::ALL
        .into_iter()
        .map(|seat| {
            let kind = if seat == Seat::South {
                PlayerKind::Human
            } else {
                PlayerKind::Remote
            };
            SeatPlayer::new(seat, seat.name(), kind)
        })
        .collect();
    let mut host = Host::open(&setup, players, DiceSecret::random(), Digest([1; 32])).unwrap();
    let mut host_table = Table::networked(quick());
    let host_link = HostLink::open(
        Reach::Loopback,
        new_identity(),
        None,
        Limits::default(),
        Arc::new(|| {}),
    )
    .unwrap();
    let mut host_bot = Level::Medium.bot(1);
    let mut guests: Vec<Seated> = (0..3)
        .map(|i| Seated {
            guest: Guest::new(&format!("Guest {i}"), vec![], DiceSecret::random()),
            table: Table::networked(quick()),
            link: GuestLink::join(
                Reach::Loopback,
                host_link.ticket().unwrap(),
                new_identity(),
                Arc::new(|| {}),
            )
            .unwrap(),
            bot: Level::Medium.bot(10 + i),
        })
        .collect();
    let send = |link: &HostLink, outcome: Outcome| {
        for out in outcome.out {
            match out {
                Out::To(peer, m) => link.send(&peer, encode(&m)),
                Out::Close(peer) => link.close(&peer),
            }
        }
    };
    // When each step was wished by a guest, and how many copies have applied it.
    let mut wished: HashMap<usize, Instant> = HashMap::new();
    let mut applied: HashMap<usize, usize> = HashMap::new();
    let mut latencies: Vec<Duration> = Vec::new();
    let start = Instant::now();
    loop {
        let now = start.elapsed().as_secs_f64();
        while let Some(event) = host_link.try_event() {
            let outcome = match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => host.receive(&mut host_table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => host.too_large(&peer),
                HostEvent::Gone(peer) => host.disconnected(&mut host_table, &peer, now),
            };
            send(&host_link, outcome);
        }
        if !Host::started(&host_table) && host.open_seats().is_empty() {
            send(&host_link, host.start(&mut host_table, now));
        }
        if let Some(command) = play_here(&host_table, host_bot.as_mut()) {
            send(&host_link, host.command(&mut host_table, command, now));
        }
        send(&host_link, host.tick(&mut host_table, now));
        for g in &mut guests {
            while let Some(event) = g.link.try_event() {
                match event {
                    GuestEvent::Connected => g.link.send(encode(&g.guest.hello())),
                    GuestEvent::Frame(bytes) => {
                        let before = g.table.session().map(Session::step);
                        let outcome = g.guest.receive(&mut g.table, &bytes, now).unwrap();
                        let after = g.table.session().map(Session::step);
                        if let (Some(b), Some(a)) = (before, after)
                            && a == b + 1
                        {
                            let count = applied.entry(b).or_default();
                            *count += 1;
                            if *count == 3
                                && let Some(t) = wished.remove(&b)
                            {
                                latencies.push(t.elapsed());
                            }
                        }
                        for m in outcome.out {
                            g.link.send(encode(&m));
                        }
                    }
                    GuestEvent::Gone(why) => panic!("lost the host: {why}"),
                }
            }
            let mut out = Vec::new();
            if let Some(command) = play_here(&g.table, g.bot.as_mut()) {
                out.extend(g.guest.command(&mut g.table, command, now).out);
            }
            out.extend(g.guest.tick(&mut g.table, now).out);
            for m in out {
                if let ToHost::Want { step, .. } = m {
                    wished.insert(step as usize, Instant::now());
                }
                g.link.send(encode(&m));
            }
        }
        if guests
            .iter()
            .all(|g| g.table.session().is_some_and(|s| s.game().is_over()))
        {
            break;
        }
        assert!(start.elapsed() < Duration::from_mins(5), "the game stalled");
        std::thread::yield_now();
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    let steps =
        Host::saved(&host_table).map_or(0, |s| s.record().throws.len() + s.record().moves.len());
    println!(
        "loopback, 4 players, {steps} steps in {:.1} s; {} guest wishes: \
         p50 {:.2} ms, p99 {:.2} ms, worst {:.2} ms (wish sent to all three copies updated)",
        start.elapsed().as_secs_f64(),
        latencies.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        latencies.last().unwrap().as_secs_f64() * 1e3,
    );
}
