//! The 7x7 board's path indices as constants, and the tables of the hot path built from
//! both boards, [`Board::DHAYAM`] and [`Board::THAYAM`].

use crate::{Board, Seat, Square};

/// Path index of a seat's home square, where its pawns enter.
pub const HOME: u8 = 0;
/// The last path index of the outer ring, one square behind home; the gate starts here.
pub const LAST_OUTER: u8 = 23;
/// The first path index inside the gate: the seat's inner cross.
pub const FIRST_INNER: u8 = 24;
/// How many squares of the outer ring lie before the gate, counted back from it: from
/// there a throw of 1 to 6 takes a pawn to its gate (see [`crate::Game::before_gate`]).
pub const GATE_APPROACH: u8 = 6;
/// Path index of the centre, the goal.
pub const CENTRE_INDEX: u8 = 48;
/// Number of squares on the outer ring (indices 0..24), the modulus of circling.
pub const OUTER_RING_LEN: u8 = 24;
/// Path indices that fall on crosses, the same for every seat (the centre aside).
pub const CROSS_INDICES: [u8; 8] = [0, 6, 12, 18, 24, 28, 32, 36];

/// The square index past the 49 squares: where the path tables send path indices beyond
/// the centre (the yard among them).
pub(crate) const OFF_BOARD: u8 = crate::board::OFF_BOARD;

/// Every seat's path on each board, as dense square indices, kept in one place in memory
/// for the hot path: rows 0 to 3 are [`Board::DHAYAM`]'s seats, rows 4 to 7
/// [`Board::THAYAM`]'s (see [`paths_row`]).
static PATHS: [[u8; 64]; 8] = {
    let mut paths = [[OFF_BOARD; 64]; 8];
    let mut seat = 0;
    while seat < 4 {
        let mut i = 0;
        while i < 64 {
            paths[seat][i] = Board::DHAYAM.square_index(Seat::ALL[seat], i as u8);
            paths[4 + seat][i] = Board::THAYAM.square_index(Seat::ALL[seat], i as u8);
            i += 1;
        }
        seat += 1;
    }
    paths
};

/// The first row of [`PATHS`] (and of [`square_index`]'s `row`) that holds `board`'s paths.
pub(crate) const fn paths_row(board: &Board) -> u8 {
    if board.size() == Board::DHAYAM.size() {
        0
    } else {
        4
    }
}

/// No target: the move is illegal whatever stands on the board. Bit 63 of a blocking mask
/// is always set, so one bit test rules out both this and an own pawn in the way.
pub(crate) const NO_TARGET: u8 = 63;

/// A pawn in the yard, in the compact position tables (one past the centre).
pub(crate) const YARD_INDEX: u8 = 49;

/// How a player's pawns move, as far as it depends on that player alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GateState {
    /// The player has cut: pawns may go inside.
    Open = 0,
    /// Not cut yet, gate=circle: pawns keep circling the outer ring.
    Circle = 1,
    /// Not cut yet, gate=wait: moves past index 23 are illegal.
    Wait = 2,
}

/// Index into [`TARGETS`]: the board (from [`mode_base`]), the gate state, and whether a
/// 5 enters a pawn from the yard.
pub(crate) const fn move_mode(base: usize, gate: GateState, five_enters: bool) -> usize {
    base + gate as usize * 2 + five_enters as usize
}

/// The first [`TARGETS`] mode of `board`: 0 for the 7x7 board, 8 for the 5x5.
pub(crate) const fn mode_base(board: &Board) -> usize {
    paths_row(board) as usize * 2
}

/// Bits of a [`TARGETS`] index: move mode (4 bits), from (6 bits), value slot (3 bits).
/// Every field is masked to its width, so any index is in bounds and needs no check.
const TARGET_INDEX_BITS: usize = 13;

/// Where a pawn at path index `from` (up to the centre, or [`YARD_INDEX`]) lands with the
/// value in slot `slot` of its board's throw values, for each [`move_mode`], ignoring
/// other pawns; [`NO_TARGET`] if the move is impossible (and for every unused mode, place
/// or slot). Built at compile time from RULES.md section 6 and RULES-5x5.md section 6:
/// entering on 1 (or 5 once opened), circling or waiting at a closed gate, the exact
/// finish.
const TARGETS: [u8; 1 << TARGET_INDEX_BITS] = {
    let mut table = [NO_TARGET; 1 << TARGET_INDEX_BITS];
    fill_targets(&mut table, &Board::DHAYAM, &crate::throw::VALUES);
    fill_targets(&mut table, &Board::THAYAM, &crate::throw::COWRIE_VALUES);
    table
};

/// Fills `board`'s modes of [`TARGETS`] for a throw with `values`.
const fn fill_targets(table: &mut [u8; 1 << TARGET_INDEX_BITS], board: &Board, values: &[u8]) {
    let base = mode_base(board);
    let (last_outer, first_inner) = (board.last_outer(), board.first_inner());
    let (outer_len, centre) = (board.outer_ring_len(), board.centre_index());
    let mut mode = 0;
    while mode < 6 {
        let gate = mode / 2;
        // Only the long dice have a 5 to enter with (slot 4).
        let five_enters = mode % 2 == 1 && values[4] == 5;
        table[target_index(base + mode, YARD_INDEX, 0)] = HOME;
        if five_enters {
            table[target_index(base + mode, YARD_INDEX, 4)] = HOME;
        }
        let mut from = 0;
        while from < centre {
            let mut slot = 0;
            while slot < values.len() {
                let mut to = from + values[slot];
                let crosses_gate = from <= last_outer && to >= first_inner;
                let mut legal = true;
                if crosses_gate && gate == GateState::Circle as usize {
                    to -= outer_len;
                } else if crosses_gate && gate == GateState::Wait as usize {
                    legal = false;
                }
                if legal && to <= centre {
                    table[target_index(base + mode, from, slot)] = to;
                }
                slot += 1;
            }
            from += 1;
        }
        mode += 1;
    }
}

/// The [`TARGETS`] index of a mode, a place and a value slot, each masked to its bits.
#[inline]
const fn target_index(mode: usize, from: u8, slot: usize) -> usize {
    (mode & 15) << 9 | (from as usize & 63) << 3 | (slot & 7)
}

/// Where a pawn at `from` (path index or [`YARD_INDEX`]) lands with value slot `slot` in
/// move mode `mode`, or [`NO_TARGET`].
#[inline]
pub(crate) const fn target(mode: usize, from: u8, slot: usize) -> u8 {
    TARGETS[target_index(mode, from, slot)]
}

/// Whether a path index of the 7x7 board is a cross (or the centre), where pawns share
/// and nobody is cut. The same for every seat.
pub const fn is_shared_index(index: u8) -> bool {
    const SHARED: u64 = Board::DHAYAM.shared_mask();
    // One bit test, no branch (the bit of any index past 63 is clear).
    index < 64 && (SHARED >> (index & 63)) & 1 == 1
}

/// The dense square index (row * 7 + col) of path index `index` on row `row` of the path
/// table: the seat's index plus its board's [`paths_row`].
#[inline]
pub(crate) const fn square_index(row: usize, index: u8) -> u8 {
    PATHS[row & 7][index as usize & 63]
}

impl Seat {
    /// The square at path index `index` (0 home ..= 48 centre) of this seat's path on
    /// the 7x7 board, or `None` past the centre (see [`Board::path_square`] for any board).
    pub fn path_square(self, index: u8) -> Option<Square> {
        Board::DHAYAM.path_square(self, index)
    }

    /// This seat's whole path on the 7x7 board, home first, centre last.
    pub fn path(self) -> impl Iterator<Item = Square> {
        (0..=CENTRE_INDEX).filter_map(move |i| self.path_square(i))
    }

    /// The path index of `square` on this seat's path on the 7x7 board (every square is
    /// on every path).
    pub fn path_index_of(self, square: Square) -> Option<u8> {
        Board::DHAYAM.path_index_of(self, square)
    }

    /// The seat's home square (path index 0).
    pub fn home(self) -> Square {
        Board::DHAYAM.home(self)
    }

    /// The square the seat's arrow is drawn on (path index 23, one behind home).
    pub fn arrow_square(self) -> Square {
        Board::DHAYAM.arrow_square(self)
    }

    /// The cross where the seat enters the inner squares (path index 24).
    pub fn inner_cross(self) -> Square {
        Board::DHAYAM.first_inner_square(self)
    }
}
