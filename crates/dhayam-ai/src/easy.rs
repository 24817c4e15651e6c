//! Easy: a random legal move.

use dhayam_core::{Game, Move};
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::IndexedRandom;

use crate::{Bot, Level};

/// The Easy bot: plays a legal move chosen uniformly at random.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
}

impl RandomBot {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn level(&self) -> Level {
        Level::Easy
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        game.legal_moves().choose(&mut self.rng).copied()
    }
}
