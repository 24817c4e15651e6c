//! Quick tournaments while tuning: `arena hard,easy 200 1 [classic|traditional]`.

use dhayam_ai::{Contender, Tournament};
use dhayam_core::Preset;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bots = args
        .first()
        .map_or("hard,medium", String::as_str)
        .split(',')
        .map(|name| name.parse::<Contender>().map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let games = args.get(1).and_then(|g| g.parse().ok()).unwrap_or(200);
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let preset = args
        .get(3)
        .and_then(|p| Preset::parse(p))
        .unwrap_or(Preset::Classic);
    let mut tournament = Tournament::new(bots, games, seed);
    tournament.rules = preset.rules();
    if let Some(depth) = std::env::var("DEPTH").ok().and_then(|v| v.parse().ok()) {
        tournament.hard.depth = depth;
    }
    let start = std::time::Instant::now();
    let report = tournament.run().map_err(|e| e.to_string())?;
    for bot in &report.bots {
        let (low, high) = bot.ci95();
        println!(
            "{:<7} {:>5}/{:<5} {:5.1}% [{:5.1}, {:5.1}]  mean {:6.2} ms  p99 {:6.2} ms",
            bot.bot.key(),
            bot.wins,
            bot.seat_games,
            100.0 * bot.win_rate(),
            100.0 * low,
            100.0 * high,
            bot.times.mean_ms(),
            bot.times.percentile_ms(99.0)
        );
    }
    let decisions: usize = report.bots.iter().map(|b| b.times.count()).sum();
    println!(
        "{preset}: {:.1} s, {:.1} decisions per game",
        start.elapsed().as_secs_f64(),
        decisions as f64 / f64::from(games)
    );
    Ok(())
}
