//! `dhayam-cli tournament`: computer opponents against each other, with win rates and
//! decision times.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};

use clap::Parser;
use dhayam_ai::{Contender, Tournament, TournamentReport};
use dhayam_core::{HouseRules, Preset};
use serde::Serialize;

/// Arguments of `tournament`.
#[derive(Parser, Debug)]
#[command(
    name = "dhayam-cli tournament",
    about = "Pit computer opponents against each other: win rates and decision times"
)]
pub struct TournamentArgs {
    /// The bots, 2 to 4, comma-separated: easy, medium, hard, or hard-2026 (the Hard bot
    /// of 2026, kept as a yardstick), e.g. hard,medium,easy,easy. Two sit opposite, three
    /// take South, East and North, four fill the board.
    #[arg(long, value_delimiter = ',', required = true)]
    pub bots: Vec<String>,
    /// How many games; seats and the first player rotate from game to game.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed of the dice and of the bots' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// House-rule preset: classic or traditional.
    #[arg(long, default_value = "classic")]
    pub preset: String,
    /// Override one house rule, KEY=VALUE (repeatable): `entry=one_then_five|one_only`,
    /// `turn=per_throw|throw_first`, `cut_bonus=true|false`, `gate=circle|wait`,
    /// `order=ccw|cw`, `play_on=true|false`.
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// Pawns per player: 4, 5 or 6.
    #[arg(long, default_value_t = 4)]
    pub pawns: u8,
    /// Rollouts per decision of every Hard bot (default: Hard's own budget), to measure
    /// what more thinking would gain; the fewest per move scale in proportion. `hard-2026`
    /// keeps its fixed budget.
    #[arg(long, value_name = "N")]
    pub hard_rollouts: Option<u32>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// Parses the words after `tournament`, plays the games and prints the report.
pub fn run(args: &[String]) -> Result<(), String> {
    let words = std::iter::once("dhayam-cli tournament".to_owned()).chain(args.iter().cloned());
    match TournamentArgs::try_parse_from(words) {
        Ok(parsed) => run_args(&parsed),
        Err(error) => {
            use clap::error::ErrorKind;
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) {
                print!("{error}");
                Ok(())
            } else {
                Err(error.to_string().trim_end().to_owned())
            }
        }
    }
}

/// Plays the games `args` describe and prints the report.
pub fn run_args(args: &TournamentArgs) -> Result<(), String> {
    let tournament = tournament(args)?;
    let show_progress = std::io::stderr().is_terminal();
    let report = tournament
        .run_with_progress(|done| {
            if show_progress {
                eprint!("\r{done}/{} games", tournament.games);
                let _ = std::io::stderr().flush();
            }
        })
        .map_err(|e| e.to_string())?;
    if show_progress {
        eprint!("\r");
    }
    let text = if args.json {
        json(&report)
    } else {
        table(args, &report)
    };
    println!("{text}");
    Ok(())
}

/// The tournament the arguments describe, or what is wrong with them.
fn tournament(args: &TournamentArgs) -> Result<Tournament, String> {
    let bots = args
        .bots
        .iter()
        .map(|name| name.parse::<Contender>().map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=4).contains(&bots.len()) {
        return Err(format!(
            "a tournament needs 2, 3 or 4 bots, not {}",
            bots.len()
        ));
    }
    if args.games == 0 {
        return Err("a tournament needs at least one game".to_owned());
    }
    let preset = Preset::parse(&args.preset).ok_or_else(|| {
        format!(
            "unknown preset {:?}; use classic or traditional",
            args.preset
        )
    })?;
    let mut rules: HouseRules = preset.rules();
    for assignment in &args.rules {
        rules.apply(assignment).map_err(|e| e.to_string())?;
    }
    if !(dhayam_core::MIN_PAWNS..=dhayam_core::MAX_PAWNS).contains(&args.pawns) {
        return Err(format!(
            "pawns per player must be 4, 5 or 6, not {}",
            args.pawns
        ));
    }
    let mut tournament = Tournament::new(bots, args.games, args.seed);
    tournament.rules = rules;
    tournament.pawns = args.pawns;
    if let Some(rollouts) = args.hard_rollouts {
        if rollouts == 0 {
            return Err("Hard needs at least one rollout per decision".to_owned());
        }
        let budget = &mut tournament.hard_budget;
        let scaled = u64::from(budget.min_per_move) * u64::from(rollouts)
            / u64::from(budget.rollouts.max(1));
        budget.min_per_move = u32::try_from(scaled).unwrap_or(u32::MAX).max(1);
        budget.rollouts = rollouts;
    }
    Ok(tournament)
}

/// Rounds to `places` decimal places, for tidy JSON.
fn round(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

/// One bot's line of the JSON report, fields in the documented order.
#[derive(Serialize)]
struct JsonBot {
    bot: &'static str,
    seat_games: u64,
    wins: u64,
    win_rate: f64,
    ci95: [f64; 2],
    mean_ms: f64,
    p99_ms: f64,
    decisions: usize,
}

/// The JSON report.
#[derive(Serialize)]
struct JsonReport {
    games: u64,
    bots: Vec<JsonBot>,
}

/// The report as one JSON object.
fn json(report: &TournamentReport) -> String {
    let bots = report
        .bots
        .iter()
        .map(|bot| {
            let (low, high) = bot.ci95();
            JsonBot {
                bot: bot.bot.key(),
                seat_games: bot.seat_games,
                wins: bot.wins,
                win_rate: round(bot.win_rate(), 4),
                ci95: [round(low, 4), round(high, 4)],
                mean_ms: round(bot.times.mean_ms(), 4),
                p99_ms: round(bot.times.percentile_ms(99.0), 4),
                decisions: bot.times.count(),
            }
        })
        .collect();
    let report = JsonReport {
        games: report.games,
        bots,
    };
    serde_json::to_string(&report).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// The report as a table for people.
fn table(args: &TournamentArgs, report: &TournamentReport) -> String {
    let mut rules = args.preset.to_ascii_lowercase();
    for assignment in &args.rules {
        rules.push_str(", ");
        rules.push_str(assignment.trim());
    }
    let mut out = format!(
        "{} games, {} bots, rules {rules}, {} pawns, seed {}; seats and first player rotate\n",
        report.games,
        report.bots.len(),
        args.pawns,
        args.seed
    );
    out.push_str("bot        games   wins  win rate  95% CI            mean ms   p99 ms");
    for bot in &report.bots {
        let (low, high) = bot.ci95();
        let _ = write!(
            out,
            "\n{:<9} {:>6} {:>6}  {:>7.1}%  [{:>5.1}%, {:>5.1}%]  {:>8.3} {:>8.3}",
            bot.bot.key(),
            bot.seat_games,
            bot.wins,
            100.0 * bot.win_rate(),
            100.0 * low,
            100.0 * high,
            bot.times.mean_ms(),
            bot.times.percentile_ms(99.0)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_ai::Level;

    fn parse(words: &[&str]) -> Result<Tournament, String> {
        let words = std::iter::once("tournament").chain(words.iter().copied());
        let args = TournamentArgs::try_parse_from(words).map_err(|e| e.to_string())?;
        tournament(&args)
    }

    #[test]
    fn flags_build_the_tournament() {
        let t = parse(&[
            "--bots",
            "hard,medium,easy,easy",
            "--games",
            "12",
            "--seed",
            "9",
            "--preset",
            "traditional",
            "--rule",
            "gate=wait",
            "--pawns",
            "5",
        ])
        .unwrap();
        let levels = [Level::Hard, Level::Medium, Level::Easy, Level::Easy];
        assert_eq!(t.bots, levels.map(Contender::from));
        assert_eq!((t.games, t.seed, t.pawns), (12, 9, 5));
        let mut rules = Preset::Traditional.rules();
        rules.apply("gate=wait").unwrap();
        assert_eq!(t.rules, rules);
        assert_eq!(t.hard_budget, dhayam_ai::SearchBudget::default());
    }

    #[test]
    fn hard_rollouts_scale_the_budget() {
        let default = dhayam_ai::SearchBudget::default();
        let ten_times = (default.rollouts * 10).to_string();
        let t = parse(&["--bots", "hard,medium", "--hard-rollouts", &ten_times]).unwrap();
        assert_eq!(t.hard_budget.rollouts, default.rollouts * 10);
        assert_eq!(t.hard_budget.min_per_move, default.min_per_move * 10);
        assert_eq!(t.hard_budget.horizon_turns, default.horizon_turns);
        assert_eq!(t.hard_budget.time_limit, None);
        let error = parse(&["--bots", "hard,medium", "--hard-rollouts", "0"]).unwrap_err();
        assert!(error.contains("at least one rollout"), "{error}");
    }

    #[test]
    fn bad_flags_say_what_is_wrong() {
        let error = parse(&["--bots", "hard,grandmaster"]).unwrap_err();
        assert!(error.contains("grandmaster"), "{error}");
        let t = parse(&["--bots", "hard,hard-2026"]).unwrap();
        assert_eq!(t.bots, [Contender::Level(Level::Hard), Contender::Hard2026]);
        let error = parse(&["--bots", "hard"]).unwrap_err();
        assert!(error.contains("2, 3 or 4 bots"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--rule", "gate=open"]).unwrap_err();
        assert!(error.contains("gate"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--preset", "modern"]).unwrap_err();
        assert!(error.contains("modern"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--pawns", "7"]).unwrap_err();
        assert!(error.contains("not 7"), "{error}");
        let error = parse(&["--bots", "hard,easy", "--games", "0"]).unwrap_err();
        assert!(error.contains("at least one game"), "{error}");
        assert!(run(&["--bots".to_owned()]).is_err());
    }

    #[test]
    fn json_report_has_one_entry_per_bot_in_order() {
        let t = parse(&["--bots", "medium,easy,easy", "--games", "6", "--seed", "3"]).unwrap();
        let report = t.run().unwrap();
        let value: serde_json::Value = serde_json::from_str(&json(&report)).unwrap();
        assert_eq!(value["games"], 6);
        let bots = value["bots"].as_array().unwrap();
        let names: Vec<&str> = bots.iter().map(|b| b["bot"].as_str().unwrap()).collect();
        assert_eq!(names, ["medium", "easy", "easy"]);
        let wins: u64 = bots.iter().map(|b| b["wins"].as_u64().unwrap()).sum();
        assert_eq!(wins, 6, "every game has exactly one winner");
        for bot in bots {
            assert_eq!(bot["seat_games"], 6);
            let rate = bot["win_rate"].as_f64().unwrap();
            let ci = bot["ci95"].as_array().unwrap();
            assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
            assert!(bot["mean_ms"].as_f64().unwrap() >= 0.0);
            assert!(bot["p99_ms"].as_f64().unwrap() >= 0.0);
            assert!(bot["decisions"].as_u64().unwrap() > 0);
        }
    }
}
