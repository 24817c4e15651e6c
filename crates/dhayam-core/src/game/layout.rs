//! What the board and its throw make of the hot path: one small value a
//! game carries and reads its tables through, so that both boards share one engine.

use crate::path::{self, HOME, YARD_INDEX};
use crate::throw::{self, COWRIE_VALUES, ThrowKind, VALUES};
use crate::{Board, HouseRules, InnerSquares, Start, Variant};

/// The long dice's values by pool slot.
static DICE_SLOTS: [u8; 7] = VALUES;

/// The cowrie values by pool slot, the two slots no cowrie throw gives left at 0.
static COWRIE_SLOTS: [u8; 7] = {
    let mut slots = [0; 7];
    let mut slot = 0;
    while slot < COWRIE_VALUES.len() {
        slots[slot] = COWRIE_VALUES[slot];
        slot += 1;
    }
    slots
};

/// The per-game constants of the hot path, from the setup's variant and house rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// The board played on.
    pub(crate) board: &'static Board,
    /// What is thrown.
    pub(crate) kind: ThrowKind,
    /// The value of each pool slot (slots a throw of this kind never gives hold 0).
    pub(crate) values: &'static [u8; 7],
    /// The pool slot of each value, or [`crate::throw::NO_SLOT`].
    pub(crate) slots: &'static [u8; 256],
    /// Bit `v` set: value `v` earns another throw.
    pub(crate) bonus: u16,
    /// The path index of the centre.
    pub(crate) centre: u8,
    /// The board's first row of the path table ([`path::paths_row`]).
    pub(crate) paths_row: u8,
    /// The board's first move mode of the target table ([`path::mode_base`]).
    pub(crate) mode_base: u8,
    /// Bit `i` set: path index `i` is a cross or the centre, where pawns share and nobody
    /// is cut.
    pub(crate) shared: u64,
    /// Bit `i` set: an own pawn on path index `i` closes it to its other pawns (plain
    /// squares, but for the inner squares of the 5x5 board, which own pawns share).
    pub(crate) blocking: u64,
    /// Whether own pawns may stand together on a plain square (the 5x5 inner squares),
    /// so that one cut may send several pawns back.
    pub(crate) stacks: bool,
    /// Where pawns start and a cut pawn goes: the yard (7x7), or on 5x5 the home square
    /// unless the house rules start pawns in the yard.
    pub(crate) cut_to: u8,
}

impl Layout {
    /// The layout of `variant` under `rules` (the 5x5 board's own rules change its
    /// bonus values, where its pawns start, and whether they share inner squares).
    pub(crate) fn new(variant: Variant, rules: &HouseRules) -> Layout {
        let board = variant.board();
        let shared = board.shared_mask();
        let on_path = (1u64 << (board.centre_index() + 1)) - 1;
        let plain = on_path & !shared;
        match variant {
            Variant::Dhayam => Layout {
                board,
                kind: ThrowKind::LongDice,
                values: &DICE_SLOTS,
                slots: &throw::DICE_SLOT_OF,
                bonus: 1 << 1 | 1 << 5 | 1 << 6 | 1 << 12,
                centre: board.centre_index(),
                paths_row: path::paths_row(board),
                mode_base: path::mode_base(board) as u8,
                shared,
                blocking: plain,
                stacks: false,
                cut_to: YARD_INDEX,
            },
            Variant::Thayam => {
                let outer = (1u64 << board.first_inner()) - 1;
                let share = rules.inner == InnerSquares::Share;
                Layout {
                    board,
                    kind: ThrowKind::Cowries,
                    values: &COWRIE_SLOTS,
                    slots: &throw::COWRIE_SLOT_OF,
                    bonus: 1 << 4 | 1 << 8 | u16::from(rules.bonus_one) << 1,
                    centre: board.centre_index(),
                    paths_row: path::paths_row(board),
                    mode_base: path::mode_base(board) as u8,
                    shared,
                    blocking: if share { plain & outer } else { plain },
                    stacks: share,
                    cut_to: match rules.start {
                        Start::Home => HOME,
                        Start::Yard => YARD_INDEX,
                    },
                }
            }
        }
    }

    /// Whether `value` (one of the throw's values) earns another throw.
    #[inline]
    pub(crate) const fn is_bonus(&self, value: u8) -> bool {
        // Every throw value is below 16: one bit test, no bounds check.
        (self.bonus >> (value & 15)) & 1 == 1
    }

    /// Whether path index `index` (at most 63, as every path index and the yard) is a
    /// cross or the centre.
    #[inline]
    pub(crate) const fn is_shared(&self, index: u8) -> bool {
        (self.shared >> (index & 63)) & 1 == 1
    }

    /// The pool slot of `value`, if a throw of this kind gives it.
    #[inline]
    pub(crate) const fn slot_of(&self, value: u8) -> Option<usize> {
        throw::slot_in(self.slots, value)
    }

    /// The dense square index of `seat`'s path index `index` (seat by its index).
    #[inline]
    pub(crate) const fn square_index(&self, s: usize, index: u8) -> u8 {
        path::square_index(self.paths_row as usize + s, index)
    }
}
