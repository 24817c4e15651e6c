//! Why a pawn cannot spend a value: the reason a throw is lost, or a click on a pawn that
//! cannot move is refused, in terms a front end can put into words.

use super::{Game, PawnPlace, Seat};
use crate::path::{self, NO_TARGET};
use crate::rules::{EntryRule, GateRule};

/// Why one pawn cannot spend one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stuck {
    /// The pawn is in the yard and the value does not bring it in: a 1 always does, a 5
    /// too once the player has entered a pawn (unless the entry rule says a 1 only).
    NeedsEntry {
        /// Whether a 5 would bring this pawn in as well.
        five_enters: bool,
    },
    /// The pawn would land on a plain square where one of its player's own pawns stands.
    OwnPawn {
        /// The number of the pawn standing there.
        on: u8,
    },
    /// The pawn is before its gate, its player has cut nobody yet, and the gate rule makes
    /// it wait there: the value would take it through the gate.
    GateShut,
    /// The centre takes an exact throw: the value would take the pawn past it.
    PastCentre {
        /// The steps left to the centre (the most this pawn may move).
        left: u8,
    },
    /// The pawn is already at the centre.
    AtCentre,
    /// No such pawn, seat or throw value.
    NoSuchPawn,
}

impl Game {
    /// Why `seat`'s pawn `number` cannot spend `value` in the present position, whoever's
    /// turn it is; `None` when it can (the move is among [`Game::moves_for_value`]).
    pub fn why_stuck(&self, seat: Seat, number: u8, value: u8) -> Option<Stuck> {
        let (Some(place), Some(slot)) = (self.pawn(seat, number), self.layout.slot_of(value))
        else {
            return Some(Stuck::NoSuchPawn);
        };
        let s = seat.index();
        let five_enters = self.opened[s]
            && self.rules.entry == EntryRule::OneThenFive
            && self.layout.kind.slot_of(5).is_some();
        let board = self.layout.board;
        let centre = board.centre_index();
        let from = match place {
            PawnPlace::Path(index) if index == centre => return Some(Stuck::AtCentre),
            PawnPlace::Yard => {
                let enters = value == 1 || (value == 5 && five_enters);
                // A pawn that enters lands on its home, a cross: nothing blocks it.
                return (!enters).then_some(Stuck::NeedsEntry { five_enters });
            }
            PawnPlace::Path(index) => index,
        };
        let to = path::target(usize::from(self.mode[s]), from, slot);
        if to == NO_TARGET {
            let through_gate = from <= board.last_outer() && from + value >= board.first_inner();
            let waits = !self.gate_open(s) && self.rules.gate == GateRule::Wait;
            return Some(if through_gate && waits {
                Stuck::GateShut
            } else {
                Stuck::PastCentre {
                    left: centre - from,
                }
            });
        }
        if (self.own_plain[s] >> to) & 1 == 1 {
            // The bit is set only where an own pawn stands.
            let on = self.pos[s][..usize::from(self.pawns)]
                .iter()
                .position(|&p| p == to)
                .map_or(0, |n| n as u8);
            return Some(Stuck::OwnPawn { on });
        }
        None
    }

    /// Why `seat` cannot spend `value` at all: each of its pawns' reasons, one per pawn
    /// (pawns at the centre left out), or nothing when some pawn can spend it (or every
    /// pawn is at the centre).
    /// A finished player who helps answers for the partner's pawns it moves.
    pub fn why_lost(&self, seat: Seat, value: u8) -> Vec<(u8, Stuck)> {
        let mut reasons = Vec::new();
        let owner = self.plays_for(seat);
        for number in 0..self.pawns {
            match self.why_stuck(owner, number, value) {
                None => return Vec::new(),
                Some(Stuck::AtCentre) => {}
                Some(reason) => reasons.push((number, reason)),
            }
        }
        reasons
    }
}
