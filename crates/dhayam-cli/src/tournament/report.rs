//! The tournament's report: a table for people, or one JSON object.

use std::fmt::Write as _;

use dhayam_ai::{BotReport, TournamentReport};
use dhayam_core::Variant;
use serde::Serialize;

use super::TournamentArgs;

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
    #[serde(skip_serializing_if = "Option::is_none")]
    paired: Option<JsonPaired>,
}

/// A bot's record deal by deal, in a paired tournament.
#[derive(Serialize)]
struct JsonPaired {
    /// `deals_won[k]`: the deals in which the bot won `k` of its games.
    deals_won: Vec<u64>,
    /// The 95% interval from the spread of the deals' scores.
    ci95: [f64; 2],
}

/// The JSON report.
#[derive(Serialize)]
struct JsonReport {
    games: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    deals: Option<u64>,
    bots: Vec<JsonBot>,
}

/// An interval rounded for JSON.
fn rounded((low, high): (f64, f64)) -> [f64; 2] {
    [round(low, 4), round(high, 4)]
}

/// The report as one JSON object.
pub(super) fn json(report: &TournamentReport) -> String {
    let bots = report
        .bots
        .iter()
        .map(|bot| JsonBot {
            bot: bot.bot.key(),
            seat_games: bot.seat_games,
            wins: bot.wins,
            win_rate: round(bot.win_rate(), 4),
            ci95: rounded(bot.ci95()),
            mean_ms: round(bot.times.mean_ms(), 4),
            p99_ms: round(bot.times.percentile_ms(99.0), 4),
            decisions: bot.times.count(),
            paired: bot.paired_ci95().map(|ci| JsonPaired {
                deals_won: bot.deals.clone(),
                ci95: rounded(ci),
            }),
        })
        .collect();
    let report = JsonReport {
        games: report.games,
        deals: report.deals,
        bots,
    };
    serde_json::to_string(&report).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// The report as a table for people: every game counted alone, then, for a paired
/// tournament, deal by deal.
pub(super) fn table(args: &TournamentArgs, report: &TournamentReport) -> String {
    let mut rules = args.preset.as_deref().map_or_else(
        || match Variant::parse(&args.board) {
            Some(variant) if !variant.is_dhayam() => format!("{} defaults", variant.key()),
            _ => "classic".to_owned(),
        },
        str::to_ascii_lowercase,
    );
    for assignment in &args.rules {
        rules.push_str(", ");
        rules.push_str(assignment.trim());
    }
    let rotation = match report.deals {
        Some(_) => "paired deals, seats rotate within a deal",
        None => "seats and first player rotate",
    };
    let mut out = format!(
        "{} games, {} bots, rules {rules}, {} pawns, seed {}; {rotation}\n",
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
    if let Some(deals) = report.deals {
        paired_table(&mut out, deals, &report.bots);
    }
    out
}

/// The paired part of the table: how many deals each bot won all, some or none of its
/// games in, and the win rate's interval from the deals.
fn paired_table(out: &mut String, deals: u64, bots: &[BotReport]) {
    let per_deal = bots.len();
    let _ = write!(
        out,
        "\n\npaired: {deals} deals of {per_deal} games, each place in turn order throwing \
         the same throws in all of a deal's games\nbot        deals"
    );
    for k in (0..=per_deal).rev() {
        let _ = write!(out, "  won {k}/{per_deal}");
    }
    out.push_str("  win rate  95% CI (paired)");
    for bot in bots {
        let _ = write!(out, "\n{:<9} {:>6}", bot.bot.key(), deals);
        for won in bot.deals.iter().rev() {
            let _ = write!(out, "  {won:>7}");
        }
        let (low, high) = bot.paired_ci95().unwrap_or((0.0, 1.0));
        let _ = write!(
            out,
            "  {:>7.1}%  [{:>5.1}%, {:>5.1}%]",
            100.0 * bot.win_rate(),
            100.0 * low,
            100.0 * high
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tournament;
    use clap::Parser;
    use dhayam_ai::Tournament;

    fn parse(words: &[&str]) -> Tournament {
        let words = std::iter::once("tournament").chain(words.iter().copied());
        tournament(&TournamentArgs::try_parse_from(words).unwrap()).unwrap()
    }

    #[test]
    fn json_report_has_one_entry_per_bot_in_order() {
        let t = parse(&["--bots", "medium,easy,easy", "--games", "6", "--seed", "3"]);
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

    #[test]
    fn paired_json_and_table_count_every_deal() {
        let t = parse(&[
            "--bots",
            "medium,easy",
            "--games",
            "8",
            "--seed",
            "5",
            "--paired",
        ]);
        let report = t.run().unwrap();
        let value: serde_json::Value = serde_json::from_str(&json(&report)).unwrap();
        assert_eq!(
            (value["games"].as_u64(), value["deals"].as_u64()),
            (Some(8), Some(4))
        );
        let bots = value["bots"].as_array().unwrap();
        let won = |b: &serde_json::Value| -> Vec<u64> {
            let deals = b["paired"]["deals_won"].as_array().unwrap();
            deals.iter().map(|d| d.as_u64().unwrap()).collect()
        };
        let (medium, easy) = (won(&bots[0]), won(&bots[1]));
        assert_eq!(medium.iter().sum::<u64>(), 4);
        // Two bots: medium won both games of a deal exactly when easy won neither.
        assert_eq!(medium, easy.iter().rev().copied().collect::<Vec<_>>());
        let wins: u64 = medium.iter().enumerate().map(|(k, n)| k as u64 * n).sum();
        assert_eq!(bots[0]["wins"].as_u64(), Some(wins));
        let ci = bots[0]["paired"]["ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= ci[1].as_f64().unwrap());
        let args = TournamentArgs::try_parse_from(["t", "--bots", "medium,easy", "--paired"]);
        let text = table(&args.unwrap(), &report);
        assert!(text.contains("paired: 4 deals of 2 games"), "{text}");
        assert!(text.contains("won 2/2  won 1/2  won 0/2"), "{text}");
        let plain = parse(&["--bots", "medium,easy", "--games", "8"])
            .run()
            .unwrap();
        let value: serde_json::Value = serde_json::from_str(&json(&plain)).unwrap();
        assert!(value.get("deals").is_none() && value["bots"][0].get("paired").is_none());
    }
}
