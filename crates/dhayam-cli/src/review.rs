//! `dhayam-cli review GAME.ron`: what the Hard bot thinks of every decision of a game.

use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;
use dhayam_ai::{REVIEW_SEED, Review};
use dhayam_core::Seat;
use serde::Serialize;

use crate::replay::read_record;

/// Arguments of `review`.
#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game record to review (RON, as written by `simulate --record` or the app).
    pub file: PathBuf,
    /// Seed of the Hard bot's play-outs; the same seed gives the same review, and the
    /// default gives the review the app shows.
    #[arg(long, default_value_t = REVIEW_SEED)]
    pub seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// One decision with a real choice, as the JSON has it.
#[derive(Serialize)]
struct JsonDecision {
    /// Which move of the record (1-based).
    number: usize,
    /// Who chose.
    seat: Seat,
    /// The move played, as the record has it.
    played: String,
    /// The move Hard would play.
    best: String,
    /// The mover's chance of taking the best open place after the move played.
    chance_played: f64,
    /// The same after Hard's move.
    chance_best: f64,
    /// How much chance the move played gave away (0 when it was Hard's choice).
    given_away: f64,
    /// Whether it gave away at least 5 points.
    big_mistake: bool,
}

/// One throw's luck, as the JSON has it.
#[derive(Serialize)]
struct JsonThrow {
    /// Which step of the record (0-based, throws and moves in order).
    step: usize,
    /// Who threw.
    seat: Seat,
    /// The value thrown.
    value: u8,
    /// The thrower's chance of winning after the throw, played at its best.
    chance_after: f64,
    /// The thrower's chance expected over the seven values at their odds.
    chance_expected: f64,
    /// The difference: how much the throw helped (or, below 0, hurt) the thrower.
    luck: f64,
}

/// One player's summary, as the JSON has it.
#[derive(Serialize)]
struct JsonPlayer {
    seat: Seat,
    decisions: usize,
    accuracy: f64,
    given_away: f64,
    big_mistakes: usize,
    /// Chance of winning the dice gave the player over the game (every throw's share).
    luck: f64,
    /// 1 for the winner, 0 for the others; the last chance in a game nobody has won.
    result: f64,
    /// The result with the luck taken out.
    luck_adjusted: f64,
}

/// The whole review, as the JSON has it.
#[derive(Serialize)]
struct JsonReview {
    decisions: Vec<JsonDecision>,
    players: Vec<JsonPlayer>,
    luck: Vec<JsonThrow>,
}

/// The review as one JSON object.
fn json(review: &Review) -> Result<String, String> {
    let decisions = review
        .decisions
        .iter()
        .map(|d| JsonDecision {
            number: d.number,
            seat: d.seat,
            played: d.played.to_string(),
            best: d.best.to_string(),
            chance_played: d.chance_played,
            chance_best: d.chance_best,
            given_away: d.given_away,
            big_mistake: d.big_mistake,
        })
        .collect();
    let players = review
        .players
        .iter()
        .map(|p| JsonPlayer {
            seat: p.seat,
            decisions: p.decisions,
            accuracy: p.accuracy,
            given_away: p.given_away,
            big_mistakes: p.big_mistakes,
            luck: p.luck,
            result: p.result,
            luck_adjusted: p.luck_adjusted(),
        })
        .collect();
    let luck = review
        .luck
        .iter()
        .map(|t| JsonThrow {
            step: t.step,
            seat: t.seat,
            value: t.value,
            chance_after: t.after[t.seat.index()],
            chance_expected: t.expected[t.seat.index()],
            luck: t.luck(),
        })
        .collect();
    let review = JsonReview {
        decisions,
        players,
        luck,
    };
    serde_json::to_string(&review).map_err(|e| e.to_string())
}

/// The review as text for people: the big mistakes, then one line per player.
fn text(review: &Review) -> String {
    let mut out = String::new();
    for d in review.decisions.iter().filter(|d| d.big_mistake) {
        let _ = writeln!(
            out,
            "move {:>4} {:<6} played {}: {:.1}% to win; Hard plays {}: {:.1}% (gave away {:.1} points)",
            d.number,
            d.seat.to_string(),
            d.played,
            100.0 * d.chance_played,
            d.best,
            100.0 * d.chance_best,
            100.0 * d.given_away
        );
    }
    out.push_str(
        "player  decisions  accuracy  given away  big mistakes       luck  result  luck-adjusted",
    );
    for p in &review.players {
        let _ = write!(
            out,
            "\n{:<7} {:>9}  {:>7.1}%  {:>7.1} pts  {:>12}  {:>+5.1} pts  {:>6.2}  {:>13.2}",
            p.seat.to_string(),
            p.decisions,
            p.accuracy,
            100.0 * p.given_away,
            p.big_mistakes,
            100.0 * p.luck,
            p.result,
            p.luck_adjusted()
        );
    }
    out
}

/// Reads the record, reviews it and prints the review.
pub fn run(args: &ReviewArgs) -> Result<(), String> {
    let record = read_record(&args.file)?;
    record
        .replay()
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    let review = dhayam_ai::review(&record, args.seed)
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    if args.json {
        println!("{}", json(&review)?);
    } else {
        println!("{}", text(&review));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_ai::Level;
    use dhayam_core::{Setup, Throw};

    /// The first 120 steps of a 2-player game between Medium and Easy, recorded.
    fn recorded() -> dhayam_core::GameRecord {
        use rand::SeedableRng as _;
        let setup = Setup::new([Seat::South, Seat::North]);
        let mut game = dhayam_core::RecordedGame::new(&setup).unwrap();
        let mut bots = [Level::Medium.bot(2), Level::Easy.bot(2)];
        let mut dice = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(2);
        for _ in 0..120 {
            match game.game().phase() {
                dhayam_core::Phase::AwaitingThrow(_) => {
                    game.throw(Throw::random(&mut dice)).unwrap();
                }
                dhayam_core::Phase::AwaitingMove(seat) => {
                    let bot = &mut bots[usize::from(seat != Seat::South)];
                    let mv = bot.choose(game.game()).unwrap();
                    game.play(mv).unwrap();
                }
                dhayam_core::Phase::Finished => break,
            }
        }
        game.record().clone()
    }

    #[test]
    fn json_and_text_say_what_the_review_found() {
        let record = recorded();
        let review = dhayam_ai::review(&record, REVIEW_SEED).unwrap();
        let value: serde_json::Value = serde_json::from_str(&json(&review).unwrap()).unwrap();
        let decisions = value["decisions"].as_array().unwrap();
        assert_eq!(decisions.len(), review.decisions.len());
        for (shown, d) in decisions.iter().zip(&review.decisions) {
            assert_eq!(shown["number"].as_u64().unwrap() as usize, d.number);
            assert_eq!(shown["played"].as_str().unwrap(), d.played.to_string());
            assert_eq!(shown["big_mistake"].as_bool().unwrap(), d.big_mistake);
        }
        let players = value["players"].as_array().unwrap();
        assert_eq!(players.len(), 2);
        // The dice's luck adds up to nothing over the table, and every throw is there.
        let luck: Vec<f64> = players
            .iter()
            .map(|p| p["luck"].as_f64().unwrap())
            .collect();
        assert!((luck[0] + luck[1]).abs() < 1e-4, "{luck:?}");
        assert!(luck[0].abs() > 0.0, "120 steps without luck");
        for (shown, p) in players.iter().zip(&review.players) {
            let adjusted = shown["luck_adjusted"].as_f64().unwrap();
            assert!((adjusted - p.luck_adjusted()).abs() < 1e-12, "{adjusted}");
        }
        let throws = value["luck"].as_array().unwrap();
        assert_eq!(throws.len(), record.throws.len());
        for (shown, t) in throws.iter().zip(&review.luck) {
            assert_eq!(shown["value"].as_u64().unwrap(), u64::from(t.value));
            let (after, expected) = (
                shown["chance_after"].as_f64().unwrap(),
                shown["chance_expected"].as_f64().unwrap(),
            );
            assert!((after - expected - shown["luck"].as_f64().unwrap()).abs() < 1e-12);
        }
        let text = text(&review);
        assert!(
            text.contains("accuracy") && text.contains("luck-adjusted"),
            "{text}"
        );
        assert_eq!(
            text.matches("gave away").count(),
            review.decisions.iter().filter(|d| d.big_mistake).count()
        );
    }
}
