//! The two four-sided long dice and the value of a throw.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The values a throw can have, ascending.
pub const VALUES: [u8; 7] = [1, 2, 3, 4, 5, 6, 12];

/// The chance of each of [`VALUES`] out of 16 (two dice, four faces each).
pub const ODDS_IN_16: [u32; 7] = [2, 3, 4, 3, 2, 1, 1];

/// What a board throws: two four-sided long dice (the 7x7 board) or four cowrie shells
/// (the 5x5 board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThrowKind {
    /// Two long dice, faces blank, 1, 2 and 3: values 1 to 6 and 12 ([`VALUES`]).
    #[default]
    LongDice,
    /// Four cowries landing mouth up or down: the mouths up, 1 to 4, or 8 for none.
    Cowries,
}

/// The values four cowries can give, ascending.
pub const COWRIE_VALUES: [u8; 5] = [1, 2, 3, 4, 8];

/// The chance of each of [`COWRIE_VALUES`] out of 16 (four shells, each up or down).
pub const COWRIE_ODDS_IN_16: [u32; 5] = [4, 6, 4, 1, 1];

/// The slot of a throw's value among its kind's values, by kind (16 entries each) and the
/// four bits of the throw: two bits per die, or one bit per shell (set: mouth up).
const SLOT_OF_BITS: [u8; 32] = {
    let mut slots = [0u8; 32];
    let mut bits = 0;
    while bits < 16 {
        // Dice: a face sum of 1 to 6 is slot 0 to 5, blank + blank (12) is slot 6.
        let sum = (bits & 3) + (bits >> 2);
        slots[bits] = if sum == 0 { 6 } else { sum as u8 - 1 };
        // Cowries: 1 to 4 mouths up is slot 0 to 3, none (8) is slot 4.
        let up = (bits & 1) + (bits >> 1 & 1) + (bits >> 2 & 1) + (bits >> 3 & 1);
        slots[16 + bits] = if up == 0 { 4 } else { up as u8 - 1 };
        bits += 1;
    }
    slots
};

impl ThrowKind {
    /// Both kinds.
    pub const ALL: [ThrowKind; 2] = [ThrowKind::LongDice, ThrowKind::Cowries];

    /// The values a throw of this kind can have, ascending.
    pub const fn values(self) -> &'static [u8] {
        match self {
            ThrowKind::LongDice => &VALUES,
            ThrowKind::Cowries => &COWRIE_VALUES,
        }
    }

    /// The chance of each of [`ThrowKind::values`] out of 16.
    pub const fn odds_in_16(self) -> &'static [u32] {
        match self {
            ThrowKind::LongDice => &ODDS_IN_16,
            ThrowKind::Cowries => &COWRIE_ODDS_IN_16,
        }
    }

    /// The position of `value` in [`ThrowKind::values`], if a throw of this kind gives it.
    pub const fn slot_of(self, value: u8) -> Option<usize> {
        match self {
            ThrowKind::LongDice => value_slot(value),
            ThrowKind::Cowries => slot_in(&COWRIE_SLOT_OF, value),
        }
    }

    /// A throw of this kind from the low four bits of `bits`: two bits per die, or one
    /// bit per shell (set: mouth up). Every pattern is equally likely, as the real throw.
    pub const fn from_bits(self, bits: u8) -> Throw {
        Throw {
            kind: self,
            bits: bits & 0xF,
        }
    }

    /// Draws a throw of this kind from any random number generator.
    pub fn random<R: rand::Rng + ?Sized>(self, rng: &mut R) -> Throw {
        self.from_bits(rng.next_u32() as u8)
    }

    /// Some throw of this kind with the given value, for tests and tools.
    pub const fn with_value(self, value: u8) -> Option<Throw> {
        match self {
            ThrowKind::LongDice => Throw::with_value(value),
            ThrowKind::Cowries => match value {
                // The first `value` shells mouth up; none for 8.
                1..=4 => Some(self.from_bits((1 << value) - 1)),
                8 => Some(self.from_bits(0)),
                _ => None,
            },
        }
    }
}

impl fmt::Display for ThrowKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ThrowKind::LongDice => "two long dice",
            ThrowKind::Cowries => "four cowries",
        })
    }
}

/// One throw: two long dice or four cowries, as they fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ThrowRepr", into = "ThrowRepr")]
pub struct Throw {
    kind: ThrowKind,
    /// Two bits per die (die 0 low), or one bit per shell (set: mouth up, shell 0 low).
    bits: u8,
}

/// A throw as files write it: the two dice faces as before there were cowries, or the
/// four shells, 1 for mouth up and 0 for down.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(untagged)]
enum ThrowRepr {
    Dice([u8; 2]),
    Cowries([u8; 4]),
}

/// A die face outside 0..=3, or a shell that is neither 0 (down) nor 1 (mouth up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceError {
    /// The face that was given.
    pub face: u8,
}

impl fmt::Display for FaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a die face must be 0 (blank), 1, 2 or 3, and a cowrie 0 (down) or 1 (mouth up), \
             not {}",
            self.face
        )
    }
}

impl std::error::Error for FaceError {}

impl Throw {
    /// A throw of the long dice showing faces `a` and `b`, each 0 (blank) to 3.
    pub const fn from_faces(a: u8, b: u8) -> Result<Throw, FaceError> {
        if a > 3 {
            return Err(FaceError { face: a });
        }
        if b > 3 {
            return Err(FaceError { face: b });
        }
        Ok(Throw {
            kind: ThrowKind::LongDice,
            bits: a | b << 2,
        })
    }

    /// A throw of four cowries, `true` for each shell that landed mouth up.
    pub const fn from_shells(up: [bool; 4]) -> Throw {
        ThrowKind::Cowries
            .from_bits(up[0] as u8 | (up[1] as u8) << 1 | (up[2] as u8) << 2 | (up[3] as u8) << 3)
    }

    /// Some throw of the long dice with the given value (1..=6 or 12), for tests and tools.
    pub const fn with_value(value: u8) -> Option<Throw> {
        let [a, b] = match value {
            1 => [0, 1],
            2 => [1, 1],
            3 => [1, 2],
            4 => [2, 2],
            5 => [2, 3],
            6 => [3, 3],
            12 => [0, 0],
            _ => return None,
        };
        Some(Throw {
            kind: ThrowKind::LongDice,
            bits: a | b << 2,
        })
    }

    /// Draws a throw of the long dice from any random number generator: two fair
    /// four-sided dice. Randomness stays outside the rules; the game only ever receives
    /// the result.
    pub fn random<R: rand::Rng + ?Sized>(rng: &mut R) -> Throw {
        ThrowKind::LongDice.random(rng)
    }

    /// A throw of the long dice from the low four bits of `bits` (two bits per die), for
    /// fast simulation with one random word shared by many throws.
    pub const fn from_bits(bits: u8) -> Throw {
        ThrowKind::LongDice.from_bits(bits)
    }

    /// What was thrown: long dice or cowries.
    pub const fn kind(self) -> ThrowKind {
        self.kind
    }

    /// The two faces shown by long dice, each 0 (blank) to 3; `[0, 0]` for cowries,
    /// which have no faces (see [`Throw::shells`]).
    pub const fn faces(self) -> [u8; 2] {
        match self.kind {
            ThrowKind::LongDice => [self.bits & 3, self.bits >> 2],
            ThrowKind::Cowries => [0, 0],
        }
    }

    /// The four cowries, `true` for mouth up; `None` for long dice.
    pub const fn shells(self) -> Option<[bool; 4]> {
        match self.kind {
            ThrowKind::LongDice => None,
            ThrowKind::Cowries => Some([
                self.bits & 1 != 0,
                self.bits & 2 != 0,
                self.bits & 4 != 0,
                self.bits & 8 != 0,
            ]),
        }
    }

    /// The value: for long dice the sum of the faces, except blank + blank = 12; for
    /// cowries the mouths up, except none = 8.
    pub const fn value(self) -> u8 {
        self.kind.values()[self.slot()]
    }

    /// The position of the value in its kind's values ([`VALUES`] for long dice), from
    /// one table lookup without a branch.
    #[inline]
    pub const fn slot(self) -> usize {
        SLOT_OF_BITS[(self.kind as usize) << 4 | (self.bits & 0xF) as usize] as usize
    }

    /// Whether this throw earns another throw by the usual rule of its kind: 1, 5, 6 and
    /// 12 for long dice, 4 and 8 for cowries (a house rule of the 5x5 board adds 1).
    pub const fn is_bonus(self) -> bool {
        match self.kind {
            ThrowKind::LongDice => is_bonus_value(self.value()),
            ThrowKind::Cowries => matches!(self.value(), 4 | 8),
        }
    }
}

/// Whether `value` earns another throw: 1, 5, 6 and 12.
pub const fn is_bonus_value(value: u8) -> bool {
    // Bits 1, 5, 6 and 12: a table lookup in one register, without a branch on the value.
    const BONUS: u32 = 1 << 1 | 1 << 5 | 1 << 6 | 1 << 12;
    value < 16 && (BONUS >> value) & 1 == 1
}

/// Marks a byte that no throw of a kind shows, in a [`slot_table`].
pub(crate) const NO_SLOT: u8 = u8::MAX;

/// The slot of every byte among `values`, or [`NO_SLOT`]: indexed by any byte, so a
/// lookup needs no bounds check.
pub(crate) const fn slot_table(values: &[u8]) -> [u8; 256] {
    let mut slots = [NO_SLOT; 256];
    let mut slot = 0;
    while slot < values.len() {
        slots[values[slot] as usize] = slot as u8;
        slot += 1;
    }
    slots
}

/// [`slot_table`] of the long dice.
pub(crate) const DICE_SLOT_OF: [u8; 256] = slot_table(&VALUES);

/// [`slot_table`] of four cowries.
pub(crate) const COWRIE_SLOT_OF: [u8; 256] = slot_table(&COWRIE_VALUES);

/// The slot `table` gives `value`, if any.
pub(crate) const fn slot_in(table: &[u8; 256], value: u8) -> Option<usize> {
    let slot = table[value as usize];
    if slot == NO_SLOT {
        None
    } else {
        Some(slot as usize)
    }
}

/// The position of `value` in [`VALUES`], if it is a throw value.
pub const fn value_slot(value: u8) -> Option<usize> {
    slot_in(&DICE_SLOT_OF, value)
}

impl TryFrom<ThrowRepr> for Throw {
    type Error = FaceError;

    fn try_from(repr: ThrowRepr) -> Result<Self, Self::Error> {
        match repr {
            ThrowRepr::Dice([a, b]) => Throw::from_faces(a, b),
            ThrowRepr::Cowries(shells) => {
                let mut up = [false; 4];
                for (up, &shell) in up.iter_mut().zip(&shells) {
                    *up = match shell {
                        0 => false,
                        1 => true,
                        face => return Err(FaceError { face }),
                    };
                }
                Ok(Throw::from_shells(up))
            }
        }
    }
}

impl From<Throw> for ThrowRepr {
    fn from(throw: Throw) -> Self {
        match throw.shells() {
            None => ThrowRepr::Dice(throw.faces()),
            Some(up) => ThrowRepr::Cowries(up.map(u8::from)),
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shells() {
            None => {
                let [a, b] = self.faces();
                write!(f, "{} ({a}+{b})", self.value())
            }
            Some(up) => {
                let shells: String = up.iter().map(|&up| if up { 'U' } else { 'D' }).collect();
                write!(f, "{} ({shells})", self.value())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_of_four_bits_gives_the_odds_of_its_kind() {
        for kind in ThrowKind::ALL {
            let mut counts = vec![0u32; kind.values().len()];
            for bits in 0..16 {
                let throw = kind.from_bits(bits);
                assert_eq!(throw.kind(), kind);
                assert_eq!(kind.values()[throw.slot()], throw.value());
                assert_eq!(kind.slot_of(throw.value()), Some(throw.slot()));
                counts[throw.slot()] += 1;
            }
            assert_eq!(counts, kind.odds_in_16(), "{kind:?}");
            for value in 0..=255u8 {
                let listed = kind.values().contains(&value);
                assert_eq!(kind.slot_of(value).is_some(), listed, "{kind:?} {value}");
                assert_eq!(
                    kind.with_value(value).map(Throw::value),
                    listed.then_some(value)
                );
            }
        }
    }

    #[test]
    fn cowries_count_the_mouths_up_and_none_is_eight() {
        let throw = Throw::from_shells([true, false, true, true]);
        assert_eq!((throw.value(), throw.is_bonus()), (3, false));
        assert_eq!(throw.shells(), Some([true, false, true, true]));
        assert_eq!(throw.to_string(), "3 (UDUU)");
        let none = Throw::from_shells([false; 4]);
        assert_eq!((none.value(), none.is_bonus()), (8, true));
        let all = Throw::from_shells([true; 4]);
        assert_eq!((all.value(), all.is_bonus()), (4, true));
        assert_eq!(Throw::from_faces(2, 3).unwrap().shells(), None);
    }

    #[test]
    fn files_write_dice_as_two_faces_and_cowries_as_four_shells() {
        let dice = Throw::from_faces(0, 3).unwrap();
        let shells = Throw::from_shells([true, false, false, true]);
        assert_eq!(ron::to_string(&dice).unwrap(), "(0,3)");
        assert_eq!(ron::to_string(&shells).unwrap(), "(1,0,0,1)");
        for throw in [dice, shells] {
            let text = ron::to_string(&throw).unwrap();
            assert_eq!(ron::from_str::<Throw>(&text).unwrap(), throw);
            let json = serde_json::to_string(&throw).unwrap();
            assert_eq!(serde_json::from_str::<Throw>(&json).unwrap(), throw);
        }
        assert!(ron::from_str::<Throw>("(0,4)").is_err());
        assert!(ron::from_str::<Throw>("(1,0,2,1)").is_err());
        assert!(ron::from_str::<Throw>("(1,0,1)").is_err());
    }
}
