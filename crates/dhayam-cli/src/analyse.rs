//! `dhayam-cli analyse "POSITION" [--throw V]`: every legal move of a position with Hard's
//! chance for it, or, before a throw, what each of the seven values would be worth.

use std::fmt::Write as _;

use clap::Args;
use dhayam_ai::REVIEW_SEED;
use dhayam_core::{Game, Phase, Seat, Throw};
use serde::Serialize;

/// Arguments of `analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The position as one line (as the app's analysis board exports it), e.g.
    /// "S:y.y.5.48/ox N:y.y.y.y/o to=S phase=throw".
    pub position: String,
    /// Throw this value first (1 to 6 or 12); the position must wait for a throw.
    #[arg(long)]
    pub throw: Option<u8>,
    /// Seed of Hard's play-outs; the default is the review's, as the app uses.
    #[arg(long, default_value_t = REVIEW_SEED)]
    pub seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// One legal move and the mover's chance after it.
#[derive(Serialize)]
struct RatedMove {
    /// The move as the records write it.
    #[serde(rename = "move")]
    mv: String,
    /// The pawn (1-based).
    pawn: u8,
    /// The value spent.
    value: u8,
    /// The mover's chance of taking the best open place after it (Hard's search).
    chance: f64,
}

/// One throw value and what it would be worth to the thrower.
#[derive(Serialize)]
struct RatedThrow {
    value: u8,
    /// Its odds, in sixteenths.
    odds_in_16: u32,
    /// The thrower's chance of winning after it, played at its best.
    chance: f64,
    /// That chance minus the chance expected over the seven values: the throw's luck.
    luck: f64,
}

/// One player's chance of winning.
#[derive(Serialize)]
struct SeatChance {
    seat: Seat,
    chance: f64,
}

/// The analysis, as the JSON has it.
#[derive(Serialize)]
struct Analysis {
    /// The position analysed (after the throw, if one was asked for).
    position: String,
    /// Who acts.
    to: Seat,
    /// Each seated player's chance of winning, by the evaluation.
    chances: Vec<SeatChance>,
    /// Every legal move, best first, when the position waits for a move.
    moves: Vec<RatedMove>,
    /// Each throw value, when the position waits for a throw.
    throws: Vec<RatedThrow>,
}

/// Analyses `game` with Hard's search seeded by `seed`, as the app's analysis board does.
fn analyse(game: &Game, seed: u64) -> Analysis {
    let analysed = dhayam_ai::analyse(game, seed);
    let moves = analysed
        .moves
        .iter()
        .map(|&(mv, chance)| RatedMove {
            mv: mv.to_string(),
            pawn: mv.pawn + 1,
            value: mv.value,
            chance,
        })
        .collect();
    let throws = analysed
        .throws
        .iter()
        .map(|t| RatedThrow {
            value: t.value,
            odds_in_16: t.odds_in_16,
            chance: t.chance,
            luck: t.luck,
        })
        .collect();
    Analysis {
        position: game.position_line(),
        to: game.turn(),
        chances: game
            .seats()
            .iter()
            .map(|&seat| SeatChance {
                seat,
                chance: f64::from(analysed.chances[seat.index()]),
            })
            .collect(),
        moves,
        throws,
    }
}

/// The analysis as text for people.
fn text(analysis: &Analysis) -> String {
    let mut out = format!("{}\n", analysis.position);
    for SeatChance { seat, chance } in &analysis.chances {
        let _ = writeln!(
            out,
            "{:<6} {:>5.1}% to win",
            seat.to_string(),
            100.0 * chance
        );
    }
    for m in &analysis.moves {
        let _ = writeln!(out, "{:<24} {:>5.1}%", m.mv, 100.0 * m.chance);
    }
    for t in &analysis.throws {
        let _ = writeln!(
            out,
            "throw {:>2} ({:>2}/16)  {:>5.1}% to win  luck {:>+5.1} points",
            t.value,
            t.odds_in_16,
            100.0 * t.chance,
            100.0 * t.luck
        );
    }
    out.trim_end().to_owned()
}

/// Reads the position, throws if asked, and prints the analysis.
pub fn run(args: &AnalyseArgs) -> Result<(), String> {
    let mut game = Game::from_position_line(&args.position).map_err(|e| e.to_string())?;
    if let Some(value) = args.throw {
        let throw = Throw::with_value(value)
            .ok_or_else(|| format!("{value} is not a throw value: 1 to 6 or 12"))?;
        if !matches!(game.phase(), Phase::AwaitingThrow(_)) {
            return Err("--throw: the position does not wait for a throw".to_owned());
        }
        game.throw(throw).map_err(|e| e.to_string())?;
    }
    let analysis = analyse(&game, args.seed);
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&analysis).map_err(|e| e.to_string())?
        );
    } else {
        println!("{}", text(&analysis));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_throw_of_one_at_the_start_enters_a_pawn_and_every_value_is_rated() {
        let start = "S:y.y.y.y N:y.y.y.y to=S phase=throw";
        let game = Game::from_position_line(start).unwrap();
        let before = analyse(&game, REVIEW_SEED);
        assert!(before.moves.is_empty());
        assert_eq!(before.throws.len(), 7);
        let odds: u32 = before.throws.iter().map(|t| t.odds_in_16).sum();
        assert_eq!(odds, 16);
        let mean_luck: f64 = before
            .throws
            .iter()
            .map(|t| f64::from(t.odds_in_16) / 16.0 * t.luck)
            .sum();
        assert!(mean_luck.abs() < 1e-9, "{mean_luck}");

        let mut thrown = game.clone();
        thrown.throw(Throw::with_value(1).unwrap()).unwrap();
        let after = analyse(&thrown, REVIEW_SEED);
        assert!(after.throws.is_empty());
        assert!(!after.moves.is_empty());
        assert!(
            after
                .moves
                .iter()
                .all(|m| m.value == 1 && m.mv.contains("enters"))
        );
        assert!(after.moves.windows(2).all(|w| w[0].chance >= w[1].chance));
        assert!(text(&after).starts_with(&thrown.position_line()));
    }
}
