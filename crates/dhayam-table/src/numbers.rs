//! Each player's numbers in a game: cuts made, pawns lost, throws lost, counted once from
//! the rules' events as the game is played (and again when it is resumed or undone).

use dhayam_core::{Event, Seat};

/// What one player did and suffered in a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayerNumbers {
    /// Opponents' pawns this player cut.
    pub cuts_made: u32,
    /// This player's pawns cut by others.
    pub pawns_lost: u32,
    /// Values this player threw and could not use.
    pub throws_lost: u32,
}

/// Every seat's numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Numbers([PlayerNumbers; 4]);

impl Numbers {
    /// Counts what `event` tells.
    pub(crate) fn count(&mut self, event: &Event) {
        match *event {
            Event::Cut { by, pawn, .. } => {
                self.0[by.index()].cuts_made += 1;
                self.0[pawn.seat.index()].pawns_lost += 1;
            }
            Event::ValueLost { seat, .. } => self.0[seat.index()].throws_lost += 1,
            _ => {}
        }
    }

    /// `seat`'s numbers.
    pub(crate) fn of(&self, seat: Seat) -> PlayerNumbers {
        self.0[seat.index()]
    }
}
