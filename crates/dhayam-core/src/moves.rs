//! Moves and allocation-free move lists.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// One legal choice: spend `value` on pawn `pawn`, taking it from `from` to `to`.
///
/// `from` is `None` for a pawn entering from the yard; `to` is the path index reached
/// (48 is the centre). Moves order by value, then pawn, then squares, which is the order
/// [`crate::Game::legal_moves`] lists them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The throw value used, whole.
    pub value: u8,
    /// The pawn's 0-based number.
    pub pawn: u8,
    /// The path index it leaves, or `None` from the yard.
    pub from: Option<u8>,
    /// The path index it reaches.
    pub to: u8,
}

/// The most legal moves a position can have: 7 distinct values times 6 pawns.
pub const MAX_MOVES: usize = 42;

/// A list of moves that lives on the stack.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

impl Move {
    /// Whether this move brings a pawn in from the yard.
    pub const fn is_entry(&self) -> bool {
        self.from.is_none()
    }

    /// The move as the trace's `[v, p, from, to]` tuple (`from` -1 for the yard).
    pub fn as_tuple(&self) -> [i32; 4] {
        [
            i32::from(self.value),
            i32::from(self.pawn),
            self.from.map_or(-1, i32::from),
            i32::from(self.to),
        ]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from {
            None => write!(f, "{}: pawn {} enters", self.value, self.pawn + 1),
            Some(from) => write!(
                f,
                "{}: pawn {} {} -> {}",
                self.value,
                self.pawn + 1,
                from,
                self.to
            ),
        }
    }
}
