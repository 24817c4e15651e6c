//! The turn clock as a guest sees it: the limit the host told, counted from when each
//! turn reached this computer (the host keeps the clock that counts).

use dhayam_core::Seat;
use dhayam_table::Table;

use super::Guest;
use crate::clock::{Turn, TurnClock};
use crate::protocol::Holder;

impl Guest {
    /// The table's turn clock, as the host said.
    pub fn turn_clock(&self) -> TurnClock {
        self.clock
    }

    /// The seat the clock runs for, and when its turn runs out here (the clock passed to
    /// the guest's calls); `None` without a clock or while nobody's turn is timed.
    pub fn clock_runs_out(&self) -> Option<(Seat, f64)> {
        let turn = self.turn?;
        Some((turn.seat, turn.runs_out(self.clock)?))
    }

    /// Whether a computer plays this guest's seats since its turn clock ran out too
    /// often: [`crate::ToHost::Back`] asks for them back.
    pub fn away(&self) -> bool {
        self.lobby
            .seats
            .iter()
            .any(|v| self.seats.contains(&v.seat) && v.holder == Holder::Away)
    }

    /// Notes whose turn the clock runs for (after everything that can change it).
    pub(super) fn note_turn(&mut self, table: &Table, now: f64) {
        let to_act = table
            .session()
            .filter(|s| !s.game().is_over())
            .and_then(|s| Some((s.seat_to_act()?, s.step())))
            .filter(|&(seat, _)| self.clock.seconds().is_some() && self.timed(seat));
        self.turn = Turn::follow(self.turn, to_act, now);
    }

    /// Whether the host's clock runs for `seat`: a guest's (not while a computer plays
    /// it), or a person's at the host's computer when the host asked for that.
    fn timed(&self, seat: Seat) -> bool {
        self.lobby.seats.iter().any(|v| {
            v.seat == seat
                && match v.holder {
                    Holder::Guest { .. } => true,
                    Holder::Host => self.clock.for_host_people(),
                    Holder::Computer(_)
                    | Holder::Open
                    | Holder::StandIn
                    | Holder::Away
                    | Holder::Deciding => false,
                }
        })
    }
}
