//! Where throws come from: randomness stays in the app, outside the rules.

use std::collections::VecDeque;

use dhayam_core::Throw;
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

/// Something that throws the two long dice.
pub trait DiceSource {
    /// The next throw.
    fn throw(&mut self) -> Throw;
}

/// Fair dice from a seeded generator.
#[derive(Clone, Debug)]
pub struct RandomDice {
    rng: Xoshiro256PlusPlus,
}

impl RandomDice {
    /// Dice that repeat the same throws for the same seed.
    pub fn seeded(seed: u64) -> RandomDice {
        RandomDice {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// Dice seeded from the operating system.
    pub fn from_entropy() -> RandomDice {
        RandomDice::seeded(rand::random())
    }
}

impl DiceSource for RandomDice {
    fn throw(&mut self) -> Throw {
        Throw::random(&mut self.rng)
    }
}

/// Throws given in advance (for tests and demonstrations), then seeded random ones.
#[derive(Clone, Debug)]
pub struct ScriptedDice {
    script: VecDeque<Throw>,
    after: RandomDice,
}

impl ScriptedDice {
    /// Dice that first show `values` (each 1..=6 or 12; others are skipped), then throw at
    /// random from seed 0.
    pub fn values(values: impl IntoIterator<Item = u8>) -> ScriptedDice {
        ScriptedDice {
            script: values.into_iter().filter_map(Throw::with_value).collect(),
            after: RandomDice::seeded(0),
        }
    }

    /// Adds throws of `values` to the end of the script.
    pub fn push_values(&mut self, values: impl IntoIterator<Item = u8>) {
        self.script
            .extend(values.into_iter().filter_map(Throw::with_value));
    }

    /// How many scripted throws are left.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl DiceSource for ScriptedDice {
    fn throw(&mut self) -> Throw {
        self.script
            .pop_front()
            .unwrap_or_else(|| self.after.throw())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_dice_show_the_script_then_random_throws() {
        let mut dice = ScriptedDice::values([1, 12, 7, 4]);
        assert_eq!(dice.remaining(), 3, "7 is no throw value and is skipped");
        let values: Vec<u8> = (0..3).map(|_| dice.throw().value()).collect();
        assert_eq!(values, [1, 12, 4]);
        let v = dice.throw().value();
        assert!(dhayam_core::throw::VALUES.contains(&v));
    }

    #[test]
    fn seeded_dice_repeat() {
        let mut a = RandomDice::seeded(3);
        let mut b = RandomDice::seeded(3);
        for _ in 0..50 {
            assert_eq!(a.throw(), b.throw());
        }
    }
}
