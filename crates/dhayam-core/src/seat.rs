//! The four seats around the board.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Colour;

/// One of the four places at the board, named by the side its home is on.
///
/// Seats are listed counter-clockwise starting at the bottom of the board,
/// which is also the default turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// Bottom side, home (6,3), plays Red.
    South,
    /// Right side, home (3,6), plays Green.
    East,
    /// Top side, home (0,3), plays Yellow.
    North,
    /// Left side, home (3,0), plays Blue.
    West,
}

impl Seat {
    /// All seats in counter-clockwise order, starting at South.
    pub const ALL: [Seat; 4] = [Seat::South, Seat::East, Seat::North, Seat::West];

    /// Index 0..4 in counter-clockwise order (South 0, East 1, North 2, West 3).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with the given counter-clockwise index, if it is below 4.
    pub const fn from_index(index: usize) -> Option<Seat> {
        match index {
            0 => Some(Seat::South),
            1 => Some(Seat::East),
            2 => Some(Seat::North),
            3 => Some(Seat::West),
            _ => None,
        }
    }

    /// The seat across the board.
    pub const fn opposite(self) -> Seat {
        Seat::ALL[(self.index() + 2) % 4]
    }

    /// The next seat counter-clockwise (South -> East -> North -> West).
    pub const fn counter_clockwise(self) -> Seat {
        Seat::ALL[(self.index() + 1) % 4]
    }

    /// The next seat clockwise (South -> West -> North -> East).
    pub const fn clockwise(self) -> Seat {
        Seat::ALL[(self.index() + 3) % 4]
    }

    /// The colour this seat plays.
    pub const fn colour(self) -> Colour {
        match self {
            Seat::South => Colour::Red,
            Seat::East => Colour::Green,
            Seat::North => Colour::Yellow,
            Seat::West => Colour::Blue,
        }
    }

    /// The seat's name in English ("South").
    pub const fn name(self) -> &'static str {
        match self {
            Seat::South => "South",
            Seat::East => "East",
            Seat::North => "North",
            Seat::West => "West",
        }
    }

    /// Parses a seat name, ignoring case ("south", "S").
    pub fn parse(text: &str) -> Option<Seat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "south" | "s" => Some(Seat::South),
            "east" | "e" => Some(Seat::East),
            "north" | "n" => Some(Seat::North),
            "west" | "w" => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
