//! The boards of the family as data: each board's size, every seat's path, the crosses,
//! the gate and the centre, and the variant that names a board with its throw.
//!
//! Both boards follow one plan: South's path as (row, col) squares from its home to the
//! centre, every other seat's path South's turned a quarter counter-clockwise per seat,
//! the crosses on the same path indices for every seat. Everything else here (square
//! tables, crosses, homes) is computed from that, at compile time.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::throw::ThrowKind;
use crate::{HouseRules, Seat, Square};

/// Which game of the family is played: a board with its throw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Dhayam: the 7x7 board with two long dice (RULES.md).
    #[default]
    Dhayam,
    /// Thayam: the 5x5 board with four cowries (RULES-5x5.md).
    Thayam,
}

impl Variant {
    /// Both variants, the 7x7 board first.
    pub const ALL: [Variant; 2] = [Variant::Dhayam, Variant::Thayam];

    /// The variant's board.
    pub const fn board(self) -> &'static Board {
        match self {
            Variant::Dhayam => &Board::DHAYAM,
            Variant::Thayam => &Board::THAYAM,
        }
    }

    /// What the variant throws.
    pub const fn throw_kind(self) -> ThrowKind {
        match self {
            Variant::Dhayam => ThrowKind::LongDice,
            Variant::Thayam => ThrowKind::Cowries,
        }
    }

    /// Whether this is the 7x7 game, which files leave unsaid.
    pub const fn is_dhayam(&self) -> bool {
        matches!(self, Variant::Dhayam)
    }

    /// The house rules a new game of this variant starts with: Classic on the 7x7 board;
    /// on the 5x5 board the defaults of RULES-5x5.md section 9 (throw first, a cut earns
    /// a throw, the gate makes a pawn wait).
    pub const fn default_rules(self) -> HouseRules {
        match self {
            Variant::Dhayam => HouseRules::CLASSIC,
            Variant::Thayam => HouseRules::THAYAM,
        }
    }

    /// The short name the command line and files use: `7x7` or `5x5`.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Dhayam => "7x7",
            Variant::Thayam => "5x5",
        }
    }

    /// The game's name: "Dhayam" or "Thayam".
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Dhayam => "Dhayam",
            Variant::Thayam => "Thayam",
        }
    }

    /// Parses `7x7`, `5x5` or a variant's name, ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Variant> {
        let text = text.trim();
        Variant::ALL
            .into_iter()
            .find(|v| text.eq_ignore_ascii_case(v.key()) || text.eq_ignore_ascii_case(v.name()))
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name(), self.key())
    }
}

/// A board: its size, every seat's path from home to the centre, the crosses and the gate.
///
/// Squares are [`Square`]s at (row, col) with row and col below [`Board::size`]; their
/// dense [`Square::index`] is the same on every board (row * 7 + col), so tables indexed
/// by it serve both.
#[derive(Debug)]
pub struct Board {
    size: u8,
    /// The last path index of the outer ring; the gate is the step from it to the next.
    last_outer: u8,
    /// The path index of the centre.
    centre_index: u8,
    /// Path indices that fall on crosses, the same for every seat (the centre aside).
    cross_indices: &'static [u8],
    /// Bit `i` set: path index `i` is a cross or the centre.
    shared: u64,
    /// Every seat's path as dense square indices; entries past the centre are
    /// [`OFF_BOARD`].
    paths: [[u8; 64]; 4],
}

/// The dense square index past every board's squares, where a path table sends indices
/// beyond its centre.
pub(crate) const OFF_BOARD: u8 = 49;

/// South's path on the 7x7 board, path index 0 (home) to 48 (the centre).
#[rustfmt::skip]
const DHAYAM_SOUTH: [(u8, u8); 49] = [
    (6, 3), (6, 4), (6, 5), (6, 6), (5, 6), (4, 6), (3, 6), (2, 6), (1, 6), (0, 6),
    (0, 5), (0, 4), (0, 3), (0, 2), (0, 1), (0, 0), (1, 0), (2, 0), (3, 0), (4, 0),
    (5, 0), (6, 0), (6, 1), (6, 2), (5, 1), (4, 1), (3, 1), (2, 1), (1, 1), (1, 2),
    (1, 3), (1, 4), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (5, 4), (5, 3), (5, 2),
    (4, 2), (3, 2), (2, 2), (2, 3), (2, 4), (3, 4), (4, 4), (4, 3), (3, 3),
];

/// South's path on the 5x5 board, path index 0 (home) to 24 (the centre).
#[rustfmt::skip]
const THAYAM_SOUTH: [(u8, u8); 25] = [
    (4, 2), (4, 3), (4, 4), (3, 4), (2, 4), (1, 4), (0, 4), (0, 3), (0, 2), (0, 1),
    (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (4, 1), (3, 1), (2, 1), (1, 1), (1, 2),
    (1, 3), (2, 3), (3, 3), (3, 2), (2, 2),
];

impl Board {
    /// The 7x7 board of Dhayam.
    pub const DHAYAM: Board = Board::new(7, &DHAYAM_SOUTH, 23, &[0, 6, 12, 18, 24, 28, 32, 36]);

    /// The 5x5 board of Thayam.
    pub const THAYAM: Board = Board::new(5, &THAYAM_SOUTH, 15, &[0, 4, 8, 12]);

    /// A board of `size` squares a side from South's path, the end of its outer ring and
    /// the path indices of its crosses: every seat's path is South's turned a quarter
    /// counter-clockwise per seat, `(r, c) -> (size - 1 - c, r)`.
    const fn new(
        size: u8,
        south: &[(u8, u8)],
        last_outer: u8,
        cross_indices: &'static [u8],
    ) -> Board {
        assert!(south.len() == size as usize * size as usize && south.len() <= 64);
        let mut paths = [[OFF_BOARD; 64]; 4];
        let mut seat = 0;
        while seat < 4 {
            let mut i = 0;
            while i < south.len() {
                let (mut r, mut c) = south[i];
                let mut turns = 0;
                while turns < seat {
                    let (nr, nc) = (size - 1 - c, r);
                    r = nr;
                    c = nc;
                    turns += 1;
                }
                paths[seat][i] = r * 7 + c;
                i += 1;
            }
            seat += 1;
        }
        let centre_index = south.len() as u8 - 1;
        let mut shared = 1 << centre_index;
        let mut i = 0;
        while i < cross_indices.len() {
            shared |= 1 << cross_indices[i];
            i += 1;
        }
        Board {
            size,
            last_outer,
            centre_index,
            cross_indices,
            shared,
            paths,
        }
    }

    /// Squares a side: 7 or 5.
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The path index of the centre (48 or 24): the steps from home to the goal.
    pub const fn centre_index(&self) -> u8 {
        self.centre_index
    }

    /// The last path index of the outer ring, one square behind home (23 or 15); the gate
    /// is the step from it into the inner squares.
    pub const fn last_outer(&self) -> u8 {
        self.last_outer
    }

    /// The first path index inside the gate (24 or 16).
    pub const fn first_inner(&self) -> u8 {
        self.last_outer + 1
    }

    /// Squares on the outer ring (24 or 16), the modulus of circling at a closed gate.
    pub const fn outer_ring_len(&self) -> u8 {
        self.last_outer + 1
    }

    /// Path indices that fall on crosses, the same for every seat (the centre aside).
    pub const fn cross_indices(&self) -> &'static [u8] {
        self.cross_indices
    }

    /// Whether a path index is a cross or the centre, where pawns share and nobody is cut.
    #[inline]
    pub const fn is_shared_index(&self, index: u8) -> bool {
        // One bit test (the bit of any index past 63 is clear).
        index < 64 && (self.shared >> (index & 63)) & 1 == 1
    }

    /// The path indices where pawns share and nobody is cut, as a bit mask.
    pub(crate) const fn shared_mask(&self) -> u64 {
        self.shared
    }

    /// The dense square index of `seat`'s path index `index`, or [`OFF_BOARD`] past the
    /// centre.
    #[inline]
    pub(crate) const fn square_index(&self, seat: Seat, index: u8) -> u8 {
        self.paths[seat.index()][index as usize & 63]
    }

    /// Whether `square` lies on this board.
    pub const fn contains(&self, square: Square) -> bool {
        square.row() < self.size && square.col() < self.size
    }

    /// Every square of the board, row by row.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.size)
            .flat_map(move |row| (0..self.size).filter_map(move |col| Square::new(row, col)))
    }

    /// The centre square, the goal of every pawn.
    pub fn centre(&self) -> Square {
        self.on_path(Seat::South, self.centre_index)
    }

    /// The crosses: the squares on the cross indices of South's path (every seat's
    /// crosses are the same squares).
    pub fn crosses(&self) -> impl Iterator<Item = Square> + '_ {
        self.cross_indices
            .iter()
            .map(|&i| self.on_path(Seat::South, i))
    }

    /// Whether `square` is a cross of this board.
    pub fn is_cross(&self, square: Square) -> bool {
        self.crosses().any(|cross| cross == square)
    }

    /// The square at path index `index` of `seat`'s path, or `None` past the centre.
    pub fn path_square(&self, seat: Seat, index: u8) -> Option<Square> {
        if index > self.centre_index {
            return None;
        }
        Square::from_index(self.square_index(seat, index) as usize)
    }

    /// `seat`'s whole path, home first, centre last.
    pub fn path(&self, seat: Seat) -> impl Iterator<Item = Square> + '_ {
        (0..=self.centre_index).filter_map(move |i| self.path_square(seat, i))
    }

    /// The path index of `square` on `seat`'s path (every square of the board is on
    /// every path).
    pub fn path_index_of(&self, seat: Seat, square: Square) -> Option<u8> {
        (0..=self.centre_index).find(|&i| self.square_index(seat, i) as usize == square.index())
    }

    /// `seat`'s home square (path index 0), where its pawns enter.
    pub fn home(&self, seat: Seat) -> Square {
        self.on_path(seat, 0)
    }

    /// The square `seat`'s arrow is drawn on: the last of the outer ring, one behind home.
    pub fn arrow_square(&self, seat: Seat) -> Square {
        self.on_path(seat, self.last_outer)
    }

    /// The first square inside `seat`'s gate.
    pub fn first_inner_square(&self, seat: Seat) -> Square {
        self.on_path(seat, self.first_inner())
    }

    /// The square of a path index known to be on the path (a constant of the board at
    /// every call): always there, as the geometry tests check for every seat and index.
    fn on_path(&self, seat: Seat, index: u8) -> Square {
        let square = self.path_square(seat, index);
        debug_assert!(square.is_some(), "path index {index} off the path");
        square.unwrap_or(crate::square::CENTRE)
    }
}

impl PartialEq for Board {
    /// Boards are constants: the same board is the same constant.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size
    }
}

impl Eq for Board {}
