//! The turn clock of a table across computers: how long the seat to act has to throw or
//! to move before a computer plays that turn for it.
//!
//! The host chooses it (off unless it asks: friends at a table wait for each other) and
//! is its only keeper: guests are told the limit ([`crate::ToGuest::Clock`]) and draw
//! the time left from the moment each turn reached them. When the time runs out the host
//! plays the turn as a computer would (a throw is still made of everyone's dice parts).
//! After [`TIMEOUTS_TO_STAND_IN`] in a row a computer plays the guest's seats until it
//! says it is back ([`crate::ToHost::Back`]).

/// Turns in a row a guest lets run out before a computer plays its seats.
pub const TIMEOUTS_TO_STAND_IN: u32 = 3;

/// Seconds before the end of a turn at which a chime tells the player time is short.
pub const CHIME_AT: f64 = 10.0;

use dhayam_core::Seat;

pub use dhayam_store::{CLOCK_LIMITS, CLOCK_OFFERED, ClockError, TurnClock};

/// A timed turn: the seat to act at a step of the game, and since when (the clock of the
/// caller: the host's for the host, each guest's own for its ring).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    /// The seat to act.
    pub seat: Seat,
    /// The step of the game it acts at.
    pub step: usize,
    /// When the turn reached this computer.
    pub since: f64,
}

impl Turn {
    /// The turn as it stands at `now`, after `last`: the same one while the same seat is
    /// to act at the same step, else a new one from `now` (`None`: nobody's turn is timed).
    pub fn follow(last: Option<Turn>, to_act: Option<(Seat, usize)>, now: f64) -> Option<Turn> {
        let (seat, step) = to_act?;
        match last {
            Some(turn) if turn.seat == seat && turn.step == step => Some(turn),
            _ => Some(Turn {
                seat,
                step,
                since: now,
            }),
        }
    }

    /// When the turn runs out under `clock` (`None`: no clock).
    pub fn runs_out(self, clock: TurnClock) -> Option<f64> {
        Some(self.since + clock.seconds()?)
    }
}
