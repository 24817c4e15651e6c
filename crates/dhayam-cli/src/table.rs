//! `dhayam-cli table`: one game played through the same table controller as the desktop
//! app, every seat a computer: commands and ticks in, effects out, no window.

use std::path::PathBuf;

use clap::Args;
use dhayam_ai::Level;
use dhayam_store::{PlayerKind, SeatPlayer, TableSettings};
use dhayam_table::{Command, Effect, RandomDice, Table};

use crate::options::GameOptions;

/// Table time that passes between two ticks, in seconds.
const TICK_SECONDS: f64 = 0.05;
/// Ticks after which a game that has not ended is given up (a bug, not a long game).
const MAX_TICKS: u32 = 2_000_000;

/// Arguments of `table`.
#[derive(Args, Debug)]
pub struct TableArgs {
    /// The table and rules.
    #[command(flatten)]
    pub game: GameOptions,
    /// The computer level of each seat, in seat order, comma-separated (easy, medium, hard);
    /// the last one plays the seats after it too. No more levels than seats.
    #[arg(long, value_delimiter = ',', default_value = "medium")]
    pub bots: Vec<String>,
    /// Seeds the dice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Writes the finished game's record (RON) here.
    #[arg(long)]
    pub record: Option<PathBuf>,
}

/// Plays the game and prints who sat where, the ranking and what the table asked for.
pub fn run(args: &TableArgs) -> Result<(), String> {
    let setup = args.game.setup()?;
    let levels = args
        .bots
        .iter()
        .map(|name| name.parse::<Level>().map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    if levels.is_empty() {
        return Err("--bots needs at least one level".to_owned());
    }
    if levels.len() > setup.seats.len() {
        return Err(format!(
            "--bots names {} levels for {} seats: give one level per seat, in seat order",
            levels.len(),
            setup.seats.len()
        ));
    }
    let players: Vec<SeatPlayer> = setup
        .seats
        .iter()
        .enumerate()
        .map(|(i, &seat)| {
            let level = levels[i.min(levels.len() - 1)];
            SeatPlayer::new(seat, level.name(), PlayerKind::Computer(level))
        })
        .collect();
    for player in &players {
        println!(
            "{} ({}): {}",
            player.seat.name(),
            player.seat.colour().name(),
            player.name
        );
    }
    // Dated by the seed: the computers' decisions are seeded by the game's start, so the
    // seed alone decides the game, whatever the clock says.
    let mut table = Table::new(
        TableSettings::default(),
        None,
        Box::new(RandomDice::seeded(args.seed)),
    )
    .dated(args.seed);
    let mut counts = Counts::default();
    let start = Command::Start {
        setup,
        players,
        undo: false,
    };
    let mut pending = table.apply(start, 0.0);
    let mut now = 0.0;
    for _ in 0..MAX_TICKS {
        while let Some(effect) = pending.pop() {
            match effect {
                // Decided here and now, so a seed always plays the same game.
                Effect::Think(request) => {
                    counts.decisions += 1;
                    pending.extend(table.apply(request.answer(), now));
                }
                Effect::StartRefused(error) => return Err(error.to_string()),
                Effect::Finish(game) => return finish(args, &game, &counts),
                _ => {}
            }
        }
        now += TICK_SECONDS;
        pending = table.tick(now);
    }
    Err(format!("the game did not end in {MAX_TICKS} ticks"))
}

/// What the table asked the front end for during the game.
#[derive(Debug, Default)]
struct Counts {
    decisions: usize,
}

fn finish(args: &TableArgs, game: &dhayam_store::SavedGame, counts: &Counts) -> Result<(), String> {
    let record = game.record();
    let ranking = game.game().game().ranking();
    let names: Vec<String> = ranking.iter().map(ToString::to_string).collect();
    println!("ranking: {}", names.join(", "));
    println!(
        "{} throws, {} moves, {} computer decisions",
        record.throws.len(),
        record.moves.len(),
        counts.decisions
    );
    if let Some(path) = &args.record {
        let text = ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::default())
            .map_err(|e| format!("cannot write the record: {e}"))?;
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}
