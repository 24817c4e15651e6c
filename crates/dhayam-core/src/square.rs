//! Squares of the 7x7 board.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A square of the 7x7 board: row 0 at the top, column 0 on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square {
    row: u8,
    col: u8,
}

/// The board is this many squares wide and tall.
pub const BOARD_SIZE: u8 = 7;

/// The eight crosses (safe squares): the four homes and the corners of the 5x5 ring.
pub const CROSSES: [Square; 8] = [
    Square::at(0, 3),
    Square::at(3, 0),
    Square::at(3, 6),
    Square::at(6, 3),
    Square::at(1, 1),
    Square::at(1, 5),
    Square::at(5, 1),
    Square::at(5, 5),
];

/// The centre square, the goal of every pawn.
pub const CENTRE: Square = Square::at(3, 3);

impl Square {
    /// The square at `row`, `col`, or `None` off the board.
    pub const fn new(row: u8, col: u8) -> Option<Square> {
        if row < BOARD_SIZE && col < BOARD_SIZE {
            Some(Square { row, col })
        } else {
            None
        }
    }

    /// Builds a square known to be on the board (used for constants).
    pub(crate) const fn at(row: u8, col: u8) -> Square {
        assert!(row < BOARD_SIZE && col < BOARD_SIZE);
        Square { row, col }
    }

    /// The row, 0 at the top.
    pub const fn row(self) -> u8 {
        self.row
    }

    /// The column, 0 on the left.
    pub const fn col(self) -> u8 {
        self.col
    }

    /// A dense index 0..49, row by row.
    pub const fn index(self) -> usize {
        self.row as usize * BOARD_SIZE as usize + self.col as usize
    }

    /// The square with the dense index `index` (0..49).
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 49 {
            Some(Square {
                row: (index / 7) as u8,
                col: (index % 7) as u8,
            })
        } else {
            None
        }
    }

    /// Whether this square is one of the eight crosses (safe squares).
    /// The centre is drawn with a cross too but is not a playing square; see [`Square::is_centre`].
    pub const fn is_cross(self) -> bool {
        let (r, c) = (self.row, self.col);
        matches!((r, c), (0 | 6, 3) | (3, 0 | 6) | (1 | 5, 1 | 5))
    }

    /// Whether this is the centre, the goal.
    pub const fn is_centre(self) -> bool {
        self.row == 3 && self.col == 3
    }

    /// Whether any number of pawns may share this square (a cross or the centre).
    pub const fn is_shared(self) -> bool {
        self.is_cross() || self.is_centre()
    }

    /// All 49 squares, row by row.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..49).filter_map(Square::from_index)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}
