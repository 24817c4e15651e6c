//! Move generation's view of one seat ([`Mover`]) and the pool's filled slots
//! ([`pooled_slots`]): the hot path's small pieces, kept beside the game.

use super::YARD;
use crate::path;
use crate::{Move, MoveList};

/// What decides where one seat's pawns may go, copied out of the game for move generation.
#[derive(Clone, Copy, Debug)]
pub(super) struct Mover {
    /// Row of the target table: gate state and whether a 5 enters.
    pub(super) mode: usize,
    /// Bit `i` set: path index `i` is closed to this seat (an own pawn on a plain square,
    /// and always bit [`NO_TARGET`](path::NO_TARGET)).
    pub(super) blocked: u64,
    /// The value of each pool slot.
    pub(super) values: &'static [u8; 7],
}

impl Mover {
    /// Where a pawn at `from` (path index or [`YARD`]) goes with the value in slot `slot`,
    /// if that move is legal.
    #[inline]
    pub(super) fn target(self, from: u8, slot: usize) -> Option<u8> {
        let to = path::target(self.mode, from, slot);
        // Own pawns block plain squares only; crosses never have their bit set.
        ((self.blocked >> to) & 1 == 0).then_some(to)
    }

    /// Appends the legal moves of `pawns` (positions by pawn number) for value slot `slot`.
    #[inline]
    pub(super) fn push_moves(self, pawns: &[u8], slot: usize, moves: &mut MoveList) {
        let value = self.values[slot];
        let blocked = self.blocked;
        moves.extend_kept(pawns.iter().enumerate().map(|(number, &from)| {
            let to = path::target(self.mode, from, slot);
            let mv = Move {
                value,
                pawn: number as u8,
                from: (from != YARD).then_some(from),
                to,
            };
            (mv, (blocked >> to) & 1 == 0)
        }));
    }
}

/// Bit `slot` set for each pool slot that holds a value: the pool read as one word, its
/// nonzero bytes found and their bits gathered, with no loop and no branch.
#[inline]
pub(super) const fn pooled_slots(pool: [u8; 8]) -> u8 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let word = u64::from_le_bytes(pool);
    // The top bit of each byte, set when the byte is not 0.
    let nonzero = ((word & LOW7).wrapping_add(LOW7) | word) & !LOW7;
    // Byte i's bit moves to bit 56 + i; the top byte is the mask.
    ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}
