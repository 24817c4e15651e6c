//! `dhayam-cli join`: joins a hosted table with its join code, plays this terminal's
//! seats, and writes the finished game's record (the same file as the host's).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_core::Seat;
use dhayam_net::link::{EVENTS_PER_TICK, GuestEvent, GuestLink};
use dhayam_net::protocol::encode;
use dhayam_net::{Guest, GuestOutcome, play_here};
use dhayam_table::Table;

use super::tables;
use super::{player, quick_settings, reach, seconds, secret, seeded_bytes, write_whole};

/// Times a guest dials again after its connection dropped, before it gives up (a host
/// that restarts takes a moment to open its table again).
const REDIALS: u32 = 60;

/// The longest a guest waits for the host without looking at its deadline and its
/// table again.
const IDLE: Duration = Duration::from_secs(1);

/// Arguments of `join`.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// Reads the join code from this file (waits for it to appear).
    #[arg(long, required_unless_present = "lan", conflicts_with = "lan")]
    pub ticket_file: Option<PathBuf>,
    /// Joins a table found on the local network (the first with an open seat, or the
    /// one named TABLE), and stays on the local network: no relays, no internet lookups.
    #[arg(long, conflicts_with = "loopback")]
    pub lan: bool,
    /// With `--lan`: the name of the table to join.
    #[arg(requires = "lan")]
    pub table: Option<String>,
    /// With `--lan`: how many seconds to look for the table before giving up.
    #[arg(long, default_value_t = 15.0)]
    pub find_wait: f64,
    /// Who plays this terminal's seats: random, easy, medium or hard.
    #[arg(long, default_value = "random")]
    pub play: String,
    /// Seeds the player, the dice secret and the network key (the same seed rejoins as
    /// the same guest).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The name to show.
    #[arg(long, default_value = "Guest")]
    pub name: String,
    /// The seats wanted, comma-separated (default: the first open one).
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Writes the finished game (record, players, dice ledger) here.
    #[arg(long)]
    pub record: PathBuf,
    /// Dials 127.0.0.1 only: no relays, no discovery, no port mapping.
    #[arg(long)]
    pub loopback: bool,
    /// Across the internet, through this relay server of one's own (a self-hosted
    /// `iroh-relay`, `https://relay.example.org`) instead of iroh's public relays; wins
    /// over `DHAYAM_RELAY`.
    #[arg(long, value_name = "URL", conflicts_with_all = ["loopback", "lan"])]
    pub relay: Option<String>,
    /// Gives up after this many seconds without the game ending.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
}

/// Joins and plays one game to its end.
pub fn run(args: &JoinArgs) -> Result<(), String> {
    let reach = reach(args.loopback, args.lan, args.relay.as_deref())?;
    let seats = args
        .seats
        .iter()
        .map(|name| Seat::parse(name).ok_or_else(|| format!("unknown seat {name:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    let start = Instant::now();
    let deadline = Duration::from_secs(args.timeout);
    let ticket = match &args.ticket_file {
        Some(file) => read_code(file, start, deadline)?,
        None => tables::find(args.table.as_deref(), args.find_wait)?,
    };
    let mut bot = player(&args.play, args.seed.unwrap_or_else(rand::random))?;
    let identity = seeded_bytes(args.seed, "guest identity");
    let mut guest = Guest::new(&args.name, seats, secret(args.seed, "guest dice"));
    let mut table = Table::networked(quick_settings());
    // Each dial reads the code again: a host that restarted may have written a new one.
    let dial = || {
        let code = args
            .ticket_file
            .as_ref()
            .and_then(|file| std::fs::read_to_string(file).ok())
            .filter(|text| !text.trim().is_empty())
            .unwrap_or_else(|| ticket.clone());
        GuestLink::join(reach, &code, identity, std::sync::Arc::new(|| {}))
            .map_err(|e| e.to_string())
    };
    let mut link = dial()?;
    let mut redials = 0;
    // How long to wait for the host before the table next wants a tick.
    let mut wait = Duration::ZERO;
    while start.elapsed() < deadline {
        if let Some(error) = guest.stopped() {
            return Err(error.to_string());
        }
        for event in link.wait_events(EVENTS_PER_TICK, wait) {
            let now = seconds(start);
            match event {
                GuestEvent::Connected => link.send(encode(&guest.hello())),
                GuestEvent::Frame(bytes) => match guest.receive(&mut table, &bytes, now) {
                    Ok(outcome) => send(&link, outcome),
                    Err(error) => eprintln!("dhayam-cli: refused a frame from the host: {error}"),
                },
                GuestEvent::Gone(why) => {
                    if over(&table) {
                        return finish(args, &guest, &table);
                    }
                    redials += 1;
                    if redials > REDIALS {
                        return Err(format!("lost the host: {why}"));
                    }
                    eprintln!("dhayam-cli: {why}; dialling again");
                    std::thread::sleep(Duration::from_millis(500));
                    link = dial()?;
                    break;
                }
            }
        }
        if over(&table) {
            return finish(args, &guest, &table);
        }
        let now = seconds(start);
        let mut acted = false;
        if let Some(command) = play_here(&table, bot.as_mut()) {
            let outcome = guest.command(&mut table, command, now);
            acted = true;
            send(&link, outcome);
        }
        let outcome = guest.tick(&mut table, now);
        acted |= !outcome.out.is_empty() || !outcome.effects.is_empty();
        send(&link, outcome);
        // Nothing else happens here until the host speaks or the table's next wake.
        wait = if acted {
            Duration::ZERO
        } else {
            table
                .next_wake(now)
                .map_or(IDLE, |at| Duration::from_secs_f64((at - now).max(0.0)))
                .min(IDLE)
        };
    }
    Err(format!("the game did not end in {} seconds", args.timeout))
}

/// The join code in `file`, waiting for it to appear until `deadline`.
fn read_code(file: &Path, start: Instant, deadline: Duration) -> Result<String, String> {
    loop {
        match std::fs::read_to_string(file) {
            Ok(text) if !text.trim().is_empty() => return Ok(text),
            _ if start.elapsed() > deadline => {
                return Err(format!("no join code in {}", file.display()));
            }
            _ => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

fn over(table: &Table) -> bool {
    table.session().is_some_and(|s| s.game().is_over())
}

fn send(link: &GuestLink, outcome: GuestOutcome) {
    for message in outcome.out {
        link.send(encode(&message));
    }
}

fn finish(args: &JoinArgs, guest: &Guest, table: &Table) -> Result<(), String> {
    let game = guest
        .hosts_game(table)
        .ok_or_else(|| "the game never started".to_owned())?;
    let text = game.to_ron().map_err(|e| e.to_string())?;
    write_whole(&args.record, &text)?;
    println!(
        "{} throws, {} moves; record written to {}",
        game.record().throws.len(),
        game.record().moves.len(),
        args.record.display()
    );
    Ok(())
}
