//! `dhayam-cli simulate`: random playouts, statistics, traces and records.

use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use dhayam_core::{Dice, Event, Game, GameRecord, Phase, Preset, Seat, Setup, Team, ThrowKind};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::options::GameOptions;
use crate::trace::Trace;

/// Arguments of `simulate`.
#[derive(Args, Debug)]
pub struct SimulateArgs {
    /// How many games to play.
    #[arg(long, default_value_t = 1000)]
    pub games: u64,
    /// Seed of the dice and of the random choices (Xoshiro256++).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[command(flatten)]
    pub options: GameOptions,
    /// Write every throw and move as JSON Lines to this file.
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Save the last game's record (RON) to this file.
    #[arg(long)]
    pub record: Option<PathBuf>,
}

/// What the simulation counted.
#[derive(Default)]
struct Tally {
    throws: Vec<u32>,
    moves: Vec<u32>,
    wins: [u64; 4],
    cuts: u64,
    /// Throws seen, by value (0 and 7 to 11 stay empty).
    dice: [u64; 13],
}

/// Plays the games and prints the statistics.
pub fn run(args: &SimulateArgs) -> Result<(), String> {
    let setup = args.options.setup()?;
    let mut trace = match &args.trace {
        Some(path) => Some(Trace::new(BufWriter::new(
            File::create(path)
                .map_err(|e| format!("cannot write the trace {}: {e}", path.display()))?,
        ))),
        None => None,
    };
    let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(args.seed));
    let mut tally = Tally::default();
    let mut last_record = None;
    let start = Instant::now();
    let detailed = trace.is_some() || args.record.is_some();
    for _ in 0..args.games {
        // Without a trace or a record, a leaner loop that only counts.
        let record = if detailed {
            play_one::<true>(
                &setup,
                &mut dice,
                &mut tally,
                trace.as_mut(),
                args.record.is_some(),
            )?
        } else {
            play_one::<false>(&setup, &mut dice, &mut tally, None, false)?
        };
        last_record = record;
    }
    let elapsed = start.elapsed().as_secs_f64();
    if let Some(trace) = trace.as_mut() {
        trace
            .flush()
            .map_err(|e| format!("cannot write the trace: {e}"))?;
    }
    if let (Some(path), Some(record)) = (&args.record, last_record) {
        let text = ron::ser::to_string_pretty(&record, ron::ser::PrettyConfig::default())
            .map_err(|e| format!("cannot encode the record: {e}"))?;
        std::fs::write(path, text)
            .map_err(|e| format!("cannot write the record {}: {e}", path.display()))?;
    }
    report(&setup, args, &mut tally, elapsed);
    Ok(())
}

/// Plays one game with random legal choices; returns its record if asked to keep it.
/// `DETAILED` collects what a trace or a record needs; without it, events are only counted.
fn play_one<const DETAILED: bool>(
    setup: &Setup,
    dice: &mut Dice<Xoshiro256PlusPlus>,
    tally: &mut Tally,
    mut trace: Option<&mut Trace<BufWriter<File>>>,
    keep_record: bool,
) -> Result<Option<GameRecord>, String> {
    let io = |e: std::io::Error| format!("cannot write the trace: {e}");
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let kind = setup.variant.throw_kind();
    let mut record = keep_record.then(|| GameRecord::new(setup.clone()));
    if let Some(t) = trace.as_deref_mut() {
        t.setup(game.setup()).map_err(io)?;
    }
    let (mut throws, mut moves) = (0u32, 0u32);
    let mut cuts = Vec::new();
    let mut lost = Vec::new();
    loop {
        match game.phase() {
            Phase::AwaitingThrow(seat) => {
                let throw = dice.throw(kind);
                throws += 1;
                tally.dice[usize::from(throw.value())] += 1;
                if let Some(r) = record.as_mut() {
                    r.throws.push(throw);
                }
                if let Some(t) = trace.as_deref_mut() {
                    t.throw(seat, throw).map_err(io)?;
                }
                lost.clear();
                game.throw_with(throw, |e| {
                    if DETAILED && let Event::ValueLost { value, .. } = e {
                        lost.push(value);
                    }
                })
                .map_err(|e| e.to_string())?;
                if let Some(t) = trace.as_deref_mut() {
                    for &v in &lost {
                        t.lost(seat, v).map_err(io)?;
                    }
                }
            }
            Phase::AwaitingMove(seat) => {
                let legal = game.legal_move_slice();
                let nth = dice.pick(legal.len());
                if let Some(t) = trace.as_deref_mut() {
                    t.legal(legal);
                }
                moves += 1;
                cuts.clear();
                lost.clear();
                let mut cut_count = 0;
                let chosen = game
                    .play_nth_with(nth, |e| match e {
                        Event::Cut { pawn, .. } => {
                            cut_count += 1;
                            if DETAILED {
                                cuts.push(pawn);
                            }
                        }
                        Event::ValueLost { value, .. } if DETAILED => lost.push(value),
                        _ => {}
                    })
                    .map_err(|e| e.to_string())?;
                if let Some(r) = record.as_mut() {
                    r.moves.push(chosen);
                }
                tally.cuts += cut_count;
                if let Some(t) = trace.as_deref_mut() {
                    t.play(seat, chosen, &mut cuts).map_err(io)?;
                    for &v in &lost {
                        t.lost(seat, v).map_err(io)?;
                    }
                }
            }
            Phase::Finished => break,
        }
    }
    if let Some(t) = trace {
        t.end(game.ranking()).map_err(io)?;
    }
    if let Some(&winner) = game.ranking().first() {
        tally.wins[winner.index()] += 1;
    }
    tally.throws.push(throws);
    tally.moves.push(moves);
    Ok(record)
}

/// Mean, median and 99th percentile of `values` (sorted in place).
fn summary(values: &mut [u32]) -> (f64, u32, u32) {
    if values.is_empty() {
        return (0.0, 0, 0);
    }
    values.sort_unstable();
    let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / values.len() as f64;
    let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
    (mean, at(0.5), at(0.99))
}

fn report(setup: &Setup, args: &SimulateArgs, tally: &mut Tally, elapsed: f64) {
    let games = args.games;
    let seats: Vec<&str> = setup.seats.iter().map(|s| s.name()).collect();
    println!(
        "{games} games, seats {}, {} pawns, seed {}",
        seats.join(","),
        setup.pawns,
        args.seed
    );
    if !setup.variant.is_dhayam() {
        println!("board: {}, {}", setup.variant, setup.variant.throw_kind());
    }
    if setup.sides.is_teams() {
        println!("two against two: South and North against East and West");
    }
    println!("rules: {}", rules_in_words(setup));
    println!(
        "time: {elapsed:.3} s, {:.0} games per second",
        games as f64 / elapsed.max(1e-9)
    );
    let (mean, p50, p99) = summary(&mut tally.throws);
    println!("throws per game: mean {mean:.1}, p50 {p50}, p99 {p99}");
    let (mean, p50, p99) = summary(&mut tally.moves);
    println!("moves per game:  mean {mean:.1}, p50 {p50}, p99 {p99}");
    println!(
        "cuts per game:   {:.2}",
        tally.cuts as f64 / games.max(1) as f64
    );
    if setup.sides.is_teams() {
        // The first seat of a team game's ranking names the winning team.
        println!("wins per team:");
        for team in Team::ALL {
            let wins: u64 = team.seats().iter().map(|s| tally.wins[s.index()]).sum();
            println!(
                "  {:<15} {wins:>9}  {:5.1}%",
                team.name(),
                100.0 * wins as f64 / games.max(1) as f64
            );
        }
    } else {
        wins_per_seat(setup, games, tally);
    }
    let total: u64 = tally.dice.iter().sum();
    let kind = setup.variant.throw_kind();
    let name = match kind {
        ThrowKind::LongDice => "dice:",
        ThrowKind::Cowries => "cowries:",
    };
    println!("{name} value  seen        share    exact odds");
    let indent = " ".repeat(name.len() + 1);
    for (&value, &odds) in kind.values().iter().zip(kind.odds_in_16()) {
        let seen = tally.dice[usize::from(value)];
        println!(
            "{indent}{value:>5}  {seen:>10}  {:6.3}%  {:6.3}% ({odds}/16)",
            100.0 * seen as f64 / total.max(1) as f64,
            100.0 * f64::from(odds) / 16.0,
        );
    }
}

/// The rules as the preset they are ("Classic", or the 5x5 board's "defaults"), or
/// "custom", followed by every rule as the `KEY=VALUE` that `--rule` takes.
fn rules_in_words(setup: &Setup) -> String {
    let rules = setup.rules;
    let preset = if !setup.variant.is_dhayam() && rules == setup.variant.default_rules() {
        "defaults"
    } else {
        Preset::ALL
            .into_iter()
            .find(|p| p.rules() == rules)
            .map_or("custom", Preset::name)
    };
    // The 5x5 board's own rules are named on that board only.
    let small = if setup.variant.is_dhayam() {
        Vec::new()
    } else {
        rules.small_board_assignments().to_vec()
    };
    let each: Vec<String> = (rules.assignments().iter().chain(&small))
        .map(|(key, value)| format!("{key}={value}"))
        .collect();
    format!("{preset} ({})", each.join(", "))
}

/// Each seat's wins, for a game without teams.
fn wins_per_seat(setup: &Setup, games: u64, tally: &Tally) {
    println!("wins per seat:");
    for seat in Seat::ALL.into_iter().filter(|s| setup.seats.contains(s)) {
        let wins = tally.wins[seat.index()];
        println!(
            "  {:<6} {wins:>9}  {:5.1}%",
            seat.name(),
            100.0 * wins as f64 / games.max(1) as f64
        );
    }
}
