//! The two four-sided long dice and the value of a throw.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The values a throw can have, ascending.
pub const VALUES: [u8; 7] = [1, 2, 3, 4, 5, 6, 12];

/// The chance of each of [`VALUES`] out of 16 (two dice, four faces each).
pub const ODDS_IN_16: [u32; 7] = [2, 3, 4, 3, 2, 1, 1];

/// A throw of the two long dice: each face is 0 (blank), 1, 2 or 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "[u8; 2]", into = "[u8; 2]")]
pub struct Throw {
    faces: [u8; 2],
}

/// A die face outside 0..=3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FaceError {
    /// The face that was given.
    pub face: u8,
}

impl fmt::Display for FaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a die face must be 0 (blank), 1, 2 or 3, not {}",
            self.face
        )
    }
}

impl std::error::Error for FaceError {}

impl Throw {
    /// A throw showing faces `a` and `b`, each 0 (blank) to 3.
    pub const fn from_faces(a: u8, b: u8) -> Result<Throw, FaceError> {
        if a > 3 {
            return Err(FaceError { face: a });
        }
        if b > 3 {
            return Err(FaceError { face: b });
        }
        Ok(Throw { faces: [a, b] })
    }

    /// Some throw with the given value (1..=6 or 12), for tests and tools.
    pub const fn with_value(value: u8) -> Option<Throw> {
        let faces = match value {
            1 => [0, 1],
            2 => [1, 1],
            3 => [1, 2],
            4 => [2, 2],
            5 => [2, 3],
            6 => [3, 3],
            12 => [0, 0],
            _ => return None,
        };
        Some(Throw { faces })
    }

    /// Draws a throw from any random number generator: two fair four-sided dice.
    /// Randomness stays outside the rules; the game only ever receives the result.
    pub fn random<R: rand::Rng + ?Sized>(rng: &mut R) -> Throw {
        let bits = rng.next_u32();
        Throw::from_bits(bits as u8)
    }

    /// A throw from the low four bits of `bits` (two bits per die), for fast simulation
    /// with one random word shared by many throws.
    pub const fn from_bits(bits: u8) -> Throw {
        Throw {
            faces: [bits & 3, (bits >> 2) & 3],
        }
    }

    /// The two faces shown.
    pub const fn faces(self) -> [u8; 2] {
        self.faces
    }

    /// The value: the sum of the faces, except blank + blank = 12.
    pub const fn value(self) -> u8 {
        match self.faces[0] + self.faces[1] {
            0 => 12,
            v => v,
        }
    }

    /// The position of the value in [`VALUES`], computed from the faces without a branch:
    /// a face sum of 1 to 6 is slot 0 to 5, and blank+blank (sum 0, value 12) is slot 6.
    #[inline]
    pub const fn slot(self) -> usize {
        let below = (self.faces[0] + self.faces[1]).wrapping_sub(1);
        (if below < 6 { below } else { 6 }) as usize
    }

    /// Whether this throw earns another throw (values 1, 5, 6 and 12).
    pub const fn is_bonus(self) -> bool {
        is_bonus_value(self.value())
    }
}

/// Whether `value` earns another throw: 1, 5, 6 and 12.
pub const fn is_bonus_value(value: u8) -> bool {
    // Bits 1, 5, 6 and 12: a table lookup in one register, without a branch on the value.
    const BONUS: u32 = 1 << 1 | 1 << 5 | 1 << 6 | 1 << 12;
    value < 16 && (BONUS >> value) & 1 == 1
}

/// The position of `value` in [`VALUES`], if it is a throw value.
pub const fn value_slot(value: u8) -> Option<usize> {
    // Indexed by any byte, so the lookup needs no bounds check; `NO_SLOT` where no throw
    // has that value.
    const NO_SLOT: u8 = u8::MAX;
    const SLOTS: [u8; 256] = {
        let mut slots = [NO_SLOT; 256];
        let mut slot = 0;
        while slot < VALUES.len() {
            slots[VALUES[slot] as usize] = slot as u8;
            slot += 1;
        }
        slots
    };
    let slot = SLOTS[value as usize];
    if slot == NO_SLOT {
        None
    } else {
        Some(slot as usize)
    }
}

impl TryFrom<[u8; 2]> for Throw {
    type Error = FaceError;

    fn try_from(faces: [u8; 2]) -> Result<Self, Self::Error> {
        Throw::from_faces(faces[0], faces[1])
    }
}

impl From<Throw> for [u8; 2] {
    fn from(t: Throw) -> Self {
        t.faces
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}+{})", self.value(), self.faces[0], self.faces[1])
    }
}
