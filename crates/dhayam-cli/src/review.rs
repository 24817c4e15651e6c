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

/// One player's summary, as the JSON has it.
#[derive(Serialize)]
struct JsonPlayer {
    seat: Seat,
    decisions: usize,
    accuracy: f64,
    given_away: f64,
    big_mistakes: usize,
}

/// The whole review, as the JSON has it.
#[derive(Serialize)]
struct JsonReview {
    decisions: Vec<JsonDecision>,
    players: Vec<JsonPlayer>,
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
        })
        .collect();
    serde_json::to_string(&JsonReview { decisions, players }).map_err(|e| e.to_string())
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
    out.push_str("player  decisions  accuracy  given away  big mistakes");
    for p in &review.players {
        let _ = write!(
            out,
            "\n{:<7} {:>9}  {:>7.1}%  {:>7.1} pts  {:>12}",
            p.seat.to_string(),
            p.decisions,
            p.accuracy,
            100.0 * p.given_away,
            p.big_mistakes
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
        let text = text(&review);
        assert!(text.contains("accuracy"), "{text}");
        assert_eq!(
            text.matches("gave away").count(),
            review.decisions.iter().filter(|d| d.big_mistake).count()
        );
    }
}
