//! A second opinion on a move before it is played: the tutor's question, and a puzzle's
//! answer.

use dhayam_core::{Game, Move};

use crate::hard::best_rated;
use crate::{Reason, SearchBot, SearchBudget, why_better};

/// A move that gives away at least this much of the mover's chance (5 points) is worth a
/// word before it is played.
pub const TUTOR_THRESHOLD: f64 = 0.05;

/// Hard's better move where a move gives chance away, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The move about to be played.
    pub mine: Move,
    /// The move Hard would play.
    pub better: Move,
    /// The mover's chance of taking the best open place after `better` (0 to 1).
    pub chance_better: f64,
    /// How much of the mover's chance `mine` gives away against `better` (0 to 1).
    pub given_away: f64,
    /// Why `better` is better, in game words.
    pub why: Vec<Reason>,
}

/// Hard's opinion of `mine` in `game` (waiting for a move), rated by the same play-outs as
/// the review, with a Hard bot seeded with `seed`: `None` when `mine` is as good as Hard's
/// choice or gives away less than `threshold`, or is not a legal move.
pub fn advise(game: &Game, mine: Move, seed: u64, threshold: f64) -> Option<Advice> {
    let rated = SearchBot::new(seed, SearchBudget::default()).rate_moves(game);
    let mine_chance = rated.iter().find(|(mv, _)| *mv == mine)?.1;
    let (better, best_chance) = best_rated(&rated)?;
    let given_away = best_chance - mine_chance;
    (given_away >= threshold && given_away > 0.0).then(|| Advice {
        mine,
        better,
        chance_better: best_chance,
        given_away,
        why: why_better(game, better, mine),
    })
}
