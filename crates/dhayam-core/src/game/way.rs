//! Where a pawn is going: the rest of its path to the centre, and the squares it could
//! reach with each value, for front ends that show a pawn's way before it moves.

use super::{Game, PawnId, PawnPlace, Phase, Square};

/// A square a pawn could reach by spending one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The value spent.
    pub value: u8,
    /// Where the pawn would land.
    pub square: Square,
}

impl Game {
    /// The squares `pawn` still has to walk to the centre along its seat's path, in order,
    /// the centre last: from its home for a pawn in the yard, nothing for one at the centre
    /// or for a pawn not in the game. A pawn whose gate is shut circles the outer squares
    /// before it may take this way in.
    pub fn way_to_centre(&self, pawn: PawnId) -> Vec<Square> {
        let board = self.layout.board;
        let first = match self.pawn(pawn.seat, pawn.number) {
            Some(PawnPlace::Yard) => 0,
            Some(PawnPlace::Path(index)) if index < board.centre_index() => index + 1,
            _ => return Vec::new(),
        };
        (first..=board.centre_index())
            .filter_map(|index| board.path_square(pawn.seat, index))
            .collect()
    }

    /// Whether `pawn` stands before its gate: on the last squares of its outer ring from
    /// where a common throw (1 to 6 with long dice, path index 18 to 23; 1 to 4 with
    /// cowries, 12 to 15) takes it through the gate into the inner squares once its player
    /// has cut, and otherwise round the outer ring again (or nowhere, with gate = wait).
    /// The gate itself is the step from [`crate::Board::arrow_square`] to
    /// [`crate::Board::first_inner_square`].
    pub fn before_gate(&self, pawn: PawnId) -> bool {
        let board = self.layout.board;
        // The largest value but the rare top one (12 or 8).
        let values = self.layout.kind.values();
        let approach = values[values.len() - 2];
        matches!(
            self.pawn(pawn.seat, pawn.number),
            Some(PawnPlace::Path(index))
                if (board.first_inner() - approach..=board.last_outer()).contains(&index)
        )
    }

    /// Where `pawn` could land with each value it may spend, smallest value first. While its
    /// seat is to move, the values are those in the pool and the squares those of its legal
    /// moves; otherwise every value a throw can give, as if its seat were to move now.
    /// A value the pawn cannot use is left out.
    pub fn reach(&self, pawn: PawnId) -> Vec<Reach> {
        let to_move = matches!(self.phase(), Phase::AwaitingMove(player)
            if self.plays_for(player) == pawn.seat);
        let player = if to_move { self.turn() } else { pawn.seat };
        self.layout
            .kind
            .values()
            .iter()
            .filter_map(|&value| {
                let mv = if to_move {
                    self.legal_moves()
                        .iter()
                        .find(|m| m.value == value && m.number() == pawn.number)
                        .copied()
                } else {
                    self.moves_for_value(player, value)
                        .iter()
                        .find(|m| m.number() == pawn.number)
                        .copied()
                }?;
                let square = self.layout.board.path_square(pawn.seat, mv.to)?;
                Some(Reach { value, square })
            })
            .collect()
    }
}
