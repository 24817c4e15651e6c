//! `dhayam-cli host`: opens a table for guests on other computers, plays the host's own
//! seats, and writes the finished game's record.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_ai::Level;
use dhayam_core::Seat;
use dhayam_core::fair::Digest;
use dhayam_net::driver::{HostPlan, Hosted, Keep, Keeper};
use dhayam_net::host::HostSave;
use dhayam_net::{Host, HostCommand, Outcome, TurnClock, play_here};
use dhayam_store::{Autosaver, HostedFile, HostedTable};
use dhayam_store::{PlayerKind, SavedGame, SeatPlayer};
use dhayam_table::{Effect, Table};

use super::{player, quick_settings, reach, seconds, secret, seeded_bytes, talk, write_whole};
use crate::options::GameOptions;

/// Arguments of `host`.
#[allow(clippy::struct_excessive_bools)] // each is a flag of the command line
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
    /// Seeds the host's player, the table id and its network key.
    #[arg(long)]
    pub seed: Option<u64>,
    /// For tests only: the host's dice secret comes from `--seed` too, so a seeded game
    /// repeats. Anyone who knows the seed knows every reveal of the host before it is
    /// made: never for a real game.
    #[arg(long, requires = "seed")]
    pub insecure_seeded_dice: bool,
    /// Writes the join code here once the table is open.
    #[arg(long)]
    pub ticket_file: PathBuf,
    /// Writes the finished game (record, players, dice ledger) here; with `--games N`
    /// above 1, game K goes to this name with `-K` before its extension (`OUT-1.ron`,
    /// `OUT-2.ron`, ...).
    #[arg(long)]
    pub record: PathBuf,
    /// Plays this many games at the table, one after another: after each, the next is
    /// opened with the first player moved on one seat, and starts once every seat is
    /// taken again (guests who play on say so; a guest who left frees its seat).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub games: u32,
    /// Lets nobody watch the table.
    #[arg(long)]
    pub no_watching: bool,
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
    /// When nobody but the host is left to take part in a throw (every guest gone or
    /// handed to a computer), throw with the host's dice alone instead of waiting for a
    /// guest to come back. Those throws are marked "host only, not provably fair" in the
    /// record and by `verify`.
    #[arg(long)]
    pub alone: bool,
    /// A guest handed to a computer plays its seats again this many seconds after the
    /// hand-over, twice as long after a second one, and so on (so a guest that holds the
    /// game up again and again cannot stall it).
    #[arg(long, default_value_t = 20.0)]
    pub back_after: f64,
    /// Says this to the table when the game starts (`phrase:NAME` for a quick phrase:
    /// hello, good-luck, your-turn, well-played, oops, thayam, thanks, good-game).
    #[arg(long, value_name = "TEXT")]
    pub say: Option<String>,
    /// Writes what is said at the table to this file, a line each.
    #[arg(long, value_name = "FILE")]
    pub chat_log: Option<PathBuf>,
    /// A turn clock for the guests: each has this many seconds to throw or to move, then
    /// a computer plays that turn for them (after three in a row, their seats until they
    /// are back). Without it the game waits.
    #[arg(long, value_name = "SECONDS")]
    pub turn_clock: Option<u64>,
}

/// Hosts one game to its end.
pub fn run(args: &HostArgs) -> Result<(), String> {
    let setup = args.game.setup()?;
    let clock = args
        .turn_clock
        .map(TurnClock::for_guests)
        .transpose()
        .map_err(|e| e.to_string())?;
    let mut say = args.say.as_deref().map(talk::parse_line).transpose()?;
    let mut chat = talk::ChatLog::open(args.chat_log.as_deref())?;
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
    let mut table = Table::hosting(quick_settings());
    let (mut host, port, first) = if let Some(save) = resumable(args.autosave.as_deref())? {
        let port = save.port;
        let (host, outcome) = Host::resume(save, &mut table, 0.0).map_err(|e| e.to_string())?;
        eprintln!("resumed the table kept in its autosave");
        (host, port, outcome)
    } else {
        let table_id = Digest(seeded_bytes(args.seed, "table"));
        let identity = seeded_bytes(args.seed, "host identity");
        let host = Host::open(
            &setup,
            players,
            secret(args.seed.filter(|_| args.insecure_seeded_dice), "host dice"),
            table_id,
            identity,
        )
        .map_err(|e| e.to_string())?;
        (host, None, Outcome::default())
    };
    host.set_return(dhayam_net::host::Return::After {
        first: args.back_after,
    });
    let plan = HostPlan {
        reach: reach(args.loopback, args.lan, args.relay.as_deref())?,
        port,
        shown_as: args.lan.then(|| args.table_name.clone()),
        wake: std::sync::Arc::new(|| {}),
    };
    let (mut hosted, effects) =
        Hosted::open(host, table, first, plan, keeper(args)?).map_err(|e| e.to_string())?;
    // The code is known at once on loopback; across the internet within ten seconds.
    let code_by = Instant::now();
    let code = loop {
        if let Some(code) = hosted.code() {
            break code.to_owned();
        }
        if code_by.elapsed() > Duration::from_secs(15) {
            return Err("the table opened but its join code never came".to_owned());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    if let Some(clock) = clock {
        let effects = hosted.host_command(HostCommand::SetClock(clock), 0.0);
        carry(&mut hosted, effects, 0.0, &mut None);
    }
    if args.no_watching {
        let effects = hosted.host_command(HostCommand::SetWatching(false), 0.0);
        carry(&mut hosted, effects, 0.0, &mut None);
    }
    write_whole(&args.ticket_file, &code)?;
    eprintln!("table open; join code in {}", args.ticket_file.display());

    let start = Instant::now();
    let deadline = Duration::from_secs(args.timeout);
    let mut finished: Option<SavedGame> = None;
    let mut last_own = 0.0;
    let mut waits = Waits::default();
    let mut told_alone = false;
    // When the last game ended, and whether its record is written.
    let mut ended_at: Option<f64> = None;
    let mut written = false;
    carry(&mut hosted, effects, 0.0, &mut finished);
    // How long to wait for the guests before the table, the host's own seat or a check
    // below next wants a turn (nothing is polled: an idle host sleeps).
    let mut wait = Duration::ZERO;
    while start.elapsed() < deadline {
        hosted.wait(wait);
        let now = seconds(start);
        // A share of what arrived at a time: the host's own seats, the game's start and
        // the hand-over below still come round while a guest floods.
        let effects = hosted.tick(now);
        let mut acted = !effects.is_empty();
        carry(&mut hosted, effects, now, &mut finished);
        // Only the host's own checks below read the network's state here, and the talk.
        for event in hosted.events() {
            match event {
                dhayam_net::NetEvent::Said(said) => chat.write(&said),
                dhayam_net::NetEvent::RanOut(seat) => eprintln!(
                    "the turn clock ran out for {}: a computer played that turn",
                    seat.name()
                ),
                _ => {}
            }
        }
        let number = hosted.host().game_number();
        if let Some(game) = finished.take_if(|_| number < args.games) {
            // Another game follows: this one's record first, then the next is opened.
            finish(args, &game, number)?;
            let effects = hosted.host_command(HostCommand::NextGame, now);
            carry(&mut hosted, effects, now, &mut finished);
            continue;
        }
        if let Some(game) = finished.as_ref() {
            // The record is written at once; then everyone still at the table gets the
            // whole game before it closes (a window that watches stays until its person
            // leaves: it gets a while, not the rest of the timeout).
            let ended = *ended_at.get_or_insert(now);
            if !written {
                finish(args, game, number)?;
                written = true;
            }
            // Everyone still connected counts, a guest whose seat a computer plays
            // since its clock ran out too.
            let connected = hosted.host().connected() > 0;
            if !connected || now - ended > LINGER.as_secs_f64() {
                return Ok(());
            }
            wait = IDLE;
            continue;
        }
        if hosted.can_start() {
            let effects = hosted.host_command(HostCommand::Start, now);
            carry(&mut hosted, effects, now, &mut finished);
            if let Some(line) = say.take() {
                hosted.say(line);
            }
            acted = true;
        }
        let held = hosted.host().held_up();
        if let (Some(after), Some(held)) = (args.hand_over_after, &held)
            && now - held.since >= after
        {
            eprintln!(
                "{} ({}) holds the game up; a computer plays for them until they are back",
                held.name,
                if held.connected { "silent" } else { "gone" }
            );
            let command = HostCommand::HandOver {
                peer: held.peer.clone(),
                level: Level::Medium,
            };
            let effects = hosted.host_command(command, now);
            carry(&mut hosted, effects, now, &mut finished);
            acted = true;
        } else if let Some(held) = &held {
            waits.tell(held, now);
        }
        if hosted.host().waits_alone() {
            if args.alone {
                eprintln!(
                    "nobody else is here to take part in the throws: the host goes on alone \
                     (those throws are marked not provably fair)"
                );
                let effects = hosted.host_command(HostCommand::GoOnAlone, now);
                carry(&mut hosted, effects, now, &mut finished);
                acted = true;
            } else if !told_alone {
                eprintln!(
                    "the game waits: nobody else is here to take part in the throws (with \
                     --alone the host goes on without them)"
                );
            }
            told_alone = !args.alone;
        } else {
            told_alone = false;
        }
        let rested = now - last_own >= args.step_ms as f64 / 1000.0;
        // Rested first: the player is asked only when it is to act at once, so a seed
        // always plays the same moves whatever the pace.
        let command = if rested {
            play_here(hosted.table(), bot.as_mut())
        } else {
            None
        };
        if let Some(command) = command {
            last_own = now;
            acted = true;
            let effects = hosted.apply(command, now);
            carry(&mut hosted, effects, now, &mut finished);
        }
        wait = if acted {
            Duration::ZERO
        } else {
            // The host's own seat waits out its pace; the table says when it acts next.
            let rest = (last_own + args.step_ms as f64 / 1000.0 - now).max(0.0);
            let due = hosted
                .next_wake(now)
                .map_or(f64::INFINITY, |at| (at - now).max(0.0));
            let rest = if rested { f64::INFINITY } else { rest };
            Duration::from_secs_f64(rest.min(due).min(IDLE.as_secs_f64()))
        };
    }
    give_up(args, &hosted)
}

/// How long the table stays open after its last game for those still connected to it (the
/// last steps reach them in well under a second on any working link).
const LINGER: Duration = Duration::from_secs(10);

/// The longest an idle host sleeps before it looks at its checks again (who holds the
/// game up, a hand-over due).
const IDLE: Duration = Duration::from_millis(250);

/// The game did not end in time: what was played is written to the record (unfinished)
/// before the command fails, so nothing played is lost.
fn give_up(args: &HostArgs, hosted: &Hosted) -> Result<(), String> {
    let table = hosted.table();
    let why = format!("the game did not end in {} seconds", args.timeout);
    let Some(game) = Host::saved(table) else {
        return Err(format!("{why}: it never started (seats still open)"));
    };
    let text = game.to_ron().map_err(|e| e.to_string())?;
    let number = hosted.host().game_number();
    let record = super::numbered(&args.record, number, args.games);
    write_whole(&record, &text)?;
    Err(format!(
        "{why}; the record of what was played so far ({} throws, {} moves, unfinished) is in {}",
        game.record().throws.len(),
        game.record().moves.len(),
        record.display()
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

/// Keeps the table in `--autosave`'s file after every change (nothing without one),
/// through the store's newest-only writer of the file (and its backup): the driver sends
/// what followed a change only once it is on disk, so a host killed and started again
/// never takes back a step its guests saw (they refuse a game that does).
fn keeper(args: &HostArgs) -> Result<Keep, String> {
    let Some(path) = &args.autosave else {
        return Ok(Box::new(|_: &HostSave| {}));
    };
    let writer = Writer(HostedFile::new(path).writer().map_err(|e| e.to_string())?);
    Ok(Box::new(writer))
}

/// The autosave's writer, flushed when the table is done with.
struct Writer(Autosaver<HostedTable>);

impl Keeper for Writer {
    fn keep(&mut self, save: &HostSave) {
        if let Some(error) = self.0.take_error() {
            eprintln!("dhayam-cli: the table could not be kept: {error}");
        }
        self.0.save(HostedTable::from(save.clone()));
    }

    fn kept(&self) -> bool {
        self.0.settled()
    }
}

impl Drop for Writer {
    /// The table queued last is on disk before the command ends.
    fn drop(&mut self) {
        if let Err(error) = self.0.flush() {
            eprintln!("dhayam-cli: the table could not be kept: {error}");
        }
    }
}

/// Carries out the table's effects: the finished game is noted, and a computer standing
/// in for a guest who is away answers at once.
fn carry(hosted: &mut Hosted, effects: Vec<Effect>, now: f64, finished: &mut Option<SavedGame>) {
    let mut pending = effects;
    while let Some(effect) = pending.pop() {
        match effect {
            Effect::Finish(game) => *finished = Some(game),
            Effect::Think(request) => pending.extend(hosted.apply(request.answer(), now)),
            _ => {}
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
/// Writes game `number`'s record and says how it ended.
fn finish(args: &HostArgs, game: &SavedGame, number: u32) -> Result<(), String> {
    let text = game.to_ron().map_err(|e| e.to_string())?;
    let path = super::numbered(&args.record, number, args.games);
    write_whole(&path, &text)?;
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
        path.display()
    );
    Ok(())
}
