//! The Hard bot as it played in 2026, kept unchanged as a yardstick for the new one.

use dhayam_core::{Dice, Game, MAX_MOVES, Move};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::eval::evaluate_place;
use crate::hard::{Choice, InTeams, choice, rollout};
use crate::{Bot, Level};

/// Rollouts per decision, shared evenly among the distinct moves.
const ROLLOUTS: u32 = 768;
/// Fewest rollouts for each distinct move.
const MIN_PER_MOVE: u32 = 32;
/// Own turns played out before the position is scored.
const HORIZON: u32 = 2;

/// The 2026 Hard bot (`hard-2026` in tournaments; never offered in the app): 768 rollouts
/// (at least 32 per distinct move) with the Medium policy to the end of its next turn, the
/// positions scored in steps by [`evaluate`](crate::evaluate), the best average played.
///
/// Its budget is fixed so its strength stays a fixed point to measure against. It reports
/// [`Level::Hard`], the level it stood for.
#[derive(Clone, Debug)]
pub struct Hard2026 {
    rng: Xoshiro256PlusPlus,
}

impl Hard2026 {
    /// The 2026 Hard bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Hard2026 {
        Hard2026 {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Bot for Hard2026 {
    fn level(&self) -> Level {
        Level::Hard
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        let (seat, candidates) = match choice(game, InTeams::Medium) {
            Choice::Forced(mv) => return mv,
            Choice::Open(seat, candidates) => (seat, candidates),
        };
        let per_move = (ROLLOUTS / candidates.len() as u32).max(MIN_PER_MOVE);
        let decision_seed = self.rng.next_u64();
        let ranked = game.ranking().len();
        let mut totals = [0.0f64; MAX_MOVES];
        for done in 0..per_move {
            let dice_seed = decision_seed ^ u64::from(done).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            for (slot, (_, after)) in candidates.iter().enumerate() {
                let mut dice = Dice::new(Xoshiro256PlusPlus::seed_from_u64(dice_seed));
                let end = rollout(after, seat, ranked, (HORIZON, false), &mut dice);
                totals[slot] += f64::from(evaluate_place(&end, seat, ranked));
            }
        }
        let mut best = 0;
        for slot in 1..candidates.len() {
            if totals[slot] > totals[best] {
                best = slot;
            }
        }
        Some(candidates[best].0)
    }
}
