//! Drawing throws from a random number generator, outside the rules.

use rand::Rng;

use crate::{Throw, ThrowKind};

/// A pair of long dice (or four cowries) thrown by a random number generator.
///
/// Each throw needs only four random bits (two per four-sided die, one per shell), so one
/// 64-bit word
/// serves sixteen throws. The rules never call this: front ends and simulations draw a
/// [`Throw`] here and hand it to [`crate::Game::throw`].
#[derive(Clone, Debug)]
pub struct Dice<R> {
    rng: R,
    bits: u64,
    left: u8,
}

impl<R: Rng> Dice<R> {
    /// Dice rolled by `rng`.
    pub fn new(rng: R) -> Dice<R> {
        Dice {
            rng,
            bits: 0,
            left: 0,
        }
    }

    /// Rolls both dice.
    #[inline]
    pub fn roll(&mut self) -> Throw {
        self.throw(ThrowKind::LongDice)
    }

    /// Throws what `kind` names (the two dice, or four cowries: four bits either way).
    #[inline]
    pub fn throw(&mut self, kind: ThrowKind) -> Throw {
        if self.left == 0 {
            self.bits = self.rng.next_u64();
            self.left = 16;
        }
        let throw = kind.from_bits((self.bits & 0xF) as u8);
        self.bits >>= 4;
        self.left -= 1;
        throw
    }

    /// A uniform random index below `len` (which must be at most 2^32), for picking one
    /// of a few moves. Multiply-shift: bias below 2^-26 for the lists a game produces.
    #[inline]
    pub fn pick(&mut self, len: usize) -> usize {
        ((u64::from(self.rng.next_u32()) * len as u64) >> 32) as usize
    }

    /// The generator, for the other random choices of a simulation.
    pub fn rng(&mut self) -> &mut R {
        &mut self.rng
    }
}
