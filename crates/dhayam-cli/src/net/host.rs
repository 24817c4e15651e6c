//! `dhayam-cli host`: opens a table for guests on other computers, plays the host's own
//! seats, and writes the finished game's record.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_core::Seat;
use dhayam_core::fair::Digest;
use dhayam_net::link::{HostEvent, HostLink};
use dhayam_net::protocol::encode;
use dhayam_net::{Host, Out, Outcome, play_here};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};
use dhayam_table::{Effect, Table};

use super::{player, quick_settings, reach, seconds, secret, seeded_bytes, write_whole};
use crate::options::GameOptions;

/// Arguments of `host`.
#[derive(Args, Debug)]
pub struct HostArgs {
    /// The table and rules.
    #[command(flatten)]
    pub game: GameOptions,
    /// Seats open for guests, comma-separated.
    #[arg(long, value_delimiter = ',', required = true)]
    pub remote: Vec<String>,
    /// Who plays the host's own seats: random, easy, medium or hard.
    #[arg(long, default_value = "random")]
    pub play: String,
    /// Seeds the host's player, its dice secret, the table id and its network key.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Writes the join code here once the table is open.
    #[arg(long)]
    pub ticket_file: PathBuf,
    /// Writes the finished game (record, players, dice ledger) here.
    #[arg(long)]
    pub record: PathBuf,
    /// Binds 127.0.0.1 only: no relays, no discovery, no port mapping.
    #[arg(long)]
    pub loopback: bool,
    /// Gives up after this many seconds without the game ending.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
    /// Waits this many milliseconds before each of the host's own throws and moves (to
    /// watch a game, or to test a guest dropping out mid-game).
    #[arg(long, default_value_t = 0)]
    pub step_ms: u64,
}

/// Hosts one game to its end.
pub fn run(args: &HostArgs) -> Result<(), String> {
    let setup = args.game.setup()?;
    let remote = args
        .remote
        .iter()
        .map(|name| Seat::parse(name).ok_or_else(|| format!("unknown seat {name:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(seat) = remote.iter().find(|s| !setup.seats.contains(s)) {
        return Err(format!("{} is not a seat of this table", seat.name()));
    }
    let players: Vec<SeatPlayer> = setup
        .seats
        .iter()
        .map(|&seat| {
            let kind = if remote.contains(&seat) {
                PlayerKind::Remote
            } else {
                PlayerKind::Human
            };
            SeatPlayer::new(seat, format!("Host {}", seat.name()), kind)
        })
        .collect();
    let mut bot = player(&args.play, args.seed.unwrap_or_else(rand::random))?;
    let table_id = Digest(seeded_bytes(args.seed, "table"));
    let mut host = Host::open(&setup, players, secret(args.seed, "host dice"), table_id)
        .map_err(|e| e.to_string())?;
    let mut table = Table::networked(quick_settings());
    let link = HostLink::open(
        reach(args.loopback),
        seeded_bytes(args.seed, "host identity"),
        std::sync::Arc::new(|| {}),
    )
    .map_err(|e| e.to_string())?;
    // The code is known at once on loopback; across the internet within ten seconds.
    let code_by = Instant::now();
    let code = loop {
        if let Some(code) = link.ticket() {
            break code.to_owned();
        }
        if code_by.elapsed() > Duration::from_secs(15) {
            return Err("the table opened but its join code never came".to_owned());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    write_whole(&args.ticket_file, &code)?;
    eprintln!("table open; join code in {}", args.ticket_file.display());

    let start = Instant::now();
    let deadline = Duration::from_secs(args.timeout);
    let mut finished: Option<SavedGame> = None;
    let mut last_own = 0.0;
    while start.elapsed() < deadline {
        let now = seconds(start);
        if let Some(event) = link.wait_event(Duration::from_millis(5)) {
            let outcome = match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => host.receive(&mut table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => host.too_large(&peer),
                HostEvent::Gone(peer) => host.disconnected(&mut table, &peer, now),
            };
            carry_out(&link, outcome, &mut finished);
            continue;
        }
        if let Some(game) = &finished {
            if host
                .lobby()
                .iter()
                .all(|v| !matches!(v.holder, dhayam_net::Holder::Guest { connected: true }))
                || start.elapsed() > deadline / 2
            {
                return finish(args, game);
            }
            continue;
        }
        if !Host::started(&table) && host.open_seats().is_empty() {
            let outcome = host.start(&mut table, now);
            carry_out(&link, outcome, &mut finished);
        }
        let rested = now - last_own >= args.step_ms as f64 / 1000.0;
        // Rested first: the player is asked only when it is to act at once, so a seed
        // always plays the same moves whatever the pace.
        let command = if rested {
            play_here(&table, bot.as_mut())
        } else {
            None
        };
        if let Some(command) = command {
            last_own = now;
            let outcome = host.command(&mut table, command, now);
            carry_out(&link, outcome, &mut finished);
        }
        let outcome = host.tick(&mut table, now);
        carry_out(&link, outcome, &mut finished);
    }
    Err(format!("the game did not end in {} seconds", args.timeout))
}

fn carry_out(link: &HostLink, outcome: Outcome, finished: &mut Option<SavedGame>) {
    for out in outcome.out {
        match out {
            Out::To(peer, message) => link.send(&peer, encode(&message)),
            Out::Close(peer) => link.close(&peer),
        }
    }
    for effect in outcome.effects {
        if let Effect::Finish(game) = effect {
            *finished = Some(game);
        }
    }
}

fn finish(args: &HostArgs, game: &SavedGame) -> Result<(), String> {
    let text = game.to_ron().map_err(|e| e.to_string())?;
    write_whole(&args.record, &text)?;
    let names: Vec<String> = game
        .game()
        .game()
        .ranking()
        .iter()
        .map(ToString::to_string)
        .collect();
    println!("ranking: {}", names.join(", "));
    println!(
        "{} throws, {} moves; record written to {}",
        game.record().throws.len(),
        game.record().moves.len(),
        args.record.display()
    );
    Ok(())
}
