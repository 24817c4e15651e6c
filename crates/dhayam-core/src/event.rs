//! What happened: the state changes a throw or a move caused, for front ends to show.

use arrayvec::ArrayVec;

use crate::{Board, PawnId, Seat, Square, Throw};

/// Players in finishing order, first place first.
pub type Ranking = ArrayVec<Seat, 4>;

/// One state change, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `seat` threw the dice.
    Thrown {
        /// Who threw.
        seat: Seat,
        /// What they showed.
        throw: Throw,
    },
    /// A pawn entered on its home square.
    Entered {
        /// The pawn.
        pawn: PawnId,
        /// The value spent (1 or 5).
        value: u8,
    },
    /// A pawn on the board moved `value` steps from `from` to `to` (path indices).
    Moved {
        /// The pawn.
        pawn: PawnId,
        /// The value spent.
        value: u8,
        /// Path index before.
        from: u8,
        /// Path index after (lower than `from` when the pawn circled the outer ring).
        to: u8,
    },
    /// `by` cut `pawn`, sending it back to its yard from `square`.
    Cut {
        /// Who cut.
        by: Seat,
        /// The pawn sent home.
        pawn: PawnId,
        /// Where it stood.
        square: Square,
    },
    /// A pawn reached the centre.
    PawnFinished {
        /// The pawn.
        pawn: PawnId,
    },
    /// A player brought their last pawn to the centre and takes `place` (1 = King).
    PlayerFinished {
        /// The player.
        seat: Seat,
        /// 1-based place.
        place: u8,
    },
    /// A value could not be used and is lost.
    ValueLost {
        /// Whose value.
        seat: Seat,
        /// The value.
        value: u8,
    },
    /// The same player throws again (a bonus value, or a cut with the cut bonus).
    ThrowAgain {
        /// The player.
        seat: Seat,
    },
    /// Three bonus throws in a row made the turn void (the 5x5 house rule
    /// `three_bonuses=void`): the values named by the `ValueLost` events that follow are
    /// lost, and the turn passes.
    TurnVoid {
        /// The player.
        seat: Seat,
    },
    /// The turn passed.
    TurnPassed {
        /// Who played.
        from: Seat,
        /// Who plays next.
        to: Seat,
    },
    /// The game ended.
    GameOver {
        /// Every player in final order.
        ranking: Ranking,
    },
}

/// The path indices a pawn steps on moving `value` from `from` to `to` on the 7x7 board,
/// in order, the last being `to`. A pawn that circled (`to < from`) stays on the outer ring.
pub fn steps(from: u8, value: u8, to: u8) -> impl Iterator<Item = u8> {
    steps_on(&Board::DHAYAM, from, value, to)
}

/// [`steps`] on `board`, whose outer ring a circling pawn stays on.
pub fn steps_on(board: &Board, from: u8, value: u8, to: u8) -> impl Iterator<Item = u8> {
    let circled = to < from;
    let ring = board.outer_ring_len();
    (1..=value).map(move |step| {
        let index = from + step;
        if circled && index >= ring {
            index - ring
        } else {
            index
        }
    })
}

impl Event {
    /// For a move on the 7x7 board, the squares the pawn passes over and lands on, in
    /// order.
    pub fn squares_passed(&self) -> Vec<Square> {
        self.squares_passed_on(&Board::DHAYAM)
    }

    /// For a move on `board`, the squares the pawn passes over and lands on, in order.
    pub fn squares_passed_on(&self, board: &Board) -> Vec<Square> {
        match *self {
            Event::Moved {
                pawn,
                value,
                from,
                to,
            } => steps_on(board, from, value, to)
                .filter_map(|i| board.path_square(pawn.seat, i))
                .collect(),
            Event::Entered { pawn, .. } => vec![board.home(pawn.seat)],
            _ => Vec::new(),
        }
    }
}
