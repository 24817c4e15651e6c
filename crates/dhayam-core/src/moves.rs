//! Moves and allocation-free move lists.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{PawnId, Seat};

/// One legal choice: spend `value` on pawn `pawn`, taking it from `from` to `to`.
///
/// `from` is `None` for a pawn entering from the yard; `to` is the path index reached
/// (48 is the centre). Moves order by value, then pawn, then squares, which is the order
/// [`crate::Game::legal_moves`] lists them in.
///
/// A move says whose pawn it moves: the player's own, or, in a team game where the player
/// has finished and helps (RULES-TEAMS.md section 4), the partner's, marked by
/// [`PARTNER_PAWN`] in `pawn` (see [`Move::number`], [`Move::pawn_id`]). Every other move,
/// and so every record of a game without teams, reads as before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(align(8))]
pub struct Move {
    /// The throw value used, whole.
    pub value: u8,
    /// The pawn's 0-based number, plus [`PARTNER_PAWN`] for the partner's pawn.
    pub pawn: u8,
    /// The path index it leaves, or `None` from the yard.
    pub from: Option<u8>,
    /// The path index it reaches.
    pub to: u8,
}

/// Added to [`Move::pawn`] when a finished player moves their partner's pawn in a team
/// game: a trace or record writes such a pawn as 8 to 13.
pub const PARTNER_PAWN: u8 = 8;

/// The most legal moves a position can have: 7 distinct values times 6 pawns.
pub const MAX_MOVES: usize = 42;

/// A list of at most [`MAX_MOVES`] moves that lives on the stack (no heap allocation).
/// It dereferences to a slice of moves.
///
/// The engine fills it without a branch per candidate move: every candidate is written,
/// and the length only advances past the legal ones.
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: u8,
}

const NO_MOVE: Move = Move {
    value: 0,
    pawn: 0,
    from: None,
    to: 0,
};

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [NO_MOVE; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends `mv`. No position has more than [`MAX_MOVES`] legal moves, so pushing onto
    /// a full list is a bug: debug builds panic; release builds keep the list as it is.
    pub fn push(&mut self, mv: Move) {
        debug_assert!(
            (self.len as usize) < MAX_MOVES,
            "more than {MAX_MOVES} moves in a move list"
        );
        if let Some(slot) = self.moves.get_mut(self.len as usize) {
            *slot = mv;
            self.len += 1;
        }
    }

    /// Appends the candidates whose flag is set. Every candidate is written after the
    /// last move and the length only advances past the kept ones, so there is no branch
    /// per candidate; the length stays in a register until the end.
    #[inline]
    pub(crate) fn extend_kept(&mut self, candidates: impl Iterator<Item = (Move, bool)>) {
        let mut len = self.len as usize;
        for (mv, keep) in candidates {
            // MAX_MOVES bounds every position's legal moves (see the test of the largest
            // pool), so a kept move always finds a slot; only debug builds check it, to
            // keep the playout loop free of the branch.
            debug_assert!(
                !keep || len < MAX_MOVES,
                "more than {MAX_MOVES} legal moves"
            );
            if let Some(slot) = self.moves.get_mut(len) {
                *slot = mv;
                len += usize::from(keep);
            }
        }
        self.len = len as u8;
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len as usize]
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, MAX_MOVES>>;

    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len as usize)
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl FromIterator<Move> for MoveList {
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> Self {
        let mut list = MoveList::new();
        for mv in iter {
            list.push(mv);
        }
        list
    }
}

impl Move {
    /// The pawn's 0-based number among its owner's pawns.
    pub const fn number(&self) -> u8 {
        self.pawn & !PARTNER_PAWN
    }

    /// Whether the move is made with the partner's pawn (team play, a finished player
    /// helping).
    pub const fn is_partners(&self) -> bool {
        self.pawn & PARTNER_PAWN != 0
    }

    /// The pawn this move takes, when `player` makes it: theirs, or their partner's.
    pub const fn pawn_id(&self, player: Seat) -> PawnId {
        PawnId {
            seat: if self.is_partners() {
                player.opposite()
            } else {
                player
            },
            number: self.number(),
        }
    }

    /// Whether this move brings a pawn in from the yard.
    pub const fn is_entry(&self) -> bool {
        self.from.is_none()
    }

    /// Whether `other` is the same play: the same value from the same place to the same
    /// place, by another pawn at most (two pawns in the yard, or on one cross, are alike:
    /// which of them goes changes nothing in the game).
    pub fn same_play(&self, other: &Move) -> bool {
        self.value == other.value && self.from == other.from && self.to == other.to
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
        let whose = if self.is_partners() { "partner's " } else { "" };
        let number = u16::from(self.number()) + 1;
        match self.from {
            None => write!(f, "{}: {whose}pawn {number} enters", self.value),
            Some(from) => write!(
                f,
                "{}: {whose}pawn {number} {} -> {}",
                self.value, from, self.to
            ),
        }
    }
}
