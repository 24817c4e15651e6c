//! Where throws come from: randomness stays outside the rules, behind one trait.

use std::collections::VecDeque;
use std::fmt;

use dhayam_core::{Dice, Throw};
use rand::SeedableRng as _;
use rand::rngs::Xoshiro256PlusPlus;

/// Why the dice gave no throw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceError {
    /// A scripted dice ran out of throws: a test asked for more throws than it planned.
    ScriptEnded {
        /// How many throws the script had.
        thrown: usize,
    },
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::ScriptEnded { thrown } => {
                write!(f, "the scripted dice ran out after {thrown} throws")
            }
        }
    }
}

impl std::error::Error for DiceError {}

/// Something that throws the two long dice.
pub trait DiceSource: Send {
    /// The next throw, or why there is none.
    fn throw(&mut self) -> Result<Throw, DiceError>;
}

/// Fair dice from a seeded generator (core's [`Dice`]).
#[derive(Clone, Debug)]
pub struct RandomDice {
    dice: Dice<Xoshiro256PlusPlus>,
}

impl RandomDice {
    /// Dice that repeat the same throws for the same seed.
    pub fn seeded(seed: u64) -> RandomDice {
        RandomDice {
            dice: Dice::new(Xoshiro256PlusPlus::seed_from_u64(seed)),
        }
    }

    /// Dice seeded from the operating system.
    pub fn from_entropy() -> RandomDice {
        RandomDice::seeded(rand::random())
    }
}

impl DiceSource for RandomDice {
    fn throw(&mut self) -> Result<Throw, DiceError> {
        Ok(self.dice.roll())
    }
}

/// Throws given in advance, for tests and demonstrations. Strict: asking for a throw past
/// the script is an error, never a silent random throw.
#[derive(Clone, Debug)]
pub struct ScriptedDice {
    script: VecDeque<Throw>,
    thrown: usize,
}

impl ScriptedDice {
    /// Dice that show `values` in order.
    ///
    /// # Panics
    /// On a value that no throw shows (only 1 to 6 and 12 exist): a script with one is a
    /// mistake in the test, told at once.
    pub fn values(values: impl IntoIterator<Item = u8>) -> ScriptedDice {
        let mut dice = ScriptedDice {
            script: VecDeque::new(),
            thrown: 0,
        };
        dice.push_values(values);
        dice
    }

    /// Adds throws of `values` to the end of the script.
    ///
    /// # Panics
    /// On a value that no throw shows, as [`ScriptedDice::values`].
    pub fn push_values(&mut self, values: impl IntoIterator<Item = u8>) {
        for value in values {
            let throw = Throw::with_value(value)
                .unwrap_or_else(|| panic!("{value} is no throw value (1 to 6, or 12)"));
            self.script.push_back(throw);
        }
    }

    /// How many scripted throws are left.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl DiceSource for ScriptedDice {
    fn throw(&mut self) -> Result<Throw, DiceError> {
        let throw = self.script.pop_front().ok_or(DiceError::ScriptEnded {
            thrown: self.thrown,
        })?;
        self.thrown += 1;
        Ok(throw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_dice_show_the_script_then_refuse() {
        let mut dice = ScriptedDice::values([1, 12, 4]);
        assert_eq!(dice.remaining(), 3);
        let values: Vec<u8> = (0..3).map(|_| dice.throw().unwrap().value()).collect();
        assert_eq!(values, [1, 12, 4]);
        assert_eq!(dice.throw(), Err(DiceError::ScriptEnded { thrown: 3 }));
    }

    #[test]
    #[should_panic(expected = "7 is no throw value")]
    fn a_value_no_throw_shows_is_a_mistake() {
        let _ = ScriptedDice::values([1, 7]);
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
