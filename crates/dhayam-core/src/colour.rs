//! The four colours of the pawns, homes and arrows.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The colour of a seat's pawns, home and arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// South's colour.
    Red,
    /// East's colour.
    Green,
    /// North's colour.
    Yellow,
    /// West's colour.
    Blue,
}

impl Colour {
    /// The colour's name in English ("Red").
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Green => "Green",
            Colour::Yellow => "Yellow",
            Colour::Blue => "Blue",
        }
    }

    /// The single letter used for this colour on text boards ("R").
    pub const fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
        }
    }

    /// The seat that plays this colour.
    pub const fn seat(self) -> Seat {
        match self {
            Colour::Red => Seat::South,
            Colour::Green => Seat::East,
            Colour::Yellow => Seat::North,
            Colour::Blue => Seat::West,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
