//! `dhayam-cli host`: opens a table for guests on other computers, plays the host's own
//! seats, and writes the finished game's record.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_core::fair::Digest;
use dhayam_net::host::HostSave;
use dhayam_net::link::{EVENTS_PER_TICK, HostEvent, HostLink, Limits};
use dhayam_net::protocol::encode;
use dhayam_net::{Host, Out, Outcome, play_here};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};
use dhayam_table::{Effect, Table};

use super::tables::Shown;
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
    #[arg(long, conflicts_with = "lan")]
    pub loopback: bool,
    /// The local network only (no relays, no internet lookups, no port mapping), and
    /// shown to computers nearby as `--table-name`.
    #[arg(long)]
    pub lan: bool,
    /// Across the internet, through this relay server of one's own (a self-hosted
    /// `iroh-relay`, `https://relay.example.org`) instead of iroh's public relays; wins
    /// over `DHAYAM_RELAY`.
    #[arg(long, value_name = "URL", conflicts_with_all = ["loopback", "lan"])]
    pub relay: Option<String>,
    /// The name computers nearby see (with `--lan`).
    #[arg(long, default_value = "Dhayam")]
    pub table_name: String,
    /// Gives up after this many seconds without the game ending.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
    /// Waits this many milliseconds before each of the host's own throws and moves (to
    /// watch a game, or to test a guest dropping out mid-game).
    #[arg(long, default_value_t = 0)]
    pub step_ms: u64,
    /// Keeps the table in this file after every change; if it holds an unfinished table
    /// (the host quit or crashed), that table is opened again instead of a new one and
    /// its guests come back to it.
    #[arg(long)]
    pub autosave: Option<PathBuf>,
    /// When a guest holds the game up this many seconds (gone, or connected and
    /// silent), a computer plays its seats until it comes back. Without it the game
    /// waits for the guest.
    #[arg(long)]
    pub hand_over_after: Option<f64>,
    /// A guest handed to a computer plays its seats again this many seconds after the
    /// hand-over, twice as long after a second one, and so on (so a guest that holds the
    /// game up again and again cannot stall it).
    #[arg(long, default_value_t = 20.0)]
    pub back_after: f64,
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
    let mut table = Table::networked(quick_settings());
    let (mut host, identity, port, first) = if let Some(save) = resumable(args.autosave.as_deref())?
    {
        let identity = save.identity_bytes();
        let port = save.port;
        let (host, outcome) = Host::resume(save, &mut table, 0.0).map_err(|e| e.to_string())?;
        eprintln!("resumed the table kept in its autosave");
        (host, identity, port, outcome)
    } else {
        let table_id = Digest(seeded_bytes(args.seed, "table"));
        let host = Host::open(&setup, players, secret(args.seed, "host dice"), table_id)
            .map_err(|e| e.to_string())?;
        let identity = seeded_bytes(args.seed, "host identity");
        (host, identity, None, Outcome::default())
    };
    host.set_return(dhayam_net::host::Return::After {
        first: args.back_after,
    });
    let shown = Shown::new(args.lan, &args.table_name, &host);
    let link = HostLink::open_announced(
        reach(args.loopback, args.lan, args.relay.as_deref())?,
        identity,
        port,
        Limits::for_guest_seats(remote.len()),
        shown.announce(),
        std::sync::Arc::new(|| {}),
    )
    .map_err(|e| e.to_string())?;
    let keep = Keeper {
        path: args.autosave.clone(),
        identity,
        port: link.port(),
    };
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
    let mut waits = Waits::default();
    let mut out = Carrier {
        link: &link,
        keep: &keep,
        finished: &mut finished,
    };
    out.carry(&mut host, &mut table, first, 0.0);
    // How long to wait for the guests before the table, the host's own seat or a check
    // below next wants a turn (nothing is polled: an idle host sleeps).
    let mut wait = Duration::ZERO;
    while start.elapsed() < deadline {
        // A share of what arrived at a time: the host's own seats, the game's start and
        // the hand-over below still come round while a guest floods.
        let events = link.wait_events(EVENTS_PER_TICK, wait);
        let now = seconds(start);
        shown.update(&host);
        let mut acted = !events.is_empty();
        for event in events {
            let outcome = match event {
                HostEvent::Connected(_) => Outcome::default(),
                HostEvent::Frame(peer, bytes) => host.receive(&mut table, &peer, &bytes, now),
                HostEvent::TooLarge(peer) => host.too_large(&peer),
                HostEvent::Gone(peer) => host.disconnected(&mut table, &peer, now),
            };
            out.carry(&mut host, &mut table, outcome, now);
        }
        if let Some(game) = out.finished.as_ref() {
            if host
                .lobby()
                .iter()
                .all(|v| !matches!(v.holder, dhayam_net::Holder::Guest { connected: true }))
                || start.elapsed() > deadline / 2
            {
                return finish(args, game);
            }
            wait = IDLE;
            continue;
        }
        if !Host::started(&table) && host.open_seats().is_empty() {
            let outcome = host.start(&mut table, now);
            out.carry(&mut host, &mut table, outcome, now);
        }
        if let (Some(after), Some(held)) = (args.hand_over_after, host.held_up())
            && now - held.since >= after
        {
            eprintln!(
                "{} ({}) holds the game up; a computer plays for them until they are back",
                held.name,
                if held.connected { "silent" } else { "gone" }
            );
            let outcome = host.hand_over(&mut table, &held.peer, Level::Medium, now);
            out.carry(&mut host, &mut table, outcome, now);
            acted = true;
        } else if let Some(held) = host.held_up() {
            waits.tell(&held, now);
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
            acted = true;
            let outcome = host.command(&mut table, command, now);
            out.carry(&mut host, &mut table, outcome, now);
        }
        let outcome = host.tick(&mut table, now);
        acted |= !outcome.out.is_empty() || !outcome.effects.is_empty();
        out.carry(&mut host, &mut table, outcome, now);
        wait = if acted {
            Duration::ZERO
        } else {
            // The host's own seat waits out its pace; the table says when it acts next.
            let rest = (last_own + args.step_ms as f64 / 1000.0 - now).max(0.0);
            let due = table
                .next_wake(now)
                .map_or(f64::INFINITY, |at| (at - now).max(0.0));
            let rest = if rested { f64::INFINITY } else { rest };
            Duration::from_secs_f64(rest.min(due).min(IDLE.as_secs_f64()))
        };
    }
    give_up(args, &table)
}

/// The longest an idle host sleeps before it looks at its checks again (who holds the
/// game up, a hand-over due).
const IDLE: Duration = Duration::from_millis(250);

/// The game did not end in time: what was played is written to the record (unfinished)
/// before the command fails, so nothing played is lost.
fn give_up(args: &HostArgs, table: &Table) -> Result<(), String> {
    let why = format!("the game did not end in {} seconds", args.timeout);
    let Some(game) = Host::saved(table) else {
        return Err(format!("{why}: it never started (seats still open)"));
    };
    let text = game.to_ron().map_err(|e| e.to_string())?;
    write_whole(&args.record, &text)?;
    Err(format!(
        "{why}; the record of what was played so far ({} throws, {} moves, unfinished) is in {}",
        game.record().throws.len(),
        game.record().moves.len(),
        args.record.display()
    ))
}

/// Tells the person hosting who the game waits for: once when a wait has lasted
/// [`Waits::FIRST`] seconds, then every [`Waits::AGAIN`] seconds while it lasts.
#[derive(Default)]
struct Waits {
    /// The wait last told (who, since when) and when it was told.
    told: Option<(String, u64, f64)>,
}

impl Waits {
    /// Guests hold the game up for a moment at every throw; only longer waits are told.
    const FIRST: f64 = 5.0;
    const AGAIN: f64 = 30.0;

    fn tell(&mut self, held: &dhayam_net::host::HeldUp, now: f64) {
        let waited = now - held.since;
        if waited < Self::FIRST {
            return;
        }
        let same = self
            .told
            .as_ref()
            .is_some_and(|(peer, since, _)| *peer == held.peer && *since == held.since.to_bits());
        if same
            && self
                .told
                .as_ref()
                .is_some_and(|(_, _, at)| now - at < Self::AGAIN)
        {
            return;
        }
        eprintln!(
            "the game waits for {} ({}, {:?}) since {waited:.0} seconds; `--hand-over-after \
             SECONDS` lets a computer play for a guest who holds the game up",
            held.name,
            if held.connected {
                "connected, silent"
            } else {
                "gone"
            },
            held.seats
        );
        self.told = Some((held.peer.clone(), held.since.to_bits(), now));
    }
}

/// Where the table is kept after every change.
struct Keeper {
    path: Option<PathBuf>,
    identity: [u8; 32],
    port: Option<u16>,
}

impl Keeper {
    fn keep(&self, host: &Host, table: &Table) {
        let Some(path) = &self.path else {
            return;
        };
        if let Err(error) = host.save(table, self.identity, self.port).write(path) {
            eprintln!("dhayam-cli: the table could not be kept: {error}");
        }
    }
}

/// Carries out what the host decided: kept first, then sent, so a host that crashes
/// never comes back behind what its guests saw.
struct Carrier<'a> {
    link: &'a HostLink,
    keep: &'a Keeper,
    finished: &'a mut Option<SavedGame>,
}

impl Carrier<'_> {
    fn carry(&mut self, host: &mut Host, table: &mut Table, outcome: Outcome, now: f64) {
        let mut pending = vec![outcome];
        while let Some(outcome) = pending.pop() {
            // Kept only when the table changed: never for a refusal or a game sent again.
            if outcome.changed {
                self.keep.keep(host, table);
            }
            for out in outcome.out {
                match out {
                    Out::To(peer, message) => self.link.send(&peer, encode(&message)),
                    Out::Close(peer) => self.link.close(&peer),
                }
            }
            for effect in outcome.effects {
                match effect {
                    Effect::Finish(game) => *self.finished = Some(game),
                    // A computer standing in for a guest who is away.
                    Effect::Think(request) => {
                        pending.push(host.command(table, request.answer(), now));
                    }
                    _ => {}
                }
            }
        }
    }
}

/// The unfinished table kept in `path`, if there is one.
fn resumable(path: Option<&std::path::Path>) -> Result<Option<HostSave>, String> {
    let Some(path) = path else {
        return Ok(None);
    };
    HostSave::read_unfinished(path).map_err(|e| format!("{}: {e}", path.display()))
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
