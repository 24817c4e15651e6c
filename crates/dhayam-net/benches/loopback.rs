//! Loopback latency of a four-player game across computers: from a guest's wish leaving it
//! to every guest's copy having applied the step it became, over real iroh connections on
//! 127.0.0.1, each side driven as every front end drives it ([`dhayam_net::Networked`]'s
//! parts). Prints the median, the 99th percentile and the worst over a whole game; and the
//! talk's round trip: a guest's line, from leaving it to coming back to it passed on by
//! the host (each guest talks as fast as the host's pace allows, through the game and
//! after it until 300 lines went round).
//!
//! `cargo bench -p dhayam-net --bench loopback`

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam_ai::Level;
use dhayam_core::fair::Digest;
use dhayam_core::{Seat, Setup};
use dhayam_net::driver::{HostPlan, Hosted, JoinPlan, Joined};
use dhayam_net::link::{Reach, new_identity};
use dhayam_net::{DiceSecret, Guest, Host, HostCommand, Outcome, play_here};
use dhayam_store::{AnimationSpeed, ComputerPace, PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::{Session, Table};

fn quick() -> TableSettings {
    TableSettings {
        animation: AnimationSpeed::Instant,
        computer_pace: ComputerPace::Instant,
        ..TableSettings::default()
    }
}

struct Seated {
    joined: Joined,
    bot: Box<dyn dhayam_ai::Bot + Send>,
    /// The step its copy was at after its last tick.
    at: usize,
    /// Its line on its way round (its number, when it left), and how many it said.
    talking: Option<(u32, Instant)>,
    said: u32,
    /// When it may say the next (the host passes a line a second on after a burst).
    next_line: f64,
}

/// Lines said round the table before the talk's figures are given.
const LINES: usize = 300;

/// Seconds between one guest's lines: a little over the host's pace of one a second.
const LINE_EVERY: f64 = 1.05;

/// Whether `event` brings guest `i`'s line number `n` back to it.
fn brings_back(event: &dhayam_net::NetEvent, i: usize, n: u32) -> bool {
    matches!(
        event,
        dhayam_net::NetEvent::Said(said)
            if said.line == dhayam_net::Line::Text(format!("guest {i} line {n}"))
    )
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
    let host = Host::open(
        &setup,
        players,
        DiceSecret::random(),
        Digest([1; 32]),
        new_identity(),
    )
    .unwrap();
    let plan = HostPlan {
        reach: Reach::Loopback,
        port: None,
        shown_as: None,
        wake: Arc::new(|| {}),
    };
    let (mut hosted, _) = Hosted::open(
        host,
        Table::hosting(quick()),
        Outcome::default(),
        plan,
        Box::new(|_: &dhayam_net::host::HostSave| {}),
    )
    .unwrap();
    let code = hosted.code().unwrap().to_owned();
    let mut host_bot = Level::Medium.bot(1);
    let mut guests: Vec<Seated> = (0..3)
        .map(|i| {
            let guest = Guest::new(
                &format!("Guest {i}"),
                vec![],
                DiceSecret::random(),
                new_identity(),
            );
            let plan = JoinPlan {
                code: code.clone(),
                reach: Reach::Loopback,
                wake: Arc::new(|| {}),
            };
            Seated {
                joined: Joined::join(guest, Table::networked(quick()), plan).unwrap(),
                bot: Level::Medium.bot(10 + i),
                at: 0,
                talking: None,
                said: 0,
                next_line: 0.0,
            }
        })
        .collect();
    // When each step was wished by a guest, and how many copies have applied it.
    let mut wished: HashMap<usize, Instant> = HashMap::new();
    let mut applied: HashMap<usize, usize> = HashMap::new();
    let mut latencies: Vec<Duration> = Vec::new();
    let mut round_trips: Vec<Duration> = Vec::new();
    let mut game_time = None;
    let start = Instant::now();
    loop {
        let now = start.elapsed().as_secs_f64();
        let _ = hosted.tick(now);
        if hosted.can_start() {
            let _ = hosted.host_command(HostCommand::Start, now);
        }
        if let Some(command) = play_here(hosted.table(), host_bot.as_mut()) {
            let _ = hosted.apply(command, now);
        }
        let _ = hosted.events();
        for (i, g) in guests.iter_mut().enumerate() {
            let _ = g.joined.tick(now);
            let events = g.joined.events();
            if let Some((n, sent)) = g.talking
                && events.iter().any(|e| brings_back(e, i, n))
            {
                round_trips.push(sent.elapsed());
                g.talking = None;
            }
            let seated = !g.joined.guest().seats().is_empty();
            if seated && g.talking.is_none() && now >= g.next_line {
                g.said += 1;
                g.talking = Some((g.said, Instant::now()));
                g.next_line = now + LINE_EVERY;
                g.joined
                    .say(dhayam_net::Line::Text(format!("guest {i} line {}", g.said)));
            }
            let after = g.joined.table().session().map_or(0, Session::step);
            for step in g.at..after {
                let count = applied.entry(step).or_default();
                *count += 1;
                if *count == 3
                    && let Some(t) = wished.remove(&step)
                {
                    latencies.push(t.elapsed());
                }
            }
            g.at = after;
            if let Some(command) = play_here(g.joined.table(), g.bot.as_mut()) {
                wished.entry(after).or_insert_with(Instant::now);
                let _ = g.joined.apply(command, now);
            }
        }
        let over = guests.iter().all(|g| {
            g.joined
                .table()
                .session()
                .is_some_and(|s| s.game().is_over())
        });
        if over && game_time.is_none() {
            game_time = Some(start.elapsed());
        }
        if over && round_trips.len() >= LINES {
            break;
        }
        assert!(start.elapsed() < Duration::from_mins(8), "the game stalled");
        std::thread::yield_now();
    }
    let steps =
        Host::saved(hosted.table()).map_or(0, |s| s.record().throws.len() + s.record().moves.len());
    println!(
        "loopback, 4 players, {steps} steps in {:.1} s; {} guest wishes: {} (wish sent to all \
         three copies updated)",
        game_time.unwrap_or_default().as_secs_f64(),
        latencies.len(),
        spread(&mut latencies),
    );
    println!(
        "talk: {} lines round the table: {} (a guest's line sent to passed on back to it)",
        round_trips.len(),
        spread(&mut round_trips),
    );
}

/// The median, the 99th percentile and the worst of `times`.
fn spread(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    format!(
        "p50 {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
    )
}
