//! Where throws come from: randomness stays outside the rules, behind one trait.

use std::collections::VecDeque;
use std::fmt;

use dhayam_core::{Dice, Throw, ThrowKind};
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
    /// A scripted throw of one kind was asked for as the other (long dice on the 5x5
    /// board, or cowries on the 7x7): a mistake in the test, told rather than bent.
    WrongKind {
        /// What the script holds next.
        scripted: ThrowKind,
        /// What the game throws.
        asked: ThrowKind,
    },
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceError::ScriptEnded { thrown } => {
                write!(f, "the scripted dice ran out after {thrown} throws")
            }
            DiceError::WrongKind { scripted, asked } => {
                write!(
                    f,
                    "the script holds {scripted} where the game throws {asked}"
                )
            }
        }
    }
}

impl std::error::Error for DiceError {}

/// Something that throws the two long dice or four cowries.
pub trait DiceSource: Send {
    /// The next throw of `kind` (what the game's board throws), or why there is none.
    fn throw(&mut self, kind: ThrowKind) -> Result<Throw, DiceError>;
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
    fn throw(&mut self, kind: ThrowKind) -> Result<Throw, DiceError> {
        Ok(self.dice.throw(kind))
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

    /// Dice that show these throws in order (cowries among them, for the 5x5 board).
    pub fn throws(throws: impl IntoIterator<Item = Throw>) -> ScriptedDice {
        ScriptedDice {
            script: throws.into_iter().collect(),
            thrown: 0,
        }
    }

    /// How many scripted throws are left.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl DiceSource for ScriptedDice {
    fn throw(&mut self, kind: ThrowKind) -> Result<Throw, DiceError> {
        let throw = *self.script.front().ok_or(DiceError::ScriptEnded {
            thrown: self.thrown,
        })?;
        if throw.kind() != kind {
            return Err(DiceError::WrongKind {
                scripted: throw.kind(),
                asked: kind,
            });
        }
        self.script.pop_front();
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
        let values: Vec<u8> = (0..3)
            .map(|_| dice.throw(ThrowKind::LongDice).unwrap().value())
            .collect();
        assert_eq!(values, [1, 12, 4]);
        assert_eq!(
            dice.throw(ThrowKind::LongDice),
            Err(DiceError::ScriptEnded { thrown: 3 })
        );
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
            assert_eq!(a.throw(ThrowKind::Cowries), b.throw(ThrowKind::Cowries));
        }
    }

    #[test]
    fn scripted_dice_refuse_a_throw_of_the_other_kind_and_keep_it() {
        let cowrie = Throw::from_shells([true, false, false, true]);
        let mut dice = ScriptedDice::throws([cowrie]);
        assert_eq!(
            dice.throw(ThrowKind::LongDice),
            Err(DiceError::WrongKind {
                scripted: ThrowKind::Cowries,
                asked: ThrowKind::LongDice
            })
        );
        assert_eq!(dice.remaining(), 1);
        assert_eq!(dice.throw(ThrowKind::Cowries), Ok(cowrie));
    }

    #[test]
    fn random_dice_throw_what_the_board_asks_for() {
        let mut dice = RandomDice::seeded(3);
        for kind in ThrowKind::ALL.into_iter().cycle().take(40) {
            assert_eq!(dice.throw(kind).unwrap().kind(), kind);
        }
    }
}
