//! The turn clock as the window shows it: the ring on the board, and the chime when a
//! turn of a person at this computer is near its end.

use dhayam_net::clock::CHIME_AT;

use super::{AtTable, NetView};
use crate::board::ClockRing;

/// What the time-short chime wants now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Chime {
    /// Play it now (once per turn).
    Now,
    /// Not yet: look again at this time (the app's clock).
    At(f64),
    /// Nothing to chime for.
    Never,
}

/// How long "Time ran out for ..." and "... is back" show, in seconds.
const NOTE_SHOWN: f64 = 8.0;

/// A note shown from when it was first seen until [`NOTE_SHOWN`] later: stamps it at
/// `now` the first time, drops it once its time is up; gives when it goes.
fn age<T>(note: &mut Option<(T, Option<f64>)>, now: f64) -> Option<f64> {
    let (_, since) = note.as_mut()?;
    let since = *since.get_or_insert(now);
    if now - since >= NOTE_SHOWN {
        *note = None;
        return None;
    }
    Some(since + NOTE_SHOWN)
}

impl NetView {
    /// Notes that time passed: a line about a turn that ran out, a player back, or a
    /// bubble of talk goes after a while. Gives when to look again, if anything is waiting to go.
    pub fn follow_time(&mut self, now: f64) -> Option<f64> {
        let ran_out = age(&mut self.ran_out, now);
        let back = age(&mut self.back, now);
        let bubble = self.talk.follow_time(now);
        [ran_out, back, bubble]
            .into_iter()
            .flatten()
            .min_by(f64::total_cmp)
    }
}

impl AtTable {
    /// The ring to draw, while a turn is timed.
    pub fn clock_ring(&self) -> Option<ClockRing> {
        let (seat, runs_out) = self.networked.clock_runs_out()?;
        let limit = self.networked.turn_clock().seconds()?;
        Some(ClockRing {
            seat,
            runs_out,
            limit,
        })
    }

    /// Whether a computer plays this guest's seats since its time ran out too often (or
    /// the host handed them over): it may say it is back.
    pub fn away(&self) -> bool {
        match &self.networked {
            dhayam_net::Networked::Joined(joined) => joined.guest().away(),
            dhayam_net::Networked::Hosted(_) => false,
        }
    }

    /// Whether the time-short chime is due at `now`: [`CHIME_AT`] seconds before the end
    /// of a timed turn of a person at this computer, once per turn.
    pub fn chime(&mut self, now: f64) -> Chime {
        let Some((seat, runs_out)) = self.networked.clock_runs_out() else {
            return Chime::Never;
        };
        if !self.view.ours(&[seat]) || now >= runs_out {
            return Chime::Never;
        }
        let turn = (seat, runs_out.to_bits());
        if self.chimed == Some(turn) {
            return Chime::Never;
        }
        let at = runs_out - CHIME_AT;
        if now < at {
            return Chime::At(at);
        }
        self.chimed = Some(turn);
        Chime::Now
    }
}
