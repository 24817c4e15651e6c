//! `dhayam-cli review GAME.ron`: what the Hard bot thinks of every decision of a game.

use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;
use dhayam_ai::{SearchBot, SearchBudget};
use dhayam_core::{Game, GameRecord, Move, Phase, Seat};
use serde::Serialize;

use crate::replay::read_record;

/// A move that gave away at least this much win chance is flagged as a big mistake.
const BIG_MISTAKE: f64 = 0.05;
/// A move within this much of the best counts as accurate.
const ACCURATE: f64 = 0.01;

/// Arguments of `review`.
#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game record to review (RON, as written by `simulate --record` or the app).
    pub file: PathBuf,
    /// Seed of the Hard bot's play-outs; the same seed gives the same review.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// One decision with a real choice.
#[derive(Clone, Debug, Serialize)]
pub struct Decision {
    /// Which move of the record (1-based).
    pub number: usize,
    /// Who chose.
    pub seat: Seat,
    /// The move played, as the record has it.
    pub played: String,
    /// The move Hard would play.
    pub best: String,
    /// The mover's chance of taking the best open place after the move played.
    pub chance_played: f64,
    /// The same after Hard's move.
    pub chance_best: f64,
    /// How much chance the move played gave away (0 when it was Hard's choice).
    pub given_away: f64,
    /// Whether it gave away at least 5 points.
    pub big_mistake: bool,
}

/// One player's summary.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerSummary {
    /// The player.
    pub seat: Seat,
    /// Decisions with a real choice.
    pub decisions: usize,
    /// Percentage of them within 1 point of Hard's choice.
    pub accuracy: f64,
    /// Win chance given away, summed over the game.
    pub given_away: f64,
    /// Decisions that gave away at least 5 points.
    pub big_mistakes: usize,
}

/// The whole review.
#[derive(Clone, Debug, Serialize)]
pub struct Review {
    /// Every decision with a real choice, in order.
    pub decisions: Vec<Decision>,
    /// One summary per seated player, in seating order.
    pub players: Vec<PlayerSummary>,
}

/// Reviews every decision of `record` with a Hard bot seeded with `seed`.
pub fn review(record: &GameRecord, seed: u64) -> Result<Review, String> {
    let mut game = Game::new(&record.setup).map_err(|e| e.to_string())?;
    let mut bot = SearchBot::new(seed, SearchBudget::default());
    let (mut throws, mut moves) = (record.throws.iter(), record.moves.iter());
    let mut decisions = Vec::new();
    loop {
        match game.phase() {
            Phase::Finished => break,
            Phase::AwaitingThrow(_) => {
                let Some(&throw) = throws.next() else { break };
                game.throw_with(throw, |_| {})
                    .map_err(|e| format!("a throw of the record was refused: {e}"))?;
            }
            Phase::AwaitingMove(seat) => {
                let Some(&played) = moves.next() else { break };
                let number = record.moves.len() - moves.len();
                if let Some(decision) = judge(&mut bot, &game, seat, played, number) {
                    decisions.push(decision);
                }
                game.play_with(played, |_| {})
                    .map_err(|e| format!("move {number} of the record was refused: {e}"))?;
            }
        }
    }
    let players = game
        .seats()
        .iter()
        .map(|&seat| summary(seat, &decisions))
        .collect();
    Ok(Review { decisions, players })
}

/// Hard's view of `played` in `game`, if the mover had a real choice.
fn judge(
    bot: &mut SearchBot,
    game: &Game,
    seat: Seat,
    played: Move,
    number: usize,
) -> Option<Decision> {
    if game.legal_move_slice().len() <= 1 {
        return None;
    }
    let rated = bot.rate_moves(game);
    let &(best, chance_best) =
        rated
            .iter()
            .fold(None, |top: Option<&(Move, f64)>, entry| match top {
                Some(t) if t.1 >= entry.1 => Some(t),
                _ => Some(entry),
            })?;
    let chance_played = rated.iter().find(|(mv, _)| *mv == played)?.1;
    if rated
        .iter()
        .all(|(_, chance)| (chance_best - chance).abs() < 1e-12)
    {
        return None;
    }
    let given_away = (chance_best - chance_played).max(0.0);
    // A move as good as the best (often the same position by another pawn) is Hard's too.
    let best = if given_away < 1e-12 { played } else { best };
    Some(Decision {
        number,
        seat,
        played: played.to_string(),
        best: best.to_string(),
        chance_played,
        chance_best,
        given_away,
        big_mistake: given_away >= BIG_MISTAKE,
    })
}

/// `seat`'s summary over `decisions`.
fn summary(seat: Seat, decisions: &[Decision]) -> PlayerSummary {
    let own: Vec<&Decision> = decisions.iter().filter(|d| d.seat == seat).collect();
    let accurate = own.iter().filter(|d| d.given_away < ACCURATE).count();
    PlayerSummary {
        seat,
        decisions: own.len(),
        accuracy: if own.is_empty() {
            100.0
        } else {
            100.0 * accurate as f64 / own.len() as f64
        },
        given_away: own.iter().map(|d| d.given_away).sum(),
        big_mistakes: own.iter().filter(|d| d.big_mistake).count(),
    }
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
    let review = review(&record, args.seed)?;
    if args.json {
        let json = serde_json::to_string(&review).map_err(|e| e.to_string())?;
        println!("{json}");
    } else {
        println!("{}", text(&review));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dhayam_ai::{Bot, Level};
    use dhayam_core::{RecordedGame, Setup, Throw};
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{Rng, SeedableRng};

    /// A 2-player game to the first winner: South plays Hard's moves, North random ones.
    fn recorded(seed: u64) -> GameRecord {
        let mut game = RecordedGame::new(&Setup::new([Seat::South, Seat::North])).unwrap();
        let mut dice = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut hard = SearchBot::new(seed, SearchBudget::default());
        let mut easy = Level::Easy.bot(seed);
        while game.game().ranking().is_empty() {
            match game.game().phase() {
                Phase::AwaitingThrow(_) => {
                    game.throw(Throw::from_bits(dice.next_u32() as u8)).unwrap();
                }
                Phase::AwaitingMove(seat) => {
                    let bot: &mut dyn Bot = if seat == Seat::South {
                        &mut hard
                    } else {
                        &mut *easy
                    };
                    let mv = bot.choose(game.game()).unwrap();
                    game.play(mv).unwrap();
                }
                Phase::Finished => break,
            }
        }
        game.record().clone()
    }

    #[test]
    fn random_moves_give_away_more_than_hards() {
        let record = recorded(3);
        let review = review(&record, 3).unwrap();
        assert!(!review.decisions.is_empty());
        let south = &review.players[0];
        let north = &review.players[1];
        assert_eq!((south.seat, north.seat), (Seat::South, Seat::North));
        assert!(south.decisions > 0 && north.decisions > 0);
        assert!(
            north.given_away > south.given_away && north.accuracy < south.accuracy,
            "{south:?} {north:?}"
        );
        assert!(review.decisions.iter().all(|d| d.given_away >= 0.0));
        let text = text(&review);
        assert!(text.contains("accuracy"), "{text}");
    }
}
