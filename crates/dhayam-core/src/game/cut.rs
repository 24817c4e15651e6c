//! Cutting: the pawns a move sends back, and who stands on a square a pawn leaves where
//! pawns gather. Off the hot path: cuts are rare; own pawns stack only on the 5x5 board,
//! partners share only in team games.

use super::{EMPTY, Event, Game, PawnId, Seat, Square, YARD};

impl Game {
    /// Sends the pawn `victim` (`seat * 8 + number`) on dense square `square` back, with
    /// every other pawn of its seat and its partner standing there, for `by`, the owner of
    /// the pawn that landed. One [`Event::Cut`] per pawn, seat by seat from South, lowest
    /// pawn number first.
    #[cold]
    pub(super) fn cut(
        &mut self,
        by: Seat,
        victim: u8,
        square: usize,
        on_event: &mut impl FnMut(Event),
    ) {
        // `square` came from the path table, whose entries are all on the board.
        let on_board = Square::from_index(square);
        debug_assert!(on_board.is_some(), "path square {square} off the board");
        let at = on_board.unwrap_or(crate::square::CENTRE);
        let (victim_seat, victim_number) = (usize::from(victim >> 3), victim & 7);
        if self.partners.gathers {
            // Its seat's other pawns (where they stack) and its partner's may stand there.
            let team = self.partners.friends[victim_seat];
            for vs in (0..4).filter(|&vs| team >> vs & 1 == 1) {
                for number in 0..self.pawns {
                    let index = self.pos[vs][number as usize];
                    if index != YARD && self.layout.square_index(vs, index) as usize == square {
                        self.send_back(by, vs, number, at, on_event);
                    }
                }
            }
        } else {
            // Only the victim stands on a plain square where pawns never gather.
            self.send_back(by, victim_seat, victim_number, at, on_event);
        }
        let s = by.index();
        if !self.has_cut[s] {
            self.has_cut[s] = true;
            // The partner's gate may open with this cut too.
            for seat in 0..4 {
                self.refresh_mode(seat);
            }
        }
    }

    /// Sends pawn `number` of seat `vs`, cut by `by` on `square`, back to where cut pawns go.
    fn send_back(
        &mut self,
        by: Seat,
        vs: usize,
        number: u8,
        square: Square,
        on_event: &mut impl FnMut(Event),
    ) {
        let index = self.pos[vs][number as usize];
        self.pos[vs][number as usize] = self.layout.cut_to;
        self.yard[vs] += u8::from(self.layout.cut_to == YARD);
        self.own_plain[vs] &= !(1 << index);
        on_event(Event::Cut {
            by,
            pawn: PawnId {
                seat: Seat::ALL[vs],
                number,
            },
            square,
        });
    }

    /// The occupant to record for seat `s`'s path index `index` once its pawn `leaving`
    /// has left it: the lowest of the own or partner's pawns still there, or [`EMPTY`]
    /// (always on a shared square, which records nobody).
    pub(super) fn stacked_on(&self, s: usize, index: u8, leaving: u8) -> u8 {
        if self.layout.is_shared(index) {
            return EMPTY;
        }
        let square = self.layout.square_index(s, index);
        let friends = self.partners.friends[s];
        (0..4)
            .filter(|&fs| friends >> fs & 1 == 1)
            .flat_map(|fs| (0..self.pawns).map(move |n| (fs, n)))
            .filter(|&(fs, n)| {
                let at = self.pos[fs][n as usize];
                !(fs == s && n == leaving)
                    && at != YARD
                    && self.layout.square_index(fs, at) == square
            })
            .map(|(fs, n)| (fs as u8) << 3 | n)
            .min()
            .unwrap_or(EMPTY)
    }
}
