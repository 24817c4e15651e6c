//! Pawns and where they stand.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Seat, path::CENTRE_INDEX};

/// One pawn: its owner's seat and its number (0-based) among that player's pawns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PawnId {
    /// The owner.
    pub seat: Seat,
    /// 0-based number among the owner's pawns.
    pub number: u8,
}

/// Where a pawn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PawnPlace {
    /// Off the board, in its owner's yard, waiting to enter.
    Yard,
    /// On its owner's path at this index (0 home ..= 48 centre).
    Path(u8),
}

impl PawnPlace {
    /// Whether the pawn has reached the centre.
    pub const fn is_finished(self) -> bool {
        matches!(self, PawnPlace::Path(CENTRE_INDEX))
    }

    /// The path index, or `None` in the yard.
    pub const fn index(self) -> Option<u8> {
        match self {
            PawnPlace::Yard => None,
            PawnPlace::Path(i) => Some(i),
        }
    }
}

impl fmt::Display for PawnId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} pawn {}",
            self.seat.colour(),
            u16::from(self.number) + 1
        )
    }
}
