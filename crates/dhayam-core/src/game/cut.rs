//! Cutting: the pawns a move sends back, and who stands on a square a pawn leaves where own
//! pawns stack. Off the hot path: cuts are rare, stacks only on the 5x5 board.

use super::{EMPTY, Event, Game, PawnId, Seat, Square, YARD};

impl Game {
    /// Sends the pawn `victim` (`seat * 8 + number`) on dense square `square` back, with
    /// every other pawn of its seat standing there, for the player to act.
    #[cold]
    pub(super) fn cut(&mut self, victim: u8, square: usize, on_event: &mut impl FnMut(Event)) {
        let by = self.turn;
        let s = by.index();
        let (vs, vn) = ((victim >> 3) as usize, victim & 7);
        let index = self.pos[vs][vn as usize];
        for number in 0..self.pawns {
            let at = &mut self.pos[vs][number as usize];
            // Only where pawns stack can a second pawn of the seat stand on the square.
            if *at != index || (number != vn && !self.layout.stacks) {
                continue;
            }
            *at = self.layout.cut_to;
            self.yard[vs] += u8::from(self.layout.cut_to == YARD);
            on_event(Event::Cut {
                by,
                pawn: PawnId {
                    seat: Seat::ALL[vs],
                    number,
                },
                square: {
                    // `square` came from the path table, whose entries are all on the board.
                    let on_board = Square::from_index(square);
                    debug_assert!(on_board.is_some(), "path square {square} off the board");
                    on_board.unwrap_or(crate::square::CENTRE)
                },
            });
        }
        self.own_plain[vs] &= !(1 << index);
        if !self.has_cut[s] {
            self.has_cut[s] = true;
            self.refresh_mode(s);
        }
    }

    /// The occupant to record for seat `s`'s path index `index` once pawn `leaving` has
    /// left it: another of the seat's pawns still there, or [`EMPTY`] (always on a shared
    /// square, which records nobody).
    pub(super) fn stacked_on(&self, s: usize, index: u8, leaving: u8) -> u8 {
        if self.layout.is_shared(index) {
            return EMPTY;
        }
        (0..self.pawns)
            .find(|&n| n != leaving && self.pos[s][n as usize] == index)
            .map_or(EMPTY, |n| (s as u8) << 3 | n)
    }
}
