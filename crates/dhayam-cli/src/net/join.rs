//! `dhayam-cli join`: joins a hosted table with its join code, plays this terminal's
//! seats, and writes the finished game's record (the same file as the host's).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use dhayam_core::Seat;
use dhayam_net::driver::{JoinPlan, Joined};
use dhayam_net::{Connection, Guest, NetEvent, play_here};
use dhayam_table::Table;

use super::{player, quick_settings, reach, seconds, secret, seeded_bytes, write_whole};
use super::{tables, talk};

/// How long a guest goes on dialling a host it lost before it gives up, in seconds: a
/// host that restarts, or a cable put back, is back well within it (the pauses between
/// dials grow from half a second to eight); a host whose game is over and gone is not.
const LOST_FOR: f64 = 120.0;

/// The longest a guest waits for the host without looking at its deadline and its
/// table again.
const IDLE: Duration = Duration::from_secs(1);

/// Arguments of `join`.
#[derive(Args, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each is a command-line flag a person sets on its own"
)]
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
    /// Who plays this terminal's seats: random, easy, medium or hard; or idle, which
    /// never acts (for a turn clock to run out).
    #[arg(long, default_value = "random")]
    pub play: String,
    /// Seeds the player and the network key (the same seed rejoins as the same guest).
    #[arg(long)]
    pub seed: Option<u64>,
    /// For tests only: the dice secret comes from `--seed` too, so a seeded game repeats
    /// and a guest started again rejoins with the same secret. Anyone who knows the seed
    /// knows every reveal of this guest before it is made: never for a real game.
    #[arg(long, requires = "seed")]
    pub insecure_seeded_dice: bool,
    /// The name to show.
    #[arg(long, default_value = "Guest")]
    pub name: String,
    /// The seats wanted, comma-separated (default: the first open one).
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<String>,
    /// Writes the finished game (record, players, dice ledger) here; with `--games N`
    /// above 1, game K goes to this name with `-K` before its extension.
    #[arg(long)]
    pub record: PathBuf,
    /// Plays (or watches) this many games at the table: after each but the last, says
    /// yes to the next one the host opens.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub games: u32,
    /// Watches instead of playing: no seat, no part in the dice; the same records as the
    /// players'.
    #[arg(long, conflicts_with = "seats")]
    pub watch: bool,
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
    /// Says this to the table once seated (`phrase:NAME` for a quick phrase: hello,
    /// good-luck, your-turn, well-played, oops, thayam, thanks, good-game).
    #[arg(long, value_name = "TEXT")]
    pub say: Option<String>,
    /// Writes what is said at the table to this file, a line each.
    #[arg(long, value_name = "FILE")]
    pub chat_log: Option<PathBuf>,
}

/// Joins and plays one game to its end.
pub fn run(args: &JoinArgs) -> Result<(), String> {
    let reach = reach(args.loopback, args.lan, args.relay.as_deref())?;
    let mut say = args.say.as_deref().map(talk::parse_line).transpose()?;
    let mut chat = talk::ChatLog::open(args.chat_log.as_deref())?;
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
    // `idle` never acts (its dice parts still go to the host): for turn-clock tests.
    let mut bot = if args.play == "idle" {
        None
    } else {
        Some(player(&args.play, args.seed.unwrap_or_else(rand::random))?)
    };
    let dice_seed = args.seed.filter(|_| args.insecure_seeded_dice);
    let (dice, identity) = (
        secret(dice_seed, "guest dice"),
        seeded_bytes(args.seed, "guest identity"),
    );
    let guest = if args.watch {
        Guest::watcher(&args.name, dice, identity)
    } else {
        Guest::new(&args.name, seats, dice, identity)
    };
    let plan = JoinPlan {
        code: ticket,
        reach,
        wake: std::sync::Arc::new(|| {}),
    };
    let mut joined =
        Joined::join(guest, Table::networked(quick_settings()), plan).map_err(|e| e.to_string())?;
    // How long to wait for the host before the table next wants a tick.
    let mut wait = Duration::ZERO;
    // Since when the host has been lost (dialled again meanwhile).
    let mut lost_since: Option<f64> = None;
    // Games finished at this table so far, and the table's number of the last of them.
    let mut played = 0;
    let mut recorded = 0;
    while start.elapsed() < deadline {
        joined.wait(wait);
        let now = seconds(start);
        let effects = joined.tick(now);
        let mut acted = !effects.is_empty();
        let mut seated = false;
        for event in joined.events() {
            match event {
                NetEvent::Said(said) => chat.write(&said),
                NetEvent::TooFast => eprintln!("dhayam-cli: the host refused a line: too fast"),
                NetEvent::Seats(seats) => seated = !seats.is_empty(),
                NetEvent::Watching => {
                    eprintln!("watching the table");
                    seated = true;
                }
                NetEvent::Stopped(error) => return Err(error.to_string()),
                NetEvent::Missed(missed) => eprintln!(
                    "back at the table: {} throws were made without this computer's dice \
                     meanwhile ({} of them by the host alone, not provably fair)",
                    missed.throws, missed.alone
                ),
                NetEvent::Connection(Connection::Up) => lost_since = None,
                NetEvent::Connection(Connection::Lost { why, .. }) => {
                    let unrecorded = recorded < joined.guest().lobby().game.max(1);
                    if over(joined.table()) && unrecorded && played + 1 >= args.games {
                        return finish(args, &joined, played + 1);
                    }
                    let since = *lost_since.get_or_insert(now);
                    if now - since > LOST_FOR {
                        return Err(format!(
                            "lost the host {:.0} seconds ago and could not reach it again: {why}",
                            now - since
                        ));
                    }
                    eprintln!("dhayam-cli: {why}; dialling again");
                    // A host that restarted may have written a new code.
                    if let Some(code) = args
                        .ticket_file
                        .as_ref()
                        .and_then(|file| std::fs::read_to_string(file).ok())
                        .filter(|text| !text.trim().is_empty())
                    {
                        joined.redial_with(&code);
                    }
                }
                _ => {}
            }
        }
        if seated && let Some(line) = say.take() {
            joined.say(line);
        }
        let number = joined.guest().lobby().game.max(1);
        if over(joined.table()) && recorded < number {
            recorded = number;
            played += 1;
            if played >= args.games {
                return finish(args, &joined, played);
            }
            finish(args, &joined, played)?;
            let _ = joined.play_again(now);
            acted = true;
        }
        if let Some(command) = bot
            .as_mut()
            .and_then(|bot| play_here(joined.table(), bot.as_mut()))
        {
            // What a guest's own seat does shows at the host's step: nothing to carry out.
            let _ = joined.apply(command, now);
            acted = true;
        }
        // Nothing else happens here until the host speaks or the table's next wake.
        wait = if acted {
            Duration::ZERO
        } else {
            joined
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

/// Writes the record of game `number` at the table.
fn finish(args: &JoinArgs, joined: &Joined, number: u32) -> Result<(), String> {
    let game = joined
        .guest()
        .hosts_game(joined.table())
        .ok_or_else(|| "the game never started".to_owned())?;
    let text = game.to_ron().map_err(|e| e.to_string())?;
    let path = super::numbered(&args.record, number, args.games);
    write_whole(&path, &text)?;
    println!(
        "{} throws, {} moves; record written to {}",
        game.record().throws.len(),
        game.record().moves.len(),
        path.display()
    );
    Ok(())
}
